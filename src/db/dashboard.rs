//! The extra reads of the dashboard for one page of games: their moves (to write the last one
//! in the viewer's notation) and the event and round each belongs to. One query each for the
//! whole page, whatever its length.

use diesel::prelude::*;

use super::games::MoveRow;
use super::schema::{event_games, events, moves};
use super::{DbConnection, DbError, DbResult};

/// The moves of these games, by game and in order.
pub fn moves_of_games(conn: &mut DbConnection, games: &[i32]) -> DbResult<Vec<MoveRow>> {
    if games.is_empty() {
        return Ok(Vec::new());
    }
    moves::table
        .filter(moves::game_id.eq_any(games))
        .order((moves::game_id.asc(), moves::ply.asc()))
        .select(MoveRow::as_select())
        .load(conn)
        .map_err(DbError::from)
}

/// The event (id and name) and round of those of these games that belong to an event.
pub fn event_rounds(
    conn: &mut DbConnection,
    games: &[i32],
) -> DbResult<Vec<(i32, i32, String, i32)>> {
    if games.is_empty() {
        return Ok(Vec::new());
    }
    event_games::table
        .inner_join(events::table)
        .filter(event_games::game_id.eq_any(games))
        .select((
            event_games::game_id,
            events::id,
            events::name,
            event_games::round,
        ))
        .load(conn)
        .map_err(DbError::from)
}

//! What decides who may watch a game, as stored: the players' "my games are private" setting
//! and the event's public view (private, or a delay), read in one place.

use diesel::prelude::*;

use super::schema::{event_games, events, games, users};
use super::{DbConnection, DbError, DbResult};

/// The stored figures behind a game's public view.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WatchRow {
    /// White's id.
    pub white_id: i32,
    /// Black's id.
    pub black_id: i32,
    /// Either player keeps their games private.
    pub player_private: bool,
    /// The event's organizer, when the game belongs to an event.
    pub organizer_id: Option<i32>,
    /// The event shows its games (true outside events).
    pub public_games: bool,
    /// The event's delay in moves (0: none).
    pub delay_moves: i32,
    /// The event's delay in days (0: none).
    pub delay_days: i32,
}

/// The figures for game `game_id` (`None` when there is no such game).
pub fn watch_row(conn: &mut DbConnection, game_id: i32) -> DbResult<Option<WatchRow>> {
    let Some((white_id, black_id)) = games::table
        .find(game_id)
        .select((games::white_id, games::black_id))
        .first::<(i32, i32)>(conn)
        .optional()?
    else {
        return Ok(None);
    };
    let private: i64 = users::table
        .filter(users::id.eq_any([white_id, black_id]))
        .filter(users::games_private.eq(true))
        .count()
        .get_result(conn)?;
    let event = event_games::table
        .inner_join(events::table)
        .filter(event_games::game_id.eq(game_id))
        .select((
            events::organizer_id,
            events::public_games,
            events::public_delay_moves,
            events::public_delay_days,
        ))
        .first::<(i32, bool, i32, i32)>(conn)
        .optional()?;
    Ok(Some(WatchRow {
        white_id,
        black_id,
        player_private: private > 0,
        organizer_id: event.map(|e| e.0),
        public_games: event.is_none_or(|e| e.1),
        delay_moves: event.map_or(0, |e| e.2),
        delay_days: event.map_or(0, |e| e.3),
    }))
}

/// Whether `user` keeps their games private.
pub fn games_private(conn: &mut DbConnection, user: i32) -> DbResult<bool> {
    users::table
        .find(user)
        .select(users::games_private)
        .first(conn)
        .optional()
        .map(|found| found.unwrap_or(false))
        .map_err(DbError::from)
}

/// Sets `user`'s "my games are private".
pub fn set_games_private(conn: &mut DbConnection, user: i32, private: bool) -> DbResult<()> {
    diesel::update(users::table.find(user))
        .set(users::games_private.eq(private))
        .execute(conn)
        .map(|_| ())
        .map_err(DbError::from)
}

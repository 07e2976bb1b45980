//! The change log of games (`game_changes`): one row per change, written by the service's
//! change-log subscriber in the transaction that made the change, read by the live pages'
//! tailer in id order, and pruned after a day.

use chrono::NaiveDateTime;
use diesel::prelude::*;

use super::schema::game_changes;
use super::{DbConnection, DbError, DbResult};

/// The form for one change.
#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = game_changes)]
pub struct NewGameChange<'a> {
    /// The game.
    pub game_id: i32,
    /// White's user id.
    pub white_id: i32,
    /// Black's user id.
    pub black_id: i32,
    /// What happened (`started`, `moved`, `draw_offered`, `draw_declined`,
    /// `conditionals_cleared`, `ended`).
    pub kind: &'a str,
    /// Half-moves played after the change.
    pub ply: i32,
    /// When.
    pub at: NaiveDateTime,
}

/// One change as stored.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = game_changes)]
pub struct GameChangeRow {
    /// Grows with every change (the live streams' event id).
    pub id: i64,
    /// The game.
    pub game_id: i32,
    /// White's user id.
    pub white_id: i32,
    /// Black's user id.
    pub black_id: i32,
    /// What happened.
    pub kind: String,
    /// Half-moves played after the change.
    pub ply: i32,
    /// When.
    pub at: NaiveDateTime,
}

/// Writes `changes`, one statement each (a save usually makes one; a move that ends the game
/// two). Diesel's multi-row insert is not available on the connection that serves both
/// databases.
pub fn insert(conn: &mut DbConnection, changes: &[NewGameChange<'_>]) -> DbResult<()> {
    for change in changes {
        // Columns one by one: a statement of fixed type stays prepared without its SQL being
        // written each time (see `games::insert_move`).
        diesel::insert_into(game_changes::table)
            .values((
                game_changes::game_id.eq(change.game_id),
                game_changes::white_id.eq(change.white_id),
                game_changes::black_id.eq(change.black_id),
                game_changes::kind.eq(change.kind),
                game_changes::ply.eq(change.ply),
                game_changes::at.eq(change.at),
            ))
            .execute(conn)
            .map_err(DbError::from)?;
    }
    Ok(())
}

/// Up to `limit` changes with an id above `after`, oldest first.
pub fn after(conn: &mut DbConnection, after: i64, limit: i64) -> DbResult<Vec<GameChangeRow>> {
    game_changes::table
        .filter(game_changes::id.gt(after))
        .order(game_changes::id.asc())
        .limit(limit)
        .select(GameChangeRow::as_select())
        .load(conn)
        .map_err(DbError::from)
}

/// Up to `limit` changes of `game` with an id above `after`, oldest first (a stream resuming
/// from its Last-Event-ID).
pub fn of_game_after(
    conn: &mut DbConnection,
    game: i32,
    after: i64,
    limit: i64,
) -> DbResult<Vec<GameChangeRow>> {
    game_changes::table
        .filter(game_changes::game_id.eq(game))
        .filter(game_changes::id.gt(after))
        .order(game_changes::id.asc())
        .limit(limit)
        .select(GameChangeRow::as_select())
        .load(conn)
        .map_err(DbError::from)
}

/// Up to `limit` changes of games `user` plays, with an id above `after`, oldest first.
pub fn of_player_after(
    conn: &mut DbConnection,
    user: i32,
    after: i64,
    limit: i64,
) -> DbResult<Vec<GameChangeRow>> {
    game_changes::table
        .filter(
            game_changes::white_id
                .eq(user)
                .or(game_changes::black_id.eq(user)),
        )
        .filter(game_changes::id.gt(after))
        .order(game_changes::id.asc())
        .limit(limit)
        .select(GameChangeRow::as_select())
        .load(conn)
        .map_err(DbError::from)
}

/// The newest change's id (0 when there is none).
pub fn latest_id(conn: &mut DbConnection) -> DbResult<i64> {
    game_changes::table
        .select(diesel::dsl::max(game_changes::id))
        .first::<Option<i64>>(conn)
        .map(|id| id.unwrap_or(0))
        .map_err(DbError::from)
}

/// Deletes up to `limit` changes made before `before`, oldest first; returns how many.
pub fn prune(conn: &mut DbConnection, before: NaiveDateTime, limit: i64) -> DbResult<usize> {
    let ids: Vec<i64> = game_changes::table
        .filter(game_changes::at.lt(before))
        .order(game_changes::id.asc())
        .limit(limit)
        .select(game_changes::id)
        .load(conn)?;
    if ids.is_empty() {
        return Ok(0);
    }
    diesel::delete(game_changes::table.filter(game_changes::id.eq_any(&ids)))
        .execute(conn)
        .map_err(DbError::from)
}

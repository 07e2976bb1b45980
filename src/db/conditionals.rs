//! Queries for conditional moves: one stored tree per player and game.

use chrono::NaiveDateTime;
use diesel::prelude::*;

use super::schema::conditional_moves;
use super::{DbConnection, DbError, DbResult};

/// A stored tree.
#[derive(Debug, Clone, Queryable, Selectable, Insertable)]
#[diesel(table_name = conditional_moves)]
pub struct ConditionalRow {
    /// Game.
    pub game_id: i32,
    /// Whose conditional moves.
    pub user_id: i32,
    /// Half-moves played in the position the tree starts from.
    pub ply: i32,
    /// The tree as JSON.
    pub tree: String,
    /// Last change.
    pub updated_at: NaiveDateTime,
}

/// `user`'s tree in a game.
pub fn find(conn: &mut DbConnection, game_id: i32, user: i32) -> DbResult<Option<ConditionalRow>> {
    conditional_moves::table
        .find((game_id, user))
        .select(ConditionalRow::as_select())
        .first(conn)
        .optional()
        .map_err(DbError::from)
}

/// Stores (inserts or replaces) a tree.
pub fn store(conn: &mut DbConnection, row: &ConditionalRow) -> DbResult<()> {
    delete(conn, row.game_id, row.user_id)?;
    diesel::insert_into(conditional_moves::table)
        .values(row)
        .execute(conn)
        .map(|_| ())
        .map_err(DbError::from)
}

/// Removes `user`'s tree in a game.
pub fn delete(conn: &mut DbConnection, game_id: i32, user: i32) -> DbResult<()> {
    diesel::delete(conditional_moves::table.find((game_id, user)))
        .execute(conn)
        .map(|_| ())
        .map_err(DbError::from)
}

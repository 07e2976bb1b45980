//! Queries for playing against the engine: the engine accounts (`kingpost-level-N`) and the
//! games in which one of them has something to do.
//!
//! Finding those games is indexed: the engine accounts come from `users_engine`, and their
//! active games from `games_white` / `games_black` (player id, status); the side to move is read
//! from the stored FEN as the dashboard does.

use chrono::NaiveDateTime;
use diesel::prelude::*;

use super::schema::{games, users};
use super::{DbConnection, DbError, DbResult};

/// The form for a new engine account.
#[derive(Debug, Insertable)]
#[diesel(table_name = users)]
pub struct NewEngineUser<'a> {
    /// `kingpost-level-N`.
    pub username: &'a str,
    /// A placeholder address that cannot receive mail.
    pub email: &'a str,
    /// Not a password hash, so no password ever matches: the account cannot sign in.
    pub password_hash: &'a str,
    /// The level.
    pub engine_level: i32,
    /// When it was made.
    pub created_at: NaiveDateTime,
}

/// Inserts an engine account; returns its id.
pub fn insert_engine_user(conn: &mut DbConnection, new: &NewEngineUser<'_>) -> DbResult<i32> {
    super::returned(
        diesel::insert_into(users::table)
            .values(new)
            .returning(users::id),
        conn,
    )
}

/// The engine account of a level, if it exists.
pub fn engine_user(conn: &mut DbConnection, level: i32) -> DbResult<Option<i32>> {
    users::table
        .filter(users::engine_level.eq(level))
        .select(users::id)
        .first(conn)
        .optional()
        .map_err(DbError::from)
}

/// Every engine account: id and level.
pub fn engine_users(conn: &mut DbConnection) -> DbResult<Vec<(i32, i32)>> {
    users::table
        .filter(users::engine_level.is_not_null())
        .select((users::id, users::engine_level.assume_not_null()))
        .load(conn)
        .map_err(DbError::from)
}

/// Active games where one of `engines` plays `side` (`w` or `b`) and either is to move or has a
/// draw offer from the opponent waiting; at most `limit`, longest waiting first. Returns the game
/// ids with their `updated_at`.
pub fn games_for_engines(
    conn: &mut DbConnection,
    engines: &[i32],
    side: char,
    limit: i64,
) -> DbResult<Vec<(i32, NaiveDateTime)>> {
    let (to_move, opponent_offer) = if side == 'w' {
        ("% w %", "black")
    } else {
        ("% b %", "white")
    };
    let mut query = games::table
        .filter(games::status.eq("active"))
        .filter(
            games::current_fen
                .like(to_move)
                .or(games::draw_offer.eq(opponent_offer)),
        )
        .into_boxed();
    query = if side == 'w' {
        query.filter(games::white_id.eq_any(engines))
    } else {
        query.filter(games::black_id.eq_any(engines))
    };
    query
        .order((games::updated_at.asc(), games::id.asc()))
        .limit(limit)
        .select((games::id, games::updated_at))
        .load(conn)
        .map_err(DbError::from)
}

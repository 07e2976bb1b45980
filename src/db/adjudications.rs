//! Queries and forms for the adjudications table (decisions that ended games) and for users'
//! roles (who may decide).

use chrono::NaiveDateTime;
use diesel::prelude::*;

use super::schema::{adjudications, users};
use super::{DbConnection, DbError, DbResult};

/// A stored decision.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = adjudications)]
pub struct AdjudicationRow {
    /// Id.
    pub id: i32,
    /// The game it ended.
    pub game_id: i32,
    /// `1-0`, `0-1` or `1/2-1/2`.
    pub result: String,
    /// Why, in the decider's words.
    pub reason: String,
    /// Who decided (an organizer or admin, or the player whose tablebase claim was upheld).
    pub decided_by: i32,
    /// The engine report behind the decision, as JSON.
    pub report: String,
    /// When.
    pub decided_at: NaiveDateTime,
}

/// The form for a new decision.
#[derive(Debug, Insertable)]
#[diesel(table_name = adjudications)]
pub struct NewAdjudication<'a> {
    /// The game.
    pub game_id: i32,
    /// The result.
    pub result: &'a str,
    /// Why.
    pub reason: &'a str,
    /// Who decided.
    pub decided_by: i32,
    /// The report, as JSON.
    pub report: &'a str,
    /// When.
    pub decided_at: NaiveDateTime,
}

/// Stores a decision.
pub fn insert(conn: &mut DbConnection, new: &NewAdjudication<'_>) -> DbResult<()> {
    diesel::insert_into(adjudications::table)
        .values(new)
        .execute(conn)
        .map(|_| ())
        .map_err(DbError::from)
}

/// The decision that ended a game, with the decider's username.
pub fn for_game(
    conn: &mut DbConnection,
    game_id: i32,
) -> DbResult<Option<(AdjudicationRow, String)>> {
    adjudications::table
        .inner_join(users::table.on(users::id.eq(adjudications::decided_by)))
        .filter(adjudications::game_id.eq(game_id))
        .select((AdjudicationRow::as_select(), users::username))
        .first(conn)
        .optional()
        .map_err(DbError::from)
}

/// Sets a user's role; returns whether the user exists.
pub fn set_role(conn: &mut DbConnection, user: i32, role: &str) -> DbResult<bool> {
    diesel::update(users::table.find(user))
        .set(users::role.eq(role))
        .execute(conn)
        .map(|rows| rows == 1)
        .map_err(DbError::from)
}

/// A user's role, if the user exists.
pub fn role_of(conn: &mut DbConnection, user: i32) -> DbResult<Option<String>> {
    users::table
        .find(user)
        .select(users::role)
        .first(conn)
        .optional()
        .map_err(DbError::from)
}

/// The users whose role may decide (organizers and admins), by id.
pub fn deciders(conn: &mut DbConnection) -> DbResult<Vec<super::users::User>> {
    users::table
        .filter(users::role.eq_any(["organizer", "admin"]))
        .order(users::id.asc())
        .select(super::users::User::as_select())
        .load(conn)
        .map_err(DbError::from)
}

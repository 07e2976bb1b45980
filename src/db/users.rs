//! Queries and forms for the users and api_tokens tables.

use chrono::NaiveDateTime;
use diesel::prelude::*;

use super::DbConnection;
use super::schema::{api_tokens, users};

/// A user row.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = users)]
pub struct User {
    /// Id.
    pub id: i32,
    /// Username, case as registered.
    pub username: String,
    /// Email address.
    pub email: String,
    /// Argon2id PHC string.
    pub password_hash: String,
    /// When the address was confirmed.
    pub email_verified_at: Option<NaiveDateTime>,
    /// Interface language code.
    pub language: String,
    /// Preferred notation name.
    pub notation: String,
    /// IANA time zone.
    pub time_zone: String,
    /// Registration time (UTC).
    pub created_at: NaiveDateTime,
}

/// The form for a new user.
#[derive(Debug, Insertable)]
#[diesel(table_name = users)]
pub struct NewUser<'a> {
    /// Username.
    pub username: &'a str,
    /// Email address.
    pub email: &'a str,
    /// Argon2id PHC string.
    pub password_hash: &'a str,
    /// Registration time (UTC).
    pub created_at: NaiveDateTime,
}

/// The form for a new API token.
#[derive(Debug, Insertable)]
#[diesel(table_name = api_tokens)]
pub struct NewApiToken<'a> {
    /// Owner.
    pub user_id: i32,
    /// SHA-256 of the token, hex.
    pub token_hash: &'a str,
    /// What the owner called it.
    pub label: &'a str,
    /// Creation time (UTC).
    pub created_at: NaiveDateTime,
}

/// Inserts a user; returns the new id.
pub fn insert_user(conn: &mut DbConnection, user: &NewUser<'_>) -> QueryResult<i32> {
    diesel::insert_into(users::table)
        .values(user)
        .returning(users::id)
        .get_result(conn)
}

/// The user with this username, ignoring case.
pub fn find_by_username(conn: &mut DbConnection, username: &str) -> QueryResult<Option<User>> {
    users::table
        .filter(lower(users::username).eq(username.to_lowercase()))
        .select(User::as_select())
        .first(conn)
        .optional()
}

/// Inserts an API token.
pub fn insert_token(conn: &mut DbConnection, token: &NewApiToken<'_>) -> QueryResult<()> {
    diesel::insert_into(api_tokens::table)
        .values(token)
        .execute(conn)
        .map(|_| ())
}

/// The owner of the token with this hash.
pub fn user_for_token(conn: &mut DbConnection, token_hash: &str) -> QueryResult<Option<User>> {
    api_tokens::table
        .inner_join(users::table)
        .filter(api_tokens::token_hash.eq(token_hash))
        .select(User::as_select())
        .first(conn)
        .optional()
}

diesel::define_sql_function! {
    /// SQL `lower(text)`, the same on both backends.
    fn lower(x: diesel::sql_types::Text) -> diesel::sql_types::Text;
}

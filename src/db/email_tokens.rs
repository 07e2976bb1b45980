//! Queries for one-time email links (address confirmation and password reset). Tokens are
//! stored only as hashes; a token is valid while unused and unexpired.

use chrono::NaiveDateTime;
use diesel::prelude::*;

use super::schema::email_tokens;
use super::{DbConnection, DbError, DbResult};

/// The form for a new email token.
#[derive(Debug, Insertable)]
#[diesel(table_name = email_tokens)]
pub struct NewEmailToken<'a> {
    /// Whose it is.
    pub user_id: i32,
    /// `verify` or `reset`.
    pub purpose: &'a str,
    /// SHA-256 of the token, hex.
    pub token_hash: &'a str,
    /// The address the link was sent to.
    pub email: &'a str,
    /// When it was made.
    pub created_at: NaiveDateTime,
    /// When it stops working.
    pub expires_at: NaiveDateTime,
}

/// A stored email token.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = email_tokens)]
pub struct EmailTokenRow {
    /// Id.
    pub id: i32,
    /// Whose it is.
    pub user_id: i32,
    /// The address the link was sent to.
    pub email: String,
}

/// Inserts a token.
pub fn insert(conn: &mut DbConnection, new: &NewEmailToken<'_>) -> DbResult<()> {
    diesel::insert_into(email_tokens::table)
        .values(new)
        .execute(conn)
        .map(|_| ())
        .map_err(DbError::from)
}

/// The unused, unexpired token for `purpose` with this hash.
pub fn find_valid(
    conn: &mut DbConnection,
    purpose: &str,
    token_hash: &str,
    now: NaiveDateTime,
) -> DbResult<Option<EmailTokenRow>> {
    email_tokens::table
        .filter(email_tokens::token_hash.eq(token_hash))
        .filter(email_tokens::purpose.eq(purpose))
        .filter(email_tokens::used_at.is_null())
        .filter(email_tokens::expires_at.gt(now))
        .select(EmailTokenRow::as_select())
        .first(conn)
        .optional()
        .map_err(DbError::from)
}

/// Uses up every open token of `user` for `purpose` (the one just used and any older ones).
pub fn use_all(
    conn: &mut DbConnection,
    user: i32,
    purpose: &str,
    now: NaiveDateTime,
) -> DbResult<usize> {
    diesel::update(
        email_tokens::table
            .filter(email_tokens::user_id.eq(user))
            .filter(email_tokens::purpose.eq(purpose))
            .filter(email_tokens::used_at.is_null()),
    )
    .set(email_tokens::used_at.eq(Some(now)))
    .execute(conn)
    .map_err(DbError::from)
}

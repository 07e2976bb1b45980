//! Queries for the Xfcc door's own tables: application passwords (stored as SHA-256 hashes,
//! like API tokens) and whether a player still accepts their account password there.

use chrono::NaiveDateTime;
use diesel::prelude::*;

use super::schema::{xfcc_passwords, xfcc_settings};
use super::users::User;
use super::{DbConnection, DbError, DbResult};

/// The form for a new application password.
#[derive(Debug, Insertable)]
#[diesel(table_name = xfcc_passwords)]
pub struct NewAppPassword<'a> {
    /// Owner.
    pub user_id: i32,
    /// SHA-256 of the password, hex.
    pub password_hash: &'a str,
    /// What the owner called it (the client it is for).
    pub label: &'a str,
    /// Creation time (UTC).
    pub created_at: NaiveDateTime,
}

/// An application password as its owner sees it in a list (the password is never stored).
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = xfcc_passwords)]
pub struct AppPasswordRow {
    /// Id.
    pub id: i32,
    /// What the owner called it.
    pub label: String,
    /// Creation time (UTC).
    pub created_at: NaiveDateTime,
    /// When a client last signed in with it (UTC).
    pub last_used_at: Option<NaiveDateTime>,
}

/// Inserts an application password.
pub fn insert_password(conn: &mut DbConnection, new: &NewAppPassword<'_>) -> DbResult<()> {
    diesel::insert_into(xfcc_passwords::table)
        .values(new)
        .execute(conn)
        .map(|_| ())
        .map_err(DbError::from)
}

/// A user's application passwords, newest first.
pub fn passwords_of(conn: &mut DbConnection, user: i32) -> DbResult<Vec<AppPasswordRow>> {
    xfcc_passwords::table
        .filter(xfcc_passwords::user_id.eq(user))
        .order(xfcc_passwords::id.desc())
        .select(AppPasswordRow::as_select())
        .load(conn)
        .map_err(DbError::from)
}

/// The id of `user`'s application password with this hash, if there is one.
pub fn find_password(conn: &mut DbConnection, user: i32, hash: &str) -> DbResult<Option<i32>> {
    xfcc_passwords::table
        .filter(xfcc_passwords::user_id.eq(user))
        .filter(xfcc_passwords::password_hash.eq(hash))
        .select(xfcc_passwords::id)
        .first(conn)
        .optional()
        .map_err(DbError::from)
}

/// Deletes one of a user's application passwords; returns whether it existed.
pub fn delete_password(conn: &mut DbConnection, user: i32, id: i32) -> DbResult<bool> {
    diesel::delete(
        xfcc_passwords::table
            .find(id)
            .filter(xfcc_passwords::user_id.eq(user)),
    )
    .execute(conn)
    .map(|rows| rows == 1)
    .map_err(DbError::from)
}

/// Deletes every application password of a user; returns how many there were.
pub fn delete_passwords_of(conn: &mut DbConnection, user: i32) -> DbResult<usize> {
    diesel::delete(xfcc_passwords::table.filter(xfcc_passwords::user_id.eq(user)))
        .execute(conn)
        .map_err(DbError::from)
}

/// Whether `user` accepts their account password in Xfcc clients (true unless turned off).
pub fn account_password_allowed(conn: &mut DbConnection, user: i32) -> DbResult<bool> {
    let stored: Option<bool> = xfcc_settings::table
        .find(user)
        .select(xfcc_settings::account_password)
        .first(conn)
        .optional()?;
    Ok(stored.unwrap_or(true))
}

/// Turns the account password in Xfcc clients on or off for `user`.
pub fn set_account_password_allowed(
    conn: &mut DbConnection,
    user: i32,
    allowed: bool,
) -> DbResult<()> {
    let updated = diesel::update(xfcc_settings::table.find(user))
        .set(xfcc_settings::account_password.eq(allowed))
        .execute(conn)?;
    if updated == 0 {
        diesel::insert_into(xfcc_settings::table)
            .values((
                xfcc_settings::user_id.eq(user),
                xfcc_settings::account_password.eq(allowed),
            ))
            .execute(conn)?;
    }
    Ok(())
}

/// The user with this username (ignoring case) and whether they accept their account password
/// in Xfcc clients.
pub fn user_for_sign_in(conn: &mut DbConnection, username: &str) -> DbResult<Option<(User, bool)>> {
    let Some(user) = super::users::find_by_username(conn, username)? else {
        return Ok(None);
    };
    let allowed = account_password_allowed(conn, user.id)?;
    Ok(Some((user, allowed)))
}

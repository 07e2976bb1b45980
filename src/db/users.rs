//! Queries and forms for the users and api_tokens tables: accounts, their settings, and their
//! personal API tokens.

use chrono::NaiveDateTime;
use diesel::prelude::*;

use super::schema::{api_tokens, users};
use super::{DbConnection, DbError, DbResult};

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
    /// `player`, `organizer` or `admin`.
    pub role: String,
    /// The playing level of an engine account (`kingpost-level-N`); `None` for people.
    pub engine_level: Option<i32>,
    /// Which game mail they want: `move`, `digest` or `none`.
    pub notify: String,
    /// When their next daily digest is due (digest mode only; `None`: now).
    pub digest_due_at: Option<NaiveDateTime>,
    /// When mail to their address last failed for good.
    pub email_bouncing_at: Option<NaiveDateTime>,
    /// What the receiving server answered then.
    pub email_bounce_reason: Option<String>,
    /// Grows by one whenever every session of the account must end (signing out, a new
    /// password, "sign out everywhere"); a session from an older generation is refused.
    pub session_generation: i32,
    /// Whether the game page asks for confirmation before a move is sent.
    pub confirm_moves: bool,
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
    /// Interface language code.
    pub language: &'a str,
    /// Notation choice name (`auto` for the usual one of the language).
    pub notation: &'a str,
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
pub fn insert_user(conn: &mut DbConnection, user: &NewUser<'_>) -> DbResult<i32> {
    super::returned(
        diesel::insert_into(users::table)
            .values(user)
            .returning(users::id),
        conn,
    )
}

/// The user with this username, ignoring case.
pub fn find_by_username(conn: &mut DbConnection, username: &str) -> DbResult<Option<User>> {
    users::table
        .filter(lower(users::username).eq(username.to_lowercase()))
        .select(User::as_select())
        .first(conn)
        .optional()
        .map_err(DbError::from)
}

/// Inserts an API token.
pub fn insert_token(conn: &mut DbConnection, token: &NewApiToken<'_>) -> DbResult<()> {
    diesel::insert_into(api_tokens::table)
        .values(token)
        .execute(conn)
        .map(|_| ())
        .map_err(DbError::from)
}

/// The owner of the token with this hash.
pub fn user_for_token(conn: &mut DbConnection, token_hash: &str) -> DbResult<Option<User>> {
    api_tokens::table
        .inner_join(users::table)
        .filter(api_tokens::token_hash.eq(token_hash))
        .select(User::as_select())
        .first(conn)
        .optional()
        .map_err(DbError::from)
}

/// The user with this id.
pub fn find_by_id(conn: &mut DbConnection, id: i32) -> DbResult<Option<User>> {
    users::table
        .find(id)
        .select(User::as_select())
        .first(conn)
        .optional()
        .map_err(DbError::from)
}

/// Every user with this email address, ignoring case (addresses are not unique).
pub fn find_by_email(conn: &mut DbConnection, email: &str) -> DbResult<Vec<User>> {
    users::table
        .filter(lower(users::email).eq(email.trim().to_lowercase()))
        .select(User::as_select())
        .load(conn)
        .map_err(DbError::from)
}

/// Replaces a user's password hash and ends every session of the account (one statement).
pub fn set_password_hash(conn: &mut DbConnection, id: i32, hash: &str) -> DbResult<()> {
    diesel::update(users::table.find(id))
        .set((
            users::password_hash.eq(hash),
            users::session_generation.eq(users::session_generation + 1),
        ))
        .execute(conn)
        .map(|_| ())
        .map_err(DbError::from)
}

/// Ends every browser session of a user: their session generation grows by one. Returns
/// whether the user exists.
pub fn bump_session_generation(conn: &mut DbConnection, id: i32) -> DbResult<bool> {
    diesel::update(users::table.find(id))
        .set(users::session_generation.eq(users::session_generation + 1))
        .execute(conn)
        .map(|rows| rows == 1)
        .map_err(DbError::from)
}

/// Marks a user's address as confirmed, if it is still `email`.
pub fn set_email_verified(
    conn: &mut DbConnection,
    id: i32,
    email: &str,
    at: NaiveDateTime,
) -> DbResult<bool> {
    diesel::update(users::table.find(id).filter(users::email.eq(email)))
        .set((
            users::email_verified_at.eq(Some(at)),
            users::email_bouncing_at.eq(None::<NaiveDateTime>),
            users::email_bounce_reason.eq(None::<String>),
        ))
        .execute(conn)
        .map(|rows| rows == 1)
        .map_err(DbError::from)
}

/// Stores a user's language and notation.
pub fn set_preferences(
    conn: &mut DbConnection,
    id: i32,
    language: &str,
    notation: &str,
) -> DbResult<()> {
    diesel::update(users::table.find(id))
        .set((users::language.eq(language), users::notation.eq(notation)))
        .execute(conn)
        .map(|_| ())
        .map_err(DbError::from)
}

/// Stores whether the game page asks for confirmation before a move is sent.
pub fn set_confirm_moves(conn: &mut DbConnection, id: i32, on: bool) -> DbResult<()> {
    diesel::update(users::table.find(id))
        .set(users::confirm_moves.eq(on))
        .execute(conn)
        .map(|_| ())
        .map_err(DbError::from)
}

/// Stores a user's language, keeping the notation choice.
pub fn set_language(conn: &mut DbConnection, id: i32, language: &str) -> DbResult<()> {
    diesel::update(users::table.find(id))
        .set(users::language.eq(language))
        .execute(conn)
        .map(|_| ())
        .map_err(DbError::from)
}

/// Stores which game mail a user wants (`move`, `digest` or `none`); a digest is then due at
/// once.
pub fn set_notify(conn: &mut DbConnection, id: i32, notify: &str) -> DbResult<()> {
    diesel::update(users::table.find(id))
        .set((
            users::notify.eq(notify),
            users::digest_due_at.eq(None::<NaiveDateTime>),
        ))
        .execute(conn)
        .map(|_| ())
        .map_err(DbError::from)
}

/// Marks mail to a user's address as bouncing, if the address is still `email`.
pub fn mark_bouncing(
    conn: &mut DbConnection,
    id: i32,
    email: &str,
    at: NaiveDateTime,
    reason: &str,
) -> DbResult<bool> {
    diesel::update(users::table.find(id).filter(users::email.eq(email)))
        .set((
            users::email_bouncing_at.eq(Some(at)),
            users::email_bounce_reason.eq(Some(reason)),
        ))
        .execute(conn)
        .map(|rows| rows == 1)
        .map_err(DbError::from)
}

/// Clears the bouncing marks of the users whose address took a message just now, given as
/// `(user, address)` pairs, in one statement: a user's mark is cleared when one of the
/// addresses is their address now (a message to an address they have since left clears nothing).
pub fn clear_bouncing_all(conn: &mut DbConnection, delivered: &[(i32, &str)]) -> DbResult<()> {
    if delivered.is_empty() {
        return Ok(());
    }
    let ids: Vec<i32> = delivered.iter().map(|(id, _)| *id).collect();
    let emails: Vec<&str> = delivered.iter().map(|(_, email)| *email).collect();
    diesel::update(
        users::table
            .filter(users::id.eq_any(ids))
            .filter(users::email.eq_any(emails))
            .filter(users::email_bouncing_at.is_not_null()),
    )
    .set((
        users::email_bouncing_at.eq(None::<NaiveDateTime>),
        users::email_bounce_reason.eq(None::<String>),
    ))
    .execute(conn)
    .map(|_| ())
    .map_err(DbError::from)
}

/// Up to `limit` users in digest mode whose digest is due at `now`.
pub fn due_for_digest(
    conn: &mut DbConnection,
    now: NaiveDateTime,
    limit: i64,
) -> DbResult<Vec<i32>> {
    users::table
        .filter(users::notify.eq("digest"))
        .filter(
            users::digest_due_at
                .is_null()
                .or(users::digest_due_at.le(now)),
        )
        .order(users::id.asc())
        .limit(limit)
        .select(users::id)
        .load(conn)
        .map_err(DbError::from)
}

/// Takes the due digest of one user: moves the due time to `next` if it was still due at `now`.
/// Of several workers, exactly one sees `true` (the row is locked by the first update).
pub fn take_digest(
    conn: &mut DbConnection,
    id: i32,
    now: NaiveDateTime,
    next: NaiveDateTime,
) -> DbResult<bool> {
    diesel::update(
        users::table
            .find(id)
            .filter(users::notify.eq("digest"))
            .filter(
                users::digest_due_at
                    .is_null()
                    .or(users::digest_due_at.le(now)),
            ),
    )
    .set(users::digest_due_at.eq(Some(next)))
    .execute(conn)
    .map(|rows| rows == 1)
    .map_err(DbError::from)
}

/// A personal API token as its owner sees it in a list (the token itself is never stored).
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = api_tokens)]
pub struct ApiTokenRow {
    /// Id.
    pub id: i32,
    /// What the owner called it.
    pub label: String,
    /// Creation time (UTC).
    pub created_at: NaiveDateTime,
}

/// A user's API tokens, newest first.
pub fn tokens_of(conn: &mut DbConnection, user: i32) -> DbResult<Vec<ApiTokenRow>> {
    api_tokens::table
        .filter(api_tokens::user_id.eq(user))
        .order(api_tokens::id.desc())
        .select(ApiTokenRow::as_select())
        .load(conn)
        .map_err(DbError::from)
}

/// Deletes one of a user's API tokens; returns whether it existed.
pub fn delete_token(conn: &mut DbConnection, user: i32, id: i32) -> DbResult<bool> {
    diesel::delete(
        api_tokens::table
            .find(id)
            .filter(api_tokens::user_id.eq(user)),
    )
    .execute(conn)
    .map(|rows| rows == 1)
    .map_err(DbError::from)
}

/// Deletes every API token of a user; returns how many there were.
pub fn delete_tokens_of(conn: &mut DbConnection, user: i32) -> DbResult<usize> {
    diesel::delete(api_tokens::table.filter(api_tokens::user_id.eq(user)))
        .execute(conn)
        .map_err(DbError::from)
}

/// The usernames of these users, by id.
pub fn usernames(
    conn: &mut DbConnection,
    ids: &[i32],
) -> DbResult<std::collections::HashMap<i32, String>> {
    users::table
        .filter(users::id.eq_any(ids))
        .select((users::id, users::username))
        .load::<(i32, String)>(conn)
        .map(|rows| rows.into_iter().collect())
        .map_err(DbError::from)
}

diesel::define_sql_function! {
    /// SQL `lower(text)`, the same on both backends.
    fn lower(x: diesel::sql_types::Text) -> diesel::sql_types::Text;
}

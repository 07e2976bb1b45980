//! Accounts: registration, passwords, settings, personal API tokens, and finding who a token
//! belongs to. One-time email links (address confirmation, password reset) and signing
//! up (registering and mailing the first confirmation link) are in [`super::email_links`].

use std::sync::LazyLock;

use crate::db::DbError;
use argon2::password_hash::PasswordVerifier;
use argon2::{Argon2, PasswordHasher};
use chrono::NaiveDateTime;
use rand::RngExt;
use sha2::{Digest, Sha256};

use crate::chess::Language;
use crate::db::users::{self, ApiTokenRow, NewApiToken, NewUser, User};
use crate::db::{DbConnection, write_transaction};
use crate::domain::account::{
    AccountRuleError, EmailAddress, NotationChoice, Password, UserId, Username,
    is_reserved_username,
};
use crate::domain::notifications::NotifyMode;

/// What a registration needs, as typed by the person.
#[derive(Debug, Clone)]
pub struct Registration<'a> {
    /// Wished username.
    pub username: &'a str,
    /// Email address.
    pub email: &'a str,
    /// Chosen password.
    pub password: &'a str,
}

/// Why an account operation failed.
#[derive(Debug, thiserror::Error)]
pub enum AccountError {
    /// A username, address or password breaks the rules.
    #[error(transparent)]
    Rule(#[from] AccountRuleError),
    /// Someone already has that username.
    #[error("the username '{0}' is taken; please choose another")]
    UsernameTaken(String),
    /// Unknown user or wrong password (deliberately not saying which).
    #[error("wrong username or password")]
    WrongCredentials,
    /// The database failed.
    #[error("database error: {0}")]
    Database(#[from] DbError),
    /// The current password given to change it is wrong.
    #[error("the current password is not right")]
    WrongCurrentPassword,
    /// An emailed link is unknown, used or expired.
    #[error(
        "this link is not valid any more (it was used already or has expired); please ask for a new one"
    )]
    InvalidLink,
    /// A language or notation that Kingpost does not know.
    #[error("'{0}' is not a language or notation Kingpost knows")]
    UnknownPreference(String),
    /// Hashing failed (a bug or a resource problem, not the user's fault).
    #[error("password hashing failed: {0}")]
    Hashing(String),
    /// The mail with a link could not be written (nothing was changed).
    #[error(transparent)]
    Notify(#[from] super::notify::NotifyError),
    /// The address is confirmed already; no new link is needed.
    #[error("the address {0} is confirmed already")]
    AlreadyConfirmed(String),
    /// A confirmation link was sent too recently (or too many today); ask again after the wait.
    #[error(
        "a confirmation link was sent a short while ago; please check your mail or ask again in {} seconds",
        .0.as_secs().max(1)
    )]
    TooSoon(std::time::Duration),
}

/// Registers a new account whose pages and piece letters are in `language` (the language the
/// person saw while signing up) and whose moves are shown the usual way for it; returns its id.
pub fn register(
    conn: &mut DbConnection,
    form: &Registration<'_>,
    language: Language,
    now: NaiveDateTime,
) -> Result<UserId, AccountError> {
    register_reserving(conn, form, language, &[], now)
}

/// [`register`], also refusing the local parts of `own_addresses` (the server's own mail
/// addresses, such as its configured From address) besides the names the server always
/// reserves ([`is_reserved_username`]): the registration doors pass the configured sender.
pub fn register_reserving(
    conn: &mut DbConnection,
    form: &Registration<'_>,
    language: Language,
    own_addresses: &[&str],
    now: NaiveDateTime,
) -> Result<UserId, AccountError> {
    let account = checked_account(form, own_addresses)?;
    insert_account(conn, &account, language, now)
}

/// A registration checked and its password hashed: what is stored for a new account. The hash
/// is slow on purpose, so it is made before any write transaction begins.
pub(crate) struct CheckedAccount {
    username: Username,
    email: EmailAddress,
    password_hash: String,
}

pub(crate) fn checked_account(
    form: &Registration<'_>,
    own_addresses: &[&str],
) -> Result<CheckedAccount, AccountError> {
    let username = Username::parse(form.username)?;
    if is_reserved_username(username.as_str(), own_addresses) {
        let name = username.as_str().to_owned();
        return Err(AccountRuleError::Reserved(name).into());
    }
    let email = EmailAddress::parse(form.email)?;
    let password = Password::parse(form.password)?;
    let password_hash = hash_password(&password)?;
    Ok(CheckedAccount {
        username,
        email,
        password_hash,
    })
}

pub(crate) fn insert_account(
    conn: &mut DbConnection,
    account: &CheckedAccount,
    language: Language,
    now: NaiveDateTime,
) -> Result<UserId, AccountError> {
    let new_user = NewUser {
        username: account.username.as_str(),
        email: account.email.as_str(),
        password_hash: &account.password_hash,
        language: language.code(),
        notation: NotationChoice::USUAL,
        created_at: now,
    };
    match users::insert_user(conn, &new_user) {
        Ok(id) => Ok(UserId(id)),
        Err(e) if e.is_unique_violation() => Err(AccountError::UsernameTaken(
            account.username.as_str().to_owned(),
        )),
        Err(e) => Err(e.into()),
    }
}

/// Issues a new personal API token for a signed-in user; returns the token (shown once).
pub fn issue_token(
    conn: &mut DbConnection,
    user: UserId,
    label: &str,
    now: NaiveDateTime,
) -> Result<String, AccountError> {
    let token = new_token();
    let label = label.trim();
    let label = if label.is_empty() { "API" } else { label };
    let label: String = label.chars().take(64).collect();
    users::insert_token(
        conn,
        &NewApiToken {
            user_id: user.0,
            token_hash: &hash_token(&token),
            label: &label,
            created_at: now,
        },
    )?;
    Ok(token)
}

/// A user's API tokens (labels and dates only), newest first.
pub fn tokens(conn: &mut DbConnection, user: UserId) -> Result<Vec<ApiTokenRow>, AccountError> {
    Ok(users::tokens_of(conn, user.0)?)
}

/// Revokes one of a user's API tokens; returns whether it existed.
pub fn revoke_token(conn: &mut DbConnection, user: UserId, id: i32) -> Result<bool, AccountError> {
    Ok(users::delete_token(conn, user.0, id)?)
}

/// The user with this id, if the account still exists.
pub fn find_user(conn: &mut DbConnection, user: UserId) -> Result<Option<User>, AccountError> {
    Ok(users::find_by_id(conn, user.0)?)
}

/// Changes a signed-in user's password after checking the current one. Like every new
/// password, it ends all sessions and revokes all API tokens ([`set_password`]); the caller
/// signs its own session in again with the returned user.
pub fn change_password(
    conn: &mut DbConnection,
    user: UserId,
    current: &str,
    new: &str,
) -> Result<User, AccountError> {
    let found = users::find_by_id(conn, user.0)?.ok_or(AccountError::WrongCredentials)?;
    let password = Password::parse(new)?;
    if !verify_password(current, &found.password_hash) {
        return Err(AccountError::WrongCurrentPassword);
    }
    let hash = hash_password(&password)?;
    write_transaction(conn, |conn| store_password_hash(conn, user, &hash))
}

/// Stores a new password (already checked against the rules) inside the caller's transaction;
/// returns the updated user. Every session of the account ends and every API token and Xfcc
/// application password is revoked: whoever knew the old password may have made one, and a new
/// password is how an owner shuts them out.
pub(super) fn set_password(
    conn: &mut DbConnection,
    user: UserId,
    password: &Password,
) -> Result<User, AccountError> {
    store_password_hash(conn, user, &hash_password(password)?)
}

fn store_password_hash(
    conn: &mut DbConnection,
    user: UserId,
    hash: &str,
) -> Result<User, AccountError> {
    users::set_password_hash(conn, user.0, hash)?;
    users::delete_tokens_of(conn, user.0)?;
    crate::db::xfcc::delete_passwords_of(conn, user.0)?;
    users::find_by_id(conn, user.0)?.ok_or(AccountError::WrongCredentials)
}

/// Ends every browser session of a user (signing out: a copy of the session cookie is
/// worthless afterwards). API tokens stay.
pub fn end_sessions(conn: &mut DbConnection, user: UserId) -> Result<(), AccountError> {
    users::bump_session_generation(conn, user.0)?;
    Ok(())
}

/// "Sign out everywhere": ends every browser session of the user and revokes every API token
/// and Xfcc application password, in one transaction; returns how many tokens were revoked.
pub fn sign_out_everywhere(conn: &mut DbConnection, user: UserId) -> Result<usize, AccountError> {
    write_transaction(conn, |conn| {
        users::bump_session_generation(conn, user.0)?;
        crate::db::xfcc::delete_passwords_of(conn, user.0)?;
        Ok(users::delete_tokens_of(conn, user.0)?)
    })
}

/// [`sign_out_everywhere`] for the user with this name (ignoring case), as an administrator
/// asks for it; `None` when there is no such user.
pub fn sign_out_everywhere_by_name(
    conn: &mut DbConnection,
    username: &str,
) -> Result<Option<(User, usize)>, AccountError> {
    let Some(user) = users::find_by_username(conn, username.trim())? else {
        return Ok(None);
    };
    let revoked = sign_out_everywhere(conn, UserId(user.id))?;
    Ok(Some((user, revoked)))
}

/// Stores a user's language (a code such as `de`) and notation (`auto` for the usual one of the
/// language, or `san`, `figurine`, `iccf`, …).
pub fn set_preferences(
    conn: &mut DbConnection,
    user: UserId,
    language: &str,
    notation: &str,
) -> Result<(), AccountError> {
    let language = Language::from_code(language)
        .ok_or_else(|| AccountError::UnknownPreference(language.to_owned()))?;
    let notation = NotationChoice::parse(notation)
        .ok_or_else(|| AccountError::UnknownPreference(notation.to_owned()))?;
    Ok(users::set_preferences(
        conn,
        user.0,
        language.code(),
        notation.name(),
    )?)
}

/// Stores which game mail a user wants: `move` (every event), `digest` (one mail a day) or
/// `none`.
pub fn set_notifications(
    conn: &mut DbConnection,
    user: UserId,
    mode: &str,
) -> Result<(), AccountError> {
    let mode = NotifyMode::from_name(mode)
        .ok_or_else(|| AccountError::UnknownPreference(mode.to_owned()))?;
    Ok(users::set_notify(conn, user.0, mode.as_str())?)
}

/// Stores whether the game page asks the user to confirm a move before it is sent.
pub fn set_confirm_moves(
    conn: &mut DbConnection,
    user: UserId,
    on: bool,
) -> Result<(), AccountError> {
    Ok(users::set_confirm_moves(conn, user.0, on)?)
}

/// Stores a user's language (a code such as `de`), keeping their notation choice.
pub fn set_language(
    conn: &mut DbConnection,
    user: UserId,
    language: &str,
) -> Result<(), AccountError> {
    let language = Language::from_code(language)
        .ok_or_else(|| AccountError::UnknownPreference(language.to_owned()))?;
    Ok(users::set_language(conn, user.0, language.code())?)
}

/// A short fingerprint of the user's password hash. Sessions remember it, so changing the
/// password signs out every other session.
pub fn session_stamp(user: &User) -> String {
    hex(&Sha256::digest(user.password_hash.as_bytes())[..8])
}

/// The account a bearer token belongs to, if any.
pub fn user_for_token(conn: &mut DbConnection, token: &str) -> Result<Option<User>, AccountError> {
    Ok(users::user_for_token(conn, &hash_token(token.trim()))?)
}

/// The user with that name if the password is right; one error for both failure cases.
/// Unthrottled: doors that take a password from the outside go through
/// [`super::sign_in::sign_in`].
pub fn check_password(
    conn: &mut DbConnection,
    username: &str,
    password: &str,
) -> Result<User, AccountError> {
    let user = users::find_by_username(conn, username.trim())?;
    match user {
        Some(user) if verify_password(password, &user.password_hash) => Ok(user),
        Some(_) => Err(AccountError::WrongCredentials),
        None => {
            // Spend the same time as a real check, so timing does not reveal who exists.
            let _ = verify_password(password, &DUMMY_HASH);
            Err(AccountError::WrongCredentials)
        }
    }
}

/// An Argon2id hash (OWASP parameters: 19 MiB, 2 passes, 1 lane) in PHC string form.
fn hash_password(password: &Password) -> Result<String, AccountError> {
    Argon2::default()
        .hash_password(password.expose().as_bytes())
        .map(|hash| hash.to_string())
        .map_err(|e| AccountError::Hashing(e.to_string()))
}

fn verify_password(password: &str, phc: &str) -> bool {
    Argon2::default()
        .verify_password(password.as_bytes(), phc)
        .is_ok()
}

/// A real Argon2id hash of a throw-away string, so refusing an unknown user costs the same time.
static DUMMY_HASH: LazyLock<String> = LazyLock::new(|| {
    Password::parse("no such user here")
        .ok()
        .and_then(|p| hash_password(&p).ok())
        .unwrap_or_default()
});

/// A new random token: `kp_` and 64 hex digits (256 bits).
fn new_token() -> String {
    format!("kp_{}", random_hex())
}

/// A random id for a known device: 128 bits as 32 hex digits.
pub fn random_device_id() -> String {
    let bytes: [u8; 16] = rand::rng().random();
    hex(&bytes)
}

/// 256 random bits as 64 hex digits.
pub(super) fn random_hex() -> String {
    let bytes: [u8; 32] = rand::rng().random();
    hex(&bytes)
}

/// SHA-256 of a token, hex: what is stored instead of the token.
pub(super) fn hash_token(token: &str) -> String {
    hex(&Sha256::digest(token.as_bytes()))
}

fn hex(bytes: &[u8]) -> String {
    use std::fmt::Write;
    bytes
        .iter()
        .fold(String::with_capacity(bytes.len() * 2), |mut s, b| {
            let _ = write!(s, "{b:02x}");
            s
        })
}

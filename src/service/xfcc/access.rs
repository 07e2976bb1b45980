//! Who may use the Xfcc door: application passwords (made on the account page, shown once,
//! stored as SHA-256 hashes like API tokens, revocable, good for Xfcc only) and the account
//! password, which a player may turn off for Xfcc. Failed attempts count in the same
//! [`LoginThrottle`] as the web and API logins ([`sign_in`] says how).

use std::time::{Duration, Instant};

use chrono::NaiveDateTime;
use rand::RngExt;

use crate::db::DbConnection;
use crate::db::users::User;
use crate::db::xfcc::{self as rows, AppPasswordRow, NewAppPassword};
use crate::domain::account::UserId;
use crate::service::accounts::{self, AccountError};
use crate::service::sign_in::{Attempt, LoginThrottle};

/// Why an Xfcc client was not let in.
#[derive(Debug, thiserror::Error)]
pub enum AccessError {
    /// Wrong username or password (or the account password, which the player turned off for
    /// Xfcc).
    #[error("wrong username or password; use an application password from your account page")]
    WrongCredentials,
    /// Too many failures lately; nothing was checked.
    #[error("too many failed sign-ins; try again in {} seconds", .0.as_secs().max(1))]
    Throttled(Duration),
    /// The check could not be made.
    #[error(transparent)]
    Account(#[from] AccountError),
}

impl From<crate::db::DbError> for AccessError {
    fn from(e: crate::db::DbError) -> AccessError {
        AccessError::Account(e.into())
    }
}

/// Checks an Xfcc client's username and password: one of the player's application passwords,
/// or, behind the throttle, the account password unless the player turned that off. Returns
/// the account.
///
/// A right application password (about 99 random bits, made by the server, like an API token)
/// is let in without asking the throttle, so a stranger guessing the account password never
/// locks the player's program out, and a program may send several requests at once. Every
/// other attempt is counted before it is checked, as at the web and API logins, and a wrong one
/// stays counted.
pub fn sign_in(
    conn: &mut DbConnection,
    throttle: &LoginThrottle,
    attempt: &Attempt,
    now: Instant,
) -> Result<User, AccessError> {
    let found = rows::user_for_sign_in(conn, attempt.username.trim())?;
    if let Some((user, _)) = &found {
        let hash = accounts::hash_token(attempt.password.trim());
        if rows::find_password(conn, user.id, &hash)?.is_some() {
            return Ok(user.clone());
        }
    }
    let reservation = throttle
        .reserve(&attempt.username, &attempt.client, now)
        .map_err(AccessError::Throttled)?;
    // The account password is checked (Argon2, slow) even when it is turned off, so the time
    // an answer takes tells nobody which players turned it off.
    let checked = accounts::check_password(conn, &attempt.username, &attempt.password);
    match (checked, found) {
        (Ok(user), Some((_, true))) => {
            reservation.succeeded();
            Ok(user)
        }
        (Ok(_) | Err(AccountError::WrongCredentials), _) => {
            reservation.failed();
            Err(AccessError::WrongCredentials)
        }
        (Err(other), _) => Err(other.into()),
    }
}

/// Makes a new application password for `user`; returns it (shown once, stored only as a hash).
///
/// It is 20 letters and digits in groups of four (about 99 random bits), without characters
/// that need escaping in XML, since some clients (Scid) send the password unescaped.
pub fn create_password(
    conn: &mut DbConnection,
    user: UserId,
    label: &str,
    now: NaiveDateTime,
) -> Result<String, AccountError> {
    let password = new_password();
    let label = label.trim();
    let label = if label.is_empty() { "Xfcc" } else { label };
    let label: String = label.chars().take(64).collect();
    rows::insert_password(
        conn,
        &NewAppPassword {
            user_id: user.0,
            password_hash: &accounts::hash_token(&password),
            label: &label,
            created_at: now,
        },
    )?;
    Ok(password)
}

/// `user`'s application passwords (labels and dates), newest first.
pub fn passwords(
    conn: &mut DbConnection,
    user: UserId,
) -> Result<Vec<AppPasswordRow>, AccountError> {
    Ok(rows::passwords_of(conn, user.0)?)
}

/// Revokes one of `user`'s application passwords; returns whether it existed.
pub fn revoke_password(
    conn: &mut DbConnection,
    user: UserId,
    id: i32,
) -> Result<bool, AccountError> {
    Ok(rows::delete_password(conn, user.0, id)?)
}

/// Whether `user` accepts their account password in Xfcc clients.
pub fn account_password_allowed(
    conn: &mut DbConnection,
    user: UserId,
) -> Result<bool, AccountError> {
    Ok(rows::account_password_allowed(conn, user.0)?)
}

/// Turns the account password in Xfcc clients on or off.
pub fn set_account_password_allowed(
    conn: &mut DbConnection,
    user: UserId,
    allowed: bool,
) -> Result<(), AccountError> {
    Ok(rows::set_account_password_allowed(conn, user.0, allowed)?)
}

/// The letters and digits an application password is made of: no `0`/`o`, `1`/`l`/`i`, which
/// are easy to mistake when copied by hand (31 symbols, almost 5 bits each).
const ALPHABET: &[u8] = b"abcdefghjkmnpqrstuvwxyz23456789";

fn new_password() -> String {
    let mut rng = rand::rng();
    (0..5)
        .map(|_| {
            (0..4)
                .map(|_| char::from(ALPHABET[rng.random_range(0..ALPHABET.len())]))
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("-")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_password_is_five_groups_of_four_plain_symbols() {
        let password = new_password();
        assert_eq!(password.len(), 24, "{password}");
        assert_eq!(password.split('-').count(), 5, "{password}");
        assert!(
            password
                .chars()
                .all(|c| c == '-' || c.is_ascii_lowercase() || c.is_ascii_digit()),
            "{password}"
        );
        assert_ne!(new_password(), password);
    }
}

//! A person's data: "my games are private", the export of everything Kingpost holds about them
//! (every row of every table that names them, [`crate::db::personal::HOLDINGS`], as JSON; their
//! games as PGN come from the archive download), and deleting the account.
//!
//! Deleting keeps the games, as tournament records need, under the name `deleted-<id>`; sessions,
//! API tokens, the address, the password hash, mail to and from them, conditional moves and leave
//! notes go (and, as they are added, messages and notes). Games still running are resigned first,
//! so opponents are told and events go on. The password is asked again, since this cannot be
//! undone.

use chrono::NaiveDateTime;
use serde::Serialize;
use serde_json::{Map, Value};

use crate::db::games as game_rows;
use crate::db::{DbConnection, DbError, personal, watching, write_transaction};
use crate::domain::account::UserId;

use super::accounts::{self, AccountError};
use super::game_store::GameError;
use super::games;
use super::notify::MailSettings;

/// What went wrong with a person's data.
#[derive(Debug, thiserror::Error)]
pub enum AccountDataError {
    /// The password given to confirm is not the account's.
    #[error("the password is not right; give your current password to delete the account")]
    WrongPassword,
    /// The account is not there (any more).
    #[error("there is no such account")]
    NoAccount,
    /// A running game could not be resigned.
    #[error(transparent)]
    Game(#[from] GameError),
    /// The password check failed.
    #[error(transparent)]
    Account(#[from] AccountError),
    /// The database failed.
    #[error("database error: {0}")]
    Database(#[from] DbError),
}

/// The export: who, when, and every row that names them, by table.
#[derive(Debug, Clone, Serialize)]
pub struct AccountExport {
    /// The export format's name and version.
    pub format: &'static str,
    /// The account's name.
    pub username: String,
    /// When the export was made (UTC).
    #[serde(serialize_with = "crate::service::rfc3339::serialize")]
    pub exported_at: NaiveDateTime,
    /// Where the account's games are, as one PGN.
    pub games_pgn: String,
    /// Table name → its rows that name the account, every column.
    pub tables: Map<String, Value>,
}

/// Columns exported as a note that they are kept, not as their value: secrets that are of no
/// use to their owner and of use to a thief.
const SECRETS: [&str; 2] = ["password_hash", "token_hash"];

/// Everything Kingpost holds about `user`, as of `now`.
///
/// # Errors
///
/// [`AccountDataError::NoAccount`] or a database error.
pub fn export(
    conn: &mut DbConnection,
    user: UserId,
    now: NaiveDateTime,
) -> Result<AccountExport, AccountDataError> {
    let found = accounts::find_user(conn, user)?.ok_or(AccountDataError::NoAccount)?;
    let mut tables = Map::new();
    for holding in personal::HOLDINGS {
        let mut rows = personal::export_rows(conn, holding, user.0)?;
        for row in &mut rows {
            if let Some(object) = row.as_object_mut() {
                for secret in SECRETS {
                    if let Some(value) = object.get_mut(secret) {
                        *value = Value::String("(kept, not exported)".to_owned());
                    }
                }
            }
        }
        tables.insert(holding.table.to_owned(), Value::Array(rows));
    }
    Ok(AccountExport {
        format: "kingpost-account-export/1",
        games_pgn: format!("/players/{}/games.pgn", found.username),
        username: found.username,
        exported_at: now,
        tables,
    })
}

/// Checks the password that confirms deleting `user`'s account (on a reading connection:
/// hashing is slow, and must not hold up the writers).
///
/// # Errors
///
/// [`AccountDataError::WrongPassword`].
pub fn confirm_deletion(
    conn: &mut DbConnection,
    user: UserId,
    password: &str,
) -> Result<(), AccountDataError> {
    let found = accounts::find_user(conn, user)?.ok_or(AccountDataError::NoAccount)?;
    match accounts::check_password(conn, &found.username, password) {
        Ok(_) => Ok(()),
        Err(AccountError::WrongCredentials) => Err(AccountDataError::WrongPassword),
        Err(other) => Err(other.into()),
    }
}

/// Deletes `user`'s account (after [`confirm_deletion`]): running games are resigned, then every
/// table's erasure runs ([`personal::erase`]), in one transaction.
///
/// # Errors
///
/// A failure resigning or erasing (then nothing changed).
pub fn delete(
    conn: &mut DbConnection,
    mail: &MailSettings,
    user: UserId,
    now: NaiveDateTime,
) -> Result<(), AccountDataError> {
    write_transaction(conn, |conn| {
        for game in game_rows::games_of(conn, user.0, Some("active"))? {
            let loaded = games::load(conn, game.id)?;
            games::resign(conn, mail, user, loaded, now)?;
        }
        personal::erase(conn, user.0, now)?;
        Ok::<_, AccountDataError>(())
    })?;
    Ok(())
}

/// Whether `user` keeps their games private.
pub fn games_private(conn: &mut DbConnection, user: UserId) -> Result<bool, AccountDataError> {
    Ok(watching::games_private(conn, user.0)?)
}

/// Sets "my games are private" for `user`.
pub fn set_games_private(
    conn: &mut DbConnection,
    user: UserId,
    private: bool,
) -> Result<(), AccountDataError> {
    Ok(watching::set_games_private(conn, user.0, private)?)
}

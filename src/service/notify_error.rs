//! Why mail could not be written: the one error of writing mail into the outbox, defined below
//! both the game store (whose saves fail with it when the mail of a change cannot be written,
//! so nothing is changed) and [`super::notify`], which writes the mail.

/// Why mail could not be written.
#[derive(Debug, thiserror::Error)]
pub enum NotifyError {
    /// The database failed.
    #[error("database error while writing mail: {0}")]
    Database(#[from] crate::db::DbError),
    /// A template failed (a bug).
    #[error("a mail template failed: {0}")]
    Template(#[from] askama::Error),
    /// The recipient's account does not exist.
    #[error("there is no account {0} to write to")]
    UnknownUser(i32),
    /// A game to write about could not be loaded.
    #[error("a game for the mail cannot be loaded: {0}")]
    Game(String),
    /// A game mail stored to be rendered later cannot be read back (a bug).
    #[error("a stored game mail cannot be read: {0}")]
    Snapshot(String),
}

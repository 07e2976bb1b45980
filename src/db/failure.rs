//! Storage failures that pass: the one place that reads a database error and decides whether it
//! means "the storage cannot take this write now, try again later".
//!
//! A full disk, a read-only file system or database, an I/O error, a lock held beyond the busy
//! timeout or a lost connection say nothing about the request: the same write may succeed in a
//! minute. The doors above report them as temporary refusals, so that nothing is acknowledged
//! that was not stored: the SMTP listener answers 452 (full) or 451, `kingpost mail ingest`
//! exits 75, the web answers 503 (`storage_unavailable`). Every other error (a broken
//! constraint, a bug) keeps its own mapping.
//!
//! Diesel does not hand on SQLite's result code, nor PostgreSQL's SQLSTATE for most classes, so
//! SQLite errors are recognised by SQLite's fixed English texts (`sqlite3_errstr`) and
//! PostgreSQL errors by diesel's kind where it has one (`read_only_sql_transaction` 25006,
//! connection failures) and by the server's texts for the resource classes (`disk_full` 53100:
//! "No space left on device", "could not extend file", too many connections 53300, shutdown
//! 57P01–57P03). The texts are the same in every locale of SQLite and for PostgreSQL servers
//! whose `lc_messages` is English or C, the default of the official images and packages.

use std::fmt;

use diesel::result::{DatabaseErrorKind, Error as DieselError};

/// Why the storage cannot take a write now; every kind may pass, so the caller should try
/// again later.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StorageFailure {
    /// The disk or the database is full (SQLITE_FULL, PostgreSQL disk_full 53100).
    Full,
    /// The database, its directory or its file system is read-only (SQLITE_READONLY,
    /// SQLITE_CANTOPEN, PostgreSQL read_only_sql_transaction 25006).
    ReadOnly,
    /// The database stayed locked beyond the busy timeout (SQLITE_BUSY, SQLITE_LOCKED) or a
    /// transaction collided with another (PostgreSQL 40001, 40P01).
    Busy,
    /// Reading or writing the storage failed (SQLITE_IOERR, PostgreSQL 58030).
    Io,
    /// The database server cannot be reached or refuses connections now.
    Unreachable,
}

impl StorageFailure {
    /// Reads a diesel error ([`super::DbError::storage_failure`] asks it); `None` when it is not
    /// a storage failure (a constraint, a bug).
    pub(super) fn of(err: &DieselError) -> Option<StorageFailure> {
        match err {
            DieselError::DatabaseError(kind, info) => from_database(*kind, info.message()),
            DieselError::BrokenTransactionManager => Some(StorageFailure::Io),
            _ => None,
        }
    }

    /// Reads an error of the connection pool (no connection came within its timeout, or one
    /// could not be opened): always a storage failure.
    pub(super) fn of_pool(err: &diesel::r2d2::PoolError) -> StorageFailure {
        from_message(&err.to_string()).unwrap_or(StorageFailure::Unreachable)
    }

    /// A short English phrase for logs and replies.
    pub fn describe(self) -> &'static str {
        match self {
            StorageFailure::Full => "the storage is full",
            StorageFailure::ReadOnly => "the storage is read-only",
            StorageFailure::Busy => "the database is busy",
            StorageFailure::Io => "the storage failed to read or write",
            StorageFailure::Unreachable => "the database cannot be reached",
        }
    }
}

impl fmt::Display for StorageFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.describe())
    }
}

fn from_database(kind: DatabaseErrorKind, message: &str) -> Option<StorageFailure> {
    match kind {
        DatabaseErrorKind::ReadOnlyTransaction => Some(StorageFailure::ReadOnly),
        DatabaseErrorKind::SerializationFailure => Some(StorageFailure::Busy),
        DatabaseErrorKind::ClosedConnection | DatabaseErrorKind::UnableToSendCommand => {
            Some(StorageFailure::Unreachable)
        }
        _ => from_message(message),
    }
}

/// The fixed texts of SQLite's result codes and PostgreSQL's resource errors, by kind.
const TEXTS: &[(&str, StorageFailure)] = &[
    // SQLite (sqlite3_errstr).
    ("database or disk is full", StorageFailure::Full),
    (
        "attempt to write a readonly database",
        StorageFailure::ReadOnly,
    ),
    ("unable to open database file", StorageFailure::ReadOnly),
    ("database is locked", StorageFailure::Busy),
    ("database table is locked", StorageFailure::Busy),
    ("disk i/o error", StorageFailure::Io),
    // PostgreSQL.
    ("no space left on device", StorageFailure::Full),
    ("could not extend file", StorageFailure::Full),
    ("disk quota exceeded", StorageFailure::Full),
    ("read-only transaction", StorageFailure::ReadOnly),
    ("deadlock detected", StorageFailure::Busy),
    ("could not serialize access", StorageFailure::Busy),
    (
        "canceling statement due to lock timeout",
        StorageFailure::Busy,
    ),
    ("could not write to file", StorageFailure::Io),
    ("could not read block", StorageFailure::Io),
    ("too many clients", StorageFailure::Unreachable),
    (
        "remaining connection slots are reserved",
        StorageFailure::Unreachable,
    ),
    ("terminating connection", StorageFailure::Unreachable),
    ("the database system is", StorageFailure::Unreachable),
    ("server closed the connection", StorageFailure::Unreachable),
    ("connection refused", StorageFailure::Unreachable),
    ("could not connect to server", StorageFailure::Unreachable),
    ("connection to server", StorageFailure::Unreachable),
    // A group commit that failed for a reason not named above (see `group`).
    ("the write was not committed", StorageFailure::Io),
];

fn from_message(message: &str) -> Option<StorageFailure> {
    let message = message.to_ascii_lowercase();
    TEXTS
        .iter()
        .find(|(text, _)| message.contains(text))
        .map(|(_, kind)| *kind)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn database(kind: DatabaseErrorKind, text: &str) -> DieselError {
        DieselError::DatabaseError(kind, Box::new(text.to_owned()))
    }

    #[test]
    fn sqlite_and_postgresql_texts_are_read() {
        let unknown = DatabaseErrorKind::Unknown;
        for (text, kind) in [
            ("database or disk is full", StorageFailure::Full),
            (
                "the write was not committed: database or disk is full",
                StorageFailure::Full,
            ),
            (
                "attempt to write a readonly database",
                StorageFailure::ReadOnly,
            ),
            ("database is locked", StorageFailure::Busy),
            ("disk I/O error", StorageFailure::Io),
            (
                "could not extend file \"base/16384/16390\": No space left on device",
                StorageFailure::Full,
            ),
            (
                "terminating connection due to administrator command",
                StorageFailure::Unreachable,
            ),
        ] {
            assert_eq!(
                StorageFailure::of(&database(unknown, text)),
                Some(kind),
                "{text}"
            );
        }
        let read_only = database(
            DatabaseErrorKind::ReadOnlyTransaction,
            "cannot execute INSERT in a read-only transaction",
        );
        assert_eq!(
            StorageFailure::of(&read_only),
            Some(StorageFailure::ReadOnly)
        );
    }

    #[test]
    fn constraints_and_bugs_are_not_storage_failures() {
        let unique = database(
            DatabaseErrorKind::UniqueViolation,
            "UNIQUE constraint failed",
        );
        assert_eq!(StorageFailure::of(&unique), None);
        let syntax = database(DatabaseErrorKind::Unknown, "near \"SELEC\": syntax error");
        assert_eq!(StorageFailure::of(&syntax), None);
        assert_eq!(StorageFailure::of(&DieselError::NotFound), None);
    }
}

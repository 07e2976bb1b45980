//! The errors of the storage layer, as the layers above see them: diesel's errors are wrapped
//! once, here, so no module outside `db` names diesel.
//!
//! A [`DbError`] is a failed query or transaction; a [`PoolError`] is a connection that could
//! not be had from the pool; an [`OpenError`] says why a database could not be opened or
//! migrated. The first two answer the questions the layers above ask of them (is this a
//! storage failure that may pass, a unique key that was taken, a row that was not there) and
//! display diesel's own text, so logs and messages read as before.

use super::StorageFailure;

/// A query or a transaction failed.
#[derive(Debug, thiserror::Error)]
#[error(transparent)]
pub struct DbError(diesel::result::Error);

/// The result of a storage operation.
pub type DbResult<T> = Result<T, DbError>;

impl DbError {
    /// The error of a lookup that found no row where one was required.
    pub fn not_found() -> DbError {
        DbError(diesel::result::Error::NotFound)
    }

    /// The storage failure this error is (a full disk, a lost connection …), or `None` when it
    /// is not one (a constraint, a bug); see [`StorageFailure`].
    pub fn storage_failure(&self) -> Option<StorageFailure> {
        StorageFailure::of(&self.0)
    }

    /// Whether a unique key the write needed was already taken (by a concurrent write).
    pub fn is_unique_violation(&self) -> bool {
        matches!(
            self.0,
            diesel::result::Error::DatabaseError(
                diesel::result::DatabaseErrorKind::UniqueViolation,
                _
            )
        )
    }

    /// Whether a row that was required was not there.
    pub fn is_not_found(&self) -> bool {
        matches!(self.0, diesel::result::Error::NotFound)
    }
}

impl From<diesel::result::Error> for DbError {
    fn from(err: diesel::result::Error) -> DbError {
        DbError(err)
    }
}

/// No connection could be had from the pool (none came within its timeout, or one could not be
/// opened): always a storage failure.
#[derive(Debug, thiserror::Error)]
#[error(transparent)]
pub struct PoolError(diesel::r2d2::PoolError);

impl PoolError {
    /// The storage failure behind it (the database cannot be reached, unless its text says more).
    pub fn storage_failure(&self) -> StorageFailure {
        StorageFailure::of_pool(&self.0)
    }
}

impl From<diesel::r2d2::PoolError> for PoolError {
    fn from(err: diesel::r2d2::PoolError) -> PoolError {
        PoolError(err)
    }
}

/// Why the database could not be opened or migrated.
#[derive(Debug, thiserror::Error)]
pub enum OpenError {
    /// The SQLite file's directory could not be created.
    #[error("cannot create the directory for {url}: {reason}")]
    Directory {
        /// The database.
        url: String,
        /// What went wrong.
        reason: String,
    },
    /// No connection could be made.
    #[error("cannot connect to {url}: {reason}")]
    Connect {
        /// The database (password redacted).
        url: String,
        /// What went wrong.
        reason: String,
    },
    /// Migrations failed.
    #[error("cannot apply the database migrations: {0}")]
    Migrate(String),
    /// There is no Kingpost database at the URL (no file, or a database without its tables).
    #[error(
        "there is no Kingpost database at {url}; check data_dir/database_url, create it with \
         `kingpost migrate` (or `kingpost serve`), or pass --init to create a new one here"
    )]
    NotKingpost {
        /// The database (password redacted).
        url: String,
    },
    /// The data directory or the database file cannot be written.
    #[error(
        "{place} is read-only ({reason}); Kingpost must be able to write its database there: make \
         it writable for the user Kingpost runs as, or point data_dir/database_url elsewhere"
    )]
    ReadOnly {
        /// The directory or file.
        place: String,
        /// What the system said.
        reason: String,
    },
}

#[cfg(test)]
mod tests {
    use diesel::result::{DatabaseErrorKind, Error};

    use super::*;

    fn database(kind: DatabaseErrorKind, text: &str) -> DbError {
        DbError::from(Error::DatabaseError(kind, Box::new(text.to_owned())))
    }

    #[test]
    fn the_questions_are_answered_from_the_wrapped_error() {
        let taken = database(
            DatabaseErrorKind::UniqueViolation,
            "UNIQUE constraint failed",
        );
        assert!(taken.is_unique_violation());
        assert!(!taken.is_not_found());
        assert_eq!(taken.storage_failure(), None);
        assert!(DbError::not_found().is_not_found());
        assert!(!DbError::not_found().is_unique_violation());
        let full = database(DatabaseErrorKind::Unknown, "database or disk is full");
        assert_eq!(full.storage_failure(), Some(StorageFailure::Full));
        assert!(!full.is_unique_violation());
    }

    #[test]
    fn the_text_is_diesels() {
        let full = database(DatabaseErrorKind::Unknown, "database or disk is full");
        assert_eq!(full.to_string(), "database or disk is full");
        assert_eq!(
            DbError::not_found().to_string(),
            Error::NotFound.to_string()
        );
    }
}

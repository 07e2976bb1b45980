//! The embedded migrations of both backends, applied once however many processes start at the
//! same moment ([`migrate`]).

use diesel::connection::SimpleConnection;
use diesel_migrations::{EmbeddedMigrations, MigrationHarness, embed_migrations};

use super::{DbConnection, OpenError};

const SQLITE_MIGRATIONS: EmbeddedMigrations = embed_migrations!("migrations/sqlite");
const POSTGRES_MIGRATIONS: EmbeddedMigrations = embed_migrations!("migrations/postgres");

/// The key of the PostgreSQL advisory lock held while migrations are applied ("kpmigrat").
const MIGRATION_LOCK: i64 = 0x6b70_6d69_6772_6174;

/// Applies every pending migration; returns the versions applied.
///
/// On PostgreSQL the process first takes a session advisory lock, so that processes starting
/// together apply the migrations once, one after the other: the second finds nothing pending
/// (without it, both would try to create diesel's migrations table and the same tables, and
/// one would fail). On SQLite the migrations' own write transactions take turns.
pub fn migrate(conn: &mut DbConnection) -> Result<Vec<String>, OpenError> {
    let applied = match conn {
        DbConnection::Sqlite(c) => c
            .run_pending_migrations(SQLITE_MIGRATIONS)
            .map(|versions| versions.iter().map(ToString::to_string).collect()),
        DbConnection::Postgresql(c) => {
            let lock = format!("SELECT pg_advisory_lock({MIGRATION_LOCK})");
            c.batch_execute(&lock)
                .map_err(|e| OpenError::Migrate(e.to_string()))?;
            let applied = c
                .run_pending_migrations(POSTGRES_MIGRATIONS)
                .map(|versions| versions.iter().map(ToString::to_string).collect());
            let unlock = format!("SELECT pg_advisory_unlock({MIGRATION_LOCK})");
            if let Err(e) = c.batch_execute(&unlock) {
                tracing::warn!("cannot release the migration lock: {e}");
            }
            applied
        }
    };
    applied.map_err(|e| OpenError::Migrate(e.to_string()))
}

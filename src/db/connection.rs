//! The connection type over both backends (kept apart because diesel's derive generates
//! undocumented public helper items next to it).

use diesel::{PgConnection, SqliteConnection};

/// A connection to either backend.
#[derive(diesel::MultiConnection)]
pub enum DbConnection {
    /// PostgreSQL.
    Postgresql(PgConnection),
    /// SQLite.
    Sqlite(SqliteConnection),
}

//! What `kingpost backup` and `kingpost doctor` ask the database: a consistent copy of a live
//! SQLite database (`VACUUM INTO`, which reads one snapshot while the server keeps writing), the
//! counts a backup's summary names, and the database's clock.

use std::path::Path;

use chrono::NaiveDateTime;
use diesel::prelude::*;
use diesel::sql_types::Text;

use super::schema::{games, users};
use super::{DbConnection, DbError, DbResult};

#[derive(QueryableByName)]
struct Moment {
    #[diesel(sql_type = Text)]
    t: String,
}

/// Writes a consistent copy of the SQLite database `conn` is open on into the new file
/// `target` (which must not exist). On PostgreSQL this is an error: use `pg_dump`.
pub fn sqlite_into(conn: &mut DbConnection, target: &Path) -> DbResult<()> {
    let target = target.to_string_lossy().into_owned();
    diesel::sql_query("VACUUM INTO ?")
        .bind::<Text, _>(target)
        .execute(conn)
        .map(|_| ())
        .map_err(DbError::from)
}

/// The number of games and of accounts, for a backup's summary.
pub fn counts(conn: &mut DbConnection) -> DbResult<(i64, i64)> {
    let games = games::table.count().get_result(conn)?;
    let users = users::table.count().get_result(conn)?;
    Ok((games, users))
}

/// The database server's clock, in UTC.
pub fn database_now(conn: &mut DbConnection) -> DbResult<NaiveDateTime> {
    let query = match conn {
        DbConnection::Sqlite(_) => "SELECT strftime('%Y-%m-%d %H:%M:%f', 'now') AS t",
        DbConnection::Postgresql(_) => {
            "SELECT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.MS') AS t"
        }
    };
    let moment: Moment = diesel::sql_query(query).get_result(conn)?;
    NaiveDateTime::parse_from_str(&moment.t, "%Y-%m-%d %H:%M:%S%.f")
        .map_err(|e| diesel::result::Error::DeserializationError(Box::new(e)))
        .map_err(DbError::from)
}

//! Is the database there, and can it be written? Checked before a door stores anything, so that
//! a process pointed at the wrong place says so instead of storing into nowhere.
//!
//! `kingpost mail ingest` must never create a fresh, empty database and "store" a message in it
//! (the server, reading another database, would never see it): it opens only a database that
//! holds Kingpost's tables ([`open_existing`]), unless `--init` asks for a new one. `kingpost
//! serve` may create its database on first start, but a data directory it cannot write
//! ([`check_writable`]) stops it at once with a message, rather than at the first write.

use std::path::Path;

use diesel::RunQueryDsl;
use diesel::sql_types::BigInt;

use super::{DatabaseUrl, DbConnection, OpenError, OpenOptions, connect_once_with};

/// The table diesel keeps the applied migrations in: there in every Kingpost database.
const MIGRATIONS_TABLE: &str = "__diesel_schema_migrations";

#[derive(diesel::QueryableByName)]
struct Count {
    #[diesel(sql_type = BigInt)]
    n: i64,
}

/// Opens one connection to the Kingpost database at `url`, creating nothing: an SQLite file
/// that does not exist, or a database without Kingpost's tables, is refused with
/// [`OpenError::NotKingpost`].
///
/// # Errors
///
/// [`OpenError::NotKingpost`], or the database cannot be reached ([`OpenError::Connect`]).
pub fn open_existing(url: &DatabaseUrl, options: OpenOptions) -> Result<DbConnection, OpenError> {
    if let DatabaseUrl::Sqlite(path) = url
        && !path.is_file()
    {
        return Err(OpenError::NotKingpost {
            url: url.to_string(),
        });
    }
    let mut conn = connect_once_with(url, options)?;
    let query = match conn {
        DbConnection::Sqlite(_) => format!(
            "SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = '{MIGRATIONS_TABLE}'"
        ),
        DbConnection::Postgresql(_) => format!(
            "SELECT count(*) AS n FROM information_schema.tables \
             WHERE table_schema = current_schema() AND table_name = '{MIGRATIONS_TABLE}'"
        ),
    };
    let found: Count = diesel::sql_query(query)
        .get_result(&mut conn)
        .map_err(|e| OpenError::Connect {
            url: url.to_string(),
            reason: e.to_string(),
        })?;
    if found.n == 0 {
        return Err(OpenError::NotKingpost {
            url: url.to_string(),
        });
    }
    Ok(conn)
}

/// Checks that the SQLite database at `url` can be written: its directory (where SQLite keeps
/// the write-ahead log; the nearest existing one above it while it does not exist) takes a new
/// file, and the database file and its log, where they exist,
/// open for writing. Nothing is changed. PostgreSQL is not checked here: a read-only server is
/// reported at the first write, as a temporary failure.
///
/// # Errors
///
/// [`OpenError::ReadOnly`] naming the place and what the system said.
pub fn check_writable(url: &DatabaseUrl) -> Result<(), OpenError> {
    let DatabaseUrl::Sqlite(path) = url else {
        return Ok(());
    };
    // The directory, or the nearest one above it that exists (where it would be created).
    let dir = path
        .ancestors()
        .skip(1)
        .map(|dir| {
            if dir.as_os_str().is_empty() {
                Path::new(".")
            } else {
                dir
            }
        })
        .find(|dir| dir.is_dir())
        .unwrap_or(Path::new("."));
    check_dir_writable(dir)?;
    for file in [
        path.to_path_buf(),
        wal_file(path, "-wal"),
        wal_file(path, "-shm"),
    ] {
        if file.exists() {
            std::fs::OpenOptions::new()
                .write(true)
                .open(&file)
                .map_err(|e| read_only(&file, &e))?;
        }
    }
    Ok(())
}

/// Checks that a new file can be made in `dir` (which must exist), by making and removing one.
///
/// # Errors
///
/// [`OpenError::ReadOnly`].
pub fn check_dir_writable(dir: &Path) -> Result<(), OpenError> {
    let probe = dir.join(format!(".kingpost-write-check-{}", std::process::id()));
    std::fs::OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(true)
        .open(&probe)
        .map_err(|e| read_only(dir, &e))?;
    std::fs::remove_file(&probe).map_err(|e| read_only(dir, &e))
}

fn wal_file(path: &Path, suffix: &str) -> std::path::PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    name.into()
}

fn read_only(place: &Path, err: &std::io::Error) -> OpenError {
    OpenError::ReadOnly {
        place: place.display().to_string(),
        reason: err.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use diesel::connection::SimpleConnection;

    use super::*;

    #[test]
    fn a_missing_file_is_not_created() {
        let dir = std::env::temp_dir().join(format!("kingpost-presence-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let url = DatabaseUrl::Sqlite(dir.join("kingpost.sqlite"));
        let Err(err) = open_existing(&url, OpenOptions::default()) else {
            panic!("opened")
        };
        assert!(matches!(err, OpenError::NotKingpost { .. }), "{err}");
        assert!(!dir.join("kingpost.sqlite").exists());
        check_writable(&url).unwrap();
        let mut conn = connect_once_with(&url, OpenOptions::default()).unwrap();
        conn.batch_execute("BEGIN IMMEDIATE; ROLLBACK").unwrap();
        let Err(err) = open_existing(&url, OpenOptions::default()) else {
            panic!("opened")
        };
        assert!(err.to_string().contains("--init"), "{err}");
        super::super::migrate(&mut conn).unwrap();
        open_existing(&url, OpenOptions::default()).unwrap();
        let _ = std::fs::remove_dir_all(&dir);
    }
}

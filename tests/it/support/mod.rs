//! Shared test helpers: the one [`TestApp`] (the app on a fresh database, its mail, clock and
//! jobs), fresh databases on each backend, free ports, temporary directories.

use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};

use diesel::connection::SimpleConnection;
use diesel::{Connection, PgConnection};
use kingpost::db::DatabaseUrl;

pub mod api;
pub mod app;
pub mod events;
pub mod mail;
pub mod pages;
pub mod postal;

pub use app::{App, TestApp};

/// PGN with the send times (`[%ccsnt YYYY.MM.DD,HH:MM]`, which follow the wall clock) taken out
/// of its comments and its movetext on one line, for comparing the rest.
pub fn without_send_times(pgn: &str) -> String {
    let mut out = String::with_capacity(pgn.len());
    let mut rest = pgn;
    while let Some(start) = rest.find(" [%ccsnt ") {
        out.push_str(&rest[..start]);
        let end = rest[start..]
            .find(']')
            .map_or(rest.len(), |i| start + i + 1);
        rest = &rest[end..];
    }
    out.push_str(rest);
    out.replace('\n', " ")
}

static COUNTER: AtomicUsize = AtomicUsize::new(0);

/// A directory of its own for one test, under the system temp dir.
pub fn temp_dir(tag: &str) -> PathBuf {
    let n = COUNTER.fetch_add(1, Ordering::SeqCst);
    let dir = std::env::temp_dir().join(format!("kingpost-{tag}-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The URL of the PostgreSQL server the test script started. Outside CI, `None` when there is
/// none (the PostgreSQL half of a test is then skipped with a note); in CI its absence fails.
pub fn postgres_server_url() -> Option<String> {
    match std::env::var("KINGPOST_TEST_POSTGRES_URL") {
        Ok(url) if !url.is_empty() => Some(url),
        _ if std::env::var_os("CI").is_some() => {
            panic!("CI must run the PostgreSQL tests: start them through scripts/test")
        }
        _ => {
            eprintln!("note: KINGPOST_TEST_POSTGRES_URL is not set; skipping PostgreSQL");
            None
        }
    }
}

/// A new, empty PostgreSQL database on the test server.
pub fn fresh_postgres(tag: &str) -> Option<DatabaseUrl> {
    let server = postgres_server_url()?;
    let n = COUNTER.fetch_add(1, Ordering::SeqCst);
    let name = format!("kp_{}_{}_{n}", tag.replace('-', "_"), std::process::id());
    let mut admin = PgConnection::establish(&server).unwrap();
    DROPPED_LEFTOVERS.call_once(|| drop_leftover_databases(&mut admin));
    // Two statements, two calls: CREATE DATABASE refuses to run inside a multi-statement batch.
    admin
        .batch_execute(&format!("DROP DATABASE IF EXISTS {name}"))
        .unwrap();
    admin
        .batch_execute(&format!("CREATE DATABASE {name}"))
        .unwrap();
    let base = server.rsplit_once('/').unwrap().0;
    Some(DatabaseUrl::parse(&format!("{base}/{name}")).unwrap())
}

static DROPPED_LEFTOVERS: std::sync::Once = std::sync::Once::new();

/// Drops the databases earlier test processes made (`kp_<tag>_<pid>_<n>`) whose process has
/// ended, so the test server's disk does not fill up over many runs; those of test processes
/// still running (other test binaries at the same time) are kept.
fn drop_leftover_databases(admin: &mut PgConnection) {
    #[derive(diesel::QueryableByName)]
    struct Name {
        #[diesel(sql_type = diesel::sql_types::Text)]
        datname: String,
    }
    let names: Vec<Name> = diesel::RunQueryDsl::load(
        diesel::sql_query("SELECT datname FROM pg_database WHERE datname LIKE 'kp\\_%'"),
        admin,
    )
    .unwrap_or_default();
    for Name { datname } in names {
        let mut parts = datname.rsplit('_').skip(1);
        let pid = parts.next().and_then(|p| p.parse::<u32>().ok());
        let alive = pid.is_some_and(|pid| std::path::Path::new(&format!("/proc/{pid}")).exists());
        if pid.is_some() && !alive {
            let _ = admin.batch_execute(&format!("DROP DATABASE IF EXISTS \"{datname}\""));
        }
    }
}

/// A new SQLite database file in a directory of its own.
pub fn fresh_sqlite(tag: &str) -> DatabaseUrl {
    DatabaseUrl::sqlite(temp_dir(tag).join("kingpost.sqlite"))
}

/// A fresh database on every backend available: SQLite always, PostgreSQL when started.
pub fn fresh_databases(tag: &str) -> Vec<DatabaseUrl> {
    let mut urls = vec![fresh_sqlite(tag)];
    urls.extend(fresh_postgres(tag));
    urls
}

/// A TCP port that was free a moment ago.
pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

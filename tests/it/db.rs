//! Storage on both backends: migrations, SQLite's pragmas, and the schema's constraints.

use diesel::connection::SimpleConnection;
use diesel::sql_types::{BigInt, Text};
use diesel::{QueryableByName, RunQueryDsl};
use kingpost::db::{self, Backend};

use crate::support::{fresh_databases, fresh_sqlite};

#[derive(QueryableByName)]
struct TextRow {
    #[diesel(sql_type = Text)]
    value: String,
}

#[derive(QueryableByName)]
struct CountRow {
    #[diesel(sql_type = BigInt)]
    n: i64,
}

#[test]
fn migrations_apply_once_on_every_backend() {
    for url in fresh_databases("migrate") {
        let pool = db::connect(&url, 2).unwrap();
        let mut conn = pool.get().unwrap();
        let first = db::migrate(&mut conn).unwrap();
        assert!(
            !first.is_empty(),
            "{url}: nothing applied on a fresh database"
        );
        assert_eq!(
            db::migrate(&mut conn).unwrap(),
            Vec::<String>::new(),
            "{url}"
        );
    }
}

/// On PostgreSQL a move's inserts (the move, its mail, the mail's bodies) check no references,
/// each check being a query of its own, while the other tables keep theirs; on SQLite every
/// reference is still checked.
#[test]
fn a_move_s_inserts_check_no_references_on_postgresql_only() {
    for url in fresh_databases("hot-references") {
        let pool = db::connect(&url, 2).unwrap();
        let mut conn = pool.get().unwrap();
        db::migrate(&mut conn).unwrap();
        let query = match url.backend() {
            Backend::Postgres => {
                "SELECT conrelid::regclass::text || '.' || conname AS value FROM pg_constraint \
                 WHERE contype = 'f' AND conrelid::regclass::text IN ('moves', 'outbox', \
                 'outbox_bodies', 'games') ORDER BY 1"
            }
            Backend::Sqlite => {
                "SELECT t.name || '.' || f.\"from\" AS value FROM sqlite_master t, \
                 pragma_foreign_key_list(t.name) f WHERE t.name IN ('moves', 'outbox', \
                 'outbox_bodies', 'games') ORDER BY 1"
            }
        };
        let checked: Vec<String> = diesel::sql_query(query)
            .load::<TextRow>(&mut **conn)
            .unwrap()
            .into_iter()
            .map(|row| row.value)
            .collect();
        let hot = |name: &String| !name.starts_with("games.");
        match url.backend() {
            Backend::Postgres => {
                assert!(!checked.iter().any(hot), "{url}: {checked:?}");
                assert!(checked.len() >= 2, "{url}: games lost its own: {checked:?}");
            }
            Backend::Sqlite => {
                assert_eq!(
                    checked.iter().filter(|n| hot(n)).count(),
                    5,
                    "{url}: {checked:?}"
                );
            }
        }
    }
}

#[test]
fn sqlite_runs_in_wal_mode_with_foreign_keys() {
    let pool = db::connect(&fresh_sqlite("pragmas"), 2).unwrap();
    let mut conn = pool.get().unwrap();
    let mode: Vec<TextRow> =
        diesel::sql_query("SELECT journal_mode AS value FROM pragma_journal_mode")
            .load(&mut **conn)
            .unwrap();
    assert_eq!(mode[0].value, "wal");
    let fk: Vec<CountRow> = diesel::sql_query("SELECT foreign_keys AS n FROM pragma_foreign_keys")
        .load(&mut **conn)
        .unwrap();
    assert_eq!(fk[0].n, 1);
    let busy: Vec<CountRow> = diesel::sql_query("SELECT timeout AS n FROM pragma_busy_timeout")
        .load(&mut **conn)
        .unwrap();
    assert!(busy[0].n >= 1000, "busy_timeout {}", busy[0].n);
    // Savepoint journals in memory (2), not in a temporary file per group-committed move.
    let temp: Vec<CountRow> = diesel::sql_query("SELECT temp_store AS n FROM pragma_temp_store")
        .load(&mut **conn)
        .unwrap();
    assert_eq!(temp[0].n, 2);
}

#[test]
fn usernames_are_unique_regardless_of_case_on_every_backend() {
    for url in fresh_databases("unique") {
        let pool = db::connect(&url, 2).unwrap();
        let mut conn = pool.get().unwrap();
        db::migrate(&mut conn).unwrap();
        let insert = |name: &str| {
            format!(
                "INSERT INTO users (username, email, password_hash, created_at) \
                 VALUES ('{name}', '{name}@example.org', 'x', CURRENT_TIMESTAMP)"
            )
        };
        conn.batch_execute(&insert("Alice")).unwrap();
        let err = conn
            .batch_execute(&insert("alice"))
            .unwrap_err()
            .to_string();
        assert!(err.to_lowercase().contains("unique"), "{url}: {err}");
        let count: Vec<CountRow> = diesel::sql_query("SELECT COUNT(*) AS n FROM users")
            .load(&mut **conn)
            .unwrap();
        assert_eq!(count[0].n, 1, "{url}");
        let backend = url.backend();
        assert!(matches!(backend, Backend::Sqlite | Backend::Postgres));
    }
}

/// A use case that opens its own write transaction, run by a caller that owns one, runs as a
/// savepoint of the caller's: its failure undoes only its own writes, and the caller's commit
/// (or rollback) decides for both. Before, the inner `BEGIN` failed ("cannot start a
/// transaction within a transaction").
#[test]
fn a_write_transaction_inside_another_is_a_savepoint_on_every_backend() {
    for url in fresh_databases("nested") {
        let pool = db::connect(&url, 2).unwrap();
        let mut conn = pool.get().unwrap();
        db::migrate(&mut conn).unwrap();
        let insert = |name: &str| {
            format!(
                "INSERT INTO users (username, email, password_hash, created_at) \
                 VALUES ('{name}', '{name}@example.org', 'x', CURRENT_TIMESTAMP)"
            )
        };
        let outer: Result<(), db::DbError> = db::write_transaction(&mut conn, |conn| {
            conn.batch_execute(&insert("outer"))?;
            let inner: Result<(), db::DbError> = db::write_transaction(conn, |conn| {
                conn.batch_execute(&insert("undone"))?;
                Err(db::DbError::not_found())
            });
            assert!(inner.is_err());
            db::write_transaction(conn, |conn| {
                conn.batch_execute(&insert("kept"))
                    .map_err(db::DbError::from)
            })
        });
        outer.unwrap_or_else(|e| panic!("{url}: {e}"));
        let names: Vec<TextRow> =
            diesel::sql_query("SELECT username AS value FROM users ORDER BY username")
                .load(&mut **conn)
                .unwrap();
        let names: Vec<&str> = names.iter().map(|r| r.value.as_str()).collect();
        assert_eq!(names, ["kept", "outer"], "{url}");

        let rolled_back: Result<(), db::DbError> = db::write_transaction(&mut conn, |conn| {
            db::write_transaction(conn, |conn| {
                conn.batch_execute(&insert("inner"))
                    .map_err(db::DbError::from)
            })?;
            Err(db::DbError::not_found())
        });
        assert!(rolled_back.is_err());
        let count: Vec<CountRow> = diesel::sql_query("SELECT COUNT(*) AS n FROM users")
            .load(&mut **conn)
            .unwrap();
        assert_eq!(
            count[0].n, 2,
            "{url}: the outer rollback undoes the inner step too"
        );
    }
}

/// Change-log rows ride with the commit on PostgreSQL (and are written at once on SQLite): a
/// committed transaction stores its own, a savepoint that rolls back drops only its own, a
/// transaction that rolls back stores none, and outside a transaction a row is stored at once.
#[test]
fn change_log_rows_are_stored_exactly_when_their_transaction_commits_on_every_backend() {
    use kingpost::db::game_changes::{self, NewGameChange};
    for url in fresh_databases("with-commit") {
        let pool = db::connect(&url, 2).unwrap();
        let mut conn = pool.get().unwrap();
        db::migrate(&mut conn).unwrap();
        let at = chrono::NaiveDate::from_ymd_opt(2026, 11, 27)
            .and_then(|d| d.and_hms_micro_opt(8, 0, 0, 123_456))
            .unwrap();
        let change = |game_id: i32| NewGameChange {
            game_id,
            white_id: 1,
            black_id: 2,
            kind: "moved",
            ply: 3,
            at,
        };
        let committed: Result<(), db::DbError> = db::write_transaction(&mut conn, |conn| {
            game_changes::insert(conn, &[change(1)])?;
            let undone: Result<(), db::DbError> = db::write_transaction(conn, |conn| {
                game_changes::insert(conn, &[change(2)])?;
                Err(db::DbError::not_found())
            });
            assert!(undone.is_err());
            game_changes::insert(conn, &[change(3)])
        });
        committed.unwrap_or_else(|e| panic!("{url}: {e}"));
        let rolled_back: Result<(), db::DbError> = db::write_transaction(&mut conn, |conn| {
            game_changes::insert(conn, &[change(4)])?;
            Err(db::DbError::not_found())
        });
        assert!(rolled_back.is_err());
        game_changes::insert(&mut conn, &[change(5)]).unwrap();
        let stored = game_changes::after(&mut conn, 0, 10).unwrap();
        let games: Vec<i32> = stored.iter().map(|c| c.game_id).collect();
        assert_eq!(games, [1, 3, 5], "{url}");
        assert!(
            stored
                .iter()
                .all(|c| (c.kind.as_str(), c.ply, c.at) == ("moved", 3, at)),
            "{url}: {stored:?}"
        );
    }
}

fn backend_pid(conn: &mut db::DbConnection) -> Result<i64, diesel::result::Error> {
    diesel::sql_query("SELECT pg_backend_pid()::bigint AS n")
        .get_result::<CountRow>(conn)
        .map(|row| row.n)
}

/// A pool of one connection on a fresh PostgreSQL database, that connection used once and then
/// cut at the server's end, as a restart, an idle timeout or an admin's `pg_terminate_backend`
/// would; with the cut connection's backend pid. `None` without a test server.
fn pool_with_a_cut_connection(tag: &str) -> Option<(db::Pool, i64)> {
    let url = crate::support::fresh_postgres(tag)?;
    let pool = db::connect(&url, 1).unwrap();
    let pid = backend_pid(&mut pool.get().unwrap()).unwrap();
    cut(&url, pid);
    Some((pool, pid))
}

fn cut(url: &db::DatabaseUrl, pid: i64) {
    let mut admin = db::connect_once(url).unwrap();
    diesel::sql_query(format!(
        "SELECT pg_terminate_backend({pid})::int::bigint AS n"
    ))
    .get_result::<CountRow>(&mut admin)
    .unwrap();
    std::thread::sleep(std::time::Duration::from_millis(200));
}

/// A pooled PostgreSQL connection that the server cut while it sat idle is found dead as it
/// leaves the pool and replaced: the request that takes it gets a live one.
#[test]
fn a_cut_postgresql_connection_is_replaced_as_it_leaves_the_pool() {
    let Some((pool, pid)) = pool_with_a_cut_connection("cut") else {
        return;
    };
    std::thread::sleep(db::pooled::FRESH);
    let now = backend_pid(&mut pool.get().unwrap()).unwrap();
    assert_ne!(now, pid, "the cut connection was handed out again");
}

/// A connection cut right after a request used it is handed out untested (a connection that
/// just worked is not tested again: one round trip less per request). Its first statement
/// fails as a lost connection, which writes nothing, and the pool then drops it: the next
/// request gets a live one.
#[test]
fn a_postgresql_connection_found_lost_is_not_handed_out_again() {
    let Some((pool, pid)) = pool_with_a_cut_connection("lost") else {
        return;
    };
    let failed = backend_pid(&mut pool.get().unwrap());
    assert!(
        matches!(
            failed,
            Err(diesel::result::Error::DatabaseError(
                diesel::result::DatabaseErrorKind::ClosedConnection
                    | diesel::result::DatabaseErrorKind::UnableToSendCommand,
                _
            ))
        ),
        "the first statement on the cut connection fails as a lost connection: {failed:?}"
    );
    let now = backend_pid(&mut pool.get().unwrap()).unwrap();
    assert_ne!(now, pid, "the lost connection was handed out again");
}

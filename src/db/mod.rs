//! Storage: the only module that speaks diesel.
//!
//! One code path serves both databases: [`DbConnection`] is a diesel `MultiConnection` over SQLite
//! (the zero-set-up default) and PostgreSQL (for instances with several web processes), chosen by
//! the URL scheme ([`DatabaseUrl`]). Each backend has its own embedded migrations folder with the
//! same schema. SQLite connections run in WAL mode with a busy timeout, `synchronous=FULL`,
//! foreign keys on and the file memory-mapped, so concurrent readers never block the writer;
//! the write-ahead log is copied back into the file by a background thread ([`checkpoint`]),
//! not by whichever request happens to commit when the log is full.
//!
//! An acknowledgement is a commit. `synchronous=FULL` syncs the log at every commit, so a write
//! that was answered (SMTP 250, `mail ingest` exit 0, HTTP 2xx) survives a power cut, not only a
//! crash of the process; the group commit ([`group`]) shares that sync among the writes waiting
//! at the same moment. A write is reported as done only once its commit succeeded: writes run
//! in [`write_transaction`] (whose `COMMIT` is checked) or, for a single `INSERT … RETURNING`
//! outside one, through [`returned`], which runs the statement to its end. (SQLite commits an
//! autocommit statement when it finishes; diesel's `get_result` stops after the first row and
//! drops a failed commit silently, handing back an id that was never stored.) The errors that
//! mean "the storage cannot take this now" are recognised once, in [`failure`].
//!
//! Diesel stays inside this module: every function here answers a [`DbResult`], and its errors
//! reach the layers above wrapped once ([`DbError`] for a query, [`PoolError`] for a pool that
//! gave no connection), which they ask questions (`storage_failure`, `is_unique_violation`)
//! rather than match diesel's variants. Opening and migrating a database fail with an
//! [`OpenError`].

use std::cell::Cell;
use std::fmt;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex, PoisonError};
use std::time::{Duration, Instant};

use diesel::connection::SimpleConnection;
use diesel::r2d2::{self, ManageConnection};
use diesel::{Connection, PgConnection, SqliteConnection};

/// How much of the SQLite file is read through a memory map rather than `read` calls (a page
/// read then copies nothing and makes no system call; the limit bounds address space only).
const SQLITE_MMAP_SIZE: u64 = 1 << 30;

/// How long an SQLite writer waits for a lock before giving up.
const SQLITE_BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// Pushes bind parameters separated by commas: `push_binds!(out; Text => value, …)`.
macro_rules! push_binds {
    ($out:ident; $first_type:ty => $first:expr $(, $sql_type:ty => $value:expr)*) => {
        $out.push_bind_param::<$first_type, _>($first)?;
        $(
            $out.push_sql(", ");
            $out.push_bind_param::<$sql_type, _>($value)?;
        )*
    };
}

pub mod adjudications;
mod after_commit;
pub mod announce;
pub mod archive;
pub mod backup;
mod checkpoint;
pub mod claims;
pub mod clock;
pub mod conditionals;
#[allow(missing_docs)]
mod connection;
pub mod dashboard;
pub mod email_tokens;
pub mod engine_jobs;
pub mod engine_play;
mod error;
pub mod events;
pub mod failure;
pub mod game_changes;
pub mod game_read;
pub mod games;
mod group;
pub mod inbox;
pub mod listen;
pub mod messages;
mod migrations;
mod notify;
pub mod one_statement;
pub mod outbox;
pub mod personal;
pub mod pooled;
mod presence;
pub mod ratings;
#[allow(missing_docs)]
pub mod schema;
pub mod soft_bounces;
mod sql_log;
pub mod users;
pub mod watching;
mod with_commit;
pub mod xfcc;
pub use after_commit::after_commit;
pub use connection::DbConnection;
pub use error::{DbError, DbResult, OpenError, PoolError};
pub use failure::StorageFailure;
pub use migrations::migrate;
pub use notify::notify;
pub use pooled::PoolConnection;
pub use presence::{check_dir_writable, check_writable, open_existing};

/// The database product behind a URL.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    /// An SQLite file.
    Sqlite,
    /// A PostgreSQL server.
    Postgres,
}

/// A database location whose scheme has been checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DatabaseUrl {
    /// An SQLite file.
    Sqlite(PathBuf),
    /// A PostgreSQL connection URL, kept as given.
    Postgres(String),
}

/// A database URL Kingpost cannot use.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "database_url = '{0}' is not supported: use sqlite://PATH (for example sqlite:///var/lib/kingpost/kingpost.sqlite; a relative PATH is inside data_dir) \
     or postgres://USER:PASSWORD@HOST:PORT/DATABASE"
)]
pub struct DatabaseUrlError(String);

impl DatabaseUrl {
    /// An SQLite database in the file at `path`.
    pub fn sqlite(path: PathBuf) -> DatabaseUrl {
        DatabaseUrl::Sqlite(path)
    }

    /// Reads `sqlite://PATH`, `sqlite:PATH`, `postgres://…` or `postgresql://…`.
    pub fn parse(text: &str) -> Result<DatabaseUrl, DatabaseUrlError> {
        let text = text.trim();
        if text.starts_with("postgres://") || text.starts_with("postgresql://") {
            return Ok(DatabaseUrl::Postgres(text.to_owned()));
        }
        let path = text
            .strip_prefix("sqlite://")
            .or_else(|| text.strip_prefix("sqlite:"))
            .filter(|path| !path.is_empty())
            .ok_or_else(|| DatabaseUrlError(text.to_owned()))?;
        Ok(DatabaseUrl::Sqlite(PathBuf::from(path)))
    }

    /// Which backend this URL selects.
    pub fn backend(&self) -> Backend {
        match self {
            DatabaseUrl::Sqlite(_) => Backend::Sqlite,
            DatabaseUrl::Postgres(_) => Backend::Postgres,
        }
    }
}

impl fmt::Display for DatabaseUrl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DatabaseUrl::Sqlite(path) => write!(f, "sqlite://{}", path.display()),
            DatabaseUrl::Postgres(url) => f.write_str(&redact_password(url)),
        }
    }
}

/// The URL with any password replaced by `***`, for logs and error messages.
fn redact_password(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_owned();
    };
    match rest.split_once('@') {
        Some((user_info, host)) if user_info.contains(':') => {
            let user = user_info.split(':').next().unwrap_or_default();
            format!("{scheme}://{user}:***@{host}")
        }
        _ => url.to_owned(),
    }
}

/// A pool of connections to one database, with the write gate for SQLite.
///
/// SQLite allows one writer at a time. When writers collide, SQLite's busy handler makes the
/// loser sleep (1, 2, 5, 10 … ms) before it retries, which wrecks latency under load. So on
/// SQLite, writers of one process queue on [`Pool::get_for_write`] instead and wake the moment
/// the previous writer is done; `BEGIN IMMEDIATE` and the busy timeout still guard against other
/// processes. Behind the gate every write of the process uses the same dedicated connection:
/// SQLite drops a connection's page cache whenever another connection has written, so a
/// connection that does all the writing keeps its cache warm. On PostgreSQL writers run
/// concurrently on pooled connections and the gate is open.
#[derive(Clone)]
pub struct Pool {
    /// This pool's number in the process ([`cache_scope`]).
    id: u64,
    inner: r2d2::Pool<Manager>,
    gate: Option<Arc<Gate>>,
    group: Arc<group::GroupWriter>,
}

/// A binary semaphore whose permit can travel with a connection across threads; it keeps the
/// dedicated write connection while no one holds it.
struct Gate {
    slot: Mutex<Slot>,
    freed: Condvar,
    manager: Manager,
}

#[derive(Default)]
struct Slot {
    busy: bool,
    writer: Option<DbConnection>,
}

/// A connection for a write use case; on SQLite it holds the write gate until dropped.
pub struct WriteConnection {
    held: Held,
}

enum Held {
    /// A pooled connection (PostgreSQL, or SQLite when the dedicated one could not be opened).
    Pooled {
        conn: PooledConnection,
        _permit: Option<Permit>,
    },
    /// The gate's dedicated connection, returned to it on drop.
    Own(Option<DbConnection>, Permit),
}

struct Permit(Arc<Gate>);

impl Drop for WriteConnection {
    fn drop(&mut self) {
        if let Held::Own(conn, Permit(gate)) = &mut self.held
            && let Some(mut conn) = conn.take()
        {
            if std::thread::panicking() {
                // A writer that panicked may have left its transaction open.
                let _ = conn.batch_execute("ROLLBACK");
            }
            gate.slot
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .writer = Some(conn);
        }
    }
}

impl Drop for Permit {
    fn drop(&mut self) {
        let mut slot = self.0.slot.lock().unwrap_or_else(PoisonError::into_inner);
        slot.busy = false;
        self.0.freed.notify_one();
    }
}

impl Gate {
    fn new(manager: Manager) -> Gate {
        Gate {
            slot: Mutex::new(Slot::default()),
            freed: Condvar::new(),
            manager,
        }
    }

    /// Waits for the gate; returns the permit and the dedicated connection if it exists yet.
    fn enter(self: &Arc<Gate>) -> (Permit, Option<DbConnection>) {
        let mut slot = self.slot.lock().unwrap_or_else(PoisonError::into_inner);
        while slot.busy {
            slot = self
                .freed
                .wait(slot)
                .unwrap_or_else(PoisonError::into_inner);
        }
        slot.busy = true;
        (Permit(Arc::clone(self)), slot.writer.take())
    }

    /// Waits for the gate and returns the dedicated connection (opened on first use).
    fn write_connection(self: &Arc<Gate>) -> Result<WriteConnection, r2d2::Error> {
        let (permit, writer) = self.enter();
        let conn = writer.map_or_else(|| self.manager.open(), Ok)?;
        Ok(WriteConnection {
            held: Held::Own(Some(conn), permit),
        })
    }
}

impl Pool {
    /// A connection for reading (or for a write that needs no gate).
    pub fn get(&self) -> Result<PooledConnection, PoolError> {
        Ok(self.inner.get()?)
    }

    /// A connection for a write use case: on SQLite, the dedicated write connection once the
    /// gate is free; on PostgreSQL a pooled one.
    pub fn get_for_write(&self) -> Result<WriteConnection, PoolError> {
        let Some(gate) = &self.gate else {
            return Ok(WriteConnection {
                held: Held::Pooled {
                    conn: self.inner.get()?,
                    _permit: None,
                },
            });
        };
        let (permit, writer) = gate.enter();
        let held = match writer.map_or_else(|| gate.manager.open(), Ok) {
            Ok(conn) => Held::Own(Some(conn), permit),
            Err(e) => {
                tracing::warn!("no dedicated write connection ({e}); writing through the pool");
                Held::Pooled {
                    conn: self.inner.get()?,
                    _permit: Some(permit),
                }
            }
        };
        Ok(WriteConnection { held })
    }

    /// Marks this thread as reading from this pool until the guard is dropped ([`read_scope`]):
    /// reads of a game may then use what the pool's writes kept of it.
    pub fn reading(&self) -> ReadScope {
        ReadScope(READ_SCOPE.with(|scope| scope.replace(Some(self.id))))
    }

    /// Whether [`Pool::write_grouped`] queues (SQLite) rather than runs on the calling thread.
    pub fn groups_writes(&self) -> bool {
        self.gate.is_some()
    }

    /// Runs a write use case and hands its result to `done`: on SQLite queued for group commit
    /// ([`group`]: `done` is called on the writer thread after the commit); on PostgreSQL, where
    /// writers run side by side, at once on this thread with a pooled connection. `f` should do
    /// no slow work (no password hashing, no network): every write in its group waits for it.
    pub fn write_grouped<T, E, F, D>(&self, f: F, done: D)
    where
        T: Send + 'static,
        E: From<DbError> + From<PoolError> + Send + 'static,
        F: FnOnce(&mut DbConnection) -> Result<T, E> + Send + 'static,
        D: FnOnce(Result<T, E>) + Send + 'static,
    {
        match &self.gate {
            Some(gate) => self.group.submit(gate, self.id, f, done),
            None => done(self.get_for_write().map_err(E::from).and_then(|mut conn| {
                let _scope = CacheScope::enter(self.id);
                f(&mut conn)
            })),
        }
    }

    /// Runs a write use case and waits for its result (committed): on SQLite it joins the next
    /// group commit ([`Pool::write_grouped`]) instead of taking the writer for a transaction
    /// and an `fsync` of its own, so background work such as the mail worker's claims does not
    /// hold up the moves' commits; on PostgreSQL it runs at once on this thread. Never call it
    /// from inside a write (on SQLite it would wait for itself).
    pub fn write_waiting<T, E, F>(&self, f: F) -> Result<T, E>
    where
        T: Send + 'static,
        E: From<DbError> + From<PoolError> + Send + 'static,
        F: FnOnce(&mut DbConnection) -> Result<T, E> + Send + 'static,
    {
        debug_assert!(!group::in_group(), "write_waiting inside a write group");
        let (sender, result) = std::sync::mpsc::sync_channel(1);
        self.write_grouped(f, move |done| {
            let _ = sender.send(done);
        });
        result
            .recv()
            .unwrap_or_else(|_| Err(E::from(group::commit_error("the writer went away"))))
    }
}

impl std::ops::Deref for WriteConnection {
    type Target = DbConnection;

    fn deref(&self) -> &DbConnection {
        match &self.held {
            Held::Pooled { conn, .. } => conn,
            Held::Own(Some(conn), _) => conn,
            Held::Own(None, _) => unreachable!("the write connection is only taken on drop"),
        }
    }
}

impl std::ops::DerefMut for WriteConnection {
    fn deref_mut(&mut self) -> &mut DbConnection {
        match &mut self.held {
            Held::Pooled { conn, .. } => conn,
            Held::Own(Some(conn), _) => conn,
            Held::Own(None, _) => unreachable!("the write connection is only taken on drop"),
        }
    }
}

/// A connection borrowed from the pool.
pub type PooledConnection = r2d2::PooledConnection<Manager>;

/// What diesel answers for an empty query string that reached a live PostgreSQL server.
const EMPTY_QUERY_ANSWER: &str = "Received an empty query";

/// Opens connections for the pool, each set up for its backend.
#[derive(Debug, Clone)]
pub struct Manager {
    url: DatabaseUrl,
    /// SQLite's `max_page_count` (the `sqlite_max_pages` setting), if limited.
    max_pages: Option<u32>,
}

impl Manager {
    /// Opens a connection set up for its backend.
    fn open(&self) -> Result<DbConnection, r2d2::Error> {
        match &self.url {
            DatabaseUrl::Postgres(url) => {
                let mut conn =
                    PgConnection::establish(url).map_err(r2d2::Error::ConnectionError)?;
                conn.set_instrumentation(one_statement::Guard::with_log());
                Ok(DbConnection::Postgresql(conn))
            }
            DatabaseUrl::Sqlite(path) => {
                let path = path.to_string_lossy();
                let mut conn =
                    SqliteConnection::establish(&path).map_err(r2d2::Error::ConnectionError)?;
                conn.batch_execute(&sqlite_pragmas(self.max_pages))
                    .map_err(r2d2::Error::QueryError)?;
                if let Some(log) = sql_log::SqlLog::if_enabled() {
                    conn.set_instrumentation(log);
                }
                Ok(DbConnection::Sqlite(conn))
            }
        }
    }
}

impl ManageConnection for Manager {
    type Connection = PoolConnection;
    type Error = r2d2::Error;

    fn connect(&self) -> Result<PoolConnection, r2d2::Error> {
        self.open().map(PoolConnection::new)
    }

    /// A PostgreSQL connection that went back to the pool a moment ago is handed out as it is
    /// ([`pooled`]). Any other is tested with an empty query: one round trip that the server
    /// answers without parsing, planning or a transaction (`SELECT 1` costs it all three). A
    /// live server answers "empty query"; a cut connection fails to send or receive, and the
    /// pool opens a new one.
    fn is_valid(&self, conn: &mut PoolConnection) -> Result<(), r2d2::Error> {
        if !conn.needs_test(Instant::now()) {
            return Ok(());
        }
        match conn.batch_execute("") {
            Ok(()) => Ok(()),
            Err(diesel::result::Error::DatabaseError(
                diesel::result::DatabaseErrorKind::Unknown,
                info,
            )) if info.message() == EMPTY_QUERY_ANSWER => Ok(()),
            Err(e) => Err(r2d2::Error::QueryError(e)),
        }
    }

    /// A connection whose transaction could not be closed, or that a statement found lost
    /// (diesel knows both), is not reused.
    fn has_broken(&self, conn: &mut PoolConnection) -> bool {
        conn.returned_at(Instant::now());
        match &mut **conn {
            DbConnection::Postgresql(pg) => diesel::r2d2::R2D2Connection::is_broken(pg),
            DbConnection::Sqlite(_) => false,
        }
    }
}

/// The set-up of every SQLite connection. `busy_timeout` comes first: switching a fresh file to
/// WAL takes a lock, and the pool opens its connections at once, so the others must wait for it
/// rather than fail ("database is locked"). `synchronous = FULL`: a commit returns only after the
/// log is synced, because a commit is what a write's acknowledgement promises. `temp_store =
/// MEMORY`: every use case of a group commit is a savepoint, whose journal of the pages it
/// changes (a few pages) is kept in memory instead of a temporary file written for each move.
fn sqlite_pragmas(max_pages: Option<u32>) -> String {
    let limit = max_pages.map_or_else(String::new, |pages| {
        format!(" PRAGMA max_page_count = {pages};")
    });
    format!(
        "PRAGMA busy_timeout = {}; PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; \
         PRAGMA foreign_keys = ON; PRAGMA temp_store = MEMORY; PRAGMA mmap_size = {}; PRAGMA wal_autocheckpoint = {};{limit}",
        SQLITE_BUSY_TIMEOUT.as_millis(),
        SQLITE_MMAP_SIZE,
        checkpoint::FALLBACK_PAGES
    )
}

/// How to open a database, besides its URL.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct OpenOptions {
    /// SQLite only: the most pages (of 4 KiB) the file may grow to (`PRAGMA max_page_count`);
    /// a write that needs more fails as it would on a full disk. The `sqlite_max_pages`
    /// setting, for tests that fill the database; `None` (no limit) otherwise.
    pub sqlite_max_pages: Option<u32>,
}

/// Opens a pool for `url`, creating the SQLite file's directory if needed.
pub fn connect(url: &DatabaseUrl, max_size: u32) -> Result<Pool, OpenError> {
    connect_with(url, max_size, OpenOptions::default())
}

/// [`connect`] with `options`.
pub fn connect_with(
    url: &DatabaseUrl,
    max_size: u32,
    options: OpenOptions,
) -> Result<Pool, OpenError> {
    create_sqlite_dir(url)?;
    let manager = Manager {
        url: url.clone(),
        max_pages: options.sqlite_max_pages,
    };
    if url.backend() == Backend::Sqlite {
        // One connection first, alone: it switches a fresh file to WAL, which the pool's
        // connections, opened all at once, would otherwise race for (one of them could be
        // refused "database is locked" before its busy timeout applies).
        manager.open().map_err(|e| OpenError::Connect {
            url: url.to_string(),
            reason: e.to_string(),
        })?;
    }
    // A connection to a local SQLite file cannot break, so it is not tested (with a query) each
    // time it is taken from the pool; a PostgreSQL connection may have been cut, so it is,
    // unless it came back from a request a moment ago (`Manager::is_valid`).
    let inner = r2d2::Pool::builder()
        .max_size(max_size)
        .test_on_check_out(url.backend() == Backend::Postgres)
        .connection_timeout(Duration::from_secs(10))
        .build(manager.clone())
        .map_err(|e| OpenError::Connect {
            url: url.to_string(),
            reason: e.to_string(),
        })?;
    let gate = (url.backend() == Backend::Sqlite).then(|| Arc::new(Gate::new(manager)));
    if let (DatabaseUrl::Sqlite(path), Some(gate)) = (url, &gate) {
        checkpoint::spawn(path.clone(), Arc::downgrade(gate));
    }
    let pool = Pool {
        id: NEXT_POOL.fetch_add(1, Ordering::Relaxed),
        inner,
        gate,
        group: Arc::default(),
    };
    if let Some(gate) = &pool.gate {
        pool.group.start(gate, pool.id);
    }
    Ok(pool)
}

/// Opens one connection to `url` without a pool, creating the SQLite file's directory if
/// needed. For short-lived commands such as `kingpost mail ingest`, which must give up at once
/// (and let the MTA retry) when the database is down, rather than wait for a pool.
pub fn connect_once(url: &DatabaseUrl) -> Result<DbConnection, OpenError> {
    connect_once_with(url, OpenOptions::default())
}

/// [`connect_once`] with `options`.
pub fn connect_once_with(
    url: &DatabaseUrl,
    options: OpenOptions,
) -> Result<DbConnection, OpenError> {
    create_sqlite_dir(url)?;
    let manager = Manager {
        url: url.clone(),
        max_pages: options.sqlite_max_pages,
    };
    manager.open().map_err(|e| OpenError::Connect {
        url: url.to_string(),
        reason: e.to_string(),
    })
}

fn create_sqlite_dir(url: &DatabaseUrl) -> Result<(), OpenError> {
    if let DatabaseUrl::Sqlite(path) = url
        && let Some(dir) = path.parent().filter(|dir| !dir.as_os_str().is_empty())
    {
        std::fs::create_dir_all(dir).map_err(|e| OpenError::Directory {
            url: url.to_string(),
            reason: e.to_string(),
        })?;
    }
    Ok(())
}

/// Numbers the pools of this process.
static NEXT_POOL: AtomicU64 = AtomicU64::new(1);

thread_local! {
    /// The pool whose write use case runs on this thread, if any ([`cache_scope`]).
    static CACHE_SCOPE: Cell<Option<u64>> = const { Cell::new(None) };
    /// The pool this thread reads from, if any ([`read_scope`]).
    static READ_SCOPE: Cell<Option<u64>> = const { Cell::new(None) };
}

/// The pool this thread reads from (set by [`Pool::reading`] for the length of a read), or the
/// pool of the write use case that runs on it ([`cache_scope`]). A process-wide cache of what
/// was read may hand out what it keeps for this pool, and keep what a read found whole.
pub fn read_scope() -> Option<u64> {
    cache_scope().or_else(|| READ_SCOPE.with(Cell::get))
}

/// Sets [`read_scope`] until dropped (the scope before it comes back).
pub struct ReadScope(Option<u64>);

impl Drop for ReadScope {
    fn drop(&mut self) {
        READ_SCOPE.with(|scope| scope.set(self.0));
    }
}

/// The pool (a number unique in the process) whose write use case runs on this thread: set on
/// an SQLite pool's writer thread and, on PostgreSQL, for the length of a
/// [`Pool::write_grouped`] use case. A process-wide cache of what was read keys its entries by
/// it, since one process (a test run) may open several databases. `None` elsewhere: reads and
/// other writes keep nothing.
pub fn cache_scope() -> Option<u64> {
    CACHE_SCOPE.with(Cell::get)
}

/// Sets [`cache_scope`] until dropped (the scope before it comes back).
pub(crate) struct CacheScope(Option<u64>);

impl CacheScope {
    pub(crate) fn enter(pool: u64) -> CacheScope {
        CacheScope(CACHE_SCOPE.with(|scope| scope.replace(Some(pool))))
    }
}

impl Drop for CacheScope {
    fn drop(&mut self) {
        CACHE_SCOPE.with(|scope| scope.set(self.0));
    }
}

/// Whether this thread is the SQLite writer thread of a pool, running a group of writes
/// ([`Pool::write_grouped`]); such a thread only ever writes to one database.
pub fn in_write_group() -> bool {
    group::on_writer_thread()
}

/// Runs `f` in a write transaction. On SQLite it begins with `BEGIN IMMEDIATE`, taking the write
/// lock up front: a deferred transaction that reads and then writes can fail with SQLITE_BUSY
/// under concurrency without waiting, while an immediate one waits (busy_timeout) for its turn.
/// On PostgreSQL it is an ordinary transaction. Called again inside `f` (a use case that
/// opens its own transaction, run by a caller that owns one), or inside a group commit, it is
/// a savepoint of the transaction already open on this thread.
pub fn write_transaction<T, E>(
    conn: &mut DbConnection,
    f: impl FnOnce(&mut DbConnection) -> Result<T, E>,
) -> Result<T, E>
where
    E: From<DbError>,
{
    if in_transaction() {
        return savepoint(conn, f);
    }
    let begin = match conn {
        DbConnection::Sqlite(_) => "BEGIN IMMEDIATE",
        DbConnection::Postgresql(_) => "BEGIN",
    };
    conn.batch_execute(begin).map_err(DbError::from)?;
    notify::begin();
    after_commit::begin();
    with_commit::begin();
    let result = {
        let _open = OpenTransaction::mark();
        f(conn)
    };
    let finish = if result.is_ok() {
        notify::commit_statement(conn)
    } else {
        "ROLLBACK".to_owned()
    };
    let sent = conn.batch_execute(&finish);
    with_commit::finished();
    if let Err(e) = sent {
        notify::discard();
        after_commit::discard();
        let _ = conn.batch_execute("ROLLBACK");
        return Err(DbError::from(e).into());
    }
    if result.is_ok() {
        notify::committed();
        after_commit::committed();
    } else {
        notify::discard();
        after_commit::discard();
    }
    result
}

/// Runs `statement` (SQL ending in `;` with its values as literals: only values the code makes,
/// never text from outside) with the commit of the transaction open on this thread on
/// PostgreSQL, in the commit's round trip ([`with_commit`]); at once otherwise. For writes
/// whose result the transaction never reads.
pub(crate) fn with_commit(conn: &mut DbConnection, statement: String) -> DbResult<()> {
    let left = match conn {
        DbConnection::Postgresql(_) if OPEN_TRANSACTION.with(Cell::get) => {
            with_commit::queue(statement)
        }
        _ => Some(statement),
    };
    match left {
        Some(statement) => conn.batch_execute(&statement).map_err(DbError::from),
        None => Ok(()),
    }
}

thread_local! {
    /// Whether this thread runs inside a [`write_transaction`] (a connection is used by one
    /// thread for the whole of it).
    static OPEN_TRANSACTION: Cell<bool> = const { Cell::new(false) };
}

/// Whether this thread runs inside a transaction (its own or a write group's).
fn in_transaction() -> bool {
    group::in_group() || OPEN_TRANSACTION.with(Cell::get)
}

/// Marks this thread as inside a transaction until dropped (also when `f` panics).
struct OpenTransaction;

impl OpenTransaction {
    fn mark() -> OpenTransaction {
        OPEN_TRANSACTION.with(|open| open.set(true));
        OpenTransaction
    }
}

impl Drop for OpenTransaction {
    fn drop(&mut self) {
        OPEN_TRANSACTION.with(|open| open.set(false));
    }
}

/// The one value an `INSERT … RETURNING` gives back, read only after the statement has run to
/// its end. Outside a transaction SQLite commits the statement when it finishes; diesel's
/// `get_result` stops at the first row, and a commit that then fails (a full disk, an I/O
/// error) is dropped silently, so the caller would be handed an id that was never stored (and
/// the next insert the same id again). Loading every row runs the statement to its end, where a
/// failed commit is reported. Inside a transaction it is the same as `get_result`.
///
/// # Errors
///
/// The statement's or its commit's error; `NotFound` when it returned no row.
pub fn returned<'query, Q, T>(query: Q, conn: &mut DbConnection) -> DbResult<T>
where
    Q: diesel::query_dsl::LoadQuery<'query, DbConnection, T>,
{
    let rows: Vec<T> = diesel::RunQueryDsl::load(query, conn)?;
    rows.into_iter().next().ok_or_else(DbError::not_found)
}

/// Runs `f` inside a savepoint of the caller's open transaction: when `f` fails, what it wrote
/// is undone and the transaction stays usable (also on PostgreSQL, where a failed statement
/// would otherwise abort the whole transaction); when it succeeds, its writes stay pending with
/// the rest of the transaction.
pub fn savepoint<T, E>(
    conn: &mut DbConnection,
    f: impl FnOnce(&mut DbConnection) -> Result<T, E>,
) -> Result<T, E>
where
    E: From<DbError>,
{
    conn.batch_execute("SAVEPOINT kingpost_step")
        .map_err(DbError::from)?;
    let (queued, riding) = (after_commit::mark(), with_commit::mark());
    let result = f(conn);
    if result.is_err() {
        after_commit::rollback_to(queued);
        with_commit::rollback_to(riding);
    }
    if result.is_err()
        && conn
            .batch_execute("ROLLBACK TO SAVEPOINT kingpost_step")
            .is_err()
    {
        // The database rolled the whole transaction back by itself (SQLite may, after a full
        // disk or an I/O error): nothing of it will be committed.
        group::transaction_lost();
        return result;
    }
    if let Err(e) = conn.batch_execute("RELEASE SAVEPOINT kingpost_step") {
        group::transaction_lost();
        return Err(DbError::from(e).into());
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls_select_the_backend_by_scheme() {
        assert_eq!(
            DatabaseUrl::parse("sqlite://data/k.sqlite").unwrap(),
            DatabaseUrl::Sqlite("data/k.sqlite".into())
        );
        assert_eq!(
            DatabaseUrl::parse("sqlite:/tmp/k.db").unwrap().backend(),
            Backend::Sqlite
        );
        assert_eq!(
            DatabaseUrl::parse("postgresql://u@h/db").unwrap().backend(),
            Backend::Postgres
        );
        let err = DatabaseUrl::parse("mysql://u@h/db")
            .unwrap_err()
            .to_string();
        assert!(err.contains("use sqlite://PATH"), "{err}");
    }

    #[test]
    fn passwords_never_reach_the_logs() {
        let url = DatabaseUrl::parse("postgres://kp:s3cret@db:5432/kingpost").unwrap();
        assert_eq!(url.to_string(), "postgres://kp:***@db:5432/kingpost");
    }
}

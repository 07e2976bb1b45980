//! Group commit on SQLite: write use cases queued on one writer thread, which runs as many as
//! are waiting (up to [`MAX_GROUP`]) in one transaction, each in its own savepoint, and commits
//! once for all of them.
//!
//! Behind the write gate a request otherwise pays for its own `BEGIN`/`COMMIT` (the commit
//! writes every page the transaction touched to the log, and pages shared by consecutive moves,
//! such as the indexes' upper levels, are written again each time) and for the hand-over of the
//! gate from thread to thread. A group writes shared pages once and keeps the thread and its
//! connection hot. Each use case keeps its own all-or-nothing result: its
//! [`super::write_transaction`] becomes a savepoint inside the group, so a failure rolls back to
//! it and leaves the others in the group untouched (a statement run outside any transaction
//! stays written, as it would have on its own). Results are handed back only after the commit,
//! so a caller never answers before its write is durable. When the database drops the group's
//! transaction by itself (SQLite may, after a full disk or an I/O error), the use cases not yet
//! run are refused unrun and the whole group is reported as not committed.

use std::cell::Cell;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, OnceLock};

use diesel::connection::SimpleConnection;
use diesel::result::{DatabaseErrorKind, Error as DieselError};

use super::{DbConnection, Gate};

/// The most use cases committed together.
pub(super) const MAX_GROUP: usize = 64;

/// A queued use case: runs in the group's transaction (or is told why it cannot run) and
/// returns what to do once the group's commit succeeded (`None`) or failed (the reason).
type Job = Box<dyn FnOnce(Result<&mut DbConnection, &str>) -> Completion + Send>;
type Completion = Box<dyn FnOnce(Option<&str>) + Send>;

thread_local! {
    static IN_GROUP: Cell<bool> = const { Cell::new(false) };
    static WRITER_THREAD: Cell<bool> = const { Cell::new(false) };
    static LOST: Cell<bool> = const { Cell::new(false) };
}

/// Notes that the transaction this thread's group runs in is gone (rolled back by the
/// database); nothing more runs in the group and its commit is not attempted.
pub(super) fn transaction_lost() {
    if in_group() {
        LOST.with(|l| l.set(true));
    }
}

/// Whether this is a pool's writer thread running a group (not a caller running a group in its
/// place because the writer thread is gone).
pub(super) fn on_writer_thread() -> bool {
    in_group() && WRITER_THREAD.with(Cell::get)
}

/// Whether this thread is running a group's transaction.
pub(super) fn in_group() -> bool {
    IN_GROUP.with(Cell::get)
}

/// The queue to a pool's writer thread, started with the pool ([`GroupWriter::start`]), so that
/// it takes its scheduling from the thread that opens the database, never from a background
/// thread in the idle class that happens to write first; the thread ends when the last pool
/// handle (and so the queue) is dropped.
#[derive(Default)]
pub(super) struct GroupWriter {
    queue: OnceLock<Sender<Job>>,
}

impl GroupWriter {
    /// Starts the writer thread, if it is not running yet.
    pub(super) fn start(&self, gate: &Arc<Gate>, pool: u64) {
        self.queue.get_or_init(|| start(Arc::clone(gate), pool));
    }

    /// Queues `f`; `done` gets its result after the group's commit.
    pub(super) fn submit<T, E, F, D>(&self, gate: &Arc<Gate>, pool: u64, f: F, done: D)
    where
        T: Send + 'static,
        E: From<super::DbError> + Send + 'static,
        F: FnOnce(&mut DbConnection) -> Result<T, E> + Send + 'static,
        D: FnOnce(Result<T, E>) + Send + 'static,
    {
        let job: Job = Box::new(move |conn| {
            let result = match conn {
                Ok(conn) => f(conn),
                Err(reason) => Err(commit_error(reason).into()),
            };
            Box::new(
                move |commit_failed: Option<&str>| match (result, commit_failed) {
                    (Ok(_), Some(reason)) => done(Err(commit_error(reason).into())),
                    (result, _) => done(result),
                },
            )
        });
        let queue = self.queue.get_or_init(|| start(Arc::clone(gate), pool));
        if let Err(refused) = queue.send(job) {
            // The writer thread is gone (it panicked): run the use case alone, here.
            run_group(gate, vec![refused.0]);
        }
    }
}

pub(super) fn commit_error(reason: &str) -> super::DbError {
    super::DbError::from(DieselError::DatabaseError(
        DatabaseErrorKind::Unknown,
        Box::new(format!("the write was not committed: {reason}")),
    ))
}

fn start(gate: Arc<Gate>, pool: u64) -> Sender<Job> {
    let (queue, jobs) = channel();
    let spawned = std::thread::Builder::new()
        .name("sqlite-writer".into())
        .spawn(move || {
            let _scope = super::CacheScope::enter(pool);
            serve(&gate, &jobs)
        });
    if let Err(e) = spawned {
        tracing::error!("no writer thread ({e}); writes run where they are submitted");
    }
    queue
}

fn serve(gate: &Arc<Gate>, jobs: &Receiver<Job>) {
    WRITER_THREAD.with(|w| w.set(true));
    while let Ok(first) = jobs.recv() {
        let mut group = vec![first];
        while group.len() < MAX_GROUP {
            match jobs.try_recv() {
                Ok(job) => group.push(job),
                Err(_) => break,
            }
        }
        run_group(gate, group);
    }
}

/// Runs `group` in one transaction on the gate's dedicated connection, then completes each.
fn run_group(gate: &Arc<Gate>, group: Vec<Job>) {
    let mut conn = match gate.write_connection() {
        Ok(conn) => conn,
        Err(e) => {
            let reason = format!("no database connection: {e}");
            return group.into_iter().for_each(|job| fail_unrun(job, &reason));
        }
    };
    if let Err(e) = conn.batch_execute("BEGIN IMMEDIATE") {
        let reason = e.to_string();
        return group.into_iter().for_each(|job| fail_unrun(job, &reason));
    }
    IN_GROUP.with(|g| g.set(true));
    LOST.with(|l| l.set(false));
    super::notify::begin();
    super::after_commit::begin();
    let mut jobs = group.into_iter();
    let mut completions: Vec<Completion> = Vec::new();
    for job in jobs.by_ref() {
        completions.push(job(Ok(&mut conn)));
        if LOST.with(Cell::get) {
            break;
        }
    }
    IN_GROUP.with(|g| g.set(false));
    let commit = if LOST.with(|l| l.replace(false)) {
        let _ = conn.batch_execute("ROLLBACK");
        Err("the database rolled the transaction back".to_owned())
    } else {
        let statement = super::notify::commit_statement(&conn);
        conn.batch_execute(&statement).map_err(|e| {
            let _ = conn.batch_execute("ROLLBACK");
            e.to_string()
        })
    };
    if commit.is_ok() {
        super::notify::committed();
        super::after_commit::committed();
    } else {
        super::notify::discard();
        super::after_commit::discard();
    }
    drop(conn);
    let failed = commit.err();
    for complete in completions {
        complete(failed.as_deref());
    }
    let reason = failed.unwrap_or_default();
    jobs.for_each(|job| fail_unrun(job, &reason));
}

/// Completes a use case that could not run, with `reason`.
fn fail_unrun(job: Job, reason: &str) {
    tracing::error!("a queued write could not run: {reason}");
    job(Err(reason))(None);
}

#[cfg(test)]
mod tests {
    use std::sync::mpsc;

    use diesel::RunQueryDsl;
    use diesel::sql_types::BigInt;

    use super::super::{DatabaseUrl, DbError, Pool, PoolError, connect, write_transaction};
    use super::*;

    #[derive(diesel::QueryableByName)]
    struct Count {
        #[diesel(sql_type = BigInt)]
        n: i64,
    }

    fn pool(tag: &str) -> (Pool, std::path::PathBuf) {
        let dir = std::env::temp_dir().join(format!("kingpost-group-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let pool = connect(&DatabaseUrl::Sqlite(dir.join("db.sqlite")), 4).unwrap();
        pool.get()
            .unwrap()
            .batch_execute("CREATE TABLE t (x INTEGER PRIMARY KEY)")
            .unwrap();
        (pool, dir)
    }

    #[derive(Debug)]
    struct Failed;

    impl From<DbError> for Failed {
        fn from(_: DbError) -> Failed {
            Failed
        }
    }

    impl From<PoolError> for Failed {
        fn from(_: PoolError) -> Failed {
            Failed
        }
    }

    fn insert(conn: &mut DbConnection, x: i32) -> Result<(), Failed> {
        write_transaction(conn, |conn| {
            conn.batch_execute(&format!("INSERT INTO t VALUES ({x})"))
                .map_err(DbError::from)
        })
        .map_err(Failed::from)
    }

    #[test]
    fn a_failed_write_in_a_group_leaves_the_others_committed() {
        let (pool, dir) = pool("fail");
        let (tx, rx) = mpsc::channel();
        // Inserting 2 twice: the second fails on the primary key and is rolled back alone.
        for x in [1, 2, 2, 3] {
            let tx = tx.clone();
            pool.write_grouped(
                move |conn: &mut DbConnection| insert(conn, x),
                move |r: Result<(), Failed>| tx.send((x, r.is_ok())).unwrap(),
            );
        }
        let mut results: Vec<(i32, bool)> = (0..4).map(|_| rx.recv().unwrap()).collect();
        results.sort_unstable();
        assert_eq!(results, [(1, true), (2, false), (2, true), (3, true)]);
        let count: Count = diesel::sql_query("SELECT count(*) AS n FROM t")
            .get_result(&mut **pool.get().unwrap())
            .unwrap();
        assert_eq!(count.n, 3);
        drop(pool);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn results_arrive_only_after_the_commit() {
        let (pool, dir) = pool("visible");
        let (tx, rx) = mpsc::channel();
        let reader = pool.clone();
        pool.write_grouped(
            move |conn: &mut DbConnection| insert(conn, 7),
            move |r: Result<(), Failed>| {
                // Another connection sees the row as soon as the caller hears of it.
                let seen: Count = diesel::sql_query("SELECT count(*) AS n FROM t")
                    .get_result(&mut **reader.get().unwrap())
                    .unwrap();
                tx.send((r.is_ok(), seen.n)).unwrap();
            },
        );
        assert_eq!(rx.recv().unwrap(), (true, 1));
        drop(pool);
        let _ = std::fs::remove_dir_all(&dir);
    }
}

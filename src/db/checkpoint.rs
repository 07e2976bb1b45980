//! The SQLite checkpointer: a background thread per pool that copies the write-ahead log back
//! into the database file every [`INTERVAL`], so that no request pays for it.
//!
//! By default SQLite checkpoints inside the commit that makes the log pass 1,000 pages: that
//! writer copies every page and syncs the file while holding the write lock, and every writer
//! behind it waits (tens of milliseconds at the tail of the latency on this machine's disk).
//! Here the thread runs passive checkpoints, which never block writers or readers, so that when
//! the writer's own checkpoint comes due (at [`FALLBACK_PAGES`]) little is left to copy and sync. The thread ends shortly after the last
//! handle of its pool is dropped (it holds only a weak reference to the pool's write gate).

use std::path::PathBuf;
use std::sync::Weak;
use std::time::Duration;

use diesel::connection::SimpleConnection;
use diesel::{Connection, SqliteConnection};

/// How often the log is checkpointed. Each checkpoint that copies pages syncs the log and the
/// file, and a commit that writes the log while the sync runs waits for it: the less there is
/// to sync, the shorter that wait. Measured under the load benchmark (SQLite on this machine's
/// ext4): every 250 ms, 1 % of commits waited over 3 ms, up to 47 ms; every 50 ms, 4 % waited
/// 3 to 15 ms; every 15 ms, the commits' 99th percentile is 6.4 ms (12 ms at 50 ms).
pub(super) const INTERVAL: Duration = Duration::from_millis(15);

/// Pages of log after which the committing connection checkpoints by itself: 8 MiB at 4 KiB
/// pages. Under a steady stream of writes the thread never quite catches up with the log's end,
/// and the log can only start over after a checkpoint that reached it; the writer's own
/// checkpoint does that, cheaply, because the thread has already copied and synced nearly all.
pub(super) const FALLBACK_PAGES: u32 = 2048;

/// Starts the checkpointer of the SQLite file at `path`; it runs while `alive` can be upgraded.
pub(super) fn spawn<T: Send + Sync + 'static>(path: PathBuf, alive: Weak<T>) {
    let spawned = std::thread::Builder::new()
        .name("sqlite-checkpoint".into())
        .spawn(move || run(&path, &alive));
    if let Err(e) = spawned {
        tracing::warn!("no checkpoint thread ({e}); commits will checkpoint the log themselves");
    }
}

fn run<T>(path: &std::path::Path, alive: &Weak<T>) {
    let mut conn = match SqliteConnection::establish(&path.to_string_lossy()) {
        Ok(conn) => conn,
        Err(e) => {
            tracing::warn!("checkpoint thread cannot open {}: {e}", path.display());
            return;
        }
    };
    let mut failures = 0u32;
    while alive.strong_count() > 0 {
        std::thread::sleep(INTERVAL);
        match conn.batch_execute("PRAGMA wal_checkpoint(PASSIVE);") {
            Ok(()) => failures = 0,
            Err(e) => {
                failures += 1;
                if failures == 1 {
                    tracing::warn!("checkpoint of {} failed: {e}", path.display());
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_thread_empties_the_log_and_ends_with_its_pool() {
        let dir = std::env::temp_dir().join(format!("kingpost-checkpoint-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("db.sqlite");
        let mut conn = SqliteConnection::establish(&path.to_string_lossy()).unwrap();
        conn.batch_execute(
            "PRAGMA journal_mode = WAL; PRAGMA wal_autocheckpoint = 0; \
             CREATE TABLE t (x BLOB); INSERT INTO t VALUES (zeroblob(100000));",
        )
        .unwrap();
        let pool = std::sync::Arc::new(());
        let wal = dir.join("db.sqlite-wal");
        let before = std::fs::metadata(&path).unwrap().len();
        spawn(path.clone(), std::sync::Arc::downgrade(&pool));
        let copied = (0..50).any(|_| {
            std::thread::sleep(INTERVAL / 2);
            std::fs::metadata(&path).unwrap().len() > before + 90_000
        });
        assert!(
            copied,
            "the log was not copied into the file (wal {:?})",
            std::fs::metadata(&wal).map(|m| m.len())
        );
        drop(pool);
        std::thread::sleep(INTERVAL * 3);
        let threads = std::fs::read_dir("/proc/self/task")
            .unwrap()
            .filter_map(Result::ok);
        let named = threads
            .filter(|t| {
                std::fs::read_to_string(t.path().join("comm"))
                    .is_ok_and(|c| c.trim() == "sqlite-checkpoint")
            })
            .count();
        assert_eq!(named, 0, "the checkpoint thread outlived its pool");
        drop(conn);
        let _ = std::fs::remove_dir_all(&dir);
    }
}

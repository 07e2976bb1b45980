//! The tailer: one thread per process that reads the change log after the last row it saw,
//! every [`TICK`] and at once when woken, and hands the rows to the open streams. It stops by
//! itself when the application state that owns the registry is gone.
//!
//! Ids are handed out when a row is written, not when its transaction commits: on PostgreSQL
//! a change with a lower id may become visible after one with a higher id. The [`Cursor`]
//! therefore reads from the highest id below which it has seen every row, remembers the rows
//! above it, and gives up on a gap (a rolled-back write) after [`GAP_WAIT`].

use std::collections::BTreeSet;
use std::sync::{Arc, PoisonError, Weak};
use std::time::{Duration, Instant};

use crate::db::Pool;
use crate::service::game_changes;

use super::{Registry, Signal};

/// How often the tailer looks without being woken.
pub const TICK: Duration = Duration::from_millis(250);

/// The most rows read in one look (it looks again at once while it finds that many).
const BATCH: i64 = 500;

/// Starts the tailer after change `latest`; `false` when the thread could not be made.
pub(super) fn start(
    pool: Pool,
    registry: Weak<Registry>,
    signal: Arc<Signal>,
    latest: i64,
) -> bool {
    std::thread::Builder::new()
        .name("kingpost-live".into())
        .spawn(move || run(&pool, &registry, &signal, latest))
        .inspect_err(|e| tracing::error!("live updates: the tailer did not start: {e}"))
        .is_ok()
}

/// How long a gap in the ids is waited for before the rows after it are taken as complete.
pub const GAP_WAIT: Duration = Duration::from_secs(5);

/// Where the tailer is in the log: every id up to `floor` was seen (or given up), and these
/// above it.
#[derive(Debug)]
pub(super) struct Cursor {
    floor: i64,
    seen: BTreeSet<i64>,
    gap_since: Option<Instant>,
}

impl Cursor {
    /// A cursor after change `floor`.
    pub(super) fn new(floor: i64) -> Cursor {
        Cursor {
            floor,
            seen: BTreeSet::new(),
            gap_since: None,
        }
    }

    /// The id to read after.
    pub(super) fn floor(&self) -> i64 {
        self.floor
    }

    /// The rows of `read` not handed out before, in order; the floor moves up over every id
    /// now seen, and over a gap older than [`GAP_WAIT`].
    pub(super) fn take<T>(&mut self, read: Vec<T>, id: impl Fn(&T) -> i64, now: Instant) -> Vec<T> {
        let fresh: Vec<T> = read
            .into_iter()
            .filter(|row| id(row) > self.floor && self.seen.insert(id(row)))
            .collect();
        loop {
            while self.seen.remove(&(self.floor + 1)) {
                self.floor += 1;
            }
            let Some(&next) = self.seen.first() else {
                self.gap_since = None;
                break;
            };
            match self.gap_since {
                Some(since) if now.duration_since(since) >= GAP_WAIT => {
                    self.floor = next - 1;
                    self.gap_since = None;
                }
                Some(_) => break,
                None => {
                    self.gap_since = Some(now);
                    break;
                }
            }
        }
        fresh
    }
}

fn run(pool: &Pool, registry: &Weak<Registry>, signal: &Signal, latest: i64) {
    let mut cursor = Cursor::new(latest);
    let mut full = false;
    loop {
        if !full {
            wait(signal);
        }
        let Some(registry) = registry.upgrade() else {
            return;
        };
        match read(pool, cursor.floor()) {
            Ok(rows) => {
                let many = i64::try_from(rows.len()).is_ok_and(|n| n >= BATCH);
                let fresh = cursor.take(rows, |row| row.id, Instant::now());
                full = many && !fresh.is_empty();
                for row in fresh {
                    registry.fan_out(&Arc::new(row));
                }
            }
            Err(e) => {
                full = false;
                tracing::warn!("live updates: reading the change log failed: {e}");
            }
        }
    }
}

/// Waits for a wake-up or the next tick, whichever comes first.
fn wait(signal: &Signal) {
    let woken = signal.woken.lock().unwrap_or_else(PoisonError::into_inner);
    let (mut woken, _) = signal
        .ring
        .wait_timeout_while(woken, TICK, |woken| !*woken)
        .unwrap_or_else(PoisonError::into_inner);
    *woken = false;
}

fn read(pool: &Pool, last: i64) -> Result<Vec<game_changes::LoggedChange>, String> {
    let mut conn = pool.get().map_err(|e| e.to_string())?;
    game_changes::changes_after(&mut conn, last, BATCH).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_are_handed_out_once_and_a_late_commit_below_is_not_lost() {
        let start = Instant::now();
        let mut cursor = Cursor::new(10);
        assert_eq!(cursor.take(vec![11, 13], |r| *r, start), vec![11, 13]);
        assert_eq!(cursor.floor(), 11, "12 is not visible yet");
        // 12 commits late; 13 is read again but not handed out twice.
        assert_eq!(cursor.take(vec![12, 13], |r| *r, start), vec![12]);
        assert_eq!(cursor.floor(), 13);
    }

    #[test]
    fn a_gap_that_never_fills_is_given_up() {
        let start = Instant::now();
        let mut cursor = Cursor::new(0);
        assert_eq!(cursor.take(vec![2], |r| *r, start), vec![2]);
        assert_eq!(
            cursor.take(vec![2], |r| *r, start + GAP_WAIT / 2),
            Vec::<i64>::new()
        );
        assert_eq!(cursor.floor(), 0);
        cursor.take(vec![2], |r| *r, start + GAP_WAIT);
        assert_eq!(cursor.floor(), 2);
    }
}

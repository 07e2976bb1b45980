//! The engine-job queue as use cases: what is queued ([`queue_due`]: engine turns and claims
//! awaiting a report, each once, keyed by the game's version or the claim), claimed
//! ([`claim`]) and finished ([`finish`]). The worker that thinks is [`crate::jobs::engine`].
//!
//! Queue and claim read first and take the writer only when there is something to write: the
//! engine worker looks after every game change, and on SQLite every write waits for the one
//! writer.

use chrono::{NaiveDateTime, TimeDelta};

use crate::db::engine_jobs::{self, EngineJobRow, NewEngineJob};
use crate::db::{DbError, Pool, write_transaction};

use super::engine_play::{self, MOVE_JOB};
use super::events::reports;
use super::games::GameError;

/// The kind of engine job that reports on one claim (payload: the claim's id).
pub const REPORT_JOB: &str = "report";
/// Turns and claims queued per look at most.
const BATCH: i64 = 16;
/// How long finished jobs are kept (for diagnosis).
const KEEP_DONE: TimeDelta = TimeDelta::days(1);

/// Why the queue could not be read or written.
#[derive(Debug, thiserror::Error)]
pub enum QueueError {
    /// No connection.
    #[error("no database connection: {0}")]
    Pool(#[from] crate::db::PoolError),
    /// A query failed.
    #[error("database error: {0}")]
    Database(#[from] DbError),
    /// A game or claim could not be read.
    #[error("{0}")]
    Read(String),
}

impl From<GameError> for QueueError {
    fn from(e: GameError) -> QueueError {
        QueueError::Read(e.to_string())
    }
}

impl From<super::events::EventServiceError> for QueueError {
    fn from(e: super::events::EventServiceError) -> QueueError {
        QueueError::Read(e.to_string())
    }
}

/// A job to queue, owned.
struct Due {
    kind: &'static str,
    game_id: i32,
    payload: String,
    key: String,
}

/// Queues the engine turns and the claims awaiting a report that have no job yet; returns how
/// many were queued.
pub fn queue_due(pool: &Pool, now: NaiveDateTime) -> Result<usize, QueueError> {
    let mut due = Vec::new();
    {
        let mut conn = pool.get()?;
        for turn in engine_play::pending_turns(&mut conn, BATCH)? {
            due.push(Due {
                kind: MOVE_JOB,
                game_id: turn.game_id,
                payload: turn.version.to_string(),
                key: format!("{MOVE_JOB}:{}:{}", turn.game_id, turn.version),
            });
        }
        for (claim, game_id) in reports::awaiting_report(&mut conn, BATCH)? {
            due.push(Due {
                kind: REPORT_JOB,
                game_id,
                payload: claim.to_string(),
                key: format!("{REPORT_JOB}:{claim}"),
            });
        }
        let mut fresh = Vec::new();
        for job in due {
            if !engine_jobs::key_exists(&mut conn, &job.key)? {
                fresh.push(job);
            }
        }
        due = fresh;
    }
    if due.is_empty() {
        return Ok(0);
    }
    let mut conn = pool.get_for_write()?;
    Ok(write_transaction(&mut conn, |conn| {
        let mut queued = 0;
        for job in &due {
            let new = NewEngineJob {
                kind: job.kind,
                game_id: Some(job.game_id),
                event_id: None,
                payload: &job.payload,
                dedup_key: Some(&job.key),
                created_at: now,
            };
            if engine_jobs::enqueue(conn, &new)? {
                queued += 1;
            }
        }
        Ok::<_, DbError>(queued)
    })?)
}

/// Claims the next job for `worker` until `lease_until`, if any may be claimed at `now`.
pub fn claim(
    pool: &Pool,
    worker: &str,
    now: NaiveDateTime,
    lease_until: NaiveDateTime,
) -> Result<Option<EngineJobRow>, QueueError> {
    if !engine_jobs::any_claimable(&mut *pool.get()?, now)? {
        return Ok(None);
    }
    let mut conn = pool.get_for_write()?;
    Ok(write_transaction(&mut conn, |conn| {
        engine_jobs::claim(conn, worker, now, lease_until)
    })?)
}

/// Marks job `id` done (or given up, with `failed`) if `worker` still holds it, gives up jobs
/// that lost their worker too often, and forgets jobs finished long ago; returns whether the
/// job was still held.
pub fn finish(
    pool: &Pool,
    id: i32,
    worker: &str,
    failed: bool,
    now: NaiveDateTime,
) -> Result<bool, QueueError> {
    let mut conn = pool.get_for_write()?;
    Ok(write_transaction(&mut conn, |conn| {
        let held = engine_jobs::finish(conn, id, worker, failed, now)?;
        engine_jobs::give_up_abandoned(conn, now)?;
        engine_jobs::prune(conn, now - KEEP_DONE)?;
        Ok::<_, DbError>(held)
    })?)
}

//! Engine jobs: engine work any worker process may claim ([`claim`]) with a lease, finish
//! ([`finish`]), or leave behind when it dies, to be claimed again once the lease has passed.
//!
//! On PostgreSQL the claim skips rows other workers hold locked (`FOR UPDATE SKIP LOCKED`), so
//! several workers claim different jobs at the same moment without waiting for each other; on
//! SQLite the claim runs inside the one writer's transaction (`BEGIN IMMEDIATE`), which does
//! the same by taking turns. Queuing a job announces it on [`Channel::Engine`].

use chrono::NaiveDateTime;
use diesel::prelude::*;

use super::schema::engine_jobs;
use super::{DbConnection, DbError, DbResult};
use crate::wake::Channel;

/// A job waiting for a worker.
pub const QUEUED: &str = "queued";
/// A job a worker holds (until its lease passes).
pub const RUNNING: &str = "running";
/// A finished job.
pub const DONE: &str = "done";
/// A job given up after [`MAX_ATTEMPTS`] claims.
pub const FAILED: &str = "failed";
/// Claims after which a job that keeps losing its worker (or failing) is given up.
pub const MAX_ATTEMPTS: i32 = 5;

/// A stored engine job.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = engine_jobs)]
pub struct EngineJobRow {
    /// The job's id.
    pub id: i32,
    /// `move` or `reports`.
    pub kind: String,
    /// The game, for a move.
    pub game_id: Option<i32>,
    /// The event, for reports.
    pub event_id: Option<i32>,
    /// Kind-specific data (for a move: the game's version when queued).
    pub payload: String,
    /// Keeps one job per key (a move: per game and version).
    pub dedup_key: Option<String>,
    /// `queued`, `running`, `done` or `failed`.
    pub state: String,
    /// The worker that holds (or held) it.
    pub worker: Option<String>,
    /// Until when the worker holds it.
    pub lease_until: Option<NaiveDateTime>,
    /// How many times it was claimed.
    pub attempts: i32,
    /// When it was queued.
    pub created_at: NaiveDateTime,
    /// When it was finished or given up.
    pub finished_at: Option<NaiveDateTime>,
}

/// A job to queue.
#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = engine_jobs)]
pub struct NewEngineJob<'a> {
    /// `move` or `reports`.
    pub kind: &'a str,
    /// The game, for a move.
    pub game_id: Option<i32>,
    /// The event, for reports.
    pub event_id: Option<i32>,
    /// Kind-specific data.
    pub payload: &'a str,
    /// One job per key, if given.
    pub dedup_key: Option<&'a str>,
    /// When it is queued.
    pub created_at: NaiveDateTime,
}

/// Queues `job` unless one with its `dedup_key` exists; returns whether it was queued. Runs
/// in the caller's write transaction (or on its own).
pub fn enqueue(conn: &mut DbConnection, job: &NewEngineJob<'_>) -> DbResult<bool> {
    if let Some(key) = job.dedup_key {
        let known = engine_jobs::table
            .filter(engine_jobs::dedup_key.eq(key))
            .select(engine_jobs::id)
            .first::<i32>(conn)
            .optional()?;
        if known.is_some() {
            return Ok(false);
        }
    }
    let inserted = super::savepoint(conn, |conn| {
        diesel::insert_into(engine_jobs::table)
            .values(job)
            .execute(conn)
            .map_err(DbError::from)
    });
    match inserted {
        Ok(_) => {
            super::notify(conn, Channel::Engine, None)?;
            Ok(true)
        }
        Err(e) if e.is_unique_violation() => Ok(false),
        Err(e) => Err(e),
    }
}

/// Claims the oldest job that is queued, or running with its lease passed, for `worker` until
/// `lease_until`. Must run inside a write transaction.
pub fn claim(
    conn: &mut DbConnection,
    worker: &str,
    now: NaiveDateTime,
    lease_until: NaiveDateTime,
) -> DbResult<Option<EngineJobRow>> {
    let claimable = engine_jobs::state.eq(QUEUED).or(engine_jobs::state
        .eq(RUNNING)
        .and(engine_jobs::lease_until.lt(now)));
    let oldest = engine_jobs::table
        .filter(claimable)
        .filter(engine_jobs::attempts.lt(MAX_ATTEMPTS))
        .order(engine_jobs::id.asc())
        .select(engine_jobs::id);
    let id: Option<i32> = match conn {
        DbConnection::Postgresql(pg) => oldest.for_update().skip_locked().first(pg).optional()?,
        DbConnection::Sqlite(lite) => oldest.first(lite).optional()?,
    };
    let Some(id) = id else {
        return Ok(None);
    };
    diesel::update(engine_jobs::table.find(id))
        .set((
            engine_jobs::state.eq(RUNNING),
            engine_jobs::worker.eq(worker),
            engine_jobs::lease_until.eq(lease_until),
            engine_jobs::attempts.eq(engine_jobs::attempts + 1),
        ))
        .execute(conn)?;
    find(conn, id)
}

/// Gives up running jobs that were claimed [`MAX_ATTEMPTS`] times and lost their worker each
/// time; returns how many.
pub fn give_up_abandoned(conn: &mut DbConnection, now: NaiveDateTime) -> DbResult<usize> {
    diesel::update(
        engine_jobs::table
            .filter(engine_jobs::state.eq(RUNNING))
            .filter(engine_jobs::lease_until.lt(now))
            .filter(engine_jobs::attempts.ge(MAX_ATTEMPTS)),
    )
    .set((
        engine_jobs::state.eq(FAILED),
        engine_jobs::finished_at.eq(now),
    ))
    .execute(conn)
    .map_err(DbError::from)
}

/// Extends `worker`'s hold on job `id` to `until`; false when it no longer holds it.
pub fn extend_lease(
    conn: &mut DbConnection,
    id: i32,
    worker: &str,
    until: NaiveDateTime,
) -> DbResult<bool> {
    diesel::update(held(id, worker))
        .set(engine_jobs::lease_until.eq(until))
        .execute(conn)
        .map(|rows| rows == 1)
        .map_err(DbError::from)
}

/// Marks job `id` done (or, with `failed`, given up) if `worker` still holds it; returns
/// whether it did.
pub fn finish(
    conn: &mut DbConnection,
    id: i32,
    worker: &str,
    failed: bool,
    now: NaiveDateTime,
) -> DbResult<bool> {
    diesel::update(held(id, worker))
        .set((
            engine_jobs::state.eq(if failed { FAILED } else { DONE }),
            engine_jobs::finished_at.eq(now),
        ))
        .execute(conn)
        .map(|rows| rows == 1)
        .map_err(DbError::from)
}

type Held = diesel::dsl::Filter<
    diesel::dsl::Filter<
        diesel::dsl::Find<engine_jobs::table, i32>,
        diesel::dsl::Eq<engine_jobs::state, &'static str>,
    >,
    diesel::dsl::Eq<engine_jobs::worker, String>,
>;

fn held(id: i32, worker: &str) -> Held {
    engine_jobs::table
        .find(id)
        .filter(engine_jobs::state.eq(RUNNING))
        .filter(engine_jobs::worker.eq(worker.to_owned()))
}

/// Deletes finished and given-up jobs that ended before `before`; returns how many.
pub fn prune(conn: &mut DbConnection, before: NaiveDateTime) -> DbResult<usize> {
    diesel::delete(
        engine_jobs::table
            .filter(engine_jobs::state.eq_any([DONE, FAILED]))
            .filter(engine_jobs::finished_at.lt(before)),
    )
    .execute(conn)
    .map_err(DbError::from)
}

/// The job with this id.
pub fn find(conn: &mut DbConnection, id: i32) -> DbResult<Option<EngineJobRow>> {
    engine_jobs::table
        .find(id)
        .select(EngineJobRow::as_select())
        .first(conn)
        .optional()
        .map_err(DbError::from)
}

/// Every job, oldest first (for tests and diagnosis).
pub fn all(conn: &mut DbConnection) -> DbResult<Vec<EngineJobRow>> {
    engine_jobs::table
        .order(engine_jobs::id.asc())
        .select(EngineJobRow::as_select())
        .load(conn)
        .map_err(DbError::from)
}

/// How many jobs are queued or running.
pub fn open_count(conn: &mut DbConnection) -> DbResult<i64> {
    engine_jobs::table
        .filter(engine_jobs::state.eq_any([QUEUED, RUNNING]))
        .count()
        .get_result(conn)
        .map_err(DbError::from)
}

/// Whether a job with this key exists (in any state).
pub fn key_exists(conn: &mut DbConnection, key: &str) -> DbResult<bool> {
    diesel::select(diesel::dsl::exists(
        engine_jobs::table.filter(engine_jobs::dedup_key.eq(key)),
    ))
    .get_result(conn)
    .map_err(DbError::from)
}

/// Whether a job could be claimed at `now` (read without locking, before taking the writer).
pub fn any_claimable(conn: &mut DbConnection, now: NaiveDateTime) -> DbResult<bool> {
    let claimable = engine_jobs::state.eq(QUEUED).or(engine_jobs::state
        .eq(RUNNING)
        .and(engine_jobs::lease_until.lt(now)));
    diesel::select(diesel::dsl::exists(
        engine_jobs::table
            .filter(claimable)
            .filter(engine_jobs::attempts.lt(MAX_ATTEMPTS)),
    ))
    .get_result(conn)
    .map_err(DbError::from)
}

//! Engine work as jobs any worker may run ([`EngineJob`], the `engine` kind of
//! `kingpost worker --only`): the engine accounts' answers in games against players, and the
//! adjudication reports on claims the server opened (event closes, withdrawals).
//!
//! Each step first queues what is due ([`queue::queue_due`]: engine turns, and claims awaiting a
//! report; both are found by indexed queries and queued once, keyed by the game's version or
//! the claim), then claims jobs one at a time ([`queue::claim`]) until none is
//! left. A job is claimed with a lease of its thinking time plus `engine_job_lease_seconds`;
//! the worker thinks holding no connection, writes the result through the normal paths (a move
//! with the ply guard; a report only onto a claim still open without one), and marks the job
//! done. A worker that dies leaves its job running until the lease passes; then another worker
//! claims it again, and since every result is written under a guard, a job done twice changes
//! nothing the second time. [`run_once`] does one round on the calling thread (tests, tools).

use chrono::NaiveDateTime;

use super::{Job, JobContext, JobError};
use crate::config::Config;
use crate::db::Pool;
use crate::db::engine_jobs::EngineJobRow;
use crate::service::engine_jobs::{self as queue, QueueError, REPORT_JOB};
use crate::service::engine_play::{self, MOVE_JOB};
use crate::service::engine_reports::report_for;
use crate::service::events::reports;
use crate::service::games::GameError;
use crate::service::notify::MailSettings;

/// The engine's jobs.
pub struct EngineJob;

/// Builds the engine job.
pub fn job() -> EngineJob {
    EngineJob
}

impl Job for EngineJob {
    fn name(&self) -> &'static str {
        "engine"
    }

    fn run(&mut self, ctx: &JobContext, now: NaiveDateTime) -> Result<usize, JobError> {
        queue::queue_due(&ctx.pool, now).map_err(job_error)?;
        let mut done = 0;
        while let Some(job) = claim(ctx)? {
            if run_job(ctx, &job)? {
                done += 1;
            }
        }
        Ok(done)
    }
}

fn job_error(e: impl std::fmt::Display) -> JobError {
    JobError::Engine(e.to_string())
}

/// Claims the next job for this worker, with a lease of the longest thinking time plus the
/// configured lease.
fn claim(ctx: &JobContext) -> Result<Option<EngineJobRow>, JobError> {
    let think = ctx.engine.think.max(ctx.engine.adjudication_time * 2);
    let lease = chrono::TimeDelta::from_std(think + ctx.engine_lease)
        .unwrap_or(chrono::TimeDelta::hours(1));
    let now = ctx.clock.now();
    queue::claim(&ctx.pool, &ctx.worker_id, now, now + lease).map_err(job_error)
}

/// Runs a claimed job and marks it done; returns whether it changed anything.
fn run_job(ctx: &JobContext, job: &EngineJobRow) -> Result<bool, JobError> {
    let changed = match job.kind.as_str() {
        MOVE_JOB => answer_turn(ctx, job),
        REPORT_JOB => report_claim(ctx, job),
        other => {
            tracing::warn!("engine job {}: unknown kind {other}", job.id);
            Ok(false)
        }
    };
    let failed = changed.is_err();
    let held = queue::finish(&ctx.pool, job.id, &ctx.worker_id, failed, ctx.clock.now())
        .map_err(job_error)?;
    if !held {
        tracing::warn!("engine job {}: the lease passed before it was done", job.id);
    }
    changed
}

/// An engine account's answer: if the game is still at the version the job was queued for,
/// think (holding no connection) and act through the normal move path.
fn answer_turn(ctx: &JobContext, job: &EngineJobRow) -> Result<bool, JobError> {
    let Some(game_id) = job.game_id else {
        return Ok(false);
    };
    let turn = engine_play::turn_of(&mut *ctx.pool.get()?, game_id)
        .map_err(|e| job_error(QueueError::from(e)))?;
    let Some(turn) = turn.filter(|t| t.version.to_string() == job.payload) else {
        return Ok(false);
    };
    let Some(action) = super::engine_moves::decide(&turn, ctx.engine.think) else {
        return Ok(false);
    };
    let now = ctx.clock.now();
    let mut conn = ctx.pool.get_for_write()?;
    match engine_play::act(&mut conn, &ctx.mail, &turn, &action, now) {
        Ok(_) => Ok(true),
        Err(GameError::Stale | GameError::Action(_)) => {
            tracing::debug!("engine job {}: game {game_id} changed; later", job.id);
            Ok(false)
        }
        Err(e) => Err(job_error(format!("game {game_id}: {e}"))),
    }
}

/// The engine's report on a claim still open without one, attached to it.
fn report_claim(ctx: &JobContext, job: &EngineJobRow) -> Result<bool, JobError> {
    let Ok(claim) = job.payload.parse::<i32>() else {
        return Ok(false);
    };
    let record = reports::claim_to_report(&mut *ctx.pool.get()?, claim).map_err(job_error)?;
    let Some(record) = record else {
        return Ok(false);
    };
    let report = report_for(&ctx.engine, &record);
    let json = serde_json::to_string(&report).map_err(job_error)?;
    let mut conn = ctx.pool.get_for_write()?;
    reports::attach_report(&mut conn, claim, &json).map_err(job_error)
}

/// One round on this thread, as a worker of the `engine` kind does it ([`super::engine`]):
/// queues every pending engine turn as an engine job and runs the jobs there are; returns how
/// many moves, draw answers and reports were made.
pub fn run_once(pool: &Pool, config: &Config, mail: &MailSettings, now: NaiveDateTime) -> usize {
    let mut ctx = match super::JobContext::new(config, pool.clone()) {
        Ok(ctx) => ctx,
        Err(e) => {
            tracing::warn!("engine moves: {e}");
            return 0;
        }
    };
    ctx.mail = std::sync::Arc::new(mail.clone());
    ctx.clock = crate::wall_clock::Clock::fixed(now);
    match super::Job::run(&mut job(), &ctx, now) {
        Ok(done) => done,
        Err(e) => {
            tracing::warn!("engine moves: {e}");
            0
        }
    }
}

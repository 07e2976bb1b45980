//! The deadline check as a worker job: at most once a minute, ends the games whose player to
//! move overstepped the deadline and sends the reminders that are due
//! ([`crate::service::deadlines::check`], which writes the mail for both); the outbox job then
//! delivers it. Several workers may run it at once: a second run for the same moment changes
//! nothing, and each game's change is guarded by its version.

use chrono::{Duration, NaiveDateTime};

use crate::service::deadlines;

use super::throttle::{Every, Ran};
use super::{JobContext, JobError};

/// How often the job runs the check.
pub const CHECK_INTERVAL: Duration = Duration::minutes(1);

/// The deadline job.
pub fn job() -> Every {
    Every::new("deadlines", CHECK_INTERVAL, check)
}

fn check(ctx: &JobContext, now: NaiveDateTime) -> Result<Ran, JobError> {
    let mut conn = ctx.pool.get_for_write()?;
    deadlines::check(&mut conn, &ctx.reminders, &ctx.mail, now, false)
        .map(|events| events.len().into())
        .map_err(|e| JobError::Setup(format!("the deadline check failed: {e}")))
}

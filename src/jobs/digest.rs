//! The daily digests as a worker job: at most once a minute, writes the digests that are due
//! (see [`crate::service::notify::send_due_digests`]); the outbox job then delivers them.

use chrono::{Duration, NaiveDateTime};

use crate::service::notify;

use super::{Job, JobContext, JobError, Throttle};

/// How often the job looks for due digests.
pub const CHECK_INTERVAL: Duration = Duration::minutes(1);
/// How many players' digests one step writes at most.
const BATCH: i64 = 100;

/// The digest job; remembers when it last looked.
#[derive(Debug, Default)]
pub struct DigestJob {
    throttle: Throttle,
}

impl Job for DigestJob {
    fn name(&self) -> &'static str {
        "digest"
    }

    fn run(&mut self, ctx: &JobContext, now: NaiveDateTime) -> Result<usize, JobError> {
        if !self.throttle.start(now, CHECK_INTERVAL) {
            return Ok(0);
        }
        let mut conn = ctx.pool.get_for_write()?;
        Ok(notify::send_due_digests(&mut conn, &ctx.mail, now, BATCH)?)
    }
}

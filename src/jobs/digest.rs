//! The daily digests as a worker job: at most once a minute, writes the digests that are due
//! (see [`crate::service::notify::send_due_digests`]); the outbox job then delivers them.

use chrono::{Duration, NaiveDateTime};

use crate::service::notify;

use super::throttle::{Every, Ran};
use super::{JobContext, JobError};

/// How often the job looks for due digests.
pub const CHECK_INTERVAL: Duration = Duration::minutes(1);
/// How many players' digests one step writes at most.
const BATCH: i64 = 100;

/// The digest job.
pub fn job() -> Every {
    Every::new("digest", CHECK_INTERVAL, write_due)
}

fn write_due(ctx: &JobContext, now: NaiveDateTime) -> Result<Ran, JobError> {
    let mut conn = ctx.pool.get_for_write()?;
    Ok(notify::send_due_digests(&mut conn, &ctx.mail, now, BATCH)?.into())
}

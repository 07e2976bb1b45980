//! Keeping the outbox small: once an hour, the bodies of messages sent more than
//! [`KEEP_BODIES`] ago are deleted ([`delivery::prune_sent_bodies`]), in batches of [`BATCH`].
//! A message's row stays (recipient, kind, subject, Message-ID, when and how it was sent), so
//! game threads keep their References and the record of what was sent remains; the text and
//! HTML, the bulk of the database's growth, go.

use chrono::{Duration, NaiveDateTime};

use crate::service::outbox as delivery;
pub use crate::service::outbox::KEEP_BODIES;

use super::{Job, JobContext, JobError};

/// How often the job looks.
pub const CHECK_INTERVAL: Duration = Duration::hours(1);

/// The most bodies deleted in one transaction (the job runs again at once while it finds some).
pub const BATCH: i64 = 1000;

/// The pruning job.
#[derive(Debug, Default)]
pub struct PruneJob {
    last_check: Option<NaiveDateTime>,
}

impl Job for PruneJob {
    fn name(&self) -> &'static str {
        "prune"
    }

    fn run(&mut self, ctx: &JobContext, now: NaiveDateTime) -> Result<usize, JobError> {
        if self
            .last_check
            .is_some_and(|last| now >= last && now - last < CHECK_INTERVAL)
        {
            return Ok(0);
        }
        let mut conn = ctx.pool.get_for_write()?;
        let pruned = delivery::prune_sent_bodies(&mut conn, now, BATCH)?;
        if usize::try_from(BATCH).is_ok_and(|batch| pruned < batch) {
            self.last_check = Some(now);
        }
        Ok(pruned)
    }
}

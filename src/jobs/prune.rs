//! Keeping the database small: once an hour,
//! - the bodies of outgoing messages sent more than [`KEEP_BODIES`] ago are deleted
//!   ([`delivery::prune_sent_bodies`]). A message's row stays (recipient, kind, subject,
//!   Message-ID, when and how it was sent), so game threads keep their References and the record
//!   of what was sent remains; the text and HTML, the bulk of the database's growth, go;
//! - incoming mail nobody acted on is let go after `mail_retention_days`
//!   ([`inbox::prune_unused`]): ignored and unreadable mail is deleted, refused mail loses its
//!   raw message and keeps its record; mail whose command was carried out is kept whole.
//!
//! Each runs in batches of [`BATCH`] (the job runs again at once while it finds some).

use chrono::{Duration, NaiveDateTime};

use crate::service::inbox;
use crate::service::outbox as delivery;
pub use crate::service::outbox::KEEP_BODIES;

use super::{Job, JobContext, JobError, Throttle};

/// How often the job looks.
pub const CHECK_INTERVAL: Duration = Duration::hours(1);

/// The most rows changed per kind in one transaction.
pub const BATCH: i64 = 1000;

/// The pruning job.
#[derive(Debug, Default)]
pub struct PruneJob {
    throttle: Throttle,
}

impl Job for PruneJob {
    fn name(&self) -> &'static str {
        "prune"
    }

    fn run(&mut self, ctx: &JobContext, now: NaiveDateTime) -> Result<usize, JobError> {
        if !self.throttle.is_due(now, CHECK_INTERVAL) {
            return Ok(0);
        }
        let mut conn = ctx.pool.get_for_write()?;
        let bodies = delivery::prune_sent_bodies(&mut conn, now, BATCH)?;
        let mail = inbox::prune_unused(&mut conn, ctx.intake.retention, now, BATCH)?;
        let batch = usize::try_from(BATCH).unwrap_or(usize::MAX);
        if bodies < batch && mail.deleted < batch && mail.emptied < batch {
            self.throttle.ran(now);
        }
        Ok(bodies + mail.deleted + mail.emptied)
    }
}

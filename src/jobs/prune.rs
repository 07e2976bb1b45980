//! Keeping the database small: once an hour,
//! - the bodies of outgoing messages sent more than [`KEEP_BODIES`] ago are deleted
//!   ([`delivery::prune_sent_bodies`]). A message's row stays (recipient, kind, subject,
//!   Message-ID, when and how it was sent), so game threads keep their References and the record
//!   of what was sent remains; the text and HTML, the bulk of the database's growth, go;
//! - incoming mail nobody acted on is let go after `mail_retention_days`
//!   ([`inbox::prune_unused`]): ignored and unreadable mail is deleted, refused mail loses its
//!   raw message and keeps its record; mail whose command was carried out is kept whole.
//!
//! - the change log the live pages read is kept for a day ([`game_changes::prune_log`], its own
//!   job, [`changes_job`]).
//!
//! Each runs in batches of [`BATCH`] (the job runs again at once while it finds some).

use chrono::{Duration, NaiveDateTime};

use crate::service::game_changes;
use crate::service::inbox;
use crate::service::outbox as delivery;
pub use crate::service::outbox::KEEP_BODIES;

use super::throttle::{Every, Ran};
use super::{JobContext, JobError};

/// How often the job looks.
pub const CHECK_INTERVAL: Duration = Duration::hours(1);

/// The most rows changed per kind in one transaction.
pub const BATCH: i64 = 1000;

/// The pruning job of the mail.
pub fn job() -> Every {
    Every::new("prune", CHECK_INTERVAL, prune)
}

/// The pruning job of the change log (a job of its own, so each reports what it let go).
pub fn changes_job() -> Every {
    Every::new("prune-changes", CHECK_INTERVAL, prune_changes)
}

fn prune_changes(ctx: &JobContext, now: NaiveDateTime) -> Result<Ran, JobError> {
    // On the writer's thread: a delivery worker holds nothing the web server waits for.
    let changes = ctx.pool.write_waiting(move |conn| {
        game_changes::prune_log(conn, now, BATCH).map_err(JobError::from)
    })?;
    let batch = usize::try_from(BATCH).unwrap_or(usize::MAX);
    Ok(Ran {
        handled: changes,
        more: changes >= batch,
    })
}

fn prune(ctx: &JobContext, now: NaiveDateTime) -> Result<Ran, JobError> {
    let retention = ctx.intake.retention;
    let (bodies, mail) = ctx.pool.write_waiting(move |conn| {
        let bodies = delivery::prune_sent_bodies(conn, now, BATCH)?;
        let mail = inbox::prune_unused(conn, retention, now, BATCH)?;
        Ok::<_, JobError>((bodies, mail))
    })?;
    let batch = usize::try_from(BATCH).unwrap_or(usize::MAX);
    Ok(Ran {
        handled: bodies + mail.deleted + mail.emptied,
        more: bodies >= batch || mail.deleted >= batch || mail.emptied >= batch,
    })
}

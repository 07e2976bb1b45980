//! Processing the inbox: take stored incoming mail one message at a time and carry out what it
//! asks ([`crate::service::inbox::process_next`]), each message in its own write transaction.
//! With a Maildir configured, [`MaildirJob`] first stores what waits in its `new/` folder.

use chrono::NaiveDateTime;

use crate::doors::maildir;
use crate::service::inbox::{self, InboxPolicy, ProcessError, Processed};

use super::{Job, JobContext, JobError};

/// How many messages one step processes at most (other jobs get their turn in between).
pub const BATCH: usize = 50;

/// The inbox as a worker job (with the instance's rules in [`JobContext::inbox`]).
#[derive(Debug, Default)]
pub struct InboxJob;

impl Job for InboxJob {
    fn name(&self) -> &'static str {
        "inbox"
    }

    fn run(&mut self, ctx: &JobContext, now: NaiveDateTime) -> Result<usize, JobError> {
        process_due(ctx, &ctx.inbox, now)
    }
}

/// Storing the messages of the configured Maildir ([`JobContext::maildir`]) in the inbox.
#[derive(Debug, Default)]
pub struct MaildirJob;

impl Job for MaildirJob {
    fn name(&self) -> &'static str {
        "maildir"
    }

    fn run(&mut self, ctx: &JobContext, now: NaiveDateTime) -> Result<usize, JobError> {
        let Some((dir, max_bytes)) = &ctx.maildir else {
            return Ok(0);
        };
        let mut conn = ctx.pool.get_for_write()?;
        let report = maildir::poll(dir, &mut conn, *max_bytes, &ctx.intake, now)
            .map_err(|e| JobError::Setup(e.to_string()))?;
        for (path, reason) in &report.refused {
            tracing::warn!("maildir: {} was not stored: {reason}", path.display());
        }
        for (path, reason) in &report.deferred {
            tracing::debug!("maildir: {} left for later: {reason}", path.display());
        }
        Ok(report.stored + report.duplicates + report.refused.len())
    }
}

/// Processes up to [`BATCH`] stored messages; returns how many.
pub fn process_due(
    ctx: &JobContext,
    policy: &InboxPolicy,
    now: NaiveDateTime,
) -> Result<usize, JobError> {
    let mut done = 0;
    while done < BATCH {
        let mut conn = ctx.pool.get_for_write()?;
        match inbox::process_next(&mut conn, &ctx.mail, policy, &ctx.worker_id, now) {
            Ok(Some((id, processed))) => {
                log(id, &processed);
                done += 1;
            }
            Ok(None) => break,
            Err(ProcessError::Stale) => {
                tracing::info!("inbox: a game changed during processing; trying again");
                done += 1;
            }
            Err(ProcessError::Database(e)) => return Err(JobError::Database(e)),
            Err(ProcessError::Notify(e)) => return Err(JobError::Notify(e)),
            Err(e) => return Err(JobError::Setup(e.to_string())),
        }
    }
    Ok(done)
}

/// Every outcome is info: robot mail, spam and unreadable messages are everyday traffic,
/// nothing an admin must act on.
fn log(id: i32, processed: &Processed) {
    tracing::info!("inbox message {id}: {}", processed.outcome());
}

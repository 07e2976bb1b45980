//! Delivering the outbox: claim due rows, build each message, hand it to the transport, and
//! record how it went (sent; retry later; failed, with the address marked as bouncing when the
//! receiving server refused it). The write gate is held only while claiming and recording,
//! never while a message is on the wire.

use std::borrow::Cow;

use chrono::NaiveDateTime;

use crate::db::outbox::OutboxRow;
use crate::mail::message::{self, MessageError};
use crate::mail::send::SendError;
use crate::service::notify::NotifyError;
use crate::service::outbox::{self as delivery, Delivery, Recorded};

use super::{Job, JobContext, JobError};

/// How many rows one step claims.
pub const BATCH: i64 = 100;

/// What one delivery step did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Report {
    /// Messages handed to the transport.
    pub sent: usize,
    /// Messages put back for a later attempt.
    pub retried: usize,
    /// Messages given up.
    pub failed: usize,
}

impl Report {
    /// Messages handled.
    pub fn total(&self) -> usize {
        self.sent + self.retried + self.failed
    }
}

/// The outbox as a worker job.
#[derive(Debug, Default)]
pub struct OutboxJob;

impl Job for OutboxJob {
    fn name(&self) -> &'static str {
        "outbox"
    }

    fn run(&mut self, ctx: &JobContext, now: NaiveDateTime) -> Result<usize, JobError> {
        Ok(deliver_due(ctx, now)?.total())
    }
}

/// Claims up to [`BATCH`] messages due at `now`, sends them and records the results.
pub fn deliver_due(ctx: &JobContext, now: NaiveDateTime) -> Result<Report, JobError> {
    let worker = ctx.worker_id.clone();
    let rows = ctx.pool.write_waiting(move |conn| {
        delivery::claim(conn, &worker, now, BATCH).map_err(JobError::from)
    })?;
    let deliveries: Vec<Delivery> = rows.iter().map(|row| send(ctx, row)).collect();
    let Batch {
        rows,
        deliveries,
        recorded,
    } = record(ctx, rows, deliveries, now)?;
    let results: Vec<(&OutboxRow, &Delivery)> = rows.iter().zip(&deliveries).collect();
    let mut report = Report::default();
    for ((row, result), recorded) in results.iter().zip(recorded) {
        match recorded {
            Recorded::Sent => report.sent += 1,
            Recorded::Retry(at) => {
                // A retry is routine; only a failure for good needs the admin.
                tracing::info!(
                    "mail {} to {} will be tried again at {at}: {result:?}",
                    row.id,
                    row.recipient
                );
                report.retried += 1;
            }
            Recorded::Failed => {
                tracing::warn!(
                    "mail {} to {} failed for good: {result:?}",
                    row.id,
                    row.recipient
                );
                report.failed += 1;
            }
            Recorded::LostClaim => {
                tracing::warn!("mail {}: the claim ran out while sending", row.id);
            }
        }
    }
    Ok(report)
}

/// A batch of claimed rows, how sending each went, and what was recorded.
struct Batch {
    rows: Vec<OutboxRow>,
    deliveries: Vec<Delivery>,
    recorded: Vec<Recorded>,
}

/// Records how sending `rows` went (`deliveries`, in the same order) in the next write; hands
/// both back with what was recorded. Claims and records ride in the moves' group commit
/// ([`crate::db::Pool::write_waiting`]) rather than each paying for a commit of its own.
fn record(
    ctx: &JobContext,
    rows: Vec<OutboxRow>,
    deliveries: Vec<Delivery>,
    now: NaiveDateTime,
) -> Result<Batch, JobError> {
    let worker = ctx.worker_id.clone();
    ctx.pool.write_waiting(move |conn| {
        let results: Vec<(&OutboxRow, Delivery)> =
            rows.iter().zip(deliveries.iter().cloned()).collect();
        let recorded = delivery::record_all(conn, &results, &worker, now)?;
        Ok(Batch {
            rows,
            deliveries,
            recorded,
        })
    })
}

/// `row` as it is sent: a game mail stored to be rendered when sent gets its bodies, from a
/// reading connection (which may use the game the last move kept); tried again later when the
/// database fails, given up when the mail cannot be rendered at all.
fn render<'a>(ctx: &JobContext, row: &'a OutboxRow) -> Result<Cow<'a, OutboxRow>, Delivery> {
    if row.snapshot.is_none() {
        return Ok(Cow::Borrowed(row));
    }
    let _reading = ctx.pool.reading();
    let mut conn = ctx.pool.get().map_err(|e| Delivery::Retry(e.to_string()))?;
    let rendered = delivery::as_sent(&mut conn, &ctx.mail, row).map_err(|e| match e {
        NotifyError::Database(_) => Delivery::Retry(e.to_string()),
        _ => Delivery::Invalid(e.to_string()),
    })?;
    Ok(Cow::Owned(rendered))
}

/// Builds and sends one message.
fn send(ctx: &JobContext, row: &OutboxRow) -> Delivery {
    let row = match render(ctx, row) {
        Ok(row) => row,
        Err(failed) => return failed,
    };
    let bounce_to = ctx.mail.bounce_address(row.id);
    let mut message = match message::build(&row, &ctx.from, &bounce_to) {
        Ok(message) => message,
        Err(e @ MessageError::Recipient { .. }) => return Delivery::Rejected(e.to_string()),
        Err(e) => return Delivery::Invalid(e.to_string()),
    };
    if let Some(signer) = &ctx.dkim {
        signer.sign(&mut message);
    }
    match ctx.mailer.send(&message, &format!("{:08}", row.id)) {
        Ok(()) => Delivery::Sent,
        Err(SendError::Transient(e)) => Delivery::Retry(e),
        Err(SendError::Rejected(e)) => Delivery::Rejected(e),
        Err(SendError::Setup(e)) => {
            tracing::error!("mail cannot be sent until the mail settings are fixed: {e}");
            Delivery::Retry(e)
        }
    }
}

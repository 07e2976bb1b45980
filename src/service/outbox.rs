//! Delivery bookkeeping for the worker: claim due outbox rows, and record how sending went.
//!
//! A claim is a lease of [`LEASE`]: if the worker dies while sending, the row becomes due again
//! by itself. A transient failure puts the row back with a back-off that doubles from one
//! minute up to six hours ([`backoff`]); after [`MAX_ATTEMPTS`] attempts it fails for good. A
//! refusal of the address fails the row and marks the address as bouncing; the next message
//! that gets through to the same address clears the mark.

use chrono::{Duration, NaiveDateTime};

use crate::db::outbox::{self, OutboxRow};
use crate::db::{DbConnection, DbResult, users, write_transaction};
use crate::service::notify::{MailSettings, NotifyError, sending};

/// How long a claimed row stays with its worker.
pub const LEASE: Duration = Duration::minutes(10);
/// Attempts (claims) after which a row that keeps failing is given up.
pub const MAX_ATTEMPTS: i32 = 12;
/// The first retry pause; each further one doubles, up to [`MAX_BACKOFF`].
pub const FIRST_BACKOFF: Duration = Duration::minutes(1);
/// The longest retry pause.
pub const MAX_BACKOFF: Duration = Duration::hours(6);

/// How sending one message went.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Delivery {
    /// The transport took it.
    Sent,
    /// Try again later.
    Retry(String),
    /// The recipient's address was refused for good.
    Rejected(String),
    /// The message can never be sent, for a reason that is not the address's.
    Invalid(String),
}

/// What became of a row after [`record_all`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Recorded {
    /// Marked sent.
    Sent,
    /// Due again at this time.
    Retry(NaiveDateTime),
    /// Failed for good.
    Failed,
    /// Another worker holds the row now (this one's lease ran out); nothing was changed.
    LostClaim,
}

/// The pause before the next attempt after `attempts` attempts.
pub fn backoff(attempts: i32) -> Duration {
    let doublings = u32::try_from(attempts.saturating_sub(1).clamp(0, 20)).unwrap_or(0);
    let minutes = FIRST_BACKOFF
        .num_minutes()
        .saturating_mul(1i64 << doublings);
    Duration::minutes(minutes).min(MAX_BACKOFF)
}

/// `row` as it is sent: a game mail stored to be rendered when sent
/// ([`crate::service::notify::snapshot`]) with its bodies and thread headers worked out now,
/// any other row as it is.
///
/// # Errors
///
/// Those of [`sending::render`].
pub fn as_sent(
    conn: &mut DbConnection,
    mail: &MailSettings,
    row: &OutboxRow,
) -> Result<OutboxRow, NotifyError> {
    let mut row = row.clone();
    if let Some(rendered) = sending::render(conn, mail, &row)? {
        row.text_body = rendered.text;
        row.html_body = rendered.html;
        row.in_reply_to = rendered.in_reply_to;
        row.thread_references = rendered.references;
        row.snapshot = None;
    }
    Ok(row)
}

/// Claims up to `limit` due rows for `worker` (in its own write transaction).
pub fn claim(
    conn: &mut DbConnection,
    worker: &str,
    now: NaiveDateTime,
    limit: i64,
) -> DbResult<Vec<OutboxRow>> {
    write_transaction(conn, |conn| {
        outbox::claim_due(conn, worker, now, now + LEASE, limit)
    })
}

/// Records how sending each claimed row went, all in one write transaction (one commit for a
/// whole batch instead of one per message; the sent ones, the usual case, in two statements for
/// the batch). A crash between sending and recording leaves the rows claimed; they are sent
/// again when the lease runs out (delivery is at least once).
pub fn record_all(
    conn: &mut DbConnection,
    results: &[(&OutboxRow, Delivery)],
    worker: &str,
    now: NaiveDateTime,
) -> DbResult<Vec<Recorded>> {
    write_transaction(conn, |conn| {
        let sent = record_sent(conn, results, worker, now)?;
        results
            .iter()
            .map(|(row, delivery)| match delivery {
                Delivery::Sent if sent.contains(&row.id) => Ok(Recorded::Sent),
                Delivery::Sent => Ok(Recorded::LostClaim),
                other => record_unsent(conn, row, worker, other, now),
            })
            .collect()
    })
}

/// Marks the sent rows of `results` sent and clears their recipients' bouncing marks; returns
/// the rows this worker still held.
fn record_sent(
    conn: &mut DbConnection,
    results: &[(&OutboxRow, Delivery)],
    worker: &str,
    now: NaiveDateTime,
) -> DbResult<Vec<i32>> {
    let sent: Vec<&OutboxRow> = results
        .iter()
        .filter(|(_, delivery)| *delivery == Delivery::Sent)
        .map(|(row, _)| *row)
        .collect();
    let delivered: Vec<(i32, &str)> = sent
        .iter()
        .filter_map(|row| Some((row.user_id?, row.recipient.as_str())))
        .collect();
    users::clear_bouncing_all(conn, &delivered)?;
    let ids: Vec<i32> = sent.iter().map(|row| row.id).collect();
    outbox::mark_all_sent(conn, &ids, worker, now)
}

/// Records a message that was not sent, inside the caller's transaction.
fn record_unsent(
    conn: &mut DbConnection,
    row: &OutboxRow,
    worker: &str,
    delivery: &Delivery,
    now: NaiveDateTime,
) -> DbResult<Recorded> {
    let (done, recorded) = match delivery {
        Delivery::Sent => return Ok(Recorded::Sent),
        Delivery::Retry(error) if row.attempts < MAX_ATTEMPTS => {
            let next = now + backoff(row.attempts);
            (
                outbox::mark_retry(conn, row.id, worker, error, next)?,
                Recorded::Retry(next),
            )
        }
        Delivery::Retry(error) => {
            let error = format!("{error} (given up after {} attempts)", row.attempts);
            (
                outbox::mark_failed(conn, row.id, worker, &error)?,
                Recorded::Failed,
            )
        }
        Delivery::Rejected(error) => {
            if let Some(user) = row.user_id {
                users::mark_bouncing(conn, user, &row.recipient, now, error)?;
            }
            (
                outbox::mark_failed(conn, row.id, worker, error)?,
                Recorded::Failed,
            )
        }
        Delivery::Invalid(error) => (
            outbox::mark_failed(conn, row.id, worker, error)?,
            Recorded::Failed,
        ),
    };
    Ok(if done { recorded } else { Recorded::LostClaim })
}

/// How long a sent message's text and HTML are kept.
pub const KEEP_BODIES: Duration = Duration::days(90);

/// Deletes, in one write transaction, the bodies of up to `limit` messages sent more than
/// [`KEEP_BODIES`] before `now` (their rows stay, so game threads keep their References);
/// returns how many.
pub fn prune_sent_bodies(
    conn: &mut DbConnection,
    now: NaiveDateTime,
    limit: i64,
) -> DbResult<usize> {
    write_transaction(conn, |conn| {
        outbox::prune_bodies(conn, now - KEEP_BODIES, limit)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_back_off_doubles_up_to_six_hours() {
        assert_eq!(backoff(1), Duration::minutes(1));
        assert_eq!(backoff(2), Duration::minutes(2));
        assert_eq!(backoff(5), Duration::minutes(16));
        assert_eq!(backoff(10), Duration::hours(6));
        assert_eq!(backoff(1000), Duration::hours(6));
        assert_eq!(backoff(0), Duration::minutes(1));
    }
}

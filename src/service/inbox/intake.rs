//! The intake limits: how many messages one sender and one SMTP client may have stored per
//! hour, and how long mail that nobody acted on is kept.
//!
//! The counts are of rows in the inbox received in the last hour, so every door and every
//! process agrees on them. A door asks [`admit`] as early as it knows the sender (the SMTP
//! listener at `MAIL FROM`, answering `452` when refused) and stores through
//! [`receive_within`], which asks again just before storing: with several connections at once a
//! client can pass `MAIL FROM` on each, so the second check is what holds (a `452` after the
//! data then). A redelivery of a message stored before is always accepted as the duplicate it
//! is, limit or not.
//!
//! Retention ([`prune_unused`], run by the worker's prune job): ignored and unreadable mail is
//! deleted after [`IntakeLimits::retention`]; refused mail keeps its row (sender, recipients,
//! date, Message-ID and the outcome, which says what was refused and why) but loses its raw
//! text; mail whose command was carried out is kept whole, because it is the player's own
//! record of the move (the text it was read from, its Date and Received trail) that an appeal
//! about the move looks at.

use chrono::{Duration, NaiveDateTime};

use super::{Incoming, ReceiveError, receive};
use crate::config::IntakeLimits;
use crate::db::inbox::{self, Pruned, Stored};
use crate::db::{DbConnection, DbResult, write_transaction};

/// The window the per-hour limits count over.
pub const WINDOW: Duration = Duration::hours(1);

/// A limit that refuses a message for now.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LimitReached {
    /// The sender had its share.
    #[error(
        "the sender {sender:?} has had {limit} messages stored in the last hour \
         (mail_per_sender_per_hour); try again later"
    )]
    Sender {
        /// The sender, in lower case.
        sender: String,
        /// The limit.
        limit: u32,
    },
    /// The SMTP client had its share.
    #[error(
        "the client {client} has had {limit} messages stored in the last hour \
         (mail_per_client_per_hour); try again later"
    )]
    Client {
        /// The client's address.
        client: String,
        /// The limit.
        limit: u32,
    },
}

/// Why a message was not stored.
#[derive(Debug, thiserror::Error)]
pub enum IntakeError {
    /// A limit refuses it for now (temporary: the sender should try again later).
    #[error(transparent)]
    Limit(#[from] LimitReached),
    /// Storing failed.
    #[error(transparent)]
    Store(#[from] ReceiveError),
}

/// Whether another message from `sender` (any case) through `client` may be stored at `now`
/// under `limits`; `None` for either means it is not known (and not counted).
pub fn admit(
    conn: &mut DbConnection,
    limits: &IntakeLimits,
    sender: Option<&str>,
    client: Option<&str>,
    now: NaiveDateTime,
) -> Result<(), IntakeError> {
    let since = now - WINDOW;
    let over = |count: i64, limit: u32| limit > 0 && count >= i64::from(limit);
    if let Some(sender) = sender {
        let sender = sender.to_ascii_lowercase();
        let limit = limits.per_sender_per_hour;
        let count =
            inbox::count_from_sender_since(conn, &sender, since).map_err(ReceiveError::from)?;
        if over(count, limit) {
            return Err(LimitReached::Sender { sender, limit }.into());
        }
    }
    if let Some(client) = client {
        let limit = limits.per_client_per_hour;
        let count =
            inbox::count_from_client_since(conn, client, since).map_err(ReceiveError::from)?;
        if over(count, limit) {
            let client = client.to_owned();
            return Err(LimitReached::Client { client, limit }.into());
        }
    }
    Ok(())
}

/// Stores a received message as [`receive`] does, unless a limit refuses it (a message stored
/// before is reported as the duplicate it is either way).
pub fn receive_within(
    conn: &mut DbConnection,
    incoming: &Incoming<'_>,
    limits: &IntakeLimits,
    now: NaiveDateTime,
) -> Result<Stored, IntakeError> {
    match admit(conn, limits, incoming.sender, incoming.client, now) {
        Ok(()) => Ok(receive(conn, incoming, now)?),
        Err(IntakeError::Limit(reached)) => {
            match inbox::find_id(conn, incoming.key).map_err(ReceiveError::from)? {
                Some(id) => Ok(Stored::Duplicate(id)),
                None => Err(reached.into()),
            }
        }
        Err(e) => Err(e),
    }
}

/// Deletes up to `batch` rows (and empties up to `batch` raw messages) of mail that nobody acted
/// on and that was received more than `retention` before `now` (see the module docs), in one
/// write transaction.
pub fn prune_unused(
    conn: &mut DbConnection,
    retention: Duration,
    now: NaiveDateTime,
    batch: i64,
) -> DbResult<Pruned> {
    write_transaction(conn, |conn| {
        inbox::prune_unused(conn, now - retention, batch)
    })
}

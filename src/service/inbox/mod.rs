//! Receiving mail: whatever door a message comes through, it is stored in the inbox, raw, before
//! anything else happens to it, and only once per message key (see [`crate::db::inbox`]). The
//! doors (SMTP listener, `kingpost mail ingest`) work out the key with the mail adapter's parser
//! and call [`receive`]. Processing the stored messages is a separate step ([`process_next`]),
//! run by the worker: it authenticates each message and carries out its command (see
//! [`process`] for the order of the checks and [`apply`] for the commands).
//!
//! The doors store through [`receive_within`], which first applies the intake limits (see
//! [`intake`]): a sender or an SMTP client past its share of stored messages per hour is
//! refused for now, so the sending side keeps the message and tries again later.

mod answer;
mod apply;
mod bounces;
mod by_game;
mod challenge_reply;
pub mod intake;
pub mod process;
mod said;

pub use answer::{ProcessError, Processed};
pub use bounces::SoftBounces;
pub use intake::{IntakeError, LimitReached, admit, prune_unused, receive_within};
pub use process::{InboxPolicy, process_next};

use chrono::NaiveDateTime;

use crate::db::inbox::{self, NewInboxMail, Source, Stored};
use crate::db::{DbConnection, DbError};

/// A message as a door hands it over.
#[derive(Debug, Clone)]
pub struct Incoming<'a> {
    /// The message key (Message-ID or content hash).
    pub key: &'a str,
    /// The message as received.
    pub raw: &'a [u8],
    /// The door.
    pub source: Source,
    /// The SMTP envelope sender, if known (empty for a null sender).
    pub envelope_from: Option<&'a str>,
    /// The SMTP envelope recipients, if known.
    pub envelope_to: &'a [String],
    /// The SMTP client's address, when it came through the listener.
    pub client: Option<&'a str>,
    /// The sender the per-sender limit counts, when known: the envelope sender, or what the
    /// final delivery recorded as Return-Path (empty for a null sender).
    pub sender: Option<&'a str>,
}

/// Why a message could not be stored; the door reports a temporary failure so the sender
/// retries later.
#[derive(Debug, thiserror::Error)]
#[error("the message could not be stored in the inbox ({0}); it should be delivered again later")]
pub struct ReceiveError(#[from] pub DbError);

/// Stores a received message (or recognises it as already stored).
pub fn receive(
    conn: &mut DbConnection,
    incoming: &Incoming<'_>,
    now: NaiveDateTime,
) -> Result<Stored, ReceiveError> {
    let sender = incoming.sender.map(str::to_ascii_lowercase);
    let new = NewInboxMail {
        message_id: incoming.key,
        raw: incoming.raw,
        source: incoming.source,
        envelope_from: incoming.envelope_from,
        envelope_to: incoming.envelope_to,
        received_at: now,
        client_addr: incoming.client,
        sender: sender.as_deref(),
    };
    Ok(inbox::store_raw(conn, &new)?)
}

//! `kingpost mail ingest`: one message on standard input is stored in the inbox, for a mail
//! server's pipe transport (Postfix `pipe`, Exim `pipe`, procmail, fetchmail's `--mda`).
//!
//! The door does as little as possible and answers in the language MTAs understand, the exit
//! codes of `sysexits.h`: [`EX_OK`] when the message is stored (also when it was stored before:
//! a redelivery is not an error), [`EX_TEMPFAIL`] when it could not be stored for now (database
//! down, configuration unreadable, input cut off) so the MTA keeps it and tries again, and
//! [`EX_DATAERR`] when the input is not an email at all or is larger than `mail_max_bytes`, which
//! the MTA returns to the sender. A sender (`--sender`) past its share of stored messages per
//! hour (`mail_per_sender_per_hour`) is [`EX_TEMPFAIL`] too: the MTA keeps the message and tries
//! again later. Reading the command and acting on it happens later, from the stored copy.
//!
//! Exit 0 means committed: the message is written in a transaction whose commit succeeded (a
//! full disk, a read-only or locked database give 75). The door stores only into an existing
//! Kingpost database: a data directory that is read-only or holds no Kingpost database is
//! refused with 75 and a line saying so, never "stored" into a fresh empty database made on the
//! spot, unless `--init` ([`Target::init`]) asks for a new one.

use std::io::{self, Read};

use chrono::NaiveDateTime;

use crate::config::IntakeLimits;
use crate::db::inbox::{Source, Stored};
use crate::db::{self, DatabaseUrl, OpenError, OpenOptions};
use crate::mail::inbound::{self, InboundError};
use crate::service::inbox::{Incoming, IntakeError, LimitReached, receive_within};

/// Exit code: the message was stored (or had been stored before).
pub const EX_OK: i32 = 0;
/// Exit code: the input is not an email, or is too large; the MTA bounces it.
pub const EX_DATAERR: i32 = 65;
/// Exit code: the message could not be stored now; the MTA retries later.
pub const EX_TEMPFAIL: i32 = 75;

/// The SMTP envelope as the MTA passes it on the command line.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Envelope {
    /// The envelope sender (`MAIL FROM`); empty for a bounce.
    pub from: Option<String>,
    /// The envelope recipients (`RCPT TO`).
    pub to: Vec<String>,
}

/// Why a message was not stored.
#[derive(Debug, thiserror::Error)]
pub enum IngestError {
    /// Standard input could not be read to its end.
    #[error("cannot read the message from standard input: {0}; the mail server should try again")]
    Read(#[from] io::Error),
    /// The input is larger than the limit.
    #[error(
        "the message is larger than {limit} bytes (mail_max_bytes); send a smaller message or \
         raise mail_max_bytes"
    )]
    TooLarge {
        /// The limit.
        limit: usize,
    },
    /// The input is not an email.
    #[error("{0}")]
    NotMail(#[from] InboundError),
    /// The database could not be reached or written.
    #[error("{0}; the mail server should try again")]
    Database(String),
    /// The sender had its share of stored messages for now.
    #[error("{0}; the mail server should try again later")]
    Limit(LimitReached),
    /// The database is not there or cannot be written (read-only data directory).
    #[error("{0}; the message was not stored, the mail server should try again")]
    Refused(OpenError),
}

/// Where [`ingest`] stores.
#[derive(Debug, Clone, Copy)]
pub struct Target<'a> {
    /// The database.
    pub database: &'a DatabaseUrl,
    /// How to open it.
    pub options: OpenOptions,
    /// Create the database (and apply the migrations) if it is not there (`--init`); without
    /// it, only an existing Kingpost database is written to.
    pub init: bool,
}

impl IngestError {
    /// The `sysexits.h` code for this failure: [`EX_DATAERR`] for input that will never be
    /// accepted, [`EX_TEMPFAIL`] for everything that may work later.
    pub fn exit_code(&self) -> i32 {
        match self {
            IngestError::TooLarge { .. } | IngestError::NotMail(_) => EX_DATAERR,
            IngestError::Read(_)
            | IngestError::Database(_)
            | IngestError::Limit(_)
            | IngestError::Refused(_) => EX_TEMPFAIL,
        }
    }
}

/// Reads the whole input, refusing more than `max_bytes`.
///
/// # Errors
///
/// [`IngestError::Read`] or [`IngestError::TooLarge`].
pub fn read_message(input: &mut impl Read, max_bytes: usize) -> Result<Vec<u8>, IngestError> {
    let mut raw = Vec::new();
    let limit = u64::try_from(max_bytes)
        .unwrap_or(u64::MAX)
        .saturating_add(1);
    input.take(limit).read_to_end(&mut raw)?;
    if raw.len() > max_bytes {
        return Err(IngestError::TooLarge { limit: max_bytes });
    }
    Ok(raw)
}

/// Checks that `raw` is an email and stores it in the inbox of the target's database, which
/// must exist unless `target.init` (pending migrations are applied first either way).
///
/// # Errors
///
/// [`IngestError::NotMail`] before the database is touched; [`IngestError::Refused`] when the
/// database is missing or read-only; [`IngestError::Database`] when it cannot be reached,
/// migrated or written; [`IngestError::Limit`] when the envelope sender had its share of stored
/// messages in the last hour under `limits`.
pub fn ingest(
    target: &Target<'_>,
    raw: &[u8],
    envelope: &Envelope,
    limits: &IntakeLimits,
    now: NaiveDateTime,
) -> Result<Stored, IngestError> {
    let key = inbound::identify(raw)?;
    let database_error = |e: &dyn std::fmt::Display| IngestError::Database(e.to_string());
    db::check_writable(target.database).map_err(IngestError::Refused)?;
    let mut conn = if target.init {
        db::connect_once_with(target.database, target.options).map_err(|e| database_error(&e))?
    } else {
        db::open_existing(target.database, target.options).map_err(|e| match e {
            OpenError::NotKingpost { .. } | OpenError::ReadOnly { .. } => IngestError::Refused(e),
            other => database_error(&other),
        })?
    };
    db::migrate(&mut conn).map_err(|e| database_error(&e))?;
    let incoming = Incoming {
        key: key.as_str(),
        raw,
        source: Source::Ingest,
        envelope_from: envelope.from.as_deref(),
        envelope_to: &envelope.to,
        client: None,
        sender: envelope.from.as_deref(),
    };
    receive_within(&mut conn, &incoming, limits, now).map_err(|e| match e {
        IntakeError::Limit(reached) => IngestError::Limit(reached),
        IntakeError::Store(e) => match e.0.storage_failure() {
            Some(failure) => IngestError::Database(format!("{failure}: {e}")),
            None => database_error(&e),
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn input_over_the_limit_is_refused() {
        let mut input: &[u8] = b"0123456789";
        assert!(matches!(
            read_message(&mut input, 9),
            Err(IngestError::TooLarge { limit: 9 })
        ));
        let mut input: &[u8] = b"0123456789";
        assert_eq!(read_message(&mut input, 10).unwrap().len(), 10);
    }

    #[test]
    fn exit_codes_follow_sysexits() {
        assert_eq!(IngestError::TooLarge { limit: 1 }.exit_code(), 65);
        assert_eq!(IngestError::NotMail(InboundError::Empty).exit_code(), 65);
        assert_eq!(IngestError::Database("down".into()).exit_code(), 75);
    }
}

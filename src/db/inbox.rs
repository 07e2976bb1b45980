//! The inbox: every incoming mail, stored raw before anything else happens to it.
//!
//! A door stores a message with [`store_raw`], which is idempotent on the message key (its
//! Message-ID, or a content hash when it has none): a redelivered message is reported as
//! [`Stored::Duplicate`] and nothing new is written. Processing takes one row at a time with
//! [`claim_next_unprocessed`]: on PostgreSQL the row is locked with `FOR UPDATE SKIP LOCKED`, so
//! several workers never take the same row and never wait for each other; on SQLite the write
//! transaction serialises them. A claim is a lease: a row whose worker crashed before marking it
//! is claimed again once the lease has passed, so nothing received is ever lost. Processing ends
//! with [`mark_processed`], which only changes a row that is still `new` (so a second worker that
//! raced past an expired lease cannot process a message twice, if both mark in the transaction
//! that applies the command).

use chrono::{Duration, NaiveDateTime};
use diesel::prelude::*;

use super::schema::inbox;
use super::{DbConnection, DbError, DbResult};
use crate::wake::Channel;

/// Which door a message came through.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// The built-in SMTP listener.
    Smtp,
    /// `kingpost mail ingest` (an MTA's pipe transport).
    Ingest,
    /// A watched Maildir folder.
    Maildir,
}

impl Source {
    /// The stored name: `smtp`, `ingest` or `maildir`.
    pub fn as_str(self) -> &'static str {
        match self {
            Source::Smtp => "smtp",
            Source::Ingest => "ingest",
            Source::Maildir => "maildir",
        }
    }
}

/// Where a stored message is in its processing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// Not processed yet (perhaps claimed by a worker).
    New,
    /// Processed: its command was applied or answered.
    Processed,
    /// Deliberately left alone (an auto-reply, a duplicate in content, our own mail).
    Ignored,
    /// Processing failed for good; the outcome says why.
    Failed,
}

impl Status {
    /// The stored name: `new`, `processed`, `ignored` or `failed`.
    pub fn as_str(self) -> &'static str {
        match self {
            Status::New => "new",
            Status::Processed => "processed",
            Status::Ignored => "ignored",
            Status::Failed => "failed",
        }
    }

    /// The status with this stored name.
    pub fn from_name(name: &str) -> Option<Status> {
        [
            Status::New,
            Status::Processed,
            Status::Ignored,
            Status::Failed,
        ]
        .into_iter()
        .find(|s| s.as_str() == name)
    }
}

/// The form for a newly received message.
#[derive(Debug, Clone)]
pub struct NewInboxMail<'a> {
    /// Message-ID without angle brackets, or `sha256:…` (see `mail::inbound::MessageKey`).
    pub message_id: &'a str,
    /// The message exactly as received.
    pub raw: &'a [u8],
    /// The door it came through.
    pub source: Source,
    /// The SMTP envelope sender (`MAIL FROM`), if known; empty for a bounce's null sender.
    pub envelope_from: Option<&'a str>,
    /// The SMTP envelope recipients (`RCPT TO`), if known.
    pub envelope_to: &'a [String],
    /// When it arrived.
    pub received_at: NaiveDateTime,
    /// The SMTP client's address, when it came through the listener.
    pub client_addr: Option<&'a str>,
    /// The sender the per-sender limit counts (lower case), when known.
    pub sender: Option<&'a str>,
}

#[derive(Insertable)]
#[diesel(table_name = inbox)]
struct InboxInsert<'a> {
    message_id: &'a str,
    raw: &'a [u8],
    size: i32,
    source: &'a str,
    envelope_from: Option<&'a str>,
    envelope_to: String,
    received_at: NaiveDateTime,
    client_addr: Option<&'a str>,
    sender: Option<&'a str>,
}

/// A stored message.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = inbox)]
pub struct InboxRow {
    /// Id, in order of arrival.
    pub id: i32,
    /// The message key.
    pub message_id: String,
    /// The message as received.
    pub raw: Vec<u8>,
    /// Its size in bytes.
    pub size: i32,
    /// `smtp`, `ingest` or `maildir`.
    pub source: String,
    /// The envelope sender, if known.
    pub envelope_from: Option<String>,
    /// The envelope recipients, one per line.
    pub envelope_to: String,
    /// When it arrived.
    pub received_at: NaiveDateTime,
    /// `new`, `processed`, `ignored` or `failed`.
    pub status: String,
    /// How often it was claimed.
    pub attempts: i32,
    /// The worker holding (or last holding) the claim.
    pub claimed_by: Option<String>,
    /// When it was claimed.
    pub claimed_at: Option<NaiveDateTime>,
    /// When processing finished.
    pub processed_at: Option<NaiveDateTime>,
    /// What processing did, in words.
    pub outcome: Option<String>,
    /// The SMTP client's address, when it came through the listener.
    pub client_addr: Option<String>,
    /// The sender the per-sender limit counts, when known.
    pub sender: Option<String>,
}

impl InboxRow {
    /// The envelope recipients as a list.
    pub fn envelope_recipients(&self) -> Vec<String> {
        self.envelope_to
            .lines()
            .filter(|l| !l.is_empty())
            .map(str::to_owned)
            .collect()
    }
}

/// What [`store_raw`] did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stored {
    /// A new row with this id.
    New(i32),
    /// The message was already stored, in the row with this id; nothing was written.
    Duplicate(i32),
}

/// Stores a received message unless one with the same key is stored already, in a write
/// transaction of its own: `Ok` means committed (or stored before), so a door may acknowledge
/// it. A unique-key race with another process is resolved by reading the winner's row.
pub fn store_raw(conn: &mut DbConnection, new: &NewInboxMail<'_>) -> DbResult<Stored> {
    super::write_transaction(conn, |conn| {
        if let Some(id) = find_id(conn, new.message_id)? {
            return Ok(Stored::Duplicate(id));
        }
        match super::savepoint(conn, |conn| insert_raw(conn, new)) {
            Ok(id) => Ok(Stored::New(id)),
            Err(e) if e.is_unique_violation() => match find_id(conn, new.message_id)? {
                Some(id) => Ok(Stored::Duplicate(id)),
                None => Err(DbError::not_found()),
            },
            Err(e) => Err(e),
        }
    })
}

fn insert_raw(conn: &mut DbConnection, new: &NewInboxMail<'_>) -> DbResult<i32> {
    let insert = InboxInsert {
        message_id: new.message_id,
        raw: new.raw,
        size: i32::try_from(new.raw.len()).unwrap_or(i32::MAX),
        source: new.source.as_str(),
        envelope_from: new.envelope_from,
        envelope_to: new.envelope_to.join("\n"),
        received_at: new.received_at,
        client_addr: new.client_addr,
        sender: new.sender,
    };
    let id = super::returned(
        diesel::insert_into(inbox::table)
            .values(&insert)
            .returning(inbox::id),
        conn,
    )?;
    super::notify(conn, Channel::Inbox, None)?;
    Ok(id)
}

/// The id of the stored message with this key, if there is one.
pub fn find_id(conn: &mut DbConnection, message_id: &str) -> DbResult<Option<i32>> {
    inbox::table
        .filter(inbox::message_id.eq(message_id))
        .select(inbox::id)
        .first(conn)
        .optional()
        .map_err(DbError::from)
}

/// Claims the oldest `new` message that nobody holds (or whose claim is older than `lease`) for
/// `worker`, counting the attempt; `None` when there is none. Runs its own write transaction.
pub fn claim_next_unprocessed(
    conn: &mut DbConnection,
    worker: &str,
    now: NaiveDateTime,
    lease: Duration,
) -> DbResult<Option<InboxRow>> {
    super::write_transaction(conn, |conn| claim_next_in(conn, worker, now, lease))
}

/// [`claim_next_unprocessed`] inside the caller's open write transaction: on PostgreSQL the row
/// stays locked until that transaction ends, so a worker can claim, process and mark a message
/// in one transaction, and a crash before its commit leaves the message as it was.
pub fn claim_next_in(
    conn: &mut DbConnection,
    worker: &str,
    now: NaiveDateTime,
    lease: Duration,
) -> DbResult<Option<InboxRow>> {
    {
        let stale = now - lease;
        let candidates = inbox::table
            .filter(inbox::status.eq(Status::New.as_str()))
            .filter(inbox::claimed_at.is_null().or(inbox::claimed_at.lt(stale)))
            .order(inbox::id)
            .select(inbox::id);
        let id: Option<i32> = match conn {
            DbConnection::Postgresql(pg) => {
                candidates.for_update().skip_locked().first(pg).optional()?
            }
            DbConnection::Sqlite(sqlite) => candidates.first(sqlite).optional()?,
        };
        let Some(id) = id else {
            return Ok(None);
        };
        diesel::update(inbox::table.find(id))
            .set((
                inbox::claimed_by.eq(worker),
                inbox::claimed_at.eq(now),
                inbox::attempts.eq(inbox::attempts + 1),
            ))
            .execute(conn)?;
        inbox::table
            .find(id)
            .select(InboxRow::as_select())
            .first(conn)
            .map(Some)
            .map_err(DbError::from)
    }
}

/// Records a failed processing attempt of a message by `worker` at `now`: it is taken again
/// once the lease has passed, so a message that fails every time does not hold up the others.
pub fn note_failed_attempt(
    conn: &mut DbConnection,
    id: i32,
    worker: &str,
    now: NaiveDateTime,
) -> DbResult<()> {
    diesel::update(inbox::table.find(id))
        .set((
            inbox::claimed_by.eq(Some(worker)),
            inbox::claimed_at.eq(Some(now)),
            inbox::attempts.eq(inbox::attempts + 1),
        ))
        .execute(conn)
        .map(|_| ())
        .map_err(DbError::from)
}

/// Marks a message as done with `status` and a short `outcome`; only a row still `new` changes.
/// Returns whether it did. Call it in the transaction that applies the message's command, so
/// the command and the mark commit together.
pub fn mark_processed(
    conn: &mut DbConnection,
    id: i32,
    status: Status,
    outcome: &str,
    now: NaiveDateTime,
) -> DbResult<bool> {
    let changed = diesel::update(
        inbox::table
            .find(id)
            .filter(inbox::status.eq(Status::New.as_str())),
    )
    .set((
        inbox::status.eq(status.as_str()),
        inbox::outcome.eq(Some(outcome)),
        inbox::processed_at.eq(Some(now)),
    ))
    .execute(conn)?;
    Ok(changed == 1)
}

/// Gives up a claim without processing (for example after a transient failure), so the message
/// is taken again at once instead of after the lease.
pub fn release_claim(conn: &mut DbConnection, id: i32) -> DbResult<()> {
    diesel::update(inbox::table.find(id))
        .set((
            inbox::claimed_by.eq(None::<String>),
            inbox::claimed_at.eq(None::<NaiveDateTime>),
        ))
        .execute(conn)
        .map(|_| ())
        .map_err(DbError::from)
}

/// The stored message with this id.
pub fn get(conn: &mut DbConnection, id: i32) -> DbResult<Option<InboxRow>> {
    inbox::table
        .find(id)
        .select(InboxRow::as_select())
        .first(conn)
        .optional()
        .map_err(DbError::from)
}

/// How many messages are stored.
pub fn count(conn: &mut DbConnection) -> DbResult<i64> {
    inbox::table.count().get_result(conn).map_err(DbError::from)
}

/// How many messages have `status`.
pub fn count_with_status(conn: &mut DbConnection, status: Status) -> DbResult<i64> {
    inbox::table
        .filter(inbox::status.eq(status.as_str()))
        .count()
        .get_result(conn)
        .map_err(DbError::from)
}

/// How many messages stored since `since` the per-sender limit counts for `sender`.
pub fn count_from_sender_since(
    conn: &mut DbConnection,
    sender: &str,
    since: NaiveDateTime,
) -> DbResult<i64> {
    inbox::table
        .filter(inbox::sender.eq(sender))
        .filter(inbox::received_at.ge(since))
        .count()
        .get_result(conn)
        .map_err(DbError::from)
}

/// How many messages stored since `since` came from the SMTP client `client`.
pub fn count_from_client_since(
    conn: &mut DbConnection,
    client: &str,
    since: NaiveDateTime,
) -> DbResult<i64> {
    inbox::table
        .filter(inbox::client_addr.eq(client))
        .filter(inbox::received_at.ge(since))
        .count()
        .get_result(conn)
        .map_err(DbError::from)
}

/// What [`prune_unused`] did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Pruned {
    /// Rows of ignored or unreadable mail deleted.
    pub deleted: usize,
    /// Rows of refused mail whose raw message was deleted (the row stays).
    pub emptied: usize,
}

/// Deletes up to `limit` rows of mail received before `cutoff` that was `ignored` or `failed`
/// (unreadable), and deletes the raw message (keeping the row) of up to `limit` rows received
/// before `cutoff` whose command was refused (`processed` with an outcome `refused: …`).
/// Mail whose command was carried out, and mail not processed yet, are never touched.
pub fn prune_unused(
    conn: &mut DbConnection,
    cutoff: NaiveDateTime,
    limit: i64,
) -> DbResult<Pruned> {
    let unused = [Status::Ignored.as_str(), Status::Failed.as_str()];
    let doomed: Vec<i32> = inbox::table
        .filter(inbox::status.eq_any(unused))
        .filter(inbox::received_at.lt(cutoff))
        .order(inbox::id)
        .select(inbox::id)
        .limit(limit)
        .load(conn)?;
    let deleted = diesel::delete(inbox::table.filter(inbox::id.eq_any(&doomed))).execute(conn)?;
    let refused: Vec<i32> = inbox::table
        .filter(inbox::status.eq(Status::Processed.as_str()))
        .filter(inbox::outcome.like("refused:%"))
        .filter(inbox::received_at.lt(cutoff))
        .filter(inbox::raw.ne(Vec::<u8>::new()))
        .order(inbox::id)
        .select(inbox::id)
        .limit(limit)
        .load(conn)?;
    let emptied = diesel::update(inbox::table.filter(inbox::id.eq_any(&refused)))
        .set(inbox::raw.eq(Vec::<u8>::new()))
        .execute(conn)?;
    Ok(Pruned { deleted, emptied })
}

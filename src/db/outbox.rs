//! Queries and forms for the outbox: outgoing mail as rows.
//!
//! A service inserts a row in the same transaction as the change that caused the message. The
//! worker then claims due rows ([`claim_due`]): on PostgreSQL with `FOR UPDATE SKIP LOCKED`, so
//! concurrent workers each take different rows and none is skipped; on SQLite the caller's
//! `BEGIN IMMEDIATE` already serializes claimers. A claim is a lease: it pushes
//! `next_attempt_at` forward, so a row whose worker died becomes due again by itself. Updates
//! after sending only apply while the row is still claimed by the same worker.

use chrono::NaiveDateTime;
use diesel::pg::Pg;
use diesel::prelude::*;
use diesel::query_builder::{AstPass, Query, QueryFragment, QueryId};
use diesel::sql_types::{Integer, Nullable, Text, Timestamp};

use super::one_statement::{self, ANCHOR, Held};
use super::schema::{outbox, outbox_bodies};
use super::{DbConnection, DbError, DbResult};
use crate::wake::Channel;

/// The status of a row that still has to be sent.
pub const PENDING: &str = "pending";
/// The status of a row that was handed to the transport.
pub const SENT: &str = "sent";
/// The status of a row that will never be sent (permanent failure or too many attempts).
pub const FAILED: &str = "failed";

/// The form for a new message.
#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = outbox)]
pub struct NewOutboxMail<'a> {
    /// The recipient's address.
    pub recipient: &'a str,
    /// The recipient's account, if they have one.
    pub user_id: Option<i32>,
    /// The game the message is about.
    pub game_id: Option<i32>,
    /// What kind of message (`your-move`, `game-ended`, `verify-email`, …).
    pub kind: &'a str,
    /// Subject line.
    pub subject: &'a str,
    /// The plain-text part (stored in `outbox_bodies`).
    #[diesel(skip_insertion)]
    pub text_body: &'a str,
    /// The HTML part (stored in `outbox_bodies`).
    #[diesel(skip_insertion)]
    pub html_body: &'a str,
    /// What to render the bodies from when the mail is sent, instead of bodies (JSON; see
    /// `service::notify::snapshot`); the bodies are then empty.
    #[diesel(skip_insertion)]
    pub snapshot: Option<&'a str>,
    /// `<…@domain>`.
    pub message_id: &'a str,
    /// The Message-ID this one answers.
    pub in_reply_to: Option<&'a str>,
    /// The References header: Message-IDs separated by spaces.
    pub thread_references: Option<&'a str>,
    /// The Reply-To address.
    pub reply_to: Option<&'a str>,
    /// The List-Unsubscribe header value (`<https://…>`).
    pub list_unsubscribe: Option<&'a str>,
    /// When it may first be sent.
    pub next_attempt_at: NaiveDateTime,
    /// When it was written.
    pub created_at: NaiveDateTime,
}

/// A stored message (its bodies joined from `outbox_bodies`).
#[derive(Debug, Clone, Queryable, Selectable, PartialEq, Eq)]
#[diesel(table_name = outbox)]
pub struct OutboxRow {
    /// Id.
    pub id: i32,
    /// The recipient's address.
    pub recipient: String,
    /// The recipient's account.
    pub user_id: Option<i32>,
    /// The game it is about.
    pub game_id: Option<i32>,
    /// What kind of message.
    pub kind: String,
    /// Subject line.
    pub subject: String,
    /// The plain-text part.
    #[diesel(select_expression = outbox_bodies::text_body)]
    pub text_body: String,
    /// The HTML part.
    #[diesel(select_expression = outbox_bodies::html_body)]
    pub html_body: String,
    /// What the bodies are rendered from when the mail is sent (then they are empty here).
    #[diesel(select_expression = outbox_bodies::snapshot)]
    pub snapshot: Option<String>,
    /// `<…@domain>`.
    pub message_id: String,
    /// The Message-ID this one answers.
    pub in_reply_to: Option<String>,
    /// Message-IDs separated by spaces.
    pub thread_references: Option<String>,
    /// The Reply-To address.
    pub reply_to: Option<String>,
    /// The List-Unsubscribe value.
    pub list_unsubscribe: Option<String>,
    /// `pending`, `sent` or `failed`.
    pub status: String,
    /// Delivery attempts started.
    pub attempts: i32,
    /// When it is due (again).
    pub next_attempt_at: NaiveDateTime,
    /// The last failure.
    pub last_error: Option<String>,
    /// When it was written.
    pub created_at: NaiveDateTime,
    /// When it was handed to the transport.
    pub sent_at: Option<NaiveDateTime>,
    /// The worker holding or last holding the row.
    pub claimed_by: Option<String>,
    /// When that worker claimed it.
    pub claimed_at: Option<NaiveDateTime>,
}

/// The pending row `id` while `worker` holds it, as an update target.
macro_rules! claimed {
    ($id:expr, $worker:expr) => {
        outbox::table
            .filter(outbox::id.eq($id))
            .filter(outbox::status.eq(PENDING))
            .filter(outbox::claimed_by.eq($worker))
    };
}

/// Inserts a message whose id the caller does not need: as [`insert`], but in a one-statement
/// write ([`super::one_statement`]) it is held for that statement (with its announcement).
pub fn insert_unread(conn: &mut DbConnection, new: &NewOutboxMail<'_>) -> DbResult<()> {
    if one_statement::hold(|| Box::new(HeldMail::of(new))) {
        return super::notify(conn, Channel::Outbox, None);
    }
    insert(conn, new).map(|_| ())
}

/// Inserts a message (its row and its bodies); returns its id. On PostgreSQL both rows are
/// written by one statement (one round trip, in the move's transaction); on SQLite, in-process,
/// by two.
pub fn insert(conn: &mut DbConnection, new: &NewOutboxMail<'_>) -> DbResult<i32> {
    let id = if let DbConnection::Postgresql(pg) = conn {
        insert_with_bodies(pg, new)?
    } else {
        let id = insert_row(conn, new)?;
        insert_bodies(conn, id, new)?;
        id
    };
    super::notify(conn, Channel::Outbox, None)?;
    Ok(id)
}

fn insert_row(conn: &mut DbConnection, new: &NewOutboxMail<'_>) -> DbResult<i32> {
    // Columns one by one: a statement of fixed type stays prepared without its SQL being
    // written each time (see `games::insert_move`).
    super::returned(
        diesel::insert_into(outbox::table)
            .values((
                (
                    outbox::recipient.eq(new.recipient),
                    outbox::user_id.eq(new.user_id),
                    outbox::game_id.eq(new.game_id),
                    outbox::kind.eq(new.kind),
                    outbox::subject.eq(new.subject),
                    outbox::message_id.eq(new.message_id),
                ),
                (
                    outbox::in_reply_to.eq(new.in_reply_to),
                    outbox::thread_references.eq(new.thread_references),
                    outbox::reply_to.eq(new.reply_to),
                    outbox::list_unsubscribe.eq(new.list_unsubscribe),
                    outbox::next_attempt_at.eq(new.next_attempt_at),
                    outbox::created_at.eq(new.created_at),
                ),
            ))
            .returning(outbox::id),
        conn,
    )
}

fn insert_bodies(conn: &mut DbConnection, id: i32, new: &NewOutboxMail<'_>) -> DbResult<()> {
    diesel::insert_into(outbox_bodies::table)
        .values((
            outbox_bodies::outbox_id.eq(id),
            outbox_bodies::text_body.eq(new.text_body),
            outbox_bodies::html_body.eq(new.html_body),
            outbox_bodies::snapshot.eq(new.snapshot),
        ))
        .execute(conn)?;
    Ok(())
}

/// The columns of an outbox row, in the order [`push_row_binds`] pushes their values.
const ROW_COLUMNS: &str = "recipient, user_id, game_id, kind, subject, message_id, in_reply_to, \
                           thread_references, reply_to, list_unsubscribe, next_attempt_at, \
                           created_at";

/// Pushes the values of an outbox row's columns ([`ROW_COLUMNS`]) from a `$form` (a
/// [`NewOutboxMail`] or a [`HeldMail`]), separated by commas; every field is named, so that a column
/// added to the form cannot be left out here.
macro_rules! push_row_binds {
    ($form:ident, $new:expr, $out:ident) => {{
        let $form {
            recipient,
            user_id,
            game_id,
            kind,
            subject,
            text_body: _,
            html_body: _,
            snapshot: _,
            message_id,
            in_reply_to,
            thread_references,
            reply_to,
            list_unsubscribe,
            next_attempt_at,
            created_at,
        } = $new;
        push_binds!($out;
            Text => recipient,
            Nullable<Integer> => user_id,
            Nullable<Integer> => game_id,
            Text => kind,
            Text => subject,
            Text => message_id,
            Nullable<Text> => in_reply_to,
            Nullable<Text> => thread_references,
            Nullable<Text> => reply_to,
            Nullable<Text> => list_unsubscribe,
            Timestamp => next_attempt_at,
            Timestamp => created_at
        );
    }};
}

/// Pushes `INSERT INTO outbox_bodies … SELECT id, <bodies> FROM <rows>` for a `$form`.
macro_rules! push_bodies_from {
    ($form:ident, $new:expr, $rows:expr, $out:ident) => {{
        let $form {
            text_body,
            html_body,
            snapshot,
            ..
        } = $new;
        $out.push_sql(
            "INSERT INTO outbox_bodies (outbox_id, text_body, html_body, snapshot) SELECT id, ",
        );
        push_binds!($out; Text => text_body, Text => html_body, Nullable<Text> => snapshot);
        $out.push_sql(" FROM ");
        $out.push_sql($rows);
    }};
}

/// The row and its bodies in one statement: the bodies' insert takes the id from the row's
/// (data-modifying `WITH` queries; the foreign key is checked at the end of the statement). A
/// type of its own, so that diesel keeps it prepared on each connection (a `sql_query` would be
/// parsed and planned by the server every time).
struct InsertWithBodies<'q, 'a>(&'q NewOutboxMail<'a>);

impl QueryId for InsertWithBodies<'_, '_> {
    type QueryId = InsertWithBodies<'static, 'static>;
    const HAS_STATIC_QUERY_ID: bool = true;
}

impl Query for InsertWithBodies<'_, '_> {
    type SqlType = Integer;
}

impl RunQueryDsl<PgConnection> for InsertWithBodies<'_, '_> {}

impl QueryFragment<Pg> for InsertWithBodies<'_, '_> {
    fn walk_ast<'b>(&'b self, mut out: AstPass<'_, 'b, Pg>) -> QueryResult<()> {
        out.push_sql("WITH written AS (INSERT INTO outbox (");
        out.push_sql(ROW_COLUMNS);
        out.push_sql(") VALUES (");
        push_row_binds!(NewOutboxMail, self.0, out);
        out.push_sql(") RETURNING id), bodies AS (");
        push_bodies_from!(NewOutboxMail, self.0, "written", out);
        out.push_sql(") SELECT id FROM written");
        Ok(())
    }
}

/// A message, owned, held for a one-statement write ([`super::one_statement`]):
/// `mail<i> AS (INSERT INTO outbox … SELECT … FROM updated RETURNING id)` and its bodies'
/// `bodies<i> AS (INSERT INTO outbox_bodies … FROM mail<i>)`.
struct HeldMail {
    recipient: String,
    user_id: Option<i32>,
    game_id: Option<i32>,
    kind: String,
    subject: String,
    text_body: String,
    html_body: String,
    snapshot: Option<String>,
    message_id: String,
    in_reply_to: Option<String>,
    thread_references: Option<String>,
    reply_to: Option<String>,
    list_unsubscribe: Option<String>,
    next_attempt_at: NaiveDateTime,
    created_at: NaiveDateTime,
}

impl HeldMail {
    fn of(new: &NewOutboxMail<'_>) -> HeldMail {
        let owned = |text: Option<&str>| text.map(str::to_owned);
        HeldMail {
            recipient: new.recipient.to_owned(),
            user_id: new.user_id,
            game_id: new.game_id,
            kind: new.kind.to_owned(),
            subject: new.subject.to_owned(),
            text_body: new.text_body.to_owned(),
            html_body: new.html_body.to_owned(),
            snapshot: owned(new.snapshot),
            message_id: new.message_id.to_owned(),
            in_reply_to: owned(new.in_reply_to),
            thread_references: owned(new.thread_references),
            reply_to: owned(new.reply_to),
            list_unsubscribe: owned(new.list_unsubscribe),
            next_attempt_at: new.next_attempt_at,
            created_at: new.created_at,
        }
    }
}

impl Held for HeldMail {
    fn push<'b>(&'b self, out: &mut AstPass<'_, 'b, Pg>, index: usize) -> QueryResult<()> {
        let rows = format!("mail{index}");
        out.push_sql(&rows);
        out.push_sql(" AS (INSERT INTO outbox (");
        out.push_sql(ROW_COLUMNS);
        out.push_sql(") SELECT ");
        push_row_binds!(HeldMail, self, out);
        out.push_sql(" FROM ");
        out.push_sql(ANCHOR);
        out.push_sql(" RETURNING id), ");
        out.push_sql(&format!("bodies{index} AS ("));
        push_bodies_from!(HeldMail, self, &rows, out);
        out.push_sql(")");
        Ok(())
    }
}

fn insert_with_bodies(pg: &mut PgConnection, new: &NewOutboxMail<'_>) -> DbResult<i32> {
    Ok(InsertWithBodies(new).get_result(pg)?)
}

/// When the messages of `kind` to `recipient` written at or after `since` were written, oldest
/// first. Call it in the write transaction that may then write one more: on PostgreSQL it
/// first takes a transaction-scoped advisory lock on the pair, so that concurrent transactions
/// counting for the same recipient and kind take turns and the count and the insert are one
/// step; on SQLite the write transaction (`BEGIN IMMEDIATE`) already serializes them.
pub fn recent_times_locked(
    conn: &mut DbConnection,
    recipient: &str,
    kind: &str,
    since: NaiveDateTime,
) -> DbResult<Vec<NaiveDateTime>> {
    if let DbConnection::Postgresql(pg) = conn {
        diesel::sql_query("SELECT pg_advisory_xact_lock(hashtext($1))")
            .bind::<diesel::sql_types::Text, _>(format!("outbox-limit {kind} {recipient}"))
            .execute(pg)?;
    }
    outbox::table
        .filter(outbox::recipient.eq(recipient))
        .filter(outbox::kind.eq(kind))
        .filter(outbox::created_at.ge(since))
        .order(outbox::created_at.asc())
        .select(outbox::created_at)
        .load(conn)
        .map_err(DbError::from)
}

/// The messages with their bodies, to filter and select from.
fn with_bodies() -> diesel::dsl::InnerJoin<outbox::table, outbox_bodies::table> {
    outbox::table.inner_join(outbox_bodies::table)
}

/// The Message-IDs of the latest `limit` messages about `game` to `user` written before the
/// row `before` (all of them with `i32::MAX`), oldest first: the tail of the thread a message
/// joins.
pub fn thread_message_ids(
    conn: &mut DbConnection,
    game: i32,
    user: i32,
    before: i32,
    limit: i64,
) -> DbResult<Vec<String>> {
    let mut ids: Vec<String> = outbox::table
        .filter(outbox::game_id.eq(game))
        .filter(outbox::user_id.eq(user))
        .filter(outbox::id.lt(before))
        .order(outbox::id.desc())
        .limit(limit)
        .select(outbox::message_id)
        .load(conn)?;
    ids.reverse();
    Ok(ids)
}

/// Claims up to `limit` due messages for `worker` until `lease_until`; returns them, oldest
/// first. Must run inside a write transaction.
pub fn claim_due(
    conn: &mut DbConnection,
    worker: &str,
    now: NaiveDateTime,
    lease_until: NaiveDateTime,
    limit: i64,
) -> DbResult<Vec<OutboxRow>> {
    let due = outbox::table
        .filter(outbox::status.eq(PENDING))
        .filter(outbox::next_attempt_at.le(now))
        .order(outbox::id.asc())
        .limit(limit)
        .select(outbox::id);
    let ids: Vec<i32> = match conn {
        DbConnection::Postgresql(pg) => due.for_update().skip_locked().load(pg)?,
        DbConnection::Sqlite(lite) => due.load(lite)?,
    };
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    diesel::update(outbox::table.filter(outbox::id.eq_any(&ids)))
        .set((
            outbox::claimed_by.eq(worker),
            outbox::claimed_at.eq(now),
            outbox::next_attempt_at.eq(lease_until),
            outbox::attempts.eq(outbox::attempts + 1),
        ))
        .execute(conn)?;
    with_bodies()
        .filter(outbox::id.eq_any(&ids))
        .order(outbox::id.asc())
        .select(OutboxRow::as_select())
        .load(conn)
        .map_err(DbError::from)
}

/// Marks the claimed messages `ids` sent in one statement; returns those `worker` still held
/// (the others' claims ran out while sending).
pub fn mark_all_sent(
    conn: &mut DbConnection,
    ids: &[i32],
    worker: &str,
    now: NaiveDateTime,
) -> DbResult<Vec<i32>> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    diesel::update(
        outbox::table
            .filter(outbox::id.eq_any(ids))
            .filter(outbox::status.eq(PENDING))
            .filter(outbox::claimed_by.eq(worker)),
    )
    .set((
        outbox::status.eq(SENT),
        outbox::sent_at.eq(Some(now)),
        outbox::last_error.eq(None::<String>),
    ))
    .returning(outbox::id)
    .get_results(conn)
    .map_err(DbError::from)
}

/// Puts a claimed message back in line for `next_attempt_at`, keeping the error.
pub fn mark_retry(
    conn: &mut DbConnection,
    id: i32,
    worker: &str,
    error: &str,
    next_attempt_at: NaiveDateTime,
) -> DbResult<bool> {
    diesel::update(claimed!(id, worker))
        .set((
            outbox::next_attempt_at.eq(next_attempt_at),
            outbox::last_error.eq(Some(error)),
        ))
        .execute(conn)
        .map(|rows| rows == 1)
        .map_err(DbError::from)
}

/// Gives up on a claimed message.
pub fn mark_failed(conn: &mut DbConnection, id: i32, worker: &str, error: &str) -> DbResult<bool> {
    diesel::update(claimed!(id, worker))
        .set((
            outbox::status.eq(FAILED),
            outbox::last_error.eq(Some(error)),
        ))
        .execute(conn)
        .map(|rows| rows == 1)
        .map_err(DbError::from)
}

/// The messages about one game, oldest first.
pub fn of_game(conn: &mut DbConnection, game: i32) -> DbResult<Vec<OutboxRow>> {
    with_bodies()
        .filter(outbox::game_id.eq(game))
        .order(outbox::id.asc())
        .select(OutboxRow::as_select())
        .load(conn)
        .map_err(DbError::from)
}

/// The messages to one user, oldest first.
pub fn of_user(conn: &mut DbConnection, user: i32) -> DbResult<Vec<OutboxRow>> {
    with_bodies()
        .filter(outbox::user_id.eq(user))
        .order(outbox::id.asc())
        .select(OutboxRow::as_select())
        .load(conn)
        .map_err(DbError::from)
}

/// The first `limit` messages, oldest first.
pub fn oldest(conn: &mut DbConnection, limit: i64) -> DbResult<Vec<OutboxRow>> {
    with_bodies()
        .order(outbox::id.asc())
        .limit(limit)
        .select(OutboxRow::as_select())
        .load(conn)
        .map_err(DbError::from)
}

/// The message with this id.
pub fn find(conn: &mut DbConnection, id: i32) -> DbResult<Option<OutboxRow>> {
    with_bodies()
        .filter(outbox::id.eq(id))
        .select(OutboxRow::as_select())
        .first(conn)
        .optional()
        .map_err(DbError::from)
}

/// Deletes the bodies of up to `limit` messages sent before `before`, oldest first; returns how
/// many. The rows stay (their Message-IDs keep game threads together) but are no longer listed
/// by the functions here, which show messages with their bodies.
pub fn prune_bodies(conn: &mut DbConnection, before: NaiveDateTime, limit: i64) -> DbResult<usize> {
    let ids: Vec<i32> = outbox_bodies::table
        .inner_join(outbox::table)
        .filter(outbox::status.eq(SENT))
        .filter(outbox::sent_at.lt(before))
        .order(outbox_bodies::outbox_id.asc())
        .limit(limit)
        .select(outbox_bodies::outbox_id)
        .load(conn)?;
    if ids.is_empty() {
        return Ok(0);
    }
    diesel::delete(outbox_bodies::table.filter(outbox_bodies::outbox_id.eq_any(&ids)))
        .execute(conn)
        .map_err(DbError::from)
}

/// How many messages have `status`.
pub fn count_with_status(conn: &mut DbConnection, status: &str) -> DbResult<i64> {
    outbox::table
        .filter(outbox::status.eq(status.to_owned()))
        .count()
        .get_result(conn)
        .map_err(DbError::from)
}

//! A write made as one PostgreSQL statement in autocommit ([`run`]): a move's guarded update,
//! its move, its mail, its change-log row and its announcements in one round trip, where a
//! transaction takes three (`BEGIN`, the writes, `COMMIT`) and one more per write.
//!
//! While `f` runs, the writes that can wait ([`hold_anchor`], [`hold`]) are kept on the thread
//! instead of sent; at the end they are sent as one data-modifying `WITH` whose every write
//! selects from the anchor's row (the game's `UPDATE … WHERE version = …`), so a stale version
//! writes nothing at all and the statement says so. PostgreSQL runs a statement outside a
//! transaction as a transaction of its own: it is applied whole or not at all, and its
//! `pg_notify` calls are delivered only when it commits.
//!
//! Anything else `f` would send (a read after a held write, a write that cannot be held, a
//! savepoint) would not be part of that one statement, so it is never sent: the connection's
//! [`Guard`] stops the attempt in diesel's start-of-query hook, before a byte goes out, and
//! [`run`] answers [`OneStatement::Unplanned`] for the caller to do the work again in an
//! ordinary transaction. That holds for reads too: the caller reads what `f` starts from before
//! the attempt, which sees what a transaction's first statement would (PostgreSQL reads
//! committed data per statement).

use std::cell::RefCell;
use std::panic::{self, AssertUnwindSafe};

use diesel::connection::{Instrumentation, InstrumentationEvent};
use diesel::pg::Pg;
use diesel::query_builder::{AstPass, Query, QueryFragment, QueryId};
use diesel::sql_types::{BigInt, Text};
use diesel::{PgConnection, QueryResult, RunQueryDsl};

use super::sql_log::SqlLog;
use super::{DbConnection, DbError, OpenTransaction, after_commit, notify};

/// The name of the anchor's query, whose row every held write selects from.
pub(super) const ANCHOR: &str = "updated";

/// A write held for the one statement: one or more of its `WITH` queries.
pub(super) trait Held: Send {
    /// Pushes this write's queries (`name AS (…)`, separated by commas), their names made
    /// unique with `index`; the anchor names its row's query [`ANCHOR`], every other write
    /// selects from it.
    fn push<'b>(&'b self, out: &mut AstPass<'_, 'b, Pg>, index: usize) -> QueryResult<()>;
}

/// What an attempt holds.
#[derive(Default)]
struct Plan {
    anchor: Option<Box<dyn Held>>,
    writes: Vec<Box<dyn Held>>,
}

thread_local! {
    static PLAN: RefCell<Option<Plan>> = const { RefCell::new(None) };
}

/// How a one-statement attempt ended.
#[derive(Debug, PartialEq, Eq)]
pub enum OneStatement<T> {
    /// Written and committed (or nothing needed writing); `f`'s answer.
    Written(T),
    /// The anchor's row had changed since it was read: nothing was written.
    Stale,
    /// `f` needed a statement the one statement cannot hold: nothing was written, and it
    /// must run again in a transaction.
    Unplanned,
}

/// The unwinding payload that stops an attempt (see [`Guard`]).
struct StopAttempt;

/// Runs `f` on PostgreSQL with its writes held and sends them as one statement. On SQLite, or
/// inside a transaction, nothing is tried: [`OneStatement::Unplanned`].
///
/// # Errors
///
/// `f`'s error (nothing is written), or the statement's.
pub fn run<T, E>(
    conn: &mut DbConnection,
    f: impl FnOnce(&mut DbConnection) -> Result<T, E>,
) -> Result<OneStatement<T>, E>
where
    E: From<DbError>,
{
    if !applies(conn) {
        return Ok(OneStatement::Unplanned);
    }
    PLAN.with_borrow_mut(|plan| *plan = Some(Plan::default()));
    #[cfg(debug_assertions)]
    assert_guarded(conn);
    notify::begin();
    after_commit::begin();
    let attempt = {
        let _open = OpenTransaction::mark();
        panic::catch_unwind(AssertUnwindSafe(|| f(conn)))
    };
    let plan = PLAN.with_borrow_mut(Option::take).unwrap_or_default();
    let outcome = match attempt {
        Ok(Ok(value)) => send(conn, plan, value).map_err(E::from),
        Ok(Err(e)) => Err(e),
        Err(payload) if payload.is::<StopAttempt>() => Ok(OneStatement::Unplanned),
        Err(payload) => {
            notify::discard();
            after_commit::discard();
            panic::resume_unwind(payload)
        }
    };
    if matches!(outcome, Ok(OneStatement::Written(_))) {
        notify::committed();
        after_commit::committed();
    } else {
        notify::discard();
        after_commit::discard();
    }
    outcome
}

/// Whether a write on `conn` can be tried as one statement: on PostgreSQL, outside any
/// transaction. Elsewhere [`run`] answers [`OneStatement::Unplanned`] at once, so a caller that
/// would read first can skip the attempt.
pub fn applies(conn: &DbConnection) -> bool {
    matches!(conn, DbConnection::Postgresql(_)) && !super::in_transaction()
}

/// Checks (in debug builds) that `conn` carries the [`Guard`], without which a statement `f`
/// did not plan for would be sent outside any transaction: an empty query is stopped by it
/// before it is sent.
#[cfg(debug_assertions)]
fn assert_guarded(conn: &mut DbConnection) {
    use diesel::connection::SimpleConnection;
    let probe = panic::catch_unwind(AssertUnwindSafe(|| conn.batch_execute("")));
    let stopped = matches!(probe, Err(payload) if payload.is::<StopAttempt>());
    assert!(
        stopped,
        "a one-statement write on a connection without its guard"
    );
}

/// Holds the attempt's anchor, made by `anchor`, if an attempt is open on this thread and has
/// none yet; `false` means: write it now (which stops an attempt).
pub(super) fn hold_anchor(anchor: impl FnOnce() -> Box<dyn Held>) -> bool {
    PLAN.with_borrow_mut(|plan| match plan {
        Some(plan) if plan.anchor.is_none() => {
            plan.anchor = Some(anchor());
            true
        }
        _ => false,
    })
}

/// Holds `write` if an attempt is open on this thread and holds an anchor for it to select
/// from; `false` means: write it now (which stops an attempt).
pub(super) fn hold(write: impl FnOnce() -> Box<dyn Held>) -> bool {
    PLAN.with_borrow_mut(|plan| match plan {
        Some(plan) if plan.anchor.is_some() => {
            plan.writes.push(write());
            true
        }
        _ => false,
    })
}

fn attempting() -> bool {
    PLAN.with_borrow(Option::is_some)
}

/// Sends what `plan` holds as one statement, with the announcements collected meanwhile.
fn send<T>(conn: &mut DbConnection, plan: Plan, value: T) -> Result<OneStatement<T>, DbError> {
    let (DbConnection::Postgresql(pg), Some(anchor)) = (conn, plan.anchor.as_deref()) else {
        // Nothing was written; an announcement with nothing to announce would be a bug.
        return Ok(if notify::collected().is_empty() {
            OneStatement::Written(value)
        } else {
            OneStatement::Unplanned
        });
    };
    let notices: Vec<(&str, String)> = notify::in_transaction()
        .iter()
        .map(|(channel, game)| {
            (
                channel.name(),
                game.map(|id| id.to_string()).unwrap_or_default(),
            )
        })
        .collect();
    let statement = Statement {
        anchor,
        writes: &plan.writes,
        notices: &notices,
    };
    Ok(match statement.get_result::<i64>(pg)? {
        0 => OneStatement::Stale,
        _ => OneStatement::Written(value),
    })
}

/// `WITH <anchor>, <writes>…, notified AS MATERIALIZED (SELECT pg_notify(…)… FROM updated)
/// SELECT count(*) FROM notified`: 1 when written, 0 when the anchor found its row changed.
struct Statement<'a> {
    anchor: &'a dyn Held,
    writes: &'a [Box<dyn Held>],
    notices: &'a [(&'static str, String)],
}

impl QueryId for Statement<'_> {
    type QueryId = ();
    // Its shape depends on what was held: diesel keeps one prepared statement per shape.
    const HAS_STATIC_QUERY_ID: bool = false;
}

impl Query for Statement<'_> {
    type SqlType = BigInt;
}

impl RunQueryDsl<PgConnection> for Statement<'_> {}

impl QueryFragment<Pg> for Statement<'_> {
    fn walk_ast<'b>(&'b self, mut out: AstPass<'_, 'b, Pg>) -> QueryResult<()> {
        out.push_sql("WITH ");
        self.anchor.push(&mut out, 0)?;
        for (index, write) in self.writes.iter().enumerate() {
            out.push_sql(", ");
            write.push(&mut out, index)?;
        }
        // Not inlined (volatile calls), so it runs once per updated row, whatever is selected.
        out.push_sql(", notified AS MATERIALIZED (SELECT 1 AS one");
        for (channel, payload) in self.notices {
            out.push_sql(", pg_notify(");
            push_binds!(out; Text => channel, Text => payload);
            out.push_sql(")");
        }
        out.push_sql(" FROM ");
        out.push_sql(ANCHOR);
        out.push_sql(") SELECT count(*) FROM notified");
        Ok(())
    }
}

/// Every PostgreSQL connection's instrumentation: stops an attempt at the first statement it
/// did not plan for, before the statement is sent (diesel announces a query, or a transaction,
/// before it builds or sends anything), and passes every event on to the statement log or an
/// observer ([`observe`]).
pub(super) struct Guard(pub(super) Option<Box<dyn Instrumentation>>);

impl Guard {
    /// The guard with the statement log, when it is enabled.
    pub(super) fn with_log() -> Guard {
        Guard(SqlLog::if_enabled().map(|log| Box::new(log) as Box<dyn Instrumentation>))
    }
}

/// Lets `observer` see every event of `conn` (diagnosis and tests), keeping a PostgreSQL
/// connection's [`Guard`] in front of it.
pub fn observe(conn: &mut DbConnection, observer: impl Instrumentation) {
    match conn {
        DbConnection::Postgresql(pg) => {
            diesel::Connection::set_instrumentation(pg, Guard(Some(Box::new(observer))));
        }
        DbConnection::Sqlite(sqlite) => diesel::Connection::set_instrumentation(sqlite, observer),
    }
}

impl Instrumentation for Guard {
    fn on_connection_event(&mut self, event: InstrumentationEvent<'_>) {
        let starts = matches!(
            event,
            InstrumentationEvent::StartQuery { .. } | InstrumentationEvent::BeginTransaction { .. }
        );
        if starts && attempting() {
            // Without the panic hook: this is not a failure, only the end of an attempt.
            panic::resume_unwind(Box::new(StopAttempt));
        }
        if let Some(log) = &mut self.0 {
            log.on_connection_event(event);
        }
    }
}

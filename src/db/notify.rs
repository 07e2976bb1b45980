//! Announcing work in the transaction that makes it ([`notify`]), so that it is announced
//! exactly when it is committed.
//!
//! Inside a [`super::write_transaction`] (or an SQLite write group) the announcements are
//! collected on the thread; once the commit succeeded they go to this process's wake-up hub,
//! and on PostgreSQL to the other processes: in a server process through its announcing thread
//! ([`super::announce`], after the commit), elsewhere as `NOTIFY` statements in the same round
//! trip as the `COMMIT` (PostgreSQL delivers them when, and only if, the transaction commits).
//! A rolled-back transaction announces nothing. Outside a transaction (an autocommit
//! statement) the announcement goes out at once.

use std::cell::RefCell;
use std::collections::BTreeSet;

use diesel::connection::SimpleConnection;

use super::{DbConnection, DbError, DbResult, announce};
use crate::wake::{self, Channel};

type Pending = BTreeSet<(Channel, Option<i32>)>;

thread_local! {
    static PENDING: RefCell<Option<Pending>> = const { RefCell::new(None) };
}

/// Announces `channel` (with a game id for [`Channel::GameChanges`]) when the current
/// transaction commits, or at once outside one.
///
/// # Errors
///
/// Outside a transaction on PostgreSQL, the `NOTIFY` statement's error.
pub fn notify(conn: &mut DbConnection, channel: Channel, game: Option<i32>) -> DbResult<()> {
    let queued = PENDING.with_borrow_mut(|pending| match pending {
        Some(set) => {
            set.insert((channel, game));
            true
        }
        None => false,
    });
    if queued {
        return Ok(());
    }
    match conn {
        DbConnection::Postgresql(_) if announce::running() => announce::announce([(channel, game)]),
        DbConnection::Postgresql(_) => conn
            .batch_execute(&announce::statements(&[(channel, game)]))
            .map_err(DbError::from)?,
        DbConnection::Sqlite(_) => {}
    }
    wake::hub().wake(channel, game);
    Ok(())
}

/// Starts collecting this thread's announcements (at `BEGIN`).
pub(super) fn begin() {
    PENDING.with_borrow_mut(|pending| *pending = Some(Pending::new()));
}

/// Stops collecting and drops what was collected (the transaction rolled back).
pub(super) fn discard() {
    PENDING.with_borrow_mut(|pending| *pending = None);
}

/// The statement that commits the transaction of `conn`, on PostgreSQL with the statements
/// that ride with it ([`super::with_commit`]) and its announcements (unless this process
/// announces after commits, [`announce`]). Collection stays on until [`committed`] or
/// [`discard`].
pub(super) fn commit_statement(conn: &DbConnection) -> String {
    match conn {
        DbConnection::Postgresql(_) => format!(
            "{}{} COMMIT",
            super::with_commit::queued(),
            announce::statements(&in_transaction())
        )
        .trim_start()
        .to_owned(),
        DbConnection::Sqlite(_) => "COMMIT".to_owned(),
    }
}

/// What was collected so far; collection stays on until [`committed`] or [`discard`].
pub(super) fn collected() -> Vec<(Channel, Option<i32>)> {
    PENDING.with_borrow(|pending| {
        pending
            .as_ref()
            .map(|set| set.iter().copied().collect())
            .unwrap_or_default()
    })
}

/// What the transaction itself must announce: what was collected, unless this process
/// announces after commits ([`announce`]).
pub(super) fn in_transaction() -> Vec<(Channel, Option<i32>)> {
    if announce::running() {
        Vec::new()
    } else {
        collected()
    }
}

/// The commit succeeded: wakes this process's waiters on what was collected, and hands it to
/// the announcing thread, if this process runs one.
pub(super) fn committed() {
    let collected = PENDING.with_borrow_mut(Option::take).unwrap_or_default();
    for (channel, game) in &collected {
        wake::hub().wake(*channel, *game);
    }
    announce::announce(collected);
}

//! Announcing work in the transaction that makes it ([`notify`]), so that it is announced
//! exactly when it is committed.
//!
//! Inside a [`super::write_transaction`] (or an SQLite write group) the announcements are
//! collected on the thread; at the commit they are sent together with it: on PostgreSQL as
//! `NOTIFY` statements in the same round trip as the `COMMIT` (PostgreSQL delivers them when,
//! and only if, the transaction commits), and on both backends to this process's wake-up hub
//! once the commit succeeded. A rolled-back transaction announces nothing. Outside a
//! transaction (an autocommit statement) the announcement goes out at once.

use std::cell::RefCell;
use std::collections::BTreeSet;

use diesel::connection::SimpleConnection;

use super::{DbConnection, DbError, DbResult};
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
    if let DbConnection::Postgresql(_) = conn {
        conn.batch_execute(&statements(&[(channel, game)]))
            .map_err(DbError::from)?;
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
/// that ride with it ([`super::with_commit`]) and its announcements. Collection stays on until
/// [`committed`] or [`discard`].
pub(super) fn commit_statement(conn: &DbConnection) -> String {
    match conn {
        DbConnection::Postgresql(_) => format!(
            "{}{} COMMIT",
            super::with_commit::queued(),
            statements(&collected())
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

/// The commit succeeded: wakes this process's waiters on what was collected.
pub(super) fn committed() {
    let collected = PENDING.with_borrow_mut(Option::take).unwrap_or_default();
    for (channel, game) in collected {
        wake::hub().wake(channel, game);
    }
}

/// `NOTIFY` statements for `announcements` (channel names are constants; payloads numbers).
fn statements(announcements: &[(Channel, Option<i32>)]) -> String {
    announcements
        .iter()
        .map(|(channel, game)| match game {
            Some(id) => format!("NOTIFY {}, '{id}';", channel.name()),
            None => format!("NOTIFY {};", channel.name()),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statements_name_the_channel_and_the_game() {
        assert_eq!(
            statements(&[(Channel::Outbox, None), (Channel::GameChanges, Some(7))]),
            "NOTIFY kingpost_outbox; NOTIFY kingpost_game_changes, '7';"
        );
    }
}

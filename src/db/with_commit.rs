//! Statements that ride with the `COMMIT` on PostgreSQL. A write whose result its transaction
//! never reads (a change-log row) is queued as SQL text ([`queue`]) and sent in the commit's
//! round trip, ahead of the `NOTIFY`s and the `COMMIT`, instead of taking a round trip of its
//! own. The text carries its values as literals, so only values the code makes may go in it
//! (numbers, timestamps, names from a fixed set), never text from outside.
//!
//! Queueing is on while a [`super::write_transaction`] is open on the thread; a savepoint that
//! rolls back drops what was queued inside it ([`mark`], [`rollback_to`]), and a transaction
//! that rolls back drops everything. SQLite, in-process, runs such writes at once.

use std::cell::RefCell;

thread_local! {
    static QUEUED: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Queues `statement` (SQL ending in `;`, values as literals) for the commit of the transaction
/// open on this thread; hands it back when none is open, for the caller to run now.
pub(super) fn queue(statement: String) -> Option<String> {
    QUEUED.with_borrow_mut(|queued| match queued {
        Some(text) => {
            text.push_str(&statement);
            text.push(' ');
            None
        }
        None => Some(statement),
    })
}

/// Starts queueing (at `BEGIN`).
pub(super) fn begin() {
    QUEUED.with_borrow_mut(|queued| *queued = Some(String::new()));
}

/// Where a savepoint begins in the queue.
pub(super) fn mark() -> usize {
    QUEUED.with_borrow(|queued| queued.as_ref().map_or(0, String::len))
}

/// Drops what was queued since `mark` (the savepoint rolled back).
pub(super) fn rollback_to(mark: usize) {
    QUEUED.with_borrow_mut(|queued| {
        if let Some(text) = queued {
            text.truncate(mark);
        }
    });
}

/// What was queued, to send before the `COMMIT`; queueing stays on until [`finished`].
pub(super) fn queued() -> String {
    QUEUED.with_borrow(|queued| queued.clone().unwrap_or_default())
}

/// The transaction committed or rolled back: stops queueing and drops the queue.
pub(super) fn finished() {
    QUEUED.with_borrow_mut(|queued| *queued = None);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_statement_is_handed_back_outside_a_transaction() {
        finished();
        assert_eq!(queue("SELECT 1;".into()).as_deref(), Some("SELECT 1;"));
    }

    #[test]
    fn a_rolled_back_savepoint_drops_only_its_own() {
        begin();
        assert_eq!(queue("INSERT a;".into()), None);
        let savepoint = mark();
        assert_eq!(queue("INSERT b;".into()), None);
        rollback_to(savepoint);
        assert_eq!(queue("INSERT c;".into()), None);
        assert_eq!(queued(), "INSERT a; INSERT c; ");
        finished();
        assert_eq!(queued(), "");
    }
}

//! Work that must happen only once the transaction open on this thread commits: a cache that
//! keeps what a change wrote must not keep a change that was rolled back.
//!
//! [`after_commit`] queues a closure while a [`super::write_transaction`] (or an SQLite write
//! group) is open on the thread and runs it at once otherwise. The queue is run when the
//! outermost transaction commits and dropped when it rolls back; a savepoint that rolls back
//! drops what was queued inside it ([`mark`] and [`rollback_to`]), so the use cases of one
//! group commit keep only their own.

use std::cell::RefCell;

type Hook = Box<dyn FnOnce()>;

thread_local! {
    static QUEUED: RefCell<Option<Vec<Hook>>> = const { RefCell::new(None) };
}

/// Runs `hook` when the transaction open on this thread commits, or now if none is open.
pub fn after_commit(hook: impl FnOnce() + 'static) {
    let hook: Hook = Box::new(hook);
    let left = QUEUED.with_borrow_mut(|queued| match queued {
        Some(list) => {
            list.push(hook);
            None
        }
        None => Some(hook),
    });
    if let Some(hook) = left {
        hook();
    }
}

/// Starts queueing (at `BEGIN`).
pub(super) fn begin() {
    QUEUED.with_borrow_mut(|queued| *queued = Some(Vec::new()));
}

/// Where a savepoint begins in the queue.
pub(super) fn mark() -> usize {
    QUEUED.with_borrow(|queued| queued.as_ref().map_or(0, Vec::len))
}

/// Drops what was queued since `mark` (the savepoint rolled back).
pub(super) fn rollback_to(mark: usize) {
    QUEUED.with_borrow_mut(|queued| {
        if let Some(list) = queued {
            list.truncate(mark);
        }
    });
}

/// The transaction committed: runs what was queued, in order.
pub(super) fn committed() {
    let hooks = QUEUED.with_borrow_mut(Option::take).unwrap_or_default();
    for hook in hooks {
        hook();
    }
}

/// The transaction rolled back: drops what was queued.
pub(super) fn discard() {
    QUEUED.with_borrow_mut(|queued| *queued = None);
}

#[cfg(test)]
mod tests {
    use std::cell::Cell;
    use std::rc::Rc;

    use super::*;

    type Adder = Box<dyn Fn(u32) -> Box<dyn FnOnce()>>;

    fn counter() -> (Rc<Cell<u32>>, Adder) {
        let seen = Rc::new(Cell::new(0));
        let add: Adder = {
            let seen = Rc::clone(&seen);
            Box::new(move |n: u32| {
                let seen = Rc::clone(&seen);
                Box::new(move || seen.set(seen.get() + n)) as Box<dyn FnOnce()>
            })
        };
        (seen, add)
    }

    #[test]
    fn hooks_run_at_the_commit_and_not_after_a_rollback() {
        let (seen, add) = counter();
        after_commit(add(1));
        assert_eq!(seen.get(), 1, "outside a transaction a hook runs at once");
        begin();
        after_commit(add(10));
        let savepoint = mark();
        after_commit(add(100));
        rollback_to(savepoint);
        after_commit(add(1000));
        assert_eq!(seen.get(), 1, "nothing runs before the commit");
        committed();
        assert_eq!(
            seen.get(),
            1011,
            "the rolled-back savepoint's hook was dropped"
        );
        begin();
        after_commit(add(5));
        discard();
        committed();
        assert_eq!(seen.get(), 1011, "a rolled-back transaction runs nothing");
    }
}

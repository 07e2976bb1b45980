//! The announcing side of PostgreSQL `LISTEN/NOTIFY` in a server process: committed work is
//! announced to the other processes by a thread of its own ([`start`]), after the commit,
//! instead of by a `NOTIFY` inside the transaction that made it.
//!
//! A `NOTIFY` in a transaction takes a lock that PostgreSQL holds until the commit is on disk,
//! one transaction at a time for the whole server (so that notifications are queued in commit
//! order): every move's commit, with its log flush, would wait for the one before it, and the
//! server's group commit would never group two moves. Announced afterwards, the moves commit
//! side by side, and this thread sends what they made known in batches (whatever was committed
//! while it sent the last one), in a transaction that does not wait for its own flush: an
//! announcement only wakes a waiter sooner, and every waiter also looks on its own
//! (`job_poll_seconds`, the live pages' tail), so one lost in a crash delays, never loses, work.
//!
//! Only a process that started the thread announces this way ([`running`]); any other (a
//! command such as `mail ingest`) keeps its `NOTIFY`s in its transactions, which end with it.

use std::collections::BTreeSet;
use std::sync::{Condvar, Mutex, OnceLock, PoisonError};
use std::time::Duration;

use diesel::connection::SimpleConnection;
use diesel::{Connection, PgConnection};

use super::DatabaseUrl;
use crate::wake::Channel;

/// How long to wait before opening a lost connection again.
const RETRY: Duration = Duration::from_secs(1);

type Pending = BTreeSet<(Channel, Option<i32>)>;

/// What the thread has still to send, and its wake-up.
struct Queue {
    pending: Mutex<Pending>,
    added: Condvar,
}

static QUEUE: OnceLock<Queue> = OnceLock::new();

/// Starts the announcing thread for `url` on PostgreSQL (nothing on SQLite, whose writes are
/// all made in this process). It runs as long as the process.
///
/// # Errors
///
/// The thread could not be started.
pub fn start(url: &DatabaseUrl) -> std::io::Result<()> {
    let DatabaseUrl::Postgres(url) = url else {
        return Ok(());
    };
    let queue = Queue {
        pending: Mutex::new(Pending::new()),
        added: Condvar::new(),
    };
    if QUEUE.set(queue).is_err() {
        return Ok(());
    }
    let url = url.clone();
    std::thread::Builder::new()
        .name("kingpost-announce".into())
        .spawn(move || run(&url))?;
    Ok(())
}

/// Whether this process announces through the thread.
pub(super) fn running() -> bool {
    QUEUE.get().is_some()
}

/// Hands committed `announcements` to the thread (nothing when it is not running).
pub(super) fn announce(announcements: impl IntoIterator<Item = (Channel, Option<i32>)>) {
    let Some(queue) = QUEUE.get() else { return };
    let mut pending = queue.pending.lock().unwrap_or_else(PoisonError::into_inner);
    pending.extend(announcements);
    if !pending.is_empty() {
        queue.added.notify_one();
    }
}

/// The thread: waits for announcements and sends each batch, on a connection of its own.
fn run(url: &str) {
    let Some(queue) = QUEUE.get() else { return };
    let mut conn: Option<PgConnection> = None;
    loop {
        let batch = next_batch(queue);
        if conn.is_none() {
            conn = open(url);
        }
        let Some(pg) = &mut conn else {
            std::thread::sleep(RETRY);
            continue;
        };
        let statements = statements(&batch.into_iter().collect::<Vec<_>>());
        if let Err(e) = pg.batch_execute(&statements) {
            tracing::warn!(error = %e, "could not announce committed work; waiters will look on their own");
            conn = None;
        }
    }
}

/// Waits until something is pending, then takes all of it.
fn next_batch(queue: &Queue) -> Pending {
    let mut pending = queue.pending.lock().unwrap_or_else(PoisonError::into_inner);
    while pending.is_empty() {
        pending = queue
            .added
            .wait(pending)
            .unwrap_or_else(PoisonError::into_inner);
    }
    std::mem::take(&mut *pending)
}

/// The thread's connection: its transactions do not wait for their flush (an announcement is
/// only a wake-up, see the module's paragraph).
fn open(url: &str) -> Option<PgConnection> {
    let opened = PgConnection::establish(url)
        .map_err(|e| e.to_string())
        .and_then(|mut pg| {
            pg.batch_execute("SET synchronous_commit = off")
                .map(|()| pg)
                .map_err(|e| e.to_string())
        });
    match opened {
        Ok(pg) => Some(pg),
        Err(e) => {
            tracing::warn!(error = %e, "cannot open the announcing connection");
            None
        }
    }
}

/// `NOTIFY` statements for `announcements` (channel names are constants; payloads numbers).
pub(super) fn statements(announcements: &[(Channel, Option<i32>)]) -> String {
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

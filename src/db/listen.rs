//! The listening side of PostgreSQL `LISTEN/NOTIFY`: one dedicated session connection per
//! process that listens on every [`Channel`] and passes each notification to the process's
//! wake-up hub ([`crate::wake::hub`]).
//!
//! The connection is its own, outside the pool (a pooled connection may be handed to a request
//! at any moment, and behind PgBouncer in transaction mode a `LISTEN` would not even stay on
//! one server connection). It is read without blocking every [`POLL`]; a lost connection is
//! opened again after [`RETRY`], and then every waiter is woken, since notifications sent
//! while it was down are gone. Every [`CHECK`] a trivial query makes sure the connection still
//! answers (a server that vanished without closing the socket would otherwise go unnoticed).
//! SQLite needs none of this: its writes come from this process (or are polled for).

use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use diesel::connection::SimpleConnection;
use diesel::{Connection, PgConnection};

use super::DatabaseUrl;
use crate::wake::{self, Channel};

/// How often the listening connection is read.
pub const POLL: Duration = Duration::from_millis(20);
/// How long to wait before opening a lost connection again.
pub const RETRY: Duration = Duration::from_secs(1);
/// How often the connection is checked with a query.
pub const CHECK: Duration = Duration::from_secs(15);

/// Starts the listening thread for `url` on PostgreSQL; `None` on SQLite. The thread runs as
/// long as the process.
pub fn start(url: &DatabaseUrl) -> std::io::Result<Option<JoinHandle<()>>> {
    let DatabaseUrl::Postgres(url) = url else {
        return Ok(None);
    };
    let url = url.clone();
    std::thread::Builder::new()
        .name("kingpost-listen".into())
        .spawn(move || {
            loop {
                match listen(&url) {
                    Ok(conn) => serve(conn),
                    Err(e) => tracing::warn!("cannot listen for wake-ups: {e}"),
                }
                std::thread::sleep(RETRY);
            }
        })
        .map(Some)
}

/// Opens a connection and listens on every channel.
fn listen(url: &str) -> Result<PgConnection, String> {
    let mut conn = PgConnection::establish(url).map_err(|e| e.to_string())?;
    let statements: String = Channel::ALL
        .iter()
        .map(|c| format!("LISTEN {};", c.name()))
        .collect();
    conn.batch_execute(&statements).map_err(|e| e.to_string())?;
    Ok(conn)
}

/// Passes notifications to the hub until the connection fails.
fn serve(mut conn: PgConnection) {
    let hub = wake::hub();
    // Whatever was announced before this connection listened is unknown: look at everything.
    hub.wake_all();
    let mut checked = Instant::now();
    loop {
        for notification in conn.notifications_iter() {
            let notification = match notification {
                Ok(n) => n,
                Err(e) => {
                    tracing::warn!("the listening connection failed: {e}");
                    return;
                }
            };
            if let Some(channel) = Channel::from_name(&notification.channel) {
                hub.wake(channel, notification.payload.parse().ok());
            }
        }
        if checked.elapsed() >= CHECK {
            if let Err(e) = conn.batch_execute("SELECT 1") {
                tracing::warn!("the listening connection failed: {e}");
                return;
            }
            checked = Instant::now();
        }
        std::thread::sleep(POLL);
    }
}

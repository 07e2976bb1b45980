//! A pooled connection and what the pool knows of its health.
//!
//! The pool tests a PostgreSQL connection before handing it out with an empty query, one round
//! trip (see `Manager::is_valid`). On the move path that was one request's round trip in seven,
//! for a connection that had just come back from a request that used it without a fault. So a
//! connection that went back to the pool less than [`FRESH`] ago, and whose statements never
//! found the connection lost, is handed out untested; one that sat idle longer is tested as
//! before. A statement that finds the connection lost (the server restarted, the network cut
//! it) marks it through the connection's instrumentation ([`Watch`]), and the pool drops it
//! when it comes back instead of handing it out again.
//!
//! The cost: when PostgreSQL restarts while requests keep coming, a connection the pool thought
//! healthy may fail one request (which writes nothing and is answered as the database being
//! unavailable) before it is replaced.

use std::ops::{Deref, DerefMut};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use diesel::connection::{Instrumentation, InstrumentationEvent};
use diesel::result::{DatabaseErrorKind, Error};

use super::DbConnection;
use super::sql_log::SqlLog;

/// How long after it went back to the pool a connection is handed out without a test: half a
/// second, as HikariCP's `aliveBypassWindowMs`. Under load a connection comes back within
/// milliseconds; one idle longer is tested.
pub const FRESH: Duration = Duration::from_millis(500);

/// A connection in the pool: the connection, whether a statement found it lost, and when it
/// last went back.
pub struct PoolConnection {
    conn: DbConnection,
    lost: Arc<AtomicBool>,
    returned: Option<Instant>,
}

impl PoolConnection {
    /// Wraps `conn`, whose instrumentation reports to `lost` ([`Watch`]).
    pub(super) fn new(conn: DbConnection, lost: Arc<AtomicBool>) -> PoolConnection {
        PoolConnection {
            conn,
            lost,
            returned: None,
        }
    }

    /// Whether a statement found the connection lost.
    pub(super) fn is_lost(&self) -> bool {
        self.lost.load(Ordering::Relaxed)
    }

    /// Notes that it went back to the pool at `now`.
    pub(super) fn returned_at(&mut self, now: Instant) {
        self.returned = Some(now);
    }

    /// Whether it must be tested before it is handed out at `now`: when it is new, idle for
    /// [`FRESH`] or longer, or found lost.
    pub(super) fn needs_test(&self, now: Instant) -> bool {
        self.is_lost()
            || self
                .returned
                .is_none_or(|at| now.saturating_duration_since(at) >= FRESH)
    }
}

impl Deref for PoolConnection {
    type Target = DbConnection;

    fn deref(&self) -> &DbConnection {
        &self.conn
    }
}

impl DerefMut for PoolConnection {
    fn deref_mut(&mut self) -> &mut DbConnection {
        &mut self.conn
    }
}

/// The instrumentation of a pooled connection: it marks the connection lost when a statement
/// fails for want of a connection, and passes every event on to the statement log if that is on.
pub(super) struct Watch {
    lost: Arc<AtomicBool>,
    log: Option<SqlLog>,
}

impl Watch {
    /// A watch reporting to `lost`, logging statements when `kingpost::sql` is traced.
    pub(super) fn new(lost: Arc<AtomicBool>) -> Watch {
        Watch {
            lost,
            log: SqlLog::if_enabled(),
        }
    }
}

impl Instrumentation for Watch {
    fn on_connection_event(&mut self, event: InstrumentationEvent<'_>) {
        if let InstrumentationEvent::FinishQuery {
            error: Some(error), ..
        } = &event
            && means_lost(error)
        {
            self.lost.store(true, Ordering::Relaxed);
        }
        if let Some(log) = &mut self.log {
            log.on_connection_event(event);
        }
    }
}

/// Whether `error` says the connection itself is gone (rather than the statement was refused).
fn means_lost(error: &Error) -> bool {
    matches!(
        error,
        Error::DatabaseError(
            DatabaseErrorKind::ClosedConnection | DatabaseErrorKind::UnableToSendCommand,
            _
        ) | Error::BrokenTransactionManager
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn connection() -> PoolConnection {
        let conn = diesel::Connection::establish(":memory:").expect("in-memory SQLite");
        PoolConnection::new(DbConnection::Sqlite(conn), Arc::default())
    }

    #[test]
    fn a_connection_is_tested_when_new_idle_or_lost_and_not_when_just_returned() {
        let mut conn = connection();
        let now = Instant::now();
        assert!(conn.needs_test(now), "a new connection is tested");
        conn.returned_at(now);
        assert!(!conn.needs_test(now + Duration::from_millis(100)));
        assert!(conn.needs_test(now + FRESH), "an idle one is tested");
        conn.lost.store(true, Ordering::Relaxed);
        assert!(conn.needs_test(now), "a lost one is tested");
    }

    #[test]
    fn only_errors_of_the_connection_mark_it_lost() {
        let info = || {
            Box::new(String::from("x"))
                as Box<dyn diesel::result::DatabaseErrorInformation + Send + Sync>
        };
        assert!(means_lost(&Error::DatabaseError(
            DatabaseErrorKind::ClosedConnection,
            info()
        )));
        assert!(!means_lost(&Error::DatabaseError(
            DatabaseErrorKind::UniqueViolation,
            info()
        )));
        assert!(!means_lost(&Error::NotFound));
    }
}

//! A pooled connection and what the pool knows of its health.
//!
//! The pool tests a PostgreSQL connection before handing it out with an empty query, one round
//! trip (see `Manager::is_valid`). On the move path that was one request's round trip in seven,
//! for a connection that had just come back from a request that used it. So a connection that
//! went back to the pool less than [`FRESH`] ago is handed out untested; one that sat idle
//! longer is tested as before. A statement that finds the connection lost (the server
//! restarted, the network cut it) leaves diesel's transaction manager broken (libpq no longer
//! knows the transaction's state), and the pool drops a broken connection when it comes back
//! (`Manager::has_broken`) instead of handing it out again.
//!
//! The cost: when PostgreSQL restarts while requests keep coming, a connection the pool thought
//! healthy may fail one request (which writes nothing and is answered as the database being
//! unavailable) before it is replaced.

use std::ops::{Deref, DerefMut};
use std::time::{Duration, Instant};

use super::DbConnection;

/// How long after it went back to the pool a connection is handed out without a test: half a
/// second, as HikariCP's `aliveBypassWindowMs`. Under load a connection comes back within
/// milliseconds; one idle longer is tested.
pub const FRESH: Duration = Duration::from_millis(500);

/// A connection in the pool, with when it last went back.
pub struct PoolConnection {
    conn: DbConnection,
    returned: Option<Instant>,
}

impl PoolConnection {
    /// Wraps a connection just opened.
    pub(super) fn new(conn: DbConnection) -> PoolConnection {
        PoolConnection {
            conn,
            returned: None,
        }
    }

    /// Notes that it went back to the pool at `now`.
    pub(super) fn returned_at(&mut self, now: Instant) {
        self.returned = Some(now);
    }

    /// Whether it must be tested before it is handed out at `now`: when it is new, or idle for
    /// [`FRESH`] or longer.
    pub(super) fn needs_test(&self, now: Instant) -> bool {
        self.returned
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_connection_is_tested_when_new_or_idle_and_not_when_just_returned() {
        let conn = diesel::Connection::establish(":memory:").expect("in-memory SQLite");
        let mut conn = PoolConnection::new(DbConnection::Sqlite(conn));
        let now = Instant::now();
        assert!(conn.needs_test(now), "a new connection is tested");
        conn.returned_at(now);
        assert!(!conn.needs_test(now + Duration::from_millis(100)));
        assert!(conn.needs_test(now + FRESH), "an idle one is tested");
    }
}

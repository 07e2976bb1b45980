//! Statement log for diagnosis: with `KINGPOST_LOG=kingpost::sql=trace` every statement a pooled
//! connection runs is logged with its duration, and every commit with the number of statements
//! the transaction ran. Off (and free) otherwise: the hook is installed only when the target is
//! enabled when a connection opens.

use std::time::Instant;

use diesel::connection::{Instrumentation, InstrumentationEvent};

/// Logs statements and commits under the `kingpost::sql` target.
#[derive(Debug, Default)]
pub(super) struct SqlLog {
    started: Option<Instant>,
    statements: usize,
}

impl SqlLog {
    /// A log when `kingpost::sql` is enabled at trace level, else `None`.
    pub(super) fn if_enabled() -> Option<SqlLog> {
        tracing::enabled!(target: "kingpost::sql", tracing::Level::TRACE).then(SqlLog::default)
    }
}

impl Instrumentation for SqlLog {
    fn on_connection_event(&mut self, event: InstrumentationEvent<'_>) {
        match event {
            InstrumentationEvent::StartQuery { .. } => self.started = Some(Instant::now()),
            InstrumentationEvent::FinishQuery { query, error, .. } => {
                let micros = self.started.take().map_or(0, |t| t.elapsed().as_micros());
                self.statements += 1;
                match error {
                    Some(e) => tracing::trace!(target: "kingpost::sql", micros, %e, "{query}"),
                    None => tracing::trace!(target: "kingpost::sql", micros, "{query}"),
                }
            }
            InstrumentationEvent::BeginTransaction { depth, .. } if depth.get() == 1 => {
                self.statements = 0;
            }
            InstrumentationEvent::CommitTransaction { depth, .. } if depth.get() == 1 => {
                tracing::trace!(target: "kingpost::sql", statements = self.statements, "commit");
            }
            _ => {}
        }
    }
}

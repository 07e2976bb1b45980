//! The engine's reports for organizers: one game's report (built-in engine, tablebases and a
//! second engine as configured), and the two event use cases that open claims the engine
//! reports on: closing an event after its end date and withdrawing a player whose games go to
//! adjudication.
//!
//! A report takes seconds per game, so the use cases do not wait for it: they open the claims
//! and announce the work; a worker process runs one engine job per claim
//! ([`crate::jobs::engine`]), thinking holding no database connection, and attaches the report.
//! A web node never searches for these.

use std::sync::Arc;

use crate::adjudication::{Adjudicator, Budget, ExternalEngine, Report, Tablebases, Thresholds};
use crate::chess::GameRecord;
use crate::config::EngineOptions;
use crate::db::{Pool, PoolError};
use crate::domain::account::UserId;
use crate::wall_clock::Clock;

use super::events::{EventServiceError, claims};
use super::notify::MailSettings;

/// Why closing an event or reporting on its claims failed.
#[derive(Debug, thiserror::Error)]
pub enum ReportError {
    /// The event refused (no such event, not an organizer, not yet over, …).
    #[error(transparent)]
    Event(#[from] EventServiceError),
    /// No database connection could be had.
    #[error("no database connection: {0}")]
    Pool(#[from] PoolError),
}

/// The thresholds an instance applies.
pub fn thresholds(options: &EngineOptions) -> Thresholds {
    Thresholds {
        win_cp: options.win_cp,
        min_depth: options.min_depth,
        fifty_move_rule: true,
    }
}

/// The engine report on a game for an organizer: built-in engine, tablebases and second engine
/// as configured, each thinking at most `adjudication_seconds`. Takes seconds: call it holding
/// no connection.
pub fn report_for(options: &EngineOptions, record: &GameRecord) -> Report {
    let mut notes = Vec::new();
    let tablebases = match options.syzygy_path.as_deref().map(Tablebases::open) {
        Some(Ok(tables)) => Some(std::sync::Arc::new(tables)),
        Some(Err(e)) => {
            notes.push(e.to_string());
            None
        }
        None => None,
    };
    let adjudicator = Adjudicator {
        thresholds: thresholds(options),
        budget: Budget {
            time: Some(options.adjudication_time),
            ..Budget::default()
        },
        tablebases,
        external: options
            .uci_engine
            .clone()
            .map(|path| ExternalEngine { path }),
    };
    let mut report = adjudicator.adjudicate_record(record);
    report.notes.extend(notes);
    report
}

/// What the event use cases that ask the engine need from the application: the pool (they
/// take their own connections, holding none while the engine thinks), the engine options, the
/// mail settings and the clock. Every door (API, pages) calls the same functions on it.
#[derive(Clone)]
pub struct EngineWork {
    /// The database.
    pub pool: Pool,
    /// The engine, tablebases and thinking time.
    pub options: EngineOptions,
    /// Where mail is written from.
    pub mail: Arc<MailSettings>,
    /// The application clock.
    pub clock: Clock,
}

impl EngineWork {
    /// `actor` sends the unfinished games of an event whose end date has passed to the claims
    /// queue. The claims are opened at once, without the engine's report: each report is an
    /// engine job a worker runs ([`crate::jobs::engine`]) and attaches to its claim. Returns
    /// how many claims were opened.
    pub fn close_event(&self, actor: UserId, event_id: i32) -> Result<usize, ReportError> {
        let now = self.clock.now();
        let games = claims::end_date_games(&mut *self.pool.get()?, actor, event_id, now)?;
        let awaiting: Vec<(i32, String)> = games
            .into_iter()
            .map(|(id, _)| (id, String::new()))
            .collect();
        let mut conn = self.pool.get_for_write()?;
        Ok(claims::open_end_date_claims(
            &mut conn, &self.mail, actor, event_id, &awaiting, now,
        )?)
    }

    /// `actor` withdraws from the event (or, as an organizer, withdraws the player named
    /// `who`; see [`claims::withdraw`]). When their unfinished games go to adjudication, the
    /// engine's reports on those claims are engine jobs, run by a worker afterwards. Returns
    /// what was done with the unfinished games (`losses`, `adjudication`, or `None` before the
    /// start).
    pub fn withdraw(
        &self,
        actor: UserId,
        event_id: i32,
        who: Option<&str>,
    ) -> Result<Option<&'static str>, ReportError> {
        let mut conn = self.pool.get_for_write()?;
        let now = self.clock.now();
        Ok(claims::withdraw(
            &mut conn, &self.mail, actor, event_id, who, now,
        )?)
    }
}

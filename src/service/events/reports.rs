//! Engine reports for claims the server opens without one: an event's unfinished games at its
//! end date, and a withdrawn player's games that go to adjudication. The claims are opened at
//! once, without a report; the analysis takes seconds per game, so it is an engine job
//! ([`crate::db::engine_jobs`]) per claim that a worker runs outside any transaction: it reads
//! the game ([`claim_to_report`]), asks the engine, and stores what it found
//! ([`attach_report`]).

use crate::chess::GameRecord;
use crate::db::claims as rows;
use crate::db::{DbConnection, write_transaction};
use crate::domain::events::claims::{ClaimKind, ClaimStatus};
use crate::service::game_store as store;
use crate::wake::Channel;

use super::EventServiceError;

/// The kinds of claim the server opens and the engine reports on.
pub const REPORTED_KINDS: [ClaimKind; 2] = [ClaimKind::EndDate, ClaimKind::Withdrawal];

/// Announces, in the transaction that opened such claims, that reports are to be made.
pub fn announce(conn: &mut DbConnection) -> Result<(), EventServiceError> {
    Ok(crate::db::notify(conn, Channel::Engine, None)?)
}

/// Up to `limit` open claims of the [`REPORTED_KINDS`] still without a report: (claim, game).
pub fn awaiting_report(
    conn: &mut DbConnection,
    limit: i64,
) -> Result<Vec<(i32, i32)>, EventServiceError> {
    let kinds = REPORTED_KINDS.map(ClaimKind::as_str);
    Ok(rows::awaiting_report(conn, &kinds, limit)?)
}

/// The game of claim `claim` if it is still open without a report, replayed.
pub fn claim_to_report(
    conn: &mut DbConnection,
    claim: i32,
) -> Result<Option<GameRecord>, EventServiceError> {
    let Some(row) = rows::find(conn, claim)? else {
        return Ok(None);
    };
    if ClaimStatus::from_name(&row.status) != ClaimStatus::Open || !row.report.is_empty() {
        return Ok(None);
    }
    Ok(Some(store::load(conn, row.game_id)?.state.record))
}

/// Stores the report (JSON) of claim `claim` if it is still open without one; returns whether
/// it was stored.
pub fn attach_report(
    conn: &mut DbConnection,
    claim: i32,
    report: &str,
) -> Result<bool, EventServiceError> {
    write_transaction(conn, |conn| Ok(rows::set_report(conn, claim, report)?))
}

//! Engine reports for claims the server opens without one: a withdrawn player's games that go
//! to adjudication. The analysis takes seconds, so it runs outside any transaction: the
//! adapter reads the games ([`claims_awaiting_report`]), asks the engine, and stores what it
//! found ([`attach_reports`]), as it does for the end-date claims.

use crate::chess::GameRecord;
use crate::db::claims as rows;
use crate::db::{DbConnection, write_transaction};
use crate::domain::events::claims::{ClaimKind, ClaimStatus};
use crate::service::game_store as store;

use super::{EventServiceError, load_event};

/// The open withdrawal claims of an event that have no engine report yet, with their games'
/// records (claim id, record).
pub fn claims_awaiting_report(
    conn: &mut DbConnection,
    event_id: i32,
) -> Result<Vec<(i32, GameRecord)>, EventServiceError> {
    load_event(conn, event_id)?;
    let mut out = Vec::new();
    for claim in rows::of_event(conn, event_id)? {
        if claim.kind == ClaimKind::Withdrawal.as_str()
            && ClaimStatus::from_name(&claim.status) == ClaimStatus::Open
            && claim.report.is_empty()
        {
            out.push((claim.id, store::load(conn, claim.game_id)?.state.record));
        }
    }
    Ok(out)
}

/// Stores the reports (claim id, report as JSON) of claims still open without one; returns how
/// many were stored.
pub fn attach_reports(
    conn: &mut DbConnection,
    reports: &[(i32, String)],
) -> Result<usize, EventServiceError> {
    write_transaction(conn, |conn| {
        let mut stored = 0;
        for (claim, report) in reports {
            if rows::set_report(conn, *claim, report)? {
                stored += 1;
            }
        }
        Ok(stored)
    })
}

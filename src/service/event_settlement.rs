//! Event settlement: what an event does when one of its games ends by a decision (a ruling, an
//! upheld tablebase claim, a withdrawal's forfeit), as a subscriber to the game's changes
//! ([`EventSettlement`]); and finishing an event once nothing is left to play or decide.

use chrono::NaiveDateTime;

use crate::chess::GameResult;
use crate::db::claims::{self as rows, ClaimStep};
use crate::db::events as event_rows;
use crate::db::{DbConnection, DbResult};
use crate::domain::account::UserId;
use crate::domain::events::EventStatus;
use crate::domain::events::claims::ClaimStatus;
use crate::domain::events::standings::Mark;
use crate::service::game_store::{ChangeKind, GameError, Saved, Subscriber};

/// The subscriber that settles an event game ended by a decision.
pub struct EventSettlement;

impl Subscriber for EventSettlement {
    fn changed(
        &self,
        conn: &mut DbConnection,
        saved: &Saved,
        _follow_ups: &mut Vec<Saved>,
        now: NaiveDateTime,
    ) -> Result<(), GameError> {
        if saved.game.rules.event.is_none() {
            return Ok(());
        }
        for change in &saved.changes {
            if let ChangeKind::Ended {
                result,
                decision: Some((decided_by, reason)),
                ..
            } = &change.kind
            {
                let decided = (*decided_by, *result, reason.as_str());
                settle_after_adjudication(conn, change.game.0, decided, now)?;
            }
        }
        Ok(())
    }
}

/// Finishes a running event whose end date has passed when no game is unfinished and no claim
/// waits for a ruling.
pub(crate) fn maybe_finish(
    conn: &mut DbConnection,
    event_id: i32,
    now: NaiveDateTime,
) -> DbResult<()> {
    let Some(event) = event_rows::find_event(conn, event_id)? else {
        return Ok(());
    };
    let status = EventStatus::from_name(&event.status).unwrap_or(EventStatus::Finished);
    if status != EventStatus::Running || now < event.ends_at {
        return Ok(());
    }
    let waiting = rows::of_event(conn, event_id)?.iter().any(|c| {
        matches!(
            ClaimStatus::from_name(&c.status),
            ClaimStatus::Open | ClaimStatus::Appealed
        )
    });
    if !waiting && event_rows::unfinished_count(conn, event_id)? == 0 {
        event_rows::set_status(conn, event_id, "running", "finished", now)?;
    }
    Ok(())
}

/// After any adjudication of an event game (a ruling, an upheld tablebase claim, a
/// withdrawal's forfeit): the claims still open on it are decided with the same result and
/// author, the crosstable marks it adjudicated (unless it has a mark), and the event finishes
/// if that was the last thing left.
fn settle_after_adjudication(
    conn: &mut DbConnection,
    game_id: i32,
    (decided_by, result, reason): (UserId, GameResult, &str),
    now: NaiveDateTime,
) -> DbResult<()> {
    let Some(link) = event_rows::event_game(conn, game_id)? else {
        return Ok(());
    };
    if link.mark.is_none() {
        event_rows::set_mark(conn, game_id, Some(Mark::Adjudicated.as_str()))?;
    }
    let step = ClaimStep::ruling(false, result.as_pgn(), reason, decided_by.0, now);
    for claim in rows::waiting_on_game(conn, game_id)? {
        if ClaimStatus::from_name(&claim.status) == ClaimStatus::Open {
            rows::record(conn, claim.id, &step)?;
        }
    }
    maybe_finish(conn, link.event_id, now)
}

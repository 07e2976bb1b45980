//! Organizer decisions on event games, whichever door they come through: a ruling on a claim in
//! the claims queue ([`decide`]), or a decision on an event game through the game's own
//! adjudication form or `POST /api/v1/games/{id}/adjudicate` ([`rule_on_game`], which records
//! it on the game's waiting claim, or on a new claim of kind adjudication). Both go through
//! [`rule`]: it checks the decider (a second organizer on appeal), ends the game or replaces
//! its result (and re-rates the later games), records the ruling with its author and reason,
//! and mails both players in their own language; the ruling can then be appealed once, and
//! [`appeal`] tells the other player and every organizer who may decide the appeal.

use chrono::NaiveDateTime;

use crate::chess::GameResult;
use crate::db::claims::{self as rows, ClaimRow, ClaimStep};
use crate::db::events as event_rows;
use crate::db::{DbConnection, games as game_rows, write_transaction};
use crate::domain::account::UserId;
use crate::domain::adjudication::Decision;
use crate::domain::events::claims::{ClaimKind, ClaimStatus, Ruling, check_appeal, check_decider};
use crate::domain::events::standings::Mark;
use crate::service::game_changes::publish;
use crate::service::game_store::{self as store, GameError};
use crate::service::notify::MailSettings;
use crate::service::roles::require_not_a_party;

use super::claims::new_claim;
use super::{EventServiceError, claim_mail, load_event, require_organizer};
use crate::service::event_settlement::maybe_finish;

/// A ruling as an organizer gives it.
#[derive(Debug, Clone, Copy)]
pub struct Verdict<'a> {
    /// A result, or `continue`.
    pub ruling: Ruling,
    /// Why (checked: not empty).
    pub reason: &'a str,
    /// The engine report behind it (JSON), when the door computed a fresh one.
    pub report: Option<&'a str>,
}

fn find_claim(conn: &mut DbConnection, id: i32) -> Result<ClaimRow, EventServiceError> {
    rows::find(conn, id)?.ok_or(EventServiceError::ClaimNotFound(id))
}

/// `actor` (an organizer) rules on an open claim, or — as a second organizer — on an appealed
/// one: see [`rule`]. Returns the claim's new status.
pub fn decide(
    conn: &mut DbConnection,
    mail: &MailSettings,
    actor: UserId,
    claim_id: i32,
    ruling: Ruling,
    reason: &str,
    now: NaiveDateTime,
) -> Result<ClaimStatus, EventServiceError> {
    let checked = match ruling {
        Ruling::Result(result) => result,
        Ruling::Continue => GameResult::Draw,
    };
    let decision = Decision::new(checked, reason)?;
    write_transaction(conn, |conn| {
        require_organizer(conn, actor, "decide claims")?;
        let claim = find_claim(conn, claim_id)?;
        let verdict = Verdict {
            ruling,
            reason: &decision.reason,
            report: None,
        };
        rule(conn, mail, actor, &claim, verdict, now)
    })
}

/// Inside the caller's transaction, which has checked that `actor` may decide: `decision` on
/// game `game_id` from its adjudication door, with the engine `report` (JSON). On an event game
/// it is a ruling ([`rule`]) on the claim that waits on the game (the newest), or on a new
/// claim of kind adjudication; returns false, changing nothing, for a game outside events.
pub(crate) fn rule_on_game(
    conn: &mut DbConnection,
    mail: &MailSettings,
    actor: UserId,
    game_id: i32,
    decision: &Decision,
    report: &str,
    now: NaiveDateTime,
) -> Result<bool, EventServiceError> {
    let Some(link) = event_rows::event_game(conn, game_id)? else {
        return Ok(false);
    };
    let claim = match rows::waiting_on_game(conn, game_id)?.into_iter().next() {
        Some(claim) => claim,
        None => {
            let new = ClaimRow {
                report: report.to_owned(),
                ..new_claim(link.event_id, game_id, ClaimKind::Adjudication, now)
            };
            let id = rows::insert(conn, &new)?;
            find_claim(conn, id)?
        }
    };
    let verdict = Verdict {
        ruling: Ruling::Result(decision.result),
        reason: &decision.reason,
        report: Some(report),
    };
    rule(conn, mail, actor, &claim, verdict, now)?;
    Ok(true)
}

/// The one path of every organizer decision on an event game (inside the caller's
/// transaction): `actor`, who does not play in the game, rules on `claim`, first or on appeal
/// (then not the first decider).
/// A result ends the game by adjudication, or on appeal replaces the first result (the later
/// ratings are replayed); the ruling is recorded with its author and reason; both players (and
/// a claimant who is not one of them) are told by mail; the event finishes if that was the
/// last thing left.
pub(crate) fn rule(
    conn: &mut DbConnection,
    mail: &MailSettings,
    actor: UserId,
    claim: &ClaimRow,
    verdict: Verdict<'_>,
    now: NaiveDateTime,
) -> Result<ClaimStatus, EventServiceError> {
    require_not_a_party::<EventServiceError>(conn, actor, claim.game_id)?;
    let status = ClaimStatus::from_name(&claim.status);
    check_decider(status, claim.decided_by, actor.0)?;
    apply(conn, mail, actor, claim, verdict, now)?;
    let on_appeal = status == ClaimStatus::Appealed;
    let (ruling, reason) = (verdict.ruling.as_str(), verdict.reason);
    let step = ClaimStep::ruling(on_appeal, ruling, reason, actor.0, now);
    rows::record(conn, claim.id, &step)?;
    let event = load_event(conn, claim.event_id)?;
    let told = claim_mail::Told {
        ruling,
        reason,
        decider: actor,
        on_appeal,
    };
    claim_mail::tell_ruling(conn, mail, &event, claim, told, now)?;
    maybe_finish(conn, claim.event_id, now)?;
    Ok(if on_appeal {
        ClaimStatus::Final
    } else {
        ClaimStatus::Decided
    })
}

/// What a ruling does to the game.
fn apply(
    conn: &mut DbConnection,
    mail: &MailSettings,
    actor: UserId,
    claim: &ClaimRow,
    verdict: Verdict<'_>,
    now: NaiveDateTime,
) -> Result<(), EventServiceError> {
    let game = store::load(conn, claim.game_id)?;
    let row = &game.row;
    let result = match verdict.ruling {
        Ruling::Continue if row.status == "finished" => {
            return Err(EventServiceError::Seeding(format!(
                "game {} has already ended ({}); rule a result instead of 'continue'",
                row.id, row.result
            )));
        }
        Ruling::Continue => return Ok(()),
        Ruling::Result(result) => result,
    };
    event_rows::set_mark(conn, claim.game_id, Some(Mark::Adjudicated.as_str()))?;
    if row.status == "finished" {
        if row.result != result.as_pgn() {
            let reason = format!("on appeal: {}", verdict.reason);
            rows::replace_result(conn, claim.game_id, result.as_pgn(), &reason, actor.0, now)?;
            crate::service::ratings::result_changed(conn, claim.game_id, result, now)?;
        }
        return Ok(());
    }
    let report = verdict
        .report
        .or(Some(claim.report.as_str()).filter(|r| !r.is_empty()))
        .unwrap_or("{}");
    let decision = Decision {
        result,
        reason: verdict.reason.to_owned(),
    };
    let saved = store::adjudicate(conn, game, actor, &decision, report, now)?;
    publish(conn, mail, saved, now)?;
    Ok(())
}

/// `actor`, a player of the claim's game, appeals its ruling (once, within the event's appeal
/// days). The other player and every organizer who may decide the appeal (all but the one who
/// made the ruling) are told by mail; the appeal waits in the claims queue.
pub fn appeal(
    conn: &mut DbConnection,
    mail: &MailSettings,
    actor: UserId,
    claim_id: i32,
    note: &str,
    now: NaiveDateTime,
) -> Result<(), EventServiceError> {
    write_transaction(conn, |conn| {
        let claim = find_claim(conn, claim_id)?;
        let game = game_rows::find_game(conn, claim.game_id)?
            .ok_or(GameError::GameNotFound(claim.game_id))?;
        if game.white_id != actor.0 && game.black_id != actor.0 {
            return Err(EventServiceError::NotAPlayer(game.id, "appeal its ruling"));
        }
        let event = load_event(conn, claim.event_id)?;
        let days = u32::try_from(event.appeal_days).unwrap_or(0);
        let status = ClaimStatus::from_name(&claim.status);
        check_appeal(status, claim.decided_at, days, now)?;
        let note = note.trim();
        rows::record(conn, claim_id, &ClaimStep::appeal(note, actor.0, now))?;
        claim_mail::tell_appeal(conn, mail, &event, &claim, actor, note, now)
    })
}

//! The organizer's claims queue, withdrawals and the end date.
//!
//! Players file draw, tablebase and adjudication claims in their event games; the server opens
//! claims for silent games, for unfinished games at the end date (with the engine's report
//! pre-filled) and for a withdrawn player's games that are to be adjudicated. An organizer
//! rules on each with a reason; the ruling is recorded with its author. Either player may
//! appeal once within the event's appeal days, and a second organizer's ruling is final. A
//! ruling with a result ends the game by adjudication ([`super::super::adjudication`]), marked
//! as such in the crosstable. When the end date has passed and nothing is left unfinished or
//! undecided, the event is finished.

use chrono::NaiveDateTime;
use serde::Serialize;

use crate::chess::{Color, GameRecord, GameResult};
use crate::db::claims::{self as rows, ClaimRow, NewClaim};
use crate::db::events::{self as event_rows, EventRow};
use crate::db::{DbConnection, games as game_rows, users, write_transaction};
use crate::domain::account::UserId;
use crate::domain::adjudication::Decision;
use crate::domain::events::claims::{
    ClaimError, ClaimKind, ClaimStatus, Ruling, check_appeal, check_decider, is_silent,
};
use crate::domain::events::standings::Mark;
use crate::domain::events::{EventStatus, Withdrawal, withdrawal};

use super::{EventServiceError, claim_mail, load_event, require_organizer, status_of};
use crate::service::adjudication::finish;
use crate::service::games;
use crate::service::notify::{ClaimNotice, MailSettings};

/// A claim as the queue shows it.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct ClaimView {
    /// Id.
    pub id: i32,
    /// The game.
    pub game_id: i32,
    /// Kind.
    pub kind: &'static str,
    /// Who filed it (none: the server).
    pub filed_by: Option<String>,
    /// The player's note.
    pub note: String,
    /// The engine report (JSON text; may be empty).
    pub report: String,
    /// Status.
    pub status: &'static str,
    /// First ruling.
    pub ruling: Option<String>,
    /// Its reason.
    pub reason: Option<String>,
    /// Who ruled.
    pub decided_by: Option<String>,
    /// When.
    pub decided_at: Option<NaiveDateTime>,
    /// The appellant's note.
    pub appeal_note: Option<String>,
    /// Who appealed.
    pub appealed_by: Option<String>,
    /// Ruling on appeal.
    pub appeal_ruling: Option<String>,
    /// Its reason.
    pub appeal_reason: Option<String>,
    /// The second organizer.
    pub appeal_decided_by: Option<String>,
}

fn name(conn: &mut DbConnection, id: Option<i32>) -> Result<Option<String>, EventServiceError> {
    Ok(match id {
        Some(id) => Some(game_rows::username(conn, id)?),
        None => None,
    })
}

/// The claims of an event, oldest first.
pub fn queue(conn: &mut DbConnection, event_id: i32) -> Result<Vec<ClaimView>, EventServiceError> {
    load_event(conn, event_id)?;
    let mut out = Vec::new();
    for row in rows::of_event(conn, event_id)? {
        out.push(ClaimView {
            id: row.id,
            game_id: row.game_id,
            kind: ClaimKind::from_name(&row.kind).map_or("adjudication", ClaimKind::as_str),
            filed_by: name(conn, row.filed_by)?,
            note: row.note,
            report: row.report,
            status: ClaimStatus::from_name(&row.status).as_str(),
            ruling: row.ruling,
            reason: row.reason,
            decided_by: name(conn, row.decided_by)?,
            decided_at: row.decided_at,
            appeal_note: row.appeal_note,
            appealed_by: name(conn, row.appealed_by)?,
            appeal_ruling: row.appeal_ruling,
            appeal_reason: row.appeal_reason,
            appeal_decided_by: name(conn, row.appeal_decided_by)?,
        });
    }
    Ok(out)
}

/// The running event a game belongs to.
fn event_of_game(conn: &mut DbConnection, game_id: i32) -> Result<EventRow, EventServiceError> {
    let link =
        event_rows::event_game(conn, game_id)?.ok_or(EventServiceError::NotAnEventGame(game_id))?;
    let event = load_event(conn, link.event_id)?;
    if status_of(&event) != EventStatus::Running {
        return Err(EventServiceError::WrongStatus {
            id: event.id,
            status: status_of(&event).as_str(),
            action: "take claims",
        });
    }
    Ok(event)
}

/// `actor`, a player of the game, files a claim of `kind` with an optional note (their
/// analysis); both players are told by mail. Returns the claim's id.
pub fn file(
    conn: &mut DbConnection,
    mail: &MailSettings,
    actor: UserId,
    game_id: i32,
    kind: ClaimKind,
    note: &str,
    now: NaiveDateTime,
) -> Result<i32, EventServiceError> {
    if !kind.player_may_file() {
        return Err(ClaimError::NotFileable.into());
    }
    write_transaction(conn, |conn| {
        let event = event_of_game(conn, game_id)?;
        let (_, _, state) = games::load(conn, game_id)?;
        state
            .color_of(actor)
            .map_err(|_| EventServiceError::NotAPlayer(game_id, "file a claim in it"))?;
        if state.record.outcome().is_some() {
            return Err(EventServiceError::GameOver(game_id));
        }
        if kind == ClaimKind::Tablebase && !event.tablebase_claims {
            return Err(EventServiceError::Seeding(
                "this event does not allow tablebase claims".to_owned(),
            ));
        }
        let id = open(conn, &event, game_id, kind, Some(actor), note, "", now)?;
        let claimant = game_rows::username(conn, actor.0)?;
        let notice = ClaimNotice::Filed {
            claimant: &claimant,
        };
        claim_mail::tell_players(conn, mail, &event, game_id, None, notice, now)?;
        Ok(id)
    })
}

#[allow(clippy::too_many_arguments)]
fn open(
    conn: &mut DbConnection,
    event: &EventRow,
    game_id: i32,
    kind: ClaimKind,
    by: Option<UserId>,
    note: &str,
    report: &str,
    now: NaiveDateTime,
) -> Result<i32, EventServiceError> {
    Ok(rows::insert(
        conn,
        &NewClaim {
            event_id: event.id,
            game_id,
            kind: kind.as_str(),
            filed_by: by.map(|u| u.0),
            note: note.trim(),
            report,
            status: ClaimStatus::Open.as_str(),
            created_at: now,
        },
    )?)
}

/// Opens a silence claim for every active game of the event without a move (or since its
/// start) for the event's silence days, and tells both players; returns how many were opened.
pub fn scan_silence(
    conn: &mut DbConnection,
    mail: &MailSettings,
    event_id: i32,
    now: NaiveDateTime,
) -> Result<usize, EventServiceError> {
    write_transaction(conn, |conn| {
        let event = load_event(conn, event_id)?;
        if status_of(&event) != EventStatus::Running {
            return Ok(0);
        }
        let days = u32::try_from(event.silence_days).unwrap_or(30);
        let mut opened = 0;
        for game in event_rows::games_of_event(conn, event_id)? {
            let id = game.link.game_id;
            if game.status == "finished"
                || !is_silent(game.updated_at, now, days)
                || rows::pending_for_game(conn, id, ClaimKind::Silence.as_str())?
            {
                continue;
            }
            open(conn, &event, id, ClaimKind::Silence, None, "", "", now)?;
            let notice = ClaimNotice::Silence {
                days: event.silence_days,
            };
            claim_mail::tell_players(conn, mail, &event, id, None, notice, now)?;
            opened += 1;
        }
        Ok(opened)
    })
}

/// The unfinished games of an event whose end date has passed and which have no end-date
/// claim yet, with their records: what the caller analyses (outside any transaction) before
/// [`open_end_date_claims`].
pub fn end_date_games(
    conn: &mut DbConnection,
    actor: UserId,
    event_id: i32,
    now: NaiveDateTime,
) -> Result<Vec<(i32, GameRecord)>, EventServiceError> {
    require_organizer(conn, actor, "close events")?;
    let event = load_event(conn, event_id)?;
    if status_of(&event) != EventStatus::Running || now < event.ends_at {
        return Err(EventServiceError::WrongStatus {
            id: event_id,
            status: status_of(&event).as_str(),
            action: "go to adjudication before its end date has passed",
        });
    }
    let mut out = Vec::new();
    for game in event_rows::games_of_event(conn, event_id)? {
        let id = game.link.game_id;
        if game.status != "finished"
            && !rows::pending_for_game(conn, id, ClaimKind::EndDate.as_str())?
        {
            out.push((id, games::load(conn, id)?.2.record));
        }
    }
    Ok(out)
}

/// Opens an end-date claim for each game with its engine report (JSON), and tells both
/// players; returns how many.
pub fn open_end_date_claims(
    conn: &mut DbConnection,
    mail: &MailSettings,
    actor: UserId,
    event_id: i32,
    reports: &[(i32, String)],
    now: NaiveDateTime,
) -> Result<usize, EventServiceError> {
    write_transaction(conn, |conn| {
        require_organizer(conn, actor, "close events")?;
        let event = load_event(conn, event_id)?;
        let mut opened = 0;
        for (game_id, report) in reports {
            let Some(link) = event_rows::event_game(conn, *game_id)? else {
                continue;
            };
            if link.event_id != event_id
                || rows::pending_for_game(conn, *game_id, ClaimKind::EndDate.as_str())?
            {
                continue;
            }
            open(
                conn,
                &event,
                *game_id,
                ClaimKind::EndDate,
                None,
                "",
                report,
                now,
            )?;
            let notice = ClaimNotice::EndDate;
            claim_mail::tell_players(conn, mail, &event, *game_id, None, notice, now)?;
            opened += 1;
        }
        Ok(opened)
    })
}

/// `actor` (an organizer) rules on an open claim, or — as a second organizer — on an appealed
/// one. A result ends the game by adjudication (or, on appeal, replaces the first result). The
/// players and the claimant are told the ruling by mail.
pub fn decide(
    conn: &mut DbConnection,
    mail: &MailSettings,
    actor: UserId,
    claim_id: i32,
    ruling: Ruling,
    reason: &str,
    now: NaiveDateTime,
) -> Result<ClaimStatus, EventServiceError> {
    let result_for_check = match ruling {
        Ruling::Result(r) => r,
        Ruling::Continue => GameResult::Draw,
    };
    let decision = Decision::new(result_for_check, reason)?;
    write_transaction(conn, |conn| {
        require_organizer(conn, actor, "decide claims")?;
        let claim =
            rows::find(conn, claim_id)?.ok_or(EventServiceError::ClaimNotFound(claim_id))?;
        let status = ClaimStatus::from_name(&claim.status);
        check_decider(status, claim.decided_by, actor.0)?;
        apply(conn, actor, &claim, ruling, &decision, now)?;
        let new_status = if status == ClaimStatus::Open {
            rows::decide(
                conn,
                claim_id,
                "decided",
                ruling.as_str(),
                &decision.reason,
                actor.0,
                now,
            )?;
            ClaimStatus::Decided
        } else {
            rows::decide_appeal(
                conn,
                claim_id,
                ruling.as_str(),
                &decision.reason,
                actor.0,
                now,
            )?;
            ClaimStatus::Final
        };
        let event = load_event(conn, claim.event_id)?;
        let on_appeal = new_status == ClaimStatus::Final;
        let (ruling, reason) = (ruling.as_str(), decision.reason.as_str());
        claim_mail::tell_ruling(conn, mail, &event, &claim, ruling, reason, on_appeal, now)?;
        maybe_finish(conn, claim.event_id, now)?;
        Ok(new_status)
    })
}

/// What a ruling does to the game.
fn apply(
    conn: &mut DbConnection,
    actor: UserId,
    claim: &ClaimRow,
    ruling: Ruling,
    decision: &Decision,
    now: NaiveDateTime,
) -> Result<(), EventServiceError> {
    let (row, _, _) = games::load(conn, claim.game_id)?;
    let result = match ruling {
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
            replace_result(conn, claim.game_id, result, &decision.reason, actor, now)?;
        }
        return Ok(());
    }
    let report = if claim.report.is_empty() {
        "{}"
    } else {
        claim.report.as_str()
    };
    let decision = Decision {
        result,
        reason: decision.reason.clone(),
    };
    finish(conn, claim.game_id, actor, &decision, report, now)?;
    Ok(())
}

/// Replaces the result of a game ended by a ruling that an appeal overturned, and its rating
/// change.
fn replace_result(
    conn: &mut DbConnection,
    game_id: i32,
    result: GameResult,
    reason: &str,
    actor: UserId,
    now: NaiveDateTime,
) -> Result<(), EventServiceError> {
    let reason = format!("on appeal: {reason}");
    rows::replace_result(conn, game_id, result.as_pgn(), &reason, actor.0, now)?;
    crate::service::ratings::result_changed(conn, game_id, result, now)?;
    Ok(())
}

/// `actor`, a player of the claim's game, appeals its ruling.
pub fn appeal(
    conn: &mut DbConnection,
    actor: UserId,
    claim_id: i32,
    note: &str,
    now: NaiveDateTime,
) -> Result<(), EventServiceError> {
    write_transaction(conn, |conn| {
        let claim =
            rows::find(conn, claim_id)?.ok_or(EventServiceError::ClaimNotFound(claim_id))?;
        let game = game_rows::find_game(conn, claim.game_id)?
            .ok_or(games::GameError::GameNotFound(claim.game_id))?;
        if game.white_id != actor.0 && game.black_id != actor.0 {
            return Err(EventServiceError::NotAPlayer(game.id, "appeal its ruling"));
        }
        let event = load_event(conn, claim.event_id)?;
        let days = u32::try_from(event.appeal_days).unwrap_or(0);
        check_appeal(
            ClaimStatus::from_name(&claim.status),
            claim.decided_at,
            days,
            now,
        )?;
        rows::appeal(conn, claim_id, note.trim(), actor.0, now)?;
        Ok(())
    })
}

/// Finishes a running event whose end date has passed when no game is unfinished and no claim
/// waits for a ruling.
fn maybe_finish(
    conn: &mut DbConnection,
    event_id: i32,
    now: NaiveDateTime,
) -> Result<(), diesel::result::Error> {
    let Some(event) = event_rows::find_event(conn, event_id)? else {
        return Ok(());
    };
    if status_of(&event) != EventStatus::Running || now < event.ends_at {
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

/// After any adjudication of an event game (through a claim, or directly through the
/// adjudication page or API): the claims still open on it are decided with the same ruling and
/// author, the crosstable marks it adjudicated (unless it is a forfeit), and the event finishes
/// if that was the last thing left.
pub(crate) fn settle_after_adjudication(
    conn: &mut DbConnection,
    game_id: i32,
    decided_by: UserId,
    decision: &Decision,
    now: NaiveDateTime,
) -> Result<(), diesel::result::Error> {
    let Some(link) = event_rows::event_game(conn, game_id)? else {
        return Ok(());
    };
    if link.mark.is_none() {
        event_rows::set_mark(conn, game_id, Some(Mark::Adjudicated.as_str()))?;
    }
    for claim in rows::of_event(conn, link.event_id)? {
        if claim.game_id == game_id && ClaimStatus::from_name(&claim.status) == ClaimStatus::Open {
            let ruling = decision.result.as_pgn();
            rows::decide(
                conn,
                claim.id,
                "decided",
                ruling,
                &decision.reason,
                decided_by.0,
                now,
            )?;
        }
    }
    maybe_finish(conn, link.event_id, now)
}

/// `actor` withdraws from a running or registering event (or, as an organizer, withdraws the
/// player named `who`). While the event runs, their unfinished games are scored as losses, or
/// go to the claims queue for adjudication when they have finished enough of them (the
/// event's setting); their opponents in those games are told by mail. Returns what was done.
pub fn withdraw(
    conn: &mut DbConnection,
    mail: &MailSettings,
    actor: UserId,
    event_id: i32,
    who: Option<&str>,
    now: NaiveDateTime,
) -> Result<Option<&'static str>, EventServiceError> {
    write_transaction(conn, |conn| {
        let event = load_event(conn, event_id)?;
        let user = match who.map(str::trim).filter(|w| !w.is_empty()) {
            Some(name) => {
                require_organizer(conn, actor, "withdraw other players")?;
                users::find_by_username(conn, name)?
                    .map(|u| UserId(u.id))
                    .ok_or_else(|| EventServiceError::UnknownPlayer(name.to_owned()))?
            }
            None => actor,
        };
        let player = event_rows::find_player(conn, event_id, user.0)?
            .filter(|p| p.status == "registered")
            .ok_or_else(|| EventServiceError::NotRegistered(user.to_string()))?;
        event_rows::set_withdrawn(conn, player.id, now)?;
        if status_of(&event) != EventStatus::Running {
            event_rows::set_seat(conn, player.id, None, None)?;
            return Ok(None);
        }
        let (treatment, unfinished) = score_withdrawal(conn, actor, &event, user, now)?;
        let adjudicated = treatment == Withdrawal::Adjudicate;
        claim_mail::tell_withdrawal(conn, mail, &event, user, &unfinished, adjudicated, now)?;
        maybe_finish(conn, event_id, now)?;
        Ok(Some(match treatment {
            Withdrawal::Losses => "losses",
            Withdrawal::Adjudicate => "adjudication",
        }))
    })
}

fn score_withdrawal(
    conn: &mut DbConnection,
    actor: UserId,
    event: &EventRow,
    user: UserId,
    now: NaiveDateTime,
) -> Result<(Withdrawal, Vec<i32>), EventServiceError> {
    let theirs: Vec<(i32, bool)> = event_rows::games_of_event(conn, event.id)?
        .into_iter()
        .map(|g| (g.link.game_id, g.status == "finished"))
        .filter(|(id, _)| {
            game_rows::find_game(conn, *id)
                .ok()
                .flatten()
                .is_some_and(|g| g.white_id == user.0 || g.black_id == user.0)
        })
        .collect();
    let finished = theirs.iter().filter(|(_, f)| *f).count();
    let percent = event
        .withdrawal_adjudication_percent
        .and_then(|p| u32::try_from(p).ok());
    let treatment = withdrawal(finished, theirs.len(), percent);
    let unfinished: Vec<i32> = theirs
        .iter()
        .filter(|(_, f)| !*f)
        .map(|(id, _)| *id)
        .collect();
    for game_id in &unfinished {
        match treatment {
            Withdrawal::Losses => {
                let (_, _, state) = games::load(conn, *game_id)?;
                let color = state.color_of(user).unwrap_or(Color::White);
                event_rows::set_mark(conn, *game_id, Some(Mark::Forfeit.as_str()))?;
                let decision = Decision {
                    result: GameResult::win_for(!color),
                    reason:
                        "withdrawal: the withdrawn player's unfinished game is scored as a loss"
                            .to_owned(),
                };
                finish(conn, *game_id, actor, &decision, "{}", now)?;
            }
            Withdrawal::Adjudicate => {
                open(
                    conn,
                    event,
                    *game_id,
                    ClaimKind::Withdrawal,
                    None,
                    "",
                    "",
                    now,
                )?;
            }
        }
    }
    Ok((treatment, unfinished))
}

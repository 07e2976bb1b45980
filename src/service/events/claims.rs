//! The organizer's claims queue, withdrawals and the end date.
//!
//! Players file draw, tablebase and adjudication claims in their event games; the server opens
//! claims for silent games, for unfinished games at the end date (with the engine's report
//! pre-filled) and for a withdrawn player's games that are to be adjudicated. Rulings and
//! appeals are in [`super::rulings`].

use chrono::NaiveDateTime;
use serde::Serialize;

use crate::chess::{Color, GameRecord, GameResult};
use crate::db::claims::{self as rows, ClaimRow};
use crate::db::events::{self as event_rows, EventRow};
use crate::db::{DbConnection, games as game_rows, users, write_transaction};
use crate::domain::account::UserId;
use crate::domain::adjudication::Decision;
use crate::domain::events::claims::{ClaimError, ClaimKind, ClaimStatus, is_silent};
use crate::domain::events::standings::Mark;
use crate::domain::events::{EventStatus, Withdrawal, withdrawal};

use super::{EventServiceError, claim_mail, load_event, require_organizer, status_of};
use crate::service::game_changes::publish;
use crate::service::game_store::{self as store, GameError};
use crate::service::notify::{ClaimNotice, MailSettings};
use crate::service::roles::{self, require_not_a_party};

/// A claim as the queue shows it.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct ClaimView {
    /// Id.
    pub id: i32,
    /// The game.
    pub game_id: i32,
    /// White's username.
    pub white: String,
    /// Black's username.
    pub black: String,
    /// Kind.
    pub kind: &'static str,
    /// Who filed it (none: the server).
    pub filed_by: Option<String>,
    /// When it was filed.
    #[serde(serialize_with = "crate::service::rfc3339::serialize")]
    pub filed_at: NaiveDateTime,
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
    #[serde(serialize_with = "crate::service::rfc3339::option")]
    pub decided_at: Option<NaiveDateTime>,
    /// The appellant's note.
    pub appeal_note: Option<String>,
    /// Who appealed.
    pub appealed_by: Option<String>,
    /// When.
    #[serde(serialize_with = "crate::service::rfc3339::option")]
    pub appealed_at: Option<NaiveDateTime>,
    /// Ruling on appeal.
    pub appeal_ruling: Option<String>,
    /// Its reason.
    pub appeal_reason: Option<String>,
    /// The second organizer.
    pub appeal_decided_by: Option<String>,
    /// When the appeal was decided.
    #[serde(serialize_with = "crate::service::rfc3339::option")]
    pub appeal_decided_at: Option<NaiveDateTime>,
}

fn name(conn: &mut DbConnection, id: Option<i32>) -> Result<Option<String>, EventServiceError> {
    Ok(match id {
        Some(id) => Some(game_rows::username(conn, id)?),
        None => None,
    })
}

/// Every claim of an event, oldest first: the whole queue, for organizers and admins (see
/// [`queue_for`] for what anyone else may read).
pub fn queue(conn: &mut DbConnection, event_id: i32) -> Result<Vec<ClaimView>, EventServiceError> {
    load_event(conn, event_id)?;
    let mut out = Vec::new();
    for row in rows::of_event(conn, event_id)? {
        let game =
            game_rows::find_game(conn, row.game_id)?.ok_or(GameError::GameNotFound(row.game_id))?;
        out.push(ClaimView {
            id: row.id,
            game_id: row.game_id,
            white: game_rows::username(conn, game.white_id)?,
            black: game_rows::username(conn, game.black_id)?,
            kind: ClaimKind::from_name(&row.kind).map_or("adjudication", ClaimKind::as_str),
            filed_by: name(conn, row.filed_by)?,
            filed_at: row.created_at,
            note: row.note,
            report: row.report,
            status: ClaimStatus::from_name(&row.status).as_str(),
            ruling: row.ruling,
            reason: row.reason,
            decided_by: name(conn, row.decided_by)?,
            decided_at: row.decided_at,
            appeal_note: row.appeal_note,
            appealed_by: name(conn, row.appealed_by)?,
            appealed_at: row.appealed_at,
            appeal_ruling: row.appeal_ruling,
            appeal_reason: row.appeal_reason,
            appeal_decided_by: name(conn, row.appeal_decided_by)?,
            appeal_decided_at: row.appeal_decided_at,
        });
    }
    Ok(out)
}

/// The claims of an event that `viewer` may read, oldest first. Organizers and admins read the
/// whole queue; anyone else only the claims on their own games, and while such a game goes on
/// without the other player's note and the engine's report (they would give one player the
/// opponent's analysis or the engine's).
pub fn queue_for(
    conn: &mut DbConnection,
    viewer: UserId,
    event_id: i32,
) -> Result<Vec<ClaimView>, EventServiceError> {
    let all = queue(conn, event_id)?;
    if roles::role(conn, viewer)?.may_adjudicate() {
        return Ok(all);
    }
    let me = game_rows::username(conn, viewer.0)?;
    let mut own = Vec::new();
    for mut claim in all {
        let Some(game) = game_rows::find_game(conn, claim.game_id)? else {
            continue;
        };
        if game.white_id != viewer.0 && game.black_id != viewer.0 {
            continue;
        }
        if game.status != "finished" {
            claim.report.clear();
            if claim.filed_by.as_deref() != Some(me.as_str()) {
                claim.note.clear();
            }
        }
        own.push(claim);
    }
    Ok(own)
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
        let state = store::load(conn, game_id)?.state;
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
        let claim = ClaimRow {
            filed_by: Some(actor.0),
            note: note.trim().to_owned(),
            ..new_claim(event.id, game_id, kind, now)
        };
        let id = rows::insert(conn, &claim)?;
        let claimant = game_rows::username(conn, actor.0)?;
        let notice = ClaimNotice::Filed {
            claimant: &claimant,
        };
        claim_mail::tell_players(conn, mail, &event, game_id, None, notice, now)?;
        Ok(id)
    })
}

/// A claim of `kind` on `game_id` as the server opens it: no claimant, no note, no report.
pub(super) fn new_claim(event: i32, game_id: i32, kind: ClaimKind, now: NaiveDateTime) -> ClaimRow {
    ClaimRow {
        event_id: event,
        game_id,
        kind: kind.as_str().to_owned(),
        status: ClaimStatus::Open.as_str().to_owned(),
        created_at: now,
        ..ClaimRow::default()
    }
}

/// Opens a claim of `kind` on `game_id` with no claimant, note or report; returns its id.
fn open(
    conn: &mut DbConnection,
    event: &EventRow,
    game_id: i32,
    kind: ClaimKind,
    now: NaiveDateTime,
) -> Result<i32, EventServiceError> {
    Ok(rows::insert(
        conn,
        &new_claim(event.id, game_id, kind, now),
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
            open(conn, &event, id, ClaimKind::Silence, now)?;
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
            out.push((id, store::load(conn, id)?.state.record));
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
            let claim = ClaimRow {
                report: report.clone(),
                ..new_claim(event_id, *game_id, ClaimKind::EndDate, now)
            };
            rows::insert(conn, &claim)?;
            let notice = ClaimNotice::EndDate;
            claim_mail::tell_players(conn, mail, &event, *game_id, None, notice, now)?;
            opened += 1;
        }
        if opened > 0 && reports.iter().any(|(_, report)| report.is_empty()) {
            super::reports::announce(conn)?;
        }
        Ok(opened)
    })
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
        let (treatment, unfinished) = score_withdrawal(conn, mail, actor, &event, user, now)?;
        let adjudicated = treatment == Withdrawal::Adjudicate;
        claim_mail::tell_withdrawal(conn, mail, &event, user, &unfinished, adjudicated, now)?;
        crate::service::event_settlement::maybe_finish(conn, event_id, now)?;
        Ok(Some(match treatment {
            Withdrawal::Losses => "losses",
            Withdrawal::Adjudicate => "adjudication",
        }))
    })
}

fn score_withdrawal(
    conn: &mut DbConnection,
    mail: &MailSettings,
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
    if actor != user {
        // Scoring another player's games is a ruling on them: not by their opponent.
        for game_id in &unfinished {
            require_not_a_party::<EventServiceError>(conn, actor, *game_id)?;
        }
    }
    for game_id in &unfinished {
        match treatment {
            Withdrawal::Losses => {
                let game = store::load(conn, *game_id)?;
                let color = game.state.color_of(user).unwrap_or(Color::White);
                event_rows::set_mark(conn, *game_id, Some(Mark::Forfeit.as_str()))?;
                let decision = Decision {
                    result: GameResult::win_for(!color),
                    reason:
                        "withdrawal: the withdrawn player's unfinished game is scored as a loss"
                            .to_owned(),
                };
                let saved = store::adjudicate(conn, game, actor, &decision, "{}", now)?;
                publish(conn, mail, saved, now)?;
            }
            Withdrawal::Adjudicate => {
                open(conn, event, *game_id, ClaimKind::Withdrawal, now)?;
                super::reports::announce(conn)?;
            }
        }
    }
    Ok((treatment, unfinished))
}

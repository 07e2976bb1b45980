//! Who hears about a claim and a withdrawal: both players of the claimed game (and a claimant
//! who is not one of them) when a claim is filed, ruled on, or decided on appeal; the other
//! player and the organizers who may decide it when a ruling is appealed; the opponents of a
//! withdrawing player in their unfinished games. The mail is written in the caller's
//! transaction ([`crate::service::notify`]).

use chrono::NaiveDateTime;

use crate::db::claims::ClaimRow;
use crate::db::events::EventRow;
use crate::db::{DbConnection, adjudications, games as game_rows, users};
use crate::domain::account::UserId;
use crate::service::notify::{
    ClaimNotice, MailSettings, NoticeGame, claim_notice, withdrawal_notice,
};

use super::EventServiceError;

/// Writes the players of `game_id` (and `claimant`, if not one of them) the `notice`.
pub(super) fn tell_players(
    conn: &mut DbConnection,
    mail: &MailSettings,
    event: &EventRow,
    game_id: i32,
    claimant: Option<i32>,
    notice: ClaimNotice<'_>,
    now: NaiveDateTime,
) -> Result<(), EventServiceError> {
    let game = game_rows::find_game(conn, game_id)?
        .ok_or(crate::service::game_store::GameError::GameNotFound(game_id))?;
    let white = game_rows::username(conn, game.white_id)?;
    let black = game_rows::username(conn, game.black_id)?;
    let mut to = vec![game.white_id, game.black_id];
    to.extend(claimant.filter(|c| !to.contains(c)));
    let about = NoticeGame {
        id: game_id,
        white: &white,
        black: &black,
    };
    for id in to {
        if let Some(user) = users::find_by_id(conn, id)? {
            claim_notice(conn, mail, &user, &event.name, about, notice, now)?;
        }
    }
    Ok(())
}

/// A ruling as the players are told of it.
#[derive(Debug, Clone, Copy)]
pub(super) struct Told<'a> {
    /// `1-0`, `0-1`, `1/2-1/2` or `continue`.
    pub ruling: &'a str,
    /// The decider's reason.
    pub reason: &'a str,
    /// Who decided.
    pub decider: UserId,
    /// Whether it decides an appeal.
    pub on_appeal: bool,
}

/// After a ruling on `claim` (first, or on appeal): the result, the reason and who decided.
pub(super) fn tell_ruling(
    conn: &mut DbConnection,
    mail: &MailSettings,
    event: &EventRow,
    claim: &ClaimRow,
    told: Told<'_>,
    now: NaiveDateTime,
) -> Result<(), EventServiceError> {
    let decider = game_rows::username(conn, told.decider.0)?;
    let (ruling, reason, decider) = (told.ruling, told.reason, decider.as_str());
    let notice = if told.on_appeal {
        ClaimNotice::AppealDecided {
            ruling,
            reason,
            decider,
        }
    } else {
        ClaimNotice::Ruled {
            ruling,
            reason,
            decider,
            appeal_days: event.appeal_days,
        }
    };
    tell_players(
        conn,
        mail,
        event,
        claim.game_id,
        claim.filed_by,
        notice,
        now,
    )
}

/// After `appellant` appealed the ruling on `claim`: the other player of the game hears of it,
/// and so does every organizer who may decide the appeal (not the one who made the ruling, and
/// not a player of the game), with a link to the claims queue.
pub(super) fn tell_appeal(
    conn: &mut DbConnection,
    mail: &MailSettings,
    event: &EventRow,
    claim: &ClaimRow,
    appellant: UserId,
    note: &str,
    now: NaiveDateTime,
) -> Result<(), EventServiceError> {
    let game = game_rows::find_game(conn, claim.game_id)?.ok_or(
        crate::service::game_store::GameError::GameNotFound(claim.game_id),
    )?;
    let (white, black) = (
        game_rows::username(conn, game.white_id)?,
        game_rows::username(conn, game.black_id)?,
    );
    let about = NoticeGame {
        id: game.id,
        white: &white,
        black: &black,
    };
    let name = game_rows::username(conn, appellant.0)?;
    let decider = match claim.decided_by {
        Some(id) => game_rows::username(conn, id)?,
        None => String::new(),
    };
    let ruling = claim.ruling.as_deref().unwrap_or("");
    let note = if note.is_empty() { "—" } else { note };
    let players = [game.white_id, game.black_id];
    let other = players.into_iter().find(|p| *p != appellant.0);
    if let Some(user) = other
        .map(|id| users::find_by_id(conn, id))
        .transpose()?
        .flatten()
    {
        let notice = ClaimNotice::Appealed {
            appellant: &name,
            ruling,
            note,
        };
        claim_notice(conn, mail, &user, &event.name, about, notice, now)?;
    }
    let notice = ClaimNotice::AppealToDecide {
        appellant: &name,
        ruling,
        reason: claim.reason.as_deref().unwrap_or(""),
        decider: &decider,
        note,
        event_id: event.id,
    };
    for user in adjudications::deciders(conn)? {
        if Some(user.id) != claim.decided_by && !players.contains(&user.id) {
            claim_notice(conn, mail, &user, &event.name, about, notice, now)?;
        }
    }
    Ok(())
}

/// Writes each opponent of `player` in `games` (their unfinished games) that they withdrew.
pub(super) fn tell_withdrawal(
    conn: &mut DbConnection,
    mail: &MailSettings,
    event: &EventRow,
    player: UserId,
    games: &[i32],
    adjudicated: bool,
    now: NaiveDateTime,
) -> Result<(), EventServiceError> {
    let name = game_rows::username(conn, player.0)?;
    let mut opponents = Vec::new();
    for id in games {
        if let Some(game) = game_rows::find_game(conn, *id)? {
            let other = if game.white_id == player.0 {
                game.black_id
            } else {
                game.white_id
            };
            if !opponents.contains(&other) {
                opponents.push(other);
            }
        }
    }
    for id in opponents {
        if let Some(user) = users::find_by_id(conn, id)? {
            withdrawal_notice(conn, mail, &user, &event.name, &name, adjudicated, now)?;
        }
    }
    Ok(())
}

//! Challenges: make one (the challenged player is told by mail, see
//! [`super::engine_play::create_challenge`]), accept it (a game begins and both players are
//! told), decline it (the challenger is told) or withdraw it; and the game creation that
//! challenges and events share. Accepting and declining are also done by mail (a reply to the
//! challenge's reply address, see [`super::inbox`]) through the same [`accept_challenge`] and
//! [`decline_challenge`]. Each runs in the caller's write transaction.

use chrono::NaiveDateTime;

use crate::chess::StartPosition;
use crate::db::games::{self as rows, NewChallenge, NewGame};
use crate::db::{DbConnection, users};
use crate::domain::account::UserId;
use crate::domain::challenge::{ChallengeError, ChallengeRequest, ChallengeTerms};
use crate::domain::game::GameId;

use super::game_store::{GameError, load};
use super::notify::{self, GameEvent, GameEventNotice, MailSettings};

/// `user` challenges `opponent` (a username) or anyone; returns the challenge id.
pub fn create_challenge(
    conn: &mut DbConnection,
    user: UserId,
    opponent: Option<&str>,
    request: &ChallengeRequest<'_>,
    now: NaiveDateTime,
) -> Result<i32, GameError> {
    let terms = ChallengeTerms::check(request)?;
    let opponent_id = match opponent.map(str::trim).filter(|o| !o.is_empty()) {
        Some(name) => {
            let found = users::find_by_username(conn, name)?
                .ok_or_else(|| GameError::UnknownOpponent(name.to_owned()))?;
            if found.id == user.0 {
                return Err(ChallengeError::SelfChallenge.into());
            }
            Some(found.id)
        }
        None => None,
    };
    let time_control = terms.time_control.to_string();
    let number = terms.chess960_number.and_then(|n| i32::try_from(n).ok());
    Ok(rows::insert_challenge(
        conn,
        &NewChallenge {
            challenger_id: user.0,
            opponent_id,
            color: terms.color.as_str(),
            variant: terms.variant.as_str(),
            chess960_number: number,
            initial_fen: terms.start_fen.as_deref(),
            time_control: &time_control,
            status: "open",
            created_at: now,
            rated: terms.rated,
        },
    )?)
}

/// `user` accepts a challenge; `lot` decides random colours and Chess960 numbers. Both players
/// are told that the game has begun.
pub fn accept_challenge(
    conn: &mut DbConnection,
    mail: &MailSettings,
    user: UserId,
    challenge_id: i32,
    lot: u32,
    now: NaiveDateTime,
) -> Result<GameId, GameError> {
    let challenge = open_challenge_for(conn, user, challenge_id)?;
    let terms = ChallengeTerms::check(&ChallengeRequest {
        color: &challenge.color,
        variant: &challenge.variant,
        chess960_number: challenge
            .chess960_number
            .and_then(|n| u32::try_from(n).ok()),
        fen: challenge.initial_fen.as_deref(),
        opening: None,
        time_control: &challenge.time_control,
        rated: false,
    })?;
    // The stored start is a FEN even for an opening; the rated flag was checked when the
    // challenge was made.
    let terms = ChallengeTerms {
        rated: challenge.rated,
        ..terms
    };
    let start = terms
        .start_position(lot / 2)
        .map_err(ChallengeError::from)?;
    let (white, black) = if terms.challenger_is_white(lot) {
        (challenge.challenger_id, user.0)
    } else {
        (user.0, challenge.challenger_id)
    };
    let game_id = insert_new_game(conn, white, black, &terms, &start, now)?;
    if !rows::close_challenge(conn, challenge_id, "accepted", Some(game_id))? {
        return Err(GameError::ChallengeClosed(challenge_id));
    }
    let game = load(conn, game_id)?;
    super::game_store::clock::refresh(conn, &game, now)?;
    let view = super::game_store::view::build(conn, &game, now)?;
    let notice = GameEventNotice {
        event: GameEvent::Started,
        stored: &game,
        view: &view,
    };
    notify::game_event(conn, mail, &notice, now)?;
    Ok(GameId(game_id))
}

/// Creates an active game between `white` and `black` on `terms` from `start`, with its clock:
/// the game creation that challenges and events share. No mail is written.
pub(crate) fn create_game(
    conn: &mut DbConnection,
    white: UserId,
    black: UserId,
    terms: &ChallengeTerms,
    start: &StartPosition,
    now: NaiveDateTime,
) -> Result<GameId, GameError> {
    let game_id = insert_new_game(conn, white.0, black.0, terms, start, now)?;
    let game = load(conn, game_id)?;
    super::game_store::clock::refresh(conn, &game, now)?;
    Ok(GameId(game_id))
}

fn insert_new_game(
    conn: &mut DbConnection,
    white: i32,
    black: i32,
    terms: &ChallengeTerms,
    start: &StartPosition,
    now: NaiveDateTime,
) -> Result<i32, GameError> {
    let fen = start.fen();
    let number = match start.kind() {
        crate::chess::variant::StartKind::Chess960(n) => Some(i32::from(*n)),
        _ => None,
    };
    let time_control = terms.time_control.to_string();
    let game_id = rows::insert_game(
        conn,
        &NewGame {
            white_id: white,
            black_id: black,
            variant: terms.variant.as_str(),
            chess960_number: number,
            initial_fen: &fen,
            current_fen: &fen,
            status: "active",
            time_control: &time_control,
            created_at: now,
            updated_at: now,
            rated: terms.rated,
        },
    )?;
    // The players' open dashboards hear of the new game.
    let players = (UserId(white), UserId(black));
    super::game_changes::log_started(conn, game_id, players, now)?;
    Ok(game_id)
}

/// `user` declines a challenge addressed to them (the challenger is told by mail), or withdraws
/// their own; `answering` is the Message-ID of the mail that declined it, if it was declined by
/// mail (the decliner is then told it is done).
pub fn decline_challenge(
    conn: &mut DbConnection,
    mail: &MailSettings,
    user: UserId,
    challenge_id: i32,
    answering: Option<&str>,
    now: NaiveDateTime,
) -> Result<(), GameError> {
    let challenge = rows::find_challenge(conn, challenge_id)?
        .ok_or(GameError::ChallengeNotFound(challenge_id))?;
    let status = if challenge.challenger_id == user.0 {
        "cancelled"
    } else if challenge.opponent_id == Some(user.0) {
        "declined"
    } else {
        return Err(GameError::NotYourChallenge(challenge_id));
    };
    if !rows::close_challenge(conn, challenge_id, status, None)? {
        return Err(GameError::ChallengeClosed(challenge_id));
    }
    if status == "declined" {
        super::notify::challenge_declined(conn, mail, challenge_id, answering, now)?;
    }
    Ok(())
}

fn open_challenge_for(
    conn: &mut DbConnection,
    user: UserId,
    id: i32,
) -> Result<rows::ChallengeRow, GameError> {
    let challenge = rows::find_challenge(conn, id)?.ok_or(GameError::ChallengeNotFound(id))?;
    if challenge.status != "open" {
        return Err(GameError::ChallengeClosed(id));
    }
    if challenge.challenger_id == user.0 {
        return Err(ChallengeError::SelfChallenge.into());
    }
    if challenge.opponent_id.is_some_and(|o| o != user.0) {
        return Err(GameError::NotYourChallenge(id));
    }
    Ok(challenge)
}

//! `MakeAMove`: what an Xfcc client sends about one game (a move, perhaps with a draw offer or
//! a draw claim; a resignation; accepting a draw; a message) played through the same use cases
//! as every other door ([`games::play_move`], [`games::draw_action`], [`games::resign`]), with
//! the move recorded as coming from `xfcc`, as one write of the game
//! ([`game_store::write`]).
//!
//! `movecount` is the full-move number of the move sent (Black's reply to 1.e4 is 1). It
//! becomes the ply guard of [`MoveRequest`]: a move for another point of the game is refused
//! (the client's copy is out of date), and sending an already applied move again succeeds
//! without playing it twice.

use chrono::NaiveDateTime;

use crate::chess::game::Termination;
use crate::chess::{Color, Language, Position};
use crate::db::DbConnection;
use crate::domain::account::UserId;
use crate::domain::game::{GameActionError, MoveSource};
use crate::service::game_store::{self, StoredGame};
use crate::service::games::{self, DrawAction, DrawRequest, GameError, MoveRequest};
use crate::service::messages::{self, MessageError};
use crate::service::notify::MailSettings;

/// One `MakeAMove` call, parsed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct XfccMove {
    /// The game.
    pub game_id: i32,
    /// The full-move number of the move sent, if the client gave one.
    pub movecount: Option<i64>,
    /// The move (SAN); empty when none is sent.
    pub text: String,
    /// Resign the game.
    pub resign: bool,
    /// Accept the opponent's draw offer.
    pub accept_draw: bool,
    /// Offer a draw (with the move, or alone).
    pub offer_draw: bool,
    /// Claim a draw: on the current position, or with the move sent.
    pub claim_draw: bool,
    /// Free text for the opponent; empty when none.
    pub message: String,
}

/// Why a `MakeAMove` call changed nothing.
#[derive(Debug, thiserror::Error)]
pub enum XfccMoveError {
    /// What the game's use cases refused.
    #[error(transparent)]
    Game(#[from] GameError),
    /// `movecount` names a move before the game's start.
    #[error("move number {given} is before the game's first move")]
    MoveNumber {
        /// What the client sent.
        given: i64,
    },
    /// The game is over; `lost_on_time` when the asking player lost it on time.
    #[error("the game is over")]
    Finished {
        /// The asking player lost the game on time.
        lost_on_time: bool,
    },
    /// Neither a move nor an action nor a message was sent.
    #[error("nothing was sent: no move, no draw offer, claim or acceptance, no resignation")]
    NothingSent,
    /// The message sent with the call was refused (the event or a player rules messages out,
    /// or it is too long); nothing of the call was carried out.
    #[error(transparent)]
    Message(#[from] MessageError),
}

impl From<crate::db::DbError> for XfccMoveError {
    fn from(e: crate::db::DbError) -> XfccMoveError {
        XfccMoveError::Game(e.into())
    }
}

/// Plays what `user`'s client sent about one game, as one write ([`game_store::write`]: on
/// PostgreSQL a plain move is one statement after the game's read); the opponent is told by
/// mail as from any other door.
pub fn make_a_move(
    conn: &mut DbConnection,
    mail: &MailSettings,
    user: UserId,
    request: &XfccMove,
    now: NaiveDateTime,
) -> Result<(), XfccMoveError> {
    game_store::write(
        conn,
        |conn| Ok::<_, XfccMoveError>(games::load(conn, request.game_id)?),
        |conn, game| carry_out(conn, mail, user, game, request, now),
    )
}

/// [`make_a_move`] on the game as loaded.
fn carry_out(
    conn: &mut DbConnection,
    mail: &MailSettings,
    user: UserId,
    game: StoredGame,
    request: &XfccMove,
    now: NaiveDateTime,
) -> Result<(), XfccMoveError> {
    let color = game.state.color_of(user).map_err(GameError::from)?;
    if let Some(outcome) = game.state.record.outcome() {
        let lost_on_time = outcome.termination == Termination::TimeForfeit
            && outcome.result.winner() == Some(!color);
        return Err(XfccMoveError::Finished { lost_on_time });
    }
    let text = request.text.trim();
    let message = request.message.trim();
    let game_id = game.row.id;
    let plays_move =
        !(request.resign || request.accept_draw || request.claim_draw || text.is_empty());
    if plays_move && !message.is_empty() {
        // Stored before the move it comes with, so the move's mail to the opponent carries it.
        let with_ply = Some(game.state.record.ply_count() + 1);
        messages::send(conn, mail, user, &game, message, with_ply, now)?;
    }
    if request.resign {
        games::resign(conn, mail, user, game, now)?;
    } else if request.accept_draw {
        draw(conn, mail, user, game, (DrawAction::Accept, None), now)?;
    } else if request.claim_draw {
        let intended = (!text.is_empty()).then_some(text);
        if intended.is_some() {
            check_move_number(&game, color, request.movecount)?;
        }
        draw(conn, mail, user, game, (DrawAction::Claim, intended), now)?;
    } else if plays_move {
        let ply = ply_of(&game, color, request.movecount)?;
        play(conn, mail, user, game, (text, ply, request.offer_draw), now)?;
    } else if request.offer_draw {
        draw(conn, mail, user, game, (DrawAction::Offer, None), now)?;
    } else if message.is_empty() {
        return Err(XfccMoveError::NothingSent);
    }
    if !plays_move && !message.is_empty() {
        let game = games::load(conn, game_id)?;
        messages::send(conn, mail, user, &game, message, None, now)?;
    }
    Ok(())
}

/// The one place the Xfcc door builds a [`MoveRequest`]: `text` in English SAN (what Xfcc
/// clients send), guarded by `ply`, perhaps with a draw offer.
fn play(
    conn: &mut DbConnection,
    mail: &MailSettings,
    user: UserId,
    game: StoredGame,
    (text, ply, offer_draw): (&str, Option<usize>, bool),
    now: NaiveDateTime,
) -> Result<(), GameError> {
    let request = MoveRequest {
        mv: text.into(),
        ply,
        offer_draw,
        source: MoveSource::Xfcc,
        language: Language::English,
    };
    games::play_move(conn, mail, user, game, &request, now).map(drop)
}

fn draw(
    conn: &mut DbConnection,
    mail: &MailSettings,
    user: UserId,
    game: StoredGame,
    (action, text): (DrawAction, Option<&str>),
    now: NaiveDateTime,
) -> Result<(), GameError> {
    let request = DrawRequest {
        action,
        intended: text.map(Into::into),
        language: Language::English,
        source: MoveSource::Xfcc,
    };
    games::draw_action(conn, mail, user, game, &request, now).map(drop)
}

/// The half-moves played before `color`'s move number `movecount` (none when not given).
fn ply_of(
    game: &StoredGame,
    color: Color,
    movecount: Option<i64>,
) -> Result<Option<usize>, XfccMoveError> {
    let Some(given) = movecount else {
        return Ok(None);
    };
    let start = game.state.record.start().position();
    let first = i64::from(start.fullmoves().get());
    let offset = i64::from(color == Color::Black) - i64::from(start.turn() == Color::Black);
    let ply = given
        .checked_sub(first)
        .and_then(|moves| moves.checked_mul(2))
        .and_then(|plies| plies.checked_add(offset))
        .and_then(|plies| usize::try_from(plies).ok())
        .ok_or(XfccMoveError::MoveNumber { given })?;
    Ok(Some(ply))
}

/// Refuses a claim whose move number is not the move now due.
fn check_move_number(
    game: &StoredGame,
    color: Color,
    movecount: Option<i64>,
) -> Result<(), XfccMoveError> {
    let actual = game.state.record.ply_count();
    match ply_of(game, color, movecount)? {
        Some(given) if given != actual => {
            Err(GameError::Action(GameActionError::StalePly { given, actual }).into())
        }
        _ => Ok(()),
    }
}

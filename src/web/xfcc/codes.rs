//! XfccBasic's answer codes to `MakeAMove`, and the one mapping of the services' errors to them
//! ([`code_of`]).

use crate::chess::MoveError;
use crate::domain::clock::ClockError;
use crate::domain::game::GameActionError;
use crate::service::games::GameError;
use crate::service::messages::MessageError;
use crate::service::xfcc::{AccessError, XfccMoveError};

/// What `MakeAMove` answers (`MakeAMoveResult`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ResultCode {
    /// Done.
    Success,
    /// Something failed on the server; nothing was changed.
    ServerError,
    /// Wrong username or password (or too many failures lately).
    AuthenticationFailed,
    /// There is no such game.
    InvalidGameID,
    /// The player does not play in the game.
    NotYourGame,
    /// It is the opponent's move (or the game is over).
    NotYourTurn,
    /// The move number is not the one due: the client's copy of the game is out of date.
    InvalidMoveNumber,
    /// The move is not legal or not readable, or a draw claim was refused.
    InvalidMove,
    /// There is no draw offer to accept.
    NoDrawWasOffered,
    /// The player's time has run out.
    LostOnTime,
    /// The player is on leave.
    YouAreOnLeave,
    /// The move could mean more than one legal move (spelled as Scid and Lucas Chess expect).
    MoveIsAmbigous,
    /// The request asks for something this game does not allow (a draw offer before the
    /// event allows one).
    FeatureUnavailable,
}

impl ResultCode {
    /// The name on the wire.
    pub fn as_str(self) -> &'static str {
        match self {
            ResultCode::Success => "Success",
            ResultCode::ServerError => "ServerError",
            ResultCode::AuthenticationFailed => "AuthenticationFailed",
            ResultCode::InvalidGameID => "InvalidGameID",
            ResultCode::NotYourGame => "NotYourGame",
            ResultCode::NotYourTurn => "NotYourTurn",
            ResultCode::InvalidMoveNumber => "InvalidMoveNumber",
            ResultCode::InvalidMove => "InvalidMove",
            ResultCode::NoDrawWasOffered => "NoDrawWasOffered",
            ResultCode::LostOnTime => "LostOnTime",
            ResultCode::YouAreOnLeave => "YouAreOnLeave",
            ResultCode::MoveIsAmbigous => "MoveIsAmbigous",
            ResultCode::FeatureUnavailable => "FeatureUnavailable",
        }
    }
}

/// Why a `MakeAMove` call did not succeed, from signing in to playing.
#[derive(Debug, thiserror::Error)]
pub enum Refusal {
    /// Signing in failed.
    #[error(transparent)]
    Access(#[from] AccessError),
    /// `gameId` is not a game id.
    #[error("gameId '{0}' is not a game id")]
    GameId(String),
    /// `movecount` is not a number.
    #[error("movecount '{0}' is not a move number")]
    MoveCount(String),
    /// The use case refused.
    #[error(transparent)]
    Move(#[from] XfccMoveError),
    /// The server could not run the call (no database connection, a failed task).
    #[error("the server failed: {0}")]
    Server(String),
}

/// The one mapping of everything that can refuse a `MakeAMove` call to its answer code.
pub fn code_of(refusal: &Refusal) -> ResultCode {
    match refusal {
        Refusal::Access(AccessError::WrongCredentials | AccessError::Throttled(_)) => {
            ResultCode::AuthenticationFailed
        }
        Refusal::Access(AccessError::Account(_)) | Refusal::Server(_) => ResultCode::ServerError,
        Refusal::GameId(_) => ResultCode::InvalidGameID,
        Refusal::MoveCount(_) | Refusal::Move(XfccMoveError::MoveNumber { .. }) => {
            ResultCode::InvalidMoveNumber
        }
        Refusal::Move(XfccMoveError::Finished { lost_on_time: true }) => ResultCode::LostOnTime,
        Refusal::Move(XfccMoveError::Finished { .. }) => ResultCode::NotYourTurn,
        Refusal::Move(XfccMoveError::NothingSent) => ResultCode::InvalidMove,
        Refusal::Move(
            XfccMoveError::Game(error) | XfccMoveError::Message(MessageError::Game(error)),
        ) => game_code(error),
        // A message the event or a player rules out, or one too long: the protocol has no
        // code of its own for it.
        Refusal::Move(XfccMoveError::Message(_)) => ResultCode::FeatureUnavailable,
    }
}

fn game_code(error: &GameError) -> ResultCode {
    match error {
        GameError::GameNotFound(_) => ResultCode::InvalidGameID,
        GameError::Action(action) => action_code(action),
        GameError::Clock(ClockError::OnLeave { .. }) => ResultCode::YouAreOnLeave,
        GameError::Clock(ClockError::TimeRanOut { .. }) => ResultCode::LostOnTime,
        GameError::EventRule(_) => ResultCode::FeatureUnavailable,
        GameError::ChallengeNotFound(_)
        | GameError::ChallengeClosed(_)
        | GameError::NotYourChallenge(_)
        | GameError::UnknownOpponent(_)
        | GameError::Terms(_)
        | GameError::Stale
        | GameError::Corrupt(..)
        | GameError::Database(_)
        | GameError::Notify(_) => ResultCode::ServerError,
    }
}

fn action_code(error: &GameActionError) -> ResultCode {
    match error {
        GameActionError::NotAPlayer(_) => ResultCode::NotYourGame,
        GameActionError::GameOver(..) | GameActionError::NotYourTurn(_) => ResultCode::NotYourTurn,
        // A move number of the other side's move: the game is waiting for the opponent.
        GameActionError::StalePly { given, actual } if given % 2 != actual % 2 => {
            ResultCode::NotYourTurn
        }
        GameActionError::StalePly { .. } => ResultCode::InvalidMoveNumber,
        GameActionError::Move {
            error: MoveError::Ambiguous { .. } | MoveError::PieceOrPawn { .. },
            ..
        } => ResultCode::MoveIsAmbigous,
        GameActionError::Move { .. } | GameActionError::Claim(_) => ResultCode::InvalidMove,
        GameActionError::NoOfferToAnswer => ResultCode::NoDrawWasOffered,
        GameActionError::AlreadyOffered => ResultCode::FeatureUnavailable,
    }
}

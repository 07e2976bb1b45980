//! The one error of the game store and the game use cases above it: what the rules, the clock,
//! an event's rules or the database refused, each saying what would be right.

use crate::db::DbError;

use crate::domain::challenge::ChallengeError;
use crate::domain::clock::ClockError;
use crate::domain::game::GameActionError;
use crate::domain::game_rules::EventRuleError;
use crate::service::notify_error::NotifyError;

/// Why a game or challenge operation failed.
#[derive(Debug, thiserror::Error)]
pub enum GameError {
    /// No such game.
    #[error("there is no game {0}")]
    GameNotFound(i32),
    /// No such challenge.
    #[error("there is no challenge {0}")]
    ChallengeNotFound(i32),
    /// The challenge was already accepted, declined or withdrawn.
    #[error("challenge {0} is no longer open")]
    ChallengeClosed(i32),
    /// The challenge is addressed to someone else.
    #[error("challenge {0} is addressed to another player")]
    NotYourChallenge(i32),
    /// The named opponent does not exist.
    #[error("there is no player called '{0}'")]
    UnknownOpponent(String),
    /// The challenge's terms are wrong.
    #[error(transparent)]
    Terms(#[from] ChallengeError),
    /// The rules refused the action.
    #[error(transparent)]
    Action(#[from] GameActionError),
    /// Another change to the game got there first.
    #[error("the game changed while your request was handled; reload it and try again")]
    Stale,
    /// The clock refused the move (leave, or the deadline has passed).
    #[error(transparent)]
    Clock(#[from] ClockError),
    /// The event the game belongs to does not allow this (yet).
    #[error(transparent)]
    EventRule(#[from] EventRuleError),
    /// Stored data no longer replays (should never happen).
    #[error("game {0} cannot be replayed: {1}")]
    Corrupt(i32, String),
    /// The database failed.
    #[error("database error: {0}")]
    Database(DbError),
    /// The mail about the change could not be written (nothing was changed).
    #[error(transparent)]
    Notify(#[from] NotifyError),
}

impl From<DbError> for GameError {
    fn from(e: DbError) -> GameError {
        if e.is_unique_violation() {
            GameError::Stale
        } else {
            GameError::Database(e)
        }
    }
}

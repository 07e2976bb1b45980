//! Who may adjudicate, and what a decision must say.
//!
//! Every account has a [`Role`]: players play; organizers and admins may also end unfinished
//! games by adjudication, but never a game they play in ([`check_not_a_party`]), whichever door
//! the ruling comes through. A [`Decision`] names the result and gives a reason in the decider's
//! words; the engine report that informed it is stored beside it by the service.

use std::fmt;

use crate::chess::GameResult;

/// What an account may do beyond playing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Role {
    /// Plays games.
    Player,
    /// Runs events: may adjudicate games.
    Organizer,
    /// Runs the instance: may adjudicate games (and, later, more).
    Admin,
}

impl Role {
    /// Every role.
    pub const ALL: [Role; 3] = [Role::Player, Role::Organizer, Role::Admin];

    /// The stored name: `player`, `organizer` or `admin`.
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Player => "player",
            Role::Organizer => "organizer",
            Role::Admin => "admin",
        }
    }

    /// Reads a stored name; anything unknown is a player (the least privilege).
    pub fn from_name(name: &str) -> Role {
        Role::ALL
            .into_iter()
            .find(|r| r.as_str() == name.trim())
            .unwrap_or(Role::Player)
    }

    /// Whether this role may end unfinished games by adjudication.
    pub fn may_adjudicate(self) -> bool {
        matches!(self, Role::Organizer | Role::Admin)
    }
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A player of a game tried to rule on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "you play in game {0}, so you may not rule on it (adjudicate it, or decide a claim or an \
     appeal on it); another organizer or an admin must decide"
)]
pub struct OwnGame(pub i32);

/// Checks that `decider` plays neither side of game `game` (between `white` and `black`):
/// nobody rules on their own game, by adjudication, in the claims queue or on appeal.
///
/// ```
/// use kingpost::domain::adjudication::{OwnGame, check_not_a_party};
/// assert_eq!(check_not_a_party(7, 1, 2, 2), Err(OwnGame(7)));
/// assert!(check_not_a_party(7, 1, 2, 3).is_ok());
/// ```
pub fn check_not_a_party(game: i32, white: i32, black: i32, decider: i32) -> Result<(), OwnGame> {
    if decider == white || decider == black {
        Err(OwnGame(game))
    } else {
        Ok(())
    }
}

/// The longest reason accepted, in characters.
pub const MAX_REASON_CHARS: usize = 2000;

/// An organizer's decision, checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decision {
    /// The result decided.
    pub result: GameResult,
    /// Why, trimmed.
    pub reason: String,
}

/// What is wrong with a decision.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DecisionError {
    /// The result is not a result.
    #[error(
        "result '{0}' is not one of 1-0, 0-1 or 1/2-1/2 (white_wins, black_wins and draw are \
         understood too)"
    )]
    Result(String),
    /// No reason was given.
    #[error(
        "give a reason for the decision, for example 'engine +6.20 at depth 22; the passed \
         pawn decides'"
    )]
    ReasonMissing,
    /// The reason is too long.
    #[error("the reason has {0} characters; at most 2000 are kept")]
    ReasonTooLong(usize),
}

/// Reads a result: `1-0`, `0-1`, `1/2-1/2` (or `½-½`), `white_wins`, `black_wins`, `draw`.
pub fn parse_result(text: &str) -> Result<GameResult, DecisionError> {
    match text.trim().to_ascii_lowercase().as_str() {
        "1-0" | "white_wins" | "white" => Ok(GameResult::WhiteWins),
        "0-1" | "black_wins" | "black" => Ok(GameResult::BlackWins),
        "1/2-1/2" | "½-½" | "draw" => Ok(GameResult::Draw),
        _ => Err(DecisionError::Result(text.to_owned())),
    }
}

impl Decision {
    /// Checks a decision as typed.
    pub fn parse(result: &str, reason: &str) -> Result<Decision, DecisionError> {
        Decision::new(parse_result(result)?, reason)
    }

    /// Checks the reason of a decision.
    pub fn new(result: GameResult, reason: &str) -> Result<Decision, DecisionError> {
        let reason = reason.trim();
        let chars = reason.chars().count();
        if chars == 0 {
            return Err(DecisionError::ReasonMissing);
        }
        if chars > MAX_REASON_CHARS {
            return Err(DecisionError::ReasonTooLong(chars));
        }
        Ok(Decision {
            result,
            reason: reason.to_owned(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_organizers_and_admins_adjudicate() {
        assert!(!Role::Player.may_adjudicate());
        assert!(Role::Organizer.may_adjudicate());
        assert!(Role::Admin.may_adjudicate());
        assert_eq!(Role::from_name("admin"), Role::Admin);
        assert_eq!(Role::from_name("root"), Role::Player);
    }

    #[test]
    fn decisions_need_a_result_and_a_reason() {
        let d = Decision::parse("white_wins", "  +6.2 at depth 22 ").unwrap();
        assert_eq!(d.result, GameResult::WhiteWins);
        assert_eq!(d.reason, "+6.2 at depth 22");
        assert_eq!(parse_result("½-½").unwrap(), GameResult::Draw);
        assert_eq!(
            Decision::parse("1-0", "   ").unwrap_err(),
            DecisionError::ReasonMissing
        );
        assert!(matches!(
            Decision::parse("2-0", "x"),
            Err(DecisionError::Result(_))
        ));
        let long = "x".repeat(MAX_REASON_CHARS + 1);
        assert_eq!(
            Decision::parse("0-1", &long).unwrap_err(),
            DecisionError::ReasonTooLong(MAX_REASON_CHARS + 1)
        );
    }
}

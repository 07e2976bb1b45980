//! Playing against the built-in engine: how a challenge names the engine, its accounts, and how
//! it answers draw offers.
//!
//! The engine plays through one account per level, `kingpost-level-1` to `kingpost-level-10`,
//! made when first challenged. Those names are reserved: nobody can register them. A challenge
//! names the engine as `engine:N` (or `engine`, which is level 10) or by the account's name.
//!
//! **Draw offers.** The engine accepts a draw offer when its own search scores the position at
//! [`DRAW_ACCEPT_CP`] (−0.50, half a pawn worse for the engine) or less, or when it sees no way
//! to win or lose (a score of exactly 0 after move [`DRAW_QUIET_MOVE`], as in a dead-drawn
//! endgame or a repetition); it declines otherwise. It never offers draws itself.

use crate::engine::{Level, Score};

/// The engine accounts' usernames start with this; people cannot register such a name.
pub const ENGINE_USERNAME_PREFIX: &str = "kingpost-level-";

/// The engine accepts a draw when its score (for itself) is at most this many centipawns.
pub const DRAW_ACCEPT_CP: i32 = -50;

/// From this move number on, a score of exactly 0 (no progress possible) also accepts a draw.
pub const DRAW_QUIET_MOVE: u32 = 30;

/// A challenge's opponent that names the engine, badly.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "'{0}' names the engine with a level that does not exist; write engine:1 (a beginner) to engine:10 (full strength)"
)]
pub struct EngineLevelError(pub String);

/// The username of the engine account of `level`.
pub fn engine_username(level: Level) -> String {
    format!("{ENGINE_USERNAME_PREFIX}{}", level.get())
}

/// Whether a username is one of the engine's own (reserved together with the other names the
/// server uses, [`crate::domain::account::is_reserved_username`]).
pub fn is_engine_username(name: &str) -> bool {
    name.trim()
        .to_ascii_lowercase()
        .starts_with(ENGINE_USERNAME_PREFIX)
}

/// The engine level an opponent text names: `None` for a person, `Some(Ok(level))` for
/// `engine`, `engine:N` or `kingpost-level-N`, `Some(Err(..))` for a level outside 1–10.
pub fn engine_opponent(opponent: &str) -> Option<Result<Level, EngineLevelError>> {
    let text = opponent.trim().to_ascii_lowercase();
    let number = if text == "engine" {
        "10"
    } else if let Some(n) = text.strip_prefix("engine:") {
        n
    } else {
        text.strip_prefix(ENGINE_USERNAME_PREFIX)?
    };
    Some(
        number
            .trim()
            .parse::<u8>()
            .ok()
            .filter(|n| (1..=10).contains(n))
            .map(Level::new)
            .ok_or_else(|| EngineLevelError(opponent.trim().to_owned())),
    )
}

/// Whether the engine accepts a draw offer, given its score of the position from its own side
/// and the current move number.
pub fn accepts_draw(score_for_engine: Score, move_number: u32) -> bool {
    match score_for_engine {
        Score::Mate(n) => n < 0,
        Score::Cp(cp) => cp <= DRAW_ACCEPT_CP || (cp == 0 && move_number >= DRAW_QUIET_MOVE),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_engine_is_named_by_level() {
        assert_eq!(engine_opponent("engine:5"), Some(Ok(Level::new(5))));
        assert_eq!(engine_opponent(" Engine "), Some(Ok(Level::MAX)));
        assert_eq!(engine_opponent("kingpost-level-1"), Some(Ok(Level::MIN)));
        assert_eq!(engine_opponent("bob"), None);
        assert!(matches!(engine_opponent("engine:11"), Some(Err(_))));
        assert!(matches!(engine_opponent("engine:0"), Some(Err(_))));
        assert_eq!(engine_username(Level::new(3)), "kingpost-level-3");
        assert!(is_engine_username("Kingpost-Level-7"));
        assert!(!is_engine_username("kingpost"));
    }

    #[test]
    fn draws_are_accepted_only_from_a_worse_or_dead_position() {
        assert!(!accepts_draw(Score::Cp(20), 10));
        assert!(!accepts_draw(Score::Cp(-49), 50));
        assert!(accepts_draw(Score::Cp(-50), 1));
        assert!(!accepts_draw(Score::Cp(0), 12));
        assert!(accepts_draw(Score::Cp(0), 40));
        assert!(accepts_draw(Score::Mate(-3), 1));
        assert!(!accepts_draw(Score::Mate(2), 1));
    }
}

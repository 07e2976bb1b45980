//! The correspondence rating: an Elo-style number per player, updated when a rated game ends.
//!
//! The formula (documented here because players will ask):
//!
//! - Every player starts at [`RatingRules::start`] (1500) unless an organizer entered another
//!   starting figure.
//! - The expected score of a player rated `R` against an opponent rated `Ro` is
//!   `E = 1 / (1 + 10^((Ro - R) / 400))`.
//! - After the game, with `S` = 1, ½ or 0, the rating moves by `round(K × (S - E))`, where `K`
//!   is [`RatingRules::k_provisional`] (40) while the player has fewer than
//!   [`RatingRules::provisional_games`] (20) rated games and is *provisional*, and
//!   [`RatingRules::k_established`] (20) afterwards, when the rating is *established*. Each
//!   player's change uses their own `K`, so a newcomer moves fast and does not drag an
//!   established opponent along with them.
//! - Ratings never fall below [`RatingRules::floor`] (100).
//!
//! Both changes are computed from the ratings before the game.

use crate::chess::GameResult;

/// The constants of the formula.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RatingRules {
    /// A new player's rating.
    pub start: i32,
    /// Rated games before a rating is established.
    pub provisional_games: u32,
    /// K while provisional.
    pub k_provisional: i32,
    /// K once established.
    pub k_established: i32,
    /// The lowest rating.
    pub floor: i32,
}

impl Default for RatingRules {
    fn default() -> RatingRules {
        RatingRules {
            start: 1500,
            provisional_games: 20,
            k_provisional: 40,
            k_established: 20,
            floor: 100,
        }
    }
}

/// A player's rating and how many rated games it rests on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rating {
    /// The figure.
    pub value: i32,
    /// Rated games played.
    pub games: u32,
}

impl Rating {
    /// Whether the rating is still provisional under `rules`.
    pub fn is_provisional(&self, rules: &RatingRules) -> bool {
        self.games < rules.provisional_games
    }
}

/// The expected score (0 to 1) of a player rated `own` against one rated `opponent`.
pub fn expected(own: i32, opponent: i32) -> f64 {
    1.0 / (1.0 + 10f64.powf(f64::from(opponent - own) / 400.0))
}

/// One player's rating after a game in which they scored `score` (1, 0.5 or 0).
pub fn after_game(rules: &RatingRules, own: Rating, opponent: Rating, score: f64) -> Rating {
    let k = if own.is_provisional(rules) {
        rules.k_provisional
    } else {
        rules.k_established
    };
    let change = (f64::from(k) * (score - expected(own.value, opponent.value))).round();
    // |change| ≤ K, so the conversion cannot overflow.
    let value = (own.value + change as i32).max(rules.floor);
    Rating {
        value,
        games: own.games + 1,
    }
}

/// White's and Black's ratings after a game with `result`.
pub fn rate_game(
    rules: &RatingRules,
    white: Rating,
    black: Rating,
    result: GameResult,
) -> (Rating, Rating) {
    let white_score = match result {
        GameResult::WhiteWins => 1.0,
        GameResult::Draw => 0.5,
        GameResult::BlackWins => 0.0,
    };
    (
        after_game(rules, white, black, white_score),
        after_game(rules, black, white, 1.0 - white_score),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    const RULES: RatingRules = RatingRules {
        start: 1500,
        provisional_games: 20,
        k_provisional: 40,
        k_established: 20,
        floor: 100,
    };

    fn established(value: i32) -> Rating {
        Rating { value, games: 50 }
    }

    #[test]
    fn expected_scores_follow_the_logistic_curve() {
        assert!((expected(1500, 1500) - 0.5).abs() < 1e-12);
        // 1 / (1 + 10^(-0.75)) = 0.849 03
        assert!((expected(1800, 1500) - 0.849_03).abs() < 1e-5);
        assert!((expected(1500, 1800) + expected(1800, 1500) - 1.0).abs() < 1e-12);
    }

    #[test]
    fn equal_established_players_move_by_half_of_k() {
        let (w, b) = rate_game(
            &RULES,
            established(1500),
            established(1500),
            GameResult::WhiteWins,
        );
        assert_eq!((w.value, b.value), (1510, 1490));
        assert_eq!((w.games, b.games), (51, 51));
        let (w, b) = rate_game(
            &RULES,
            established(1500),
            established(1500),
            GameResult::Draw,
        );
        assert_eq!((w.value, b.value), (1500, 1500));
    }

    #[test]
    fn the_favourite_gains_little_and_loses_much() {
        // 20 × (1 - 0.849) = 3.02 → 3; 20 × (0.5 - 0.849) = -6.98 → -7.
        let (w, b) = rate_game(
            &RULES,
            established(1800),
            established(1500),
            GameResult::WhiteWins,
        );
        assert_eq!((w.value, b.value), (1803, 1497));
        let (w, b) = rate_game(
            &RULES,
            established(1800),
            established(1500),
            GameResult::Draw,
        );
        assert_eq!((w.value, b.value), (1793, 1507));
        // 20 × (0 - 0.849) = -16.98 → -17.
        let (w, b) = rate_game(
            &RULES,
            established(1800),
            established(1500),
            GameResult::BlackWins,
        );
        assert_eq!((w.value, b.value), (1783, 1517));
    }

    #[test]
    fn provisional_ratings_move_twice_as_fast_until_established() {
        let newcomer = Rating {
            value: 1500,
            games: 0,
        };
        assert!(newcomer.is_provisional(&RULES));
        let (w, b) = rate_game(&RULES, newcomer, established(1500), GameResult::WhiteWins);
        assert_eq!(
            (w.value, b.value),
            (1520, 1490),
            "K 40 for the newcomer only"
        );
        let almost = Rating {
            value: 1500,
            games: 19,
        };
        let after = after_game(&RULES, almost, established(1500), 1.0);
        assert_eq!(after.value, 1520);
        assert!(
            !after.is_provisional(&RULES),
            "the 20th game establishes it"
        );
        let next = after_game(&RULES, after, established(1520), 1.0);
        assert_eq!(next.value, 1530);
    }

    #[test]
    fn ratings_have_a_floor() {
        let low = Rating {
            value: 105,
            games: 0,
        };
        let after = after_game(&RULES, low, established(105), 0.0);
        assert_eq!(after.value, 100);
    }
}

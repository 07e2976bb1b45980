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
//!
//! When a result is changed afterwards (on appeal), [`replay`] rates the game again and then
//! every later rated game of the players it touched, in the order the games ended, so that the
//! ratings and the history are what they would have been had the game ended that way.

use std::collections::BTreeMap;

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

/// A rated game as it was recorded: who played, the result, and both players' ratings before
/// it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RatedGame {
    /// The game.
    pub game: i32,
    /// White's player.
    pub white: i32,
    /// Black's player.
    pub black: i32,
    /// The result (for the changed game: the new one).
    pub result: GameResult,
    /// White's rating before the game, as recorded.
    pub white_before: Rating,
    /// Black's rating before the game, as recorded.
    pub black_before: Rating,
}

/// A game rated again: both players' ratings before and after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rerated {
    /// The game.
    pub game: i32,
    /// White's rating before and after.
    pub white: (Rating, Rating),
    /// Black's rating before and after.
    pub black: (Rating, Rating),
}

/// What a replay changed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Replay {
    /// The games rated again, in order (the changed game first).
    pub games: Vec<Rerated>,
    /// Every affected player's rating after their last game.
    pub ratings: BTreeMap<i32, Rating>,
}

/// Rates `games` again: the first is the game whose result changed, the rest every rated game
/// that ended after it, in the order they ended. The two players of the first game are
/// affected; a later game is rated again when one of its players is affected (and then its
/// other player is affected from there on), from the affected players' replayed ratings and
/// the others' recorded ones. Games of unaffected players are left as recorded.
pub fn replay(rules: &RatingRules, games: &[RatedGame]) -> Replay {
    let mut out = Replay::default();
    if let Some(first) = games.first() {
        out.ratings.insert(first.white, first.white_before);
        out.ratings.insert(first.black, first.black_before);
    }
    for game in games {
        let white = out.ratings.get(&game.white).copied();
        let black = out.ratings.get(&game.black).copied();
        if white.is_none() && black.is_none() {
            continue;
        }
        let white = white.unwrap_or(game.white_before);
        let black = black.unwrap_or(game.black_before);
        let (white_after, black_after) = rate_game(rules, white, black, game.result);
        out.ratings.insert(game.white, white_after);
        out.ratings.insert(game.black, black_after);
        out.games.push(Rerated {
            game: game.game,
            white: (white, white_after),
            black: (black, black_after),
        });
    }
    out
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

    /// Rates games in order from the ratings they start with, as ending them would have.
    fn record(games: &[(i32, i32, i32, GameResult)], start: &[(i32, Rating)]) -> Vec<RatedGame> {
        let mut now: BTreeMap<i32, Rating> = start.iter().copied().collect();
        games
            .iter()
            .map(|&(game, white, black, result)| {
                let (w, b) = (now[&white], now[&black]);
                let (wa, ba) = rate_game(&RULES, w, b, result);
                now.insert(white, wa);
                now.insert(black, ba);
                RatedGame {
                    game,
                    white,
                    black,
                    result,
                    white_before: w,
                    black_before: b,
                }
            })
            .collect()
    }

    #[test]
    fn a_changed_result_is_replayed_through_the_later_games_it_touches() {
        use GameResult::{BlackWins, Draw, WhiteWins};
        let fresh = Rating {
            value: 1500,
            games: 0,
        };
        let start = [(1, fresh), (2, fresh), (3, established(1600)), (4, fresh)];
        // Game 10: 1-2 (to be reversed); 11: 3-4 (untouched: neither is affected yet);
        // 12: 2-3 (3 becomes affected); 13: 3-4 (4 becomes affected through 3).
        let played = [
            (10, 1, 2, WhiteWins),
            (11, 3, 4, Draw),
            (12, 2, 3, WhiteWins),
            (13, 3, 4, BlackWins),
        ];
        let recorded = record(&played, &start);
        let mut changed = recorded.clone();
        changed[0].result = BlackWins;
        let replay = replay(&RULES, &changed);
        let mut reversed = played;
        reversed[0].3 = BlackWins;
        let expected = record(&reversed, &start);
        assert_eq!(
            replay.games.iter().map(|g| g.game).collect::<Vec<_>>(),
            [10, 12, 13],
            "game 11 was played before anyone in it was affected"
        );
        for rerated in &replay.games {
            let want = expected.iter().find(|g| g.game == rerated.game).unwrap();
            assert_eq!(rerated.white.0, want.white_before, "game {}", rerated.game);
            assert_eq!(rerated.black.0, want.black_before, "game {}", rerated.game);
        }
        // Hand-checked: 10 reversed, 0-1 between newcomers: 1480 / 1520 (K 40).
        assert_eq!(replay.games[0].white.1.value, 1480);
        assert_eq!(replay.games[0].black.1.value, 1520);
        assert_ne!(
            replay.games[1],
            recorded_rerated(&recorded[2]),
            "the later game 12 moves"
        );
        let mut everyone: BTreeMap<i32, Rating> = start.iter().copied().collect();
        for g in &reversed {
            let (w, b) = rate_game(&RULES, everyone[&g.1], everyone[&g.2], g.3);
            everyone.insert(g.1, w);
            everyone.insert(g.2, b);
        }
        assert_eq!(
            replay.ratings, everyone,
            "all four were affected in the end"
        );
        assert_eq!(replay.ratings[&1].games, 1, "game counts do not change");
    }

    fn recorded_rerated(game: &RatedGame) -> Rerated {
        let (w, b) = rate_game(&RULES, game.white_before, game.black_before, game.result);
        Rerated {
            game: game.game,
            white: (game.white_before, w),
            black: (game.black_before, b),
        }
    }

    #[test]
    fn a_replay_of_an_unchanged_result_changes_nothing_and_skips_strangers() {
        let fresh = Rating {
            value: 1500,
            games: 0,
        };
        let start = [(1, fresh), (2, fresh), (5, fresh), (6, fresh)];
        let played = [
            (20, 1, 2, GameResult::Draw),
            (21, 5, 6, GameResult::WhiteWins),
            (22, 2, 1, GameResult::WhiteWins),
        ];
        let recorded = record(&played, &start);
        let replay = replay(&RULES, &recorded);
        assert_eq!(replay.games.len(), 2);
        assert_eq!(replay.games[1], recorded_rerated(&recorded[2]));
        assert!(!replay.ratings.contains_key(&5) && !replay.ratings.contains_key(&6));
        assert!(super::replay(&RULES, &[]).games.is_empty());
    }
}

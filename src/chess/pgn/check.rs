//! Validation without building records: the fast path behind `kingpost pgn check`.
//!
//! [`GameRecord`] keeps every position and asks after every ply whether the game ended, which
//! needs a full legal-move generation per ply. A checker only needs the current position: a SAN
//! move that matches no legal move already tells it the game was over if the position is
//! checkmate or stalemate, so those are only looked at when a move fails. The endings after
//! which moves stay legal (dead position, fivefold repetition, 75-move rule) are cheap to watch
//! for; when one of them shows, the full FIDE order of precedence decides, as in the record. The
//! result is the same verdict and the same error as [`read_games`](super::read_games) gives.
//!
//! [`GameRecord`]: crate::chess::GameRecord

use std::io::{self, Read};

use shakmaty::san::San;
use shakmaty::zobrist::Zobrist64;
use shakmaty::{Chess, EnPassantMode, Position};

use super::ImportError;
use super::import::{Driver, Finished, Refusal, Replay, draw, stuck};
use crate::chess::game::{
    AUTOMATIC_HALFMOVES, AUTOMATIC_REPETITIONS, GameResult, Outcome, Termination,
};
use crate::chess::variant::StartPosition;

/// A game that passed the check.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CheckedGame {
    /// The 1-based number of the game in the input.
    pub number: usize,
    /// The number of half-moves in the main line.
    pub plies: usize,
    /// The result the `Result` tag gives (the movetext's final marker if there is no tag).
    pub result: Option<GameResult>,
}

/// The current position, the hashes of the positions that could still repeat, and an ending
/// that happened by itself.
struct Checker {
    position: Chess,
    plies: usize,
    /// Hashes since the last capture or pawn move (the only positions that can repeat).
    /// Equal 64-bit Zobrist hashes count as the same position; the record also compares the
    /// positions themselves, so only a hash collision could make the two disagree.
    hashes: Vec<u64>,
    ended: Option<Outcome>,
}

impl Checker {
    /// The ending the position after a move brings about, in FIDE's order of precedence, when
    /// it is one after which moves stay legal; mates and stalemates are found by [`stuck`].
    fn ending(&mut self) -> Option<Outcome> {
        let fivefold = self.fivefold();
        let position = &self.position;
        let insufficient = position.is_insufficient_material();
        let seventy_five = position.halfmoves() >= AUTOMATIC_HALFMOVES;
        if !(insufficient || fivefold || seventy_five) {
            return None;
        }
        let termination = if insufficient {
            Termination::InsufficientMaterial
        } else if fivefold {
            Termination::FivefoldRepetition
        } else {
            Termination::SeventyFiveMoves
        };
        stuck(position).or(Some(draw(termination)))
    }

    /// Records the current position's hash; whether it has now occurred five times.
    fn fivefold(&mut self) -> bool {
        if self.position.halfmoves() == 0 {
            self.hashes.clear();
        }
        let hash: Zobrist64 = self.position.zobrist_hash(EnPassantMode::Legal);
        self.hashes.push(hash.0);
        let window = usize::try_from(self.position.halfmoves())
            .unwrap_or(usize::MAX)
            .min(self.hashes.len() - 1);
        if window < 4 * (AUTOMATIC_REPETITIONS - 1) {
            return false;
        }
        let same = self.hashes[self.hashes.len() - 1 - window..]
            .iter()
            .rev()
            .step_by(2)
            .filter(|h| **h == hash.0)
            .count();
        same >= AUTOMATIC_REPETITIONS
    }
}

impl Replay for Checker {
    type Game = CheckedGame;
    const KEEP_TAGS: bool = false;

    fn begin(start: StartPosition) -> Checker {
        let mut checker = Checker {
            position: start.position().clone(),
            plies: 0,
            hashes: Vec::with_capacity(64),
            ended: None,
        };
        // Like a record, a checker judges positions reached by a move, not the start itself.
        checker.fivefold();
        checker
    }

    fn play_san(&mut self, san: San) -> Result<(), Refusal> {
        if let Some(outcome) = self.ended {
            return Err(Refusal::GameOver(outcome));
        }
        let mv = match san.to_move(&self.position) {
            Ok(mv) => mv,
            Err(error) => return Err(stuck(&self.position).map_or(error.into(), Refusal::GameOver)),
        };
        self.position.play_unchecked(mv);
        self.plies += 1;
        self.ended = self.ending();
        Ok(())
    }

    fn finish(self, game: Finished) -> CheckedGame {
        CheckedGame {
            number: game.number,
            plies: self.plies,
            result: game.result,
        }
    }
}

/// Iterator over the games of a PGN input, each checked move by move; made by [`check_games`].
pub struct GameChecker<R> {
    driver: Driver<R, Checker>,
}

impl<R: Read> Iterator for GameChecker<R> {
    /// The outer error is the input failing (the iteration then ends); the inner one a bad game.
    type Item = io::Result<Result<CheckedGame, ImportError>>;

    fn next(&mut self) -> Option<Self::Item> {
        self.driver.next_game()
    }
}

/// Checks every game of a PGN input without keeping the games: the same verdicts and errors as
/// [`read_games`](super::read_games), several times faster.
///
/// ```
/// use kingpost::chess::pgn::check_games;
/// let pgn = "1. f3 e5 2. g4 Qh4# 3. a3 0-1\n";
/// let error = check_games(pgn.as_bytes()).next().unwrap().unwrap().unwrap_err();
/// assert_eq!(error.to_string(), "game 1, ply 5: move a3 after the game ended: 0-1 (checkmate)");
/// ```
pub fn check_games<R: Read>(input: R) -> GameChecker<R> {
    GameChecker {
        driver: Driver::new(input),
    }
}

//! [`GameRecord`]: a start position plus the moves played, replayed and judged by the FIDE Laws.
//!
//! The record keeps the position after every ply, so any earlier position can be shown, and it
//! decides how a game ends. Endings that happen by themselves (checkmate, stalemate, dead
//! position, fivefold repetition, the 75-move rule) are applied as soon as a move causes them.
//! Threefold repetition and the 50-move rule only end the game when the player to move claims
//! them, on the current position or together with the move they intend to play (FIDE 9.2, 9.3).
//! Resignation, agreement, time forfeit and adjudication are recorded through their own methods;
//! a flag fall against a side that cannot mate by any legal series of moves is a draw (FIDE 6.9).

use std::fmt;

use shakmaty::zobrist::Zobrist64;
use shakmaty::{Chess, Color, EnPassantMode, Move, Position};

pub use super::fifty_moves::FiftyMoveRule;
use super::variant::StartPosition;

/// Repetitions that let the player to move claim a draw (FIDE 9.2).
pub const CLAIMABLE_REPETITIONS: usize = 3;
/// Repetitions that end the game by themselves (FIDE 9.6.1).
pub const AUTOMATIC_REPETITIONS: usize = 5;
/// Half-moves without capture or pawn move that let the player to move claim a draw (FIDE 9.3).
pub const CLAIMABLE_HALFMOVES: u32 = 100;
/// Half-moves without capture or pawn move that end the game by themselves (FIDE 9.6.2).
pub const AUTOMATIC_HALFMOVES: u32 = 150;

/// The result of a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// 1-0.
    WhiteWins,
    /// 0-1.
    BlackWins,
    /// ½-½.
    Draw,
}

impl GameResult {
    /// The win for `color`.
    pub fn win_for(color: Color) -> GameResult {
        match color {
            Color::White => GameResult::WhiteWins,
            Color::Black => GameResult::BlackWins,
        }
    }

    /// The result as PGN writes it: `1-0`, `0-1` or `1/2-1/2`.
    pub fn as_pgn(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::BlackWins => "0-1",
            GameResult::Draw => "1/2-1/2",
        }
    }

    /// The winner, if any.
    pub fn winner(self) -> Option<Color> {
        match self {
            GameResult::WhiteWins => Some(Color::White),
            GameResult::BlackWins => Some(Color::Black),
            GameResult::Draw => None,
        }
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_pgn())
    }
}

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Termination {
    /// The side to move is checkmated.
    Checkmate,
    /// The side to move has no legal move and is not in check.
    Stalemate,
    /// Dead position: neither side can mate by any legal series of moves.
    InsufficientMaterial,
    /// The same position for the fifth time (automatic).
    FivefoldRepetition,
    /// 75 moves by each side without capture or pawn move (automatic).
    SeventyFiveMoves,
    /// Threefold repetition, claimed.
    ThreefoldRepetition,
    /// 50 moves by each side without capture or pawn move, claimed.
    FiftyMoves,
    /// Draw agreed.
    Agreement,
    /// A player resigned.
    Resignation,
    /// A player ran out of time.
    TimeForfeit,
    /// Decided by an arbiter or organizer.
    Adjudication,
}

impl Termination {
    /// Every termination, in declaration order.
    pub const ALL: [Termination; 11] = [
        Termination::Checkmate,
        Termination::Stalemate,
        Termination::InsufficientMaterial,
        Termination::FivefoldRepetition,
        Termination::SeventyFiveMoves,
        Termination::ThreefoldRepetition,
        Termination::FiftyMoves,
        Termination::Agreement,
        Termination::Resignation,
        Termination::TimeForfeit,
        Termination::Adjudication,
    ];

    /// The stable snake_case name used in the API and the database.
    pub fn as_str(self) -> &'static str {
        match self {
            Termination::Checkmate => "checkmate",
            Termination::Stalemate => "stalemate",
            Termination::InsufficientMaterial => "insufficient_material",
            Termination::FivefoldRepetition => "fivefold_repetition",
            Termination::SeventyFiveMoves => "seventyfive_moves",
            Termination::ThreefoldRepetition => "threefold_repetition",
            Termination::FiftyMoves => "fifty_moves",
            Termination::Agreement => "agreement",
            Termination::Resignation => "resignation",
            Termination::TimeForfeit => "time_forfeit",
            Termination::Adjudication => "adjudication",
        }
    }

    /// The termination for a snake_case name, as written by [`Termination::as_str`].
    pub fn from_name(name: &str) -> Option<Termination> {
        Termination::ALL.into_iter().find(|t| t.as_str() == name)
    }

    /// A short English description for people.
    pub fn describe(self) -> &'static str {
        match self {
            Termination::Checkmate => "checkmate",
            Termination::Stalemate => "stalemate",
            Termination::InsufficientMaterial => "dead position: neither side can checkmate",
            Termination::FivefoldRepetition => "the same position occurred five times",
            Termination::SeventyFiveMoves => "75 moves without a capture or a pawn move",
            Termination::ThreefoldRepetition => "threefold repetition, claimed",
            Termination::FiftyMoves => "50 moves without a capture or a pawn move, claimed",
            Termination::Agreement => "draw by agreement",
            Termination::Resignation => "resignation",
            Termination::TimeForfeit => "time forfeit",
            Termination::Adjudication => "adjudication",
        }
    }

    /// The PGN `Termination` tag value (PGN standard 9.8.1 words).
    pub fn pgn_tag(self) -> &'static str {
        match self {
            Termination::TimeForfeit => "time forfeit",
            Termination::Adjudication => "adjudication",
            _ => "normal",
        }
    }
}

impl fmt::Display for Termination {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.describe())
    }
}

/// How a game ended: the result and the reason.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// 1-0, 0-1 or ½-½.
    pub result: GameResult,
    /// Why.
    pub termination: Termination,
}

impl Outcome {
    fn draw(termination: Termination) -> Outcome {
        Outcome {
            result: GameResult::Draw,
            termination,
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.result, self.termination)
    }
}

/// Why a move could not be added to the record.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlayMoveError {
    /// The game has already ended.
    #[error("the game is over: {0}")]
    GameOver(Outcome),
    /// The move is not legal in the current position.
    #[error("the move {0} is not legal in this position")]
    Illegal(Move),
}

/// A move that failed while replaying a stored list of moves.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("ply {ply}: {reason}")]
pub struct ReplayError {
    /// The 1-based ply of the failing move.
    pub ply: usize,
    /// Why it failed.
    pub reason: PlayMoveError,
}

/// Why a draw claim was refused. The record is left unchanged; a caller that follows FIDE 9.5.3
/// strictly then plays the intended move as an ordinary move.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ClaimError {
    /// The game has already ended.
    #[error("the game is over: {0}")]
    GameOver(Outcome),
    /// The intended move is not legal.
    #[error("the move {0} is not legal in this position")]
    IllegalMove(Move),
    /// The 50-move count is reached, but the game's rules suspend the 50-move rule in a
    /// position of so few pieces.
    #[error(
        "no draw can be claimed {when}: {halfmoves} half-moves have passed without a capture or \
         pawn move, but this game's rules suspend the 50-move rule in positions of {limit} pieces \
         or fewer, and {pieces} are on the board; play on, or claim by threefold repetition"
    )]
    FiftyMoveSuspended {
        /// "now" or "after the intended move".
        when: &'static str,
        /// Half-moves since the last capture or pawn move.
        halfmoves: u32,
        /// Pieces on the board, kings included.
        pieces: usize,
        /// The rule's limit.
        limit: u32,
    },
    /// Neither threefold repetition nor the 50-move rule applies.
    #[error(
        "no draw can be claimed {when}: the position has occurred {repetitions} time(s) (3 needed) \
         and {halfmoves} half-move(s) have passed without a capture or pawn move (100 needed)"
    )]
    NoGrounds {
        /// "now" or "after the intended move".
        when: &'static str,
        /// How often the position in question has occurred.
        repetitions: usize,
        /// Half-moves since the last capture or pawn move in that position.
        halfmoves: u32,
    },
}

/// A successful draw claim: the outcome and the move played with it, if any.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DrawClaim {
    /// How the game ended (a checkmate with the intended move beats the claim).
    pub outcome: Outcome,
    /// The intended move, which has been played.
    pub played: Option<Move>,
}

/// A game: where it started, the moves played, the position after each ply, and how it ended.
#[derive(Clone, Debug)]
pub struct GameRecord {
    start: StartPosition,
    moves: Vec<Move>,
    positions: Vec<Chess>,
    hashes: Vec<u64>,
    outcome: Option<Outcome>,
    fifty_move_rule: FiftyMoveRule,
}

impl GameRecord {
    /// A game with no moves yet.
    ///
    /// ```
    /// use kingpost::chess::{GameRecord, StartPosition};
    /// let game = GameRecord::new(StartPosition::standard());
    /// assert_eq!(game.ply_count(), 0);
    /// assert!(game.outcome().is_none());
    /// ```
    pub fn new(start: StartPosition) -> GameRecord {
        let position = start.position().clone();
        let hash = position_hash(&position);
        GameRecord {
            start,
            moves: Vec::new(),
            positions: vec![position],
            hashes: vec![hash],
            outcome: None,
            fifty_move_rule: FiftyMoveRule::Always,
        }
    }

    /// The same game under `rule` (set it before the moves are played: the automatic 75-move
    /// draw is decided as they are).
    ///
    /// ```
    /// use kingpost::chess::{FiftyMoveRule, GameRecord, StartPosition};
    /// let start = StartPosition::from_fen("8/8/4k3/8/8/2Q5/8/4K3 w - - 120 90").unwrap();
    /// let mut game = GameRecord::new(start.clone());
    /// assert!(game.claim_draw(None).is_ok());
    /// let mut suspended = GameRecord::new(start).with_fifty_move_rule(FiftyMoveRule::SuspendedUpTo(7));
    /// assert!(suspended.claim_draw(None).is_err());
    /// ```
    pub fn with_fifty_move_rule(mut self, rule: FiftyMoveRule) -> GameRecord {
        self.fifty_move_rule = rule;
        self
    }

    /// Replays stored moves from `start`, validating each; fails at the first bad move.
    pub fn replay(
        start: StartPosition,
        moves: impl IntoIterator<Item = Move>,
    ) -> Result<GameRecord, ReplayError> {
        let mut game = GameRecord::new(start);
        for mv in moves {
            game.play(mv).map_err(|reason| ReplayError {
                ply: game.ply_count() + 1,
                reason,
            })?;
        }
        Ok(game)
    }

    /// Plays a legal move; returns the outcome if the move ended the game by itself.
    ///
    /// ```
    /// use kingpost::chess::{GameRecord, StartPosition, Termination, parse_move, Language};
    /// let mut game = GameRecord::new(StartPosition::standard());
    /// for text in ["f3", "e5", "g4", "Qh4"] {
    ///     let mv = parse_move(game.position(), text, Language::English).unwrap().mv;
    ///     game.play(mv).unwrap();
    /// }
    /// assert_eq!(game.outcome().unwrap().termination, Termination::Checkmate);
    /// ```
    pub fn play(&mut self, mv: Move) -> Result<Option<Outcome>, PlayMoveError> {
        if let Some(outcome) = self.outcome {
            return Err(PlayMoveError::GameOver(outcome));
        }
        let position = self.position();
        if !position.is_legal(mv) {
            return Err(PlayMoveError::Illegal(mv));
        }
        let mut next = position.clone();
        next.play_unchecked(mv);
        self.hashes.push(position_hash(&next));
        self.positions.push(next);
        self.moves.push(mv);
        self.outcome = self.automatic_outcome();
        Ok(self.outcome)
    }

    /// The game as it was after its first `ply` half-moves (`None` past its end): those moves
    /// and positions, and an ending only if they brought it about themselves (an ending
    /// recorded afterwards, such as a resignation, is not part of it).
    ///
    /// ```
    /// use kingpost::chess::{GameRecord, StartPosition, parse_move, Language};
    /// let mut game = GameRecord::new(StartPosition::standard());
    /// for text in ["f3", "e5", "g4", "Qh4#"] {
    ///     let read = parse_move(game.position(), text, Language::English).unwrap();
    ///     game.play(read.mv).unwrap();
    /// }
    /// let before_mate = game.truncated(3).unwrap();
    /// assert_eq!(before_mate.ply_count(), 3);
    /// assert!(before_mate.outcome().is_none());
    /// assert!(game.truncated(4).unwrap().outcome().is_some());
    /// assert!(game.truncated(5).is_none());
    /// ```
    pub fn truncated(&self, ply: usize) -> Option<GameRecord> {
        if ply > self.ply_count() {
            return None;
        }
        let mut record = GameRecord {
            start: self.start.clone(),
            moves: self.moves[..ply].to_vec(),
            positions: self.positions[..=ply].to_vec(),
            hashes: self.hashes[..=ply].to_vec(),
            outcome: None,
            fifty_move_rule: self.fifty_move_rule,
        };
        record.outcome = record.automatic_outcome();
        Some(record)
    }

    /// Where the game started.
    pub fn start(&self) -> &StartPosition {
        &self.start
    }

    /// The moves played so far.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The number of half-moves played.
    pub fn ply_count(&self) -> usize {
        self.moves.len()
    }

    /// The current position.
    pub fn position(&self) -> &Chess {
        // `positions` always holds the start position, so `last` exists.
        &self.positions[self.positions.len() - 1]
    }

    /// The position after `ply` half-moves (0 is the start), if the game got that far.
    pub fn position_at(&self, ply: usize) -> Option<&Chess> {
        self.positions.get(ply)
    }

    /// Every position of the game, from the start to the current one.
    pub fn positions(&self) -> &[Chess] {
        &self.positions
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.position().turn()
    }

    /// How the game ended, if it has.
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// How many times the current position has occurred, this time included, by FIDE's
    /// definition: same pieces on the same squares, same side to move, same castling rights and
    /// the same en-passant captures actually possible.
    pub fn repetitions(&self) -> usize {
        self.repetitions_at(self.ply_count())
    }

    /// How many times the position after `ply` half-moves had occurred by then, that time included.
    pub fn repetitions_at(&self, ply: usize) -> usize {
        let Some(position) = self.positions.get(ply) else {
            return 0;
        };
        let window = usize::try_from(position.halfmoves())
            .unwrap_or(usize::MAX)
            .min(ply);
        (ply - window..=ply)
            .rev()
            .step_by(2)
            .filter(|&i| {
                self.hashes[i] == self.hashes[ply] && same_position(&self.positions[i], position)
            })
            .count()
    }

    /// Whether `color` could still checkmate by some legal series of moves (FIDE 6.9, 9.6): the
    /// question a time forfeit asks.
    pub fn can_still_mate(&self, color: Color) -> bool {
        !self.position().has_insufficient_material(color)
    }

    /// Claims a draw for the player to move, on the current position (`intended` is `None`) or
    /// together with the move they intend to play. On success the game ends; with a move, the move
    /// is played first (and if it mates, the mate stands).
    pub fn claim_draw(&mut self, intended: Option<Move>) -> Result<DrawClaim, ClaimError> {
        if let Some(outcome) = self.outcome {
            return Err(ClaimError::GameOver(outcome));
        }
        let Some(mv) = intended else {
            let outcome = self
                .claimable_outcome()
                .ok_or_else(|| self.no_grounds("now"))?;
            self.outcome = Some(outcome);
            return Ok(DrawClaim {
                outcome,
                played: None,
            });
        };
        let mut trial = self.clone();
        let automatic = trial.play(mv).map_err(|_| ClaimError::IllegalMove(mv))?;
        let outcome = match automatic {
            Some(outcome) => outcome,
            None => trial
                .claimable_outcome()
                .ok_or_else(|| trial.no_grounds("after the intended move"))?,
        };
        trial.outcome = Some(outcome);
        *self = trial;
        Ok(DrawClaim {
            outcome,
            played: Some(mv),
        })
    }

    /// Whether the player to move could claim a draw right now, and on which ground.
    pub fn claimable_outcome(&self) -> Option<Outcome> {
        if self.repetitions() >= CLAIMABLE_REPETITIONS {
            Some(Outcome::draw(Termination::ThreefoldRepetition))
        } else if self.position().halfmoves() >= CLAIMABLE_HALFMOVES
            && self.fifty_move_rule.applies(self.position())
        {
            Some(Outcome::draw(Termination::FiftyMoves))
        } else {
            None
        }
    }

    /// `color` resigns and loses (FIDE 5.1.2).
    pub fn resign(&mut self, color: Color) -> Result<Outcome, PlayMoveError> {
        self.finish(Outcome {
            result: GameResult::win_for(!color),
            termination: Termination::Resignation,
        })
    }

    /// Both players agreed to a draw.
    pub fn agree_draw(&mut self) -> Result<Outcome, PlayMoveError> {
        self.finish(Outcome::draw(Termination::Agreement))
    }

    /// `color` ran out of time: a loss, or a draw if the opponent cannot mate by any legal
    /// series of moves (FIDE 6.9).
    ///
    /// ```
    /// use kingpost::chess::{Color, GameRecord, GameResult, StartPosition};
    /// let start = StartPosition::from_fen("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1").unwrap();
    /// let mut game = GameRecord::new(start);
    /// assert_eq!(game.time_forfeit(Color::White).unwrap().result, GameResult::Draw);
    /// ```
    pub fn time_forfeit(&mut self, color: Color) -> Result<Outcome, PlayMoveError> {
        let result = if self.can_still_mate(!color) {
            GameResult::win_for(!color)
        } else {
            GameResult::Draw
        };
        self.finish(Outcome {
            result,
            termination: Termination::TimeForfeit,
        })
    }

    /// An organizer or arbiter decided the result.
    pub fn adjudicate(&mut self, result: GameResult) -> Result<Outcome, PlayMoveError> {
        self.finish(Outcome {
            result,
            termination: Termination::Adjudication,
        })
    }

    /// Restores an ending recorded outside the moves (resignation, agreement, a claim,
    /// adjudication, a time forfeit) when a stored game is loaded. An ending the moves themselves
    /// bring about takes precedence; a missing termination counts as adjudication.
    pub fn restore_outcome(&mut self, result: GameResult, termination: Option<Termination>) {
        if self.outcome.is_none() {
            self.outcome = Some(Outcome {
                result,
                termination: termination.unwrap_or(Termination::Adjudication),
            });
        }
    }

    fn finish(&mut self, outcome: Outcome) -> Result<Outcome, PlayMoveError> {
        if let Some(previous) = self.outcome {
            return Err(PlayMoveError::GameOver(previous));
        }
        self.outcome = Some(outcome);
        Ok(outcome)
    }

    fn no_grounds(&self, when: &'static str) -> ClaimError {
        let halfmoves = self.position().halfmoves();
        if let FiftyMoveRule::SuspendedUpTo(limit) = self.fifty_move_rule
            && halfmoves >= CLAIMABLE_HALFMOVES
            && !self.fifty_move_rule.applies(self.position())
        {
            return ClaimError::FiftyMoveSuspended {
                when,
                halfmoves,
                pieces: self.position().board().occupied().count(),
                limit,
            };
        }
        ClaimError::NoGrounds {
            when,
            repetitions: self.repetitions(),
            halfmoves: self.position().halfmoves(),
        }
    }

    /// The ending the current position brings about by itself, in FIDE's order of precedence.
    fn automatic_outcome(&self) -> Option<Outcome> {
        let position = self.position();
        if position.is_checkmate() {
            return Some(Outcome {
                result: GameResult::win_for(!position.turn()),
                termination: Termination::Checkmate,
            });
        }
        let termination = if position.is_stalemate() {
            Termination::Stalemate
        } else if position.is_insufficient_material() {
            Termination::InsufficientMaterial
        } else if self.repetitions() >= AUTOMATIC_REPETITIONS {
            Termination::FivefoldRepetition
        } else if position.halfmoves() >= AUTOMATIC_HALFMOVES
            && self.fifty_move_rule.applies(position)
        {
            Termination::SeventyFiveMoves
        } else {
            return None;
        };
        Some(Outcome::draw(termination))
    }
}

fn position_hash(position: &Chess) -> u64 {
    let hash: Zobrist64 = position.zobrist_hash(EnPassantMode::Legal);
    hash.0
}

/// FIDE 9.2.3: the same player to move, the same pieces on the same squares, the same castling
/// rights and the same en-passant possibilities.
fn same_position(a: &Chess, b: &Chess) -> bool {
    a.turn() == b.turn()
        && a.board() == b.board()
        && a.castles().castling_rights() == b.castles().castling_rights()
        && a.legal_ep_square() == b.legal_ep_square()
}

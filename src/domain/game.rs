//! A game on the platform: two players, a [`GameRecord`], and a pending draw offer; and the
//! decisions about who may do what. Pure: the service loads a [`GameState`], asks it, and saves
//! what it answers.
//!
//! Draw offers follow correspondence custom: a player may offer a draw alone or together with a
//! move; the opponent accepts or declines, and playing a move instead of answering declines it.

use std::fmt;

use crate::chess::game::{ClaimError, DrawClaim, Outcome, PlayMoveError};
use crate::chess::{
    Color, GameRecord, Language, Move, MoveError, Notation, Position, ReadMove, WrittenMove,
    parse_written_move, write_move,
};
use crate::domain::account::UserId;

/// A game's database id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GameId(pub i32);

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// Where a move came from; stored with every move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveSource {
    /// The game page.
    Web,
    /// The JSON API.
    Api,
    /// A reply by email.
    Email,
    /// The built-in engine.
    Engine,
    /// The server, from the player's conditional moves (a reply stored in advance, played the
    /// moment the opponent's move matched it).
    Conditional,
    /// An Xfcc client (Scid, ChessBase …) through the XfccBasic SOAP service.
    Xfcc,
}

impl MoveSource {
    /// The stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            MoveSource::Web => "web",
            MoveSource::Api => "api",
            MoveSource::Email => "email",
            MoveSource::Engine => "engine",
            MoveSource::Conditional => "conditional",
            MoveSource::Xfcc => "xfcc",
        }
    }
}

/// A game as the rules of the platform see it.
#[derive(Clone, Debug)]
pub struct GameState {
    /// Id.
    pub id: GameId,
    /// Who plays White.
    pub white: UserId,
    /// Who plays Black.
    pub black: UserId,
    /// Start, moves and outcome.
    pub record: GameRecord,
    /// The side whose draw offer is waiting for an answer.
    pub draw_offer: Option<Color>,
}

/// Why a player's action was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GameActionError {
    /// The user does not play in this game.
    #[error("you are not playing in game {0}")]
    NotAPlayer(GameId),
    /// The game has ended.
    #[error("game {0} is over: {1}")]
    GameOver(GameId, Outcome),
    /// It is the opponent's move.
    #[error("it is not your move: {} is to move", side_name(*.0))]
    NotYourTurn(Color),
    /// The client's idea of how many moves were played is out of date.
    #[error(
        "the game has moved on: {actual} half-moves have been played, not {given}; \
         reload the game and try again"
    )]
    StalePly {
        /// What the client sent.
        given: usize,
        /// What the game has.
        actual: usize,
    },
    /// The move text is not a legal move; the legal moves (English SAN) are listed for the reply.
    #[error("{error}")]
    Move {
        /// What the rules core said.
        error: MoveError,
        /// Every legal move in the position, in English SAN.
        legal_moves: Vec<String>,
    },
    /// There is no draw offer from the opponent to answer.
    #[error("there is no draw offer from your opponent to answer")]
    NoOfferToAnswer,
    /// A draw offer by this player is already waiting.
    #[error("your draw offer is already waiting for an answer")]
    AlreadyOffered,
    /// The draw claim was refused.
    #[error(transparent)]
    Claim(ClaimError),
}

fn side_name(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
}

/// A move that was played, in the notations that are stored and returned.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayedMove {
    /// The move.
    pub mv: Move,
    /// The 1-based ply it was played at.
    pub ply: usize,
    /// English SAN with check suffix.
    pub san: String,
    /// UCI (king-takes-rook castling in Chess960).
    pub uci: String,
    /// The outcome if the move ended the game.
    pub outcome: Option<Outcome>,
}

impl GameState {
    /// The colour `user` plays.
    pub fn color_of(&self, user: UserId) -> Result<Color, GameActionError> {
        if user == self.white {
            Ok(Color::White)
        } else if user == self.black {
            Ok(Color::Black)
        } else {
            Err(GameActionError::NotAPlayer(self.id))
        }
    }

    /// The colour `user` plays, if the game is still going on.
    fn active_color_of(&self, user: UserId) -> Result<Color, GameActionError> {
        let color = self.color_of(user)?;
        match self.record.outcome() {
            Some(outcome) => Err(GameActionError::GameOver(self.id, outcome)),
            None => Ok(color),
        }
    }

    /// `user` plays the move as written. `ply`, when given, is how many half-moves the
    /// client saw; a different number means another move got there first.
    pub fn play<'w>(
        &mut self,
        user: UserId,
        written: impl Into<WrittenMove<'w>>,
        language: Language,
        ply: Option<usize>,
        offer_draw: bool,
    ) -> Result<PlayedMove, GameActionError> {
        let color = self.to_move_check(user, ply)?;
        let read = self.read_move(written.into(), language)?;
        let played = self.apply(read.mv)?;
        self.draw_offer = (offer_draw && played.outcome.is_none()).then_some(color);
        Ok(played)
    }

    /// Checks that `user` may move now and that the client is up to date.
    fn to_move_check(&self, user: UserId, ply: Option<usize>) -> Result<Color, GameActionError> {
        let color = self.active_color_of(user)?;
        let actual = self.record.ply_count();
        if let Some(given) = ply.filter(|given| *given != actual) {
            return Err(GameActionError::StalePly { given, actual });
        }
        if self.record.turn() != color {
            return Err(GameActionError::NotYourTurn(self.record.turn()));
        }
        Ok(color)
    }

    fn apply(&mut self, mv: Move) -> Result<PlayedMove, GameActionError> {
        let position = self.record.position().clone();
        let outcome = self.record.play(mv).map_err(|e| match e {
            PlayMoveError::GameOver(outcome) => GameActionError::GameOver(self.id, outcome),
            // parse_move only returns legal moves; should that ever fail, say so plainly.
            PlayMoveError::Illegal(_) => GameActionError::Move {
                error: MoveError::Unreadable {
                    text: write_move(&position, mv, Notation::Uci, Language::English),
                },
                legal_moves: Vec::new(),
            },
        })?;
        Ok(PlayedMove {
            mv,
            ply: self.record.ply_count(),
            san: write_move(&position, mv, Notation::San, Language::English),
            uci: write_move(&position, mv, Notation::Uci, Language::English),
            outcome,
        })
    }

    /// Reads a move in the current position; on failure lists the legal moves.
    fn read_move(
        &self,
        written: WrittenMove<'_>,
        language: Language,
    ) -> Result<ReadMove, GameActionError> {
        let position = self.record.position();
        parse_written_move(position, written, language).map_err(|error| GameActionError::Move {
            error,
            legal_moves: position
                .legal_moves()
                .into_iter()
                .map(|mv| write_move(position, mv, Notation::San, Language::English))
                .collect(),
        })
    }

    /// `user` offers a draw without moving.
    pub fn offer_draw(&mut self, user: UserId) -> Result<(), GameActionError> {
        let color = self.active_color_of(user)?;
        match self.draw_offer {
            Some(offered) if offered == color => Err(GameActionError::AlreadyOffered),
            // Offering while the opponent's offer waits is accepting it; the caller asks accept.
            _ => {
                self.draw_offer = Some(color);
                Ok(())
            }
        }
    }

    /// `user` accepts the opponent's waiting offer.
    pub fn accept_draw(&mut self, user: UserId) -> Result<Outcome, GameActionError> {
        let color = self.active_color_of(user)?;
        if self.draw_offer != Some(!color) {
            return Err(GameActionError::NoOfferToAnswer);
        }
        self.draw_offer = None;
        self.record
            .agree_draw()
            .map_err(|_| GameActionError::NoOfferToAnswer)
    }

    /// `user` declines the opponent's waiting offer.
    pub fn decline_draw(&mut self, user: UserId) -> Result<(), GameActionError> {
        let color = self.active_color_of(user)?;
        if self.draw_offer != Some(!color) {
            return Err(GameActionError::NoOfferToAnswer);
        }
        self.draw_offer = None;
        Ok(())
    }

    /// `user`, to move, claims a draw now or with the `intended` move.
    pub fn claim_draw(
        &mut self,
        user: UserId,
        intended: Option<WrittenMove<'_>>,
        language: Language,
    ) -> Result<(DrawClaim, Option<PlayedMove>), GameActionError> {
        self.to_move_check(user, None)?;
        let intended = match intended {
            Some(written) => Some(self.read_move(written, language)?.mv),
            None => None,
        };
        let before = self.record.position().clone();
        let claim = self
            .record
            .claim_draw(intended)
            .map_err(GameActionError::Claim)?;
        self.draw_offer = None;
        let played = claim.played.map(|mv| PlayedMove {
            mv,
            ply: self.record.ply_count(),
            san: write_move(&before, mv, Notation::San, Language::English),
            uci: write_move(&before, mv, Notation::Uci, Language::English),
            outcome: Some(claim.outcome),
        });
        Ok((claim, played))
    }

    /// `user` resigns.
    pub fn resign(&mut self, user: UserId) -> Result<Outcome, GameActionError> {
        let color = self.active_color_of(user)?;
        self.draw_offer = None;
        self.record
            .resign(color)
            .map_err(|_| GameActionError::NotAPlayer(self.id))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::StartPosition;
    use crate::chess::game::{GameResult, Termination};

    const W: UserId = UserId(1);
    const B: UserId = UserId(2);

    fn game() -> GameState {
        GameState {
            id: GameId(7),
            white: W,
            black: B,
            record: GameRecord::new(StartPosition::standard()),
            draw_offer: None,
        }
    }

    #[test]
    fn players_move_in_turn_and_strangers_not_at_all() {
        let mut g = game();
        assert_eq!(
            g.play(B, "e5", Language::English, None, false).unwrap_err(),
            GameActionError::NotYourTurn(Color::White)
        );
        assert_eq!(
            g.play(UserId(3), "e4", Language::English, None, false)
                .unwrap_err(),
            GameActionError::NotAPlayer(GameId(7))
        );
        let played = g
            .play(W, "5254", Language::English, Some(0), false)
            .unwrap();
        assert_eq!(
            (played.san.as_str(), played.uci.as_str(), played.ply),
            ("e4", "e2e4", 1)
        );
        let stale = g
            .play(B, "e5", Language::English, Some(0), false)
            .unwrap_err();
        assert_eq!(
            stale,
            GameActionError::StalePly {
                given: 0,
                actual: 1
            }
        );
        assert_eq!(
            stale.to_string(),
            "the game has moved on: 1 half-moves have been played, not 0; reload the game and try again"
        );
    }

    #[test]
    fn a_draw_offer_is_accepted_or_lapses_with_a_move() {
        let mut g = game();
        g.play(W, "e4", Language::English, None, true).unwrap();
        assert_eq!(g.draw_offer, Some(Color::White));
        assert_eq!(
            g.accept_draw(W).unwrap_err(),
            GameActionError::NoOfferToAnswer
        );
        g.play(B, "e5", Language::English, None, false).unwrap();
        assert_eq!(g.draw_offer, None, "moving declines the offer");
        g.offer_draw(W).unwrap();
        assert_eq!(
            g.offer_draw(W).unwrap_err(),
            GameActionError::AlreadyOffered
        );
        let outcome = g.accept_draw(B).unwrap();
        assert_eq!(outcome.termination, Termination::Agreement);
        assert!(matches!(
            g.play(W, "Nf3", Language::English, None, false),
            Err(GameActionError::GameOver(..))
        ));
    }

    #[test]
    fn resigning_loses_and_claims_need_grounds() {
        let mut g = game();
        let err = g.claim_draw(W, None, Language::English).unwrap_err();
        assert!(matches!(
            err,
            GameActionError::Claim(ClaimError::NoGrounds { .. })
        ));
        assert_eq!(g.resign(W).unwrap().result, GameResult::BlackWins);
    }
}

//! What the store says after it saved a game: one typed [`GameChanged`] per thing that
//! happened, and the [`Subscriber`]s that act on it (mail, conditional replies, event
//! settlement; later live pages). The store only yields changes; who hears them, and in which
//! order, is decided above it ([`crate::service::game_changes`]).

use chrono::NaiveDateTime;

use crate::chess::{Color, GameResult, Termination};
use crate::db::DbConnection;
use crate::domain::account::UserId;
use crate::domain::game::{GameId, MoveSource, PlayedMove};

use super::error::GameError;
use super::load::StoredGame;
use super::view::GameView;

/// One change of one game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameChanged {
    /// The game.
    pub game: GameId,
    /// What happened.
    pub kind: ChangeKind,
}

/// What happened to a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ChangeKind {
    /// A move was played (by a player, the engine, or the server from conditional moves).
    Moved {
        /// The move as played (its 1-based ply, SAN, UCI, and any ending it brought).
        played: PlayedMove,
        /// Who played it (the owner, for a conditional reply).
        by: UserId,
        /// Through which door, or `conditional`.
        source: MoveSource,
        /// Whether a draw was offered with it.
        offered_draw: bool,
    },
    /// A draw was offered without a move.
    DrawOffered {
        /// Who offered.
        by: Color,
    },
    /// A draw offer was declined.
    DrawDeclined {
        /// Who declined.
        by: Color,
    },
    /// A player's conditional moves were cleared because the opponent's move was not among
    /// them (or came with a draw offer).
    ConditionalsCleared {
        /// Whose moves.
        owner: UserId,
        /// The opponent's move (English SAN).
        trigger: String,
    },
    /// The game ended, however: by the move before, resignation, agreement, a claim, time
    /// forfeit or a decision.
    Ended {
        /// The result.
        result: GameResult,
        /// Why it ended.
        termination: Termination,
        /// For an adjudication: who decided, and why.
        decision: Option<(UserId, String)>,
    },
}

/// A game as saved, with its read model and the changes the save made.
#[derive(Debug, Clone)]
pub struct Saved {
    /// The game afterwards.
    pub game: StoredGame,
    /// Its read model afterwards.
    pub view: GameView,
    /// What happened, in order.
    pub changes: Vec<GameChanged>,
}

/// Something that acts on a game's changes, inside the transaction that made them.
pub trait Subscriber {
    /// Acts on `saved` (the game after its changes). A subscriber that changes the game itself
    /// (a conditional reply) saves through the store and pushes the result on `follow_ups`,
    /// which are published after this one; later subscribers see what earlier ones pushed.
    fn changed(
        &self,
        conn: &mut DbConnection,
        saved: &Saved,
        follow_ups: &mut Vec<Saved>,
        now: NaiveDateTime,
    ) -> Result<(), GameError>;
}

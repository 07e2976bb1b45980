//! The events of a game that its players are told of by mail ([`GameEvent`]), each with the
//! game as it is afterwards ([`GameEventNotice`]): who is told, and the outbox kind.

use crate::chess::{Color, Termination};
use crate::domain::game::GameState;
use crate::service::game_store::StoredGame;
use crate::service::game_store::view::GameView;

/// Something that happened in a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameEvent {
    /// The game began (to both players).
    Started,
    /// A move was played and the game goes on (to the player now to move; says so when the
    /// move came with a draw offer).
    Moved,
    /// Like [`GameEvent::Moved`], and the recipient's conditional moves were cleared because
    /// the move was not among them.
    MovedConditionalsCleared,
    /// The opponent moved and the server answered with the recipient's conditional move (to
    /// that player; the opponent gets [`GameEvent::Moved`]).
    ConditionalPlayed {
        /// Whose conditional move was played.
        owner: Color,
    },
    /// A draw was offered without a move (to the other player).
    DrawOffered {
        /// Who offered.
        by: Color,
    },
    /// A draw offer was declined (to the player who offered).
    DrawDeclined {
        /// Who declined.
        by: Color,
    },
    /// The game ended, however: mate, resignation, agreement, a claim, time forfeit,
    /// adjudication… (to both players; the termination is read from the game).
    Ended,
    /// A reminder that it is their move (to the player to move).
    Reminder,
}

/// An event of a game, with the game as it is afterwards.
#[derive(Debug, Clone, Copy)]
pub struct GameEventNotice<'a> {
    /// What happened.
    pub event: GameEvent,
    /// The game after the event, with its players as read with it (their mail settings).
    pub stored: &'a StoredGame,
    /// Its read model (names, time control, the deadline of the player to move).
    pub view: &'a GameView,
}

impl GameEventNotice<'_> {
    /// The game after the event.
    pub fn game(&self) -> &GameState {
        &self.stored.state
    }

    /// The colours of the players this event concerns.
    pub fn recipients(&self) -> Vec<Color> {
        match self.event {
            GameEvent::Started | GameEvent::Ended => vec![Color::White, Color::Black],
            GameEvent::Moved | GameEvent::MovedConditionalsCleared | GameEvent::Reminder => {
                vec![self.game().record.turn()]
            }
            GameEvent::DrawOffered { by } | GameEvent::DrawDeclined { by } => vec![!by],
            GameEvent::ConditionalPlayed { owner } => vec![owner],
        }
    }

    /// The outbox kind of the mail.
    pub fn kind(&self) -> &'static str {
        match self.event {
            GameEvent::Started => "game-started",
            GameEvent::Moved | GameEvent::MovedConditionalsCleared => "your-move",
            GameEvent::ConditionalPlayed { .. } => "conditional-played",
            GameEvent::DrawOffered { .. } => "draw-offered",
            GameEvent::DrawDeclined { .. } => "draw-declined",
            GameEvent::Reminder => "reminder",
            GameEvent::Ended => match self.game().record.outcome().map(|o| o.termination) {
                Some(Termination::Agreement) => "draw-accepted",
                Some(Termination::ThreefoldRepetition | Termination::FiftyMoves) => "draw-claimed",
                Some(Termination::TimeForfeit) => "time-forfeit",
                _ => "game-ended",
            },
        }
    }
}

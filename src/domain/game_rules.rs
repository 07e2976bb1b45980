//! The rules a game is played under besides the laws of chess: outside events the defaults,
//! inside an event what its organizer chose (the 50-move rule suspended in endgames, draw
//! offers from a given move, tablebase claims, the leave rule). The store reads them together
//! with the game; the checks here are pure.

use crate::chess::{Chess, FiftyMoveRule, Position};

use super::events::LeaveRule;

/// Events may suspend the 50-move rule in positions of this many pieces or fewer.
pub const EVENT_FIFTY_MOVE_PIECES: u32 = 7;

/// The event a game belongs to, with the settings that bear on its play.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EventRules {
    /// The event's id.
    pub id: i32,
    /// Its name (for refusals).
    pub name: String,
    /// Whether the 50-move rule is suspended in positions of [`EVENT_FIFTY_MOVE_PIECES`] or fewer.
    pub fifty_move_suspended: bool,
    /// The first move number at which a draw may be offered.
    pub draw_offers_from_move: u32,
    /// Whether players may claim by tablebase.
    pub tablebase_claims: bool,
    /// How the players' leave counts, unless it is the plain allowance.
    pub leave: Option<LeaveRule>,
}

/// The rules of one game: the defaults, or its event's.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct GameRules {
    /// The event, if the game belongs to one.
    pub event: Option<EventRules>,
}

/// An event's rule refused what a player tried.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EventRuleError {
    /// A draw offer before the event allows one.
    #[error("in {event} draws may be offered from move {from} on; this is move {number}")]
    DrawOfferTooEarly {
        /// The event's name.
        event: String,
        /// The first move of offers.
        from: u32,
        /// The move of this offer.
        number: u32,
    },
}

impl GameRules {
    /// When the 50-move rule applies: always, unless the event suspends it.
    pub fn fifty_move_rule(&self) -> FiftyMoveRule {
        match &self.event {
            Some(event) if event.fifty_move_suspended => {
                FiftyMoveRule::SuspendedUpTo(EVENT_FIFTY_MOVE_PIECES)
            }
            _ => FiftyMoveRule::Always,
        }
    }

    /// Refuses a draw offer made in `position` (its move number is the offering move's) before
    /// the event's first move of offers.
    pub fn check_draw_offer(&self, position: &Chess) -> Result<(), EventRuleError> {
        let Some(event) = &self.event else {
            return Ok(());
        };
        let number = position.fullmoves().get();
        if number < event.draw_offers_from_move {
            return Err(EventRuleError::DrawOfferTooEarly {
                event: event.name.clone(),
                from: event.draw_offers_from_move,
                number,
            });
        }
        Ok(())
    }

    /// Whether players may claim by tablebase (always, outside events).
    pub fn tablebase_claims_allowed(&self) -> bool {
        self.event.as_ref().is_none_or(|e| e.tablebase_claims)
    }

    /// The event's leave rule, unless it simply counts the players' own leave.
    pub fn leave_rule(&self) -> Option<LeaveRule> {
        self.event.as_ref().and_then(|e| e.leave)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn event(from: u32) -> GameRules {
        GameRules {
            event: Some(EventRules {
                id: 1,
                name: "Cup".to_owned(),
                fifty_move_suspended: true,
                draw_offers_from_move: from,
                tablebase_claims: false,
                leave: None,
            }),
        }
    }

    #[test]
    fn defaults_outside_events() {
        let rules = GameRules::default();
        assert_eq!(rules.fifty_move_rule(), FiftyMoveRule::Always);
        assert!(rules.tablebase_claims_allowed());
        assert!(rules.check_draw_offer(&Chess::default()).is_ok());
    }

    #[test]
    fn an_event_refuses_early_offers() {
        let rules = event(20);
        assert_eq!(rules.fifty_move_rule(), FiftyMoveRule::SuspendedUpTo(7));
        assert!(!rules.tablebase_claims_allowed());
        let refused = rules.check_draw_offer(&Chess::default()).unwrap_err();
        assert_eq!(
            refused.to_string(),
            "in Cup draws may be offered from move 20 on; this is move 1"
        );
        assert!(event(1).check_draw_offer(&Chess::default()).is_ok());
    }
}

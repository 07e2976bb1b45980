//! [`FiftyMoveRule`]: whether the 50-move rule, and with it the automatic 75-move draw, applies
//! in a position. FIDE applies it everywhere; some correspondence events suspend it in endgames
//! of few pieces, where tablebases show wins that take longer.

use shakmaty::{Chess, Position};

/// When the 50-move rule (and with it the automatic 75-move rule) applies. Some events suspend
/// it in endgames of few pieces, where tablebases show wins that take longer.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum FiftyMoveRule {
    /// In every position (FIDE).
    #[default]
    Always,
    /// Not in positions with at most this many pieces on the board (kings included).
    SuspendedUpTo(u32),
}

impl FiftyMoveRule {
    /// Whether the rule applies in `position`.
    pub fn applies(self, position: &Chess) -> bool {
        match self {
            FiftyMoveRule::Always => true,
            FiftyMoveRule::SuspendedUpTo(pieces) => {
                position.board().occupied().count() > pieces as usize
            }
        }
    }
}

//! Correction history: what the searches of this game learned about the static evaluation's
//! error, by pawn structure.
//!
//! After a node's moves are searched, the difference between its search score and its raw static
//! evaluation says how far the evaluation was off in that position. The difference is averaged,
//! per side to move, into a table indexed by the position's pawns (a structure the evaluation
//! misjudges tends to be misjudged in all its positions), and later static evaluations of
//! positions with the same pawns are corrected by that average. Only differences the node's
//! bound can vouch for are learned: a score that failed high says only that the position is at
//! least that good, so it teaches nothing when it is below the evaluation.

use shakmaty::{Chess, Position};

use super::params::MATE_BOUND;
use super::pst::color_index;
use super::tt::Bound;

/// Table entries per side to move (a power of two).
const SLOTS: usize = 1 << 14;
/// Entries hold centipawns times this, so small updates are not lost to rounding.
const GRAIN: i32 = 256;
/// Weights of an update are out of this.
const WEIGHT_SCALE: i32 = 256;
/// Largest weight of one update (reached at depth 15).
const MAX_WEIGHT: i32 = 16;
/// Largest correction, in centipawns.
const MAX_CORRECTION: i32 = 64;

/// The learned corrections, `[side to move][pawn-structure slot]`.
pub struct Correction {
    table: Vec<[i32; SLOTS]>,
}

impl Default for Correction {
    fn default() -> Correction {
        Correction {
            table: vec![[0; SLOTS]; 2],
        }
    }
}

/// The slot of `pos`'s pawn structure.
fn slot(pos: &Chess) -> usize {
    let board = pos.board();
    let white = (board.pawns() & board.white()).0;
    let black = (board.pawns() & board.black()).0;
    let key = white.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ black.wrapping_mul(0xC2B2_AE3D_27D4_EB4F);
    (key >> (64 - SLOTS.trailing_zeros())) as usize
}

fn side(pos: &Chess) -> usize {
    color_index(pos.turn())
}

impl Correction {
    /// `raw`, the static evaluation of `pos` for the side to move, corrected.
    pub fn corrected(&self, pos: &Chess, raw: i32) -> i32 {
        let correction = self.table[side(pos)][slot(pos)] / GRAIN;
        (raw + correction).clamp(-MATE_BOUND + 1, MATE_BOUND - 1)
    }

    /// Learns from a searched node of `pos` (not in check, its best move quiet or none): its
    /// raw static evaluation `raw`, and its score `score` with `bound`, at `depth`.
    pub fn learn(&mut self, pos: &Chess, raw: i32, score: i32, bound: Bound, depth: i32) {
        if score.abs() >= MATE_BOUND
            || (bound == Bound::Lower && score <= raw)
            || (bound == Bound::Upper && score >= raw)
        {
            return;
        }
        let target = (score - raw).clamp(-MAX_CORRECTION, MAX_CORRECTION) * GRAIN;
        let weight = (depth + 1).clamp(1, MAX_WEIGHT);
        let entry = &mut self.table[side(pos)][slot(pos)];
        *entry = (*entry * (WEIGHT_SCALE - weight) + target * weight) / WEIGHT_SCALE;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{CastlingMode, fen::Fen};

    fn pos(fen: &str) -> Chess {
        fen.parse::<Fen>()
            .expect("valid FEN")
            .into_position(CastlingMode::Standard)
            .expect("legal position")
    }

    #[test]
    fn learned_errors_correct_positions_with_the_same_pawns_only() {
        let mut c = Correction::default();
        let a = pos("4k3/pp6/8/8/8/8/PP6/4K3 w - - 0 1");
        let same_pawns = pos("3k4/pp6/8/8/8/8/PP6/3K4 w - - 0 1");
        let other_pawns = pos("4k3/p7/8/8/8/8/PP6/4K3 w - - 0 1");
        for _ in 0..200 {
            c.learn(&a, 10, 50, Bound::Exact, 12);
        }
        let learned = c.corrected(&same_pawns, 10);
        assert!((45..=50).contains(&learned), "{learned}");
        assert_eq!(c.corrected(&other_pawns, 10), 10);
    }

    #[test]
    fn bounds_that_say_nothing_about_the_error_are_not_learned() {
        let mut c = Correction::default();
        let a = pos("4k3/pp6/8/8/8/8/PP6/4K3 w - - 0 1");
        c.learn(&a, 10, 5, Bound::Lower, 12);
        c.learn(&a, 10, 30, Bound::Upper, 12);
        c.learn(&a, 10, MATE_BOUND + 3, Bound::Exact, 12);
        assert_eq!(c.corrected(&a, 10), 10);
        for _ in 0..500 {
            c.learn(&a, 0, 900, Bound::Exact, 20);
        }
        let capped = c.corrected(&a, 0);
        assert!(
            (MAX_CORRECTION - 2..=MAX_CORRECTION).contains(&capped),
            "{capped}"
        );
    }
}

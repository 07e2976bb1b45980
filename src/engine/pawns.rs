//! Pawn structure: doubled, isolated, connected and passed pawns, cached by pawn placement.
//!
//! The pawn skeleton changes far less often than the rest of the position, so its score is kept
//! in a small table keyed by the exact pair of pawn bitboards (no hashing collisions possible).
//! The evaluation adds the parts that depend on other pieces (king distance to passed pawns,
//! unstoppable passers, blockades) itself, from the passed-pawn set stored here.

use shakmaty::Color;

use super::weights::Weights;

/// Bitboard of each file, a to h.
pub const FILES: [u64; 8] = {
    let mut out = [0; 8];
    let mut f = 0;
    while f < 8 {
        out[f] = 0x0101_0101_0101_0101 << f;
        f += 1;
    }
    out
};

/// Files adjacent to each file.
pub const ADJACENT_FILES: [u64; 8] = {
    let mut out = [0; 8];
    let mut f = 0;
    while f < 8 {
        if f > 0 {
            out[f] |= FILES[f - 1];
        }
        if f < 7 {
            out[f] |= FILES[f + 1];
        }
        f += 1;
    }
    out
};

/// Squares strictly in front of a square on its file, per colour (`[color][square]`).
pub const FORWARD: [[u64; 64]; 2] = {
    let mut out = [[0; 64]; 2];
    let mut sq = 0;
    while sq < 64 {
        let file = FILES[sq % 8];
        let rank = sq / 8;
        let above = if rank == 7 {
            0
        } else {
            u64::MAX << (8 * (rank + 1))
        };
        let below = if rank == 0 {
            0
        } else {
            u64::MAX >> (8 * (8 - rank))
        };
        out[0][sq] = file & above;
        out[1][sq] = file & below;
        sq += 1;
    }
    out
};

/// Squares a passed pawn must not find enemy pawns on: in front on its own and adjacent files.
pub const PASSED_SPAN: [[u64; 64]; 2] = {
    let mut out = [[0; 64]; 2];
    let mut sq = 0;
    while sq < 64 {
        let f = sq % 8;
        let mut c = 0;
        while c < 2 {
            let mut span = FORWARD[c][sq];
            if f > 0 {
                span |= FORWARD[c][sq - 1];
            }
            if f < 7 {
                span |= FORWARD[c][sq + 1];
            }
            out[c][sq] = span;
            c += 1;
        }
        sq += 1;
    }
    out
};

/// The pawn-only part of the evaluation, White minus Black.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PawnEval {
    /// Middlegame score.
    pub mg: i32,
    /// Endgame score.
    pub eg: i32,
    /// Passed pawns of both colours.
    pub passed: u64,
    /// Outposts of White and of Black: squares on the relative fourth to sixth ranks that an
    /// own pawn defends and no enemy pawn can ever attack.
    pub outposts: [u64; 2],
}

#[derive(Clone, Copy, Default)]
struct Slot {
    white: u64,
    black: u64,
    eval: PawnEval,
}

/// A small direct-mapped cache of [`PawnEval`] keyed by the exact pawn bitboards.
pub struct PawnCache {
    slots: Vec<Slot>,
}

const CACHE_SLOTS: usize = 1 << 13;

impl Default for PawnCache {
    fn default() -> PawnCache {
        PawnCache {
            slots: vec![Slot::default(); CACHE_SLOTS],
        }
    }
}

impl PawnCache {
    /// The pawn evaluation for these pawns, computed on a miss.
    pub fn get(&mut self, white: u64, black: u64) -> PawnEval {
        let key = (white.wrapping_mul(0x9E37_79B9_7F4A_7C15)
            ^ black.wrapping_mul(0xC2B2_AE3D_27D4_EB4F))
            >> 51;
        let idx = key as usize & (CACHE_SLOTS - 1);
        let slot = &mut self.slots[idx];
        // The empty slot (0, 0) is also the right answer for "no pawns", whose eval is zero.
        if slot.white != white || slot.black != black {
            *slot = Slot {
                white,
                black,
                eval: evaluate_pawns(white, black),
            };
        }
        slot.eval
    }
}

/// Scores the pawn structure from scratch with the playing weights, White minus Black.
pub fn evaluate_pawns(white: u64, black: u64) -> PawnEval {
    evaluate_pawns_with(white, black, &Weights::DEFAULT)
}

/// Scores the pawn structure from scratch with the weights `w`, White minus Black.
pub fn evaluate_pawns_with(white: u64, black: u64, w: &Weights) -> PawnEval {
    let (wmg, weg, wpassed) = side(white, black, Color::White, w);
    let (bmg, beg, bpassed) = side(black, white, Color::Black, w);
    PawnEval {
        mg: wmg - bmg,
        eg: weg - beg,
        passed: wpassed | bpassed,
        outposts: [outposts(white, black, 0), outposts(black, white, 1)],
    }
}

/// Squares of colour index `c` on its fourth to sixth ranks that its pawns `ours` defend and
/// the enemy pawns `theirs` can never attack (no enemy pawn on an adjacent file in front).
fn outposts(ours: u64, theirs: u64, c: usize) -> u64 {
    let not_a = !FILES[0];
    let not_h = !FILES[7];
    let (defended, ranks) = if c == 0 {
        (
            ((ours << 9) & not_a) | ((ours << 7) & not_h),
            0x0000_FFFF_FF00_0000,
        )
    } else {
        (
            ((ours >> 7) & not_a) | ((ours >> 9) & not_h),
            0x0000_00FF_FFFF_0000,
        )
    };
    let mut reach = 0;
    let mut bb = theirs;
    while bb != 0 {
        let sq = bb.trailing_zeros() as usize;
        bb &= bb - 1;
        reach |= PASSED_SPAN[1 - c][sq] & ADJACENT_FILES[sq % 8];
    }
    defended & ranks & !reach
}

fn side(ours: u64, theirs: u64, color: Color, w: &Weights) -> (i32, i32, u64) {
    let c = usize::from(color == Color::Black);
    let (mut mg, mut eg, mut passed) = (0, 0, 0u64);
    let mut bb = ours;
    while bb != 0 {
        let sq = bb.trailing_zeros() as usize;
        bb &= bb - 1;
        let file = sq % 8;
        let rank = if c == 0 { sq / 8 } else { 7 - sq / 8 };
        let blocked_by_own = ours & FORWARD[c][sq] != 0;
        if blocked_by_own {
            mg += w.doubled.0;
            eg += w.doubled.1;
        }
        if ours & ADJACENT_FILES[file] == 0 {
            mg += w.isolated.0;
            eg += w.isolated.1;
        }
        if theirs & PASSED_SPAN[c][sq] == 0 && !blocked_by_own {
            passed |= 1 << sq;
            mg += w.passed[rank].0;
            eg += w.passed[rank].1;
        }
        let rank_bb = 0xFFu64 << (8 * (sq / 8));
        let behind_bb = if c == 0 { rank_bb >> 8 } else { rank_bb << 8 };
        let neighbours = ours & ADJACENT_FILES[file];
        if neighbours & (rank_bb | behind_bb) != 0 {
            let bonus = w.connected[rank];
            mg += bonus;
            eg += bonus + bonus / 2;
        }
    }
    (mg, eg, passed)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bb(squares: &[usize]) -> u64 {
        squares.iter().fold(0, |acc, &s| acc | 1 << s)
    }

    #[test]
    fn symmetric_structures_score_zero() {
        let white = bb(&[8, 9, 10, 11, 12, 13, 14, 15]);
        let black = bb(&[48, 49, 50, 51, 52, 53, 54, 55]);
        assert_eq!(evaluate_pawns(white, black), PawnEval::default());
    }

    #[test]
    fn outposts_are_defended_squares_no_enemy_pawn_can_attack() {
        // White pawns e4 and c4 defend d5; Black's c7 pawn could still come to c6.
        let white = bb(&[28, 26]);
        let with_c7 = evaluate_pawns(white, bb(&[50]));
        assert_eq!(with_c7.outposts[0] & (1 << 35), 0);
        // Black's pawn on c5 instead, past d5's files: d5 is an outpost, and so is b5.
        let with_c5 = evaluate_pawns(white, bb(&[34]));
        assert_ne!(with_c5.outposts[0] & (1 << 35), 0);
        assert_ne!(with_c5.outposts[0] & (1 << 33), 0);
        // h5 is not defended: no outpost.
        assert_eq!(with_c5.outposts[0] & (1 << 39), 0);
    }

    #[test]
    fn passed_isolated_and_doubled_pawns_are_seen() {
        // White: a5 passed and isolated; Black: doubled isolated h-pawns.
        let white = bb(&[32]);
        let black = bb(&[55, 47]);
        let eval = evaluate_pawns(white, black);
        assert_eq!(eval.passed & (1 << 32), 1 << 32);
        assert!(eval.eg > 0);
        let mut cache = PawnCache::default();
        assert_eq!(cache.get(white, black), eval);
        assert_eq!(cache.get(white, black), eval);
    }
}

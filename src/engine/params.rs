//! Tunable numbers of the search and the playing levels, kept in one place.
//!
//! Evaluation weights live beside the evaluation in [`super::eval`]; this module holds the search
//! constants (score bounds, pruning margins, reduction table) and the table that turns a playing
//! [`Level`] into depth and node limits plus the chance and size of a human-like inaccuracy.

/// Largest search depth in plies, including extensions; bounds the per-ply stacks.
pub const MAX_PLY: usize = 128;
/// Score of a mate at the root; a mate in `n` plies scores `MATE - n`.
pub const MATE: i32 = 32_000;
/// Scores beyond this (in absolute value) are mate scores.
pub const MATE_BOUND: i32 = MATE - MAX_PLY as i32;
/// Larger than any score; the initial window bound.
pub const INFINITY: i32 = MATE + 1;
/// Score of a draw (repetition, 50-move rule, stalemate, dead position).
pub const DRAW: i32 = 0;

/// First aspiration window half-width in centipawns.
pub const ASPIRATION_DELTA: i32 = 20;
/// Depth from which iterations use an aspiration window.
pub const ASPIRATION_MIN_DEPTH: i32 = 5;
/// Reverse futility: per-depth margin, and the largest depth it applies to.
pub const RFP_MARGIN: i32 = 75;
/// Largest depth for reverse futility pruning.
pub const RFP_MAX_DEPTH: i32 = 7;
/// Null move pruning: smallest depth.
pub const NULL_MIN_DEPTH: i32 = 3;
/// Futility pruning of quiet moves: margin per depth, and the largest depth.
pub const FUTILITY_MARGIN: i32 = 90;
/// Largest depth for futility pruning.
pub const FUTILITY_MAX_DEPTH: i32 = 6;
/// Late move pruning: quiet moves tried at depth `d` before the rest are skipped is
/// `LMP_BASE + d * d`.
pub const LMP_BASE: usize = 3;
/// Largest depth for late move pruning.
pub const LMP_MAX_DEPTH: i32 = 7;
/// Quiet moves losing more than `SEE_QUIET_MARGIN * depth²` by static exchange are skipped up
/// to this depth.
pub const SEE_QUIET_MAX_DEPTH: i32 = 6;
/// Margin of the static-exchange pruning of quiet moves (per depth squared).
pub const SEE_QUIET_MARGIN: i32 = 40;
/// Quiet moves whose history and continuation histories add up to less than
/// `-HISTORY_PRUNE_MARGIN * depth` are skipped up to this depth.
pub const HISTORY_PRUNE_MAX_DEPTH: i32 = 3;
/// Margin of the history pruning of quiet moves (per depth).
pub const HISTORY_PRUNE_MARGIN: i32 = 4_000;
/// Smallest depth at which a node without a table move is searched one ply shallower.
pub const IIR_MIN_DEPTH: i32 = 4;
/// Smallest depth at which the table move is tested for a singular extension.
pub const SINGULAR_MIN_DEPTH: i32 = 8;
/// The other moves are searched against the table's score minus this times the depth.
pub const SINGULAR_MARGIN: i32 = 2;
/// Smallest depth at which ProbCut is tried.
pub const PROBCUT_MIN_DEPTH: i32 = 5;
/// How far above beta a ProbCut capture must hold in its shallow search.
pub const PROBCUT_MARGIN: i32 = 200;
/// Quiescence delta pruning margin.
pub const DELTA_MARGIN: i32 = 200;
/// Largest value of a history entry; updates saturate towards it.
pub const HISTORY_MAX: i32 = 16_384;

/// Late move reduction in plies for `depth` and the move's number `count` (1-based).
pub fn lmr_reduction(depth: i32, count: usize) -> i32 {
    // 0.75 + ln(depth) * ln(count) / 2.25, the usual logarithmic shape, without floats at run
    // time being a problem (this is called once per late move; the cost is negligible).
    let d = f64::from(depth.max(1));
    let c = count.max(1) as f64;
    (0.75 + d.ln() * c.ln() / 2.25) as i32
}

/// A playing level from 1 (a beginner who blunders) to 10 (full strength).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Level(u8);

impl Level {
    /// The weakest level.
    pub const MIN: Level = Level(1);
    /// Full strength.
    pub const MAX: Level = Level(10);

    /// The level `n`, clamped into 1..=10.
    pub fn new(n: u8) -> Level {
        Level(n.clamp(1, 10))
    }

    /// The level as a number 1..=10.
    pub fn get(self) -> u8 {
        self.0
    }

    /// How this level limits and weakens the search.
    pub fn handicap(self) -> Handicap {
        let i = usize::from(self.0 - 1);
        if self == Level::MAX {
            return Handicap::NONE;
        }
        Handicap {
            max_depth: Some(LEVEL_DEPTH[i]),
            max_nodes: Some(LEVEL_NODES[i]),
            slip_percent: LEVEL_SLIP_PERCENT[i],
            slip_margin: LEVEL_SLIP_MARGIN[i],
        }
    }
}

impl Default for Level {
    fn default() -> Level {
        Level::MAX
    }
}

/// The limits and inaccuracies of a [`Level`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Handicap {
    /// Deepest iteration searched.
    pub max_depth: Option<u32>,
    /// Most nodes searched per move.
    pub max_nodes: Option<u64>,
    /// Chance in percent, per move, of choosing a weaker move than the best found.
    pub slip_percent: u32,
    /// How much worse (centipawns) the weaker move may be at most.
    pub slip_margin: i32,
}

impl Handicap {
    /// No handicap: full strength.
    pub const NONE: Handicap = Handicap {
        max_depth: None,
        max_nodes: None,
        slip_percent: 0,
        slip_margin: 0,
    };
}

const LEVEL_DEPTH: [u32; 9] = [1, 2, 2, 3, 4, 5, 6, 8, 10];
const LEVEL_NODES: [u64; 9] = [
    150, 500, 1_500, 5_000, 15_000, 50_000, 150_000, 500_000, 1_500_000,
];
const LEVEL_SLIP_PERCENT: [u32; 9] = [45, 35, 28, 22, 16, 12, 8, 5, 2];
const LEVEL_SLIP_MARGIN: [i32; 9] = [500, 350, 260, 200, 150, 110, 80, 50, 30];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_clamp_and_weaken_monotonically() {
        assert_eq!(Level::new(0), Level::MIN);
        assert_eq!(Level::new(42), Level::MAX);
        assert_eq!(Level::MAX.handicap(), Handicap::NONE);
        for n in 1..9 {
            let (a, b) = (Level::new(n).handicap(), Level::new(n + 1).handicap());
            assert!(a.max_nodes < b.max_nodes);
            assert!(a.slip_percent > b.slip_percent);
        }
    }

    #[test]
    fn reductions_grow_with_depth_and_count() {
        assert_eq!(lmr_reduction(1, 1), 0);
        assert!(lmr_reduction(10, 20) > lmr_reduction(3, 4));
    }
}

//! Human-like weakening for playing levels below 10.
//!
//! A weaker level searches less (depth and node caps from [`super::params::Level`]) and now and
//! then, as people do, settles for a move that is good-looking but not the best: every root move
//! is scored by a shallow full-window search and one of those within the level's margin of the
//! best is taken. Whether and which is decided by a pseudo-random generator seeded from the
//! engine's seed and the position, so the same game replayed gives the same moves.

use shakmaty::{Chess, Move, Position};

use super::params::{Handicap, INFINITY, MATE_BOUND};
use super::search::{Searcher, play};

/// SplitMix64: a tiny deterministic generator.
#[derive(Clone, Copy, Debug)]
pub struct SplitMix(u64);

impl SplitMix {
    /// A generator started from `seed`.
    pub fn new(seed: u64) -> SplitMix {
        SplitMix(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (n > 0).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n.max(1)
    }
}

impl Searcher<'_> {
    /// Perhaps picks a weaker move than `best` (scored `best_score`) at `depth`; returns it with
    /// its score. `rng` decides whether and which.
    pub(crate) fn slip(
        &mut self,
        root: &Chess,
        best: Move,
        depth: u32,
        handicap: Handicap,
        rng: &mut SplitMix,
    ) -> Option<(Move, i32)> {
        if rng.below(100) >= u64::from(handicap.slip_percent) {
            return None;
        }
        // A fresh budget, as large as the level's own, for the shallow scoring searches.
        self.stopped = false;
        self.node_limit = self.nodes + handicap.max_nodes.unwrap_or(100_000);
        let child_depth = depth.saturating_sub(2) as i32;
        let hash = self.hashes.last().copied().unwrap_or_default();
        let mut scored = Vec::new();
        for m in root.legal_moves() {
            let (child, key) = play(root, hash, m);
            self.hashes.push(key);
            self.carry_accumulator(root, Some(m), 0);
            let score = -self.search(&child, child_depth, -INFINITY, INFINITY, 1, true);
            self.hashes.pop();
            if self.stopped {
                return None;
            }
            scored.push((m, score));
        }
        let top = scored.iter().map(|&(_, s)| s).max()?;
        let candidates: Vec<(Move, i32)> = scored
            .into_iter()
            .filter(|&(m, s)| m != best && s > -MATE_BOUND && s >= top - handicap.slip_margin)
            .collect();
        if candidates.is_empty() {
            return None;
        }
        let pick = rng.below(candidates.len() as u64) as usize;
        candidates.get(pick).copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generator_is_deterministic() {
        let mut a = SplitMix::new(7);
        let mut b = SplitMix::new(7);
        assert_eq!(a.next_u64(), b.next_u64());
        assert!(a.below(10) < 10);
    }
}

//! Iterative deepening with aspiration windows: the loop around the node search.
//!
//! Each iteration searches the root one ply deeper than the last, inside a narrow window around
//! the previous score that widens on each fail high or low. The best move and principal
//! variation of the last completed iteration (or of the interrupted one, once its first move
//! has been searched) are the answer. Time is checked between iterations against the soft
//! budget and inside the search against the hard one ([`super::time`]).

use shakmaty::{Chess, Move};

use super::params::{ASPIRATION_DELTA, ASPIRATION_MIN_DEPTH, INFINITY, MATE, MATE_BOUND, MAX_PLY};
use super::search::Searcher;
use super::{Score, SearchInfo};

/// The outcome of the iterations so far.
#[derive(Clone, Debug, Default)]
pub struct Progress {
    /// Best move of the deepest useful iteration.
    pub best: Option<Move>,
    /// Its score (internal units: centipawns or mate distance).
    pub score: i32,
    /// Depth of that iteration.
    pub depth: u32,
    /// Principal variation.
    pub pv: Vec<Move>,
}

impl Searcher<'_> {
    /// Runs iterative deepening on `root` up to `max_depth`, reporting each iteration.
    pub(crate) fn iterate(
        &mut self,
        root: &Chess,
        max_depth: u32,
        report: &mut dyn FnMut(&SearchInfo),
    ) -> Progress {
        let mut progress = Progress::default();
        let max_depth = max_depth.clamp(1, MAX_PLY as u32 - 2);
        let mut stable = 0;
        for depth in 1..=max_depth {
            let previous = (progress.best, progress.score);
            let started = self.plan.elapsed();
            let mut score = self.aspiration(root, depth as i32, progress.score);
            let line = self.pv.root().to_vec();
            let complete = !self.stopped;
            if !complete {
                // The interrupted search returned no score; its root line has one.
                score = self.root_score;
            }
            if let Some(&first) = line.first()
                && (complete || progress.best.is_none() || Some(first) != progress.best)
            {
                progress = Progress {
                    best: Some(first),
                    score,
                    depth,
                    pv: line,
                };
            }
            if !complete {
                break;
            }
            report(&self.info(&progress));
            stable = if progress.best == previous.0 {
                stable + 1
            } else {
                0
            };
            self.plan
                .scale_soft(soft_percent(stable, previous.1 - progress.score, depth));
            let last_duration = self.plan.elapsed().saturating_sub(started);
            if progress.score.abs() >= MATE_BOUND
                && depth as i32 > 2 * (MATE - progress.score.abs())
            {
                break;
            }
            if !self.plan.may_start_iteration(last_duration) {
                break;
            }
        }
        progress
    }

    fn aspiration(&mut self, root: &Chess, depth: i32, previous: i32) -> i32 {
        let mut delta = ASPIRATION_DELTA;
        let (mut alpha, mut beta) = if depth >= ASPIRATION_MIN_DEPTH {
            (
                (previous - delta).max(-INFINITY),
                (previous + delta).min(INFINITY),
            )
        } else {
            (-INFINITY, INFINITY)
        };
        loop {
            let score = self.search(root, depth, alpha, beta, 0, false);
            if self.stopped {
                return score;
            }
            if score <= alpha {
                beta = (alpha + beta) / 2;
                alpha = (score - delta).max(-INFINITY);
            } else if score >= beta {
                beta = (score + delta).min(INFINITY);
            } else {
                return score;
            }
            delta += delta / 2 + 5;
            if delta > 1000 {
                alpha = -INFINITY;
                beta = INFINITY;
            }
        }
    }

    /// The report of the current progress.
    pub(crate) fn info(&self, progress: &Progress) -> SearchInfo {
        let time = self.plan.elapsed();
        let millis = time.as_millis().max(1) as u64;
        SearchInfo {
            depth: progress.depth,
            seldepth: self.seldepth as u32,
            score: Score::from_internal(progress.score),
            nodes: self.nodes,
            nps: self.nodes * 1000 / millis,
            time,
            hashfull: self.tt.hashfull(),
            pv: progress.pv.clone(),
        }
    }

    /// The position's key pushed as the root of the path.
    pub(crate) fn push_root(&mut self, root: &Chess) {
        self.hashes.push(super::search::hash_position(root));
        self.start_accumulators(root);
    }
}

/// Share of the planned soft budget to allow after iteration `depth`, in percent: the best move
/// unchanged for `stable` iterations lowers it, a score that fell by `drop` centipawns raises it.
/// Early iterations say too little to change anything.
fn soft_percent(stable: u32, drop: i32, depth: u32) -> u32 {
    if depth < 6 {
        return 100;
    }
    let stability = 140u32.saturating_sub(12 * stable.min(6)).max(70);
    let falling = if drop.abs() >= MATE_BOUND {
        0
    } else {
        (drop.clamp(0, 100) / 2) as u32
    };
    stability + falling
}

#[cfg(test)]
mod tests {
    use super::soft_percent;

    #[test]
    fn the_soft_budget_grows_with_instability_and_falling_scores() {
        assert_eq!(soft_percent(0, 0, 3), 100);
        assert!(soft_percent(0, 0, 10) > soft_percent(6, 0, 10));
        assert!(soft_percent(6, 60, 10) > soft_percent(6, 0, 10));
        assert!(soft_percent(6, -60, 10) == soft_percent(6, 0, 10));
        assert!(soft_percent(20, 0, 10) >= 70);
    }
}

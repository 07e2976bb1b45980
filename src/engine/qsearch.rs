//! Quiescence search: resolve captures at the horizon so the evaluation sees a quiet position.
//!
//! The side to move may "stand pat" on the static evaluation, or try captures and queen
//! promotions, most valuable victim first. Captures that lose material by static exchange
//! ([`super::see`]) and captures that cannot lift the score to alpha even with a margin (delta
//! pruning) are skipped. A side in check must answer it: then every evasion is searched, and no
//! evasion at all is checkmate.

use shakmaty::{Chess, Position};

use super::ordering::{evasions, noisy_moves, pop_best};
use super::params::{DELTA_MARGIN, INFINITY, MAX_PLY};
use super::search::{Searcher, mated_in};
use super::see::{captured_value, see_ge, see_value};

impl Searcher<'_> {
    /// Quiescence search of `pos` within (`alpha`, `beta`), `ply` plies from the root.
    pub(crate) fn qsearch(&mut self, pos: &Chess, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        if self.should_stop() {
            return 0;
        }
        self.nodes += 1;
        self.seldepth = self.seldepth.max(ply);
        if ply >= MAX_PLY - 1 {
            return self.evaluate(pos);
        }
        let in_check = pos.is_check();
        let stand_pat = if in_check {
            -INFINITY
        } else {
            self.evaluate(pos)
        };
        if stand_pat >= beta {
            return stand_pat;
        }
        alpha = alpha.max(stand_pat);
        let mut moves = if in_check {
            evasions(pos)
        } else {
            noisy_moves(pos)
        };
        if in_check && moves.is_empty() {
            return mated_in(ply);
        }
        let mut best = stand_pat;
        while let Some(m) = pop_best(&mut moves) {
            if !in_check && !m.is_promotion() {
                if stand_pat + captured_value(m) + DELTA_MARGIN <= alpha {
                    continue;
                }
                if see_value(m.role()) > captured_value(m) && !see_ge(pos, m, 0) {
                    continue;
                }
            }
            let mut child = pos.clone();
            child.play_unchecked(m);
            let score = -self.qsearch(&child, -beta, -alpha, ply + 1);
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        best
    }
}

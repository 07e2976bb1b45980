//! Quiescence search: resolve captures at the horizon so the evaluation sees a quiet position.
//!
//! The side to move may "stand pat" on the static evaluation, or try captures and queen
//! promotions, most valuable victim first. Captures that lose material by static exchange
//! ([`super::see`]) and captures that cannot lift the score to alpha even with a margin (delta
//! pruning) are skipped. A side in check must answer it: then every evasion is searched, and no
//! evasion at all is checkmate.

use shakmaty::{Bitboard, Chess, MoveList, Position, Rank, Role};

use super::movegen::noisy_moves;

use super::ordering::{QuietList, pop_best, quiescence_moves};
use super::params::{DELTA_MARGIN, MAX_PLY};
use super::search::{Searcher, cuts, mated_in, play_keyed, quick_key};
use super::see::{captured_value, see_ge, see_value};
use super::tt::{Bound, PackedMove, TtEntry};

impl Searcher<'_> {
    /// Quiescence search of `pos` (key `hash`) within (`alpha`, `beta`), `ply` plies from the
    /// root. Shares the transposition table with the main search (as depth 0 entries).
    pub(crate) fn qsearch(
        &mut self,
        pos: &Chess,
        hash: u64,
        mut alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        if self.should_stop() {
            return 0;
        }
        self.nodes += 1;
        self.seldepth = self.seldepth.max(ply);
        if ply >= MAX_PLY - 1 {
            return self.evaluate(pos, ply);
        }
        let entry = self.tt.probe(hash, ply);
        if let Some(e) = entry
            && cuts(e, alpha, beta)
        {
            return e.score;
        }
        let in_check = pos.is_check();
        let raw_eval = self.raw_eval(pos, in_check, entry, ply);
        let stand_pat = if in_check {
            raw_eval
        } else {
            self.correction.corrected(pos, raw_eval)
        };
        if stand_pat >= beta {
            return stand_pat;
        }
        let orig_alpha = alpha;
        alpha = alpha.max(stand_pat);
        if !in_check && stand_pat + hopeful_gain(pos) < alpha {
            // Not even winning a queen would reach alpha.
            return stand_pat;
        }
        let mut moves = MoveList::new();
        if in_check {
            moves = pos.legal_moves();
            if moves.is_empty() {
                return mated_in(ply);
            }
        } else {
            // Filled in place: the common case copies no move list.
            noisy_moves(pos, &mut moves);
        }
        let node = QNode {
            hash,
            ply,
            in_check,
            raw_eval,
            stand_pat,
        };
        self.qsearch_moves(pos, &node, &moves, orig_alpha, alpha, beta)
    }

    /// The move loop of a quiescence node, and the table store.
    fn qsearch_moves(
        &mut self,
        pos: &Chess,
        node: &QNode,
        moves: &MoveList,
        orig_alpha: i32,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        let mut order = QuietList::new();
        quiescence_moves(moves, node.in_check, &mut order);
        let mut best = node.stand_pat;
        let mut best_move = None;
        while let Some(i) = pop_best(&mut order) {
            let m = moves[i];
            let filtered = !node.in_check && !m.is_promotion();
            if filtered && node.stand_pat + captured_value(m) + DELTA_MARGIN <= alpha {
                continue;
            }
            // Start loading the child's table entry now; the exchange check hides the wait.
            let quick = quick_key(pos, node.hash, m);
            if let Some(key) = quick {
                self.tt.prefetch(key);
            }
            if filtered && see_value(m.role()) > captured_value(m) && !see_ge(pos, m, 0) {
                continue;
            }
            let (child, key) = play_keyed(pos, node.hash, m, quick);
            self.carry_accumulator(pos, Some(m), node.ply);
            let score = -self.qsearch(&child, key, -beta, -alpha, node.ply + 1);
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    best_move = Some(m);
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > orig_alpha && best_move.is_some() {
            Bound::Exact
        } else {
            Bound::Upper
        };
        let entry = TtEntry {
            best: best_move.map(PackedMove::new).unwrap_or_default(),
            score: best,
            eval: if node.in_check { 0 } else { node.raw_eval },
            depth: 0,
            bound,
        };
        self.tt.store(node.hash, node.ply, entry);
        best
    }
}

/// What the move loop of a quiescence node needs to know about it.
struct QNode {
    hash: u64,
    ply: usize,
    in_check: bool,
    /// The static evaluation as the evaluation gives it (what the table stores).
    raw_eval: i32,
    /// The static evaluation corrected: the score of standing pat.
    stand_pat: i32,
}

/// The most a single capture or promotion can gain here, with the delta margin.
fn hopeful_gain(pos: &Chess) -> i32 {
    let board = pos.board();
    let seventh = Bitboard::from_rank(pos.turn().relative_rank(Rank::Seventh));
    let promoting = (board.pawns() & board.by_color(pos.turn()) & seventh).any();
    see_value(Role::Queen) + DELTA_MARGIN + if promoting { see_value(Role::Queen) } else { 0 }
}

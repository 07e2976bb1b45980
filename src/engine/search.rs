//! The principal-variation search (negamax alpha-beta) for one node and its moves.
//!
//! A node runs these named steps in order: stop and draw checks (repetition, 50-move rule, dead
//! material), mate-distance pruning, check extension, quiescence at the horizon, the
//! transposition-table probe, static-evaluation pruning (reverse futility and null move),
//! ProbCut (a capture that holds well above beta in a shallow search cuts the node), internal
//! iterative reduction of nodes without a table move, and the move loop: late-move, history
//! (a bad history and continuation histories near the leaves), futility and static-exchange
//! pruning of quiet moves, SEE pruning of losing captures, a
//! singular extension of the table move (a reduced search of the other moves decides whether it
//! alone holds the position; when the others beat beta too, the node is cut at once; when the
//! table's score beats beta anyway, the move is searched a ply shallower), late move reductions
//! (less for quiet moves whose histories are good, more after a capture as the table move),
//! a null-window search of every move after
//! the first with a re-search when it beats alpha, and at the end the killer/counter-move,
//! history and capture-history update and the table store.
//! Whether the side to move's evaluation is *improving* (better than two plies before) makes
//! reverse futility and late-move pruning and the reductions more or less aggressive.
//! The static evaluation the pruning judges by is corrected by the errors earlier searches of
//! the game found in positions with the same pawns ([`super::correction`]); each searched node
//! adds what it found.

use std::sync::LazyLock;
use std::sync::atomic::{AtomicBool, Ordering};

use arrayvec::ArrayVec;
use shakmaty::{Chess, Move, MoveList, Position};

use super::correction::Correction;
use super::movegen::noisy_moves;
use super::nnue::{self, Accumulator, Network};
use super::ordering::{Context, Heuristics, MovePicker, QuietList, pop_best, quiescence_moves};
use super::params::{
    DRAW, FUTILITY_MARGIN, FUTILITY_MAX_DEPTH, HISTORY_PRUNE_MARGIN, HISTORY_PRUNE_MAX_DEPTH,
    IIR_MIN_DEPTH, INFINITY, LMP_BASE, LMP_MAX_DEPTH, MATE, MATE_BOUND, MAX_PLY, NULL_MIN_DEPTH,
    PROBCUT_MARGIN, PROBCUT_MIN_DEPTH, RFP_MARGIN, RFP_MAX_DEPTH, SEE_QUIET_MARGIN,
    SEE_QUIET_MAX_DEPTH, SINGULAR_MARGIN, SINGULAR_MIN_DEPTH, lmr_reduction,
};
use super::pawns::PawnCache;
pub use super::play::{Checks, gives_check, hash_position, play, play_keyed, quick_key};
use super::see::see_ge;
use super::time::TimePlan;
use super::tt::{Bound, PackedMove, TranspositionTable, TtEntry};

/// The principal variation of every ply (a triangular table).
pub struct PvTable {
    lines: Vec<ArrayVec<Move, MAX_PLY>>,
}

impl Default for PvTable {
    fn default() -> PvTable {
        PvTable {
            lines: vec![ArrayVec::new(); MAX_PLY + 1],
        }
    }
}

impl PvTable {
    fn clear(&mut self, ply: usize) {
        self.lines[ply].clear();
    }

    fn update(&mut self, ply: usize, m: Move) {
        let (head, tail) = self.lines.split_at_mut(ply + 1);
        let line = &mut head[ply];
        line.clear();
        line.push(m);
        if let Some(child) = tail.first() {
            line.extend(child.iter().copied().take(MAX_PLY - 1));
        }
    }

    /// The principal variation from the root.
    pub fn root(&self) -> &[Move] {
        &self.lines[0]
    }
}

/// The tables a search works in that outlive it: an [`super::Engine`] owns one and lends it to
/// each of its searches, so a search allocates (and the kernel zeroes) no fresh tables.
/// History, counter moves and corrections carry what earlier searches of the game learned;
/// the pawn cache and the principal-variation table are only scratch space, which no search
/// reads before writing it (a cache hit is exact).
#[derive(Default)]
pub(crate) struct SearchMemory {
    pub(crate) heur: Heuristics,
    pub(crate) correction: Correction,
    pawns: PawnCache,
    pv: PvTable,
}

/// Late move reductions by depth and move number (both below 64), computed once.
static LMR: LazyLock<[[i8; 64]; 64]> = LazyLock::new(|| {
    let mut table = [[0i8; 64]; 64];
    for (d, row) in table.iter_mut().enumerate() {
        for (c, r) in row.iter_mut().enumerate() {
            *r = lmr_reduction(d as i32, c) as i8;
        }
    }
    table
});

/// State of one search: the tables it reads and writes and its counters.
pub struct Searcher<'a> {
    pub(crate) tt: &'a mut TranspositionTable,
    stop: &'a AtomicBool,
    pub(crate) plan: TimePlan,
    pub(crate) node_limit: u64,
    pub(crate) nodes: u64,
    pub(crate) seldepth: usize,
    pub(crate) stopped: bool,
    /// Zobrist keys of the game before the root and of the current search path.
    pub(crate) hashes: Vec<u64>,
    pub(crate) heur: &'a mut Heuristics,
    /// The static evaluation's learned errors ([`super::correction`]).
    pub(crate) correction: &'a mut Correction,
    pub(crate) pv: &'a mut PvTable,
    pub(crate) pawns: &'a mut PawnCache,
    lmr: &'static [[i8; 64]; 64],
    /// Static evaluation of the node at each ply of the path (`-INFINITY` when in check).
    evals: Vec<i32>,
    /// The move that led to the node at each ply (`None` at the root and after a null move).
    path: Vec<Option<Move>>,
    /// Score of the best root move found so far in the current iteration.
    pub(crate) root_score: i32,
    /// The move a singular-extension search at each ply leaves out (`None`: a normal search).
    excluded: Vec<Option<Move>>,
    /// The neural network that evaluates, or `None` for the hand-written evaluation.
    pub(crate) net: Option<&'static Network>,
    /// The network's hidden layer of the node at each ply, carried move by move.
    accumulators: Vec<Accumulator>,
}

/// Score for being mated `ply` plies from the root.
pub fn mated_in(ply: usize) -> i32 {
    -MATE + ply as i32
}

impl<'a> Searcher<'a> {
    /// A searcher over `tt` and `memory`, stopping at `plan`'s deadline, `node_limit` nodes or
    /// `stop`.
    pub(crate) fn new(
        tt: &'a mut TranspositionTable,
        memory: &'a mut SearchMemory,
        stop: &'a AtomicBool,
        plan: TimePlan,
        node_limit: u64,
        history: Vec<u64>,
    ) -> Searcher<'a> {
        let SearchMemory {
            heur,
            correction,
            pawns,
            pv,
        } = memory;
        Searcher {
            tt,
            stop,
            plan,
            node_limit,
            nodes: 0,
            seldepth: 0,
            stopped: false,
            hashes: history,
            heur,
            correction,
            pv,
            pawns,
            lmr: &LMR,
            evals: vec![-INFINITY; MAX_PLY + 2],
            path: vec![None; MAX_PLY + 2],
            root_score: -INFINITY,
            excluded: vec![None; MAX_PLY + 2],
            net: None,
            accumulators: Vec::new(),
        }
    }

    /// Whether the search must stop now (stop flag, node limit, hard deadline).
    pub(crate) fn should_stop(&mut self) -> bool {
        if self.stopped {
            return true;
        }
        if self.nodes >= self.node_limit
            || (self.nodes & 1023 == 0
                && (self.stop.load(Ordering::Relaxed) || self.plan.hard_expired()))
        {
            self.stopped = true;
        }
        self.stopped
    }

    fn is_repetition(&self, pos: &Chess) -> bool {
        let n = self.hashes.len();
        let Some(&current) = self.hashes.last() else {
            return false;
        };
        let window = (pos.halfmoves() as usize).min(n - 1);
        (4..=window)
            .step_by(2)
            .any(|back| self.hashes[n - 1 - back] == current)
    }

    fn is_draw(&self, pos: &Chess) -> bool {
        if pos.halfmoves() >= 100 && !(pos.is_check() && pos.legal_moves().is_empty()) {
            return true;
        }
        if pos.board().occupied().count() <= 4 && pos.is_insufficient_material() {
            return true;
        }
        self.is_repetition(pos)
    }

    /// Negamax alpha-beta search of `pos` to `depth` plies, `ply` plies from the root.
    pub(crate) fn search(
        &mut self,
        pos: &Chess,
        mut depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
        null_ok: bool,
    ) -> i32 {
        let pv_node = beta - alpha > 1;
        self.pv.clear(ply);
        if ply > 0 {
            match self.early_exit(pos, ply, alpha, beta) {
                Ok(window) => (alpha, beta) = window,
                Err(score) => return score,
            }
        }
        let in_check = pos.is_check();
        if in_check && ply < MAX_PLY / 2 {
            depth += 1;
        }
        let hash = self.hashes.last().copied().unwrap_or_default();
        if depth <= 0 || ply >= MAX_PLY - 1 {
            return self.qsearch(pos, hash, alpha, beta, ply);
        }
        self.nodes += 1;
        self.seldepth = self.seldepth.max(ply);
        self.heur.clear_child_killers(ply);
        let excluding = self.excluded[ply].is_some();
        let entry = self.tt.probe(hash, ply);
        if let Some(e) = entry
            && !pv_node
            && !excluding
            && e.depth >= depth
            && cuts(e, alpha, beta)
        {
            return e.score;
        }
        let tt_move = entry
            .and_then(|e| e.best.unpack(pos))
            .filter(|_| !excluding);
        let (raw_eval, eval, improving) = self.node_eval(pos, in_check, entry, ply);
        if !pv_node
            && !in_check
            && !excluding
            && let Some(score) = self.prune_node(pos, depth, beta, eval, ply, null_ok, improving)
        {
            return score;
        }
        if !pv_node
            && !in_check
            && !excluding
            && let Some(score) = self.probcut(pos, depth, beta, (raw_eval, eval), ply, entry)
        {
            return score;
        }
        // Internal iterative reduction: without a table move, ordering is poor and the node
        // likely unimportant; search it a ply shallower (the table will have a move next time).
        if tt_move.is_none() && !excluding && depth >= IIR_MIN_DEPTH {
            depth -= 1;
        }
        let node = Node {
            depth,
            ply,
            in_check,
            raw_eval,
            eval,
            hash,
            improving,
            tt: entry.filter(|_| tt_move.is_some()),
        };
        self.search_moves(pos, &node, alpha, beta, tt_move)
    }

    /// The raw static evaluation of a node (from its table entry if it has one; `-INFINITY` in
    /// check), the same corrected by what earlier searches learned, recorded for its ply, and
    /// whether the position got better for the side to move since its previous move (a node
    /// two plies back in check counts as worse).
    fn node_eval(
        &mut self,
        pos: &Chess,
        in_check: bool,
        entry: Option<TtEntry>,
        ply: usize,
    ) -> (i32, i32, bool) {
        let raw = self.raw_eval(pos, in_check, entry, ply);
        let eval = if in_check {
            raw
        } else {
            self.correction.corrected(pos, raw)
        };
        self.evals[ply] = eval;
        (
            raw,
            eval,
            !in_check && (ply < 2 || eval > self.evals[ply - 2]),
        )
    }

    /// The static evaluation, uncorrected: from the table entry if there is one, `-INFINITY` in
    /// check.
    pub(crate) fn raw_eval(
        &mut self,
        pos: &Chess,
        in_check: bool,
        entry: Option<TtEntry>,
        ply: usize,
    ) -> i32 {
        match (in_check, entry) {
            (true, _) => -INFINITY,
            (false, Some(e)) => e.eval,
            (false, None) => self.evaluate(pos, ply),
        }
    }

    /// Stop, draw and mate-distance checks of a non-root node: `Err(score)` ends the node,
    /// `Ok` gives the window narrowed by the mate distance.
    fn early_exit(
        &mut self,
        pos: &Chess,
        ply: usize,
        alpha: i32,
        beta: i32,
    ) -> Result<(i32, i32), i32> {
        if self.should_stop() {
            return Err(0);
        }
        if self.is_draw(pos) {
            return Err(DRAW);
        }
        let alpha = alpha.max(mated_in(ply));
        let beta = beta.min(-mated_in(ply + 1));
        if alpha >= beta {
            return Err(alpha);
        }
        Ok((alpha, beta))
    }

    /// Static evaluation of `pos`, the node at `ply`: the network's from its carried hidden
    /// layer, or the hand-written one through the pawn cache.
    pub(crate) fn evaluate(&mut self, pos: &Chess, ply: usize) -> i32 {
        match self.net {
            Some(net) => {
                let acc = &self.accumulators[ply];
                debug_assert!(
                    *acc == Accumulator::new(pos, net),
                    "a carried hidden layer differs from one summed afresh"
                );
                nnue::evaluate_accumulated(pos, acc, net)
            }
            None => super::eval::evaluate_cached(pos, self.pawns),
        }
    }

    /// Sets the network's hidden layer of the root (a no-op for the hand-written evaluation).
    pub(crate) fn start_accumulators(&mut self, root: &Chess) {
        if let Some(net) = self.net {
            self.accumulators = vec![Accumulator::new(root, net); MAX_PLY + 2];
        }
    }

    /// Carries the hidden layer of `pos`, at `ply`, over `m` to the child at `ply + 1` (a copy
    /// for a null move).
    pub(crate) fn carry_accumulator(&mut self, pos: &Chess, m: Option<Move>, ply: usize) {
        if let Some(net) = self.net {
            let acc = &self.accumulators[ply];
            self.accumulators[ply + 1] = match m {
                Some(m) => acc.after(pos, m, net),
                None => *acc,
            };
        }
    }

    /// Reverse futility and null-move pruning; `Some(score)` cuts the node off.
    #[allow(clippy::too_many_arguments)]
    fn prune_node(
        &mut self,
        pos: &Chess,
        depth: i32,
        beta: i32,
        eval: i32,
        ply: usize,
        null_ok: bool,
        improving: bool,
    ) -> Option<i32> {
        if beta.abs() >= MATE_BOUND {
            return None;
        }
        if depth <= RFP_MAX_DEPTH && eval - RFP_MARGIN * (depth - i32::from(improving)) >= beta {
            return Some(eval);
        }
        let turn = pos.turn();
        let board = pos.board();
        let pieces = board.by_color(turn) & !board.pawns() & !board.kings();
        if !null_ok || depth < NULL_MIN_DEPTH || eval < beta || pieces.is_empty() {
            return None;
        }
        let null = pos.clone().swap_turn().ok()?;
        // Keep at least one full-width ply, so a mate threat behind the null move is seen.
        let r = (3 + depth / 4 + ((eval - beta) / 200).min(3)).min(depth - 2);
        self.hashes.push(hash_position(&null));
        self.path[ply + 1] = None;
        self.carry_accumulator(pos, None, ply);
        let score = -self.search(&null, depth - 1 - r, -beta, -beta + 1, ply + 1, false);
        self.hashes.pop();
        if self.stopped {
            return None;
        }
        (score >= beta).then_some(if score >= MATE_BOUND { beta } else { score })
    }

    /// ProbCut: a capture that wins enough by static exchange to lift the score well above
    /// `beta`, and holds that in quiescence and then in a search four plies shallower, makes a
    /// search of this node at full depth almost certain to fail high; `Some(score)` cuts it.
    /// Skipped when the table already has a deep enough score below that raised bound.
    fn probcut(
        &mut self,
        pos: &Chess,
        depth: i32,
        beta: i32,
        (raw_eval, eval): (i32, i32),
        ply: usize,
        entry: Option<TtEntry>,
    ) -> Option<i32> {
        let raised = beta + PROBCUT_MARGIN;
        if depth < PROBCUT_MIN_DEPTH
            || beta.abs() >= MATE_BOUND
            || entry.is_some_and(|e| e.depth >= depth - 3 && e.score < raised)
        {
            return None;
        }
        let hash = self.hashes.last().copied().unwrap_or_default();
        let mut moves = MoveList::new();
        noisy_moves(pos, &mut moves);
        let mut order = QuietList::new();
        quiescence_moves(&moves, false, &mut order);
        while let Some(i) = pop_best(&mut order) {
            let m = moves[i];
            if !see_ge(pos, m, raised - eval) {
                continue;
            }
            let (child, key) = play_keyed(pos, hash, m, None);
            self.hashes.push(key);
            self.path[ply + 1] = Some(m);
            self.carry_accumulator(pos, Some(m), ply);
            let mut score = -self.qsearch(&child, key, -raised, -raised + 1, ply + 1);
            if score >= raised {
                score = -self.search(&child, depth - 4, -raised, -raised + 1, ply + 1, true);
            }
            self.hashes.pop();
            if self.stopped {
                return None;
            }
            if score >= raised {
                let entry = TtEntry {
                    best: PackedMove::new(m),
                    score,
                    eval: raw_eval,
                    depth: depth - 3,
                    bound: Bound::Lower,
                };
                self.tt.store(hash, ply, entry);
                return Some(score);
            }
        }
        None
    }

    fn search_moves(
        &mut self,
        pos: &Chess,
        node: &Node,
        mut alpha: i32,
        beta: i32,
        tt_move: Option<Move>,
    ) -> i32 {
        let pv_node = beta - alpha > 1;
        let orig_alpha = alpha;
        let mut picker = MovePicker::new(tt_move);
        let mut best = -INFINITY;
        let mut best_move = None;
        let mut count = 0;
        let mut quiets: ArrayVec<Move, 64> = ArrayVec::new();
        let mut captures: ArrayVec<Move, 32> = ArrayVec::new();
        let ctx = Context {
            ply: node.ply,
            previous: self.path[node.ply],
            own_previous: node.ply.checked_sub(1).and_then(|p| self.path[p]),
        };
        // Worth computing only once a second move is tried (most cut-offs come at the first).
        let mut checks: Option<Checks> = None;
        let excluded = self.excluded[node.ply];
        while let Some(m) = picker.next(pos, self.heur, &ctx) {
            if Some(m) == excluded {
                continue;
            }
            count += 1;
            // Start loading the child's table entry now; the checks below hide the wait.
            let quick = quick_key(pos, node.hash, m);
            if let Some(key) = quick {
                self.tt.prefetch(key);
            }
            let gives_check = match (&checks, count) {
                (None, 1) => gives_check(pos, m),
                (Some(c), _) => c.gives_check(pos, m),
                (None, _) => {
                    checks = Checks::new(pos);
                    checks
                        .as_ref()
                        .map_or_else(|| gives_check(pos, m), |c| c.gives_check(pos, m))
                }
            };
            let quiet = !m.is_capture() && !m.is_promotion();
            let prunable = best > -MATE_BOUND && !gives_check && !pv_node && !node.in_check;
            if prunable && quiet && Self::beyond_late_move_limit(node, count) {
                continue;
            }
            let history = if quiet {
                self.heur.quiet_score(pos.turn(), m, &ctx)
            } else {
                0
            };
            if prunable && self.skip_move(pos, node, (m, history), alpha, &ctx) {
                continue;
            }
            let extension = if count == 1 && Some(m) == tt_move {
                match self.singular_extension(pos, node, m, beta) {
                    Ok(extension) => extension,
                    Err(cut) => return cut,
                }
            } else {
                0
            };
            let (child, key) = play_keyed(pos, node.hash, m, quick);
            self.carry_accumulator(pos, Some(m), node.ply);
            let kind = MoveKind {
                extension,
                quiet,
                gives_check,
                count,
                history,
                noisy_tt_move: tt_move.is_some_and(|t| t.is_capture() || t.is_promotion()),
            };
            let score = self.search_child(&child, key, node, m, kind, alpha, beta);
            if self.stopped {
                return 0;
            }
            if quiet {
                let _ = quiets.try_push(m);
            } else if m.is_capture() {
                let _ = captures.try_push(m);
            }
            if score > best {
                best = score;
                if score > alpha {
                    best_move = Some(m);
                    alpha = score;
                    self.new_best(node.ply, m, score);
                    if alpha >= beta {
                        if quiet {
                            self.heur.reward(pos.turn(), m, &quiets, node.depth, &ctx);
                        }
                        self.heur
                            .reward_captures(pos.turn(), m, &captures, node.depth);
                        break;
                    }
                }
            }
        }
        if count == 0 {
            // No legal move: checkmate or stalemate; no move besides the excluded one: it is
            // the only move, as singular as a move can be.
            return if node.in_check || excluded.is_some() {
                mated_in(node.ply)
            } else {
                DRAW
            };
        }
        if excluded.is_some() {
            // Only a bound on the other moves: neither the node's score nor a lesson.
            return best;
        }
        let bound = self.store(node, best, best_move, orig_alpha, beta);
        if !node.in_check && best_move.is_none_or(|m| !m.is_capture() && !m.is_promotion()) {
            self.correction
                .learn(pos, node.raw_eval, best, bound, node.depth);
        }
        best
    }

    /// Singular extension of the table move `m`: when a reduced search of the other moves,
    /// against a window a little below the table's score, fails low, `m` alone holds the
    /// position and is searched a ply deeper (`Ok(1)`); when even the others reach `beta`, the
    /// node is cut off at once (`Err(score)`, multi-cut); otherwise `Ok(0)`.
    fn singular_extension(
        &mut self,
        pos: &Chess,
        node: &Node,
        m: Move,
        beta: i32,
    ) -> Result<i32, i32> {
        let Some(e) = node.tt else {
            return Ok(0);
        };
        if node.ply == 0
            || node.ply >= MAX_PLY / 2
            || node.depth < SINGULAR_MIN_DEPTH
            || self.excluded[node.ply].is_some()
            || e.depth < node.depth - 3
            || e.bound == Bound::Upper
            || e.score.abs() >= MATE_BOUND
        {
            return Ok(0);
        }
        let singular_beta = e.score - SINGULAR_MARGIN * node.depth;
        self.excluded[node.ply] = Some(m);
        let score = self.search(
            pos,
            (node.depth - 1) / 2,
            singular_beta - 1,
            singular_beta,
            node.ply,
            false,
        );
        self.excluded[node.ply] = None;
        // The search of the others left its line at this ply; the node's own search writes its.
        self.pv.clear(node.ply);
        if self.stopped {
            return Ok(0);
        }
        if score < singular_beta {
            Ok(1)
        } else if singular_beta >= beta {
            Err(singular_beta)
        } else if e.score >= beta {
            // Not singular, and its score says the node fails high anyway: search it a ply
            // shallower.
            Ok(-1)
        } else {
            Ok(0)
        }
    }

    /// `m` raised alpha at `ply`: it heads that ply's principal variation.
    fn new_best(&mut self, ply: usize, m: Move, score: i32) {
        self.pv.update(ply, m);
        if ply == 0 {
            self.root_score = score;
        }
    }

    /// Stores a node's result in the transposition table; returns its bound.
    fn store(
        &mut self,
        node: &Node,
        best: i32,
        best_move: Option<Move>,
        alpha: i32,
        beta: i32,
    ) -> Bound {
        let bound = if best >= beta {
            Bound::Lower
        } else if best > alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        let entry = TtEntry {
            best: best_move.map(PackedMove::new).unwrap_or_default(),
            score: best,
            eval: if node.in_check { 0 } else { node.raw_eval },
            depth: node.depth,
            bound,
        };
        self.tt.store(node.hash, node.ply, entry);
        bound
    }

    /// Late-move pruning: whether a quiet move numbered `count` comes after the number of
    /// quiet moves a node this shallow tries.
    fn beyond_late_move_limit(node: &Node, count: usize) -> bool {
        let depth = node.depth;
        let late = LMP_BASE + (depth * depth) as usize;
        let late = if node.improving { late } else { late * 2 / 3 };
        depth <= LMP_MAX_DEPTH && count > late
    }

    /// History, futility and SEE pruning of a move that does not give check (late-move
    /// pruning is [`Self::beyond_late_move_limit`]).
    fn skip_move(
        &self,
        pos: &Chess,
        node: &Node,
        (m, history): (Move, i32),
        alpha: i32,
        ctx: &Context,
    ) -> bool {
        let depth = node.depth;
        if !m.is_capture() && !m.is_promotion() {
            if self.heur.is_killer(node.ply, m)
                || self.heur.counter(pos.turn(), ctx.previous) == Some(m)
            {
                return false;
            }
            if depth <= HISTORY_PRUNE_MAX_DEPTH && history < -HISTORY_PRUNE_MARGIN * depth {
                return true;
            }
            if depth <= FUTILITY_MAX_DEPTH && node.eval + FUTILITY_MARGIN * depth <= alpha {
                return true;
            }
            return depth <= SEE_QUIET_MAX_DEPTH
                && !see_ge(pos, m, -SEE_QUIET_MARGIN * depth * depth);
        }
        depth <= 4 && m.is_capture() && !see_ge(pos, m, -100 * depth)
    }

    /// Searches the child `m` led to: full window for the first move, otherwise a reduced
    /// null-window search with re-searches when it beats alpha.
    #[allow(clippy::too_many_arguments)]
    fn search_child(
        &mut self,
        child: &Chess,
        key: u64,
        node: &Node,
        m: Move,
        kind: MoveKind,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        let MoveKind {
            extension,
            quiet,
            gives_check,
            count,
            history,
            noisy_tt_move,
        } = kind;
        self.hashes.push(key);
        let depth = node.depth - 1 + extension;
        let ply = node.ply + 1;
        self.path[ply] = Some(m);
        let score = if count == 1 {
            -self.search(child, depth, -beta, -alpha, ply, true)
        } else {
            let mut r = 0;
            if node.depth >= 3 && quiet && !node.in_check && !gives_check {
                let d = node.depth.min(63) as usize;
                let adjust = Adjustments {
                    pv: beta - alpha > 1,
                    improving: node.improving,
                    noisy_tt_move,
                    killer: self.heur.is_killer(node.ply, m),
                    history,
                };
                r = late_move_reduction(i32::from(self.lmr[d][count.min(63)]), adjust, depth);
            }
            let mut s = -self.search(child, depth - r, -alpha - 1, -alpha, ply, true);
            if s > alpha && r > 0 {
                s = -self.search(child, depth, -alpha - 1, -alpha, ply, true);
            }
            if s > alpha && s < beta {
                s = -self.search(child, depth, -beta, -alpha, ply, true);
            }
            s
        };
        self.hashes.pop();
        score
    }
}

/// What the search of one move needs to know about it.
#[derive(Clone, Copy)]
struct MoveKind {
    /// Plies added to its search (a singular table move).
    extension: i32,
    quiet: bool,
    gives_check: bool,
    count: usize,
    /// Its history and continuation histories (quiet moves only).
    history: i32,
    /// Whether the node's table move is a capture or promotion: quiet moves after it are
    /// less likely to matter, and are reduced a ply more.
    noisy_tt_move: bool,
}

/// What moves a late quiet move's reduction away from the table's.
#[derive(Clone, Copy, Default)]
struct Adjustments {
    /// A principal-variation node: one ply less.
    pv: bool,
    /// The position got better since the side's previous move: otherwise one ply more.
    improving: bool,
    /// The node's table move is a capture or promotion: one ply more.
    noisy_tt_move: bool,
    /// A killer move: one ply less.
    killer: bool,
    /// Its history and continuation histories: a ply less per 12,000 (more when negative).
    history: i32,
}

/// The reduction of a late quiet move searched to `depth` (after the ply the move uses):
/// the table's `base` for its depth and number, moved by `adjust`, kept within 0 and
/// `depth - 1` so a reduced search still searches a ply.
fn late_move_reduction(base: i32, adjust: Adjustments, depth: i32) -> i32 {
    let r = base - i32::from(adjust.pv)
        + i32::from(!adjust.improving)
        + i32::from(adjust.noisy_tt_move)
        - i32::from(adjust.killer)
        - adjust.history / 12_000;
    r.clamp(0, (depth - 1).max(0))
}

/// What the move loop needs to know about its node.
pub(crate) struct Node {
    depth: i32,
    ply: usize,
    in_check: bool,
    /// The static evaluation as the evaluation gives it (what the table stores).
    raw_eval: i32,
    /// The static evaluation corrected ([`super::correction`]): what pruning judges by.
    eval: i32,
    hash: u64,
    improving: bool,
    /// The table entry, when it gave the node a move.
    tt: Option<TtEntry>,
}

/// Whether a table entry's bound settles the node for this window.
pub(crate) fn cuts(e: TtEntry, alpha: i32, beta: i32) -> bool {
    match e.bound {
        Bound::Exact => true,
        Bound::Lower => e.score >= beta,
        Bound::Upper => e.score <= alpha,
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::AtomicBool;

    use shakmaty::fen::Fen;
    use shakmaty::uci::UciMove;
    use shakmaty::{CastlingMode, Chess, Move, Position};

    use super::{Node, SearchMemory, Searcher, hash_position};
    use crate::engine::ordering::Context;
    use crate::engine::time::{Limits, TimePlan};
    use crate::engine::tt::{Bound, PackedMove, TranspositionTable, TtEntry};

    fn position(fen: &str) -> Chess {
        let fen: Fen = fen.parse().expect("FEN");
        fen.into_position(CastlingMode::Standard).expect("legal")
    }

    fn uci(pos: &Chess, text: &str) -> Move {
        let m: UciMove = text.parse().expect("UCI move");
        m.to_move(pos).expect("legal move")
    }

    /// The singular-extension test of the table move `m` (stored as a lower bound of `score`
    /// at depth 8) in a node one ply from the root, searched at depth 8 against `beta`.
    fn singular(fen: &str, m: &str, score: i32, beta: i32) -> Result<i32, i32> {
        let pos = position(fen);
        let m = uci(&pos, m);
        let entry = TtEntry {
            best: PackedMove::new(m),
            score,
            eval: 0,
            depth: 8,
            bound: Bound::Lower,
        };
        let node = Node {
            improving: false,
            tt: Some(entry),
            ..node_at(&pos, 8)
        };
        with_searcher(&pos, |searcher| {
            searcher.singular_extension(&pos, &node, m, beta)
        })
    }

    /// Runs `f` with a fresh searcher (an 8 MiB table, no limits) whose root is `pos`.
    fn with_searcher<R>(pos: &Chess, f: impl FnOnce(&mut Searcher) -> R) -> R {
        let mut tt = TranspositionTable::new(8);
        let mut memory = SearchMemory::default();
        let stop = AtomicBool::new(false);
        let plan = TimePlan::new(&Limits::default(), pos.turn());
        let mut searcher = Searcher::new(&mut tt, &mut memory, &stop, plan, u64::MAX, Vec::new());
        searcher.push_root(pos);
        f(&mut searcher)
    }

    /// A node of `pos` one ply from the root at `depth`, static evaluation 0, improving, no
    /// table entry.
    fn node_at(pos: &Chess, depth: i32) -> Node {
        Node {
            depth,
            ply: 1,
            in_check: false,
            raw_eval: 0,
            eval: 0,
            hash: hash_position(pos),
            improving: true,
            tt: None,
        }
    }

    #[test]
    fn the_only_move_that_saves_the_position_is_extended() {
        // Rxd8+ wins the queen; after any other move Black takes the rook with check.
        let fen = "3q2k1/5pp1/7p/8/8/8/5PPP/3R2K1 w - - 0 1";
        assert_eq!(singular(fen, "d1d8", 500, 400), Ok(1));
    }

    #[test]
    fn a_node_where_other_moves_also_beat_beta_is_cut_at_once() {
        // From the start, 1.d4 or 1.Nf3 holds as well as 1.e4: nothing singular, and with
        // beta far below even the alternatives reach it.
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        assert_eq!(singular(start, "e2e4", 0, -200), Err(-2 * 8));
        assert_eq!(singular(start, "e2e4", 0, 50), Ok(0));
    }

    /// ProbCut of a node one ply from the root at depth 8 against `beta`, its static
    /// evaluation `eval`.
    fn probcut(fen: &str, beta: i32, eval: i32) -> Option<i32> {
        let pos = position(fen);
        with_searcher(&pos, |searcher| {
            searcher.probcut(&pos, 8, beta, (eval, eval), 1, None)
        })
    }

    #[test]
    fn a_capture_that_wins_far_beyond_beta_cuts_the_node_and_a_level_position_does_not() {
        // Rxd8+ wins a free queen: far above a beta of 0, whatever the quiet moves do.
        let wins = "3q2k1/5pp1/7p/8/8/8/5PPP/3R2K1 w - - 0 1";
        assert!(probcut(wins, 0, 0).is_some_and(|s| s >= 200));
        // Nothing to capture: no ProbCut.
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        assert_eq!(probcut(start, 0, 0), None);
        // The queen is won, but a beta beyond what it is worth is not reached.
        assert_eq!(probcut(wins, 1500, 0), None);
    }

    #[test]
    fn late_quiet_moves_are_reduced_less_for_a_good_history_and_more_after_a_noisy_table_move() {
        use super::{Adjustments, late_move_reduction};
        let plain = Adjustments {
            improving: true,
            ..Adjustments::default()
        };
        assert_eq!(late_move_reduction(3, plain, 10), 3);
        // The histories (plain and continuation, summed) move it a ply per 12,000.
        let good = Adjustments {
            history: 30_000,
            ..plain
        };
        assert_eq!(late_move_reduction(3, good, 10), 1);
        let bad = Adjustments {
            history: -24_000,
            ..plain
        };
        assert_eq!(late_move_reduction(3, bad, 10), 5);
        let after_capture = Adjustments {
            noisy_tt_move: true,
            ..plain
        };
        assert_eq!(late_move_reduction(3, after_capture, 10), 4);
        let worsening_pv_killer = Adjustments {
            pv: true,
            killer: true,
            ..Adjustments::default()
        };
        assert_eq!(late_move_reduction(3, worsening_pv_killer, 10), 2);
        // Never below zero, never the whole remaining depth.
        assert_eq!(late_move_reduction(1, good, 10), 0);
        assert_eq!(late_move_reduction(9, bad, 4), 3);
    }

    /// Whether a quiet move of the start position, its histories adding up to `history`, is
    /// skipped at `depth` in a node one ply from the root (static evaluation 0, alpha far
    /// below it, so futility does not decide).
    fn skipped_with_history(depth: i32, history: i32) -> bool {
        let pos = position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        let m = uci(&pos, "g1f3");
        let ctx = Context {
            ply: 1,
            previous: None,
            own_previous: None,
        };
        with_searcher(&pos, |searcher| {
            searcher.skip_move(&pos, &node_at(&pos, depth), (m, history), -1_000, &ctx)
        })
    }

    #[test]
    fn a_quiet_move_with_a_bad_history_is_skipped_near_the_leaves_only() {
        assert!(skipped_with_history(2, -20_000));
        assert!(!skipped_with_history(2, 0));
        assert!(!skipped_with_history(2, -4_000 * 2 + 1));
        assert!(!skipped_with_history(5, -20_000));
    }

    #[test]
    fn a_table_move_that_is_not_singular_but_beats_beta_is_searched_shallower() {
        // Nothing singular about 1.e4, and its stored score (a lower bound of 0) already
        // reaches beta: the node will most likely fail high whatever the move's depth.
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        assert_eq!(singular(start, "e2e4", 0, 0), Ok(-1));
    }
}

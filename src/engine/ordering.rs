//! Move ordering: which move to try next, so that cut-offs come early.
//!
//! The [`MovePicker`] is staged: it first hands out the transposition-table move without
//! generating anything (often enough for a cut-off), then generates the captures and
//! promotions and hands them out lazily by score, best first: queen promotions, captures that do
//! not lose material (most valuable victim, least valuable attacker, then how such captures did
//! before: the capture history); only when those are used up does it generate the quiet moves:
//! the two killer moves of this ply, the other quiet moves by their history score (how the move
//! did anywhere, plus how it did after the opponent's last move and after our own move before
//! it), and last the captures that lose material by static exchange. A side in check gets all
//! its moves at once. [`Heuristics`] holds the killers and the history tables the search
//! updates.

use arrayvec::ArrayVec;
use shakmaty::{Chess, Color, Move, MoveList, Position, Role};

use super::movegen::noisy_moves;
use super::params::{HISTORY_MAX, MAX_PLY};
use super::pst::color_index;
use super::see::{captured_value, see_ge, see_value};

/// Killer moves per ply, the history table (`[color][from][to]`), the counter moves
/// (`[color][role][to]` of the move answered) and the continuation history: how a quiet move
/// (its piece and target square) did after an earlier move of the line (that move's piece and
/// target), `[earlier piece * 64 + earlier to][piece][to]`, for the opponent's last move and our
/// own before it. The ordering and the reductions read all three histories; captures have
/// their own (`[piece][to][captured role]`).
pub struct Heuristics {
    killers: Vec<[Option<Move>; 2]>,
    history: Vec<[[i32; 64]; 64]>,
    counters: Vec<[[Option<Move>; 64]; 6]>,
    /// Kept in 16 bits (the entries stay within ±[`HISTORY_MAX`]): half the memory to read.
    continuation: Vec<[[i16; 64]; 12]>,
    /// How captures did: `[piece][to][captured role]`, in 16 bits like the continuation.
    captures: Vec<[[i16; 6]; 64]>,
}

impl Default for Heuristics {
    fn default() -> Heuristics {
        Heuristics {
            killers: vec![[None; 2]; MAX_PLY + 2],
            history: vec![[[0; 64]; 64]; 2],
            counters: vec![[[None; 64]; 6]; 2],
            continuation: vec![[[0; 64]; 12]; 12 * 64],
            captures: vec![[[0; 6]; 64]; 12],
        }
    }
}

/// Where a node is in the search: its ply and the opponent's move that led to it (`None` at the
/// root or after a null move).
#[derive(Clone, Copy, Debug)]
pub struct Context {
    /// Plies from the root.
    pub ply: usize,
    /// The move that led to the node.
    pub previous: Option<Move>,
    /// The side to move's own move before that (`None` near the root or across a null move).
    pub own_previous: Option<Move>,
}

/// Index of a move's piece (`color`, its role) among the twelve.
#[inline]
fn piece(color: Color, m: Move) -> usize {
    color_index(color) * 6 + m.role() as usize - 1
}

/// Row of the continuation history for moves that follow `earlier`, played by `color`.
#[inline]
fn continuation_row(color: Color, earlier: Option<Move>) -> Option<usize> {
    earlier.map(|e| piece(color, e) * 64 + e.to().to_usize())
}

#[inline]
fn squares(m: Move) -> (usize, usize) {
    match m {
        Move::Castle { king, rook } => (king.to_usize(), rook.to_usize()),
        _ => (m.from().map_or(0, |s| s.to_usize()), m.to().to_usize()),
    }
}

impl Heuristics {
    /// History score of a quiet move by `color`.
    #[inline]
    pub fn history(&self, color: Color, m: Move) -> i32 {
        let (from, to) = squares(m);
        self.history[color_index(color)][from][to]
    }

    /// The ordering score of a quiet move by `color` in `ctx`: its history and its two
    /// continuation histories.
    pub fn quiet_score(&self, color: Color, m: Move, ctx: &Context) -> i32 {
        let (p, to) = (piece(color, m), m.to().to_usize());
        self.history(color, m)
            + self
                .continuation_rows(color, ctx)
                .into_iter()
                .flatten()
                .map(|row| i32::from(self.continuation[row][p][to]))
                .sum::<i32>()
    }

    /// The continuation-history rows of `ctx` for moves of `color`: after the opponent's last
    /// move and after our own before it.
    fn continuation_rows(&self, color: Color, ctx: &Context) -> [Option<usize>; 2] {
        [
            continuation_row(color.other(), ctx.previous),
            continuation_row(color, ctx.own_previous),
        ]
    }

    /// How captures like `m` (its piece, target square and victim) by `color` did.
    #[inline]
    pub fn capture_score(&self, color: Color, m: Move) -> i32 {
        let (p, to, victim) = capture_index(color, m);
        i32::from(self.captures[p][to][victim])
    }

    /// A move caused a cut-off at `depth`: the capture among `tried` that did is rewarded, the
    /// captures tried before it are punished.
    pub fn reward_captures(&mut self, color: Color, best: Move, tried: &[Move], depth: i32) {
        let bonus = history_bonus(depth);
        for &m in tried {
            let (p, to, victim) = capture_index(color, m);
            nudge_narrow(
                &mut self.captures[p][to][victim],
                if m == best { bonus } else { -bonus },
            );
        }
    }

    /// Killer moves at `ply`.
    pub fn killers(&self, ply: usize) -> [Option<Move>; 2] {
        self.killers[ply]
    }

    /// Whether `m` is a killer at `ply`.
    pub fn is_killer(&self, ply: usize, m: Move) -> bool {
        self.killers[ply].contains(&Some(m))
    }

    /// The counter move `color` has stored against the opponent's move `previous`.
    pub fn counter(&self, color: Color, previous: Option<Move>) -> Option<Move> {
        let p = previous?;
        self.counters[color_index(color)][p.role() as usize - 1][p.to().to_usize()]
    }

    /// A quiet move `best` caused a cut-off in `ctx`: reward it (killer, counter move,
    /// history) and punish the quiets tried before it.
    pub fn reward(&mut self, color: Color, best: Move, tried: &[Move], depth: i32, ctx: &Context) {
        if let Some(p) = ctx.previous {
            self.counters[color_index(color)][p.role() as usize - 1][p.to().to_usize()] =
                Some(best);
        }
        let killers = &mut self.killers[ctx.ply];
        if killers[0] != Some(best) {
            killers[1] = killers[0];
            killers[0] = Some(best);
        }
        let bonus = history_bonus(depth);
        let rows = self.continuation_rows(color, ctx);
        for &m in tried {
            let (from, to) = squares(m);
            let delta = if m == best { bonus } else { -bonus };
            nudge(&mut self.history[color_index(color)][from][to], delta);
            for row in rows.into_iter().flatten() {
                nudge_narrow(
                    &mut self.continuation[row][piece(color, m)][m.to().to_usize()],
                    delta,
                );
            }
        }
    }

    /// Prepares for the search of a later position of the same game: the killers (stored by
    /// distance from the old root) are dropped, the history halved, the counter moves kept.
    pub fn new_search(&mut self) {
        self.killers.fill([None; 2]);
        self.history
            .iter_mut()
            .flatten()
            .flatten()
            .for_each(|h| *h /= 2);
        self.continuation
            .iter_mut()
            .flatten()
            .flatten()
            .for_each(|h| *h /= 2);
        self.captures
            .iter_mut()
            .flatten()
            .flatten()
            .for_each(|h| *h /= 2);
    }

    /// Clears the killers of the ply below `ply` (called when a node is entered).
    pub fn clear_child_killers(&mut self, ply: usize) {
        if let Some(k) = self.killers.get_mut(ply + 1) {
            *k = [None; 2];
        }
    }
}

/// Moves a history entry by `delta`, less the nearer it already is to [`HISTORY_MAX`] on that
/// side.
#[inline]
fn nudge(h: &mut i32, delta: i32) {
    *h += delta - *h * delta.abs() / HISTORY_MAX;
}

/// [`nudge`] for an entry kept in 16 bits (it stays within ±[`HISTORY_MAX`]).
#[inline]
fn nudge_narrow(h: &mut i16, delta: i32) {
    let mut wide = i32::from(*h);
    nudge(&mut wide, delta);
    *h = wide as i16;
}

/// Where a capture's entry lies in the capture history: its piece, target square and victim.
#[inline]
fn capture_index(color: Color, m: Move) -> (usize, usize, usize) {
    let victim = m.capture().map_or(0, |r| r as usize - 1);
    (piece(color, m), m.to().to_usize(), victim)
}

/// How much one cut-off moves a history entry at `depth`: grows with the depth (a cut-off found
/// by a deep search says more) up to a cap, large enough against [`HISTORY_MAX`] that a few
/// cut-offs make a move stand out and the reductions notice it.
pub fn history_bonus(depth: i32) -> i32 {
    (300 * depth - 250).clamp(50, 1500)
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Stage {
    TtMove,
    Generate,
    /// Captures and promotions generated, the quiet moves not yet.
    Noisy,
    Rest,
}

const PROMOTION: i32 = 3_000_000;
const GOOD_CAPTURE: i32 = 2_000_000;
const KILLER: i32 = 1_500_000;
const COUNTER: i32 = KILLER - 1;
const BAD_CAPTURE: i32 = -1_000_000;

/// Hands out the legal moves of one node, best first (see the module documentation).
pub struct MovePicker {
    stage: Stage,
    tt_move: Option<Move>,
    /// The generated moves with their scores; those before `next` were handed out.
    entries: ArrayVec<(i32, Move), 256>,
    next: usize,
    sorted: bool,
}

impl MovePicker {
    /// A picker for a node whose (legal) transposition-table move is `tt_move`.
    pub fn new(tt_move: Option<Move>) -> MovePicker {
        MovePicker {
            stage: Stage::TtMove,
            tt_move,
            entries: ArrayVec::new(),
            next: 0,
            sorted: false,
        }
    }

    /// The next move to try in `ctx`, or `None` when all were handed out.
    pub fn next(&mut self, pos: &Chess, heur: &Heuristics, ctx: &Context) -> Option<Move> {
        if self.stage == Stage::TtMove {
            self.stage = Stage::Generate;
            if self.tt_move.is_some() {
                return self.tt_move;
            }
        }
        if self.stage == Stage::Generate {
            if pos.is_check() {
                self.stage = Stage::Rest;
                self.push_moves(pos, heur, ctx, |_| true, &pos.legal_moves());
            } else {
                self.stage = Stage::Noisy;
                let mut noisy = MoveList::new();
                noisy_moves(pos, &mut noisy);
                self.push_moves(pos, heur, ctx, |_| true, &noisy);
            }
        }
        loop {
            if self.stage == Stage::Noisy && self.good_noisy_used_up() {
                // The quiet moves are generated only when the good captures did not cut off.
                self.stage = Stage::Rest;
                let quiet = |m: &Move| !m.is_capture() && !m.is_promotion();
                self.push_moves(pos, heur, ctx, quiet, &pos.legal_moves());
            }
            let m = self.pick_best(pos, heur, ctx)?;
            if Some(m) != self.tt_move {
                return Some(m);
            }
        }
    }

    /// Whether every move left to hand out scores below the quiet moves (a losing capture or
    /// an under-promotion), or none is left.
    fn good_noisy_used_up(&self) -> bool {
        self.entries[self.next..]
            .iter()
            .all(|&(score, _)| score < UNSCORED_QUIET)
    }

    /// Scores the moves of `moves` that pass `keep` and adds them to those to hand out.
    fn push_moves(
        &mut self,
        pos: &Chess,
        heur: &Heuristics,
        ctx: &Context,
        keep: impl Fn(&Move) -> bool,
        moves: &MoveList,
    ) {
        let killers = heur.killers(ctx.ply);
        let counter = heur.counter(pos.turn(), ctx.previous);
        let turn = pos.turn();
        for m in moves.iter().filter(|m| keep(m)) {
            let s = score(pos, *m, killers, counter);
            let s = if m.is_capture() && m.promotion().is_none() {
                s + heur.capture_score(turn, *m) / 8
            } else {
                s
            };
            self.entries.push((s, *m));
        }
    }

    fn pick_best(&mut self, pos: &Chess, heur: &Heuristics, ctx: &Context) -> Option<Move> {
        let start = self.next;
        if start >= self.entries.len() {
            return None;
        }
        self.next += 1;
        if self.sorted {
            return Some(self.entries[start].1);
        }
        let best = self.best_index(start);
        if self.entries[best].0 == UNSCORED_QUIET {
            // Captures and killers are used up: only now is it worth scoring the quiet moves,
            // and as most of them will be tried, sorting the rest once beats selecting.
            self.score_and_sort_rest(start, pos, heur, ctx);
            return Some(self.entries[start].1);
        }
        self.entries.swap(start, best);
        Some(self.entries[start].1)
    }

    /// Scores the quiet moves from `start` on by their histories and sorts them, in place.
    fn score_and_sort_rest(&mut self, start: usize, pos: &Chess, heur: &Heuristics, ctx: &Context) {
        let turn = pos.turn();
        let rest = &mut self.entries[start..];
        for entry in rest.iter_mut() {
            if entry.0 == UNSCORED_QUIET {
                entry.0 = heur.quiet_score(turn, entry.1, ctx);
            }
        }
        // Unstable but deterministic (no allocation, unlike the stable sort).
        rest.sort_unstable_by_key(|e| std::cmp::Reverse(e.0));
        self.sorted = true;
    }

    fn best_index(&self, start: usize) -> usize {
        let mut best = start;
        let mut best_score = self.entries[start].0;
        for (i, &(score, _)) in self.entries.iter().enumerate().skip(start + 1) {
            if score > best_score {
                best = i;
                best_score = score;
            }
        }
        best
    }
}

/// Placeholder score of a quiet move before the history is looked up; above every history
/// score (so it is noticed first) and below the killers and the counter move.
const UNSCORED_QUIET: i32 = COUNTER - 1;

fn score(pos: &Chess, m: Move, killers: [Option<Move>; 2], counter: Option<Move>) -> i32 {
    if let Some(p) = m.promotion() {
        return if p == Role::Queen {
            PROMOTION + captured_value(m)
        } else {
            BAD_CAPTURE - 10_000
        };
    }
    if m.is_capture() {
        let victim = captured_value(m);
        let attacker = see_value(m.role());
        if attacker > victim && !see_ge(pos, m, 0) {
            return BAD_CAPTURE + victim - attacker / 32;
        }
        return GOOD_CAPTURE + victim * 16 - attacker / 32;
    }
    if killers[0] == Some(m) {
        return KILLER + 1;
    }
    if killers[1] == Some(m) {
        return KILLER;
    }
    if counter == Some(m) {
        return COUNTER;
    }
    UNSCORED_QUIET
}

/// Indices and scores of the moves a quiescence node tries: captures and queen promotions,
/// or every move when in check; most valuable victim first.
pub type QuietList = ArrayVec<(u8, i32), 96>;

/// Fills `out` with the quiescence moves of `moves` (see [`QuietList`]).
pub fn quiescence_moves(moves: &MoveList, in_check: bool, out: &mut QuietList) {
    for (i, &m) in moves.iter().enumerate() {
        let promo = m.promotion() == Some(Role::Queen);
        if !(in_check || m.is_capture() || promo) {
            continue;
        }
        let value = captured_value(m) * 16 - see_value(m.role()) / 32
            + if promo { 8 * see_value(Role::Queen) } else { 0 };
        if out.try_push((i as u8, value)).is_err() {
            break;
        }
    }
}

/// Removes and returns the index of the highest-scored entry.
pub fn pop_best(list: &mut QuietList) -> Option<usize> {
    let (idx, _) = list.iter().enumerate().max_by_key(|(_, (_, s))| *s)?;
    Some(usize::from(list.swap_remove(idx).0))
}

#[cfg(test)]
mod tests {
    use shakmaty::uci::UciMove;
    use shakmaty::{Chess, Color, Move, Position, Role};

    use super::{Context, Heuristics, MovePicker, history_bonus};
    use crate::engine::params::HISTORY_MAX;

    fn position(fen: &str) -> Chess {
        let fen: shakmaty::fen::Fen = fen.parse().expect("FEN");
        fen.into_position(shakmaty::CastlingMode::Standard)
            .expect("legal")
    }

    fn handed_out(pos: &Chess, tt_move: Option<Move>, heur: &Heuristics) -> Vec<Move> {
        let ctx = Context {
            ply: 2,
            previous: None,
            own_previous: None,
        };
        let mut picker = MovePicker::new(tt_move);
        std::iter::from_fn(|| picker.next(pos, heur, &ctx)).collect()
    }

    #[test]
    fn the_picker_hands_out_every_legal_move_once_captures_before_quiets() {
        let fens = [
            // Captures, promotions with and without capture, castling, en passant.
            "r3k2r/1P4P1/8/3pP3/8/2n5/P6P/R3K2R w KQkq d6 0 1",
            // In check: only evasions.
            "4k3/8/8/8/8/5n2/8/R3K2R w KQ - 0 1",
            // Nothing to capture.
            "4k3/8/8/8/8/8/8/4K2R w K - 0 1",
        ];
        for fen in fens {
            let pos = position(fen);
            let legal = pos.legal_moves();
            for tt_move in [None, legal.last().copied()] {
                let out = handed_out(&pos, tt_move, &Heuristics::default());
                assert_eq!(out.len(), legal.len(), "{fen}");
                assert!(legal.iter().all(|m| out.contains(m)), "{fen}");
                assert_eq!(out.first().copied(), tt_move.or(out.first().copied()));
                let first_quiet = out
                    .iter()
                    .position(|m| !m.is_capture() && !m.is_promotion() && Some(*m) != tt_move);
                let last_good_capture = out.iter().rposition(|m| {
                    m.is_capture()
                        && m.promotion().is_none()
                        && Some(*m) != tt_move
                        && m.role() == Role::Pawn
                });
                if let (Some(q), Some(c)) = (first_quiet, last_good_capture) {
                    assert!(c < q, "{fen}: a pawn's capture after a quiet move");
                }
            }
        }
    }

    #[test]
    fn a_capture_that_cut_off_before_is_tried_before_an_equal_one() {
        // Each knight can take a free pawn: equal by victim and attacker.
        let pos = position("4k3/8/8/3pp3/8/2N2N2/8/4K3 w - - 0 1");
        let captures = |heur: &Heuristics| -> Vec<Move> {
            handed_out(&pos, None, heur)
                .into_iter()
                .filter(|m| m.is_capture())
                .collect()
        };
        let plain = captures(&Heuristics::default());
        assert_eq!(plain.len(), 2);
        let (first, second) = (plain[0], plain[1]);
        let mut heur = Heuristics::default();
        for _ in 0..4 {
            heur.reward_captures(Color::White, second, &[first, second], 8);
        }
        assert!(heur.capture_score(Color::White, second) > 0);
        assert!(heur.capture_score(Color::White, first) < 0);
        assert_eq!(captures(&heur), [second, first]);
        assert_eq!(handed_out(&pos, None, &heur)[0], second);
    }

    #[test]
    fn the_history_bonus_grows_with_depth_up_to_a_cap() {
        assert!(history_bonus(1) > 0);
        assert!(history_bonus(6) > history_bonus(3));
        assert_eq!(history_bonus(40), history_bonus(20));
        assert!(history_bonus(40) < HISTORY_MAX / 4);
    }

    #[test]
    fn a_few_deep_cut_offs_make_a_move_stand_out_to_the_reductions() {
        // The reductions shorten a quiet move's by one ply per 8,000 of history: eight cut-offs
        // at depth 8 must get there, and the move tried before it each time as far below.
        let pos = Chess::default();
        let moves = pos.legal_moves();
        let (tried, best) = (moves[0], moves[1]);
        let mut heur = Heuristics::default();
        let ctx = Context {
            ply: 3,
            previous: None,
            own_previous: None,
        };
        for _ in 0..8 {
            heur.reward(Color::White, best, &[tried, best], 8, &ctx);
        }
        assert!(heur.history(Color::White, best) >= 8_000);
        assert!(heur.history(Color::White, tried) <= -8_000);
        assert_eq!(heur.history(Color::Black, best), 0);
    }

    #[test]
    fn a_move_that_answered_a_move_well_is_tried_early_after_that_move() {
        // 1.e4: Nf6 keeps cutting off after 1...e5 2.Nf3; after 1...c5 2.Nc3 it has only
        // the plain history, while after the line of the cut-offs both continuations count
        // on top of it.
        let play = |moves: &[&str]| {
            let mut pos = Chess::default();
            let mut played = Vec::new();
            for text in moves {
                let m = text.parse::<UciMove>().unwrap().to_move(&pos).unwrap();
                played.push(m);
                pos.play_unchecked(m);
            }
            (pos, played)
        };
        let (seen, line) = play(&["e2e4", "e7e5", "g1f3"]);
        let (other, other_line) = play(&["e2e4", "c7c5", "b1c3"]);
        let context = |line: &[Move]| Context {
            ply: 3,
            previous: line.last().copied(),
            own_previous: line.get(line.len() - 2).copied(),
        };
        let best = "g8f6".parse::<UciMove>().unwrap().to_move(&seen).unwrap();
        let tried = "d7d6".parse::<UciMove>().unwrap().to_move(&seen).unwrap();
        let mut heur = Heuristics::default();
        for _ in 0..4 {
            heur.reward(Color::Black, best, &[tried, best], 6, &context(&line));
        }
        let there = heur.quiet_score(Color::Black, best, &context(&line));
        let elsewhere = heur.quiet_score(Color::Black, best, &context(&other_line));
        assert!(other.is_legal(best));
        assert!(heur.history(Color::Black, best) > 0);
        assert_eq!(there, 3 * heur.history(Color::Black, best));
        assert_eq!(elsewhere, heur.history(Color::Black, best));
        assert!(heur.quiet_score(Color::Black, tried, &context(&line)) < -there / 2);
    }
}

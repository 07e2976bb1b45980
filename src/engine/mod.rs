//! The built-in chess engine: search, evaluation and the UCI protocol, on shakmaty (and, on
//! x86-64, safe_arch's prefetch instruction for the transposition table).
//!
//! [`Engine::search`] takes a position, the keys of the positions before it (for repetitions;
//! see [`history_keys`]) and [`Limits`], and returns a [`SearchResult`]. The search is an
//! iterative-deepening principal-variation search with aspiration windows ([`iterate`]), a
//! transposition table ([`tt`]), quiescence search with static exchange evaluation ([`see`],
//! [`movegen`]), null-move pruning, late move reductions, check extensions, killer/history
//! ordering (history and counter moves carried from move to move within a game) and
//! mate-distance scoring ([`search`], [`play`]), over a tapered evaluation
//! ([`eval`], [`pawns`], [`pst`]) or, with [`Evaluation::Network`], a neural network fitted to
//! Stockfish's scores ([`nnue`]), which the game's searches correct by pawn structure
//! (`correction`). It runs on its own thread
//! ([`Engine::spawn`], or internally for [`Engine::search`]) and stops on a shared flag, so a
//! server never blocks its async runtime on it. With only depth and node limits the result is
//! deterministic for a fresh engine. Playing levels 1–10 ([`Level`]) weaken it like a person:
//! less depth and nodes and occasional, seeded, weaker choices. [`uci`] parses the UCI
//! protocol; [`bench`](mod@bench) measures speed and solves test suites. No I/O happens here.
//!
//! ```
//! use kingpost::engine::{Engine, EngineConfig, Limits, history_keys};
//! use shakmaty::{Chess, Position, uci::UciMove};
//!
//! // 1. e4 e5 2. Nf3: Black to move, with the game's earlier positions as history.
//! let start = Chess::default();
//! let mut pos = start.clone();
//! let mut moves = Vec::new();
//! for text in ["e2e4", "e7e5", "g1f3"] {
//!     let m = UciMove::from_ascii(text.as_bytes())?.to_move(&pos)?;
//!     pos.play_unchecked(m);
//!     moves.push(m);
//! }
//! let mut engine = Engine::new(EngineConfig::default());
//! let result = engine.search(&pos, &history_keys(&start, &moves), &Limits::depth(4));
//! assert!(pos.legal_moves().contains(&result.best_move.expect("a legal move exists")));
//! assert_eq!(result.pv.first(), result.best_move.as_ref());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod bench;
mod correction;
pub mod epd;
pub mod eval;
pub mod fit;
mod handicap;
pub mod iterate;
pub mod movegen;
pub mod nnue;
mod ordering;
pub mod params;
pub mod pawns;
pub mod play;
pub mod pst;
mod qsearch;
pub mod search;
pub mod see;
mod thread;
pub mod time;
pub mod tt;
pub mod tune;
pub mod uci;
pub mod weights;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use shakmaty::{Chess, Move, Position};

pub use params::Level;
pub use search::hash_position;
pub use thread::{SearchPanicked, SearchThread};
pub use time::{Clock, Limits};
pub use tt::TranspositionTable;

use correction::Correction;
use handicap::SplitMix;
use ordering::Heuristics;
use params::{MATE, MATE_BOUND, MAX_PLY};
use search::{SearchMemory, Searcher};
use time::TimePlan;

/// How an [`Engine`] is set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineConfig {
    /// Transposition table size in MiB.
    pub hash_mb: usize,
    /// Playing level, 1 (beginner) to 10 (full strength).
    pub level: Level,
    /// Seed for the weaker levels' choices (use e.g. a game id for variety between games).
    pub seed: u64,
    /// Which static evaluation the search uses.
    pub evaluation: Evaluation,
}

/// The static evaluations the search can use.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Evaluation {
    /// The hand-written, tapered evaluation ([`eval`]).
    #[default]
    HandWritten,
    /// The neural network fitted to Stockfish's scores ([`nnue`]).
    Network,
}

impl Default for EngineConfig {
    fn default() -> EngineConfig {
        EngineConfig {
            hash_mb: 16,
            level: Level::MAX,
            seed: 0,
            evaluation: Evaluation::default(),
        }
    }
}

/// A score from the side to move's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    /// Centipawns.
    Cp(i32),
    /// Mate in this many moves (negative: the side to move gets mated).
    Mate(i32),
}

impl Score {
    /// Converts the search's internal score.
    pub fn from_internal(score: i32) -> Score {
        if score >= MATE_BOUND {
            Score::Mate((MATE - score + 1) / 2)
        } else if score <= -MATE_BOUND {
            Score::Mate(-(MATE + score) / 2)
        } else {
            Score::Cp(score)
        }
    }
}

/// What the search reports after each completed iteration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchInfo {
    /// Iteration depth.
    pub depth: u32,
    /// Deepest ply reached.
    pub seldepth: u32,
    /// Score of the principal variation.
    pub score: Score,
    /// Nodes searched so far.
    pub nodes: u64,
    /// Nodes per second so far.
    pub nps: u64,
    /// Time since the search started.
    pub time: Duration,
    /// Transposition table use in permille.
    pub hashfull: u32,
    /// Principal variation.
    pub pv: Vec<Move>,
}

/// The answer of a search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// The move to play; `None` only when there is no legal move (mate or stalemate).
    pub best_move: Option<Move>,
    /// Its score, from the side to move's point of view.
    pub score: Score,
    /// Depth of the iteration the move comes from.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// Time spent.
    pub time: Duration,
    /// Principal variation, starting with `best_move`.
    pub pv: Vec<Move>,
}

/// The engine: configuration, transposition table, move-ordering memory and stop flag.
pub struct Engine {
    config: EngineConfig,
    tt: TranspositionTable,
    /// History and counter moves learned by the searches of this game (kept from move to
    /// move like the table, halved at each new search, forgotten by [`Engine::new_game`]), the
    /// evaluation's errors they learned ([`correction`]), and the searches' scratch tables.
    memory: SearchMemory,
    stop: Arc<AtomicBool>,
    /// The network [`Evaluation::Network`] evaluates with.
    network: &'static nnue::Network,
}

/// Keys of the positions of a game, for [`Engine::search`]'s `history`: `start` and every
/// position after each of `moves` except the last (the position searched).
pub fn history_keys(start: &Chess, moves: &[Move]) -> Vec<u64> {
    let mut pos = start.clone();
    let mut keys = Vec::with_capacity(moves.len());
    for &m in moves {
        keys.push(hash_position(&pos));
        pos.play_unchecked(m);
    }
    keys
}

impl Engine {
    /// A new engine.
    pub fn new(config: EngineConfig) -> Engine {
        Engine {
            tt: TranspositionTable::new(config.hash_mb),
            memory: SearchMemory::default(),
            config,
            stop: Arc::new(AtomicBool::new(false)),
            network: nnue::network(),
        }
    }

    /// The configuration in force.
    pub fn config(&self) -> &EngineConfig {
        &self.config
    }

    /// Resizes (and clears) the transposition table.
    pub fn set_hash_mb(&mut self, megabytes: usize) {
        self.config.hash_mb = megabytes;
        self.tt = TranspositionTable::new(megabytes);
    }

    /// Changes the playing level.
    pub fn set_level(&mut self, level: Level) {
        self.config.level = level;
    }

    /// Changes the static evaluation the search uses.
    pub fn set_evaluation(&mut self, evaluation: Evaluation) {
        self.config.evaluation = evaluation;
    }

    /// Evaluates with `network` instead of the built-in one when the evaluation is
    /// [`Evaluation::Network`] (networks are read once and live as long as the program).
    pub fn set_network(&mut self, network: &'static nnue::Network) {
        self.network = network;
    }

    /// Changes the seed of the weaker levels' choices.
    pub fn set_seed(&mut self, seed: u64) {
        self.config.seed = seed;
    }

    /// Forgets what earlier searches learned (a new game).
    pub fn new_game(&mut self) {
        self.tt.clear();
        self.memory.heur = Heuristics::default();
        self.memory.correction = Correction::default();
    }

    /// The flag that stops a running search when set (from any thread).
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        Arc::clone(&self.stop)
    }

    /// Searches `pos` within `limits`. `history` holds the keys of the game's earlier positions,
    /// oldest first, without `pos` itself (see [`history_keys`]).
    pub fn search(&mut self, pos: &Chess, history: &[u64], limits: &Limits) -> SearchResult {
        self.search_with(pos, history, limits, &mut |_| {})
    }

    /// Like [`Engine::search`], calling `report` after every completed iteration.
    pub fn search_with(
        &mut self,
        pos: &Chess,
        history: &[u64],
        limits: &Limits,
        report: &mut (dyn FnMut(&SearchInfo) + Send),
    ) -> SearchResult {
        self.stop.store(false, Ordering::SeqCst);
        thread::run_on_big_stack(|| self.run(pos, history, limits, report))
    }

    /// The search itself, on the current thread; does not reset the stop flag.
    fn run(
        &mut self,
        pos: &Chess,
        history: &[u64],
        limits: &Limits,
        report: &mut dyn FnMut(&SearchInfo),
    ) -> SearchResult {
        let moves = pos.legal_moves();
        let Some(&fallback) = moves.first() else {
            return no_move(pos);
        };
        let handicap = self.config.level.handicap();
        let node_limit = min_opt(limits.nodes, handicap.max_nodes).unwrap_or(u64::MAX);
        let mut max_depth = min_opt(
            limits.depth.map(u64::from),
            handicap.max_depth.map(u64::from),
        )
        .map_or(MAX_PLY as u32, |d| d as u32);
        if moves.len() == 1 && limits.is_timed() {
            max_depth = 1;
        }
        self.tt.new_search();
        let plan = TimePlan::new(limits, pos.turn());
        let seed = self.config.seed ^ hash_position(pos);
        // The tables are lent to the search: it allocates none of its own.
        let mut searcher = Searcher::new(
            &mut self.tt,
            &mut self.memory,
            &self.stop,
            plan,
            node_limit,
            history.to_vec(),
        );
        searcher.heur.new_search();
        searcher.net = (self.config.evaluation == Evaluation::Network).then_some(self.network);
        searcher.push_root(pos);
        let progress = searcher.iterate(pos, max_depth, report);
        let best = progress.best.unwrap_or(fallback);
        let mut result = SearchResult {
            best_move: Some(best),
            score: Score::from_internal(progress.score),
            depth: progress.depth,
            nodes: searcher.nodes,
            time: searcher.plan.elapsed(),
            pv: if progress.pv.is_empty() {
                vec![best]
            } else {
                progress.pv.clone()
            },
        };
        if handicap.slip_percent > 0 {
            let mut rng = SplitMix::new(seed);
            if let Some((m, score)) = searcher.slip(pos, best, progress.depth, handicap, &mut rng) {
                result.best_move = Some(m);
                result.score = Score::from_internal(score);
                result.pv = vec![m];
                result.nodes = searcher.nodes;
            }
        }
        result
    }
}

fn min_opt(a: Option<u64>, b: Option<u64>) -> Option<u64> {
    match (a, b) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}

fn no_move(pos: &Chess) -> SearchResult {
    SearchResult {
        best_move: None,
        score: if pos.is_check() {
            Score::Mate(0)
        } else {
            Score::Cp(0)
        },
        depth: 0,
        nodes: 0,
        time: Duration::ZERO,
        pv: Vec::new(),
    }
}

//! Benchmarks: a fixed set of positions searched to a fixed depth (speed, commit to commit), and
//! test suites of EPD positions searched within limits (strength).
//!
//! [`run_bench`] searches each of [`BENCH_POSITIONS`] with a fresh table, so the node count is
//! the same on every machine and changes only when the search changes; nodes per second then
//! measures the speed. [`run_suite`] counts how many suite positions the engine solves.

use std::time::{Duration, Instant};

use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess};

use super::epd::EpdEntry;
use super::{Engine, EngineConfig, Limits, SearchResult};

/// Depth `kingpost bench` searches to by default.
pub const DEFAULT_BENCH_DEPTH: u32 = 12;

/// Positions of the speed benchmark: openings, middlegames with both kings under fire, and
/// endgames, so every part of the search and evaluation is exercised.
pub const BENCH_POSITIONS: &[&str] = &[
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
    "r2q1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 9",
    "r1bq1rk1/ppp2ppp/2np1n2/2b1p3/2B1P3/2PP1N2/PP3PPP/RNBQ1RK1 w - - 0 7",
    "2rq1rk1/pp1bppbp/3p1np1/4n3/3NP3/1BN1BP2/PPPQ2PP/2KR3R w - - 0 13",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/pp3ppp/2n1b3/q1pp2B1/8/P1Q2NP1/1PP1PP1P/2KR3R w - - 0 15",
    "6k1/5pp1/1p5p/2p5/2P1P3/1P3PP1/5K1P/8 w - - 0 40",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "8/8/3k4/8/2R5/3K4/8/8 w - - 0 1",
    "4r1k1/5ppp/8/8/1Q6/8/5PPP/6K1 b - - 0 1",
    "2kr3r/ppp2ppp/2n5/2b1p3/4P1b1/2NP1N2/PPP2PPP/R1B2RK1 b - - 0 10",
];

/// Totals of a benchmark run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BenchReport {
    /// Positions searched.
    pub positions: usize,
    /// Depth each was searched to.
    pub depth: u32,
    /// Total nodes.
    pub nodes: u64,
    /// Total wall time.
    pub time: Duration,
    /// Nodes per second.
    pub nps: u64,
}

/// Searches every bench position to `depth` with a fresh `hash_mb` MiB table each.
pub fn run_bench(depth: u32, hash_mb: usize) -> BenchReport {
    let mut engine = Engine::new(EngineConfig {
        hash_mb,
        ..EngineConfig::default()
    });
    let start = Instant::now();
    let mut nodes = 0;
    for fen in BENCH_POSITIONS {
        let Some(pos) = parse_fen(fen) else {
            continue;
        };
        engine.new_game();
        nodes += engine.search(&pos, &[], &Limits::depth(depth)).nodes;
    }
    let time = start.elapsed();
    BenchReport {
        positions: BENCH_POSITIONS.len(),
        depth,
        nodes,
        time,
        nps: (nodes as f64 / time.as_secs_f64().max(1e-9)) as u64,
    }
}

fn parse_fen(fen: &str) -> Option<Chess> {
    fen.parse::<Fen>()
        .ok()?
        .into_position(CastlingMode::Standard)
        .ok()
}

/// Totals of a suite run.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SuiteReport {
    /// Positions solved.
    pub solved: usize,
    /// Positions tried.
    pub total: usize,
    /// Ids of the positions not solved.
    pub failed: Vec<String>,
    /// Total nodes.
    pub nodes: u64,
    /// Total wall time.
    pub time: Duration,
}

/// Searches every entry within `limits` (fresh table each) and counts the solved ones;
/// `on_result` sees each entry, its result and whether it was solved.
pub fn run_suite(
    entries: &[EpdEntry],
    limits: &Limits,
    hash_mb: usize,
    on_result: &mut dyn FnMut(&EpdEntry, &SearchResult, bool),
) -> SuiteReport {
    let mut engine = Engine::new(EngineConfig {
        hash_mb,
        ..EngineConfig::default()
    });
    let start = Instant::now();
    let mut report = SuiteReport::default();
    for entry in entries {
        engine.new_game();
        let result = engine.search(&entry.position, &[], limits);
        let solved = entry.is_solved_by(result.best_move);
        report.total += 1;
        report.nodes += result.nodes;
        if solved {
            report.solved += 1;
        } else {
            report.failed.push(entry.id.clone());
        }
        on_result(entry, &result, solved);
    }
    report.time = start.elapsed();
    report
}

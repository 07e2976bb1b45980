//! `kingpost uci` and `kingpost bench`: the built-in engine's command-line front doors.
//!
//! `uci` is the I/O half of the UCI protocol: it reads commands line by line, lets
//! [`crate::engine::uci`] parse them, runs each search on its own thread (so `stop`, `isready`
//! and `quit` are answered while it thinks) and prints the replies. `bench` runs the fixed
//! speed benchmark, or with `--epd FILE` (alias `--wac`) an EPD test suite, and prints totals.

use std::io::{BufRead, Write};
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use anyhow::Context as _;

use crate::engine::bench::{DEFAULT_BENCH_DEPTH, run_bench, run_suite};
use crate::engine::epd::parse_epd;
use crate::engine::nnue::{self, Network};
use crate::engine::uci::{
    GoParams, OptionChange, UciCommand, UciSession, format_bestmove, format_info, format_result,
    id_lines, parse_command, score_text,
};
use crate::engine::{Engine, EngineConfig, Limits, SearchThread};

/// Options of `kingpost bench`.
#[derive(Debug, Clone, clap::Args)]
pub struct BenchArgs {
    /// Depth of the speed benchmark.
    #[arg(long, default_value_t = DEFAULT_BENCH_DEPTH)]
    pub depth: u32,
    /// Transposition table size in MiB.
    #[arg(long, default_value_t = 16)]
    pub hash: usize,
    /// Solve the positions of this EPD suite instead (e.g. tests/data/epd/wac.epd).
    #[arg(long, alias = "wac", value_name = "FILE")]
    pub epd: Option<PathBuf>,
    /// Suite: milliseconds per position.
    #[arg(long, value_name = "MS")]
    pub movetime: Option<u64>,
    /// Suite: nodes per position.
    #[arg(long)]
    pub nodes: Option<u64>,
    /// Suite: print every position's result, not only the failures.
    #[arg(long)]
    pub verbose: bool,
}

/// Runs `kingpost bench`, printing to `out`; returns the exit code.
pub fn bench(args: &BenchArgs, out: &mut dyn Write) -> anyhow::Result<i32> {
    let Some(path) = &args.epd else {
        let report = run_bench(args.depth, args.hash);
        writeln!(out, "Positions       : {}", report.positions)?;
        writeln!(out, "Depth           : {}", report.depth)?;
        writeln!(out, "Total time (ms) : {}", report.time.as_millis())?;
        writeln!(out, "Nodes searched  : {}", report.nodes)?;
        writeln!(out, "Nodes/second    : {}", report.nps)?;
        return Ok(0);
    };
    let text = std::fs::read_to_string(path)
        .with_context(|| format!("cannot read the EPD file {}", path.display()))?;
    let entries = parse_epd(&text)?;
    let limits = Limits {
        movetime: Some(Duration::from_millis(args.movetime.unwrap_or(1000)))
            .filter(|_| args.nodes.is_none() || args.movetime.is_some()),
        nodes: args.nodes,
        ..Limits::default()
    };
    let mut failed_write = None;
    let report = run_suite(
        &entries,
        &limits,
        args.hash,
        &mut |entry, result, solved| {
            if solved && !args.verbose {
                return;
            }
            let played = result.best_move.map_or("none".to_string(), |m| {
                m.to_uci(shakmaty::CastlingMode::Standard).to_string()
            });
            let line = format!(
                "{} {}: played {} ({}, depth {})",
                if solved { "ok  " } else { "FAIL" },
                entry.id,
                played,
                score_text(result.score),
                result.depth
            );
            if let Err(e) = writeln!(out, "{line}") {
                failed_write = Some(e);
            }
        },
    );
    if let Some(e) = failed_write {
        return Err(e.into());
    }
    writeln!(
        out,
        "Solved {} of {} ({} nodes, {} ms)",
        report.solved,
        report.total,
        report.nodes,
        report.time.as_millis()
    )?;
    Ok(0)
}

/// Where replies go; shared with the search thread.
pub type Output = Arc<Mutex<Box<dyn Write + Send>>>;

fn say(out: &Output, line: &str) {
    if let Ok(mut w) = out.lock() {
        // A closed pipe means the GUI is gone; the read loop ends on its own then.
        let _ = writeln!(w, "{line}").and_then(|()| w.flush());
    }
}

/// The engine and the search that may be running with it.
struct Seat {
    engine: Option<Engine>,
    running: Option<(SearchThread, bool)>,
}

impl Seat {
    /// Gets the engine back, stopping the search first when `stop` (or when it is infinite).
    fn engine(&mut self, stop: bool) -> anyhow::Result<&mut Engine> {
        if let Some((thread, infinite)) = self.running.take() {
            if stop || infinite {
                thread.stop();
            }
            self.engine = Some(thread.join()?);
        }
        match &mut self.engine {
            Some(engine) => Ok(engine),
            None => anyhow::bail!("the engine was lost"),
        }
    }
}

/// Runs `kingpost uci` on stdin and stdout.
pub fn uci() -> anyhow::Result<i32> {
    let out: Output = Arc::new(Mutex::new(Box::new(std::io::stdout())));
    uci_loop(std::io::stdin().lock(), out)
}

/// The UCI read loop over any input and output.
pub fn uci_loop(input: impl BufRead, out: Output) -> anyhow::Result<i32> {
    let mut session = UciSession::default();
    let mut seat = Seat {
        engine: Some(Engine::new(EngineConfig::default())),
        running: None,
    };
    for line in input.lines() {
        let Some(command) = parse_command(&line?) else {
            continue;
        };
        match command {
            UciCommand::Uci => id_lines().iter().for_each(|l| say(&out, l)),
            UciCommand::IsReady => say(&out, "readyok"),
            UciCommand::UciNewGame => seat.engine(true)?.new_game(),
            UciCommand::Position { fen, moves } => {
                let engine = seat.engine(true)?;
                if !session.continues(fen.as_deref(), &moves) {
                    engine.new_game();
                }
                if let Err(e) = session.set_position(fen.as_deref(), &moves) {
                    say(&out, &format!("info string {e}"));
                }
            }
            UciCommand::Go(go) => go_search(&mut seat, &session, &go, &out)?,
            UciCommand::Stop | UciCommand::PonderHit => {
                if let Some((thread, _)) = &seat.running {
                    thread.stop();
                }
            }
            UciCommand::Quit => {
                seat.engine(true)?;
                return Ok(0);
            }
            UciCommand::SetOption { name, value } => {
                let engine = seat.engine(true)?;
                match session.set_option(&name, value.as_deref()) {
                    Ok(OptionChange::Hash(mb)) => engine.set_hash_mb(mb),
                    Ok(OptionChange::ClearHash) => engine.new_game(),
                    Ok(OptionChange::Level(level)) => engine.set_level(level),
                    Ok(OptionChange::Evaluation(e)) => engine.set_evaluation(e),
                    Ok(OptionChange::EvalFile(path)) => match read_network(&path) {
                        Ok(net) => engine.set_network(net),
                        Err(e) => say(&out, &format!("info string EvalFile {path}: {e}")),
                    },
                    Ok(OptionChange::None) => {}
                    Err(e) => say(&out, &format!("info string {e}")),
                }
            }
            UciCommand::Debug(_) => {}
            UciCommand::Unknown(text) => say(&out, &format!("info string unknown command: {text}")),
        }
    }
    // End of input: let a bounded search finish and print its move; stop an infinite one.
    seat.engine(false)?;
    Ok(0)
}

/// Reads a network's weights from `path`; the network lives as long as the program.
fn read_network(path: &str) -> Result<&'static Network, String> {
    let bytes = std::fs::read(path).map_err(|e| e.to_string())?;
    let net = Network::try_from_bytes(&bytes).ok_or(format!(
        "{} bytes, a network of this build has {}",
        bytes.len(),
        nnue::NET_BYTES
    ))?;
    Ok(Box::leak(net))
}

fn go_search(
    seat: &mut Seat,
    session: &UciSession,
    go: &GoParams,
    out: &Output,
) -> anyhow::Result<()> {
    seat.engine(true)?;
    let Some(engine) = seat.engine.take() else {
        anyhow::bail!("the engine was lost");
    };
    let limits = go.limits();
    let mode = session.mode();
    let (info_out, done_out) = (Arc::clone(out), Arc::clone(out));
    let thread = engine.spawn(
        session.position.clone(),
        session.history.clone(),
        limits.clone(),
        move |info| say(&info_out, &format_info(info, mode)),
        move |result| {
            say(&done_out, &format_result(&result, mode));
            say(&done_out, &format_bestmove(&result, mode));
        },
    )?;
    seat.running = Some((thread, limits.infinite));
    Ok(())
}

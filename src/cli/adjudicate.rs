//! `kingpost adjudicate`: a verdict on a position (`--fen`) or on the final position of a game
//! (`--pgn`), with the evidence, as text or JSON.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context as _;
use shakmaty::CastlingMode;
use shakmaty::fen::Fen;

use crate::adjudication::{
    Adjudicator, Budget, DEFAULT_MIN_DEPTH, DEFAULT_WIN_CP, ExternalEngine, Report, Tablebases,
    Thresholds, Verdict,
};
use crate::chess::pgn::read_games;

/// The long help, with the exit codes.
pub const LONG_HELP: &str = "\
Judges a position, or the last position of a game, and proposes a result with the evidence: \
the rule applied, the engine's score, depth, nodes and principal variation, the tablebase's \
answer (with --syzygy) and a second engine's opinion (with --uci-engine).

Rules, in order: game over on the board; dead position (a draw); Syzygy tablebases when they \
cover the position (under the 50-move rule: a cursed win is a draw); a forced mate found by the \
engine; an engine score of at least --win-cp centipawns at a depth of at least --min-depth. \
Anything else is unclear. A second engine that disagrees makes the verdict unclear.

Exit codes:
  0  a verdict: White wins, draw, or Black wins
  1  unclear: a person must decide
  2  an error (unreadable FEN or PGN, tables or engine that cannot be used)";

/// Options of `kingpost adjudicate`.
#[derive(Debug, Clone, clap::Args)]
#[command(group(clap::ArgGroup::new("input").required(true).args(["fen", "pgn"])))]
pub struct AdjudicateArgs {
    /// The position, as FEN.
    #[arg(long, value_name = "FEN")]
    pub fen: Option<String>,
    /// A PGN file: its game's final position is judged, with the game's history.
    #[arg(long, value_name = "FILE")]
    pub pgn: Option<PathBuf>,
    /// Which game of the PGN file (1 is the first).
    #[arg(long, value_name = "N", default_value_t = 1)]
    pub game: usize,
    /// Thinking time per engine, in seconds.
    #[arg(long, value_name = "N", default_value_t = 5.0)]
    pub seconds: f64,
    /// Search this many nodes instead of a time (deterministic).
    #[arg(long, value_name = "N")]
    pub nodes: Option<u64>,
    /// Score in centipawns from which the engine's opinion decides.
    #[arg(long, value_name = "CP", default_value_t = DEFAULT_WIN_CP)]
    pub win_cp: i32,
    /// Smallest depth whose score decides (a forced mate decides at any depth).
    #[arg(long, value_name = "N", default_value_t = DEFAULT_MIN_DEPTH)]
    pub min_depth: u32,
    /// Set the 50-move rule aside for tablebase positions (cursed wins count as wins).
    #[arg(long)]
    pub no_fifty_move_rule: bool,
    /// A directory of Syzygy tables (.rtbw and .rtbz files).
    #[arg(long, value_name = "DIR", env = "KINGPOST_SYZYGY_PATH")]
    pub syzygy: Option<PathBuf>,
    /// An external UCI engine for a second opinion (e.g. /usr/games/stockfish).
    #[arg(long, value_name = "PATH", env = "KINGPOST_UCI_ENGINE")]
    pub uci_engine: Option<PathBuf>,
    /// Transposition table size per engine, in MiB.
    #[arg(long, value_name = "MB", default_value_t = 64)]
    pub hash: usize,
    /// Print the report as JSON.
    #[arg(long)]
    pub json: bool,
}

/// Runs `kingpost adjudicate`; returns the exit code.
pub fn run(args: &AdjudicateArgs, out: &mut dyn std::io::Write) -> anyhow::Result<i32> {
    let adjudicator = adjudicator(args)?;
    let report = if let Some(fen) = &args.fen {
        judge_fen(&adjudicator, fen)?
    } else if let Some(path) = &args.pgn {
        judge_pgn(&adjudicator, path, args.game)?
    } else {
        anyhow::bail!("give --fen FEN or --pgn FILE");
    };
    if args.json {
        writeln!(out, "{}", serde_json::to_string_pretty(&report)?)?;
    } else {
        write!(out, "{}", report.to_text())?;
    }
    Ok(if report.verdict == Verdict::Unclear {
        1
    } else {
        0
    })
}

fn adjudicator(args: &AdjudicateArgs) -> anyhow::Result<Adjudicator> {
    if !(args.seconds > 0.0 && args.seconds <= 3600.0) {
        anyhow::bail!(
            "--seconds {} is out of range; give more than 0 and at most 3600",
            args.seconds
        );
    }
    let tablebases = match &args.syzygy {
        Some(dir) => Some(Arc::new(Tablebases::open(dir)?)),
        None => None,
    };
    Ok(Adjudicator {
        thresholds: Thresholds {
            win_cp: args.win_cp,
            min_depth: args.min_depth,
            fifty_move_rule: !args.no_fifty_move_rule,
        },
        budget: Budget {
            time: Some(Duration::from_secs_f64(args.seconds)).filter(|_| args.nodes.is_none()),
            nodes: args.nodes,
            hash_mb: args.hash.clamp(1, 4096),
        },
        tablebases,
        external: args.uci_engine.clone().map(|path| ExternalEngine { path }),
    })
}

fn judge_fen(adjudicator: &Adjudicator, text: &str) -> anyhow::Result<Report> {
    let fen: Fen = text.trim().parse().with_context(|| {
        format!("'{text}' is not a FEN; it should look like 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'")
    })?;
    let (pos, mode) = match fen.clone().into_position(CastlingMode::Standard) {
        Ok(pos) => (pos, CastlingMode::Standard),
        Err(_) => (
            fen.into_position(CastlingMode::Chess960)
                .with_context(|| format!("the FEN '{text}' is not a legal position"))?,
            CastlingMode::Chess960,
        ),
    };
    Ok(adjudicator.adjudicate_position(&pos, mode))
}

fn judge_pgn(
    adjudicator: &Adjudicator,
    path: &std::path::Path,
    number: usize,
) -> anyhow::Result<Report> {
    let file = std::fs::File::open(path)
        .with_context(|| format!("cannot open the PGN file {}", path.display()))?;
    let game = read_games(std::io::BufReader::new(file))
        .nth(number.saturating_sub(1))
        .with_context(|| format!("{} has no game {number}", path.display()))?
        .with_context(|| format!("cannot read {}", path.display()))??;
    Ok(adjudicator.adjudicate_record(&game.record))
}

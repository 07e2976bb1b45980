//! Fits the evaluation weights to positions scored by a stronger engine or labelled with the
//! results of their games.
//!
//! Reads `FEN;score` lines (centipawns, from `scripts/tune-data.py`) or `FEN;1-0`,
//! `FEN;1/2-1/2`, `FEN;0-1` lines (game results, from `scripts/selfplay-data.py`), all from
//! White's point of view and one kind per file. It finds the scale that fits the current
//! evaluation best (for scores, the factor that brings them to our centipawns; for results, the
//! steepness of the curve that turns our centipawns into expected results: Texel tuning) and
//! holds it, then sweeps every weight up and down with shrinking steps
//! (at most `--max-sweeps` per step, fewer once a sweep changes under 2 % of the weights),
//! keeping what lowers the error. After each sweep it rewrites the block between the `tuned
//! weights` markers of `--write FILE` (normally `src/engine/weights.rs`), so an interrupted
//! run keeps what it found. Progress goes to stderr.
//!
//!     cargo run --release --example tune -- /tmp/tune.txt --write src/engine/weights.rs
//!
//! With `--gradient EPOCHS` it fits every weight at once instead (`kingpost::engine::fit`):
//! each round measures how every weight moves every evaluation, then runs EPOCHS passes of
//! gradient descent, holding one position in 20 out to show over-fitting; `--rounds` (2)
//! measures again at the new weights (stopping at a round that does worse than the one
//! before), `--rate` (1 cp) is the first step size and `--pull`
//! (1e-10) how strongly weights are held near where they started.
//!
//! `--scale S` holds the scale at S instead of the one that fits the current weights best. A
//! fit tends to come out with smaller evaluations than it started from (it cannot tell every
//! position apart, so it hedges towards level), and the next fit, at the scale of those, would
//! shrink them again; holding the scale of the weights fitted first keeps a pawn about as many
//! centipawns as the search margins and the adjudication thresholds expect.

use std::process::ExitCode;

use kingpost::engine::fit::{FitOptions, Linearised, Progress, params_of, with_params};
use kingpost::engine::tune::{Sample, Target, Tuner, best_scale, error, to_rust};
use kingpost::engine::weights::Weights;
use shakmaty::{CastlingMode, Chess, fen::Fen};

struct Options {
    data: String,
    write: Option<String>,
    threads: usize,
    steps: Vec<i32>,
    max_sweeps: usize,
    limit: usize,
    no_squares: bool,
    /// Gradient descent: epochs per round (0: coordinate search instead).
    epochs: usize,
    rounds: usize,
    rate: f64,
    pull: f64,
    /// The scale held during the fit (0: the one that fits the current weights best).
    scale: f64,
}

fn parse_args() -> Result<Options, String> {
    let mut args = std::env::args().skip(1);
    let mut o = Options {
        data: String::new(),
        write: None,
        threads: 2,
        steps: vec![6, 3, 2, 1],
        max_sweeps: 4,
        limit: 0,
        no_squares: false,
        epochs: 0,
        rounds: 2,
        rate: 1.0,
        pull: 1e-10,
        scale: 0.0,
    };
    while let Some(a) = args.next() {
        let mut value = || args.next().ok_or(format!("{a} needs a value"));
        match a.as_str() {
            "--write" => o.write = Some(value()?),
            "--threads" => o.threads = value()?.parse().map_err(|e| format!("--threads: {e}"))?,
            "--max-sweeps" => {
                o.max_sweeps = value()?.parse().map_err(|e| format!("--max-sweeps: {e}"))?
            }
            "--limit" => o.limit = value()?.parse().map_err(|e| format!("--limit: {e}"))?,
            "--steps" => {
                o.steps = value()?
                    .split(',')
                    .map(|s| s.trim().parse().map_err(|e| format!("--steps: {e}")))
                    .collect::<Result<_, _>>()?
            }
            "--no-squares" => o.no_squares = true,
            "--gradient" => o.epochs = value()?.parse().map_err(|e| format!("--gradient: {e}"))?,
            "--rounds" => o.rounds = value()?.parse().map_err(|e| format!("--rounds: {e}"))?,
            "--rate" => o.rate = value()?.parse().map_err(|e| format!("--rate: {e}"))?,
            "--pull" => o.pull = value()?.parse().map_err(|e| format!("--pull: {e}"))?,
            "--scale" => o.scale = value()?.parse().map_err(|e| format!("--scale: {e}"))?,
            "-h" | "--help" => return Err(String::new()),
            _ if o.data.is_empty() => o.data = a,
            _ => return Err(format!("unexpected argument {a}")),
        }
    }
    if o.data.is_empty() {
        return Err("missing the data file".into());
    }
    Ok(o)
}

/// The positions of `path`, at most `limit` (0: all); all labels must be of one kind.
fn read_samples(path: &str, limit: usize) -> Result<Vec<Sample>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    let mut out: Vec<Sample> = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let sample = read_line(line).map_err(|e| format!("{path}:{}: {e}", n + 1))?;
        if out
            .first()
            .is_some_and(|first| !same_kind(first.target, sample.target))
        {
            return Err(format!(
                "{path}:{}: mixes centipawns and game results (one kind per file)",
                n + 1
            ));
        }
        out.push(sample);
        if limit > 0 && out.len() >= limit {
            break;
        }
    }
    Ok(out)
}

/// One `FEN;label` line.
fn read_line(line: &str) -> Result<Sample, String> {
    let Some((fen, label)) = line.rsplit_once(';') else {
        return Err("expected FEN;score or FEN;result".into());
    };
    let fen: Fen = fen.parse().map_err(|e| format!("{e}"))?;
    let pos: Chess = fen
        .into_position(CastlingMode::Standard)
        .map_err(|e| format!("{e}"))?;
    let target = label.parse::<Target>().map_err(|e| e.to_string())?;
    Ok(Sample { pos, target })
}

fn same_kind(a: Target, b: Target) -> bool {
    std::mem::discriminant(&a) == std::mem::discriminant(&b)
}

/// Replaces the block between the `tuned weights` markers of `path` with `block`.
fn write_block(path: &str, block: &str) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    let (begin, end) = ("// tuned weights: begin\n", "// tuned weights: end\n");
    let (Some(a), Some(b)) = (text.find(begin), text.find(end)) else {
        return Err(format!("{path}: no tuned-weights markers"));
    };
    let new = format!("{}{begin}{block}{}", &text[..a], &text[b..]);
    std::fs::write(path, new).map_err(|e| format!("{path}: {e}"))
}

fn run(o: Options) -> Result<(), String> {
    let samples = read_samples(&o.data, o.limit)?;
    eprintln!("{} positions from {}", samples.len(), o.data);
    let fitted_scale = best_scale(&samples, &Weights::DEFAULT, o.threads);
    let scale = if o.scale > 0.0 {
        eprintln!(
            "the current weights fit best at scale {fitted_scale:.3}; holding {}",
            o.scale
        );
        o.scale
    } else {
        fitted_scale
    };
    match samples.first().map(|s| s.target) {
        Some(Target::Result(_)) => {
            eprintln!("results fitted by the evaluation scaled by {scale:.3}")
        }
        _ => eprintln!("targets scaled by {scale:.3} to match the evaluation"),
    }
    if o.epochs > 0 {
        return fit_by_gradient(&o, &samples, scale);
    }
    let mut tuner = Tuner::new(&samples, Weights::DEFAULT, scale, o.threads);
    if o.no_squares {
        tuner.freeze_squares();
    }
    eprintln!("start: error {:.6}", tuner.error);
    for &step in &o.steps {
        for _ in 0..o.max_sweeps {
            let start = std::time::Instant::now();
            let n = tuner.len();
            let changed = tuner.sweep(step, |i, e| {
                if (i + 1) % 100 == 0 {
                    eprint!("\r  step {step}: {}/{n} weights, error {e:.6}", i + 1);
                }
            });
            eprintln!(
                "\rstep {step}: {changed} weights changed, error {:.6} ({:.0} s)",
                tuner.error,
                start.elapsed().as_secs_f64()
            );
            if let Some(path) = &o.write {
                write_block(path, &to_rust(&tuner.weights))?;
            }
            if changed * 50 < n {
                break;
            }
        }
    }
    if o.write.is_none() {
        print!("{}", to_rust(&tuner.weights));
    }
    Ok(())
}

/// Rounds of measuring the lines and descending along them, from the playing weights. The
/// lines are only straight near where they were measured, so a round whose weights do worse
/// than the last ones ends the fit, keeping those.
fn fit_by_gradient(o: &Options, samples: &[Sample], scale: f64) -> Result<(), String> {
    if o.no_squares {
        return Err("--no-squares works with the coordinate search only".into());
    }
    let mut weights = Weights::DEFAULT;
    let mut best = error(samples, &weights, scale, o.threads);
    eprintln!("start: error {best:.6}");
    for round in 1..=o.rounds {
        let candidate = gradient_round(o, samples, scale, &weights, round);
        let e = error(samples, &candidate, scale, o.threads);
        eprintln!("round {round}: error {e:.6} with the rounded weights");
        if e >= best {
            eprintln!("round {round} did worse: keeping the weights before it");
            break;
        }
        (weights, best) = (candidate, e);
        if let Some(path) = &o.write {
            write_block(path, &to_rust(&weights))?;
        }
    }
    if o.write.is_none() {
        print!("{}", to_rust(&weights));
    }
    Ok(())
}

/// One round: the lines measured at `weights`, and the weights fitted along them.
fn gradient_round(
    o: &Options,
    samples: &[Sample],
    scale: f64,
    weights: &Weights,
    round: usize,
) -> Weights {
    let n = params_of(weights).len();
    let started = std::time::Instant::now();
    let lines = Linearised::measure(samples, weights, o.threads, |done| {
        if done.is_multiple_of(50) {
            eprint!("\r  round {round}: measuring {done}/{n} weights");
        }
    });
    eprintln!(
        "\rround {round}: {} slopes measured ({:.0} s)",
        lines.entries(),
        started.elapsed().as_secs_f64()
    );
    let options = FitOptions {
        epochs: o.epochs,
        rate: o.rate,
        pull: o.pull,
        threads: o.threads,
    };
    let fitted = lines.fit(samples, scale, options, |p: Progress| {
        if p.epoch.is_multiple_of(50) || p.epoch == 1 {
            eprintln!(
                "  epoch {}: error {:.6}, held out {:.6}",
                p.epoch, p.train, p.held_out
            );
        }
    });
    with_params(weights, &fitted)
}

fn main() -> ExitCode {
    match parse_args().and_then(run) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.is_empty() => {
            eprintln!(
                "usage: tune DATA [--write weights.rs] [--threads N] [--steps 6,3,2,1] [--max-sweeps 4] [--limit N] [--no-squares] [--gradient EPOCHS [--rounds 2] [--rate 1] [--pull 1e-10]] [--scale S]"
            );
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("tune: {e}");
            ExitCode::FAILURE
        }
    }
}

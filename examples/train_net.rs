//! Fits the neural evaluation (`src/engine/nnue.rs`) to labelled positions and writes its
//! quantised weights (`net.bin`).
//!
//! Reads training files of `FEN;score` lines (Stockfish's centipawns, White's point of view, as
//! `scripts/tune-data.py` writes them), holds one position in `--hold-out` back, and fits the
//! network in floating point with Adam on mini-batches, minimising the squared difference of
//! expected results: the network's output against Stockfish's score times the scale that fits
//! the hand-written evaluation best (so the network speaks in the centipawns the search margins
//! were set for). Prints the held-out error of each epoch beside the hand-written evaluation's,
//! then quantises, writes and reads back the weights and measures them as the engine runs them.
//! `--scale S` sets the factor on Stockfish's centipawns instead of fitting it.
//! `--from NET` starts from a network file instead of random weights; with `--epochs 0` it
//! only measures that network. `--decay D` shrinks the weights (not the biases) by `rate × D`
//! a step (AdamW's decoupled weight decay), so weights the data hardly asks for fade instead of
//! fitting the noise of near-duplicate positions; `--keep-best` writes the weights of the epoch
//! with the lowest error on the `--test` positions instead of the last.
//!
//!     cargo run --release --example train_net -- --epochs 30 --out src/engine/net.bin \
//!         data/tuning/sf-d9-selfplay-all.txt data/tuning/sf-d9-walks.txt ...

use std::error::Error;
use std::fs;
use std::io::Write;
use std::time::Instant;

use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};

use kingpost::engine::nnue::{self, Accumulator, HIDDEN, INPUTS, Network, QA, QB, SCALE};
use kingpost::engine::tune::{self, Sample, Target};
use kingpost::engine::weights::Weights;
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, Color, Position};

const USAGE: &str = "usage: train_net [--epochs N] [--rate R] [--batch N] [--hold-out N] \
[--seed N] [--threads N] [--from NET] [--scale S] [--decay D] [--keep-best] [--test FILE]... \
[--out FILE] FILE...";

/// Most pieces on a board, so most active inputs per side.
const MOST: usize = 32;

struct Options {
    files: Vec<String>,
    tests: Vec<String>,
    epochs: usize,
    rate: f32,
    batch: usize,
    hold_out: usize,
    seed: u64,
    threads: usize,
    from: Option<String>,
    scale: Option<f64>,
    decay: f32,
    keep_best: bool,
    out: String,
}

fn parse_args() -> Result<Options, String> {
    let mut o = Options {
        files: Vec::new(),
        tests: Vec::new(),
        epochs: 30,
        rate: 0.001,
        batch: 1024,
        hold_out: 20,
        seed: 1,
        threads: 1,
        from: None,
        scale: None,
        decay: 0.0,
        keep_best: false,
        out: "src/engine/net.bin".into(),
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or(format!("{arg} needs a value\n{USAGE}"));
        let bad = |e: &dyn std::fmt::Display| format!("{arg}: {e}");
        match arg.as_str() {
            "--epochs" => o.epochs = value()?.parse().map_err(|e| bad(&e))?,
            "--rate" => o.rate = value()?.parse().map_err(|e| bad(&e))?,
            "--batch" => o.batch = value()?.parse().map_err(|e| bad(&e))?,
            "--hold-out" => o.hold_out = value()?.parse().map_err(|e| bad(&e))?,
            "--seed" => o.seed = value()?.parse().map_err(|e| bad(&e))?,
            "--threads" => o.threads = value()?.parse().map_err(|e| bad(&e))?,
            "--test" => o.tests.push(value()?),
            "--from" => o.from = Some(value()?),
            "--scale" => o.scale = Some(value()?.parse().map_err(|e| bad(&e))?),
            "--decay" => o.decay = value()?.parse().map_err(|e| bad(&e))?,
            "--keep-best" => o.keep_best = true,
            "--out" => o.out = value()?,
            "-h" | "--help" => return Err(USAGE.into()),
            _ if arg.starts_with("--") => return Err(format!("unknown option {arg}\n{USAGE}")),
            _ => o.files.push(arg),
        }
    }
    if o.files.is_empty() {
        return Err(USAGE.into());
    }
    if o.keep_best && o.tests.is_empty() {
        return Err(format!(
            "--keep-best needs --test positions to choose by\n{USAGE}"
        ));
    }
    Ok(o)
}

/// A labelled position as the network reads it.
#[derive(Clone)]
struct Example {
    /// Active inputs seen from White, then from Black.
    inputs: [[u16; MOST]; 2],
    count: u8,
    white_to_move: bool,
    /// Stockfish's score, White's point of view.
    score: f32,
}

fn read_positions(path: &str) -> Result<Vec<(Chess, f32)>, Box<dyn Error>> {
    let text = fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let Some((fen, label)) = line.rsplit_once(';') else {
            continue;
        };
        let fen: Fen = fen.parse().map_err(|e| format!("{path}:{}: {e}", n + 1))?;
        let pos: Chess = fen
            .into_position(CastlingMode::Chess960)
            .map_err(|e| format!("{path}:{}: {e}", n + 1))?;
        let score: f32 = label
            .trim()
            .parse()
            .map_err(|e| format!("{path}:{}: {e}", n + 1))?;
        out.push((pos, score));
    }
    Ok(out)
}

fn example(pos: &Chess, score: f32) -> Example {
    let mut inputs = [[0u16; MOST]; 2];
    let mut count = 0;
    for (square, piece) in pos.board() {
        inputs[0][count] = nnue::feature(Color::White, piece, square) as u16;
        inputs[1][count] = nnue::feature(Color::Black, piece, square) as u16;
        count += 1;
    }
    Example {
        inputs,
        count: count as u8,
        white_to_move: pos.turn() == Color::White,
        score,
    }
}

/// The network in floating point.
#[derive(Clone)]
struct Float {
    input: Vec<f32>,
    bias: Vec<f32>,
    output: Vec<f32>,
    output_bias: f32,
}

impl Float {
    fn zeros() -> Float {
        Float {
            input: vec![0.0; INPUTS * HIDDEN],
            bias: vec![0.0; HIDDEN],
            output: vec![0.0; 2 * HIDDEN],
            output_bias: 0.0,
        }
    }

    fn random(seed: u64) -> Float {
        let mut rng = StdRng::seed_from_u64(seed);
        let mut net = Float::zeros();
        for w in net.input.iter_mut().chain(net.output.iter_mut()) {
            *w = rng.random_range(-0.1..0.1);
        }
        net
    }

    fn params(&mut self) -> impl Iterator<Item = &mut f32> {
        self.input
            .iter_mut()
            .chain(self.bias.iter_mut())
            .chain(self.output.iter_mut())
            .chain(std::iter::once(&mut self.output_bias))
    }

    /// Shrinks the weights (not the biases) by the fraction `by`.
    fn decay(&mut self, by: f32) {
        if by > 0.0 {
            let keep = 1.0 - by;
            self.input
                .iter_mut()
                .chain(&mut self.output)
                .for_each(|w| *w *= keep);
        }
    }

    fn add(&mut self, other: &Float) {
        let theirs = other
            .input
            .iter()
            .chain(&other.bias)
            .chain(&other.output)
            .chain(std::iter::once(&other.output_bias));
        for (a, b) in self.params().zip(theirs) {
            *a += b;
        }
    }

    /// Hidden sums of the side to move and of the other side.
    fn hidden(&self, x: &Example) -> [[f32; HIDDEN]; 2] {
        let mut h = [[0f32; HIDDEN]; 2];
        let stm = usize::from(!x.white_to_move);
        for (slot, view) in [stm, 1 - stm].into_iter().enumerate() {
            h[slot].copy_from_slice(&self.bias);
            for &f in &x.inputs[view][..usize::from(x.count)] {
                let row = &self.input[usize::from(f) * HIDDEN..][..HIDDEN];
                for (a, w) in h[slot].iter_mut().zip(row) {
                    *a += w;
                }
            }
        }
        h
    }

    /// The output for the side to move, in network units.
    fn output_of(&self, h: &[[f32; HIDDEN]; 2]) -> f32 {
        let mut out = self.output_bias;
        for (side, units) in h.iter().enumerate() {
            let weights = &self.output[side * HIDDEN..][..HIDDEN];
            out += units
                .iter()
                .zip(weights)
                .map(|(u, w)| screlu(*u) * w)
                .sum::<f32>();
        }
        out
    }

    /// Adds the gradient of `x`'s squared error to `grad`; returns the error.
    fn backprop(&self, x: &Example, target: f32, grad: &mut Float) -> f32 {
        let h = self.hidden(x);
        let out = self.output_of(&h);
        let p = sigmoid(out * SCALE as f32 * LOG10 / 400.0);
        let aim = if x.white_to_move {
            target
        } else {
            1.0 - target
        };
        let g_out = 2.0 * (p - aim) * p * (1.0 - p) * SCALE as f32 * LOG10 / 400.0;
        grad.output_bias += g_out;
        let stm = usize::from(!x.white_to_move);
        for (slot, view) in [stm, 1 - stm].into_iter().enumerate() {
            let weights = &self.output[slot * HIDDEN..][..HIDDEN];
            let mut g_hidden = [0f32; HIDDEN];
            for j in 0..HIDDEN {
                let u = h[slot][j];
                grad.output[slot * HIDDEN + j] += g_out * screlu(u);
                g_hidden[j] = if u > 0.0 && u < 1.0 {
                    g_out * weights[j] * 2.0 * u
                } else {
                    0.0
                };
            }
            for (b, g) in grad.bias.iter_mut().zip(&g_hidden) {
                *b += g;
            }
            for &f in &x.inputs[view][..usize::from(x.count)] {
                let row = &mut grad.input[usize::from(f) * HIDDEN..][..HIDDEN];
                for (a, g) in row.iter_mut().zip(&g_hidden) {
                    *a += g;
                }
            }
        }
        (p - aim) * (p - aim)
    }

    /// The side to move's expected result.
    fn expected(&self, x: &Example) -> f32 {
        let out = self.output_of(&self.hidden(x));
        sigmoid(out * SCALE as f32 * LOG10 / 400.0)
    }
}

const LOG10: f32 = std::f32::consts::LN_10;

fn screlu(u: f32) -> f32 {
    let c = u.clamp(0.0, 1.0);
    c * c
}

fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

/// Target expected result (White's point of view) of a score, Stockfish's centipawns times
/// `scale`.
fn target(score: f32, scale: f32) -> f32 {
    tune::expected(f64::from(score * scale)) as f32
}

/// Adam's moments.
struct Adam {
    m: Float,
    v: Float,
    steps: i32,
}

impl Adam {
    fn step(&mut self, net: &mut Float, grad: &mut Float, rate: f32) {
        const B1: f32 = 0.9;
        const B2: f32 = 0.999;
        self.steps += 1;
        let c1 = 1.0 - B1.powi(self.steps);
        let c2 = 1.0 - B2.powi(self.steps);
        let moments = self.m.params().zip(self.v.params());
        for ((w, g), (m, v)) in net.params().zip(grad.params()).zip(moments) {
            *m = B1 * *m + (1.0 - B1) * *g;
            *v = B2 * *v + (1.0 - B2) * *g * *g;
            *w -= rate * (*m / c1) / ((*v / c2).sqrt() + 1e-8);
            *w = w.clamp(-1.98, 1.98);
            *g = 0.0;
        }
    }
}

/// One epoch over `train` in mini-batches, the gradient of each batch summed on `threads`
/// threads; returns the mean error.
fn epoch(
    net: &mut Float,
    adam: &mut Adam,
    train: &[Example],
    scale: f32,
    o: &Options,
    rate: f32,
) -> f32 {
    let mut total = 0.0;
    let mut grads = vec![Float::zeros(); o.threads.max(1)];
    for batch in train.chunks(o.batch) {
        let part = batch.len().div_ceil(grads.len());
        let net_ref = &*net;
        total += std::thread::scope(|s| {
            let handles: Vec<_> = batch
                .chunks(part)
                .zip(grads.iter_mut())
                .map(|(xs, g)| {
                    s.spawn(move || {
                        xs.iter()
                            .map(|x| net_ref.backprop(x, target(x.score, scale), g))
                            .sum::<f32>()
                    })
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
                .sum::<f32>()
        });
        let Some((first, rest)) = grads.split_first_mut() else {
            unreachable!("one gradient a thread, at least one thread");
        };
        for g in rest.iter_mut() {
            first.add(g);
            *g = Float::zeros();
        }
        let n = batch.len() as f32;
        first.params().for_each(|g| *g /= n);
        adam.step(net, first, rate);
        net.decay(rate * o.decay);
    }
    total / train.len().max(1) as f32
}

fn float_error(net: &Float, xs: &[Example], scale: f32) -> f64 {
    let sum: f64 = xs
        .iter()
        .map(|x| {
            let t = target(x.score, scale);
            let aim = if x.white_to_move { t } else { 1.0 - t };
            f64::from((net.expected(x) - aim).powi(2))
        })
        .sum();
    sum / xs.len() as f64
}

/// Error of the quantised network as the engine runs it (with the endgame knowledge).
fn engine_error(net: &Network, positions: &[(Chess, f32)], scale: f32) -> f64 {
    let sum: f64 = positions
        .iter()
        .map(|(pos, score)| {
            let acc = Accumulator::new(pos, net);
            let e = nnue::evaluate_accumulated(pos, &acc, net);
            let white = if pos.turn() == Color::White { e } else { -e };
            let aim = f64::from(target(*score, scale));
            (tune::expected(f64::from(white)) - aim).powi(2)
        })
        .sum();
    sum / positions.len() as f64
}

/// The slope of the network's evaluation on the hand-written one (least squares through the
/// origin, positions the hand-written evaluation scores within ±1,000): how the two scales
/// compare.
fn slope_on_hand_written(net: &Network, positions: &[(Chess, f32)]) -> f64 {
    let (mut xy, mut xx) = (0.0, 0.0);
    for (pos, _) in positions {
        let hce = f64::from(kingpost::engine::eval::evaluate(pos));
        if hce.abs() < 1000.0 {
            let e = f64::from(nnue::evaluate_accumulated(
                pos,
                &Accumulator::new(pos, net),
                net,
            ));
            xy += e * hce;
            xx += hce * hce;
        }
    }
    if xx == 0.0 { f64::NAN } else { xy / xx }
}

/// A ratio as printed: "–" when there was nothing to divide by (NaN).
fn ratio(r: f64) -> String {
    if r.is_nan() {
        "–".into()
    } else {
        format!("{r:.2}")
    }
}

/// An error as printed: "–" for an empty set of positions (NaN).
fn shown(error: f64) -> String {
    if error.is_nan() {
        "–".into()
    } else {
        format!("{error:.5}")
    }
}

fn hand_written_error(positions: &[(Chess, f32)], scale: f64) -> f64 {
    if positions.is_empty() {
        return f64::NAN;
    }
    tune::error(&samples(positions), &Weights::DEFAULT, scale, 2)
}

fn samples(positions: &[(Chess, f32)]) -> Vec<Sample> {
    positions
        .iter()
        .map(|(pos, score)| Sample {
            pos: pos.clone(),
            target: Target::Score(f64::from(*score)),
        })
        .collect()
}

fn quantise(net: &Float) -> Vec<u8> {
    let q = |w: f32, by: i32| (w * by as f32).round() as i16;
    let mut values: Vec<i16> = net.input.iter().map(|&w| q(w, QA)).collect();
    values.extend(net.bias.iter().map(|&w| q(w, QA)));
    values.extend(net.output.iter().map(|&w| q(w, QB)));
    values.push(q(net.output_bias, QA * QB));
    values.iter().flat_map(|v| v.to_le_bytes()).collect()
}

/// The weights of a quantised network (`net.bin`'s layout), to start from or to measure.
fn dequantise(bytes: &[u8]) -> Option<Float> {
    if bytes.len() != nnue::NET_BYTES {
        return None;
    }
    let mut values = bytes
        .chunks_exact(2)
        .map(|b| f32::from(i16::from_le_bytes([b[0], b[1]])));
    let mut net = Float::zeros();
    let qa = QA as f32;
    for w in net.input.iter_mut().chain(net.bias.iter_mut()) {
        *w = values.next()? / qa;
    }
    for w in net.output.iter_mut() {
        *w = values.next()? / QB as f32;
    }
    net.output_bias = values.next()? / (qa * QB as f32);
    Some(net)
}

fn load(files: &[String]) -> Result<Vec<(Chess, f32)>, Box<dyn Error>> {
    let mut all = Vec::new();
    for file in files {
        let part = read_positions(file)?;
        eprintln!("{file}: {} positions", part.len());
        all.extend(part);
    }
    Ok(all)
}

fn main() -> Result<(), Box<dyn Error>> {
    let o = match parse_args() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    let all = load(&o.files)?;
    let (mut train_pos, mut held_pos) = (Vec::new(), Vec::new());
    for (i, p) in all.into_iter().enumerate() {
        if o.hold_out > 0 && i % o.hold_out == 0 {
            held_pos.push(p);
        } else {
            train_pos.push(p);
        }
    }
    let test_pos = load(&o.tests)?;
    let fit_sample = &samples(&train_pos[..train_pos.len().min(50_000)]);
    let scale = match o.scale {
        Some(s) => s,
        None => tune::best_scale(fit_sample, &Weights::DEFAULT, 2),
    };
    eprintln!(
        "{} to fit, {} held out, {} to test; Stockfish's centipawns times {scale:.3}",
        train_pos.len(),
        held_pos.len(),
        test_pos.len()
    );
    let hce_held = hand_written_error(&held_pos, scale);
    let hce_test = hand_written_error(&test_pos, scale);
    eprintln!(
        "hand-written evaluation: held out {}, test {}",
        shown(hce_held),
        shown(hce_test)
    );
    let to_examples =
        |ps: &[(Chess, f32)]| ps.iter().map(|(p, s)| example(p, *s)).collect::<Vec<_>>();
    let mut train = to_examples(&train_pos);
    let held = to_examples(&held_pos);
    let test = to_examples(&test_pos);
    let scale = scale as f32;
    let mut rng = StdRng::seed_from_u64(o.seed);
    let mut net = match &o.from {
        Some(path) => dequantise(&fs::read(path).map_err(|e| format!("{path}: {e}"))?)
            .ok_or(format!("{path}: not a network of this layout"))?,
        None => Float::random(o.seed),
    };
    let mut adam = Adam {
        m: Float::zeros(),
        v: Float::zeros(),
        steps: 0,
    };
    let started = Instant::now();
    let mut best: Option<(f64, usize, Float)> = None;
    for e in 0..o.epochs {
        train.shuffle(&mut rng);
        // Cosine decay to a twentieth of the rate.
        let progress = e as f32 / o.epochs.max(1) as f32;
        let rate = o.rate * (0.05 + 0.95 * 0.5 * (1.0 + (std::f32::consts::PI * progress).cos()));
        let train_error = epoch(&mut net, &mut adam, &train, scale, &o, rate);
        let test_error = float_error(&net, &test, scale);
        eprintln!(
            "epoch {:>3}  rate {rate:.6}  fit {train_error:.5}  held out {}  test {}  {:.0} s",
            e + 1,
            shown(float_error(&net, &held, scale)),
            shown(test_error),
            started.elapsed().as_secs_f64()
        );
        if o.keep_best && best.as_ref().is_none_or(|(error, ..)| test_error < *error) {
            best = Some((test_error, e + 1, net.clone()));
        }
    }
    if let Some((error, e, kept)) = best {
        eprintln!("kept the weights of epoch {e} (test {error:.5})");
        net = kept;
    }
    let bytes = quantise(&net);
    if o.epochs > 0 {
        fs::File::create(&o.out)?.write_all(&bytes)?;
    }
    let quantised = Network::try_from_bytes(&bytes).ok_or("quantised network of the wrong size")?;
    eprintln!(
        "{}: as the engine runs it, held out {} (hand-written {}), test {} (hand-written {})",
        o.out,
        shown(engine_error(&quantised, &held_pos, scale)),
        shown(hce_held),
        shown(engine_error(&quantised, &test_pos, scale)),
        shown(hce_test),
    );
    eprintln!(
        "the network's scores are {} times the hand-written evaluation's (held out), {} (test)",
        ratio(slope_on_hand_written(&quantised, &held_pos)),
        ratio(slope_on_hand_written(&quantised, &test_pos))
    );
    Ok(())
}

//! Fitting the evaluation weights to scored positions (Texel-style local search).
//!
//! Each [`Sample`] is a quiet position with a target score from White's point of view (a
//! stronger engine's search score). The error of a set of weights is the mean squared
//! difference between the expected results the evaluation and the target imply (a logistic
//! curve over centipawns), so large scores, where a few centipawns change nothing, count less.
//! [`Tuner::sweep`] moves every weight up or down by a step and keeps the change when the error
//! falls; repeated sweeps with shrinking steps settle on a local minimum. No I/O: the caller
//! reads the samples and reports progress.

use shakmaty::{Chess, Color, Position};

use super::eval::{EvalTables, evaluate_by};
use super::weights::Weights;

/// A position and the score it should get, in centipawns from White's point of view.
pub struct Sample {
    /// The position (quiet: no capture or promotion is the best move).
    pub pos: Chess,
    /// The target score.
    pub target: f64,
}

/// Expected result (0 to 1) for a score in centipawns, White's point of view.
pub fn expected(score: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-score / 400.0))
}

/// The evaluation of `pos` from White's point of view.
fn white_eval(pos: &Chess, tables: &EvalTables) -> f64 {
    let e = evaluate_by(pos, tables);
    f64::from(if pos.turn() == Color::White { e } else { -e })
}

/// Mean squared error of the evaluation with `weights` against targets scaled by `scale`,
/// computed on `threads` threads.
pub fn error(samples: &[Sample], weights: &Weights, scale: f64, threads: usize) -> f64 {
    let tables = EvalTables::new(weights.clone());
    let chunk = samples.len().div_ceil(threads.max(1)).max(1);
    let sum: f64 = std::thread::scope(|s| {
        let handles: Vec<_> = samples
            .chunks(chunk)
            .map(|part| {
                let tables = &tables;
                s.spawn(move || {
                    part.iter()
                        .map(|x| {
                            let d =
                                expected(white_eval(&x.pos, tables)) - expected(x.target * scale);
                            d * d
                        })
                        .sum::<f64>()
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
            .sum()
    });
    sum / samples.len().max(1) as f64
}

/// The factor for the targets that fits the current weights best (so tuning keeps the
/// evaluation's overall scale, which the search margins are calibrated to).
pub fn best_scale(samples: &[Sample], weights: &Weights, threads: usize) -> f64 {
    let (mut lo, mut hi) = (0.2f64, 2.0f64);
    for _ in 0..30 {
        let a = lo + (hi - lo) / 3.0;
        let b = hi - (hi - lo) / 3.0;
        if error(samples, weights, a, threads) < error(samples, weights, b, threads) {
            hi = b;
        } else {
            lo = a;
        }
    }
    (lo + hi) / 2.0
}

/// Local search over the weights.
pub struct Tuner<'a> {
    samples: &'a [Sample],
    scale: f64,
    threads: usize,
    /// The best weights so far.
    pub weights: Weights,
    /// Their error.
    pub error: f64,
    /// Coordinates left alone (the king's material, pawn squares on the first and last rank).
    frozen: Vec<bool>,
}

impl<'a> Tuner<'a> {
    /// A tuner starting from `weights`, fitting `samples` whose targets are scaled by `scale`.
    pub fn new(samples: &'a [Sample], weights: Weights, scale: f64, threads: usize) -> Tuner<'a> {
        let error = error(samples, &weights, scale, threads);
        let frozen = frozen_params(&weights);
        Tuner {
            samples,
            scale,
            threads,
            weights,
            error,
            frozen,
        }
    }

    /// Leaves the piece-square tables alone (tunes material and the other terms only: far
    /// fewer weights, for small training sets).
    pub fn freeze_squares(&mut self) {
        let first = 12;
        let tables = 6 * 2 * 64;
        for f in &mut self.frozen[first..first + tables] {
            *f = true;
        }
    }

    /// Number of coordinates.
    pub fn len(&self) -> usize {
        self.frozen.len()
    }

    /// Whether there are no coordinates (never, for real weights).
    pub fn is_empty(&self) -> bool {
        self.frozen.is_empty()
    }

    /// Tries `param ± step`, keeping the first change that lowers the error; whether one did.
    pub fn try_param(&mut self, param: usize, step: i32) -> bool {
        if self.frozen[param] {
            return false;
        }
        for delta in [step, -step] {
            let mut candidate = self.weights.clone();
            *candidate.params_mut()[param] += delta;
            if !allowed(&candidate) {
                continue;
            }
            let e = error(self.samples, &candidate, self.scale, self.threads);
            if e < self.error {
                self.weights = candidate;
                self.error = e;
                return true;
            }
        }
        false
    }

    /// One pass over every coordinate with `step`; returns how many changed. `progress` is
    /// called after each coordinate with its index.
    pub fn sweep(&mut self, step: i32, mut progress: impl FnMut(usize, f64)) -> usize {
        let mut changed = 0;
        for param in 0..self.len() {
            if self.try_param(param, step) {
                changed += 1;
            }
            progress(param, self.error);
        }
        changed
    }
}

/// Whether the tuner may try `w`: the king-attack units stay non-negative (the danger is their
/// sum squared, so a negative set would score the same and read as nonsense).
fn allowed(w: &Weights) -> bool {
    w.attack_units.iter().all(|&u| u >= 0)
}

/// Which coordinates of [`Weights::params_mut`] the tuner must not move.
fn frozen_params(weights: &Weights) -> Vec<bool> {
    let mut w = weights.clone();
    let n = w.params_mut().len();
    let mut frozen = vec![false; n];
    // Material comes first: 6 pairs, the king's last.
    frozen[10] = true;
    frozen[11] = true;
    // Then the pawn tables (middlegame, endgame), drawn rank 8 first: ranks 8 and 1 are empty.
    for table in 0..2 {
        let base = 12 + table * 64;
        for sq in (0..8).chain(56..64) {
            frozen[base + sq] = true;
        }
    }
    frozen
}

/// The weights as the Rust source of [`Weights::DEFAULT`]'s block in `weights.rs`.
pub fn to_rust(w: &Weights) -> String {
    let mut s = String::new();
    s.push_str("#[rustfmt::skip]\nimpl Weights {\n    /// The weights the engine plays with.\n");
    s.push_str("    pub const DEFAULT: Weights = Weights {\n");
    s.push_str(&format!("        material: {:?},\n", w.material));
    s.push_str("        squares: [\n");
    let names = ["pawn", "knight", "bishop", "rook", "queen", "king"];
    for (name, phases) in names.iter().zip(&w.squares) {
        s.push_str(&format!(
            "            // {name}: middlegame, endgame\n            [\n"
        ));
        for table in phases {
            s.push_str("                [\n");
            for row in table.chunks(8) {
                let cells: Vec<String> = row.iter().map(|v| format!("{v:4},")).collect();
                s.push_str(&format!("                    {}\n", cells.join(" ")));
            }
            s.push_str("                ],\n");
        }
        s.push_str("            ],\n");
    }
    s.push_str("        ],\n");
    // Debug formatting writes numbers, tuples and arrays the way Rust source does.
    let fields: [(&str, &dyn std::fmt::Debug); 21] = [
        ("tempo", &w.tempo),
        ("bishop_pair", &w.bishop_pair),
        ("rook_open", &w.rook_open),
        ("rook_semi_open", &w.rook_semi_open),
        ("mobility", &w.mobility),
        ("attack_units", &w.attack_units),
        ("shield_near", &w.shield_near),
        ("shield_far", &w.shield_far),
        ("shield_missing", &w.shield_missing),
        ("shield_open_file", &w.shield_open_file),
        ("storm_near", &w.storm_near),
        ("storm_far", &w.storm_far),
        ("pawn_threat", &w.pawn_threat),
        ("hanging", &w.hanging),
        ("doubled", &w.doubled),
        ("isolated", &w.isolated),
        ("connected", &w.connected),
        ("passed", &w.passed),
        ("passer_their_king", &w.passer_their_king),
        ("passer_our_king", &w.passer_our_king),
        ("passer_blocked", &w.passer_blocked),
    ];
    for (name, value) in fields {
        s.push_str(&format!("        {name}: {value:?},\n"));
    }
    s.push_str("    };\n}\n");
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{CastlingMode, fen::Fen};

    fn sample(fen: &str, target: f64) -> Sample {
        let fen: Fen = fen.parse().unwrap();
        Sample {
            pos: fen.into_position(CastlingMode::Standard).unwrap(),
            target,
        }
    }

    #[test]
    fn the_weights_source_round_trips_through_the_file() {
        let source = include_str!("weights.rs");
        let block = to_rust(&Weights::DEFAULT);
        assert!(
            source.contains(&block),
            "weights.rs differs from to_rust's layout"
        );
    }

    #[test]
    fn a_sweep_moves_the_evaluation_towards_the_targets() {
        // A knight up for White, but the targets say it is worth much more than now.
        let samples = vec![
            sample("4k3/pppp4/8/8/8/8/PPPP4/1N2K3 w - - 0 1", 900.0),
            sample("1n2k3/pppp4/8/8/8/8/PPPP4/4K3 b - - 0 1", -900.0),
        ];
        let mut tuner = Tuner::new(&samples, Weights::DEFAULT, 1.0, 1);
        let before = tuner.error;
        let knight_eg = 3; // material[1].1
        assert!(tuner.try_param(knight_eg, 20));
        assert!(tuner.error < before);
        assert_eq!(
            tuner.weights.material[1].1,
            Weights::DEFAULT.material[1].1 + 20
        );
        // Frozen coordinates never move, nor do the squares once frozen.
        assert!(!tuner.try_param(10, 20));
        tuner.freeze_squares();
        let knight_on_b1 = 12 + (2 + 1) * 64 + 57; // squares[1][1][b1 as drawn]
        assert!(!tuner.try_param(knight_on_b1, 20));
        assert_eq!(tuner.weights.squares, Weights::DEFAULT.squares);
    }

    #[test]
    fn the_best_scale_of_targets_equal_to_the_evaluation_is_one() {
        let samples: Vec<Sample> = [
            "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
            "4k3/pppp4/8/8/8/8/PPPP4/1N2K3 w - - 0 1",
            "4k3/pp6/8/8/8/8/PPPP4/4K3 b - - 0 1",
        ]
        .iter()
        .map(|f| {
            let mut s = sample(f, 0.0);
            s.target = white_eval(&s.pos, &EvalTables::new(Weights::DEFAULT));
            s
        })
        .collect();
        let scale = best_scale(&samples, &Weights::DEFAULT, 2);
        assert!((scale - 1.0).abs() < 0.01, "scale {scale}");
    }
}

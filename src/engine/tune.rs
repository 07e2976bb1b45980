//! Fitting the evaluation weights to labelled positions (Texel-style local search).
//!
//! Each [`Sample`] is a quiet position with a [`Target`]: either a stronger engine's search
//! score or the result of the game it was played in, both from White's point of view. The
//! error of a set of weights is the mean squared difference between the expected result (a
//! logistic curve over centipawns) of the evaluation and the target's: for a score, its own
//! expected result, so large scores, where a few centipawns change nothing, count less; for a
//! game result, the result itself (1, 0.5 or 0: Texel tuning). A fitted scale ties the two
//! together ([`best_scale`]). [`Tuner::sweep`] moves every weight up or down by a step and
//! keeps the change when the error falls; repeated sweeps with shrinking steps settle on a
//! local minimum. No I/O: the caller reads the samples and reports progress.

use std::fmt;

use shakmaty::{Chess, Color, Position};

use super::eval::{EvalTables, evaluate_by};
use super::weights::Weights;

/// What a position should get, from White's point of view.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Target {
    /// A search score in centipawns (`FEN;35`).
    Score(f64),
    /// The result of the game the position comes from: 1 a White win, 0.5 a draw, 0 a Black
    /// win (`FEN;1-0`, `FEN;1/2-1/2`, `FEN;0-1`).
    Result(f64),
}

/// A label that is neither a game result nor a number of centipawns.
#[derive(Debug, PartialEq, Eq)]
pub struct BadLabel(pub String);

impl fmt::Display for BadLabel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "label {:?} is neither 1-0, 1/2-1/2, 0-1 nor centipawns",
            self.0
        )
    }
}

impl std::error::Error for BadLabel {}

impl std::str::FromStr for Target {
    type Err = BadLabel;

    /// Reads the text after the last `;` of a training line.
    fn from_str(label: &str) -> Result<Target, BadLabel> {
        match label.trim() {
            "1-0" => Ok(Target::Result(1.0)),
            "1/2-1/2" => Ok(Target::Result(0.5)),
            "0-1" => Ok(Target::Result(0.0)),
            text => match text.parse::<f64>() {
                Ok(cp) if cp.is_finite() => Ok(Target::Score(cp)),
                _ => Err(BadLabel(label.to_string())),
            },
        }
    }
}

impl Target {
    /// Squared difference between the expected results of the evaluation `eval` (White's
    /// point of view) and of this target. `scale` multiplies a score target (so a stronger
    /// engine's centipawns can be brought to ours) or, for a game result, the evaluation (the
    /// steepness of the curve that turns our centipawns into results).
    pub fn squared_error(self, eval: f64, scale: f64) -> f64 {
        let (aim, factor) = self.aim(scale);
        let d = expected(eval * factor) - aim;
        d * d
    }

    /// The expected result this target asks for, and the factor the evaluation is multiplied
    /// by before its own expected result is taken (`scale` as in [`Target::squared_error`]).
    pub fn aim(self, scale: f64) -> (f64, f64) {
        match self {
            Target::Score(cp) => (expected(cp * scale), 1.0),
            Target::Result(r) => (r, scale),
        }
    }
}

/// A position and what it should get.
pub struct Sample {
    /// The position (quiet: no capture or promotion is the best move).
    pub pos: Chess,
    /// The target.
    pub target: Target,
}

/// Expected result (0 to 1) for a score in centipawns, White's point of view.
pub fn expected(score: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-score / 400.0))
}

/// The evaluation of `pos` from White's point of view.
pub(crate) fn white_eval(pos: &Chess, tables: &EvalTables) -> f64 {
    let e = evaluate_by(pos, tables);
    f64::from(if pos.turn() == Color::White { e } else { -e })
}

/// Mean squared error of the evaluation with `weights` against the targets, with `scale`
/// as in [`Target::squared_error`], computed on `threads` threads.
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
                        .map(|x| x.target.squared_error(white_eval(&x.pos, tables), scale))
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

/// The scale (see [`Target::squared_error`]) that fits the current weights best, between
/// 0.1 and 4. Held fixed while tuning, it keeps the evaluation's overall scale, which the
/// search margins are calibrated to.
pub fn best_scale(samples: &[Sample], weights: &Weights, threads: usize) -> f64 {
    let (mut lo, mut hi) = (0.1f64, 4.0f64);
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
pub(crate) fn frozen_params(weights: &Weights) -> Vec<bool> {
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
    let fields: [(&str, &dyn std::fmt::Debug); 27] = [
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
        ("safe_check", &w.safe_check),
        ("minor_threat", &w.minor_threat),
        ("rook_threat", &w.rook_threat),
        ("outpost", &w.outpost),
        ("passer_free", &w.passer_free),
        ("passer_safe", &w.passer_safe),
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

    const KNIGHT_UP: &str = "4k3/pppp4/8/8/8/8/PPPP4/1N2K3 w - - 0 1";
    const KNIGHT_DOWN: &str = "1n2k3/pppp4/8/8/8/8/PPPP4/4K3 b - - 0 1";

    fn sample(fen: &str, target: Target) -> Sample {
        let fen: Fen = fen.parse().unwrap();
        Sample {
            pos: fen.into_position(CastlingMode::Standard).unwrap(),
            target,
        }
    }

    fn eval_of(s: &Sample) -> f64 {
        white_eval(&s.pos, &EvalTables::new(Weights::DEFAULT))
    }

    #[test]
    fn labels_read_as_results_or_centipawns() {
        let read = |t: &str| t.parse::<Target>();
        assert_eq!(read("1-0"), Ok(Target::Result(1.0)));
        assert_eq!(read("1/2-1/2"), Ok(Target::Result(0.5)));
        assert_eq!(read("0-1"), Ok(Target::Result(0.0)));
        assert_eq!(read(" 0-1\r"), Ok(Target::Result(0.0)));
        assert_eq!(read("35"), Ok(Target::Score(35.0)));
        assert_eq!(read("-120"), Ok(Target::Score(-120.0)));
        assert_eq!(read("0"), Ok(Target::Score(0.0)));
        for bad in ["", "1-1", "½-½", "draw", "*", "NaN", "inf", "1-0;"] {
            assert_eq!(read(bad), Err(BadLabel(bad.to_string())), "{bad:?}");
        }
    }

    #[test]
    fn a_result_target_is_the_result_against_the_scaled_evaluation() {
        let (win, draw, loss) = (
            Target::Result(1.0),
            Target::Result(0.5),
            Target::Result(0.0),
        );
        // A level evaluation expects half a point.
        assert_eq!(draw.squared_error(0.0, 1.0), 0.0);
        assert_eq!(win.squared_error(0.0, 1.0), 0.25);
        assert_eq!(loss.squared_error(0.0, 1.0), 0.25);
        // 400 cp expects 10/11 of a point; the scale multiplies the evaluation.
        let d = 1.0 - 10.0 / 11.0;
        assert!((win.squared_error(400.0, 1.0) - d * d).abs() < 1e-12);
        assert!((win.squared_error(200.0, 2.0) - d * d).abs() < 1e-12);
        assert!(win.squared_error(300.0, 1.0) < win.squared_error(100.0, 1.0));
        assert!(loss.squared_error(-300.0, 1.0) < loss.squared_error(100.0, 1.0));
        // A score target is unchanged: the scale multiplies the target.
        assert_eq!(Target::Score(80.0).squared_error(80.0, 1.0), 0.0);
        assert_eq!(Target::Score(40.0).squared_error(80.0, 2.0), 0.0);
        assert!(Target::Score(80.0).squared_error(0.0, 1.0) > 0.0);
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
            sample(KNIGHT_UP, Target::Score(900.0)),
            sample(KNIGHT_DOWN, Target::Score(-900.0)),
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
    fn a_sweep_moves_the_evaluation_towards_the_results() {
        // The side a knight up always won: the knight is worth more than now.
        let samples = vec![
            sample(KNIGHT_UP, Target::Result(1.0)),
            sample(KNIGHT_DOWN, Target::Result(0.0)),
        ];
        let mut tuner = Tuner::new(&samples, Weights::DEFAULT, 1.0, 1);
        let knight_eg = 3;
        assert!(tuner.try_param(knight_eg, 20));
        assert!(tuner.weights.material[1].1 > Weights::DEFAULT.material[1].1);
        // Drawn instead: it is worth less.
        let samples = vec![
            sample(KNIGHT_UP, Target::Result(0.5)),
            sample(KNIGHT_DOWN, Target::Result(0.5)),
        ];
        let mut tuner = Tuner::new(&samples, Weights::DEFAULT, 1.0, 1);
        assert!(tuner.try_param(knight_eg, 20));
        assert!(tuner.weights.material[1].1 < Weights::DEFAULT.material[1].1);
    }

    #[test]
    fn the_best_scale_of_targets_equal_to_the_evaluation_is_one() {
        let samples: Vec<Sample> = [
            "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
            KNIGHT_UP,
            "4k3/pp6/8/8/8/8/PPPP4/4K3 b - - 0 1",
        ]
        .iter()
        .map(|f| {
            let mut s = sample(f, Target::Score(0.0));
            s.target = Target::Score(eval_of(&s));
            s
        })
        .collect();
        let scale = best_scale(&samples, &Weights::DEFAULT, 2);
        assert!((scale - 1.0).abs() < 0.01, "scale {scale}");
    }

    #[test]
    fn the_best_scale_for_results_makes_the_evaluation_expect_their_mean() {
        // Three wins and a draw: 0.875 expected, so 10^(scale * eval / 400) = 7.
        let results = [1.0, 1.0, 1.0, 0.5];
        let samples: Vec<Sample> = results
            .iter()
            .map(|&r| sample(KNIGHT_UP, Target::Result(r)))
            .collect();
        let want = 400.0 * 7f64.log10() / eval_of(&samples[0]);
        assert!((0.2..3.0).contains(&want), "knight-up eval out of range");
        let scale = best_scale(&samples, &Weights::DEFAULT, 2);
        assert!((scale - want).abs() < 0.01, "scale {scale}, want {want}");
    }
}

//! Fitting every evaluation weight at once by gradient descent on a linearised evaluation.
//!
//! The coordinate search of [`super::tune::Tuner`] evaluates every position again for each
//! step it tries, which is too slow for the square tables: some 900 weights over several
//! hundred thousand positions. Almost all of the evaluation is a sum of weights times counts,
//! so here each position's evaluation is written as a straight line in the weights: its value
//! at the starting weights plus, per weight, the change per unit of that weight, measured once
//! by a finite difference ([`Linearised::measure`]). Gradient descent (Adam) on the tuner's own
//! error ([`super::tune::Target::squared_error`]) then moves all weights together
//! ([`Linearised::fit`]); the few parts that are not straight lines (king danger, which is
//! squared, and the scaling of drawish endings) are followed by measuring again at the new
//! weights. One position in [`HOLD_OUT`] (the last of every run of that many) is kept out of
//! the fit to show over-fitting. No I/O.

use std::sync::atomic::{AtomicUsize, Ordering};

use super::eval::EvalTables;
use super::tune::{Sample, expected, frozen_params, white_eval};
use super::weights::Weights;

/// One position in this many is held out of the fit and only measured.
pub const HOLD_OUT: usize = 20;

/// Evaluations as straight lines in the weights around a starting point.
pub struct Linearised {
    /// The weights the lines were measured at, as [`Weights::params_mut`] lists them.
    start: Vec<i32>,
    /// White's evaluation of each sample at the start.
    base: Vec<f64>,
    /// Per weight: the samples whose evaluation it changes, and by how much per unit.
    slopes: Vec<Vec<(u32, f32)>>,
}

/// How a fit goes: its length, step size and pull back towards the start.
#[derive(Clone, Copy, Debug)]
pub struct FitOptions {
    /// Passes over all samples.
    pub epochs: usize,
    /// Adam's step size in centipawns.
    pub rate: f64,
    /// Weight of the squared distance from the starting weights (per weight, in error units
    /// per centipawn squared), which keeps rarely seen squares near their start.
    pub pull: f64,
    /// Threads.
    pub threads: usize,
}

/// The errors of the training and the held-out samples at the weights an epoch starts from.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Progress {
    /// The epoch (1-based).
    pub epoch: usize,
    /// Mean error of the samples fitted.
    pub train: f64,
    /// Mean error of the samples held out.
    pub held_out: f64,
}

/// The weights listed the way [`Weights::params_mut`] lists them.
pub fn params_of(w: &Weights) -> Vec<i32> {
    w.clone().params_mut().into_iter().map(|p| *p).collect()
}

/// `w` with its listed weights replaced by `values`.
pub fn with_params(w: &Weights, values: &[i32]) -> Weights {
    let mut out = w.clone();
    for (p, v) in out.params_mut().into_iter().zip(values) {
        *p = *v;
    }
    out
}

/// The finite-difference step for weight `param`: 24 (a multiple of the phase total, so the
/// taper's rounding cancels) except for the king-attack units, whose danger is squared.
fn step_of(param: usize, attack_units: std::ops::Range<usize>) -> i32 {
    if attack_units.contains(&param) { 1 } else { 24 }
}

/// Where the king-attack units sit in the list of weights, found by address so the list's
/// order is written once (in [`Weights::params_mut`]).
fn attack_unit_range(w: &Weights) -> std::ops::Range<usize> {
    let mut w = w.clone();
    let first: *const i32 = &w.attack_units[0];
    let at = w
        .params_mut()
        .iter()
        .position(|p| std::ptr::eq(&**p, first));
    let n = w.attack_units.len();
    at.map_or(0..0, |at| at..at + n)
}

impl Linearised {
    /// Measures every free weight's slope on every sample at `weights`, on `threads` threads.
    /// `progress` is called with the number of weights measured so far (from one thread at a
    /// time, in no fixed order).
    pub fn measure(
        samples: &[Sample],
        weights: &Weights,
        threads: usize,
        progress: impl Fn(usize) + Sync,
    ) -> Linearised {
        let tables = EvalTables::new(weights.clone());
        let probe = Probe {
            samples,
            weights,
            base: samples
                .iter()
                .map(|s| white_eval(&s.pos, &tables))
                .collect(),
            frozen: frozen_params(weights),
            units: attack_unit_range(weights),
        };
        let n = probe.frozen.len();
        let done = AtomicUsize::new(0);
        let threads = threads.max(1);
        let mut slopes: Vec<Vec<(u32, f32)>> = vec![Vec::new(); n];
        std::thread::scope(|scope| {
            let handles: Vec<_> = (0..threads)
                .map(|t| {
                    let (probe, done, progress) = (&probe, &done, &progress);
                    scope.spawn(move || {
                        (t..n)
                            .step_by(threads)
                            .map(|param| {
                                let column = probe.column(param);
                                progress(done.fetch_add(1, Ordering::Relaxed) + 1);
                                (param, column)
                            })
                            .collect::<Vec<_>>()
                    })
                })
                .collect();
            for h in handles {
                for (param, column) in h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)) {
                    slopes[param] = column;
                }
            }
        });
        Linearised {
            start: params_of(weights),
            base: probe.base,
            slopes,
        }
    }

    /// How many samples each weight touches, summed: the size of the lines.
    pub fn entries(&self) -> usize {
        self.slopes.iter().map(Vec::len).sum()
    }

    /// Fits the weights to `samples` (the ones measured) with targets scaled by `scale`,
    /// calling `report` after each epoch; returns the fitted weights, rounded.
    pub fn fit(
        &self,
        samples: &[Sample],
        scale: f64,
        o: FitOptions,
        mut report: impl FnMut(Progress),
    ) -> Vec<i32> {
        let aims: Vec<(f64, f64)> = samples.iter().map(|s| s.target.aim(scale)).collect();
        let mut delta = vec![0.0f64; self.start.len()];
        let mut adam = Adam::new(self.start.len());
        for epoch in 1..=o.epochs {
            let evals = self.evaluations(&delta, o.threads);
            let (pulls, progress) = error_pulls(&evals, &aims, epoch);
            let grad = self.gradient(&pulls, &delta, o);
            // The step shrinks linearly to a tenth, so the last epochs settle.
            let rate = o.rate * (1.0 - 0.9 * (epoch - 1) as f64 / o.epochs as f64);
            adam.step(&mut delta, &grad, rate);
            report(progress);
        }
        self.start
            .iter()
            .zip(&delta)
            .map(|(s, d)| s + d.round() as i32)
            .collect()
    }

    /// Each sample's evaluation with the weights moved by `delta` from the start.
    fn evaluations(&self, delta: &[f64], threads: usize) -> Vec<f64> {
        let per = self.slopes.len().div_ceil(threads.max(1)).max(1);
        let parts: Vec<Vec<f64>> = std::thread::scope(|scope| {
            let handles: Vec<_> = self
                .slopes
                .chunks(per)
                .zip(delta.chunks(per))
                .map(|(columns, ds)| {
                    scope.spawn(move || {
                        let mut sum = vec![0.0f64; self.base.len()];
                        for (column, &d) in columns.iter().zip(ds) {
                            if d != 0.0 {
                                for &(s, slope) in column {
                                    sum[s as usize] += f64::from(slope) * d;
                                }
                            }
                        }
                        sum
                    })
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
                .collect()
        });
        let mut evals = self.base.clone();
        for part in parts {
            for (e, p) in evals.iter_mut().zip(part) {
                *e += p;
            }
        }
        evals
    }

    /// The gradient of the training error plus the pull towards the start, per weight.
    fn gradient(&self, pulls: &[f64], delta: &[f64], o: FitOptions) -> Vec<f64> {
        self.slopes
            .iter()
            .zip(delta)
            .map(|(column, &d)| {
                let error: f64 = column
                    .iter()
                    .map(|&(s, slope)| f64::from(slope) * pulls[s as usize])
                    .sum();
                error + 2.0 * o.pull * d
            })
            .collect()
    }
}

/// The derivative of the mean training error by each sample's evaluation (zero for the
/// held-out samples), and the errors of both sets. `aims`: each target's
/// [`super::tune::Target::aim`].
fn error_pulls(evals: &[f64], aims: &[(f64, f64)], epoch: usize) -> (Vec<f64>, Progress) {
    let (mut train, mut held) = ((0.0, 0usize), (0.0, 0usize));
    let train_count = evals.len() - evals.len() / HOLD_OUT;
    let pulls = evals
        .iter()
        .zip(aims)
        .enumerate()
        .map(|(i, (&e, &(aim, factor)))| {
            let p = expected(e * factor);
            let d = p - aim;
            if i % HOLD_OUT == HOLD_OUT - 1 {
                held = (held.0 + d * d, held.1 + 1);
                return 0.0;
            }
            train = (train.0 + d * d, train.1 + 1);
            2.0 * d * p * (1.0 - p) * LOGISTIC_SLOPE * factor / train_count.max(1) as f64
        })
        .collect();
    let mean = |(sum, n): (f64, usize)| sum / n.max(1) as f64;
    let progress = Progress {
        epoch,
        train: mean(train),
        held_out: mean(held),
    };
    (pulls, progress)
}

/// d expected / d score at the score where the expected result is p: p (1 - p) times this.
const LOGISTIC_SLOPE: f64 = std::f64::consts::LN_10 / 400.0;

/// What measuring needs: the samples, the weights and the evaluations at them.
struct Probe<'a> {
    samples: &'a [Sample],
    weights: &'a Weights,
    /// White's evaluation of each sample at `weights`.
    base: Vec<f64>,
    /// The weights left alone.
    frozen: Vec<bool>,
    /// Where the king-attack units are.
    units: std::ops::Range<usize>,
}

impl Probe<'_> {
    /// The slopes of weight `param`: the change of each evaluation when the weight grows by a
    /// step, per unit, for the samples it changes; none for a frozen weight.
    fn column(&self, param: usize) -> Vec<(u32, f32)> {
        if self.frozen[param] {
            return Vec::new();
        }
        let step = step_of(param, self.units.clone());
        let mut moved = self.weights.clone();
        *moved.params_mut()[param] += step;
        let tables = EvalTables::new(moved);
        self.samples
            .iter()
            .zip(&self.base)
            .enumerate()
            .filter_map(|(i, (s, &b))| {
                let change = white_eval(&s.pos, &tables) - b;
                (change != 0.0).then(|| (i as u32, (change / f64::from(step)) as f32))
            })
            .collect()
    }
}

/// Adam's running moments.
struct Adam {
    mean: Vec<f64>,
    square: Vec<f64>,
    t: i32,
}

impl Adam {
    const B1: f64 = 0.9;
    const B2: f64 = 0.999;

    fn new(n: usize) -> Adam {
        Adam {
            mean: vec![0.0; n],
            square: vec![0.0; n],
            t: 0,
        }
    }

    /// Moves `x` against `grad` by about `rate` per coordinate.
    fn step(&mut self, x: &mut [f64], grad: &[f64], rate: f64) {
        self.t += 1;
        let (c1, c2) = (1.0 - Self::B1.powi(self.t), 1.0 - Self::B2.powi(self.t));
        for i in 0..x.len() {
            let g = grad[i];
            self.mean[i] = Self::B1 * self.mean[i] + (1.0 - Self::B1) * g;
            self.square[i] = Self::B2 * self.square[i] + (1.0 - Self::B2) * g * g;
            let (m, v) = (self.mean[i] / c1, self.square[i] / c2);
            if v > 0.0 {
                x[i] -= rate * m / (v.sqrt() + 1e-12);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::tune::Target;
    use shakmaty::{CastlingMode, fen::Fen};

    /// White a knight up; one knight on the board, so the game phase is 1 of 24.
    const KNIGHT_UP: &str = "4k3/pppp4/8/8/8/8/PPPP4/1N2K3 w - - 0 1";
    const KNIGHT_DOWN: &str = "1n2k3/pppp4/8/8/8/8/PPPP4/4K3 b - - 0 1";
    /// Material comes first in the list: the knight's middlegame and endgame values.
    const KNIGHT_MG: usize = 2;
    const KNIGHT_EG: usize = 3;

    fn sample(fen: &str, target: Target) -> Sample {
        let fen: Fen = fen.parse().unwrap();
        Sample {
            pos: fen.into_position(CastlingMode::Standard).unwrap(),
            target,
        }
    }

    fn slope(lines: &Linearised, param: usize, sample: u32) -> Option<f32> {
        lines.slopes[param]
            .iter()
            .find(|&&(s, _)| s == sample)
            .map(|&(_, slope)| slope)
    }

    /// Measures `samples` at the playing weights and fits them for `epochs` without a pull;
    /// the fitted weights and each epoch's progress.
    fn fit_all(samples: &[Sample], epochs: usize) -> (Vec<i32>, Vec<Progress>) {
        let lines = Linearised::measure(samples, &Weights::DEFAULT, 2, |_| {});
        let options = FitOptions {
            epochs,
            rate: 2.0,
            pull: 0.0,
            threads: 2,
        };
        let mut seen = Vec::new();
        let fitted = lines.fit(samples, 1.0, options, |p| seen.push(p));
        (fitted, seen)
    }

    #[test]
    fn the_slopes_of_a_counted_weight_are_its_count_tapered_by_the_phase() {
        let samples = vec![
            sample(KNIGHT_UP, Target::Score(0.0)),
            sample(KNIGHT_DOWN, Target::Score(0.0)),
        ];
        let lines = Linearised::measure(&samples, &Weights::DEFAULT, 2, |_| {});
        // White's knight counts for White, Black's against, blended 1 : 23.
        let close = |a: Option<f32>, b: f32| (a.unwrap() - b).abs() < 1e-6;
        assert!(close(slope(&lines, KNIGHT_MG, 0), 1.0 / 24.0));
        assert!(close(slope(&lines, KNIGHT_EG, 0), 23.0 / 24.0));
        assert!(close(slope(&lines, KNIGHT_EG, 1), -23.0 / 24.0));
        // The queen's value changes neither; the king's material is frozen.
        assert_eq!(slope(&lines, 8, 0), None);
        assert!(lines.slopes[10].is_empty() && lines.slopes[11].is_empty());
        assert_eq!(lines.base[0], -lines.base[1]);
    }

    #[test]
    fn the_held_out_positions_are_measured_but_do_not_move_the_weights() {
        // Nineteen positions the evaluation already gets right, then a held-out one it gets
        // badly wrong: only the held-out one would pull, and it must not.
        let at = |fen: &str| {
            let s = sample(fen, Target::Score(0.0));
            let eval = white_eval(&s.pos, &EvalTables::new(Weights::DEFAULT));
            sample(fen, Target::Score(eval))
        };
        let mut samples: Vec<Sample> = (0..HOLD_OUT - 1).map(|_| at(KNIGHT_UP)).collect();
        samples.push(sample(KNIGHT_UP, Target::Score(2000.0)));
        let (fitted, seen) = fit_all(&samples, 20);
        assert_eq!(fitted, params_of(&Weights::DEFAULT));
        assert_eq!(seen[19].train, 0.0);
        assert!(seen[19].held_out > 0.01, "{:?}", seen[19]);
        assert_eq!(attack_unit_range(&Weights::DEFAULT).len(), 4);
    }

    #[test]
    fn a_fit_moves_the_weights_towards_the_targets_and_lowers_the_error() {
        // The targets say the extra knight is worth far more than the evaluation gives.
        let samples: Vec<Sample> = (0..4)
            .flat_map(|_| {
                [
                    sample(KNIGHT_UP, Target::Score(900.0)),
                    sample(KNIGHT_DOWN, Target::Score(-900.0)),
                ]
            })
            .collect();
        let (fitted, seen) = fit_all(&samples, 200);
        assert_eq!(seen.len(), 200);
        assert!(seen[199].train < seen[0].train / 2.0, "{:?}", seen[199]);
        // Too few samples for a held-out one.
        assert_eq!(seen[199].held_out, 0.0);
        let start = params_of(&Weights::DEFAULT);
        // Every weight the positions share moves; the knight's endgame value most.
        assert!(
            fitted[KNIGHT_EG] > start[KNIGHT_EG] + 50,
            "{} from {}",
            fitted[KNIGHT_EG],
            start[KNIGHT_EG]
        );
        // Frozen weights stay where they are.
        assert_eq!(fitted[10..12], start[10..12]);
        let w = with_params(&Weights::DEFAULT, &fitted);
        assert_eq!(w.material[1].1, fitted[KNIGHT_EG]);
    }
}

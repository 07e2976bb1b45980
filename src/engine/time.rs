//! Search limits and time management.
//!
//! [`Limits`] says what the caller allows (depth, nodes, a fixed time per move, a chess clock,
//! or infinite until stopped). [`TimePlan::new`] turns a clock into two budgets: a *soft* one,
//! after which no new iteration starts, and a *hard* one, at which the search is cut off
//! wherever it is. The plan keeps a safety margin for the time the move takes to travel.

use std::time::{Duration, Instant};

use shakmaty::Color;

/// A chess clock as UCI's `go wtime btime winc binc movestogo` gives it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Clock {
    /// White's remaining time.
    pub white: Duration,
    /// Black's remaining time.
    pub black: Duration,
    /// White's increment per move.
    pub white_inc: Duration,
    /// Black's increment per move.
    pub black_inc: Duration,
    /// Moves until the next time control, if the control is not sudden death.
    pub moves_to_go: Option<u32>,
}

/// What a search may spend. Several limits combine: the search stops at the first one reached.
/// With no limit at all (and not `infinite`) the search runs until its depth cap or a stop.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// Deepest iteration (plies).
    pub depth: Option<u32>,
    /// Most nodes; with only this limit (and depth) the search is deterministic.
    pub nodes: Option<u64>,
    /// Exact time for this move.
    pub movetime: Option<Duration>,
    /// The clock, for a time budget computed by the engine.
    pub clock: Option<Clock>,
    /// Search until told to stop (UCI `go infinite`); the other limits still apply except time.
    pub infinite: bool,
}

impl Limits {
    /// A search to a fixed depth.
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    /// A search of a fixed number of nodes.
    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..Limits::default()
        }
    }

    /// A search of a fixed time.
    pub fn movetime(time: Duration) -> Limits {
        Limits {
            movetime: Some(time),
            ..Limits::default()
        }
    }

    /// Whether time (rather than depth or nodes alone) limits this search.
    pub fn is_timed(&self) -> bool {
        !self.infinite && (self.movetime.is_some() || self.clock.is_some())
    }
}

/// Time kept back for communication overhead.
const OVERHEAD: Duration = Duration::from_millis(20);
/// Moves assumed to remain in a sudden-death game. A real game lasts longer, but the search
/// rarely spends the whole soft budget (an iteration that would overrun it is not started), and
/// once the best move is stable it spends less of it ([`TimePlan::scale_soft`]), so a shorter
/// horizon is what spends the clock.
const DEFAULT_MOVES_TO_GO: u32 = 20;

/// Soft and hard deadlines for one search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimePlan {
    start: Instant,
    soft: Option<Duration>,
    hard: Option<Duration>,
    /// The soft budget in force, in percent of `soft` (see [`TimePlan::scale_soft`]).
    soft_percent: u32,
}

impl TimePlan {
    /// The plan for `limits` with `turn` to move, starting now.
    pub fn new(limits: &Limits, turn: Color) -> TimePlan {
        let start = Instant::now();
        if limits.infinite {
            return TimePlan {
                start,
                soft: None,
                hard: None,
                soft_percent: 100,
            };
        }
        let mut plan = TimePlan {
            start,
            soft: None,
            hard: None,
            soft_percent: 100,
        };
        if let Some(clock) = limits.clock {
            let (soft, hard) = budget(&clock, turn);
            plan.soft = Some(soft);
            plan.hard = Some(hard);
        }
        if let Some(movetime) = limits.movetime {
            let t = movetime
                .saturating_sub(OVERHEAD / 4)
                .max(Duration::from_millis(1));
            plan.soft = Some(plan.soft.map_or(t, |s| s.min(t)));
            plan.hard = Some(plan.hard.map_or(t, |h| h.min(t)));
        }
        plan
    }

    /// Time since the search started.
    pub fn elapsed(&self) -> Duration {
        self.start.elapsed()
    }

    /// Whether the hard deadline has passed.
    pub fn hard_expired(&self) -> bool {
        self.hard.is_some_and(|h| self.elapsed() >= h)
    }

    /// Whether another iteration should start, given how long the last one took.
    pub fn may_start_iteration(&self, last_iteration: Duration) -> bool {
        let Some(soft) = self.soft else {
            return true;
        };
        let elapsed = self.elapsed();
        if Some(soft) == self.hard {
            // Fixed move time: use all of it; the hard deadline cuts the last iteration.
            return elapsed < soft;
        }
        let soft = (soft * self.soft_percent / 100).min(self.hard.unwrap_or(soft));
        // The next iteration usually takes a few times longer than the last one.
        elapsed < soft && elapsed + last_iteration * 2 < self.hard.unwrap_or(soft)
    }

    /// Sets the soft budget of a clocked search to `percent` of the planned one (never past the
    /// hard deadline): more while the best move keeps changing or the score falls, less once
    /// it has stayed the same for several iterations. A fixed move time is not affected.
    pub fn scale_soft(&mut self, percent: u32) {
        self.soft_percent = percent;
    }

    /// Whether the plan has any deadline at all.
    pub fn is_timed(&self) -> bool {
        self.hard.is_some()
    }
}

fn budget(clock: &Clock, turn: Color) -> (Duration, Duration) {
    let (left, inc) = match turn {
        Color::White => (clock.white, clock.white_inc),
        Color::Black => (clock.black, clock.black_inc),
    };
    let usable = left.saturating_sub(OVERHEAD).max(Duration::from_millis(1));
    let moves = clock
        .moves_to_go
        .unwrap_or(DEFAULT_MOVES_TO_GO)
        .clamp(1, 50);
    let base = usable / moves + inc * 3 / 4;
    let soft = base.min(usable / 2);
    let hard_cap = if moves == 1 {
        usable * 3 / 4
    } else {
        usable / 3
    };
    let hard = (soft * 3).min(hard_cap).max(soft);
    (soft, hard)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clock_budgets_stay_inside_the_remaining_time() {
        let clock = Clock {
            white: Duration::from_secs(60),
            black: Duration::from_millis(500),
            white_inc: Duration::from_secs(1),
            black_inc: Duration::ZERO,
            moves_to_go: None,
        };
        let (soft, hard) = budget(&clock, Color::White);
        assert!(soft >= Duration::from_secs(2) && soft <= Duration::from_secs(4));
        assert!(hard >= soft && hard <= Duration::from_secs(20));
        let (soft, hard) = budget(&clock, Color::Black);
        assert!(soft <= hard && hard < Duration::from_millis(500));
    }

    #[test]
    fn plans_follow_the_limits() {
        let plan = TimePlan::new(&Limits::depth(3), Color::White);
        assert!(!plan.is_timed() && plan.may_start_iteration(Duration::from_secs(100)));
        let plan = TimePlan::new(&Limits::movetime(Duration::from_secs(5)), Color::White);
        assert!(plan.is_timed() && !plan.hard_expired());
        let infinite = Limits {
            movetime: Some(Duration::ZERO),
            infinite: true,
            ..Limits::default()
        };
        assert!(!TimePlan::new(&infinite, Color::Black).is_timed());
    }
}

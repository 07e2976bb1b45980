//! How a periodic job runs at most once per interval: [`Every`] is the one such job, a named step
//! function asked only when due, and its [`Throttle`] remembers when it last ran and says whether
//! it is due again at the time the worker passes in. A clock that went back (a test's, or the
//! system's after a correction) makes the job due at once. A step that leaves work for later
//! ([`Ran::more`]) runs again at the next step instead of waiting for its interval.

use chrono::{Duration, NaiveDateTime};

use super::{Job, JobContext, JobError};

/// When a periodic job last ran.
#[derive(Debug, Default, Clone, Copy)]
pub struct Throttle {
    last: Option<NaiveDateTime>,
}

impl Throttle {
    /// Whether a job that runs every `interval` is due at `now`: it never ran, `interval` has
    /// passed since, or the clock went back.
    pub fn is_due(&self, now: NaiveDateTime, interval: Duration) -> bool {
        !self
            .last
            .is_some_and(|last| now >= last && now - last < interval)
    }

    /// Records that the job ran at `now`.
    pub fn ran(&mut self, now: NaiveDateTime) {
        self.last = Some(now);
    }

    /// Whether the job is due at `now` (see [`Throttle::is_due`]); if so, records the run.
    pub fn start(&mut self, now: NaiveDateTime, interval: Duration) -> bool {
        let due = self.is_due(now, interval);
        if due {
            self.ran(now);
        }
        due
    }
}

/// What one run of a periodic step did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Ran {
    /// Items handled.
    pub handled: usize,
    /// Whether it left some for the next step (a full batch).
    pub more: bool,
}

impl From<usize> for Ran {
    fn from(handled: usize) -> Ran {
        Ran {
            handled,
            more: false,
        }
    }
}

/// A periodic step: does what is due at `now` with the worker's context.
pub type Step = fn(&JobContext, NaiveDateTime) -> Result<Ran, JobError>;

/// A job that asks its step at most once per interval.
#[derive(Debug)]
pub struct Every {
    name: &'static str,
    interval: Duration,
    step: Step,
    throttle: Throttle,
}

impl Every {
    /// The job `name` that runs `step` at most once per `interval`.
    pub fn new(name: &'static str, interval: Duration, step: Step) -> Every {
        Every {
            name,
            interval,
            step,
            throttle: Throttle::default(),
        }
    }
}

impl Job for Every {
    fn name(&self) -> &'static str {
        self.name
    }

    /// Runs the step when due. The run counts from its start, so a failing step waits for its
    /// interval like a successful one; a step that left work for later is due again at once.
    fn run(&mut self, ctx: &JobContext, now: NaiveDateTime) -> Result<usize, JobError> {
        if !self.throttle.start(now, self.interval) {
            return Ok(0);
        }
        let ran = (self.step)(ctx, now)?;
        if ran.more {
            self.throttle = Throttle::default();
        }
        Ok(ran.handled)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_job_is_due_once_per_interval_and_again_when_the_clock_goes_back() {
        let at = chrono::NaiveDate::from_ymd_opt(2026, 3, 4)
            .unwrap()
            .and_hms_opt(5, 6, 7)
            .unwrap();
        let minute = Duration::minutes(1);
        let mut throttle = Throttle::default();
        assert!(throttle.start(at, minute));
        assert!(!throttle.start(at + Duration::seconds(59), minute));
        assert!(throttle.start(at + minute, minute));
        assert!(throttle.is_due(at, minute), "the clock went back");
    }

    static STEPS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

    fn full_batch_once(_: &JobContext, _: NaiveDateTime) -> Result<Ran, JobError> {
        let n = STEPS.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        Ok(Ran {
            handled: 10,
            more: n == 0,
        })
    }

    #[test]
    fn a_periodic_job_runs_again_at_once_while_its_step_leaves_work() {
        let dir = std::env::temp_dir().join(format!("kp-every-{}", std::process::id()));
        let config = crate::config::Config {
            data_dir: dir.clone(),
            ..crate::config::Config::load(crate::config::Settings::default()).unwrap()
        };
        let url = crate::db::DatabaseUrl::sqlite(dir.join("every.sqlite"));
        let ctx = JobContext::new(&config, crate::db::connect(&url, 1).unwrap()).unwrap();
        let at = chrono::NaiveDate::from_ymd_opt(2026, 3, 4)
            .unwrap()
            .and_hms_opt(5, 6, 7)
            .unwrap();
        let mut job = Every::new("test", Duration::hours(1), full_batch_once);
        assert_eq!(job.run(&ctx, at).unwrap(), 10, "due at first");
        assert_eq!(job.run(&ctx, at).unwrap(), 10, "a full batch runs again");
        assert_eq!(job.run(&ctx, at).unwrap(), 0, "then it waits");
        assert_eq!(job.run(&ctx, at + Duration::hours(1)).unwrap(), 10);
    }
}

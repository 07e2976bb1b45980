//! How a periodic job runs at most once per interval: a [`Throttle`] remembers when the job last
//! ran and says whether it is due again at the time the worker passes in. A clock that went back
//! (a test's, or the system's after a correction) makes the job due at once.

use chrono::{Duration, NaiveDateTime};

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
}

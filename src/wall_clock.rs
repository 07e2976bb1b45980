//! The application's clock: where every adapter (web handler, job, mail door) reads "now".
//!
//! Production runs on the system clock; a test fixes the clock at an instant and steps it
//! forward, so a request or a job can run at a known time. Services never read the time
//! themselves: the adapter passes `clock.now()` in, as the domain's functions expect.

use std::sync::{Arc, Mutex};

use chrono::{Duration, NaiveDateTime};

/// Where the current time comes from: the system, or a fixed instant a test moves by hand.
/// Clones share one fixed instant, so a test's clock and the app's clock agree.
#[derive(Clone, Debug, Default)]
pub struct Clock {
    fixed: Option<Arc<Mutex<NaiveDateTime>>>,
}

impl Clock {
    /// The system clock (UTC).
    pub fn system() -> Clock {
        Clock { fixed: None }
    }

    /// A clock that stands at `at` until [`Clock::set`] or [`Clock::advance`] moves it.
    pub fn fixed(at: NaiveDateTime) -> Clock {
        Clock {
            fixed: Some(Arc::new(Mutex::new(at))),
        }
    }

    /// The current time in UTC, as stored.
    pub fn now(&self) -> NaiveDateTime {
        match &self.fixed {
            Some(at) => *at.lock().unwrap_or_else(|e| e.into_inner()),
            None => chrono::Utc::now().naive_utc(),
        }
    }

    /// Moves a fixed clock to `at`; the system clock cannot be moved and ignores it.
    pub fn set(&self, at: NaiveDateTime) {
        if let Some(fixed) = &self.fixed {
            *fixed.lock().unwrap_or_else(|e| e.into_inner()) = at;
        }
    }

    /// Moves a fixed clock forward by `by`; the system clock ignores it.
    pub fn advance(&self, by: Duration) {
        if let Some(fixed) = &self.fixed {
            let mut at = fixed.lock().unwrap_or_else(|e| e.into_inner());
            *at += by;
        }
    }

    /// Whether this clock is fixed (a test's) rather than the system's.
    pub fn is_fixed(&self) -> bool {
        self.fixed.is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fixed_clock_stands_still_until_moved_and_its_clones_follow() {
        let at = chrono::NaiveDate::from_ymd_opt(2026, 1, 2)
            .unwrap()
            .and_hms_opt(3, 4, 5)
            .unwrap();
        let clock = Clock::fixed(at);
        let shared = clock.clone();
        assert_eq!(clock.now(), at);
        shared.advance(Duration::hours(1));
        assert_eq!(clock.now(), at + Duration::hours(1));
        clock.set(at);
        assert_eq!(shared.now(), at);
    }

    #[test]
    fn the_system_clock_moves_and_ignores_being_set() {
        let clock = Clock::system();
        let before = chrono::Utc::now().naive_utc();
        clock.set(before - Duration::days(3));
        assert!(clock.now() >= before);
        assert!(!clock.is_fixed());
    }
}

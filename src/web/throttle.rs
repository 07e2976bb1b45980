//! Sign-in throttling, in memory: after too many failed sign-ins for one account, or from one
//! client address, further attempts are refused until the oldest failure in the window is old
//! enough. The address limit is higher than the account limit because several people may share
//! an address (a household, an office, a club behind one router).
//!
//! Counts live in the process and are lost on restart, which is acceptable for slowing down
//! password guessing; several web processes each count on their own.

use std::collections::{HashMap, VecDeque};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How far back failures count.
pub const WINDOW: Duration = Duration::from_secs(15 * 60);
/// Failed sign-ins allowed per account within the window.
pub const PER_ACCOUNT: usize = 5;
/// Failed sign-ins allowed per client address within the window.
pub const PER_ADDRESS: usize = 20;
/// Beyond this many tracked keys, expired ones are swept on the next failure.
const SWEEP_AT: usize = 10_000;

/// Failed sign-ins per key (`account:<name>` or `address:<ip>`).
#[derive(Debug, Default)]
pub struct LoginThrottle {
    failures: Mutex<HashMap<String, VecDeque<Instant>>>,
}

/// The keys and limits that apply to one attempt.
fn keys(username: &str, address: Option<&str>) -> Vec<(String, usize)> {
    let mut keys = vec![(
        format!("account:{}", username.trim().to_lowercase()),
        PER_ACCOUNT,
    )];
    if let Some(address) = address {
        keys.push((format!("address:{address}"), PER_ADDRESS));
    }
    keys
}

impl LoginThrottle {
    /// `Err(wait)` when an attempt for `username` from `address` must wait that long.
    pub fn check(
        &self,
        username: &str,
        address: Option<&str>,
        now: Instant,
    ) -> Result<(), Duration> {
        let Ok(mut map) = self.failures.lock() else {
            return Ok(());
        };
        let wait = keys(username, address)
            .into_iter()
            .filter_map(|(key, limit)| {
                let times = map.get_mut(&key)?;
                times.retain(|t| now.duration_since(*t) < WINDOW);
                let oldest = *times.front()?;
                (times.len() >= limit).then(|| WINDOW.saturating_sub(now.duration_since(oldest)))
            })
            .max();
        wait.map_or(Ok(()), Err)
    }

    /// Counts a failed attempt.
    pub fn failed(&self, username: &str, address: Option<&str>, now: Instant) {
        let Ok(mut map) = self.failures.lock() else {
            return;
        };
        if map.len() > SWEEP_AT {
            map.retain(|_, times| {
                times
                    .back()
                    .is_some_and(|t| now.duration_since(*t) < WINDOW)
            });
        }
        for (key, _) in keys(username, address) {
            map.entry(key).or_default().push_back(now);
        }
    }

    /// Forgets an account's failures after a successful sign-in (the address keeps its count).
    pub fn succeeded(&self, username: &str) {
        if let Ok(mut map) = self.failures.lock() {
            map.remove(&format!("account:{}", username.trim().to_lowercase()));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sixth_failure_waits_until_the_first_leaves_the_window() {
        let throttle = LoginThrottle::default();
        let start = Instant::now();
        for i in 0..PER_ACCOUNT {
            assert!(throttle.check("Ann", Some("1.2.3.4"), start).is_ok(), "{i}");
            throttle.failed(
                "Ann",
                Some("1.2.3.4"),
                start + Duration::from_secs(i as u64),
            );
        }
        let later = start + Duration::from_secs(60);
        let wait = throttle.check("ann", None, later).unwrap_err();
        assert_eq!(wait, WINDOW - Duration::from_secs(60));
        assert!(throttle.check("bob", Some("1.2.3.4"), later).is_ok());
        assert!(
            throttle
                .check("ann", None, start + WINDOW + Duration::from_secs(1))
                .is_ok()
        );
        throttle.succeeded("ANN");
        assert!(throttle.check("ann", None, later).is_ok());
    }

    #[test]
    fn an_address_is_limited_across_accounts() {
        let throttle = LoginThrottle::default();
        let now = Instant::now();
        for i in 0..PER_ADDRESS {
            throttle.failed(&format!("user{i}"), Some("5.6.7.8"), now);
        }
        assert!(throttle.check("someone", Some("5.6.7.8"), now).is_err());
        assert!(throttle.check("someone", Some("9.9.9.9"), now).is_ok());
    }
}

//! Signing in with a password, the same for every door that takes one (the web login,
//! `POST /api/v1/tokens`, the current password of a password change, and any later door such as
//! Xfcc): [`sign_in`] checks the password behind one [`LoginThrottle`], as OWASP's
//! authentication cheat sheet describes.
//!
//! - An attempt is counted **before** its password is checked: [`LoginThrottle::reserve`] looks
//!   at the counts and adds the attempt as a failure in one step under a lock, and only a correct
//!   password takes it back. A burst of simultaneous guesses is therefore cut off after the free
//!   attempts instead of all reaching the (slow, Argon2) check.
//! - Per account, failures cost a **growing delay** instead of a lock-out: after
//!   [`ACCOUNT_FREE`] failures the next attempt must wait [`FIRST_DELAY`], doubling with each
//!   further failure up to [`MAX_DELAY`]. A guesser gets a few tries an hour, and nobody can
//!   lock an owner out for long.
//! - A browser where the owner signed in before (a "known device", proven by a cookie the web
//!   door signs) is not slowed by failures elsewhere: its attempts count against that device
//!   only. So an attacker's wrong passwords never keep the owner out of their own devices, and an
//!   emailed password reset lifts the account's delay ([`LoginThrottle::forgive_account`]).
//! - Per client address, a higher limit ([`ADDRESS_FREE`] free failures, then the same growing
//!   delay), since several people may share one address. The door decides what the client's
//!   address is (behind a reverse proxy only the configured trusted proxies are believed).
//!
//! Counts live in memory, per process, and are lost on restart; a count is forgotten
//! [`FORGET_AFTER`] after its last failure.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use chrono::NaiveDateTime;

use super::accounts::{self, AccountError};
use crate::db::DbConnection;
use crate::db::users::User;
use crate::domain::account::UserId;

/// Failures per account (from browsers that are not known devices) before attempts are slowed.
pub const ACCOUNT_FREE: u32 = 5;
/// Failures per known device before its attempts are slowed.
pub const DEVICE_FREE: u32 = 5;
/// Failures per client address (over all accounts) before its attempts are slowed.
pub const ADDRESS_FREE: u32 = 20;
/// The wait after the first failure past the free ones; each further failure doubles it.
pub const FIRST_DELAY: Duration = Duration::from_secs(30);
/// The longest wait between two attempts.
pub const MAX_DELAY: Duration = Duration::from_secs(5 * 60);
/// A count is forgotten this long after its last failure.
pub const FORGET_AFTER: Duration = Duration::from_secs(60 * 60);
/// Beyond this many counts, forgotten ones are swept out on the next attempt.
const SWEEP_AT: usize = 10_000;
/// Beyond this many counts after a sweep, only those that slow somebody down are kept.
const HARD_CAP: usize = 200_000;

/// What is counted: an account (by lowercased name, whether it exists or not), a known device,
/// or a client address.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
enum Key {
    Account(String),
    Device(String),
    Address(IpAddr),
}

impl Key {
    fn free(&self) -> u32 {
        match self {
            Key::Account(_) => ACCOUNT_FREE,
            Key::Device(_) => DEVICE_FREE,
            Key::Address(_) => ADDRESS_FREE,
        }
    }
}

#[derive(Debug, Clone, Copy)]
struct Count {
    failures: u32,
    last: Instant,
}

impl Count {
    /// How long an attempt at `now` must still wait.
    fn wait(&self, free: u32, now: Instant) -> Duration {
        delay(self.failures, free).saturating_sub(now.saturating_duration_since(self.last))
    }

    fn forgotten(&self, now: Instant) -> bool {
        now.saturating_duration_since(self.last) >= FORGET_AFTER
    }
}

/// The wait owed after `failures` failures when `free` of them cost nothing.
pub fn delay(failures: u32, free: u32) -> Duration {
    match failures.checked_sub(free) {
        None => Duration::ZERO,
        Some(past) => FIRST_DELAY
            .checked_mul(2u32.saturating_pow(past))
            .map_or(MAX_DELAY, |d| d.min(MAX_DELAY)),
    }
}

/// The sign-in counts of one process, shared by every door.
#[derive(Debug, Default)]
pub struct LoginThrottle {
    counts: Mutex<HashMap<Key, Count>>,
}

/// Who is trying to sign in, as the door saw it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Client {
    /// The client's address, if known.
    pub address: Option<IpAddr>,
    /// The id of a known device the door verified for the account being signed in to.
    pub known_device: Option<String>,
}

impl Client {
    /// The keys an attempt for `username` counts against: its device alone when it is a
    /// known device, else the account and the address.
    fn keys(&self, username: &str) -> Vec<Key> {
        if let Some(device) = &self.known_device {
            return vec![Key::Device(device.clone())];
        }
        let mut keys = vec![Key::Account(username.trim().to_lowercase())];
        keys.extend(self.address.map(Key::Address));
        keys
    }
}

/// An attempt counted as a failure until its outcome is known; dropped without an outcome
/// (the check could not be made), it is taken back.
#[derive(Debug)]
pub struct Reservation<'a> {
    throttle: &'a LoginThrottle,
    keys: Vec<Key>,
    settled: bool,
}

impl LoginThrottle {
    /// Counts an attempt by `client` for `username` as a failure, or, when one of its counts
    /// must still wait, refuses it with the longest wait (and counts nothing).
    pub fn reserve(
        &self,
        username: &str,
        client: &Client,
        now: Instant,
    ) -> Result<Reservation<'_>, Duration> {
        let keys = client.keys(username);
        let mut counts = self.lock();
        sweep(&mut counts, now);
        let wait = keys
            .iter()
            .filter_map(|key| {
                let count = counts.get(key).filter(|c| !c.forgotten(now))?;
                Some(count.wait(key.free(), now))
            })
            .max()
            .unwrap_or_default();
        if !wait.is_zero() {
            return Err(wait);
        }
        for key in &keys {
            let count = counts.entry(key.clone()).or_insert(Count {
                failures: 0,
                last: now,
            });
            if count.forgotten(now) {
                count.failures = 0;
            }
            count.failures = count.failures.saturating_add(1);
            count.last = now;
        }
        Ok(Reservation {
            throttle: self,
            keys,
            settled: false,
        })
    }

    /// Lifts an account's delay (after its owner proved the address with an emailed link).
    pub fn forgive_account(&self, username: &str) {
        self.lock()
            .remove(&Key::Account(username.trim().to_lowercase()));
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<Key, Count>> {
        // A panic while holding the lock cannot leave the counts inconsistent: use them.
        self.counts
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

/// Drops forgotten counts once there are many; if there are still too many, keeps only the
/// ones that slow somebody down.
fn sweep(counts: &mut HashMap<Key, Count>, now: Instant) {
    if counts.len() > SWEEP_AT {
        counts.retain(|_, count| !count.forgotten(now));
    }
    if counts.len() > HARD_CAP {
        counts.retain(|key, count| count.failures >= key.free());
    }
}

impl Reservation<'_> {
    /// The password was right: the account's (or device's) count is cleared, and the attempt
    /// is taken back from the address's.
    pub fn succeeded(mut self) {
        self.settled = true;
        let mut counts = self.throttle.lock();
        for key in &self.keys {
            match key {
                Key::Address(_) => take_back(&mut counts, key),
                Key::Account(_) | Key::Device(_) => {
                    counts.remove(key);
                }
            }
        }
    }

    /// The password was wrong: the attempt stays counted.
    pub fn failed(mut self) {
        self.settled = true;
    }
}

impl Drop for Reservation<'_> {
    fn drop(&mut self) {
        if !self.settled {
            let mut counts = self.throttle.lock();
            for key in &self.keys {
                take_back(&mut counts, key);
            }
        }
    }
}

fn take_back(counts: &mut HashMap<Key, Count>, key: &Key) {
    if let Some(count) = counts.get_mut(key) {
        count.failures = count.failures.saturating_sub(1);
    }
}

/// One attempt to sign in with a password.
#[derive(Debug, Clone)]
pub struct Attempt {
    /// The username as typed.
    pub username: String,
    /// The password as typed.
    pub password: String,
    /// Who is trying.
    pub client: Client,
}

/// Why a sign-in did not happen.
#[derive(Debug, thiserror::Error)]
pub enum SignInError {
    /// Too many failures lately; nothing was checked.
    #[error(
        "too many failed sign-ins for this account or from this address; try again in {} seconds",
        wait.as_secs().max(1)
    )]
    Throttled {
        /// How long to wait before the next attempt.
        wait: Duration,
    },
    /// The password was checked and is wrong (or the account does not exist), or the check
    /// failed.
    #[error(transparent)]
    Account(#[from] AccountError),
}

/// Checks a password behind the throttle: the attempt is counted first, then checked; returns
/// the account when the password is right.
pub fn sign_in(
    conn: &mut DbConnection,
    throttle: &LoginThrottle,
    attempt: &Attempt,
    now: Instant,
) -> Result<User, SignInError> {
    let reservation = throttle
        .reserve(&attempt.username, &attempt.client, now)
        .map_err(|wait| SignInError::Throttled { wait })?;
    match accounts::check_password(conn, &attempt.username, &attempt.password) {
        Ok(user) => {
            reservation.succeeded();
            Ok(user)
        }
        Err(AccountError::WrongCredentials) => {
            reservation.failed();
            Err(AccountError::WrongCredentials.into())
        }
        Err(other) => Err(other.into()),
    }
}

/// Changes a signed-in user's password behind the throttle: the current password (in
/// `attempt.password`) is a password door like the others, so a stolen session cannot be used to
/// guess it. Rule errors in the new password check nothing and count nothing.
pub fn change_password(
    conn: &mut DbConnection,
    throttle: &LoginThrottle,
    attempt: &Attempt,
    user: UserId,
    new: &str,
    now: Instant,
) -> Result<User, SignInError> {
    let reservation = throttle
        .reserve(&attempt.username, &attempt.client, now)
        .map_err(|wait| SignInError::Throttled { wait })?;
    match accounts::change_password(conn, user, &attempt.password, new) {
        Ok(user) => {
            reservation.succeeded();
            Ok(user)
        }
        Err(AccountError::WrongCurrentPassword) => {
            reservation.failed();
            Err(AccountError::WrongCurrentPassword.into())
        }
        Err(other) => Err(other.into()),
    }
}

/// Signs in like [`sign_in`] and issues a personal API token for the account; returns the
/// token (shown once, stored only as a hash).
pub fn create_token(
    conn: &mut DbConnection,
    throttle: &LoginThrottle,
    attempt: &Attempt,
    label: &str,
    now: (NaiveDateTime, Instant),
) -> Result<(UserId, String), SignInError> {
    let user = sign_in(conn, throttle, attempt, now.1)?;
    let token = accounts::issue_token(conn, UserId(user.id), label, now.0)?;
    Ok((UserId(user.id), token))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stranger(address: &str) -> Client {
        Client {
            address: Some(address.parse().unwrap()),
            known_device: None,
        }
    }

    #[test]
    fn the_delay_grows_and_is_capped() {
        assert_eq!(delay(4, 5), Duration::ZERO);
        assert_eq!(delay(5, 5), FIRST_DELAY);
        assert_eq!(delay(6, 5), FIRST_DELAY * 2);
        assert_eq!(delay(8, 5), FIRST_DELAY * 8);
        assert_eq!(delay(9, 5), MAX_DELAY);
        assert_eq!(delay(u32::MAX, 5), MAX_DELAY);
    }

    #[test]
    fn failures_slow_an_account_down_then_are_forgotten() {
        let throttle = LoginThrottle::default();
        let start = Instant::now();
        let client = stranger("192.0.2.1");
        for _ in 0..ACCOUNT_FREE {
            throttle.reserve("Ann", &client, start).unwrap().failed();
        }
        let wait = throttle.reserve("ann", &client, start).unwrap_err();
        assert_eq!(wait, FIRST_DELAY);
        let later = start + FIRST_DELAY;
        throttle.reserve("ANN", &client, later).unwrap().failed();
        let wait = throttle.reserve("ann", &client, later).unwrap_err();
        assert_eq!(wait, FIRST_DELAY * 2);
        let other = stranger("192.0.2.2");
        assert!(throttle.reserve("bob", &other, later).is_ok());
        let much_later = later + FORGET_AFTER;
        assert!(throttle.reserve("ann", &client, much_later).is_ok());
    }

    #[test]
    fn an_attempt_counts_before_its_outcome_and_a_success_takes_it_back() {
        let throttle = LoginThrottle::default();
        let now = Instant::now();
        let client = stranger("192.0.2.1");
        let pending: Vec<_> = (0..ACCOUNT_FREE)
            .map(|_| throttle.reserve("cy", &client, now).unwrap())
            .collect();
        assert!(
            throttle.reserve("cy", &client, now).is_err(),
            "all five in flight"
        );
        for reservation in pending {
            reservation.succeeded();
        }
        assert!(throttle.reserve("cy", &client, now).is_ok());
        drop(throttle.reserve("cy", &client, now).unwrap());
    }

    #[test]
    fn a_known_device_and_an_address_count_on_their_own() {
        let throttle = LoginThrottle::default();
        let now = Instant::now();
        for i in 0..ADDRESS_FREE {
            let name = format!("user{i}");
            throttle
                .reserve(&name, &stranger("5.6.7.8"), now)
                .unwrap()
                .failed();
        }
        assert!(
            throttle
                .reserve("someone", &stranger("5.6.7.8"), now)
                .is_err()
        );
        assert!(
            throttle
                .reserve("someone", &stranger("9.9.9.9"), now)
                .is_ok()
        );
        let device = Client {
            address: Some("5.6.7.8".parse().unwrap()),
            known_device: Some("d1".into()),
        };
        assert!(
            throttle.reserve("user0", &device, now).is_ok(),
            "known device"
        );
        throttle.forgive_account("user0");
    }
}

//! The limits on mail Kingpost itself sends, all in one table ([`LIMITS`]): how many messages of
//! a kind one address may get within a time. They stop a form or a forger from turning the
//! server into a mail cannon aimed at a player: `POST /forgot-password` thirty times, or thirty
//! forged mails that each earn the player an error reply.
//!
//! The counts are of the outbox's own rows (recipient, kind, when written), so every process
//! writing mail agrees on them; the check runs in the transaction that would write the message
//! ([`crate::db::outbox::recent_times_locked`]). Past a limit the message is silently not
//! written (the web page answers the same as always, so nobody learns anything about the
//! account) and a line is logged. Kinds not in the table (game mail, digests, event notices) go
//! to players who asked for them and are not limited here.

use chrono::{Duration, NaiveDateTime};

use crate::db::outbox;
use crate::db::{DbConnection, DbResult};

/// The kind of an address-confirmation mail.
pub const VERIFY_EMAIL: &str = "verify-email";
/// The kind of a password-reset mail.
pub const RESET_PASSWORD: &str = "reset-password";
/// The kind of an answer to an emailed command that was refused.
pub const COMMAND_ERROR: &str = "command-error";
/// The kind of a mail that carries a message the opponent wrote without a move.
pub const MESSAGE: &str = "message";

/// At most `at_most` messages within `minutes` minutes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rate {
    /// How many.
    pub at_most: i64,
    /// Within how many minutes.
    pub minutes: i64,
}

/// Every limited kind with its rates (a message is written only while every rate allows it).
pub const LIMITS: &[(&str, &[Rate])] = &[
    // Links: one per five minutes (a second click finds the first mail on its way), five a day.
    (
        VERIFY_EMAIL,
        &[
            Rate {
                at_most: 1,
                minutes: 5,
            },
            Rate {
                at_most: 5,
                minutes: 24 * 60,
            },
        ],
    ),
    (
        RESET_PASSWORD,
        &[
            Rate {
                at_most: 1,
                minutes: 5,
            },
            Rate {
                at_most: 5,
                minutes: 24 * 60,
            },
        ],
    ),
    // Error replies: a few per hour, then silence (the refusal is still recorded in the inbox).
    (
        COMMAND_ERROR,
        &[
            Rate {
                at_most: 3,
                minutes: 60,
            },
            Rate {
                at_most: 10,
                minutes: 24 * 60,
            },
        ],
    ),
    // Messages without a move: a conversation, not a flood (past it they are still stored and
    // shown on the game page, only not mailed).
    (
        MESSAGE,
        &[
            Rate {
                at_most: 10,
                minutes: 60,
            },
            Rate {
                at_most: 40,
                minutes: 24 * 60,
            },
        ],
    ),
];

/// The rates of `kind` (none: not limited).
pub fn rates(kind: &str) -> &'static [Rate] {
    LIMITS
        .iter()
        .find(|(k, _)| *k == kind)
        .map_or(&[], |(_, rates)| *rates)
}

/// How long until one more message of `kind` may be written to `recipient`, after `now`;
/// `None` when it may be written now. Call it inside the write transaction that would write
/// the message (the count and the insert are one step, see
/// [`crate::db::outbox::recent_times_locked`]).
pub fn wait(
    conn: &mut DbConnection,
    recipient: &str,
    kind: &str,
    now: NaiveDateTime,
) -> DbResult<Option<std::time::Duration>> {
    let longest = rates(kind).iter().map(|r| r.minutes).max();
    let Some(longest) = longest else {
        return Ok(None);
    };
    let sent =
        outbox::recent_times_locked(conn, recipient, kind, now - Duration::minutes(longest))?;
    Ok(wait_after(&sent, rates(kind), now))
}

/// Whether one more message of `kind` may be written to `recipient` at `now`; logs when not.
/// Call it inside the write transaction that writes the message.
pub fn allows(
    conn: &mut DbConnection,
    recipient: &str,
    kind: &str,
    now: NaiveDateTime,
) -> DbResult<bool> {
    let wait = wait(conn, recipient, kind, now)?;
    if let Some(wait) = wait {
        tracing::warn!(
            "not sending {kind} mail to {recipient}: its limit allows the next one in {} s",
            wait.as_secs()
        );
    }
    Ok(wait.is_none())
}

/// How long after `now` every rate of `rates` allows one more message, given when the earlier
/// ones were written (`sent`, oldest first); `None` when one may be written now.
fn wait_after(
    sent: &[NaiveDateTime],
    rates: &[Rate],
    now: NaiveDateTime,
) -> Option<std::time::Duration> {
    let until = rates
        .iter()
        .filter_map(|rate| {
            let since = now - Duration::minutes(rate.minutes);
            let within: Vec<_> = sent.iter().filter(|t| **t >= since).collect();
            let at_most = usize::try_from(rate.at_most).unwrap_or(usize::MAX);
            let oldest_counted = within
                .len()
                .checked_sub(at_most)
                .and_then(|i| within.get(i))?;
            Some(**oldest_counted + Duration::minutes(rate.minutes))
        })
        .max()
        .filter(|until| *until > now)?;
    (until - now).to_std().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_names_each_kind_once_with_sensible_rates() {
        for (i, (kind, rates)) in LIMITS.iter().enumerate() {
            assert!(LIMITS[i + 1..].iter().all(|(k, _)| k != kind), "{kind}");
            assert!(!rates.is_empty());
            assert!(rates.iter().all(|r| r.at_most >= 1 && r.minutes >= 1));
        }
        assert_eq!(rates("your-move"), &[]);
        assert_eq!(rates(RESET_PASSWORD)[0].at_most, 1);
    }

    fn at(minutes: i64) -> NaiveDateTime {
        chrono::DateTime::UNIX_EPOCH.naive_utc() + Duration::minutes(minutes)
    }

    #[test]
    fn a_link_waits_for_the_interval_and_the_day() {
        let links = rates(VERIFY_EMAIL);
        assert_eq!(wait_after(&[], links, at(0)), None);
        let wait = wait_after(&[at(0)], links, at(2)).map(|d| d.as_secs());
        assert_eq!(wait, Some(3 * 60));
        assert_eq!(wait_after(&[at(0)], links, at(5)), None);
        let five: Vec<_> = (0..5).map(|i| at(i * 10)).collect();
        let wait = wait_after(&five, links, at(60)).map(|d| d.as_secs());
        assert_eq!(wait, Some((24 * 60 - 60) * 60), "the oldest leaves the day");
        assert_eq!(wait_after(&five[1..], links, at(60)), None);
    }
}

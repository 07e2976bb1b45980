//! When to remind a silent player: at configurable points of the move in hand, each at most
//! once per move. Points are written `80%` (when 80% of the allowance the player had at receipt
//! is used) or `14d` (after 14 days without a move, leave days not counted). Pure: the instants
//! come from the clock arithmetic in [`crate::domain::clock`].
//!
//! Every point falls on a counted local midnight of the player, at the earliest on the first
//! one after receipt ([`first_checkpoint`]); a store that does not know the configured points can
//! therefore schedule a look at that moment and be sure to miss none.

use std::fmt;
use std::str::FromStr;

use chrono::NaiveDateTime;

use crate::domain::clock::{ClockInput, RunningMove};

/// A moment at which a silent player is reminded.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ReminderPoint {
    /// This percentage of the days the player had at receipt has been used.
    AllowanceUsed(u32),
    /// This many days have passed without a move.
    DaysSilent(u32),
}

/// A reminder point that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "'{0}' is not a reminder point; write a percentage of the allowance such as 80% (1% to 99%) \
     or a number of days without a move such as 14d"
)]
pub struct ReminderPointError(pub String);

impl FromStr for ReminderPoint {
    type Err = ReminderPointError;

    fn from_str(text: &str) -> Result<ReminderPoint, ReminderPointError> {
        let trimmed = text.trim().to_ascii_lowercase();
        let bad = || ReminderPointError(text.to_owned());
        if let Some(percent) = trimmed.strip_suffix('%') {
            let percent: u32 = percent.trim().parse().map_err(|_| bad())?;
            return (1..=99)
                .contains(&percent)
                .then_some(ReminderPoint::AllowanceUsed(percent))
                .ok_or_else(bad);
        }
        let days = trimmed.strip_suffix('d').ok_or_else(bad)?;
        let days: u32 = days.trim().parse().map_err(|_| bad())?;
        (1..=3650)
            .contains(&days)
            .then_some(ReminderPoint::DaysSilent(days))
            .ok_or_else(bad)
    }
}

impl fmt::Display for ReminderPoint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReminderPoint::AllowanceUsed(percent) => write!(f, "{percent}%"),
            ReminderPoint::DaysSilent(days) => write!(f, "{days}d"),
        }
    }
}

/// The points at which silent players are reminded (an instance setting).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReminderPolicy {
    /// The points, in any order.
    pub points: Vec<ReminderPoint>,
}

impl Default for ReminderPolicy {
    /// 80% of the allowance, and 14, 28 and 35 days without a move.
    fn default() -> ReminderPolicy {
        ReminderPolicy {
            points: vec![
                ReminderPoint::AllowanceUsed(80),
                ReminderPoint::DaysSilent(14),
                ReminderPoint::DaysSilent(28),
                ReminderPoint::DaysSilent(35),
            ],
        }
    }
}

/// The instant each point falls due for the move in hand, for the points that fall before the
/// deadline, earliest first.
pub fn schedule(
    input: &ClockInput<'_>,
    running: &RunningMove,
    policy: &ReminderPolicy,
) -> Vec<(ReminderPoint, NaiveDateTime)> {
    let span = input.span(running.color, running.received_at);
    let mut due: Vec<(ReminderPoint, NaiveDateTime)> = policy
        .points
        .iter()
        .filter_map(|&point| {
            let at = match point {
                ReminderPoint::AllowanceUsed(percent) => {
                    // Whole days: the allowance is the days at receipt plus the day of receipt.
                    let allowance = running.available_days.max(0) + 1;
                    let threshold = (allowance * i64::from(percent) / 100).max(1);
                    if threshold > running.available_days {
                        return None;
                    }
                    span.when_charged(u32::try_from(threshold).ok()?)
                }
                ReminderPoint::DaysSilent(days) => span.when_silent(days),
            };
            (at < running.deadline).then_some((point, at))
        })
        .collect();
    due.sort_by_key(|&(point, at)| (at, point));
    due
}

/// The earliest moment any reminder or the forfeit of the move in hand can fall due: the first
/// counted midnight after receipt, or the deadline if that is sooner.
pub fn first_checkpoint(input: &ClockInput<'_>, running: &RunningMove) -> NaiveDateTime {
    let span = input.span(running.color, running.received_at);
    span.when_silent(1).min(running.deadline)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::Color;
    use crate::domain::calendar::Calendar;
    use crate::domain::clock::compute;

    fn at(text: &str) -> NaiveDateTime {
        text.parse().unwrap()
    }

    #[test]
    fn points_read_and_write_back() {
        for text in ["80%", "14d", "1%", "99%"] {
            assert_eq!(text.parse::<ReminderPoint>().unwrap().to_string(), text);
        }
        for bad in ["0%", "100%", "80", "d", "0d", "x%"] {
            assert!(bad.parse::<ReminderPoint>().is_err(), "{bad}");
        }
    }

    #[test]
    fn the_default_points_fall_before_the_deadline() {
        let calendar = Calendar::default();
        let input = ClockInput {
            rules: "10/50".parse().unwrap(),
            started_at: at("2026-01-05T10:00:00"),
            first_mover: Color::White,
            played_at: &[],
            white: &calendar,
            black: &calendar,
            finished: false,
        };
        let report = compute(&input, at("2026-01-05T10:00:00"));
        let running = report.running.unwrap();
        assert_eq!(running.deadline, at("2026-02-25T00:00:00"));
        let due = schedule(&input, &running, &ReminderPolicy::default());
        assert_eq!(
            due,
            vec![
                (ReminderPoint::DaysSilent(14), at("2026-01-19T00:00:00")),
                (ReminderPoint::DaysSilent(28), at("2026-02-02T00:00:00")),
                (ReminderPoint::DaysSilent(35), at("2026-02-09T00:00:00")),
                // 80% of 51 days is 40 days: 10 days (and the last day) are left.
                (ReminderPoint::AllowanceUsed(80), at("2026-02-14T00:00:00")),
            ]
        );
        assert_eq!(
            first_checkpoint(&input, &running),
            at("2026-01-06T00:00:00")
        );
    }

    #[test]
    fn short_allowances_get_only_the_points_that_fit() {
        let calendar = Calendar::default();
        let input = ClockInput {
            rules: "3d".parse().unwrap(),
            started_at: at("2026-01-05T10:00:00"),
            first_mover: Color::White,
            played_at: &[],
            white: &calendar,
            black: &calendar,
            finished: false,
        };
        let running = compute(&input, at("2026-01-05T10:00:00")).running.unwrap();
        // 80% of 4 days is 3: the morning of the last day.
        assert_eq!(
            schedule(&input, &running, &ReminderPolicy::default()),
            vec![(ReminderPoint::AllowanceUsed(80), at("2026-01-08T00:00:00"))]
        );
    }
}

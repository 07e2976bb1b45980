//! Leave: the rules for booking, changing, cancelling and ending periods during which a
//! player's clocks stand still in all their games. Pure: `today` is the player's local date,
//! passed in.
//!
//! - A player books regular leave in advance (it must begin after today), within an allowance
//!   of days per calendar year (an instance setting, 45 by default; a period across New Year
//!   counts its days in each year). Periods may not overlap.
//! - Leave that has not begun may be moved or cancelled. Leave in progress can only be ended
//!   early: its last day becomes yesterday (or it disappears if it began today), so that the
//!   player can move again today.
//! - An organizer may grant special leave: any dates, outside the allowance; the player may end
//!   it early but not change or cancel it.

use std::fmt;

use chrono::{Duration, NaiveDate};

use crate::domain::calendar::LeavePeriod;

/// The longest single period of leave, in days.
pub const MAX_PERIOD_DAYS: u32 = 366;

/// Regular leave (booked by the player, within the allowance) or special leave (granted by an
/// organizer, outside it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LeaveKind {
    /// Booked by the player.
    Regular,
    /// Granted by an organizer.
    Special,
}

impl LeaveKind {
    /// The stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            LeaveKind::Regular => "regular",
            LeaveKind::Special => "special",
        }
    }

    /// Reads a stored name.
    pub fn from_name(name: &str) -> Option<LeaveKind> {
        [LeaveKind::Regular, LeaveKind::Special]
            .into_iter()
            .find(|k| k.as_str() == name)
    }
}

/// A booked period of leave.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Leave {
    /// The stored id.
    pub id: i32,
    /// Its days.
    pub period: LeavePeriod,
    /// Regular or special.
    pub kind: LeaveKind,
}

/// Why a leave request was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LeaveError {
    /// The last day is before the first.
    #[error(
        "leave cannot end ({last}) before it begins ({first}); give the first day, then the last"
    )]
    EndsBeforeStart {
        /// First day asked for.
        first: NaiveDate,
        /// Last day asked for.
        last: NaiveDate,
    },
    /// Regular leave must be booked in advance.
    #[error(
        "leave must be booked in advance: the first day must be after today ({today}), not {first}"
    )]
    NotInAdvance {
        /// First day asked for.
        first: NaiveDate,
        /// The player's today.
        today: NaiveDate,
    },
    /// A period longer than allowed.
    #[error(
        "one period of leave may last at most {MAX_PERIOD_DAYS} days, not {days}; book several periods"
    )]
    TooLong {
        /// Days asked for.
        days: u32,
    },
    /// The period overlaps another one.
    #[error("this leave overlaps your leave from {0}; change that one or choose other days")]
    Overlaps(LeavePeriod),
    /// The yearly allowance would be exceeded.
    #[error(
        "this leave would take {requested} days of {year}, but only {left} of your {allowance} \
         days for {year} are left; book fewer days"
    )]
    AllowanceExceeded {
        /// The calendar year.
        year: i32,
        /// Days per year.
        allowance: u32,
        /// Days still free that year.
        left: u32,
        /// Days this leave would take that year.
        requested: u32,
    },
    /// An event the player is playing in allows fewer days of leave a year than asked for.
    #[error(
        "this leave would take {requested} days of {year}, but the event '{event}' you play in \
         allows {allowance} days of leave a year and only {left} are left; book fewer days"
    )]
    EventAllowanceExceeded {
        /// The event's name.
        event: String,
        /// The calendar year.
        year: i32,
        /// The event's days per year.
        allowance: u32,
        /// Days still free that year under the event's allowance.
        left: u32,
        /// Days this leave would take that year.
        requested: u32,
    },
    /// The instance allows no regular leave.
    #[error("this server allows no leave; ask an organizer for special leave")]
    Disabled,
    /// The leave has begun (or is over) and can no longer be changed or cancelled.
    #[error("your leave from {0} has already begun; you can only end it early")]
    AlreadyBegun(LeavePeriod),
    /// The leave is over.
    #[error("your leave from {0} is over and cannot be changed")]
    Over(LeavePeriod),
    /// Special leave is changed by organizers only.
    #[error(
        "your leave from {0} was granted by an organizer; ask them to change it (you may end it early)"
    )]
    Special(LeavePeriod),
}

impl fmt::Display for LeaveKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Checks a new or changed period against the player's other leave. `others` excludes the
/// period being changed; `allowance` is the regular days per calendar year.
pub fn check_period(
    period: LeavePeriod,
    kind: LeaveKind,
    others: &[Leave],
    today: NaiveDate,
    allowance: u32,
) -> Result<(), LeaveError> {
    if period.last < period.first {
        return Err(LeaveError::EndsBeforeStart {
            first: period.first,
            last: period.last,
        });
    }
    if period.days() > MAX_PERIOD_DAYS {
        return Err(LeaveError::TooLong {
            days: period.days(),
        });
    }
    if kind == LeaveKind::Regular {
        if allowance == 0 {
            return Err(LeaveError::Disabled);
        }
        if period.first <= today {
            return Err(LeaveError::NotInAdvance {
                first: period.first,
                today,
            });
        }
    }
    if let Some(other) = others
        .iter()
        .find(|o| o.period.first <= period.last && period.first <= o.period.last)
    {
        return Err(LeaveError::Overlaps(other.period));
    }
    if kind == LeaveKind::Special {
        return Ok(());
    }
    for year in period.years() {
        let taken = days_taken(others, year);
        let requested = period.days_in_year(year);
        if taken + requested > allowance {
            return Err(LeaveError::AllowanceExceeded {
                year,
                allowance,
                left: allowance.saturating_sub(taken),
                requested,
            });
        }
    }
    Ok(())
}

/// Regular leave days taken in `year`.
pub fn days_taken(leave: &[Leave], year: i32) -> u32 {
    leave
        .iter()
        .filter(|l| l.kind == LeaveKind::Regular)
        .map(|l| l.period.days_in_year(year))
        .sum()
}

/// Checks that `leave` may be moved or cancelled by its player.
pub fn check_changeable(leave: &Leave, today: NaiveDate) -> Result<(), LeaveError> {
    if leave.kind == LeaveKind::Special {
        return Err(LeaveError::Special(leave.period));
    }
    if leave.period.last < today {
        return Err(LeaveError::Over(leave.period));
    }
    if leave.period.first <= today {
        return Err(LeaveError::AlreadyBegun(leave.period));
    }
    Ok(())
}

/// What ending a period early does to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndEarly {
    /// It had not begun: it is cancelled.
    Cancel,
    /// It began today: it is removed, and today counts.
    Remove,
    /// It began before today: its last day becomes the given one (yesterday).
    Shorten(NaiveDate),
}

/// What to do when the player ends `leave` (or cancels it, if it has not begun) on `today`.
pub fn end_early(leave: &Leave, today: NaiveDate) -> Result<EndEarly, LeaveError> {
    if leave.period.last < today {
        return Err(LeaveError::Over(leave.period));
    }
    if leave.period.first > today {
        check_changeable(leave, today)?;
        return Ok(EndEarly::Cancel);
    }
    if leave.period.first == today {
        return Ok(EndEarly::Remove);
    }
    Ok(EndEarly::Shorten(today - Duration::days(1)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn date(text: &str) -> NaiveDate {
        text.parse().unwrap()
    }

    fn period(first: &str, last: &str) -> LeavePeriod {
        LeavePeriod {
            first: date(first),
            last: date(last),
        }
    }

    fn booked(id: i32, first: &str, last: &str, kind: LeaveKind) -> Leave {
        Leave {
            id,
            period: period(first, last),
            kind,
        }
    }

    #[test]
    fn bookings_are_checked_against_the_rules() {
        let today = date("2026-06-10");
        let others = [
            booked(1, "2026-07-01", "2026-07-30", LeaveKind::Regular),
            booked(2, "2026-12-20", "2027-01-03", LeaveKind::Regular),
            booked(3, "2026-08-01", "2026-08-31", LeaveKind::Special),
        ];
        // 2026 has 30 + 12 regular days taken: 3 are left.
        let cases: [(&str, &str, LeaveKind, Result<(), LeaveError>); 8] = [
            ("2026-06-11", "2026-06-13", LeaveKind::Regular, Ok(())),
            (
                "2026-06-11",
                "2026-06-14",
                LeaveKind::Regular,
                Err(LeaveError::AllowanceExceeded {
                    year: 2026,
                    allowance: 45,
                    left: 3,
                    requested: 4,
                }),
            ),
            (
                "2026-06-10",
                "2026-06-10",
                LeaveKind::Regular,
                Err(LeaveError::NotInAdvance {
                    first: date("2026-06-10"),
                    today,
                }),
            ),
            (
                "2026-06-20",
                "2026-06-19",
                LeaveKind::Regular,
                Err(LeaveError::EndsBeforeStart {
                    first: date("2026-06-20"),
                    last: date("2026-06-19"),
                }),
            ),
            (
                "2026-07-30",
                "2026-07-31",
                LeaveKind::Regular,
                Err(LeaveError::Overlaps(period("2026-07-01", "2026-07-30"))),
            ),
            ("2027-01-04", "2027-02-04", LeaveKind::Regular, Ok(())),
            ("2027-01-04", "2027-02-14", LeaveKind::Regular, Ok(())),
            ("2026-06-10", "2026-06-30", LeaveKind::Special, Ok(())),
        ];
        for (first, last, kind, expected) in cases {
            let got = check_period(period(first, last), kind, &others, today, 45);
            assert_eq!(got, expected, "{first}..{last} {kind}");
        }
        let err = check_period(
            period("2027-01-04", "2027-02-15"),
            LeaveKind::Regular,
            &others,
            today,
            45,
        );
        assert_eq!(
            err,
            Err(LeaveError::AllowanceExceeded {
                year: 2027,
                allowance: 45,
                left: 42,
                requested: 43
            })
        );
        assert_eq!(
            check_period(
                period("2026-06-11", "2026-06-11"),
                LeaveKind::Regular,
                &[],
                today,
                0
            ),
            Err(LeaveError::Disabled)
        );
        assert!(matches!(
            check_period(
                period("2026-06-11", "2027-06-12"),
                LeaveKind::Special,
                &[],
                today,
                45
            ),
            Err(LeaveError::TooLong { days: 367 })
        ));
        assert_eq!(days_taken(&others, 2026), 42);
    }

    #[test]
    fn only_future_regular_leave_changes_and_current_leave_ends_early() {
        let today = date("2026-06-10");
        let future = booked(1, "2026-06-11", "2026-06-20", LeaveKind::Regular);
        let current = booked(2, "2026-06-05", "2026-06-20", LeaveKind::Regular);
        let begins_today = booked(3, "2026-06-10", "2026-06-20", LeaveKind::Special);
        let over = booked(4, "2026-06-01", "2026-06-09", LeaveKind::Regular);
        assert_eq!(check_changeable(&future, today), Ok(()));
        assert_eq!(
            check_changeable(&current, today),
            Err(LeaveError::AlreadyBegun(current.period))
        );
        assert_eq!(
            check_changeable(&over, today),
            Err(LeaveError::Over(over.period))
        );
        assert_eq!(
            check_changeable(&begins_today, today),
            Err(LeaveError::Special(begins_today.period))
        );
        assert_eq!(end_early(&future, today), Ok(EndEarly::Cancel));
        assert_eq!(
            end_early(&current, today),
            Ok(EndEarly::Shorten(date("2026-06-09")))
        );
        assert_eq!(end_early(&begins_today, today), Ok(EndEarly::Remove));
        assert_eq!(end_early(&over, today), Err(LeaveError::Over(over.period)));
        assert!(
            LeaveError::AlreadyBegun(current.period)
                .to_string()
                .contains("end it early")
        );
    }
}

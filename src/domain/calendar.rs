//! A player's calendar: their time zone and their leave, and the day counting the clocks are
//! built on. Pure: instants are UTC [`NaiveDateTime`]s passed in, never read from a clock.
//!
//! **How days are counted.** Correspondence clocks count calendar days, and a calendar day is the
//! player's own: it begins at local midnight in the time zone of their profile (UTC by default),
//! with daylight-saving changes taken into account (a day may last 23 or 25 hours; where a change
//! skips midnight, the day begins at the first local time that exists). A move received on some
//! local date costs one day for each later local date that has begun before the reply, so a reply
//! on the day of receipt costs nothing, and a player who has `n` days left at receipt must reply
//! before the local midnight that begins the `(n + 1)`-th following day. Days of leave are not
//! counted at all. The zone in effect is the one in the profile now: changing it recounts the
//! move in hand too, which shifts its deadline by about a day at most.

use std::fmt;
use std::str::FromStr;

use chrono::{Datelike, Duration, NaiveDate, NaiveDateTime, NaiveTime, TimeZone};

pub use chrono_tz::Tz;

/// A time zone name that is not in the IANA database.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "'{0}' is not a time zone Kingpost knows; use an IANA name such as UTC, Europe/Berlin or \
     America/New_York"
)]
pub struct TimeZoneError(pub String);

/// Reads an IANA time zone name such as `Europe/Berlin`.
pub fn parse_time_zone(name: &str) -> Result<Tz, TimeZoneError> {
    Tz::from_str(name.trim()).map_err(|_| TimeZoneError(name.to_owned()))
}

/// Every IANA time zone name Kingpost knows, in the database's order.
pub fn time_zone_names() -> impl Iterator<Item = &'static str> {
    chrono_tz::TZ_VARIANTS.iter().map(|tz| tz.name())
}

/// The local date in `tz` at the UTC instant `at`.
pub fn local_date(tz: Tz, at: NaiveDateTime) -> NaiveDate {
    tz.from_utc_datetime(&at).date_naive()
}

/// The local wall-clock time in `tz` at the UTC instant `at`.
pub fn local_time(tz: Tz, at: NaiveDateTime) -> NaiveDateTime {
    tz.from_utc_datetime(&at).naive_local()
}

/// The UTC instant at which `date` begins in `tz`: local midnight, the earlier one if midnight
/// happens twice, or the first local time that exists if a daylight-saving change skips it.
pub fn start_of_day(tz: Tz, date: NaiveDate) -> NaiveDateTime {
    let midnight = date.and_time(NaiveTime::MIN);
    for minutes in (0..=24 * 60).step_by(15) {
        let local = midnight + Duration::minutes(minutes);
        if let Some(at) = tz.from_local_datetime(&local).earliest() {
            return at.naive_utc();
        }
    }
    // No zone skips a whole day's worth of quarter hours; fall back to midnight UTC.
    midnight
}

/// A period of leave, from its first to its last day (both included), in the player's dates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LeavePeriod {
    /// The first day of leave.
    pub first: NaiveDate,
    /// The last day of leave.
    pub last: NaiveDate,
}

impl LeavePeriod {
    /// How many days it covers.
    pub fn days(&self) -> u32 {
        u32::try_from((self.last - self.first).num_days() + 1).unwrap_or(0)
    }

    /// Whether `date` is a day of this leave.
    pub fn contains(&self, date: NaiveDate) -> bool {
        self.first <= date && date <= self.last
    }

    /// How many of its days fall in calendar year `year`.
    pub fn days_in_year(&self, year: i32) -> u32 {
        let (Some(jan1), Some(dec31)) = (
            NaiveDate::from_ymd_opt(year, 1, 1),
            NaiveDate::from_ymd_opt(year, 12, 31),
        ) else {
            return 0;
        };
        let first = self.first.max(jan1);
        let last = self.last.min(dec31);
        u32::try_from((last - first).num_days() + 1).unwrap_or(0)
    }

    /// The calendar years it touches.
    pub fn years(&self) -> std::ops::RangeInclusive<i32> {
        self.first.year()..=self.last.year()
    }
}

impl fmt::Display for LeavePeriod {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} to {}", self.first, self.last)
    }
}

/// A player's time zone and leave, for counting the days of their clock.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Calendar {
    /// Where the player's days begin and end.
    pub tz: Tz,
    /// Leave, sorted and with overlapping or touching periods merged.
    leave: Vec<LeavePeriod>,
}

impl Default for Calendar {
    fn default() -> Calendar {
        Calendar::new(Tz::UTC, [])
    }
}

impl Calendar {
    /// The calendar of a player in `tz` with these periods of leave (in any order).
    pub fn new(tz: Tz, leave: impl IntoIterator<Item = LeavePeriod>) -> Calendar {
        let mut periods: Vec<LeavePeriod> =
            leave.into_iter().filter(|p| p.first <= p.last).collect();
        periods.sort();
        let mut merged: Vec<LeavePeriod> = Vec::with_capacity(periods.len());
        for period in periods {
            match merged.last_mut() {
                Some(last) if period.first <= last.last + Duration::days(1) => {
                    last.last = last.last.max(period.last);
                }
                _ => merged.push(period),
            }
        }
        Calendar { tz, leave: merged }
    }

    /// The leave, sorted and merged.
    pub fn leave(&self) -> &[LeavePeriod] {
        &self.leave
    }

    /// The local date at the UTC instant `at`.
    pub fn date_at(&self, at: NaiveDateTime) -> NaiveDate {
        local_date(self.tz, at)
    }

    /// The UTC instant at which `date` begins for this player.
    pub fn start_of(&self, date: NaiveDate) -> NaiveDateTime {
        start_of_day(self.tz, date)
    }

    /// The leave that covers `date`, if any.
    pub fn leave_on(&self, date: NaiveDate) -> Option<LeavePeriod> {
        self.leave.iter().copied().find(|p| p.contains(date))
    }

    /// This calendar with only the first `days` days of leave in each calendar year (earliest
    /// first); later leave days are counted like any other day.
    pub fn limited_to(&self, days: u32) -> Calendar {
        let mut kept = Vec::new();
        let mut year = None;
        let mut left = 0;
        for period in &self.leave {
            for y in period.years() {
                if year != Some(y) {
                    year = Some(y);
                    left = days;
                }
                let first = period
                    .first
                    .max(NaiveDate::from_ymd_opt(y, 1, 1).unwrap_or(period.first));
                let take = period.days_in_year(y).min(left);
                if take > 0 {
                    kept.push(LeavePeriod {
                        first,
                        last: first + Duration::days(i64::from(take) - 1),
                    });
                    left -= take;
                }
            }
        }
        Calendar::new(self.tz, kept)
    }

    /// Counted (non-leave) dates `d` with `after < d <= upto`.
    pub fn counted_days(&self, after: NaiveDate, upto: NaiveDate) -> u32 {
        if upto <= after {
            return 0;
        }
        let mut days = (upto - after).num_days();
        for period in &self.leave {
            let first = period.first.max(after + Duration::days(1));
            let last = period.last.min(upto);
            if first <= last {
                days -= (last - first).num_days() + 1;
            }
        }
        u32::try_from(days).unwrap_or(0)
    }

    /// The `n`-th counted (non-leave) date after `after`; `after` itself when `n` is 0.
    pub fn nth_counted_day_after(&self, after: NaiveDate, n: u32) -> NaiveDate {
        let mut day = after;
        let mut remaining = i64::from(n);
        for period in self.leave.iter().filter(|p| p.last > after) {
            let first = period.first.max(after + Duration::days(1));
            let free = (first - day).num_days() - 1;
            if remaining <= free {
                break;
            }
            remaining -= free.max(0);
            day = period.last;
        }
        day + Duration::days(remaining)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn date(text: &str) -> NaiveDate {
        text.parse().unwrap()
    }

    fn at(text: &str) -> NaiveDateTime {
        text.parse().unwrap()
    }

    fn leave(first: &str, last: &str) -> LeavePeriod {
        LeavePeriod {
            first: date(first),
            last: date(last),
        }
    }

    #[test]
    fn days_begin_at_local_midnight_across_daylight_saving() {
        let berlin = parse_time_zone("Europe/Berlin").unwrap();
        let sao_paulo = parse_time_zone("America/Sao_Paulo").unwrap();
        let cases = [
            // (zone, date, UTC start)
            (Tz::UTC, "2026-03-29", "2026-03-29T00:00:00"),
            (berlin, "2026-01-15", "2026-01-14T23:00:00"),
            (berlin, "2026-07-15", "2026-07-14T22:00:00"),
            // The days of the spring and autumn changes still begin at midnight.
            (berlin, "2026-03-29", "2026-03-28T23:00:00"),
            (berlin, "2026-03-30", "2026-03-29T22:00:00"),
            (berlin, "2026-10-25", "2026-10-24T22:00:00"),
            (berlin, "2026-10-26", "2026-10-25T23:00:00"),
            // Brazil's 2018 change skipped midnight: the day began at 01:00 local (-02:00).
            (sao_paulo, "2018-11-04", "2018-11-04T03:00:00"),
        ];
        for (tz, day, utc) in cases {
            assert_eq!(start_of_day(tz, date(day)), at(utc), "{tz} {day}");
            assert_eq!(local_date(tz, at(utc)), date(day), "{tz} {day}");
        }
        assert!(
            parse_time_zone("Mars/Olympus")
                .unwrap_err()
                .to_string()
                .contains("Europe/Berlin")
        );
    }

    #[test]
    fn leave_days_are_not_counted() {
        let cal = Calendar::new(
            Tz::UTC,
            [
                leave("2026-12-24", "2026-12-26"),
                leave("2026-12-27", "2026-12-28"),
                leave("2027-01-05", "2027-01-05"),
            ],
        );
        assert_eq!(
            cal.leave(),
            &[
                leave("2026-12-24", "2026-12-28"),
                leave("2027-01-05", "2027-01-05")
            ]
        );
        // (after, upto, counted)
        for (after, upto, counted) in [
            ("2026-12-20", "2026-12-23", 3),
            ("2026-12-20", "2026-12-28", 3),
            ("2026-12-20", "2026-12-29", 4),
            ("2026-12-25", "2026-12-30", 2),
            ("2026-12-30", "2027-01-06", 6),
            ("2026-12-30", "2026-12-30", 0),
        ] {
            assert_eq!(
                cal.counted_days(date(after), date(upto)),
                counted,
                "{after}..{upto}"
            );
        }
        for (after, n, day) in [
            ("2026-12-20", 0, "2026-12-20"),
            ("2026-12-20", 3, "2026-12-23"),
            ("2026-12-20", 4, "2026-12-29"),
            ("2026-12-25", 1, "2026-12-29"),
            ("2026-12-30", 6, "2027-01-06"),
            ("2026-12-30", 5, "2027-01-04"),
        ] {
            let found = cal.nth_counted_day_after(date(after), n);
            assert_eq!(found, date(day), "{after} + {n}");
            assert_eq!(cal.counted_days(date(after), found), n, "{after} + {n}");
        }
    }

    #[test]
    fn limited_leave_keeps_the_first_days_of_each_year() {
        let cal = Calendar::new(
            Tz::UTC,
            [
                leave("2026-03-01", "2026-03-10"),
                leave("2026-06-01", "2026-06-10"),
                leave("2026-12-28", "2027-01-08"),
            ],
        );
        assert_eq!(
            cal.limited_to(15).leave(),
            &[
                leave("2026-03-01", "2026-03-10"),
                leave("2026-06-01", "2026-06-05"),
                leave("2027-01-01", "2027-01-08"),
            ]
        );
        assert_eq!(cal.limited_to(0).leave(), &[]);
        assert_eq!(cal.limited_to(366).leave(), cal.leave());
    }

    #[test]
    fn leave_is_split_by_calendar_year() {
        let period = leave("2026-12-20", "2027-01-10");
        assert_eq!(period.days(), 22);
        assert_eq!(period.days_in_year(2026), 12);
        assert_eq!(period.days_in_year(2027), 10);
        assert_eq!(period.days_in_year(2028), 0);
        assert_eq!(period.years(), 2026..=2027);
    }
}

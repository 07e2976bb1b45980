//! Postal events: round robins run by an organizer, ICCF style.
//!
//! An event has sections of 3 to 17 players who each play everyone in their section
//! ([`berger`]), all games starting on the same day; an end date after which what is
//! unfinished is adjudicated; [`standings`] with tiebreaks in the event's order; and a queue of
//! [`claims`] for the organizer to decide. This module holds the event's checked settings
//! ([`EventSettings`]), its life cycle ([`EventStatus`]), seeding, and what a withdrawal does to
//! unfinished games. Everything is pure; the service stores and loads.

pub mod berger;
pub mod claims;
pub mod settings;
pub mod standings;

use chrono::NaiveDateTime;

use crate::domain::calendar::Calendar;

pub use settings::{EventError, EventSettings, MAX_NAME_CHARS, TermsText};

/// Where an event is in its life.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EventStatus {
    /// Taking registrations; sections may be seeded.
    Registration,
    /// Games are being played.
    Running,
    /// Every game has a final result.
    Finished,
}

impl EventStatus {
    /// The stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            EventStatus::Registration => "registration",
            EventStatus::Running => "running",
            EventStatus::Finished => "finished",
        }
    }

    /// Reads a stored name.
    pub fn from_name(name: &str) -> Option<EventStatus> {
        [
            EventStatus::Registration,
            EventStatus::Running,
            EventStatus::Finished,
        ]
        .into_iter()
        .find(|s| s.as_str() == name)
    }
}

/// Whether leave stops the clocks of an event's games.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LeaveRule {
    /// The players' leave counts as everywhere else (within the instance's yearly allowance).
    Allowance,
    /// The event's own allowance: in its games only the first this many days of each
    /// player's leave in a calendar year stop the clock, and players in the running event
    /// cannot book more regular leave than that in a year.
    Days(u32),
    /// No leave: the clocks of the event's games run through every player's leave.
    None,
}

impl LeaveRule {
    /// The stored name: `allowance`, `none`, or the event's own days per year (`30`).
    pub fn name(self) -> String {
        match self {
            LeaveRule::Allowance => "allowance".to_owned(),
            LeaveRule::None => "none".to_owned(),
            LeaveRule::Days(days) => days.to_string(),
        }
    }

    /// Reads `allowance`, `none`, or a number of days per year (0 is the same as `none`).
    pub fn from_name(name: &str) -> Option<LeaveRule> {
        match name.trim() {
            "allowance" => Some(LeaveRule::Allowance),
            "none" | "0" => Some(LeaveRule::None),
            days => days
                .parse::<u32>()
                .ok()
                .filter(|d| *d <= 366)
                .map(LeaveRule::Days),
        }
    }

    /// The calendar a player has in the event's games: theirs under [`LeaveRule::Allowance`],
    /// without leave under [`LeaveRule::None`], with leave cut to the first days of each year
    /// under [`LeaveRule::Days`].
    pub fn calendar(self, calendar: &Calendar) -> Calendar {
        match self {
            LeaveRule::Allowance => calendar.clone(),
            LeaveRule::None => Calendar::new(calendar.tz, []),
            LeaveRule::Days(days) => calendar.limited_to(days),
        }
    }

    /// The event's own yearly allowance, if it sets one (regular leave booked by its players
    /// must fit in it; under [`LeaveRule::None`] leave is simply not counted in its games).
    pub fn own_allowance(self) -> Option<u32> {
        match self {
            LeaveRule::Days(days) => Some(days),
            LeaveRule::None | LeaveRule::Allowance => None,
        }
    }
}

/// Whether registration is open at `now` for an event in `status` with this window.
pub fn registration_open(
    status: EventStatus,
    window: (Option<NaiveDateTime>, Option<NaiveDateTime>),
    now: NaiveDateTime,
) -> bool {
    status == EventStatus::Registration
        && window.0.is_none_or(|open| open <= now)
        && window.1.is_none_or(|close| now < close)
}

/// A registered player for seeding: an id and a rating.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entrant {
    /// The registration's id.
    pub id: i32,
    /// The rating seeding goes by.
    pub rating: i32,
}

/// Seeds by rating: the strongest first, dealt into `sections` in snake order (1, 2, … S,
/// S, … 2, 1, 1, 2 …) so every section gets a fair share of the strong players. Returns, per
/// section, the registration ids in seat order. Ties in rating keep registration order.
pub fn seed_by_rating(entrants: &[Entrant], sections: usize) -> Vec<Vec<i32>> {
    let mut sorted = entrants.to_vec();
    sorted.sort_by_key(|e| std::cmp::Reverse(e.rating));
    let mut out = vec![Vec::new(); sections.max(1)];
    let n = out.len();
    for (i, entrant) in sorted.iter().enumerate() {
        let lap = i / n;
        let pos = i % n;
        let section = if lap % 2 == 0 { pos } else { n - 1 - pos };
        out[section].push(entrant.id);
    }
    out
}

/// What a withdrawal does to a player's unfinished games.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Withdrawal {
    /// Each is lost (a forfeit).
    Losses,
    /// Each goes to adjudication.
    Adjudicate,
}

/// The treatment of a withdrawing player who finished `finished` of `total` games, under the
/// event's `percent` (ICCF: adjudicated when enough was played, else lost).
pub fn withdrawal(finished: usize, total: usize, percent: Option<u32>) -> Withdrawal {
    match percent {
        Some(p) if total > 0 && finished * 100 >= total * p as usize => Withdrawal::Adjudicate,
        _ => Withdrawal::Losses,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str) -> NaiveDateTime {
        format!("{text}T00:00:00").parse().unwrap()
    }

    #[test]
    fn registration_follows_the_window_and_the_status() {
        let window = (Some(at("2026-10-01")), Some(at("2026-11-01")));
        assert!(!registration_open(
            EventStatus::Registration,
            window,
            at("2026-09-30")
        ));
        assert!(registration_open(
            EventStatus::Registration,
            window,
            at("2026-10-15")
        ));
        assert!(!registration_open(
            EventStatus::Registration,
            window,
            at("2026-11-01")
        ));
        assert!(!registration_open(
            EventStatus::Running,
            (None, None),
            at("2026-10-15")
        ));
    }

    #[test]
    fn seeding_snakes_through_the_sections() {
        let entrants: Vec<Entrant> = (1..=7)
            .map(|id| Entrant {
                id,
                rating: 2000 - id * 10,
            })
            .collect();
        assert_eq!(
            seed_by_rating(&entrants, 3),
            vec![vec![1, 6, 7], vec![2, 5], vec![3, 4]]
        );
        assert_eq!(
            seed_by_rating(&entrants, 1),
            vec![(1..=7).collect::<Vec<_>>()]
        );
    }

    #[test]
    fn withdrawals_are_lost_or_adjudicated_by_the_setting() {
        assert_eq!(withdrawal(2, 4, Some(50)), Withdrawal::Adjudicate);
        assert_eq!(withdrawal(1, 4, Some(50)), Withdrawal::Losses);
        assert_eq!(withdrawal(4, 4, None), Withdrawal::Losses);
    }
}

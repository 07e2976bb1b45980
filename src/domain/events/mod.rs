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
pub mod standings;

use chrono::NaiveDateTime;

use crate::domain::calendar::Calendar;
use crate::domain::challenge::{ChallengeError, ChallengeRequest, ChallengeTerms};
use standings::{Tiebreak, TiebreakError, parse_tiebreaks};

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

/// The settings of an event as a request carries them, unchecked.
#[derive(Clone, Debug, Default)]
pub struct EventRequest<'a> {
    /// Name.
    pub name: &'a str,
    /// Description (may be empty).
    pub description: &'a str,
    /// Time control, e.g. `10/50`.
    pub time_control: &'a str,
    /// `allowance`, `none`, or the event's own days of leave per year (`30`).
    pub leave: &'a str,
    /// `standard` or `chess960`.
    pub variant: &'a str,
    /// One Chess960 position for every game (drawn per section at the start when `None`).
    pub chess960_number: Option<u32>,
    /// A thematic start as FEN.
    pub fen: Option<&'a str>,
    /// A thematic start as opening moves.
    pub opening: Option<&'a str>,
    /// Number of sections.
    pub sections: u32,
    /// Players per section (3-17).
    pub section_size: u32,
    /// Two games against each opponent, one with each colour.
    pub double_round: bool,
    /// Registration opens (none: at once).
    pub registration_opens: Option<NaiveDateTime>,
    /// Registration closes (none: at the start).
    pub registration_closes: Option<NaiveDateTime>,
    /// Planned start.
    pub starts_at: NaiveDateTime,
    /// End date: what is unfinished then is adjudicated.
    pub ends_at: NaiveDateTime,
    /// Draw offers are allowed from this move on (1: always).
    pub draw_offers_from_move: u32,
    /// Players may claim by tablebase.
    pub tablebase_claims: bool,
    /// The 50-move rule does not apply in positions of 7 pieces or fewer.
    pub fifty_move_suspended: bool,
    /// Withdrawals: unfinished games are adjudicated (rather than lost) when the player has
    /// finished at least this percentage of their games; `None`: always lost.
    pub withdrawal_adjudication_percent: Option<u32>,
    /// Days without a move after which a game goes to the claims queue.
    pub silence_days: u32,
    /// Days within which a decision may be appealed.
    pub appeal_days: u32,
    /// Tiebreak order, comma-separated (empty: the default).
    pub tiebreaks: &'a str,
    /// Games count for the rating.
    pub rated: bool,
}

/// Checked settings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventSettings {
    /// Name, trimmed.
    pub name: String,
    /// Description, trimmed.
    pub description: String,
    /// The terms every game is created with (colour is set by the table).
    pub terms: ChallengeTerms,
    /// Leave.
    pub leave: LeaveRule,
    /// Sections.
    pub sections: u32,
    /// Players per section.
    pub section_size: u32,
    /// Double round.
    pub double_round: bool,
    /// Registration window.
    pub registration: (Option<NaiveDateTime>, Option<NaiveDateTime>),
    /// Planned start.
    pub starts_at: NaiveDateTime,
    /// End date.
    pub ends_at: NaiveDateTime,
    /// See [`EventRequest::draw_offers_from_move`].
    pub draw_offers_from_move: u32,
    /// See [`EventRequest::tablebase_claims`].
    pub tablebase_claims: bool,
    /// See [`EventRequest::fifty_move_suspended`].
    pub fifty_move_suspended: bool,
    /// See [`EventRequest::withdrawal_adjudication_percent`].
    pub withdrawal_adjudication_percent: Option<u32>,
    /// See [`EventRequest::silence_days`].
    pub silence_days: u32,
    /// See [`EventRequest::appeal_days`].
    pub appeal_days: u32,
    /// Tiebreaks in order.
    pub tiebreaks: Vec<Tiebreak>,
    /// Rated.
    pub rated: bool,
}

/// What is wrong with an event's settings or with a step of its life.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum EventError {
    /// No name.
    #[error("give the event a name, for example 'Autumn Cup 2026'")]
    NameMissing,
    /// Name too long.
    #[error("the name has {0} characters; at most 120 are allowed")]
    NameTooLong(usize),
    /// Bad game terms.
    #[error(transparent)]
    Terms(#[from] ChallengeError),
    /// Unknown leave rule.
    #[error("leave '{0}' is not one of allowance, none or a number of days per year from 1 to 366")]
    Leave(String),
    /// Section size out of range.
    #[error("a section has {0} players; it must have between 3 and 17")]
    SectionSize(u32),
    /// Section count out of range.
    #[error("the event has {0} sections; it must have between 1 and 200")]
    Sections(u32),
    /// Dates in the wrong order.
    #[error("{0}")]
    Dates(&'static str),
    /// A percentage above 100.
    #[error("withdrawal_adjudication_percent is {0}; give a percentage from 0 to 100")]
    Percent(u32),
    /// Bad tiebreaks.
    #[error(transparent)]
    Tiebreaks(#[from] TiebreakError),
}

/// The longest event name, in characters.
pub const MAX_NAME_CHARS: usize = 120;

impl EventSettings {
    /// Checks a request.
    pub fn check(request: &EventRequest<'_>) -> Result<EventSettings, EventError> {
        let name = request.name.trim();
        if name.is_empty() {
            return Err(EventError::NameMissing);
        }
        if name.chars().count() > MAX_NAME_CHARS {
            return Err(EventError::NameTooLong(name.chars().count()));
        }
        let terms = ChallengeTerms::check(&ChallengeRequest {
            color: "white",
            variant: request.variant,
            chess960_number: request.chess960_number,
            fen: request.fen,
            opening: request.opening,
            time_control: request.time_control,
        })?;
        let leave = LeaveRule::from_name(request.leave)
            .ok_or_else(|| EventError::Leave(request.leave.to_owned()))?;
        let size = request.section_size;
        if !(berger::MIN_PLAYERS as u32..=berger::MAX_PLAYERS as u32).contains(&size) {
            return Err(EventError::SectionSize(size));
        }
        if !(1..=200).contains(&request.sections) {
            return Err(EventError::Sections(request.sections));
        }
        check_dates(request)?;
        if let Some(p) = request.withdrawal_adjudication_percent.filter(|p| *p > 100) {
            return Err(EventError::Percent(p));
        }
        Ok(EventSettings {
            name: name.to_owned(),
            description: request.description.trim().to_owned(),
            terms,
            leave,
            sections: request.sections,
            section_size: size,
            double_round: request.double_round,
            registration: (request.registration_opens, request.registration_closes),
            starts_at: request.starts_at,
            ends_at: request.ends_at,
            draw_offers_from_move: request.draw_offers_from_move.max(1),
            tablebase_claims: request.tablebase_claims,
            fifty_move_suspended: request.fifty_move_suspended,
            withdrawal_adjudication_percent: request.withdrawal_adjudication_percent,
            silence_days: request.silence_days.max(1),
            appeal_days: request.appeal_days,
            tiebreaks: parse_tiebreaks(request.tiebreaks)?,
            rated: request.rated,
        })
    }

    /// The number of players the event seats.
    pub fn capacity(&self) -> usize {
        (self.sections * self.section_size) as usize
    }
}

fn check_dates(request: &EventRequest<'_>) -> Result<(), EventError> {
    if request.ends_at <= request.starts_at {
        return Err(EventError::Dates(
            "the end date must come after the start date",
        ));
    }
    if let (Some(open), Some(close)) = (request.registration_opens, request.registration_closes)
        && close <= open
    {
        return Err(EventError::Dates("registration must close after it opens"));
    }
    if request
        .registration_closes
        .is_some_and(|close| close > request.starts_at)
    {
        return Err(EventError::Dates(
            "registration must close no later than the start date",
        ));
    }
    Ok(())
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

    fn request() -> EventRequest<'static> {
        EventRequest {
            name: " Autumn Cup ",
            time_control: "10/50",
            leave: "allowance",
            variant: "standard",
            sections: 2,
            section_size: 5,
            starts_at: at("2026-12-01"),
            ends_at: at("2027-12-01"),
            silence_days: 30,
            appeal_days: 14,
            ..EventRequest::default()
        }
    }

    #[test]
    fn settings_are_checked() {
        let settings = EventSettings::check(&request()).unwrap();
        assert_eq!(settings.name, "Autumn Cup");
        assert_eq!(settings.capacity(), 10);
        assert_eq!(settings.tiebreaks, Tiebreak::ALL.to_vec());
        let bad = |f: fn(&mut EventRequest<'static>)| {
            let mut r = request();
            f(&mut r);
            EventSettings::check(&r).unwrap_err()
        };
        assert_eq!(bad(|r| r.name = "  "), EventError::NameMissing);
        assert_eq!(bad(|r| r.section_size = 18), EventError::SectionSize(18));
        assert_eq!(bad(|r| r.section_size = 2), EventError::SectionSize(2));
        assert_eq!(bad(|r| r.sections = 0), EventError::Sections(0));
        assert!(matches!(
            bad(|r| r.ends_at = at("2026-01-01")),
            EventError::Dates(_)
        ));
        assert!(matches!(bad(|r| r.leave = "lots"), EventError::Leave(_)));
        assert!(matches!(
            bad(|r| r.time_control = "soon"),
            EventError::Terms(_)
        ));
        assert!(matches!(
            bad(|r| r.tiebreaks = "coin"),
            EventError::Tiebreaks(_)
        ));
        assert_eq!(
            bad(|r| r.withdrawal_adjudication_percent = Some(101)),
            EventError::Percent(101)
        );
        assert!(matches!(
            bad(|r| r.registration_closes = Some(at("2027-01-01"))),
            EventError::Dates(_)
        ));
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

//! An event's settings as one typed value, [`EventSettings`]: the game terms (time control as
//! [`ClockRules`], variant, start), the leave rule, the sizes, the dates, the rules of play and
//! the tiebreak order. Its [`Default`] is the one place the defaults live (time control 10/50,
//! one section of seven, leave within the allowance, draw offers from move 1, tablebase claims
//! allowed, silence after 30 days, appeals within 14, the usual tiebreaks, rated, games public
//! without delay); every door
//! (the JSON API, the pages) starts from it, sets what its request says, and the service checks
//! the result once ([`EventSettings::check`]) before it is stored.

use std::str::FromStr;

use chrono::NaiveDateTime;

use super::LeaveRule;
use super::berger;
use super::standings::{Tiebreak, TiebreakError};
use crate::domain::challenge::{
    ChallengeError, ChallengeRequest, ChallengeTerms, ColorChoice, Variant,
};
use crate::domain::time_control::{ClockRules, TimeControl};
use crate::domain::watching::PublicDelay;

/// The longest event name, in characters.
pub const MAX_NAME_CHARS: usize = 120;

/// The settings of an event, typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventSettings {
    /// Name (trimmed by [`EventSettings::check`]).
    pub name: String,
    /// Description (may be empty).
    pub description: String,
    /// The time control of every game, with any ICCF refinements.
    pub time_control: ClockRules,
    /// Standard or Chess960.
    pub variant: Variant,
    /// One Chess960 position for every game (drawn per section at the start when `None`).
    pub chess960_number: Option<u32>,
    /// A thematic start as FEN (standard chess only).
    pub start_fen: Option<String>,
    /// Whether and how leave stops the clocks of the event's games.
    pub leave: LeaveRule,
    /// Number of sections (1-200).
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
    /// Tiebreaks in the order they apply.
    pub tiebreaks: Vec<Tiebreak>,
    /// Games count for the rating.
    pub rated: bool,
    /// The players of its games may write messages to each other.
    pub messages_allowed: bool,
    /// Visitors may watch the games (unless a player keeps theirs private).
    pub public_games: bool,
    /// How far behind the play visitors see the games.
    pub public_delay: PublicDelay,
}

impl Default for EventSettings {
    /// The defaults of every door. The name is empty and both dates are the epoch: a door must
    /// set them ([`EventSettings::check`] refuses them as they are).
    fn default() -> EventSettings {
        EventSettings {
            name: String::new(),
            description: String::new(),
            time_control: ClockRules {
                control: TimeControl::Block {
                    moves: 10,
                    days: 50,
                },
                grace: false,
                duplication: false,
            },
            variant: Variant::Standard,
            chess960_number: None,
            start_fen: None,
            leave: LeaveRule::Allowance,
            sections: 1,
            section_size: 7,
            double_round: false,
            registration_opens: None,
            registration_closes: None,
            starts_at: NaiveDateTime::default(),
            ends_at: NaiveDateTime::default(),
            draw_offers_from_move: 1,
            tablebase_claims: true,
            fifty_move_suspended: false,
            withdrawal_adjudication_percent: None,
            silence_days: 30,
            appeal_days: 14,
            tiebreaks: Tiebreak::ALL.to_vec(),
            rated: true,
            messages_allowed: true,
            public_games: true,
            public_delay: PublicDelay::None,
        }
    }
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
    /// Both kinds of delay at once.
    #[error(transparent)]
    Delay(#[from] crate::domain::watching::DelayError),
}

impl FromStr for LeaveRule {
    type Err = EventError;

    /// Reads a leave rule as a door receives it ([`LeaveRule::from_name`]).
    fn from_str(text: &str) -> Result<LeaveRule, EventError> {
        LeaveRule::from_name(text).ok_or_else(|| EventError::Leave(text.to_owned()))
    }
}

/// The game terms of an event as a request writes them (see [`EventSettings::with_terms`]).
#[derive(Clone, Copy, Debug, Default)]
pub struct TermsText<'a> {
    /// `standard` or `chess960`.
    pub variant: &'a str,
    /// A Chess960 position number.
    pub chess960_number: Option<u32>,
    /// A thematic start position as FEN.
    pub fen: Option<&'a str>,
    /// A thematic start as opening moves from the standard position.
    pub opening: Option<&'a str>,
    /// The time control as written.
    pub time_control: &'a str,
}

impl EventSettings {
    /// These settings with the game terms a request writes (read as a challenge's are: the
    /// opening moves become the start FEN).
    pub fn with_terms(self, text: TermsText<'_>) -> Result<EventSettings, EventError> {
        let terms = ChallengeTerms::check(&ChallengeRequest {
            color: ColorChoice::White.as_str(),
            variant: text.variant,
            chess960_number: text.chess960_number,
            fen: text.fen,
            opening: text.opening,
            time_control: text.time_control,
            rated: false,
        })?;
        Ok(EventSettings {
            time_control: terms.time_control,
            variant: terms.variant,
            chess960_number: terms.chess960_number,
            start_fen: terms.start_fen,
            ..self
        })
    }

    /// The terms every game of a section is created with (`chess960`: the section's position).
    pub fn game_terms(&self, chess960: Option<u32>) -> ChallengeTerms {
        ChallengeTerms {
            color: ColorChoice::White,
            variant: self.variant,
            chess960_number: chess960,
            start_fen: self.start_fen.clone(),
            time_control: self.time_control,
            rated: self.rated,
        }
    }

    /// Checks the settings, the one validation every door's settings go through: the name
    /// (trimmed) and the sizes, the game terms, the dates and the percentage. Draw offers and
    /// silence count from at least 1.
    pub fn check(self) -> Result<EventSettings, EventError> {
        let name = self.name.trim();
        if name.is_empty() {
            return Err(EventError::NameMissing);
        }
        if name.chars().count() > MAX_NAME_CHARS {
            return Err(EventError::NameTooLong(name.chars().count()));
        }
        self.check_terms()?;
        let size = self.section_size;
        if !(berger::MIN_PLAYERS as u32..=berger::MAX_PLAYERS as u32).contains(&size) {
            return Err(EventError::SectionSize(size));
        }
        if !(1..=200).contains(&self.sections) {
            return Err(EventError::Sections(self.sections));
        }
        self.check_dates()?;
        if let Some(p) = self.withdrawal_adjudication_percent.filter(|p| *p > 100) {
            return Err(EventError::Percent(p));
        }
        Ok(EventSettings {
            name: name.to_owned(),
            description: self.description.trim().to_owned(),
            draw_offers_from_move: self.draw_offers_from_move.max(1),
            silence_days: self.silence_days.max(1),
            ..self
        })
    }

    fn check_terms(&self) -> Result<(), ChallengeError> {
        match (self.variant, self.chess960_number, &self.start_fen) {
            (Variant::Standard, Some(_), _) => Err(ChallengeError::NumberWithoutChess960),
            (Variant::Chess960, _, Some(_)) => Err(ChallengeError::ThematicConflict),
            _ => Ok(()),
        }
    }

    fn check_dates(&self) -> Result<(), EventError> {
        if self.ends_at <= self.starts_at {
            return Err(EventError::Dates(
                "the end date must come after the start date",
            ));
        }
        if let (Some(open), Some(close)) = (self.registration_opens, self.registration_closes)
            && close <= open
        {
            return Err(EventError::Dates("registration must close after it opens"));
        }
        if self
            .registration_closes
            .is_some_and(|close| close > self.starts_at)
        {
            return Err(EventError::Dates(
                "registration must close no later than the start date",
            ));
        }
        Ok(())
    }

    /// The number of players the event seats.
    pub fn capacity(&self) -> usize {
        (self.sections * self.section_size) as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str) -> NaiveDateTime {
        format!("{text}T00:00:00").parse().unwrap()
    }

    fn settings() -> EventSettings {
        EventSettings {
            name: " Autumn Cup ".to_owned(),
            sections: 2,
            section_size: 5,
            starts_at: at("2026-12-01"),
            ends_at: at("2027-12-01"),
            ..EventSettings::default()
        }
    }

    fn terms(time_control: &str) -> TermsText<'_> {
        TermsText {
            variant: "standard",
            time_control,
            ..TermsText::default()
        }
    }

    #[test]
    fn settings_are_checked() {
        let checked = settings().check().unwrap();
        assert_eq!(checked.name, "Autumn Cup");
        assert_eq!(checked.capacity(), 10);
        assert_eq!(checked.tiebreaks, Tiebreak::ALL.to_vec());
        let bad = |f: fn(&mut EventSettings)| {
            let mut s = settings();
            f(&mut s);
            s.check().unwrap_err()
        };
        assert_eq!(bad(|s| s.name = "  ".to_owned()), EventError::NameMissing);
        assert_eq!(bad(|s| s.section_size = 18), EventError::SectionSize(18));
        assert_eq!(bad(|s| s.section_size = 2), EventError::SectionSize(2));
        assert_eq!(bad(|s| s.sections = 0), EventError::Sections(0));
        assert!(matches!(
            bad(|s| s.ends_at = at("2026-01-01")),
            EventError::Dates(_)
        ));
        assert_eq!(
            bad(|s| s.withdrawal_adjudication_percent = Some(101)),
            EventError::Percent(101)
        );
        assert!(matches!(
            bad(|s| s.registration_closes = Some(at("2027-01-01"))),
            EventError::Dates(_)
        ));
        assert!(matches!(
            bad(|s| s.chess960_number = Some(518)),
            EventError::Terms(ChallengeError::NumberWithoutChess960)
        ));
    }

    #[test]
    fn the_texts_a_door_receives_are_read_once() {
        assert!(matches!(
            "lots".parse::<LeaveRule>(),
            Err(EventError::Leave(_))
        ));
        assert_eq!("30".parse::<LeaveRule>(), Ok(LeaveRule::Days(30)));
        assert!(matches!(
            settings().with_terms(terms("soon")),
            Err(EventError::Terms(_))
        ));
        let read = settings().with_terms(terms("30+3 grace")).unwrap();
        assert_eq!(read.time_control.to_string(), "30+3 grace");
        let default = EventSettings::default().time_control;
        assert_eq!(Ok(default), "10/50".parse::<ClockRules>());
    }
}

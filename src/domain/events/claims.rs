//! The organizer's claims queue: what needs a person's decision in an event's games, and the
//! rules for deciding and appealing.
//!
//! A claim is opened by a player (a draw claim the rules cannot settle alone, a tablebase
//! claim, a request for adjudication with optional analysis) or by the server (a game silent
//! for the event's number of days, an unfinished game at the end date, a withdrawn player's
//! game to adjudicate). An organizer decides it with a [`Ruling`] and a reason. Either player
//! may appeal a decision once, within the event's appeal days; the appeal goes to a *second*
//! organizer, whose ruling is final.

use chrono::{Duration, NaiveDateTime};

use crate::chess::GameResult;

/// What a claim is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ClaimKind {
    /// A draw claim that needs a decision.
    Draw,
    /// A claim by the tablebases.
    Tablebase,
    /// No move for the event's silence days.
    Silence,
    /// A player asks for adjudication.
    Adjudication,
    /// Unfinished at the end date.
    EndDate,
    /// A withdrawn player's unfinished game.
    Withdrawal,
}

impl ClaimKind {
    /// Every kind.
    pub const ALL: [ClaimKind; 6] = [
        ClaimKind::Draw,
        ClaimKind::Tablebase,
        ClaimKind::Silence,
        ClaimKind::Adjudication,
        ClaimKind::EndDate,
        ClaimKind::Withdrawal,
    ];

    /// The stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            ClaimKind::Draw => "draw",
            ClaimKind::Tablebase => "tablebase",
            ClaimKind::Silence => "silence",
            ClaimKind::Adjudication => "adjudication",
            ClaimKind::EndDate => "end_date",
            ClaimKind::Withdrawal => "withdrawal",
        }
    }

    /// Reads a stored name.
    pub fn from_name(name: &str) -> Option<ClaimKind> {
        ClaimKind::ALL
            .into_iter()
            .find(|k| k.as_str() == name.trim())
    }

    /// Whether a player may open a claim of this kind (the others come from the server).
    pub fn player_may_file(self) -> bool {
        matches!(
            self,
            ClaimKind::Draw | ClaimKind::Tablebase | ClaimKind::Adjudication
        )
    }
}

/// Where a claim stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ClaimStatus {
    /// Waiting for an organizer.
    Open,
    /// Decided; may still be appealed.
    Decided,
    /// Appealed; waiting for a second organizer.
    Appealed,
    /// Decided on appeal, or no longer appealable.
    Final,
}

impl ClaimStatus {
    /// The stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            ClaimStatus::Open => "open",
            ClaimStatus::Decided => "decided",
            ClaimStatus::Appealed => "appealed",
            ClaimStatus::Final => "final",
        }
    }

    /// Reads a stored name (unknown names read as final, so nothing acts on them).
    pub fn from_name(name: &str) -> ClaimStatus {
        [
            ClaimStatus::Open,
            ClaimStatus::Decided,
            ClaimStatus::Appealed,
        ]
        .into_iter()
        .find(|s| s.as_str() == name)
        .unwrap_or(ClaimStatus::Final)
    }
}

/// What an organizer rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ruling {
    /// The game ends with this result.
    Result(GameResult),
    /// The claim is refused; the game goes on.
    Continue,
}

impl Ruling {
    /// Reads `1-0`, `0-1`, `1/2-1/2` (and the words the adjudication form knows) or
    /// `continue`.
    pub fn parse(text: &str) -> Result<Ruling, ClaimError> {
        if text.trim().eq_ignore_ascii_case("continue") {
            return Ok(Ruling::Continue);
        }
        crate::domain::adjudication::parse_result(text)
            .map(Ruling::Result)
            .map_err(|_| ClaimError::Ruling(text.to_owned()))
    }

    /// The stored text.
    pub fn as_str(self) -> &'static str {
        match self {
            Ruling::Result(result) => result.as_pgn(),
            Ruling::Continue => "continue",
        }
    }
}

/// Why a claim step is refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ClaimError {
    /// Unreadable ruling.
    #[error("ruling '{0}' is not one of 1-0, 0-1, 1/2-1/2 or continue")]
    Ruling(String),
    /// The claim is not waiting for this step.
    #[error("the claim is {0}, so it cannot be {1} now")]
    WrongStatus(&'static str, &'static str),
    /// The appeal window has closed.
    #[error("decisions may be appealed within {0} days; this one was decided on {1}")]
    TooLate(u32, String),
    /// The same organizer would decide the appeal.
    #[error(
        "an appeal must be decided by a second organizer, not by the one who made the first \
         decision"
    )]
    SameOrganizer,
    /// A kind only the server opens.
    #[error("players may file draw, tablebase and adjudication claims only")]
    NotFileable,
}

/// Checks that an appeal of a claim decided at `decided_at` may be made at `now`.
pub fn check_appeal(
    status: ClaimStatus,
    decided_at: Option<NaiveDateTime>,
    appeal_days: u32,
    now: NaiveDateTime,
) -> Result<(), ClaimError> {
    if status != ClaimStatus::Decided {
        return Err(ClaimError::WrongStatus(status.as_str(), "appealed"));
    }
    let decided_at = decided_at.unwrap_or(now);
    if now > decided_at + Duration::days(i64::from(appeal_days)) {
        return Err(ClaimError::TooLate(
            appeal_days,
            decided_at.format("%Y-%m-%d").to_string(),
        ));
    }
    Ok(())
}

/// Checks that `organizer` may decide a claim in `status` that `first_decider` decided before
/// (if anyone did).
pub fn check_decider(
    status: ClaimStatus,
    first_decider: Option<i32>,
    organizer: i32,
) -> Result<(), ClaimError> {
    match status {
        ClaimStatus::Open => Ok(()),
        ClaimStatus::Appealed if first_decider == Some(organizer) => Err(ClaimError::SameOrganizer),
        ClaimStatus::Appealed => Ok(()),
        other => Err(ClaimError::WrongStatus(other.as_str(), "decided")),
    }
}

/// Whether a game whose last move (or start) was at `last` has been silent for `days` at `now`.
pub fn is_silent(last: NaiveDateTime, now: NaiveDateTime, days: u32) -> bool {
    now - last >= Duration::days(i64::from(days))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str) -> NaiveDateTime {
        format!("{text}T12:00:00").parse().unwrap()
    }

    #[test]
    fn appeals_once_within_the_window_to_a_second_organizer() {
        let decided = Some(at("2027-01-01"));
        assert!(check_appeal(ClaimStatus::Decided, decided, 14, at("2027-01-15")).is_ok());
        assert!(matches!(
            check_appeal(ClaimStatus::Decided, decided, 14, at("2027-01-16")),
            Err(ClaimError::TooLate(14, _))
        ));
        assert!(matches!(
            check_appeal(ClaimStatus::Final, decided, 14, at("2027-01-02")),
            Err(ClaimError::WrongStatus("final", _))
        ));
        assert!(matches!(
            check_appeal(ClaimStatus::Appealed, decided, 14, at("2027-01-02")),
            Err(ClaimError::WrongStatus(..))
        ));
        assert_eq!(check_decider(ClaimStatus::Open, None, 7), Ok(()));
        assert_eq!(
            check_decider(ClaimStatus::Appealed, Some(7), 7),
            Err(ClaimError::SameOrganizer)
        );
        assert_eq!(check_decider(ClaimStatus::Appealed, Some(7), 8), Ok(()));
        assert!(check_decider(ClaimStatus::Decided, Some(7), 8).is_err());
    }

    #[test]
    fn rulings_and_names() {
        assert_eq!(Ruling::parse("continue"), Ok(Ruling::Continue));
        assert_eq!(Ruling::parse("draw"), Ok(Ruling::Result(GameResult::Draw)));
        assert!(Ruling::parse("maybe").is_err());
        for kind in ClaimKind::ALL {
            assert_eq!(ClaimKind::from_name(kind.as_str()), Some(kind));
        }
        assert!(!ClaimKind::Silence.player_may_file());
        assert_eq!(ClaimStatus::from_name("appealed"), ClaimStatus::Appealed);
    }

    #[test]
    fn silence_is_counted_in_whole_days() {
        assert!(!is_silent(at("2027-01-01"), at("2027-01-30"), 30));
        assert!(is_silent(at("2027-01-01"), at("2027-01-31"), 30));
    }
}

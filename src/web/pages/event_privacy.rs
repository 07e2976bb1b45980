//! The event form's privacy fields: whether visitors may watch the event's games
//! (`public_games`: `on` or `off`) and how far behind (`delay`: `none`, `moves` or `days`, with
//! the number in `delay_moves` or `delay_days`), as on the API's `public_games`,
//! `public_delay_moves` and `public_delay_days`. Each choice is offered by name with one line
//! that explains it; what is wrong comes back as a sentence in the organizer's language beside
//! the field it concerns ([`PrivacyError`]).

use crate::domain::watching::PublicDelay;

/// The most moves a delay may hold back.
pub const MAX_DELAY_MOVES: u32 = 100;

/// The most days a delay may hold back.
pub const MAX_DELAY_DAYS: u32 = 365;

/// The choices of `public_games`: value, label key, explanation key.
pub(super) const PUBLIC_CHOICES: [(&str, &str, &str); 2] = [
    ("on", "event-public-on", "event-public-on-hint"),
    ("off", "event-public-off", "event-public-off-hint"),
];

/// The choices of `delay`: value, label key, explanation key.
pub(super) const DELAY_CHOICES: [(&str, &str, &str); 3] = [
    ("none", "event-delay-none", "event-delay-none-hint"),
    ("moves", "event-delay-moves", "event-delay-moves-hint"),
    ("days", "event-delay-days", "event-delay-days-hint"),
];

/// What is wrong with a privacy field: the field (its input's id) and the catalogue key of the
/// sentence that says so.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct PrivacyError {
    /// The input the sentence stands beside.
    pub field: &'static str,
    /// The sentence's catalogue key.
    pub key: &'static str,
}

/// What the fields ask for: whether the games are public, and the delay.
pub(super) fn read(
    public: &str,
    delay: &str,
    moves: &str,
    days: &str,
) -> Result<(bool, PublicDelay), PrivacyError> {
    let public = match public.trim() {
        "on" | "" => true,
        "off" => false,
        _ => return Err(wrong("public_games", "event-public-unknown")),
    };
    let delay = match delay.trim() {
        "none" | "" => PublicDelay::None,
        "moves" => PublicDelay::Moves(
            count(moves, MAX_DELAY_MOVES)
                .ok_or(wrong("delay_moves", "event-delay-moves-invalid"))?,
        ),
        "days" => PublicDelay::Days(
            count(days, MAX_DELAY_DAYS).ok_or(wrong("delay_days", "event-delay-days-invalid"))?,
        ),
        _ => return Err(wrong("delay", "event-delay-unknown")),
    };
    Ok((public, delay))
}

fn wrong(field: &'static str, key: &'static str) -> PrivacyError {
    PrivacyError { field, key }
}

/// A whole number from 1 to `max`.
fn count(text: &str, max: u32) -> Option<u32> {
    text.trim().parse().ok().filter(|n| (1..=max).contains(n))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_delay_takes_its_own_number_only() {
        assert_eq!(
            read("on", "moves", "2", "x"),
            Ok((true, PublicDelay::Moves(2)))
        );
        assert_eq!(
            read("off", "days", "", "3"),
            Ok((false, PublicDelay::Days(3)))
        );
        assert_eq!(read("", "", "", ""), Ok((true, PublicDelay::None)));
        assert_eq!(read("on", "none", "5", "5"), Ok((true, PublicDelay::None)));
        let err = read("on", "days", "", "two").unwrap_err();
        assert_eq!(err.field, "delay_days");
        assert_eq!(
            read("on", "moves", "0", "").unwrap_err().field,
            "delay_moves"
        );
        assert_eq!(
            read("on", "moves", "101", "").unwrap_err().field,
            "delay_moves"
        );
        assert_eq!(
            read("maybe", "none", "", "").unwrap_err().field,
            "public_games"
        );
        assert_eq!(read("on", "weeks", "", "").unwrap_err().field, "delay");
    }
}

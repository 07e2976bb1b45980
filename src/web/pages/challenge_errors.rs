//! Why the challenge form was refused, as the page says it: one short sentence in the player's
//! language, placed next to the field it concerns (the field points at it with
//! `aria-describedby` and is marked `aria-invalid`). The service's errors are English for the
//! API; here each is matched to its field and its catalogue message.

use crate::domain::challenge::ChallengeError;
use crate::service::games::GameError;

use super::context::Page;

/// A refusal shown next to a field (`field` empty: above the form).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldError {
    /// The `name` of the field concerned, or empty.
    pub field: &'static str,
    /// The sentence to show.
    pub message: String,
}

impl FieldError {
    /// Whether the error concerns `field`.
    pub fn is_for(&self, field: &str) -> bool {
        self.field == field
    }
}

/// The error on `field` with the catalogue's message `key` (one text argument, if any).
pub fn on(page: &Page, field: &'static str, key: &str, text: Option<&str>) -> FieldError {
    let message = match text {
        Some(text) => page.t1(key, "text", text),
        None => page.t(key),
    };
    FieldError { field, message }
}

/// The refusal of the service, in the page's words.
pub fn explain(page: &Page, error: &GameError, time_control: &str) -> FieldError {
    match error {
        GameError::UnknownOpponent(name) => {
            on(page, "opponent", "challenge-error-no-player", Some(name))
        }
        GameError::Terms(terms) => explain_terms(page, terms, time_control),
        other => FieldError {
            field: "",
            message: sentence(&other.to_string()),
        },
    }
}

fn explain_terms(page: &Page, error: &ChallengeError, time_control: &str) -> FieldError {
    match error {
        ChallengeError::SelfChallenge => on(page, "opponent", "challenge-error-self", None),
        ChallengeError::TimeControl(_) => on(
            page,
            "time_control",
            "challenge-error-time-control",
            Some(time_control.trim()),
        ),
        ChallengeError::Start(_) | ChallengeError::Position(_) => {
            // What is wrong with the position (the rules core's words), then what to do.
            let advice = on(page, "fen", "challenge-error-fen", None);
            FieldError {
                message: format!("{} {}", sentence(&error.to_string()), advice.message),
                ..advice
            }
        }
        ChallengeError::ThematicConflict => on(page, "fen", "challenge-error-thematic", None),
        ChallengeError::RatedThematic => on(page, "rated", "challenge-error-rated-thematic", None),
        ChallengeError::RatedEngine => on(page, "rated", "challenge-error-rated-engine", None),
        ChallengeError::NumberWithoutChess960 => {
            on(page, "chess960", "challenge-error-number", None)
        }
        ChallengeError::Opening { text, .. } => {
            on(page, "opening", "challenge-error-opening", Some(text))
        }
        ChallengeError::EngineLevel(_) => {
            on(page, "engine_level", "challenge-error-engine-level", None)
        }
        other => FieldError {
            field: "",
            message: sentence(&other.to_string()),
        },
    }
}

/// An English message as a sentence: a capital first letter and a full stop.
fn sentence(text: &str) -> String {
    let mut chars = text.trim().chars();
    let mut out: String = chars
        .next()
        .map(|c| c.to_uppercase().collect())
        .unwrap_or_default();
    out.push_str(chars.as_str());
    if !out.ends_with(['.', '!', '?']) {
        out.push('.');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::sentence;

    #[test]
    fn an_english_message_becomes_a_sentence() {
        assert_eq!(
            sentence("challenge 3 is no longer open"),
            "Challenge 3 is no longer open."
        );
        assert_eq!(sentence("Done."), "Done.");
    }
}

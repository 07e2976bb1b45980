//! Why the organizer's event form or the "enter a player" form on the event page was refused,
//! as the page says it: one short sentence in the organizer's language beside the field it
//! concerns (the field points at it with `aria-describedby` and is marked `aria-invalid`), as
//! [`super::challenge_errors`] does for the challenge form. The services' errors stay English
//! for the API; here each is matched to its field and its catalogue message.

use crate::domain::challenge::ChallengeError;
use crate::domain::events::EventError;
use crate::domain::events::standings::TiebreakError;
use crate::service::events::EventServiceError;

use super::challenge_errors::{FieldError, on};
use super::context::Page;

/// What the event form's reading found wrong before the settings were checked, or the check's
/// refusal.
#[derive(Debug)]
pub enum EventFormError {
    /// A field that takes a whole number holds something else.
    NotANumber {
        /// The field's `name`.
        field: &'static str,
        /// What was typed.
        text: String,
    },
    /// A date field holds something that is not a date.
    NotADate {
        /// The field's `name`.
        field: &'static str,
        /// What was typed.
        text: String,
    },
    /// The settings were read and refused (by the page or by the service).
    Service(EventServiceError),
}

impl From<EventError> for EventFormError {
    fn from(error: EventError) -> EventFormError {
        EventFormError::Service(error.into())
    }
}

impl From<EventServiceError> for EventFormError {
    fn from(error: EventServiceError) -> EventFormError {
        EventFormError::Service(error)
    }
}

/// The event form's refusal, in the page's words.
pub fn explain(page: &Page, error: &EventFormError, form_time_control: &str) -> FieldError {
    match error {
        EventFormError::NotANumber { field, text } => {
            on(page, field, "event-error-number", Some(text.trim()))
        }
        EventFormError::NotADate { field, text } => {
            on(page, field, "event-error-date", Some(text.trim()))
        }
        EventFormError::Service(EventServiceError::Settings(e)) => {
            explain_settings(page, e, form_time_control)
        }
        EventFormError::Service(other) => FieldError {
            field: "",
            message: other.to_string(),
        },
    }
}

fn explain_settings(page: &Page, error: &EventError, time_control: &str) -> FieldError {
    match error {
        EventError::NameMissing => on(page, "name", "event-error-name-missing", None),
        EventError::NameTooLong(count) => FieldError {
            field: "name",
            message: page.t1("event-error-name-too-long", "count", count),
        },
        EventError::Terms(terms) => explain_terms(page, terms, time_control),
        EventError::Leave(_) => on(page, "leave_days", "event-error-leave", None),
        EventError::SectionSize(_) => on(page, "size", "event-error-size", None),
        EventError::Sections(_) => on(page, "sections", "event-error-sections", None),
        EventError::Dates(text) if text.contains("end date") => {
            on(page, "ends_at", "event-error-ends", None)
        }
        EventError::Dates(_) => on(page, "", "event-error-registration", None),
        EventError::Percent(_) => on(page, "withdrawal", "event-error-percent", None),
        EventError::Tiebreaks(TiebreakError::Twice(name)) => FieldError {
            field: "tiebreak_1",
            message: page.t1(
                "event-error-tiebreak-twice",
                "text",
                page.t(format!("tiebreak-{name}")),
            ),
        },
        EventError::Tiebreaks(TiebreakError::Unknown(_)) => {
            on(page, "tiebreak_1", "event-error-tiebreak-unknown", None)
        }
        // The privacy and delay fields explain their own refusals.
        other => FieldError {
            field: "",
            message: other.to_string(),
        },
    }
}

fn explain_terms(page: &Page, error: &ChallengeError, time_control: &str) -> FieldError {
    match error {
        ChallengeError::TimeControl(_) => on(
            page,
            "time_control",
            "challenge-error-time-control",
            Some(time_control.trim()),
        ),
        ChallengeError::NumberWithoutChess960 => {
            on(page, "chess960", "challenge-error-number", None)
        }
        ChallengeError::Start(_) => on(page, "chess960", "event-error-chess960", None),
        _ => on(page, "", "challenge-error-thematic", None),
    }
}

/// Why the "enter a player" form (or one's own registration) was refused: beside the
/// username or the rating, or above the form; `None` when the error is not the form's (the
/// error page answers it).
pub fn explain_entry(page: &Page, error: &EventServiceError) -> Option<FieldError> {
    Some(match error {
        EventServiceError::UnknownPlayer(name) => on(
            page,
            "username",
            "challenge-error-no-player",
            Some(name.as_str()),
        ),
        EventServiceError::AlreadyRegistered(name) => on(
            page,
            "username",
            "event-error-already-registered",
            Some(name.as_str()),
        ),
        EventServiceError::Full(places) => FieldError {
            field: "username",
            message: page.t1("event-error-full", "count", places),
        },
        EventServiceError::RegistrationClosed(_) => {
            on(page, "", "event-error-registration-closed", None)
        }
        _ => return None,
    })
}

/// The "enter a player" form's rating, when it is not a whole number.
pub fn bad_rating(page: &Page, text: &str) -> FieldError {
    on(page, "rating", "event-error-rating", Some(text.trim()))
}

/// Whether `error` concerns `field`.
pub fn wrong(error: Option<&FieldError>, field: &str) -> bool {
    error.is_some_and(|e| e.is_for(field))
}

/// The ids describing `field`: its error first (when it has one), then `hint` (may be empty).
pub fn described(error: Option<&FieldError>, field: &str, hint: &str) -> String {
    if wrong(error, field) {
        format!("{field}-error {hint}").trim_end().to_owned()
    } else {
        hint.to_owned()
    }
}

/// The attributes a field carries: `aria-describedby` (when anything describes it) and
/// `aria-invalid` when the error is its own (HTML, escaped).
pub fn field_attributes(error: Option<&FieldError>, field: &str, hint: &str) -> String {
    let ids = described(error, field, hint);
    let mut out = String::new();
    if !ids.is_empty() {
        out.push_str(&format!(" aria-describedby=\"{ids}\""));
    }
    if wrong(error, field) {
        out.push_str(" aria-invalid=\"true\"");
    }
    out
}

/// The refusal's sentence beside `field` (HTML, escaped), or nothing.
pub fn error_html(error: Option<&FieldError>, field: &str) -> String {
    match error {
        Some(e) if e.is_for(field) => format!(
            "<p class=\"field-error\" id=\"{field}-error\" role=\"alert\">{}</p>",
            askama::filters::escape(&e.message, askama::filters::Html)
                .map(|s| s.to_string())
                .unwrap_or_default()
        ),
        _ => String::new(),
    }
}

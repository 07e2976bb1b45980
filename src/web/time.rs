//! Reading times a client sends (to the JSON API or a page's form), at the edge: instants
//! (event dates) and days (leave).
//!
//! - An instant is RFC 3339 with an offset (`2026-12-01T18:00:00+01:00`, `…Z`), a date and time
//!   without one (`2026-12-01T18:00:00` or `2026-12-01T18:00`: read as UTC), or a date alone
//!   (`2026-12-01`: midnight UTC).
//! - A day of leave is a date (`2026-12-01`: the player's own date, in the time zone set with
//!   `PUT /api/v1/time_zone`), or an instant with an offset (the player's date at that instant).
//!
//! Responses always write instants as RFC 3339 in UTC ([`crate::service::rfc3339`]).

use chrono::{DateTime, NaiveDate, NaiveDateTime};

use actix_web::http::StatusCode;

use crate::service::leave::DayInput;
use crate::web::error::ApiError;

/// Reads an event date ([`parse_instant`]): with an offset, or UTC without one.
pub fn parse_when(field: &str, text: &str) -> Result<NaiveDateTime, ApiError> {
    parse_instant(field, text).map_err(|message| {
        ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "invalid_event", message)
    })
}

/// `text` as a UTC instant, or a sentence saying what would be right.
pub fn parse_instant(field: &str, text: &str) -> Result<NaiveDateTime, String> {
    let text = text.trim();
    if let Ok(at) = DateTime::parse_from_rfc3339(text) {
        return Ok(at.naive_utc());
    }
    let naive = text.parse::<NaiveDateTime>().or_else(|_| {
        NaiveDateTime::parse_from_str(text, "%Y-%m-%dT%H:%M").or_else(|_| {
            text.parse::<NaiveDate>()
                .map(|d| d.and_time(chrono::NaiveTime::MIN))
        })
    });
    naive.map_err(|_| {
        format!(
            "{field} '{text}' is not a date or time; write 2026-12-01T18:00:00Z, \
             2026-12-01T18:00:00+01:00 or 2026-12-01 (a time without an offset is read as UTC)"
        )
    })
}

/// `text` as a day of leave, or a sentence saying what would be right.
pub fn parse_day(field: &str, text: &str) -> Result<DayInput, String> {
    let text = text.trim();
    if let Ok(date) = text.parse::<NaiveDate>() {
        return Ok(DayInput::Date(date));
    }
    DateTime::parse_from_rfc3339(text)
        .map(|at| DayInput::Instant(at.naive_utc()))
        .map_err(|_| {
            format!(
                "{field} '{text}' is not a day; write your own date such as 2026-12-01, or an \
                 instant with an offset such as 2026-12-01T09:00:00+09:00"
            )
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> String {
        let field = "when";
        parse_instant(field, text)
            .map(|t| crate::service::rfc3339::format(&t))
            .unwrap_or_else(|e| e)
    }

    #[test]
    fn instants_read_offsets_and_default_to_utc() {
        assert_eq!(read("2026-12-01T18:00:00+01:00"), "2026-12-01T17:00:00Z");
        assert_eq!(read("2026-12-01T18:00:00Z"), "2026-12-01T18:00:00Z");
        assert_eq!(read("2026-12-01T18:00:00"), "2026-12-01T18:00:00Z");
        assert_eq!(read("2026-12-01T18:00"), "2026-12-01T18:00:00Z");
        assert_eq!(read(" 2026-12-01 "), "2026-12-01T00:00:00Z");
        assert!(read("soon").starts_with("when 'soon' is not a date or time"));
    }

    #[test]
    fn days_are_dates_or_instants() {
        let date = NaiveDate::from_ymd_opt(2026, 12, 1);
        assert_eq!(
            parse_day("first", "2026-12-01").ok(),
            date.map(DayInput::Date)
        );
        let instant = parse_day("first", "2026-12-01T09:00:00+09:00");
        let midnight = date.map(|d| DayInput::Instant(d.and_time(chrono::NaiveTime::MIN)));
        assert_eq!(instant.ok(), midnight);
        assert!(
            parse_day("first", "2026-12-01T09:00:00").is_err(),
            "no offset, no day"
        );
    }
}

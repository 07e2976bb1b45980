//! How the JSON API writes instants: RFC 3339 in UTC with the `Z` offset
//! (`2026-12-27T00:00:00Z`), never a bare local-looking `2026-12-27T00:00:00`. The database
//! stores instants as UTC without an offset (`NaiveDateTime`); the views keep that type and
//! name this module in `#[serde(serialize_with = …)]`, so every door agrees on one format.

use chrono::{NaiveDateTime, SecondsFormat};
use serde::Serializer;

/// `at` (UTC) as RFC 3339 with `Z`, with fractional seconds only when there are any.
pub fn format(at: &NaiveDateTime) -> String {
    at.and_utc().to_rfc3339_opts(SecondsFormat::AutoSi, true)
}

/// Serializes a UTC instant as RFC 3339 with `Z`.
pub fn serialize<S: Serializer>(at: &NaiveDateTime, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_str(&format(at))
}

/// Serializes an optional UTC instant as RFC 3339 with `Z`, or null.
pub fn option<S: Serializer>(at: &Option<NaiveDateTime>, serializer: S) -> Result<S::Ok, S::Error> {
    match at {
        Some(at) => serialize(at, serializer),
        None => serializer.serialize_none(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn instants_carry_the_utc_offset() {
        let at = chrono::NaiveDate::from_ymd_opt(2026, 12, 27)
            .and_then(|d| d.and_hms_milli_opt(0, 0, 0, 0))
            .unwrap_or_default();
        assert_eq!(format(&at), "2026-12-27T00:00:00Z");
        let later = at + chrono::Duration::milliseconds(250);
        assert_eq!(format(&later), "2026-12-27T00:00:00.250Z");
    }
}

//! An event's settings as stored: the one pair of conversions between the typed
//! [`EventSettings`] and the columns of its [`EventRow`] ([`new_row`] when it is created,
//! `EventSettings::try_from(&row)` when it is read). Nothing else reads the stored texts (time
//! control, variant, leave rule, tiebreaks) back.

use chrono::NaiveDateTime;

use crate::db::events::EventRow;
use crate::domain::account::UserId;
use crate::domain::challenge::{ChallengeError, Variant};
use crate::domain::events::standings::{parse_tiebreaks, tiebreaks_text};
use crate::domain::events::{EventError, EventSettings, EventStatus, LeaveRule};
use crate::domain::watching::PublicDelay;

fn to_i32(n: u32) -> i32 {
    i32::try_from(n).unwrap_or(i32::MAX)
}

/// A stored count (checked when the event was created, so never negative).
fn to_u32(n: i32) -> u32 {
    u32::try_from(n).unwrap_or_default()
}

/// The row of a new event: `settings` (checked), organized by `organizer`, created at `now`,
/// taking registrations.
pub(crate) fn new_row(settings: &EventSettings, organizer: UserId, now: NaiveDateTime) -> EventRow {
    EventRow {
        id: 0,
        name: settings.name.clone(),
        description: settings.description.clone(),
        organizer_id: organizer.0,
        status: EventStatus::Registration.as_str().to_owned(),
        time_control: settings.time_control.to_string(),
        leave_rule: settings.leave.name(),
        variant: settings.variant.as_str().to_owned(),
        chess960_number: settings.chess960_number.map(to_i32),
        start_fen: settings.start_fen.clone(),
        sections: to_i32(settings.sections),
        section_size: to_i32(settings.section_size),
        double_round: settings.double_round,
        registration_opens: settings.registration_opens,
        registration_closes: settings.registration_closes,
        starts_at: settings.starts_at,
        ends_at: settings.ends_at,
        draw_offers_from_move: to_i32(settings.draw_offers_from_move),
        tablebase_claims: settings.tablebase_claims,
        fifty_move_suspended: settings.fifty_move_suspended,
        withdrawal_adjudication_percent: settings.withdrawal_adjudication_percent.map(to_i32),
        silence_days: to_i32(settings.silence_days),
        appeal_days: to_i32(settings.appeal_days),
        tiebreaks: tiebreaks_text(&settings.tiebreaks),
        rated: settings.rated,
        created_at: now,
        started_at: None,
        finished_at: None,
        messages_allowed: settings.messages_allowed,
        public_games: settings.public_games,
        public_delay_moves: to_i32(settings.public_delay.columns().0),
        public_delay_days: to_i32(settings.public_delay.columns().1),
    }
}

impl TryFrom<&EventRow> for EventSettings {
    type Error = EventError;

    /// Reads the settings an event was stored with.
    fn try_from(row: &EventRow) -> Result<EventSettings, EventError> {
        let variant = Variant::from_name(&row.variant)
            .ok_or_else(|| ChallengeError::Variant(row.variant.clone()))?;
        let time_control = row
            .time_control
            .parse()
            .map_err(ChallengeError::TimeControl)?;
        Ok(EventSettings {
            name: row.name.clone(),
            description: row.description.clone(),
            time_control,
            variant,
            chess960_number: row.chess960_number.map(to_u32),
            start_fen: row.start_fen.clone(),
            leave: row.leave_rule.parse::<LeaveRule>()?,
            sections: to_u32(row.sections),
            section_size: to_u32(row.section_size),
            double_round: row.double_round,
            registration_opens: row.registration_opens,
            registration_closes: row.registration_closes,
            starts_at: row.starts_at,
            ends_at: row.ends_at,
            draw_offers_from_move: to_u32(row.draw_offers_from_move),
            tablebase_claims: row.tablebase_claims,
            fifty_move_suspended: row.fifty_move_suspended,
            withdrawal_adjudication_percent: row.withdrawal_adjudication_percent.map(to_u32),
            silence_days: to_u32(row.silence_days),
            appeal_days: to_u32(row.appeal_days),
            tiebreaks: parse_tiebreaks(&row.tiebreaks)?,
            rated: row.rated,
            messages_allowed: row.messages_allowed,
            public_games: row.public_games,
            public_delay: PublicDelay::from_columns(
                to_u32(row.public_delay_moves),
                to_u32(row.public_delay_days),
            ),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::events::TermsText;
    use crate::domain::events::standings::Tiebreak;

    #[test]
    fn settings_survive_the_row() {
        let at = |t: &str| format!("{t}T00:00:00").parse::<NaiveDateTime>().unwrap();
        let settings = EventSettings {
            name: "Autumn Cup".to_owned(),
            leave: LeaveRule::Days(12),
            withdrawal_adjudication_percent: Some(50),
            tiebreaks: vec![Tiebreak::Rating, Tiebreak::Baumbach],
            starts_at: at("2026-12-01"),
            ends_at: at("2027-12-01"),
            ..EventSettings::default()
        }
        .with_terms(TermsText {
            variant: "chess960",
            chess960_number: Some(518),
            time_control: "30+3<=45 grace dup",
            ..TermsText::default()
        })
        .unwrap();
        let row = new_row(&settings, UserId(7), at("2026-11-01"));
        assert_eq!(row.leave_rule, "12");
        assert_eq!(row.tiebreaks, "rating,baumbach");
        assert_eq!(EventSettings::try_from(&row), Ok(settings));
    }
}

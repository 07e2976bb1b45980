//! A game mail stored as what to render rather than rendered: the event and the game as it was
//! at the event (how many moves had been played, the result, the waiting draw offer, the
//! deadline and the time), written in the transaction of the change with empty bodies. The
//! worker renders it when it sends it ([`super::sending::render`]) from the stored moves up to
//! that point, so the change's transaction (on SQLite, the one writer every move waits for)
//! neither renders nor stores kilobytes of mail, and the mail says what it would have said at
//! the change even when the game has moved on since. Its thread headers are worked out then too, from the mail
//! written before it about the same game to the same player (the same rows as when it was
//! written, so the same headers). The recipient's language, notation and time zone are read
//! when it is rendered.

use crate::chess::game::{GameResult, Outcome};
use crate::chess::{Color, GameRecord, Termination};
use crate::domain::game::GameState;
use crate::service::game_store::StoredGame;
use chrono::NaiveDateTime;
use serde::{Deserialize, Serialize};

use super::NotifyError;
use super::event::{GameEvent, GameEventNotice};

/// What a game mail is rendered from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct Snapshot {
    /// The event ([`event_name`]).
    event: String,
    /// The side the event names (who offered, declined, or owned the conditional move).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    side: Option<String>,
    /// Half-moves played at the event.
    ply: usize,
    /// The result, when the game was over (`1-0`, `0-1`, `1/2-1/2`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    result: Option<String>,
    /// Why it ended, when it was over.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    termination: Option<String>,
    /// The side whose draw offer was waiting.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    draw_offer: Option<String>,
    /// The deadline of the player to move.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(super) deadline: Option<NaiveDateTime>,
    /// When the event happened (the mail's "days left" count from it).
    pub(super) at: NaiveDateTime,
}

impl Snapshot {
    /// The snapshot of `notice` at `now`, as stored (JSON).
    pub(super) fn stored(notice: &GameEventNotice<'_>, now: NaiveDateTime) -> String {
        let (event, side) = event_name(notice.event);
        let outcome = notice.game().record.outcome();
        let snapshot = Snapshot {
            event: event.to_owned(),
            side: side.map(|c| color_name(c).to_owned()),
            ply: notice.game().record.ply_count(),
            result: outcome.map(|o| o.result.as_pgn().to_owned()),
            termination: outcome.map(|o| o.termination.as_str().to_owned()),
            draw_offer: notice.game().draw_offer.map(|c| color_name(c).to_owned()),
            deadline: notice.view.deadline,
            at: now,
        };
        serde_json::to_string(&snapshot).unwrap_or_default()
    }

    pub(super) fn parse(json: &str) -> Result<Snapshot, NotifyError> {
        serde_json::from_str(json).map_err(|e| unreadable(&e.to_string()))
    }

    pub(super) fn event(&self) -> Result<GameEvent, NotifyError> {
        let side = self.side.as_deref().map(color_of).transpose()?;
        event_of(&self.event, side).ok_or_else(|| unreadable(&self.event))
    }

    fn outcome(&self) -> Result<Option<Outcome>, NotifyError> {
        let Some(result) = &self.result else {
            return Ok(None);
        };
        let result = match result.as_str() {
            "1-0" => GameResult::WhiteWins,
            "0-1" => GameResult::BlackWins,
            "1/2-1/2" => GameResult::Draw,
            other => return Err(unreadable(other)),
        };
        let termination = self
            .termination
            .as_deref()
            .and_then(Termination::from_name)
            .unwrap_or(Termination::Adjudication);
        Ok(Some(Outcome {
            result,
            termination,
        }))
    }

    /// The game as it was at the event: its first [`Snapshot::ply`] moves, the result then and
    /// the draw offer then.
    pub(super) fn state_of(&self, stored: &StoredGame) -> Result<GameState, NotifyError> {
        let now = &stored.state.record;
        let outcome = self.outcome()?;
        let record = if now.ply_count() == self.ply && now.outcome() == outcome {
            now.clone()
        } else {
            replayed(stored, self.ply, outcome)?
        };
        Ok(GameState {
            id: stored.state.id,
            white: stored.state.white,
            black: stored.state.black,
            record,
            draw_offer: self.draw_offer.as_deref().map(color_of).transpose()?,
        })
    }
}

/// The game as it was after its first `ply` moves, with `outcome` when it was over then.
fn replayed(
    stored: &StoredGame,
    ply: usize,
    outcome: Option<Outcome>,
) -> Result<GameRecord, NotifyError> {
    let now = &stored.state.record;
    let mut record = now.truncated(ply).ok_or_else(|| {
        NotifyError::Game(format!(
            "game {} has {} half-moves, fewer than the {ply} of its mail",
            stored.row.id,
            now.ply_count()
        ))
    })?;
    if let Some(outcome) = outcome {
        record.restore_outcome(outcome.result, Some(outcome.termination));
    }
    Ok(record)
}

/// The stored name of `event`, and the side it names.
fn event_name(event: GameEvent) -> (&'static str, Option<Color>) {
    match event {
        GameEvent::Started => ("started", None),
        GameEvent::Moved => ("moved", None),
        GameEvent::MovedConditionalsCleared => ("moved-conditionals-cleared", None),
        GameEvent::ConditionalPlayed { owner } => ("conditional-played", Some(owner)),
        GameEvent::DrawOffered { by } => ("draw-offered", Some(by)),
        GameEvent::DrawDeclined { by } => ("draw-declined", Some(by)),
        GameEvent::Ended => ("ended", None),
        GameEvent::Reminder => ("reminder", None),
    }
}

/// The event stored as `name` (with `side`, for the events that name one).
fn event_of(name: &str, side: Option<Color>) -> Option<GameEvent> {
    Some(match (name, side) {
        ("started", _) => GameEvent::Started,
        ("moved", _) => GameEvent::Moved,
        ("moved-conditionals-cleared", _) => GameEvent::MovedConditionalsCleared,
        ("conditional-played", Some(owner)) => GameEvent::ConditionalPlayed { owner },
        ("draw-offered", Some(by)) => GameEvent::DrawOffered { by },
        ("draw-declined", Some(by)) => GameEvent::DrawDeclined { by },
        ("ended", _) => GameEvent::Ended,
        ("reminder", _) => GameEvent::Reminder,
        _ => return None,
    })
}

fn color_name(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

fn color_of(name: &str) -> Result<Color, NotifyError> {
    match name {
        "white" => Ok(Color::White),
        "black" => Ok(Color::Black),
        other => Err(unreadable(other)),
    }
}

pub(super) fn unreadable(what: &str) -> NotifyError {
    NotifyError::Snapshot(what.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_event_reads_back_as_itself() {
        let events = [
            GameEvent::Started,
            GameEvent::Moved,
            GameEvent::MovedConditionalsCleared,
            GameEvent::ConditionalPlayed {
                owner: Color::Black,
            },
            GameEvent::DrawOffered { by: Color::White },
            GameEvent::DrawDeclined { by: Color::Black },
            GameEvent::Ended,
            GameEvent::Reminder,
        ];
        for event in events {
            let (name, side) = event_name(event);
            assert_eq!(event_of(name, side), Some(event), "{name}");
        }
        assert_eq!(event_of("draw-offered", None), None);
        assert_eq!(event_of("castled", None), None);
    }

    #[test]
    fn an_outcome_reads_back_with_its_termination() {
        let at = chrono::NaiveDate::from_ymd_opt(2026, 11, 26)
            .unwrap()
            .and_hms_opt(12, 0, 0)
            .unwrap();
        let mut snapshot = Snapshot {
            event: "ended".into(),
            side: None,
            ply: 40,
            result: Some("0-1".into()),
            termination: Some(Termination::Resignation.as_str().into()),
            draw_offer: None,
            deadline: None,
            at,
        };
        let json = serde_json::to_string(&snapshot).unwrap();
        assert_eq!(Snapshot::parse(&json).unwrap(), snapshot);
        assert_eq!(
            snapshot.outcome().unwrap(),
            Some(Outcome {
                result: GameResult::BlackWins,
                termination: Termination::Resignation
            })
        );
        snapshot.result = Some("2-0".into());
        assert!(snapshot.outcome().is_err());
        assert!(Snapshot::parse("{\"event\":\"moved\"}").is_err());
    }
}

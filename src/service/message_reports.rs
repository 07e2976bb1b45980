//! The moderators' side of reported messages: the list of open reports (reported by a player,
//! not yet dealt with) that an event's organizer sees for their events and an admin sees for
//! all games ([`open_reports`]), and marking a report dealt with ([`deal_with`]). Each line
//! leads to the thread of its game, which the moderator may read after the report
//! ([`super::messages::thread`]), and to nothing else: the list shows who wrote, who reported
//! and when, not the text.

use chrono::NaiveDateTime;

use crate::db::DbConnection;
use crate::db::messages::{self as rows, OpenReport, ReportScope};
use crate::domain::account::UserId;
use crate::domain::adjudication::Role;

use super::messages::{MessageError, may_moderate};
use super::roles;

/// One open report as the list shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReportLine {
    /// The reported message.
    pub message: i32,
    /// Its game (the thread to read).
    pub game: i32,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// Who wrote the message.
    pub author: String,
    /// Who reported it (none once their account is gone).
    pub reported_by: Option<String>,
    /// When.
    pub reported_at: Option<NaiveDateTime>,
    /// The game's event: id and name.
    pub event: Option<(i32, String)>,
}

/// Whose reports `reader` may list: an admin every one; the organizer of `event` (or, without
/// an event, any organizer) those of the events they organize.
fn scope(
    conn: &mut DbConnection,
    reader: UserId,
    event: Option<i32>,
) -> Result<ReportScope, MessageError> {
    let role = roles::role(conn, reader)?;
    if role == Role::Admin {
        return Ok(ReportScope::All);
    }
    let allowed = match event {
        Some(id) => {
            crate::db::events::find_event(conn, id)?.is_some_and(|e| e.organizer_id == reader.0)
        }
        None => role == Role::Organizer,
    };
    if allowed {
        Ok(ReportScope::OrganizedBy(reader.0))
    } else {
        Err(MessageError::NotModerator)
    }
}

/// The open reports `reader` moderates (perhaps of one event only), oldest first. Refused
/// ([`MessageError::NotModerator`]) to anyone who is neither an admin nor that organizer.
pub fn open_reports(
    conn: &mut DbConnection,
    reader: UserId,
    event: Option<i32>,
) -> Result<Vec<ReportLine>, MessageError> {
    let scope = scope(conn, reader, event)?;
    rows::open_reports(conn, scope, event)?
        .into_iter()
        .map(|report| line(conn, report))
        .collect()
}

fn name(conn: &mut DbConnection, id: i32) -> Result<String, MessageError> {
    Ok(crate::db::users::find_by_id(conn, id)?
        .map(|u| u.username)
        .unwrap_or_default())
}

fn line(conn: &mut DbConnection, report: OpenReport) -> Result<ReportLine, MessageError> {
    let (white, black) = crate::db::game_read::load_game(conn, report.game_id)?
        .map(|game| (game.players.white.name, game.players.black.name))
        .unwrap_or_default();
    let reported_by = match report.reported_by {
        Some(id) => Some(name(conn, id)?),
        None => None,
    };
    Ok(ReportLine {
        message: report.message_id,
        game: report.game_id,
        white,
        black,
        author: name(conn, report.author_id)?,
        reported_by,
        reported_at: report.reported_at,
        event: report.event_id.zip(report.event_name),
    })
}

/// `reader` (the organizer of the message's event, or an admin) marks the report of message
/// `message` dealt with; it leaves the open list. Marking one already dealt with changes
/// nothing.
pub fn deal_with(
    conn: &mut DbConnection,
    reader: UserId,
    message: i32,
    now: NaiveDateTime,
) -> Result<i32, MessageError> {
    let game = rows::game_of_message(conn, message)?.ok_or(MessageError::NoSuchReport(message))?;
    if !may_moderate(conn, reader, game)? {
        return Err(MessageError::NotAllowed(game));
    }
    rows::mark_dealt_with(conn, message, now)?;
    Ok(game)
}

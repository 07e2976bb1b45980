//! The messages panel of the game page (`templates/pages/game_messages.html`): the thread
//! between the players beside the moves (who, when, with which move), the form to write (with
//! or without a move), a report button on the opponent's messages, and the player's private
//! note. Only the players see it; after a report, the event's organizer or an admin sees the
//! thread (read only). Texts are shown as text (askama escapes them).
//!
//! `POST /games/{id}/messages` (`text`, optional `move`), `POST /games/{id}/messages/report`
//! (`message`) and `POST /games/{id}/notes` (`text`) go back to the game; a refusal shows the
//! game again with the reason in the reader's language and the text as typed.

use actix_web::web;
use serde::Deserialize;

use crate::db::write_transaction;
use crate::domain::game::MoveSource;
use crate::domain::messages::{MAX_MESSAGE_CHARS, SendRefusal, TextError};
use crate::service::games::{self, MoveRequest};
use crate::service::messages::{self, MessageError, ThreadView};
use crate::web::error::ApiError;
use crate::web::session;
use crate::web::state::AppState;

use super::context::Page;
use super::error::PageError;
use super::form::CheckedForm;
use super::games::{Drafts, Refused, render_game_with};
use super::visit::{PageResult, Visit};
use super::{db, db_write, redirect};

/// One message as the panel shows it.
pub(super) struct MessageLine {
    pub id: i32,
    pub author: String,
    pub mine: bool,
    pub at: String,
    pub at_iso: String,
    pub with_move: Option<String>,
    pub text: String,
    pub reported: bool,
}

/// The panel.
pub(super) struct MessagesPanel {
    pub messages: Vec<MessageLine>,
    /// The reader plays in the game.
    pub player: bool,
    pub can_write: bool,
    /// Why the reader may not write, in their language.
    pub refusal: Option<String>,
    /// Why the last message or note was refused, in the reader's language.
    pub error: Option<String>,
    /// The message box's text.
    pub draft: String,
    /// The note box's text.
    pub note: String,
    pub max_chars: usize,
}

/// A refusal in the reader's language.
fn said_refusal(page: &Page, refused: &SendRefusal) -> String {
    match refused {
        SendRefusal::EventForbids(event) => page.t1("messages-refused-event", "name", event),
        SendRefusal::WriterOff => page.t("messages-refused-you-off"),
        SendRefusal::OpponentOff(name) => page.t1("messages-refused-opponent-off", "name", name),
    }
}

fn text_refusal(page: &Page, err: &TextError) -> String {
    match err {
        TextError::Empty => page.t("messages-refused-empty"),
        TextError::TooLong(count, max) => {
            page.t1("messages-refused-long", "count", format!("{count} / {max}"))
        }
    }
}

/// The panel for `page`'s user in game `id`, or none when they may not read its messages (and
/// for visitors, who never may).
pub(super) async fn panel(
    state: &AppState,
    page: &Page,
    id: i32,
    drafts: Drafts,
) -> Result<Option<MessagesPanel>, PageError> {
    let Some(user) = page.user.as_ref().map(|u| u.id) else {
        return Ok(None);
    };
    let read = db(state, move |conn| {
        let thread = match messages::thread(conn, user, id) {
            Ok(thread) => thread,
            Err(MessageError::NotAllowed(_) | MessageError::Game(_)) => return Ok(None),
            Err(e) => return Err(e.into()),
        };
        let note = if thread.player {
            messages::note(conn, user, id)?.text
        } else {
            String::new()
        };
        Ok(Some((thread, note)))
    })
    .await?;
    Ok(read.map(|(thread, note)| build(page, thread, note, drafts)))
}

fn build(page: &Page, thread: ThreadView, note: String, drafts: Drafts) -> MessagesPanel {
    let me = page
        .user
        .as_ref()
        .map(|u| u.username.clone())
        .unwrap_or_default();
    let messages = thread
        .messages
        .into_iter()
        .map(|m| MessageLine {
            id: m.id,
            mine: m.author == me,
            author: m.author,
            at: m.at.format("%Y-%m-%d %H:%M UTC").to_string(),
            at_iso: crate::service::rfc3339::format(&m.at),
            with_move: m.with_move,
            text: m.text,
            reported: m.reported,
        })
        .collect();
    MessagesPanel {
        messages,
        player: thread.player,
        can_write: thread.can_write,
        refusal: thread.refused.as_ref().map(|r| said_refusal(page, r)),
        error: drafts.error,
        draft: drafts.message.unwrap_or_default(),
        note: drafts.note.unwrap_or(note),
        max_chars: MAX_MESSAGE_CHARS,
    }
}

/// The message form.
#[derive(Debug, Deserialize)]
pub struct MessageForm {
    #[serde(default)]
    text: String,
    /// A move to play with the message (may be empty).
    #[serde(rename = "move", default)]
    with_move: String,
}

/// `POST /games/{id}/messages`: sends the message, with the move when one is given.
pub async fn send(
    visit: Visit,
    id: web::Path<i32>,
    CheckedForm(form): CheckedForm<MessageForm>,
) -> PageResult {
    let (state, page, session, now) = visit.parts();
    let user = page.require_user()?.clone();
    let id = id.into_inner();
    let mail = state.mail.clone();
    let (text, with_move) = (form.text.clone(), form.with_move.trim().to_owned());
    let outcome = db_write(&state, move |conn| {
        let sent = write_transaction(conn, |conn| {
            let game = games::load(conn, id)?;
            if with_move.is_empty() {
                messages::send(conn, &mail, user.id, &game, &text, None, now)?;
                return Ok(());
            }
            let ply = game.state.record.ply_count();
            messages::send(conn, &mail, user.id, &game, &text, Some(ply + 1), now)?;
            let request = MoveRequest {
                mv: with_move.as_str().into(),
                ply: Some(ply),
                offer_draw: false,
                source: MoveSource::Web,
                language: user.language,
            };
            games::play_move(conn, &mail, user.id, game, &request, now)?;
            Ok::<_, MessageError>(())
        });
        refusal_or_fail(sent)
    })
    .await?;
    match outcome {
        Ok(()) => {
            session::notice(&session, &page.t("notice-message-sent"));
            Ok(redirect(&format!("/games/{id}#messages")))
        }
        Err(e) => {
            let drafts = Drafts {
                message: Some(form.text),
                ..Drafts::default()
            };
            refused(&state, page, id, e, drafts, form.with_move).await
        }
    }
}

/// `Ok(Err(..))` for what the page shows as a refusal, `Err` for a failure.
fn refusal_or_fail(
    result: Result<(), MessageError>,
) -> Result<Result<(), MessageError>, PageError> {
    use crate::service::games::GameError;
    match result {
        Ok(()) => Ok(Ok(())),
        Err(
            e @ (MessageError::Text(_) | MessageError::Refused(_) | MessageError::OwnMessage(_)),
        ) => Ok(Err(e)),
        Err(
            e @ MessageError::Game(GameError::Action(_) | GameError::Stale | GameError::Clock(_)),
        ) => Ok(Err(e)),
        Err(e) => Err(e.into()),
    }
}

/// Shows the game again with why the message or note was refused.
async fn refused(
    state: &AppState,
    page: Page,
    id: i32,
    err: MessageError,
    mut drafts: Drafts,
    move_text: String,
) -> PageResult {
    match &err {
        MessageError::Text(e) => drafts.error = Some(text_refusal(&page, e)),
        MessageError::Refused(r) => drafts.error = Some(said_refusal(&page, r)),
        _ => {
            let refused = Refused::english(ApiError::from(err), move_text);
            return render_game_with(state, page, id, false, Some(refused), None, drafts).await;
        }
    }
    render_game_with(state, page, id, false, None, None, drafts).await
}

/// The report form.
#[derive(Debug, Deserialize)]
pub struct ReportForm {
    message: i32,
}

/// `POST /games/{id}/messages/report`.
pub async fn report(
    visit: Visit,
    id: web::Path<i32>,
    CheckedForm(form): CheckedForm<ReportForm>,
) -> PageResult {
    let (state, page, session, now) = visit.parts();
    let user = page.require_user()?.id;
    let id = id.into_inner();
    let mail = state.mail.clone();
    db_write(&state, move |conn| {
        Ok(messages::report(conn, &mail, user, id, form.message, now)?)
    })
    .await?;
    session::notice(&session, &page.t("notice-message-reported"));
    Ok(redirect(&format!("/games/{id}#messages")))
}

/// The note form.
#[derive(Debug, Deserialize)]
pub struct NoteForm {
    #[serde(default)]
    text: String,
}

/// `POST /games/{id}/notes`.
pub async fn save_note(
    visit: Visit,
    id: web::Path<i32>,
    CheckedForm(form): CheckedForm<NoteForm>,
) -> PageResult {
    let (state, page, session, now) = visit.parts();
    let user = page.require_user()?.id;
    let id = id.into_inner();
    let text = form.text.clone();
    let outcome = db_write(&state, move |conn| {
        match messages::set_note(conn, user, id, &text, now) {
            Ok(_) => Ok(Ok(())),
            Err(MessageError::Text(e)) => Ok(Err(e)),
            Err(e) => Err(e.into()),
        }
    })
    .await?;
    match outcome {
        Ok(()) => {
            session::notice(&session, &page.t("notice-note-saved"));
            Ok(redirect(&format!("/games/{id}#notes")))
        }
        Err(e) => {
            let drafts = Drafts {
                note: Some(form.text),
                error: Some(text_refusal(&page, &e)),
                ..Drafts::default()
            };
            render_game_with(&state, page, id, false, None, None, drafts).await
        }
    }
}

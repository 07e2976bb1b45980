//! The forms of the messages panel of the game page ([`super::messages_panel`]): the thread
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
use crate::service::games::{self, MoveRequest};
use crate::service::messages::{self, MessageError};
use crate::web::error::ApiError;
use crate::web::session;
use crate::web::state::AppState;

use super::context::Page;
use super::error::PageError;
use super::form::CheckedForm;
use super::games::{Refused, render_game_with};
use super::messages_panel::{Drafts, said_refusal, text_refusal};
use super::visit::{PageResult, Visit};
use super::{db_write, redirect};

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

//! The messages panel of the game page (`templates/pages/game_messages.html`): the thread
//! between the players beside the moves (who, when, with which move), the box to write (with
//! or without a move), a report button on the opponent's messages, and the player's private
//! note. Only the players see it; after a report, the event's organizer or an admin sees the
//! thread (read only). Texts are shown as text (askama escapes them). Its forms are
//! [`super::messages`].

use crate::db::DbConnection;
use crate::domain::account::UserId;
use crate::domain::messages::{MAX_MESSAGE_CHARS, SendRefusal, TextError};
use crate::service::game_store::StoredGame;
use crate::service::messages::{self, MessageError, ThreadView};

use super::context::Page;
use super::error::PageError;

/// What to put back in the messages panel's boxes after a refusal, and why.
#[derive(Debug, Default)]
pub(super) struct Drafts {
    /// The message as typed.
    pub message: Option<String>,
    /// The note as typed.
    pub note: Option<String>,
    /// Why it was refused, in the reader's language.
    pub error: Option<String>,
}

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
pub(super) fn said_refusal(page: &Page, refused: &SendRefusal) -> String {
    match refused {
        SendRefusal::EventForbids(event) => page.t1("messages-refused-event", "name", event),
        SendRefusal::WriterOff => page.t("messages-refused-you-off"),
        SendRefusal::OpponentOff(name) => page.t1("messages-refused-opponent-off", "name", name),
    }
}

pub(super) fn text_refusal(page: &Page, err: &TextError) -> String {
    match err {
        TextError::Empty => page.t("messages-refused-empty"),
        TextError::TooLong(count, max) => {
            page.t1("messages-refused-long", "count", format!("{count} / {max}"))
        }
    }
}

/// What the panel shows, read in the game page's database round: the thread and the reader's
/// note, or none when the reader may not read the game's messages.
pub(super) type PanelRead = Option<(ThreadView, String)>;

/// Reads the panel of `reader` in the loaded `game`: none when they may not read its messages.
pub(super) fn read(
    conn: &mut DbConnection,
    reader: UserId,
    game: &StoredGame,
) -> Result<PanelRead, PageError> {
    let thread = match messages::thread_of(conn, reader, game) {
        Ok(thread) => thread,
        Err(MessageError::NotAllowed(_) | MessageError::Game(_)) => return Ok(None),
        Err(e) => return Err(e.into()),
    };
    let note = if thread.player {
        messages::note_of(conn, reader, game)?.text
    } else {
        String::new()
    };
    Ok(Some((thread, note)))
}

/// The panel for `page`'s user from what [`read`] found (none for visitors, who never may).
pub(super) fn panel(page: &Page, read: PanelRead, drafts: Drafts) -> Option<MessagesPanel> {
    read.map(|(thread, note)| build(page, thread, note, drafts))
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

//! Rendering a game mail that was stored as what to render ([`super::snapshot`]), when the
//! worker sends it: the bodies from the game as it was at the event, and the thread headers
//! from the mail written before it about the same game to the same player.

use crate::db::DbConnection;
use crate::db::outbox::OutboxRow;
use crate::domain::account::UserId;
use crate::domain::game::GameId;
use crate::service::game_store::{self, GameError};

use super::compose::{self, Extras, GameContext, Heading};
use super::events::intro_lines;
use super::snapshot::{Snapshot, unreadable};
use super::{MailSettings, NotifyError, Recipient, thread};

/// A stored game mail as rendered when it is sent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rendered {
    /// The plain-text part.
    pub text: String,
    /// The HTML part.
    pub html: String,
    /// The message it follows in its thread.
    pub in_reply_to: Option<String>,
    /// The thread's root and latest Message-IDs.
    pub references: Option<String>,
}

/// The bodies and thread headers of the stored game mail `row`, or `None` when it was stored
/// rendered. It follows the mail written before it about the same game to the same player.
///
/// # Errors
///
/// The database's, a snapshot that cannot be read, or a game or recipient that is gone.
pub fn render(
    conn: &mut DbConnection,
    mail: &MailSettings,
    row: &OutboxRow,
) -> Result<Option<Rendered>, NotifyError> {
    let Some(json) = &row.snapshot else {
        return Ok(None);
    };
    let snapshot = Snapshot::parse(json)?;
    let (Some(game), Some(user)) = (row.game_id, row.user_id) else {
        return Err(unreadable("a game mail without its game or recipient"));
    };
    let stored = game_store::load(conn, game).map_err(|e| match e {
        // A database that fails now may not later: the worker tries the mail again.
        GameError::Database(e) => NotifyError::Database(e),
        other => NotifyError::Game(other.to_string()),
    })?;
    let state = snapshot.state_of(&stored)?;
    let recipient = match stored.state.color_of(UserId(user)) {
        Ok(color) => Recipient::of_color(&stored, color),
        Err(_) => Recipient::load(conn, UserId(user))?,
    };
    let ctx = GameContext {
        state: &state,
        view: Heading {
            id: stored.row.id,
            white: &stored.players.white.name,
            black: &stored.players.black.name,
            time_control: &stored.row.time_control,
            deadline: snapshot.deadline,
        },
        recipient: &recipient,
        now: snapshot.at,
    };
    let extras = Extras {
        intro: intro_lines(conn, &ctx, snapshot.event()?)?,
        ..Extras::default()
    };
    let (text, html) = compose::render(mail, &ctx, extras)?;
    let (in_reply_to, references) = thread(conn, mail, GameId(game), UserId(user), row.id, None)?;
    Ok(Some(Rendered {
        text,
        html,
        in_reply_to,
        references,
    }))
}

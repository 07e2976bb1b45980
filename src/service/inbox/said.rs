//! The message a player wrote in a game reply ([`crate::mail::commands::split_message`],
//! [`crate::mail::commands::text_after`]): sent with the command's move, so the opponent's mail
//! about the move carries it, or alone (a reply that holds only a "message:" line), confirmed
//! to the player. Refusals (an event that forbids messages, a player who switched them off, a
//! text too long) are answered like any refused command: nothing changes.

use chrono::NaiveDateTime;

use crate::db::{DbConnection, savepoint};
use crate::domain::account::UserId;
use crate::mail::commands::{Command, ConditionalLine};
use crate::service::game_store::StoredGame;
use crate::service::games::{self, GameError};
use crate::service::messages::{self, MessageError};
use crate::service::notify::{self, CommandConfirmation, Confirmed, MailSettings};

use super::answer::{ProcessError, Processed, Request, load, refuse};

/// Sends `said` with `command` in `game` (before the command is carried out): with the move the
/// command plays, if it plays one, else alone.
pub(super) fn attach(
    conn: &mut DbConnection,
    mail: &MailSettings,
    user: UserId,
    game: &StoredGame,
    command: &Command,
    said: &str,
    now: NaiveDateTime,
) -> Result<(), MessageError> {
    let moves = matches!(
        command,
        Command::Move { .. }
            | Command::Claim { mv: Some(_), .. }
            | Command::Conditional(ConditionalLine { now: Some(_), .. })
    );
    let with_ply = moves.then(|| game.state.record.ply_count() + 1);
    messages::send(conn, mail, user, game, said, with_ply, now).map(|_| ())
}

/// A reply that holds a message and no command: the message is sent alone and confirmed, or
/// refused with the reason.
pub(super) fn alone(
    conn: &mut DbConnection,
    mail: &MailSettings,
    request: &Request<'_>,
    said: &str,
    now: NaiveDateTime,
) -> Result<Processed, ProcessError> {
    let user = UserId(request.player.id);
    let sent = savepoint(conn, |conn| {
        let game = games::load(conn, request.game)?;
        messages::send(conn, mail, user, &game, said, None, now)
    });
    let refusal = match sent {
        Ok(_) => None,
        Err(MessageError::Game(GameError::Database(e))) => return Err(e.into()),
        Err(MessageError::Game(GameError::Notify(e))) => return Err(e.into()),
        Err(MessageError::Game(GameError::Stale)) => return Err(ProcessError::Stale),
        Err(e) => Some(e.to_string()),
    };
    let game = load(conn, request.game, now)?;
    if let Some(reason) = refusal {
        let (player, answering) = (request.player, request.answering);
        return refuse(conn, mail, player, Some(&game), &reason, answering, now);
    }
    let confirmation = CommandConfirmation {
        confirmed: Confirmed::Message,
        player: user,
        game: &game.state,
        view: &game.view,
        answering: request.answering,
        conditionals: None,
    };
    notify::command_confirmation(conn, mail, &confirmation, now)?;
    Ok(Processed::Applied(format!(
        "game {}, player {}: a message",
        request.game, request.player.username
    )))
}

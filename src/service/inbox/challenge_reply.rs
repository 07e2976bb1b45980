//! A reply to a challenge's own reply address: the challenged player answers `accept` (the game
//! begins, and both players get its first mail) or `decline` (the challenger is told, and the
//! player gets a confirmation), in English or their language's words. Anything else, or a
//! challenge that is no longer open, is answered with what went wrong.

use chrono::NaiveDateTime;

use crate::chess::Language;
use crate::db::{DbConnection, savepoint};
use crate::domain::account::UserId;
use crate::i18n;
use crate::mail::commands::{self, Command};
use crate::service::games::{self, GameError};
use crate::service::notify::MailSettings;

use super::answer::{ProcessError, Processed, Reply, refuse};

/// What the reply asks for.
enum Answer {
    Accept,
    Decline,
}

/// Carries out the answer to challenge `id`.
pub(super) fn carry_out(
    conn: &mut DbConnection,
    mail: &MailSettings,
    reply: &Reply<'_>,
    id: i32,
    now: NaiveDateTime,
) -> Result<Processed, ProcessError> {
    let player = reply.player;
    let language = Language::from_code(&player.language).unwrap_or(Language::English);
    let message = reply.message;
    let answer = match commands::read(&message.text, &message.subject, language) {
        Ok(found) if found.command == Command::Accept => Answer::Accept,
        Ok(found) if found.command == Command::Decline => Answer::Decline,
        _ => {
            let lang = i18n::language(&player.language);
            let reason = i18n::t(&lang, "mail-error-challenge-command", &[]);
            return refuse(conn, mail, player, None, &reason, reply.answering, now);
        }
    };
    let user = UserId(player.id);
    let lot: u32 = rand::random();
    let done = savepoint(conn, |conn| match answer {
        Answer::Accept => games::accept_challenge(conn, mail, user, id, lot, now).map(|game| {
            format!(
                "challenge {id} accepted by {}: game {game}",
                player.username
            )
        }),
        Answer::Decline => games::decline_challenge(conn, mail, user, id, reply.answering, now)
            .map(|()| format!("challenge {id} declined by {}", player.username)),
    });
    match done {
        Ok(text) => Ok(Processed::Applied(text)),
        Err(GameError::Database(e)) => Err(e.into()),
        Err(GameError::Notify(e)) => Err(e.into()),
        Err(GameError::Stale) => Err(ProcessError::Stale),
        Err(e @ GameError::Corrupt(..)) => Err(ProcessError::Game(e.to_string())),
        Err(refused) => refuse(
            conn,
            mail,
            player,
            None,
            &refused.to_string(),
            reply.answering,
            now,
        ),
    }
}

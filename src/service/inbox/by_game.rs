//! A reply to the daily digest: its reply address names only the player, so each line names
//! its game ("12: Nf3", "game 14 e4"; see [`crate::mail::commands::by_game`]). Each game's
//! command is carried out as if it had come to that game's own reply address
//! ([`super::apply`]), with its own confirmation or refusal; a game the player does not play
//! in is refused without touching it, and a reply that names no game is answered with how to
//! write one.

use chrono::NaiveDateTime;
use fluent_templates::fluent_bundle::FluentValue;

use crate::db::DbConnection;
use crate::domain::account::UserId;
use crate::i18n;
use crate::mail::commands::{self, GameLine};
use crate::mail::inbound::InboundMail;
use crate::service::games::{self, GameError};
use crate::service::notify::MailSettings;

use super::answer::{ProcessError, Processed, Reply, Request, refuse};
use super::apply;

/// The example the answers give.
const EXAMPLE: &str = "12: e4";

/// Carries out the command of each game the digest reply names.
pub(super) fn carry_out(
    conn: &mut DbConnection,
    mail: &MailSettings,
    reply: &Reply<'_>,
    now: NaiveDateTime,
) -> Result<Processed, ProcessError> {
    let lines = commands::by_game(&reply.message.text);
    if lines.is_empty() {
        let example = [("example", FluentValue::from(EXAMPLE))];
        return refuse_digest_reply(
            conn,
            mail,
            reply,
            "mail-error-digest-no-game",
            &example,
            now,
        );
    }
    let mut done = Vec::with_capacity(lines.len());
    for line in &lines {
        done.push(one_game(conn, mail, reply, line, now)?);
    }
    Ok(summary(done))
}

/// Answers the digest reply with the refusal `key` (in the player's language), touching no game.
fn refuse_digest_reply(
    conn: &mut DbConnection,
    mail: &MailSettings,
    reply: &Reply<'_>,
    key: &str,
    args: &[(&str, FluentValue<'_>)],
    now: NaiveDateTime,
) -> Result<Processed, ProcessError> {
    let lang = i18n::language(&reply.player.language);
    let reason = i18n::t(&lang, key, args);
    refuse(
        conn,
        mail,
        reply.player,
        None,
        &reason,
        reply.answering,
        now,
    )
}

/// Carries out one game's line.
fn one_game(
    conn: &mut DbConnection,
    mail: &MailSettings,
    reply: &Reply<'_>,
    line: &GameLine,
    now: NaiveDateTime,
) -> Result<Processed, ProcessError> {
    if !plays_in(conn, UserId(reply.player.id), line.game)? {
        let id = [("id", FluentValue::from(line.game))];
        return refuse_digest_reply(
            conn,
            mail,
            reply,
            "mail-error-digest-not-your-game",
            &id,
            now,
        );
    }
    let message = InboundMail {
        text: line.text.clone(),
        subject: String::new(),
        ..reply.message.clone()
    };
    let request = Request {
        message: &message,
        ..reply.for_game(line.game)
    };
    apply::carry_out(conn, mail, &request, now)
}

/// Whether `player` plays in `game` (`false` when there is no such game).
fn plays_in(conn: &mut DbConnection, player: UserId, game: i32) -> Result<bool, ProcessError> {
    match games::load(conn, game) {
        Ok(game) => Ok(game.state.color_of(player).is_ok()),
        Err(GameError::Database(e)) => Err(e.into()),
        Err(_) => Ok(false),
    }
}

/// One result for the whole mail: applied when any game's command was, refused when any was
/// refused, else ignored; the outcome names each game's.
fn summary(done: Vec<Processed>) -> Processed {
    let applied = done.iter().any(|d| matches!(d, Processed::Applied(_)));
    let refused = done.iter().any(|d| matches!(d, Processed::Refused(_)));
    let text = done
        .iter()
        .map(Processed::outcome)
        .collect::<Vec<_>>()
        .join("; ");
    let text = format!("digest reply: {text}");
    if applied {
        Processed::Applied(text)
    } else if refused {
        Processed::Refused(text)
    } else {
        Processed::Ignored(text)
    }
}

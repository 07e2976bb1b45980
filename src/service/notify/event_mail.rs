//! Event mail: when an event starts, each player gets one message with every game of theirs
//! (round, opponents, link) and the end date.

use chrono::NaiveDateTime;
use fluent_templates::fluent_bundle::FluentValue;

use crate::db::DbConnection;
use crate::db::users::User;
use crate::domain::game::GameId;

use super::account::plain_mail;
use super::{MailSettings, NotifyError, Outgoing, Recipient, enqueue};

/// One game in the start mail.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EventGameLine {
    /// The game.
    pub game: i32,
    /// Its round.
    pub round: i32,
    /// White's username.
    pub white: String,
    /// Black's username.
    pub black: String,
}

/// Writes `user` the start of event `name` with their `games` (sent whatever their game-mail
/// setting: it is the one message that tells them they are playing). Returns the row's id.
pub fn event_started(
    conn: &mut DbConnection,
    mail: &MailSettings,
    user: &User,
    name: &str,
    ends_at: NaiveDateTime,
    games: &[EventGameLine],
    now: NaiveDateTime,
) -> Result<i32, NotifyError> {
    let recipient = Recipient::from_user(user);
    let count = i64::try_from(games.len()).unwrap_or(i64::MAX);
    let args = [
        ("username", FluentValue::from(user.username.clone())),
        ("name", FluentValue::from(name.to_owned())),
        ("count", FluentValue::from(count)),
        (
            "time",
            FluentValue::from(ends_at.format("%Y-%m-%d").to_string()),
        ),
    ];
    let subject = recipient.t("mail-event-started-subject", &args);
    let mut paragraphs = vec![recipient.t("mail-event-started-body", &args)];
    let lines: Vec<String> = games
        .iter()
        .map(|g| {
            let line_args = [
                ("round", FluentValue::from(i64::from(g.round))),
                ("white", FluentValue::from(g.white.clone())),
                ("black", FluentValue::from(g.black.clone())),
                ("link", FluentValue::from(mail.game_link(GameId(g.game)))),
            ];
            recipient.t("mail-event-game-line", &line_args)
        })
        .collect();
    paragraphs.push(lines.join("\n"));
    paragraphs.push(recipient.t("mail-event-started-end", &args));
    let (text, html) = plain_mail(&recipient, &paragraphs, None)?;
    let out = Outgoing {
        to: &user.email,
        user: Some(recipient.id),
        game: None,
        kind: "event-started",
        subject,
        text,
        html,
        reply_to: None,
        unsubscribe: false,
        answering: None,
    };
    enqueue(conn, mail, &out, now)
}

//! The mail that asks a moderator (the event's organizer, or an admin) to read a game's
//! messages after a player reported one: who reported it in which game, and the link to the
//! game's page, where the thread is then shown to them. The message itself is not copied into
//! the mail.

use chrono::NaiveDateTime;
use fluent_templates::fluent_bundle::FluentValue;

use crate::db::DbConnection;
use crate::db::users::User;
use crate::domain::game::GameId;
use crate::i18n::Arg;

use super::account::{PlainNotice, enqueue_plain};
use super::event_mail::NoticeGame;
use super::{MailSettings, NotifyError, Recipient};

/// A reported message, as the moderator's mail names it.
#[derive(Debug, Clone, Copy)]
pub struct ReportedMessage<'a> {
    /// The game and its players.
    pub game: NoticeGame<'a>,
    /// Who reported it.
    pub by: &'a str,
}

/// Writes `moderator` that a message in `report.game` was reported (sent whatever their
/// game-mail setting). Returns the row's id.
pub fn message_reported(
    conn: &mut DbConnection,
    mail: &MailSettings,
    moderator: &User,
    report: ReportedMessage<'_>,
    now: NaiveDateTime,
) -> Result<i32, NotifyError> {
    let recipient = Recipient::from_user(moderator);
    let args: Vec<Arg<'_>> = vec![
        ("username", FluentValue::from(moderator.username.clone())),
        ("name", FluentValue::from(report.by.to_owned())),
        ("white", FluentValue::from(report.game.white.to_owned())),
        ("black", FluentValue::from(report.game.black.to_owned())),
    ];
    let link = mail.game_link(GameId(report.game.id));
    let paragraphs = [
        recipient.t("mail-message-reported-body", &args),
        link.clone(),
    ];
    let notice = PlainNotice {
        kind: "message-reported",
        game: Some(GameId(report.game.id)),
        subject: recipient.t("mail-message-reported-subject", &args),
        paragraphs: &paragraphs,
        link: Some(&link),
    };
    enqueue_plain(conn, mail, moderator, &notice, now)
}

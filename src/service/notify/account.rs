//! Account mail: the links that confirm an address and reset a password, and the short plain
//! mails (paragraphs, maybe a link) that need no game.

use askama::Template;
use chrono::NaiveDateTime;
use fluent_templates::fluent_bundle::FluentValue;

use crate::db::DbConnection;
use crate::db::users::User;
use crate::domain::game::GameId;

use super::limits::{self, RESET_PASSWORD, VERIFY_EMAIL};
use super::{MailSettings, NotifyError, Outgoing, Recipient, enqueue};

/// Which account link.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AccountMail {
    /// Confirm the address (`/verify/TOKEN`).
    Verify,
    /// Choose a new password (`/reset-password/TOKEN`).
    Reset,
}

#[derive(Template)]
#[template(path = "emails/plain.txt")]
struct PlainText<'a> {
    paragraphs: &'a [String],
}

#[derive(Template)]
#[template(path = "emails/plain.html")]
struct PlainHtml<'a> {
    paragraphs: &'a [String],
    link: Option<&'a str>,
    lang: &'a str,
    dir: &'a str,
}

/// A short mail of paragraphs to `recipient` as plain text and HTML; a paragraph that is just
/// `link` becomes a clickable link in the HTML.
pub(super) fn plain_mail(
    recipient: &Recipient,
    paragraphs: &[String],
    link: Option<&str>,
) -> Result<(String, String), askama::Error> {
    let (lang, dir) = recipient.html_lang();
    let text = PlainText { paragraphs }.render()?;
    let html = PlainHtml {
        paragraphs,
        link,
        lang: &lang,
        dir,
    }
    .render()?;
    Ok((text, html))
}

/// What a short mail of paragraphs ([`plain_mail`]) to one account says, and what it is about.
pub(super) struct PlainNotice<'a> {
    /// The outbox kind (`verify-email`, `event-started`, …).
    pub kind: &'a str,
    /// The game it is about, which threads it with the game's other mail.
    pub game: Option<GameId>,
    /// Subject line.
    pub subject: String,
    /// The paragraphs.
    pub paragraphs: &'a [String],
    /// A paragraph that is just this link becomes clickable in the HTML.
    pub link: Option<&'a str>,
}

/// Renders `notice` for `user` (in their language) and writes it to the outbox, whatever their
/// notification setting; returns the row's id.
pub(super) fn enqueue_plain(
    conn: &mut DbConnection,
    mail: &MailSettings,
    user: &User,
    notice: &PlainNotice<'_>,
    now: NaiveDateTime,
) -> Result<i32, NotifyError> {
    let recipient = Recipient::from_user(user);
    let (text, html) = plain_mail(&recipient, notice.paragraphs, notice.link)?;
    let out = Outgoing {
        to: &user.email,
        user: Some(recipient.id),
        game: notice.game,
        kind: notice.kind,
        subject: notice.subject.clone(),
        text,
        html,
        reply_to: None,
        unsubscribe: false,
        answering: None,
        snapshot: None,
    };
    enqueue(conn, mail, &out, now)
}

/// Writes the mail with a confirmation or reset link carrying `token` to `user`'s address, in
/// their language (sent whatever their notification setting). Returns the outbox row's id, or
/// `None` when the address had its share of such mail ([`limits`]) and nothing was written.
pub fn account_link(
    conn: &mut DbConnection,
    mail: &MailSettings,
    user: &User,
    token: &str,
    which: AccountMail,
    now: NaiveDateTime,
) -> Result<Option<i32>, NotifyError> {
    let recipient = Recipient::from_user(user);
    let (path, kind) = match which {
        AccountMail::Verify => ("verify", VERIFY_EMAIL),
        AccountMail::Reset => ("reset-password", RESET_PASSWORD),
    };
    if !limits::allows(conn, &user.email, kind, now)? {
        return Ok(None);
    }
    let url = format!("{}/{path}/{token}", mail.base_url);
    let args = [
        ("username", FluentValue::from(user.username.clone())),
        ("link", FluentValue::from(url.clone())),
    ];
    let (subject, body) = match which {
        AccountMail::Verify => (
            recipient.t("mail-verify-subject", &args),
            recipient.t("mail-verify-body", &args),
        ),
        AccountMail::Reset => (
            recipient.t("mail-reset-subject", &args),
            recipient.t("mail-reset-body", &args),
        ),
    };
    let paragraphs: Vec<String> = body.split("\n\n").map(str::to_owned).collect();
    let notice = PlainNotice {
        kind,
        game: None,
        subject,
        paragraphs: &paragraphs,
        link: Some(&url),
    };
    enqueue_plain(conn, mail, user, &notice, now).map(Some)
}

//! Mail about challenges: the challenged player is told of a challenge (and may answer it by
//! replying `accept` or `decline` to its own reply address, or on the challenges page), and the
//! challenger is told when it is declined. An accepted challenge needs no mail of its own here:
//! the game begins, and both players get the game's first mail ("Your game against … has
//! begun"). Players with a confirmed address who take game mail get these at once, those who
//! chose the daily digest too (a challenge waits for an answer); not those who chose no game
//! mail, nor engine accounts. A player who declines by mail gets a confirmation whatever their
//! setting, as for any emailed command.

use chrono::NaiveDateTime;
use fluent_templates::fluent_bundle::FluentValue;

use crate::db::games::{self as rows, ChallengeRow};
use crate::db::{DbConnection, users};
use crate::domain::account::UserId;
use crate::domain::notifications::NotifyMode;

use super::account::plain_mail;
use super::{MailSettings, NotifyError, Outgoing, Recipient, enqueue};

/// Outbox kinds of challenge mail.
const CHALLENGE: &str = "challenge";
const DECLINED: &str = "challenge-declined";
const CONFIRMED: &str = "command-confirmation";

/// The challenge's terms in a few words, in `to`'s language: its time control, and what is not
/// the default: the variant when it is not standard chess, "Rated" when it is rated.
fn terms(to: &Recipient, challenge: &ChallengeRow) -> String {
    let mut words = vec![challenge.time_control.clone()];
    if challenge.variant == "chess960" {
        words.push("Chess960".to_owned());
    }
    if challenge.rated {
        words.push(to.t("game-rated", &[]));
    }
    words.join(", ")
}

/// The player `user` as a recipient of challenge mail: only with a confirmed address (else
/// anyone could have challenges mailed to an address someone signed up with) who takes game
/// mail, every move or the daily digest.
fn wanting_mail(conn: &mut DbConnection, user: i32) -> Result<Option<Recipient>, NotifyError> {
    let row = users::find_by_id(conn, user)?.ok_or(NotifyError::UnknownUser(user))?;
    let recipient = Recipient::from_user(&row);
    let wanted = row.email_verified_at.is_some() && recipient.mode != NotifyMode::None;
    Ok(wanted.then_some(recipient))
}

fn name_of(conn: &mut DbConnection, user: i32) -> Result<String, NotifyError> {
    Ok(Recipient::load(conn, UserId(user))?.username)
}

/// What one challenge mail says.
struct Notice<'a> {
    kind: &'a str,
    subject: String,
    paragraphs: Vec<String>,
    reply_to: Option<String>,
    answering: Option<&'a str>,
}

fn send(
    conn: &mut DbConnection,
    mail: &MailSettings,
    to: &Recipient,
    notice: &Notice<'_>,
    now: NaiveDateTime,
) -> Result<i32, NotifyError> {
    let link = mail.challenges_link();
    let (text, html) = plain_mail(to, &notice.paragraphs, Some(&link))?;
    let out = Outgoing {
        to: &to.email,
        user: Some(to.id),
        game: None,
        kind: notice.kind,
        subject: notice.subject.clone(),
        text,
        html,
        reply_to: notice.reply_to.clone(),
        unsubscribe: false,
        answering: notice.answering,
        snapshot: None,
    };
    enqueue(conn, mail, &out, now)
}

/// Tells the challenged player of challenge `id` (nothing for an open challenge or a player
/// who wants no mail). Returns the outbox row's id when a mail was written.
pub fn challenge_offered(
    conn: &mut DbConnection,
    mail: &MailSettings,
    id: i32,
    now: NaiveDateTime,
) -> Result<Option<i32>, NotifyError> {
    let Some(challenge) = rows::find_challenge(conn, id)? else {
        return Ok(None);
    };
    let Some(opponent) = challenge.opponent_id else {
        return Ok(None);
    };
    let Some(to) = wanting_mail(conn, opponent)? else {
        return Ok(None);
    };
    let name = FluentValue::from(name_of(conn, challenge.challenger_id)?);
    let link = mail.challenges_link();
    let notice = Notice {
        kind: CHALLENGE,
        subject: to.t("mail-subject-challenge", &[("name", name.clone())]),
        paragraphs: vec![
            to.t(
                "mail-challenge-intro",
                &[
                    ("name", name),
                    ("terms", FluentValue::from(terms(&to, &challenge))),
                ],
            ),
            to.t("mail-challenge-reply", &[]),
            link,
        ],
        reply_to: Some(mail.challenge_address(id, to.id)),
        answering: None,
    };
    send(conn, mail, &to, &notice, now).map(Some)
}

/// Tells the challenger that challenge `id` was declined (unless they want no mail); when it
/// was declined by mail, `answering` (the reply's Message-ID) also confirms it to the player
/// who declined.
pub fn challenge_declined(
    conn: &mut DbConnection,
    mail: &MailSettings,
    id: i32,
    answering: Option<&str>,
    now: NaiveDateTime,
) -> Result<(), NotifyError> {
    let Some(challenge) = rows::find_challenge(conn, id)? else {
        return Ok(());
    };
    let Some(opponent) = challenge.opponent_id else {
        return Ok(());
    };
    let decliner = Recipient::load(conn, UserId(opponent))?;
    if let Some(challenger) = wanting_mail(conn, challenge.challenger_id)? {
        let name = FluentValue::from(decliner.username.clone());
        let args = [
            ("name", name),
            ("terms", FluentValue::from(terms(&challenger, &challenge))),
        ];
        let notice = Notice {
            kind: DECLINED,
            subject: challenger.t("mail-subject-challenge-declined", &args),
            paragraphs: vec![
                challenger.t("mail-challenge-declined", &args),
                mail.challenges_link(),
            ],
            reply_to: None,
            answering: None,
        };
        send(conn, mail, &challenger, &notice, now)?;
    }
    if answering.is_some() {
        let name = FluentValue::from(name_of(conn, challenge.challenger_id)?);
        let text = decliner.t("mail-confirm-challenge-declined", &[("name", name)]);
        let notice = Notice {
            kind: CONFIRMED,
            subject: text.clone(),
            paragraphs: vec![text, mail.challenges_link()],
            reply_to: None,
            answering,
        };
        send(conn, mail, &decliner, &notice, now)?;
    }
    Ok(())
}

//! The daily digest: for players who chose it, one mail a day listing the games where it is
//! their move, each with the last move, the deadline, its reply address and its page. The
//! digest's own Reply-To is the player's digest address: a reply to it names the game on each
//! line ("12: e4"), as its help text says. The
//! worker calls [`send_due_digests`] regularly; each player's turn is taken with a guarded
//! update, so of several workers only one sends it.

use askama::Template;
use chrono::{Duration, NaiveDateTime};
use fluent_templates::fluent_bundle::FluentValue;

use crate::db::games::{self as rows, GameSection};
use crate::db::{DbConnection, users, write_transaction};
use crate::domain::account::UserId;
use crate::domain::game::GameId;
use crate::service::game_store::{self, view as game_view};

use super::compose::{Link, deadline_text};
use super::diagram;
use super::{MailSettings, NotifyError, Outgoing, Recipient, enqueue};

/// How often a player in digest mode gets a digest.
pub const DIGEST_INTERVAL: Duration = Duration::days(1);
/// The most games one digest lists.
const MAX_GAMES: i64 = 50;

/// One game of a digest.
struct DigestGame {
    heading: String,
    last_move: Option<String>,
    deadline: Option<String>,
    reply: Link,
    link: Link,
}

#[derive(Template)]
#[template(path = "emails/digest.txt")]
struct DigestText<'a> {
    intro: &'a str,
    games: &'a [DigestGame],
    help: &'a str,
    footer: &'a str,
    settings: &'a Link,
}

#[derive(Template)]
#[template(path = "emails/digest.html")]
struct DigestHtml<'a> {
    lang: &'a str,
    dir: &'a str,
    intro: &'a str,
    games: &'a [DigestGame],
    help: &'a str,
    footer: &'a str,
    settings: &'a Link,
}

/// Sends the digests due at `now`, at most `limit` players' worth; each in its own transaction.
/// Returns how many digests were written (players with no game to move get none, and their
/// next digest is due a day later all the same).
pub fn send_due_digests(
    conn: &mut DbConnection,
    mail: &MailSettings,
    now: NaiveDateTime,
    limit: i64,
) -> Result<usize, NotifyError> {
    let mut written = 0;
    for id in users::due_for_digest(conn, now, limit)? {
        if write_transaction(conn, |conn| digest_for(conn, mail, UserId(id), now))? {
            written += 1;
        }
    }
    Ok(written)
}

/// Takes the player's due digest and writes it if they have games to move in.
fn digest_for(
    conn: &mut DbConnection,
    mail: &MailSettings,
    user: UserId,
    now: NaiveDateTime,
) -> Result<bool, NotifyError> {
    if !users::take_digest(conn, user.0, now, now + DIGEST_INTERVAL)? {
        return Ok(false);
    }
    let rows = rows::section_games(conn, user.0, GameSection::MyTurn, None, 0, MAX_GAMES)?;
    if rows.is_empty() {
        return Ok(false);
    }
    let recipient = Recipient::load(conn, user)?;
    let mut entries = Vec::with_capacity(rows.len());
    for row in &rows {
        entries.push(entry(conn, mail, &recipient, row.id, now)?);
    }
    let r = &recipient;
    let count = FluentValue::from(entries.len());
    let intro = r.t("mail-digest-intro", &[("count", count.clone())]);
    let footer = r.t("mail-digest-footer", &[]);
    let example = format!("{}: e4", rows.first().map_or(1, |row| row.id));
    let help = r.t(
        "mail-digest-reply-all",
        &[("example", FluentValue::from(example))],
    );
    let settings_url = mail.settings_link();
    let settings = Link::new(
        &r.t(
            "mail-link-settings",
            &[("link", FluentValue::from(settings_url.clone()))],
        ),
        &settings_url,
    );
    let (intro, footer, help) = (intro.as_str(), footer.as_str(), help.as_str());
    let games = entries.as_slice();
    let text = DigestText {
        intro,
        games,
        help,
        footer,
        settings: &settings,
    }
    .render()?;
    let (lang, dir) = r.html_lang();
    let html = DigestHtml {
        lang: &lang,
        dir,
        intro,
        games,
        help,
        footer,
        settings: &settings,
    }
    .render()?;
    let out = Outgoing {
        to: &r.email,
        user: Some(r.id),
        game: None,
        kind: "digest",
        subject: r.t("mail-subject-digest", &[("count", count)]),
        text,
        html,
        reply_to: Some(mail.digest_address(r.id)),
        unsubscribe: true,
        answering: None,
        snapshot: None,
    };
    enqueue(conn, mail, &out, now)?;
    Ok(true)
}

fn entry(
    conn: &mut DbConnection,
    mail: &MailSettings,
    r: &Recipient,
    game_id: i32,
    now: NaiveDateTime,
) -> Result<DigestGame, NotifyError> {
    let game_error = |e: game_store::GameError| NotifyError::Game(e.to_string());
    let stored = game_store::load(conn, game_id).map_err(game_error)?;
    let view = game_view::build(conn, &stored, now).map_err(game_error)?;
    let state = stored.state;
    let me = state.color_of(r.id).unwrap_or(crate::chess::Color::White);
    let opponent = match me {
        crate::chess::Color::White => view.black.clone(),
        crate::chess::Color::Black => view.white.clone(),
    };
    let game = GameId(game_id);
    let reply = mail.reply_address(game, r.id);
    let link = mail.game_link(game);
    Ok(DigestGame {
        heading: r.t(
            "mail-digest-game",
            &[
                ("id", FluentValue::from(game_id)),
                ("name", FluentValue::from(opponent)),
            ],
        ),
        last_move: diagram::last_move(&state.record, r.style, r.language)
            .map(|m| r.t("mail-last-move", &[("move", FluentValue::from(m))])),
        deadline: view.deadline.map(|d| deadline_text(r, d, now)),
        reply: Link::new(
            &r.t(
                "mail-digest-reply",
                &[("email", FluentValue::from(reply.clone()))],
            ),
            &reply,
        ),
        link: Link::new(
            &r.t(
                "mail-link-game",
                &[("link", FluentValue::from(link.clone()))],
            ),
            &link,
        ),
    })
}

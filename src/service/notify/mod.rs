//! Outgoing mail as the rest of the code asks for it: every function here writes outbox rows
//! (through [`crate::db::outbox`]) on the connection it is given, so a caller inside a write
//! transaction sends the mail if and only if its change commits. The worker in
//! [`crate::jobs`] delivers the rows later.
//!
//! - [`game_event`]: a game started, the opponent moved, a draw was offered or declined, the
//!   game ended (any termination: mate, resignation, agreement, claim, time forfeit, …), or a
//!   reminder. Goes to the player(s) the event concerns, if they want game mail.
//!   [`move_events`] is the same for a move and the conditional reply the server may have
//!   played after it.
//! - [`command_confirmation`] and [`command_error`]: the answers to a player's emailed command,
//!   sent whatever their setting.
//! - [`account_link`]: address confirmation and password reset links.
//!
//! Reset and confirmation links and error replies are limited per address ([`limits`]): past a
//! limit they are silently not written.
//! - [`event_started`]: an event began; the player's full list of games.
//! - [`send_due_digests`]: the daily digest of games where it is the player's move.
//! - [`challenge_offered`] and [`challenge_declined`]: a challenge to the challenged player
//!   (who may answer it by mail), and its refusal to the challenger.
//!
//! Game event mail ([`game_event`], [`move_events`]) is stored as what to render ([`snapshot`]):
//! the change's transaction writes a small row, and the worker renders the bodies when it sends
//! the mail, as the game was at the event. The other mail is rendered when it is written.
//!
//! Every game mail is plain text first (a board diagram from the recipient's side, the moves in
//! their notation and language, the last move repeated with its number, whose move it is and
//! the deadline, how to reply) with the same content as HTML. Mail about one game to one player
//! forms one thread: a fixed subject, and In-Reply-To/References that chain each message to the
//! previous one under a per-(game, player) root id. Reply-To is the player's reply address for
//! the game ([`crate::mail::tokens`]). Texts come from `locales/*/mail.ftl` in the recipient's
//! language; templates are `templates/emails/*`.

mod account;
mod challenge_mail;
mod compose;
pub mod diagram;
mod digest;
mod event;
mod event_mail;
mod events;
pub mod limits;
mod moderation;
pub mod sending;
pub mod snapshot;

pub use super::notify_error::NotifyError;
use chrono::NaiveDateTime;
use fluent_templates::LanguageIdentifier;
use rand::RngExt;

use crate::chess::{Color, Language, MoveStyle};
use crate::config::Config;
use crate::db::games::PlayerRow;
use crate::db::outbox::{self, NewOutboxMail};
use crate::db::users::{self, User};
use crate::db::{DbConnection, DbResult};
use crate::domain::account::{NotationChoice, UserId};
use crate::domain::calendar::Tz;
use crate::domain::game::GameId;
use crate::domain::notifications::NotifyMode;
use crate::i18n;
use crate::mail::reply_targets;
use crate::mail::tokens::{self, ReplySecret};
use crate::mail::verp;
use crate::service::game_store::StoredGame;

pub use account::{AccountMail, account_link};
pub use challenge_mail::{challenge_declined, challenge_offered};
pub use digest::{DIGEST_INTERVAL, send_due_digests};
pub use event::{GameEvent, GameEventNotice};
pub use event_mail::{
    ClaimNotice, EventGameLine, NoticeGame, RulingNotice, claim_notice, event_started,
    ruling_notice, withdrawal_notice,
};
pub use events::{
    CommandConfirmation, CommandError, Confirmed, command_confirmation, command_error, game_event,
    message_received, move_events,
};
pub use moderation::{ReportedMessage, message_reported};

/// What message building needs to know about the instance.
#[derive(Debug, Clone)]
pub struct MailSettings {
    /// The public base URL, without a trailing slash (for links).
    pub base_url: String,
    /// The domain of reply addresses, and of Message-IDs unless it is `localhost`.
    pub domain: String,
    /// The secret behind reply tokens.
    pub secret: ReplySecret,
}

impl MailSettings {
    /// The settings of `config` with `secret`.
    pub fn new(config: &Config, secret: ReplySecret) -> MailSettings {
        MailSettings {
            base_url: config.base_url.clone(),
            domain: config.mail_domain.clone(),
            secret,
        }
    }

    /// The settings of `config`, with the reply secret read from (or made in) its data dir.
    pub fn load(config: &Config) -> std::io::Result<MailSettings> {
        Ok(MailSettings::new(
            config,
            ReplySecret::load(&config.cluster.mail_secret, &config.data_dir)?,
        ))
    }

    /// The game's page.
    pub fn game_link(&self, game: GameId) -> String {
        format!("{}/games/{game}", self.base_url)
    }

    /// The challenges page, where a challenge is accepted or declined.
    pub fn challenges_link(&self) -> String {
        format!("{}/challenges", self.base_url)
    }

    /// The notification settings.
    pub fn settings_link(&self) -> String {
        format!("{}/settings#notifications", self.base_url)
    }

    /// The player's one-click unsubscribe link (the List-Unsubscribe target, RFC 8058): a POST
    /// to it switches their game mail off without a login.
    pub fn unsubscribe_link(&self, user: UserId) -> String {
        format!(
            "{}/unsubscribe/{}",
            self.base_url,
            verp::unsubscribe_token(&self.secret, user)
        )
    }

    /// The envelope sender of the outbox row `id` (VERP), where its bounces come back.
    pub fn bounce_address(&self, id: i32) -> String {
        verp::bounce_address(&self.secret, &self.domain, id)
    }

    /// The reply address for `game` and `user`.
    pub fn reply_address(&self, game: GameId, user: UserId) -> String {
        tokens::reply_address(&self.secret, &self.domain, game, user)
    }

    /// The reply address of `user`'s daily digest (a reply names its games).
    pub fn digest_address(&self, user: UserId) -> String {
        reply_targets::digest_address(&self.secret, &self.domain, user)
    }

    /// The reply address of challenge `id` for the challenged player `user`.
    pub fn challenge_address(&self, id: i32, user: UserId) -> String {
        reply_targets::challenge_address(&self.secret, &self.domain, id, user)
    }

    /// The root of the thread of mail about `game` to `user` (never itself sent).
    pub fn thread_root(&self, game: GameId, user: UserId) -> String {
        format!("<game-{game}.player-{user}@{}>", self.id_domain())
    }

    /// The right-hand side of Message-IDs: the mail domain, never `localhost`
    /// ([`crate::mail::message::id_domain`]).
    pub fn id_domain(&self) -> String {
        crate::mail::message::id_domain(&self.domain, &self.base_url)
    }

    fn new_message_id(&self) -> String {
        let bytes: [u8; 16] = rand::rng().random();
        let hex: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
        format!("<kp.{hex}@{}>", self.id_domain())
    }
}

/// A recipient with how they want their mail.
#[derive(Debug, Clone)]
pub struct Recipient {
    /// The account.
    pub id: UserId,
    /// Username.
    pub username: String,
    /// Address.
    pub email: String,
    /// Interface language (for texts).
    pub lang: LanguageIdentifier,
    /// Piece letters.
    pub language: Language,
    /// How moves are written for them (their notation choice for their language).
    pub style: MoveStyle,
    /// Which game mail they want (engine accounts want none).
    pub mode: NotifyMode,
    /// Their time zone, for deadlines (UTC unless their profile names one).
    pub zone: Tz,
}

impl Recipient {
    /// The recipient for a user row.
    pub fn from_user(user: &User) -> Recipient {
        let player = PlayerRow {
            name: user.username.clone(),
            zone: user.time_zone.clone(),
            email: user.email.clone(),
            language: user.language.clone(),
            notation: user.notation.clone(),
            engine_level: user.engine_level,
            notify: user.notify.clone(),
        };
        Recipient::of_player(UserId(user.id), &player)
    }

    /// The recipient for player `id` of a game, as read with the game.
    pub fn of_player(id: UserId, player: &PlayerRow) -> Recipient {
        let language = Language::from_code(&player.language).unwrap_or(Language::English);
        let choice = NotationChoice::parse(&player.notation).unwrap_or(NotationChoice::Usual);
        let mode = if player.engine_level.is_some() {
            NotifyMode::None
        } else {
            NotifyMode::from_name(&player.notify).unwrap_or_default()
        };
        Recipient {
            id,
            username: player.name.clone(),
            email: player.email.clone(),
            lang: i18n::language(&player.language),
            language,
            style: choice.style(language),
            mode,
            zone: player.zone.parse().unwrap_or(Tz::UTC),
        }
    }

    /// The player of `color` in a game, as read with it.
    pub(crate) fn of_color(game: &StoredGame, color: Color) -> Recipient {
        match color {
            Color::White => Recipient::of_player(game.state.white, &game.players.white),
            Color::Black => Recipient::of_player(game.state.black, &game.players.black),
        }
    }

    /// Loads the recipient `id`.
    pub fn load(conn: &mut DbConnection, id: UserId) -> Result<Recipient, NotifyError> {
        users::find_by_id(conn, id.0)?
            .map(|user| Recipient::from_user(&user))
            .ok_or(NotifyError::UnknownUser(id.0))
    }

    /// The recipient's language tag and writing direction (`ltr` or `rtl`), for HTML.
    pub(super) fn html_lang(&self) -> (String, &'static str) {
        let dir = if i18n::is_right_to_left(&self.lang) {
            "rtl"
        } else {
            "ltr"
        };
        (self.lang.to_string(), dir)
    }

    /// A message from the catalogue in the recipient's language; moves in it are isolated left
    /// to right when the language is written right to left (text and HTML alike).
    fn t(&self, key: &str, args: &[i18n::Arg<'_>]) -> String {
        i18n::t_isolating(&self.lang, key, args)
    }
}

/// A message ready to be stored.
struct Outgoing<'a> {
    to: &'a str,
    user: Option<UserId>,
    game: Option<GameId>,
    kind: &'a str,
    subject: String,
    text: String,
    html: String,
    reply_to: Option<String>,
    /// Whether to add List-Unsubscribe (game mail).
    unsubscribe: bool,
    /// The Message-ID of the player's mail this answers.
    answering: Option<&'a str>,
    /// What the bodies are rendered from when sent, instead of `text` and `html`.
    snapshot: Option<&'a str>,
}

/// How many Message-IDs of a thread a References header keeps (the root and the latest ones).
const MAX_REFERENCES: usize = 10;

/// Stores `out` as a pending outbox row, threaded after the earlier mail about the same game to
/// the same player; returns the row's id.
fn enqueue(
    conn: &mut DbConnection,
    mail: &MailSettings,
    out: &Outgoing<'_>,
    now: NaiveDateTime,
) -> Result<i32, NotifyError> {
    enqueue_with(conn, mail, out, now, outbox::insert)
}

/// How an outbox row is written: [`outbox::insert`] when the caller needs its id,
/// [`outbox::insert_unread`] when it does not (which a move's one-statement write can hold).
pub(super) type RowWriter<R> = fn(&mut DbConnection, &NewOutboxMail<'_>) -> DbResult<R>;

/// [`enqueue`], the row written by `write`.
fn enqueue_with<R>(
    conn: &mut DbConnection,
    mail: &MailSettings,
    out: &Outgoing<'_>,
    now: NaiveDateTime,
    write: RowWriter<R>,
) -> Result<R, NotifyError> {
    let (in_reply_to, references) = match (out.game, out.user) {
        // Threaded when it is rendered, from the rows before it ([`snapshot::render`]).
        _ if out.snapshot.is_some() => (None, None),
        (Some(game), Some(user)) => thread(conn, mail, game, user, i32::MAX, out.answering)?,
        _ => match out.answering {
            Some(parent) => (Some(parent.to_owned()), Some(parent.to_owned())),
            None => (None, None),
        },
    };
    let message_id = mail.new_message_id();
    let unsubscribe = match (out.unsubscribe, out.user) {
        (true, Some(user)) => Some(format!("<{}>", mail.unsubscribe_link(user))),
        (true, None) => Some(format!("<{}>", mail.settings_link())),
        (false, _) => None,
    };
    Ok(write(
        conn,
        &NewOutboxMail {
            recipient: out.to,
            user_id: out.user.map(|u| u.0),
            game_id: out.game.map(|g| g.0),
            kind: out.kind,
            subject: &out.subject,
            text_body: &out.text,
            html_body: &out.html,
            snapshot: out.snapshot,
            message_id: &message_id,
            in_reply_to: in_reply_to.as_deref(),
            thread_references: references.as_deref(),
            reply_to: out.reply_to.as_deref(),
            list_unsubscribe: unsubscribe.as_deref(),
            next_attempt_at: now,
            created_at: now,
        },
    )?)
}

/// In-Reply-To and References for the message about `game` to `user` that follows the rows
/// before `before` in its thread (answering the player's mail `answering`, if any).
fn thread(
    conn: &mut DbConnection,
    mail: &MailSettings,
    game: GameId,
    user: UserId,
    before: i32,
    answering: Option<&str>,
) -> Result<(Option<String>, Option<String>), NotifyError> {
    let limit = MAX_REFERENCES as i64;
    let earlier = outbox::thread_message_ids(conn, game.0, user.0, before, limit)?;
    Ok(thread_headers(
        &mail.thread_root(game, user),
        &earlier,
        answering,
    ))
}

/// In-Reply-To and References for a new message in a thread: it answers the player's own mail
/// if there is one, else the latest earlier message (or the root); References start with the
/// root and end with the parent.
pub fn thread_headers(
    root: &str,
    earlier: &[String],
    answering: Option<&str>,
) -> (Option<String>, Option<String>) {
    let mut chain: Vec<&str> = vec![root];
    let skip = earlier.len().saturating_sub(MAX_REFERENCES - 2);
    chain.extend(earlier.iter().skip(skip).map(String::as_str));
    chain.extend(answering);
    let parent = chain.last().copied().unwrap_or(root);
    (Some(parent.to_owned()), Some(chain.join(" ")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn threads_chain_each_message_to_the_one_before() {
        let root = "<game-1.player-2@example.org>";
        assert_eq!(
            thread_headers(root, &[], None),
            (Some(root.to_owned()), Some(root.to_owned()))
        );
        let earlier = vec!["<a@x>".to_owned(), "<b@x>".to_owned()];
        assert_eq!(
            thread_headers(root, &earlier, None),
            (
                Some("<b@x>".to_owned()),
                Some(format!("{root} <a@x> <b@x>"))
            )
        );
        let (parent, references) = thread_headers(root, &earlier, Some("<their@mail>"));
        assert_eq!(parent.as_deref(), Some("<their@mail>"));
        assert_eq!(
            references.as_deref(),
            Some(format!("{root} <a@x> <b@x> <their@mail>").as_str())
        );
        let long: Vec<String> = (0..50).map(|i| format!("<{i}@x>")).collect();
        let (parent, references) = thread_headers(root, &long, None);
        assert_eq!(parent.as_deref(), Some("<49@x>"));
        let references = references.unwrap();
        assert!(references.starts_with(root));
        assert_eq!(references.split(' ').count(), MAX_REFERENCES - 1);
    }
}

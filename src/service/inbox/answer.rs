//! What processing a message came to, and the answer to a refused one: the words every step
//! of processing shares ([`Processed`], [`ProcessError`]), the game as it is for an answer
//! ([`Refusal`], [`load`]), an authenticated reply ([`Reply`], [`Request`]) and the refusal mail
//! ([`refuse`]). The steps ([`super::process`], [`super::apply`], [`super::bounces`],
//! [`super::by_game`], [`super::challenge_reply`]) use
//! this module; it uses none of them, so the dependencies run one way.

use chrono::NaiveDateTime;

use crate::db::inbox::Status;
use crate::db::users::User;
use crate::db::{DbConnection, DbError};
use crate::domain::account::UserId;
use crate::domain::game::GameState;
use crate::mail::inbound::InboundMail;
use crate::service::games::{self, GameError, GameView};
use crate::service::notify::{self, CommandError, MailSettings};

/// What processing a message did; recorded as its status and outcome.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Processed {
    /// The command was carried out and confirmed to the player.
    Applied(String),
    /// The command was refused and the sender told why.
    Refused(String),
    /// Deliberately not acted on and not answered.
    Ignored(String),
    /// Not an email at all.
    Unreadable(String),
}

impl Processed {
    /// The inbox status for this result.
    pub fn status(&self) -> Status {
        match self {
            Processed::Applied(_) | Processed::Refused(_) => Status::Processed,
            Processed::Ignored(_) => Status::Ignored,
            Processed::Unreadable(_) => Status::Failed,
        }
    }

    /// The outcome in words, as stored.
    pub fn outcome(&self) -> String {
        match self {
            Processed::Applied(text) => format!("applied: {text}"),
            Processed::Refused(text) => format!("refused: {text}"),
            Processed::Ignored(text) => format!("ignored: {text}"),
            Processed::Unreadable(text) => format!("unreadable: {text}"),
        }
    }
}

/// Why a message could not be processed now; it stays `new` and is tried again.
#[derive(Debug, thiserror::Error)]
pub enum ProcessError {
    /// The database failed.
    #[error("database error: {0}")]
    Database(#[from] DbError),
    /// The answer could not be written.
    #[error(transparent)]
    Notify(#[from] notify::NotifyError),
    /// The game changed while the command was applied; the next attempt sees the new state.
    #[error("the game changed while the mail was processed")]
    Stale,
    /// A game could not be read (should never happen).
    #[error("{0}")]
    Game(String),
    /// Another worker finished this message first; nothing of this attempt was kept.
    #[error("the message was processed by another worker")]
    AlreadyProcessed,
}

/// An authenticated reply: the sender was checked against the player the reply address names.
pub(super) struct Reply<'a> {
    /// The player.
    pub player: &'a User,
    /// The mail.
    pub message: &'a InboundMail,
    /// Its Message-ID with angle brackets, for threading the answer.
    pub answering: Option<&'a str>,
}

impl<'a> Reply<'a> {
    /// The reply as a command for `game`.
    pub fn for_game(&self, game: i32) -> Request<'a> {
        Request {
            player: self.player,
            game,
            message: self.message,
            answering: self.answering,
        }
    }
}

/// An authenticated command mail for one game.
pub(super) struct Request<'a> {
    /// The player the reply token names (the sender was checked).
    pub player: &'a User,
    /// The game the token names.
    pub game: i32,
    /// The mail.
    pub message: &'a InboundMail,
    /// Its Message-ID with angle brackets, for threading the answer.
    pub answering: Option<&'a str>,
}

/// The game as it is, for the answer to a refused command.
pub(super) struct Refusal {
    /// The game.
    pub state: GameState,
    /// Its read model.
    pub view: GameView,
}

/// The game and its read model.
pub(super) fn load(
    conn: &mut DbConnection,
    game: i32,
    now: NaiveDateTime,
) -> Result<Refusal, ProcessError> {
    let loaded = games::load(conn, game).and_then(|game| {
        let view = crate::service::game_store::view::build(conn, &game, now)?;
        Ok(Refusal {
            state: game.state,
            view,
        })
    });
    loaded.map_err(|e| match e {
        GameError::Database(e) => ProcessError::Database(e),
        other => ProcessError::Game(other.to_string()),
    })
}

/// Answers `player` (at their own address) that their mail was refused for `reason`.
pub(super) fn refuse(
    conn: &mut DbConnection,
    mail: &MailSettings,
    player: &User,
    refusal: Option<&Refusal>,
    reason: &str,
    answering: Option<&str>,
    now: NaiveDateTime,
) -> Result<Processed, ProcessError> {
    let error = CommandError {
        player: UserId(player.id),
        game: refusal.map(|r| (&r.state, &r.view)),
        reason,
        answering,
    };
    match notify::command_error(conn, mail, &error, now)? {
        Some(_) => Ok(Processed::Refused(reason.to_owned())),
        None => Ok(Processed::Refused(format!(
            "{reason} (not answered: the address had its share of error replies)"
        ))),
    }
}

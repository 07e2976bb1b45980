//! Messages between the two players of a game, and each player's private notes.
//!
//! Every door (page, API, mail, Xfcc) sends a message through [`send`]: the text is read once
//! ([`MessageText`]), the game's event, the writer's and the opponent's settings decide
//! ([`MessagePolicy`]), and the message is stored with the game, with the move it came with
//! (`with_ply`) or none. A message stored before its move is played (the mail door, the page's
//! "with a move") rides in the opponent's mail about that move; any other goes in a mail of its
//! own. The thread is read by the two players ([`thread`]); once a player reports a message
//! ([`report`]), the event's organizer (or, outside events, an admin; an admin in any case)
//! may read that game's thread, and nothing else. Notes ([`note`], [`set_note`]) are seen by
//! their author only, are kept after the game ends, and go into the author's own PGN as a
//! comment when asked ([`pgn_with_note`]).

use chrono::NaiveDateTime;
use serde::Serialize;

use crate::db::messages::{self as rows, MessageRow, NewMessage, NoteRow};
use crate::db::users::{self, User};
use crate::db::{DbConnection, DbError};
use crate::domain::account::UserId;
use crate::domain::adjudication::Role;
use crate::domain::game::GameActionError;
use crate::domain::messages::{MessagePolicy, MessageText, NoteText, SendRefusal, TextError};

use super::game_store::{self as store, GameError, StoredGame};
use super::notify::{self, MailSettings};
use super::roles;

/// Why a message or note was refused.
#[derive(Debug, thiserror::Error)]
pub enum MessageError {
    /// The game, or the player's part in it.
    #[error(transparent)]
    Game(#[from] GameError),
    /// The text is empty or too long.
    #[error(transparent)]
    Text(#[from] TextError),
    /// The event or a player's setting rules messages out.
    #[error(transparent)]
    Refused(#[from] SendRefusal),
    /// Someone who is neither a player nor (after a report) the organizer or an admin.
    #[error(
        "the messages of game {0} are for its two players; an organizer or admin may read them \
         only after one was reported"
    )]
    NotAllowed(i32),
    /// No such message in the game.
    #[error("there is no message {1} in game {0}")]
    NoSuchMessage(i32, i32),
    /// A player reporting their own message.
    #[error("message {0} is your own; report only what your opponent wrote")]
    OwnMessage(i32),
    /// No reported message with this id.
    #[error("there is no reported message {0}; it may have gone with its author's account")]
    NoSuchReport(i32),
    /// Someone who is neither an admin nor the organizer asking for reported messages.
    #[error(
        "reported messages are for the event's organizer and for admins; sign in as one of them"
    )]
    NotModerator,
}

impl From<DbError> for MessageError {
    fn from(e: DbError) -> MessageError {
        MessageError::Game(e.into())
    }
}

impl From<GameActionError> for MessageError {
    fn from(e: GameActionError) -> MessageError {
        MessageError::Game(e.into())
    }
}

/// A message as the page and the API show it.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct MessageView {
    /// Id (to report it).
    pub id: i32,
    /// Who wrote it.
    pub author: String,
    /// Half-moves played once the move it came with was made; none when it came alone.
    pub ply: Option<i32>,
    /// That move, numbered, in SAN (`13. e5`, `13... Nf6`).
    #[serde(rename = "move")]
    pub with_move: Option<String>,
    /// The text (plain text).
    pub text: String,
    /// When it was written.
    #[serde(serialize_with = "crate::service::rfc3339::serialize")]
    pub at: NaiveDateTime,
    /// Whether it was reported.
    pub reported: bool,
}

/// A game's thread as a reader sees it.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct ThreadView {
    /// The messages, oldest first.
    pub messages: Vec<MessageView>,
    /// Whether the reader may write (a player, and nothing rules messages out).
    pub can_write: bool,
    /// Why not, when a player may not write.
    pub refusal: Option<String>,
    /// The same, typed (for pages that say it in the reader's language).
    #[serde(skip)]
    pub refused: Option<SendRefusal>,
    /// Whether the reader plays in the game.
    #[serde(skip)]
    pub player: bool,
}

/// Whether messages may be sent in `game` by `writer`.
fn policy(
    conn: &mut DbConnection,
    game: &StoredGame,
    writer: UserId,
) -> Result<MessagePolicy, MessageError> {
    let color = game.state.color_of(writer)?;
    let opponent = match color {
        crate::chess::Color::White => game.state.black,
        crate::chess::Color::Black => game.state.white,
    };
    let event = rows::event_of(conn, game.row.id)?;
    let (white, black) = game.names();
    let name = if opponent == game.state.white {
        white
    } else {
        black
    };
    Ok(MessagePolicy {
        forbidden_by: event.filter(|e| !e.messages_allowed).map(|e| e.name),
        writer_on: rows::messages_enabled(conn, writer.0)?,
        opponent: (name, rows::messages_enabled(conn, opponent.0)?),
    })
}

/// `user` writes `text` to their opponent in `game` (as loaded in the caller's write
/// transaction), with the move that makes `with_ply` half-moves, or alone. When that move is
/// still to be played (`with_ply` beyond the game's moves), the move's mail carries the message;
/// otherwise a mail of its own does. Refused, with nothing stored, when the text is empty or too
/// long, the event forbids messages, or either player switched them off.
pub fn send(
    conn: &mut DbConnection,
    mail: &MailSettings,
    user: UserId,
    game: &StoredGame,
    text: &str,
    with_ply: Option<usize>,
    now: NaiveDateTime,
) -> Result<MessageView, MessageError> {
    let text = MessageText::parse(text)?;
    policy(conn, game, user)?.check()?;
    let ply = with_ply.map(|p| i32::try_from(p).unwrap_or(i32::MAX));
    let id = rows::insert(
        conn,
        &NewMessage {
            game_id: game.row.id,
            author_id: user.0,
            ply,
            body: text.as_str(),
            written_at: now,
        },
    )?;
    let played = game.state.record.ply_count();
    let players = (game.state.white, game.state.black);
    let at_ply = i32::try_from(played).unwrap_or(i32::MAX);
    super::game_changes::log_message(conn, game.row.id, players, at_ply, now)?;
    if with_ply.is_none_or(|p| p <= played) {
        let view = store::view::build(conn, game, now)?;
        notify::message_received(conn, mail, &game.state, &view, user, text.as_str(), now)
            .map_err(GameError::from)?;
    }
    let row =
        rows::find(conn, game.row.id, id)?.ok_or(MessageError::NoSuchMessage(game.row.id, id))?;
    let names = game.names();
    Ok(view_of(&row, game, &names))
}

/// Checks, before a move is played, that a message may go with it (so a door can refuse the
/// pair before the move is made).
pub fn check_may_send(
    conn: &mut DbConnection,
    user: UserId,
    game: &StoredGame,
    text: &str,
) -> Result<(), MessageError> {
    MessageText::parse(text)?;
    Ok(policy(conn, game, user)?.check()?)
}

fn view_of(row: &MessageRow, game: &StoredGame, (white, black): &(String, String)) -> MessageView {
    let author = if row.author_id == game.row.white_id {
        white.clone()
    } else {
        black.clone()
    };
    let with_move = row.ply.and_then(|p| {
        let index = usize::try_from(p).ok()?.checked_sub(1)?;
        let mv = game.moves.get(index)?;
        let number = index / 2 + 1;
        let dots = if index % 2 == 0 { "." } else { "..." };
        Some(format!("{number}{dots} {}", mv.san))
    });
    MessageView {
        id: row.id,
        author,
        ply: row.ply,
        with_move,
        text: row.body.clone(),
        at: row.written_at,
        reported: row.reported_at.is_some(),
    }
}

/// May `reader`, who does not play in the game, read its thread? Only after a report, and only
/// the event's organizer or an admin.
pub(super) fn may_moderate(
    conn: &mut DbConnection,
    reader: UserId,
    game_id: i32,
) -> Result<bool, MessageError> {
    if !rows::has_report(conn, game_id)? {
        return Ok(false);
    }
    if roles::role(conn, reader)? == Role::Admin {
        return Ok(true);
    }
    let event = rows::event_of(conn, game_id)?;
    Ok(event.is_some_and(|e| e.organizer_id == reader.0))
}

/// Whether `reader` may read the thread of game `game_id` (a player of the game, or after a
/// report its event's organizer or an admin): what the live streams ask before they carry
/// that a message was written.
pub fn may_read(
    conn: &mut DbConnection,
    reader: UserId,
    game_id: i32,
) -> Result<bool, MessageError> {
    let game = store::load(conn, game_id)?;
    Ok(game.state.color_of(reader).is_ok() || may_moderate(conn, reader, game_id)?)
}

/// The thread of game `game_id` for `reader`: a player of the game, or (after a report) its
/// event's organizer or an admin.
pub fn thread(
    conn: &mut DbConnection,
    reader: UserId,
    game_id: i32,
) -> Result<ThreadView, MessageError> {
    let game = store::load(conn, game_id)?;
    thread_of(conn, reader, &game)
}

/// [`thread`] of a game already loaded (the game page has it in hand).
pub fn thread_of(
    conn: &mut DbConnection,
    reader: UserId,
    game: &StoredGame,
) -> Result<ThreadView, MessageError> {
    let game_id = game.row.id;
    let player = game.state.color_of(reader).is_ok();
    if !player && !may_moderate(conn, reader, game_id)? {
        return Err(MessageError::NotAllowed(game_id));
    }
    let names = game.names();
    let messages = rows::of_game(conn, game_id)?
        .iter()
        .map(|row| view_of(row, game, &names))
        .collect();
    let refused = if player {
        policy(conn, game, reader)?.check().err()
    } else {
        None
    };
    Ok(ThreadView {
        messages,
        can_write: player && refused.is_none(),
        refusal: refused.as_ref().map(ToString::to_string),
        refused,
        player,
    })
}

/// A player of the game reports a message their opponent wrote; from then on the event's
/// organizer (or an admin) may read the game's thread. At the first report the event's
/// organizer (outside events: every admin) is told by mail.
pub fn report(
    conn: &mut DbConnection,
    mail: &MailSettings,
    user: UserId,
    game_id: i32,
    message: i32,
    now: NaiveDateTime,
) -> Result<(), MessageError> {
    let game = store::load(conn, game_id)?;
    game.state.color_of(user)?;
    let row =
        rows::find(conn, game_id, message)?.ok_or(MessageError::NoSuchMessage(game_id, message))?;
    if row.author_id == user.0 {
        return Err(MessageError::OwnMessage(message));
    }
    if !rows::mark_reported(conn, message, user.0, now)? {
        return Ok(());
    }
    let (white, black) = game.names();
    let by = if user == game.state.white {
        &white
    } else {
        &black
    };
    let report = notify::ReportedMessage {
        game: notify::NoticeGame {
            id: game_id,
            white: &white,
            black: &black,
        },
        by,
    };
    for moderator in moderators(conn, game_id)? {
        notify::message_reported(conn, mail, &moderator, report, now).map_err(GameError::from)?;
    }
    Ok(())
}

/// Who is told of a report: the event's organizer, or outside events every admin.
fn moderators(conn: &mut DbConnection, game_id: i32) -> Result<Vec<User>, MessageError> {
    if let Some(event) = rows::event_of(conn, game_id)? {
        return Ok(users::find_by_id(conn, event.organizer_id)?
            .into_iter()
            .collect());
    }
    Ok(crate::db::adjudications::deciders(conn)?
        .into_iter()
        .filter(|u| Role::from_name(&u.role) == Role::Admin)
        .collect())
}

/// A player's private note in a game.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct NoteView {
    /// The text (empty: no note).
    pub text: String,
    /// When it was last changed.
    #[serde(serialize_with = "crate::service::rfc3339::option")]
    pub updated_at: Option<NaiveDateTime>,
}

/// `user`'s own note in game `game_id` (a player of the game only).
pub fn note(conn: &mut DbConnection, user: UserId, game_id: i32) -> Result<NoteView, MessageError> {
    let game = store::load(conn, game_id)?;
    note_of(conn, user, &game)
}

/// [`note`] in a game already loaded.
pub fn note_of(
    conn: &mut DbConnection,
    user: UserId,
    game: &StoredGame,
) -> Result<NoteView, MessageError> {
    game.state.color_of(user)?;
    let row = rows::note(conn, game.row.id, user.0)?;
    Ok(NoteView {
        text: row.as_ref().map(|r| r.body.clone()).unwrap_or_default(),
        updated_at: row.map(|r| r.updated_at),
    })
}

/// Replaces `user`'s note in game `game_id` (empty text removes it), also after the game ended.
pub fn set_note(
    conn: &mut DbConnection,
    user: UserId,
    game_id: i32,
    text: &str,
    now: NaiveDateTime,
) -> Result<NoteView, MessageError> {
    let text = NoteText::parse(text)?;
    let game = store::load(conn, game_id)?;
    game.state.color_of(user)?;
    let row = NoteRow {
        game_id,
        user_id: user.0,
        body: text.as_str().to_owned(),
        updated_at: now,
    };
    rows::store_note(conn, &row)?;
    Ok(NoteView {
        updated_at: (!row.body.is_empty()).then_some(now),
        text: row.body,
    })
}

/// The game as PGN for `user`, with their own note as a comment after the last move (or, in a
/// game without moves, none). Only the author's note is ever added.
pub fn pgn_with_note(
    conn: &mut DbConnection,
    user: UserId,
    game_id: i32,
    site: &str,
) -> Result<String, MessageError> {
    let note = note(conn, user, game_id)?;
    Ok(super::games::pgn_with_note(
        conn,
        game_id,
        site,
        Some(note.text.as_str()).filter(|t| !t.is_empty()),
    )?)
}

/// Whether `user` accepts messages (their setting).
pub fn enabled(conn: &mut DbConnection, user: UserId) -> Result<bool, MessageError> {
    Ok(rows::messages_enabled(conn, user.0)?)
}

/// Switches messages on or off for `user`: off, they neither receive nor can send any.
pub fn set_enabled(conn: &mut DbConnection, user: UserId, on: bool) -> Result<(), MessageError> {
    Ok(rows::set_messages_enabled(conn, user.0, on)?)
}

//! Queries for what the players of a game say to each other (`game_messages`) and write for
//! themselves (`game_notes`), the player's "messages on" setting and the event's "messages
//! allowed" rule. The plain per-user functions at the end serve account export and deletion.

use chrono::NaiveDateTime;
use diesel::prelude::*;

use super::schema::{event_games, events, game_messages, game_notes, users};
use super::{DbConnection, DbError, DbResult};

/// A stored message.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = game_messages)]
pub struct MessageRow {
    /// Id.
    pub id: i32,
    /// The game.
    pub game_id: i32,
    /// Who wrote it.
    pub author_id: i32,
    /// Half-moves played once the move it came with was made; none when it came alone.
    pub ply: Option<i32>,
    /// The text, as written (plain text).
    pub body: String,
    /// When it was written.
    pub written_at: NaiveDateTime,
    /// When it was reported to the organizer or an admin.
    pub reported_at: Option<NaiveDateTime>,
    /// Who reported it.
    pub reported_by: Option<i32>,
}

/// The form of a new message.
#[derive(Debug, Insertable)]
#[diesel(table_name = game_messages)]
pub struct NewMessage<'a> {
    /// The game.
    pub game_id: i32,
    /// Who writes.
    pub author_id: i32,
    /// The ply of the move it comes with.
    pub ply: Option<i32>,
    /// The text.
    pub body: &'a str,
    /// When.
    pub written_at: NaiveDateTime,
}

/// A stored note.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable, Insertable)]
#[diesel(table_name = game_notes)]
pub struct NoteRow {
    /// The game.
    pub game_id: i32,
    /// Whose note.
    pub user_id: i32,
    /// The text.
    pub body: String,
    /// Last change.
    pub updated_at: NaiveDateTime,
}

/// Stores a message; returns its id.
pub fn insert(conn: &mut DbConnection, new: &NewMessage<'_>) -> DbResult<i32> {
    super::returned(
        diesel::insert_into(game_messages::table)
            .values(new)
            .returning(game_messages::id),
        conn,
    )
}

/// The messages of a game, oldest first.
pub fn of_game(conn: &mut DbConnection, game_id: i32) -> DbResult<Vec<MessageRow>> {
    game_messages::table
        .filter(game_messages::game_id.eq(game_id))
        .order(game_messages::id.asc())
        .select(MessageRow::as_select())
        .load(conn)
        .map_err(DbError::from)
}

/// The messages `author` wrote in a game with the move that made `ply` half-moves.
pub fn with_ply(
    conn: &mut DbConnection,
    game_id: i32,
    author: i32,
    ply: i32,
) -> DbResult<Vec<MessageRow>> {
    game_messages::table
        .filter(game_messages::game_id.eq(game_id))
        .filter(game_messages::author_id.eq(author))
        .filter(game_messages::ply.eq(ply))
        .order(game_messages::id.asc())
        .select(MessageRow::as_select())
        .load(conn)
        .map_err(DbError::from)
}

/// The message with this id in this game.
pub fn find(conn: &mut DbConnection, game_id: i32, id: i32) -> DbResult<Option<MessageRow>> {
    game_messages::table
        .filter(game_messages::game_id.eq(game_id))
        .filter(game_messages::id.eq(id))
        .select(MessageRow::as_select())
        .first(conn)
        .optional()
        .map_err(DbError::from)
}

/// Marks a message reported by `by` (the first report counts); whether this was the first.
pub fn mark_reported(
    conn: &mut DbConnection,
    id: i32,
    by: i32,
    at: NaiveDateTime,
) -> DbResult<bool> {
    diesel::update(
        game_messages::table
            .find(id)
            .filter(game_messages::reported_at.is_null()),
    )
    .set((
        game_messages::reported_at.eq(at),
        game_messages::reported_by.eq(by),
    ))
    .execute(conn)
    .map(|n| n > 0)
    .map_err(DbError::from)
}

/// Whether any message of the game was reported.
pub fn has_report(conn: &mut DbConnection, game_id: i32) -> DbResult<bool> {
    diesel::select(diesel::dsl::exists(
        game_messages::table
            .filter(game_messages::game_id.eq(game_id))
            .filter(game_messages::reported_at.is_not_null()),
    ))
    .get_result(conn)
    .map_err(DbError::from)
}

/// An open report (reported, not yet dealt with), as the moderators' list shows it.
#[derive(Debug, Clone, PartialEq, Eq, Queryable)]
pub struct OpenReport {
    /// The reported message.
    pub message_id: i32,
    /// Its game.
    pub game_id: i32,
    /// Who wrote it.
    pub author_id: i32,
    /// Who reported it (none once their account was deleted).
    pub reported_by: Option<i32>,
    /// When it was reported.
    pub reported_at: Option<NaiveDateTime>,
    /// The game's event (id), if any.
    pub event_id: Option<i32>,
    /// The event's name.
    pub event_name: Option<String>,
}

/// Whose open reports to list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReportScope {
    /// Every one (an admin).
    All,
    /// Those of games in events this user organizes.
    OrganizedBy(i32),
}

/// The open reports in `scope`, perhaps of one event only, oldest report first.
pub fn open_reports(
    conn: &mut DbConnection,
    scope: ReportScope,
    event: Option<i32>,
) -> DbResult<Vec<OpenReport>> {
    let mut query = game_messages::table
        .left_join(event_games::table.on(event_games::game_id.eq(game_messages::game_id)))
        .left_join(events::table.on(events::id.eq(event_games::event_id)))
        .filter(game_messages::reported_at.is_not_null())
        .filter(game_messages::report_dealt_at.is_null())
        .select((
            game_messages::id,
            game_messages::game_id,
            game_messages::author_id,
            game_messages::reported_by,
            game_messages::reported_at,
            events::id.nullable(),
            events::name.nullable(),
        ))
        .into_boxed::<<DbConnection as diesel::Connection>::Backend>();
    if let ReportScope::OrganizedBy(user) = scope {
        query = query.filter(events::organizer_id.nullable().eq(user));
    }
    if let Some(event) = event {
        query = query.filter(events::id.nullable().eq(event));
    }
    query
        .order((game_messages::reported_at.asc(), game_messages::id.asc()))
        .load(conn)
        .map_err(DbError::from)
}

/// Marks the report of message `id` dealt with; whether it was open.
pub fn mark_dealt_with(conn: &mut DbConnection, id: i32, at: NaiveDateTime) -> DbResult<bool> {
    diesel::update(
        game_messages::table
            .find(id)
            .filter(game_messages::reported_at.is_not_null())
            .filter(game_messages::report_dealt_at.is_null()),
    )
    .set(game_messages::report_dealt_at.eq(at))
    .execute(conn)
    .map(|n| n > 0)
    .map_err(DbError::from)
}

/// The game of message `id`.
pub fn game_of_message(conn: &mut DbConnection, id: i32) -> DbResult<Option<i32>> {
    game_messages::table
        .find(id)
        .select(game_messages::game_id)
        .first(conn)
        .optional()
        .map_err(DbError::from)
}

/// `user`'s note in a game.
pub fn note(conn: &mut DbConnection, game_id: i32, user: i32) -> DbResult<Option<NoteRow>> {
    game_notes::table
        .find((game_id, user))
        .select(NoteRow::as_select())
        .first(conn)
        .optional()
        .map_err(DbError::from)
}

/// Stores (inserts or replaces) a note; an empty text removes it.
pub fn store_note(conn: &mut DbConnection, row: &NoteRow) -> DbResult<()> {
    diesel::delete(game_notes::table.find((row.game_id, row.user_id))).execute(conn)?;
    if row.body.is_empty() {
        return Ok(());
    }
    diesel::insert_into(game_notes::table)
        .values(row)
        .execute(conn)
        .map(|_| ())
        .map_err(DbError::from)
}

/// Whether `user` accepts messages.
pub fn messages_enabled(conn: &mut DbConnection, user: i32) -> DbResult<bool> {
    users::table
        .find(user)
        .select(users::messages_enabled)
        .first(conn)
        .map_err(DbError::from)
}

/// Switches messages on or off for `user`.
pub fn set_messages_enabled(conn: &mut DbConnection, user: i32, on: bool) -> DbResult<()> {
    diesel::update(users::table.find(user))
        .set(users::messages_enabled.eq(on))
        .execute(conn)
        .map(|_| ())
        .map_err(DbError::from)
}

/// What the messages of an event game depend on.
#[derive(Debug, Clone, Queryable)]
pub struct EventOfGame {
    /// The event.
    pub event_id: i32,
    /// Its name.
    pub name: String,
    /// Its organizer.
    pub organizer_id: i32,
    /// Whether it allows messages between players.
    pub messages_allowed: bool,
}

/// The event a game belongs to, with its organizer and whether it allows messages.
pub fn event_of(conn: &mut DbConnection, game_id: i32) -> DbResult<Option<EventOfGame>> {
    event_games::table
        .inner_join(events::table)
        .filter(event_games::game_id.eq(game_id))
        .select((
            events::id,
            events::name,
            events::organizer_id,
            events::messages_allowed,
        ))
        .first(conn)
        .optional()
        .map_err(DbError::from)
}

/// Every message `user` wrote, oldest first (account export).
pub fn messages_of_user(conn: &mut DbConnection, user: i32) -> DbResult<Vec<MessageRow>> {
    game_messages::table
        .filter(game_messages::author_id.eq(user))
        .order(game_messages::id.asc())
        .select(MessageRow::as_select())
        .load(conn)
        .map_err(DbError::from)
}

/// Every note of `user` (account export).
pub fn notes_of_user(conn: &mut DbConnection, user: i32) -> DbResult<Vec<NoteRow>> {
    game_notes::table
        .filter(game_notes::user_id.eq(user))
        .order(game_notes::game_id.asc())
        .select(NoteRow::as_select())
        .load(conn)
        .map_err(DbError::from)
}

/// Deletes every message `user` wrote and forgets the reports they made (account deletion).
pub fn delete_messages_of_user(conn: &mut DbConnection, user: i32) -> DbResult<usize> {
    diesel::update(game_messages::table.filter(game_messages::reported_by.eq(user)))
        .set(game_messages::reported_by.eq(None::<i32>))
        .execute(conn)?;
    diesel::delete(game_messages::table.filter(game_messages::author_id.eq(user)))
        .execute(conn)
        .map_err(DbError::from)
}

/// Deletes every note of `user` (account deletion).
pub fn delete_notes_of_user(conn: &mut DbConnection, user: i32) -> DbResult<usize> {
    diesel::delete(game_notes::table.filter(game_notes::user_id.eq(user)))
        .execute(conn)
        .map_err(DbError::from)
}

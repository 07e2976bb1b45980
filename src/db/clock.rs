//! Queries for the clocks: a game's stored deadline and next check, the index range the deadline
//! job reads, reminders already sent, players' time zones, and leave periods.

use chrono::{NaiveDate, NaiveDateTime};
use diesel::prelude::*;

use super::schema::{clock_reminders, games, leave_periods, users};
use super::{DbConnection, DbError, DbResult};
use crate::wake::Channel;

/// Stores a game's deadline and the next moment the deadline job must look at it (both `None`
/// once it has ended).
pub fn set_game_clock(
    conn: &mut DbConnection,
    game_id: i32,
    deadline: Option<NaiveDateTime>,
    check_at: Option<NaiveDateTime>,
) -> DbResult<()> {
    diesel::update(games::table.find(game_id))
        .set((
            games::deadline.eq(deadline),
            games::clock_check_at.eq(check_at),
        ))
        .execute(conn)
        .map(|_| ())
        .map_err(DbError::from)
}

/// Stores an active game's deadline and next check, but only if it still has `ply` half-moves
/// (a move since it was read stored its own); returns whether it did.
pub fn set_game_clock_if_at(
    conn: &mut DbConnection,
    game_id: i32,
    ply: i32,
    deadline: NaiveDateTime,
    check_at: NaiveDateTime,
) -> DbResult<bool> {
    diesel::update(
        games::table
            .find(game_id)
            .filter(games::ply.eq(ply))
            .filter(games::status.eq("active")),
    )
    .set((
        games::deadline.eq(Some(deadline)),
        games::clock_check_at.eq(Some(check_at)),
    ))
    .execute(conn)
    .map(|rows| rows == 1)
    .map_err(DbError::from)
}

/// The games whose next check is due at `now`, earliest first: a range scan of the
/// `games_clock_check` index.
pub fn due_games(conn: &mut DbConnection, now: NaiveDateTime) -> DbResult<Vec<i32>> {
    games::table
        .filter(games::clock_check_at.le(now))
        .order((games::clock_check_at.asc(), games::id.asc()))
        .select(games::id)
        .load(conn)
        .map_err(DbError::from)
}

/// The ids of `user`'s active games.
pub fn active_games_of(conn: &mut DbConnection, user: i32) -> DbResult<Vec<i32>> {
    games::table
        .filter(games::status.eq("active"))
        .filter(games::white_id.eq(user).or(games::black_id.eq(user)))
        .select(games::id)
        .load(conn)
        .map_err(DbError::from)
}

/// A user's time zone name.
pub fn time_zone(conn: &mut DbConnection, user: i32) -> DbResult<String> {
    users::table
        .find(user)
        .select(users::time_zone)
        .first(conn)
        .map_err(DbError::from)
}

/// Stores a user's time zone name.
pub fn set_time_zone(conn: &mut DbConnection, user: i32, zone: &str) -> DbResult<()> {
    diesel::update(users::table.find(user))
        .set(users::time_zone.eq(zone))
        .execute(conn)
        .map(|_| ())
        .map_err(DbError::from)
}

/// A reminder that was sent.
#[derive(Debug, Insertable)]
#[diesel(table_name = clock_reminders)]
pub struct NewReminder<'a> {
    /// Game.
    pub game_id: i32,
    /// Half-moves played when the move in hand began.
    pub ply: i32,
    /// The point, e.g. `80%` or `14d`.
    pub point: &'a str,
    /// The reminded player.
    pub user_id: i32,
    /// When.
    pub sent_at: NaiveDateTime,
}

/// Records a reminder.
pub fn insert_reminder(conn: &mut DbConnection, reminder: &NewReminder<'_>) -> DbResult<()> {
    diesel::insert_into(clock_reminders::table)
        .values(reminder)
        .execute(conn)
        .map(|_| ())
        .map_err(DbError::from)
}

/// A leave row.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = leave_periods)]
pub struct LeaveRow {
    /// Id.
    pub id: i32,
    /// Whose leave.
    pub user_id: i32,
    /// First day (the player's date).
    pub first_day: NaiveDate,
    /// Last day, included.
    pub last_day: NaiveDate,
    /// `regular` or `special`.
    pub kind: String,
    /// Why it was granted (special leave).
    pub note: Option<String>,
    /// When it was booked.
    pub created_at: NaiveDateTime,
}

/// The form for new leave.
#[derive(Debug, Insertable)]
#[diesel(table_name = leave_periods)]
pub struct NewLeave<'a> {
    /// Whose leave.
    pub user_id: i32,
    /// First day.
    pub first_day: NaiveDate,
    /// Last day.
    pub last_day: NaiveDate,
    /// `regular` or `special`.
    pub kind: &'a str,
    /// A note.
    pub note: Option<&'a str>,
    /// When.
    pub created_at: NaiveDateTime,
}

/// `user`'s leave, earliest first.
pub fn leave_of(conn: &mut DbConnection, user: i32) -> DbResult<Vec<LeaveRow>> {
    leave_periods::table
        .filter(leave_periods::user_id.eq(user))
        .order((leave_periods::first_day.asc(), leave_periods::id.asc()))
        .select(LeaveRow::as_select())
        .load(conn)
        .map_err(DbError::from)
}

/// Inserts leave; returns its id.
pub fn insert_leave(conn: &mut DbConnection, new: &NewLeave<'_>) -> DbResult<i32> {
    let id = super::returned(
        diesel::insert_into(leave_periods::table)
            .values(new)
            .returning(leave_periods::id),
        conn,
    )?;
    leave_changed(conn)?;
    Ok(id)
}

/// Announces a change of leave: deadlines move with it (the deadline job looks again).
fn leave_changed(conn: &mut DbConnection) -> DbResult<()> {
    super::notify(conn, Channel::Deadlines, None)
}

/// Moves a period of leave.
pub fn update_leave(
    conn: &mut DbConnection,
    id: i32,
    first_day: NaiveDate,
    last_day: NaiveDate,
) -> DbResult<()> {
    diesel::update(leave_periods::table.find(id))
        .set((
            leave_periods::first_day.eq(first_day),
            leave_periods::last_day.eq(last_day),
        ))
        .execute(conn)?;
    leave_changed(conn)
}

/// Deletes a period of leave.
pub fn delete_leave(conn: &mut DbConnection, id: i32) -> DbResult<()> {
    diesel::delete(leave_periods::table.find(id)).execute(conn)?;
    leave_changed(conn)
}

/// What the deadline job reads of a game (no position, no moves).
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = games)]
pub struct ClockGameRow {
    /// Id.
    pub id: i32,
    /// White.
    pub white_id: i32,
    /// Black.
    pub black_id: i32,
    /// Start position (its second field says who moves first).
    pub initial_fen: String,
    /// Time control as written.
    pub time_control: String,
    /// `active` or `finished`.
    pub status: String,
    /// Half-moves played.
    pub ply: i32,
    /// When the game began.
    pub created_at: NaiveDateTime,
}

/// The clock rows of these games.
pub fn clock_games(conn: &mut DbConnection, ids: &[i32]) -> DbResult<Vec<ClockGameRow>> {
    games::table
        .filter(games::id.eq_any(ids))
        .select(ClockGameRow::as_select())
        .load(conn)
        .map_err(DbError::from)
}

/// `(game, ply, played_at)` of every move of these games, in order.
pub fn move_times(
    conn: &mut DbConnection,
    ids: &[i32],
) -> DbResult<Vec<(i32, i32, NaiveDateTime)>> {
    use super::schema::moves;
    moves::table
        .filter(moves::game_id.eq_any(ids))
        .order((moves::game_id.asc(), moves::ply.asc()))
        .select((moves::game_id, moves::ply, moves::played_at))
        .load(conn)
        .map_err(DbError::from)
}

/// `(user, time zone)` of these users.
pub fn time_zones(conn: &mut DbConnection, ids: &[i32]) -> DbResult<Vec<(i32, String)>> {
    users::table
        .filter(users::id.eq_any(ids))
        .select((users::id, users::time_zone))
        .load(conn)
        .map_err(DbError::from)
}

/// The time zones of two users (the players of a game; `a` may equal `b`). Unlike
/// [`time_zones`], the statement has a fixed shape, so it stays prepared between uses.
pub fn time_zones_of_pair(conn: &mut DbConnection, a: i32, b: i32) -> DbResult<Vec<(i32, String)>> {
    users::table
        .filter(users::id.eq(a).or(users::id.eq(b)))
        .select((users::id, users::time_zone))
        .load(conn)
        .map_err(DbError::from)
}

/// The leave of two users (see [`time_zones_of_pair`]).
pub fn leave_of_pair(conn: &mut DbConnection, a: i32, b: i32) -> DbResult<Vec<LeaveRow>> {
    leave_periods::table
        .filter(
            leave_periods::user_id
                .eq(a)
                .or(leave_periods::user_id.eq(b)),
        )
        .select(LeaveRow::as_select())
        .load(conn)
        .map_err(DbError::from)
}

/// The leave of these users.
pub fn leave_of_users(conn: &mut DbConnection, ids: &[i32]) -> DbResult<Vec<LeaveRow>> {
    leave_periods::table
        .filter(leave_periods::user_id.eq_any(ids))
        .select(LeaveRow::as_select())
        .load(conn)
        .map_err(DbError::from)
}

/// `(game, ply, point)` of the reminders sent in these games.
pub fn reminders_of(conn: &mut DbConnection, ids: &[i32]) -> DbResult<Vec<(i32, i32, String)>> {
    clock_reminders::table
        .filter(clock_reminders::game_id.eq_any(ids))
        .select((
            clock_reminders::game_id,
            clock_reminders::ply,
            clock_reminders::point,
        ))
        .load(conn)
        .map_err(DbError::from)
}

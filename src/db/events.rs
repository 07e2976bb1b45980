//! Queries and forms for events, their sections, registrations and the link from games to
//! events (section, round, board, crosstable mark).

use chrono::NaiveDateTime;
use diesel::prelude::*;

use super::schema::{event_games, event_players, event_sections, events, games, users};
use super::{DbConnection, DbError, DbResult};

/// An event row; inserted as it is created (the id is the database's).
#[derive(Debug, Clone, Queryable, Selectable, Insertable)]
#[diesel(table_name = events)]
pub struct EventRow {
    /// Id.
    #[diesel(skip_insertion)]
    pub id: i32,
    /// Name.
    pub name: String,
    /// Description.
    pub description: String,
    /// Who created it.
    pub organizer_id: i32,
    /// `registration`, `running` or `finished`.
    pub status: String,
    /// Time control as written.
    pub time_control: String,
    /// `allowance` or `none`.
    pub leave_rule: String,
    /// `standard` or `chess960`.
    pub variant: String,
    /// A fixed Chess960 position for every section.
    pub chess960_number: Option<i32>,
    /// A thematic start.
    pub start_fen: Option<String>,
    /// Number of sections.
    pub sections: i32,
    /// Players per section.
    pub section_size: i32,
    /// Two cycles.
    pub double_round: bool,
    /// Registration opens.
    pub registration_opens: Option<NaiveDateTime>,
    /// Registration closes.
    pub registration_closes: Option<NaiveDateTime>,
    /// Planned start.
    pub starts_at: NaiveDateTime,
    /// End date.
    pub ends_at: NaiveDateTime,
    /// Draw offers allowed from this move.
    pub draw_offers_from_move: i32,
    /// Tablebase claims allowed.
    pub tablebase_claims: bool,
    /// 50-move rule suspended at 7 pieces or fewer.
    pub fifty_move_suspended: bool,
    /// Withdrawals adjudicated from this percentage of finished games.
    pub withdrawal_adjudication_percent: Option<i32>,
    /// Days of silence before a claim opens.
    pub silence_days: i32,
    /// Days to appeal.
    pub appeal_days: i32,
    /// Tiebreak names, comma-separated.
    pub tiebreaks: String,
    /// Rated.
    pub rated: bool,
    /// Created.
    pub created_at: NaiveDateTime,
    /// Started.
    pub started_at: Option<NaiveDateTime>,
    /// Finished.
    pub finished_at: Option<NaiveDateTime>,
    /// The players may write messages to each other in its games.
    pub messages_allowed: bool,
    /// Visitors may watch the games.
    pub public_games: bool,
    /// Visitors see the games this many moves behind (0: no delay).
    pub public_delay_moves: i32,
    /// Visitors see the games this many days behind (0: no delay).
    pub public_delay_days: i32,
}

/// A section row.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = event_sections)]
pub struct SectionRow {
    /// Id.
    pub id: i32,
    /// Event.
    pub event_id: i32,
    /// 1-based number.
    pub number: i32,
    /// The section's Chess960 position.
    pub chess960_number: Option<i32>,
}

/// A registration row.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = event_players)]
pub struct PlayerRow {
    /// Id.
    pub id: i32,
    /// Event.
    pub event_id: i32,
    /// The player.
    pub user_id: i32,
    /// Starting rating.
    pub rating: i32,
    /// Section, once seeded.
    pub section_id: Option<i32>,
    /// Seat (0-based), once seeded.
    pub seat: Option<i32>,
    /// `registered` or `withdrawn`.
    pub status: String,
    /// When registered.
    pub registered_at: NaiveDateTime,
    /// When withdrawn.
    pub withdrawn_at: Option<NaiveDateTime>,
}

/// An event game link row.
#[derive(Debug, Clone, Queryable, Selectable, Insertable)]
#[diesel(table_name = event_games)]
pub struct EventGameRow {
    /// The game.
    pub game_id: i32,
    /// Event.
    pub event_id: i32,
    /// Section.
    pub section_id: i32,
    /// 1-based round.
    pub round: i32,
    /// 1-based board.
    pub board: i32,
    /// White's seat.
    pub white_seat: i32,
    /// Black's seat.
    pub black_seat: i32,
    /// `forfeit`, `adjudicated`, `cancelled` or none.
    pub mark: Option<String>,
}

/// An event game with what the crosstable needs from the game itself.
#[derive(Debug, Clone)]
pub struct EventGameView {
    /// The link.
    pub link: EventGameRow,
    /// `active` or `finished`.
    pub status: String,
    /// Result.
    pub result: String,
    /// Termination.
    pub termination: Option<String>,
    /// Half-moves.
    pub ply: i32,
    /// Last change.
    pub updated_at: NaiveDateTime,
    /// Started.
    pub created_at: NaiveDateTime,
}

type ViewColumns = (
    EventGameRow,
    String,
    String,
    Option<String>,
    i32,
    NaiveDateTime,
    NaiveDateTime,
);

fn to_view(row: ViewColumns) -> EventGameView {
    let (link, status, result, termination, ply, updated_at, created_at) = row;
    EventGameView {
        link,
        status,
        result,
        termination,
        ply,
        updated_at,
        created_at,
    }
}

/// Inserts an event; returns its id.
pub fn insert_event(conn: &mut DbConnection, new: &EventRow) -> DbResult<i32> {
    super::returned(
        diesel::insert_into(events::table)
            .values(new)
            .returning(events::id),
        conn,
    )
}

/// The event with this id.
pub fn find_event(conn: &mut DbConnection, id: i32) -> DbResult<Option<EventRow>> {
    events::table
        .find(id)
        .select(EventRow::as_select())
        .first(conn)
        .optional()
        .map_err(DbError::from)
}

/// Every event, newest first.
pub fn list_events(conn: &mut DbConnection) -> DbResult<Vec<EventRow>> {
    events::table
        .order(events::id.desc())
        .select(EventRow::as_select())
        .load(conn)
        .map_err(DbError::from)
}

/// Moves an event from status `from` to `to`; returns whether it was in `from`.
pub fn set_status(
    conn: &mut DbConnection,
    id: i32,
    from: &str,
    to: &str,
    now: NaiveDateTime,
) -> DbResult<bool> {
    let target = events::table
        .find(id)
        .filter(events::status.eq(from.to_owned()));
    let rows = match to {
        "running" => diesel::update(target)
            .set((events::status.eq(to), events::started_at.eq(now)))
            .execute(conn)?,
        "finished" => diesel::update(target)
            .set((events::status.eq(to), events::finished_at.eq(now)))
            .execute(conn)?,
        _ => diesel::update(target)
            .set(events::status.eq(to))
            .execute(conn)?,
    };
    Ok(rows == 1)
}

/// Inserts a section; returns its id.
pub fn insert_section(
    conn: &mut DbConnection,
    event: i32,
    number: i32,
    chess960_number: Option<i32>,
) -> DbResult<i32> {
    super::returned(
        diesel::insert_into(event_sections::table)
            .values((
                event_sections::event_id.eq(event),
                event_sections::number.eq(number),
                event_sections::chess960_number.eq(chess960_number),
            ))
            .returning(event_sections::id),
        conn,
    )
}

/// The sections of an event, by number.
pub fn sections_of(conn: &mut DbConnection, event: i32) -> DbResult<Vec<SectionRow>> {
    event_sections::table
        .filter(event_sections::event_id.eq(event))
        .order(event_sections::number.asc())
        .select(SectionRow::as_select())
        .load(conn)
        .map_err(DbError::from)
}

/// Registers `user` with `rating`; returns the registration's id.
pub fn insert_player(
    conn: &mut DbConnection,
    event: i32,
    user: i32,
    rating: i32,
    now: NaiveDateTime,
) -> DbResult<i32> {
    super::returned(
        diesel::insert_into(event_players::table)
            .values((
                event_players::event_id.eq(event),
                event_players::user_id.eq(user),
                event_players::rating.eq(rating),
                event_players::status.eq("registered"),
                event_players::registered_at.eq(now),
            ))
            .returning(event_players::id),
        conn,
    )
}

/// The registrations of an event with usernames, in registration order.
pub fn players_of(conn: &mut DbConnection, event: i32) -> DbResult<Vec<(PlayerRow, String)>> {
    event_players::table
        .inner_join(users::table)
        .filter(event_players::event_id.eq(event))
        .order(event_players::id.asc())
        .select((PlayerRow::as_select(), users::username))
        .load(conn)
        .map_err(DbError::from)
}

/// `user`'s registration in `event`.
pub fn find_player(conn: &mut DbConnection, event: i32, user: i32) -> DbResult<Option<PlayerRow>> {
    event_players::table
        .filter(event_players::event_id.eq(event))
        .filter(event_players::user_id.eq(user))
        .select(PlayerRow::as_select())
        .first(conn)
        .optional()
        .map_err(DbError::from)
}

/// Puts a registration in a section and seat (or takes it out, with `None`).
pub fn set_seat(
    conn: &mut DbConnection,
    player: i32,
    section: Option<i32>,
    seat: Option<i32>,
) -> DbResult<()> {
    diesel::update(event_players::table.find(player))
        .set((
            event_players::section_id.eq(section),
            event_players::seat.eq(seat),
        ))
        .execute(conn)
        .map(|_| ())
        .map_err(DbError::from)
}

/// Marks a registration withdrawn.
pub fn set_withdrawn(conn: &mut DbConnection, player: i32, now: NaiveDateTime) -> DbResult<()> {
    diesel::update(event_players::table.find(player))
        .set((
            event_players::status.eq("withdrawn"),
            event_players::withdrawn_at.eq(now),
        ))
        .execute(conn)
        .map(|_| ())
        .map_err(DbError::from)
}

/// Links games to an event.
pub fn insert_event_games(conn: &mut DbConnection, rows: &[EventGameRow]) -> DbResult<()> {
    // One statement per row: the MultiConnection cannot batch inserts.
    for row in rows {
        diesel::insert_into(event_games::table)
            .values(row)
            .execute(conn)?;
    }
    Ok(())
}

/// The games of an event with their state, by section, round and board.
pub fn games_of_event(conn: &mut DbConnection, event: i32) -> DbResult<Vec<EventGameView>> {
    let rows: Vec<ViewColumns> = event_games::table
        .inner_join(games::table)
        .filter(event_games::event_id.eq(event))
        .order((
            event_games::section_id.asc(),
            event_games::round.asc(),
            event_games::board.asc(),
        ))
        .select((
            EventGameRow::as_select(),
            games::status,
            games::result,
            games::termination,
            games::ply,
            games::updated_at,
            games::created_at,
        ))
        .load(conn)?;
    Ok(rows.into_iter().map(to_view).collect())
}

/// The event link of a game, if it belongs to an event.
pub fn event_game(conn: &mut DbConnection, game: i32) -> DbResult<Option<EventGameRow>> {
    event_games::table
        .find(game)
        .select(EventGameRow::as_select())
        .first(conn)
        .optional()
        .map_err(DbError::from)
}

/// Sets a game's crosstable mark.
pub fn set_mark(conn: &mut DbConnection, game: i32, mark: Option<&str>) -> DbResult<()> {
    diesel::update(event_games::table.find(game))
        .set(event_games::mark.eq(mark))
        .execute(conn)
        .map(|_| ())
        .map_err(DbError::from)
}

/// How many of an event's games are unfinished.
pub fn unfinished_count(conn: &mut DbConnection, event: i32) -> DbResult<i64> {
    event_games::table
        .inner_join(games::table)
        .filter(event_games::event_id.eq(event))
        .filter(games::status.ne("finished"))
        .count()
        .get_result(conn)
        .map_err(DbError::from)
}

/// The leave rules of the events these games belong to, for the games whose event's rule is
/// not the plain `allowance` (`(game, rule)` pairs).
pub fn leave_rules_of_games(
    conn: &mut DbConnection,
    games: &[i32],
) -> DbResult<Vec<(i32, String)>> {
    event_games::table
        .inner_join(events::table)
        .filter(event_games::game_id.eq_any(games))
        .filter(events::leave_rule.ne("allowance"))
        .select((event_games::game_id, events::leave_rule))
        .load(conn)
        .map_err(DbError::from)
}

/// The names and leave rules of the running events `user` plays in (not withdrawn) whose
/// rule is not the plain `allowance`.
pub fn leave_rules_of_player(
    conn: &mut DbConnection,
    user: i32,
) -> DbResult<Vec<(String, String)>> {
    events::table
        .filter(events::status.eq("running"))
        .filter(events::leave_rule.ne("allowance"))
        .filter(
            events::id.eq_any(
                event_players::table
                    .filter(event_players::user_id.eq(user))
                    .filter(event_players::status.ne("withdrawn"))
                    .select(event_players::event_id),
            ),
        )
        .select((events::name, events::leave_rule))
        .load(conn)
        .map_err(DbError::from)
}

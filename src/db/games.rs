//! Queries and forms for challenges, games and moves.
//!
//! Games carry a `version` that every change increments; [`update_game`] only writes when the
//! version is still the one read, which is how concurrent changes to one game are serialized on
//! both backends (the loser sees zero rows updated and reports a stale request).

use chrono::NaiveDateTime;
use diesel::pg::Pg;
use diesel::prelude::*;
use diesel::query_builder::{AstPass, QueryFragment, QueryId};
use diesel::sql_types::{Integer, Nullable, Text, Timestamp};

use super::one_statement::{self, ANCHOR, Held};
use super::schema::{challenges, games, moves, users};
use super::{DbConnection, DbError, DbResult};
use crate::wake::Channel;

/// A challenge row.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = challenges)]
pub struct ChallengeRow {
    /// Id.
    pub id: i32,
    /// Who made it.
    pub challenger_id: i32,
    /// Whom it is for; `None` for an open challenge.
    pub opponent_id: Option<i32>,
    /// `white`, `black` or `random`.
    pub color: String,
    /// `standard` or `chess960`.
    pub variant: String,
    /// A fixed Chess960 number.
    pub chess960_number: Option<i32>,
    /// A thematic start.
    pub initial_fen: Option<String>,
    /// As written, e.g. `10/50`.
    pub time_control: String,
    /// `open`, `accepted`, `declined` or `cancelled`.
    pub status: String,
    /// The game it became.
    pub game_id: Option<i32>,
    /// When it was made.
    pub created_at: NaiveDateTime,
    /// Whether the game it becomes is rated.
    pub rated: bool,
}

/// The form for a new challenge.
#[derive(Debug, Insertable)]
#[diesel(table_name = challenges)]
pub struct NewChallenge<'a> {
    /// Who makes it.
    pub challenger_id: i32,
    /// Whom it is for.
    pub opponent_id: Option<i32>,
    /// Colour wish.
    pub color: &'a str,
    /// Variant name.
    pub variant: &'a str,
    /// Fixed Chess960 number.
    pub chess960_number: Option<i32>,
    /// Thematic start.
    pub initial_fen: Option<&'a str>,
    /// Time control.
    pub time_control: &'a str,
    /// Always `open` for a new challenge.
    pub status: &'a str,
    /// When.
    pub created_at: NaiveDateTime,
    /// Whether the game it becomes is rated.
    pub rated: bool,
}

/// A game row.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = games)]
pub struct GameRow {
    /// Id.
    pub id: i32,
    /// White's user id.
    pub white_id: i32,
    /// Black's user id.
    pub black_id: i32,
    /// `standard` or `chess960`.
    pub variant: String,
    /// The Chess960 number, if any.
    pub chess960_number: Option<i32>,
    /// Start position.
    pub initial_fen: String,
    /// Position now.
    pub current_fen: String,
    /// Half-moves played.
    pub ply: i32,
    /// Change counter for optimistic locking.
    pub version: i32,
    /// `active` or `finished`.
    pub status: String,
    /// `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub result: String,
    /// Why it ended.
    pub termination: Option<String>,
    /// `white` or `black` when a draw offer waits.
    pub draw_offer: Option<String>,
    /// Time control as written.
    pub time_control: String,
    /// Created.
    pub created_at: NaiveDateTime,
    /// Last change.
    pub updated_at: NaiveDateTime,
    /// Ended.
    pub finished_at: Option<NaiveDateTime>,
    /// Rated outside an event (from its challenge); an event game is rated as its event says.
    pub rated: bool,
}

/// The form for a new game.
#[derive(Debug, Insertable)]
#[diesel(table_name = games)]
pub struct NewGame<'a> {
    /// White.
    pub white_id: i32,
    /// Black.
    pub black_id: i32,
    /// Variant name.
    pub variant: &'a str,
    /// Chess960 number.
    pub chess960_number: Option<i32>,
    /// Start position.
    pub initial_fen: &'a str,
    /// Same as the start.
    pub current_fen: &'a str,
    /// `active`.
    pub status: &'a str,
    /// Time control.
    pub time_control: &'a str,
    /// When.
    pub created_at: NaiveDateTime,
    /// When.
    pub updated_at: NaiveDateTime,
    /// Whether it is rated (from its challenge).
    pub rated: bool,
}

/// What a change to a game writes.
#[derive(Debug, AsChangeset)]
#[diesel(table_name = games, treat_none_as_null = true)]
pub struct GameChanges<'a> {
    /// Position now.
    pub current_fen: &'a str,
    /// Half-moves played.
    pub ply: i32,
    /// The version read plus one.
    pub version: i32,
    /// `active` or `finished`.
    pub status: &'a str,
    /// Result.
    pub result: &'a str,
    /// Termination.
    pub termination: Option<&'a str>,
    /// Waiting draw offer.
    pub draw_offer: Option<&'a str>,
    /// When.
    pub updated_at: NaiveDateTime,
    /// When it ended.
    pub finished_at: Option<NaiveDateTime>,
}

/// A move row.
#[derive(Debug, Clone, Queryable, Selectable, Insertable)]
#[diesel(table_name = moves)]
pub struct MoveRow {
    /// Game.
    pub game_id: i32,
    /// 1-based ply.
    pub ply: i32,
    /// UCI.
    pub uci: String,
    /// English SAN.
    pub san: String,
    /// Who played it (none for moves made by the server itself).
    pub played_by: Option<i32>,
    /// `web`, `api`, `email`, `engine` or `conditional` (played by the server from the
    /// player's conditional moves).
    pub source: String,
    /// When it was received.
    pub played_at: NaiveDateTime,
}

/// Inserts a challenge; returns its id.
pub fn insert_challenge(conn: &mut DbConnection, new: &NewChallenge<'_>) -> DbResult<i32> {
    super::returned(
        diesel::insert_into(challenges::table)
            .values(new)
            .returning(challenges::id),
        conn,
    )
}

/// The challenge with this id.
pub fn find_challenge(conn: &mut DbConnection, id: i32) -> DbResult<Option<ChallengeRow>> {
    challenges::table
        .find(id)
        .select(ChallengeRow::as_select())
        .first(conn)
        .optional()
        .map_err(DbError::from)
}

/// Moves an open challenge to `status`; returns whether it was still open.
pub fn close_challenge(
    conn: &mut DbConnection,
    id: i32,
    status: &str,
    game_id: Option<i32>,
) -> DbResult<bool> {
    diesel::update(
        challenges::table
            .find(id)
            .filter(challenges::status.eq("open")),
    )
    .set((
        challenges::status.eq(status),
        challenges::game_id.eq(game_id),
    ))
    .execute(conn)
    .map(|rows| rows == 1)
    .map_err(DbError::from)
}

/// Open challenges `user` can accept (addressed to them or to anyone), newest first.
pub fn open_challenges_for(conn: &mut DbConnection, user: i32) -> DbResult<Vec<ChallengeRow>> {
    challenges::table
        .filter(challenges::status.eq("open"))
        .filter(challenges::challenger_id.ne(user))
        .filter(
            challenges::opponent_id
                .eq(user)
                .or(challenges::opponent_id.is_null()),
        )
        .order(challenges::id.desc())
        .select(ChallengeRow::as_select())
        .load(conn)
        .map_err(DbError::from)
}

/// Inserts a game; returns its id.
pub fn insert_game(conn: &mut DbConnection, new: &NewGame<'_>) -> DbResult<i32> {
    let id = super::returned(
        diesel::insert_into(games::table)
            .values(new)
            .returning(games::id),
        conn,
    )?;
    changed(conn, id, true)?;
    Ok(id)
}

/// Announces that game `id` changed (when `written`), for live pages and the engine's worker.
fn changed(conn: &mut DbConnection, id: i32, written: bool) -> DbResult<bool> {
    if written {
        super::notify(conn, Channel::GameChanges, Some(id))?;
    }
    Ok(written)
}

/// The game with this id.
pub fn find_game(conn: &mut DbConnection, id: i32) -> DbResult<Option<GameRow>> {
    games::table
        .find(id)
        .select(GameRow::as_select())
        .first(conn)
        .optional()
        .map_err(DbError::from)
}

/// One player of a game as stored with their account: what pages show of them and what their
/// game mail needs (so the move that writes it reads no account of its own).
#[derive(Debug, Clone, PartialEq, Eq, Queryable)]
pub struct PlayerRow {
    /// Username.
    pub name: String,
    /// Time zone (an IANA name).
    pub zone: String,
    /// Address.
    pub email: String,
    /// Interface language (a code).
    pub language: String,
    /// Notation choice.
    pub notation: String,
    /// Set for the engine's accounts.
    pub engine_level: Option<i32>,
    /// Which game mail they want.
    pub notify: String,
}

/// The players of a game, as stored with their accounts.
#[derive(Debug, Clone, PartialEq, Eq, Queryable)]
pub struct GamePlayersRow {
    /// White.
    pub white: PlayerRow,
    /// Black.
    pub black: PlayerRow,
}

impl GamePlayersRow {
    /// White's and Black's usernames.
    pub fn names(&self) -> (&str, &str) {
        (&self.white.name, &self.black.name)
    }
}

/// A game's row with what every use of it needs besides its moves: its players' names and
/// time zones and, in an event, the event's rules.
#[derive(Debug, Clone)]
pub struct LoadedGameRow {
    /// The game's row.
    pub row: GameRow,
    /// Its players.
    pub players: GamePlayersRow,
    /// Its event's rules (`None` outside events).
    pub rules: Option<GameRulesRow>,
    /// Whether a player has conditional moves stored for it (when not, a move need not look).
    pub has_conditionals: bool,
    /// Whether either player has leave stored (when not, their clocks need not read it).
    pub has_leave: bool,
}

/// The account an API token belongs to, as read with a game.
#[derive(Debug, Clone, PartialEq, Eq, Queryable)]
pub struct TokenOwnerRow {
    /// Id.
    pub id: i32,
    /// Username.
    pub username: String,
    /// Interface language (a code).
    pub language: String,
}

/// The moves of a game in order.
pub fn game_moves(conn: &mut DbConnection, game_id: i32) -> DbResult<Vec<MoveRow>> {
    moves::table
        .filter(moves::game_id.eq(game_id))
        .order(moves::ply.asc())
        .select(MoveRow::as_select())
        .load(conn)
        .map_err(DbError::from)
}

/// Writes `changes` if the game's version is still `version`; returns whether it was.
pub fn update_game(
    conn: &mut DbConnection,
    id: i32,
    version: i32,
    changes: &GameChanges<'_>,
) -> DbResult<bool> {
    let written = diesel::update(games::table.find(id).filter(games::version.eq(version)))
        .set(changes)
        .execute(conn)?
        == 1;
    changed(conn, id, written)
}

/// [`update_game`], also storing the game's deadline and next clock check and, when the change
/// is a move, inserting `new_move` if (and only if) the game was still at `version`. On
/// PostgreSQL the update and the move are one statement (the insert takes the game's id from
/// the update's `RETURNING`, so a stale version writes neither): one round trip fewer per move.
/// On SQLite, in-process, they are two. In a one-statement write ([`super::one_statement`])
/// they are held as its anchor and reported written: the statement says at its end whether they
/// were.
pub fn update_game_and_clock(
    conn: &mut DbConnection,
    update: &ClockedUpdate<'_>,
    new_move: Option<&MoveRow>,
) -> DbResult<bool> {
    if one_statement::hold_anchor(|| Box::new(HeldUpdate::of(update, new_move))) {
        return changed(conn, update.id, true);
    }
    let written = match (&mut *conn, new_move) {
        (DbConnection::Postgresql(pg), Some(played)) => {
            UpdateAndMove { update, played }.execute(pg)? == 1
        }
        (conn, new_move) => {
            let written = (*update).execute(conn)? == 1;
            if let (true, Some(played)) = (written, new_move) {
                insert_move(conn, played)?;
            }
            written
        }
    };
    changed(conn, update.id, written)
}

/// Writes the `UPDATE` of a [`ClockedUpdate`] or a [`HeldUpdate`] (`$update`, whose changes
/// are a `$changes`) into `$out`, for either backend.
macro_rules! push_clocked_update {
    ($changes:ident, $update:expr, $out:ident) => {{
        let update = $update;
        // Every field named, so that a column added to the changes cannot be left out here.
        let $changes {
            current_fen,
            ply,
            version,
            status,
            result,
            termination,
            draw_offer,
            updated_at,
            finished_at,
        } = &update.changes;
        $out.push_sql("UPDATE games SET current_fen = ");
        $out.push_bind_param::<Text, _>(current_fen)?;
        $out.push_sql(", ply = ");
        $out.push_bind_param::<Integer, _>(ply)?;
        $out.push_sql(", version = ");
        $out.push_bind_param::<Integer, _>(version)?;
        $out.push_sql(", status = ");
        $out.push_bind_param::<Text, _>(status)?;
        $out.push_sql(", result = ");
        $out.push_bind_param::<Text, _>(result)?;
        $out.push_sql(", termination = ");
        $out.push_bind_param::<Nullable<Text>, _>(termination)?;
        $out.push_sql(", draw_offer = ");
        $out.push_bind_param::<Nullable<Text>, _>(draw_offer)?;
        $out.push_sql(", updated_at = ");
        $out.push_bind_param::<Timestamp, _>(updated_at)?;
        $out.push_sql(", finished_at = ");
        $out.push_bind_param::<Nullable<Timestamp>, _>(finished_at)?;
        $out.push_sql(", deadline = ");
        $out.push_bind_param::<Nullable<Timestamp>, _>(&update.deadline)?;
        $out.push_sql(", clock_check_at = ");
        $out.push_bind_param::<Nullable<Timestamp>, _>(&update.check_at)?;
        $out.push_sql(" WHERE id = ");
        $out.push_bind_param::<Integer, _>(&update.id)?;
        $out.push_sql(" AND version = ");
        $out.push_bind_param::<Integer, _>(&update.version)?;
    }};
}

/// What [`update_game_and_clock`] writes to a game: its changes, guarded by the version they
/// were decided at, and its clock. Its statement is written out so that it stays prepared:
/// diesel prepares every `UPDATE` it builds anew on each call, and this one runs for every move.
#[derive(Debug, Clone, Copy)]
pub struct ClockedUpdate<'a> {
    /// The game.
    pub id: i32,
    /// The version the changes were decided at.
    pub version: i32,
    /// The changes.
    pub changes: &'a GameChanges<'a>,
    /// The deadline of the player to move, if the clock runs.
    pub deadline: Option<NaiveDateTime>,
    /// When the clock is next checked.
    pub check_at: Option<NaiveDateTime>,
}

impl QueryId for ClockedUpdate<'_> {
    type QueryId = ClockedUpdate<'static>;
    const HAS_STATIC_QUERY_ID: bool = true;
}

impl<Conn> RunQueryDsl<Conn> for ClockedUpdate<'_> {}

impl QueryFragment<Backend> for ClockedUpdate<'_> {
    fn walk_ast<'b>(&'b self, mut out: AstPass<'_, 'b, Backend>) -> QueryResult<()> {
        push_clocked_update!(GameChanges, self, out);
        Ok(())
    }
}

/// A move's update of its game and the move's insert as one PostgreSQL statement (a
/// data-modifying `WITH`), of a type of its own so that it stays prepared.
struct UpdateAndMove<'q, 'a> {
    update: &'q ClockedUpdate<'a>,
    played: &'q MoveRow,
}

impl QueryId for UpdateAndMove<'_, '_> {
    type QueryId = UpdateAndMove<'static, 'static>;
    const HAS_STATIC_QUERY_ID: bool = true;
}

impl RunQueryDsl<PgConnection> for UpdateAndMove<'_, '_> {}

impl QueryFragment<Pg> for UpdateAndMove<'_, '_> {
    fn walk_ast<'b>(&'b self, mut out: AstPass<'_, 'b, Pg>) -> QueryResult<()> {
        let (update, played) = (self.update, self.played);
        out.push_sql("WITH updated AS (");
        push_clocked_update!(GameChanges, update, out);
        out.push_sql(" RETURNING id) ");
        push_move_from_updated(&mut out, played)
    }
}

/// `INSERT INTO moves … SELECT id, … FROM updated`: the move, with the id of the game row the
/// statement's `updated` query wrote (none when it wrote none).
fn push_move_from_updated<'b>(
    out: &mut AstPass<'_, 'b, Pg>,
    played: &'b MoveRow,
) -> QueryResult<()> {
    out.push_sql(
        "INSERT INTO moves (game_id, ply, uci, san, played_by, source, played_at) SELECT id, ",
    );
    push_binds!(out;
        Integer => &played.ply,
        Text => &played.uci,
        Text => &played.san,
        Nullable<Integer> => &played.played_by,
        Text => &played.source,
        Timestamp => &played.played_at
    );
    out.push_sql(" FROM ");
    out.push_sql(ANCHOR);
    Ok(())
}

/// A game's update and its move, owned, held for a one-statement write
/// ([`super::one_statement`]) as its anchor: `updated AS (UPDATE … RETURNING id)` and, with a
/// move, `moved AS (INSERT INTO moves … FROM updated)`.
struct HeldUpdate {
    id: i32,
    version: i32,
    changes: HeldChanges,
    deadline: Option<NaiveDateTime>,
    check_at: Option<NaiveDateTime>,
    played: Option<MoveRow>,
}

/// [`GameChanges`], owned.
struct HeldChanges {
    current_fen: String,
    ply: i32,
    version: i32,
    status: String,
    result: String,
    termination: Option<String>,
    draw_offer: Option<String>,
    updated_at: NaiveDateTime,
    finished_at: Option<NaiveDateTime>,
}

impl HeldUpdate {
    fn of(update: &ClockedUpdate<'_>, played: Option<&MoveRow>) -> HeldUpdate {
        let GameChanges {
            current_fen,
            ply,
            version,
            status,
            result,
            termination,
            draw_offer,
            updated_at,
            finished_at,
        } = *update.changes;
        HeldUpdate {
            id: update.id,
            version: update.version,
            changes: HeldChanges {
                current_fen: current_fen.to_owned(),
                ply,
                version,
                status: status.to_owned(),
                result: result.to_owned(),
                termination: termination.map(str::to_owned),
                draw_offer: draw_offer.map(str::to_owned),
                updated_at,
                finished_at,
            },
            deadline: update.deadline,
            check_at: update.check_at,
            played: played.cloned(),
        }
    }
}

impl Held for HeldUpdate {
    fn push<'b>(&'b self, out: &mut AstPass<'_, 'b, Pg>, _index: usize) -> QueryResult<()> {
        out.push_sql(ANCHOR);
        out.push_sql(" AS (");
        push_clocked_update!(HeldChanges, self, out);
        out.push_sql(" RETURNING id)");
        if let Some(played) = &self.played {
            out.push_sql(", moved AS (");
            push_move_from_updated(out, played)?;
            out.push_sql(")");
        }
        Ok(())
    }
}

/// Inserts a move.
pub fn insert_move(conn: &mut DbConnection, row: &MoveRow) -> DbResult<()> {
    // Columns one by one rather than the derived `Insertable`: a statement made of them has a
    // fixed type, which diesel finds among its prepared statements without writing its SQL.
    diesel::insert_into(moves::table)
        .values((
            moves::game_id.eq(row.game_id),
            moves::ply.eq(row.ply),
            moves::uci.eq(&row.uci),
            moves::san.eq(&row.san),
            moves::played_by.eq(row.played_by),
            moves::source.eq(&row.source),
            moves::played_at.eq(row.played_at),
        ))
        .execute(conn)
        .map(|_| ())
        .map_err(DbError::from)
}

/// `user`'s games, optionally only those with `status`, most recently changed first.
pub fn games_of(
    conn: &mut DbConnection,
    user: i32,
    status: Option<&str>,
) -> DbResult<Vec<GameRow>> {
    let mut query = games::table
        .filter(games::white_id.eq(user).or(games::black_id.eq(user)))
        .order((games::updated_at.desc(), games::id.desc()))
        .select(GameRow::as_select())
        .into_boxed();
    if let Some(status) = status {
        query = query.filter(games::status.eq(status.to_owned()));
    }
    query.load(conn).map_err(DbError::from)
}

/// Open challenges `user` made, newest first.
pub fn open_challenges_by(conn: &mut DbConnection, user: i32) -> DbResult<Vec<ChallengeRow>> {
    challenges::table
        .filter(challenges::status.eq("open"))
        .filter(challenges::challenger_id.eq(user))
        .order(challenges::id.desc())
        .select(ChallengeRow::as_select())
        .load(conn)
        .map_err(DbError::from)
}

/// The parts of a player's game list, in the order the dashboard shows them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameSection {
    /// Active games where the player is to move.
    MyTurn,
    /// Active games where the opponent is to move.
    Waiting,
    /// Games that have ended.
    Finished,
}

type Backend = <DbConnection as diesel::Connection>::Backend;

/// The games of one section of `user`'s list, optionally only those against `opponent`.
/// The side to move is read from the stored FEN's second field, so thematic starts with Black
/// to move count right.
fn section_query<'a>(
    user: i32,
    section: GameSection,
    opponent: Option<i32>,
) -> games::BoxedQuery<'a, Backend> {
    let mut query = games::table.into_boxed();
    query = match section {
        GameSection::MyTurn => query.filter(games::status.eq("active")).filter(
            games::white_id
                .eq(user)
                .and(games::current_fen.like("% w %"))
                .or(games::black_id
                    .eq(user)
                    .and(games::current_fen.like("% b %"))),
        ),
        GameSection::Waiting => query.filter(games::status.eq("active")).filter(
            games::white_id
                .eq(user)
                .and(games::current_fen.like("% b %"))
                .or(games::black_id
                    .eq(user)
                    .and(games::current_fen.like("% w %"))),
        ),
        GameSection::Finished => query
            .filter(games::status.eq("finished"))
            .filter(games::white_id.eq(user).or(games::black_id.eq(user))),
    };
    if let Some(opponent) = opponent {
        query = query.filter(
            games::white_id
                .eq(opponent)
                .or(games::black_id.eq(opponent)),
        );
    }
    query
}

/// A section in the dashboard's order: running games by the deadline of the side to move,
/// soonest first (games without one last, then the longest-waiting first); finished games the
/// most recently changed first.
fn ordered<'a>(
    query: games::BoxedQuery<'a, Backend>,
    section: GameSection,
) -> games::BoxedQuery<'a, Backend> {
    match section {
        GameSection::MyTurn | GameSection::Waiting => query.order((
            games::deadline.is_null().asc(),
            games::deadline.asc(),
            games::updated_at.asc(),
            games::id.asc(),
        )),
        GameSection::Finished => query.order((games::updated_at.desc(), games::id.desc())),
    }
}

/// One page of a section, in the dashboard's order (see [`ordered`]).
pub fn section_games(
    conn: &mut DbConnection,
    user: i32,
    section: GameSection,
    opponent: Option<i32>,
    offset: i64,
    limit: i64,
) -> DbResult<Vec<GameRow>> {
    Ok(section_page(conn, user, section, opponent, offset, limit)?
        .into_iter()
        .map(|(game, _)| game)
        .collect())
}

/// [`section_games`] with each game's stored deadline (of the side to move).
pub fn section_page(
    conn: &mut DbConnection,
    user: i32,
    section: GameSection,
    opponent: Option<i32>,
    offset: i64,
    limit: i64,
) -> DbResult<Vec<(GameRow, Option<NaiveDateTime>)>> {
    ordered(section_query(user, section, opponent), section)
        .offset(offset)
        .limit(limit)
        .select((GameRow::as_select(), games::deadline))
        .load(conn)
        .map_err(DbError::from)
}

/// The first game of `user`'s "your move" section, in the dashboard's order, whose deadline
/// has not passed at `now`.
pub fn next_to_move(
    conn: &mut DbConnection,
    user: i32,
    now: NaiveDateTime,
) -> DbResult<Option<i32>> {
    let query = section_query(user, GameSection::MyTurn, None)
        .filter(games::deadline.is_null().or(games::deadline.ge(now)));
    ordered(query, GameSection::MyTurn)
        .select(games::id)
        .first(conn)
        .optional()
        .map_err(DbError::from)
}

/// How many games a section holds.
pub fn section_count(
    conn: &mut DbConnection,
    user: i32,
    section: GameSection,
    opponent: Option<i32>,
) -> DbResult<i64> {
    section_query(user, section, opponent)
        .count()
        .get_result(conn)
        .map_err(DbError::from)
}

/// The username for a user id.
pub fn username(conn: &mut DbConnection, id: i32) -> DbResult<String> {
    users::table
        .find(id)
        .select(users::username)
        .first(conn)
        .map_err(DbError::from)
}

/// The usernames of a game's two players, White's first, in one statement that stays prepared.
pub fn usernames_of_pair(
    conn: &mut DbConnection,
    white: i32,
    black: i32,
) -> DbResult<(String, String)> {
    let found: Vec<(i32, String)> = users::table
        .filter(users::id.eq(white).or(users::id.eq(black)))
        .select((users::id, users::username))
        .load(conn)?;
    let name_of = |id| {
        found
            .iter()
            .find(|(user, _)| *user == id)
            .map(|(_, name)| name.clone())
            .ok_or_else(DbError::not_found)
    };
    Ok((name_of(white)?, name_of(black)?))
}

/// The settings of the event a game belongs to that bear on its play, as stored.
#[derive(Debug, Clone, Queryable)]
pub struct GameRulesRow {
    /// The event's id.
    pub event_id: i32,
    /// Its name.
    pub name: String,
    /// Whether the 50-move rule is suspended in endgames.
    pub fifty_move_suspended: bool,
    /// The first move of draw offers.
    pub draw_offers_from_move: i32,
    /// Whether tablebase claims are allowed.
    pub tablebase_claims: bool,
    /// The leave rule's name.
    pub leave_rule: String,
}

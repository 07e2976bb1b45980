//! A player's game archive: their games filtered by opponent, result, event, year and status,
//! paged for the player page, in id order for the streamed PGN download, and the search for
//! players by the beginning of their name.

use chrono::NaiveDate;
use diesel::dsl::not;
use diesel::prelude::*;

use super::games::GameRow;
use super::schema::{event_games, events, games, users};
use super::{DbConnection, DbError, DbResult};

type Backend = <DbConnection as diesel::Connection>::Backend;

/// The result of a game from the player's side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// The player won.
    Won,
    /// The player lost.
    Lost,
    /// Drawn.
    Drawn,
}

/// Which of a player's games to list.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ArchiveFilter {
    /// The player.
    pub player: i32,
    /// Only games against this user.
    pub opponent: Option<i32>,
    /// Only games with this result for the player.
    pub outcome: Option<Outcome>,
    /// Only games of this event.
    pub event: Option<i32>,
    /// Only games started in this year.
    pub year: Option<i32>,
    /// Only `active` or `finished` games.
    pub status: Option<String>,
    /// Only games visitors may see (no player keeps them private, the event shows them).
    pub public_only: bool,
}

fn filtered<'a>(filter: &ArchiveFilter) -> games::BoxedQuery<'a, Backend> {
    let me = filter.player;
    let mut query = games::table
        .filter(games::white_id.eq(me).or(games::black_id.eq(me)))
        .into_boxed();
    if let Some(other) = filter.opponent {
        query = query.filter(games::white_id.eq(other).or(games::black_id.eq(other)));
    }
    query = match filter.outcome {
        None => query,
        Some(Outcome::Drawn) => query.filter(games::result.eq("1/2-1/2")),
        Some(Outcome::Won) => query.filter(
            (games::white_id.eq(me).and(games::result.eq("1-0")))
                .or(games::black_id.eq(me).and(games::result.eq("0-1"))),
        ),
        Some(Outcome::Lost) => query.filter(
            (games::white_id.eq(me).and(games::result.eq("0-1")))
                .or(games::black_id.eq(me).and(games::result.eq("1-0"))),
        ),
    };
    if let Some(event) = filter.event {
        let of_event = event_games::table
            .filter(event_games::event_id.eq(event))
            .select(event_games::game_id);
        query = query.filter(games::id.eq_any(of_event));
    }
    if let Some((from, to)) = filter.year.and_then(year_span) {
        query = query.filter(games::created_at.ge(from).and(games::created_at.lt(to)));
    }
    if let Some(status) = &filter.status {
        query = query.filter(games::status.eq(status.clone()));
    }
    if filter.public_only {
        let private_players = users::table
            .filter(users::games_private.eq(true))
            .select(users::id);
        let private_events = event_games::table
            .inner_join(events::table)
            .filter(not(events::public_games))
            .select(event_games::game_id);
        query = query
            .filter(games::white_id.ne_all(private_players))
            .filter(
                games::black_id.ne_all(
                    users::table
                        .filter(users::games_private.eq(true))
                        .select(users::id),
                ),
            )
            .filter(games::id.ne_all(private_events));
    }
    query
}

fn year_span(year: i32) -> Option<(chrono::NaiveDateTime, chrono::NaiveDateTime)> {
    let start = NaiveDate::from_ymd_opt(year, 1, 1)?.and_hms_opt(0, 0, 0)?;
    let end = NaiveDate::from_ymd_opt(year.checked_add(1)?, 1, 1)?.and_hms_opt(0, 0, 0)?;
    Some((start, end))
}

/// One page of the filtered games, most recently changed first.
pub fn page(
    conn: &mut DbConnection,
    filter: &ArchiveFilter,
    offset: i64,
    limit: i64,
) -> DbResult<Vec<GameRow>> {
    filtered(filter)
        .order((games::updated_at.desc(), games::id.desc()))
        .offset(offset)
        .limit(limit)
        .select(GameRow::as_select())
        .load(conn)
        .map_err(DbError::from)
}

/// How many games the filter selects.
pub fn count(conn: &mut DbConnection, filter: &ArchiveFilter) -> DbResult<i64> {
    filtered(filter)
        .count()
        .get_result(conn)
        .map_err(DbError::from)
}

/// The ids of the next `limit` filtered games after id `after`, in id order (for a download
/// read a page at a time).
pub fn ids_after(
    conn: &mut DbConnection,
    filter: &ArchiveFilter,
    after: i32,
    limit: i64,
) -> DbResult<Vec<i32>> {
    filtered(filter)
        .filter(games::id.gt(after))
        .order(games::id.asc())
        .limit(limit)
        .select(games::id)
        .load(conn)
        .map_err(DbError::from)
}

/// White, Black and the result of every finished filtered game (for the results against the
/// most frequent opponents).
pub fn results(
    conn: &mut DbConnection,
    filter: &ArchiveFilter,
) -> DbResult<Vec<(i32, i32, String)>> {
    filtered(filter)
        .filter(games::status.eq("finished"))
        .select((games::white_id, games::black_id, games::result))
        .load(conn)
        .map_err(DbError::from)
}

/// The events of these games: (game id, event id, event name).
pub fn events_of(conn: &mut DbConnection, game_ids: &[i32]) -> DbResult<Vec<(i32, i32, String)>> {
    event_games::table
        .inner_join(events::table)
        .filter(event_games::game_id.eq_any(game_ids))
        .select((event_games::game_id, events::id, events::name))
        .load(conn)
        .map_err(DbError::from)
}

/// Usernames beginning with `prefix` (case-insensitive), alphabetically, skipping deleted
/// accounts: `limit` of them after `offset`, and how many there are.
pub fn search_players(
    conn: &mut DbConnection,
    prefix: &str,
    offset: i64,
    limit: i64,
) -> DbResult<(Vec<String>, i64)> {
    let pattern = format!("{}%", escape_like(&prefix.to_lowercase()));
    let matching = || {
        users::table
            .filter(
                super::users::lower(users::username)
                    .like(pattern.clone())
                    .escape('\\'),
            )
            .filter(users::deleted_at.is_null())
            .into_boxed::<Backend>()
    };
    let total = matching().count().get_result(conn)?;
    let names = matching()
        .order(super::users::lower(users::username).asc())
        .offset(offset)
        .limit(limit)
        .select(users::username)
        .load(conn)?;
    Ok((names, total))
}

/// `text` with LIKE's wildcards and the escape character escaped.
fn escape_like(text: &str) -> String {
    text.replace('\\', "\\\\")
        .replace('%', "\\%")
        .replace('_', "\\_")
}

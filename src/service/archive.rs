//! Finding games and players: a player's games filtered by opponent, result, event, year and
//! status (paged for their page and the API, a page of PGN at a time for the download), their
//! results against the opponents they met most, and the search for players by the beginning
//! of their name.
//!
//! What a viewer finds is what they may watch ([`super::watching`]): a player and an admin find
//! all of the player's games; everyone else finds only the games visitors may see, each cut to
//! its event's delay.

use std::collections::HashMap;

use chrono::NaiveDateTime;

use crate::db::archive::{self as rows, ArchiveFilter, Outcome};
use crate::db::games::GameRow;
use crate::db::users::{self, User};
use crate::db::{DbConnection, DbError};
use crate::domain::account::UserId;
use crate::domain::adjudication::Role;

use super::game_store::{GameError, GameView};
use super::watching;

/// A filter as a door received it, not yet read.
#[derive(Debug, Clone, Default)]
pub struct ArchiveQuery {
    /// An opponent's username.
    pub opponent: Option<String>,
    /// `won`, `lost` or `drawn`.
    pub result: Option<String>,
    /// An event's id.
    pub event: Option<i32>,
    /// A year.
    pub year: Option<i32>,
    /// `active` or `finished`.
    pub status: Option<String>,
}

/// Why a player's games cannot be listed.
#[derive(Debug, thiserror::Error)]
pub enum ArchiveError {
    /// No such player.
    #[error("there is no player called '{0}'")]
    UnknownPlayer(String),
    /// No such opponent.
    #[error("there is no player called '{0}' to filter by")]
    UnknownOpponent(String),
    /// A filter value that cannot be.
    #[error("{0}")]
    BadFilter(String),
    /// A game could not be read.
    #[error(transparent)]
    Game(#[from] GameError),
    /// The database failed.
    #[error("database error: {0}")]
    Database(#[from] DbError),
}

/// A player's games as one viewer may find them.
#[derive(Debug, Clone)]
pub struct Archive {
    /// The player.
    pub player: User,
    /// The filter, read.
    pub filter: ArchiveFilter,
    /// Who looks (none: a visitor).
    pub viewer: Option<UserId>,
}

/// Reads `query` for `name`'s games as `viewer` may find them.
///
/// # Errors
///
/// [`ArchiveError::UnknownPlayer`], [`ArchiveError::UnknownOpponent`] or
/// [`ArchiveError::BadFilter`].
pub fn open(
    conn: &mut DbConnection,
    name: &str,
    query: &ArchiveQuery,
    viewer: Option<UserId>,
) -> Result<Archive, ArchiveError> {
    let player = users::find_by_username(conn, name)?
        .ok_or_else(|| ArchiveError::UnknownPlayer(name.to_owned()))?;
    let opponent = match query
        .opponent
        .as_deref()
        .map(str::trim)
        .filter(|o| !o.is_empty())
    {
        None => None,
        Some(other) => Some(
            users::find_by_username(conn, other)?
                .ok_or_else(|| ArchiveError::UnknownOpponent(other.to_owned()))?
                .id,
        ),
    };
    let outcome = match query.result.as_deref().filter(|r| !r.is_empty()) {
        None => None,
        Some("won") => Some(Outcome::Won),
        Some("lost") => Some(Outcome::Lost),
        Some("drawn") => Some(Outcome::Drawn),
        Some(other) => {
            return Err(ArchiveError::BadFilter(format!(
                "result '{other}' is not one of won, lost or drawn"
            )));
        }
    };
    let status = query.status.clone().filter(|s| !s.is_empty());
    if let Some(s) = status
        .as_deref()
        .filter(|s| !matches!(*s, "active" | "finished"))
    {
        return Err(ArchiveError::BadFilter(format!(
            "status '{s}' is not one of active or finished"
        )));
    }
    let sees_all = match viewer {
        Some(v) if v.0 == player.id => true,
        Some(v) => super::roles::role(conn, v)? == Role::Admin,
        None => false,
    };
    let filter = ArchiveFilter {
        player: player.id,
        opponent,
        outcome,
        event: query.event,
        year: query.year,
        status,
        public_only: !sees_all,
    };
    Ok(Archive {
        player,
        filter,
        viewer,
    })
}

/// One line of a player's game list.
#[derive(Debug, Clone)]
pub struct ArchiveLine {
    /// The game.
    pub row: GameRow,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// The event's id and name, for an event game.
    pub event: Option<(i32, String)>,
}

/// A page of the archive, most recently changed first, and how many games it holds in all.
///
/// # Errors
///
/// A database error.
pub fn lines(
    conn: &mut DbConnection,
    archive: &Archive,
    (skip, take): (usize, usize),
) -> Result<(Vec<ArchiveLine>, i64), ArchiveError> {
    let to_i64 = |n: usize| i64::try_from(n).unwrap_or(i64::MAX);
    let games = rows::page(conn, &archive.filter, to_i64(skip), to_i64(take))?;
    let total = rows::count(conn, &archive.filter)?;
    let ids: Vec<i32> = games.iter().map(|g| g.id).collect();
    let mut people: Vec<i32> = games
        .iter()
        .flat_map(|g| [g.white_id, g.black_id])
        .collect();
    people.dedup();
    let names = users::usernames(conn, &people)?;
    let events: HashMap<i32, (i32, String)> = rows::events_of(conn, &ids)?
        .into_iter()
        .map(|(game, id, name)| (game, (id, name)))
        .collect();
    let name = |id: i32| names.get(&id).cloned().unwrap_or_default();
    let lines = games
        .into_iter()
        .map(|row| ArchiveLine {
            white: name(row.white_id),
            black: name(row.black_id),
            event: events.get(&row.id).cloned(),
            row,
        })
        .collect();
    Ok((lines, total))
}

/// A page of the archive as the API shows games, each cut to what the viewer may see.
///
/// # Errors
///
/// A database error.
pub fn views(
    conn: &mut DbConnection,
    archive: &Archive,
    (skip, take): (usize, usize),
    now: NaiveDateTime,
) -> Result<Vec<GameView>, ArchiveError> {
    let to_i64 = |n: usize| i64::try_from(n).unwrap_or(i64::MAX);
    let games = rows::page(conn, &archive.filter, to_i64(skip), to_i64(take))?;
    let mut views = Vec::with_capacity(games.len());
    for game in games {
        views.push(watching::view(conn, game.id, archive.viewer, now)?);
    }
    Ok(views)
}

/// The PGN of the next `take` games after id `after` (in id order), and the last id read
/// (`None` when there were none: the download is complete).
///
/// # Errors
///
/// A game that cannot be read, or a database error.
pub fn pgn_after(
    conn: &mut DbConnection,
    archive: &Archive,
    (after, take): (i32, i64),
    site: &str,
    now: NaiveDateTime,
) -> Result<(String, Option<i32>), ArchiveError> {
    let ids = rows::ids_after(conn, &archive.filter, after, take)?;
    let mut text = String::new();
    for id in &ids {
        match watching::pgn(conn, *id, archive.viewer, site, now) {
            Ok(pgn) => text.push_str(&pgn),
            Err(GameError::GameNotFound(_)) => {}
            Err(other) => return Err(other.into()),
        }
    }
    Ok((text, ids.last().copied()))
}

/// The score against one opponent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OpponentScore {
    /// Their name.
    pub name: String,
    /// Finished games against them.
    pub games: u32,
    /// Won by the player.
    pub won: u32,
    /// Drawn.
    pub drawn: u32,
    /// Lost by the player.
    pub lost: u32,
}

/// The player's results against the `limit` opponents they finished most games with (most
/// games first, then by name), over the archive's games.
///
/// # Errors
///
/// A database error.
pub fn opponents(
    conn: &mut DbConnection,
    archive: &Archive,
    limit: usize,
) -> Result<Vec<OpponentScore>, ArchiveError> {
    let me = archive.player.id;
    let mut scores: HashMap<i32, (u32, u32, u32)> = HashMap::new();
    for (white, black, result) in rows::results(conn, &archive.filter)? {
        let (other, mine) = if white == me {
            (black, result.as_str())
        } else {
            (white, flip(&result))
        };
        let score = scores.entry(other).or_default();
        match mine {
            "1-0" => score.0 += 1,
            "0-1" => score.2 += 1,
            _ => score.1 += 1,
        }
    }
    let ids: Vec<i32> = scores.keys().copied().collect();
    let names = users::usernames(conn, &ids)?;
    let mut list: Vec<OpponentScore> = scores
        .into_iter()
        .map(|(id, (won, drawn, lost))| OpponentScore {
            name: names.get(&id).cloned().unwrap_or_default(),
            games: won + drawn + lost,
            won,
            drawn,
            lost,
        })
        .collect();
    list.sort_by(|a, b| b.games.cmp(&a.games).then_with(|| a.name.cmp(&b.name)));
    list.truncate(limit);
    Ok(list)
}

/// A result as seen from Black's side.
fn flip(result: &str) -> &'static str {
    match result {
        "1-0" => "0-1",
        "0-1" => "1-0",
        _ => "1/2-1/2",
    }
}

/// Players whose name begins with `prefix` (case-insensitive), alphabetically: a page of them
/// and how many there are.
///
/// # Errors
///
/// A database error.
pub fn search(
    conn: &mut DbConnection,
    prefix: &str,
    (skip, take): (usize, usize),
) -> Result<(Vec<String>, i64), ArchiveError> {
    let to_i64 = |n: usize| i64::try_from(n).unwrap_or(i64::MAX);
    Ok(rows::search_players(
        conn,
        prefix.trim(),
        to_i64(skip),
        to_i64(take),
    )?)
}

//! Correspondence ratings: updated inside the transaction that ends a rated game (one that
//! belongs to a rated event, or a rated challenge's game), and read back as a player's history for the chart on their page.
//! The formula is [`crate::domain::rating`].

use std::collections::HashMap;

use crate::db::DbError;
use chrono::NaiveDateTime;
use serde::Serialize;

use crate::chess::GameResult;
use crate::db::ratings::{self as rows, HistoryRow};
use crate::db::{DbConnection, events};
use crate::domain::adjudication::parse_result;
use crate::domain::rating::{RatedGame, Rating, RatingRules, rate_game, replay};

/// A player's rating as pages and the API show it.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct RatingView {
    /// The figure.
    pub rating: i32,
    /// Rated games.
    pub games: i32,
    /// Still provisional.
    pub provisional: bool,
    /// Every rated game, oldest first.
    pub history: Vec<HistoryPoint>,
}

/// One point of the history.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct HistoryPoint {
    /// The game.
    pub game_id: i32,
    /// Rating after it.
    pub rating: i32,
    /// When.
    #[serde(serialize_with = "crate::service::rfc3339::serialize")]
    pub at: NaiveDateTime,
}

/// Called by every path that ends a game: when it belongs to a rated event, or is a rated game
/// outside any event (its challenge said so), both players' ratings move (once per game; a
/// second call for the same game changes nothing). Games marked as forfeits are not rated.
pub fn game_finished(
    conn: &mut DbConnection,
    game_id: i32,
    result: GameResult,
    now: NaiveDateTime,
) -> Result<(), DbError> {
    let Some(game) = crate::db::games::find_game(conn, game_id)? else {
        return Ok(());
    };
    let entry = match events::event_game(conn, game_id)? {
        Some(link) => {
            // Forfeits (a withdrawal scored as losses) are not rated: nothing was played.
            if link.mark.as_deref() == Some("forfeit") {
                return Ok(());
            }
            match events::find_event(conn, link.event_id)? {
                Some(event) if event.rated => Some(event.id),
                _ => return Ok(()),
            }
        }
        // Outside an event, the challenge decided.
        None if game.rated => None,
        None => return Ok(()),
    };
    let rules = RatingRules::default();
    let white = current(conn, game.white_id, entry, &rules)?;
    let black = current(conn, game.black_id, entry, &rules)?;
    let (new_white, new_black) = rate_game(&rules, white, black, result);
    store(conn, game.white_id, game_id, white, new_white, now)?;
    store(conn, game.black_id, game_id, black, new_black, now)?;
    Ok(())
}

/// A rated game's result was changed (on appeal): the game is rated again from the ratings
/// its players had before it, and so is every rated game that ended after it and involves a
/// player whose rating moved, in the order the games ended ([`replay`]); the history rows and
/// the affected players' current ratings are rewritten. A game that was not rated is rated now
/// (see [`game_finished`]).
pub fn result_changed(
    conn: &mut DbConnection,
    game_id: i32,
    result: GameResult,
    now: NaiveDateTime,
) -> Result<(), DbError> {
    let Some(since) = rows::history_of_game(conn, game_id)?
        .first()
        .map(|h| h.recorded_at)
    else {
        return game_finished(conn, game_id, result, now);
    };
    let mut later = rows::history_since(conn, since)?;
    // Games recorded at the same instant but before this one stay as they are.
    if let Some(at) = later.iter().position(|(h, ..)| h.game_id == game_id) {
        later.drain(..at);
    }
    let (games, ids) = rated_games(&later, game_id, result);
    let replayed = replay(&RatingRules::default(), &games);
    for game in &replayed.games {
        let Some(played) = games.iter().find(|g| g.game == game.game) else {
            continue;
        };
        for (user, (before, after)) in [(played.white, game.white), (played.black, game.black)] {
            if let Some(id) = ids.get(&(game.game, user)) {
                rows::set_history(conn, *id, before.value, after.value)?;
            }
        }
    }
    for (user, rating) in &replayed.ratings {
        let games = i32::try_from(rating.games).unwrap_or(i32::MAX);
        rows::upsert(conn, *user, rating.value, games, now)?;
    }
    Ok(())
}

/// The games of `rows` (two history rows each, in the order they ended) as the replay reads
/// them, `changed` with its new `result`; and the history row id of each (game, player).
fn rated_games(
    rows: &[rows::HistoryWithGame],
    changed: i32,
    result: GameResult,
) -> (Vec<RatedGame>, HashMap<(i32, i32), i32>) {
    let ids: HashMap<(i32, i32), i32> = rows
        .iter()
        .map(|(h, ..)| ((h.game_id, h.user_id), h.id))
        .collect();
    let before = |game: i32, user: i32| {
        rows.iter()
            .find(|(h, ..)| h.game_id == game && h.user_id == user)
            .map(|(h, ..)| Rating {
                value: h.rating_before,
                games: u32::try_from(h.games - 1).unwrap_or(0),
            })
    };
    let mut games: Vec<RatedGame> = Vec::new();
    for (h, white, black, stored) in rows {
        if games.iter().any(|g| g.game == h.game_id) {
            continue;
        }
        let result = if h.game_id == changed {
            Some(result)
        } else {
            parse_result(stored).ok()
        };
        let (Some(result), Some(white_before), Some(black_before)) =
            (result, before(h.game_id, *white), before(h.game_id, *black))
        else {
            continue;
        };
        games.push(RatedGame {
            game: h.game_id,
            white: *white,
            black: *black,
            result,
            white_before,
            black_before,
        });
    }
    (games, ids)
}

/// A player's rating now; a first-timer starts from the rating they entered the event with
/// (`event`), or from the start figure outside events.
fn current(
    conn: &mut DbConnection,
    user: i32,
    event: Option<i32>,
    rules: &RatingRules,
) -> Result<Rating, DbError> {
    if let Some(row) = rows::find(conn, user)? {
        return Ok(Rating {
            value: row.rating,
            games: u32::try_from(row.games).unwrap_or(0),
        });
    }
    let Some(event) = event else {
        return Ok(Rating {
            value: rules.start,
            games: 0,
        });
    };
    let entered = events::find_player(conn, event, user)?.map_or(rules.start, |p| p.rating);
    Ok(Rating {
        value: entered,
        games: 0,
    })
}

fn store(
    conn: &mut DbConnection,
    user: i32,
    game_id: i32,
    before: Rating,
    after: Rating,
    now: NaiveDateTime,
) -> Result<(), DbError> {
    let games = i32::try_from(after.games).unwrap_or(i32::MAX);
    let recorded = rows::record(
        conn,
        &HistoryRow {
            id: 0,
            user_id: user,
            game_id,
            rating_before: before.value,
            rating_after: after.value,
            games,
            recorded_at: now,
        },
    )?;
    if recorded {
        rows::upsert(conn, user, after.value, games, now)?;
    }
    Ok(())
}

/// A player's rating and history, if they have played a rated game.
pub fn view(conn: &mut DbConnection, user: i32) -> Result<Option<RatingView>, DbError> {
    let Some(row) = rows::find(conn, user)? else {
        return Ok(None);
    };
    let history = rows::history(conn, user)?
        .into_iter()
        .map(|h| HistoryPoint {
            game_id: h.game_id,
            rating: h.rating_after,
            at: h.recorded_at,
        })
        .collect();
    Ok(Some(RatingView {
        rating: row.rating,
        games: row.games,
        provisional: u32::try_from(row.games).unwrap_or(0)
            < RatingRules::default().provisional_games,
        history,
    }))
}

/// The rating of the player called `username` (the start figure, with no history, before
/// their first rated game); `None` when there is no such player.
pub fn view_of_username(
    conn: &mut DbConnection,
    username: &str,
) -> Result<Option<RatingView>, DbError> {
    let Some(user) = crate::db::users::find_by_username(conn, username.trim())? else {
        return Ok(None);
    };
    let rules = RatingRules::default();
    Ok(Some(view(conn, user.id)?.unwrap_or(RatingView {
        rating: rules.start,
        games: 0,
        provisional: true,
        history: Vec::new(),
    })))
}

/// The rating a player would enter an event with: their current rating, or the start figure.
pub fn entry_rating(conn: &mut DbConnection, user: i32) -> Result<i32, DbError> {
    Ok(rows::find(conn, user)?.map_or(RatingRules::default().start, |r| r.rating))
}

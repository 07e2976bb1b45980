//! Queries for correspondence ratings and their history.

use chrono::NaiveDateTime;
use diesel::prelude::*;

use super::schema::{games, player_ratings, rating_history};
use super::{DbConnection, DbError, DbResult};

/// A rating row.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = player_ratings)]
pub struct RatingRow {
    /// The player.
    pub user_id: i32,
    /// The rating.
    pub rating: i32,
    /// Rated games.
    pub games: i32,
    /// Last change.
    pub updated_at: NaiveDateTime,
}

/// A history row: one rated game of one player.
#[derive(Debug, Clone, Queryable, Selectable, Insertable)]
#[diesel(table_name = rating_history)]
pub struct HistoryRow {
    /// Id.
    #[diesel(skip_insertion)]
    pub id: i32,
    /// The player.
    pub user_id: i32,
    /// The game.
    pub game_id: i32,
    /// Before the game.
    pub rating_before: i32,
    /// After it.
    pub rating_after: i32,
    /// Rated games after it.
    pub games: i32,
    /// When.
    pub recorded_at: NaiveDateTime,
}

/// A player's rating, if they have one.
pub fn find(conn: &mut DbConnection, user: i32) -> DbResult<Option<RatingRow>> {
    player_ratings::table
        .find(user)
        .select(RatingRow::as_select())
        .first(conn)
        .optional()
        .map_err(DbError::from)
}

/// Stores a player's rating.
pub fn upsert(
    conn: &mut DbConnection,
    user: i32,
    rating: i32,
    games: i32,
    now: NaiveDateTime,
) -> DbResult<()> {
    let updated = diesel::update(player_ratings::table.find(user))
        .set((
            player_ratings::rating.eq(rating),
            player_ratings::games.eq(games),
            player_ratings::updated_at.eq(now),
        ))
        .execute(conn)?;
    if updated == 0 {
        diesel::insert_into(player_ratings::table)
            .values((
                player_ratings::user_id.eq(user),
                player_ratings::rating.eq(rating),
                player_ratings::games.eq(games),
                player_ratings::updated_at.eq(now),
            ))
            .execute(conn)?;
    }
    Ok(())
}

/// Records a rated game for a player; returns false when it was already recorded.
pub fn record(conn: &mut DbConnection, row: &HistoryRow) -> DbResult<bool> {
    let exists: i64 = rating_history::table
        .filter(rating_history::user_id.eq(row.user_id))
        .filter(rating_history::game_id.eq(row.game_id))
        .count()
        .get_result(conn)?;
    if exists > 0 {
        return Ok(false);
    }
    diesel::insert_into(rating_history::table)
        .values(row)
        .execute(conn)?;
    Ok(true)
}

/// A player's history, oldest first.
pub fn history(conn: &mut DbConnection, user: i32) -> DbResult<Vec<HistoryRow>> {
    rating_history::table
        .filter(rating_history::user_id.eq(user))
        .order(rating_history::id.asc())
        .select(HistoryRow::as_select())
        .load(conn)
        .map_err(DbError::from)
}

/// The history rows of one game (one per rated player).
pub fn history_of_game(conn: &mut DbConnection, game: i32) -> DbResult<Vec<HistoryRow>> {
    rating_history::table
        .filter(rating_history::game_id.eq(game))
        .select(HistoryRow::as_select())
        .load(conn)
        .map_err(DbError::from)
}

/// A history row with its game's players and stored result.
pub type HistoryWithGame = (HistoryRow, i32, i32, String);

/// Every history row recorded at or after `since`, with the game's White, Black and result, in
/// the order they were recorded (the order the games ended).
pub fn history_since(
    conn: &mut DbConnection,
    since: NaiveDateTime,
) -> DbResult<Vec<HistoryWithGame>> {
    rating_history::table
        .inner_join(games::table.on(games::id.eq(rating_history::game_id)))
        .filter(rating_history::recorded_at.ge(since))
        .order((rating_history::recorded_at.asc(), rating_history::id.asc()))
        .select((
            HistoryRow::as_select(),
            games::white_id,
            games::black_id,
            games::result,
        ))
        .load(conn)
        .map_err(DbError::from)
}

/// Sets the ratings before and after the game of a history row (a replay after a changed
/// result).
pub fn set_history(conn: &mut DbConnection, id: i32, before: i32, after: i32) -> DbResult<()> {
    diesel::update(rating_history::table.find(id))
        .set((
            rating_history::rating_before.eq(before),
            rating_history::rating_after.eq(after),
        ))
        .execute(conn)
        .map(|_| ())
        .map_err(DbError::from)
}

//! The read models of a player's lists: games by section (my move, waiting, finished) one page
//! at a time, and challenges (addressed to me, open to anyone, made by me). Ordering, filtering
//! and paging happen in SQL, and usernames are fetched in one query per page, so a player with
//! hundreds of games gets a fast page.

use std::collections::HashMap;

use chrono::NaiveDateTime;

use crate::db::games::{self as rows, ChallengeRow, GameRow, GameSection};
use crate::db::{DbConnection, users};
use crate::domain::account::UserId;

use super::games::GameError;

/// One game in a list, from the player's side.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameSummary {
    /// Id.
    pub id: i32,
    /// The opponent's username.
    pub opponent: String,
    /// Whether the player has White.
    pub white: bool,
    /// Moves played so far (full moves, rounded up).
    pub moves: i32,
    /// `standard` or `chess960`.
    pub variant: String,
    /// Time control as written.
    pub time_control: String,
    /// `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub result: String,
    /// Last change.
    pub updated_at: NaiveDateTime,
}

/// One page of a section.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GamePage {
    /// The games on this page.
    pub games: Vec<GameSummary>,
    /// Games in the whole section.
    pub total: i64,
}

/// Page `page` (0-based) of `per_page` games of a section, optionally only against the player
/// called `opponent` (unknown names give an empty page).
pub fn games(
    conn: &mut DbConnection,
    user: UserId,
    section: GameSection,
    opponent: Option<&str>,
    page: i64,
    per_page: i64,
) -> Result<GamePage, GameError> {
    let opponent_id = match opponent.map(str::trim).filter(|o| !o.is_empty()) {
        Some(name) => match users::find_by_username(conn, name)? {
            Some(found) => Some(found.id),
            None => {
                return Ok(GamePage {
                    games: Vec::new(),
                    total: 0,
                });
            }
        },
        None => None,
    };
    let total = rows::section_count(conn, user.0, section, opponent_id)?;
    let found = rows::section_games(
        conn,
        user.0,
        section,
        opponent_id,
        page.max(0) * per_page,
        per_page,
    )?;
    let ids: Vec<i32> = found
        .iter()
        .flat_map(|g| [g.white_id, g.black_id])
        .collect();
    let names = users::usernames(conn, &ids)?;
    let games = found.iter().map(|g| summary(g, user, &names)).collect();
    Ok(GamePage { games, total })
}

fn summary(game: &GameRow, user: UserId, names: &HashMap<i32, String>) -> GameSummary {
    let white = game.white_id == user.0;
    let opponent = if white { game.black_id } else { game.white_id };
    GameSummary {
        id: game.id,
        opponent: names.get(&opponent).cloned().unwrap_or_default(),
        white,
        moves: (game.ply + 1) / 2,
        variant: game.variant.clone(),
        time_control: game.time_control.clone(),
        result: game.result.clone(),
        updated_at: game.updated_at,
    }
}

/// A challenge in a list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChallengeSummary {
    /// Id.
    pub id: i32,
    /// Who made it.
    pub challenger: String,
    /// Whom it is for (`None`: anyone).
    pub opponent: Option<String>,
    /// The challenger's colour wish.
    pub color: String,
    /// `standard` or `chess960`.
    pub variant: String,
    /// A fixed Chess960 number.
    pub chess960_number: Option<i32>,
    /// Whether it starts from a thematic position.
    pub thematic: bool,
    /// Time control as written.
    pub time_control: String,
}

/// A player's challenges.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Challenges {
    /// Addressed to the player.
    pub incoming: Vec<ChallengeSummary>,
    /// Open to anyone (made by others).
    pub open: Vec<ChallengeSummary>,
    /// Made by the player and still open.
    pub mine: Vec<ChallengeSummary>,
}

/// The open challenges that concern `user`.
pub fn challenges(conn: &mut DbConnection, user: UserId) -> Result<Challenges, GameError> {
    let others = rows::open_challenges_for(conn, user.0)?;
    let mine = rows::open_challenges_by(conn, user.0)?;
    let ids: Vec<i32> = others
        .iter()
        .chain(&mine)
        .flat_map(|c| [Some(c.challenger_id), c.opponent_id])
        .flatten()
        .collect();
    let names = users::usernames(conn, &ids)?;
    let to_summary = |c: &ChallengeRow| ChallengeSummary {
        id: c.id,
        challenger: names.get(&c.challenger_id).cloned().unwrap_or_default(),
        opponent: c.opponent_id.and_then(|o| names.get(&o).cloned()),
        color: c.color.clone(),
        variant: c.variant.clone(),
        chess960_number: c.chess960_number,
        thematic: c.initial_fen.is_some(),
        time_control: c.time_control.clone(),
    };
    let (incoming, open): (Vec<_>, Vec<_>) =
        others.iter().partition(|c| c.opponent_id == Some(user.0));
    Ok(Challenges {
        incoming: incoming.into_iter().map(&to_summary).collect(),
        open: open.into_iter().map(&to_summary).collect(),
        mine: mine.iter().map(&to_summary).collect(),
    })
}

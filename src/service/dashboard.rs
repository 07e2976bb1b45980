//! The read models of a player's lists: games by section (my move, waiting, finished) one page
//! at a time, and challenges (addressed to me, open to anyone, made by me). Ordering, filtering
//! and paging happen in SQL; the page's names, moves, events and leave are fetched in a few
//! queries for the whole page, so a player with hundreds of games gets a fast page. Running
//! games come in the order of their deadline, soonest first: the first of "your move" is the
//! game [`next_game_to_move`] opens.

use std::collections::HashMap;

use chrono::NaiveDateTime;

use shakmaty::uci::UciMove;

use crate::chess::{
    Chess, Color, Language, MoveStyle, Notation, Position, StartPosition, write_move,
};
use crate::db::dashboard as dashboard_rows;
use crate::db::games::{self as rows, ChallengeRow, GameRow, GameSection, MoveRow};
use crate::db::{DbConnection, users};
use crate::domain::account::UserId;
use crate::domain::game::GameId;
use crate::service::game_store::clock::calendars_of;

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
    /// The position now, as FEN.
    pub fen: String,
    /// The last move, if any.
    pub last_move: Option<LastMove>,
    /// The event and round, when the game belongs to an event.
    pub event: Option<EventRound>,
    /// The deadline of the side to move (UTC), while the game runs.
    pub deadline: Option<NaiveDateTime>,
    /// Whether the player is on leave today.
    pub my_leave: bool,
    /// Whether the opponent is on leave today.
    pub opponent_leave: bool,
}

impl GameSummary {
    /// Whether the game result is a win, loss or draw for the player: `win`, `loss`, `draw` or
    /// `none` (still running).
    pub fn outcome_for_player(&self) -> &'static str {
        match (self.result.as_str(), self.white) {
            ("1-0", true) | ("0-1", false) => "win",
            ("1-0", false) | ("0-1", true) => "loss",
            ("1/2-1/2", _) => "draw",
            _ => "none",
        }
    }
}

/// The last move of a game, as the dashboard shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LastMove {
    /// The move in UCI (its squares mark the board).
    pub uci: String,
    /// The full-move number.
    pub number: u32,
    /// Whether White played it.
    pub by_white: bool,
    /// The move in the viewer's notation and language (with ICCF beside, if they show it).
    pub text: String,
}

/// The event and round a game belongs to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EventRound {
    /// The event's id.
    pub id: i32,
    /// The event's name.
    pub name: String,
    /// The round.
    pub round: i32,
}

/// How the viewer reads a list: the moment, and how moves are written.
#[derive(Debug, Clone, Copy)]
pub struct Reading {
    /// Now (for leave).
    pub now: NaiveDateTime,
    /// The viewer's move style.
    pub style: MoveStyle,
    /// The language of piece letters.
    pub language: Language,
}

/// Which games to list.
#[derive(Debug, Clone, Copy)]
pub struct Listing<'a> {
    /// The section.
    pub section: GameSection,
    /// Only games against the player of this name (an unknown name gives an empty page).
    pub opponent: Option<&'a str>,
    /// 0-based page.
    pub page: i64,
    /// Games per page.
    pub per_page: i64,
}

/// One page of a section.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GamePage {
    /// The games on this page.
    pub games: Vec<GameSummary>,
    /// Games in the whole section.
    pub total: i64,
}

/// One page of a section in the dashboard's order: running games by the deadline of the side
/// to move, soonest first; finished games the most recent first.
pub fn games(
    conn: &mut DbConnection,
    user: UserId,
    listing: Listing<'_>,
    reading: &Reading,
) -> Result<GamePage, GameError> {
    let opponent_id = match listing.opponent.map(str::trim).filter(|o| !o.is_empty()) {
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
    let total = rows::section_count(conn, user.0, listing.section, opponent_id)?;
    let found = rows::section_page(
        conn,
        user.0,
        listing.section,
        opponent_id,
        listing.page.max(0) * listing.per_page,
        listing.per_page,
    )?;
    let games = summaries(conn, user, &found, reading)?;
    Ok(GamePage { games, total })
}

/// The game "next game where it's your move" opens: the first game of the "your move" section
/// in the dashboard's order whose deadline has not passed. The dashboard highlights the same.
pub fn next_game_to_move(
    conn: &mut DbConnection,
    user: UserId,
    now: NaiveDateTime,
) -> Result<Option<GameId>, GameError> {
    Ok(rows::next_to_move(conn, user.0, now)?.map(GameId))
}

/// The rows of a page with names, last moves, events and leave (a few queries for the page).
fn summaries(
    conn: &mut DbConnection,
    user: UserId,
    found: &[(GameRow, Option<NaiveDateTime>)],
    reading: &Reading,
) -> Result<Vec<GameSummary>, GameError> {
    let ids: Vec<i32> = found.iter().map(|(g, _)| g.id).collect();
    let players: Vec<i32> = found
        .iter()
        .flat_map(|(g, _)| [g.white_id, g.black_id])
        .collect();
    let names = users::usernames(conn, &players)?;
    let calendars = calendars_of(conn, &players)?;
    let on_leave = |id: i32| {
        calendars
            .get(&id)
            .is_some_and(|c| c.leave_on(c.date_at(reading.now)).is_some())
    };
    let mut moves: HashMap<i32, Vec<MoveRow>> = HashMap::new();
    for row in dashboard_rows::moves_of_games(conn, &ids)? {
        moves.entry(row.game_id).or_default().push(row);
    }
    let events: HashMap<i32, EventRound> = dashboard_rows::event_rounds(conn, &ids)?
        .into_iter()
        .map(|(game, id, name, round)| (game, EventRound { id, name, round }))
        .collect();
    Ok(found
        .iter()
        .map(|(game, deadline)| {
            let white = game.white_id == user.0;
            let opponent = if white { game.black_id } else { game.white_id };
            let played = moves.get(&game.id).map_or(&[][..], Vec::as_slice);
            GameSummary {
                id: game.id,
                opponent: names.get(&opponent).cloned().unwrap_or_default(),
                white,
                moves: (game.ply + 1) / 2,
                variant: game.variant.clone(),
                time_control: game.time_control.clone(),
                result: game.result.clone(),
                updated_at: game.updated_at,
                fen: game.current_fen.clone(),
                last_move: last_move(game, played, reading),
                event: events.get(&game.id).cloned(),
                deadline: deadline.filter(|_| game.status == "active"),
                my_leave: game.status == "active" && on_leave(user.0),
                opponent_leave: game.status == "active" && on_leave(opponent),
            }
        })
        .collect())
}

/// The game's last move in the viewer's notation, found by replaying the moves before it.
fn last_move(game: &GameRow, moves: &[MoveRow], reading: &Reading) -> Option<LastMove> {
    let (last, before) = moves.split_last()?;
    let start = match (game.variant.as_str(), game.chess960_number) {
        ("chess960", Some(n)) => StartPosition::chess960(u32::try_from(n).ok()?),
        _ => StartPosition::from_fen(&game.initial_fen),
    }
    .ok()?;
    let mut position = start.position().clone();
    let as_move = |uci: &str, position: &Chess| uci.parse::<UciMove>().ok()?.to_move(position).ok();
    for row in before {
        let mv = as_move(&row.uci, &position)?;
        position.play_unchecked(mv);
    }
    let mv = as_move(&last.uci, &position)?;
    let mut text = write_move(&position, mv, reading.style.notation, reading.language);
    if reading.style.iccf_beside && reading.style.notation != Notation::Iccf {
        let iccf = write_move(&position, mv, Notation::Iccf, reading.language);
        text = format!("{text} ({iccf})");
    }
    Some(LastMove {
        uci: last.uci.clone(),
        number: position.fullmoves().get(),
        by_white: position.turn() == Color::White,
        text,
    })
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
    /// Whether the game it becomes is rated.
    pub rated: bool,
}

impl ChallengeSummary {
    /// The colour of whoever accepts: `white`, `black` or `random`.
    pub fn acceptor_color(&self) -> &'static str {
        match self.color.as_str() {
            "white" => "black",
            "black" => "white",
            _ => "random",
        }
    }
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
        rated: c.rated,
    };
    let (incoming, open): (Vec<_>, Vec<_>) =
        others.iter().partition(|c| c.opponent_id == Some(user.0));
    Ok(Challenges {
        incoming: incoming.into_iter().map(&to_summary).collect(),
        open: open.into_iter().map(&to_summary).collect(),
        mine: mine.iter().map(&to_summary).collect(),
    })
}

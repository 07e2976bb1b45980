//! `/`: for a visitor, what Kingpost is; for a player, their games (my move first, by time
//! left, then waiting, then finished) and challenges (received and sent apart), a page at a
//! time, optionally only against one opponent. Each game row shows a small board from the
//! player's side with the last move marked, the opponent, the event and round, the last move in
//! the player's notation, the time left and exact deadline in the player's time zone, and who
//! is on leave; the game "next game where it's your move" opens is highlighted.

use actix_web::http::StatusCode;
use actix_web::web;
use askama::Template;
use chrono::NaiveDateTime;
use serde::Deserialize;

use shakmaty::fen::Fen;

use crate::chess::{Color, Square};
use crate::db::DbConnection;
use crate::db::games::GameSection;
use crate::domain::account::UserId;
use crate::domain::calendar::{Tz, local_time};
use crate::service::dashboard::{self, Challenges, GameSummary, Listing, Reading};
use crate::service::game_store::clock::time_zone_of;
use crate::service::games::GameError;
use crate::web::board;

use super::context::Page;
use super::visit::{PageResult, Visit};
use super::{db, render};

/// Games per section and page.
pub const PER_PAGE: i64 = 20;

/// `templates/pages/home.html`.
#[derive(Template)]
#[template(path = "pages/home.html")]
struct HomePage {
    page: Page,
}

/// One game row as the page shows it.
struct Row {
    game: GameSummary,
    /// The small board (SVG).
    thumb: String,
    /// "3 days left", "5 hours left" (the side to move's), or the deadline has passed.
    time_left: Option<String>,
    /// The deadline in the viewer's time zone, `YYYY-MM-DD HH:MM`.
    deadline: Option<String>,
    /// Whether this is the game "next game where it's your move" opens.
    next: bool,
}

/// One section of the dashboard.
struct Section {
    /// `my-turn`, `waiting` or `finished`: the query value and the message key.
    name: &'static str,
    rows: Vec<Row>,
    /// Games in the whole section.
    total: i64,
    /// 0-based page shown.
    page: i64,
}

impl Section {
    fn pages(&self) -> i64 {
        (self.total + PER_PAGE - 1) / PER_PAGE
    }
}

/// `templates/pages/dashboard.html`.
#[derive(Template)]
#[template(path = "pages/dashboard.html")]
struct DashboardPage {
    page: Page,
    sections: Vec<Section>,
    challenges: Challenges,
    opponent: String,
    /// The section shown alone, if the player picked one.
    only: Option<&'static str>,
    /// The viewer's time zone name.
    zone: String,
    /// The shared piece drawings of the small boards.
    piece_defs: String,
}

impl DashboardPage {
    /// The link to page `n` of a section, keeping the filter.
    fn page_link(&self, section: &str, n: i64) -> String {
        let mut query = vec![("show", section.to_owned()), ("page", (n + 1).to_string())];
        if !self.opponent.is_empty() {
            query.push(("opponent", self.opponent.clone()));
        }
        format!(
            "/?{}",
            serde_urlencoded::to_string(query).unwrap_or_default()
        )
    }
}

/// Query of `GET /`.
#[derive(Debug, Default, Deserialize)]
pub struct DashboardQuery {
    show: Option<String>,
    page: Option<i64>,
    #[serde(default)]
    opponent: String,
}

const SECTIONS: [(&str, GameSection); 3] = [
    ("my-turn", GameSection::MyTurn),
    ("waiting", GameSection::Waiting),
    ("finished", GameSection::Finished),
];

/// What the database gives for the page.
struct Loaded {
    sections: Vec<(&'static str, dashboard::GamePage, i64)>,
    challenges: Challenges,
    next: Option<i32>,
    zone: Tz,
}

/// The sections shown (all three on their first page, or the one picked on page `number`),
/// the challenges, the next game to move and the viewer's time zone.
fn load(
    conn: &mut DbConnection,
    id: UserId,
    only: Option<&'static str>,
    number: i64,
    filter: &str,
    reading: &Reading,
) -> Result<Loaded, GameError> {
    let mut sections = Vec::new();
    for (name, section) in SECTIONS {
        if only.is_some_and(|o| o != name) {
            continue;
        }
        let n = if only.is_some() { number } else { 0 };
        let listing = Listing {
            section,
            opponent: Some(filter),
            page: n,
            per_page: PER_PAGE,
        };
        sections.push((name, dashboard::games(conn, id, listing, reading)?, n));
    }
    Ok(Loaded {
        sections,
        challenges: dashboard::challenges(conn, id)?,
        next: dashboard::next_game_to_move(conn, id, reading.now)?.map(|g| g.0),
        zone: time_zone_of(conn, id.0)?,
    })
}

/// `GET /`.
pub async fn index(visit: Visit, query: web::Query<DashboardQuery>) -> PageResult {
    let (state, page, _, now) = visit.parts();
    let Some(user) = page.user.as_ref() else {
        return render(StatusCode::OK, &HomePage { page });
    };
    let (id, style, language) = (user.id, user.move_style(), user.language);
    let query = query.into_inner();
    let only = SECTIONS
        .iter()
        .find(|(name, _)| Some(*name) == query.show.as_deref())
        .map(|(name, _)| *name);
    let number = (query.page.unwrap_or(1) - 1).max(0);
    let opponent = query.opponent.trim().to_owned();
    let filter = opponent.clone();
    let reading = Reading {
        now,
        style,
        language,
    };
    let loaded = db(&state, move |conn| {
        Ok(load(conn, id, only, number, &filter, &reading)?)
    })
    .await?;
    let sections = loaded
        .sections
        .into_iter()
        .map(|(name, games, n)| Section {
            name,
            total: games.total,
            page: n,
            rows: games
                .games
                .into_iter()
                .map(|game| row(&page, game, loaded.next, loaded.zone, now))
                .collect(),
        })
        .collect();
    let template = DashboardPage {
        page,
        sections,
        challenges: loaded.challenges,
        opponent,
        only,
        zone: loaded.zone.name().to_owned(),
        piece_defs: board::piece_defs(),
    };
    render(StatusCode::OK, &template)
}

/// A game row: the small board from the player's side, the time left and the deadline.
fn row(page: &Page, game: GameSummary, next: Option<i32>, zone: Tz, now: NaiveDateTime) -> Row {
    let bottom = if game.white {
        Color::White
    } else {
        Color::Black
    };
    let placement = game
        .fen
        .parse::<Fen>()
        .map(|fen| fen.into_setup().board)
        .unwrap_or_default();
    let marked = game.last_move.as_ref().and_then(|m| squares_of(&m.uci));
    let thumb = board::thumbnail(&placement, bottom, marked);
    let time_left = game.deadline.map(|d| time_left(page, d, now));
    let deadline = game
        .deadline
        .map(|d| local_time(zone, d).format("%Y-%m-%d %H:%M").to_string());
    Row {
        next: next == Some(game.id),
        game,
        thumb,
        time_left,
        deadline,
    }
}

/// "3 days left", "5 hours left", "40 minutes left", or that the deadline has passed.
fn time_left(page: &Page, deadline: NaiveDateTime, now: NaiveDateTime) -> String {
    let left = deadline - now;
    if left.num_seconds() <= 0 {
        page.t("clock-overstepped")
    } else if left.num_days() >= 1 {
        page.tn("clock-days-left", "count", left.num_days())
    } else if left.num_hours() >= 1 {
        page.tn("dashboard-left-hours", "count", left.num_hours())
    } else {
        page.tn("dashboard-left-minutes", "count", left.num_minutes().max(1))
    }
}

/// The from and to squares of a UCI move.
fn squares_of(uci: &str) -> Option<(Square, Square)> {
    let from = Square::from_ascii(uci.get(0..2)?.as_bytes()).ok()?;
    let to = Square::from_ascii(uci.get(2..4)?.as_bytes()).ok()?;
    Some((from, to))
}

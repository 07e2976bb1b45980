//! Finding players and games: the search for players by name (`/players`), a player's page
//! (`/players/{name}`: rating and chart, results against the opponents they met most, and their
//! games, active and finished, paged and filtered by opponent, result, event and year) and the
//! download of those games as one PGN (`/players/{name}/games.pgn`, streamed). A visitor finds
//! only the games they may watch ([`crate::service::archive`]).

use actix_web::http::StatusCode;
use actix_web::web;
use askama::Template;
use fluent_templates::fluent_bundle::FluentValue;
use serde::Deserialize;

use crate::i18n;

use crate::service::archive::{self, ArchiveLine, ArchiveQuery, OpponentScore};
use crate::service::games::GameError;
use crate::service::ratings::{self, RatingView};

use super::context::Page;
use super::error::PageError;
use super::rating_chart::Chart;
use super::visit::{PageResult, Visit};
use super::{db, render};

/// Games per page of a player's list, and players per page of the search.
const PER_PAGE: usize = 20;
/// Opponents shown with the results against them.
const TOP_OPPONENTS: usize = 5;

/// The filter and page of a player's game list, as the query string gives them.
#[derive(Debug, Clone, Default, Deserialize)]
pub struct ArchiveForm {
    #[serde(default)]
    opponent: String,
    #[serde(default)]
    result: String,
    #[serde(default)]
    event: String,
    #[serde(default)]
    year: String,
    #[serde(default)]
    status: String,
    page: Option<usize>,
}

impl ArchiveForm {
    /// The filter, read: a number that is not one is refused.
    fn query(&self) -> Result<ArchiveQuery, PageError> {
        let number = |field: &str, text: &str| -> Result<Option<i32>, PageError> {
            let text = text.trim();
            if text.is_empty() {
                return Ok(None);
            }
            text.parse()
                .map(Some)
                .map_err(|_| PageError::BadForm(format!("{field} must be a number; got '{text}'")))
        };
        Ok(ArchiveQuery {
            opponent: Some(self.opponent.trim().to_owned()).filter(|o| !o.is_empty()),
            result: Some(self.result.clone()).filter(|r| !r.is_empty()),
            event: number("event", &self.event)?,
            year: number("year", &self.year)?,
            status: Some(self.status.clone()).filter(|s| !s.is_empty()),
        })
    }

    /// The filter as a query string (without the page), for links that keep it.
    fn filter_query(&self) -> String {
        let pairs = [
            ("opponent", self.opponent.trim()),
            ("result", self.result.as_str()),
            ("event", self.event.trim()),
            ("year", self.year.trim()),
            ("status", self.status.as_str()),
        ];
        let kept: Vec<(&str, &str)> = pairs.into_iter().filter(|(_, v)| !v.is_empty()).collect();
        serde_urlencoded::to_string(kept).unwrap_or_default()
    }
}

/// Links to the pages before and after.
struct Pager {
    pages: usize,
    /// "Page 2 / 7", in the page's language (as the dashboard writes it).
    position: String,
    previous: Option<String>,
    next: Option<String>,
}

fn pager(page: &Page, (base, query): (&str, &str), number: usize, total: i64) -> Pager {
    let total = usize::try_from(total).unwrap_or(0);
    let pages = total.div_ceil(PER_PAGE).max(1);
    let link = |n: usize| {
        let sep = if query.is_empty() { "" } else { "&" };
        format!("{base}?{query}{sep}page={n}")
    };
    let args = [("page", FluentValue::from(number))];
    Pager {
        position: format!("{} / {pages}", i18n::t(&page.lang, "pager-position", &args)),
        pages,
        previous: (number > 1).then(|| link(number - 1)),
        next: (number < pages).then(|| link(number + 1)),
    }
}

/// `templates/pages/player.html`.
#[derive(Template)]
#[template(path = "pages/player.html")]
struct PlayerPage {
    page: Page,
    name: String,
    rating: Option<RatingView>,
    chart: Option<Chart>,
    opponents: Vec<OpponentScore>,
    games: Vec<ArchiveLine>,
    total: i64,
    pager: Pager,
    form: ArchiveForm,
    /// The filter as a query string, for the download link.
    filter_query: String,
}

/// `GET /players/{name}`: rating and chart, results against the most frequent opponents, and
/// a page of the player's games, filtered.
pub async fn show(
    visit: Visit,
    name: web::Path<String>,
    form: web::Query<ArchiveForm>,
) -> PageResult {
    let (state, page, ..) = visit.parts();
    let (name, form) = (name.into_inner(), form.into_inner());
    let query = form.query()?;
    let number = form.page.unwrap_or(1).max(1);
    let viewer = page.user.as_ref().map(|u| u.id);
    let skip = (number - 1).saturating_mul(PER_PAGE);
    let (found, rating, opponents, (games, total)) = db(&state, move |conn| {
        let found = archive::open(conn, &name, &query, viewer).map_err(unknown_is_404)?;
        let rating = ratings::view(conn, found.player.id).map_err(GameError::from)?;
        let opponents = archive::opponents(conn, &found, TOP_OPPONENTS)?;
        let lines = archive::lines(conn, &found, (skip, PER_PAGE))?;
        Ok((found, rating, opponents, lines))
    })
    .await?;
    let chart = rating.as_ref().and_then(|r| Chart::of(&r.history));
    let name = found.player.username;
    let filter_query = form.filter_query();
    let base = format!("/players/{name}");
    let template = PlayerPage {
        pager: pager(&page, (&base, &filter_query), number, total),
        page,
        name,
        rating,
        chart,
        opponents,
        games,
        total,
        form,
        filter_query,
    };
    render(StatusCode::OK, &template)
}

fn unknown_is_404(e: archive::ArchiveError) -> PageError {
    match e {
        archive::ArchiveError::UnknownPlayer(_) => PageError::NotFound,
        other => other.into(),
    }
}

/// `GET /players/{name}/games.pgn`: the filtered games as one PGN, streamed.
pub async fn games_pgn(
    visit: Visit,
    name: web::Path<String>,
    form: web::Query<ArchiveForm>,
) -> PageResult {
    let (state, page, ..) = visit.parts();
    let (name, query) = (name.into_inner(), form.query()?);
    let viewer = page.user.as_ref().map(|u| u.id);
    let found = db(&state, move |conn| {
        archive::open(conn, &name, &query, viewer).map_err(unknown_is_404)
    })
    .await?;
    let file = format!("kingpost-{}-games", found.player.username);
    Ok(crate::web::download::archive_pgn(&state, found, &file))
}

/// Query of the player search.
#[derive(Debug, Clone, Default, Deserialize)]
pub struct SearchForm {
    #[serde(default)]
    q: String,
    page: Option<usize>,
}

/// `templates/pages/players.html`.
#[derive(Template)]
#[template(path = "pages/players.html")]
struct SearchPage {
    page: Page,
    q: String,
    players: Vec<String>,
    total: i64,
    pager: Pager,
}

/// `GET /players?q=`: players whose name begins with `q` (case-insensitive), paged.
pub async fn search(visit: Visit, form: web::Query<SearchForm>) -> PageResult {
    let (state, page, ..) = visit.parts();
    let form = form.into_inner();
    let number = form.page.unwrap_or(1).max(1);
    let skip = (number - 1).saturating_mul(PER_PAGE);
    let prefix = form.q.trim().to_owned();
    let (players, total) = if prefix.is_empty() {
        (Vec::new(), 0)
    } else {
        let prefix = prefix.clone();
        db(&state, move |conn| {
            Ok(archive::search(conn, &prefix, (skip, PER_PAGE))?)
        })
        .await?
    };
    let query = serde_urlencoded::to_string([("q", prefix.as_str())]).unwrap_or_default();
    let template = SearchPage {
        pager: pager(&page, ("/players", &query), number, total),
        page,
        q: prefix,
        players,
        total,
    };
    render(StatusCode::OK, &template)
}

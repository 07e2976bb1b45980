//! `/`: for a visitor, what Kingpost is; for a player, their games (my move first, then
//! waiting, then finished) and challenges, a page at a time, optionally only against one
//! opponent.

use actix_web::http::StatusCode;
use actix_web::web;
use askama::Template;
use serde::Deserialize;

use crate::db::games::GameSection;
use crate::service::dashboard::{self, Challenges, GamePage};

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

/// One section of the dashboard.
struct Section {
    /// `my-turn`, `waiting` or `finished`: the query value and the message key.
    name: &'static str,
    games: GamePage,
    /// 0-based page shown.
    page: i64,
}

impl Section {
    fn pages(&self) -> i64 {
        (self.games.total + PER_PAGE - 1) / PER_PAGE
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

/// `GET /`.
pub async fn index(visit: Visit, query: web::Query<DashboardQuery>) -> PageResult {
    let (state, page, ..) = visit.parts();
    let Some(user) = page.user.as_ref().map(|u| u.id) else {
        return render(StatusCode::OK, &HomePage { page });
    };
    let query = query.into_inner();
    let only = SECTIONS
        .iter()
        .find(|(name, _)| Some(*name) == query.show.as_deref())
        .map(|(name, _)| *name);
    let number = (query.page.unwrap_or(1) - 1).max(0);
    let opponent = query.opponent.trim().to_owned();
    let filter = opponent.clone();
    let (sections, challenges) = db(&state, move |conn| {
        let mut sections = Vec::new();
        for (name, section) in SECTIONS {
            if only.is_some_and(|o| o != name) {
                continue;
            }
            let n = if only.is_some() { number } else { 0 };
            let games = dashboard::games(conn, user, section, Some(&filter), n, PER_PAGE)?;
            sections.push(Section {
                name,
                games,
                page: n,
            });
        }
        Ok((sections, dashboard::challenges(conn, user)?))
    })
    .await?;
    let template = DashboardPage {
        page,
        sections,
        challenges,
        opponent,
        only,
    };
    render(StatusCode::OK, &template)
}

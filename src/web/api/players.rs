//! Players in the JSON API: the search by name, and a player's games (a page of them as JSON,
//! or all of them as one streamed PGN), filtered like the archive on the player's page. Both
//! answer visitors too (a token is not needed): a visitor finds what they may watch.

use actix_web::web;
use serde::{Deserialize, Serialize};

use crate::service::archive::{self, ArchiveQuery};
use crate::web::error::ApiError;
use crate::web::extract::MaybeApiUser;
use crate::web::state::AppState;

use super::paging::Paging;
use super::{ApiResult, ok, read};

/// Query of `GET /api/v1/players`.
#[derive(Debug, Deserialize)]
pub struct SearchQuery {
    #[serde(default)]
    q: String,
}

#[derive(Serialize)]
struct Found {
    players: Vec<String>,
    total: i64,
}

/// `GET /api/v1/players?q=&page=&limit=` → `{players, total}`: usernames beginning with `q`
/// (case-insensitive), alphabetically.
pub async fn search(
    state: web::Data<AppState>,
    query: web::Query<SearchQuery>,
    paging: web::Query<Paging>,
) -> ApiResult {
    let (prefix, range) = (query.into_inner().q, paging.range()?);
    let (players, total) = read(&state, move |conn| archive::search(conn, &prefix, range)).await?;
    ok(Found { players, total })
}

/// Query of `GET /api/v1/players/{name}/games` (besides [`Paging`]).
#[derive(Debug, Deserialize)]
pub struct GamesQuery {
    format: Option<String>,
    opponent: Option<String>,
    result: Option<String>,
    event: Option<i32>,
    year: Option<i32>,
    status: Option<String>,
}

/// `GET /api/v1/players/{name}/games?opponent=&result=won|lost|drawn&event=&year=&status=`:
/// a page of the games as JSON (`format=json`, the default, with `page` and `limit`), or every
/// one of them as one PGN (`format=pgn`), streamed.
pub async fn games(
    state: web::Data<AppState>,
    viewer: MaybeApiUser,
    path: web::Path<String>,
    query: web::Query<GamesQuery>,
    paging: web::Query<Paging>,
) -> ApiResult {
    let (name, query) = (path.into_inner(), query.into_inner());
    let pgn = match query.format.as_deref() {
        None | Some("json") => false,
        Some("pgn") => true,
        Some(other) => {
            return Err(ApiError::new(
                actix_web::http::StatusCode::BAD_REQUEST,
                "invalid_query",
                format!("format '{other}' is not one of json or pgn"),
            ));
        }
    };
    let asked = ArchiveQuery {
        opponent: query.opponent,
        result: query.result,
        event: query.event,
        year: query.year,
        status: query.status,
    };
    let viewer = viewer.0.map(|u| u.id);
    let range = paging.range()?;
    let found = read(&state, move |conn| {
        archive::open(conn, &name, &asked, viewer)
    })
    .await?;
    if pgn {
        let file = format!("kingpost-{}-games", found.player.username);
        return Ok(crate::web::download::archive_pgn(&state, found, &file));
    }
    let now = state.clock.now();
    ok(read(&state, move |conn| archive::views(conn, &found, range, now)).await?)
}

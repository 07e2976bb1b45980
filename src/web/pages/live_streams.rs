//! The two live streams a page opens with `EventSource`:
//! - `GET /games/{id}/events`: every change of one game, for its page. Who may open it is
//!   a signed-in user who sees the whole game (its players, an admin, the event's organizer)
//!   or a public game with no moves held back (an unknown, private or delayed game is 404);
//! - `GET /me/events`: every change of any game the signed-in player plays, for the dashboard.
//!
//! A `message` change (a message was written) goes only to those who may read the game's
//! thread (its players; after a report its organizer or an admin); it never holds the text,
//! which the page fetches like everything else.
//!
//! Without a session both answer 401 (a stream cannot follow the page's redirect to the sign-in
//! form). A stream resumes after the browser's `Last-Event-ID`, else after `?after=` (the newest
//! change when the page was made), so a change between the page and its stream is not lost.

use actix_web::http::{StatusCode, header};
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;

use crate::domain::account::UserId;
use crate::service::game_changes::{self, LoggedChange};
use crate::service::games::GameError;
use crate::service::messages;
use crate::service::watching;
use crate::web::live::sse::{self, EventStream, Messages};
use crate::web::live::{Subscription, Watch};
use crate::web::state::AppState;

use super::context::Page;
use super::error::PageError;

/// Registers the two streams.
pub fn routes(cfg: &mut actix_web::web::ServiceConfig) {
    use actix_web::web::get;
    cfg.route("/games/{id}/events", get().to(game))
        .route("/me/events", get().to(mine));
}

/// The most changes sent from the log when a stream resumes.
const CATCH_UP: i64 = 200;

/// Query of a stream.
#[derive(Debug, Default, Deserialize)]
pub struct StreamQuery {
    /// The newest change the page knew of when it was made.
    after: Option<String>,
}

/// `GET /games/{id}/events`.
pub async fn game(
    req: HttpRequest,
    page: Page,
    id: web::Path<i32>,
    query: web::Query<StreamQuery>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, PageError> {
    let Some(user) = page.user.as_ref().map(|u| u.id) else {
        return Ok(refused(StatusCode::UNAUTHORIZED));
    };
    let id = id.into_inner();
    let resume = resume_point(&req, &query);
    let feed = state.live.clone();
    let now = state.clock.now();
    let opened = web::block(move || -> Result<_, PageError> {
        let mut conn = state.pool.get()?;
        if !may_watch_game(&mut conn, user, id, now)? {
            return Ok(None);
        }
        let messages = if messages::may_read(&mut conn, user, id)? {
            Messages::Shown
        } else {
            Messages::Hidden
        };
        let latest = game_changes::latest_change(&mut conn).map_err(GameError::from)?;
        let subscription = feed.subscribe(Watch::Game(id), latest);
        let caught_up = match resume {
            Some(after) => game_changes::game_changes_after(&mut conn, id, after, CATCH_UP)
                .map_err(GameError::from)?,
            None => Vec::new(),
        };
        Ok(Some((subscription, caught_up, messages)))
    })
    .await??;
    Ok(match opened {
        Some((subscription, caught_up, messages)) => stream(subscription, caught_up, messages),
        None => refused(StatusCode::NOT_FOUND),
    })
}

/// `GET /me/events`.
pub async fn mine(
    req: HttpRequest,
    page: Page,
    query: web::Query<StreamQuery>,
    state: web::Data<AppState>,
) -> Result<HttpResponse, PageError> {
    let Some(user) = page.user.as_ref().map(|u| u.id) else {
        return Ok(refused(StatusCode::UNAUTHORIZED));
    };
    let resume = resume_point(&req, &query);
    let feed = state.live.clone();
    let (subscription, caught_up) = web::block(move || -> Result<_, PageError> {
        let mut conn = state.pool.get()?;
        let latest = game_changes::latest_change(&mut conn).map_err(GameError::from)?;
        let subscription = feed.subscribe(Watch::Player(user.0), latest);
        let caught_up = match resume {
            Some(after) => game_changes::player_changes_after(&mut conn, user, after, CATCH_UP)
                .map_err(GameError::from)?,
            None => Vec::new(),
        };
        Ok((subscription, caught_up))
    })
    .await??;
    // Every game on this stream is one the player plays: they read its messages.
    Ok(stream(subscription, caught_up, Messages::Shown))
}

/// Whether `user` may follow `game`: when they see all of it (a player, an admin, the event's
/// organizer) or it is public with nothing held back ([`watching::watch`]); a private game, or
/// one whose moves a delay holds back from them, is not theirs to follow (the changes would
/// tell when the hidden moves were made).
fn may_watch_game(
    conn: &mut crate::db::DbConnection,
    user: UserId,
    game: i32,
    now: chrono::NaiveDateTime,
) -> Result<bool, PageError> {
    match watching::watch(conn, game, Some(user), now) {
        Ok(watched) => Ok(watched.full || !watched.delayed),
        Err(GameError::GameNotFound(_)) => Ok(false),
        Err(e) => Err(e.into()),
    }
}

fn resume_point(req: &HttpRequest, query: &StreamQuery) -> Option<i64> {
    let last = req
        .headers()
        .get("Last-Event-ID")
        .and_then(|v| v.to_str().ok());
    sse::resume_from(last, query.after.as_deref())
}

fn stream(
    subscription: Subscription,
    caught_up: Vec<LoggedChange>,
    messages: Messages,
) -> HttpResponse {
    HttpResponse::Ok()
        .insert_header((header::CONTENT_TYPE, "text/event-stream"))
        .insert_header((header::CACHE_CONTROL, "no-cache"))
        .insert_header(("X-Accel-Buffering", "no"))
        .body(EventStream::new(caught_up, subscription, messages))
}

fn refused(status: StatusCode) -> HttpResponse {
    HttpResponse::build(status)
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .finish()
}

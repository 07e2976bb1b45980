//! The game page for visitors: anyone not signed in, and members who do not play in the game.
//! It shows the public view ([`crate::service::watching`]): the board and the moves as far as
//! the event lets visitors see them, with a note when moves are held back, and the PGN of the
//! same part. A private game is "page not found". Nothing of the players' tools is here: no
//! forms, no conditional moves, no notes or messages.

use actix_web::HttpResponse;
use actix_web::http::StatusCode;
use askama::Template;

use crate::domain::account::{NotationChoice, UserId};
use crate::service::watching::{self, Watched};
use crate::web::state::AppState;

use super::context::Page;
use super::error::PageError;
use super::game_model::{self, GameModel, Viewer};
use super::{db, render};

/// `templates/pages/watch.html`.
#[derive(Template)]
#[template(path = "pages/watch.html")]
struct WatchPage {
    page: Page,
    game: GameModel,
    flip: bool,
    /// Moves are held back from visitors.
    delayed: bool,
    /// What the board's live parts need: nothing to follow, nothing to confirm.
    live: game_model::LiveParts,
}

/// What the viewer of `page` may see of game `id`: `None` when they see all of it (the
/// players' page applies), the public part otherwise.
///
/// # Errors
///
/// [`PageError::NotFound`] when there is no such game or it is private to the viewer.
pub(super) async fn public_part(
    state: &AppState,
    page: &Page,
    id: i32,
) -> Result<Option<Watched>, PageError> {
    let viewer: Option<UserId> = page.user.as_ref().map(|u| u.id);
    let now = state.clock.now();
    let watched = db(state, move |conn| {
        Ok(watching::watch(conn, id, viewer, now)?)
    })
    .await
    .map_err(not_found)?;
    Ok((!watched.full).then_some(watched))
}

/// A game the service did not find (or that is private to the viewer) as the page's 404.
pub(super) fn not_found(e: PageError) -> PageError {
    match e {
        PageError::Service(api) if api.status == StatusCode::NOT_FOUND => PageError::NotFound,
        other => other,
    }
}

/// Shows the public part of a game (as [`public_part`] read it: nothing more to read).
pub(super) fn show(page: Page, watched: Watched, flip: bool) -> Result<HttpResponse, PageError> {
    let viewer = Viewer {
        user: None,
        flip,
        style: page.user.as_ref().map_or_else(
            || NotationChoice::Usual.style(page.language()),
            |u| u.move_style(),
        ),
        language: page.language(),
        lang: page.lang.clone(),
    };
    let delayed = watched.delayed;
    let stored = watched.game;
    let written = game_model::written_moves(&stored.state, &viewer);
    let mut game = game_model::build(
        &stored.row,
        &stored.moves,
        &stored.state,
        stored.names(),
        &viewer,
        &written,
    );
    game.draw_offer = None;
    render(
        StatusCode::OK,
        &WatchPage {
            page,
            game,
            flip,
            delayed,
            live: game_model::LiveParts {
                change_id: 0,
                confirm: false,
                next_game: None,
                stream: false,
            },
        },
    )
}

/// The PGN of the public part of game `id` for the viewer of `page`.
pub(super) async fn pgn(state: &AppState, page: &Page, id: i32) -> Result<String, PageError> {
    let viewer = page.user.as_ref().map(|u| u.id);
    let (site, now) = (state.config.base_url.clone(), state.clock.now());
    db(state, move |conn| {
        Ok(watching::pgn(conn, id, viewer, &site, now)?)
    })
    .await
    .map_err(not_found)
}

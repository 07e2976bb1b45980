//! The game page: the board, the move list in the viewer's notation, whose turn it is, and the
//! forms to move (any notation), offer, answer or claim a draw, and resign (after a
//! confirmation page). A refused action shows the game again with the rules core's message and,
//! for a refused move, the legal moves. The PGN download serves the same text as the API.
//!
//! The page is made of partial templates (`game_board`, `game_steps`, `game_confirm`,
//! `game_moves`, `game_next`, `game_live`, …) so other panels can be added with an include; its
//! scripts step through the game, confirm moves and follow the game's event stream
//! ([`crate::web::live`]), fetching the page again (`?live=1`) after a change.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use serde::Deserialize;

use fluent_templates::fluent_bundle::FluentValue;

use crate::chess::Role;
use crate::db::DbConnection;
use crate::domain::game::{GameActionError, MoveSource};
use crate::i18n;
use crate::service::game_store::{self, StoredGame};
use crate::service::games::{self, DrawAction, DrawRequest, GameError, MoveRequest};
use crate::web::error::ApiError;
use crate::web::session;
use crate::web::state::{AppState, write_grouped};

use super::adjudicate::AdjudicationPanel;
use super::clock_model::ClockPanels;
use super::context::Page;
use super::error::PageError;
use super::form::{CheckedForm, NoFields};
use super::game_ask::{self, Asked};
use super::game_model::{GameModel, LiveParts};
use super::game_read::{self, FullRead, PageRead, ReadOptions};
use super::messages_panel::{Drafts, MessagesPanel};
use super::visit::{PageResult, Visit};
use super::{db, redirect, render};

/// `templates/pages/game.html`.
#[derive(Template)]
#[template(path = "pages/game.html")]
struct GamePage {
    page: Page,
    game: GameModel,
    /// Why the last action was refused.
    error: Option<Refusal>,
    /// Whether to list the legal moves (after a refused move).
    show_legal: bool,
    /// The move text to put back in the box.
    move_text: String,
    /// The hint under the move box, with examples in the viewer's own piece letters.
    move_hint: String,
    /// The query that keeps the board flipped.
    flip: bool,
    /// The clocks and the viewer's conditional moves.
    panels: ClockPanels,
    /// Conditional moves to put back in their box after a refusal.
    conditional_text: Option<String>,
    /// The decision that ended the game, or the way to adjudicate it.
    adjudication: AdjudicationPanel,
    /// What the live parts of the page need.
    live: LiveParts,
    /// The messages between the players and the viewer's note (players, and moderators after
    /// a report).
    messages: Option<MessagesPanel>,
}

/// A refused action as the page shows it: a heading in the page's language, and the rules
/// core's detailed explanation, which is written in English unless it is one of the refusals
/// translated for players ([`i18n::move_error`]).
struct Refusal {
    heading: String,
    detail: String,
    /// The language of `detail`.
    detail_lang: String,
}

/// Query of the game page.
#[derive(Debug, Default, Deserialize)]
pub struct GameQuery {
    #[serde(default)]
    flip: Option<String>,
}

/// Shows the game, with `refused` explaining an action that was not accepted.
async fn game_page(
    state: &AppState,
    page: Page,
    id: i32,
    flip: bool,
    refused: Option<(GameError, String)>,
) -> Result<HttpResponse, PageError> {
    let refused = refused.map(|(err, text)| {
        let translated = match &err {
            GameError::Action(GameActionError::Move { error, .. }) => {
                i18n::move_error(&page.lang, error)
            }
            _ => None,
        };
        let mut refused = Refused::english(ApiError::from(err), text);
        if let Some(message) = translated {
            refused.api.message = message;
            refused.lang = page.lang.to_string();
        }
        refused
    });
    render_game(state, page, id, flip, refused, None).await
}

/// An action that was not accepted, as the game page shows it again.
pub(super) struct Refused {
    /// Why.
    pub api: ApiError,
    /// The text to put back in the move box.
    pub text: String,
    /// The language of the message: English, the rules core's, unless it was translated.
    pub lang: String,
}

impl Refused {
    /// A refusal whose message is in English.
    pub fn english(api: ApiError, text: String) -> Refused {
        Refused {
            api,
            text,
            lang: "en".to_owned(),
        }
    }
}

/// Shows the game, with `refused` explaining an action that was not accepted (and the text to
/// put back), and `conditional_text` for the conditional-moves box after a refusal there.
pub(super) async fn render_game(
    state: &AppState,
    page: Page,
    id: i32,
    flip: bool,
    refused: Option<Refused>,
    conditional_text: Option<String>,
) -> Result<HttpResponse, PageError> {
    render_game_with(
        state,
        page,
        id,
        flip,
        refused,
        conditional_text,
        Drafts::default(),
    )
    .await
}

/// [`render_game`] with what to put back in the messages panel.
pub(super) async fn render_game_with(
    state: &AppState,
    page: Page,
    id: i32,
    flip: bool,
    refused: Option<Refused>,
    conditional_text: Option<String>,
    drafts: Drafts,
) -> Result<HttpResponse, PageError> {
    let user = page.require_user()?.clone();
    let read = game_read::read_full_page(state, id, &user, &page.lang, flip).await?;
    show_full(page, read, flip, refused, conditional_text, drafts)
}

/// Shows all of the game as read, with a refusal and the boxes' texts put back.
fn show_full(
    page: Page,
    read: FullRead,
    flip: bool,
    refused: Option<Refused>,
    conditional_text: Option<String>,
    drafts: Drafts,
) -> Result<HttpResponse, PageError> {
    let FullRead {
        game,
        panels,
        adjudication,
        live,
        messages,
    } = read;
    let (status, error, show_legal, move_text) = match refused {
        None => (StatusCode::OK, None, false, String::new()),
        Some(Refused { api, text, lang }) => {
            if api.status.is_server_error() {
                return Err(PageError::Service(api));
            }
            let key = format!("error-{}", api.code.replace('_', "-"));
            let heading = Some(page.t(&key))
                .filter(|h| *h != key)
                .unwrap_or_else(|| page.t("error-heading"));
            let refusal = Refusal {
                heading,
                detail: api.message,
                detail_lang: lang,
            };
            (api.status, Some(refusal), api.legal_moves.is_some(), text)
        }
    };
    let move_hint = move_hint(&page);
    let messages = super::messages_panel::panel(&page, messages, drafts);
    let template = GamePage {
        messages,
        page,
        game,
        error,
        show_legal,
        move_text,
        move_hint,
        flip,
        adjudication,
        panels,
        conditional_text,
        live,
    };
    render(status, &template)
}

/// The hint under the move box: examples in every notation, SAN and long algebraic with the
/// viewer's own piece letters (a notation their language refuses is not suggested).
fn move_hint(page: &Page) -> String {
    let letter = page.language().piece_letter(Role::Knight);
    let args = [
        ("knight", FluentValue::from(format!("{letter}f3"))),
        ("long", FluentValue::from(format!("{letter}g1-f3"))),
    ];
    i18n::t(&page.lang, "game-move-hint", &args)
}

/// `GET /games/{id}`: the players' page for those who see the whole game, the public page
/// ([`super::watch`]) for everyone else.
pub async fn show(visit: Visit, id: web::Path<i32>, query: web::Query<GameQuery>) -> PageResult {
    let (state, page, ..) = visit.parts();
    let flip = query.flip.as_deref().is_some_and(|f| f != "0");
    let id = id.into_inner();
    let Some(user) = page.user.clone() else {
        return match super::watch::public_part(&state, &page, id).await? {
            Some(watched) => super::watch::show(page, watched, flip),
            None => Err(PageError::NotFound),
        };
    };
    let options = ReadOptions {
        flip,
        check_access: true,
    };
    match game_read::read(&state, id, &user, &page.lang, options).await? {
        PageRead::Public(watched) => super::watch::show(page, *watched, flip),
        PageRead::Full(read) => show_full(page, *read, flip, None, None, Drafts::default()),
    }
}

fn game_link(id: i32, flip: bool) -> String {
    if flip {
        format!("/games/{id}?flip=1")
    } else {
        format!("/games/{id}")
    }
}

/// The move form.
#[derive(Debug, Deserialize)]
pub struct MoveForm {
    #[serde(rename = "move", default)]
    text: String,
    ply: Option<usize>,
    offer_draw: Option<String>,
    #[serde(default)]
    flip: Option<String>,
    /// `1` from a page without its script: confirm first ([`super::game_ask`]).
    #[serde(default)]
    ask: Option<String>,
}

/// Makes a change of game `id` as one write ([`game_store::write`]), with group commit on
/// SQLite as the API's changes are; `Ok(Err(..))` is a refusal to show on the page.
async fn act<F>(state: &AppState, id: i32, f: F) -> Result<Result<(), GameError>, PageError>
where
    F: Fn(&mut DbConnection, StoredGame) -> Result<games::GameView, GameError> + Send + 'static,
{
    write_grouped(state, move |conn| {
        match game_store::write(conn, |conn| games::load(conn, id), &f) {
            Ok(_) => Ok(Ok(())),
            Err(e @ (GameError::Action(_) | GameError::Stale)) => Ok(Err(e)),
            Err(e) => Err(ApiError::from(e)),
        }
    })
    .await
    .map_err(PageError::Service)
}

/// `POST /games/{id}/move`: plays a move written in any notation.
pub async fn play(
    visit: Visit,
    id: web::Path<i32>,
    CheckedForm(form): CheckedForm<MoveForm>,
) -> PageResult {
    let (state, page, _, now) = visit.parts();
    let user = page.require_user()?.clone();
    let id = id.into_inner();
    let flip = form.flip.as_deref().is_some_and(|f| f == "1");
    if form.ask.is_some() && user.confirm_moves && !form.text.trim().is_empty() {
        let game = game_read::read_full_page(&state, id, &user, &page.lang, flip)
            .await?
            .game;
        let asked = Asked::Move {
            text: form.text.trim().to_owned(),
            ply: form.ply,
            offer_draw: form.offer_draw.is_some(),
            flip,
            number: game.move_number,
            turn: game.turn,
        };
        return game_ask::ask(page, id, asked);
    }
    let text = form.text.clone();
    let mail = state.mail.clone();
    let outcome = act(&state, id, move |conn, game| {
        let request = MoveRequest {
            mv: text.as_str().into(),
            ply: form.ply,
            offer_draw: form.offer_draw.is_some(),
            source: MoveSource::Web,
            language: user.language,
        };
        Ok(games::play_move(conn, &mail, user.id, game, &request, now)?.view)
    })
    .await?;
    match outcome {
        Ok(()) => Ok(redirect(&game_link(id, flip))),
        Err(e) => game_page(&state, page, id, flip, Some((e, form.text))).await,
    }
}

/// The draw form: `offer`, `accept`, `decline` or `claim` (with an optional intended move).
#[derive(Debug, Deserialize)]
pub struct DrawForm {
    action: String,
    #[serde(rename = "move", default)]
    text: String,
    /// `1` from a page without its script: confirm an offer first ([`super::game_ask`]).
    #[serde(default)]
    ask: Option<String>,
}

/// `POST /games/{id}/draw`.
pub async fn draw(
    visit: Visit,
    id: web::Path<i32>,
    CheckedForm(form): CheckedForm<DrawForm>,
) -> PageResult {
    let (state, page, session, now) = visit.parts();
    let user = page.require_user()?.clone();
    let id = id.into_inner();
    let action = match form.action.as_str() {
        "offer" => DrawAction::Offer,
        "accept" => DrawAction::Accept,
        "decline" => DrawAction::Decline,
        "claim" => DrawAction::Claim,
        other => return Err(PageError::BadForm(format!("unknown draw action '{other}'"))),
    };
    if action == DrawAction::Offer && form.ask.is_some() && user.confirm_moves {
        return game_ask::ask(page, id, Asked::DrawOffer);
    }
    let text = form.text.trim().to_owned();
    let mail = state.mail.clone();
    let outcome = act(&state, id, move |conn, game| {
        let request = DrawRequest {
            action,
            intended: Some(text.as_str())
                .filter(|t| !t.is_empty())
                .map(Into::into),
            language: user.language,
            source: MoveSource::Web,
        };
        Ok(games::draw_action(conn, &mail, user.id, game, &request, now)?.view)
    })
    .await?;
    match outcome {
        Ok(()) => {
            if action == DrawAction::Decline {
                session::notice(&session, &page.t("game-draw-declined"));
            }
            Ok(redirect(&game_link(id, false)))
        }
        Err(e) => game_page(&state, page, id, false, Some((e, form.text))).await,
    }
}

/// `templates/pages/resign.html`.
#[derive(Template)]
#[template(path = "pages/resign.html")]
struct ResignPage {
    page: Page,
    game: GameModel,
}

/// `GET /games/{id}/resign`: asks for confirmation.
pub async fn resign_confirm(visit: Visit, id: web::Path<i32>) -> PageResult {
    let (state, page, ..) = visit.parts();
    let user = page.require_user()?.clone();
    let id = id.into_inner();
    let game = game_read::read_full_page(&state, id, &user, &page.lang, false)
        .await?
        .game;
    render(StatusCode::OK, &ResignPage { page, game })
}

/// `POST /games/{id}/resign`.
pub async fn resign(visit: Visit, id: web::Path<i32>, _form: CheckedForm<NoFields>) -> PageResult {
    let (state, page, session, now) = visit.parts();
    let user = page.require_user()?.id;
    let id = id.into_inner();
    let mail = state.mail.clone();
    let outcome = act(&state, id, move |conn, game| {
        Ok(games::resign(conn, &mail, user, game, now)?.view)
    })
    .await?;
    match outcome {
        Ok(()) => {
            session::notice(&session, &page.t("notice-resigned"));
            Ok(redirect(&game_link(id, false)))
        }
        Err(e) => game_page(&state, page, id, false, Some((e, String::new()))).await,
    }
}

/// `GET /games/{id}/pgn`: the game as a PGN download, as much of it as the viewer may see;
/// `?notes=1` adds the viewer's own note (a player of the game).
pub async fn pgn(
    visit: Visit,
    id: web::Path<i32>,
    query: web::Query<crate::web::download::PgnQuery>,
) -> PageResult {
    let (state, page, ..) = visit.parts();
    let id = id.into_inner();
    let text = if query.with_notes() {
        let user = page.require_user()?.id;
        let site = state.config.base_url.clone();
        db(&state, move |conn| {
            Ok(crate::service::messages::pgn_with_note(
                conn, user, id, &site,
            )?)
        })
        .await?
    } else {
        super::watch::pgn(&state, &page, id).await?
    };
    Ok(crate::web::download::pgn_download(id, text))
}

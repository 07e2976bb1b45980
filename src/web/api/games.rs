//! Challenges and games in the JSON API: make, accept and decline challenges; list and show
//! games; play moves; offer, accept, decline and claim draws; resign.

use actix_web::http::StatusCode;
use actix_web::web;
use serde::{Deserialize, Serialize};

use crate::db::write_transaction;
use crate::domain::challenge::ChallengeRequest;
use crate::domain::game::MoveSource;
use crate::service::engine_play::{self, ChallengeOutcome};
use crate::service::games::{self, DrawAction, DrawRequest, MoveRequest};
use crate::service::{messages, ratings, watching};
use crate::web::error::ApiError;
use crate::web::extract::MaybeApiUser;
use crate::web::state::AppState;

use super::paging::Paging;
use super::{ApiCall, ApiResult, ApiWrite, created, ok};

/// Body of `POST /api/v1/challenges`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChallengeBody {
    opponent: Option<String>,
    #[serde(default = "random")]
    color: String,
    #[serde(default = "standard")]
    variant: String,
    chess960_position: Option<u32>,
    fen: Option<String>,
    opening: Option<String>,
    time_control: String,
    /// Whether the game moves both ratings (default: unrated).
    #[serde(default)]
    rated: bool,
}

fn random() -> String {
    "random".to_owned()
}

fn standard() -> String {
    "standard".to_owned()
}

#[derive(Serialize)]
struct Created {
    id: i32,
    /// The game a challenge to the engine started at once.
    #[serde(skip_serializing_if = "Option::is_none")]
    game_id: Option<i32>,
}

#[derive(Serialize)]
struct Accepted {
    game_id: i32,
}

/// `POST /api/v1/challenges` → 201 `{id}`; a challenge to the engine (`opponent: "engine:N"`)
/// starts the game at once: 201 `{id, game_id}`.
pub async fn create_challenge(call: ApiCall, body: web::Json<ChallengeBody>) -> ApiResult {
    let body = body.into_inner();
    let lot: u32 = rand::random();
    let outcome = call
        .write(move |conn, asked| {
            let request = ChallengeRequest {
                color: &body.color,
                variant: &body.variant,
                chess960_number: body.chess960_position,
                fen: body.fen.as_deref(),
                opening: body.opening.as_deref(),
                time_control: &body.time_control,
                rated: body.rated,
            };
            let opponent = body.opponent.as_deref();
            let (mail, user, now) = (&asked.mail, asked.user.id, asked.now);
            engine_play::create_challenge(conn, mail, user, opponent, &request, lot, now)
        })
        .await?;
    let created_body = match outcome {
        ChallengeOutcome::Open { challenge_id } => Created {
            id: challenge_id,
            game_id: None,
        },
        ChallengeOutcome::Started {
            challenge_id,
            game_id,
        } => Created {
            id: challenge_id,
            game_id: Some(game_id.0),
        },
    };
    created(created_body)
}

/// `POST /api/v1/challenges/{id}/accept` → 201 `{game_id}`.
pub async fn accept_challenge(call: ApiCall, path: web::Path<i32>) -> ApiResult {
    let (id, lot): (i32, u32) = (path.into_inner(), rand::random());
    let game = call
        .write(move |conn, a| {
            write_transaction(conn, |conn| {
                games::accept_challenge(conn, &a.mail, a.user.id, id, lot, a.now)
            })
        })
        .await?;
    created(Accepted { game_id: game.0 })
}

/// `POST /api/v1/challenges/{id}/decline` → 200 `{}`.
pub async fn decline_challenge(call: ApiCall, path: web::Path<i32>) -> ApiResult {
    let id = path.into_inner();
    call.write(move |conn, a| {
        write_transaction(conn, |conn| {
            games::decline_challenge(conn, &a.mail, a.user.id, id, None, a.now)
        })
    })
    .await?;
    ok(serde_json::json!({}))
}

/// Query of `GET /api/v1/games` (besides [`Paging`]).
#[derive(Debug, Deserialize)]
pub struct ListQuery {
    status: Option<String>,
}

/// `GET /api/v1/games?status=active|finished&page=&limit=` → my games, most recently changed
/// first.
pub async fn list_games(
    call: ApiCall,
    query: web::Query<ListQuery>,
    paging: web::Query<Paging>,
) -> ApiResult {
    let status = query.into_inner().status;
    if let Some(s) = status
        .as_deref()
        .filter(|s| !matches!(*s, "active" | "finished"))
    {
        return Err(ApiError::new(
            actix_web::http::StatusCode::BAD_REQUEST,
            "invalid_query",
            format!("status '{s}' is not one of active or finished"),
        ));
    }
    let range = paging.range()?;
    let list = call
        .read(move |conn, a| games::list(conn, a.user.id, status.as_deref(), range, a.now))
        .await?;
    ok(list)
}

/// `GET /api/v1/users/{username}/rating?page=&limit=` → a player's rating and a page of its
/// history (oldest first); the start figure and no history before their first rated game.
pub async fn rating(
    call: ApiCall,
    path: web::Path<String>,
    paging: web::Query<Paging>,
) -> ApiResult {
    let name = path.into_inner();
    paging.range()?;
    let found = call
        .read(move |conn, _| ratings::view_of_username(conn, &name))
        .await?;
    let mut view = found.ok_or_else(|| {
        ApiError::new(
            actix_web::http::StatusCode::NOT_FOUND,
            "not_found",
            "there is no player with that username",
        )
    })?;
    view.history = paging.apply(std::mem::take(&mut view.history))?;
    ok(view)
}

/// `GET /api/v1/games/{id}`: the whole game for its players, an admin and its event's
/// organizer; for anyone else (a token is not needed) the public view, cut to the event's delay;
/// 404 when the game is private.
pub async fn show_game(
    state: web::Data<AppState>,
    viewer: MaybeApiUser,
    path: web::Path<i32>,
) -> ApiResult {
    let (id, now) = (path.into_inner(), state.clock.now());
    let viewer = viewer.0.map(|u| u.id);
    ok(super::read(&state, move |conn| watching::view(conn, id, viewer, now)).await?)
}

/// `GET /api/v1/games/{id}/pgn` as `application/x-chess-pgn`, cut like the game for the
/// caller (a visitor sees a delayed event game only so far); `?notes=1` adds the caller's own
/// note (a player of the game only, so a token is needed).
pub async fn game_pgn(
    state: web::Data<AppState>,
    viewer: MaybeApiUser,
    path: web::Path<i32>,
    query: web::Query<crate::web::download::PgnQuery>,
) -> ApiResult {
    let (id, now) = (path.into_inner(), state.clock.now());
    let viewer = viewer.0.map(|u| u.id);
    let site = state.config.base_url.clone();
    let pgn = match (query.with_notes(), viewer) {
        (true, Some(user)) => {
            super::read(&state, move |conn| {
                messages::pgn_with_note(conn, user, id, &site)
            })
            .await?
        }
        (true, None) => {
            let why = "notes are their author's: send the token of a player of the game";
            return Err(ApiError::new(StatusCode::UNAUTHORIZED, "unauthorized", why));
        }
        (false, _) => {
            super::read(&state, move |conn| {
                watching::pgn(conn, id, viewer, &site, now)
            })
            .await?
        }
    };
    Ok(crate::web::download::pgn_download(id, pgn))
}

/// Body of `POST /api/v1/games/{id}/moves`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MoveBody {
    #[serde(rename = "move")]
    text: String,
    ply: Option<usize>,
    #[serde(default)]
    offer_draw: bool,
    /// A message to the opponent that goes with the move (stored with its ply).
    message: Option<String>,
}

/// `POST /api/v1/games/{id}/moves` → 200 game. With `message`, the message is stored with the
/// move (as the page's "move with message" and Xfcc's `myMessage` do) before the move is
/// played, so the move's mail carries it; a refused message refuses the whole request and
/// nothing is applied.
pub async fn play_move(
    call: ApiWrite,
    path: web::Path<i32>,
    body: web::Json<MoveBody>,
) -> ApiResult {
    let (id, body) = (path.into_inner(), body.into_inner());
    let view = call
        .write_game(id, move |conn, a, game| {
            let request = MoveRequest {
                mv: body.text.as_str().into(),
                ply: body.ply,
                offer_draw: body.offer_draw,
                source: MoveSource::Api,
                language: a.user.language,
            };
            if let Some(text) = &body.message {
                let ply = game.state.record.ply_count() + 1;
                messages::send(conn, &a.mail, a.user.id, &game, text, Some(ply), a.now)?;
            }
            Ok::<_, messages::MessageError>(
                games::play_move(conn, &a.mail, a.user.id, game, &request, a.now)?.view,
            )
        })
        .await?;
    ok(view)
}

/// Body of `POST /api/v1/games/{id}/draw`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DrawBody {
    action: String,
    #[serde(rename = "move")]
    text: Option<String>,
}

/// `POST /api/v1/games/{id}/draw` `{action: offer|accept|decline|claim, move?}` → 200 game.
pub async fn draw(call: ApiWrite, path: web::Path<i32>, body: web::Json<DrawBody>) -> ApiResult {
    let (id, body) = (path.into_inner(), body.into_inner());
    let action = match body.action.as_str() {
        "offer" => DrawAction::Offer,
        "accept" => DrawAction::Accept,
        "decline" => DrawAction::Decline,
        "claim" => DrawAction::Claim,
        other => {
            return Err(ApiError::new(
                actix_web::http::StatusCode::BAD_REQUEST,
                "invalid_action",
                format!("action '{other}' is not one of offer, accept, decline or claim"),
            ));
        }
    };
    let view = call
        .write_game(id, move |conn, a, game| {
            let request = DrawRequest {
                action,
                intended: body.text.as_deref().map(Into::into),
                language: a.user.language,
                source: MoveSource::Api,
            };
            games::draw_action(conn, &a.mail, a.user.id, game, &request, a.now).map(|s| s.view)
        })
        .await?;
    ok(view)
}

/// `POST /api/v1/games/{id}/resign` → 200 game.
pub async fn resign(call: ApiWrite, path: web::Path<i32>) -> ApiResult {
    let id = path.into_inner();
    let view = call
        .write_game(id, move |conn, a, game| {
            games::resign(conn, &a.mail, a.user.id, game, a.now).map(|s| s.view)
        })
        .await?;
    ok(view)
}

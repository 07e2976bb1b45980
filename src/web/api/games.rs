//! Challenges and games in the JSON API: make, accept and decline challenges; list and show
//! games; play moves; offer, accept, decline and claim draws; resign.

use actix_web::{HttpResponse, web};
use serde::{Deserialize, Serialize};

use crate::domain::challenge::ChallengeRequest;
use crate::domain::game::MoveSource;
use crate::service::engine_play::{self, ChallengeOutcome};
use crate::service::games::{self, DrawAction, DrawRequest, MoveRequest};
use crate::service::ratings;
use crate::web::AppState;
use crate::web::error::ApiError;
use crate::web::extract::ApiUser;

use super::paging::Paging;
use super::{read as with_conn, write as with_write_conn, write_grouped};

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
pub async fn create_challenge(
    state: web::Data<AppState>,
    user: ApiUser,
    body: web::Json<ChallengeBody>,
) -> Result<HttpResponse, ApiError> {
    let now = state.clock.now();
    let body = body.into_inner();
    let lot: u32 = rand::random();
    let mail = state.mail.clone();
    let outcome = with_write_conn(&state, move |conn| {
        let request = ChallengeRequest {
            color: &body.color,
            variant: &body.variant,
            chess960_number: body.chess960_position,
            fen: body.fen.as_deref(),
            opening: body.opening.as_deref(),
            time_control: &body.time_control,
        };
        let opponent = body.opponent.as_deref();
        engine_play::create_challenge(conn, &mail, user.id, opponent, &request, lot, now)
    })
    .await?;
    let created = match outcome {
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
    Ok(HttpResponse::Created().json(created))
}

/// `POST /api/v1/challenges/{id}/accept` → 201 `{game_id}`.
pub async fn accept_challenge(
    state: web::Data<AppState>,
    user: ApiUser,
    path: web::Path<i32>,
) -> Result<HttpResponse, ApiError> {
    let now = state.clock.now();
    let id = path.into_inner();
    let lot: u32 = rand::random();
    let mail = state.mail.clone();
    let game = with_write_conn(&state, move |conn| {
        games::accept_challenge(conn, &mail, user.id, id, lot, now)
    })
    .await?;
    Ok(HttpResponse::Created().json(Accepted { game_id: game.0 }))
}

/// `POST /api/v1/challenges/{id}/decline` → 200 `{}`.
pub async fn decline_challenge(
    state: web::Data<AppState>,
    user: ApiUser,
    path: web::Path<i32>,
) -> Result<HttpResponse, ApiError> {
    let now = state.clock.now();
    let id = path.into_inner();
    let mail = state.mail.clone();
    with_write_conn(&state, move |conn| {
        games::decline_challenge(conn, &mail, user.id, id, now)
    })
    .await?;
    Ok(HttpResponse::Ok().json(serde_json::json!({})))
}

/// Query of `GET /api/v1/games` (besides [`Paging`]).
#[derive(Debug, Deserialize)]
pub struct ListQuery {
    status: Option<String>,
}

/// `GET /api/v1/games?status=active|finished&page=&limit=` → my games, most recently changed
/// first.
pub async fn list_games(
    state: web::Data<AppState>,
    user: ApiUser,
    query: web::Query<ListQuery>,
    paging: web::Query<Paging>,
) -> Result<HttpResponse, ApiError> {
    let now = state.clock.now();
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
    let list = with_conn(&state, move |conn| {
        games::list(conn, user.id, status.as_deref(), range, now)
    })
    .await?;
    Ok(HttpResponse::Ok().json(list))
}

/// `GET /api/v1/users/{username}/rating?page=&limit=` → a player's rating and a page of its
/// history (oldest first); the start figure and no history before their first rated game.
pub async fn rating(
    state: web::Data<AppState>,
    _user: ApiUser,
    path: web::Path<String>,
    paging: web::Query<Paging>,
) -> Result<HttpResponse, ApiError> {
    let name = path.into_inner();
    paging.range()?;
    let found = with_conn(&state, move |conn| ratings::view_of_username(conn, &name)).await?;
    let mut view = found.ok_or_else(|| {
        ApiError::new(
            actix_web::http::StatusCode::NOT_FOUND,
            "not_found",
            "there is no player with that username",
        )
    })?;
    view.history = paging.apply(std::mem::take(&mut view.history))?;
    Ok(HttpResponse::Ok().json(view))
}

/// `GET /api/v1/games/{id}`.
pub async fn show_game(
    state: web::Data<AppState>,
    _user: ApiUser,
    path: web::Path<i32>,
) -> Result<HttpResponse, ApiError> {
    let now = state.clock.now();
    let id = path.into_inner();
    let view = with_conn(&state, move |conn| games::view(conn, id, now)).await?;
    Ok(HttpResponse::Ok().json(view))
}

/// `GET /api/v1/games/{id}/pgn` as `application/x-chess-pgn`.
pub async fn game_pgn(
    state: web::Data<AppState>,
    _user: ApiUser,
    path: web::Path<i32>,
) -> Result<HttpResponse, ApiError> {
    let id = path.into_inner();
    let site = state.config.base_url.clone();
    let pgn = with_conn(&state, move |conn| games::pgn(conn, id, &site)).await?;
    Ok(crate::web::pgn_download(id, pgn))
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
}

/// `POST /api/v1/games/{id}/moves` → 200 game.
pub async fn play_move(
    state: web::Data<AppState>,
    user: ApiUser,
    path: web::Path<i32>,
    body: web::Json<MoveBody>,
) -> Result<HttpResponse, ApiError> {
    let now = state.clock.now();
    let id = path.into_inner();
    let body = body.into_inner();
    let mail = state.mail.clone();
    let view = write_grouped(&state, move |conn| {
        let request = MoveRequest {
            text: &body.text,
            ply: body.ply,
            offer_draw: body.offer_draw,
            source: MoveSource::Api,
            language: user.language,
        };
        games::play_move(conn, &mail, user.id, id, &request, now)
    })
    .await?;
    Ok(HttpResponse::Ok().json(view))
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
pub async fn draw(
    state: web::Data<AppState>,
    user: ApiUser,
    path: web::Path<i32>,
    body: web::Json<DrawBody>,
) -> Result<HttpResponse, ApiError> {
    let now = state.clock.now();
    let id = path.into_inner();
    let body = body.into_inner();
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
    let mail = state.mail.clone();
    let view = write_grouped(&state, move |conn| {
        let text = body.text.as_deref();
        let request = DrawRequest {
            action,
            text,
            language: user.language,
            source: MoveSource::Api,
        };
        games::draw_action(conn, &mail, user.id, id, &request, now)
    })
    .await?;
    Ok(HttpResponse::Ok().json(view))
}

/// `POST /api/v1/games/{id}/resign` → 200 game.
pub async fn resign(
    state: web::Data<AppState>,
    user: ApiUser,
    path: web::Path<i32>,
) -> Result<HttpResponse, ApiError> {
    let now = state.clock.now();
    let id = path.into_inner();
    let mail = state.mail.clone();
    let view = write_grouped(&state, move |conn| {
        games::resign(conn, &mail, user.id, id, now)
    })
    .await?;
    Ok(HttpResponse::Ok().json(view))
}

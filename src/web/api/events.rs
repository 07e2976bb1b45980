//! Events in the JSON API: create (organizers), register or enter players, seed, start, show
//! (sections, players, games, crosstable with tiebreak columns), PGN and CSV downloads,
//! withdrawals, and the claims queue (file, rule, appeal; silence scan; the end date).
//! Adjudicating a single game is `POST /api/v1/games/{id}/adjudicate`
//! ([`super::adjudication`]); in an event game that is a ruling like `POST
//! /api/v1/claims/{id}/decide` (one service path, [`rulings`]).

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use chrono::NaiveDateTime;
use serde::{Deserialize, Serialize};

use crate::db::write_transaction;
use crate::domain::events::EventRequest;
use crate::domain::events::claims::{ClaimKind, Ruling};
use crate::service::engine_reports::{close_event, report_withdrawal_claims};
use crate::service::events::{self, EventServiceError, Seeding, claims, rulings, view};
use crate::web::AppState;
use crate::web::error::ApiError;
use crate::web::extract::ApiUser;

use super::paging::Paging;
use super::{read, read_json, write, write_json};
use crate::web::download;
use crate::web::time::parse_when;

/// Body of `POST /api/v1/events`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EventBody {
    name: String,
    #[serde(default)]
    description: String,
    time_control: String,
    #[serde(default = "allowance")]
    leave: String,
    #[serde(default = "standard")]
    variant: String,
    chess960_position: Option<u32>,
    fen: Option<String>,
    opening: Option<String>,
    #[serde(default = "one")]
    sections: u32,
    players_per_section: u32,
    #[serde(default)]
    double_round: bool,
    registration_opens: Option<String>,
    registration_closes: Option<String>,
    starts_at: String,
    ends_at: String,
    #[serde(default = "one")]
    draw_offers_from_move: u32,
    #[serde(default = "yes")]
    tablebase_claims: bool,
    #[serde(default)]
    fifty_move_suspended: bool,
    withdrawal_adjudication_percent: Option<u32>,
    #[serde(default = "thirty")]
    silence_days: u32,
    #[serde(default = "fourteen")]
    appeal_days: u32,
    #[serde(default)]
    tiebreaks: Vec<String>,
    #[serde(default = "yes")]
    rated: bool,
}

fn allowance() -> String {
    "allowance".to_owned()
}
fn standard() -> String {
    "standard".to_owned()
}
fn one() -> u32 {
    1
}
fn yes() -> bool {
    true
}
fn thirty() -> u32 {
    30
}
fn fourteen() -> u32 {
    14
}

fn optional_when(field: &str, text: &Option<String>) -> Result<Option<NaiveDateTime>, ApiError> {
    text.as_deref().map(|t| parse_when(field, t)).transpose()
}

#[derive(Serialize)]
struct Created {
    id: i32,
}

/// `POST /api/v1/events` → 201 `{id}` (organizers and admins; 403 otherwise).
pub async fn create(
    state: web::Data<AppState>,
    user: ApiUser,
    body: web::Json<EventBody>,
) -> Result<HttpResponse, ApiError> {
    let now = state.clock.now();
    let b = body.into_inner();
    let starts_at = parse_when("starts_at", &b.starts_at)?;
    let ends_at = parse_when("ends_at", &b.ends_at)?;
    let opens = optional_when("registration_opens", &b.registration_opens)?;
    let closes = optional_when("registration_closes", &b.registration_closes)?;
    write_json(&state, StatusCode::CREATED, move |conn, _| {
        let tiebreaks = b.tiebreaks.join(",");
        let request = EventRequest {
            name: &b.name,
            description: &b.description,
            time_control: &b.time_control,
            leave: &b.leave,
            variant: &b.variant,
            chess960_number: b.chess960_position,
            fen: b.fen.as_deref(),
            opening: b.opening.as_deref(),
            sections: b.sections,
            section_size: b.players_per_section,
            double_round: b.double_round,
            registration_opens: opens,
            registration_closes: closes,
            starts_at,
            ends_at,
            draw_offers_from_move: b.draw_offers_from_move,
            tablebase_claims: b.tablebase_claims,
            fifty_move_suspended: b.fifty_move_suspended,
            withdrawal_adjudication_percent: b.withdrawal_adjudication_percent,
            silence_days: b.silence_days,
            appeal_days: b.appeal_days,
            tiebreaks: &tiebreaks,
            rated: b.rated,
        };
        events::create_event(conn, user.id, &request, now).map(|id| Created { id })
    })
    .await
}

/// `GET /api/v1/events?page=&limit=` → the events, newest first.
pub async fn list(
    state: web::Data<AppState>,
    _user: ApiUser,
    paging: web::Query<Paging>,
) -> Result<HttpResponse, ApiError> {
    paging.range()?;
    let all = read(&state, view::list).await?;
    Ok(HttpResponse::Ok().json(paging.apply(all)?))
}

/// `GET /api/v1/events/{id}` → the event: settings, players, sections with games and
/// crosstable.
pub async fn show(
    state: web::Data<AppState>,
    _user: ApiUser,
    path: web::Path<i32>,
) -> Result<HttpResponse, ApiError> {
    let id = path.into_inner();
    read_json(&state, move |conn| view::build(conn, id)).await
}

/// Body of `POST /api/v1/events/{id}/players`: empty to register oneself; `username` (and
/// optionally `rating`) for an organizer entering a player.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerBody {
    username: Option<String>,
    rating: Option<i32>,
}

/// `POST /api/v1/events/{id}/players` → 201 `{id, username, rating}`.
pub async fn add_player(
    state: web::Data<AppState>,
    user: ApiUser,
    path: web::Path<i32>,
    body: web::Json<PlayerBody>,
) -> Result<HttpResponse, ApiError> {
    let now = state.clock.now();
    let id = path.into_inner();
    let body = body.into_inner();
    write_json(&state, StatusCode::CREATED, move |conn, _| {
        let who = body.username.as_deref();
        events::register(conn, user.id, id, who, body.rating, now)
    })
    .await
}

/// Body of `POST /api/v1/events/{id}/seed`: `{"sections": [["ann", "bob", "cyd"], …]}` by
/// hand, or `{}` by rating.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeedBody {
    sections: Option<Vec<Vec<String>>>,
}

/// `POST /api/v1/events/{id}/seed` → 200 the event.
pub async fn seed(
    state: web::Data<AppState>,
    user: ApiUser,
    path: web::Path<i32>,
    body: web::Json<SeedBody>,
) -> Result<HttpResponse, ApiError> {
    let id = path.into_inner();
    let seeding = match body.into_inner().sections {
        Some(sections) => Seeding::ByHand(sections),
        None => Seeding::ByRating,
    };
    let lot: u32 = rand::random();
    write_json(&state, StatusCode::OK, move |conn, _| {
        write_transaction(conn, |conn| events::seed(conn, user.id, id, &seeding, lot))?;
        view::build(conn, id)
    })
    .await
}

/// `POST /api/v1/events/{id}/start` → 200 `{id, games}`.
pub async fn start(
    state: web::Data<AppState>,
    user: ApiUser,
    path: web::Path<i32>,
) -> Result<HttpResponse, ApiError> {
    let now = state.clock.now();
    let (id, lot) = (path.into_inner(), rand::random());
    write_json(&state, StatusCode::OK, move |conn, mail| {
        events::start(conn, mail, user.id, id, lot, now)
    })
    .await
}

/// Body of `POST /api/v1/events/{id}/withdraw`: empty for oneself, `username` for an
/// organizer withdrawing a player.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WithdrawBody {
    username: Option<String>,
}

#[derive(Serialize)]
struct Withdrawn {
    /// `losses`, `adjudication`, or null before the start.
    unfinished_games: Option<&'static str>,
}

/// `POST /api/v1/events/{id}/withdraw` → 200 `{unfinished_games}`.
pub async fn withdraw(
    state: web::Data<AppState>,
    user: ApiUser,
    path: web::Path<i32>,
    body: web::Json<WithdrawBody>,
) -> Result<HttpResponse, ApiError> {
    let now = state.clock.now();
    let id = path.into_inner();
    let who = body.into_inner().username;
    let mail = state.mail.clone();
    let unfinished_games = write(&state, move |conn| {
        claims::withdraw(conn, &mail, user.id, id, who.as_deref(), now)
    })
    .await?;
    if unfinished_games == Some("adjudication") {
        let (pool, options) = (state.pool.clone(), state.config.engine.clone());
        web::block(move || report_withdrawal_claims(&pool, &options, id)).await??;
    }
    Ok(HttpResponse::Ok().json(Withdrawn { unfinished_games }))
}

/// `GET /api/v1/events/{id}/pgn` → every game as one PGN file.
pub async fn pgn(
    state: web::Data<AppState>,
    _user: ApiUser,
    path: web::Path<i32>,
) -> Result<HttpResponse, ApiError> {
    let id = path.into_inner();
    let site = state.config.base_url.clone();
    let text = read(&state, move |conn| view::pgn(conn, id, &site)).await?;
    Ok(download(id, "pgn", "application/x-chess-pgn", text))
}

/// `GET /api/v1/events/{id}/crosstable.csv` → the crosstables as CSV.
pub async fn csv(
    state: web::Data<AppState>,
    _user: ApiUser,
    path: web::Path<i32>,
) -> Result<HttpResponse, ApiError> {
    let id = path.into_inner();
    let text = read(&state, move |conn| view::csv(conn, id)).await?;
    Ok(download(id, "csv", "text/csv", text))
}

/// `GET /api/v1/events/{id}/claims?page=&limit=` → the claims queue, oldest first: all of it
/// for organizers and admins, a player's own claims for anyone else ([`claims::queue_for`]).
pub async fn claim_queue(
    state: web::Data<AppState>,
    user: ApiUser,
    path: web::Path<i32>,
    paging: web::Query<Paging>,
) -> Result<HttpResponse, ApiError> {
    let id = path.into_inner();
    paging.range()?;
    let queue = read(&state, move |conn| claims::queue_for(conn, user.id, id)).await?;
    Ok(HttpResponse::Ok().json(paging.apply(queue)?))
}

#[derive(Serialize)]
struct Opened {
    opened: usize,
}

/// `POST /api/v1/events/{id}/silence` → 200 `{opened}`: claims for silent games.
pub async fn silence(
    state: web::Data<AppState>,
    user: ApiUser,
    path: web::Path<i32>,
) -> Result<HttpResponse, ApiError> {
    let now = state.clock.now();
    let id = path.into_inner();
    write_json(&state, StatusCode::OK, move |conn, mail| {
        events::require_organizer(conn, user.id, "scan for silent games")?;
        claims::scan_silence(conn, mail, id, now).map(|opened| Opened { opened })
    })
    .await
}

/// `POST /api/v1/events/{id}/close` → 200 `{opened}`: after the end date, every unfinished
/// game goes to the claims queue with the engine's report ([`close_event`]).
pub async fn close(
    state: web::Data<AppState>,
    user: ApiUser,
    path: web::Path<i32>,
) -> Result<HttpResponse, ApiError> {
    let clock = state.clock.clone();
    let id = path.into_inner();
    let (pool, options, mail) = (
        state.pool.clone(),
        state.config.engine.clone(),
        state.mail.clone(),
    );
    let opened =
        web::block(move || close_event(&pool, &options, &mail, user.id, id, &clock)).await??;
    Ok(HttpResponse::Ok().json(Opened { opened }))
}

/// Body of `POST /api/v1/games/{id}/claims`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClaimBody {
    kind: String,
    #[serde(default)]
    note: String,
}

/// `POST /api/v1/games/{id}/claims {kind: draw|tablebase|adjudication, note}` → 201 `{id}`.
pub async fn file_claim(
    state: web::Data<AppState>,
    user: ApiUser,
    path: web::Path<i32>,
    body: web::Json<ClaimBody>,
) -> Result<HttpResponse, ApiError> {
    let now = state.clock.now();
    let game = path.into_inner();
    let body = body.into_inner();
    let kind = ClaimKind::from_name(&body.kind)
        .filter(|k| k.player_may_file())
        .ok_or(EventServiceError::Claim(
            crate::domain::events::claims::ClaimError::NotFileable,
        ))?;
    write_json(&state, StatusCode::CREATED, move |conn, mail| {
        claims::file(conn, mail, user.id, game, kind, &body.note, now).map(|id| Created { id })
    })
    .await
}

/// Body of `POST /api/v1/claims/{id}/decide`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DecideBody {
    ruling: String,
    reason: String,
}

#[derive(Serialize)]
struct Status {
    status: &'static str,
}

/// `POST /api/v1/claims/{id}/decide {ruling, reason}` → 200 `{status}` (organizers; a second
/// organizer for an appealed claim).
pub async fn decide(
    state: web::Data<AppState>,
    user: ApiUser,
    path: web::Path<i32>,
    body: web::Json<DecideBody>,
) -> Result<HttpResponse, ApiError> {
    let now = state.clock.now();
    let id = path.into_inner();
    let body = body.into_inner();
    let ruling = Ruling::parse(&body.ruling).map_err(EventServiceError::from)?;
    write_json(&state, StatusCode::OK, move |conn, mail| {
        let status = rulings::decide(conn, mail, user.id, id, ruling, &body.reason, now)?;
        Ok::<_, EventServiceError>(Status {
            status: status.as_str(),
        })
    })
    .await
}

/// Body of `POST /api/v1/claims/{id}/appeal`.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AppealBody {
    #[serde(default)]
    note: String,
}

/// `POST /api/v1/claims/{id}/appeal {note}` → 200 `{status: "appealed"}` (a player of the
/// game, once, within the event's appeal days).
pub async fn appeal(
    state: web::Data<AppState>,
    user: ApiUser,
    path: web::Path<i32>,
    body: web::Json<AppealBody>,
) -> Result<HttpResponse, ApiError> {
    let now = state.clock.now();
    let id = path.into_inner();
    let note = body.into_inner().note;
    write_json(&state, StatusCode::OK, move |conn, mail| {
        rulings::appeal(conn, mail, user.id, id, &note, now)?;
        Ok::<_, EventServiceError>(Status { status: "appealed" })
    })
    .await
}

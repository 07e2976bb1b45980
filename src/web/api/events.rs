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
use crate::domain::events::claims::{ClaimKind, Ruling};
use crate::domain::events::standings::tiebreak_order;
use crate::domain::events::{EventError, EventSettings, TermsText};
use crate::domain::watching::PublicDelay;
use crate::service::events::{self, EventServiceError, Seeding, claims, rulings, view};
use crate::web::error::ApiError;
use crate::web::extract::ApiUser;
use crate::web::state::{AppState, with_engine};

use super::paging::Paging;
use super::{read, read_json, write_json};
use crate::web::download::download;
use crate::web::time::parse_when;

/// Body of `POST /api/v1/events`: what is left out takes the defaults of
/// [`EventSettings::default`].
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EventBody {
    name: String,
    description: Option<String>,
    time_control: String,
    leave: Option<String>,
    variant: Option<String>,
    chess960_position: Option<u32>,
    fen: Option<String>,
    opening: Option<String>,
    sections: Option<u32>,
    players_per_section: u32,
    double_round: Option<bool>,
    registration_opens: Option<String>,
    registration_closes: Option<String>,
    starts_at: String,
    ends_at: String,
    draw_offers_from_move: Option<u32>,
    tablebase_claims: Option<bool>,
    fifty_move_suspended: Option<bool>,
    withdrawal_adjudication_percent: Option<u32>,
    silence_days: Option<u32>,
    appeal_days: Option<u32>,
    tiebreaks: Option<Vec<String>>,
    rated: Option<bool>,
    messages_allowed: Option<bool>,
    public_games: Option<bool>,
    public_delay_moves: Option<u32>,
    public_delay_days: Option<u32>,
}

fn optional_when(field: &str, text: Option<&str>) -> Result<Option<NaiveDateTime>, ApiError> {
    text.map(|t| parse_when(field, t)).transpose()
}

impl EventBody {
    /// The settings the body asks for, read once: the defaults with what the body sets.
    fn settings(self) -> Result<EventSettings, ApiError> {
        let d = EventSettings::default();
        let read = |e: EventError| ApiError::from(EventServiceError::from(e));
        let leave = self
            .leave
            .as_deref()
            .map(str::parse)
            .transpose()
            .map_err(read)?;
        let tiebreaks = self
            .tiebreaks
            .as_ref()
            .map(|names| tiebreak_order(names.iter().map(String::as_str)))
            .transpose()
            .map_err(|e| read(e.into()))?;
        let public_delay = PublicDelay::from_parts(self.public_delay_moves, self.public_delay_days)
            .map_err(|e| read(e.into()))?;
        let settings = EventSettings {
            name: self.name,
            description: self.description.unwrap_or(d.description),
            leave: leave.unwrap_or(d.leave),
            sections: self.sections.unwrap_or(d.sections),
            section_size: self.players_per_section,
            double_round: self.double_round.unwrap_or(d.double_round),
            registration_opens: optional_when(
                "registration_opens",
                self.registration_opens.as_deref(),
            )?,
            registration_closes: optional_when(
                "registration_closes",
                self.registration_closes.as_deref(),
            )?,
            starts_at: parse_when("starts_at", &self.starts_at)?,
            ends_at: parse_when("ends_at", &self.ends_at)?,
            draw_offers_from_move: self
                .draw_offers_from_move
                .unwrap_or(d.draw_offers_from_move),
            tablebase_claims: self.tablebase_claims.unwrap_or(d.tablebase_claims),
            fifty_move_suspended: self.fifty_move_suspended.unwrap_or(d.fifty_move_suspended),
            withdrawal_adjudication_percent: self.withdrawal_adjudication_percent,
            silence_days: self.silence_days.unwrap_or(d.silence_days),
            appeal_days: self.appeal_days.unwrap_or(d.appeal_days),
            tiebreaks: tiebreaks.unwrap_or(d.tiebreaks),
            rated: self.rated.unwrap_or(d.rated),
            messages_allowed: self.messages_allowed.unwrap_or(d.messages_allowed),
            public_games: self.public_games.unwrap_or(d.public_games),
            public_delay,
            ..d
        };
        let terms = TermsText {
            variant: self.variant.as_deref().unwrap_or(settings.variant.as_str()),
            chess960_number: self.chess960_position,
            fen: self.fen.as_deref(),
            opening: self.opening.as_deref(),
            time_control: &self.time_control,
        };
        settings.with_terms(terms).map_err(read)
    }
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
    let settings = body.into_inner().settings()?;
    write_json(&state, StatusCode::CREATED, move |conn, _| {
        events::create_event(conn, user.id, settings, now).map(|id| Created { id })
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
    let id = path.into_inner();
    let who = body.into_inner().username;
    let unfinished_games = with_engine(&state, move |work| {
        work.withdraw(user.id, id, who.as_deref())
    })
    .await?;
    Ok(HttpResponse::Ok().json(Withdrawn { unfinished_games }))
}

/// `GET /api/v1/events/{id}/pgn` → every game as one PGN file.
pub async fn pgn(
    state: web::Data<AppState>,
    user: ApiUser,
    path: web::Path<i32>,
) -> Result<HttpResponse, ApiError> {
    let (id, viewer, now) = (path.into_inner(), Some(user.id), state.clock.now());
    let site = state.config.base_url.clone();
    let text = read(&state, move |conn| {
        view::pgn(conn, id, &site, (viewer, now))
    })
    .await?;
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
/// game goes to the claims queue at once; the engine's report follows from a worker
/// ([`crate::service::engine_reports::EngineWork::close_event`]).
pub async fn close(
    state: web::Data<AppState>,
    user: ApiUser,
    path: web::Path<i32>,
) -> Result<HttpResponse, ApiError> {
    let id = path.into_inner();
    let opened = with_engine(&state, move |work| work.close_event(user.id, id)).await?;
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

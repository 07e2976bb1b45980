//! The JSON API, version 1: the contract other programs (and the tests) rely on.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use serde::Serialize;

use super::AppState;
use super::error::{ApiError, json_error};
use crate::db::DbConnection;
use crate::service::notify::MailSettings;

pub mod accounts;
pub mod adjudication;
pub mod clock;
pub mod events;
pub mod games;
pub mod time;

/// The largest JSON body the API accepts.
pub const MAX_JSON_BYTES: usize = 64 * 1024;

/// Runs a reading service call on the blocking pool with a pooled connection.
pub(crate) async fn read<T, E, F>(state: &AppState, f: F) -> Result<T, ApiError>
where
    T: Send + 'static,
    E: Into<ApiError>,
    F: FnOnce(&mut DbConnection) -> Result<T, E> + Send + 'static,
{
    let pool = state.pool.clone();
    web::block(move || -> Result<T, ApiError> { f(&mut *pool.get()?).map_err(Into::into) }).await?
}

/// Runs a writing service call on the blocking pool, through the write gate.
pub(crate) async fn write<T, E, F>(state: &AppState, f: F) -> Result<T, ApiError>
where
    T: Send + 'static,
    E: Into<ApiError>,
    F: FnOnce(&mut DbConnection) -> Result<T, E> + Send + 'static,
{
    let pool = state.pool.clone();
    web::block(move || -> Result<T, ApiError> {
        f(&mut *pool.get_for_write()?).map_err(Into::into)
    })
    .await?
}

/// Runs a writing service call with group commit on SQLite ([`crate::db::Pool::write_grouped`]):
/// for the hot, quick writes (moves, draw actions, resignations).
pub(crate) async fn write_grouped<T, E, F>(state: &AppState, f: F) -> Result<T, ApiError>
where
    T: Send + 'static,
    E: Into<ApiError>,
    F: FnOnce(&mut DbConnection) -> Result<T, E> + Send + 'static,
{
    let (answer, result) = tokio::sync::oneshot::channel();
    let pool = state.pool.clone();
    let job = move |conn: &mut DbConnection| f(conn).map_err(Into::<ApiError>::into);
    let done = move |r: Result<T, ApiError>| {
        let _ = answer.send(r);
    };
    if pool.groups_writes() {
        pool.write_grouped(job, done);
    } else {
        web::block(move || pool.write_grouped(job, done)).await?;
    }
    result
        .await
        .map_err(|_| ApiError::internal("the write was dropped before it finished"))?
}

/// Runs a reading service call like [`read`] and answers 200 with its result as JSON.
pub(crate) async fn read_json<T, E, F>(state: &AppState, f: F) -> Result<HttpResponse, ApiError>
where
    T: Serialize + Send + 'static,
    E: Into<ApiError>,
    F: FnOnce(&mut DbConnection) -> Result<T, E> + Send + 'static,
{
    Ok(HttpResponse::Ok().json(read(state, f).await?))
}

/// Runs a writing service call like [`write`], giving it the mail settings, and answers
/// `status` with its result as JSON.
pub(crate) async fn write_json<T, E, F>(
    state: &AppState,
    status: StatusCode,
    f: F,
) -> Result<HttpResponse, ApiError>
where
    T: Serialize + Send + 'static,
    E: Into<ApiError>,
    F: FnOnce(&mut DbConnection, &MailSettings) -> Result<T, E> + Send + 'static,
{
    let mail = state.mail.clone();
    let value = write(state, move |conn| f(conn, &mail)).await?;
    Ok(HttpResponse::build(status).json(value))
}

/// Registers the `/api/v1` routes.
pub fn routes(cfg: &mut web::ServiceConfig) {
    let json = web::JsonConfig::default()
        .limit(MAX_JSON_BYTES)
        .error_handler(|err, _req| json_error(err).into());
    cfg.service(
        web::scope("/api/v1")
            .app_data(json)
            .route("/accounts", web::post().to(accounts::register))
            .route("/tokens", web::post().to(accounts::create_token))
            .route("/account", web::get().to(accounts::show))
            .route(
                "/account/verification",
                web::post().to(accounts::resend_verification),
            )
            .route("/challenges", web::post().to(games::create_challenge))
            .route(
                "/challenges/{id}/accept",
                web::post().to(games::accept_challenge),
            )
            .route(
                "/challenges/{id}/decline",
                web::post().to(games::decline_challenge),
            )
            .route("/events", web::post().to(events::create))
            .route("/events", web::get().to(events::list))
            .route("/events/{id}", web::get().to(events::show))
            .route("/events/{id}/players", web::post().to(events::add_player))
            .route("/events/{id}/seed", web::post().to(events::seed))
            .route("/events/{id}/start", web::post().to(events::start))
            .route("/events/{id}/withdraw", web::post().to(events::withdraw))
            .route("/events/{id}/pgn", web::get().to(events::pgn))
            .route("/events/{id}/crosstable.csv", web::get().to(events::csv))
            .route("/events/{id}/claims", web::get().to(events::claim_queue))
            .route("/events/{id}/silence", web::post().to(events::silence))
            .route("/events/{id}/close", web::post().to(events::close))
            .route("/games/{id}/claims", web::post().to(events::file_claim))
            .route("/claims/{id}/decide", web::post().to(events::decide))
            .route("/claims/{id}/appeal", web::post().to(events::appeal))
            .route("/games", web::get().to(games::list_games))
            .route("/games/{id}", web::get().to(games::show_game))
            .route("/games/{id}/pgn", web::get().to(games::game_pgn))
            .route("/games/{id}/moves", web::post().to(games::play_move))
            .route("/games/{id}/draw", web::post().to(games::draw))
            .route("/games/{id}/resign", web::post().to(games::resign))
            .route(
                "/games/{id}/adjudicate",
                web::post().to(adjudication::adjudicate),
            )
            .route(
                "/games/{id}/tablebase-claim",
                web::post().to(adjudication::tablebase_claim_handler),
            )
            .route(
                "/games/{id}/conditionals",
                web::get().to(clock::show_conditionals),
            )
            .route(
                "/games/{id}/conditionals",
                web::put().to(clock::set_conditionals),
            )
            .route("/leave", web::get().to(clock::list_leave))
            .route("/leave", web::post().to(clock::book_leave))
            .route("/leave/{id}", web::put().to(clock::change_leave))
            .route("/leave/{id}", web::delete().to(clock::end_leave))
            .route("/time_zone", web::put().to(clock::set_time_zone)),
    );
}

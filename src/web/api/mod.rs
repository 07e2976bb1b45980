//! The JSON API, version 1: the contract other programs (and the tests) rely on, described by
//! the OpenAPI document `GET /api/v1/openapi.json` ([`docs`]) and checked against the route
//! table here ([`endpoints`]).

use actix_web::http::{Method, StatusCode};
use actix_web::{HttpRequest, HttpResponse, Route, web};
use serde::Serialize;

use super::AppState;
use super::error::ApiError;
use crate::db::DbConnection;
use crate::service::notify::MailSettings;

pub mod account_data;
pub mod accounts;
pub mod adjudication;
pub mod call;
pub mod clock;
pub mod docs;
pub mod errors;
pub mod events;
pub mod games;
pub mod messages;
pub mod paging;
pub mod players;

pub use call::{ApiCall, ApiResult, ApiWrite, Asked, created, ok};

/// The largest JSON body the API accepts.
pub const MAX_JSON_BYTES: usize = 64 * 1024;

/// Runs a reading service call on the blocking pool with a pooled connection.
pub(crate) async fn read<T, E, F>(state: &AppState, f: F) -> Result<T, ApiError>
where
    T: Send + 'static,
    E: Into<ApiError>,
    F: FnOnce(&mut DbConnection) -> Result<T, E> + Send + 'static,
{
    on_pool(state, false, f).await
}

/// Runs a writing service call on the blocking pool, through the write gate.
pub(crate) async fn write<T, E, F>(state: &AppState, f: F) -> Result<T, ApiError>
where
    T: Send + 'static,
    E: Into<ApiError>,
    F: FnOnce(&mut DbConnection) -> Result<T, E> + Send + 'static,
{
    on_pool(state, true, f).await
}

/// Runs `f` on the blocking pool with a connection for reading, or through the write gate.
async fn on_pool<T, E, F>(state: &AppState, for_write: bool, f: F) -> Result<T, ApiError>
where
    T: Send + 'static,
    E: Into<ApiError>,
    F: FnOnce(&mut DbConnection) -> Result<T, E> + Send + 'static,
{
    let pool = state.pool.clone();
    web::block(move || -> Result<T, ApiError> {
        let result = if for_write {
            f(&mut *pool.get_for_write()?)
        } else {
            let _reading = pool.reading();
            f(&mut *pool.get()?)
        };
        result.map_err(Into::into)
    })
    .await?
}

pub(crate) use crate::web::state::write_grouped;

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

/// Every endpoint of `/api/v1`: method, path under `/api/v1` and handler. The one route
/// table: [`routes`] registers it, [`endpoints`] lists it (the OpenAPI document is checked
/// against that list), and a wrong method on one of its paths answers 405 with `Allow`.
// One route a line, so the table reads as a table.
#[rustfmt::skip]
fn table() -> Vec<(Method, &'static str, Route)> {
    use actix_web::web::{delete, get, post, put};
    vec![
        (Method::GET, "/openapi.json", get().to(docs::openapi_json)),
        (Method::GET, "/docs", get().to(docs::reference_page)),
        (Method::POST, "/accounts", post().to(accounts::register)),
        (Method::POST, "/tokens", post().to(accounts::create_token)),
        (Method::GET, "/account", get().to(accounts::show)),
        (Method::POST, "/account/verification", post().to(accounts::resend_verification)),
        (Method::PUT, "/account/privacy", put().to(account_data::set_privacy)),
        (Method::GET, "/account/export", get().to(account_data::export)),
        (Method::DELETE, "/account", delete().to(account_data::delete)),
        (Method::GET, "/users/{username}/rating", get().to(games::rating)),
        (Method::GET, "/players", get().to(players::search)),
        (Method::GET, "/players/{username}/games", get().to(players::games)),
        (Method::POST, "/challenges", post().to(games::create_challenge)),
        (Method::POST, "/challenges/{id}/accept", post().to(games::accept_challenge)),
        (Method::POST, "/challenges/{id}/decline", post().to(games::decline_challenge)),
        (Method::POST, "/events", post().to(events::create)),
        (Method::GET, "/events", get().to(events::list)),
        (Method::GET, "/events/{id}", get().to(events::show)),
        (Method::POST, "/events/{id}/players", post().to(events::add_player)),
        (Method::POST, "/events/{id}/seed", post().to(events::seed)),
        (Method::POST, "/events/{id}/start", post().to(events::start)),
        (Method::POST, "/events/{id}/withdraw", post().to(events::withdraw)),
        (Method::GET, "/events/{id}/pgn", get().to(events::pgn)),
        (Method::GET, "/events/{id}/crosstable.csv", get().to(events::csv)),
        (Method::GET, "/events/{id}/claims", get().to(events::claim_queue)),
        (Method::POST, "/events/{id}/silence", post().to(events::silence)),
        (Method::POST, "/events/{id}/close", post().to(events::close)),
        (Method::POST, "/games/{id}/claims", post().to(events::file_claim)),
        (Method::POST, "/claims/{id}/decide", post().to(events::decide)),
        (Method::POST, "/claims/{id}/appeal", post().to(events::appeal)),
        (Method::GET, "/games", get().to(games::list_games)),
        (Method::GET, "/games/{id}", get().to(games::show_game)),
        (Method::GET, "/games/{id}/pgn", get().to(games::game_pgn)),
        (Method::POST, "/games/{id}/moves", post().to(games::play_move)),
        (Method::POST, "/games/{id}/draw", post().to(games::draw)),
        (Method::POST, "/games/{id}/resign", post().to(games::resign)),
        (Method::POST, "/games/{id}/adjudicate", post().to(adjudication::adjudicate)),
        (Method::POST, "/games/{id}/tablebase-claim", post().to(adjudication::tablebase_claim_handler)),
        (Method::GET, "/games/{id}/conditionals", get().to(clock::show_conditionals)),
        (Method::PUT, "/games/{id}/conditionals", put().to(clock::set_conditionals)),
        (Method::GET, "/games/{id}/messages", get().to(messages::thread)),
        (Method::POST, "/games/{id}/messages", post().to(messages::send)),
        (Method::POST, "/games/{id}/messages/report", post().to(messages::report)),
        (Method::GET, "/games/{id}/notes", get().to(messages::note)),
        (Method::PUT, "/games/{id}/notes", put().to(messages::set_note)),
        (Method::GET, "/leave", get().to(clock::list_leave)),
        (Method::POST, "/leave", post().to(clock::book_leave)),
        (Method::PUT, "/leave/{id}", put().to(clock::change_leave)),
        (Method::DELETE, "/leave/{id}", delete().to(clock::end_leave)),
        (Method::PUT, "/time_zone", put().to(clock::set_time_zone)),
    ]
}

/// Every endpoint as (method, path under `/api/v1`), in the route table's order.
pub fn endpoints() -> Vec<(Method, &'static str)> {
    table().into_iter().map(|(m, p, _)| (m, p)).collect()
}

/// Registers the `/api/v1` routes: one resource per path, whose other methods answer 405 with
/// `Allow`; the extractors' errors (JSON body, path, query) answer the JSON error contract, and
/// [`errors::json_contract`] turns any other error into it too.
pub fn routes(cfg: &mut web::ServiceConfig) {
    let mut paths: Vec<(&'static str, Vec<(Method, Route)>)> = Vec::new();
    for (method, path, route) in table() {
        match paths.iter_mut().find(|(p, _)| *p == path) {
            Some((_, routes)) => routes.push((method, route)),
            None => paths.push((path, vec![(method, route)])),
        }
    }
    let mut scope = web::scope("/api/v1")
        .app_data(errors::json_config())
        .app_data(errors::path_config())
        .app_data(errors::query_config())
        .wrap(actix_web::middleware::from_fn(errors::json_contract));
    for (path, routes) in paths {
        let allow: Vec<&str> = routes.iter().map(|(m, _)| m.as_str()).collect();
        let allow = allow.join(", ");
        let mut resource = web::resource(path);
        for (_, route) in routes {
            resource = resource.route(route);
        }
        let resource = resource.default_service(web::to(move |req: HttpRequest| {
            let allow = allow.clone();
            async move { errors::method_not_allowed(&req, &allow) }
        }));
        scope = scope.service(resource);
    }
    cfg.service(scope);
}

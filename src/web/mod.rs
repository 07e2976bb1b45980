//! The HTTP adapter (actix-web): parses requests into typed values, calls a service, and renders
//! the result as a page or as JSON.
//!
//! [`routes`] is the one route table (pages, static files, `/healthz`, `/api/v1`, `/xfcc`); [`app`] adds
//! the session middleware around it, and [`serve`] binds the configured address and runs until
//! the process is stopped. Blocking database work runs on actix's blocking pool (`web::block`),
//! never on the async workers.

use actix_web::body::BoxBody;
use actix_web::dev::{ServiceFactory, ServiceRequest, ServiceResponse};
use actix_web::{App, HttpResponse, HttpServer, web};
use serde::Serialize;

pub mod api;
pub mod assets;
pub mod board;
pub mod board_access;
pub mod client_address;
pub mod download;
pub mod error;
pub mod extract;
pub mod known_device;
pub mod live;
pub mod pages;
pub mod session;
pub mod state;
pub mod time;
pub mod xfcc;

use crate::db::Backend;

pub use state::AppState;

/// Registers every route of the application.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/healthz", web::get().to(healthz))
        .route("/static/{path:.*}", web::get().to(assets::serve))
        .configure(api::routes)
        .configure(pages::live_streams::routes)
        .configure(xfcc::routes)
        .configure(pages::routes);
}

/// The whole application for `state`: routes, state and the session middleware.
pub fn app(
    state: AppState,
) -> App<
    impl ServiceFactory<
        ServiceRequest,
        Config = (),
        Response = ServiceResponse<BoxBody>,
        Error = actix_web::Error,
        InitError = (),
    >,
> {
    let sessions = session::middleware(&state.config, state.session_key.clone());
    App::new()
        .app_data(web::Data::new(state))
        .app_data(web::PayloadConfig::new(64 * 1024))
        // Inside the sessions, so an error page can be made again in the visitor's language.
        .wrap(actix_web::middleware::from_fn(pages::error_page::localize))
        .wrap(actix_web::middleware::Compat::new(sessions))
        .configure(routes)
        .default_service(web::to(not_found))
}

/// Unknown addresses: a JSON error under `/api/`, the "page not found" page elsewhere.
async fn not_found(req: actix_web::HttpRequest) -> HttpResponse {
    use actix_web::ResponseError;
    if req.path().starts_with("/api/") {
        error::ApiError::new(
            actix_web::http::StatusCode::NOT_FOUND,
            "not_found",
            format!("there is no API endpoint {} {}", req.method(), req.path()),
        )
        .error_response()
    } else {
        pages::error::PageError::NotFound.error_response()
    }
}

/// Serves HTTP on the configured address until the process is stopped (SIGINT or SIGTERM: a
/// graceful stop; SIGQUIT: at once). The live streams never end by themselves, so they are ended
/// first; the graceful stop then only waits for the other requests.
pub async fn serve(state: AppState) -> std::io::Result<()> {
    let addr = state.config.http;
    let live = state.live.clone();
    let server = HttpServer::new(move || app(state.clone()))
        .disable_signals()
        .bind(addr)?
        .run();
    let handle = server.handle();
    actix_web::rt::spawn(async move {
        let graceful = stop_signal().await;
        live.close_all();
        handle.stop(graceful).await;
    });
    server.await
}

/// Waits for a signal to stop; whether the stop should be graceful.
async fn stop_signal() -> bool {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        if let (Ok(mut term), Ok(mut quit)) =
            (signal(SignalKind::terminate()), signal(SignalKind::quit()))
        {
            return tokio::select! {
                _ = tokio::signal::ctrl_c() => true,
                _ = term.recv() => true,
                _ = quit.recv() => false,
            };
        }
    }
    let _ = tokio::signal::ctrl_c().await;
    true
}

#[derive(Serialize)]
struct Health {
    status: &'static str,
    database: &'static str,
    /// Messages waiting to be sent (`null` when the database does not answer): a number that
    /// keeps growing means mail is not getting out.
    mail_queue: Option<i64>,
}

/// `GET /healthz`: 200 when the database answers, 503 otherwise; with the length of the mail
/// queue, for monitoring.
async fn healthz(state: web::Data<AppState>) -> HttpResponse {
    let database = match state.config.database.backend() {
        Backend::Sqlite => "sqlite",
        Backend::Postgres => "postgres",
    };
    let pool = state.pool.clone();
    let mail_queue = web::block(move || {
        let mut conn = pool.get().ok()?;
        crate::db::outbox::count_with_status(&mut conn, crate::db::outbox::PENDING).ok()
    })
    .await
    .unwrap_or(None);
    let (mut response, status) = match mail_queue {
        Some(_) => (HttpResponse::Ok(), "ok"),
        None => (HttpResponse::ServiceUnavailable(), "unavailable"),
    };
    response.json(Health {
        status,
        database,
        mail_queue,
    })
}

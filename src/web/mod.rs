//! The HTTP adapter (actix-web): parses requests into typed values, calls a service, and renders
//! the result as a page or as JSON.
//!
//! [`routes`] is the one route table (pages, static files, `/healthz`, `/api/v1`); [`app`] adds
//! the session middleware around it, and [`serve`] binds the configured address and runs until
//! the process is stopped. Blocking database work runs on actix's blocking pool (`web::block`),
//! never on the async workers.

use std::sync::Arc;

use actix_web::body::BoxBody;
use actix_web::cookie::Key;
use actix_web::dev::{ServiceFactory, ServiceRequest, ServiceResponse};
use actix_web::{App, HttpResponse, HttpServer, web};
use serde::Serialize;

pub mod api;
pub mod assets;
pub mod board;
pub mod board_access;
pub mod client_address;
pub mod error;
pub mod extract;
pub mod known_device;
pub mod pages;
pub mod session;
pub mod time;

use crate::config::Config;
use crate::db::{Backend, Pool};
use crate::service::engine_reports::{EngineWork, ReportError};
use crate::service::notify::MailSettings;
use crate::service::sign_in::LoginThrottle;
use crate::wall_clock::Clock;

/// What every request handler can reach.
#[derive(Clone)]
pub struct AppState {
    /// The validated configuration.
    pub config: Config,
    /// The database pool.
    pub pool: Pool,
    /// The key that encrypts and signs session cookies.
    pub session_key: Key,
    /// Sign-in counts, for throttling every door that takes a password.
    pub throttle: Arc<LoginThrottle>,
    /// What the services need to write mail (links, reply addresses).
    pub mail: Arc<MailSettings>,
    /// Where every handler reads "now" (the system clock; a fixed one in tests).
    pub clock: Clock,
}

impl AppState {
    /// The state for `config`, with the session key and the reply-address secret from the data
    /// directory (made on first start).
    pub fn new(config: Config, pool: Pool) -> std::io::Result<AppState> {
        let session_key = session::load_or_create_key(&config.data_dir)?;
        let mail = Arc::new(MailSettings::load(&config)?);
        Ok(AppState {
            config,
            pool,
            session_key,
            throttle: Arc::default(),
            mail,
            clock: Clock::system(),
        })
    }

    /// The event use cases that ask the engine, with what they need from this state.
    pub fn engine_work(&self) -> EngineWork {
        EngineWork {
            pool: self.pool.clone(),
            options: self.config.engine.clone(),
            mail: self.mail.clone(),
            clock: self.clock.clone(),
        }
    }
}

/// Runs `f`, an event use case that asks the engine (seconds per game), on the blocking pool;
/// the same for the API and the pages.
pub(crate) async fn with_engine<T, F>(state: &AppState, f: F) -> Result<T, error::ApiError>
where
    T: Send + 'static,
    F: FnOnce(&EngineWork) -> Result<T, ReportError> + Send + 'static,
{
    let work = state.engine_work();
    Ok(web::block(move || f(&work)).await??)
}

/// Registers every route of the application.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/healthz", web::get().to(healthz))
        .route("/static/{path:.*}", web::get().to(assets::serve))
        .configure(api::routes)
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

/// Serves HTTP on the configured address until the process is stopped.
pub async fn serve(state: AppState) -> std::io::Result<()> {
    let addr = state.config.http;
    HttpServer::new(move || app(state.clone()))
        .bind(addr)?
        .run()
        .await
}

/// A PGN file download (the same for the API and the pages).
pub fn pgn_download(id: i32, pgn: String) -> HttpResponse {
    HttpResponse::Ok()
        .content_type("application/x-chess-pgn; charset=utf-8")
        .insert_header((
            "Content-Disposition",
            format!("attachment; filename=\"kingpost-{id}.pgn\""),
        ))
        .body(pgn)
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

/// A download named `kingpost-event-ID.EXT` (for the pages and the API).
pub fn download(id: i32, ext: &str, mime: &str, body: String) -> HttpResponse {
    HttpResponse::Ok()
        .content_type(format!("{mime}; charset=utf-8"))
        .insert_header((
            "Content-Disposition",
            format!("attachment; filename=\"kingpost-event-{id}.{ext}\""),
        ))
        .body(body)
}

//! The HTTP adapter (actix-web): parses requests into typed values, calls a service, and renders
//! the result as a page or as JSON.
//!
//! [`routes`] is the one route table; [`serve`] binds the configured address and runs until the
//! process is stopped. Blocking database work runs on actix's blocking pool (`web::block`), never
//! on the async workers.

use actix_web::{App, HttpResponse, HttpServer, web};
use diesel::connection::SimpleConnection;
use serde::Serialize;

pub mod api;
pub mod error;
pub mod extract;

use crate::config::Config;
use crate::db::{Backend, Pool};

/// What every request handler can reach.
#[derive(Clone)]
pub struct AppState {
    /// The validated configuration.
    pub config: Config,
    /// The database pool.
    pub pool: Pool,
}

/// Registers every route of the application.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/healthz", web::get().to(healthz))
        .configure(api::routes);
}

/// Serves HTTP on the configured address until the process is stopped.
pub async fn serve(state: AppState) -> std::io::Result<()> {
    let addr = state.config.http;
    let data = web::Data::new(state);
    HttpServer::new(move || App::new().app_data(data.clone()).configure(routes))
        .bind(addr)?
        .run()
        .await
}

#[derive(Serialize)]
struct Health {
    status: &'static str,
    database: &'static str,
}

/// `GET /healthz`: 200 when the database answers, 503 otherwise.
async fn healthz(state: web::Data<AppState>) -> HttpResponse {
    let database = match state.config.database.backend() {
        Backend::Sqlite => "sqlite",
        Backend::Postgres => "postgres",
    };
    let pool = state.pool.clone();
    let ok = web::block(move || {
        pool.get()
            .ok()
            .is_some_and(|mut conn| conn.batch_execute("SELECT 1").is_ok())
    })
    .await
    .unwrap_or(false);
    if ok {
        HttpResponse::Ok().json(Health {
            status: "ok",
            database,
        })
    } else {
        HttpResponse::ServiceUnavailable().json(Health {
            status: "unavailable",
            database,
        })
    }
}

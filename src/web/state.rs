//! What every request handler can reach ([`AppState`]: the configuration, the pool, the
//! session key, the sign-in throttle, the mail settings, the clock and the live feed), and the one way a
//! handler runs an event use case that asks the engine ([`with_engine`]).

use std::sync::Arc;

use actix_web::cookie::Key;
use actix_web::web;

use crate::config::Config;
use crate::db::{DbConnection, Pool};
use crate::service::engine_reports::{EngineWork, ReportError};
use crate::service::notify::MailSettings;
use crate::service::sign_in::LoginThrottle;
use crate::wall_clock::Clock;
use crate::web::error::ApiError;

use super::live::LiveFeed;
use super::{error, session};

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
    /// The live updates of open pages (the change-log tailer and its streams).
    pub live: LiveFeed,
}

impl AppState {
    /// The state for `config`, with the session key and the reply-address secret from the data
    /// directory (made on first start).
    pub fn new(config: Config, pool: Pool) -> std::io::Result<AppState> {
        let session_key = session::load_or_create_key(&config)?;
        let mail = Arc::new(MailSettings::load(&config)?);
        let live = LiveFeed::new(pool.clone());
        Ok(AppState {
            config,
            pool,
            live,
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

/// Runs `f`, an event use case that opens claims the engine reports on, on the blocking pool;
/// the same for the API and the pages. The reports themselves are engine jobs a worker runs
/// ([`crate::jobs::engine`]): the request answers at once with what was queued.
pub(crate) async fn with_engine<T, F>(state: &AppState, f: F) -> Result<T, error::ApiError>
where
    T: Send + 'static,
    F: FnOnce(&EngineWork) -> Result<T, ReportError> + Send + 'static,
{
    let work = state.engine_work();
    Ok(web::block(move || f(&work)).await??)
}

/// Runs a writing service call with group commit on SQLite ([`crate::db::Pool::write_grouped`]):
/// for the hot, quick writes (moves, draw actions, resignations), from the API and the pages.
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

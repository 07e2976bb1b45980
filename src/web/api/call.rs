//! What an API handler for a signed-in user starts from, so handlers do not each gather it: an
//! [`ApiCall`] holds the application state, the user the bearer token belongs to and the time of
//! the request by the application's clock, and runs a service call on the blocking pool with
//! what the use case needs besides its connection ([`Asked`]: the mail settings, who asks and
//! when). A handler then only parses its path and body and says how to answer.

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

use actix_web::dev::Payload;
use actix_web::http::StatusCode;
use actix_web::{FromRequest, HttpRequest, HttpResponse, web};
use chrono::NaiveDateTime;
use serde::Serialize;

use crate::db::DbConnection;
use crate::service::game_store::{self, StoredGame};
use crate::service::games::{self, GameError};
use crate::service::notify::MailSettings;
use crate::web::error::ApiError;
use crate::web::extract::{ApiUser, bearer_token};
use crate::web::state::AppState;

/// What an API handler answers.
pub type ApiResult = Result<HttpResponse, ApiError>;

/// 200 with `value` as JSON.
pub fn ok(value: impl Serialize) -> ApiResult {
    Ok(HttpResponse::Ok().json(value))
}

/// 201 with `value` as JSON.
pub fn created(value: impl Serialize) -> ApiResult {
    Ok(HttpResponse::build(StatusCode::CREATED).json(value))
}

/// A request of a signed-in user: the state, who asks and when.
pub struct ApiCall {
    /// The application state.
    pub state: web::Data<AppState>,
    /// Who asks.
    pub user: ApiUser,
    /// When, by the application's clock.
    pub now: NaiveDateTime,
}

/// What a use case called from the API gets besides its connection.
pub struct Asked {
    /// What message building needs (links, reply addresses).
    pub mail: Arc<MailSettings>,
    /// Who asks.
    pub user: ApiUser,
    /// When, by the application's clock.
    pub now: NaiveDateTime,
}

impl ApiCall {
    fn asked(&self) -> Asked {
        Asked {
            mail: self.state.mail.clone(),
            user: self.user.clone(),
            now: self.now,
        }
    }

    /// Runs a reading service call on the blocking pool with a pooled connection.
    pub async fn read<T, E, F>(&self, f: F) -> Result<T, ApiError>
    where
        T: Send + 'static,
        E: Into<ApiError>,
        F: FnOnce(&mut DbConnection, &Asked) -> Result<T, E> + Send + 'static,
    {
        let asked = self.asked();
        super::read(&self.state, move |conn| f(conn, &asked)).await
    }

    /// Runs a writing service call on the blocking pool, through the write gate.
    pub async fn write<T, E, F>(&self, f: F) -> Result<T, ApiError>
    where
        T: Send + 'static,
        E: Into<ApiError>,
        F: FnOnce(&mut DbConnection, &Asked) -> Result<T, E> + Send + 'static,
    {
        let asked = self.asked();
        super::write(&self.state, move |conn| f(conn, &asked)).await
    }

    /// Runs a quick, hot writing service call (a move, a draw action, a resignation) with
    /// group commit on SQLite ([`super::write_grouped`]).
    pub async fn write_grouped<T, E, F>(&self, f: F) -> Result<T, ApiError>
    where
        T: Send + 'static,
        E: Into<ApiError>,
        F: FnOnce(&mut DbConnection, &Asked) -> Result<T, E> + Send + 'static,
    {
        let asked = self.asked();
        super::write_grouped(&self.state, move |conn| f(conn, &asked)).await
    }
}

/// A quick, hot write of a signed-in user on one game (a move, a draw action, a resignation):
/// as [`ApiCall::write_grouped`] in a write transaction that starts by loading the game, but
/// the bearer token is checked where the write runs. On PostgreSQL the token's owner is read by
/// the game's own statement ([`games::load_for_token`]), on the write's connection and in its
/// trip to the blocking pool, so the token costs no round trip of its own. On SQLite the token
/// is read first on a reading connection, as [`ApiUser`] does, so that the one writer reads no
/// tokens. A request without a token is refused at once; one whose token is not valid is
/// refused (401) before anything is written, whether or not the game exists.
pub struct ApiWrite {
    state: web::Data<AppState>,
    token: String,
    now: NaiveDateTime,
}

impl ApiWrite {
    /// Loads game `id` and runs `f` on it as the token's user, as one write: with group commit
    /// on SQLite ([`super::write_grouped`]); on PostgreSQL as [`game_store::write`] makes it
    /// (one statement after the game's read when it can, else a transaction), so `f` may run
    /// twice; only the run whose writes were committed answers.
    pub async fn write_game<T, E, F>(self, id: i32, f: F) -> Result<T, ApiError>
    where
        T: Send + 'static,
        E: Into<ApiError>,
        F: Fn(&mut DbConnection, &Asked, StoredGame) -> Result<T, E> + Send + 'static,
    {
        let ApiWrite { state, token, now } = self;
        let mail = state.mail.clone();
        if state.pool.groups_writes() {
            let user = ApiUser::read(state.clone(), token).await?;
            let asked = Asked { mail, user, now };
            return super::write_grouped(&state, move |conn| {
                game_store::write(
                    conn,
                    |conn| Ok::<_, ApiError>(games::load(conn, id)?),
                    |conn, game| f(conn, &asked, game).map_err(Into::into),
                )
            })
            .await;
        }
        super::write_grouped(&state, move |conn| {
            game_store::write(
                conn,
                |conn| load_for_token(conn, id, &token),
                |conn, (user, game)| {
                    let asked = Asked {
                        mail: mail.clone(),
                        user,
                        now,
                    };
                    f(conn, &asked, game).map_err(Into::into)
                },
            )
        })
        .await
    }
}

/// Game `id` and the user `token` belongs to, read together; 401 when the token is not valid,
/// even for a game that does not exist (then read on its own).
fn load_for_token(
    conn: &mut DbConnection,
    id: i32,
    token: &str,
) -> Result<(ApiUser, StoredGame), ApiError> {
    match games::load_for_token(conn, id, token) {
        Ok((owner, game)) => Ok((ApiUser::of_owner(owner)?, game)),
        Err(GameError::GameNotFound(id)) => {
            ApiUser::of_token(conn, token)?;
            Err(GameError::GameNotFound(id).into())
        }
        Err(e) => Err(e.into()),
    }
}

impl FromRequest for ApiWrite {
    type Error = ApiError;
    type Future = std::future::Ready<Result<ApiWrite, ApiError>>;

    fn from_request(req: &HttpRequest, _payload: &mut Payload) -> Self::Future {
        std::future::ready((|| {
            let state = req
                .app_data::<web::Data<AppState>>()
                .cloned()
                .ok_or_else(|| ApiError::internal("no application state"))?;
            let token = bearer_token(req)?;
            let now = state.clock.now();
            Ok(ApiWrite { state, token, now })
        })())
    }
}

impl FromRequest for ApiCall {
    type Error = ApiError;
    type Future = Pin<Box<dyn Future<Output = Result<ApiCall, ApiError>>>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let state = req.app_data::<web::Data<AppState>>().cloned();
        let user = ApiUser::from_request(req, payload);
        Box::pin(async move {
            let state = state.ok_or_else(|| ApiError::internal("no application state"))?;
            let user = user.await?;
            let now = state.clock.now();
            Ok(ApiCall { state, user, now })
        })
    }
}

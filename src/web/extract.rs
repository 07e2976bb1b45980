//! Request extractors: who is asking. [`ApiUser`] reads `Authorization: Bearer <token>`.

use std::future::Future;
use std::pin::Pin;

use actix_web::http::StatusCode;
use actix_web::{FromRequest, HttpRequest, dev::Payload, web};

use crate::chess::Language;
use crate::db::DbConnection;
use crate::db::games::TokenOwnerRow;
use crate::domain::account::UserId;
use crate::service::accounts;
use crate::web::error::ApiError;
use crate::web::state::AppState;

/// The user a valid bearer token belongs to.
#[derive(Debug, Clone)]
pub struct ApiUser {
    /// Id.
    pub id: UserId,
    /// Username.
    pub username: String,
    /// The user's language for reading moves.
    pub language: Language,
}

fn unauthorized(message: &str) -> ApiError {
    ApiError::new(StatusCode::UNAUTHORIZED, "unauthorized", message)
}

impl ApiUser {
    /// The user `token` belongs to, read on `conn`; 401 when it belongs to nobody.
    pub fn of_token(conn: &mut DbConnection, token: &str) -> Result<ApiUser, ApiError> {
        let user = accounts::user_for_token(conn, token)?;
        ApiUser::of_owner(user.map(|u| TokenOwnerRow {
            id: u.id,
            username: u.username,
            language: u.language,
        }))
    }

    /// The user of a token's owner read elsewhere (with a game); 401 when the token belongs to
    /// nobody.
    pub fn of_owner(owner: Option<TokenOwnerRow>) -> Result<ApiUser, ApiError> {
        let TokenOwnerRow {
            id,
            username,
            language,
        } = owner.ok_or_else(|| {
            unauthorized("the API token is not valid; create a new one with POST /api/v1/tokens")
        })?;
        Ok(ApiUser {
            id: UserId(id),
            language: Language::from_code(&language).unwrap_or(Language::English),
            username,
        })
    }

    /// The user `token` belongs to, read on a pooled connection on the blocking pool.
    pub async fn read(state: web::Data<AppState>, token: String) -> Result<ApiUser, ApiError> {
        web::block(move || {
            let mut conn = state.pool.get()?;
            ApiUser::of_token(&mut conn, &token)
        })
        .await?
    }
}

/// The bearer token a request sends; 401 when it sends none.
pub fn bearer_token(req: &HttpRequest) -> Result<String, ApiError> {
    req.headers()
        .get("Authorization")
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.strip_prefix("Bearer "))
        .map(str::to_owned)
        .ok_or_else(|| {
            unauthorized(
                "send your API token as 'Authorization: Bearer <token>'; create one with POST /api/v1/tokens",
            )
        })
}

impl FromRequest for ApiUser {
    type Error = ApiError;
    type Future = Pin<Box<dyn Future<Output = Result<ApiUser, ApiError>>>>;

    fn from_request(req: &HttpRequest, _payload: &mut Payload) -> Self::Future {
        let token = bearer_token(req);
        let state = req.app_data::<web::Data<AppState>>().cloned();
        Box::pin(async move {
            let state = state.ok_or_else(|| ApiError::internal("no application state"))?;
            ApiUser::read(state, token?).await
        })
    }
}

/// The user of a bearer token when the request sends one, or nobody: for the endpoints that
/// visitors may read too. A token that is sent but not valid is refused as [`ApiUser`] refuses
/// it, rather than read as nobody.
#[derive(Debug, Clone)]
pub struct MaybeApiUser(pub Option<ApiUser>);

impl FromRequest for MaybeApiUser {
    type Error = ApiError;
    type Future = Pin<Box<dyn Future<Output = Result<MaybeApiUser, ApiError>>>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        if req.headers().get("Authorization").is_none() {
            return Box::pin(async { Ok(MaybeApiUser(None)) });
        }
        let user = ApiUser::from_request(req, payload);
        Box::pin(async move { Ok(MaybeApiUser(Some(user.await?))) })
    }
}

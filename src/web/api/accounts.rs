//! `POST /api/v1/accounts` and `POST /api/v1/tokens`.

use std::time::{Duration, Instant};

use actix_web::http::{StatusCode, header};
use actix_web::{HttpRequest, HttpResponse, ResponseError, web};
use serde::{Deserialize, Serialize};

use crate::service::accounts::{self, Registration};
use crate::service::sign_in::{self, SignInError};
use crate::web::AppState;
use crate::web::client_address::client_address;
use crate::web::error::ApiError;

/// Body of `POST /api/v1/accounts`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RegisterBody {
    username: String,
    email: String,
    password: String,
}

#[derive(Serialize)]
struct Registered {
    id: i32,
    username: String,
}

/// Creates an account: 201 `{id, username}`.
pub async fn register(
    state: web::Data<AppState>,
    body: web::Json<RegisterBody>,
) -> Result<HttpResponse, ApiError> {
    let pool = state.pool.clone();
    let now = chrono::Utc::now().naive_utc();
    let body = body.into_inner();
    let id = web::block(move || -> Result<_, ApiError> {
        let mut conn = pool.get()?;
        let form = Registration {
            username: &body.username,
            email: &body.email,
            password: &body.password,
        };
        let id = accounts::register(&mut conn, &form, now)?;
        Ok((id, body.username.trim().to_owned()))
    })
    .await??;
    Ok(HttpResponse::Created().json(Registered {
        id: id.0.0,
        username: id.1,
    }))
}

/// Body of `POST /api/v1/tokens`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TokenBody {
    username: String,
    password: String,
    #[serde(default)]
    label: Option<String>,
}

#[derive(Serialize)]
struct Token {
    token: String,
}

/// Issues a personal API token: 201 `{token}`; 401 on a wrong username or password; 429
/// `too_many_attempts` with `Retry-After` while the sign-in throttle holds the account or the
/// client address back (the same throttle as the web login: [`sign_in`]).
pub async fn create_token(
    state: web::Data<AppState>,
    req: HttpRequest,
    body: web::Json<TokenBody>,
) -> Result<HttpResponse, ApiError> {
    let pool = state.pool.clone();
    let throttle = state.throttle.clone();
    let now = (chrono::Utc::now().naive_utc(), Instant::now());
    let body = body.into_inner();
    let label = body.label.unwrap_or_else(|| "API".to_owned());
    let attempt = sign_in::Attempt {
        username: body.username,
        password: body.password,
        client: sign_in::Client {
            address: client_address(&req, &state.config.trusted_proxies),
            known_device: None,
        },
    };
    let result = web::block(move || -> Result<_, ApiError> {
        let mut conn = pool.get()?;
        match sign_in::create_token(&mut conn, &throttle, &attempt, &label, now) {
            Ok((_, token)) => Ok(Ok(token)),
            Err(SignInError::Throttled { wait }) => Ok(Err(wait)),
            Err(SignInError::Account(e)) => Err(e.into()),
        }
    })
    .await??;
    match result {
        Ok(token) => Ok(HttpResponse::Created().json(Token { token })),
        Err(wait) => Ok(too_many_attempts(wait)),
    }
}

/// 429 with the JSON error contract and `Retry-After` in seconds.
fn too_many_attempts(wait: Duration) -> HttpResponse {
    let seconds = wait.as_secs().max(1);
    let error = ApiError::new(
        StatusCode::TOO_MANY_REQUESTS,
        "too_many_attempts",
        SignInError::Throttled { wait }.to_string(),
    );
    let mut response = error.error_response();
    response
        .headers_mut()
        .insert(header::RETRY_AFTER, header::HeaderValue::from(seconds));
    response
}

//! Accounts in the JSON API: `POST /api/v1/accounts` (sign-up, which mails a confirmation
//! link as the web form does), `POST /api/v1/tokens`, `GET /api/v1/account` (who the token
//! belongs to) and `POST /api/v1/account/verification` (another confirmation link, throttled
//! like the account page's).

use std::time::{Duration, Instant};

use actix_web::http::{StatusCode, header};
use actix_web::{HttpRequest, HttpResponse, ResponseError, web};
use chrono::NaiveDateTime;
use serde::{Deserialize, Serialize};

use crate::chess::Language;
use crate::service::accounts::{self, Registration};
use crate::service::email_links;
use crate::service::sign_in::{self, SignInError};
use crate::web::client_address::client_address;
use crate::web::error::ApiError;
use crate::web::state::AppState;

use super::{ApiCall, ApiResult};

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

/// Creates an account and mails the confirmation link: 201 `{id, username}`.
pub async fn register(
    state: web::Data<AppState>,
    body: web::Json<RegisterBody>,
) -> Result<HttpResponse, ApiError> {
    let now = state.clock.now();
    let body = body.into_inner();
    let mail = state.mail.clone();
    let sender = state.config.mail_from.clone();
    let link = super::write(&state, move |conn| {
        let form = Registration {
            username: &body.username,
            email: &body.email,
            password: &body.password,
        };
        email_links::sign_up(conn, &mail, &form, Language::English, &[&sender], now)
    })
    .await?;
    Ok(HttpResponse::Created().json(Registered {
        id: link.user.id,
        username: link.user.username,
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
    let now = (state.clock.now(), Instant::now());
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

/// The caller's account, as `GET /api/v1/account` shows it.
#[derive(Debug, Serialize)]
struct AccountView {
    id: i32,
    username: String,
    email: String,
    email_verified: bool,
    #[serde(serialize_with = "crate::service::rfc3339::option")]
    email_verified_at: Option<NaiveDateTime>,
    language: String,
    time_zone: String,
    /// Whether the game page asks for confirmation before a move is sent.
    confirm_moves: bool,
    role: String,
    #[serde(serialize_with = "crate::service::rfc3339::serialize")]
    created_at: NaiveDateTime,
}

/// `GET /api/v1/account` → the account the token belongs to.
pub async fn show(call: ApiCall) -> ApiResult {
    let found = call
        .read(move |conn, a| accounts::find_user(conn, a.user.id))
        .await?;
    let user = found.ok_or_else(|| {
        ApiError::new(
            StatusCode::UNAUTHORIZED,
            "unauthorized",
            "the account of this token does not exist any more",
        )
    })?;
    Ok(HttpResponse::Ok().json(AccountView {
        id: user.id,
        username: user.username,
        email: user.email,
        email_verified: user.email_verified_at.is_some(),
        email_verified_at: user.email_verified_at,
        language: user.language,
        time_zone: user.time_zone,
        confirm_moves: user.confirm_moves,
        role: user.role,
        created_at: user.created_at,
    }))
}

#[derive(Serialize)]
struct LinkSent {
    email: String,
}

/// `POST /api/v1/account/verification` → 202 `{email}`: a new confirmation link is mailed;
/// 409 `already_confirmed`; 429 `too_many_requests` with `Retry-After` when one was sent a
/// short while ago.
pub async fn resend_verification(call: ApiCall) -> ApiResult {
    let link = call
        .write(move |conn, a| email_links::resend_verification(conn, &a.mail, a.user.id, a.now))
        .await?;
    Ok(HttpResponse::Accepted().json(LinkSent {
        email: link.user.email,
    }))
}

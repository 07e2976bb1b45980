//! `POST /api/v1/accounts` and `POST /api/v1/tokens`.

use actix_web::{HttpResponse, web};
use serde::{Deserialize, Serialize};

use crate::service::accounts::{self, Registration};
use crate::web::AppState;
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
    let sender = state.config.mail_from.clone();
    let id = web::block(move || -> Result<_, ApiError> {
        let mut conn = pool.get()?;
        let form = Registration {
            username: &body.username,
            email: &body.email,
            password: &body.password,
        };
        let english = crate::chess::Language::English;
        let id = accounts::register_reserving(&mut conn, &form, english, &[&sender], now)?;
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

/// Issues a personal API token: 201 `{token}`; 401 on a wrong username or password.
pub async fn create_token(
    state: web::Data<AppState>,
    body: web::Json<TokenBody>,
) -> Result<HttpResponse, ApiError> {
    let pool = state.pool.clone();
    let now = chrono::Utc::now().naive_utc();
    let body = body.into_inner();
    let label = body.label.unwrap_or_else(|| "API".to_owned());
    let (_, token) = web::block(move || -> Result<_, ApiError> {
        let mut conn = pool.get()?;
        Ok(accounts::create_token(
            &mut conn,
            &body.username,
            &body.password,
            &label,
            now,
        )?)
    })
    .await??;
    Ok(HttpResponse::Created().json(Token { token }))
}

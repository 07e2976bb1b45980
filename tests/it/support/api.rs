//! Driving the JSON API in-process (on a `TestApp` service): requests with a token, players and
//! games made through the API.

use actix_web::dev::{Service, ServiceResponse};
use actix_web::http::StatusCode;
use actix_web::test;
use serde_json::{Value, json};

/// Sends a request; `body` None means GET.
pub async fn call(
    app: &impl Service<actix_http::Request, Response = ServiceResponse, Error = actix_web::Error>,
    path: &str,
    token: Option<&str>,
    body: Option<Value>,
) -> (StatusCode, Value) {
    let mut req = match body {
        Some(body) => test::TestRequest::post().uri(path).set_json(body),
        None => test::TestRequest::get().uri(path),
    };
    if let Some(token) = token {
        req = req.insert_header(("Authorization", format!("Bearer {token}")));
    }
    let resp = test::call_service(app, req.to_request()).await;
    let status = resp.status();
    let bytes = test::read_body(resp).await;
    let value = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
    (status, value)
}

/// Registers a player and returns their token.
pub async fn player(
    app: &impl Service<actix_http::Request, Response = ServiceResponse, Error = actix_web::Error>,
    name: &str,
) -> String {
    let account = json!({"username": name, "email": format!("{name}@example.org"), "password": "long enough"});
    let (status, body) = call(app, "/api/v1/accounts", None, Some(account)).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let login = json!({"username": name, "password": "long enough"});
    let (status, body) = call(app, "/api/v1/tokens", None, Some(login)).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    body["token"].as_str().unwrap().to_owned()
}

/// `white` (a token) challenges `black` (a username, token `black_token`) with White and
/// `time_control`, and `black` accepts; returns the game's id.
pub async fn start_game(
    app: &impl Service<actix_http::Request, Response = ServiceResponse, Error = actix_web::Error>,
    white: &str,
    (black, black_token): (&str, &str),
    time_control: &str,
) -> i64 {
    let terms = json!({"opponent": black, "color": "white", "time_control": time_control});
    let (status, made) = call(app, "/api/v1/challenges", Some(white), Some(terms)).await;
    assert_eq!(status, StatusCode::CREATED, "{made}");
    let accept = format!("/api/v1/challenges/{}/accept", made["id"]);
    let (status, game) = call(app, &accept, Some(black_token), Some(json!({}))).await;
    assert_eq!(status, StatusCode::CREATED, "{game}");
    game["game_id"].as_i64().unwrap()
}

/// Sends a request with any method; `body` None sends no body.
pub async fn call_with(
    app: &impl Service<actix_http::Request, Response = ServiceResponse, Error = actix_web::Error>,
    method: actix_web::http::Method,
    path: &str,
    token: Option<&str>,
    body: Option<Value>,
) -> (StatusCode, Value) {
    let mut req = test::TestRequest::default().method(method).uri(path);
    if let Some(body) = body {
        req = req.set_json(body);
    }
    if let Some(token) = token {
        req = req.insert_header(("Authorization", format!("Bearer {token}")));
    }
    let resp = test::call_service(app, req.to_request()).await;
    let status = resp.status();
    let bytes = test::read_body(resp).await;
    (
        status,
        serde_json::from_slice(&bytes).unwrap_or(Value::Null),
    )
}

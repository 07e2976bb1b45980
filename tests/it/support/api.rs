//! Driving the JSON API in-process: an app on a fresh database, and requests with a token.

use actix_web::dev::{Service, ServiceResponse};
use actix_web::http::StatusCode;
use actix_web::{App, test, web};
use kingpost::config::{Config, Settings};
use kingpost::db::{self, DatabaseUrl};
use kingpost::web::{AppState, routes};
use serde_json::{Value, json};

/// The application state on a migrated database.
pub fn state(url: DatabaseUrl) -> AppState {
    let pool = db::connect(&url, 8).unwrap();
    db::migrate(&mut pool.get().unwrap()).unwrap();
    let config = Config {
        database: url,
        ..Config::load(Settings::default()).unwrap()
    };
    AppState { config, pool }
}

/// The app as a test service.
pub async fn app(
    url: DatabaseUrl,
) -> impl Service<actix_http::Request, Response = ServiceResponse, Error = actix_web::Error> {
    test::init_service(
        App::new()
            .app_data(web::Data::new(state(url)))
            .configure(routes),
    )
    .await
}

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

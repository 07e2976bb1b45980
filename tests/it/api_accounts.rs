//! `POST /api/v1/accounts` and `POST /api/v1/tokens` on every backend, in-process.

use actix_web::http::StatusCode;
use actix_web::test;
use kingpost::service::accounts;
use serde_json::{Value, json};

use crate::support::{TestApp, fresh_databases};

async fn post(
    app: &impl actix_web::dev::Service<
        actix_http::Request,
        Response = actix_web::dev::ServiceResponse,
        Error = actix_web::Error,
    >,
    path: &str,
    body: Value,
) -> (StatusCode, Value) {
    let req = test::TestRequest::post()
        .uri(path)
        .set_json(body)
        .to_request();
    let resp = test::call_service(app, req).await;
    let status = resp.status();
    let body: Value = test::read_body_json(resp).await;
    (status, body)
}

#[actix_web::test]
async fn register_then_get_a_token_that_identifies_the_user() {
    for url in fresh_databases("api-accounts") {
        let state = TestApp::on(url.clone());
        let pool = state.pool.clone();
        let app = state.service().await;
        let account =
            json!({"username": "Alice", "email": "alice@example.org", "password": "correct horse"});
        let (status, body) = post(&app, "/api/v1/accounts", account).await;
        assert_eq!(status, StatusCode::CREATED, "{url}: {body}");
        assert_eq!(body["username"], "Alice");

        let login = json!({"username": "alice", "password": "correct horse"});
        let (status, body) = post(&app, "/api/v1/tokens", login).await;
        assert_eq!(status, StatusCode::CREATED, "{url}: {body}");
        let token = body["token"].as_str().unwrap().to_owned();
        assert!(token.starts_with("kp_") && token.len() == 67, "{token}");
        let user = accounts::user_for_token(&mut pool.get().unwrap(), &token)
            .unwrap()
            .unwrap();
        assert_eq!(user.username, "Alice");
        assert!(
            user.password_hash
                .starts_with("$argon2id$v=19$m=19456,t=2,p=1$")
        );
        assert!(
            accounts::user_for_token(&mut pool.get().unwrap(), "kp_nope")
                .unwrap()
                .is_none()
        );
    }
}

#[actix_web::test]
async fn account_errors_have_codes_and_helpful_messages() {
    for url in fresh_databases("api-errors") {
        let app = TestApp::on(url.clone()).service().await;
        let ok = json!({"username": "bob", "email": "bob@example.org", "password": "long enough"});
        assert_eq!(
            post(&app, "/api/v1/accounts", ok).await.0,
            StatusCode::CREATED
        );

        let cases = [
            (
                json!({"username": "BOB", "email": "b@example.org", "password": "long enough"}),
                StatusCode::CONFLICT,
                "username_taken",
                "the username 'BOB' is taken; please choose another",
            ),
            (
                json!({"username": "x", "email": "x@example.org", "password": "long enough"}),
                StatusCode::UNPROCESSABLE_ENTITY,
                "invalid_account",
                "the username 'x' is not allowed: use 3 to 24 letters, digits, '_' or '-', starting with a letter or digit",
            ),
            (
                json!({"username": "carol", "email": "carol", "password": "long enough"}),
                StatusCode::UNPROCESSABLE_ENTITY,
                "invalid_account",
                "'carol' is not an email address; it should look like name@example.org",
            ),
            (
                json!({"username": "carol", "email": "carol@example.org"}),
                StatusCode::BAD_REQUEST,
                "invalid_json",
                "",
            ),
        ];
        for (body, status, code, message) in cases {
            let (got_status, got) = post(&app, "/api/v1/accounts", body).await;
            assert_eq!(got_status, status, "{url}: {got}");
            assert_eq!(got["error"]["code"], code, "{url}: {got}");
            let text = got["error"]["message"].as_str().unwrap();
            assert!(text.starts_with(message), "{url}: {text}");
        }
        let (status, got) = post(
            &app,
            "/api/v1/tokens",
            json!({"username": "bob", "password": "wrong one"}),
        )
        .await;
        assert_eq!(status, StatusCode::UNAUTHORIZED);
        assert_eq!(got["error"]["code"], "wrong_credentials");
        let (status, _) = post(
            &app,
            "/api/v1/tokens",
            json!({"username": "nobody", "password": "wrong one"}),
        )
        .await;
        assert_eq!(status, StatusCode::UNAUTHORIZED);
    }
}

#[actix_web::test]
async fn oversized_bodies_are_refused() {
    let url = crate::support::fresh_sqlite("api-big");
    let app = TestApp::on(url).service().await;
    let huge = "x".repeat(100 * 1024);
    let (status, body) = post(
        &app,
        "/api/v1/accounts",
        json!({"username": huge, "email": "a@b.org", "password": "p"}),
    )
    .await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(body["error"]["code"], "payload_too_large");
}

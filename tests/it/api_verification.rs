//! Address verification through the JSON API: `POST /api/v1/accounts` mails a confirmation link
//! as the web sign-up does, and `POST /api/v1/account/verification` asks for another one,
//! throttled like the web's resend (one door, one service function). Both databases.

use actix_web::http::StatusCode;
use actix_web::test;
use chrono::{Duration, Utc};
use diesel::prelude::*;
use kingpost::db::schema::{email_tokens, outbox};
use serde_json::json;

use crate::support::api::call;
use crate::support::pages::{Browser, mailed_link};
use crate::support::{TestApp, fresh_databases};

/// Moves every verification link and the mail that carried it `minutes` into the past, as if
/// that much time had gone by since they were sent.
fn age_links(state: &kingpost::web::AppState, minutes: i64) {
    let mut conn = state.pool.get_for_write().unwrap();
    let then = Utc::now().naive_utc() - Duration::minutes(minutes);
    diesel::update(email_tokens::table)
        .set(email_tokens::created_at.eq(then))
        .execute(&mut *conn)
        .unwrap();
    diesel::update(outbox::table)
        .set(outbox::created_at.eq(then))
        .execute(&mut *conn)
        .unwrap();
}

fn verify_mails(state: &TestApp) -> usize {
    state
        .outbox()
        .iter()
        .filter(|r| r.kind == "verify-email")
        .count()
}

#[actix_web::test]
async fn an_api_sign_up_mails_a_link_that_confirms_the_address() {
    for url in fresh_databases("api-verify") {
        let state = TestApp::on(url.clone());
        let app = state.service().await;
        let account =
            json!({"username": "vera", "email": "vera@example.org", "password": "long enough"});
        let (status, body) = call(&app, "/api/v1/accounts", None, Some(account)).await;
        assert_eq!(status, StatusCode::CREATED, "{url}: {body}");
        assert_eq!(verify_mails(&state), 1, "{url}: one confirmation mail");
        state.deliver();
        let link = mailed_link(&state.config.data_dir, "vera@example.org", "verify");

        let login = json!({"username": "vera", "password": "long enough"});
        let (_, body) = call(&app, "/api/v1/tokens", None, Some(login)).await;
        let token = body["token"].as_str().unwrap().to_owned();
        let (status, body) = call(&app, "/api/v1/account", Some(&token), None).await;
        assert_eq!(status, StatusCode::OK, "{url}: {body}");
        assert_eq!(body["email_verified"], false, "{url}: {body}");

        let reply = Browser::default().get(&app, &link).await;
        assert!(reply.status.is_redirection(), "{url}: {reply:?}");
        let (_, body) = call(&app, "/api/v1/account", Some(&token), None).await;
        assert_eq!(body["email_verified"], true, "{url}: {body}");

        let (status, body) = call(
            &app,
            "/api/v1/account/verification",
            Some(&token),
            Some(json!({})),
        )
        .await;
        assert_eq!(status, StatusCode::CONFLICT, "{url}: {body}");
        assert_eq!(body["error"]["code"], "already_confirmed", "{url}: {body}");
        assert_eq!(verify_mails(&state), 1, "{url}: nothing more was sent");
    }
}

#[actix_web::test]
async fn asking_again_for_a_link_is_throttled_with_retry_after() {
    for url in fresh_databases("api-verify-again") {
        let state = TestApp::on(url.clone());
        let app = state.service().await;
        let token = crate::support::api::player(&app, "walt").await;
        assert_eq!(verify_mails(&state), 1, "{url}");

        // Right after sign-up: too soon, with the JSON contract and Retry-After.
        let req = test::TestRequest::post()
            .uri("/api/v1/account/verification")
            .insert_header(("Authorization", format!("Bearer {token}")))
            .to_request();
        let resp = test::call_service(&app, req).await;
        assert_eq!(resp.status(), StatusCode::TOO_MANY_REQUESTS, "{url}");
        let wait: u64 = resp
            .headers()
            .get("Retry-After")
            .expect("a Retry-After header")
            .to_str()
            .unwrap()
            .parse()
            .unwrap();
        assert!(wait > 0 && wait <= 5 * 60, "{url}: {wait}");
        let body: serde_json::Value = test::read_body_json(resp).await;
        assert_eq!(body["error"]["code"], "too_many_requests", "{url}: {body}");
        assert_eq!(
            verify_mails(&state),
            1,
            "{url}: nothing sent when throttled"
        );

        // Some minutes later: a new link is sent.
        age_links(&state, 6);
        let (status, body) = call(
            &app,
            "/api/v1/account/verification",
            Some(&token),
            Some(json!({})),
        )
        .await;
        assert_eq!(status, StatusCode::ACCEPTED, "{url}: {body}");
        assert_eq!(body["email"], "walt@example.org", "{url}: {body}");
        assert_eq!(verify_mails(&state), 2, "{url}");

        // The web's resend shares the throttle: right after, it sends nothing.
        let mut browser = Browser::default();
        browser.login(&app, "walt", "long enough").await;
        let reply = browser
            .submit(&app, "/account", "/account/verify", &[])
            .await;
        assert!(reply.status.is_redirection(), "{url}: {reply:?}");
        assert_eq!(
            verify_mails(&state),
            2,
            "{url}: the web resend is throttled too"
        );

        // At most a handful a day, however long each wait.
        for _ in 0..10 {
            age_links(&state, 6);
            call(&app, "/api/v1/account/verification", Some(&token), None).await;
        }
        assert!(verify_mails(&state) <= 5, "{url}: {}", verify_mails(&state));
    }
}

#[actix_web::test]
async fn asking_for_a_link_needs_a_token() {
    let app = TestApp::on(crate::support::fresh_sqlite("api-verify-anon"))
        .service()
        .await;
    let (status, body) = call(&app, "/api/v1/account/verification", None, Some(json!({}))).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "{body}");
    assert_eq!(body["error"]["code"], "unauthorized");
}

//! The JSON error contract holds for every error under `/api/v1`, including those no handler
//! sees (wrong method, bad ids in the address, bad query strings, wrong content type, malformed
//! or oversized bodies), and every list pages with `page` and `limit`.

use actix_web::http::{Method, StatusCode, header};
use actix_web::test;
use serde_json::{Value, json};

use crate::support::api::{call, player};
use crate::support::{App, TestApp};

/// Sends a raw request; returns status, the `Allow` header and the body as JSON (null if not).
async fn raw(
    app: &impl App,
    method: Method,
    path: &str,
    token: Option<&str>,
    content_type: Option<&str>,
    body: &[u8],
) -> (StatusCode, Option<String>, Value) {
    let mut req = test::TestRequest::default()
        .method(method)
        .uri(path)
        .set_payload(body.to_vec());
    if let Some(token) = token {
        req = req.insert_header(("Authorization", format!("Bearer {token}")));
    }
    if let Some(content_type) = content_type {
        req = req.insert_header((header::CONTENT_TYPE, content_type));
    }
    let resp = test::call_service(app, req.to_request()).await;
    let status = resp.status();
    let allow = resp
        .headers()
        .get(header::ALLOW)
        .map(|v| v.to_str().unwrap().to_owned());
    let json = resp
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|v| v.to_str().unwrap().starts_with("application/json"));
    let bytes = test::read_body(resp).await;
    assert!(json || status.is_success(), "{path}: not JSON: {bytes:?}");
    (
        status,
        allow,
        serde_json::from_slice(&bytes).unwrap_or(Value::Null),
    )
}

fn assert_error(got: &(StatusCode, Option<String>, Value), status: StatusCode, code: &str) {
    let (got_status, _, body) = got;
    assert_eq!(*got_status, status, "{body}");
    assert_eq!(body["error"]["code"], code, "{body}");
    assert!(
        body["error"]["message"]
            .as_str()
            .is_some_and(|m| !m.is_empty()),
        "{body}"
    );
}

#[actix_web::test]
async fn a_wrong_method_answers_405_with_allow() {
    let app = TestApp::on(crate::support::fresh_sqlite("api-405"))
        .service()
        .await;
    let token = player(&app, "mona").await;
    let cases = [
        (Method::DELETE, "/api/v1/games/1", "GET"),
        (Method::GET, "/api/v1/leave/1", "PUT, DELETE"),
        (Method::GET, "/api/v1/accounts", "POST"),
        (Method::PATCH, "/api/v1/leave", "GET, POST"),
        (Method::POST, "/api/v1/games/1/conditionals", "GET, PUT"),
        (Method::PUT, "/api/v1/openapi.json", "GET"),
    ];
    for (method, path, allow) in cases {
        let got = raw(&app, method, path, Some(&token), None, b"").await;
        assert_error(&got, StatusCode::METHOD_NOT_ALLOWED, "method_not_allowed");
        assert_eq!(got.1.as_deref(), Some(allow), "{path}");
    }
    let unknown = raw(&app, Method::GET, "/api/v1/nothing/here", None, None, b"").await;
    assert_error(&unknown, StatusCode::NOT_FOUND, "not_found");
}

#[actix_web::test]
async fn ids_that_are_not_ids_answer_404_in_the_contract() {
    let app = TestApp::on(crate::support::fresh_sqlite("api-ids"))
        .service()
        .await;
    let token = player(&app, "nils").await;
    for path in [
        "/api/v1/games/abc",
        "/api/v1/games/99999999999999",
        "/api/v1/games/-1/pgn",
        "/api/v1/events/1e3",
        "/api/v1/games/0",
        "/api/v1/games/2147483647",
        "/api/v1/users/nobody-here/rating",
    ] {
        let got = raw(&app, Method::GET, path, Some(&token), None, b"").await;
        assert_error(&got, StatusCode::NOT_FOUND, "not_found");
    }
    let got = raw(
        &app,
        Method::POST,
        "/api/v1/challenges/99999999999/accept",
        Some(&token),
        None,
        b"",
    )
    .await;
    assert_error(&got, StatusCode::NOT_FOUND, "not_found");
}

#[actix_web::test]
async fn bad_query_strings_answer_400_invalid_query() {
    let app = TestApp::on(crate::support::fresh_sqlite("api-query"))
        .service()
        .await;
    let token = player(&app, "olaf").await;
    for path in [
        "/api/v1/games?page=abc",
        "/api/v1/games?page=0",
        "/api/v1/games?limit=0",
        "/api/v1/games?limit=100000",
        "/api/v1/games?limit=-5",
        "/api/v1/games?status=sleeping",
        "/api/v1/events?page=99999999999999999999",
        "/api/v1/users/olaf/rating?limit=x",
    ] {
        let got = raw(&app, Method::GET, path, Some(&token), None, b"").await;
        assert_error(&got, StatusCode::BAD_REQUEST, "invalid_query");
    }
}

#[actix_web::test]
async fn bodies_that_are_not_the_json_expected_are_refused_in_the_contract() {
    let app = TestApp::on(crate::support::fresh_sqlite("api-bodies"))
        .service()
        .await;
    let token = player(&app, "pete").await;
    let account =
        br#"{"username": "quin", "email": "quin@example.org", "password": "long enough"}"#;
    let path = "/api/v1/accounts";
    let plain = raw(&app, Method::POST, path, None, Some("text/plain"), account).await;
    assert_error(
        &plain,
        StatusCode::UNSUPPORTED_MEDIA_TYPE,
        "unsupported_media_type",
    );
    let missing = raw(&app, Method::POST, path, None, None, account).await;
    assert_error(
        &missing,
        StatusCode::UNSUPPORTED_MEDIA_TYPE,
        "unsupported_media_type",
    );
    let broken = raw(
        &app,
        Method::POST,
        path,
        None,
        Some("application/json"),
        b"{\"user",
    )
    .await;
    assert_error(&broken, StatusCode::BAD_REQUEST, "invalid_json");
    let wrong = raw(
        &app,
        Method::POST,
        path,
        None,
        Some("application/json"),
        b"[1, 2]",
    )
    .await;
    assert_error(&wrong, StatusCode::BAD_REQUEST, "invalid_json");

    let huge = vec![b'x'; 200 * 1024];
    let big = raw(
        &app,
        Method::POST,
        path,
        None,
        Some("application/json"),
        &huge,
    )
    .await;
    assert_error(&big, StatusCode::PAYLOAD_TOO_LARGE, "payload_too_large");
    let conditionals = "/api/v1/games/1/conditionals";
    let big = raw(
        &app,
        Method::PUT,
        conditionals,
        Some(&token),
        Some("text/plain"),
        &huge,
    )
    .await;
    assert_error(&big, StatusCode::PAYLOAD_TOO_LARGE, "payload_too_large");
    let no_token = raw(
        &app,
        Method::GET,
        "/api/v1/games",
        Some("kp_nope"),
        None,
        b"",
    )
    .await;
    assert_error(&no_token, StatusCode::UNAUTHORIZED, "unauthorized");
}

#[actix_web::test]
async fn lists_page_with_page_and_limit() {
    let app = TestApp::on(crate::support::fresh_sqlite("api-paging"))
        .service()
        .await;
    let rosa = player(&app, "rosa").await;
    let sven = player(&app, "sven").await;
    let mut ids = Vec::new();
    for _ in 0..3 {
        let challenge = json!({"opponent": "sven", "time_control": "10/50"});
        let (_, made) = call(&app, "/api/v1/challenges", Some(&rosa), Some(challenge)).await;
        let accept = format!("/api/v1/challenges/{}/accept", made["id"]);
        let (_, game) = call(&app, &accept, Some(&sven), Some(json!({}))).await;
        ids.push(game["game_id"].as_i64().unwrap());
    }
    let page = |n: u32| format!("/api/v1/games?limit=2&page={n}");
    let ids_of = |v: &Value| -> Vec<i64> {
        v.as_array()
            .unwrap()
            .iter()
            .map(|g| g["id"].as_i64().unwrap())
            .collect()
    };
    let (_, first) = call(&app, &page(1), Some(&rosa), None).await;
    let (_, second) = call(&app, &page(2), Some(&rosa), None).await;
    let (_, third) = call(&app, &page(3), Some(&rosa), None).await;
    let mut seen = [ids_of(&first), ids_of(&second)].concat();
    assert_eq!(ids_of(&first).len(), 2);
    assert_eq!(ids_of(&third), Vec::<i64>::new());
    seen.sort_unstable();
    assert_eq!(seen, ids, "every game once, over the pages");
    let (_, all) = call(&app, "/api/v1/games", Some(&rosa), None).await;
    assert_eq!(ids_of(&all).len(), 3, "the default limit holds them all");
    let (status, events) = call(&app, "/api/v1/events?page=2&limit=1", Some(&rosa), None).await;
    assert_eq!((status, events), (StatusCode::OK, json!([])));
}

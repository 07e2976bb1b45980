//! Security of the pages, in-process: forms without the session's CSRF token are refused with
//! a clear page, forged or tampered session cookies count as logged out, what people type is
//! escaped, failed logins are throttled, and cookies are Secure behind https.

use actix_web::http::StatusCode;

use crate::support::TestApp;
use crate::support::pages::{Browser, PASSWORD};

#[actix_web::test]
async fn forms_without_the_session_token_are_refused_with_a_clear_page() {
    let state = TestApp::on(crate::support::fresh_sqlite("pages-csrf"));
    let app = state.service().await;
    let mut eve = Browser::default();
    let login = [("username", "eve"), ("password", PASSWORD)];
    let reply = eve.post_raw(&app, "/login", &login).await;
    assert_eq!(reply.status, StatusCode::FORBIDDEN);
    assert!(
        reply.body.contains("This form has expired"),
        "{}",
        reply.body
    );
    assert!(reply.body.contains("Nothing was changed"));

    eve.register(&app, "eve").await;
    let paths = [
        "/logout",
        "/register",
        "/login",
        "/forgot-password",
        "/reset-password/x",
        "/account/verify",
        "/account/password",
        "/account/tokens",
        "/account/tokens/1/delete",
        "/settings",
        "/challenges",
        "/challenges/1/accept",
        "/challenges/1/decline",
        "/games/1/move",
        "/games/1/draw",
        "/games/1/resign",
    ];
    for path in paths {
        let missing = eve.post_raw(&app, path, &[("move", "e4")]).await;
        assert_eq!(
            missing.status,
            StatusCode::FORBIDDEN,
            "{path} without a token"
        );
        let wrong = eve
            .post_raw(&app, path, &[("csrf", "0123456789abcdef"), ("move", "e4")])
            .await;
        assert_eq!(
            wrong.status,
            StatusCode::FORBIDDEN,
            "{path} with a wrong token"
        );
    }
    assert!(
        eve.get(&app, "/account").await.status.is_success(),
        "still logged in"
    );
}

#[actix_web::test]
async fn a_forged_or_tampered_session_cookie_counts_as_logged_out() {
    let state = TestApp::on(crate::support::fresh_sqlite("pages-cookie"));
    let app = state.service().await;
    let mut mallory = Browser::default();
    mallory.register(&app, "mallory").await;
    assert!(mallory.get(&app, "/account").await.status.is_success());
    let genuine = mallory.cookie.clone().unwrap();
    let mut bytes = genuine.into_bytes();
    let middle = bytes.len() / 2;
    bytes[middle] = if bytes[middle] == b'A' { b'B' } else { b'A' };
    let mut tampered = Browser {
        cookie: Some(String::from_utf8(bytes).unwrap()),
        ..Browser::default()
    };
    let reply = tampered.get(&app, "/account").await;
    assert_eq!(reply.status, StatusCode::SEE_OTHER);
    assert_eq!(reply.location.as_deref(), Some("/login?next=%2Faccount"));
    let mut forged = Browser {
        cookie: Some("{\"uid\":\"1\"}".into()),
        ..Browser::default()
    };
    let home = forged.get(&app, "/").await;
    assert!(
        home.body.contains("Correspondence chess, your way"),
        "visitors see the start page"
    );
}

#[actix_web::test]
async fn what_people_type_is_escaped() {
    let state = TestApp::on(crate::support::fresh_sqlite("pages-escape"));
    let app = state.service().await;
    let mut x = Browser::default();
    let fields = [
        ("username", "<script>alert(1)</script>"),
        ("email", "\"><img src=x>@example.org"),
        ("password", PASSWORD),
    ];
    let reply = x.submit(&app, "/register", "/register", &fields).await;
    assert_eq!(reply.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        !reply.body.contains("<script>alert(1)</script>"),
        "{}",
        reply.body
    );
    assert!(
        reply
            .body
            .contains("&#60;script&#62;alert(1)&#60;/script&#62;")
            || reply.body.contains("&lt;script&gt;"),
        "{}",
        reply.body
    );
    assert!(!reply.body.contains("\"><img src=x>"));

    x.register(&app, "xavier").await;
    let terms = [("opponent", "<b>bold</b>"), ("time_control", "10/50")];
    let reply = x
        .submit(&app, "/challenges/new", "/challenges", &terms)
        .await;
    assert_eq!(reply.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        reply.body.contains("there is no player called"),
        "{}",
        reply.body
    );
    assert!(!reply.body.contains("<b>bold</b>"));
    let token = x
        .submit(
            &app,
            "/account",
            "/account/tokens",
            &[("label", "<i>phone</i>")],
        )
        .await;
    assert!(!token.body.contains("<i>phone</i>") && token.body.contains("phone"));
}

#[actix_web::test]
async fn failed_logins_are_throttled_with_a_time_to_come_back() {
    let state = TestApp::on(crate::support::fresh_sqlite("pages-throttle"));
    let app = state.service().await;
    let mut owner = Browser::default();
    owner.register(&app, "olga").await;
    let mut guesser = Browser::default();
    for guess in 0..5 {
        let reply = guesser
            .login(&app, "olga", &format!("guess number {guess}"))
            .await;
        assert_eq!(reply.status, StatusCode::UNAUTHORIZED, "{}", reply.body);
        assert!(reply.body.contains("Wrong username or password."));
    }
    let reply = guesser.login(&app, "OLGA", PASSWORD).await;
    assert_eq!(reply.status, StatusCode::TOO_MANY_REQUESTS);
    assert!(
        reply.body.contains("Too many failed log-ins"),
        "{}",
        reply.body
    );
    assert!(
        reply.body.contains("wait one minute and try again (after"),
        "{}",
        reply.body
    );
}

#[actix_web::test]
async fn cookies_are_secure_when_the_instance_is_served_over_https() {
    let state = TestApp::builder()
        .database(crate::support::fresh_sqlite("pages-https"))
        .config(|config| config.base_url = "https://chess.example.org".into())
        .build();
    let app = state.service().await;
    let req = actix_web::test::TestRequest::get()
        .uri("/login")
        .to_request();
    let resp = actix_web::test::call_service(&app, req).await;
    let cookie = resp
        .headers()
        .get("set-cookie")
        .unwrap()
        .to_str()
        .unwrap()
        .to_owned();
    assert!(
        cookie.contains("Secure") && cookie.contains("HttpOnly"),
        "{cookie}"
    );
}

#[actix_web::test]
async fn unknown_addresses_get_a_page_or_a_json_error() {
    let app = TestApp::on(crate::support::fresh_sqlite("pages-404"))
        .service()
        .await;
    let mut visitor = Browser::default();
    let page = visitor.get(&app, "/no/such/page").await;
    assert_eq!(page.status, StatusCode::NOT_FOUND);
    assert!(page.body.contains("Page not found"));
    let (status, body) = crate::support::api::call(&app, "/api/v1/nothing", None, None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(body["error"]["code"], "not_found");
}

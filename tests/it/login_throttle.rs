//! One sign-in throttle for every door that takes a password (the web login and
//! `POST /api/v1/tokens`), in-process: an attempt is counted before its password is checked, an
//! account is slowed down but its owner still gets in from a browser that signed in before, and
//! the client address comes from `X-Forwarded-For` only through a trusted proxy.

use std::rc::Rc;

use actix_web::cookie::Cookie;
use actix_web::dev::{Service, ServiceResponse};
use actix_web::http::{StatusCode, header};
use actix_web::test;
use kingpost::config::Settings;
use serde_json::{Value, json};

use crate::support::TestApp;
use crate::support::pages::{Browser, COOKIE, PASSWORD, csrf_of};

/// `POST /api/v1/tokens`: the status, the `Retry-After` header and the body.
async fn token<S>(app: &S, name: &str, password: &str) -> (StatusCode, Option<String>, Value)
where
    S: Service<actix_http::Request, Response = ServiceResponse, Error = actix_web::Error>,
{
    let req = test::TestRequest::post()
        .uri("/api/v1/tokens")
        .peer_addr("198.51.100.20:5000".parse().unwrap())
        .set_json(json!({"username": name, "password": password}))
        .to_request();
    let resp = test::call_service(app, req).await;
    let status = resp.status();
    let retry = resp
        .headers()
        .get(header::RETRY_AFTER)
        .map(|v| v.to_str().unwrap().to_owned());
    let body = serde_json::from_slice(&test::read_body(resp).await).unwrap_or(Value::Null);
    (status, retry, body)
}

#[actix_web::test]
async fn api_tokens_are_throttled_like_the_web_login() {
    let app = TestApp::on(crate::support::fresh_sqlite("throttle-api"))
        .service()
        .await;
    let mut owner = Browser::default();
    owner.register(&app, "tara").await;
    let mut statuses = Vec::new();
    for guess in 0..30 {
        let (status, _, _) = token(&app, "tara", &format!("guess number {guess}")).await;
        statuses.push(status);
    }
    assert!(
        statuses.contains(&StatusCode::TOO_MANY_REQUESTS),
        "{statuses:?}"
    );
    let (status, retry, body) = token(&app, "tara", PASSWORD).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "{body}");
    assert_eq!(body["error"]["code"], "too_many_attempts", "{body}");
    let seconds: u64 = retry.expect("Retry-After").parse().unwrap();
    assert!((1..=300).contains(&seconds), "{seconds}");
    let message = body["error"]["message"].as_str().unwrap();
    assert!(message.contains("try again in"), "{message}");

    let mut elsewhere = Browser {
        peer: Some("203.0.113.77:4000".parse().unwrap()),
        ..Browser::default()
    };
    let web = elsewhere.login(&app, "tara", PASSWORD).await;
    assert_eq!(
        web.status,
        StatusCode::TOO_MANY_REQUESTS,
        "the same throttle for the web login"
    );
}

#[actix_web::test]
async fn concurrent_wrong_logins_are_counted_before_they_are_checked() {
    let app = Rc::new(
        TestApp::on(crate::support::fresh_sqlite("throttle-burst"))
            .service()
            .await,
    );
    let mut owner = Browser::default();
    owner.register(&*app, "uma").await;
    let mut guesser = Browser::default();
    let page = guesser.get(&*app, "/login").await;
    let csrf = csrf_of(&page.body);
    let cookie = guesser.cookie.clone().unwrap();
    let tasks: Vec<_> = (0..150)
        .map(|i| {
            let (app, cookie, csrf) = (app.clone(), cookie.clone(), csrf.clone());
            actix_web::rt::spawn(async move {
                let password = format!("guess number {i}");
                let fields = [
                    ("csrf", csrf.as_str()),
                    ("username", "uma"),
                    ("password", password.as_str()),
                ];
                let req = test::TestRequest::post()
                    .uri("/login")
                    .cookie(Cookie::new(COOKIE, cookie))
                    .peer_addr("192.0.2.99:40000".parse().unwrap())
                    .insert_header((header::CONTENT_TYPE, "application/x-www-form-urlencoded"))
                    .set_payload(serde_urlencoded::to_string(fields).unwrap())
                    .to_request();
                test::call_service(&*app, req).await.status()
            })
        })
        .collect();
    let mut statuses = Vec::new();
    for task in tasks {
        statuses.push(task.await.unwrap());
    }
    let checked = statuses
        .iter()
        .filter(|s| **s == StatusCode::UNAUTHORIZED)
        .count();
    let refused = statuses
        .iter()
        .filter(|s| **s == StatusCode::TOO_MANY_REQUESTS)
        .count();
    assert_eq!(checked + refused, 150, "{statuses:?}");
    assert!(
        checked <= 5,
        "{checked} of 150 wrong passwords were checked"
    );
}

/// A state whose configuration trusts the proxies in 10.0.0.0/8.
fn behind_proxy(tag: &str) -> TestApp {
    let settings = Settings {
        trusted_proxies: Some(vec!["10.0.0.0/8".into(), "::1".into()]),
        ..Settings::default()
    };
    TestApp::builder()
        .database(crate::support::fresh_sqlite(tag))
        .settings(settings)
        .build()
}

#[actix_web::test]
async fn failures_from_one_client_behind_a_trusted_proxy_do_not_lock_out_the_others() {
    let app = behind_proxy("throttle-proxy").service().await;
    Browser::default().register(&app, "vera").await;
    let proxy = Some("10.0.0.2:5000".parse().unwrap());
    for i in 0..20 {
        let mut attacker = Browser {
            peer: proxy,
            forwarded_for: Some(format!("198.51.100.{i}, 203.0.113.5")),
            ..Browser::default()
        };
        let reply = attacker
            .login(&app, &format!("victim{i}"), "wrong guess")
            .await;
        assert_eq!(reply.status, StatusCode::UNAUTHORIZED, "attempt {i}");
    }
    let mut attacker = Browser {
        peer: proxy,
        forwarded_for: Some("203.0.113.5".into()),
        ..Browser::default()
    };
    let reply = attacker.login(&app, "victim99", "wrong guess").await;
    assert_eq!(
        reply.status,
        StatusCode::TOO_MANY_REQUESTS,
        "the attacker's own address is slowed down"
    );
    let mut other = Browser {
        peer: proxy,
        forwarded_for: Some("198.51.100.9, 10.0.0.3".into()),
        ..Browser::default()
    };
    let reply = other.login(&app, "vera", PASSWORD).await;
    assert_eq!(
        reply.status,
        StatusCode::SEE_OTHER,
        "another client behind the same proxy: {}",
        reply.body
    );
}

#[actix_web::test]
async fn x_forwarded_for_from_an_untrusted_peer_is_ignored() {
    let app = behind_proxy("throttle-untrusted").service().await;
    let peer = Some("192.0.2.50:5000".parse().unwrap());
    for i in 0..20 {
        let mut attacker = Browser {
            peer,
            forwarded_for: Some(format!("198.51.100.{i}")),
            ..Browser::default()
        };
        let reply = attacker
            .login(&app, &format!("victim{i}"), "wrong guess")
            .await;
        assert_eq!(reply.status, StatusCode::UNAUTHORIZED, "attempt {i}");
    }
    let mut attacker = Browser {
        peer,
        forwarded_for: Some("198.51.100.200".into()),
        ..Browser::default()
    };
    let reply = attacker.login(&app, "victim99", "wrong guess").await;
    assert_eq!(reply.status, StatusCode::TOO_MANY_REQUESTS);
}

#[actix_web::test]
async fn wrong_passwords_do_not_lock_out_the_owner_on_a_known_device() {
    let app = TestApp::on(crate::support::fresh_sqlite("throttle-device"))
        .service()
        .await;
    let mut owner = Browser::default();
    owner.register(&app, "wanda").await;
    assert!(
        owner.device.is_some(),
        "signing up marks the browser as known"
    );
    owner.submit(&app, "/account", "/logout", &[]).await;
    let mut attacker = Browser {
        peer: Some("198.51.100.66:1234".parse().unwrap()),
        ..Browser::default()
    };
    let mut last = StatusCode::OK;
    for guess in 0..30 {
        last = attacker
            .login(&app, "wanda", &format!("guess number {guess}"))
            .await
            .status;
    }
    assert_eq!(last, StatusCode::TOO_MANY_REQUESTS);

    let back = owner.login(&app, "wanda", PASSWORD).await;
    assert_eq!(back.status, StatusCode::SEE_OTHER, "{}", back.body);
    assert_eq!(back.location.as_deref(), Some("/"));
    let mut new_browser = Browser {
        peer: Some("203.0.113.8:1234".parse().unwrap()),
        ..Browser::default()
    };
    let slowed = new_browser.login(&app, "wanda", PASSWORD).await;
    assert_eq!(
        slowed.status,
        StatusCode::TOO_MANY_REQUESTS,
        "a browser that never signed in is slowed down"
    );
    let mut stolen_device = Browser {
        device: owner.device.clone(),
        peer: Some("203.0.113.9:1234".parse().unwrap()),
        ..Browser::default()
    };
    Browser::default().register(&app, "xena").await;
    let mut attacker = Browser {
        peer: Some("198.51.100.67:1234".parse().unwrap()),
        ..Browser::default()
    };
    for guess in 0..8 {
        attacker
            .login(&app, "xena", &format!("guess number {guess}"))
            .await;
    }
    let other = stolen_device.login(&app, "xena", PASSWORD).await;
    assert_eq!(
        other.status,
        StatusCode::TOO_MANY_REQUESTS,
        "the device is known for wanda only"
    );
}

#[actix_web::test]
async fn guessing_the_current_password_on_the_account_page_is_throttled_too() {
    let app = TestApp::on(crate::support::fresh_sqlite("throttle-change"))
        .service()
        .await;
    let mut owner = Browser::default();
    owner.register(&app, "yara").await;
    let mut thief = Browser {
        cookie: owner.cookie.clone(),
        peer: Some("198.51.100.70:1234".parse().unwrap()),
        ..Browser::default()
    };
    let mut statuses = Vec::new();
    for guess in 0..8 {
        let current = format!("guess number {guess}");
        let fields = [("current", current.as_str()), ("new", "a new secret")];
        let reply = thief
            .submit(&app, "/account", "/account/password", &fields)
            .await;
        statuses.push(reply.status);
    }
    assert_eq!(statuses[0], StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        statuses.last(),
        Some(&StatusCode::TOO_MANY_REQUESTS),
        "{statuses:?}"
    );
    let web = Browser {
        peer: Some("203.0.113.10:1234".parse().unwrap()),
        ..Browser::default()
    }
    .login(&app, "yara", PASSWORD)
    .await;
    assert_eq!(web.status, StatusCode::TOO_MANY_REQUESTS, "one throttle");
    let fields = [("current", PASSWORD), ("new", "a new secret")];
    let mine = owner
        .submit(&app, "/account", "/account/password", &fields)
        .await;
    assert_eq!(
        mine.location.as_deref(),
        Some("/account"),
        "the owner's known device is not slowed"
    );
}

//! Who may use the Xfcc door, through the front door on every backend: an application password
//! made on the account page (shown once, good for Xfcc only, revocable), the account password
//! unless the player turns it off there, and failed Xfcc attempts counted in the same throttle
//! as the web and API logins (which a right application password passes).

use actix_web::http::StatusCode;
use actix_web::test;
use serde_json::json;

use crate::support::api::call;
use crate::support::pages::{Browser, PASSWORD};
use crate::support::{App, TestApp, fresh_databases};

/// `GetMyGames` for `user` with `password`: the status and the body.
async fn get_my_games(app: &impl App, user: &str, password: &str) -> (StatusCode, String) {
    let body = format!(
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n\t<soap:Envelope \
         xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\">\n\t<soap:Body>\n\t\
         <GetMyGames xmlns=\"http://www.bennedik.com/webservices/XfccBasic\">\
         <username>{user}</username><password>{password}</password></GetMyGames>\
         </soap:Body>\n\t</soap:Envelope>"
    );
    let req = test::TestRequest::post()
        .uri("/xfcc")
        .insert_header(("Content-Type", "text/xml; charset=\"utf-8\""))
        .peer_addr("198.51.100.4:5000".parse().unwrap())
        .set_payload(body)
        .to_request();
    let resp = test::call_service(app, req).await;
    let status = resp.status();
    let text = String::from_utf8(test::read_body(resp).await.to_vec()).unwrap();
    (status, text)
}

fn signed_in(answer: &(StatusCode, String)) -> bool {
    answer.0 == StatusCode::OK && answer.1.contains("<GetMyGamesResult>")
}

/// The application password the account page shows once.
fn shown_password(html: &str) -> String {
    let start = html.find("id=\"new-xfcc-password\">").unwrap() + "id=\"new-xfcc-password\">".len();
    html[start..].split('<').next().unwrap().to_owned()
}

#[actix_web::test]
async fn application_passwords_and_the_account_password() {
    for url in fresh_databases("xfcc-access") {
        let app = TestApp::on(url.clone()).service().await;
        let mut alice = Browser::default();
        alice.register(&app, "alice").await;
        let page = alice.get(&app, "/account").await;
        assert!(page.body.contains("/xfcc</code>"), "{url}: {}", page.body);
        let fields = [("label", "Scid on my laptop")];
        let made = alice
            .submit(&app, "/account", "/account/xfcc/passwords", &fields)
            .await;
        assert_eq!(made.status, StatusCode::OK);
        let password = shown_password(&made.body);
        assert_eq!(password.len(), 24, "{password}");
        assert!(made.body.contains("Scid on my laptop"));
        let again = alice.get(&app, "/account").await;
        assert!(!again.body.contains(&password), "shown only once");

        assert!(signed_in(&get_my_games(&app, "alice", &password).await));
        assert!(signed_in(&get_my_games(&app, "Alice", PASSWORD).await));
        let (_, token) = call(
            &app,
            "/api/v1/tokens",
            None,
            Some(json!({"username": "alice", "password": password})),
        )
        .await;
        assert_eq!(token["error"]["code"], "wrong_credentials", "Xfcc only");

        let off = alice
            .submit(&app, "/account", "/account/xfcc/account-password", &[])
            .await;
        assert_eq!(off.status, StatusCode::SEE_OTHER);
        let refused = get_my_games(&app, "alice", PASSWORD).await;
        assert_eq!(refused.0, StatusCode::INTERNAL_SERVER_ERROR);
        assert!(
            refused
                .1
                .contains("<faultstring>AuthenticationFailed</faultstring>")
        );
        assert!(signed_in(&get_my_games(&app, "alice", &password).await));
        let page = alice.get(&app, "/account").await;
        assert!(!page.body.contains("name=\"allowed\" value=\"on\" checked"));
        let on = [("allowed", "on")];
        alice
            .submit(&app, "/account", "/account/xfcc/account-password", &on)
            .await;
        assert!(signed_in(&get_my_games(&app, "alice", PASSWORD).await));

        let page = alice.get(&app, "/account").await;
        let id = page
            .body
            .split("/account/xfcc/passwords/")
            .nth(1)
            .unwrap()
            .split('/')
            .next()
            .unwrap()
            .to_owned();
        let revoke = format!("/account/xfcc/passwords/{id}/delete");
        let revoked = alice.submit(&app, "/account", &revoke, &[]).await;
        assert_eq!(revoked.status, StatusCode::SEE_OTHER);
        assert!(!signed_in(&get_my_games(&app, "alice", &password).await));
    }
}

#[actix_web::test]
async fn a_new_account_password_revokes_application_passwords() {
    let app = TestApp::on(crate::support::fresh_sqlite("xfcc-revoke"))
        .service()
        .await;
    let mut bob = Browser::default();
    bob.register(&app, "bob").await;
    let made = bob
        .submit(
            &app,
            "/account",
            "/account/xfcc/passwords",
            &[("label", "")],
        )
        .await;
    let password = shown_password(&made.body);
    assert!(
        made.body.contains("Xfcc ·"),
        "an empty label is called Xfcc"
    );
    let change = [("current", PASSWORD), ("new", "another long one")];
    bob.submit(&app, "/account", "/account/password", &change)
        .await;
    assert!(!signed_in(&get_my_games(&app, "bob", &password).await));
    assert!(signed_in(
        &get_my_games(&app, "bob", "another long one").await
    ));
}

#[actix_web::test]
async fn failed_xfcc_attempts_slow_down_the_web_and_api_logins_too() {
    for url in fresh_databases("xfcc-throttle") {
        let app = TestApp::on(url.clone()).service().await;
        let mut carla = Browser::default();
        carla.register(&app, "carla").await;
        let made = carla
            .submit(
                &app,
                "/account",
                "/account/xfcc/passwords",
                &[("label", "Scid")],
            )
            .await;
        let password = shown_password(&made.body);
        for _ in 0..kingpost::service::sign_in::ACCOUNT_FREE {
            let refused = get_my_games(&app, "carla", "a wrong guess").await;
            assert!(refused.1.contains("AuthenticationFailed"), "{}", refused.1);
        }
        let (status, body) = call(
            &app,
            "/api/v1/tokens",
            None,
            Some(json!({"username": "carla", "password": PASSWORD})),
        )
        .await;
        assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "{url}: {body}");
        let throttled = get_my_games(&app, "carla", PASSWORD).await;
        assert!(
            throttled.1.contains("too many failed sign-ins"),
            "{}",
            throttled.1
        );
        // A right application password is not slowed by a stranger's guesses.
        assert!(signed_in(&get_my_games(&app, "carla", &password).await));
    }
}

//! The challenge form's refusals through the front door: one sentence in the player's
//! language beside the field it concerns, which points at it (`aria-describedby`) and is marked
//! invalid; the time-control refusal is one short line.

use actix_web::http::StatusCode;
use kingpost::db::users;
use kingpost::domain::account::UserId;
use kingpost::service::accounts;

use crate::support::pages::Browser;
use crate::support::{TestApp, fresh_sqlite};

#[actix_web::test]
async fn challenge_form_errors_are_sentences_beside_their_field() {
    let state = TestApp::on(fresh_sqlite("form-errors"));
    let app = state.service().await;
    let mut ann = Browser::default();
    ann.register(&app, "ann").await;
    let terms = [("opponent", "bobby"), ("time_control", "10/50")];
    let reply = ann
        .submit(&app, "/challenges/new", "/challenges", &terms)
        .await;
    assert_eq!(reply.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        reply.body.contains(
            "<p class=\"field-error\" id=\"opponent-error\" role=\"alert\">Check the spelling: there is no player called “bobby”.</p>"
        ),
        "{}",
        reply.body
    );
    assert!(
        reply
            .body
            .contains("aria-describedby=\"opponent-error opponent-hint\" aria-invalid=\"true\""),
        "{}",
        reply.body
    );

    let terms = [("opponent", ""), ("time_control", "10/5x")];
    let reply = ann
        .submit(&app, "/challenges/new", "/challenges", &terms)
        .await;
    assert_eq!(reply.status, StatusCode::UNPROCESSABLE_ENTITY);
    let line = "<p class=\"field-error\" id=\"time_control-error\" role=\"alert\">“10/5x” is not a time control; write for example 10/50, 30+3 or 3d.</p>";
    assert!(reply.body.contains(line), "{}", reply.body);

    {
        let mut conn = state.pool.get().unwrap();
        let id = users::find_by_username(&mut conn, "ann")
            .unwrap()
            .unwrap()
            .id;
        accounts::set_preferences(&mut conn, UserId(id), "de", "auto").unwrap();
    }
    let terms = [("opponent", "bobby"), ("time_control", "10/50")];
    let reply = ann
        .submit(&app, "/challenges/new", "/challenges", &terms)
        .await;
    assert!(
        reply
            .body
            .contains("Bitte die Schreibweise prüfen: Es gibt keinen Spieler namens „bobby“."),
        "{}",
        reply.body
    );
}

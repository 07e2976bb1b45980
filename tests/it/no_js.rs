//! Without JavaScript, through the front door on every backend: the game page's move box and
//! draw offer go through a confirmation step that is a plain form (the page posts `ask=1`; the
//! step posts the same move without it), and the organizer's Withdraw and Close, like Start,
//! do nothing until confirmed.

use actix_web::http::StatusCode;
use kingpost::domain::adjudication::Role;
use kingpost::service::adjudication::grant_role;
use kingpost::service::events::view;
use serde_json::{Value, json};

use crate::support::api::{call, player};
use crate::support::pages::{Browser, csrf_of};
use crate::support::{App, TestApp, fresh_databases};

async fn game_json(app: &impl App, token: &str, id: i32) -> Value {
    call(app, &format!("/api/v1/games/{id}"), Some(token), None)
        .await
        .1
}

#[actix_web::test]
async fn without_script_a_move_and_a_draw_offer_are_confirmed_by_a_plain_form() {
    for url in fresh_databases("no-js-game") {
        let state = TestApp::on(url);
        let app = state.service().await;
        let mut ann = Browser::default();
        ann.register(&app, "ann").await;
        let bob = player(&app, "bob").await;
        let terms = json!({"opponent": "ann", "color": "black", "time_control": "10/50"});
        let (_, made) = call(&app, "/api/v1/challenges", Some(&bob), Some(terms)).await;
        assert!(made["id"].is_number(), "{made}");
        let list = ann.get(&app, "/challenges").await;
        let game = ann.accept_first_challenge(&app, &list.body).await;
        let id: i32 = game.rsplit('/').next().unwrap().parse().unwrap();

        let page = ann.get(&app, &game).await.body;
        assert!(
            page.contains("<input type=\"hidden\" name=\"ask\" value=\"1\">"),
            "{page}"
        );
        // The move box as a browser without JavaScript sends it.
        let fields = [("ply", "0"), ("flip", "0"), ("ask", "1"), ("move", "e4")];
        let asked = ann
            .submit(&app, &game, &format!("/games/{id}/move"), &fields)
            .await;
        assert_eq!(asked.status, StatusCode::OK, "{}", asked.body);
        assert!(
            asked.body.contains("Play <bdi dir=\"ltr\">1. e4</bdi>?"),
            "{}",
            asked.body
        );
        assert!(asked.body.contains("href=\"/games/"), "a way back");
        assert_eq!(
            game_json(&app, &bob, id).await["moves"],
            json!([]),
            "not yet"
        );
        // Confirm: the step's own form, as posted.
        let token = csrf_of(&asked.body);
        let confirm = [
            ("csrf", token.as_str()),
            ("move", "e4"),
            ("ply", "0"),
            ("flip", "0"),
        ];
        let played = ann
            .post_raw(&app, &format!("/games/{id}/move"), &confirm)
            .await;
        assert_eq!(played.status, StatusCode::SEE_OTHER, "{}", played.body);
        assert_eq!(game_json(&app, &bob, id).await["moves"][0]["san"], "e4");

        let path = format!("/api/v1/games/{id}/moves");
        let (status, body) = call(&app, &path, Some(&bob), Some(json!({"move": "e5"}))).await;
        assert!(status.is_success(), "{body}");
        let offer = [("action", "offer"), ("ask", "1")];
        let asked = ann
            .submit(&app, &game, &format!("/games/{id}/draw"), &offer)
            .await;
        assert_eq!(asked.status, StatusCode::OK, "{}", asked.body);
        assert!(
            asked.body.contains("Offer your opponent a draw?"),
            "{}",
            asked.body
        );
        assert!(game_json(&app, &bob, id).await["draw_offer"].is_null());
        let token = csrf_of(&asked.body);
        let confirm = [("csrf", token.as_str()), ("action", "offer")];
        let offered = ann
            .post_raw(&app, &format!("/games/{id}/draw"), &confirm)
            .await;
        assert_eq!(offered.status, StatusCode::SEE_OTHER, "{}", offered.body);
        assert_eq!(game_json(&app, &bob, id).await["draw_offer"], "white");
    }
}

const EVENT: [(&str, &str); 7] = [
    ("name", "Winter Postal"),
    ("time_control", "10/50"),
    ("variant", "standard"),
    ("sections", "1"),
    ("size", "3"),
    ("starts_at", "2026-01-01"),
    ("ends_at", "2099-01-01"),
];

#[actix_web::test]
async fn withdraw_and_close_do_nothing_until_confirmed() {
    for url in fresh_databases("no-js-event") {
        let state = TestApp::on(url);
        let app = state.service().await;
        let mut olga = Browser::default();
        olga.register(&app, "olga").await;
        grant_role(
            &mut state.pool.get_for_write().unwrap(),
            "olga",
            Role::Organizer,
        )
        .unwrap();
        let created = olga.submit(&app, "/events/new", "/events", &EVENT).await;
        let event = created.location.unwrap();
        let id: i32 = event.rsplit('/').next().unwrap().parse().unwrap();
        let mut ann = Browser::default();
        for name in ["ann", "bob", "cyd"] {
            let mut someone = Browser::default();
            someone.register(&app, name).await;
            let reply = someone
                .submit(&app, &event, &format!("{event}/register"), &[])
                .await;
            assert_eq!(reply.status, StatusCode::SEE_OTHER, "{}", reply.body);
            if name == "ann" {
                ann = someone;
            }
        }
        let start = [("confirm", "yes")];
        let started = olga
            .submit(&app, &event, &format!("{event}/start"), &start)
            .await;
        assert_eq!(started.status, StatusCode::SEE_OTHER, "{}", started.body);

        let asked = ann
            .submit(&app, &event, &format!("{event}/withdraw"), &[])
            .await;
        assert_eq!(asked.status, StatusCode::OK);
        assert!(
            asked.body.contains("<h1>Withdraw from the event?</h1>")
                && asked.body.contains("name=\"confirm\" value=\"yes\""),
            "{}",
            asked.body
        );
        let still = view::build(&mut state.pool.get().unwrap(), id).unwrap();
        assert!(still.players.iter().all(|p| !p.withdrawn), "not withdrawn");

        let asked = olga
            .submit(&app, &event, &format!("{event}/close"), &[])
            .await;
        assert_eq!(asked.status, StatusCode::OK);
        assert!(
            asked
                .body
                .contains("<h1>Send the unfinished games to adjudication?</h1>")
                && asked.body.contains(&format!("action=\"{event}/close\""))
                && asked.body.contains("name=\"confirm\" value=\"yes\""),
            "{}",
            asked.body
        );
        let still = view::build(&mut state.pool.get().unwrap(), id).unwrap();
        assert_eq!(still.status, "running", "not closed");
        let page = olga.get(&app, &event).await.body;
        let close = format!("action=\"{event}/close\" class=\"inline\" data-confirm=");
        assert!(
            page.contains(&close),
            "Close asks with the script too: {page}"
        );
    }
}

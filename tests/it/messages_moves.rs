//! A message that goes with a move through the JSON API (`POST /api/v1/games/{id}/moves` with
//! `message`), on every backend: stored with the move's ply and carried by the move's mail; a
//! refused message (too long, switched off) refuses the whole request and plays nothing.

use actix_web::http::StatusCode;
use chrono::Utc;
use kingpost::chess::Language;
use serde_json::json;

use crate::support::api::call;
use crate::support::events::{expect, kinds};
use crate::support::pages::Browser;
use crate::support::postal::{mail_game, moves};
use crate::support::{TestApp, fresh_databases};

async fn token(app: &impl crate::support::App, name: &str) -> String {
    let login = json!({"username": name, "password": "long enough"});
    let body = expect(
        app,
        "/api/v1/tokens",
        None,
        Some(login),
        StatusCode::CREATED,
    )
    .await;
    body["token"].as_str().unwrap().to_owned()
}

#[actix_web::test]
async fn a_move_through_the_api_carries_a_message_or_is_refused_with_it() {
    for url in fresh_databases("messages-api-move") {
        let state = TestApp::on(url);
        let app = state.service().await;
        let game = {
            let conn = &mut state.pool.get().unwrap();
            let languages = (Language::English, Language::English);
            let now = Utc::now().naive_utc();
            mail_game(conn, &state.mail, ("walter", "berta"), languages, now)
        };
        let (walter, berta) = (token(&app, "walter").await, token(&app, "berta").await);
        let path = format!("/api/v1/games/{}/moves", game.id);

        // Accepted: the move is played, the message stored with its ply, the mail carries it.
        let body = json!({"move": "e4", "message": "Good luck, Berta!"});
        let (status, view) = call(&app, &path, Some(&walter), Some(body)).await;
        assert_eq!(status, StatusCode::OK, "{view}");
        let thread = format!("/api/v1/games/{}/messages", game.id);
        let seen = expect(&app, &thread, Some(&berta), None, StatusCode::OK).await;
        assert_eq!(seen["messages"][0]["text"], "Good luck, Berta!");
        assert_eq!(seen["messages"][0]["ply"], 1);
        assert_eq!(seen["messages"][0]["move"], "1. e4");
        let told = kinds(&state, "berta", "your-move");
        assert_eq!(told.len(), 1, "{told:?}");
        assert!(told[0].contains("Good luck, Berta!"), "{}", told[0]);
        assert!(
            kinds(&state, "berta", "message").is_empty(),
            "no mail of its own"
        );

        // Too long: 422 with the message's error, and the move is not played.
        let long = "x".repeat(1001);
        let body = json!({"move": "e5", "message": long});
        let (status, refused) = call(&app, &path, Some(&berta), Some(body)).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{refused}");
        assert_eq!(refused["error"]["code"], "invalid_message");
        let said = refused["error"]["message"].as_str().unwrap();
        assert!(said.contains("1001 characters; at most 1000"), "{said}");
        let conn = &mut state.pool.get().unwrap();
        assert_eq!(moves(conn, game.id).len(), 1, "nothing applied");

        // Switched off: 403 with the reason, nothing applied, nothing stored.
        let mut page = Browser::default();
        page.login(&app, "berta", "long enough").await;
        let fields = [
            ("language", "en"),
            ("notation", "auto"),
            ("messages", "off"),
        ];
        let saved = page.submit(&app, "/settings", "/settings", &fields).await;
        assert_eq!(saved.status, StatusCode::SEE_OTHER, "{}", saved.body);
        let body = json!({"move": "e5", "message": "Thanks!"});
        let (status, refused) = call(&app, &path, Some(&berta), Some(body)).await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{refused}");
        assert_eq!(refused["error"]["code"], "messages_off");
        let said = refused["error"]["message"].as_str().unwrap();
        assert!(said.contains("you switched messages off"), "{said}");
        assert_eq!(moves(conn, game.id).len(), 1, "nothing applied");
        let seen = expect(&app, &thread, Some(&walter), None, StatusCode::OK).await;
        assert_eq!(seen["messages"].as_array().unwrap().len(), 1);

        // Without a message the same move goes through.
        let body = json!({"move": "e5"});
        let (status, view) = call(&app, &path, Some(&berta), Some(body)).await;
        assert_eq!(status, StatusCode::OK, "{view}");
        assert_eq!(moves(conn, game.id).len(), 2);
    }
}

//! Watching games through the front door, on both databases: a visitor (not signed in, or a
//! member who does not play) sees a public game without signing in, page, PGN and API alike; an
//! event's delay shows exactly the moves it allows; a private game (a player's choice or the
//! event's) is 404 for visitors and whole for its players and organizer.

use actix_web::http::StatusCode;
use chrono::{Duration, NaiveDate, NaiveDateTime};
use serde_json::{Value, json};

use crate::support::api::{call, call_with, player, start_game};
use crate::support::events::{cast, game_between, three_player_event, token};
use crate::support::pages::Browser;
use crate::support::{App, TestApp, fresh_databases};

fn start() -> NaiveDateTime {
    NaiveDate::from_ymd_opt(2026, 11, 2)
        .unwrap()
        .and_hms_opt(12, 0, 0)
        .unwrap()
}

async fn play(app: &impl App, game: i64, token: &str, mv: &str) {
    let path = format!("/api/v1/games/{game}/moves");
    let (status, body) = call(app, &path, Some(token), Some(json!({"move": mv}))).await;
    assert_eq!(status, StatusCode::OK, "{mv}: {body}");
}

/// The SAN of the moves the API shows `token` (none: a visitor).
async fn api_moves(app: &impl App, game: i64, token: Option<&str>) -> Vec<String> {
    let (status, view) = call(app, &format!("/api/v1/games/{game}"), token, None).await;
    assert_eq!(status, StatusCode::OK, "{view}");
    view["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["san"].as_str().unwrap().to_owned())
        .collect()
}

/// A download read without a token.
async fn anonymous_text(app: &impl App, path: &str) -> (StatusCode, String) {
    let req = actix_web::test::TestRequest::get().uri(path).to_request();
    let resp = actix_web::test::call_service(app, req).await;
    let status = resp.status();
    let body = actix_web::test::read_body(resp).await;
    (status, String::from_utf8(body.to_vec()).unwrap())
}

/// The event game between ann and bob, with the tokens of White and Black.
fn ann_bob(event: &Value, tokens: &[(&str, String)]) -> (i64, String, String) {
    let game = game_between(event, "ann", "bob");
    let white = token(tokens, game["white"].as_str().unwrap()).to_owned();
    let black = token(tokens, game["black"].as_str().unwrap()).to_owned();
    (game["id"].as_i64().unwrap(), white, black)
}

#[actix_web::test]
async fn a_public_game_is_visible_without_signing_in() {
    for url in fresh_databases("watch-public") {
        let state = TestApp::builder().database(url).clock(start()).build();
        let app = state.service().await;
        let alice = player(&app, "alice").await;
        let bob = player(&app, "bob").await;
        let game = start_game(&app, &alice, ("bob", &bob), "10/50").await;
        play(&app, game, &alice, "e4").await;
        play(&app, game, &bob, "e5").await;
        play(&app, game, &alice, "Nf3").await;

        let mut visitor = Browser::default();
        let page = visitor.get(&app, &format!("/games/{game}")).await;
        assert_eq!(page.status, StatusCode::OK, "not the login page: {page:?}");
        assert!(page.body.contains(">Nf3<"), "{}", page.body);
        assert!(
            !page.body.contains("move-form"),
            "no move form for visitors"
        );
        assert!(!page.body.contains("/conditionals"), "no conditional moves");
        let (status, pgn) = anonymous_text(&app, &format!("/games/{game}/pgn")).await;
        assert_eq!(status, StatusCode::OK);
        assert!(flat(&pgn).contains("1. e4 "), "{pgn}");
        assert!(flat(&pgn).contains("2. Nf3 "), "{pgn}");
        assert!(pgn.contains("[White \"alice\"]"), "{pgn}");
        assert_eq!(api_moves(&app, game, None).await, ["e4", "e5", "Nf3"]);
        let (status, api_pgn) = anonymous_text(&app, &format!("/api/v1/games/{game}/pgn")).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(api_pgn, pgn);
        // A member who does not play sees the public page too, not the players'.
        player(&app, "carol").await;
        let mut carol = Browser::default();
        carol.login(&app, "carol", "long enough").await;
        let seen = carol.get(&app, &format!("/games/{game}")).await;
        assert_eq!(seen.status, StatusCode::OK);
        assert!(seen.body.contains(">Nf3<") && !seen.body.contains("move-form"));
    }
}

#[actix_web::test]
async fn a_delay_in_moves_shows_visitors_exactly_the_moves_it_allows() {
    for url in fresh_databases("watch-delay-moves") {
        let state = TestApp::builder().database(url).clock(start()).build();
        let app = state.service().await;
        let (olga, tokens) = cast(&app, &state).await;
        let delay = json!({"public_delay_moves": 1});
        let event = three_player_event(&app, &olga, &tokens, "Slow Cup", delay).await;
        assert_eq!(event["public_delay_moves"], 1, "{event}");
        assert_eq!(event["public_games"], true);
        let (game, white, black) = ann_bob(&event, &tokens);
        for (i, mv) in ["e4", "e5", "Nf3", "Nc6", "Bb5"].iter().enumerate() {
            let side = if i % 2 == 0 { &white } else { &black };
            play(&app, game, side, mv).await;
        }
        // One move of each side held back: 5 half-moves played, 3 shown.
        let shown = ["e4", "e5", "Nf3"];
        assert_eq!(api_moves(&app, game, None).await, shown);
        assert_eq!(
            api_moves(&app, game, Some(token(&tokens, "cyd"))).await,
            shown
        );
        let (_, view) = call(&app, &format!("/api/v1/games/{game}"), None, None).await;
        assert_eq!(view["turn"], "black");
        assert_eq!(
            view["fen"],
            "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"
        );
        assert!(view["clock"].is_null() && view["draw_offer"].is_null());
        let all = ["e4", "e5", "Nf3", "Nc6", "Bb5"];
        assert_eq!(api_moves(&app, game, Some(&white)).await, all);
        assert_eq!(
            api_moves(&app, game, Some(&olga)).await,
            all,
            "the organizer"
        );

        let page = Browser::default()
            .get(&app, &format!("/games/{game}"))
            .await;
        assert_eq!(page.status, StatusCode::OK);
        assert!(page.body.contains(">Nf3<") && page.body.contains("watch-delayed"));
        assert!(!page.body.contains("Nc6") && !page.body.contains("Bb5"));
        for path in [
            format!("/games/{game}/pgn"),
            format!("/api/v1/games/{game}/pgn"),
            format!("/events/{}/pgn", event["id"]),
        ] {
            let (status, pgn) = anonymous_text(&app, &path).await;
            assert_eq!(status, StatusCode::OK);
            assert!(
                flat(&pgn).contains("1. e4 ") && flat(&pgn).contains("2. Nf3 "),
                "{pgn}"
            );
            assert!(!pgn.contains("Nc6") && !pgn.contains("Bb5"), "{pgn}");
        }
        // Once the game is over, nothing is held back.
        let resign = format!("/api/v1/games/{game}/resign");
        let (status, _) = call(&app, &resign, Some(&black), Some(json!({}))).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(api_moves(&app, game, None).await, all);
    }
}

#[actix_web::test]
async fn a_delay_in_days_shows_visitors_the_moves_old_enough() {
    for url in fresh_databases("watch-delay-days") {
        let state = TestApp::builder().database(url).clock(start()).build();
        let app = state.service().await;
        let (olga, tokens) = cast(&app, &state).await;
        let delay = json!({"public_delay_days": 2});
        let event = three_player_event(&app, &olga, &tokens, "Day Cup", delay).await;
        let (game, white, black) = ann_bob(&event, &tokens);
        play(&app, game, &white, "d4").await; // day 0
        state.clock.advance(Duration::days(1));
        play(&app, game, &black, "d5").await; // day 1
        state.clock.advance(Duration::days(2));
        play(&app, game, &white, "c4").await; // day 3
        assert_eq!(api_moves(&app, game, None).await, ["d4", "d5"]);
        // c4 is two days old on day 5, not a minute before.
        state.clock.advance(Duration::hours(47));
        assert_eq!(api_moves(&app, game, None).await, ["d4", "d5"]);
        state.clock.advance(Duration::hours(1));
        assert_eq!(api_moves(&app, game, None).await, ["d4", "d5", "c4"]);
    }
}

#[actix_web::test]
async fn a_private_game_is_not_found_for_visitors() {
    for url in fresh_databases("watch-private") {
        let state = TestApp::builder().database(url).clock(start()).build();
        let app = state.service().await;
        let alice = player(&app, "amy").await;
        let bob = player(&app, "ben").await;
        let carol = player(&app, "cat").await;
        let game = start_game(&app, &alice, ("ben", &bob), "10/50").await;
        play(&app, game, &alice, "e4").await;
        let private = json!({"games_private": true});
        let (status, body) = call_with(
            &app,
            actix_web::http::Method::PUT,
            "/api/v1/account/privacy",
            Some(&alice),
            Some(private),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let hidden = [
            format!("/games/{game}"),
            format!("/games/{game}/pgn"),
            format!("/api/v1/games/{game}"),
            format!("/api/v1/games/{game}/pgn"),
        ];
        for path in &hidden {
            let (status, _) = anonymous_text(&app, path).await;
            assert_eq!(status, StatusCode::NOT_FOUND, "{path}");
        }
        let (status, _) = call(&app, &format!("/api/v1/games/{game}"), Some(&carol), None).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "a member who does not play");
        assert_eq!(
            api_moves(&app, game, Some(&bob)).await,
            ["e4"],
            "the opponent"
        );
        let mut bob_pages = Browser::default();
        bob_pages.login(&app, "ben", "long enough").await;
        let page = bob_pages.get(&app, &format!("/games/{game}")).await;
        assert_eq!(page.status, StatusCode::OK);
        assert!(page.body.contains("move-form"), "bob's page, bob to move");

        // An event that keeps its games private.
        let (olga, tokens) = cast(&app, &state).await;
        let closed = json!({"public_games": false});
        let event = three_player_event(&app, &olga, &tokens, "Closed Cup", closed).await;
        let (game, white, _) = ann_bob(&event, &tokens);
        let (status, _) = anonymous_text(&app, &format!("/games/{game}")).await;
        assert_eq!(status, StatusCode::NOT_FOUND);
        let (status, _) = call(&app, &format!("/api/v1/games/{game}"), None, None).await;
        assert_eq!(status, StatusCode::NOT_FOUND);
        assert!(api_moves(&app, game, Some(&white)).await.is_empty());
        let (status, pgn) = anonymous_text(&app, &format!("/events/{}/pgn", event["id"])).await;
        assert_eq!(status, StatusCode::OK);
        assert!(
            !pgn.contains("[White "),
            "no private game in the event's PGN: {pgn}"
        );
    }
}

/// The PGN's words on one line: a movetext wraps where its comments (the send times) make it
/// long, so a move number may end one line and its move begin the next.
fn flat(pgn: &str) -> String {
    pgn.split_whitespace().collect::<Vec<_>>().join(" ")
}

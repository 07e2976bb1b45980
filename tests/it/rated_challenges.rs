//! Rated and unrated challenges through the front doors on every backend: a rated challenge
//! made on the page form and accepted there becomes a rated game (the challenge row and the
//! game page say so, the API shows `rated`), and when it ends both ratings move; an unrated
//! one (the default, made through the API) moves nothing; a rated challenge from a chosen
//! position (FEN) is refused with its sentence, by the API and beside the form's field, and so
//! is a rated challenge to the engine.

use actix_web::http::StatusCode;
use serde_json::{Value, json};

use crate::support::api::{call, player, start_game};
use crate::support::fresh_databases;
use crate::support::pages::Browser;
use crate::support::{App, TestApp};

const PASSWORD: &str = "long enough";

async fn rating(app: &impl App, token: &str, name: &str) -> Value {
    let path = format!("/api/v1/users/{name}/rating");
    let (status, body) = call(app, &path, Some(token), None).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body
}

async fn resign(app: &impl App, token: &str, game: i64) {
    let path = format!("/api/v1/games/{game}/resign");
    let (status, body) = call(app, &path, Some(token), Some(json!({}))).await;
    assert_eq!(status, StatusCode::OK, "{body}");
}

#[actix_web::test]
async fn rated_challenges_move_ratings_and_unrated_ones_do_not() {
    for url in fresh_databases("rated-challenges") {
        let state = TestApp::on(url);
        let app = state.service().await;
        let alice = player(&app, "alice").await;
        let bob = player(&app, "bob").await;
        let mut alice_page = Browser::default();
        alice_page.login(&app, "alice", PASSWORD).await;
        let mut bob_page = Browser::default();
        bob_page.login(&app, "bob", PASSWORD).await;

        let form = alice_page.get(&app, "/challenges/new").await.body;
        assert!(
            form.contains("<input type=\"radio\" name=\"rated\" value=\"unrated\" checked>"),
            "unrated by default: {form}"
        );
        let terms = [
            ("opponent", "bob"),
            ("color", "white"),
            ("rated", "rated"),
            ("time_control", "10/50"),
        ];
        let made = alice_page
            .submit(&app, "/challenges/new", "/challenges", &terms)
            .await;
        assert_eq!(
            made.location.as_deref(),
            Some("/challenges"),
            "{}",
            made.body
        );
        let mine = alice_page.get(&app, "/challenges").await.body;
        assert!(mine.contains("· Rated"), "{mine}");
        let list = bob_page.get(&app, "/challenges").await.body;
        assert!(list.contains("· Rated"), "{list}");
        let game_path = bob_page.accept_first_challenge(&app, &list).await;
        let game_page = bob_page.get(&app, &game_path).await.body;
        assert!(
            game_page.contains("<dd id=\"game-rated\">Rated</dd>"),
            "{game_page}"
        );
        let game: i64 = game_path.trim_start_matches("/games/").parse().unwrap();
        let (_, view) = call(&app, &format!("/api/v1/games/{game}"), Some(&bob), None).await;
        assert_eq!(view["rated"], true, "{view}");

        resign(&app, &alice, game).await;
        let (a, b) = (
            rating(&app, &alice, "alice").await,
            rating(&app, &alice, "bob").await,
        );
        assert_eq!(
            (a["rating"].clone(), a["games"].clone()),
            (json!(1480), json!(1)),
            "{a}"
        );
        assert_eq!(
            (b["rating"].clone(), b["games"].clone()),
            (json!(1520), json!(1)),
            "{b}"
        );

        // Unrated is the default, and moves nothing.
        let game = start_game(&app, &alice, ("bob", &bob), "10/50").await;
        let (_, view) = call(&app, &format!("/api/v1/games/{game}"), Some(&bob), None).await;
        assert_eq!(view["rated"], false, "{view}");
        let game_page = bob_page.get(&app, &format!("/games/{game}")).await.body;
        assert!(
            game_page.contains("<dd id=\"game-rated\">Unrated</dd>"),
            "{game_page}"
        );
        resign(&app, &alice, game).await;
        assert_eq!(rating(&app, &alice, "alice").await, a);
        assert_eq!(rating(&app, &alice, "bob").await, b);

        // Days per move are written out in the lists ("3 d per move", not "3d").
        let terms = json!({"opponent": "bob", "time_control": "3d"});
        let (status, _) = call(&app, "/api/v1/challenges", Some(&alice), Some(terms)).await;
        assert_eq!(status, StatusCode::CREATED);
        let list = bob_page.get(&app, "/challenges").await.body;
        assert!(list.contains("· 3 d per move</p>"), "{list}");

        rated_thematic_refused(&app, &alice, &mut alice_page).await;
    }
}

/// As on lichess, a game from a chosen position cannot be rated (Chess960 can).
async fn rated_thematic_refused(app: &impl App, alice: &str, page: &mut Browser) {
    let fen = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
    let terms = json!({"opponent": "bob", "time_control": "10/50", "fen": fen, "rated": true});
    let (status, answer) = call(app, "/api/v1/challenges", Some(alice), Some(terms)).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{answer}");
    assert_eq!(answer["error"]["code"], "invalid_challenge", "{answer}");
    let message = answer["error"]["message"].as_str().unwrap();
    assert!(message.contains("cannot be rated"), "{message}");
    let chess960 =
        json!({"opponent": "bob", "time_control": "10/50", "variant": "chess960", "rated": true});
    let (status, answer) = call(app, "/api/v1/challenges", Some(alice), Some(chess960)).await;
    assert_eq!(status, StatusCode::CREATED, "{answer}");

    let fields = [
        ("opponent", "bob"),
        ("rated", "rated"),
        ("fen", fen),
        ("time_control", "10/50"),
    ];
    let reply = page
        .submit(app, "/challenges/new", "/challenges", &fields)
        .await;
    assert_eq!(reply.status, StatusCode::UNPROCESSABLE_ENTITY);
    let line = "<p class=\"field-error\" id=\"rated-error\" role=\"alert\">A game from a chosen opening or position cannot be rated; choose Unrated, or clear the opening and the FEN.</p>";
    assert!(reply.body.contains(line), "{}", reply.body);
}

//! Challenges and games through the JSON API on every backend: a whole game to mate, each error
//! code, draws and resignation, and concurrent submissions for one game.

use actix_http::Request;
use actix_web::dev::{Service, ServiceResponse};
use actix_web::http::StatusCode;
use serde_json::{Value, json};

use kingpost::domain::account::UserId;
use kingpost::service::accounts;

use crate::support::api::{call, player};
use crate::support::{TestApp, fresh_databases};

/// Alice challenges Bob with Alice as White; Bob accepts. Returns the game path.
async fn new_game(
    app: &impl Service<Request, Response = ServiceResponse, Error = actix_web::Error>,
    alice: &str,
    bob: &str,
) -> String {
    let terms = json!({"opponent": "bob", "color": "white", "variant": "standard", "time_control": "10/50"});
    let (status, body) = call(app, "/api/v1/challenges", Some(alice), Some(terms)).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let id = body["id"].as_i64().unwrap();
    let (status, body) = call(
        app,
        &format!("/api/v1/challenges/{id}/accept"),
        Some(bob),
        Some(json!({})),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    format!("/api/v1/games/{}", body["game_id"])
}

async fn play(
    app: &impl Service<Request, Response = ServiceResponse, Error = actix_web::Error>,
    game: &str,
    token: &str,
    body: Value,
) -> (StatusCode, Value) {
    call(app, &format!("{game}/moves"), Some(token), Some(body)).await
}

/// The SAN of every move in a game view.
fn sans_of(view: &Value) -> Vec<&str> {
    view["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["san"].as_str().unwrap())
        .collect()
}

async fn pgn_text(
    app: &impl Service<Request, Response = ServiceResponse, Error = actix_web::Error>,
    game: &str,
    token: &str,
) -> String {
    let req = actix_web::test::TestRequest::get()
        .uri(&format!("{game}/pgn"))
        .insert_header(("Authorization", format!("Bearer {token}")))
        .to_request();
    let resp = actix_web::test::call_service(app, req).await;
    assert_eq!(resp.status(), StatusCode::OK);
    let content_type = resp
        .headers()
        .get("content-type")
        .unwrap()
        .to_str()
        .unwrap()
        .to_owned();
    assert!(
        content_type.starts_with("application/x-chess-pgn"),
        "{content_type}"
    );
    String::from_utf8(actix_web::test::read_body(resp).await.to_vec()).unwrap()
}

#[actix_web::test]
async fn a_whole_game_to_mate_in_any_notation() {
    for url in fresh_databases("api-game") {
        let app = TestApp::on(url.clone()).service().await;
        let (alice, bob) = (player(&app, "alice").await, player(&app, "bob").await);
        let game = new_game(&app, &alice, &bob).await;
        // Scholar's mate, each move in a different notation.
        let moves = [
            (&alice, "e4"),
            (&bob, "5755"),
            (&alice, "Bc4"),
            (&bob, "Nc6"),
            (&alice, "d1h5"),
            (&bob, "Ng8-f6"),
            (&alice, "Qxf7#"),
        ];
        for (ply, (token, text)) in moves.iter().enumerate() {
            let (status, body) = play(&app, &game, token, json!({"move": text, "ply": ply})).await;
            assert_eq!(status, StatusCode::OK, "{url} {text}: {body}");
        }
        let (status, body) = call(&app, &game, Some(&bob), None).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(body["status"], "finished");
        assert_eq!(body["result"], "1-0");
        assert_eq!(body["termination"], "checkmate");
        assert_eq!(body["white"], "alice");
        let sans = sans_of(&body);
        assert_eq!(sans, ["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"]);
        assert_eq!(body["moves"][1]["iccf"], "5755");
        assert_eq!(body["moves"][0]["source"], "api");
        let pgn = pgn_text(&app, &game, &alice).await;
        assert!(
            pgn.contains("[White \"alice\"]\n[Black \"bob\"]\n[Result \"1-0\"]"),
            "{pgn}"
        );
        assert!(pgn.contains("[TimeControl \"10/4320000\"]"), "{pgn}");
        // Every move carries its reflection time and when it was sent,
        // `{[%days N] [%ccsnt YYYY.MM.DD,HH:MM]}`.
        assert_eq!(pgn.matches(" [%ccsnt ").count(), 7, "{pgn}");
        assert!(
            crate::support::without_send_times(&pgn)
                .replace(" {[%days 0]}", "")
                .contains("1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0"),
            "{pgn}"
        );
        let (status, body) = play(&app, &game, &bob, json!({"move": "Ke7"})).await;
        assert_eq!(
            (status, body["error"]["code"].as_str()),
            (StatusCode::CONFLICT, Some("game_over"))
        );
        let (_, list) = call(&app, "/api/v1/games?status=finished", Some(&alice), None).await;
        assert_eq!(list.as_array().unwrap().len(), 1);
        let (_, list) = call(&app, "/api/v1/games?status=active", Some(&alice), None).await;
        assert_eq!(list.as_array().unwrap().len(), 0);
    }
}

#[actix_web::test]
async fn every_move_error_has_its_code() {
    for url in fresh_databases("api-errors") {
        let app = TestApp::on(url.clone()).service().await;
        let (alice, bob, carol) = (
            player(&app, "alice").await,
            player(&app, "bob").await,
            player(&app, "carol").await,
        );
        let game = new_game(&app, &alice, &bob).await;
        let cases: [(&str, Value, StatusCode, &str); 7] = [
            (
                &alice,
                json!({"move": "Nf4"}),
                StatusCode::UNPROCESSABLE_ENTITY,
                "illegal_move",
            ),
            (
                &alice,
                json!({"move": "hello"}),
                StatusCode::UNPROCESSABLE_ENTITY,
                "unreadable_move",
            ),
            (
                &bob,
                json!({"move": "e5"}),
                StatusCode::CONFLICT,
                "not_your_turn",
            ),
            (
                &alice,
                json!({"move": "e4", "ply": 3}),
                StatusCode::CONFLICT,
                "stale_ply",
            ),
            (
                &carol,
                json!({"move": "e4"}),
                StatusCode::FORBIDDEN,
                "not_a_player",
            ),
            (
                "kp_bogus",
                json!({"move": "e4"}),
                StatusCode::UNAUTHORIZED,
                "unauthorized",
            ),
            (
                &alice,
                json!({"mve": "e4"}),
                StatusCode::BAD_REQUEST,
                "invalid_json",
            ),
        ];
        for (token, body, status, code) in cases {
            let (got, reply) = play(&app, &game, token, body.clone()).await;
            assert_eq!(
                (got, reply["error"]["code"].as_str()),
                (status, Some(code)),
                "{url} {body}: {reply}"
            );
        }
        let (_, reply) = play(&app, &game, &alice, json!({"move": "Nf4"})).await;
        assert_eq!(
            reply["error"]["message"],
            "Nf4 is not possible: no white knight can move to f4."
        );
        assert_eq!(reply["error"]["legal_moves"].as_array().unwrap().len(), 20);
        let (status, _) = call(&app, "/api/v1/games/9999", Some(&alice), None).await;
        assert_eq!(status, StatusCode::NOT_FOUND);
    }
}

#[actix_web::test]
async fn ambiguous_moves_list_the_candidates() {
    let url = crate::support::fresh_sqlite("api-ambiguous");
    let app = TestApp::on(url).service().await;
    let (alice, bob) = (player(&app, "alice").await, player(&app, "bob").await);
    let terms = json!({"opponent": "bob", "color": "white", "time_control": "3d", "fen": "4k3/8/8/8/8/8/8/1N3N1K w - - 0 1"});
    let (_, body) = call(&app, "/api/v1/challenges", Some(&alice), Some(terms)).await;
    let (_, body) = call(
        &app,
        &format!("/api/v1/challenges/{}/accept", body["id"]),
        Some(&bob),
        Some(json!({})),
    )
    .await;
    let game = format!("/api/v1/games/{}", body["game_id"]);
    let (status, reply) = play(&app, &game, &alice, json!({"move": "Nd2"})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(reply["error"]["code"], "ambiguous_move");
    assert_eq!(reply["error"]["message"], "Nd2 is ambiguous: Nbd2 or Nfd2.");
}

/// The hot writes (a move, a draw action, a resignation) check the bearer token where the write
/// runs: a token that is not valid, a revoked one, or none at all is refused with 401 and
/// nothing is written, on every backend.
#[actix_web::test]
async fn the_hot_writes_refuse_a_token_that_is_not_valid_and_write_nothing() {
    for url in fresh_databases("api-hot-tokens") {
        let test_app = TestApp::on(url.clone());
        let app = test_app.service().await;
        let (alice, bob) = (player(&app, "alice").await, player(&app, "bob").await);
        let game = new_game(&app, &alice, &bob).await;
        let credentials = json!({"username": "alice", "password": "long enough", "label": "old"});
        let (status, body) = call(&app, "/api/v1/tokens", None, Some(credentials)).await;
        assert_eq!(status, StatusCode::CREATED, "{url}: {body}");
        let revoked = body["token"].as_str().unwrap().to_owned();
        {
            let mut conn = test_app.state.pool.get().unwrap();
            let user = accounts::user_for_token(&mut conn, &revoked)
                .unwrap()
                .unwrap();
            let old = accounts::tokens(&mut conn, UserId(user.id)).unwrap();
            let old = old.iter().find(|t| t.label == "old").unwrap();
            assert!(accounts::revoke_token(&mut conn, UserId(user.id), old.id).unwrap());
        }
        let writes = [
            (format!("{game}/moves"), json!({"move": "e4"})),
            (format!("{game}/draw"), json!({"action": "offer"})),
            (format!("{game}/resign"), json!({})),
        ];
        for token in [Some("kp_bogus"), Some(revoked.as_str()), None] {
            for (path, body) in &writes {
                let (status, reply) = call(&app, path, token, Some(body.clone())).await;
                assert_eq!(
                    (status, reply["error"]["code"].as_str()),
                    (StatusCode::UNAUTHORIZED, Some("unauthorized")),
                    "{url} {path} {token:?}: {reply}"
                );
            }
        }
        let (_, view) = call(&app, &game, Some(&bob), None).await;
        assert_eq!(
            (
                view["moves"].as_array().map(Vec::len),
                &view["draw_offer"],
                &view["result"]
            ),
            (Some(0), &Value::Null, &json!("*")),
            "{url}: {view}"
        );
    }
}

/// The hot writes read the token's owner with the game (on PostgreSQL in the game's own
/// statement): a game that does not exist is 404 for a valid token and 401 for one that is not
/// valid, and a move is read in the language of the token's owner, on every backend.
#[actix_web::test]
async fn the_hot_writes_read_the_token_s_owner_with_the_game() {
    for url in fresh_databases("api-hot-owner") {
        let test_app = TestApp::on(url.clone());
        let app = test_app.service().await;
        let (alice, bob) = (player(&app, "alice").await, player(&app, "bob").await);
        let game = new_game(&app, &alice, &bob).await;
        for (path, body) in [
            ("/api/v1/games/999999/moves", json!({"move": "e4"})),
            ("/api/v1/games/999999/draw", json!({"action": "offer"})),
            ("/api/v1/games/999999/resign", json!({})),
        ] {
            for (token, expected) in [
                ("kp_bogus", StatusCode::UNAUTHORIZED),
                (alice.as_str(), StatusCode::NOT_FOUND),
            ] {
                let (status, reply) = call(&app, path, Some(token), Some(body.clone())).await;
                assert_eq!(status, expected, "{url} {path} {token}: {reply}");
            }
        }
        {
            let mut conn = test_app.state.pool.get().unwrap();
            let user = accounts::user_for_token(&mut conn, &bob).unwrap().unwrap();
            accounts::set_language(&mut conn, UserId(user.id), "de").unwrap();
        }
        let (status, view) = play(&app, &game, &alice, json!({"move": "e4"})).await;
        assert_eq!(status, StatusCode::OK, "{url}: {view}");
        let (status, view) = play(&app, &game, &bob, json!({"move": "Sf6"})).await;
        assert_eq!(status, StatusCode::OK, "{url}: {view}");
        assert_eq!(sans_of(&view), ["e4", "Nf6"], "{url}: {view}");
        let (status, view) = play(&app, &game, &alice, json!({"move": "Sc3"})).await;
        assert_eq!(
            (status, view["error"]["code"].as_str()),
            (StatusCode::UNPROCESSABLE_ENTITY, Some("unreadable_move")),
            "{url}: {view}"
        );
    }
}

#[actix_web::test]
async fn draws_and_resignation() {
    for url in fresh_databases("api-draws") {
        let app = TestApp::on(url.clone()).service().await;
        let (alice, bob) = (player(&app, "alice").await, player(&app, "bob").await);
        let game = new_game(&app, &alice, &bob).await;
        let (status, body) = play(
            &app,
            &game,
            &alice,
            json!({"move": "e4", "offer_draw": true}),
        )
        .await;
        assert_eq!(
            (status, body["draw_offer"].as_str()),
            (StatusCode::OK, Some("white"))
        );
        let draw = format!("{game}/draw");
        let (status, body) =
            call(&app, &draw, Some(&alice), Some(json!({"action": "accept"}))).await;
        assert_eq!(
            (status, body["error"]["code"].as_str()),
            (StatusCode::CONFLICT, Some("no_draw_offer"))
        );
        let (status, body) =
            call(&app, &draw, Some(&bob), Some(json!({"action": "decline"}))).await;
        assert_eq!(
            (status, body["draw_offer"].clone()),
            (StatusCode::OK, Value::Null)
        );
        let (status, body) = call(&app, &draw, Some(&bob), Some(json!({"action": "claim"}))).await;
        assert_eq!(
            (status, body["error"]["code"].as_str()),
            (StatusCode::UNPROCESSABLE_ENTITY, Some("claim_refused"))
        );
        let (status, body) =
            call(&app, &format!("{game}/resign"), Some(&bob), Some(json!({}))).await;
        assert_eq!(status, StatusCode::OK, "{url}: {body}");
        assert_eq!(
            (body["result"].as_str(), body["termination"].as_str()),
            (Some("1-0"), Some("resignation"))
        );

        let game = new_game(&app, &alice, &bob).await;
        call(
            &app,
            &draw_path(&game),
            Some(&alice),
            Some(json!({"action": "offer"})),
        )
        .await;
        let (_, body) = call(
            &app,
            &draw_path(&game),
            Some(&bob),
            Some(json!({"action": "accept"})),
        )
        .await;
        assert_eq!(
            (body["result"].as_str(), body["termination"].as_str()),
            (Some("1/2-1/2"), Some("agreement"))
        );
    }
}

fn draw_path(game: &str) -> String {
    format!("{game}/draw")
}

#[actix_web::test]
async fn threefold_claim_with_the_intended_move() {
    let app = TestApp::on(crate::support::fresh_sqlite("api-claim"))
        .service()
        .await;
    let (alice, bob) = (player(&app, "alice").await, player(&app, "bob").await);
    let game = new_game(&app, &alice, &bob).await;
    let shuffle = ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"];
    for (ply, text) in shuffle.iter().enumerate() {
        let token = if ply % 2 == 0 { &alice } else { &bob };
        assert_eq!(
            play(&app, &game, token, json!({"move": text})).await.0,
            StatusCode::OK
        );
    }
    let claim = json!({"action": "claim", "move": "Ng8"});
    let (status, body) = call(&app, &draw_path(&game), Some(&bob), Some(claim)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["termination"], "threefold_repetition");
    assert_eq!(body["moves"].as_array().unwrap().len(), 8);
}

#[actix_web::test]
async fn a_retried_move_is_not_played_twice() {
    let app = TestApp::on(crate::support::fresh_sqlite("api-retry"))
        .service()
        .await;
    let (alice, bob) = (player(&app, "alice").await, player(&app, "bob").await);
    let game = new_game(&app, &alice, &bob).await;
    let first = play(&app, &game, &alice, json!({"move": "e4", "ply": 0})).await;
    let retry = play(&app, &game, &alice, json!({"move": "e2e4", "ply": 0})).await;
    assert_eq!((first.0, retry.0), (StatusCode::OK, StatusCode::OK));
    assert_eq!(retry.1["moves"].as_array().unwrap().len(), 1);
    let other = play(&app, &game, &alice, json!({"move": "d4", "ply": 0})).await;
    assert_eq!(other.1["error"]["code"], "stale_ply");
}

#[actix_web::test]
async fn concurrent_moves_for_one_game_apply_exactly_once() {
    for url in fresh_databases("api-race") {
        let app = TestApp::on(url.clone()).service().await;
        let (alice, bob) = (player(&app, "alice").await, player(&app, "bob").await);
        for round in 0..10 {
            let game = new_game(&app, &alice, &bob).await;
            let (a, b) = tokio::join!(
                play(&app, &game, &alice, json!({"move": "e4", "ply": 0})),
                play(&app, &game, &alice, json!({"move": "d4", "ply": 0})),
            );
            let mut statuses = [a.0, b.0];
            statuses.sort();
            assert_eq!(
                statuses,
                [StatusCode::OK, StatusCode::CONFLICT],
                "{url} round {round}: {a:?} {b:?}"
            );
            let loser = if a.0 == StatusCode::CONFLICT {
                &a.1
            } else {
                &b.1
            };
            assert_eq!(loser["error"]["code"], "stale_ply", "{url}");
            let (_, view) = call(&app, &game, Some(&bob), None).await;
            assert_eq!(view["moves"].as_array().unwrap().len(), 1, "{url}");
        }
    }
}

/// The SQLite writer thread keeps replayed games in memory between API moves; a move made
/// elsewhere (here straight through the service, as the mail worker does) must not be missed:
/// the next API move is judged on the game as stored, and the API shows every move.
#[actix_web::test]
async fn api_moves_see_moves_made_through_other_doors() {
    use kingpost::chess::Language;
    use kingpost::domain::account::UserId;
    use kingpost::domain::game::MoveSource;
    use kingpost::service::games::{self, MoveRequest};

    for url in fresh_databases("api-doors") {
        let state = TestApp::on(url.clone());
        let (pool, mail) = (state.pool.clone(), state.mail.clone());
        let app = state.service().await;
        let (alice, bob) = (player(&app, "alice").await, player(&app, "bob").await);
        let game = new_game(&app, &alice, &bob).await;
        let game_id: i32 = game.rsplit('/').next().unwrap().parse().unwrap();
        let (status, body) = play(&app, &game, &alice, json!({"move": "e4", "ply": 0})).await;
        assert_eq!(status, StatusCode::OK, "{url}: {body}");
        let bob_id = {
            let mut conn = pool.get().unwrap();
            kingpost::db::users::find_by_username(&mut conn, "bob")
                .unwrap()
                .unwrap()
                .id
        };
        let request = MoveRequest {
            mv: "e5".into(),
            ply: Some(1),
            offer_draw: false,
            source: MoveSource::Email,
            language: Language::English,
        };
        let mut conn = pool.get_for_write().unwrap();
        kingpost::db::write_transaction(&mut conn, |conn| {
            let game = games::load(conn, game_id)?;
            games::play_move(
                conn,
                &mail,
                UserId(bob_id),
                game,
                &request,
                chrono::Utc::now().naive_utc(),
            )
        })
        .unwrap();
        drop(conn);
        let (status, body) = play(&app, &game, &alice, json!({"move": "Nf3", "ply": 2})).await;
        assert_eq!(status, StatusCode::OK, "{url}: {body}");
        let sans = sans_of(&body);
        assert_eq!(sans, ["e4", "e5", "Nf3"], "{url}");
        let (status, body) = play(&app, &game, &bob, json!({"move": "Nc6", "ply": 3})).await;
        assert_eq!(status, StatusCode::OK, "{url}: {body}");
        assert_eq!(body["moves"].as_array().unwrap().len(), 4, "{url}");
    }
}

//! Playing the engine on every backend: challenges to `engine:N` start a game at once, the
//! engine-moves job answers through the normal move path (source "engine"), draw offers get the
//! documented answer, and the engine accounts can neither sign in nor be registered by people.

use std::time::Duration;

use actix_http::Request;
use actix_web::dev::{Service, ServiceResponse};
use actix_web::http::StatusCode;
use kingpost::jobs::engine::run_once;
use serde_json::{Value, json};
use shakmaty::fen::Fen;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, Position};

use crate::support::api::{call, player};
use crate::support::pages::Browser;
use crate::support::{TestApp, fresh_databases};

fn quick_state(url: kingpost::db::DatabaseUrl) -> TestApp {
    TestApp::builder()
        .database(url)
        .config(|config| config.engine.think = Duration::from_millis(150))
        .build()
}

fn now() -> chrono::NaiveDateTime {
    chrono::Utc::now().naive_utc()
}

fn position(fen: &str) -> Chess {
    fen.parse::<Fen>()
        .unwrap()
        .into_position(CastlingMode::Standard)
        .unwrap()
}

/// Challenges the engine; returns the game's API path.
async fn challenge_engine(
    app: &impl Service<Request, Response = ServiceResponse, Error = actix_web::Error>,
    token: &str,
    level: u8,
    fen: Option<&str>,
) -> String {
    let mut terms =
        json!({"opponent": format!("engine:{level}"), "color": "white", "time_control": "10/50"});
    if let Some(fen) = fen {
        terms["fen"] = json!(fen);
    }
    let (status, body) = call(app, "/api/v1/challenges", Some(token), Some(terms)).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert!(body["id"].as_i64().is_some());
    format!(
        "/api/v1/games/{}",
        body["game_id"].as_i64().expect("the game starts at once")
    )
}

async fn show(
    app: &impl Service<Request, Response = ServiceResponse, Error = actix_web::Error>,
    token: &str,
    game: &str,
) -> Value {
    let (status, view) = call(app, game, Some(token), None).await;
    assert_eq!(status, StatusCode::OK, "{view}");
    view
}

#[actix_web::test]
async fn the_engine_answers_at_levels_1_and_10() {
    for url in fresh_databases("engine-play") {
        let state = quick_state(url);
        let app = state.service().await;
        let alice = player(&app, "alice").await;
        assert_eq!(
            run_once(&state.pool, &state.config, &state.mail, now()),
            0,
            "nothing to do yet"
        );
        for level in [1u8, 10] {
            let game = challenge_engine(&app, &alice, level, None).await;
            let view = show(&app, &alice, &game).await;
            assert_eq!(view["white"], "alice");
            assert_eq!(view["black"], format!("kingpost-level-{level}"));
            for ply in [0usize, 2, 4] {
                let before = show(&app, &alice, &game).await;
                let pos = position(before["fen"].as_str().unwrap());
                // Any legal move of ours will do; the engine must answer whatever we play.
                let ours = pos.legal_moves()[ply % pos.legal_moves().len()];
                let text = ours.to_uci(CastlingMode::Standard).to_string();
                let body = json!({"move": text, "ply": ply});
                let (status, after) =
                    call(&app, &format!("{game}/moves"), Some(&alice), Some(body)).await;
                assert_eq!(status, StatusCode::OK, "{after}");
                assert_eq!(
                    run_once(&state.pool, &state.config, &state.mail, now()),
                    1,
                    "level {level}"
                );
                let view = show(&app, &alice, &game).await;
                let moves = view["moves"].as_array().unwrap();
                assert_eq!(moves.len(), ply + 2, "{view}");
                let reply = &moves[ply + 1];
                assert_eq!(reply["source"], "engine");
                let mut after_ours = pos.clone();
                after_ours.play_unchecked(ours);
                let uci: UciMove = reply["uci"].as_str().unwrap().parse().unwrap();
                assert!(uci.to_move(&after_ours).is_ok(), "{reply} is legal");
                assert_eq!(view["turn"], "white");
            }
            assert_eq!(
                run_once(&state.pool, &state.config, &state.mail, now()),
                0,
                "no double answers"
            );
        }
    }
}

#[actix_web::test]
async fn draw_offers_get_the_documented_answer() {
    for url in fresh_databases("engine-draws") {
        let state = quick_state(url);
        let app = state.service().await;
        let alice = player(&app, "alice").await;

        // Three queens against a bare king: the engine (Black) is lost and accepts.
        let lost =
            challenge_engine(&app, &alice, 10, Some("4k3/8/8/8/8/8/QQQ5/4K3 w - - 0 1")).await;
        let body = json!({"move": "Kd1", "offer_draw": true});
        let (status, view) = call(&app, &format!("{lost}/moves"), Some(&alice), Some(body)).await;
        assert_eq!(status, StatusCode::OK, "{view}");
        assert_eq!(run_once(&state.pool, &state.config, &state.mail, now()), 1);
        let view = show(&app, &alice, &lost).await;
        assert_eq!(
            (view["result"].as_str(), view["termination"].as_str()),
            (Some("1/2-1/2"), Some("agreement"))
        );

        // A queen up, the engine declines by playing on.
        let won = challenge_engine(&app, &alice, 10, Some("q3k3/8/8/8/8/8/8/4K3 w - - 0 1")).await;
        let body = json!({"move": "Kd2", "offer_draw": true});
        let (status, _) = call(&app, &format!("{won}/moves"), Some(&alice), Some(body)).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(run_once(&state.pool, &state.config, &state.mail, now()), 1);
        let view = show(&app, &alice, &won).await;
        assert_eq!(view["status"], "active");
        assert_eq!(view["draw_offer"], Value::Null);
        assert_eq!(view["moves"].as_array().unwrap().len(), 2);

        // An offer made on our own move is declined at once, without moving.
        let (status, view) = call(
            &app,
            &format!("{won}/draw"),
            Some(&alice),
            Some(json!({"action": "offer"})),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{view}");
        assert_eq!(view["draw_offer"], "white");
        assert_eq!(run_once(&state.pool, &state.config, &state.mail, now()), 1);
        let view = show(&app, &alice, &won).await;
        assert_eq!(view["draw_offer"], Value::Null);
        assert_eq!(
            (view["status"].as_str(), view["turn"].as_str()),
            (Some("active"), Some("white"))
        );
        assert_eq!(view["moves"].as_array().unwrap().len(), 2);
    }
}

#[actix_web::test]
async fn engine_accounts_cannot_sign_in_or_be_taken() {
    let state = quick_state(crate::support::fresh_sqlite("engine-accounts"));
    let app = state.service().await;
    let alice = player(&app, "alice").await;
    challenge_engine(&app, &alice, 5, None).await;
    let login =
        json!({"username": "kingpost-level-5", "password": "!engine-account-cannot-sign-in"});
    let (status, _) = call(&app, "/api/v1/tokens", None, Some(login)).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let account = json!({"username": "kingpost-level-7", "email": "x@example.org", "password": "long enough"});
    let (status, body) = call(&app, "/api/v1/accounts", None, Some(account)).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(body["error"]["code"], "reserved_username", "{body}");
    let terms = json!({"opponent": "engine:11", "time_control": "10/50"});
    let (status, body) = call(&app, "/api/v1/challenges", Some(&alice), Some(terms)).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert!(
        body["error"]["message"]
            .as_str()
            .unwrap()
            .contains("engine:1 (a beginner) to engine:10")
    );
}

#[actix_web::test]
async fn the_challenge_form_offers_the_engine() {
    let state = quick_state(crate::support::fresh_sqlite("engine-form"));
    let app = state.service().await;
    let mut alice = Browser::default();
    alice.register(&app, "alice").await;
    let form = alice.get(&app, "/challenges/new").await;
    assert!(form.body.contains("name=\"engine_level\""));
    assert!(form.body.contains("Engine, level 10"));
    let fields = [
        ("engine_level", "3"),
        ("color", "black"),
        ("variant", "standard"),
        ("time_control", "10/50"),
    ];
    let reply = alice
        .submit(&app, "/challenges/new", "/challenges", &fields)
        .await;
    assert_eq!(reply.status, StatusCode::SEE_OTHER, "{}", reply.body);
    let game = reply.location.unwrap();
    assert!(game.starts_with("/games/"), "{game}");
    // The engine has White and moves first.
    assert_eq!(run_once(&state.pool, &state.config, &state.mail, now()), 1);
    let page = alice.get(&app, &game).await;
    assert!(page.body.contains("kingpost-level-3"));
    assert!(page.body.contains("id=\"move-form\""), "it is our move now");
}

//! Adjudication through the front doors on every backend: the organizer endpoint (403 for
//! players, 200 for an organizer, the decision stored and shown in the API and on the game
//! page), the adjudication page and form, and players' tablebase claims.

use std::time::Duration;

use actix_http::Request;
use actix_web::dev::{Service, ServiceResponse};
use actix_web::http::StatusCode;
use kingpost::domain::adjudication::Role;
use kingpost::service::adjudication::grant_role;
use kingpost::web::AppState;
use serde_json::{Value, json};

use crate::adjudication::{KRK, KRK_LATE, syzygy_dir};
use crate::support::api::{call, player};
use crate::support::pages::Browser;
use crate::support::{TestApp, fresh_databases};

/// The app state with quick reports and the test tables.
fn quick_state(url: kingpost::db::DatabaseUrl) -> TestApp {
    TestApp::builder()
        .database(url)
        .config(|config| {
            config.engine.adjudication_time = Duration::from_millis(300);
            config.engine.syzygy_path = Some(syzygy_dir());
        })
        .build()
}

fn make(state: &AppState, name: &str, role: Role) {
    grant_role(&mut state.pool.get().unwrap(), name, role).unwrap();
}

/// `white` challenges `black` (by name) from `fen` (or the start) and `black` accepts.
async fn game(
    app: &impl Service<Request, Response = ServiceResponse, Error = actix_web::Error>,
    white: &str,
    black: &str,
    black_name: &str,
    fen: Option<&str>,
) -> String {
    let mut terms = json!({"opponent": black_name, "color": "white", "time_control": "10/50"});
    if let Some(fen) = fen {
        terms["fen"] = json!(fen);
    }
    let (status, body) = call(app, "/api/v1/challenges", Some(white), Some(terms)).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let accept = format!("/api/v1/challenges/{}/accept", body["id"]);
    let (status, body) = call(app, &accept, Some(black), Some(json!({}))).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    format!("/api/v1/games/{}", body["game_id"])
}

trait App: Service<Request, Response = ServiceResponse, Error = actix_web::Error> {}
impl<S: Service<Request, Response = ServiceResponse, Error = actix_web::Error>> App for S {}

/// Players (and anyone without the role) get 403; a bad decision gets 422.
async fn refused(app: &impl App, decide: &str, tokens: &[&str]) {
    let body = json!({"result": "1-0", "reason": "Black stopped playing."});
    for token in tokens {
        let (status, answer) = call(app, decide, Some(token), Some(body.clone())).await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{answer}");
        assert_eq!(answer["error"]["code"], "forbidden");
        let message = answer["error"]["message"].as_str().unwrap();
        assert!(message.contains("grant-organizer"), "{message}");
    }
}

/// The organizer decides: the game ends and the decision comes back with the report.
async fn decided(app: &impl App, decide: &str, organizer: &str) -> Value {
    let bad = json!({"result": "2-0", "reason": "x"});
    let (status, answer) = call(app, decide, Some(organizer), Some(bad)).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{answer}");
    assert_eq!(answer["error"]["code"], "invalid_decision");
    let body = json!({"result": "1-0", "reason": "Black stopped playing."});
    let (status, view) = call(app, decide, Some(organizer), Some(body.clone())).await;
    assert_eq!(status, StatusCode::OK, "{view}");
    assert_eq!(view["status"], "finished");
    assert_eq!(view["result"], "1-0");
    assert_eq!(view["termination"], "adjudication");
    let stored = &view["adjudication"];
    assert_eq!(stored["result"], "1-0");
    assert_eq!(stored["reason"], "Black stopped playing.");
    assert_eq!(stored["decided_by"], "olga");
    let after_e4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
    assert_eq!(stored["report"]["fen"], after_e4);
    assert!(stored["report"]["engine"]["depth"].as_u64().unwrap() >= 1);
    let verdict = stored["report"]["verdict"].as_str().unwrap();
    assert!(["unclear", "white_wins", "black_wins"].contains(&verdict));
    let (status, again) = call(app, decide, Some(organizer), Some(body)).await;
    assert_eq!(status, StatusCode::CONFLICT, "{again}");
    assert_eq!(again["error"]["code"], "game_over");
    view
}

/// Everyone sees the decision in the game's JSON and PGN.
async fn shown(app: &impl App, game: &str, token: &str, decided: &Value) {
    let (_, view) = call(app, game, Some(token), None).await;
    assert_eq!(view["adjudication"], decided["adjudication"]);
    let pgn = actix_web::test::TestRequest::get()
        .uri(&format!("{game}/pgn"))
        .insert_header(("Authorization", format!("Bearer {token}")))
        .to_request();
    let text = actix_web::test::call_and_read_body(app, pgn).await;
    let text = String::from_utf8(text.to_vec()).unwrap();
    assert!(text.contains("[Termination \"adjudication\"]"), "{text}");
    assert!(text.contains("1-0"), "{text}");
    let (_, active) = call(app, "/api/v1/games?status=active", Some(token), None).await;
    assert_eq!(active, Value::Array(vec![]));
}

#[actix_web::test]
async fn organizers_adjudicate_and_players_may_not() {
    for url in fresh_databases("api-adjudicate") {
        let state = quick_state(url);
        let app = state.service().await;
        let alice = player(&app, "alice").await;
        let bob = player(&app, "bob").await;
        let olga = player(&app, "olga").await;
        let game = game(&app, &alice, &bob, "bob", None).await;
        let first = json!({"move": "e4"});
        let (status, _) = call(&app, &format!("{game}/moves"), Some(&alice), Some(first)).await;
        assert_eq!(status, StatusCode::OK);
        let decide = format!("{game}/adjudicate");
        refused(&app, &decide, &[&alice, &olga]).await;
        make(&state, "olga", Role::Organizer);
        let view = decided(&app, &decide, &olga).await;
        shown(&app, &game, &bob, &view).await;
    }
}

/// Before the role: no link, and 403 for the page.
async fn page_refused(app: &impl App, olga: &mut Browser, page: &str) {
    let seen = olga.get(app, page).await;
    assert_eq!(seen.status, StatusCode::OK);
    assert!(
        !seen.body.contains("/adjudicate\""),
        "a player sees no adjudication link"
    );
    let refused = olga.get(app, &format!("{page}/adjudicate")).await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN);
}

/// With the role: the link, the report, the form pre-filled, and a decision.
async fn page_decides(app: &impl App, olga: &mut Browser, page: &str) {
    let seen = olga.get(app, page).await;
    assert!(
        seen.body.contains(&format!("href=\"{page}/adjudicate\"")),
        "{}",
        seen.body
    );
    let action = format!("{page}/adjudicate");
    let form = olga.get(app, &action).await;
    assert_eq!(form.status, StatusCode::OK);
    assert!(form.body.contains("id=\"engine-report\""));
    assert!(
        form.body.contains("tablebase: win for White"),
        "{}",
        form.body
    );
    assert!(
        form.body.contains("value=\"1-0\" required checked"),
        "the verdict is pre-selected"
    );
    let empty = [("result", "1-0"), ("reason", " ")];
    let empty = olga.submit(app, &action, &action, &empty).await;
    assert_eq!(empty.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(empty.body.contains("give a reason"), "{}", empty.body);
    let fields = [
        ("result", "1-0"),
        ("reason", "Tablebase win; Black did not answer."),
    ];
    let done = olga.submit(app, &action, &action, &fields).await;
    assert_eq!(done.status, StatusCode::SEE_OTHER, "{}", done.body);
    assert_eq!(done.location.as_deref(), Some(page));
}

#[actix_web::test]
async fn the_game_page_offers_organizers_the_report_and_the_form() {
    for url in fresh_databases("page-adjudicate") {
        let state = quick_state(url);
        let app = state.service().await;
        let mut alice = Browser::default();
        let mut olga = Browser::default();
        alice.register(&app, "alice").await;
        olga.register(&app, "olga").await;
        let bob = player(&app, "bob").await;
        let login = json!({"username": "alice", "password": crate::support::pages::PASSWORD});
        let (_, token) = call(&app, "/api/v1/tokens", None, Some(login)).await;
        let alice_token = token["token"].as_str().unwrap().to_owned();
        let page = game(&app, &alice_token, &bob, "bob", Some(KRK))
            .await
            .replace("/api/v1", "");
        page_refused(&app, &mut olga, &page).await;
        make(&state, "olga", Role::Organizer);
        page_decides(&app, &mut olga, &page).await;
        let shown = alice.get(&app, &page).await;
        assert!(shown.body.contains("Decided by olga:"), "{}", shown.body);
        assert!(shown.body.contains("Tablebase win; Black did not answer."));
        assert!(shown.body.contains("class=\"report\""));
        assert!(shown.body.contains("tablebase: win for White"));
        let after = olga.get(&app, &page).await;
        assert!(
            !after.body.contains("/adjudicate\""),
            "no link once the game is over"
        );
    }
}

#[actix_web::test]
async fn tablebase_claims_end_games_only_when_the_tables_confirm() {
    for url in fresh_databases("api-claim") {
        let state = quick_state(url.clone());
        let app = state.service().await;
        let alice = player(&app, "alice").await;
        let bob = player(&app, "bob").await;
        let game_path = game(&app, &alice, &bob, "bob", Some(KRK)).await;
        let claim = format!("{game_path}/tablebase-claim");

        let (status, refused) = call(
            &app,
            &claim,
            Some(&alice),
            Some(json!({"result": "1/2-1/2"})),
        )
        .await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{refused}");
        assert_eq!(refused["error"]["code"], "claim_refused");
        assert!(
            refused["error"]["message"]
                .as_str()
                .unwrap()
                .contains("the tablebases say White wins")
        );
        let (status, refused) =
            call(&app, &claim, Some(&bob), Some(json!({"result": "1-0"}))).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{refused}");
        assert!(
            refused["error"]["message"]
                .as_str()
                .unwrap()
                .contains("resign")
        );

        let (status, view) = call(&app, &claim, Some(&alice), Some(json!({"result": "1-0"}))).await;
        assert_eq!(status, StatusCode::OK, "{view}");
        assert_eq!(
            (view["status"].as_str(), view["result"].as_str()),
            (Some("finished"), Some("1-0"))
        );
        assert_eq!(view["adjudication"]["decided_by"], "alice");
        assert!(
            view["adjudication"]["reason"]
                .as_str()
                .unwrap()
                .starts_with("tablebase claim: claim of 1-0 confirmed")
        );
        assert_eq!(view["adjudication"]["report"]["tablebase"]["wdl"], "win");

        // Ninety half-moves already gone: the win is too late, the draw claim stands.
        let late = game(&app, &alice, &bob, "bob", Some(KRK_LATE)).await;
        let claim = format!("{late}/tablebase-claim");
        let (status, _) = call(&app, &claim, Some(&alice), Some(json!({"result": "1-0"}))).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
        let (status, view) = call(&app, &claim, Some(&bob), Some(json!({"result": "draw"}))).await;
        assert_eq!(status, StatusCode::OK, "{view}");
        assert_eq!(view["result"], "1/2-1/2");

        // Without tables the server says so.
        let bare = state.with_config(|config| config.engine.syzygy_path = None);
        let bare_app = bare.service().await;
        let other = game(&bare_app, &alice, &bob, "bob", Some(KRK)).await;
        let (status, answer) = call(
            &bare_app,
            &format!("{other}/tablebase-claim"),
            Some(&alice),
            Some(json!({"result": "1-0"})),
        )
        .await;
        assert_eq!(status, StatusCode::CONFLICT, "{answer}");
        assert_eq!(answer["error"]["code"], "tablebases_unavailable");
    }
}

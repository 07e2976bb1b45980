//! Sound starts and names, through the front doors on every backend: a challenge (API and page
//! form), its acceptance and an event whose start position is already over, or whose FEN
//! counters do not fit, is refused with 422 `invalid_position` saying why; names the server
//! uses itself cannot be registered (API and sign-up page); and a page form over the size
//! limit is answered 413.

use actix_web::http::StatusCode;
use kingpost::db::games::{NewChallenge, insert_challenge};
use serde_json::{Value, json};

use crate::support::api::{call, player};
use crate::support::events::{expect, five_player_event, organizer, user_id};
use crate::support::fresh_databases;
use crate::support::pages::Browser;
use crate::support::{App, TestApp};

/// Positions no game can start from, and what the refusal must say.
const OVER: [(&str, &str); 7] = [
    (
        "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
        "Black is stalemated in this position",
    ),
    (
        "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
        "White is checkmated in this position",
    ),
    (
        "4k3/8/8/8/8/8/8/3NK3 w - - 0 1",
        "neither side can checkmate in this position",
    ),
    (
        "4k3/8/8/8/8/8/8/R3K3 w - - 150 120",
        "the half-move clock is 150 or more",
    ),
    ("4k3/8/8/8/8/8/8/R3K3 w - - 0 0", "the fullmove number is 0"),
    (
        "4k3/8/8/8/8/8/8/R3K3 w - - 40 10",
        "the half-move clock (40) is larger than the 18 half-moves",
    ),
    (
        "4k3/8/8/8/8/8/8/R3K3 b - - 2 1",
        "the half-move clock (2) is larger than the 1 half-moves",
    ),
];

fn invalid_position(answer: &Value, says: &str) {
    assert_eq!(answer["error"]["code"], "invalid_position", "{answer}");
    let message = answer["error"]["message"].as_str().unwrap();
    assert!(message.starts_with(says), "{message}");
}

/// Every door that sets a start: the challenge (fen or opening), the acceptance of one stored
/// before the check, an event's thematic start, and the challenge page.
#[actix_web::test]
async fn starts_that_are_already_over_are_refused() {
    for url in fresh_databases("sound-starts") {
        let state = TestApp::on(url);
        let app = state.service().await;
        let alice = player(&app, "alice").await;
        let bob = player(&app, "bob").await;
        for (fen, says) in OVER {
            let terms = json!({"opponent": "bob", "time_control": "10/50", "fen": fen});
            let (status, answer) =
                call(&app, "/api/v1/challenges", Some(&alice), Some(terms)).await;
            assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{fen}: {answer}");
            invalid_position(&answer, says);
        }
        let mate =
            json!({"opponent": "bob", "time_control": "10/50", "opening": "1.f3 e5 2.g4 Qh4"});
        let (status, answer) = call(&app, "/api/v1/challenges", Some(&alice), Some(mate)).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{answer}");
        invalid_position(&answer, "White is checkmated in this position");
        let live = json!({"opponent": "bob", "time_control": "10/50", "fen": "4k3/8/8/8/8/8/8/R3K3 w - - 149 120"});
        expect(
            &app,
            "/api/v1/challenges",
            Some(&alice),
            Some(live),
            StatusCode::CREATED,
        )
        .await;

        accepting_refused(&app, &state, &bob).await;
        event_refused(&app, &state).await;
        page_refused(&app).await;
    }
}

/// A challenge stored before the check (written straight into the database) cannot be
/// accepted: no game begins from a stalemate.
async fn accepting_refused(app: &impl App, state: &kingpost::web::AppState, bob: &str) {
    let id = {
        let mut conn = state.pool.get_for_write().unwrap();
        let alice = user_id(&mut conn, "alice").0;
        let bob = user_id(&mut conn, "bob").0;
        insert_challenge(
            &mut conn,
            &NewChallenge {
                challenger_id: alice,
                opponent_id: Some(bob),
                color: "white",
                variant: "standard",
                chess960_number: None,
                initial_fen: Some(OVER[0].0),
                time_control: "10/50",
                status: "open",
                created_at: chrono::Utc::now().naive_utc(),
                rated: false,
            },
        )
        .unwrap()
    };
    let accept = format!("/api/v1/challenges/{id}/accept");
    let (status, answer) = call(app, &accept, Some(bob), Some(json!({}))).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{answer}");
    invalid_position(&answer, OVER[0].1);
    let (_, games) = call(app, "/api/v1/games?status=active", Some(bob), None).await;
    assert_eq!(games, json!([]), "no game began");
}

async fn event_refused(app: &impl App, state: &kingpost::web::AppState) {
    let olga = organizer(app, state, "olga").await;
    let mut terms = five_player_event();
    terms["fen"] = json!(OVER[0].0);
    let (status, answer) = call(app, "/api/v1/events", Some(&olga), Some(terms)).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{answer}");
    invalid_position(&answer, OVER[0].1);
}

async fn page_refused(app: &impl App) {
    let mut carol = Browser::default();
    carol.register(app, "carol").await;
    let fields = [
        ("opponent", "bob"),
        ("color", "white"),
        ("variant", "standard"),
        ("fen", OVER[0].0),
        ("time_control", "10/50"),
    ];
    let page = carol
        .submit(app, "/challenges/new", "/challenges", &fields)
        .await;
    assert_eq!(
        page.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "{}",
        page.body
    );
    assert!(page.body.contains(OVER[0].1), "{}", page.body);
}

/// The engine, its levels, the administration and mail names, and the configured sender's
/// local part: 422 `reserved_username` through the API and the sign-up page, whatever the case.
#[actix_web::test]
async fn names_the_server_uses_cannot_be_registered() {
    for url in fresh_databases("reserved-names") {
        let state = TestApp::builder()
            .database(url)
            .config(|config| config.mail_from = "Chess Club <games@club.example.org>".to_owned())
            .build();
        let app = state.service().await;
        for name in [
            "engine",
            "Engine",
            "kingpost-level-3",
            "kingpost",
            "admin",
            "postmaster",
            "MAILER-DAEMON",
            "abuse",
            "root",
            "noreply",
            "no-reply",
            "bounce",
            "move",
            "games",
        ] {
            let account =
                json!({"username": name, "email": "x@example.org", "password": "long enough"});
            let (status, answer) = call(&app, "/api/v1/accounts", None, Some(account)).await;
            assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{name}: {answer}");
            assert_eq!(answer["error"]["code"], "reserved_username", "{name}");
            let message = answer["error"]["message"].as_str().unwrap();
            assert!(message.contains("is reserved"), "{message}");
        }
        player(&app, "engineer").await;
        let mut page = Browser::default();
        let reply = page.register(&app, "Postmaster").await;
        assert_eq!(
            reply.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{}",
            reply.body
        );
        assert!(reply.body.contains("is reserved"), "{}", reply.body);
    }
}

/// A sign-up form of 100 KB, and a signed-in form of 100 KB: 413 with a page that says so,
/// not 400; nothing is stored.
#[actix_web::test]
async fn a_form_over_the_size_limit_is_answered_413() {
    let state = TestApp::on(crate::support::fresh_sqlite("form-limit"));
    let app = state.service().await;
    let big = "x".repeat(100 * 1024);
    let mut visitor = Browser::default();
    let fields = [
        ("username", "bulky"),
        ("email", "bulky@example.org"),
        ("password", big.as_str()),
    ];
    let reply = visitor
        .submit(&app, "/register", "/register", &fields)
        .await;
    assert_eq!(
        reply.status,
        StatusCode::PAYLOAD_TOO_LARGE,
        "{}",
        reply.body
    );
    assert!(
        reply.body.contains("The form is too large"),
        "{}",
        reply.body
    );
    let login = json!({"username": "bulky", "password": "long enough"});
    let (status, _) = call(&app, "/api/v1/tokens", None, Some(login)).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "no account was made");
    let mut alice = Browser::default();
    alice.register(&app, "alice").await;
    let fields = [("opponent", big.as_str()), ("time_control", "10/50")];
    let reply = alice
        .submit(&app, "/challenges/new", "/challenges", &fields)
        .await;
    assert_eq!(
        reply.status,
        StatusCode::PAYLOAD_TOO_LARGE,
        "{}",
        reply.body
    );
}

//! Xfcc (XfccBasic over SOAP) through the front door, as golden request/answer pairs on every
//! backend: `tests/data/xfcc/NN-name.request` holds a request in the byte shape of one client
//! (`scid`: Scid 4.7.4's capture, no SOAPAction, tabs and newlines between the envelope
//! elements, a quoted charset, `Connection: close`; `iccf`: ICCF's published ASMX sample,
//! indented, quoted SOAPAction; `prefixed`: a PHP/suds-style client with `SOAP-ENV:` and `ns1:`
//! prefixes and an unquoted SOAPAction), and `NN-name.expected` the answer's status, content
//! type and exact body. Together they cover both operations and every `MakeAMoveResult` code;
//! the test also checks that the moves landed in the game with source `xfcc`. A missing or
//! differing expected file fails the test; `KINGPOST_BLESS=1` writes them.

use std::path::{Path, PathBuf};

use actix_web::test as web;
use chrono::{Duration, NaiveDate, NaiveDateTime};
use diesel::connection::SimpleConnection;
use kingpost::db::{self, DatabaseUrl};
use serde_json::json;

use actix_web::http::Method;

use crate::support::api::{call, call_with, player, start_game};
use crate::support::{App, TestApp, fresh_databases};

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/xfcc")
}

fn start() -> NaiveDateTime {
    NaiveDate::from_ymd_opt(2026, 11, 20)
        .unwrap()
        .and_hms_opt(10, 0, 0)
        .unwrap()
}

/// Sends `NN-name.request` (an hour after the previous one) and compares the answer with
/// `NN-name.expected`.
async fn exchange(state: &TestApp, app: &impl App, name: &str) -> String {
    state.clock.advance(Duration::hours(1));
    let raw = std::fs::read_to_string(dir().join(format!("{name}.request"))).unwrap();
    let (head, body) = raw.split_once("\n\n").unwrap();
    let mut lines = head.lines();
    let request_line = lines.next().unwrap();
    let path = request_line.split(' ').nth(1).unwrap();
    let mut req = web::TestRequest::post().uri(path);
    for line in lines {
        let (name, value) = line.split_once(": ").unwrap();
        req = req.insert_header((name, value));
    }
    let resp = web::call_service(app, req.set_payload(body.to_owned()).to_request()).await;
    let status = resp.status().as_u16();
    let content_type = resp
        .headers()
        .get("content-type")
        .unwrap()
        .to_str()
        .unwrap()
        .to_owned();
    let bytes = web::read_body(resp).await;
    let answer = String::from_utf8(bytes.to_vec()).unwrap();
    let actual = format!("status: {status}\ncontent-type: {content_type}\n\n{answer}");
    let expected_path = dir().join(format!("{name}.expected"));
    let bless = std::env::var_os("KINGPOST_BLESS").is_some();
    match std::fs::read_to_string(&expected_path) {
        Ok(expected) if expected == actual => {}
        _ if bless => std::fs::write(&expected_path, &actual).unwrap(),
        Ok(expected) => {
            assert_eq!(
                actual, expected,
                "{name}: the answer differs from its golden file"
            )
        }
        Err(_) => panic!("{name}: no {}", expected_path.display()),
    }
    answer
}

/// The result code of a `MakeAMove` answer.
fn code(answer: &str) -> &str {
    answer
        .split("<MakeAMoveResult>")
        .nth(1)
        .and_then(|rest| rest.split('<').next())
        .unwrap_or("(none)")
}

/// Makes the database refuse every new move (a failing disk, as far as the server can tell),
/// or takes that back.
fn refuse_moves(url: &DatabaseUrl, on: bool) {
    let mut conn = db::connect_once(url).unwrap();
    let sql = match (url, on) {
        (DatabaseUrl::Sqlite(_), true) => {
            "CREATE TRIGGER refuse_moves BEFORE INSERT ON moves \
             BEGIN SELECT RAISE(ABORT, 'the disk failed'); END;"
        }
        (DatabaseUrl::Postgres(_), true) => {
            "CREATE FUNCTION refuse_moves() RETURNS trigger AS $$ BEGIN \
             RAISE EXCEPTION 'the disk failed'; END $$ LANGUAGE plpgsql; \
             CREATE TRIGGER refuse_moves BEFORE INSERT ON moves \
             FOR EACH ROW EXECUTE FUNCTION refuse_moves();"
        }
        (DatabaseUrl::Sqlite(_), false) => "DROP TRIGGER refuse_moves;",
        (DatabaseUrl::Postgres(_), false) => {
            "DROP TRIGGER refuse_moves ON moves; DROP FUNCTION refuse_moves();"
        }
    };
    conn.batch_execute(sql).unwrap();
}

#[actix_web::test]
async fn every_operation_and_answer_code_in_three_clients_byte_shapes() {
    for url in fresh_databases("xfcc-golden") {
        let state = TestApp::builder()
            .database(url.clone())
            .clock(start())
            .config(|c| c.base_url = "https://chess.example.org".into())
            .build();
        let app = state.service().await;
        let alice = player(&app, "alice").await;
        let bob = player(&app, "bob").await;
        player(&app, "carol").await;
        let game = start_game(&app, &alice, ("bob", &bob), "10/50").await;
        assert_eq!(game, 1);
        let answers = first_game(&state, &app).await;
        let sent: Vec<&str> = answers.iter().map(|a| code(a)).collect();
        assert_eq!(
            sent,
            [
                "Success",
                "NotYourTurn",
                "InvalidMove",
                "InvalidMoveNumber",
                "Success",
                "Success",
                "Success",
                "Success",
                "Success",
                "MoveIsAmbigous",
                "NotYourGame",
                "InvalidGameID",
                "AuthenticationFailed",
                "NoDrawWasOffered",
                "InvalidMove",
                "Success",
                "FeatureUnavailable",
            ],
            "{url}"
        );
        let (status, thread) = call(&app, "/api/v1/games/1/messages", Some(&alice), None).await;
        assert_eq!(status, 200, "{thread}");
        let said: Vec<(&str, i64)> = thread["messages"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| (m["text"].as_str().unwrap(), m["ply"].as_i64().unwrap_or(-1)))
            .collect();
        assert_eq!(
            said,
            [("hello & good luck", 2)],
            "{url}: Bob's myMessage reaches Alice with his move 1... Nf6: {thread}"
        );
        let (_, view) = call(&app, "/api/v1/games/1", Some(&alice), None).await;
        let moves: Vec<(&str, &str)> = view["moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| (m["san"].as_str().unwrap(), m["source"].as_str().unwrap()))
            .collect();
        let xfcc = |san| (san, "xfcc");
        let expected = ["e4", "Nf6", "Nc3", "d6", "Nf3"].map(xfcc);
        assert_eq!(moves, expected, "each move once, from xfcc");
        assert_eq!(view["draw_offer"], "black", "{view}");
        let told: Vec<String> = state
            .outbox()
            .iter()
            .filter(|m| m.recipient == "bob@example.org" && m.game_id == Some(1))
            .map(|m| m.subject.clone())
            .collect();
        assert!(
            told.iter().any(|s| s.contains("your move (3. Nf3)")),
            "Bob is told of Alice's Xfcc moves by mail: {told:?}"
        );
        later_exchanges(&state, &app, (&alice, &bob), &url).await;
    }
}

/// The first game, from the first move to Bob's second draw offer: returns the `MakeAMove`
/// answers in order.
async fn first_game(state: &TestApp, app: &impl App) -> Vec<String> {
    let get = exchange(state, app, "01-scid-get-my-games").await;
    assert!(get.contains("<myTurn>true</myTurn>"), "{get}");
    let mut answers = Vec::new();
    for name in [
        "02-scid-move-success",
        "03-iccf-move-not-your-turn",
        "04-prefixed-move-invalid-move",
        "05-scid-move-invalid-move-number",
        "06-scid-move-with-message",
        "07-iccf-move-offering-a-draw",
        "08-iccf-move-sent-again",
        "09-prefixed-move-declines-by-moving",
        "10-scid-move-success",
        "11-scid-move-ambiguous",
        "12-iccf-move-not-your-game",
        "13-prefixed-move-invalid-game-id",
        "14-scid-move-authentication-failed",
        "15-scid-accept-no-draw-offered",
        "16-iccf-claim-refused",
        "17-prefixed-offer-without-a-move",
        "18-prefixed-offer-again-unavailable",
    ] {
        answers.push(exchange(state, app, name).await);
    }
    answers
}

/// Fetching games, faults, accepting the draw; then leave, the clock and a failing database
/// in two more games.
async fn later_exchanges(
    state: &TestApp,
    app: &impl App,
    (alice, bob): (&str, &str),
    url: &DatabaseUrl,
) {
    let games = exchange(state, app, "19-iccf-get-my-games").await;
    assert!(games.contains("<drawOffered>true</drawOffered>"), "{games}");
    assert!(
        games.contains("1. e4 {[%days 0] [%ccsnt 2026.11.20,12:00]} Nf6"),
        "{games}"
    );
    let fault = exchange(state, app, "20-iccf-get-my-games-authentication-failed").await;
    assert!(
        fault.contains("<faultstring>AuthenticationFailed</faultstring>"),
        "{fault}"
    );
    let fault = exchange(state, app, "21-scid-get-my-games-unescaped-password").await;
    assert!(fault.contains("not well-formed XML"), "{fault}");
    let fault = exchange(state, app, "22-iccf-make-a-move-2").await;
    assert!(fault.contains("FeatureUnavailable"), "{fault}");
    assert_eq!(
        code(&exchange(state, app, "23-scid-accept-draw").await),
        "Success"
    );
    let games = exchange(state, app, "24-prefixed-get-my-games").await;
    assert!(games.contains("<result>Draw</result>"), "{games}");

    let game = start_game(app, alice, ("bob", bob), "10/50").await;
    assert_eq!(game, 2);
    let (status, body) = call(
        app,
        "/api/v1/games/2/moves",
        Some(alice),
        Some(json!({"move": "e4"})),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    let tomorrow = (state.clock.now() + Duration::days(1)).date();
    let leave = json!({"first": tomorrow, "last": tomorrow + Duration::days(2)});
    let (status, body) = call(app, "/api/v1/leave", Some(bob), Some(leave)).await;
    assert_eq!(status, 201, "{body}");
    state.clock.advance(Duration::days(1));
    let answer = exchange(state, app, "25-scid-move-you-are-on-leave").await;
    assert_eq!(code(&answer), "YouAreOnLeave");
    state.clock.advance(Duration::days(70));
    assert_eq!(
        code(&exchange(state, app, "26-scid-move-lost-on-time").await),
        "LostOnTime"
    );

    later_games(state, app, (alice, bob), url).await;
}

/// A failing database, a message alone, a resignation; a conditional reply to an Xfcc move and
/// a draw claimed with the intended move.
async fn later_games(
    state: &TestApp,
    app: &impl App,
    (alice, bob): (&str, &str),
    url: &DatabaseUrl,
) {
    let game = start_game(app, alice, ("bob", bob), "10/50").await;
    assert_eq!(game, 3);
    refuse_moves(url, true);
    let answer = exchange(state, app, "27-scid-move-server-error").await;
    assert_eq!(code(&answer), "ServerError");
    refuse_moves(url, false);
    let answer = exchange(state, app, "28-scid-message-only").await;
    assert_eq!(code(&answer), "Success");
    assert_eq!(
        code(&exchange(state, app, "29-scid-resign").await),
        "Success"
    );
    let (_, view) = call(app, "/api/v1/games/3", Some(alice), None).await;
    let ending = (view["result"].as_str(), view["termination"].as_str());
    assert_eq!(ending, (Some("0-1"), Some("resignation")));

    let game = start_game(app, alice, ("bob", bob), "10/50").await;
    assert_eq!(game, 4);
    let conditional = json!({"text": "if 1.Nf3 1...Nf6"});
    let (status, body) = call_with(
        app,
        Method::PUT,
        "/api/v1/games/4/conditionals",
        Some(bob),
        Some(conditional),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    let answer = exchange(state, app, "30-prefixed-move-answered-by-a-conditional").await;
    assert_eq!(code(&answer), "Success");
    for (token, san) in [
        (alice, "Ng1"),
        (bob, "Ng8"),
        (alice, "Nf3"),
        (bob, "Nf6"),
        (alice, "Ng1"),
    ] {
        let (status, body) = call(
            app,
            "/api/v1/games/4/moves",
            Some(token),
            Some(json!({"move": san})),
        )
        .await;
        assert_eq!(status, 200, "{body}");
    }
    let answer = exchange(state, app, "31-iccf-claim-with-the-intended-move").await;
    assert_eq!(code(&answer), "Success");
    let (_, view) = call(app, "/api/v1/games/4", Some(alice), None).await;
    let ending = (view["result"].as_str(), view["termination"].as_str());
    assert_eq!(
        ending,
        (Some("1/2-1/2"), Some("threefold_repetition")),
        "{view}"
    );
    let sources: Vec<&str> = view["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["source"].as_str().unwrap())
        .collect();
    assert_eq!(sources[..2], ["xfcc", "conditional"]);
    assert_eq!(
        sources.last(),
        Some(&"xfcc"),
        "the intended move, from xfcc"
    );
    let games = exchange(state, app, "32-prefixed-get-my-games-recent-games").await;
    // Game 1 ended (agreed draw) over 30 days ago (`xfcc_finished_days`): no longer sent.
    assert_eq!(games.matches("<XfccGame>").count(), 3, "{games}");
    assert!(!games.contains("<id>1</id>"), "{games}");
}

#[actix_web::test]
async fn the_wsdl_describes_both_operations_at_this_address() {
    let state = TestApp::builder()
        .config(|c| c.base_url = "https://chess.example.org".into())
        .build();
    let app = state.service().await;
    for path in ["/xfcc?wsdl", "/xfcc/XfccBasic.asmx?WSDL"] {
        let resp = web::call_service(&app, web::TestRequest::get().uri(path).to_request()).await;
        assert_eq!(resp.status(), 200);
        let wsdl = String::from_utf8(web::read_body(resp).await.to_vec()).unwrap();
        assert!(
            wsdl.contains("<soap:address location=\"https://chess.example.org/xfcc\"/>"),
            "{wsdl}"
        );
        for name in [
            "\"GetMyGames\"",
            "\"MakeAMove\"",
            "\"MoveIsAmbigous\"",
            "\"AdjudicationPending\"",
        ] {
            assert!(wsdl.contains(name), "{name}");
        }
    }
}

#[test]
fn every_request_has_its_expected_answer() {
    let mut names: Vec<String> = std::fs::read_dir(dir())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    for name in names.iter().filter(|n| n.ends_with(".request")) {
        let expected = name.replace(".request", ".expected");
        assert!(names.contains(&expected), "{name} has no {expected}");
    }
}

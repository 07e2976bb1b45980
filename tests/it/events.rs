//! Postal events end to end through the JSON API on every backend: an organizer creates a
//! 5-player event, players register (one is entered by the organizer), the start creates the
//! 10 games of the Berger table and mails everyone their games; the games end in wins, draws,
//! forfeits (a withdrawal) and an end-date adjudication with the engine's report; the
//! crosstable (tiebreaks, marks), the claims queue with an appeal to a second organizer, the
//! ratings, the PGN and the CSV are checked.

use actix_web::http::StatusCode;
use kingpost::db::{outbox, users};
use kingpost::domain::adjudication::Role;
use kingpost::service::adjudication::grant_role;
use kingpost::service::events::claims;
use kingpost::service::ratings;
use kingpost::web::AppState;
use serde_json::{Value, json};

use crate::support::api::{call, player};
use crate::support::events::{five_player_event, game_between, text};
use crate::support::{App, TestApp, fresh_databases};

struct Players {
    olga: String,
    tokens: Vec<(&'static str, String)>,
}

impl Players {
    fn token(&self, name: &str) -> &str {
        &self.tokens.iter().find(|(n, _)| *n == name).unwrap().1
    }
}

async fn create_and_register(app: &impl App, state: &AppState) -> (i32, Players) {
    let olga = player(app, "olga").await;
    let mut tokens = Vec::new();
    for name in ["ann", "bob", "cyd", "dan", "eve"] {
        tokens.push((name, player(app, name).await));
    }
    let (status, body) = call(
        app,
        "/api/v1/events",
        Some(&tokens[0].1),
        Some(five_player_event()),
    )
    .await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
    assert!(
        body["error"]["message"]
            .as_str()
            .unwrap()
            .contains("grant-organizer")
    );
    grant_role(&mut state.pool.get().unwrap(), "olga", Role::Organizer).unwrap();
    let mut bad = five_player_event();
    bad["players_per_section"] = json!(18);
    let (status, body) = call(app, "/api/v1/events", Some(&olga), Some(bad)).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert!(
        body["error"]["message"]
            .as_str()
            .unwrap()
            .contains("between 3 and 17")
    );
    let (status, body) = call(
        app,
        "/api/v1/events",
        Some(&olga),
        Some(five_player_event()),
    )
    .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let id = body["id"].as_i64().unwrap() as i32;
    let players = format!("/api/v1/events/{id}/players");
    for (name, token) in &tokens[..4] {
        let (status, body) = call(app, &players, Some(token), Some(json!({}))).await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        assert_eq!(body["username"], *name);
        assert_eq!(body["rating"], 1500);
    }
    let (status, body) = call(app, &players, Some(&tokens[0].1), Some(json!({}))).await;
    assert_eq!(status, StatusCode::CONFLICT, "{body}");
    assert_eq!(body["error"]["code"], "already_registered");
    let entered = json!({"username": "eve", "rating": 1700});
    let (status, body) = call(app, &players, Some(&tokens[1].1), Some(entered.clone())).await;
    assert_eq!(
        status,
        StatusCode::FORBIDDEN,
        "players may not enter others: {body}"
    );
    let (status, body) = call(app, &players, Some(&olga), Some(entered)).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert_eq!(body["rating"], 1700);
    (id, Players { olga, tokens })
}

/// Starts the event: 10 games, two of each colour for everyone, a mail per player with all
/// four of their games.
async fn start(app: &impl App, state: &AppState, id: i32, p: &Players) -> Value {
    let start = format!("/api/v1/events/{id}/start");
    let (status, _) = call(app, &start, Some(p.token("ann")), Some(json!({}))).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, body) = call(app, &start, Some(&p.olga), Some(json!({}))).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["games"], 10);
    let (status, again) = call(app, &start, Some(&p.olga), Some(json!({}))).await;
    assert_eq!(status, StatusCode::CONFLICT, "{again}");
    let (_, event) = call(app, &format!("/api/v1/events/{id}"), Some(&p.olga), None).await;
    assert_eq!(event["status"], "running");
    let section = &event["sections"][0];
    let seats: Vec<&str> = section["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["username"].as_str().unwrap())
        .collect();
    assert_eq!(
        seats,
        ["eve", "ann", "bob", "cyd", "dan"],
        "seeded by rating"
    );
    let games = section["games"].as_array().unwrap();
    assert_eq!(games.len(), 10);
    for name in seats {
        let whites = games.iter().filter(|g| g["white"] == name).count();
        let blacks = games.iter().filter(|g| g["black"] == name).count();
        assert_eq!((whites, blacks), (2, 2), "{name}");
    }
    let mut conn = state.pool.get().unwrap();
    let ann = users::find_by_username(&mut conn, "ann").unwrap().unwrap();
    let mails: Vec<_> = outbox::of_user(&mut conn, ann.id)
        .unwrap()
        .into_iter()
        .filter(|m| m.kind == "event-started")
        .collect();
    assert_eq!(mails.len(), 1);
    assert!(
        mails[0].subject.contains("Autumn Cup"),
        "{}",
        mails[0].subject
    );
    assert_eq!(
        mails[0].text_body.matches("Round ").count(),
        4,
        "{}",
        mails[0].text_body
    );
    assert!(mails[0].text_body.contains("/games/"));
    event
}

fn game_of(event: &Value, a: &str, b: &str) -> (String, String, String) {
    let game = game_between(event, a, b);
    (
        format!("/api/v1/games/{}", game["id"]),
        game["white"].as_str().unwrap().to_owned(),
        game["black"].as_str().unwrap().to_owned(),
    )
}

async fn resign(app: &impl App, event: &Value, p: &Players, winner: &str, loser: &str) {
    let (game, ..) = game_of(event, winner, loser);
    let (status, body) = call(
        app,
        &format!("{game}/resign"),
        Some(p.token(loser)),
        Some(json!({})),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
}

async fn agree_draw(app: &impl App, event: &Value, p: &Players, a: &str, b: &str) {
    let (game, ..) = game_of(event, a, b);
    let draw = format!("{game}/draw");
    let (status, body) = call(
        app,
        &draw,
        Some(p.token(a)),
        Some(json!({"action": "offer"})),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, body) = call(
        app,
        &draw,
        Some(p.token(b)),
        Some(json!({"action": "accept"})),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["result"], "1/2-1/2");
}

/// The games: dan loses to eve, then withdraws (his other three games are forfeits); eve beats
/// ann, draws bob, loses to cyd; ann draws bob and beats cyd; bob–cyd is left unfinished.
async fn play(app: &impl App, id: i32, event: &Value, p: &Players) {
    resign(app, event, p, "eve", "dan").await;
    let withdraw = format!("/api/v1/events/{id}/withdraw");
    let (status, body) = call(app, &withdraw, Some(p.token("dan")), Some(json!({}))).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["unfinished_games"], "losses");
    resign(app, event, p, "eve", "ann").await;
    agree_draw(app, event, p, "eve", "bob").await;
    resign(app, event, p, "cyd", "eve").await;
    agree_draw(app, event, p, "ann", "bob").await;
    resign(app, event, p, "ann", "cyd").await;
}

/// The end date has passed: the last game goes to the claims queue with the engine's report;
/// the organizer adjudicates it through the adjudication endpoint, which settles the claim.
async fn end_date(app: &impl App, state: &TestApp, id: i32, event: &Value, p: &Players) -> i64 {
    let close = format!("/api/v1/events/{id}/close");
    let (status, body) = call(app, &close, Some(&p.olga), Some(json!({}))).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["opened"], 1);
    // The report is an engine job, run by a worker.
    assert_eq!(state.engine_jobs(), 1);
    let claims = format!("/api/v1/events/{id}/claims");
    let (_, queue) = call(app, &claims, Some(&p.olga), None).await;
    let claim = &queue[0];
    assert_eq!(claim["kind"], "end_date");
    assert_eq!(claim["status"], "open");
    let report: Value = serde_json::from_str(claim["report"].as_str().unwrap()).unwrap();
    assert!(report["verdict"].is_string(), "{report}");
    let (game, ..) = game_of(event, "bob", "cyd");
    let decision = json!({"result": "1/2-1/2", "reason": "Level rook endgame at the end date."});
    let (status, body) = call(
        app,
        &format!("{game}/adjudicate"),
        Some(&p.olga),
        Some(decision),
    )
    .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (_, queue) = call(app, &claims, Some(&p.olga), None).await;
    assert_eq!(queue[0]["status"], "decided");
    assert_eq!(queue[0]["decided_by"], "olga");
    assert_eq!(queue[0]["ruling"], "1/2-1/2");
    queue[0]["id"].as_i64().unwrap()
}

/// cyd appeals; the same organizer may not decide the appeal, a second one upholds it.
async fn appeal(app: &impl App, state: &AppState, claim: i64, p: &Players) {
    let appeal = format!("/api/v1/claims/{claim}/appeal");
    let (status, body) = call(app, &appeal, Some(p.token("ann")), Some(json!({}))).await;
    assert_eq!(
        status,
        StatusCode::FORBIDDEN,
        "ann does not play in it: {body}"
    );
    let note = json!({"note": "My rook was more active."});
    let (status, body) = call(app, &appeal, Some(p.token("cyd")), Some(note.clone())).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, _) = call(app, &appeal, Some(p.token("cyd")), Some(note)).await;
    assert_eq!(status, StatusCode::CONFLICT, "one appeal only");
    let decide = format!("/api/v1/claims/{claim}/decide");
    let ruling = json!({"ruling": "1/2-1/2", "reason": "The position is a dead draw."});
    let (status, body) = call(app, &decide, Some(&p.olga), Some(ruling.clone())).await;
    assert_eq!(status, StatusCode::CONFLICT, "{body}");
    assert!(
        body["error"]["message"]
            .as_str()
            .unwrap()
            .contains("second organizer")
    );
    let otto = player(app, "otto").await;
    grant_role(&mut state.pool.get().unwrap(), "otto", Role::Organizer).unwrap();
    let (status, body) = call(app, &decide, Some(&otto), Some(ruling)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["status"], "final");
}

/// All four leaders finish on 2½. Baumbach puts bob (one win) fourth; eve, ann and cyd have
/// Sonneborn-Berger 3.75 each and beat each other in a circle (head-to-head 1 each); eve's
/// starting rating of 1700 puts her first, ann and cyd share second.
fn check_crosstable(event: &Value) {
    assert_eq!(event["status"], "finished");
    let table = event["sections"][0]["crosstable"].as_array().unwrap();
    let line = |name: &str| table.iter().find(|l| l["username"] == name).unwrap();
    let ranks: Vec<(String, i64)> = table
        .iter()
        .map(|l| {
            (
                l["username"].as_str().unwrap().to_owned(),
                l["rank"].as_i64().unwrap(),
            )
        })
        .collect();
    let expected = [("eve", 1), ("ann", 2), ("cyd", 2), ("bob", 4), ("dan", 5)];
    assert_eq!(
        ranks,
        expected.map(|(n, r)| (n.to_owned(), r)).to_vec(),
        "{table:?}"
    );
    for name in ["eve", "ann", "bob", "cyd"] {
        assert_eq!(line(name)["points"], 2.5, "{name}");
        assert_eq!(line(name)["sonneborn_berger"], 3.75, "{name}");
        assert_eq!(line(name)["played"], 4, "{name}");
    }
    assert_eq!(line("bob")["wins"], 1);
    assert_eq!(line("eve")["head_to_head"], 1.0);
    assert_eq!(line("dan")["points"], 0.0);
    assert_eq!(line("dan")["withdrawn"], true);
    // Cells by seat: eve 1, ann 2, bob 3, cyd 4, dan 5.
    assert_eq!(line("ann")["cells"], json!(["0", "x", "½", "1", "+"]));
    assert_eq!(line("dan")["cells"], json!(["0", "-", "-", "-", "x"]));
    assert_eq!(line("bob")["cells"], json!(["½", "½", "x", "½A", "+"]));
    let games = event["sections"][0]["games"].as_array().unwrap();
    let marks = |m: &str| games.iter().filter(|g| g["mark"] == m).count();
    assert_eq!(
        (marks("forfeit"), marks("adjudicated"), marks("played")),
        (3, 1, 6)
    );
}

async fn check_downloads(app: &impl App, id: i32, p: &Players) {
    let (status, pgn) = text(app, &format!("/api/v1/events/{id}/pgn"), p.token("bob")).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(pgn.matches("[Event \"Autumn Cup\"]").count(), 10, "{pgn}");
    assert_eq!(pgn.matches("[Site \"").count(), 10);
    assert_eq!(pgn.matches("[Date \"").count(), 10);
    for round in 1..=5 {
        assert_eq!(
            pgn.matches(&format!("[Round \"{round}\"]")).count(),
            2,
            "round {round}"
        );
    }
    assert_eq!(pgn.matches("[Result \"1/2-1/2\"]").count(), 3);
    assert!(pgn.contains("[Section \"1\"]"));
    let (status, csv) = text(
        app,
        &format!("/api/v1/events/{id}/crosstable.csv"),
        p.token("bob"),
    )
    .await;
    assert_eq!(status, StatusCode::OK);
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines.len(), 6);
    assert!(lines[0].starts_with("section,rank,seat,player,rating,1,2,3,4,5,points"));
    assert!(
        lines[1].starts_with("1,1,1,eve,1700,x,1,½,0,1,2.5,4,2,3.75,1"),
        "{}",
        lines[1]
    );
}

/// Rated games move ratings; forfeits do not.
fn check_ratings(state: &AppState) {
    let mut conn = state.pool.get().unwrap();
    let id = |conn: &mut _, name| users::find_by_username(conn, name).unwrap().unwrap().id;
    let eve = id(&mut conn, "eve");
    let ann = id(&mut conn, "ann");
    let eve = ratings::view(&mut conn, eve).unwrap().unwrap();
    assert_eq!(eve.games, 4);
    assert!(eve.provisional);
    assert_eq!(eve.history.len(), 4);
    let ann = ratings::view(&mut conn, ann).unwrap().unwrap();
    assert_eq!(ann.games, 3, "the forfeit win over dan is not rated");
}

#[actix_web::test]
async fn a_five_player_event_runs_from_creation_to_final_crosstable() {
    for url in fresh_databases("events-e2e") {
        let state = TestApp::quick(url);
        let app = state.service().await;
        let (id, p) = create_and_register(&app, &state).await;
        let event = start(&app, &state, id, &p).await;
        play(&app, id, &event, &p).await;
        let (_, running) = call(&app, &format!("/api/v1/events/{id}"), Some(&p.olga), None).await;
        assert_eq!(
            running["status"], "running",
            "one game is still being played"
        );
        let claim = end_date(&app, &state, id, &event, &p).await;
        let end_date_mail: Vec<String> = {
            state
                .outbox()
                .into_iter()
                .filter(|m| m.kind == "event-claim-filed" && m.text_body.contains("end date"))
                .map(|m| m.recipient)
                .collect()
        };
        assert_eq!(
            end_date_mail,
            ["bob@example.org", "cyd@example.org"],
            "the players of the unfinished game are told"
        );
        appeal(&app, &state, claim, &p).await;
        let (_, event) = call(&app, &format!("/api/v1/events/{id}"), Some(&p.olga), None).await;
        check_crosstable(&event);
        check_downloads(&app, id, &p).await;
        check_ratings(&state);
    }
}

/// An event that allows draw offers from move 10 refuses them earlier, with or without a move,
/// and one without tablebase claims refuses those; an event needs at least three players to
/// start; silent games are queued once.
#[actix_web::test]
async fn event_rules_refuse_early_draw_offers() {
    for url in fresh_databases("events-rules") {
        let state = TestApp::builder()
            .database(url)
            .quick_engine()
            .config(|config| config.engine.syzygy_path = Some(crate::adjudication::syzygy_dir()))
            .build();
        let app = state.service().await;
        let olga = player(&app, "olga").await;
        grant_role(&mut state.pool.get().unwrap(), "olga", Role::Organizer).unwrap();
        let mut terms = five_player_event();
        terms["players_per_section"] = json!(3);
        terms["draw_offers_from_move"] = json!(10);
        terms["tablebase_claims"] = json!(false);
        terms["ends_at"] = json!("2099-01-01");
        let (_, body) = call(&app, "/api/v1/events", Some(&olga), Some(terms)).await;
        let id = body["id"].as_i64().unwrap();
        let players = format!("/api/v1/events/{id}/players");
        let mut tokens = Vec::new();
        for name in ["ann", "bob", "cyd"] {
            let token = player(&app, name).await;
            let (status, _) = call(&app, &players, Some(&token), Some(json!({}))).await;
            assert_eq!(status, StatusCode::CREATED);
            tokens.push((name, token));
            if name == "bob" {
                let start = format!("/api/v1/events/{id}/start");
                let (status, body) = call(&app, &start, Some(&olga), Some(json!({}))).await;
                assert_eq!(
                    status,
                    StatusCode::UNPROCESSABLE_ENTITY,
                    "two players: {body}"
                );
            }
        }
        let start = format!("/api/v1/events/{id}/start");
        let (status, body) = call(&app, &start, Some(&olga), Some(json!({}))).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(body["games"], 3);
        let (_, event) = call(&app, &format!("/api/v1/events/{id}"), Some(&olga), None).await;
        let game = &event["sections"][0]["games"][0];
        let white = game["white"].as_str().unwrap();
        let token = &tokens.iter().find(|(n, _)| *n == white).unwrap().1;
        let path = format!("/api/v1/games/{}", game["id"]);
        let offer = json!({"action": "offer"});
        let (status, body) = call(&app, &format!("{path}/draw"), Some(token), Some(offer)).await;
        assert_eq!(status, StatusCode::CONFLICT, "{body}");
        assert_eq!(body["error"]["code"], "event_rule");
        assert!(
            body["error"]["message"]
                .as_str()
                .unwrap()
                .contains("from move 10")
        );
        let with_move = json!({"move": "e4", "offer_draw": true});
        let (status, body) =
            call(&app, &format!("{path}/moves"), Some(token), Some(with_move)).await;
        assert_eq!(status, StatusCode::CONFLICT, "{body}");
        let claim = json!({"result": "1/2-1/2"});
        let (status, body) = call(
            &app,
            &format!("{path}/tablebase-claim"),
            Some(token),
            Some(claim),
        )
        .await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        assert!(
            body["error"]["message"]
                .as_str()
                .unwrap()
                .contains("does not allow tablebase")
        );
        let plain = json!({"move": "e4"});
        let (status, body) = call(&app, &format!("{path}/moves"), Some(token), Some(plain)).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        // Silence: nothing yet; after 30 days without a move every game is queued, once.
        let mut conn = state.pool.get_for_write().unwrap();
        let now = chrono::Utc::now().naive_utc();
        let id = i32::try_from(id).unwrap();
        assert_eq!(
            claims::scan_silence(&mut conn, &state.mail, id, now).unwrap(),
            0
        );
        let later = now + chrono::Duration::days(31);
        assert_eq!(
            claims::scan_silence(&mut conn, &state.mail, id, later).unwrap(),
            3
        );
        assert_eq!(
            claims::scan_silence(&mut conn, &state.mail, id, later).unwrap(),
            0
        );
        let told: Vec<_> = crate::support::mail::all_rows(&mut conn)
            .into_iter()
            .filter(|m| m.kind == "event-claim-filed")
            .collect();
        assert_eq!(told.len(), 6, "both players of each silent game are told");
        assert!(
            told[0].text_body.contains("no move for 30 days"),
            "{}",
            told[0].text_body
        );
        let queue = claims::queue(&mut conn, id).unwrap();
        assert!(
            queue
                .iter()
                .all(|c| c.kind == "silence" && c.status == "open")
        );
    }
}

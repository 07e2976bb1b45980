//! Correspondence clocks end to end, on every backend: games played through the API, the clock
//! moved forward by the deadline check (`kingpost deadlines --at` as a child process, or the
//! service with a fixed `now`): a reminder at 80%, forfeits (one a draw against a bare king),
//! leave that saves a player, a move refused on leave, and conditional moves played out, cleared
//! and kept from the opponent.

use std::process::Command;

use actix_http::Request;
use actix_web::dev::{Service, ServiceResponse};
use actix_web::http::{Method, StatusCode};
use actix_web::test;
use chrono::{Datelike, Duration, NaiveDateTime, Utc};
use kingpost::db::DatabaseUrl;
use kingpost::domain::account::UserId;
use kingpost::domain::game::GameId;
use kingpost::domain::reminders::{ReminderPoint, ReminderPolicy};
use kingpost::service::deadlines::{self, DeadlineEvent};
use kingpost::web::AppState;
use serde_json::{Value, json};

use crate::support::api::{call, player};
use crate::support::{TestApp, fresh_databases, temp_dir};

/// PUT, DELETE or a text body; `body` a JSON value or (as a string) plain text.
async fn send(
    app: &impl Service<Request, Response = ServiceResponse, Error = actix_web::Error>,
    method: Method,
    path: &str,
    token: &str,
    body: Option<Value>,
) -> (StatusCode, Value) {
    let mut req = test::TestRequest::default()
        .method(method)
        .uri(path)
        .insert_header(("Authorization", format!("Bearer {token}")));
    req = match body {
        Some(Value::String(text)) => req
            .insert_header(("Content-Type", "text/plain"))
            .set_payload(text),
        Some(value) => req.set_json(value),
        None => req,
    };
    let resp = test::call_service(app, req.to_request()).await;
    let status = resp.status();
    let bytes = test::read_body(resp).await;
    (
        status,
        serde_json::from_slice(&bytes).unwrap_or(Value::Null),
    )
}

/// Alice (White) challenges Bob; returns the game's API path and id.
async fn new_game(
    app: &impl Service<Request, Response = ServiceResponse, Error = actix_web::Error>,
    alice: &str,
    bob: &str,
    terms: Value,
) -> (String, i32) {
    let mut terms = terms;
    terms["opponent"] = json!("bob");
    terms["color"] = json!("white");
    let (status, body) = call(app, "/api/v1/challenges", Some(alice), Some(terms)).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let path = format!("/api/v1/challenges/{}/accept", body["id"]);
    let (status, body) = call(app, &path, Some(bob), Some(json!({}))).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let id = i32::try_from(body["game_id"].as_i64().unwrap()).unwrap();
    (format!("/api/v1/games/{id}"), id)
}

async fn play(
    app: &impl Service<Request, Response = ServiceResponse, Error = actix_web::Error>,
    game: &str,
    token: &str,
    text: &str,
) -> (StatusCode, Value) {
    call(
        app,
        &format!("{game}/moves"),
        Some(token),
        Some(json!({"move": text})),
    )
    .await
}

fn deadline_of(game: &Value) -> NaiveDateTime {
    // RFC 3339 with the UTC offset.
    chrono::DateTime::parse_from_rfc3339(game["deadline"].as_str().unwrap())
        .unwrap()
        .naive_utc()
}

/// The deadline check with the default reminders, as the worker runs it.
fn check(state: &AppState, at: NaiveDateTime, dry_run: bool) -> Vec<DeadlineEvent> {
    let mut conn = state.pool.get_for_write().unwrap();
    deadlines::check(
        &mut conn,
        &ReminderPolicy::default(),
        &state.mail,
        at,
        dry_run,
    )
    .unwrap()
}

/// `kingpost deadlines --at TIME [--dry-run]` on the database at `url`; returns stdout.
fn deadlines_command(url: &DatabaseUrl, at: NaiveDateTime, dry_run: bool) -> String {
    let at = format!("{}Z", at.format("%Y-%m-%dT%H:%M:%S"));
    let db = match url {
        DatabaseUrl::Sqlite(path) => format!("sqlite://{}", path.display()),
        DatabaseUrl::Postgres(url) => url.clone(),
    };
    let mut args = vec!["deadlines", "--at", &at, "--database-url", &db];
    if dry_run {
        args.push("--dry-run");
    }
    let output = Command::new(env!("CARGO_BIN_EXE_kingpost"))
        .args(&args)
        .current_dir(temp_dir("deadlines-cli"))
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{stderr}");
    String::from_utf8(output.stdout).unwrap()
}

#[actix_web::test]
async fn reminders_then_a_forfeit_through_the_deadlines_command() {
    for url in fresh_databases("clock-forfeit") {
        let state = TestApp::on(url.clone());
        let app = state.service().await;
        let (alice, bob) = (player(&app, "alice").await, player(&app, "bob").await);
        let (game, id) = new_game(&app, &alice, &bob, json!({"time_control": "3d"})).await;
        let (_, view) = call(&app, &game, Some(&bob), None).await;
        let deadline = deadline_of(&view);
        assert_eq!(view["clock"]["white"]["time_left_days"], 3, "{view}");
        assert!(
            view["clock"]["white"]["time_left_seconds"]
                .as_i64()
                .unwrap()
                > 3 * 86_400
        );
        assert_eq!(view["clock"]["black"]["time_left_seconds"], Value::Null);
        assert_eq!(view["clock"]["white"]["time_zone"], "UTC");

        // On the last day (80% of 4 calendar days used) Alice is reminded, once.
        let last_day = deadline - Duration::days(1) + Duration::minutes(1);
        let dry = deadlines_command(&url, last_day, true);
        assert!(
            dry.starts_with(&format!("reminder game {id}: alice, 80% used, 0 days left")),
            "{dry}"
        );
        assert!(dry.ends_with("(dry run: nothing was changed)\n"), "{dry}");
        let applied = deadlines_command(&url, last_day, false);
        assert_eq!(
            applied.replace("(applied)", "(dry run: nothing was changed)"),
            dry
        );
        let again = deadlines_command(&url, last_day, false);
        assert!(again.starts_with("0 events"), "{again}");

        // A dry run at the deadline changes nothing; the real run ends the game.
        let after = deadline + Duration::minutes(1);
        let dry = deadlines_command(&url, after, true);
        assert!(
            dry.starts_with(&format!("forfeit game {id}: alice overstepped")),
            "{dry}"
        );
        let (_, view) = call(&app, &game, Some(&bob), None).await;
        assert_eq!(view["status"], "active");
        let applied = deadlines_command(&url, after, false);
        assert!(applied.contains("result 0-1"), "{applied}");
        let (_, view) = call(&app, &game, Some(&bob), None).await;
        assert_eq!(
            (
                view["status"].as_str(),
                view["result"].as_str(),
                view["termination"].as_str()
            ),
            (Some("finished"), Some("0-1"), Some("time_forfeit")),
            "{url}"
        );
        assert_eq!(view["deadline"], Value::Null);
        assert!(deadlines_command(&url, after, false).starts_with("0 events"));
    }
}

#[actix_web::test]
async fn a_forfeit_is_a_draw_when_the_opponent_has_a_bare_king() {
    for url in fresh_databases("clock-bare-king") {
        let state = TestApp::on(url.clone());
        let app = state.service().await;
        let (alice, bob) = (player(&app, "alice").await, player(&app, "bob").await);
        let terms = json!({"time_control": "5d", "fen": "4k3/8/8/8/8/8/8/4K2R w K - 0 1"});
        let (game, id) = new_game(&app, &alice, &bob, terms).await;
        let (_, view) = call(&app, &game, Some(&alice), None).await;
        let events = check(&state, deadline_of(&view), false);
        let forfeit = events
            .iter()
            .find(|e| matches!(e, DeadlineEvent::TimeForfeit { .. }))
            .unwrap();
        let DeadlineEvent::TimeForfeit {
            game: g, result, ..
        } = forfeit
        else {
            unreachable!()
        };
        assert_eq!((*g, result.as_pgn()), (GameId(id), "1/2-1/2"), "{url}");
        let (_, view) = call(&app, &game, Some(&alice), None).await;
        assert_eq!(
            (view["result"].as_str(), view["termination"].as_str()),
            (Some("1/2-1/2"), Some("time_forfeit"))
        );
    }
}

#[actix_web::test]
async fn the_reminder_points_come_once_each() {
    for url in fresh_databases("clock-reminders") {
        let state = TestApp::on(url.clone());
        let app = state.service().await;
        let (alice, bob) = (player(&app, "alice").await, player(&app, "bob").await);
        let (game, id) = new_game(&app, &alice, &bob, json!({"time_control": "10/50"})).await;
        let (_, view) = call(&app, &game, Some(&alice), None).await;
        let received = deadline_of(&view) - Duration::days(51);
        let alice_id = UserId(1);
        let reminder = |point, time_left_days| DeadlineEvent::Reminder {
            game: GameId(id),
            user: alice_id,
            point,
            deadline: deadline_of(&view),
            time_left_days,
        };
        let at = |days| received + Duration::days(days) + Duration::hours(1);
        assert_eq!(check(&state, at(1), false), vec![], "{url}");
        assert_eq!(
            check(&state, at(14), false),
            vec![reminder(ReminderPoint::DaysSilent(14), 36)]
        );
        assert_eq!(check(&state, at(14), false), vec![]);
        // Missed points are recorded; only the latest of each kind is sent.
        assert_eq!(
            check(&state, at(40), false),
            vec![
                reminder(ReminderPoint::AllowanceUsed(80), 10),
                reminder(ReminderPoint::DaysSilent(35), 10)
            ]
        );
        assert_eq!(check(&state, at(45), false), vec![]);
        // A move starts the count afresh for Bob, and Alice's clock stops.
        let (status, view) = play(&app, &game, &alice, "e4").await;
        assert_eq!(status, StatusCode::OK, "{view}");
        assert_eq!(view["clock"]["white"]["moves_to_control"], 9);
        assert_eq!(view["clock"]["black"]["time_left_days"], 50);
    }
}

#[actix_web::test]
async fn leave_saves_a_player_and_stops_moves() {
    for url in fresh_databases("clock-leave") {
        let state = TestApp::on(url.clone());
        let app = state.service().await;
        let (alice, bob) = (player(&app, "alice").await, player(&app, "bob").await);
        let (game, id) = new_game(&app, &alice, &bob, json!({"time_control": "3d"})).await;
        let (_, view) = call(&app, &game, Some(&bob), None).await;
        let old_deadline = deadline_of(&view);
        let today = Utc::now().date_naive();
        let leave = json!({"first": today + Duration::days(1), "last": today + Duration::days(2)});
        let (status, booked) = call(&app, "/api/v1/leave", Some(&alice), Some(leave)).await;
        assert_eq!(status, StatusCode::CREATED, "{booked}");
        assert_eq!(
            (booked["days"].as_i64(), booked["status"].as_str()),
            (Some(2), Some("future"))
        );
        let (_, view) = call(&app, &game, Some(&bob), None).await;
        assert_eq!(
            deadline_of(&view),
            old_deadline + Duration::days(2),
            "{url}"
        );
        assert_eq!(
            view["clock"]["white"]["leave"][0]["first"], booked["first"],
            "shown to Bob"
        );
        let events = check(&state, old_deadline + Duration::minutes(1), false);
        assert!(
            !events
                .iter()
                .any(|e| matches!(e, DeadlineEvent::TimeForfeit { .. })),
            "{events:?}"
        );
        let (_, overview) = call(&app, "/api/v1/leave", Some(&alice), None).await;
        let this_year = [1, 2]
            .into_iter()
            .filter(|d| (today + Duration::days(*d)).year() == today.year())
            .count();
        let left = 45 - i64::try_from(this_year).unwrap();
        assert_eq!(
            (overview["allowance"].as_i64(), overview["left"].as_i64()),
            (Some(45), Some(left))
        );

        // Leave must be booked in advance; too much leave is refused.
        let today_leave = json!({"first": today, "last": today});
        let (status, body) = call(&app, "/api/v1/leave", Some(&alice), Some(today_leave)).await;
        assert_eq!(
            (status, body["error"]["code"].as_str()),
            (StatusCode::UNPROCESSABLE_ENTITY, Some("invalid_leave"))
        );
        let long =
            json!({"first": today + Duration::days(10), "last": today + Duration::days(110)});
        let (status, body) = call(&app, "/api/v1/leave", Some(&alice), Some(long)).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");

        // Moving it to three days moves the deadline a day further; Bob cannot touch it.
        let path = format!("/api/v1/leave/{}", booked["id"]);
        let moved = json!({"first": today + Duration::days(1), "last": today + Duration::days(3)});
        let (status, body) = send(&app, Method::PUT, &path, &alice, Some(moved.clone())).await;
        assert_eq!(
            (status, body["days"].as_i64()),
            (StatusCode::OK, Some(3)),
            "{body}"
        );
        let (_, view) = call(&app, &game, Some(&bob), None).await;
        assert_eq!(deadline_of(&view), old_deadline + Duration::days(3));
        let (status, _) = send(&app, Method::PUT, &path, &bob, Some(moved)).await;
        assert_eq!(status, StatusCode::NOT_FOUND);

        // Cancelling the future leave brings the old deadline back.
        let (status, body) = send(&app, Method::DELETE, &path, &alice, None).await;
        assert_eq!(
            (status, body["action"].as_str()),
            (StatusCode::OK, Some("cancelled"))
        );
        let (_, view) = call(&app, &game, Some(&bob), None).await;
        assert_eq!(deadline_of(&view), old_deadline);

        // Special leave from today: no move until it is ended early.
        let mut conn = state.pool.get_for_write().unwrap();
        let now = Utc::now().naive_utc();
        let special = kingpost::service::leave::grant_special(
            &mut conn,
            UserId(1),
            today,
            today + Duration::days(3),
            Some("illness"),
            now,
        )
        .unwrap();
        drop(conn);
        let (status, body) = play(&app, &game, &alice, "e4").await;
        assert_eq!(
            (status, body["error"]["code"].as_str()),
            (StatusCode::CONFLICT, Some("on_leave")),
            "{body}"
        );
        assert!(
            body["error"]["message"]
                .as_str()
                .unwrap()
                .contains("end your leave early")
        );
        let (_, view) = call(&app, &game, Some(&bob), None).await;
        assert_eq!(view["clock"]["white"]["on_leave"], true);
        let path = format!("/api/v1/leave/{}", special.id);
        let (status, body) = send(&app, Method::DELETE, &path, &alice, None).await;
        assert_eq!(
            (status, body["action"].as_str()),
            (StatusCode::OK, Some("removed")),
            "{body}"
        );
        let (status, body) = play(&app, &game, &alice, "e4").await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(id, body["id"].as_i64().unwrap() as i32);
    }
}

#[actix_web::test]
async fn a_move_after_the_deadline_is_refused() {
    let url = crate::support::fresh_sqlite("clock-late");
    let state = TestApp::on(url);
    let app = state.service().await;
    let (alice, bob) = (player(&app, "alice").await, player(&app, "bob").await);
    let (game, _) = new_game(&app, &alice, &bob, json!({"time_control": "1d"})).await;
    let (status, _) = send(
        &app,
        Method::PUT,
        "/api/v1/time_zone",
        &alice,
        Some(json!({"time_zone": "Mars/Base"})),
    )
    .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    let (status, body) = send(
        &app,
        Method::PUT,
        "/api/v1/time_zone",
        &alice,
        Some(json!({"time_zone": "Pacific/Kiritimati"})),
    )
    .await;
    assert_eq!(
        (status, body["time_zone"].as_str()),
        (StatusCode::OK, Some("Pacific/Kiritimati"))
    );
    let (_, view) = call(&app, &game, Some(&bob), None).await;
    assert_eq!(view["clock"]["white"]["time_zone"], "Pacific/Kiritimati");
    let mut conn = state.pool.get_for_write().unwrap();
    let stored = kingpost::service::games::load(&mut conn, 1).unwrap();
    let late = deadline_of(&view) + Duration::seconds(1);
    let err =
        kingpost::service::game_store::clock::check_may_move(&mut conn, &stored, UserId(1), late)
            .unwrap_err();
    assert!(err.to_string().starts_with("your time ran out at"), "{err}");
    let early = deadline_of(&view) - Duration::seconds(1);
    kingpost::service::game_store::clock::check_may_move(&mut conn, &stored, UserId(1), early)
        .unwrap();
}

#[actix_web::test]
async fn conditional_moves_play_out_clear_and_stay_private() {
    for url in fresh_databases("clock-conditionals") {
        let state = TestApp::on(url.clone());
        let app = state.service().await;
        let (alice, bob) = (player(&app, "alice").await, player(&app, "bob").await);
        let (game, _) = new_game(&app, &alice, &bob, json!({"time_control": "10/50"})).await;
        let conditionals = format!("{game}/conditionals");
        let lines = "if 1...e5 2.Nf3 if 2...Nc6 3.Bb5\nif 1...c5 2.Nf3";
        let (status, body) =
            send(&app, Method::PUT, &conditionals, &alice, Some(json!(lines))).await;
        assert_eq!(
            (status, body["error"]["code"].as_str()),
            (StatusCode::CONFLICT, Some("your_move"))
        );
        play(&app, &game, &alice, "e4").await;
        let (status, body) =
            send(&app, Method::PUT, &conditionals, &alice, Some(json!(lines))).await;
        assert_eq!(status, StatusCode::OK, "{url}: {body}");
        assert_eq!(
            body["lines"],
            json!(["if 1...e5 2.Nf3 if 2...Nc6 3.Bb5", "if 1...c5 2.Nf3"])
        );
        let (status, body) = send(
            &app,
            Method::PUT,
            &conditionals,
            &alice,
            Some(json!("1...e5 2.Nf6")),
        )
        .await;
        assert_eq!(
            (status, body["error"]["code"].as_str()),
            (
                StatusCode::UNPROCESSABLE_ENTITY,
                Some("invalid_conditionals")
            )
        );

        // Bob sees nothing of them.
        let (_, view) = call(&app, &game, Some(&bob), None).await;
        assert!(
            !view.to_string().contains("Bb5") && !view.to_string().contains("f1b5"),
            "{view}"
        );
        let (_, own) = call(&app, &conditionals, Some(&bob), None).await;
        assert_eq!(own["lines"], json!([]));

        // 1...e5 is answered at once by 2.Nf3, then 2...Nc6 by 3.Bb5: no time spent.
        let (status, view) = play(&app, &game, &bob, "e5").await;
        assert_eq!(status, StatusCode::OK, "{view}");
        assert_eq!(view["moves"][2]["san"], "Nf3");
        assert_eq!(view["moves"][2]["source"], "conditional");
        assert_eq!(view["turn"], "black");
        let (_, view) = play(&app, &game, &bob, "Nc6").await;
        assert_eq!(view["moves"][4]["san"], "Bb5");
        assert_eq!(view["clock"]["reflection_days"], json!([0, 0, 0, 0, 0]));
        let (_, own) = call(&app, &conditionals, Some(&alice), None).await;
        assert_eq!(own["lines"], json!([]), "the line is used up");

        // A JSON tree; a move it does not provide for clears it.
        let tree =
            json!({"tree": [{"if": "a6", "then": "Ba4", "next": [{"if": "Nf6", "then": "O-O"}]}]});
        let (status, body) = send(&app, Method::PUT, &conditionals, &alice, Some(tree)).await;
        assert_eq!(
            (status, body["lines"].clone()),
            (StatusCode::OK, json!(["if 3...a6 4.Ba4 if 4...Nf6 5.O-O"]))
        );
        let (_, view) = play(&app, &game, &bob, "Nf6").await;
        assert_eq!(
            (
                view["turn"].as_str(),
                view["moves"].as_array().unwrap().len()
            ),
            (Some("white"), 6)
        );
        let (_, own) = call(&app, &conditionals, Some(&alice), None).await;
        assert_eq!(own["lines"], json!([]));

        // An empty body clears them too.
        play(&app, &game, &alice, "O-O").await;
        let (status, body) = send(
            &app,
            Method::PUT,
            &conditionals,
            &alice,
            Some(json!("if 4...Nxe4 5.Re1")),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let (status, body) = send(&app, Method::PUT, &conditionals, &alice, Some(json!(""))).await;
        assert_eq!((status, body["lines"].clone()), (StatusCode::OK, json!([])));

        let pgn_req = test::TestRequest::get()
            .uri(&format!("{game}/pgn"))
            .insert_header(("Authorization", format!("Bearer {alice}")))
            .to_request();
        let pgn = String::from_utf8(
            test::read_body(test::call_service(&app, pgn_req).await)
                .await
                .to_vec(),
        )
        .unwrap();
        assert!(
            crate::support::without_send_times(&pgn)
                .contains("1. e4 {[%days 0]} e5 {[%days 0]} 2. Nf3 {[%days 0]}"),
            "{pgn}"
        );
    }
}

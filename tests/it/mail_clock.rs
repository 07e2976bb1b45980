//! Mail from the clock, on every backend: the deadline check reminds the silent player and tells
//! both players of a time forfeit, in the same run that records it; conditional moves tell
//! their owner when the server played one and when they were cleared. The worker's deadline
//! job runs the same check.

use actix_http::Request;
use actix_web::dev::{Service, ServiceResponse};
use actix_web::http::{Method, StatusCode};
use actix_web::test;
use chrono::{Duration, NaiveDateTime};
use kingpost::db::outbox::{self, OutboxRow};
use kingpost::db::users;
use kingpost::domain::calendar::local_time;
use kingpost::domain::reminders::ReminderPolicy;
use kingpost::jobs::Job;
use kingpost::jobs::deadlines as deadline_job;
use kingpost::service::deadlines;
use kingpost::web::AppState;
use serde_json::{Value, json};

use crate::support::api::{call, player};
use crate::support::{TestApp, fresh_databases};

/// Alice (White) challenges Bob to 10 moves in 50 days; returns the game id.
async fn new_game(
    app: &impl Service<Request, Response = ServiceResponse, Error = actix_web::Error>,
    alice: &str,
    bob: &str,
) -> i32 {
    let terms = json!({"opponent": "bob", "color": "white", "time_control": "10/50"});
    let (_, body) = call(app, "/api/v1/challenges", Some(alice), Some(terms)).await;
    let path = format!("/api/v1/challenges/{}/accept", body["id"]);
    let (status, body) = call(app, &path, Some(bob), Some(json!({}))).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    i32::try_from(body["game_id"].as_i64().unwrap()).unwrap()
}

async fn play(
    app: &impl Service<Request, Response = ServiceResponse, Error = actix_web::Error>,
    game: i32,
    token: &str,
    text: &str,
) {
    let path = format!("/api/v1/games/{game}/moves");
    let (status, body) = call(app, &path, Some(token), Some(json!({"move": text}))).await;
    assert_eq!(status, StatusCode::OK, "{text}: {body}");
}

/// Stores conditional moves (one line per branch) for the player with `token`.
async fn conditionals(
    app: &impl Service<Request, Response = ServiceResponse, Error = actix_web::Error>,
    game: i32,
    token: &str,
    lines: &str,
) {
    let req = test::TestRequest::default()
        .method(Method::PUT)
        .uri(&format!("/api/v1/games/{game}/conditionals"))
        .insert_header(("Authorization", format!("Bearer {token}")))
        .insert_header(("Content-Type", "text/plain"))
        .set_payload(lines.to_owned())
        .to_request();
    let resp = test::call_service(app, req).await;
    assert_eq!(resp.status(), StatusCode::OK);
}

fn rows_of(state: &AppState, game: i32, kind: &str) -> Vec<OutboxRow> {
    let mut conn = state.pool.get().unwrap();
    let rows = outbox::of_game(&mut conn, game).unwrap();
    crate::support::mail::as_sent(&mut conn, rows)
        .into_iter()
        .filter(|r| r.kind == kind)
        .collect()
}

fn deadline_of(view: &Value) -> NaiveDateTime {
    // RFC 3339 with the UTC offset.
    chrono::DateTime::parse_from_rfc3339(view["deadline"].as_str().unwrap())
        .unwrap()
        .naive_utc()
}

#[actix_web::test]
async fn reminders_and_time_forfeits_are_mailed_by_the_deadline_check() {
    for url in fresh_databases("mail-deadlines") {
        let state = TestApp::on(url);
        let app = state.service().await;
        let (alice, bob) = (player(&app, "alice").await, player(&app, "bob").await);
        let game = new_game(&app, &alice, &bob).await;
        let mut conn = state.pool.get_for_write().unwrap();
        // Alice lives in Tokyo: her days end at midnight there, and her mail shows the deadline
        // in her time zone. Her clock counts from the start of the day of receipt in Tokyo
        // (51 days before the deadline), which is not the UTC date from 15:00 UTC on.
        let alice_id = users::find_by_username(&mut conn, "alice")
            .unwrap()
            .unwrap()
            .id;
        kingpost::db::clock::set_time_zone(&mut conn, alice_id, "Asia/Tokyo").unwrap();
        let (_, view) = call(&app, &format!("/api/v1/games/{game}"), Some(&alice), None).await;
        let deadline = deadline_of(&view);
        let received = deadline - Duration::days(51);
        let at = |days| received + Duration::days(days) + Duration::hours(1);
        let policy = ReminderPolicy::default();
        deadlines::check(&mut conn, &policy, &state.mail, at(14), false).unwrap();
        let reminders = rows_of(&state, game, "reminder");
        assert_eq!(reminders.len(), 1, "one reminder, to the silent player");
        let reminder = &reminders[0];
        assert_eq!(reminder.recipient, "alice@example.org");
        assert!(
            reminder
                .text_body
                .starts_with("A reminder: it is your move in your game against bob.\n")
        );
        // Her days now end at midnight in Tokyo, and her mail says so in Tokyo's time.
        let (_, view) = call(&app, &format!("/api/v1/games/{game}"), Some(&alice), None).await;
        let tokyo = local_time("Asia/Tokyo".parse().unwrap(), deadline_of(&view));
        assert_eq!(tokyo.format("%H:%M").to_string(), "00:00");
        let deadline_line = format!(
            "Deadline: {} Asia/Tokyo (36 days left)",
            tokyo.format("%Y-%m-%d %H:%M")
        );
        assert!(
            reminder.text_body.contains(&deadline_line),
            "{}",
            reminder.text_body
        );
        deadlines::check(&mut conn, &policy, &state.mail, at(14), false).unwrap();
        assert_eq!(
            rows_of(&state, game, "reminder").len(),
            1,
            "a second run sends nothing"
        );

        deadlines::check(&mut conn, &policy, &state.mail, at(52), false).unwrap();
        let forfeits = rows_of(&state, game, "time-forfeit");
        assert_eq!(forfeits.len(), 2, "both players hear of the forfeit");
        for row in &forfeits {
            assert!(
                row.text_body.starts_with("alice ran out of time.\n"),
                "{}",
                row.text_body
            );
            assert!(row.text_body.contains("Result: 0-1 (time forfeit)"));
        }
    }
}

#[actix_web::test]
async fn the_worker_runs_the_deadline_check() {
    let state = TestApp::on(crate::support::fresh_sqlite("mail-deadline-job"));
    let app = state.service().await;
    let (alice, bob) = (player(&app, "alice").await, player(&app, "bob").await);
    let game = new_game(&app, &alice, &bob).await;
    let (_, view) = call(&app, &format!("/api/v1/games/{game}"), Some(&alice), None).await;
    let after = deadline_of(&view) + Duration::hours(1);
    let ctx = state.jobs();
    let mut job = deadline_job::job();
    assert_eq!(job.run(&ctx, after).unwrap(), 1, "one forfeit");
    assert_eq!(
        job.run(&ctx, after).unwrap(),
        0,
        "not again within the minute"
    );
    assert_eq!(rows_of(&state, game, "time-forfeit").len(), 2);
}

#[actix_web::test]
async fn conditional_moves_tell_their_owner() {
    for url in fresh_databases("mail-conditionals") {
        let state = TestApp::on(url);
        let app = state.service().await;
        let (alice, bob) = (player(&app, "alice").await, player(&app, "bob").await);
        let game = new_game(&app, &alice, &bob).await;
        play(&app, game, &alice, "e4").await;
        conditionals(&app, game, &alice, "if 1...e5 2.Nf3").await;
        play(&app, game, &bob, "e5").await;
        let played = rows_of(&state, game, "conditional-played");
        assert_eq!(played.len(), 1);
        assert_eq!(played[0].recipient, "alice@example.org");
        assert!(
            played[0].text_body.starts_with(
                "bob played 1...e5, and your conditional move 2.Nf3 was played in answer.\n"
            ),
            "{}",
            played[0].text_body
        );
        let to_bob = rows_of(&state, game, "your-move");
        let last = to_bob.last().unwrap();
        assert_eq!(last.recipient, "bob@example.org");
        assert!(
            last.text_body.starts_with("alice played 2.Nf3.\n"),
            "{}",
            last.text_body
        );

        conditionals(&app, game, &alice, "if 2...a6 3.Bb5").await;
        play(&app, game, &bob, "Nc6").await;
        let to_alice = rows_of(&state, game, "your-move");
        let cleared = to_alice.last().unwrap();
        assert_eq!(cleared.recipient, "alice@example.org");
        assert!(
            cleared.text_body.starts_with(
                "bob played 2...Nc6.\nYour conditional moves were cleared: this move was not among them.\n"
            ),
            "{}",
            cleared.text_body
        );
    }
}

//! The rules an event sets for its games, enforced on every backend: its leave rule (no leave,
//! or its own yearly allowance) in the clocks and in booking, and the 50-move rule suspended in
//! positions of 7 pieces or fewer.

use actix_web::http::StatusCode;
use chrono::{Datelike, Duration, Utc};
use kingpost::chess::GameResult;
use kingpost::db::{DbConnection, users};
use kingpost::domain::adjudication::Role;
use kingpost::domain::rating::{Rating, RatingRules, rate_game};
use kingpost::service::adjudication::grant_role;
use kingpost::service::game_store::clock;
use kingpost::service::{games, leave};
use serde_json::{Value, json};

use crate::support::api::{call, player};
use crate::support::events::{
    cast, game_between, kinds, three_player_event, token, told_once, user_id,
};
use crate::support::{App, TestApp, fresh_databases};

/// The id, white and black of `name`'s first game in the event.
fn game_with(event: &Value, name: &str) -> (i64, String, String) {
    let game = event["sections"][0]["games"]
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["white"] == name || g["black"] == name)
        .unwrap();
    (
        game["id"].as_i64().unwrap(),
        game["white"].as_str().unwrap().to_owned(),
        game["black"].as_str().unwrap().to_owned(),
    )
}

/// Brings `game` to the point where `name` is to move (their opponent plays 1.e4 if needed);
/// then `name` tries 1...e5 or 1.d4; returns the status and body of that move.
async fn move_of(
    app: &impl App,
    tokens: &[(&str, String)],
    game: (i64, String, String),
    name: &str,
) -> (StatusCode, Value) {
    let (id, white, black) = game;
    let path = format!("/api/v1/games/{id}/moves");
    if black == name {
        let (status, body) = call(
            app,
            &path,
            Some(token(tokens, &white)),
            Some(json!({"move": "e4"})),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{body}");
        return call(
            app,
            &path,
            Some(token(tokens, name)),
            Some(json!({"move": "e5"})),
        )
        .await;
    }
    call(
        app,
        &path,
        Some(token(tokens, name)),
        Some(json!({"move": "d4"})),
    )
    .await
}

/// Leave that has begun stops the clock of an ordinary event's games, not those of an event
/// without leave (where the player on leave may still move); an event with its own allowance
/// of 10 days counts only the first 10 days of leave in a year and refuses regular leave
/// beyond it.
#[actix_web::test]
async fn events_without_leave_or_with_their_own_allowance_enforce_it() {
    for url in fresh_databases("event-leave") {
        let state = TestApp::quick(url);
        let app = state.service().await;
        let (olga, tokens) = cast(&app, &state).await;
        // ann's leave begins today, before the events start.
        let now = Utc::now().naive_utc();
        let today = now.date();
        {
            let mut conn = state.pool.get_for_write().unwrap();
            let ann = user_id(&mut conn, "ann");
            let last = today + Duration::days(19);
            leave::grant_special(&mut conn, ann, today, last, None, now).unwrap();
        }
        let none = three_player_event(
            &app,
            &olga,
            &tokens,
            "No Leave Cup",
            json!({"leave": "none"}),
        )
        .await;
        let plain = three_player_event(&app, &olga, &tokens, "Plain Cup", json!({})).await;
        let own = three_player_event(
            &app,
            &olga,
            &tokens,
            "Short Leave Cup",
            json!({"leave": "10"}),
        )
        .await;
        assert_eq!(own["leave"], "10", "{own}");
        let mut conn = state.pool.get_for_write().unwrap();
        // The stored deadline of ann's game as White (she moves first) follows the event's
        // rule, though the game's clock was first set before it was linked to the event.
        let stored_and_computed = |conn: &mut DbConnection, event: &Value| {
            use diesel::prelude::*;
            use kingpost::db::schema::games as game_table;
            let game = event["sections"][0]["games"]
                .as_array()
                .unwrap()
                .iter()
                .find(|g| g["white"] == "ann")
                .unwrap()["id"]
                .as_i64()
                .unwrap();
            let id = i32::try_from(game).unwrap();
            let stored: Option<chrono::NaiveDateTime> = game_table::table
                .find(id)
                .select(game_table::deadline)
                .first(conn)
                .unwrap();
            let game = games::load(conn, id).unwrap();
            let clock = clock::game_clock(conn, &game).unwrap().unwrap();
            (stored.unwrap(), clock.report(now).running.unwrap().deadline)
        };
        let (stored, computed) = stored_and_computed(&mut conn, &none);
        assert_eq!(stored, computed);
        let (plain_stored, _) = stored_and_computed(&mut conn, &plain);
        assert!(
            plain_stored >= stored + Duration::days(19),
            "ann's 20 days of leave count in the plain event only: {plain_stored} vs {stored}"
        );

        let calendar_in = |conn: &mut DbConnection, event: &Value| {
            let (id, white, _) = game_with(event, "ann");
            let stored = games::load(conn, i32::try_from(id).unwrap()).unwrap();
            let game = clock::game_clock(conn, &stored).unwrap().unwrap();
            let color = if white == "ann" {
                kingpost::chess::Color::White
            } else {
                kingpost::chess::Color::Black
            };
            game.calendar(color)
                .leave()
                .iter()
                .map(|p| p.days())
                .sum::<u32>()
        };
        assert_eq!(calendar_in(&mut conn, &plain), 20);
        assert_eq!(calendar_in(&mut conn, &none), 0, "no leave in this event");
        assert_eq!(calendar_in(&mut conn, &own), 10, "the event's own 10 days");
        drop(conn);

        let (status, body) = move_of(&app, &tokens, game_with(&plain, "ann"), "ann").await;
        assert_eq!(status, StatusCode::CONFLICT, "{body}");
        assert_eq!(body["error"]["code"], "on_leave");
        let (status, body) = move_of(&app, &tokens, game_with(&none, "ann"), "ann").await;
        assert_eq!(
            status,
            StatusCode::OK,
            "ann's leave does not stop this event: {body}"
        );

        // Regular leave: 12 days next year exceed the Short Leave Cup's 10, 8 fit.
        let year = today.year() + 1;
        let book = |first: &str, last: &str| json!({"first": format!("{year}-{first}"), "last": format!("{year}-{last}")});
        let bob = token(&tokens, "bob");
        let (status, body) = call(
            &app,
            "/api/v1/leave",
            Some(bob),
            Some(book("03-01", "03-12")),
        )
        .await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        let message = body["error"]["message"].as_str().unwrap();
        assert!(
            message.contains("Short Leave Cup") && message.contains("allows 10 days"),
            "{message}"
        );
        let (status, body) = call(
            &app,
            "/api/v1/leave",
            Some(bob),
            Some(book("03-01", "03-08")),
        )
        .await;
        assert!(status.is_success(), "{body}");
        let (status, body) = call(
            &app,
            "/api/v1/leave",
            Some(bob),
            Some(book("05-01", "05-03")),
        )
        .await;
        assert_eq!(
            status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "8 + 3 > 10: {body}"
        );
    }
}

/// With the 50-move rule suspended at 7 pieces or fewer, a rook ending after 60 moves without a
/// capture cannot be claimed drawn by it; in an event without the suspension it can.
#[actix_web::test]
async fn a_suspended_fifty_move_rule_refuses_the_claim_in_event_games() {
    for url in fresh_databases("event-fifty") {
        let state = TestApp::quick(url);
        let app = state.service().await;
        let (olga, tokens) = cast(&app, &state).await;
        let fen = "8/8/8/4k3/8/8/R7/4K3 w - - 120 80";
        for (name, suspended) in [("Endgame Cup", true), ("Classic Cup", false)] {
            let changes = json!({"fen": fen, "fifty_move_suspended": suspended});
            let event = three_player_event(&app, &olga, &tokens, name, changes).await;
            let game = &event["sections"][0]["games"][0];
            let white = game["white"].as_str().unwrap();
            let path = format!("/api/v1/games/{}/draw", game["id"]);
            let claim = json!({"action": "claim"});
            let (status, body) = call(&app, &path, Some(token(&tokens, white)), Some(claim)).await;
            if suspended {
                assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
                assert_eq!(body["error"]["code"], "claim_refused");
                let message = body["error"]["message"].as_str().unwrap();
                assert!(message.contains("7 pieces or fewer"), "{message}");
            } else {
                assert_eq!(status, StatusCode::OK, "{body}");
                assert_eq!(body["result"], "1/2-1/2");
            }
        }
    }
}

/// A claim filed, ruled on, appealed and decided on appeal: both players hear of each step by
/// mail, in their language; the result changed on appeal is re-rated from the ratings before
/// the game; a withdrawal is told to the withdrawn player's opponents.
#[actix_web::test]
async fn claims_rulings_appeals_and_withdrawals_are_mailed_and_appeals_re_rate() {
    for url in fresh_databases("event-claim-mail") {
        let state = TestApp::quick(url);
        let app = state.service().await;
        let (olga, tokens) = cast(&app, &state).await;
        {
            let mut conn = state.pool.get_for_write().unwrap();
            let bob = user_id(&mut conn, "bob");
            users::set_language(&mut conn, bob.0, "de").unwrap();
        }
        let event = three_player_event(&app, &olga, &tokens, "Mail Cup", json!({})).await;
        let game = game_between(&event, "ann", "bob");
        let (white, black) = (
            game["white"].as_str().unwrap(),
            game["black"].as_str().unwrap(),
        );
        let claim = json!({"kind": "adjudication", "note": "a won ending"});
        let path = format!("/api/v1/games/{}/claims", game["id"]);
        let (status, body) = call(&app, &path, Some(token(&tokens, "ann")), Some(claim)).await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        let claim = body["id"].as_i64().unwrap();
        told_once(
            &state,
            &["ann", "bob"],
            "event-claim-filed",
            &["ann", "Mail Cup"],
        );
        let german = &kinds(&state, "bob", "event-claim-filed")[0];
        assert!(
            german.contains("hat einen Antrag"),
            "bob reads German: {german}"
        );
        assert!(kinds(&state, "cyd", "event-claim-filed").is_empty());

        let decide = format!("/api/v1/claims/{claim}/decide");
        let ruling = json!({"ruling": "1-0", "reason": "White wins the rook ending."});
        let (status, body) = call(&app, &decide, Some(&olga), Some(ruling)).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let words = ["1-0", "rook ending", "14"];
        told_once(&state, &["ann", "bob"], "event-claim-ruled", &words);
        let rating = |name: &str| {
            let mut conn = state.pool.get().unwrap();
            let id = user_id(&mut conn, name).0;
            kingpost::service::ratings::view(&mut conn, id)
                .unwrap()
                .unwrap()
        };
        assert!(rating(white).rating > 1500 && rating(black).rating < 1500);

        let appeal = format!("/api/v1/claims/{claim}/appeal");
        let note = json!({"note": "Black holds with the king in front."});
        let (status, body) = call(&app, &appeal, Some(token(&tokens, black)), Some(note)).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let pete = player(&app, "pete").await;
        grant_role(
            &mut state.pool.get_for_write().unwrap(),
            "pete",
            Role::Organizer,
        )
        .unwrap();
        let ruling = json!({"ruling": "0-1", "reason": "Black's king wins the pawn race."});
        let (status, body) = call(&app, &decide, Some(&pete), Some(ruling)).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let words = ["0-1", "pawn race"];
        told_once(&state, &["ann", "bob"], "event-appeal-decided", &words);
        // Re-rated: as if the game had been won by Black from the start (1500 each, no games).
        let rules = RatingRules::default();
        let fresh = Rating {
            value: 1500,
            games: 0,
        };
        let (w, b) = rate_game(&rules, fresh, fresh, GameResult::BlackWins);
        assert_eq!(
            (rating(white).rating, rating(black).rating),
            (w.value, b.value)
        );
        assert!(b.value > 1500, "black gained");
        assert_eq!(rating(white).games, 1, "the game still counts once");
        assert_eq!(rating(white).history.len(), 1);
        assert_eq!(rating(white).history[0].rating, w.value);

        let withdraw = format!("/api/v1/events/{}/withdraw", event["id"]);
        let (status, body) = call(
            &app,
            &withdraw,
            Some(token(&tokens, "cyd")),
            Some(json!({})),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{body}");
        told_once(&state, &["ann", "bob"], "event-withdrawal", &["cyd"]);
        assert!(kinds(&state, "cyd", "event-withdrawal").is_empty());
    }
}

/// In an event that adjudicates a withdrawn player's games, the claims opened for them carry
/// the engine's report, like the end-date claims.
#[actix_web::test]
async fn withdrawal_claims_carry_the_engine_report() {
    for url in fresh_databases("event-withdrawal-report") {
        let state = TestApp::quick(url);
        let app = state.service().await;
        let (olga, tokens) = cast(&app, &state).await;
        let changes = json!({"withdrawal_adjudication_percent": 0});
        let event = three_player_event(&app, &olga, &tokens, "Report Cup", changes).await;
        let id = &event["id"];
        let withdraw = format!("/api/v1/events/{id}/withdraw");
        let (status, body) = call(
            &app,
            &withdraw,
            Some(token(&tokens, "cyd")),
            Some(json!({})),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(body["unfinished_games"], "adjudication");
        // The reports are engine jobs, run by a worker.
        assert_eq!(state.engine_jobs(), 2);
        let queue = format!("/api/v1/events/{id}/claims");
        let (status, claims) = call(&app, &queue, Some(&olga), None).await;
        assert_eq!(status, StatusCode::OK, "{claims}");
        let claims = claims.as_array().unwrap();
        assert_eq!(claims.len(), 2, "{claims:?}");
        for claim in claims {
            assert_eq!(claim["kind"], "withdrawal");
            let report: Value = serde_json::from_str(claim["report"].as_str().unwrap()).unwrap();
            assert!(report["verdict"].is_string(), "{report}");
        }
    }
}

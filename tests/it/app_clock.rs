//! The application's clock: a request runs at the time of the clock in the application state,
//! so a test can fix it and step it (no handler reads the system time itself).

use actix_web::http::StatusCode;
use chrono::{Duration, NaiveDate};
use serde_json::json;

use crate::support::api::{player, start_game};
use crate::support::events::expect;
use crate::support::{TestApp, fresh_databases};

#[actix_web::test]
async fn a_move_is_dated_by_the_clock_in_the_application_state() {
    for url in fresh_databases("app-clock") {
        let at = NaiveDate::from_ymd_opt(2031, 5, 6)
            .unwrap()
            .and_hms_opt(7, 8, 9)
            .unwrap();
        let state = TestApp::builder()
            .database(url.clone())
            .quick_engine()
            .clock(at)
            .build();
        let clock = state.clock.clone();
        let app = state.service().await;
        let olga = player(&app, "olga").await;
        let pia = player(&app, "pia").await;
        let game = start_game(&app, &olga, ("pia", &pia), "10/50").await;

        clock.advance(Duration::days(2));
        let moves = format!("/api/v1/games/{game}/moves");
        let view = expect(
            &app,
            &moves,
            Some(&olga),
            Some(json!({"move": "e4"})),
            StatusCode::OK,
        )
        .await;
        assert_eq!(
            view["moves"][0]["played_at"], "2031-05-08T07:08:09Z",
            "{url}: {view}"
        );
    }
}

#[actix_web::test]
async fn the_jobs_run_on_demand_at_the_clock_the_test_moves() {
    for url in fresh_databases("app-clock-jobs") {
        let at = NaiveDate::from_ymd_opt(2031, 5, 6)
            .unwrap()
            .and_hms_opt(7, 8, 9)
            .unwrap();
        let state = TestApp::builder().database(url.clone()).clock(at).build();
        let app = state.service().await;
        let olga = player(&app, "olga").await;
        let pia = player(&app, "pia").await;
        let game = start_game(&app, &olga, ("pia", &pia), "3d").await;
        let path = format!("/api/v1/games/{game}");

        state.deliver();
        let view = expect(&app, &path, Some(&pia), None, StatusCode::OK).await;
        assert_eq!(view["status"], "active", "{url}: {view}");

        state.clock.advance(Duration::days(5));
        state.deliver();
        let view = expect(&app, &path, Some(&pia), None, StatusCode::OK).await;
        assert_eq!(
            (&view["result"], &view["termination"]),
            (&json!("0-1"), &json!("time_forfeit")),
            "{url}: {view}"
        );
        assert!(
            state
                .outbox()
                .iter()
                .any(|row| row.recipient == "olga@example.org" && row.kind.contains("forfeit")),
            "{url}: {:?}",
            state.outbox().iter().map(|r| &r.kind).collect::<Vec<_>>()
        );
    }
}

//! The organizer's event form on the pages sets who may watch the games and how far behind, on
//! both databases: a 2-move delay chosen on the page holds back exactly the last two moves of
//! each side on a visitor's public page of a game of that event; a delay that is not a number
//! comes back as a sentence beside its field.

use actix_web::http::StatusCode;
use serde_json::json;

use crate::support::api::call;
use crate::support::events::{cast, expect, game_between, token};
use crate::support::pages::Browser;
use crate::support::{App, TestApp, fresh_databases};

/// The form's fields for a three-player event with `privacy` added.
fn fields<'a>(name: &'a str, privacy: &[(&'a str, &'a str)]) -> Vec<(&'a str, &'a str)> {
    let mut all = vec![
        ("name", name),
        ("description", ""),
        ("time_control", "10/50"),
        ("variant", "standard"),
        ("chess960", ""),
        ("sections", "1"),
        ("size", "3"),
        ("starts_at", "2026-01-01"),
        ("ends_at", "2099-01-01"),
        ("withdrawal", ""),
        ("leave", "allowance"),
        ("leave_days", ""),
        ("draw_offers_from", "0"),
        ("rated", "on"),
        ("messages", "on"),
    ];
    all.extend_from_slice(privacy);
    all
}

async fn play(app: &impl App, game: i64, token: &str, mv: &str) {
    let path = format!("/api/v1/games/{game}/moves");
    let (status, body) = call(app, &path, Some(token), Some(json!({"move": mv}))).await;
    assert_eq!(status, StatusCode::OK, "{mv}: {body}");
}

#[actix_web::test]
async fn a_delay_set_on_the_event_form_holds_back_exactly_those_moves() {
    for url in fresh_databases("event-form-delay") {
        let state = TestApp::on(url);
        let app = state.service().await;
        let (olga, tokens) = cast(&app, &state).await;
        let mut page = Browser::default();
        page.login(&app, "olga", "long enough").await;
        let form = page.get(&app, "/events/new").await.body;
        for id in [
            "public_games-on",
            "public_games-off",
            "delay-none",
            "delay-moves",
            "delay-days",
        ] {
            assert!(form.contains(&format!("id=\"{id}\"")), "{id}: {form}");
            assert!(form.contains(&format!("for=\"{id}\"")), "label of {id}");
        }
        let privacy = [
            ("public_games", "on"),
            ("delay", "moves"),
            ("delay_moves", "2"),
            ("delay_days", ""),
        ];
        let made = page
            .submit(
                &app,
                "/events/new",
                "/events",
                &fields("Delay Cup", &privacy),
            )
            .await;
        assert_eq!(made.status, StatusCode::SEE_OTHER, "{}", made.body);
        let at = made.location.unwrap();
        let id: i64 = at.trim_start_matches("/events/").parse().unwrap();
        let (_, shown) = call(&app, &format!("/api/v1/events/{id}"), Some(&olga), None).await;
        assert_eq!(shown["public_delay_moves"], 2, "{shown}");
        assert_eq!(shown["public_games"], true);
        for (_, player) in &tokens {
            let path = format!("/api/v1/events/{id}/players");
            expect(
                &app,
                &path,
                Some(player),
                Some(json!({})),
                StatusCode::CREATED,
            )
            .await;
        }
        let start = format!("/api/v1/events/{id}/start");
        expect(&app, &start, Some(&olga), Some(json!({})), StatusCode::OK).await;
        let (_, event) = call(&app, &format!("/api/v1/events/{id}"), Some(&olga), None).await;
        let found = game_between(&event, "ann", "bob");
        let game = found["id"].as_i64().unwrap();
        let white = token(&tokens, found["white"].as_str().unwrap()).to_owned();
        let black = token(&tokens, found["black"].as_str().unwrap()).to_owned();
        let line = ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4"];
        for (i, mv) in line.iter().enumerate() {
            play(&app, game, if i % 2 == 0 { &white } else { &black }, mv).await;
        }
        // Seven half-moves played, the last two of each side held back: three shown.
        let visitor = Browser::default()
            .get(&app, &format!("/games/{game}"))
            .await;
        assert_eq!(visitor.status, StatusCode::OK);
        for mv in ["e4", "e5", "Nf3"] {
            assert!(
                visitor.body.contains(&format!(">{mv}<")),
                "{mv}: {}",
                visitor.body
            );
        }
        for mv in ["Nc6", "Bb5", "a6", "Ba4"] {
            let cell = format!(">{mv}<");
            assert!(!visitor.body.contains(&cell), "{mv} is held back");
        }
        assert!(visitor.body.contains("watch-delayed"));
    }
}

#[actix_web::test]
async fn a_wrong_delay_on_the_event_form_is_said_beside_its_field() {
    for url in fresh_databases("event-form-delay-wrong") {
        let state = TestApp::on(url);
        let app = state.service().await;
        cast(&app, &state).await;
        let mut page = Browser::default();
        page.login(&app, "olga", "long enough").await;
        let privacy = [
            ("public_games", "on"),
            ("delay", "days"),
            ("delay_moves", ""),
            ("delay_days", "two"),
        ];
        let refused = page
            .submit(
                &app,
                "/events/new",
                "/events",
                &fields("Wrong Cup", &privacy),
            )
            .await;
        assert_eq!(
            refused.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{}",
            refused.body
        );
        let body = refused.body;
        let said = "Write how many days to hold back as a whole number from 1 to 365.";
        let beside =
            format!("<p class=\"field-error\" id=\"delay_days-error\" role=\"alert\">{said}</p>");
        assert!(body.contains(&beside), "{body}");
        assert!(
            body.contains("aria-describedby=\"delay_days-error delay-days-hint\""),
            "{body}"
        );
        assert!(body.contains("aria-invalid=\"true\""), "{body}");
        assert!(
            body.contains("value=\"two\""),
            "what was typed stays: {body}"
        );
        assert!(
            body.contains("id=\"delay-days\" name=\"delay\" value=\"days\" checked"),
            "{body}"
        );
        // In German, the same sentence in German.
        let german = [("language", "de"), ("notation", "auto"), ("messages", "on")];
        let saved = page.submit(&app, "/settings", "/settings", &german).await;
        assert_eq!(saved.status, StatusCode::SEE_OTHER, "{}", saved.body);
        let refused = page
            .submit(&app, "/events/new", "/events", &fields("Falsch", &privacy))
            .await;
        assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
        assert!(
            refused
                .body
                .contains("id=\"delay_days-error\" role=\"alert\">Geben Sie"),
            "{}",
            refused.body
        );
        let (_, events) = call(&app, "/api/v1/events", None, None).await;
        assert_eq!(
            events.as_array().map(Vec::len).unwrap_or(0),
            0,
            "nothing made: {events}"
        );
    }
}

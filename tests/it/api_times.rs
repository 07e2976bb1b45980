//! Times in the JSON API are unambiguous: every instant in a response is RFC 3339 with an
//! offset (`Z`), inputs accept an offset, and a time without one is read as the API document
//! says (UTC for event dates; the player's own days for leave).

use actix_web::http::StatusCode;
use chrono::{DateTime, Duration, NaiveDate, Utc};
use serde_json::{Value, json};

use actix_web::http::Method;

use crate::support::api::{call, call_with, player, start_game};
use crate::support::events::{expect, organizer};
use crate::support::{TestApp, fresh_databases};

/// An instant as the API writes it: RFC 3339 with `Z`.
fn instant(value: &Value) -> DateTime<Utc> {
    let text = value
        .as_str()
        .unwrap_or_else(|| panic!("not a string: {value}"));
    assert!(text.ends_with('Z'), "no UTC offset in {text}");
    DateTime::parse_from_rfc3339(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
        .with_timezone(&Utc)
}

#[actix_web::test]
async fn instants_in_responses_carry_an_offset_and_inputs_accept_one() {
    for url in fresh_databases("api-times") {
        let state = TestApp::quick(url.clone());
        let app = state.service().await;
        let olga = organizer(&app, &state, "olga").await;
        let pia = player(&app, "pia").await;

        let game = start_game(&app, &olga, ("pia", &pia), "10/50").await;
        let moves = format!("/api/v1/games/{game}/moves");
        let view = expect(
            &app,
            &moves,
            Some(&olga),
            Some(json!({"move": "e4"})),
            StatusCode::OK,
        )
        .await;
        let played = instant(&view["moves"][0]["played_at"]);
        assert!(
            (Utc::now() - played).num_seconds().abs() < 60,
            "{url}: {played}"
        );
        assert!(instant(&view["deadline"]) > played, "{url}");

        // Event dates: an offset is honoured, no offset means UTC.
        let event = json!({
            "name": "Offsets", "time_control": "10/50", "players_per_section": 3,
            "starts_at": "2099-12-01T18:00:00+01:00", "ends_at": "2100-06-01T12:00:00",
            "registration_closes": "2099-11-30",
        });
        let created = expect(
            &app,
            "/api/v1/events",
            Some(&olga),
            Some(event),
            StatusCode::CREATED,
        )
        .await;
        let shown = expect(
            &app,
            &format!("/api/v1/events/{}", created["id"]),
            Some(&olga),
            None,
            StatusCode::OK,
        )
        .await;
        assert_eq!(shown["starts_at"], "2099-12-01T17:00:00Z", "{url}: {shown}");
        assert_eq!(shown["ends_at"], "2100-06-01T12:00:00Z", "{url}");
        assert_eq!(
            shown["registration_closes"], "2099-11-30T00:00:00Z",
            "{url}"
        );
        let (_, list) = call(&app, "/api/v1/events", Some(&olga), None).await;
        assert_eq!(
            list[0]["starts_at"], "2099-12-01T17:00:00Z",
            "{url}: {list}"
        );

        // Leave: days in the player's zone, with the instants they begin and end.
        let tz = json!({"time_zone": "Asia/Tokyo"});
        let (status, _) =
            call_with(&app, Method::PUT, "/api/v1/time_zone", Some(&pia), Some(tz)).await;
        assert_eq!(status, StatusCode::OK, "{url}");
        let first = (Utc::now() + Duration::days(30)).date_naive();
        let last = first + Duration::days(1);
        let leave = json!({"first": first, "last": format!("{last}T10:00:00+09:00")});
        let booked = expect(
            &app,
            "/api/v1/leave",
            Some(&pia),
            Some(leave),
            StatusCode::CREATED,
        )
        .await;
        assert_eq!(booked["first"], first.to_string(), "{url}: {booked}");
        assert_eq!(booked["last"], last.to_string(), "{url}: {booked}");
        let day_before = first - Duration::days(1);
        assert_eq!(
            booked["starts_at"],
            format!("{day_before}T15:00:00Z"),
            "{url}: {booked}"
        );
        assert_eq!(
            booked["ends_at"],
            format!("{last}T15:00:00Z"),
            "{url}: {booked}"
        );
        let game = expect(
            &app,
            &format!("/api/v1/games/{game}"),
            Some(&pia),
            None,
            StatusCode::OK,
        )
        .await;
        let span = &game["clock"]["black"]["leave"][0];
        assert_eq!(span["starts_at"], booked["starts_at"], "{url}: {span}");
        instant(&span["ends_at"]);
        let day: NaiveDate = span["first"].as_str().unwrap().parse().unwrap();
        assert_eq!(day, first);
    }
}

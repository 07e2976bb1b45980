//! The organizer's event form and the "enter a player" form on the event page answer in the
//! organizer's language, through the front door on every backend: each refusal is one sentence
//! beside the field it concerns, which points at it (`aria-describedby`) and is marked invalid,
//! and the form comes back with what was typed.

use actix_web::http::StatusCode;
use kingpost::domain::account::UserId;
use kingpost::domain::adjudication::Role;
use kingpost::service::accounts;
use kingpost::service::adjudication::grant_role;

use crate::support::events::user_id;
use crate::support::pages::Browser;
use crate::support::{App, TestApp, fresh_databases};

const EVENT: [(&str, &str); 7] = [
    ("name", "Herbstpokal"),
    ("time_control", "10/50"),
    ("variant", "standard"),
    ("sections", "1"),
    ("size", "3"),
    ("starts_at", "2026-01-01"),
    ("ends_at", "2099-01-01"),
];

/// The event form's fields with `field` set to `value`.
fn with(field: &'static str, value: &'static str) -> Vec<(&'static str, &'static str)> {
    EVENT
        .iter()
        .map(|&(f, v)| if f == field { (f, value) } else { (f, v) })
        .collect()
}

fn beside(body: &str, field: &str, sentence: &str) {
    let line =
        format!("<p class=\"field-error\" id=\"{field}-error\" role=\"alert\">{sentence}</p>");
    assert!(body.contains(&line), "{line} in {body}");
    let described = format!("aria-describedby=\"{field}-error");
    assert!(body.contains(&described), "{described} in {body}");
}

#[actix_web::test]
async fn event_form_refusals_are_german_sentences_beside_their_field() {
    for url in fresh_databases("event-form-errors") {
        let state = TestApp::on(url);
        let app = state.service().await;
        let mut olga = Browser::default();
        olga.register(&app, "olga").await;
        {
            let mut conn = state.pool.get_for_write().unwrap();
            grant_role(&mut conn, "olga", Role::Organizer).unwrap();
            let id = user_id(&mut conn, "olga");
            accounts::set_preferences(&mut conn, UserId(id.0), "de", "auto").unwrap();
        }
        let cases = [
            (
                with("ends_at", "2025-01-01"),
                "ends_at",
                "Das Enddatum muss nach dem Startdatum liegen.",
            ),
            (
                with("sections", "zwei"),
                "sections",
                "„zwei“ ist keine ganze Zahl; schreiben Sie sie in Ziffern.",
            ),
            (
                with("time_control", "10/5x"),
                "time_control",
                "„10/5x“ ist keine Bedenkzeit; schreiben Sie zum Beispiel 10/50, 30+3 oder 3d.",
            ),
            (
                with("size", "30"),
                "size",
                "Eine Gruppe hat zwischen 3 und 17 Spieler.",
            ),
        ];
        for (fields, field, sentence) in cases {
            let reply = olga.submit(&app, "/events/new", "/events", &fields).await;
            assert_eq!(reply.status, StatusCode::UNPROCESSABLE_ENTITY, "{field}");
            beside(&reply.body, field, sentence);
            assert!(reply.body.contains("value=\"Herbstpokal\""), "kept");
        }
        let created = olga.submit(&app, "/events/new", "/events", &EVENT).await;
        assert_eq!(created.status, StatusCode::SEE_OTHER, "{}", created.body);
        let event = created.location.unwrap();
        entering_refused(&app, &mut olga, &event).await;
    }
}

async fn entering_refused(app: &impl App, olga: &mut Browser, event: &str) {
    let action = format!("{event}/register");
    let fields = [("username", "bobby"), ("rating", "")];
    let reply = olga.submit(app, event, &action, &fields).await;
    assert_eq!(reply.status, StatusCode::UNPROCESSABLE_ENTITY);
    beside(
        &reply.body,
        "enter-username",
        "Bitte die Schreibweise prüfen: Es gibt keinen Spieler namens „bobby“.",
    );
    assert!(reply.body.contains("value=\"bobby\""), "kept");

    let fields = [("username", "olga"), ("rating", "viel")];
    let reply = olga.submit(app, event, &action, &fields).await;
    assert_eq!(reply.status, StatusCode::UNPROCESSABLE_ENTITY);
    beside(
        &reply.body,
        "enter-rating",
        "„viel“ ist keine Wertungszahl; schreiben Sie eine ganze Zahl wie 1500, oder lassen Sie das Feld leer.",
    );

    let fields = [("username", "olga"), ("rating", "")];
    let reply = olga.submit(app, event, &action, &fields).await;
    assert_eq!(reply.status, StatusCode::SEE_OTHER, "{}", reply.body);
    let reply = olga.submit(app, event, &action, &fields).await;
    assert_eq!(reply.status, StatusCode::UNPROCESSABLE_ENTITY);
    beside(
        &reply.body,
        "enter-username",
        "olga ist bereits für dieses Turnier eingetragen.",
    );
}

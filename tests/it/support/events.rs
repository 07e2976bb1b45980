//! What the event tests share: the event settings they start from, a cast of organizer and
//! players, calls that must answer a given status, and the outbox read per recipient.

use actix_web::http::StatusCode;
use kingpost::db::{DbConnection, users};
use kingpost::domain::account::UserId;
use kingpost::domain::adjudication::Role;
use kingpost::service::adjudication::grant_role;
use kingpost::web::AppState;
use serde_json::{Value, json};

use super::api::{call, player};
use super::app::{App, TestApp};

/// Calls the API and checks the answer's status; returns its body.
pub async fn expect(
    app: &impl App,
    path: &str,
    token: Option<&str>,
    body: Option<Value>,
    status: StatusCode,
) -> Value {
    let (got, body) = call(app, path, token, body).await;
    assert_eq!(got, status, "{path}: {body}");
    body
}

/// Reads a download as text.
pub async fn text(app: &impl App, path: &str, token: &str) -> (StatusCode, String) {
    let req = actix_web::test::TestRequest::get()
        .uri(path)
        .insert_header(("Authorization", format!("Bearer {token}")))
        .to_request();
    let resp = actix_web::test::call_service(app, req).await;
    let status = resp.status();
    let body = actix_web::test::read_body(resp).await;
    (status, String::from_utf8(body.to_vec()).unwrap())
}

/// An event of one section of five, single round, whose end date has passed.
pub fn five_player_event() -> Value {
    let yesterday = (chrono::Utc::now() - chrono::Duration::days(1)).format("%Y-%m-%d");
    json!({
        "name": "Autumn Cup",
        "description": "Five players, one section.",
        "time_control": "10/50",
        "players_per_section": 5,
        "starts_at": "2026-01-01",
        "ends_at": yesterday.to_string(),
        "tiebreaks": ["baumbach", "sonneborn_berger", "head_to_head", "rating"],
    })
}

/// Creates and starts a three-player event with `terms` changed as given; returns its JSON.
pub async fn three_player_event(
    app: &impl App,
    olga: &str,
    tokens: &[(&str, String)],
    name: &str,
    changes: Value,
) -> Value {
    let mut terms = five_player_event();
    terms["name"] = json!(name);
    terms["players_per_section"] = json!(3);
    terms["ends_at"] = json!("2099-01-01");
    for (key, value) in changes.as_object().unwrap() {
        terms[key] = value.clone();
    }
    let created = expect(
        app,
        "/api/v1/events",
        Some(olga),
        Some(terms),
        StatusCode::CREATED,
    )
    .await;
    let id = created["id"].as_i64().unwrap();
    for (_, token) in tokens {
        let players = format!("/api/v1/events/{id}/players");
        expect(
            app,
            &players,
            Some(token),
            Some(json!({})),
            StatusCode::CREATED,
        )
        .await;
    }
    let start = format!("/api/v1/events/{id}/start");
    expect(app, &start, Some(olga), Some(json!({})), StatusCode::OK).await;
    let (_, event) = call(app, &format!("/api/v1/events/{id}"), Some(olga), None).await;
    event
}

/// An organizer and three players (name, token).
pub async fn cast(app: &impl App, state: &AppState) -> (String, Vec<(&'static str, String)>) {
    let olga = organizer(app, state, "olga").await;
    let mut tokens = Vec::new();
    for name in ["ann", "bob", "cyd"] {
        tokens.push((name, player(app, name).await));
    }
    (olga, tokens)
}

/// A new account made an organizer; returns its token.
pub async fn organizer(app: &impl App, state: &AppState, name: &str) -> String {
    let token = player(app, name).await;
    grant_role(
        &mut state.pool.get_for_write().unwrap(),
        name,
        Role::Organizer,
    )
    .unwrap();
    token
}

/// The token of `name` in a cast.
pub fn token<'a>(tokens: &'a [(&str, String)], name: &str) -> &'a str {
    &tokens.iter().find(|(n, _)| *n == name).unwrap().1
}

/// The id of the user called `name`.
pub fn user_id(conn: &mut DbConnection, name: &str) -> UserId {
    UserId(users::find_by_username(conn, name).unwrap().unwrap().id)
}

/// The game of the event's first section between `a` and `b` (either colour).
pub fn game_between(event: &Value, a: &str, b: &str) -> Value {
    event["sections"][0]["games"]
        .as_array()
        .unwrap()
        .iter()
        .find(|g| (g["white"] == a && g["black"] == b) || (g["white"] == b && g["black"] == a))
        .unwrap()
        .clone()
}

/// The mail in the outbox to `name` (kind, text), in order.
pub fn mail_to(state: &TestApp, name: &str) -> Vec<(String, String)> {
    state
        .outbox()
        .into_iter()
        .filter(|r| r.recipient == format!("{name}@example.org"))
        .map(|r| (r.kind, r.text_body))
        .collect()
}

/// The texts of the mail of `kind` to `name`, in order.
pub fn kinds(state: &TestApp, name: &str, kind: &str) -> Vec<String> {
    mail_to(state, name)
        .into_iter()
        .filter(|(k, _)| k == kind)
        .map(|(_, text)| text)
        .collect()
}

/// Checks that each of `names` got exactly one mail of `kind`, and that it says every one of
/// `words`; returns those mails' texts, in the order of `names`.
pub fn told_once(state: &TestApp, names: &[&str], kind: &str, words: &[&str]) -> Vec<String> {
    let mut texts = Vec::new();
    for name in names {
        let mut got = kinds(state, name, kind);
        assert_eq!(got.len(), 1, "{name}, {kind}: {:?}", mail_to(state, name));
        let text = got.remove(0);
        for word in words {
            assert!(text.contains(word), "{name}, {kind}, {word}: {text}");
        }
        texts.push(text);
    }
    texts
}

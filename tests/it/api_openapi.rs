//! The OpenAPI document is the contract: it lists exactly the routes of the route table, every
//! documented route answers (never 404 with real ids), the reference page shows it, and every
//! instant it marks `format: date-time` in a response parses as RFC 3339 with an offset, over a
//! world with games, leave, an event, claims, an appeal, adjudications and ratings.

use std::collections::{BTreeMap, BTreeSet};

use actix_web::http::{Method, StatusCode};
use actix_web::test as atest;
use serde_json::{Value, json};

use crate::support::api::{call, call_with, player};
use crate::support::events::{expect, game_between, organizer, three_player_event};
use crate::support::pages::{Browser, mailed_link};
use crate::support::{App, TestApp};

fn document() -> Value {
    serde_json::from_str(kingpost::web::api::docs::OPENAPI_JSON).unwrap()
}

/// Every (method, path) the document describes, DELETE last (it removes what it names).
fn documented(doc: &Value) -> Vec<(Method, String)> {
    let mut out = Vec::new();
    for (path, item) in doc["paths"].as_object().unwrap() {
        for (method, _) in item.as_object().unwrap() {
            let method = Method::from_bytes(method.to_uppercase().as_bytes()).unwrap();
            out.push((method, path.clone()));
        }
    }
    out.sort_by_key(|(m, _)| *m == Method::DELETE);
    out
}

#[test]
fn the_document_lists_exactly_the_route_table() {
    let doc = document();
    assert_eq!(doc["openapi"], "3.1.0");
    let table: BTreeSet<(String, String)> = kingpost::web::api::endpoints()
        .into_iter()
        .map(|(m, p)| (m.to_string(), p.to_owned()))
        .collect();
    let described: BTreeSet<(String, String)> = documented(&doc)
        .into_iter()
        .map(|(m, p)| (m.to_string(), p))
        .collect();
    let missing: Vec<_> = table.difference(&described).collect();
    assert!(
        missing.is_empty(),
        "routes missing from the document: {missing:?}"
    );
    let extra: Vec<_> = described.difference(&table).collect();
    assert!(extra.is_empty(), "documented but not routed: {extra:?}");
    // Every reference points somewhere.
    let text = kingpost::web::api::docs::OPENAPI_JSON;
    for part in text.split("\"$ref\": \"#/components/").skip(1) {
        let target = &part[..part.find('"').unwrap()];
        let (kind, name) = target.split_once('/').unwrap();
        assert!(
            doc["components"][kind][name].is_object(),
            "dangling $ref {target}"
        );
    }
    assert!(doc["components"]["securitySchemes"]["bearer"]["scheme"] == "bearer");
}

/// The ids of a world built through the API.
struct World {
    olga: String,
    otto: String,
    tokens: Vec<(&'static str, String)>,
    event: i64,
    game: i64,
    claim: i64,
    leave: i64,
    challenge: i64,
}

impl World {
    fn token(&self, name: &str) -> &str {
        &self.tokens.iter().find(|(n, _)| *n == name).unwrap().1
    }
}

/// Plays `white`'s e4 then `black` resigns in the game between them.
async fn e4_and_resign(app: &impl App, event: &Value, w: &World, a: &str, b: &str) -> i64 {
    let game = game_between(event, a, b);
    let id = game["id"].as_i64().unwrap();
    let (white, black) = (
        game["white"].as_str().unwrap(),
        game["black"].as_str().unwrap(),
    );
    let moves = format!("/api/v1/games/{id}/moves");
    expect(
        app,
        &moves,
        Some(w.token(white)),
        Some(json!({"move": "e4"})),
        StatusCode::OK,
    )
    .await;
    let resign = format!("/api/v1/games/{id}/resign");
    expect(
        app,
        &resign,
        Some(w.token(black)),
        Some(json!({})),
        StatusCode::OK,
    )
    .await;
    id
}

async fn world(app: &impl App, state: &TestApp) -> World {
    let olga = organizer(app, state, "olga").await;
    let otto = organizer(app, state, "otto").await;
    let mut tokens = Vec::new();
    for name in ["ann", "bob", "cyd"] {
        tokens.push((name, player(app, name).await));
    }
    state.deliver();
    let link = mailed_link(&state.config.data_dir, "ann@example.org", "verify");
    Browser::default().get(app, &link).await;
    let terms = json!({
        "registration_opens": "2025-12-31T23:00:00-01:00",
        "registration_closes": "2098-05-31T12:00:00+05:00",
        "starts_at": "2098-06-01T00:00:00+01:00",
    });
    let event = three_player_event(app, &olga, &tokens, "Doc Cup", terms).await;
    let mut w = World {
        olga,
        otto,
        tokens,
        event: event["id"].as_i64().unwrap(),
        game: 0,
        claim: 0,
        leave: 0,
        challenge: 0,
    };
    e4_and_resign(app, &event, &w, "ann", "bob").await;
    // A claim in ann-cyd, ruled, appealed and ruled again by a second organizer.
    let game = game_between(&event, "ann", "cyd")["id"].as_i64().unwrap();
    let claim = json!({"kind": "adjudication", "note": "Please look."});
    let path = format!("/api/v1/games/{game}/claims");
    let filed = expect(
        app,
        &path,
        Some(w.token("ann")),
        Some(claim),
        StatusCode::CREATED,
    )
    .await;
    let claim = filed["id"].as_i64().unwrap();
    let decide = format!("/api/v1/claims/{claim}/decide");
    let ruling = json!({"ruling": "1-0", "reason": "White is winning."});
    expect(app, &decide, Some(&w.olga), Some(ruling), StatusCode::OK).await;
    let appeal = format!("/api/v1/claims/{claim}/appeal");
    let note = json!({"note": "Not so."});
    let loser = if game_between(&event, "ann", "cyd")["white"] == "ann" {
        "cyd"
    } else {
        "ann"
    };
    expect(
        app,
        &appeal,
        Some(w.token(loser)),
        Some(note),
        StatusCode::OK,
    )
    .await;
    let upheld = json!({"ruling": "1-0", "reason": "Upheld."});
    expect(app, &decide, Some(&w.otto), Some(upheld), StatusCode::OK).await;
    // bob and cyd play on; bob books leave.
    w.game = game_between(&event, "bob", "cyd")["id"].as_i64().unwrap();
    // bob writes to cyd and keeps a note (messages and notes have instants to show).
    let said = json!({"text": "Good luck!"});
    let messages = format!("/api/v1/games/{}/messages", w.game);
    expect(
        app,
        &messages,
        Some(w.token("bob")),
        Some(said),
        StatusCode::CREATED,
    )
    .await;
    let notes = format!("/api/v1/games/{}/notes", w.game);
    let note = json!({"text": "Watch the d-file."});
    let (status, _) = call_with(app, Method::PUT, &notes, Some(w.token("bob")), Some(note)).await;
    assert_eq!(status, StatusCode::OK);
    let first = (chrono::Utc::now() + chrono::Duration::days(20)).date_naive();
    let leave = json!({"first": first, "last": first + chrono::Duration::days(2)});
    let booked = expect(
        app,
        "/api/v1/leave",
        Some(w.token("bob")),
        Some(leave),
        StatusCode::CREATED,
    )
    .await;
    w.leave = booked["id"].as_i64().unwrap();
    let challenge = json!({"opponent": "cyd", "time_control": "10/50"});
    let made = expect(
        app,
        "/api/v1/challenges",
        Some(w.token("ann")),
        Some(challenge),
        StatusCode::CREATED,
    )
    .await;
    w.challenge = made["id"].as_i64().unwrap();
    w.claim = claim;
    w
}

/// `path` with its parameters replaced by the world's ids.
fn concrete(path: &str, w: &World) -> String {
    let id = if path.starts_with("/challenges") {
        w.challenge
    } else if path.starts_with("/events") {
        w.event
    } else if path.starts_with("/claims") {
        w.claim
    } else if path.starts_with("/leave") {
        w.leave
    } else {
        w.game
    };
    format!(
        "/api/v1{}",
        path.replace("{id}", &id.to_string())
            .replace("{username}", "ann")
    )
}

#[actix_web::test]
async fn every_documented_route_answers_with_real_ids() {
    let state = TestApp::quick(crate::support::fresh_sqlite("api-doc-routes"));
    let app = state.service().await;
    let w = world(&app, &state).await;
    for (method, path) in documented(&document()) {
        let url = concrete(&path, &w);
        let token = if path.starts_with("/leave") {
            w.token("bob")
        } else {
            &w.olga
        };
        let body = (method != Method::GET && method != Method::DELETE).then(|| json!({}));
        let (status, answer) = call_with(&app, method.clone(), &url, Some(token), body).await;
        assert_ne!(status, StatusCode::NOT_FOUND, "{method} {url}: {answer}");
        assert_ne!(
            status,
            StatusCode::METHOD_NOT_ALLOWED,
            "{method} {url}: {answer}"
        );
    }
    let req = atest::TestRequest::get().uri("/api/v1/docs").to_request();
    let page = String::from_utf8(atest::call_and_read_body(&app, req).await.to_vec()).unwrap();
    for (method, path) in documented(&document()) {
        let shown = format!(
            "{}</span> <code>/api/v1{path}</code>",
            method.as_str().to_lowercase()
        );
        assert!(
            page.contains(&shown),
            "the reference page lacks {method} {path}"
        );
    }
    assert!(
        !page.contains("http://") && !page.contains("https://"),
        "nothing from elsewhere"
    );
}

/// The schema `schema` names (through `$ref`), with its name when it has one.
fn resolve<'a>(doc: &'a Value, schema: &'a Value) -> (Option<&'a str>, &'a Value) {
    match schema["$ref"].as_str() {
        Some(r) => {
            let name = r.rsplit('/').next().unwrap();
            (Some(name), &doc["components"]["schemas"][name])
        }
        None => (None, schema),
    }
}

/// Walks `value` along `schema`: every field marked `format: date-time` must parse as RFC 3339
/// with an offset (recorded in `seen` as `Schema.field`), every required field must be there.
fn walk(doc: &Value, schema: &Value, value: &Value, at: &str, seen: &mut BTreeSet<String>) {
    let (name, schema) = resolve(doc, schema);
    if value.is_null() {
        return;
    }
    for key in ["oneOf", "anyOf"] {
        if let Some(options) = schema[key].as_array() {
            for option in options.iter().filter(|o| o["type"] != "null") {
                walk(doc, option, value, at, seen);
            }
            return;
        }
    }
    if schema["format"] == "date-time" {
        let text = value.as_str().unwrap_or_else(|| panic!("{at}: {value}"));
        chrono::DateTime::parse_from_rfc3339(text)
            .unwrap_or_else(|e| panic!("{at}: '{text}' is not RFC 3339 with an offset: {e}"));
        seen.insert(at.to_owned());
        return;
    }
    match value {
        Value::Object(map) => {
            for required in schema["required"].as_array().into_iter().flatten() {
                let key = required.as_str().unwrap();
                assert!(map.contains_key(key), "{at}: no {key} in {value}");
            }
            for (key, field) in map {
                if let Some(sub) = schema["properties"].get(key) {
                    let here = format!("{}.{key}", name.unwrap_or(at));
                    walk(doc, sub, field, &here, seen);
                }
            }
        }
        Value::Array(items) => {
            for item in items {
                walk(doc, &schema["items"], item, at, seen);
            }
        }
        _ => {}
    }
}

/// Every `Schema.field` of the document marked `format: date-time`.
fn instants_in(doc: &Value) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for (name, schema) in doc["components"]["schemas"].as_object().unwrap() {
        for (field, prop) in schema["properties"].as_object().into_iter().flatten() {
            if prop["format"] == "date-time" {
                out.insert(format!("{name}.{field}"));
            }
        }
    }
    out
}

#[actix_web::test]
async fn every_documented_instant_parses_as_rfc_3339_with_an_offset() {
    for url in crate::support::fresh_databases("api-doc-times") {
        let state = TestApp::quick(url.clone());
        let app = state.service().await;
        let w = world(&app, &state).await;
        let doc = document();
        let mut seen = BTreeSet::new();
        let mut answers: BTreeMap<String, usize> = BTreeMap::new();
        for (method, path) in documented(&doc) {
            if method != Method::GET
                || path.ends_with("pgn")
                || path.ends_with(".csv")
                || path == "/docs"
            {
                continue;
            }
            for who in ["ann", "bob", "cyd", "olga"] {
                let token = if who == "olga" {
                    w.olga.as_str()
                } else {
                    w.token(who)
                };
                let target = concrete(&path, &w);
                let (status, body) = call(&app, &target, Some(token), None).await;
                let mut answer = &doc["paths"][&path]["get"]["responses"][status.as_str()];
                if let Some(name) = answer["$ref"].as_str().and_then(|r| r.rsplit('/').next()) {
                    answer = &doc["components"]["responses"][name];
                }
                let schema = &answer["content"]["application/json"]["schema"];
                assert!(
                    !schema.is_null(),
                    "{url}: {target} answered {status}, undocumented"
                );
                walk(&doc, schema, &body, &path, &mut seen);
                *answers.entry(path.clone()).or_default() += 1;
            }
        }
        let expected = instants_in(&doc);
        let missed: Vec<_> = expected.difference(&seen).collect();
        assert!(missed.is_empty(), "{url}: never seen filled in: {missed:?}");
        assert!(answers.len() >= 10, "{answers:?}");
    }
}

//! The two doors of events agree, on every backend: an event created through the form as it is
//! first shown and one created through the API with only the fields it requires are stored with
//! the same settings; closing an event after its end date opens the same claims whether the
//! organizer does it through the API or through the event page.

use actix_web::http::StatusCode;
use kingpost::service::events::view;
use serde_json::{Value, json};

use crate::support::events::{cast, expect, three_player_event};
use crate::support::fresh_databases;
use crate::support::pages::Browser;
use crate::support::{App, TestApp};

/// The API password of the accounts the support makes.
const API_PASSWORD: &str = "long enough";

/// The value of an attribute in one tag's text.
fn attribute(tag: &str, name: &str) -> Option<String> {
    let start = tag.find(&format!(" {name}=\""))? + name.len() + 3;
    let len = tag[start..].find('"')?;
    let raw = &tag[start..start + len];
    Some(
        raw.replace("&#x2f;", "/")
            .replace("&#47;", "/")
            .replace("&#34;", "\"")
            .replace("&#39;", "'")
            .replace("&lt;", "<")
            .replace("&gt;", ">")
            .replace("&amp;", "&"),
    )
}

/// What a browser sends for the form on `page` as it is shown: every input's value, the
/// checked checkboxes and radio buttons (not the CSRF token, which `submit` adds).
fn shown_fields(page: &str) -> Vec<(String, String)> {
    let mut fields = Vec::new();
    for tag in page.split("<input").skip(1) {
        let tag = &tag[..tag.find('>').unwrap()];
        let name = attribute(tag, "name").unwrap();
        let kind = attribute(tag, "type").unwrap_or_default();
        let checked = tag.contains(" checked");
        match kind.as_str() {
            "hidden" => {}
            "checkbox" if checked => fields.push((name, "on".to_owned())),
            "radio" if checked => fields.push((name, attribute(tag, "value").unwrap())),
            "checkbox" | "radio" => {}
            _ => fields.push((name, attribute(tag, "value").unwrap_or_default())),
        }
    }
    fields
}

fn field<'a>(fields: &'a [(String, String)], name: &str) -> &'a str {
    &fields.iter().find(|(n, _)| n == name).unwrap().1
}

/// The stored settings of an event as the API shows them, without its id and name.
fn settings(state: &kingpost::web::AppState, id: i64) -> Value {
    let event = view::build(&mut state.pool.get().unwrap(), id as i32).unwrap();
    let mut value = serde_json::to_value(event).unwrap();
    let object = value.as_object_mut().unwrap();
    object.remove("id");
    object.remove("name");
    value
}

#[actix_web::test]
async fn the_form_and_the_api_create_events_with_the_same_defaults() {
    for url in fresh_databases("event-doors-defaults") {
        let state = TestApp::quick(url);
        let app = state.service().await;
        let (olga, _) = cast(&app, &state).await;
        let mut browser = Browser::default();
        browser.login(&app, "olga", API_PASSWORD).await;
        let form = browser.get(&app, "/events/new").await;
        assert_eq!(form.status, StatusCode::OK, "{}", form.body);
        let mut fields = shown_fields(&form.body);
        for (name, value) in [
            ("name", "Form Cup"),
            ("starts_at", "2026-12-01"),
            ("ends_at", "2027-12-01"),
        ] {
            fields.retain(|(n, _)| n != name);
            fields.push((name.to_owned(), value.to_owned()));
        }
        let sent: Vec<(&str, &str)> = fields
            .iter()
            .map(|(n, v)| (n.as_str(), v.as_str()))
            .collect();
        let created = browser.submit(&app, "/events/new", "/events", &sent).await;
        assert_eq!(created.status, StatusCode::SEE_OTHER, "{}", created.body);
        let by_page: i64 = created
            .location
            .unwrap()
            .rsplit('/')
            .next()
            .unwrap()
            .parse()
            .unwrap();

        // The API requires the time control and the section size; it gets the form's.
        let body = json!({
            "name": "Api Cup",
            "time_control": field(&fields, "time_control"),
            "players_per_section": field(&fields, "size").parse::<u32>().unwrap(),
            "starts_at": "2026-12-01",
            "ends_at": "2027-12-01",
        });
        let created = expect(
            &app,
            "/api/v1/events",
            Some(&olga),
            Some(body),
            StatusCode::CREATED,
        )
        .await;
        let by_api = created["id"].as_i64().unwrap();
        assert_eq!(settings(&state, by_page), settings(&state, by_api));
    }
}

/// The claims of an event as the API lists them, without what differs between events (ids,
/// times) and with the engine's verdict for its report.
async fn claims_of(app: &impl App, olga: &str, id: &Value) -> Vec<Value> {
    let path = format!("/api/v1/events/{id}/claims");
    let queue = expect(app, &path, Some(olga), None, StatusCode::OK).await;
    let mut claims: Vec<Value> = queue
        .as_array()
        .unwrap()
        .iter()
        .map(|claim| {
            let report: Value = serde_json::from_str(claim["report"].as_str().unwrap()).unwrap();
            let mut claim = claim.clone();
            let object = claim.as_object_mut().unwrap();
            for key in ["id", "game_id", "filed_at"] {
                object.remove(key);
            }
            object.insert("report".to_owned(), report["verdict"].clone());
            claim
        })
        .collect();
    claims.sort_by_key(|c| (c["white"].to_string(), c["black"].to_string()));
    claims
}

#[actix_web::test]
async fn closing_by_the_api_and_by_the_page_opens_the_same_claims() {
    for url in fresh_databases("event-doors-close") {
        let state = TestApp::quick(url);
        let app = state.service().await;
        let (olga, tokens) = cast(&app, &state).await;
        let mut browser = Browser::default();
        browser.login(&app, "olga", API_PASSWORD).await;
        let yesterday = (chrono::Utc::now() - chrono::Duration::days(1)).format("%Y-%m-%d");
        let over = json!({"ends_at": yesterday.to_string()});
        let by_api = three_player_event(&app, &olga, &tokens, "Api Close", over.clone()).await;
        let by_page = three_player_event(&app, &olga, &tokens, "Page Close", over).await;

        let close = format!("/api/v1/events/{}/close", by_api["id"]);
        let opened = expect(&app, &close, Some(&olga), Some(json!({})), StatusCode::OK).await;
        assert_eq!(opened["opened"], 3);
        let event = format!("/events/{}", by_page["id"]);
        let reply = browser
            .submit(
                &app,
                &event,
                &format!("{event}/close"),
                &[("confirm", "yes")],
            )
            .await;
        assert_eq!(reply.status, StatusCode::SEE_OTHER, "{}", reply.body);
        assert_eq!(reply.location, Some(format!("{event}/claims")));
        // The reports are engine jobs, run by a worker.
        assert_eq!(state.engine_jobs(), 6);

        let from_api = claims_of(&app, &olga, &by_api["id"]).await;
        assert_eq!(from_api.len(), 3, "{from_api:?}");
        assert!(from_api.iter().all(|c| c["kind"] == "end_date"));
        assert!(
            from_api.iter().all(|c| c["report"].is_string()),
            "{from_api:?}"
        );
        assert_eq!(from_api, claims_of(&app, &olga, &by_page["id"]).await);
    }
}

//! Messages and moderation in a real browser (headless Chromium over chromedriver, as in
//! `browser.rs`), against the real binary: a message the opponent sends through the API appears
//! on the player's open game page within two seconds without a reload; the organizer's event
//! form (with who may watch and the delay) and the list of reported messages are shown in
//! English and Yiddish at 1280x800 and 390x844, kept in `target/screenshots` for people to look
//! at, and axe-core finds nothing serious or critical on them.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use fantoccini::Client;
use serde_json::{Value, json};

use crate::browser::{browser_available, start_rig, wait_for};
use crate::browser_a11y::{
    axe_source, log_in, register, running_event, screenshot_into, serious_violations,
    switch_language, token,
};

fn screenshots() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("target/screenshots")
}

async fn send(base: &str, method: reqwest::Method, path: &str, token: &str, body: Value) -> Value {
    let resp = reqwest::Client::new()
        .request(method, format!("{base}{path}"))
        .bearer_auth(token)
        .json(&body)
        .send()
        .await
        .unwrap();
    assert!(resp.status().is_success(), "{path}: {}", resp.status());
    resp.json().await.unwrap_or(Value::Null)
}

/// The event's game between `a` and `b`.
async fn game_of(base: &str, organizer: &str, event: i64, a: &str, b: &str) -> i64 {
    let path = format!("/api/v1/events/{event}");
    let shown = send(base, reqwest::Method::GET, &path, organizer, Value::Null).await;
    shown["sections"][0]["games"]
        .as_array()
        .unwrap()
        .iter()
        .find(|g| (g["white"] == a && g["black"] == b) || (g["white"] == b && g["black"] == a))
        .unwrap()["id"]
        .as_i64()
        .unwrap()
}

/// Evaluates `script` (a JS expression) until it is true, for at most `wait`.
async fn until(client: &Client, script: &str, wait: Duration) {
    let deadline = Instant::now() + wait;
    loop {
        let found = client
            .execute(&format!("return Boolean({script});"), vec![])
            .await;
        if found.is_ok_and(|v| v == Value::Bool(true)) {
            return;
        }
        assert!(Instant::now() < deadline, "not within {wait:?}: {script}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// `path` in English and Yiddish at both sizes: screenshots (also of `focus`, scrolled into
/// view) and axe-core's serious or critical findings into `found`.
async fn look_at(
    client: &Client,
    page: &str,
    (name, focus): (&str, &str),
    axe: Option<&str>,
    found: &mut Vec<String>,
) {
    for code in ["en", "yi"] {
        if code != "en" {
            switch_language(client, code).await;
        }
        for (w, h) in [(1280, 800), (390, 844)] {
            client.set_window_size(w, h).await.unwrap();
            client.goto(page).await.unwrap();
            wait_for(client, "main").await;
            let shot = format!("{name}-{code}-{w}x{h}.png");
            screenshot_into(client, &screenshots(), &shot).await;
            let scroll = format!("document.querySelector('{focus}').scrollIntoView(); return 1;");
            client.execute(&scroll, vec![]).await.unwrap();
            let shot = format!("{name}-{code}-{w}x{h}-part.png");
            screenshot_into(client, &screenshots(), &shot).await;
            let wide = "return document.documentElement.scrollWidth - document.documentElement.clientWidth;";
            let overflow = client.execute(wide, vec![]).await.unwrap();
            assert_eq!(
                overflow.as_i64(),
                Some(0),
                "{name} {code} {w}x{h}: too wide"
            );
            if let Some(axe) = axe.filter(|_| w == 1280) {
                for violation in serious_violations(client, axe).await {
                    found.push(format!("{name} in {code}: {violation}"));
                }
            }
        }
    }
    switch_language(client, "en").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_message_appears_live_and_the_moderation_pages_look_right() {
    if !browser_available() {
        return;
    }
    let axe = axe_source();
    let (rig, client) = start_rig("browser-social").await;
    let base = rig.base.clone();
    let alice = register(&base, "alice").await;
    let bob = register(&base, "bob").await;
    let event = running_event(&rig.dir.join("data"), &base, &alice, &bob).await;
    let carol = token(&base, "carol").await;
    let game = game_of(&base, &alice, event, "alice", "bob").await;

    // Bob writes through the API; Alice's open page shows it without a reload.
    log_in(&client, &base, "alice").await;
    client.set_window_size(1280, 800).await.unwrap();
    client.goto(&format!("{base}/games/{game}")).await.unwrap();
    wait_for(&client, "#message-thread").await;
    client
        .execute("window.kpSamePage = 'yes'; return 1;", vec![])
        .await
        .unwrap();
    let sent = Instant::now();
    let said = json!({"text": "Hello Alice, good luck!"});
    let path = format!("/api/v1/games/{game}/messages");
    send(&base, reqwest::Method::POST, &path, &bob, said).await;
    let shown = "document.getElementById('message-thread').textContent.indexOf('Hello Alice, good luck!') >= 0";
    until(&client, shown, Duration::from_secs(2)).await;
    eprintln!("the message appeared after {:?}", sent.elapsed());
    until(
        &client,
        "window.kpSamePage === 'yes'",
        Duration::from_millis(10),
    )
    .await;

    // A message Carol reports in her game with Bob, for the organizer's list.
    let theirs = game_of(&base, &alice, event, "bob", "carol").await;
    let path = format!("/api/v1/games/{theirs}/messages");
    let rude = json!({"text": "You play like a beginner."});
    let made = send(&base, reqwest::Method::POST, &path, &bob, rude).await;
    let report = format!("/api/v1/games/{theirs}/messages/report");
    send(
        &base,
        reqwest::Method::POST,
        &report,
        &carol,
        json!({"message": made["id"]}),
    )
    .await;

    let mut found = Vec::new();
    let form = format!("{base}/events/new");
    look_at(
        &client,
        &form,
        ("event-form", "#delay-none"),
        axe.as_deref(),
        &mut found,
    )
    .await;
    let reports = format!("{base}/events/{event}/reports");
    look_at(
        &client,
        &reports,
        ("reports", "#reports"),
        axe.as_deref(),
        &mut found,
    )
    .await;
    client.close().await.unwrap();
    assert!(
        found.is_empty(),
        "{} serious or critical:\n{}",
        found.len(),
        found.join("\n")
    );
}

//! The challenge form (with its rated choice), an event's page and its crosstable in a real
//! browser (headless Chromium over chromedriver, as in `browser.rs`), in English, Yiddish
//! (right to left) and Amharic: axe-core finds no serious or critical violation, and
//! screenshots at 1280x800 and 390x844 go to `target/screenshots` for people to look at. And a
//! move brought in live keeps its `<bdi>` isolation in the notice and in what is announced.

use fantoccini::{Client, Locator};

use crate::browser::{browser_available, start_rig, wait_for};
use crate::browser_a11y::switch_language;
use crate::browser_a11y::{axe_source, log_in, register, running_event, serious_violations};
use crate::browser_dashboard::shot;

/// Screenshots of the page as it is at both sizes, the first after scrolling `to` into view.
async fn both_sizes(client: &Client, name: &str, to: Option<&str>) {
    for (w, h) in [(1280, 800), (390, 844)] {
        client.set_window_size(w, h).await.unwrap();
        if let Some(css) = to {
            let scroll = "document.querySelector(arguments[0]).scrollIntoView();";
            client
                .execute(scroll, vec![serde_json::json!(css)])
                .await
                .unwrap();
        }
        shot(client, &format!("{name}-{w}x{h}.png")).await;
    }
    client.set_window_size(1280, 800).await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_challenge_form_and_the_event_pages_read_well_in_en_yi_and_am() {
    if !browser_available() {
        return;
    }
    let (rig, client) = start_rig("browser-forms").await;
    let (dir, base) = (&rig.dir, rig.base.clone());
    let alice = register(&base, "alice").await;
    let bob = register(&base, "bob").await;
    let event = running_event(&dir.join("data"), &base, &alice, &bob).await;
    let terms = serde_json::json!({"opponent": "alice", "color": "black", "time_control": "10/50"});
    let made = post(&base, "/api/v1/challenges", &bob, terms).await;
    let accept = format!("/api/v1/challenges/{}/accept", made["id"]);
    let game = post(&base, &accept, &alice, serde_json::json!({})).await["game_id"].clone();
    log_in(&client, &base, "alice").await;
    let axe = axe_source();
    let mut found = Vec::new();
    for code in ["en", "yi", "am"] {
        if code != "en" {
            switch_language(&client, code).await;
        }
        client
            .goto(&format!("{base}/challenges/new"))
            .await
            .unwrap();
        wait_for(&client, "input[name=rated][value=rated]").await;
        let checked = client
            .find(Locator::Css("input[name=rated]:checked"))
            .await
            .unwrap();
        assert_eq!(
            checked.attr("value").await.unwrap().as_deref(),
            Some("unrated")
        );
        if let Some(axe) = &axe {
            for v in serious_violations(&client, axe).await {
                found.push(format!("{code} /challenges/new: {v}"));
            }
        }
        both_sizes(
            &client,
            &format!("challenge-form-{code}"),
            Some("#rated-hint"),
        )
        .await;

        client
            .goto(&format!("{base}/events/{event}"))
            .await
            .unwrap();
        wait_for(&client, "table.crosstable").await;
        if let Some(axe) = &axe {
            for v in serious_violations(&client, axe).await {
                found.push(format!("{code} /events/{event}: {v}"));
            }
        }
        both_sizes(&client, &format!("event-{code}"), None).await;
        both_sizes(
            &client,
            &format!("crosstable-{code}"),
            Some("#crosstable-1"),
        )
        .await;

        // The pages a refusal or a confirmation step shows.
        client.goto(&format!("{base}/events/new")).await.unwrap();
        let refuse = "document.getElementById('name').value = 'Winter';\
            document.getElementById('starts_at').value = '2026-05-01';\
            document.getElementById('ends_at').value = '2026-04-01';\
            HTMLFormElement.prototype.submit.call(document.getElementById('event-form'));";
        client.execute(refuse, vec![]).await.unwrap();
        wait_for(&client, "#ends_at-error").await;
        if let Some(axe) = &axe {
            for v in serious_violations(&client, axe).await {
                found.push(format!("{code} refused event form: {v}"));
            }
        }
        both_sizes(
            &client,
            &format!("event-form-error-{code}"),
            Some("#ends_at"),
        )
        .await;
        // The move box as a page without its script sends it: the plain confirmation step.
        client.goto(&format!("{base}/games/{game}")).await.unwrap();
        let ask = "document.getElementById('move').value = 'e4';\
            HTMLFormElement.prototype.submit.call(document.getElementById('move-form'));";
        client.execute(ask, vec![]).await.unwrap();
        wait_for(&client, "#ask-question bdi").await;
        if let Some(axe) = &axe {
            for v in serious_violations(&client, axe).await {
                found.push(format!("{code} move confirmation: {v}"));
            }
        }
        both_sizes(&client, &format!("move-confirmation-{code}"), None).await;
    }
    assert!(found.is_empty(), "{found:#?}");
    client.close().await.unwrap();
}

/// Evaluates `script` (a JS expression) until it is true, for at most five seconds.
async fn until(client: &Client, script: &str) {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
    loop {
        let found = client
            .execute(&format!("return Boolean({script});"), vec![])
            .await;
        if found.is_ok_and(|v| v == serde_json::Value::Bool(true)) {
            return;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "not in time: {script}"
        );
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
}

async fn post(base: &str, path: &str, token: &str, body: serde_json::Value) -> serde_json::Value {
    let resp = reqwest::Client::new()
        .post(format!("{base}{path}"))
        .bearer_auth(token)
        .json(&body)
        .send()
        .await
        .unwrap();
    assert!(resp.status().is_success(), "{path}: {}", resp.status());
    resp.json().await.unwrap_or(serde_json::Value::Null)
}

/// The last-move notice keeps its `<bdi>` isolation when the live script brings a move in and
/// when it announces it, for a Yiddish reader.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_live_move_arrives_isolated_in_yiddish() {
    if !browser_available() {
        return;
    }
    let (rig, client) = start_rig("browser-isolation").await;
    let base = rig.base.clone();
    let alice = register(&base, "alice").await;
    let bob = register(&base, "bob").await;
    let terms = serde_json::json!({"opponent": "bob", "color": "black", "time_control": "10/50"});
    let made = post(&base, "/api/v1/challenges", &alice, terms).await;
    let accept = format!("/api/v1/challenges/{}/accept", made["id"]);
    let game = post(&base, &accept, &bob, serde_json::json!({})).await["game_id"].clone();
    log_in(&client, &base, "alice").await;
    switch_language(&client, "yi").await;
    client.goto(&format!("{base}/games/{game}")).await.unwrap();
    wait_for(&client, "#board-area").await;
    let moves = format!("/api/v1/games/{game}/moves");
    post(&base, &moves, &bob, serde_json::json!({"move": "Nf3"})).await;
    until(
        &client,
        "document.querySelector('#last-move bdi[dir=ltr]') && document.querySelector('#last-move bdi:not([dir])').textContent === 'bob'",
    )
    .await;
    until(
        &client,
        "document.querySelector('#board-live bdi[dir=ltr]')",
    )
    .await;
    let said = client
        .execute(
            "return document.querySelector('#board-live bdi[dir=ltr]').textContent;",
            vec![],
        )
        .await
        .unwrap();
    assert!(said.as_str().unwrap().contains('3'), "{said}");
    both_sizes(&client, "game-live-move-yi", None).await;
    client.close().await.unwrap();
}

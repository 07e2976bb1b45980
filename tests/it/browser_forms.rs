//! The challenge form (with its rated choice), an event's page and its crosstable in a real
//! browser (headless Chromium over chromedriver, as in `browser.rs`), in English, Yiddish
//! (right to left) and Amharic: axe-core finds no serious or critical violation, and
//! screenshots at 1280x800 and 390x844 go to `target/screenshots` for people to look at.

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
    }
    assert!(found.is_empty(), "{found:#?}");
    client.close().await.unwrap();
}

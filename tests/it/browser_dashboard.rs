//! The dashboard of a correspondence player in a real browser (headless Chromium over
//! chromedriver, as in `browser.rs`): games where it is your move come first, the soonest
//! deadline first, whatever order they were made in; a row shows the opponent, the event and
//! round, the last move (isolated left-to-right, also in Yiddish) and the deadline; the game
//! "next game where it's your move" opens is highlighted; the challenges button counts the
//! challenges waiting for you, not the ones you sent; the Ethiopic font loads for the Amharic
//! page only. Screenshots at 1280x800 and 390x844 in
//! English, German, Yiddish and Amharic go to `target/screenshots` for people to look at.

use std::path::Path;

use fantoccini::{Client, Locator};
use serde_json::{Value, json};

use crate::browser::start_rig;
use crate::browser::{browser_available, text_of};
use crate::browser_a11y::{log_in, register, running_event, switch_language};

/// POSTs `body` with `token`; returns the JSON answer after checking the status.
async fn post(base: &str, token: &str, path: &str, body: Value, status: u16) -> Value {
    let resp = reqwest::Client::new()
        .post(format!("{base}/api/v1{path}"))
        .bearer_auth(token)
        .json(&body)
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), status, "{path}");
    resp.json().await.unwrap_or(Value::Null)
}

/// `from` challenges `to` (`from` takes `color`) and `to` accepts; returns the game's id.
async fn game(base: &str, from: &str, to: &str, opponent: &str, color: &str, tc: &str) -> i64 {
    let terms = json!({"opponent": opponent, "color": color, "time_control": tc});
    let made = post(base, from, "/challenges", terms, 201).await;
    let id = made["id"].as_i64().unwrap();
    let accepted = post(
        base,
        to,
        &format!("/challenges/{id}/accept"),
        json!({}),
        201,
    )
    .await;
    accepted["game_id"].as_i64().unwrap()
}

/// The `data-game` ids of the rows of a section, in order.
async fn rows(client: &Client, section: &str) -> Vec<i64> {
    let script = format!(
        "return Array.from(document.querySelectorAll('#{section}-games a[data-game]')).map(function (a) {{ return Number(a.dataset.game); }});"
    );
    let found = client.execute(&script, vec![]).await.unwrap();
    found
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_i64().unwrap())
        .collect()
}

async fn row_text(client: &Client, game: i64) -> String {
    text_of(client, &format!("a[data-game='{game}']")).await
}

pub(crate) async fn shot(client: &Client, name: &str) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/screenshots");
    std::fs::create_dir_all(&dir).unwrap();
    let png = client.screenshot().await.unwrap();
    std::fs::write(dir.join(name), png).unwrap();
    eprintln!("screenshot: {}", dir.join(name).display());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_dashboard_puts_your_moves_first_by_time_left_and_counts_received_challenges() {
    if !browser_available() {
        return;
    }
    let (rig, client) = start_rig("browser-dashboard").await;
    let (dir, base) = (&rig.dir, rig.base.clone());

    let alice = register(&base, "alice").await;
    let bob = register(&base, "bob").await;
    // Made in the order long, short, shortest: the page must not show them in that order.
    let long = game(&base, &bob, &alice, "alice", "black", "10/50").await;
    let carol = {
        let event = running_event(&dir.join("data"), &base, &alice, &bob).await;
        assert!(event > 0);
        crate::browser_a11y::token(&base, "carol").await
    };
    let short = game(&base, &carol, &alice, "alice", "white", "3d").await;
    let terms = json!({"move": "Nf3"});
    post(&base, &carol, &format!("/games/{short}/moves"), terms, 200).await;
    let shortest = game(&base, &bob, &alice, "alice", "black", "1d").await;
    let waiting = game(&base, &alice, &carol, "carol", "black", "5d").await;
    let received = json!({"opponent": "alice", "color": "white", "time_control": "10/50"});
    post(&base, &bob, "/challenges", received, 201).await;
    for opponent in ["bob", "carol"] {
        let sent = json!({"opponent": opponent, "color": "white", "time_control": "10/50"});
        post(&base, &alice, "/challenges", sent, 201).await;
    }

    log_in(&client, &base, "alice").await;
    client.goto(&format!("{base}/")).await.unwrap();
    let mine = rows(&client, "my-turn").await;
    assert_eq!(&mine[..2], &[shortest, short], "{mine:?}");
    let long_at = mine.iter().position(|g| *g == long).unwrap();
    assert!(long_at >= 2, "{mine:?}");
    let first = client
        .find(Locator::Css("#my-turn-games li:first-child a"))
        .await
        .unwrap();
    assert_eq!(
        first.attr("class").await.unwrap().as_deref(),
        Some("game-row next")
    );
    let row = row_text(&client, short).await;
    for part in ["carol", "Last move: 1. Nf3", "Deadline:", "days left"] {
        assert!(row.contains(part), "{part:?} not in {row:?}");
    }
    let evented = client
        .execute(
            "return Array.from(document.querySelectorAll('#my-turn-games li, #waiting-games li')).map(function (li) { return li.textContent; }).join('|');",
            vec![],
        )
        .await
        .unwrap();
    let evented = evented.as_str().unwrap();
    assert!(
        evented.contains("Spring Postal") && evented.contains("Round 2"),
        "{evented}"
    );
    assert!(rows(&client, "waiting").await.contains(&waiting));
    let row = row_text(&client, waiting).await;
    assert!(row.contains("carol to move:"), "{row}");
    let button = text_of(&client, "#challenges-button").await;
    assert_eq!(button, "Challenges for you: 1");
    let incoming = text_of(&client, "#incoming-heading + ul").await;
    assert!(incoming.contains("You play Black"), "{incoming}");

    for code in ["en", "de", "yi", "am"] {
        if code != "en" {
            switch_language(&client, code).await;
            client.goto(&format!("{base}/")).await.unwrap();
        }
        if code == "yi" {
            let isolated = client
                .execute(
                    "var m = document.querySelector(\"a[data-game='ID'] bdi.move\".replace('ID', arguments[0])); return m ? m.getAttribute('dir') + ' ' + m.textContent : '';",
                    vec![json!(short)],
                )
                .await
                .unwrap();
            assert_eq!(isolated.as_str(), Some("ltr 1. ♘f3 (7163)"));
            // Drawn in logical order: the move number left of the ICCF number.
            let order = client
                .execute(
                    "var m = document.querySelector(\"a[data-game='ID'] bdi.move\".replace('ID', arguments[0]));\
                     var t = m.firstChild, r = document.createRange();\
                     r.setStart(t, 0); r.setEnd(t, 1); var first = r.getBoundingClientRect().left;\
                     r.setStart(t, t.length - 1); r.setEnd(t, t.length); var last = r.getBoundingClientRect().left;\
                     return first < last;",
                    vec![json!(short)],
                )
                .await
                .unwrap();
            assert_eq!(order, json!(true), "the move reads left to right");
        }
        let font = client
            .execute(
                "var f = Array.from(document.fonts).find(function (f) { return f.family.indexOf('Kingpost Ethiopic') >= 0; }); return f ? f.status : 'none';",
                vec![],
            )
            .await
            .unwrap();
        let wanted = if code == "am" { "loaded" } else { "unloaded" };
        assert_eq!(font.as_str(), Some(wanted), "{code}: the Ethiopic font");
        for (w, h) in [(1280, 800), (390, 844)] {
            client.set_window_size(w, h).await.unwrap();
            shot(&client, &format!("dashboard-{code}-{w}x{h}.png")).await;
        }
        let rows = "document.getElementById('my-turn-heading').scrollIntoView();";
        client.execute(rows, vec![]).await.unwrap();
        shot(&client, &format!("dashboard-{code}-390x844-games.png")).await;
        client.set_window_size(1280, 800).await.unwrap();
    }
    client.close().await.unwrap();
}

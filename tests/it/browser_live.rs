//! The live game page in a real browser (headless Chromium over chromedriver, as in
//! `browser.rs`), against the real binary: on a phone-sized window a chosen move is shown and
//! confirmed ("Play 1. e4?"; Cancel plays nothing, Confirm plays); the opponent's move made
//! through the API, a draw offer and a declined offer appear on the open page within two
//! seconds without a reload, and so does the engine's reply; the player steps back and forth
//! through the game by buttons, by the move list and by keys; after a move, "Next game" (and the
//! key N) leads to the game waiting for them. axe-core finds nothing serious on the game page in
//! English, Yiddish and Amharic, and screenshots at 1280x800 and 390x844 in English, German,
//! Yiddish and Amharic are kept in `target/screenshots` for people to look at.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use fantoccini::Client;
use fantoccini::key::Key;
use serde_json::{Value, json};

use crate::browser::start_rig;
use crate::browser::{browser_available, click, fill, text_of, wait_for};
use crate::browser_a11y::{
    axe_source, log_in, press, register, screenshot_into, serious_violations, switch_language,
};

fn screenshots() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("target/screenshots")
}

async fn post(base: &str, path: &str, token: &str, body: Value) -> Value {
    let resp = reqwest::Client::new()
        .post(format!("{base}{path}"))
        .bearer_auth(token)
        .json(&body)
        .send()
        .await
        .unwrap();
    assert!(resp.status().is_success(), "{path}: {}", resp.status());
    resp.json().await.unwrap_or(Value::Null)
}

/// `challenger` challenges `opponent` (taking Black), who accepts; returns the game's id.
async fn game(base: &str, challenger: &str, opponent: (&str, &str)) -> i64 {
    let terms = json!({"opponent": opponent.0, "color": "black", "time_control": "10/50"});
    let made = post(base, "/api/v1/challenges", challenger, terms).await;
    let accept = format!("/api/v1/challenges/{}/accept", made["id"]);
    post(base, &accept, opponent.1, json!({})).await["game_id"]
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

async fn js(client: &Client, script: &str) -> Value {
    client.execute(script, vec![]).await.unwrap()
}

fn moves_contain(text: &str) -> String {
    format!(
        "(document.getElementById('moves') || {{textContent: ''}}).textContent.indexOf('{text}') >= 0"
    )
}

fn piece_on(square: &str) -> String {
    format!("document.querySelector('svg.board .piece[data-square=\"{square}\"]') !== null")
}

/// Clicks a piece, then a square.
async fn click_move(client: &Client, from: &str, to: &str) {
    click(client, &format!("svg.board .piece[data-square='{from}']")).await;
    click(client, &format!("svg.board rect.sq[data-square='{to}']")).await;
}

/// On a phone: Cancel plays nothing, Confirm plays.
async fn confirm_and_cancel(client: &Client) {
    click_move(client, "e2", "e4").await;
    let asked = wait_for(client, "#confirm:not([hidden])")
        .await
        .text()
        .await
        .unwrap();
    assert!(asked.contains("Play 1. e4?"), "{asked}");
    assert_eq!(
        js(client, &format!("return {};", piece_on("e4"))).await,
        true,
        "shown on the board"
    );
    click(client, "#confirm-no").await;
    until(
        client,
        "document.getElementById('confirm').hidden",
        Duration::from_secs(1),
    )
    .await;
    assert_eq!(
        js(client, &format!("return {};", piece_on("e4"))).await,
        false
    );
    assert_eq!(
        js(
            client,
            "return document.getElementById('board-area').dataset.ply;"
        )
        .await,
        "0"
    );
    screenshot_into(client, &screenshots(), "game-confirm-cancelled-390.png").await;
    click_move(client, "e2", "e4").await;
    wait_for(client, "#confirm:not([hidden])").await;
    screenshot_into(client, &screenshots(), "game-confirm-390x844.png").await;
    click(client, "#confirm-yes").await;
    until(client, &moves_contain("e4"), Duration::from_secs(5)).await;
}

/// The opponent moves and offers a draw through the API; the page shows both without a reload.
async fn opponent_seen_live(client: &Client, base: &str, bob: &str, game: i64) {
    js(client, "window.kpSamePage = 'yes'; return 1;").await;
    let moved = Instant::now();
    post(
        base,
        &format!("/api/v1/games/{game}/moves"),
        bob,
        json!({"move": "e5"}),
    )
    .await;
    until(client, &moves_contain("e5"), Duration::from_secs(2)).await;
    eprintln!("the opponent's move appeared after {:?}", moved.elapsed());
    let status = text_of(client, "#game-status").await;
    assert!(status.contains("your move"), "{status}");
    post(
        base,
        &format!("/api/v1/games/{game}/draw"),
        bob,
        json!({"action": "offer"}),
    )
    .await;
    until(
        client,
        "document.body.textContent.indexOf('Your opponent offers a draw.') >= 0",
        Duration::from_secs(2),
    )
    .await;
    assert_eq!(
        js(client, "return window.kpSamePage;").await,
        "yes",
        "no reload"
    );
}

/// Back, forward, to the start and to the current position, by buttons, the list and keys.
async fn stepping(client: &Client) {
    let status = "document.getElementById('step-status').textContent";
    click(client, "#step-back").await;
    until(
        client,
        &format!("{status}.indexOf('after 1. e4') >= 0"),
        Duration::from_secs(1),
    )
    .await;
    assert_eq!(
        js(client, &format!("return {};", piece_on("e5"))).await,
        false
    );
    assert_eq!(
        js(client, &format!("return {};", piece_on("e4"))).await,
        true
    );
    click(client, "h1").await;
    press(client, Key::Left).await;
    until(
        client,
        &format!("{status}.indexOf('starting position') >= 0"),
        Duration::from_secs(1),
    )
    .await;
    assert_eq!(
        js(client, &format!("return {};", piece_on("e2"))).await,
        true
    );
    press(client, Key::Right).await;
    until(
        client,
        &format!("{status}.indexOf('after 1. e4') >= 0"),
        Duration::from_secs(1),
    )
    .await;
    screenshot_into(client, &screenshots(), "game-stepping.png").await;
    press(client, Key::End).await;
    until(
        client,
        "document.getElementById('viewing-bar').hidden",
        Duration::from_secs(1),
    )
    .await;
    assert_eq!(
        js(client, &format!("return {};", piece_on("e5"))).await,
        true
    );
    click(client, "#moves button.step[data-ply='1']").await;
    until(
        client,
        &format!("{status}.indexOf('after 1. e4') >= 0"),
        Duration::from_secs(1),
    )
    .await;
    click(client, "#step-current").await;
    until(
        client,
        "document.getElementById('viewing-bar').hidden",
        Duration::from_secs(1),
    )
    .await;
    click(client, "#step-first").await;
    until(
        client,
        &format!("{status}.indexOf('starting position') >= 0"),
        Duration::from_secs(1),
    )
    .await;
    click(client, "#step-last").await;
    until(
        client,
        "document.getElementById('viewing-bar').hidden",
        Duration::from_secs(1),
    )
    .await;
}

/// Alice declines Bob's offer (both see it), then offers one herself, which Bob declines.
async fn draw_declines(client: &Client, base: &str, bob: &str, game: i64) {
    click(
        client,
        "form[action$='/draw'] input[value='decline'] ~ button",
    )
    .await;
    let notice = wait_for(client, "main > p.notice:not([id])")
        .await
        .text()
        .await
        .unwrap();
    assert!(notice.contains("declined"), "{notice}");
    click(client, "details.more summary").await;
    click(client, "form[data-confirm] input[value='offer'] ~ button").await;
    let asked = wait_for(client, "#confirm:not([hidden])")
        .await
        .text()
        .await
        .unwrap();
    assert!(asked.contains("draw"), "{asked}");
    click(client, "#confirm-yes").await;
    until(
        client,
        "document.body.textContent.indexOf('Your draw offer is waiting') >= 0",
        Duration::from_secs(5),
    )
    .await;
    post(
        base,
        &format!("/api/v1/games/{game}/draw"),
        bob,
        json!({"action": "decline"}),
    )
    .await;
    until(
        client,
        "!document.getElementById('live-notice').hidden && document.getElementById('live-notice').textContent.indexOf('declined') >= 0",
        Duration::from_secs(2),
    )
    .await;
}

/// A move typed in the box is confirmed too; then "Next game" and the key N lead to the other
/// game.
async fn next_game(client: &Client, other: i64) {
    fill(client, "#move", "Nf3").await;
    click(client, "#move-form button[type=submit]").await;
    let asked = wait_for(client, "#confirm:not([hidden])")
        .await
        .text()
        .await
        .unwrap();
    assert!(asked.contains("Play 2. Nf3?"), "{asked}");
    click(client, "#confirm-yes").await;
    let link = wait_for(client, "#next-game-link").await;
    let href = link.attr("href").await.unwrap().unwrap();
    assert_eq!(href, format!("/games/{other}"));
    click(client, "h1").await;
    type_char(client, 'n').await;
    until(
        client,
        &format!("location.pathname === '/games/{other}'"),
        Duration::from_secs(5),
    )
    .await;
    wait_for(client, "svg.board").await;
    let none = text_of(client, "#game-status").await;
    assert!(none.contains("your move"), "{none}");
}

/// Presses and releases one character key in whatever has the focus.
async fn type_char(client: &Client, value: char) {
    use fantoccini::actions::{InputSource, KeyAction, KeyActions};
    let keys = KeyActions::new("keyboard".into())
        .then(KeyAction::Down { value })
        .then(KeyAction::Up { value });
    client.perform_actions(keys).await.unwrap();
}

/// A game against the engine: its reply appears on its own.
async fn engine_reply(client: &Client, base: &str, alice: &str) {
    let terms = json!({"opponent": "engine:1", "color": "white", "time_control": "10/50"});
    let made = post(base, "/api/v1/challenges", alice, terms).await;
    let id = made["game_id"].as_i64().unwrap();
    client.goto(&format!("{base}/games/{id}")).await.unwrap();
    wait_for(client, "svg.board").await;
    click_move(client, "d2", "d4").await;
    click(client, "#confirm-yes").await;
    until(client, &moves_contain("d4"), Duration::from_secs(5)).await;
    js(client, "window.kpSamePage = 'yes'; return 1;").await;
    let moved = Instant::now();
    until(
        client,
        "document.getElementById('board-area').dataset.ply === '2'",
        // The engine's thinking (level 1: well under a second) plus the live update.
        Duration::from_secs(3),
    )
    .await;
    eprintln!("the engine's reply appeared after {:?}", moved.elapsed());
    assert_eq!(
        js(client, "return window.kpSamePage;").await,
        "yes",
        "no reload"
    );
    let status = text_of(client, "#game-status").await;
    assert!(status.contains("your move"), "{status}");
}

/// axe in en, yi and am; screenshots at both sizes in en, de, yi and am.
async fn languages(
    client: &Client,
    base: &str,
    game: i64,
    axe: Option<&str>,
    found: &mut Vec<String>,
) {
    let page = format!("{base}/games/{game}");
    for code in ["en", "de", "yi", "am"] {
        if code != "en" {
            switch_language(client, code).await;
        }
        for (w, h) in [(1280, 800), (390, 844)] {
            client.set_window_size(w, h).await.unwrap();
            client.goto(&page).await.unwrap();
            wait_for(client, "svg.board").await;
            let overflow = js(client, "return document.documentElement.scrollWidth - document.documentElement.clientWidth;").await;
            assert_eq!(
                overflow.as_i64(),
                Some(0),
                "{code} {w}x{h}: wider than the window"
            );
            screenshot_into(client, &screenshots(), &format!("game-{code}-{w}x{h}.png")).await;
            if w == 390 {
                js(
                    client,
                    "document.getElementById('next-game').scrollIntoView(); return 1;",
                )
                .await;
                let name = format!("game-{code}-{w}x{h}-side.png");
                screenshot_into(client, &screenshots(), &name).await;
            }
            if let Some(axe) = axe.filter(|_| code != "de" && w == 1280) {
                for violation in serious_violations(client, axe).await {
                    found.push(format!("game page in {code}: {violation}"));
                }
                click(client, "#step-back").await;
                for violation in serious_violations(client, axe).await {
                    found.push(format!("game page in {code}, stepping: {violation}"));
                }
            }
        }
    }
    switch_language(client, "en").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_game_page_is_live_steppable_and_confirms_moves() {
    if !browser_available() {
        return;
    }
    let axe = axe_source();
    let (rig, client) = start_rig("browser-live").await;
    let base = rig.base.clone();

    let alice = register(&base, "alice").await;
    let bob = register(&base, "bob").await;
    let first = game(&base, &bob, ("alice", &alice)).await;
    let second = game(&base, &bob, ("alice", &alice)).await;
    log_in(&client, &base, "alice").await;
    client.set_window_size(390, 844).await.unwrap();
    client.goto(&format!("{base}/games/{first}")).await.unwrap();
    wait_for(&client, "svg.board").await;
    confirm_and_cancel(&client).await;
    client.set_window_size(1000, 1000).await.unwrap();
    opponent_seen_live(&client, &base, &bob, first).await;
    stepping(&client).await;
    draw_declines(&client, &base, &bob, first).await;
    next_game(&client, second).await;
    engine_reply(&client, &base, &alice).await;
    let mut found = Vec::new();
    languages(&client, &base, first, axe.as_deref(), &mut found).await;
    client.close().await.unwrap();
    assert!(
        found.is_empty(),
        "{} serious or critical:\n{}",
        found.len(),
        found.join("\n")
    );
}

//! Accessibility in a real browser (headless Chromium over chromedriver, as in `browser.rs`):
//! axe-core, the accessibility engine from npm, runs inside each main page — home, log-in,
//! sign-up, dashboard, challenge form, challenges, settings, account, the events list, the event
//! form, a running event's page and its claims queue, a player page, and the game
//! page as a player in English and in right-to-left Yiddish — and finds no serious or critical
//! violation. Then a player makes a move with the keyboard alone (Tab to the board, arrow keys,
//! Enter, arrow keys, Enter), hears it announced and sees it in the move list. The dashboard,
//! challenge, settings and event pages pass axe in Yiddish and Amharic too, and on a phone the
//! crosstable keeps the names in view while it scrolls. Screenshots of the game page at 360 px
//! in Yiddish and Amharic, and of the crosstable on a phone, are kept for people to look at.
//!
//! axe-core is installed by `scripts/test` (`npm install axe-core@AXE_VERSION` into
//! `target/axe`); `KINGPOST_AXE_JS` may point at another `axe.min.js`. Without it (or without
//! Chromium) the test is skipped with a note, except in CI.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use fantoccini::Client;
use fantoccini::actions::{InputSource, KeyAction, KeyActions};
use fantoccini::key::Key;
use serde_json::{Value, json};

use crate::browser::start_rig;
use crate::browser::{browser_available, click, fill, wait_for};
use crate::support::pages::PASSWORD;

/// The axe-core release scripts/test installs.
pub const AXE_VERSION: &str = "4.14.1";

/// The axe-core script, if installed.
pub(crate) fn axe_source() -> Option<String> {
    let path = std::env::var_os("KINGPOST_AXE_JS").map_or_else(
        || {
            Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("target/axe/node_modules/axe-core/axe.min.js")
        },
        PathBuf::from,
    );
    match std::fs::read_to_string(&path) {
        Ok(source) => Some(source),
        Err(_) => {
            assert!(
                std::env::var_os("CI").is_none(),
                "CI must run the accessibility check: scripts/test installs axe-core {AXE_VERSION}"
            );
            eprintln!(
                "note: {} is missing; skipping the axe check",
                path.display()
            );
            None
        }
    }
}

/// Runs axe-core in the current page; returns the serious and critical violations, one line
/// each with the elements concerned.
pub(crate) async fn serious_violations(client: &Client, axe: &str) -> Vec<String> {
    client.execute(axe, vec![]).await.unwrap();
    let script = "var done = arguments[arguments.length - 1];\
        axe.run(document, {resultTypes: ['violations']}).then(function (r) {\
          done({passes: r.passes.length, violations: r.violations.map(function (v) {\
            return {id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 4).map(\
              function (n) { return n.target.join(' ') + ' ' + (n.failureSummary || ''); })}; })});\
        }).catch(function (e) { done({passes: 0, violations: [], error: String(e)}); });";
    let result = client.execute_async(script, vec![]).await.unwrap();
    let passes = result["passes"].as_u64().unwrap_or(0);
    assert!(passes > 10, "axe did not run properly: {result}");
    let Value::Array(violations) = &result["violations"] else {
        panic!("axe returned {result}")
    };
    violations
        .iter()
        .filter(|v| matches!(v["impact"].as_str(), Some("serious" | "critical")))
        .map(|v| {
            format!(
                "{} ({}): {} {}",
                v["id"], v["impact"], v["help"], v["nodes"]
            )
        })
        .collect()
}

/// Registers a player through the JSON API; returns their token.
pub(crate) async fn register(base: &str, name: &str) -> String {
    let http = reqwest::Client::new();
    let account =
        json!({"username": name, "email": format!("{name}@example.org"), "password": PASSWORD});
    let resp = http
        .post(format!("{base}/api/v1/accounts"))
        .json(&account)
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 201);
    token(base, name).await
}

/// Signs a registered player in through the JSON API; returns their token.
pub(crate) async fn token(base: &str, name: &str) -> String {
    let http = reqwest::Client::new();
    let login = json!({"username": name, "password": PASSWORD});
    let token: Value = http
        .post(format!("{base}/api/v1/tokens"))
        .json(&login)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    token["token"].as_str().unwrap().to_owned()
}

/// `token`'s owner challenges `opponent`, taking Black.
/// Makes alice an organizer (in the server's SQLite file) and runs an event of alice, bob and
/// carol through the API, with a claim by bob in the queue; returns the event's id.
pub(crate) async fn running_event(data: &Path, base: &str, alice: &str, bob: &str) -> i64 {
    let url = kingpost::db::DatabaseUrl::sqlite(data.join("kingpost.sqlite"));
    let pool = kingpost::db::connect(&url, 1).unwrap();
    kingpost::service::adjudication::grant_role(
        &mut pool.get().unwrap(),
        "alice",
        kingpost::domain::adjudication::Role::Organizer,
    )
    .unwrap();
    let carol = register(base, "carol").await;
    let http = reqwest::Client::new();
    let post = |path: String, token: &str, body: Value| {
        http.post(format!("{base}{path}"))
            .bearer_auth(token.to_owned())
            .json(&body)
            .send()
    };
    let terms = json!({"name": "Spring Postal", "time_control": "10/50", "players_per_section": 3,
        "starts_at": "2026-01-01", "ends_at": "2099-01-01"});
    let created: Value = post("/api/v1/events".into(), alice, terms)
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let id = created["id"].as_i64().unwrap();
    for token in [alice, bob, &carol] {
        let resp = post(format!("/api/v1/events/{id}/players"), token, json!({})).await;
        assert_eq!(resp.unwrap().status(), 201);
    }
    let resp = post(format!("/api/v1/events/{id}/start"), alice, json!({})).await;
    assert_eq!(resp.unwrap().status(), 200);
    let event: Value = http
        .get(format!("{base}/api/v1/events/{id}"))
        .bearer_auth(alice)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let game = event["sections"][0]["games"]
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["white"] == "bob" || g["black"] == "bob")
        .unwrap()["id"]
        .clone();
    let claim = json!({"kind": "adjudication", "note": "My opponent has stopped answering."});
    let resp = post(format!("/api/v1/games/{game}/claims"), bob, claim).await;
    assert_eq!(resp.unwrap().status(), 201);
    id
}

async fn challenge(base: &str, token: &str, opponent: &str) {
    let terms = json!({"opponent": opponent, "color": "black", "time_control": "10/50"});
    let resp = reqwest::Client::new()
        .post(format!("{base}/api/v1/challenges"))
        .bearer_auth(token)
        .json(&terms)
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 201);
}

pub(crate) async fn log_in(client: &Client, base: &str, name: &str) {
    client.goto(&format!("{base}/login")).await.unwrap();
    fill(client, "#username", name).await;
    fill(client, "#password", PASSWORD).await;
    click(client, "form[action='/login'] button[type=submit]").await;
    wait_for(client, "form[action='/logout']").await;
}

/// Presses and releases one key in whatever has the focus.
pub(crate) async fn press(client: &Client, key: Key) {
    let value: char = key.into();
    let keys = KeyActions::new("keyboard".into())
        .then(KeyAction::Down { value })
        .then(KeyAction::Up { value });
    client.perform_actions(keys).await.unwrap();
}

/// A property of the focused element.
pub(crate) async fn focused(client: &Client, property: &str) -> String {
    let script = format!(
        "var e = document.activeElement; return e ? String(e.getAttribute('{property}')) : '';"
    );
    client
        .execute(&script, vec![])
        .await
        .unwrap()
        .as_str()
        .unwrap_or("")
        .to_owned()
}

/// Waits until the polite live region says something containing `part`.
pub(crate) async fn announced(client: &Client, part: &str) -> String {
    let deadline = Instant::now() + Duration::from_secs(5);
    loop {
        let said = client
            .execute(
                "return document.getElementById('board-live').textContent;",
                vec![],
            )
            .await
            .unwrap();
        let said = said.as_str().unwrap_or_default().to_owned();
        if said.contains(part) {
            return said;
        }
        assert!(
            Instant::now() < deadline,
            "never announced {part:?}; last: {said:?}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Visits each page and runs axe there; every failure is collected, then reported at once.
pub(crate) async fn check_pages(
    client: &Client,
    base: &str,
    axe: &str,
    paths: &[&str],
    found: &mut Vec<String>,
) {
    for path in paths {
        client.goto(&format!("{base}{path}")).await.unwrap();
        wait_for(client, "main").await;
        for violation in serious_violations(client, axe).await {
            found.push(format!("{path}: {violation}"));
        }
    }
}

/// A page spoilt on purpose (an image without a text alternative, a button without a name)
/// gives the violations axe should find.
async fn the_check_can_fail(client: &Client, axe: &str) {
    let spoil = "var img = document.createElement('img'); img.src = '/static/none.png';\
                 document.querySelector('main').appendChild(img);\
                 document.querySelector('main').appendChild(document.createElement('button'));";
    client.execute(spoil, vec![]).await.unwrap();
    let found = serious_violations(client, axe).await;
    assert!(
        found.iter().any(|v| v.starts_with("\"image-alt\""))
            && found.iter().any(|v| v.starts_with("\"button-name\"")),
        "{found:?}"
    );
}

/// Alice plays 1.e4 with the keyboard alone.
async fn keyboard_move(client: &Client) {
    let mut tabs = 0;
    while focused(client, "role").await != "gridcell" {
        press(client, Key::Tab).await;
        tabs += 1;
        assert!(tabs < 40, "Tab never reached the board");
    }
    assert_eq!(
        focused(client, "data-square").await,
        "a1",
        "the cursor starts at White's corner"
    );
    for key in [Key::Right, Key::Right, Key::Right, Key::Right, Key::Up] {
        press(client, key).await;
    }
    assert_eq!(focused(client, "data-square").await, "e2");
    press(client, Key::Enter).await;
    let said = announced(client, "e2, white pawn").await;
    assert!(said.starts_with("Picked up"), "{said}");
    assert_eq!(focused(client, "aria-selected").await, "true");
    screenshot(client, "game-keyboard-picked-e2.png").await;
    press(client, Key::Escape).await;
    announced(client, "Put back").await;
    press(client, Key::Enter).await;
    press(client, Key::Up).await;
    press(client, Key::Up).await;
    assert_eq!(focused(client, "data-square").await, "e4");
    press(client, Key::Enter).await;
    // The move is confirmed before it is sent (the default setting): Confirm has the focus.
    assert_eq!(focused(client, "id").await, "confirm-yes");
    press(client, Key::Enter).await;
    let moves = wait_for(client, "#moves").await.text().await.unwrap();
    assert!(moves.contains("e4"), "{moves}");
    announced(client, "alice played e4.").await;
    assert_eq!(
        focused(client, "id").await,
        "cell-e4",
        "the keyboard stays on the board"
    );
    click(client, "#spoken").await;
    announced(client, "alice played Eva four.").await;
    let pressed = client
        .execute(
            "return document.getElementById('spoken').getAttribute('aria-pressed');",
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(pressed, "true", "the spoken-moves toggle says it is on");
}

/// Switches the interface language with the switcher in the page header.
pub(crate) async fn switch_language(client: &Client, code: &str) {
    click(client, &format!("#lang-select option[value='{code}']")).await;
    click(client, "#language-switcher button").await;
    wait_for(client, &format!("html[lang='{code}']")).await;
}

async fn screenshot(client: &Client, name: &str) {
    screenshot_into(client, Path::new(env!("CARGO_TARGET_TMPDIR")), name).await;
}

/// Keeps a screenshot of the current page as `dir/name` for people to look at.
pub(crate) async fn screenshot_into(client: &Client, dir: &Path, name: &str) {
    std::fs::create_dir_all(dir).unwrap();
    let png = client.screenshot().await.unwrap();
    let shot = dir.join(name);
    std::fs::write(&shot, png).unwrap();
    eprintln!("screenshot: {}", shot.display());
}

/// The game page at 360 px in Yiddish and Amharic: nothing wider than the screen.
async fn narrow_shots(client: &Client, game: &str) {
    client.set_window_size(360, 1600).await.unwrap();
    for code in ["yi", "am"] {
        switch_language(client, code).await;
        client.goto(game).await.unwrap();
        wait_for(client, "svg.board").await;
        let overflow = client
            .execute("return document.documentElement.scrollWidth - document.documentElement.clientWidth;", vec![])
            .await
            .unwrap();
        assert_eq!(
            overflow.as_i64(),
            Some(0),
            "{code}: the page is wider than 360 px"
        );
        screenshot(client, &format!("game-360-{code}.png")).await;
    }
    client.set_window_size(1000, 1000).await.unwrap();
}

/// The dashboard, challenge, settings and event pages in Yiddish and Amharic pass axe too.
async fn other_languages(
    client: &Client,
    base: &str,
    axe: &str,
    pages: &[&str],
    found: &mut Vec<String>,
) {
    for code in ["yi", "am"] {
        switch_language(client, code).await;
        let mut here = Vec::new();
        check_pages(client, base, axe, pages, &mut here).await;
        found.extend(here.into_iter().map(|v| format!("{code}: {v}")));
    }
    switch_language(client, "en").await;
}

/// On a phone the crosstable scrolls sideways while the names and points stay in view, and
/// the settings' selects show their whole text.
async fn crosstable_on_a_phone(client: &Client, base: &str, event: &str) {
    client.set_window_size(390, 844).await.unwrap();
    client.goto(&format!("{base}{event}")).await.unwrap();
    wait_for(client, "table.crosstable").await;
    let script = "var s = document.querySelector('.table-scroll'); s.scrollIntoView(); s.scrollLeft = 400;\
        var name = s.querySelector('tbody th').getBoundingClientRect();\
        var box = s.getBoundingClientRect(); return name.left - box.left;";
    let offset = client.execute(script, vec![]).await.unwrap();
    assert!(
        offset.as_f64().is_some_and(|o| o.abs() < 2.0),
        "the name column stays at the start: {offset}"
    );
    crate::browser_dashboard::shot(client, "crosstable-390x844.png").await;
    client.goto(&format!("{base}/settings")).await.unwrap();
    wait_for(client, "select#notation").await;
    let cut = client
        .execute(
            "return Array.from(document.querySelectorAll('form.stack select')).filter(function (s) { return s.scrollWidth > s.clientWidth + 1; }).map(function (s) { return s.id; });",
            vec![],
        )
        .await
        .unwrap();
    assert_eq!(cut, serde_json::json!([]), "selects that cut their text");
    crate::browser_dashboard::shot(client, "settings-390x844.png").await;
    client.set_window_size(1000, 1000).await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_main_pages_pass_axe_and_a_keyboard_player_moves() {
    if !browser_available() {
        return;
    }
    let Some(axe) = axe_source() else { return };
    let (rig, client) = start_rig("browser-a11y").await;
    let (dir, base) = (&rig.dir, rig.base.clone());
    let mut found = Vec::new();

    check_pages(
        &client,
        &base,
        &axe,
        &["/", "/login", "/register"],
        &mut found,
    )
    .await;
    the_check_can_fail(&client, &axe).await;
    let alice = register(&base, "alice").await;
    let bob = register(&base, "bob").await;
    challenge(&base, &bob, "alice").await;
    let event = running_event(&dir.join("data"), &base, &alice, &bob).await;
    log_in(&client, &base, "alice").await;
    let (event_page, claims_page) = (
        format!("/events/{event}"),
        format!("/events/{event}/claims"),
    );
    let pages = [
        "/",
        "/challenges/new",
        "/challenges",
        "/settings",
        "/account",
        "/events",
        "/events/new",
        &event_page,
        &claims_page,
        "/players/alice",
    ];
    check_pages(&client, &base, &axe, &pages, &mut found).await;
    // The organizer's pages were shown, not refused.
    client.goto(&format!("{base}/events/new")).await.unwrap();
    wait_for(&client, "form#event-form").await;
    client.goto(&format!("{base}{claims_page}")).await.unwrap();
    wait_for(&client, "form[action$='/decide']").await;

    client.goto(&format!("{base}/challenges")).await.unwrap();
    click(&client, "form[action$='/accept'] button").await;
    wait_for(&client, "svg.board").await;
    let game = client.current_url().await.unwrap().to_string();
    for violation in serious_violations(&client, &axe).await {
        found.push(format!("game page: {violation}"));
    }
    keyboard_move(&client).await;
    switch_language(&client, "yi").await;
    client.goto(&game).await.unwrap();
    wait_for(&client, "html[dir='rtl'] svg.board").await;
    for violation in serious_violations(&client, &axe).await {
        found.push(format!("game page in Yiddish: {violation}"));
    }
    click(&client, "#contrast").await;
    wait_for(&client, "html.board-hc").await;
    for violation in serious_violations(&client, &axe).await {
        found.push(format!("game page, high contrast: {violation}"));
    }
    narrow_shots(&client, &game).await;
    let translated = [
        "/",
        "/challenges/new",
        "/challenges",
        "/settings",
        "/events",
        "/events/new",
        &event_page,
        &claims_page,
    ];
    other_languages(&client, &base, &axe, &translated, &mut found).await;
    crosstable_on_a_phone(&client, &base, &event_page).await;
    client.close().await.unwrap();
    assert!(
        found.is_empty(),
        "{} serious or critical:\n{}",
        found.len(),
        found.join("\n")
    );
}

//! The real binary with a real browser: headless Chromium driven over WebDriver (chromedriver)
//! with fantoccini. A person signs up, confirms the address from the emailed link, logs out and
//! in, accepts a challenge, moves by clicking two squares, and sees the move in the list; a
//! screenshot of the game page at 360 px wide is kept for people to look at.
//!
//! Skipped with a note when Chromium or chromedriver is missing, except in CI (scripts/test
//! installs them).

use std::net::TcpStream;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::json;

use crate::server::{Server, serve_in};
use crate::support::pages::{PASSWORD, mailed_link};
use crate::support::{free_port, temp_dir};

const CHROMIUM: &str = "/usr/bin/chromium";
pub(crate) const CHROMEDRIVER: &str = "/usr/bin/chromedriver";

pub(crate) fn browser_available() -> bool {
    let found =
        std::path::Path::new(CHROMIUM).exists() && std::path::Path::new(CHROMEDRIVER).exists();
    if !found {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI must run the browser test: install chromium and chromium-driver"
        );
        eprintln!("note: chromium or chromedriver is missing; skipping the browser test");
    }
    found
}

pub(crate) fn wait_for_port(port: u16) {
    let deadline = Instant::now() + Duration::from_secs(20);
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(Instant::now() < deadline, "chromedriver did not start");
        std::thread::sleep(Duration::from_millis(100));
    }
}

pub(crate) async fn chromium(driver_port: u16, profile: &std::path::Path) -> Client {
    let args = [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-dev-shm-usage",
        "--window-size=1000,1000",
    ];
    let mut args: Vec<String> = args.iter().map(|a| (*a).to_owned()).collect();
    args.push(format!("--user-data-dir={}", profile.display()));
    let capabilities = json!({
        "browserName": "chrome",
        "goog:chromeOptions": {"binary": CHROMIUM, "args": args},
    });
    let serde_json::Value::Object(capabilities) = capabilities else {
        unreachable!()
    };
    ClientBuilder::rustls()
        .unwrap()
        .capabilities(capabilities)
        .connect(&format!("http://127.0.0.1:{driver_port}"))
        .await
        .expect("a WebDriver session with chromedriver")
}

/// What every browser test starts with: `kingpost serve` on a fresh data directory under `dir`,
/// at `base`, and chromedriver for the Chromium session returned beside it (both stop when
/// this is dropped).
pub(crate) struct Rig {
    /// The test's directory (`data/` the server's, `profile/` the browser's).
    pub dir: std::path::PathBuf,
    /// The server's address (`http://127.0.0.1:PORT`).
    pub base: String,
    _server: Server,
    _driver: Server,
}

/// Starts the server and the browser for the test `tag`.
pub(crate) async fn start_rig(tag: &str) -> (Rig, Client) {
    let dir = temp_dir(tag);
    let port = free_port();
    let base = format!("http://127.0.0.1:{port}");
    let server = serve_in(&dir.join("data"), port);
    let driver_port = free_port();
    let driver = Command::new(CHROMEDRIVER)
        .arg(format!("--port={driver_port}"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let driver = Server(driver);
    wait_for_port(driver_port);
    let client = chromium(driver_port, &dir.join("profile")).await;
    let rig = Rig {
        dir,
        base,
        _server: server,
        _driver: driver,
    };
    (rig, client)
}

pub(crate) async fn fill(client: &Client, css: &str, text: &str) {
    client
        .find(Locator::Css(css))
        .await
        .unwrap()
        .send_keys(text)
        .await
        .unwrap();
}

pub(crate) async fn wait_for(client: &Client, css: &str) -> fantoccini::elements::Element {
    client.wait().for_element(Locator::Css(css)).await.unwrap()
}

pub(crate) async fn text_of(client: &Client, css: &str) -> String {
    client
        .find(Locator::Css(css))
        .await
        .unwrap()
        .text()
        .await
        .unwrap()
}

pub(crate) async fn click(client: &Client, css: &str) {
    client
        .find(Locator::Css(css))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
}

/// Bob registers through the JSON API; returns his token.
async fn bob(base: &str) -> String {
    let http = reqwest::Client::new();
    let account = json!({"username": "bob", "email": "bob@example.org", "password": PASSWORD});
    let resp = http
        .post(format!("{base}/api/v1/accounts"))
        .json(&account)
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 201);
    let login = json!({"username": "bob", "password": PASSWORD});
    let token: serde_json::Value = http
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

/// Bob challenges Alice (Bob takes Black) through the JSON API, from `fen` if given.
async fn bob_challenges_alice(base: &str, token: &str, fen: Option<&str>) {
    let terms = json!({"opponent": "alice", "color": "black", "time_control": "10/50", "fen": fen});
    let resp = reqwest::Client::new()
        .post(format!("{base}/api/v1/challenges"))
        .bearer_auth(token)
        .json(&terms)
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 201);
}

/// A pawn on a7 moves to a8: the script asks which piece, and the queen is chosen.
async fn promote_by_clicking(client: &Client, base: &str, token: &str) {
    bob_challenges_alice(base, token, Some("8/P7/8/8/8/8/8/k6K w - - 0 1")).await;
    client.goto(&format!("{base}/challenges")).await.unwrap();
    click(client, "form[action$='/accept'] button").await;
    wait_for(client, "svg.board").await;
    click(client, "svg.board .piece[data-square='a7']").await;
    click(client, "svg.board rect.sq[data-square='a8']").await;
    let choices = text_of(client, ".promotion").await;
    assert!(
        choices.contains("Queen") && choices.contains("Knight"),
        "{choices}"
    );
    click(client, ".promotion button").await;
    // Moves are confirmed before they are sent (the default setting).
    click(client, "#confirm-yes").await;
    let moves = wait_for(client, "#moves").await.text().await.unwrap();
    assert!(moves.contains("a8=Q+"), "{moves}");
}

/// Alice signs up through the form and opens the confirmation link from her email.
async fn sign_up_and_confirm(client: &Client, base: &str, data: &std::path::Path) {
    client.goto(&format!("{base}/register")).await.unwrap();
    fill(client, "#username", "alice").await;
    fill(client, "#email", "alice@example.org").await;
    fill(client, "#password", PASSWORD).await;
    click(client, "form[action='/register'] button[type=submit]").await;
    wait_for(client, ".notice").await;
    let link = mailed_link(data, "alice@example.org", "verify");
    client.goto(&format!("{base}{link}")).await.unwrap();
    let notice = text_of(client, ".notice").await;
    assert!(notice.contains("confirmed"), "{notice}");
}

async fn log_out_and_in(client: &Client, base: &str) {
    click(client, "form[action='/logout'] button").await;
    // The logout's own navigation lands first (a later one could be cut short by it).
    wait_for(client, "li a[href='/login']").await;
    client.goto(&format!("{base}/login")).await.unwrap();
    fill(client, "#username", "alice").await;
    fill(client, "#password", PASSWORD).await;
    click(client, "form[action='/login'] button[type=submit]").await;
    wait_for(client, "form[action='/logout']").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_person_signs_up_accepts_a_challenge_and_moves_by_clicking() {
    if !browser_available() {
        return;
    }
    let (rig, client) = start_rig("browser").await;
    let (dir, base) = (&rig.dir, rig.base.clone());

    sign_up_and_confirm(&client, &base, &dir.join("data")).await;
    log_out_and_in(&client, &base).await;
    let token = bob(&base).await;
    bob_challenges_alice(&base, &token, None).await;
    client.goto(&format!("{base}/challenges")).await.unwrap();
    click(&client, "form[action$='/accept'] button").await;
    wait_for(&client, "svg.board").await;
    let status = text_of(&client, "#game-status").await;
    assert!(status.contains("your move"), "{status}");

    click(&client, "svg.board .piece[data-square='e2']").await;
    click(&client, "svg.board rect.sq[data-square='e4']").await;
    // Moves are confirmed before they are sent (the default setting).
    click(&client, "#confirm-yes").await;
    let moves = wait_for(&client, "#moves").await;
    let text = moves.text().await.unwrap();
    assert!(text.contains("e4"), "{text}");
    let status = text_of(&client, "#game-status").await;
    assert!(status.contains("bob is to move"), "{status}");

    client.set_window_size(360, 1400).await.unwrap();
    let png = client.screenshot().await.unwrap();
    let shot = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("game-360.png");
    std::fs::write(&shot, png).unwrap();
    eprintln!("screenshot of the game page at 360 px: {}", shot.display());
    client.goto(&format!("{base}/")).await.unwrap();
    let waiting = text_of(&client, "#waiting-heading").await;
    assert!(waiting.contains("(1)"), "{waiting}");
    let png = client.screenshot().await.unwrap();
    std::fs::write(shot.with_file_name("dashboard-360.png"), png).unwrap();
    client
        .goto(&format!("{base}/challenges/new"))
        .await
        .unwrap();
    let png = client.screenshot().await.unwrap();
    std::fs::write(shot.with_file_name("challenge-360.png"), png).unwrap();
    promote_by_clicking(&client, &base, &token).await;
    client.close().await.unwrap();
}

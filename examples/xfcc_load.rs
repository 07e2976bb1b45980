//! Xfcc measurements against a running Kingpost server: `GetMyGames` for a player with many
//! ongoing games (time and answer size), and `MakeAMove` requests per second, signed in with an
//! application password (SHA-256, as Xfcc clients usually are) and with the account password
//! (Argon2 on every request).
//!
//! ```text
//! cargo run --release --example xfcc_load -- http://127.0.0.1:PORT [games] [clients]
//! ```
//!
//! Set-up is not timed: `alice` and one opponent per game register through the JSON API, Alice
//! challenges each, each accepts; Alice signs in through the login form and makes an application
//! password on the account page. Then: `GetMyGames` 20 times in a row (application password) and
//! 5 times (account password); Alice's first move in every game by `clients` concurrent
//! connections (application password); each opponent's reply likewise (account password); all
//! of them real `MakeAMove` SOAP requests in Scid's byte shape, each answered `Success`.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::sync::Arc;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

const PASSWORD: &str = "long enough for argon";
const NS: &str = "http://www.bennedik.com/webservices/XfccBasic";

fn envelope(inner: &str) -> String {
    format!(
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n\t<soap:Envelope \
         xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" \
         xmlns:xsd=\"http://www.w3.org/2001/XMLSchema\" \
         xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\">\n\t<soap:Body>\n\t{inner}\
         </soap:Body>\n\t</soap:Envelope>"
    )
}

fn get_my_games(user: &str, password: &str) -> String {
    envelope(&format!(
        "<GetMyGames xmlns=\"{NS}\"><username>{user}</username><password>{password}</password></GetMyGames>"
    ))
}

fn make_a_move(user: &str, password: &str, game: i64, count: u32, mv: &str) -> String {
    envelope(&format!(
        "<MakeAMove xmlns=\"{NS}\"><username>{user}</username><password>{password}</password>\
         <gameId>{game}</gameId><resign>false</resign><acceptDraw>false</acceptDraw>\
         <movecount>{count}</movecount><myMove>{mv}</myMove><offerDraw>false</offerDraw>\
         <claimDraw>false</claimDraw><myMessage></myMessage></MakeAMove>"
    ))
}

async fn soap(http: &reqwest::Client, base: &str, body: String) -> (Duration, String) {
    let start = Instant::now();
    let text = http
        .post(format!("{base}/xfcc"))
        .header("Content-Type", "text/xml; charset=\"utf-8\"")
        .body(body)
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    (start.elapsed(), text)
}

async fn api(
    http: &reqwest::Client,
    base: &str,
    path: &str,
    token: Option<&str>,
    body: Value,
) -> Value {
    let mut req = http.post(format!("{base}/api/v1{path}")).json(&body);
    if let Some(token) = token {
        req = req.bearer_auth(token);
    }
    let resp = req.send().await.unwrap();
    assert!(resp.status().is_success(), "{path}: {}", resp.status());
    resp.json().await.unwrap()
}

async fn register(http: &reqwest::Client, base: &str, name: &str) -> String {
    let account =
        json!({"username": name, "email": format!("{name}@example.org"), "password": PASSWORD});
    api(http, base, "/accounts", None, account).await;
    let login = json!({"username": name, "password": PASSWORD});
    api(http, base, "/tokens", None, login).await["token"]
        .as_str()
        .unwrap()
        .to_owned()
}

fn csrf_of(html: &str) -> String {
    let start = html.find("name=\"csrf\" value=\"").unwrap() + "name=\"csrf\" value=\"".len();
    html[start..].split('"').next().unwrap().to_owned()
}

/// Alice signs in through the login form and makes an application password.
async fn application_password(base: &str) -> String {
    let browser = reqwest::Client::builder()
        .cookie_store(true)
        .build()
        .unwrap();
    let page = browser
        .get(format!("{base}/login"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    let form = [
        ("csrf", csrf_of(&page)),
        ("username", "alice".into()),
        ("password", PASSWORD.into()),
    ];
    browser
        .post(format!("{base}/login"))
        .form(&form)
        .send()
        .await
        .unwrap();
    let page = browser
        .get(format!("{base}/account"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    let form = [("csrf", csrf_of(&page)), ("label", "load test".to_owned())];
    let made = browser
        .post(format!("{base}/account/xfcc/passwords"))
        .form(&form)
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    let marker = "id=\"new-xfcc-password\">";
    let start = made
        .find(marker)
        .expect("the new password on the account page")
        + marker.len();
    made[start..].split('<').next().unwrap().to_owned()
}

fn percentile(sorted: &[Duration], p: f64) -> f64 {
    let index = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[index].as_secs_f64() * 1000.0
}

/// Sends `requests` with `clients` concurrent connections; prints requests/s and latencies.
async fn burst(label: &str, base: &str, requests: Vec<String>, clients: usize) {
    let queue = Arc::new(std::sync::Mutex::new(requests));
    let count = queue.lock().unwrap().len();
    let start = Instant::now();
    let mut workers = Vec::new();
    for _ in 0..clients {
        let (queue, base) = (queue.clone(), base.to_owned());
        workers.push(tokio::spawn(async move {
            let http = reqwest::Client::new();
            let mut times = Vec::new();
            loop {
                let Some(body) = queue.lock().unwrap().pop() else {
                    break;
                };
                let (took, answer) = soap(&http, &base, body).await;
                assert!(
                    answer.contains("<MakeAMoveResult>Success</MakeAMoveResult>"),
                    "{answer}"
                );
                times.push(took);
            }
            times
        }));
    }
    let mut times = Vec::new();
    for worker in workers {
        times.extend(worker.await.unwrap());
    }
    let elapsed = start.elapsed().as_secs_f64();
    times.sort();
    println!(
        "{label}: {count} MakeAMove in {elapsed:.2} s = {:.0}/s with {clients} clients; p50 {:.1} ms, p90 {:.1} ms, p99 {:.1} ms",
        count as f64 / elapsed,
        percentile(&times, 0.5),
        percentile(&times, 0.9),
        percentile(&times, 0.99)
    );
}

async fn fetch_timing(label: &str, base: &str, password: &str, rounds: usize) {
    let http = reqwest::Client::new();
    let mut times = Vec::new();
    let mut size = 0;
    let mut games = 0;
    for _ in 0..rounds {
        let (took, answer) = soap(&http, base, get_my_games("alice", password)).await;
        size = answer.len();
        games = answer.matches("<XfccGame>").count();
        times.push(took);
    }
    times.sort();
    println!(
        "{label}: GetMyGames with {games} games: {size} bytes; p50 {:.1} ms, p90 {:.1} ms, max {:.1} ms over {rounds} requests",
        percentile(&times, 0.5),
        percentile(&times, 0.9),
        percentile(&times, 1.0)
    );
}

#[tokio::main]
async fn main() {
    let args: Vec<String> = std::env::args().collect();
    let base = args
        .get(1)
        .expect("the server's base URL")
        .trim_end_matches('/')
        .to_owned();
    let games: usize = args.get(2).map_or(200, |a| a.parse().unwrap());
    let clients: usize = args.get(3).map_or(8, |a| a.parse().unwrap());
    let http = reqwest::Client::new();
    let setup = Instant::now();
    let alice = register(&http, &base, "alice").await;
    let mut ids = Vec::new();
    for i in 0..games {
        let name = format!("opponent{i}");
        let token = register(&http, &base, &name).await;
        let terms = json!({"opponent": name, "color": "white", "time_control": "10/50"});
        let made = api(&http, &base, "/challenges", Some(&alice), terms).await;
        let path = format!("/challenges/{}/accept", made["id"]);
        let game = api(&http, &base, &path, Some(&token), json!({})).await;
        ids.push((name, game["game_id"].as_i64().unwrap()));
    }
    let app_password = application_password(&base).await;
    println!(
        "set-up ({games} games): {:.1} s (not timed below)",
        setup.elapsed().as_secs_f64()
    );

    fetch_timing("application password", &base, &app_password, 20).await;
    fetch_timing("account password", &base, PASSWORD, 5).await;
    let firsts = ids
        .iter()
        .map(|(_, id)| make_a_move("alice", &app_password, *id, 1, "e4"))
        .collect();
    burst("Alice, application password", &base, firsts, clients).await;
    let replies = ids
        .iter()
        .map(|(name, id)| make_a_move(name, PASSWORD, *id, 1, "e5"))
        .collect();
    burst("opponents, account password", &base, replies, clients).await;
    let seconds = ids
        .iter()
        .map(|(_, id)| make_a_move("alice", &app_password, *id, 2, "Nf3"))
        .collect();
    burst("Alice, application password", &base, seconds, 1).await;
    fetch_timing(
        "application password, after 3 moves a game",
        &base,
        &app_password,
        20,
    )
    .await;
}

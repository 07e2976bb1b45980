//! Live updates through the front door: every change of a game (its start too) is one row of the
//! change log, written in the change's own transaction (a refused or rolled-back move writes
//! none), and the
//! event streams (`/games/{id}/events`, `/me/events`) carry each change to a signed-in page
//! within moments, resume after `Last-Event-ID`, and are refused to strangers.

use std::pin::Pin;
use std::time::Duration;

use actix_web::body::MessageBody;
use actix_web::cookie::Cookie;
use actix_web::http::StatusCode;
use actix_web::test;
use chrono::NaiveDateTime;
use diesel::prelude::*;
use kingpost::chess::Language;
use kingpost::db::{self, write_transaction};
use kingpost::domain::account::UserId;
use kingpost::domain::game::MoveSource;
use kingpost::service::games::{self, GameError, MoveRequest};
use serde_json::json;

use crate::support::api::{call, player, start_game};
use crate::support::pages::{Browser, COOKIE};
use crate::support::{App, TestApp, fresh_databases};

#[derive(QueryableByName, Debug)]
struct Logged {
    #[diesel(sql_type = diesel::sql_types::Integer)]
    game_id: i32,
    #[diesel(sql_type = diesel::sql_types::Text)]
    kind: String,
    #[diesel(sql_type = diesel::sql_types::Integer)]
    ply: i32,
}

fn change_log(state: &TestApp) -> Vec<(i32, String, i32)> {
    let mut conn = state.pool.get().unwrap();
    diesel::sql_query("SELECT game_id, kind, ply FROM game_changes ORDER BY id")
        .load::<Logged>(&mut **conn)
        .unwrap()
        .into_iter()
        .map(|l| (l.game_id, l.kind, l.ply))
        .collect()
}

/// Alice (White) and Bob, with a game between them; returns their tokens and the game.
async fn a_game(app: &impl App) -> (String, String, i64) {
    let alice = player(app, "alice").await;
    let bob = player(app, "bob").await;
    let game = start_game(app, &alice, ("bob", &bob), "10/50").await;
    (alice, bob, game)
}

async fn play(app: &impl App, token: &str, game: i64, text: &str) -> StatusCode {
    let path = format!("/api/v1/games/{game}/moves");
    call(app, &path, Some(token), Some(json!({"move": text})))
        .await
        .0
}

#[actix_web::test]
async fn a_change_is_logged_in_its_transaction_and_a_refused_move_logs_nothing() {
    for url in fresh_databases("live-log") {
        let state = TestApp::on(url.clone());
        let app = state.service().await;
        let (alice, bob, game) = a_game(&app).await;
        assert_eq!(play(&app, &alice, game, "e4").await, StatusCode::OK);
        let id = i32::try_from(game).unwrap();
        let started_and_moved = vec![(id, "started".into(), 0), (id, "moved".into(), 1)];
        assert_eq!(change_log(&state), started_and_moved, "{url:?}");
        // Illegal, and not Bob's turn after his move: refused, nothing logged.
        assert_ne!(play(&app, &bob, game, "e4").await, StatusCode::OK);
        assert_eq!(change_log(&state).len(), 2, "{url:?}");
        // A move played and then rolled back with its transaction leaves no row either.
        let mut conn = db::connect_once(&url).unwrap();
        let bob_id: UserId = crate::support::events::user_id(&mut conn, "bob");
        let request = MoveRequest {
            mv: "e5".into(),
            ply: Some(1),
            offer_draw: false,
            source: MoveSource::Api,
            language: Language::English,
        };
        let now: NaiveDateTime = state.clock.now();
        let rolled_back = write_transaction(&mut conn, |conn| {
            let loaded = games::load(conn, id)?;
            games::play_move(conn, &state.mail, bob_id, loaded, &request, now)?;
            Err::<(), _>(GameError::Stale)
        });
        assert!(rolled_back.is_err());
        assert_eq!(change_log(&state).len(), 2, "{url:?}");
        // A draw offer and its decline are two more changes.
        let draw = format!("/api/v1/games/{game}/draw");
        let (status, body) = call(&app, &draw, Some(&bob), Some(json!({"action": "offer"}))).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let (status, body) = call(
            &app,
            &draw,
            Some(&alice),
            Some(json!({"action": "decline"})),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let kinds: Vec<String> = change_log(&state).into_iter().map(|c| c.1).collect();
        let expected = ["started", "moved", "draw_offered", "draw_declined"];
        assert_eq!(kinds, expected, "{url:?}");
    }
}

/// The next piece of a streamed body, or `None` after `wait`.
async fn next_chunk(body: &mut actix_web::body::BoxBody, wait: Duration) -> Option<String> {
    let chunk = std::future::poll_fn(|cx| Pin::new(&mut *body).poll_next(cx));
    match tokio::time::timeout(wait, chunk).await {
        Ok(Some(Ok(bytes))) => Some(String::from_utf8(bytes.to_vec()).unwrap()),
        _ => None,
    }
}

/// Reads the stream until an event containing `part` arrives (within `wait`); returns it.
async fn event_with(body: &mut actix_web::body::BoxBody, part: &str, wait: Duration) -> String {
    let deadline = tokio::time::Instant::now() + wait;
    let mut seen = String::new();
    while let Some(chunk) = next_chunk(
        body,
        deadline.saturating_duration_since(tokio::time::Instant::now()),
    )
    .await
    {
        if chunk.contains(part) {
            return chunk;
        }
        seen.push_str(&chunk);
    }
    panic!("no event with {part:?} within {wait:?}; got {seen:?}")
}

/// Opens a stream as `browser` (a session cookie), with an optional `Last-Event-ID`.
async fn open(
    app: &impl App,
    browser: &Browser,
    path: &str,
    last_event_id: Option<&str>,
) -> actix_web::dev::ServiceResponse {
    let mut req = test::TestRequest::get()
        .uri(path)
        .insert_header(("Accept", "text/event-stream"));
    if let Some(value) = &browser.cookie {
        req = req.cookie(Cookie::new(COOKIE, value.clone()));
    }
    if let Some(id) = last_event_id {
        req = req.insert_header(("Last-Event-ID", id));
    }
    test::call_service(app, req.to_request()).await
}

#[actix_web::test]
async fn a_stream_carries_a_move_made_elsewhere_resumes_and_refuses_strangers() {
    for url in fresh_databases("live-stream") {
        let state = TestApp::on(url.clone());
        let app = state.service().await;
        let (alice, _bob, game) = a_game(&app).await;
        let mut bob = Browser::default();
        bob.login(&app, "bob", "long enough").await;
        assert!(bob.cookie.is_some());
        let path = format!("/games/{game}/events");

        let resp = open(&app, &bob, &path, None).await;
        assert_eq!(resp.status(), StatusCode::OK, "{url:?}");
        let headers = resp.headers();
        assert_eq!(headers.get("Content-Type").unwrap(), "text/event-stream");
        assert_eq!(headers.get("Cache-Control").unwrap(), "no-cache");
        assert_eq!(headers.get("X-Accel-Buffering").unwrap(), "no");
        let mut stream = resp.into_body();
        let mut mine = open(&app, &bob, "/me/events", None).await.into_body();
        let opening = next_chunk(&mut stream, Duration::from_secs(2))
            .await
            .unwrap();
        assert!(opening.starts_with("retry: "), "{opening:?}");

        // Alice moves through the API (another connection): Bob's streams hear it.
        assert_eq!(play(&app, &alice, game, "e4").await, StatusCode::OK);
        let event = event_with(&mut stream, "\"kind\":\"moved\"", Duration::from_secs(2)).await;
        assert!(event.contains("event: change\n"), "{event}");
        assert!(event.contains(&format!("\"game\":{game}")), "{event}");
        assert!(event.contains("\"ply\":1"), "{event}");
        let id = event
            .lines()
            .find_map(|l| l.strip_prefix("id: "))
            .unwrap()
            .to_owned();
        event_with(&mut mine, "\"ply\":1", Duration::from_secs(2)).await;

        // A browser that reconnects with the last id it saw gets what it missed, at once.
        let last_before: i64 = id.parse::<i64>().unwrap() - 1;
        let resumed = open(&app, &bob, &path, Some(&last_before.to_string())).await;
        let mut resumed = resumed.into_body();
        let caught = event_with(&mut resumed, "\"ply\":1", Duration::from_millis(500)).await;
        assert!(caught.contains(&format!("id: {id}\n")), "{caught}");
        // From the page's own starting point too (`?after=`).
        let after = format!("{path}?after={last_before}");
        let mut from_page = open(&app, &bob, &after, None).await.into_body();
        event_with(&mut from_page, "\"ply\":1", Duration::from_millis(500)).await;

        // Strangers: no session, no stream; an unknown game is not found.
        let stranger = Browser::default();
        assert_eq!(
            open(&app, &stranger, &path, None).await.status(),
            StatusCode::UNAUTHORIZED
        );
        assert_eq!(
            open(&app, &stranger, "/me/events", None).await.status(),
            StatusCode::UNAUTHORIZED
        );
        let unknown = open(&app, &bob, "/games/9999/events", None).await;
        assert_eq!(unknown.status(), StatusCode::NOT_FOUND, "{url:?}");
        assert_eq!(
            state.live.registry().len(),
            4,
            "the open streams are registered"
        );
        drop((stream, mine, resumed, from_page));
        assert_eq!(
            state.live.registry().len(),
            0,
            "a closed stream leaves the registry"
        );
    }
}

/// A stream never ends by itself; a server asked to stop (SIGTERM) ends its streams first and so
/// stops at once instead of waiting out the graceful-stop timeout (30 s) for them.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_with_open_streams_stops_at_once_when_asked() {
    use crate::support::pages::PASSWORD;
    let dir = crate::support::temp_dir("live-stop");
    let port = crate::support::free_port();
    let mut server = crate::server::serve_in(&dir.join("data"), port);
    let base = format!("http://127.0.0.1:{port}");
    let http = reqwest::Client::builder()
        .cookie_store(true)
        .build()
        .unwrap();
    let account = json!({"username": "alice", "email": "alice@example.org", "password": PASSWORD});
    let made = http
        .post(format!("{base}/api/v1/accounts"))
        .json(&account)
        .send()
        .await;
    assert_eq!(made.unwrap().status(), 201);
    let form = http
        .get(format!("{base}/login"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    let csrf = form
        .split("name=\"csrf\" value=\"")
        .nth(1)
        .unwrap()
        .split('"')
        .next()
        .unwrap();
    let fields = [
        ("csrf", csrf),
        ("username", "alice"),
        ("password", PASSWORD),
    ];
    http.post(format!("{base}/login"))
        .form(&fields)
        .send()
        .await
        .unwrap();
    let mut stream = http
        .get(format!("{base}/me/events"))
        .header("Accept", "text/event-stream")
        .send()
        .await
        .unwrap();
    assert_eq!(stream.status(), 200);
    let opening = stream.chunk().await.unwrap().unwrap();
    assert!(opening.starts_with(b"retry: "), "{opening:?}");

    let asked = std::time::Instant::now();
    let pid = server.0.id().to_string();
    assert!(
        std::process::Command::new("kill")
            .args(["-TERM", &pid])
            .status()
            .unwrap()
            .success()
    );
    loop {
        if server.0.try_wait().unwrap().is_some() {
            break;
        }
        assert!(
            asked.elapsed() < Duration::from_secs(5),
            "the server is still running"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(
        matches!(stream.chunk().await, Ok(None) | Err(_)),
        "the stream ended"
    );
}

/// The change log is kept for a day: the worker's prune job deletes older rows.
#[actix_web::test]
async fn the_prune_job_lets_the_change_log_go_after_a_day() {
    let start = chrono::NaiveDate::from_ymd_opt(2026, 3, 2)
        .unwrap()
        .and_hms_opt(9, 0, 0)
        .unwrap();
    let state = TestApp::builder().clock(start).build();
    let app = state.service().await;
    let (alice, _bob, game) = a_game(&app).await;
    assert_eq!(play(&app, &alice, game, "e4").await, StatusCode::OK);
    state.deliver();
    assert_eq!(change_log(&state).len(), 2, "kept within the day");
    state.clock.advance(chrono::Duration::hours(25));
    state.deliver();
    assert_eq!(change_log(&state), Vec::new(), "gone after a day");
}

/// Everything a stream sends within `wait` (it stays open, so the read ends by time).
async fn all_within(body: &mut actix_web::body::BoxBody, wait: Duration) -> String {
    let deadline = tokio::time::Instant::now() + wait;
    let mut seen = String::new();
    let left = || deadline.saturating_duration_since(tokio::time::Instant::now());
    while let Some(chunk) = next_chunk(body, left()).await {
        seen.push_str(&chunk);
    }
    seen
}

#[actix_web::test]
async fn a_message_reaches_the_opponents_stream_and_never_a_watchers() {
    for url in fresh_databases("live-message") {
        let state = TestApp::on(url.clone());
        let app = state.service().await;
        let (alice, _bob, game) = a_game(&app).await;
        player(&app, "carol").await;
        let (mut bob, mut carol) = (Browser::default(), Browser::default());
        bob.login(&app, "bob", "long enough").await;
        carol.login(&app, "carol", "long enough").await;
        let path = format!("/games/{game}/events");
        let mut bobs = open(&app, &bob, &path, None).await.into_body();
        let mut bobs_own = open(&app, &bob, "/me/events", None).await.into_body();
        let watched = open(&app, &carol, &path, None).await;
        assert_eq!(watched.status(), StatusCode::OK, "a public game: {url:?}");
        let mut carols = watched.into_body();

        let said = json!({"text": "Secret words for Bob."});
        let messages = format!("/api/v1/games/{game}/messages");
        let (status, body) = call(&app, &messages, Some(&alice), Some(said)).await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        let event = event_with(&mut bobs, "\"kind\":\"message\"", Duration::from_secs(2)).await;
        assert!(event.contains(&format!("\"game\":{game}")), "{event}");
        assert!(
            !event.contains("Secret"),
            "the event never holds the text: {event}"
        );
        event_with(
            &mut bobs_own,
            "\"kind\":\"message\"",
            Duration::from_secs(2),
        )
        .await;

        // Carol watches the game: she hears the move after it, not the message.
        assert_eq!(play(&app, &alice, game, "e4").await, StatusCode::OK);
        let heard = event_with(&mut carols, "\"kind\":\"moved\"", Duration::from_secs(2)).await;
        let heard = heard + &all_within(&mut carols, Duration::from_millis(400)).await;
        assert!(
            !heard.contains("message") && !heard.contains("Secret"),
            "{heard}"
        );
        // Nor when her stream resumes from the start of the log.
        let mut resumed = open(&app, &carol, &path, Some("0")).await.into_body();
        let caught = all_within(&mut resumed, Duration::from_millis(600)).await;
        assert!(caught.contains("\"kind\":\"moved\""), "{caught}");
        assert!(
            !caught.contains("message") && !caught.contains("Secret"),
            "{caught}"
        );
        // Bob's, resumed the same way, has it.
        let mut again = open(&app, &bob, &path, Some("0")).await.into_body();
        let caught = all_within(&mut again, Duration::from_millis(600)).await;
        assert!(caught.contains("\"kind\":\"message\""), "{caught}");
        assert!(!caught.contains("Secret"), "{caught}");
    }
}

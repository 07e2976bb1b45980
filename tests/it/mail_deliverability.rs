//! Mail that reaches the inbox, through the front doors: the DKIM key made by the real
//! `kingpost mail dkim-key` signs mail sent over real SMTP, and an independent verifier
//! (dkimpy, Debian's python3-dkim) accepts the signature and refuses a tampered body; the SMTP
//! session greets with the mail domain and sends from the message's own bounce address (VERP),
//! to which a failure report that quotes nothing is matched; and the one-click unsubscribe link
//! (RFC 8058) switches game mail off without a login, while a forged or altered link does not.

use std::path::Path;
use std::process::Command;

use actix_web::http::StatusCode;
use actix_web::test as web_test;
use chrono::{NaiveDateTime, SubsecRound};
use kingpost::config::Settings;
use kingpost::db::inbox;
use kingpost::db::outbox::{self, OutboxRow};
use kingpost::db::{DatabaseUrl, DbConnection, users};
use kingpost::jobs::outbox::deliver_due;
use kingpost::mail::verp;
use serde_json::json;

use crate::server::kingpost;
use crate::support::api::{call, player};
use crate::support::mail::{Sink, SinkRules, dkimpy, store_as_listener};
use crate::support::{TestApp, fresh_databases, fresh_sqlite, temp_dir};

const DOMAIN: &str = "chess.example.org";

/// The app state on `url` for an instance at https://chess.example.org, sending to `sink`.
fn state_for(url: DatabaseUrl, sink: &Sink, dkim: Option<(&str, &Path)>) -> TestApp {
    let dkim = dkim.map(|(selector, key)| (selector.to_owned(), key.to_owned()));
    TestApp::builder()
        .database(url)
        .settings(Settings {
            base_url: Some(format!("https://{DOMAIN}")),
            ..Settings::default()
        })
        .mail(sink)
        .config(move |config| {
            if let Some((selector, key)) = dkim {
                config.dkim_selector = Some(selector);
                config.dkim_key_file = key;
            }
        })
        .build()
}

/// Alice (White) and Bob start a game through the API; returns the game id and their tokens.
async fn start_game(
    app: &impl actix_web::dev::Service<
        actix_http::Request,
        Response = actix_web::dev::ServiceResponse,
        Error = actix_web::Error,
    >,
) -> (i64, String, String) {
    let alice = player(app, "alice").await;
    let bob = player(app, "bob").await;
    let terms = json!({"opponent": "bob", "color": "white", "time_control": "3d"});
    let (_, body) = call(app, "/api/v1/challenges", Some(&alice), Some(terms)).await;
    let accept = format!("/api/v1/challenges/{}/accept", body["id"]);
    let (_, body) = call(app, &accept, Some(&bob), Some(json!({}))).await;
    (body["game_id"].as_i64().unwrap(), alice, bob)
}

fn now() -> NaiveDateTime {
    chrono::Utc::now().naive_utc().trunc_subsecs(0) + chrono::Duration::seconds(1)
}

/// `kingpost mail dkim-key` with `args`; returns its exit status, stdout and stderr.
fn dkim_key(data_dir: &Path, args: &[&str]) -> (bool, String, String) {
    let out = kingpost()
        .args(["mail", "dkim-key", "--mail-domain", DOMAIN, "--data-dir"])
        .arg(data_dir)
        .args(args)
        .output()
        .unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The TXT value of a zone-file line `NAME. IN TXT "part" "part"`.
fn txt_value(line: &str) -> (String, String) {
    let (name, rest) = line.split_once(" IN TXT ").expect("a TXT record line");
    let value: String = rest
        .split('"')
        .enumerate()
        .filter(|(i, _)| i % 2 == 1)
        .map(|(_, part)| part)
        .collect();
    (name.trim().to_owned(), value)
}

#[actix_web::test]
async fn dkim_signatures_from_the_dkim_key_command_verify_with_dkimpy() {
    for algorithm in ["rsa", "ed25519"] {
        let keys = temp_dir("dkim-keys");
        let (ok, stdout, stderr) =
            dkim_key(&keys, &["--selector", "s2026", "--algorithm", algorithm]);
        assert!(ok, "{stderr}");
        assert!(stderr.contains("dkim_selector"), "{stderr}");
        let (name, record) = txt_value(stdout.trim());
        assert_eq!(name, format!("s2026._domainkey.{DOMAIN}."));
        assert!(
            record.starts_with(&format!("v=DKIM1; k={algorithm}; p=")),
            "{record}"
        );
        let key = keys.join("dkim.key");
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(&key).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o600, "the key is private");
        }
        let before = std::fs::read(&key).unwrap();
        let (ok, _, stderr) = dkim_key(&keys, &["--selector", "s2026"]);
        assert!(!ok && stderr.contains("--force"), "{stderr}");
        assert_eq!(std::fs::read(&key).unwrap(), before, "not overwritten");

        let sink = Sink::start(SinkRules::default());
        let state = state_for(fresh_sqlite("dkim"), &sink, Some(("s2026", &key)));
        let app = state.service().await;
        start_game(&app).await;
        let ctx = state.jobs();
        assert!(deliver_due(&ctx, now()).unwrap().sent > 0);
        let received = sink.received();
        let message = &received[0].data;
        let text = String::from_utf8_lossy(message);
        assert!(text.contains("DKIM-Signature: "), "{text}");
        assert!(text.contains(&format!("d={DOMAIN}; s=s2026")), "{text}");
        let dns_name = format!("s2026._domainkey.{DOMAIN}.");
        assert_eq!(dkimpy(message, &dns_name, &record), "pass", "{algorithm}");
        let tampered = text.replacen("Your move", "Yuor move", 1);
        let tampered = if tampered == text {
            text.replacen("\r\n\r\n", "\r\n\r\nX", 2)
        } else {
            tampered
        };
        assert_eq!(
            dkimpy(tampered.as_bytes(), &dns_name, &record),
            "fail",
            "{algorithm}: a tampered message fails"
        );
        let other = dkim_key(&temp_dir("dkim-other"), &["--algorithm", algorithm]);
        let (_, other_record) = txt_value(other.1.trim());
        assert_eq!(dkimpy(message, &dns_name, &other_record), "fail");
    }
}

#[test]
fn the_server_refuses_to_start_with_a_selector_but_no_key() {
    let data = temp_dir("dkim-missing");
    let out = kingpost()
        .args(["worker", "--once", "--dkim-selector", "s1", "--data-dir"])
        .arg(&data)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{stderr}");
    assert!(stderr.contains("dkim.key"), "{stderr}");
    assert!(stderr.contains("kingpost mail dkim-key"), "{stderr}");
    let (ok, _, stderr) = dkim_key(&data, &["--selector", "s1"]);
    assert!(ok, "{stderr}");
    let out = kingpost()
        .args(["worker", "--once", "--dkim-selector", "s1", "--data-dir"])
        .arg(&data)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(
        stderr.contains("signing outgoing mail with DKIM (rsa key, selector s1)"),
        "{stderr}"
    );
}

#[actix_web::test]
async fn smtp_greets_with_the_mail_domain_and_sends_from_each_messages_bounce_address() {
    let sink = Sink::start(SinkRules::default());
    let state = state_for(fresh_sqlite("verp-envelope"), &sink, None);
    let app = state.service().await;
    start_game(&app).await;
    let ctx = state.jobs();
    deliver_due(&ctx, now()).unwrap();
    let rows = outbox::oldest(&mut state.pool.get().unwrap(), 100).unwrap();
    assert!(!rows.is_empty());
    for got in sink.received() {
        assert_eq!(got.helo, DOMAIN, "EHLO names the mail domain");
        let id = verp::verify_bounce(&state.mail.secret, &got.from)
            .unwrap_or_else(|| panic!("{} is a bounce address", got.from));
        assert!(got.from.ends_with(&format!("@{DOMAIN}")), "{}", got.from);
        let row = rows.iter().find(|r| r.id == id).unwrap();
        assert_eq!(got.to, vec![row.recipient.clone()]);
        let text = String::from_utf8_lossy(&got.data);
        assert!(text.contains(&format!("Message-ID: {}", row.message_id)));
        assert!(row.message_id.ends_with(&format!("@{DOMAIN}>")));
        assert!(!text.to_ascii_lowercase().contains("localhost"), "{text}");
    }
}

/// A failure report that quotes nothing of the message: no delivery-status part, no headers,
/// no address; only the envelope says where it goes.
fn bare_report(to: &str, id: &str) -> String {
    format!(
        "Return-Path: <>\r\nFrom: Mail Delivery System <MAILER-DAEMON@mx.example.net>\r\n\
         To: {to}\r\nSubject: Undelivered Mail Returned to Sender\r\nMessage-ID: <{id}>\r\n\
         Date: Tue, 24 Nov 2026 10:00:00 +0000\r\n\r\nThis is the mail system. \
         Your message could not be delivered.\r\n"
    )
}

fn store_to(conn: &mut DbConnection, raw: &str, envelope_to: &str) -> i32 {
    store_as_listener(conn, raw.as_bytes(), &[envelope_to.to_owned()], now())
}

fn bob_row(conn: &mut DbConnection) -> OutboxRow {
    let bob = users::find_by_username(conn, "bob").unwrap().unwrap();
    let rows = outbox::of_user(conn, bob.id).unwrap();
    crate::support::mail::as_sent(conn, rows)
        .into_iter()
        .next()
        .expect("bob got mail")
}

fn bouncing(conn: &mut DbConnection, name: &str) -> bool {
    let user = users::find_by_username(conn, name).unwrap().unwrap();
    user.email_bouncing_at.is_some()
}

#[actix_web::test]
async fn a_failure_report_that_quotes_nothing_is_matched_by_its_bounce_address() {
    for url in fresh_databases("verp-bounce") {
        let sink = Sink::start(SinkRules::default());
        let state = state_for(url, &sink, None);
        let app = state.service().await;
        start_game(&app).await;
        state.deliver();
        let mut conn = state.pool.get().unwrap();
        let row = bob_row(&mut conn);
        let address = state.mail.bounce_address(row.id);

        // A forged bounce address (another message's id with this tag) marks nobody.
        let forged = address.replacen(&format!("+{}.", row.id), &format!("+{}.", row.id + 1), 1);
        let id = store_to(&mut conn, &bare_report(&forged, "forged@mx"), &forged);
        state.deliver();
        assert!(!bouncing(&mut conn, "bob"));
        let forged_outcome = inbox::get(&mut conn, id).unwrap().unwrap();
        assert_eq!(forged_outcome.status, "ignored");

        // A delay reported to the bounce address is soft: noted, not marked.
        let delayed = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/data/eml/bounce_dsn_delayed_only.eml"
        ))
        .unwrap()
        .replace("kingpost@chess.example.org", &address);
        let id = store_to(&mut conn, &delayed, &address.to_uppercase());
        state.deliver();
        let soft = inbox::get(&mut conn, id).unwrap().unwrap();
        let soft_outcome = soft.outcome.clone().unwrap_or_default();
        assert!(soft_outcome.contains("soft bounce"), "{soft_outcome}");
        assert!(!bouncing(&mut conn, "bob"));

        // The bare report to the right address marks exactly bob.
        let id = store_to(&mut conn, &bare_report(&address, "bare@mx"), &address);
        state.deliver();
        let hard = inbox::get(&mut conn, id).unwrap().unwrap();
        let hard_outcome = hard.outcome.clone().unwrap_or_default();
        assert_eq!(hard.status, "ignored");
        assert!(hard_outcome.contains("hard bounce"), "{hard_outcome}");
        assert!(hard_outcome.contains("bob@example.org"), "{hard_outcome}");
        assert!(bouncing(&mut conn, "bob"));
        assert!(!bouncing(&mut conn, "alice"));
    }
}

/// A POST without any cookie, as a mail program sends it (RFC 8058).
async fn one_click(
    app: &impl actix_web::dev::Service<
        actix_http::Request,
        Response = actix_web::dev::ServiceResponse,
        Error = actix_web::Error,
    >,
    path: &str,
    method: actix_web::http::Method,
) -> (StatusCode, String) {
    let req = web_test::TestRequest::default()
        .method(method)
        .uri(path)
        .insert_header(("Content-Type", "application/x-www-form-urlencoded"))
        .set_payload("List-Unsubscribe=One-Click")
        .to_request();
    let resp = web_test::call_service(app, req).await;
    let status = resp.status();
    let body = web_test::read_body(resp).await;
    (status, String::from_utf8_lossy(&body).into_owned())
}

fn notify_of(conn: &mut DbConnection, name: &str) -> String {
    users::find_by_username(conn, name).unwrap().unwrap().notify
}

#[actix_web::test]
async fn one_click_unsubscribe_switches_game_mail_off_and_forged_links_do_not() {
    use actix_web::http::Method;
    for url in fresh_databases("unsubscribe") {
        let sink = Sink::start(SinkRules::default());
        let state = state_for(url, &sink, None);
        let app = state.service().await;
        let (game, alice, _) = start_game(&app).await;
        let mut conn = state.pool.get().unwrap();
        let bob = users::find_by_username(&mut conn, "bob").unwrap().unwrap();
        let rows = outbox::of_user(&mut conn, bob.id).unwrap();
        let rows = crate::support::mail::as_sent(&mut conn, rows);
        let account = rows.iter().find(|r| r.kind == "verify-email").unwrap();
        assert_eq!(account.list_unsubscribe, None, "not on account-link mail");
        let row = rows.iter().find(|r| r.game_id.is_some()).unwrap().clone();
        let header = row
            .list_unsubscribe
            .clone()
            .expect("game mail has List-Unsubscribe");
        let link = header.trim_matches(['<', '>']);
        let path = link
            .strip_prefix(&format!("https://{DOMAIN}"))
            .expect("an https link on the instance");
        assert!(path.starts_with("/unsubscribe/"), "{path}");
        deliver_due(&state.jobs(), now()).unwrap();
        let sent = sink.received();
        let game_mail = sent
            .iter()
            .find(|m| String::from_utf8_lossy(&m.data).contains(&row.message_id))
            .unwrap();
        let text = String::from_utf8_lossy(&game_mail.data).into_owned();
        assert!(
            text.contains("List-Unsubscribe-Post: List-Unsubscribe=One-Click"),
            "{text}"
        );

        // Forged and altered links change nothing.
        let token = path.trim_start_matches("/unsubscribe/");
        let (bob_id, tag) = token.split_once('.').unwrap();
        let alice_id = users::find_by_username(&mut conn, "alice")
            .unwrap()
            .unwrap()
            .id;
        assert_ne!(bob_id, alice_id.to_string());
        for bad in [
            format!("/unsubscribe/{alice_id}.{tag}"),
            format!("/unsubscribe/{bob_id}.aaaaaaaaaaaaaaaa"),
            format!("/unsubscribe/{bob_id}"),
        ] {
            let (status, _) = one_click(&app, &bad, Method::POST).await;
            assert_eq!(status, StatusCode::NOT_FOUND, "{bad}");
        }
        assert_eq!(notify_of(&mut conn, "alice"), "move");
        assert_eq!(notify_of(&mut conn, "bob"), "move");

        // A GET (a link scanner) only shows the button.
        let (status, body) = one_click(&app, path, Method::GET).await;
        assert_eq!(status, StatusCode::OK);
        assert!(body.contains(&format!("action=\"{path}\"")), "{body}");
        assert!(body.contains("<button"), "{body}");
        assert_eq!(notify_of(&mut conn, "bob"), "move");

        // The one-click POST, without a session, switches bob's game mail off.
        let (status, body) = one_click(
            &app,
            &path
                .to_uppercase()
                .replace("/UNSUBSCRIBE/", "/unsubscribe/"),
            Method::POST,
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert!(body.contains("Game mail is off"), "{body}");
        assert!(body.contains("/settings#notifications"), "{body}");
        assert_eq!(notify_of(&mut conn, "bob"), "none");
        assert_eq!(notify_of(&mut conn, "alice"), "move");

        // No further game mail to bob.
        let before = outbox::of_user(&mut conn, row.user_id.unwrap())
            .unwrap()
            .len();
        let moves = format!("/api/v1/games/{game}/moves");
        let (status, body) = call(&app, &moves, Some(&alice), Some(json!({"move": "e4"}))).await;
        assert!(status.is_success(), "{body}");
        let after = outbox::of_user(&mut conn, row.user_id.unwrap())
            .unwrap()
            .len();
        assert_eq!(after, before, "bob gets no more game mail");

        // The settings page switches it back on.
        let mut browser = crate::support::pages::Browser::default();
        browser.login(&app, "bob", "long enough").await;
        let fields = [("language", "de"), ("notation", "san"), ("notify", "move")];
        let saved = browser
            .submit(&app, "/settings", "/settings", &fields)
            .await;
        assert_eq!(saved.location.as_deref(), Some("/settings"));
        assert_eq!(notify_of(&mut conn, "bob"), "move");
    }
}

/// The subjects of the game mail to `user`, oldest first.
fn subjects_to(conn: &mut DbConnection, name: &str) -> Vec<String> {
    let user = users::find_by_username(conn, name).unwrap().unwrap();
    outbox::of_user(conn, user.id)
        .unwrap()
        .into_iter()
        .filter(|r| r.game_id.is_some())
        .map(|r| r.subject)
        .collect()
}

#[actix_web::test]
async fn subjects_say_what_happened_and_keep_the_game_part_in_every_language() {
    let sink = Sink::start(SinkRules::default());
    let state = state_for(fresh_sqlite("subjects"), &sink, None);
    let app = state.service().await;
    let (game, alice, bob) = start_game(&app).await;
    let mut conn = state.pool.get().unwrap();
    let g = format!("Game {game} · alice – bob");
    assert_eq!(
        subjects_to(&mut conn, "alice"),
        [format!("{g} · your move")]
    );
    assert_eq!(
        subjects_to(&mut conn, "bob"),
        [format!("{g} · alice to move")]
    );
    let bob_id = users::find_by_username(&mut conn, "bob")
        .unwrap()
        .unwrap()
        .id;
    kingpost::service::accounts::set_preferences(
        &mut conn,
        kingpost::domain::account::UserId(bob_id),
        "de",
        "auto",
    )
    .unwrap();
    let api = |path: &str| format!("/api/v1/games/{game}/{path}");
    let steps = [
        (&alice, "moves", json!({"move": "Nf3"})),
        (&bob, "moves", json!({"move": "Nf6"})),
        (&alice, "draw", json!({"action": "offer"})),
        (&bob, "draw", json!({"action": "decline"})),
        (&alice, "resign", json!({})),
    ];
    for (who, path, body) in steps {
        let (status, answer) = call(&app, &api(path), Some(who), Some(body)).await;
        assert!(status.is_success(), "{path}: {answer}");
    }
    assert_eq!(
        subjects_to(&mut conn, "bob"),
        [
            format!("{g} · alice to move"),
            format!("{g} · Sie sind am Zug (1. Sf3)"),
            format!("{g} · Remis angeboten"),
            format!("{g} · Partie beendet: 0-1"),
        ]
    );
    assert_eq!(
        subjects_to(&mut conn, "alice"),
        [
            format!("{g} · your move"),
            format!("{g} · your move (1... Nf6)"),
            format!("{g} · draw declined"),
            format!("{g} · game over: 0-1"),
        ]
    );
}

#[actix_web::test]
async fn game_mail_html_fits_a_phone_and_has_a_button_to_the_game() {
    let sink = Sink::start(SinkRules::default());
    let state = state_for(fresh_sqlite("mail-html"), &sink, None);
    let app = state.service().await;
    let (game, alice, _) = start_game(&app).await;
    let moves = format!("/api/v1/games/{game}/moves");
    call(&app, &moves, Some(&alice), Some(json!({"move": "e4"}))).await;
    let mut conn = state.pool.get().unwrap();
    let bob = users::find_by_username(&mut conn, "bob").unwrap().unwrap();
    let row = outbox::of_user(&mut conn, bob.id)
        .unwrap()
        .into_iter()
        .rfind(|r| r.kind == "your-move")
        .unwrap();
    let row = kingpost::service::outbox::as_sent(&mut conn, &state.mail, &row).unwrap();
    let html = &row.html_body;
    assert!(
        html.contains(r#"<meta name="viewport" content="width=device-width, initial-scale=1">"#),
        "{html}"
    );
    let button = format!(r#"<a class="kp-button" href="https://{DOMAIN}/games/{game}""#);
    assert!(html.contains(&button), "{html}");
    assert!(html.contains(">Open the game</a>"), "{html}");
    // Screenshots for a person to look at (target/screenshots/), when Chromium is installed.
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/screenshots");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("game-mail.html");
    std::fs::write(&file, html).unwrap();
    for (name, width) in [("game-mail-390.png", 390), ("game-mail-1280.png", 1280)] {
        let _ = Command::new("chromium")
            .args([
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--hide-scrollbars",
            ])
            .arg(format!("--screenshot={}", dir.join(name).display()))
            .arg(format!("--window-size={width},1400"))
            .arg(format!("file://{}", file.display()))
            .output();
    }
}

//! Playing by mail through the real doors and processes: a reply sent by an SMTP client (lettre)
//! to `kingpost serve --smtp` is played and the opponent's notification leaves by the file
//! transport; the same reply piped to `kingpost mail ingest` (twice, as a redelivering MTA would)
//! is played once by `kingpost worker --once`, also when that runs again after it; and two
//! workers on one PostgreSQL database process each reply exactly once.

use std::collections::HashSet;
use std::io::Write;
use std::process::{Child, Stdio};
use std::time::{Duration, Instant};

use chrono::Utc;
use kingpost::chess::Language;
use kingpost::db::DatabaseUrl;
use kingpost::db::inbox;
use kingpost::service::inbox::{Incoming, receive};
use kingpost::web::AppState;
use lettre::address::Envelope;
use lettre::{SmtpTransport, Transport};

use crate::server::{Server, kingpost};
use crate::support::mail::parse;
use crate::support::pages::outbox;
use crate::support::postal::{MailGame, mail_game, moves, reply};
use crate::support::{TestApp, free_port, fresh_postgres, fresh_sqlite};

fn url_arg(url: &DatabaseUrl) -> String {
    match url {
        DatabaseUrl::Postgres(text) => text.clone(),
        other => other.to_string(),
    }
}

fn new_game(state: &AppState, names: (&str, &str)) -> MailGame {
    let mut conn = state.pool.get().unwrap();
    let languages = (Language::English, Language::English);
    mail_game(
        &mut conn,
        &state.mail,
        names,
        languages,
        Utc::now().naive_utc(),
    )
}

fn wait_until(what: &str, mut done: impl FnMut() -> bool) {
    let deadline = Instant::now() + Duration::from_secs(60);
    while !done() {
        assert!(Instant::now() < deadline, "{what}: not within 60 s");
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// How many files in the outbox are messages to `to` whose plain text contains `text`.
fn mailed_count(state: &AppState, to: &str, text: &str) -> usize {
    outbox(&state.config.data_dir)
        .iter()
        .filter(|path| {
            let mail = parse(&std::fs::read(path).unwrap_or_default());
            mail.headers.contains(&format!("To: {to}")) && mail.text.contains(text)
        })
        .count()
}

fn mailed(state: &AppState, to: &str, text: &str) -> bool {
    mailed_count(state, to, text) > 0
}

#[test]
fn a_reply_sent_by_smtp_to_serve_is_played_and_the_opponent_is_mailed() {
    let url = fresh_sqlite("play-smtp");
    let state = TestApp::on(url.clone());
    let game = new_game(&state, ("walter", "berta"));
    let (http, smtp) = (free_port(), free_port());
    let child = kingpost()
        .args(["serve", "--http", &format!("127.0.0.1:{http}")])
        .args(["--smtp", &format!("127.0.0.1:{smtp}")])
        .args(["--database-url", &url_arg(&url), "--data-dir"])
        .arg(&state.config.data_dir)
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let _server = Server(child);
    crate::server::wait_for_health(http);

    let raw = reply(
        &state.mail,
        &game,
        game.white,
        "walter@example.org",
        "smtp-1@example.org",
        "1. e4",
    );
    let to = state
        .mail
        .reply_address(kingpost::domain::game::GameId(game.id), game.white);
    let envelope = Envelope::new(
        Some("walter@example.org".parse().unwrap()),
        vec![to.parse().unwrap()],
    )
    .unwrap();
    let client = SmtpTransport::builder_dangerous("127.0.0.1")
        .port(smtp)
        .timeout(Some(Duration::from_secs(10)))
        .build();
    client.send_raw(&envelope, &raw).unwrap();

    let mut conn = state.pool.get().unwrap();
    wait_until("the move is played", || {
        !moves(&mut conn, game.id).is_empty()
    });
    assert_eq!(moves(&mut conn, game.id), [("e4".into(), "email".into())]);
    wait_until("the opponent's notification is sent", || {
        mailed(&state, "berta@example.org", "1.e4")
    });
    wait_until("the confirmation is sent", || {
        mailed(&state, "walter@example.org", "1.e4 · 1.e4 · 1.5254")
    });
    // Sent again by the client: stored once, played once.
    client.send_raw(&envelope, &raw).unwrap();
    std::thread::sleep(Duration::from_millis(1500));
    assert_eq!(moves(&mut conn, game.id).len(), 1);
    assert_eq!(inbox::count(&mut conn).unwrap(), 1);
}

/// `kingpost mail ingest` with `raw` on stdin, then its exit code.
fn ingest(url: &DatabaseUrl, state: &AppState, raw: &[u8]) -> i32 {
    let mut child = kingpost()
        .args([
            "mail",
            "ingest",
            "--database-url",
            &url_arg(url),
            "--data-dir",
        ])
        .arg(&state.config.data_dir)
        .stdin(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(raw).unwrap();
    child.wait().unwrap().code().unwrap()
}

/// `kingpost worker --once` on `url`, started.
fn worker(url: &DatabaseUrl, state: &AppState) -> Child {
    kingpost()
        .args([
            "worker",
            "--once",
            "--database-url",
            &url_arg(url),
            "--data-dir",
        ])
        .arg(&state.config.data_dir)
        .stderr(Stdio::null())
        .spawn()
        .unwrap()
}

#[test]
fn a_reply_piped_to_mail_ingest_is_played_once_by_the_worker() {
    let url = fresh_sqlite("play-ingest");
    let state = TestApp::on(url.clone());
    let game = new_game(&state, ("walter", "berta"));
    let raw = reply(
        &state.mail,
        &game,
        game.white,
        "walter@example.org",
        "ingest-1@example.org",
        "Nf3",
    );
    // Received (twice: the MTA redelivers), then the process ends before anything is played.
    assert_eq!(ingest(&url, &state, &raw), 0);
    assert_eq!(ingest(&url, &state, &raw), 0);
    let mut conn = state.pool.get().unwrap();
    assert!(moves(&mut conn, game.id).is_empty());
    // A worker started afterwards plays it; one started after that finds nothing to do.
    for _ in 0..2 {
        assert!(worker(&url, &state).wait().unwrap().success());
    }
    assert_eq!(moves(&mut conn, game.id), [("Nf3".into(), "email".into())]);
    assert!(mailed(&state, "berta@example.org", "1.Nf3"));
    let confirmation = "1.Nf3 · 1.♘f3 · 1.7163";
    assert_eq!(mailed_count(&state, "walter@example.org", confirmation), 1);
}

#[test]
fn two_workers_on_one_postgres_database_play_each_reply_exactly_once() {
    let Some(url) = fresh_postgres("play-two-workers") else {
        return;
    };
    let state = TestApp::on(url.clone());
    const GAMES: usize = 30;
    let games: Vec<MailGame> = (0..GAMES)
        .map(|i| new_game(&state, (&format!("white{i}"), &format!("black{i}"))))
        .collect();
    let mut conn = state.pool.get().unwrap();
    for (i, game) in games.iter().enumerate() {
        let from = format!("white{i}@example.org");
        let raw = reply(
            &state.mail,
            game,
            game.white,
            &from,
            &format!("r{i}@x"),
            "d4",
        );
        let key = kingpost::mail::inbound::identify(&raw).unwrap();
        let incoming = Incoming {
            key: key.as_str(),
            raw: &raw,
            source: inbox::Source::Smtp,
            envelope_from: None,
            envelope_to: &[],
            client: None,
            sender: None,
        };
        receive(&mut conn, &incoming, Utc::now().naive_utc()).unwrap();
    }
    let workers: Vec<Child> = (0..2).map(|_| worker(&url, &state)).collect();
    for mut w in workers {
        assert!(w.wait().unwrap().success());
    }
    for game in &games {
        assert_eq!(moves(&mut conn, game.id), [("d4".into(), "email".into())]);
    }
    let rows: Vec<_> = (1..=i32::try_from(GAMES).unwrap())
        .map(|id| inbox::get(&mut conn, id).unwrap().unwrap())
        .collect();
    assert!(
        rows.iter()
            .all(|r| r.status == "processed" && r.attempts == 1)
    );
    let claimers: HashSet<_> = rows.iter().filter_map(|r| r.claimed_by.clone()).collect();
    assert_eq!(claimers.len(), 2, "both workers took a share: {claimers:?}");
}

#[test]
fn a_reply_delivered_into_a_maildir_is_played_by_the_worker() {
    let url = fresh_sqlite("play-maildir");
    let state = TestApp::on(url.clone());
    let game = new_game(&state, ("walter", "berta"));
    let maildir = crate::support::temp_dir("play-maildir-folder");
    for sub in ["tmp", "new", "cur"] {
        std::fs::create_dir_all(maildir.join(sub)).unwrap();
    }
    let raw = reply(
        &state.mail,
        &game,
        game.white,
        "walter@example.org",
        "maildir-1@example.org",
        "c4",
    );
    std::fs::write(maildir.join("new").join("1795424000.M1P1.host"), &raw).unwrap();
    let status = kingpost()
        .args([
            "worker",
            "--once",
            "--database-url",
            &url_arg(&url),
            "--data-dir",
        ])
        .arg(&state.config.data_dir)
        .arg("--mail-maildir")
        .arg(&maildir)
        .stderr(Stdio::null())
        .status()
        .unwrap();
    assert!(status.success());
    let mut conn = state.pool.get().unwrap();
    assert_eq!(moves(&mut conn, game.id), [("c4".into(), "email".into())]);
    assert_eq!(std::fs::read_dir(maildir.join("new")).unwrap().count(), 0);
    assert_eq!(std::fs::read_dir(maildir.join("cur")).unwrap().count(), 1);
}

//! Incoming mail, limited on every backend: the SMTP listener answers 452 at `MAIL FROM` to a
//! sender or a client address past its share of stored messages per hour (a client from another
//! address is still served), `kingpost mail ingest` exits 75 for a `--sender` past its share,
//! the Maildir poll leaves such a sender's message in `new/`, and the worker's prune job lets go
//! of ignored, unreadable and refused mail after the retention while keeping mail whose move
//! was played.

use std::io::Write;
use std::process::Stdio;

use chrono::{Duration, Utc};
use kingpost::chess::Language;
use kingpost::config::{IntakeLimits, SmtpLimits};
use kingpost::db::inbox::{self, Status};
use kingpost::db::{self, DatabaseUrl};
use kingpost::doors::listener::{Listener, ListenerConfig};
use kingpost::jobs::prune;

use crate::server::kingpost;
use crate::smtp_limits::{Conn, connect_from};
use crate::support::mail::store_as_listener;
use crate::support::postal::{mail_game, moves, reply};
use crate::support::{TestApp, fresh_databases, fresh_postgres, temp_dir};

fn message(n: &str) -> String {
    format!(
        "From: someone@example.org\r\nSubject: {n}\r\nMessage-ID: <{n}@example.org>\r\n\r\ne4\r\n."
    )
}

/// One mail transaction on `conn` from `sender`; the code of the reply to MAIL FROM, or of the
/// reply to the data when MAIL FROM was accepted.
fn send_one(conn: &mut Conn, sender: &str, n: &str) -> String {
    let from = conn.send(&format!("MAIL FROM:<{sender}>"));
    if !from.starts_with("250") {
        return from;
    }
    assert!(
        conn.send("RCPT TO:<kingpost@chess.example.org>")
            .starts_with("250")
    );
    assert!(conn.send("DATA").starts_with("354"));
    conn.send(&message(n))
}

#[test]
fn the_listener_answers_452_past_the_sender_and_client_limits() {
    for url in fresh_databases("intake-smtp") {
        let pool = TestApp::on(url.clone()).pool.clone();
        let config = ListenerConfig {
            addr: "0.0.0.0:0".parse().unwrap(),
            name: "chess.example.org".into(),
            max_bytes: 64 * 1024,
            limits: SmtpLimits::default(),
            intake: IntakeLimits {
                per_sender_per_hour: 2,
                per_client_per_hour: 3,
                ..IntakeLimits::default()
            },
        };
        let listener = Listener::start(config, pool.clone()).unwrap();
        let port = listener.local_addr().port();
        let mut one = connect_from("127.0.0.1", port);
        one.reply();
        one.send("EHLO one.example");
        assert!(send_one(&mut one, "a@example.org", "m1").starts_with("250"));
        assert!(send_one(&mut one, "a@example.org", "m2").starts_with("250"));
        let sender = send_one(&mut one, "A@Example.org", "m3");
        assert!(sender.starts_with("452 "), "{url}: {sender}");
        assert!(sender.contains("mail_per_sender_per_hour"), "{sender}");
        assert!(send_one(&mut one, "b@example.org", "m4").starts_with("250"));
        let client = send_one(&mut one, "c@example.org", "m5");
        assert!(client.starts_with("452 "), "{url}: {client}");
        assert!(client.contains("mail_per_client_per_hour"), "{client}");

        let mut two = connect_from("127.0.0.2", port);
        two.reply();
        two.send("EHLO two.example");
        let other = send_one(&mut two, "c@example.org", "m6");
        assert!(other.starts_with("250"), "{url}: another address: {other}");
        let mut conn = pool.get().unwrap();
        assert_eq!(inbox::count(&mut conn).unwrap(), 4);
        let last = inbox::get(&mut conn, 4).unwrap().unwrap();
        assert_eq!(last.client_addr.as_deref(), Some("127.0.0.2"));
        assert_eq!(last.sender.as_deref(), Some("c@example.org"));
        drop((one, two));
        listener.shutdown();
    }
}

/// `kingpost mail ingest ARGS < input` with a per-sender limit of 2: the exit code.
fn ingest(args: &[&str], n: &str) -> i32 {
    let mut child = kingpost()
        .args(["mail", "ingest"])
        .args(args)
        .env("KINGPOST_MAIL_PER_SENDER_PER_HOUR", "2")
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let input = message(n).trim_end_matches('.').to_owned();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    output.status.code().unwrap()
}

#[test]
fn ingest_exits_75_for_a_sender_past_its_limit() {
    let data = temp_dir("intake-ingest");
    let sqlite = ["--data-dir", data.to_str().unwrap()];
    let postgres = fresh_postgres("intake-ingest").map(|url| url.to_string());
    let mut places = vec![(
        sqlite.to_vec(),
        DatabaseUrl::sqlite(data.join("kingpost.sqlite")),
    )];
    if let Some(url) = &postgres {
        places.push((
            vec!["--database-url", url.as_str()],
            DatabaseUrl::parse(url).unwrap(),
        ));
    }
    for (place, url) in places {
        let as_ann = [&place[..], &["--init", "--sender", "Ann@example.org"]].concat();
        assert_eq!(ingest(&as_ann, "i1"), 0);
        assert_eq!(ingest(&as_ann, "i2"), 0);
        assert_eq!(
            ingest(&as_ann, "i3"),
            75,
            "{url}: the MTA keeps it for later"
        );
        assert_eq!(
            ingest(&as_ann, "i1"),
            0,
            "{url}: a redelivery is still fine"
        );
        let as_bob = [&place[..], &["--sender", "bob@example.org"]].concat();
        assert_eq!(ingest(&as_bob, "i4"), 0);
        let mut conn = db::connect_once(&url).unwrap();
        assert_eq!(inbox::count(&mut conn).unwrap(), 3, "{url}");
    }
}

#[test]
fn the_maildir_leaves_a_sender_past_its_limit_in_new() {
    let url = crate::support::fresh_sqlite("intake-maildir");
    let mut conn = TestApp::on(url.clone()).pool.get().unwrap();
    let maildir = temp_dir("intake-maildir-folder");
    for sub in ["tmp", "new", "cur"] {
        std::fs::create_dir_all(maildir.join(sub)).unwrap();
    }
    for n in 1..=3 {
        let text = format!(
            "Return-Path: <ann@example.org>\r\n{}",
            message(&format!("d{n}")).trim_end_matches('.')
        );
        std::fs::write(maildir.join("new").join(format!("100{n}.M1P1.host")), text).unwrap();
    }
    let limits = IntakeLimits {
        per_sender_per_hour: 2,
        ..IntakeLimits::default()
    };
    let now = Utc::now().naive_utc();
    let report =
        kingpost::doors::maildir::poll(&maildir, &mut conn, 64 * 1024, &limits, now).unwrap();
    assert_eq!(report.stored, 2);
    assert_eq!(report.deferred.len(), 1);
    assert!(report.deferred[0].1.contains("ann@example.org"));
    let waiting: Vec<_> = std::fs::read_dir(maildir.join("new")).unwrap().collect();
    assert_eq!(waiting.len(), 1, "left for a later poll");
    let later = now + Duration::hours(2);
    let report =
        kingpost::doors::maildir::poll(&maildir, &mut conn, 64 * 1024, &limits, later).unwrap();
    assert_eq!(report.stored, 1);
    assert_eq!(inbox::count(&mut conn).unwrap(), 3);
}

#[test]
fn unused_mail_is_let_go_after_the_retention_and_played_mail_is_kept() {
    for url in fresh_databases("intake-retention") {
        let state = TestApp::on(url.clone());
        let mut conn = state.pool.get().unwrap();
        let now = Utc::now().naive_utc();
        let game = mail_game(
            &mut conn,
            &state.mail,
            ("walter", "berta"),
            (Language::English, Language::English),
            now,
        );
        let store = |conn: &mut kingpost::db::DbConnection, raw: &[u8]| {
            store_as_listener(conn, raw, &[], now)
        };
        let w = "walter@example.org";
        let played = store(
            &mut conn,
            &reply(&state.mail, &game, game.white, w, "p@x", "e4"),
        );
        state.deliver();
        let b = "berta@example.org";
        let refused = store(
            &mut conn,
            &reply(&state.mail, &game, game.black, b, "r@x", "Qh4"),
        );
        let ignored = store(
            &mut conn,
            message("stranger").trim_end_matches('.').as_bytes(),
        );
        let failed = store(
            &mut conn,
            message("unreadable").trim_end_matches('.').as_bytes(),
        );
        inbox::mark_processed(&mut conn, failed, Status::Failed, "unreadable: x", now).unwrap();
        state.deliver();
        assert_eq!(moves(&mut conn, game.id).len(), 1, "{url}");
        let status = |conn: &mut kingpost::db::DbConnection, id| {
            inbox::get(conn, id)
                .unwrap()
                .map(|row| (row.status, row.outcome, row.raw.len()))
        };
        let refused_row = status(&mut conn, refused).unwrap();
        assert!(refused_row.1.as_deref().unwrap().starts_with("refused:"));
        assert_eq!(status(&mut conn, ignored).unwrap().0, "ignored");
        let played_size = status(&mut conn, played).unwrap().2;

        let prune_at = |at| state.run_once(vec![Box::new(prune::job())], at);
        assert_eq!(
            prune_at(now + Duration::days(29)),
            0,
            "{url}: kept within the retention"
        );
        assert!(prune_at(now + Duration::days(31)) >= 3, "{url}");
        assert_eq!(
            status(&mut conn, ignored),
            None,
            "{url}: ignored mail is deleted"
        );
        assert_eq!(
            status(&mut conn, failed),
            None,
            "{url}: unreadable mail is deleted"
        );
        let (state_of, outcome, size) = status(&mut conn, refused).unwrap();
        assert_eq!(
            (state_of.as_str(), outcome, size),
            ("processed", refused_row.1, 0),
            "{url}: refused mail keeps its record, not its text"
        );
        let played_row = status(&mut conn, played).unwrap();
        assert_eq!(
            played_row.2, played_size,
            "{url}: played mail is kept whole"
        );
        assert!(played_size > 0);
    }
}

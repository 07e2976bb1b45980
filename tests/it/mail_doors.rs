//! The doors for incoming mail, used for real: `kingpost mail ingest` as a child process (as an
//! MTA's pipe runs it), the SMTP listener over loopback with lettre as the sending client, and
//! `kingpost serve --smtp`. Every accepted message must be in the inbox once, however often it
//! is delivered; what is refused must leave no row.

use std::io::{BufReader, Write};
use std::net::TcpStream;
use std::path::Path;
use std::process::Stdio;
use std::time::{Duration, Instant};

use kingpost::config::{IntakeLimits, SmtpLimits};
use kingpost::db::inbox::{self, InboxRow};
use kingpost::db::{self, DatabaseUrl, Pool};
use kingpost::doors::listener::{Listener, ListenerConfig};
use lettre::address::Envelope;
use lettre::message::header::ContentType;
use lettre::{Message, SmtpTransport, Transport};

use crate::server::{Server, kingpost};
use crate::support::mail::read_reply;
use crate::support::{TestApp, free_port, fresh_databases, fresh_postgres, temp_dir};

const EML: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/eml");

fn fixture(name: &str) -> Vec<u8> {
    std::fs::read(Path::new(EML).join(name)).unwrap()
}

/// `kingpost mail ingest ARGS < input`: the exit code and standard error.
fn ingest(args: &[&str], input: &[u8]) -> (i32, String) {
    let mut child = kingpost()
        .args(["mail", "ingest"])
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input).unwrap();
    let output = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    (output.status.code().unwrap(), stderr)
}

fn rows(url: &DatabaseUrl) -> Vec<InboxRow> {
    let mut conn = db::connect_once(url).unwrap();
    let count = inbox::count(&mut conn).unwrap();
    (1..=i32::try_from(count).unwrap() + 5)
        .filter_map(|id| inbox::get(&mut conn, id).unwrap())
        .collect()
}

#[test]
fn ingest_stores_a_message_once_on_a_fresh_data_dir() {
    let data = temp_dir("ingest");
    let dir = data.to_str().unwrap();
    let mail = fixture("gmail_top_posted_qp.eml");
    // A fresh data directory needs --init: without it, ingest refuses (see full_disk.rs).
    let args = [
        "--init",
        "--data-dir",
        dir,
        "--sender",
        "ann.example@gmail.com",
    ];
    let args = [
        &args[..],
        &["--recipient", "move+g42w.k3jd9a2f7q@chess.example.org"],
    ]
    .concat();
    let (code, stderr) = ingest(&args, &mail);
    assert_eq!(code, 0, "{stderr}");
    assert!(stderr.contains("stored as inbox message 1"), "{stderr}");
    let url = DatabaseUrl::sqlite(data.join("kingpost.sqlite"));
    let stored = rows(&url);
    assert_eq!(stored.len(), 1);
    assert_eq!(stored[0].raw, mail);
    assert_eq!(stored[0].source, "ingest");
    assert_eq!(stored[0].status, "new");
    assert_eq!(
        stored[0].envelope_from.as_deref(),
        Some("ann.example@gmail.com")
    );
    assert_eq!(
        stored[0].envelope_recipients(),
        ["move+g42w.k3jd9a2f7q@chess.example.org"]
    );
    assert_eq!(
        stored[0].message_id,
        "CAHx7Lr=Qk1vZpQ3bWm0s9KfX+7TQ@mail.gmail.com"
    );

    let (code, stderr) = ingest(&args, &mail);
    assert_eq!(code, 0, "a redelivery is accepted: {stderr}");
    assert!(
        stderr.contains("already stored as inbox message 1"),
        "{stderr}"
    );
    assert_eq!(rows(&url).len(), 1);
}

#[test]
fn ingest_refuses_what_is_not_mail_or_too_large_with_65() {
    let data = temp_dir("ingest-bad");
    let dir = data.to_str().unwrap();
    let (code, stderr) = ingest(&["--data-dir", dir], &fixture("not_mail_at_all.eml"));
    assert_eq!(code, 65, "{stderr}");
    assert!(stderr.contains("not an email message"), "{stderr}");
    let big = [fixture("no_message_id.eml"), vec![b'x'; 2000]].concat();
    let (code, stderr) = ingest(&["--data-dir", dir, "--mail-max-bytes", "1024"], &big);
    assert_eq!(code, 65, "{stderr}");
    assert!(stderr.contains("larger than 1024 bytes"), "{stderr}");
    let url = DatabaseUrl::sqlite(data.join("kingpost.sqlite"));
    if data.join("kingpost.sqlite").exists() {
        assert!(rows(&url).is_empty());
    }
}

#[test]
fn ingest_without_its_database_exits_75_so_the_mta_retries() {
    let url = format!("postgres://kingpost@127.0.0.1:{}/nowhere", free_port());
    let started = Instant::now();
    let (code, stderr) = ingest(&["--database-url", &url], &fixture("iccf_numeric_5254.eml"));
    assert_eq!(code, 75, "{stderr}");
    assert!(stderr.contains("should try again"), "{stderr}");
    assert!(
        started.elapsed() < Duration::from_secs(10),
        "it gave up at once"
    );
}

#[test]
fn ingest_on_postgres_stores_once() {
    let Some(url) = fresh_postgres("ingest") else {
        return;
    };
    let DatabaseUrl::Postgres(text) = &url else {
        unreachable!()
    };
    let mail = fixture("bounce_dsn_postfix.eml");
    for _ in 0..2 {
        let (code, stderr) = ingest(&["--init", "--database-url", text, "--sender", ""], &mail);
        assert_eq!(code, 0, "{stderr}");
    }
    let stored = rows(&url);
    assert_eq!(stored.len(), 1);
    assert_eq!(stored[0].raw, mail);
    assert_eq!(stored[0].envelope_from.as_deref(), Some(""));
}

/// A listener on a free loopback port storing into `url`.
fn listen(url: &DatabaseUrl, max_bytes: usize) -> (Listener, Pool) {
    let pool = TestApp::on(url.clone()).pool.clone();
    let config = ListenerConfig {
        addr: "127.0.0.1:0".parse().unwrap(),
        name: "chess.example.org".into(),
        max_bytes,
        limits: SmtpLimits {
            max_connections: 8,
            ..SmtpLimits::default()
        },
        intake: IntakeLimits::default(),
    };
    (Listener::start(config, pool.clone()).unwrap(), pool)
}

fn client(port: u16) -> SmtpTransport {
    SmtpTransport::builder_dangerous("127.0.0.1")
        .port(port)
        .timeout(Some(Duration::from_secs(10)))
        .build()
}

fn reply_mail(message_id: &str, body: String) -> Message {
    Message::builder()
        .from("Ann Example <ann@example.org>".parse().unwrap())
        .to("move+g42w.k3jd9a2f7q@chess.example.org".parse().unwrap())
        .subject("Re: Game 42")
        .message_id(Some(message_id.to_owned()))
        .header(ContentType::TEXT_PLAIN)
        .body(body)
        .unwrap()
}

#[test]
fn the_listener_stores_what_lettre_sends_once_and_refuses_oversized_mail() {
    for url in fresh_databases("listener") {
        let (listener, pool) = listen(&url, 4096);
        let mailer = client(listener.local_addr().port());
        let mail = reply_mail("<reply-1@example.org>", "13. e5\r\n".into());
        let response = mailer.send(&mail).unwrap();
        assert_eq!(response.code().to_string(), "250");
        mailer.send(&mail).unwrap();
        let stored = rows(&url);
        assert_eq!(stored.len(), 1, "{url}: a redelivery stores nothing new");
        assert_eq!(stored[0].message_id, "reply-1@example.org");
        assert_eq!(stored[0].source, "smtp");
        assert_eq!(stored[0].envelope_from.as_deref(), Some("ann@example.org"));
        let text = String::from_utf8(stored[0].raw.clone()).unwrap();
        // lettre sends CRLF . CRLF after the message's own last CRLF: one empty line more.
        assert!(
            text.contains("Subject: Re: Game 42") && text.ends_with("\r\n\r\n13. e5\r\n\r\n"),
            "{text}"
        );

        let big = reply_mail("<reply-2@example.org>", "x".repeat(5000));
        let error = mailer.send(&big).unwrap_err();
        assert_eq!(
            error.status().map(|c| c.to_string()).as_deref(),
            Some("552"),
            "{error}"
        );
        assert!(error.is_permanent());
        assert_eq!(
            rows(&url).len(),
            1,
            "{url}: nothing stored for the oversized mail"
        );
        drop(pool);
        listener.shutdown();
    }
}

#[test]
fn the_listener_takes_bounces_from_the_null_sender_and_refuses_non_mail() {
    let url = crate::support::fresh_sqlite("listener-bounce");
    let (listener, _pool) = listen(&url, 64 * 1024);
    let mailer = client(listener.local_addr().port());
    let to = vec!["kingpost@chess.example.org".parse().unwrap()];
    let bounce = fixture("bounce_dsn_postfix.eml");
    mailer
        .send_raw(&Envelope::new(None, to.clone()).unwrap(), &bounce)
        .unwrap();
    let stored = rows(&url);
    assert_eq!(stored.len(), 1);
    assert_eq!(stored[0].envelope_from.as_deref(), Some(""));
    assert_eq!(
        stored[0].raw.strip_suffix(b"\r\n"),
        Some(&bounce[..]),
        "as sent by lettre"
    );

    let garbage = fixture("not_mail_at_all.eml");
    let error = mailer
        .send_raw(&Envelope::new(None, to).unwrap(), &garbage)
        .unwrap_err();
    assert_eq!(
        error.status().map(|c| c.to_string()).as_deref(),
        Some("554"),
        "{error}"
    );
    assert_eq!(rows(&url).len(), 1);
}

#[test]
fn the_listener_answers_451_when_it_cannot_store_so_the_sender_retries() {
    let url = crate::support::fresh_sqlite("listener-451");
    let (listener, pool) = listen(&url, 64 * 1024);
    // The database breaks under the running listener.
    diesel::connection::SimpleConnection::batch_execute(
        &mut **pool.get().unwrap(),
        "DROP TABLE inbox",
    )
    .unwrap();
    let mail = reply_mail("<reply-451@example.org>", "e4\r\n".into());
    let error = client(listener.local_addr().port())
        .send(&mail)
        .unwrap_err();
    assert_eq!(
        error.status().map(|c| c.to_string()).as_deref(),
        Some("451"),
        "{error}"
    );
    assert!(error.is_transient(), "{error}");
}

/// Sends `lines` one by one over a raw connection; returns the code of each reply.
fn raw_smtp(port: u16, lines: &[&str]) -> Vec<String> {
    let stream = TcpStream::connect(("127.0.0.1", port)).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    let mut writer = stream.try_clone().unwrap();
    let mut reader = BufReader::new(stream);
    let mut codes = vec![read_reply(&mut reader)];
    for line in lines {
        writer.write_all(format!("{line}\r\n").as_bytes()).unwrap();
        codes.push(read_reply(&mut reader));
    }
    codes
}

#[test]
fn the_listener_refuses_a_declared_size_over_the_limit_at_mail_from() {
    let url = crate::support::fresh_sqlite("listener-size");
    let (listener, _pool) = listen(&url, 2048);
    let replies = raw_smtp(
        listener.local_addr().port(),
        &[
            "EHLO client.example",
            "MAIL FROM:<a@example.org> SIZE=999999",
            "QUIT",
        ],
    );
    assert!(
        replies[0].starts_with("220 chess.example.org"),
        "{replies:?}"
    );
    assert_eq!(replies[1], "250 SIZE 2048");
    assert!(replies[2].starts_with("552 5.3.4"), "{replies:?}");
    assert!(replies[3].starts_with("221"), "{replies:?}");
}

#[test]
fn serve_with_smtp_receives_mail_into_the_inbox() {
    let data = temp_dir("serve-smtp");
    let (http, smtp) = (free_port(), free_port());
    let child = kingpost()
        .args(["serve", "--http", &format!("127.0.0.1:{http}")])
        .args(["--smtp", &format!("127.0.0.1:{smtp}"), "--data-dir"])
        .arg(&data)
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let _server = Server(child);
    crate::server::wait_for_health(http);
    let mail = reply_mail("<serve-1@example.org>", "Nf3\r\n".into());
    client(smtp).send(&mail).unwrap();
    let stored = rows(&DatabaseUrl::sqlite(data.join("kingpost.sqlite")));
    assert_eq!(stored.len(), 1);
    assert_eq!(stored[0].message_id, "serve-1@example.org");
}

#[test]
fn a_maildir_poll_stores_new_messages_once_and_moves_them_to_cur() {
    let url = crate::support::fresh_sqlite("maildir");
    let mut conn = TestApp::on(url.clone()).pool.get().unwrap();
    let maildir = temp_dir("maildir-folder");
    for sub in ["tmp", "new", "cur"] {
        std::fs::create_dir_all(maildir.join(sub)).unwrap();
    }
    let new = maildir.join("new");
    std::fs::write(
        new.join("1795424000.M1P1.host"),
        fixture("iccf_numeric_5254.eml"),
    )
    .unwrap();
    std::fs::write(
        new.join("1795424001.M2P1.host"),
        fixture("not_mail_at_all.eml"),
    )
    .unwrap();
    // A copy of the first message delivered twice (a crash after storing, before moving).
    std::fs::write(
        new.join("1795424002.M3P1.host"),
        fixture("iccf_numeric_5254.eml"),
    )
    .unwrap();
    let now = chrono::Utc::now().naive_utc();
    let report = kingpost::doors::maildir::poll(
        &maildir,
        &mut conn,
        64 * 1024,
        &IntakeLimits::default(),
        now,
    )
    .unwrap();
    assert_eq!((report.stored, report.duplicates), (1, 1));
    assert_eq!(report.refused.len(), 1);
    assert!(report.refused[0].1.contains("not an email message"));
    assert_eq!(std::fs::read_dir(&new).unwrap().count(), 0);
    let mut cur: Vec<String> = std::fs::read_dir(maildir.join("cur"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    cur.sort();
    assert_eq!(
        cur,
        [
            "1795424000.M1P1.host:2,S",
            "1795424001.M2P1.host:2,T",
            "1795424002.M3P1.host:2,S"
        ]
    );
    let stored = rows(&url);
    assert_eq!(stored.len(), 1);
    assert_eq!(stored[0].source, "maildir");
    let again = kingpost::doors::maildir::poll(
        &maildir,
        &mut conn,
        64 * 1024,
        &IntakeLimits::default(),
        now,
    )
    .unwrap();
    assert_eq!(again, kingpost::doors::maildir::PollReport::default());
}

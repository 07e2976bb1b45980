//! Mail Kingpost sends, limited per address and kind, on every backend: thirty
//! `POST /forgot-password` in a row mail one reset link (the page answers the same each time),
//! and twenty forged mails in a player's name without a reply token, sent to the real SMTP
//! listener, earn the player a few error replies and then silence, recorded in the inbox.

use actix_web::http::StatusCode;
use kingpost::chess::Language;
use kingpost::config::{IntakeLimits, SmtpLimits};
use kingpost::db::inbox::{self, Status};
use kingpost::db::outbox::{self, OutboxRow};
use kingpost::doors::listener::{Listener, ListenerConfig};
use kingpost::service::notify::limits;

use crate::smtp_limits::connect_from;
use crate::support::pages::Browser;
use crate::support::postal::confirmed_player;
use crate::support::{TestApp, fresh_databases};

fn mail_of_kind(conn: &mut kingpost::db::DbConnection, to: &str, kind: &str) -> Vec<OutboxRow> {
    outbox::oldest(conn, 100_000)
        .unwrap()
        .into_iter()
        .filter(|r| r.recipient == to && r.kind == kind)
        .collect()
}

#[actix_web::test]
async fn thirty_forgot_password_posts_mail_one_link_and_answer_the_same() {
    for url in fresh_databases("limit-reset") {
        let state = TestApp::on(url.clone());
        let app = state.service().await;
        let mut owner = Browser::default();
        owner.register(&app, "paula").await;
        let mut browser = Browser::default();
        let mut bodies = Vec::new();
        for who in ["paula@example.org", "paula"].into_iter().cycle().take(30) {
            let reply = browser
                .submit(
                    &app,
                    "/forgot-password",
                    "/forgot-password",
                    &[("who", who)],
                )
                .await;
            assert_eq!(reply.status, StatusCode::OK);
            bodies.push(reply.body);
        }
        let unknown = browser
            .submit(
                &app,
                "/forgot-password",
                "/forgot-password",
                &[("who", "nobody")],
            )
            .await;
        assert!(
            bodies.iter().all(|b| *b == unknown.body),
            "{url}: the page never tells whether a mail went out"
        );
        let mut conn = state.pool.get().unwrap();
        let resets = mail_of_kind(&mut conn, "paula@example.org", limits::RESET_PASSWORD);
        assert_eq!(resets.len(), 1, "{url}: one link per few minutes");
        let verifications = mail_of_kind(&mut conn, "paula@example.org", limits::VERIFY_EMAIL);
        assert_eq!(verifications.len(), 1);
        // A new confirmation link asked for at once is not mailed either (the page says the
        // usual notice).
        let resent = owner.submit(&app, "/account", "/account/verify", &[]).await;
        assert_eq!(resent.status, StatusCode::SEE_OTHER);
        let verifications = mail_of_kind(&mut conn, "paula@example.org", limits::VERIFY_EMAIL);
        assert_eq!(verifications.len(), 1, "{url}");
    }
}

/// A mail in `from`'s name without a reply token, as a forger sends it.
fn forged(from: &str, n: usize) -> String {
    format!(
        "From: {from}\r\nTo: kingpost@localhost\r\nSubject: hello {n}\r\n\
         Message-ID: <forged-{n}@evil.example>\r\nDate: Tue, 24 Nov 2026 10:00:00 +0000\r\n\
         \r\nresign\r\n."
    )
}

#[test]
fn twenty_forged_mails_earn_a_few_error_replies_then_silence() {
    for url in fresh_databases("limit-forged") {
        let state = TestApp::on(url.clone());
        let mut conn = state.pool.get().unwrap();
        let now = chrono::Utc::now().naive_utc();
        confirmed_player(&mut conn, "walter", Language::English, now);
        let config = ListenerConfig {
            addr: "0.0.0.0:0".parse().unwrap(),
            name: "localhost".into(),
            max_bytes: 64 * 1024,
            limits: SmtpLimits::default(),
            intake: IntakeLimits::default(),
        };
        let listener = Listener::start(config, state.pool.clone()).unwrap();
        let mut smtp = connect_from("127.0.0.1", listener.local_addr().port());
        smtp.reply();
        smtp.send("HELO evil.example");
        for n in 0..20 {
            let from = format!("forger{n}@evil.example");
            assert!(smtp.send(&format!("MAIL FROM:<{from}>")).starts_with("250"));
            assert!(smtp.send("RCPT TO:<kingpost@localhost>").starts_with("250"));
            assert!(smtp.send("DATA").starts_with("354"));
            let stored = smtp.send(&forged("walter@example.org", n));
            assert!(stored.starts_with("250"), "{stored}");
        }
        smtp.send("QUIT");
        state.deliver();
        let errors = mail_of_kind(&mut conn, "walter@example.org", limits::COMMAND_ERROR);
        assert_eq!(errors.len(), 3, "{url}: a few per hour, then silence");
        assert_eq!(
            inbox::count_with_status(&mut conn, Status::Processed).unwrap(),
            20,
            "{url}: every one is recorded"
        );
        let last = inbox::get(&mut conn, 20).unwrap().unwrap();
        let outcome = last.outcome.unwrap_or_default();
        assert!(outcome.contains("not answered"), "{url}: {outcome}");
        drop(smtp);
        listener.shutdown();
    }
}

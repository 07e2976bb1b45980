//! Delivery over real SMTP to a sink on 127.0.0.1: messages parse back with every header and
//! both parts; a 4xx is retried after a pause; a 5xx fails the message and marks the address as
//! bouncing (shown on the account page) until mail gets through again; two `kingpost worker`
//! processes on one PostgreSQL database send each of many messages exactly once; and the
//! worker command itself.

use std::collections::HashSet;
use std::process::Stdio;
use std::time::{Duration, Instant};

use chrono::NaiveDateTime;
use kingpost::db::outbox::{self, NewOutboxMail};
use kingpost::db::{DbConnection, users};
use kingpost::jobs::outbox::{Report, deliver_due};
use kingpost::mail::transport::TransportConfig;
use serde_json::json;

use crate::server::kingpost;
use crate::support::api::{call, player};
use crate::support::mail::{Sink, SinkRules, all_rows, parse};
use crate::support::pages::Browser;
use crate::support::{TestApp, fresh_databases, fresh_postgres, fresh_sqlite, temp_dir};

/// The app state for `url`, sending to `sink`.
fn state_for(url: kingpost::db::DatabaseUrl, sink: &Sink) -> TestApp {
    TestApp::builder().database(url).mail(sink).build()
}

/// Alice (White) and Bob start a game through the API; returns the game id and their tokens.
/// Their address confirmations (account mail, written at sign-up) go out as files first, so
/// the sink sees only game mail.
async fn start_game(
    app: &impl actix_web::dev::Service<
        actix_http::Request,
        Response = actix_web::dev::ServiceResponse,
        Error = actix_web::Error,
    >,
    state: &TestApp,
) -> (i64, String, String) {
    let alice = player(app, "alice").await;
    let bob = player(app, "bob").await;
    let mut files = state.config.clone();
    files.mail_transport = TransportConfig::File(Some(crate::support::temp_dir("account-mail")));
    deliver_due(&state.jobs_for(&files), now()).unwrap();
    let terms = json!({"opponent": "bob", "color": "white", "time_control": "3d"});
    let (_, body) = call(app, "/api/v1/challenges", Some(&alice), Some(terms)).await;
    let accept = format!("/api/v1/challenges/{}/accept", body["id"]);
    let (_, body) = call(app, &accept, Some(&bob), Some(json!({}))).await;
    (body["game_id"].as_i64().unwrap(), alice, bob)
}

/// The next whole second (PostgreSQL keeps microseconds, Rust nanoseconds; mail written
/// before is due then).
fn now() -> NaiveDateTime {
    use chrono::SubsecRound;
    chrono::Utc::now().naive_utc().trunc_subsecs(0) + chrono::Duration::seconds(1)
}

#[actix_web::test]
async fn the_worker_delivers_over_smtp_and_messages_parse_back() {
    for url in fresh_databases("smtp-deliver") {
        let sink = Sink::start(SinkRules::default());
        let state = state_for(url, &sink);
        let app = state.service().await;
        let (game, alice, _) = start_game(&app, &state).await;
        let path = format!("/api/v1/games/{game}/moves");
        call(&app, &path, Some(&alice), Some(json!({"move": "e4"}))).await;
        let ctx = state.jobs();
        let report = deliver_due(&ctx, now()).unwrap();
        assert_eq!(
            report,
            Report {
                sent: 3,
                retried: 0,
                failed: 0
            }
        );
        let received = sink.received();
        assert_eq!(received.len(), 3);
        let mut conn = state.pool.get().unwrap();
        for row in all_rows(&mut conn)
            .into_iter()
            .filter(|r| r.game_id.is_some())
        {
            assert_eq!(row.status, "sent");
            let got = received
                .iter()
                .find(|r| parse(&r.data).message_id == row.message_id.trim_matches(['<', '>']))
                .expect("the sink got every row");
            assert_eq!(got.to, std::slice::from_ref(&row.recipient));
            let parsed = parse(&got.data);
            assert_eq!(parsed.content_type, "multipart/alternative");
            assert_eq!(parsed.reply_to, row.reply_to);
            assert_eq!(parsed.subject, row.subject);
            assert_eq!(
                parsed.text.replace("\r\n", "\n").trim_end(),
                row.text_body.trim_end()
            );
            assert!(parsed.html.contains("<table role=\"img\""));
            for header in [
                "Auto-Submitted: auto-generated",
                "In-Reply-To: <",
                "References: <game-",
                "List-Unsubscribe: <http",
            ] {
                assert!(
                    parsed.headers.contains(header),
                    "{header} in\n{}",
                    parsed.headers
                );
            }
        }
        assert_eq!(deliver_due(&ctx, now()).unwrap().total(), 0);
    }
}

#[actix_web::test]
async fn a_temporary_refusal_is_retried_after_a_pause() {
    for url in fresh_databases("smtp-retry") {
        let sink = Sink::start(SinkRules {
            temporary_failures: 1,
            ..SinkRules::default()
        });
        let state = state_for(url, &sink);
        let app = state.service().await;
        start_game(&app, &state).await;
        let ctx = state.jobs();
        let start = now();
        let report = deliver_due(&ctx, start).unwrap();
        assert_eq!(
            report,
            Report {
                sent: 1,
                retried: 1,
                failed: 0
            }
        );
        let mut conn = state.pool.get().unwrap();
        let waiting = all_rows(&mut conn)
            .into_iter()
            .find(|r| r.status == "pending")
            .unwrap();
        assert!(
            waiting.last_error.as_deref().unwrap().contains("450"),
            "{waiting:?}"
        );
        assert_eq!(
            waiting.next_attempt_at,
            start + chrono::Duration::minutes(1)
        );
        assert_eq!(deliver_due(&ctx, start).unwrap().total(), 0, "not due yet");
        let later = start + chrono::Duration::minutes(2);
        assert_eq!(deliver_due(&ctx, later).unwrap().sent, 1);
        let row = outbox::find(&mut conn, waiting.id).unwrap().unwrap();
        assert_eq!((row.status.as_str(), row.attempts), ("sent", 2));
        assert_eq!(sink.message_ids().0.len(), 2);
    }
}

#[actix_web::test]
async fn a_refused_address_fails_and_is_shown_as_bouncing_until_mail_gets_through() {
    for url in fresh_databases("smtp-bounce") {
        let sink = Sink::start(SinkRules {
            refuse: vec!["bob@example.org".into()],
            ..SinkRules::default()
        });
        let state = state_for(url, &sink);
        let app = state.service().await;
        let (game, alice, _) = start_game(&app, &state).await;
        let ctx = state.jobs();
        let report = deliver_due(&ctx, now()).unwrap();
        assert_eq!(
            report,
            Report {
                sent: 1,
                retried: 0,
                failed: 1
            }
        );
        let mut conn = state.pool.get().unwrap();
        let bob = users::find_by_username(&mut conn, "bob").unwrap().unwrap();
        assert!(bob.email_bouncing_at.is_some());
        let reason = bob.email_bounce_reason.unwrap();
        assert!(reason.contains("550"), "{reason}");
        let failed: Vec<_> = outbox::of_user(&mut conn, bob.id)
            .unwrap()
            .into_iter()
            .filter(|r| r.game_id.is_some())
            .collect();
        assert_eq!(failed[0].status, "failed");

        let mut browser = Browser::default();
        browser.login(&app, "bob", "long enough").await;
        let page = browser.get(&app, "/account").await;
        assert!(page.body.contains("id=\"email-bouncing\""), "{}", page.body);
        assert!(page.body.contains("could not be delivered"));
        assert!(page.body.contains("550"));

        sink.set_rules(SinkRules::default());
        let path = format!("/api/v1/games/{game}/moves");
        call(&app, &path, Some(&alice), Some(json!({"move": "e4"}))).await;
        assert_eq!(deliver_due(&ctx, now()).unwrap().sent, 1);
        let bob = users::find_by_username(&mut conn, "bob").unwrap().unwrap();
        assert_eq!(
            bob.email_bouncing_at, None,
            "a delivered mail clears the mark"
        );
        let page = browser.get(&app, "/account").await;
        assert!(!page.body.contains("email-bouncing"));
    }
}

/// `count` pending messages to `to`, as a busy instance would have them.
fn pending_rows(conn: &mut DbConnection, count: usize, to: &str) {
    let at = chrono::Utc::now().naive_utc() - chrono::Duration::seconds(1);
    for i in 0..count {
        let id = format!("<load-{i}@kingpost.test>");
        let body = format!("message {i}");
        let row = NewOutboxMail {
            recipient: to,
            user_id: None,
            game_id: None,
            kind: "test",
            subject: "load",
            text_body: &body,
            html_body: &body,
            snapshot: None,
            message_id: &id,
            in_reply_to: None,
            thread_references: None,
            reply_to: None,
            list_unsubscribe: None,
            next_attempt_at: at,
            created_at: at,
        };
        outbox::insert(conn, &row).unwrap();
    }
}

#[test]
fn two_workers_on_one_postgres_database_send_each_message_exactly_once() {
    let Some(url) = fresh_postgres("two-workers") else {
        return;
    };
    let state = TestApp::on(url.clone());
    let mut conn = state.pool.get().unwrap();
    const COUNT: usize = 300;
    pending_rows(&mut conn, COUNT, "many@example.org");
    let sink = Sink::start(SinkRules {
        delay: Some(Duration::from_millis(3)),
        ..SinkRules::default()
    });
    let workers: Vec<_> = (0..2)
        .map(|_| {
            kingpost()
                .args(["worker", "--once", "--database-url"])
                .arg(match &url {
                    kingpost::db::DatabaseUrl::Postgres(u) => u.clone(),
                    other => other.to_string(),
                })
                .arg("--data-dir")
                .arg(&state.config.data_dir)
                .args(["--mail-transport", &sink.transport()])
                .stderr(Stdio::null())
                .spawn()
                .unwrap()
        })
        .collect();
    let deadline = Instant::now() + Duration::from_secs(120);
    for mut worker in workers {
        loop {
            if let Some(status) = worker.try_wait().unwrap() {
                assert!(status.success());
                break;
            }
            assert!(
                Instant::now() < deadline,
                "the workers did not finish in 120 s"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }
    let (ids, total) = sink.message_ids();
    assert_eq!(
        (ids.len(), total),
        (COUNT, COUNT),
        "each message exactly once"
    );
    assert_eq!(
        outbox::count_with_status(&mut conn, "sent").unwrap(),
        COUNT as i64
    );
    let claimers: HashSet<String> = all_rows(&mut conn)
        .into_iter()
        .filter_map(|r| r.claimed_by)
        .collect();
    assert_eq!(claimers.len(), 2, "both workers took a share: {claimers:?}");
}

#[test]
fn the_worker_command_explains_itself_and_sends_the_outbox_as_files() {
    let help = kingpost().args(["worker", "--help"]).output().unwrap();
    assert!(help.status.success());
    let text = String::from_utf8(help.stdout).unwrap();
    for option in [
        "--once",
        "--mail-transport",
        "--mail-domain",
        "--database-url",
        "--data-dir",
    ] {
        assert!(text.contains(option), "{option} in\n{text}");
    }
    let url = fresh_sqlite("worker-files");
    let kingpost::db::DatabaseUrl::Sqlite(path) = &url else {
        unreachable!()
    };
    let data = temp_dir("worker-files-data");
    let state = TestApp::on(url.clone());
    pending_rows(&mut state.pool.get().unwrap(), 3, "files@example.org");
    let status = kingpost()
        .args(["worker", "--once", "--database-url"])
        .arg(format!("sqlite://{}", path.display()))
        .arg("--data-dir")
        .arg(&data)
        .stderr(Stdio::null())
        .status()
        .unwrap();
    assert!(status.success());
    let files = crate::support::pages::outbox(&data);
    assert_eq!(files.len(), 3);
    for file in files {
        let parsed = parse(&std::fs::read(file).unwrap());
        assert_eq!(parsed.content_type, "multipart/alternative");
        assert!(parsed.text.starts_with("message "));
    }
}

/// Recording a batch: the sent messages this worker still holds are marked sent together; one
/// whose claim ran out and went to another worker while it was being sent is left to that
/// worker (reported as a lost claim), on both backends.
#[test]
fn a_batch_is_recorded_sent_except_a_message_another_worker_took_over() {
    use kingpost::service::outbox::{Delivery, Recorded, claim, record_all};
    for url in fresh_databases("record-batch") {
        let state = TestApp::on(url.clone());
        let mut conn = state.pool.get().unwrap();
        pending_rows(&mut conn, 3, "batch@example.org");
        let at = chrono::Utc::now().naive_utc();
        let rows = claim(&mut conn, "worker-a", at, 10).unwrap();
        assert_eq!(rows.len(), 3, "{url:?}");
        // The third message's lease is taken over by worker B while A sends.
        diesel::RunQueryDsl::execute(
            diesel::sql_query(format!(
                "UPDATE outbox SET claimed_by = 'worker-b' WHERE id = {}",
                rows[2].id
            )),
            &mut **conn,
        )
        .unwrap();
        let results: Vec<_> = rows.iter().map(|row| (row, Delivery::Sent)).collect();
        let recorded = record_all(&mut conn, &results, "worker-a", at).unwrap();
        assert_eq!(
            recorded,
            vec![Recorded::Sent, Recorded::Sent, Recorded::LostClaim],
            "{url:?}"
        );
        let statuses: Vec<String> = all_rows(&mut conn)
            .into_iter()
            .map(|row| row.status)
            .collect();
        assert_eq!(
            statuses.iter().filter(|s| *s == "sent").count(),
            2,
            "{url:?}: {statuses:?}"
        );
    }
}

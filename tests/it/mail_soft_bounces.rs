//! Soft bounces, on every backend: a report that delivery of a message is delayed (a DSN with
//! `Action: delayed`, or a failure with a 4.x.x status only) that comes back to the message's
//! own bounce address is counted once per message; the address is marked as bouncing only
//! after `soft_bounce_limit` of them within `soft_bounce_days`, while a permanent failure marks
//! it at once.

use crate::support::TestApp;
use actix_web::test as web_test;
use chrono::{NaiveDateTime, SubsecRound};
use kingpost::config::Settings;
use kingpost::db::inbox::{self, Source, Stored};
use kingpost::db::outbox::{self, OutboxRow};
use kingpost::db::{DatabaseUrl, DbConnection, users};
use kingpost::service::inbox::{Incoming, receive};
use serde_json::json;

use crate::support::api::{call, player};
use crate::support::fresh_databases;

/// The app state on `url`, with three soft bounces within 30 days marking an address.
fn state_for(url: DatabaseUrl) -> TestApp {
    TestApp::builder()
        .database(url)
        .settings(Settings {
            base_url: Some("https://chess.example.org".into()),
            soft_bounce_limit: Some(3),
            soft_bounce_days: Some(30),
            ..Settings::default()
        })
        .build()
}

fn now() -> NaiveDateTime {
    chrono::Utc::now().naive_utc().trunc_subsecs(0) + chrono::Duration::seconds(1)
}

/// A delivery status notification about `recipient` with `action` and `status`.
fn report(to: &str, id: &str, action: &str, status: &str) -> String {
    format!(
        "Return-Path: <>\r\nFrom: Mail Delivery Subsystem <mailer-daemon@relay.example.com>\r\n\
         To: {to}\r\nSubject: Delivery Status Notification\r\nMessage-Id: <{id}>\r\n\
         Date: Tue, 24 Nov 2026 10:00:00 +0000\r\nMIME-Version: 1.0\r\n\
         Content-Type: multipart/report; report-type=\"delivery-status\"; boundary=\"b1\"\r\n\r\n\
         --b1\r\nContent-Type: text/plain\r\n\r\nAbout your message.\r\n\r\n\
         --b1\r\nContent-Type: message/delivery-status\r\n\r\n\
         Reporting-MTA: dns; relay.example.com\r\n\r\n\
         Final-Recipient: rfc822; bob@example.org\r\nAction: {action}\r\nStatus: {status}\r\n\r\n\
         --b1--\r\n"
    )
}

/// Stores `raw` as delivered to `to` and runs the worker; returns the inbox outcome.
fn returned(state: &TestApp, raw: &str, to: &str) -> String {
    let mut conn = state.pool.get().unwrap();
    let key = kingpost::mail::inbound::identify(raw.as_bytes()).unwrap();
    let envelope = [to.to_owned()];
    let incoming = Incoming {
        key: key.as_str(),
        raw: raw.as_bytes(),
        source: Source::Smtp,
        envelope_from: Some(""),
        envelope_to: &envelope,
        client: None,
        sender: Some(""),
    };
    let Stored::New(id) = receive(&mut conn, &incoming, now()).unwrap() else {
        panic!("stored before");
    };
    state.deliver();
    let row = inbox::get(&mut conn, id).unwrap().unwrap();
    assert_eq!(row.status, "ignored", "{:?}", row.outcome);
    row.outcome.unwrap_or_default()
}

fn bobs_mail(conn: &mut DbConnection) -> Vec<OutboxRow> {
    let bob = users::find_by_username(conn, "bob").unwrap().unwrap();
    let rows = outbox::of_user(conn, bob.id).unwrap();
    crate::support::mail::as_sent(conn, rows)
}

fn bouncing(conn: &mut DbConnection) -> bool {
    let bob = users::find_by_username(conn, "bob").unwrap().unwrap();
    bob.email_bouncing_at.is_some()
}

#[actix_web::test]
async fn soft_bounces_are_counted_per_message_and_mark_the_address_at_the_limit() {
    for url in fresh_databases("soft-bounces") {
        let state = state_for(url);
        let app = web_test::init_service(kingpost::web::app(state.clone())).await;
        let alice = player(&app, "alice").await;
        let bob = player(&app, "bob").await;
        // Four messages to bob: his confirmation link and three games starting.
        for _ in 0..3 {
            let terms = json!({"opponent": "bob", "color": "white", "time_control": "3d"});
            let (_, made) = call(&app, "/api/v1/challenges", Some(&alice), Some(terms)).await;
            let accept = format!("/api/v1/challenges/{}/accept", made["id"]);
            call(&app, &accept, Some(&bob), Some(json!({}))).await;
        }
        state.deliver();
        let mut conn = state.pool.get().unwrap();
        let rows = bobs_mail(&mut conn);
        assert!(rows.len() >= 4, "{}", rows.len());
        let address = |row: &OutboxRow| state.mail.bounce_address(row.id);

        // A delay for the first message, reported twice: one soft bounce.
        let first = address(&rows[0]);
        for id in ["d1@relay", "d1-again@relay"] {
            let outcome = returned(&state, &report(&first, id, "delayed", "4.4.7"), &first);
            assert!(outcome.contains("soft bounce"), "{outcome}");
        }
        assert!(!bouncing(&mut conn));
        // A failure with a temporary status (the relay gave up): soft, the second.
        let second = address(&rows[1]);
        let outcome = returned(
            &state,
            &report(&second, "f2@relay", "failed", "4.2.2"),
            &second,
        );
        assert!(outcome.contains("soft bounce"), "{outcome}");
        assert!(outcome.contains("2 soft bounce(s)"), "{outcome}");
        assert!(!bouncing(&mut conn), "two of three");
        // The third message's delay reaches the limit.
        let third = address(&rows[2]);
        let outcome = returned(
            &state,
            &report(&third, "d3@relay", "delayed", "4.4.1"),
            &third,
        );
        assert!(outcome.contains("3 soft bounce(s)"), "{outcome}");
        assert!(outcome.contains("marked as bouncing"), "{outcome}");
        assert!(bouncing(&mut conn));
        let bob_row = users::find_by_username(&mut conn, "bob").unwrap().unwrap();
        let reason = bob_row.email_bounce_reason.unwrap_or_default();
        assert!(
            reason.contains("3 delivery delay reports within 30 days"),
            "{reason}"
        );

        // A permanent failure still marks at once (here: alice's address, never delayed).
        let to_alice = outbox::oldest(&mut conn, 100)
            .unwrap()
            .into_iter()
            .find(|r| r.recipient == "alice@example.org")
            .unwrap();
        let hard = state.mail.bounce_address(to_alice.id);
        let raw = report(&hard, "h1@relay", "failed", "5.1.1").replace("bob@", "alice@");
        let outcome = returned(&state, &raw, &hard);
        assert!(outcome.contains("hard bounce"), "{outcome}");
        let alice_row = users::find_by_username(&mut conn, "alice")
            .unwrap()
            .unwrap();
        assert!(alice_row.email_bouncing_at.is_some());
    }
}

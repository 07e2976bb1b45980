//! The inbox table on both backends: storage that is idempotent on the message key and keeps
//! the bytes exactly, claims that are leases (a crashed worker's message is taken again), marks
//! that apply once, and on PostgreSQL `SKIP LOCKED`, so a worker never waits for another's row.

use std::time::{Duration as StdDuration, Instant};

use chrono::{Duration, NaiveDateTime};
use diesel::connection::SimpleConnection;
use kingpost::db::inbox::{self, NewInboxMail, Source, Status, Stored};
use kingpost::db::{self, DatabaseUrl, DbConnection};

use crate::support::{fresh_databases, fresh_postgres};

fn now() -> NaiveDateTime {
    chrono::DateTime::from_timestamp(1_795_424_000, 0)
        .unwrap()
        .naive_utc()
}

fn open(url: &DatabaseUrl) -> DbConnection {
    let mut conn = db::connect_once(url).unwrap();
    db::migrate(&mut conn).unwrap();
    conn
}

fn store(conn: &mut DbConnection, key: &str, raw: &[u8]) -> Stored {
    let to = vec!["move+t@chess.example.org".to_owned()];
    let new = NewInboxMail {
        message_id: key,
        raw,
        source: Source::Smtp,
        envelope_from: Some(""),
        envelope_to: &to,
        received_at: now(),
        client_addr: None,
        sender: None,
    };
    inbox::store_raw(conn, &new).unwrap()
}

#[test]
fn storing_is_idempotent_and_keeps_every_byte() {
    for url in fresh_databases("inbox-store") {
        let mut conn = open(&url);
        let raw: Vec<u8> = (0..=255u8).chain(*b"\r\n.\r\n").collect();
        let Stored::New(id) = store(&mut conn, "a@example.org", &raw) else {
            panic!("{url}: not new")
        };
        assert_eq!(
            store(&mut conn, "a@example.org", b"other bytes"),
            Stored::Duplicate(id)
        );
        assert_eq!(inbox::count(&mut conn).unwrap(), 1, "{url}");
        let row = inbox::get(&mut conn, id).unwrap().unwrap();
        assert_eq!(row.raw, raw, "{url}");
        assert_eq!(row.size, 261);
        assert_eq!(row.envelope_recipients(), ["move+t@chess.example.org"]);
        assert_eq!(Status::from_name(&row.status), Some(Status::New));
    }
}

#[test]
fn claims_are_leases_and_a_message_is_marked_once() {
    let lease = Duration::minutes(5);
    for url in fresh_databases("inbox-claim") {
        let mut conn = open(&url);
        store(&mut conn, "one@x", b"Subject: 1\r\n\r\n1");
        store(&mut conn, "two@x", b"Subject: 2\r\n\r\n2");
        let first = inbox::claim_next_unprocessed(&mut conn, "a", now(), lease)
            .unwrap()
            .unwrap();
        let second = inbox::claim_next_unprocessed(&mut conn, "b", now(), lease)
            .unwrap()
            .unwrap();
        assert_eq!(
            (first.message_id.as_str(), second.message_id.as_str()),
            ("one@x", "two@x")
        );
        assert_eq!(first.claimed_by.as_deref(), Some("a"));
        assert!(
            inbox::claim_next_unprocessed(&mut conn, "c", now(), lease)
                .unwrap()
                .is_none()
        );

        // Worker a "crashed": after the lease its message is claimed again.
        let later = now() + Duration::minutes(6);
        let again = inbox::claim_next_unprocessed(&mut conn, "c", later, lease)
            .unwrap()
            .unwrap();
        assert_eq!((again.id, again.attempts), (first.id, 2), "{url}");
        assert_eq!(again.claimed_by.as_deref(), Some("c"));

        assert!(
            inbox::mark_processed(&mut conn, first.id, Status::Processed, "played e5", later)
                .unwrap()
        );
        assert!(
            !inbox::mark_processed(&mut conn, first.id, Status::Failed, "again", later).unwrap()
        );
        let row = inbox::get(&mut conn, first.id).unwrap().unwrap();
        assert_eq!(
            (row.status.as_str(), row.outcome.as_deref()),
            ("processed", Some("played e5"))
        );
        assert_eq!(row.processed_at, Some(later));

        inbox::release_claim(&mut conn, second.id).unwrap();
        let released = inbox::claim_next_unprocessed(&mut conn, "d", now(), lease)
            .unwrap()
            .unwrap();
        assert_eq!(
            released.id, second.id,
            "{url}: a released claim is taken at once"
        );
        let far = now() + Duration::hours(1);
        inbox::mark_processed(&mut conn, second.id, Status::Ignored, "auto-reply", far).unwrap();
        assert!(
            inbox::claim_next_unprocessed(&mut conn, "e", far, lease)
                .unwrap()
                .is_none()
        );
    }
}

#[test]
fn postgres_claims_skip_rows_another_worker_holds() {
    let Some(url) = fresh_postgres("inbox-skip") else {
        return;
    };
    let mut holder = open(&url);
    store(&mut holder, "one@x", b"Subject: 1\r\n\r\n1");
    store(&mut holder, "two@x", b"Subject: 2\r\n\r\n2");
    holder
        .batch_execute("BEGIN; SELECT id FROM inbox WHERE message_id = 'one@x' FOR UPDATE")
        .unwrap();
    let mut worker = open(&url);
    // Without SKIP LOCKED the claim would wait for the lock: make that an error, not a hang.
    worker
        .batch_execute("SET statement_timeout = '3s'")
        .unwrap();
    let started = Instant::now();
    let claimed = inbox::claim_next_unprocessed(&mut worker, "w", now(), Duration::minutes(5))
        .unwrap()
        .unwrap();
    assert_eq!(claimed.message_id, "two@x");
    assert!(
        started.elapsed() < StdDuration::from_secs(2),
        "it did not wait for the lock"
    );
    holder.batch_execute("ROLLBACK").unwrap();
    let next = inbox::claim_next_unprocessed(&mut worker, "w", now(), Duration::minutes(5))
        .unwrap()
        .unwrap();
    assert_eq!(next.message_id, "one@x");
}

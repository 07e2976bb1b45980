//! Starting a big postal event and rendering its crosstable page, on SQLite.
//!
//! Setup (not timed): a template SQLite file under `target/` with 750 players and an organizer,
//! an event of 50 sections of 15 players (single round) and the 750 registrations.
//!
//! Timed with criterion:
//! - `start_50x15`: `service::events::start` on a fresh copy of the template (copied before
//!   each sample, not timed): seeding by rating, the 50 Berger tables' 5,250 games created
//!   through the shared game creation with their clocks, the links, and 750 start mails with
//!   each player's 14 games, in one transaction.
//! - `crosstable_page`: `GET /events/{id}` through the whole application in-process (routing,
//!   session, the view's queries, standings, the askama page) on the started event.
//! - `event_view`: just the view (queries and standings) behind that page.

#![allow(clippy::expect_used, clippy::unwrap_used, missing_docs)] // a benchmark stops loudly

use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use criterion::{BatchSize, Criterion, criterion_group, criterion_main};
use diesel::connection::SimpleConnection;
use kingpost::config::{Config, Settings};
use kingpost::db::{self, DatabaseUrl, Pool};
use kingpost::domain::account::UserId;
use kingpost::domain::events::EventSettings;
use kingpost::mail::tokens::ReplySecret;
use kingpost::service::events::{self, view};
use kingpost::service::notify::MailSettings;

const SECTIONS: u32 = 50;
const SIZE: u32 = 15;
const PLAYERS: u32 = SECTIONS * SIZE;

fn target() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("target")
}

fn remove(path: &Path) {
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
    }
}

fn when(text: &str) -> chrono::NaiveDateTime {
    format!("{text}T00:00:00").parse().unwrap()
}

fn mail() -> MailSettings {
    MailSettings {
        base_url: "http://127.0.0.1:8080".into(),
        domain: "localhost".into(),
        secret: ReplySecret::from_bytes(b"a benchmark secret, long enough"),
    }
}

/// The template: players, organizer, the event and its registrations, built in a scratch file
/// and written to `path` with `VACUUM INTO` (a consistent snapshot with no log beside it; a
/// plain copy of the open file could miss what its checkpoint thread had not yet moved out of
/// the log). Returns the event id and the organizer.
fn template(path: &Path) -> (i32, UserId) {
    remove(path);
    let scratch = target().join("events-bench-build.sqlite");
    remove(&scratch);
    let pool = db::connect(&DatabaseUrl::sqlite(scratch), 2).unwrap();
    let mut conn = pool.get_for_write().unwrap();
    db::migrate(&mut conn).unwrap();
    conn.batch_execute(&format!(
        "BEGIN;
         WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < {PLAYERS})
         INSERT INTO users (username, email, password_hash, created_at)
         SELECT 'p' || i, 'p' || i || '@example.org', 'x', '2026-06-01 00:00:00' FROM n;
         INSERT INTO users (username, email, password_hash, created_at, role)
         VALUES ('olga', 'olga@example.org', 'x', '2026-06-01 00:00:00', 'organizer');
         COMMIT;"
    ))
    .unwrap();
    let olga = UserId(i32::try_from(PLAYERS).unwrap() + 1);
    let settings = EventSettings {
        name: "Bench Open".to_owned(),
        sections: SECTIONS,
        section_size: SIZE,
        starts_at: when("2026-12-01"),
        ends_at: when("2028-12-01"),
        ..EventSettings::default()
    };
    let id = events::create_event(&mut conn, olga, settings, when("2026-11-01")).unwrap();
    conn.batch_execute(&format!(
        "INSERT INTO event_players (event_id, user_id, rating, status, registered_at)
         SELECT {id}, id, 1200 + (id * 37) % 900, 'registered', '2026-11-02 00:00:00'
         FROM users WHERE id <= {PLAYERS};
         VACUUM INTO '{}';",
        path.display()
    ))
    .unwrap();
    (id, olga)
}

/// A fresh copy of the template, opened.
fn copy(template: &Path, name: &str) -> Pool {
    let path = target().join(name);
    remove(&path);
    std::fs::copy(template, &path).unwrap();
    db::connect(&DatabaseUrl::sqlite(path), 2).unwrap()
}

fn start(pool: &Pool, id: i32, olga: UserId) -> usize {
    let mut conn = pool.get_for_write().unwrap();
    events::start(&mut conn, &mail(), olga, id, 7, when("2026-12-01"))
        .unwrap()
        .games
}

fn bench(c: &mut Criterion) {
    let template_path = target().join("events-bench-template.sqlite");
    let started = Instant::now();
    let (id, olga) = template(&template_path);
    println!(
        "setup: {PLAYERS} players, an event of {SECTIONS} sections of {SIZE} in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    let once = copy(&template_path, "events-bench-once.sqlite");
    let timer = Instant::now();
    let games = start(&once, id, olga);
    println!(
        "start once: {games} games in {:.2} s",
        timer.elapsed().as_secs_f64()
    );
    assert_eq!(games, 5_250);

    let mut group = c.benchmark_group("event_50x15");
    group.sample_size(10);
    group.warm_up_time(Duration::from_secs(1));
    group.measurement_time(Duration::from_secs(40));
    group.bench_function("start_50x15", |b| {
        b.iter_batched(
            || copy(&template_path, "events-bench-start.sqlite"),
            |pool| black_box(start(&pool, id, olga)),
            BatchSize::PerIteration,
        )
    });
    group.finish();

    let config = Config {
        database: DatabaseUrl::sqlite(target().join("events-bench-once.sqlite")),
        data_dir: target().join("events-bench-data"),
        ..Config::load(Settings::default()).unwrap()
    };
    let state = kingpost::web::AppState::new(config, once.clone()).unwrap();
    let mut group = c.benchmark_group("event_50x15_pages");
    group.sample_size(30);
    group.bench_function("event_view", |b| {
        let mut conn = once.get().unwrap();
        b.iter(|| black_box(view::build(&mut conn, id).unwrap().sections.len()))
    });
    let system = actix_web::rt::System::new();
    let app = system.block_on(actix_web::test::init_service(kingpost::web::app(state)));
    let path = format!("/events/{id}");
    let bytes = system.block_on(async {
        let req = actix_web::test::TestRequest::get().uri(&path).to_request();
        let resp = actix_web::test::call_service(&app, req).await;
        assert!(resp.status().is_success());
        actix_web::test::read_body(resp).await.len()
    });
    println!("crosstable page: {bytes} bytes of HTML");
    group.bench_function("crosstable_page", |b| {
        b.iter(|| {
            system.block_on(async {
                let req = actix_web::test::TestRequest::get().uri(&path).to_request();
                let resp = actix_web::test::call_service(&app, req).await;
                black_box(actix_web::test::read_body(resp).await.len())
            })
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);

//! The deadline check over 100,000 active games on SQLite.
//!
//! Setup (not timed): a fresh SQLite file under `target/`, 2,000 players and 100,000 active
//! `10/50` games of 10 plies each (1,000,000 moves), inserted by recursive SQL in a few seconds.
//! Game `i` is due for a look at `T0 + 17 s × i`, so the next checks are spread over 20 days;
//! every tenth game is old enough that its player has overstepped (a forfeit), the others have
//! nothing due or a reminder.
//!
//! Timed with criterion (dry runs, which read everything and write nothing, so they can repeat):
//! - `minute`: the check as the worker runs it each minute (the games due in one minute);
//! - `burst_1000`: a check with 1,000 games due at once (100 of them forfeits), as at a popular
//!   time zone's midnight.
//!
//! Then timed once each, because they change the data: the same two checks applied, and the
//! check with all 100,000 games due at once (the first run after the clocks migration); these
//! run only under `cargo bench`.

#![allow(clippy::expect_used, clippy::unwrap_used)] // a benchmark stops loudly on bad setup

use std::hint::black_box;
use std::time::Instant;

use chrono::{Duration, NaiveDateTime};
use criterion::{Criterion, criterion_group, criterion_main};
use diesel::connection::SimpleConnection;
use kingpost::chess::variant::position_fen;
use kingpost::chess::{GameRecord, Language, StartPosition, parse_move};
use kingpost::db::{self, DatabaseUrl, DbConnection, Pool};
use kingpost::domain::reminders::ReminderPolicy;
use kingpost::mail::tokens::ReplySecret;
use kingpost::service::deadlines;
use kingpost::service::notify::MailSettings;

const GAMES: u32 = 100_000;
const PLAYERS: u32 = 2_000;
const SPACING_SECONDS: i64 = 17;
const MOVES: [(&str, &str); 10] = [
    ("e2e4", "e4"),
    ("e7e5", "e5"),
    ("g1f3", "Nf3"),
    ("b8c6", "Nc6"),
    ("f1c4", "Bc4"),
    ("g8f6", "Nf6"),
    ("d2d3", "d3"),
    ("f8c5", "Bc5"),
    ("c2c3", "c3"),
    ("d7d6", "d6"),
];

fn t0() -> NaiveDateTime {
    "2026-06-01T00:00:00".parse().unwrap()
}

fn sql_time(t: NaiveDateTime) -> String {
    t.format("%Y-%m-%d %H:%M:%S").to_string()
}

/// The position after the ten moves, so the stored games replay.
fn fens() -> (String, String) {
    let start = StartPosition::standard();
    let mut record = GameRecord::new(start.clone());
    for (uci, _) in MOVES {
        let mv = parse_move(record.position(), uci, Language::English)
            .unwrap()
            .mv;
        record.play(mv).unwrap();
    }
    (start.fen(), position_fen(record.position()))
}

fn setup() -> Pool {
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/deadlines-bench.sqlite");
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
    }
    let pool = db::connect(&DatabaseUrl::sqlite(path), 2).unwrap();
    let mut conn = pool.get().unwrap();
    db::migrate(&mut conn).unwrap();
    let started = Instant::now();
    let (start_fen, fen) = fens();
    let (recent, old) = (
        sql_time(t0() - Duration::days(2)),
        sql_time(t0() - Duration::days(200)),
    );
    let first_check = sql_time(t0());
    let moves: Vec<String> = MOVES
        .iter()
        .enumerate()
        .map(|(i, (uci, san))| format!("({}, '{uci}', '{san}')", i + 1))
        .collect();
    conn.batch_execute(&format!(
        "BEGIN;
         WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < {PLAYERS})
         INSERT INTO users (username, email, password_hash, created_at)
         SELECT 'p' || i, 'p' || i || '@example.org', 'x', '{recent}' FROM n;
         WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < {GAMES})
         INSERT INTO games (id, white_id, black_id, variant, initial_fen, current_fen, ply, version,
                            status, result, time_control, created_at, updated_at, deadline,
                            clock_check_at)
         SELECT i, i % {PLAYERS} + 1, (i + 1) % {PLAYERS} + 1, 'standard', '{start_fen}', '{fen}',
                10, 10, 'active', '*', '10/50',
                CASE WHEN i % 10 = 0 THEN '{old}' ELSE '{recent}' END,
                '{recent}', NULL,
                datetime('{first_check}', '+' || (i * {SPACING_SECONDS}) || ' seconds')
         FROM n;
         WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < {GAMES}),
              m(ply, uci, san) AS (VALUES {})
         INSERT INTO moves (game_id, ply, uci, san, played_by, source, played_at)
         SELECT n.i, m.ply, m.uci, m.san, NULL, 'api',
                datetime(games.created_at, '+' || m.ply || ' hours')
         FROM n CROSS JOIN m JOIN games ON games.id = n.i;
         COMMIT;",
        moves.join(", ")
    ))
    .unwrap();
    println!(
        "setup: {PLAYERS} players, {GAMES} active games, {} moves in {:.1} s",
        GAMES as usize * MOVES.len(),
        started.elapsed().as_secs_f64()
    );
    pool
}

fn check(conn: &mut DbConnection, at: NaiveDateTime, dry_run: bool) -> usize {
    let mail = MailSettings {
        base_url: "http://127.0.0.1:8080".into(),
        domain: "localhost".into(),
        secret: ReplySecret::from_bytes(b"a benchmark secret, long enough"),
    };
    deadlines::check(conn, &ReminderPolicy::default(), &mail, at, dry_run)
        .unwrap()
        .len()
}

/// `now` at which the first `n` games are due.
fn when_due(n: i64) -> NaiveDateTime {
    t0() + Duration::seconds(n * SPACING_SECONDS)
}

fn timed(label: &str, conn: &mut DbConnection, at: NaiveDateTime) {
    let started = Instant::now();
    let events = check(conn, at, false);
    println!(
        "applied {label}: {events} events in {:.3} s",
        started.elapsed().as_secs_f64()
    );
}

fn bench(c: &mut Criterion) {
    let pool = setup();
    let mut conn = pool.get_for_write().unwrap();
    let minute = when_due(1) + Duration::seconds(60 - SPACING_SECONDS);
    let burst = when_due(1_000);
    println!(
        "dry runs: {} events at {minute} (a minute's work), {} at {burst} (1,000 due)",
        check(&mut conn, minute, true),
        check(&mut conn, burst, true)
    );
    let mut group = c.benchmark_group("deadlines_100k_games");
    group.sample_size(10);
    group.bench_function("minute", |b| {
        b.iter(|| check(&mut conn, black_box(minute), true))
    });
    group.bench_function("burst_1000", |b| {
        b.iter(|| check(&mut conn, black_box(burst), true))
    });
    group.finish();
    // The applied checks change the data and the last one takes half a minute even optimized:
    // only under `cargo bench`, not when `cargo test` runs the benchmarks once as tests.
    if !std::env::args().any(|a| a == "--bench") {
        return;
    }
    timed("minute", &mut conn, minute);
    timed("burst of 1,000 due", &mut conn, burst);
    timed("all 100,000 due", &mut conn, when_due(i64::from(GAMES)));
}

criterion_group!(benches, bench);
criterion_main!(benches);

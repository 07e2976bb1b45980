//! Load test for playing by mail: replies sent over SMTP to a running `kingpost serve --smtp`,
//! counted until every one is played.
//!
//! Run by `scripts/mail-benchmark`, in two steps around starting the server:
//!
//! ```text
//! mail_load setup DATA_DIR GAMES        # accounts and games in DATA_DIR's SQLite database
//! mail_load send DATA_DIR SMTP_ADDR CONNECTIONS
//! ```
//!
//! `setup` (not timed) makes GAMES games between players with confirmed addresses, through the
//! services, and delivers their start mail. `send` writes one reply per game: White's first move
//! from White's address to White's reply address (the token read from DATA_DIR/mail.key), as a
//! mail program would, and sends them over CONNECTIONS SMTP connections in parallel. It reports
//! how fast the listener accepted them, and how fast they were played: the time from the first
//! message sent until the inbox holds no unprocessed message, then checks that every game has
//! its move.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use chrono::Utc;
use kingpost::db::inbox::{self, Status};
use kingpost::db::{self, DatabaseUrl, DbConnection, Pool, games, users};
use kingpost::domain::account::UserId;
use kingpost::domain::challenge::ChallengeRequest;
use kingpost::domain::game::GameId;
use kingpost::mail::tokens::ReplySecret;
use kingpost::service::games as game_service;
use kingpost::service::notify::MailSettings;
use lettre::address::Envelope;
use lettre::{SmtpTransport, Transport};

const OPENING: [&str; 8] = ["e4", "d4", "Nf3", "c4", "g3", "b3", "f4", "Nc3"];

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args
        .iter()
        .map(String::as_str)
        .collect::<Vec<_>>()
        .as_slice()
    {
        ["setup", dir, games] => setup(Path::new(dir), games.parse().unwrap()),
        ["send", dir, smtp, connections] => {
            send(Path::new(dir), smtp, connections.parse().unwrap())
        }
        _ => {
            eprintln!(
                "usage: mail_load setup DATA_DIR GAMES | send DATA_DIR SMTP_ADDR CONNECTIONS"
            );
            std::process::exit(2);
        }
    }
}

fn pool(dir: &Path) -> Pool {
    let url = DatabaseUrl::sqlite(dir.join("kingpost.sqlite"));
    let pool = db::connect(&url, 4).unwrap();
    db::migrate(&mut pool.get().unwrap()).unwrap();
    pool
}

fn settings(dir: &Path) -> MailSettings {
    MailSettings {
        base_url: "http://127.0.0.1:8080".into(),
        domain: "localhost".into(),
        secret: ReplySecret::load_or_create(dir).unwrap(),
    }
}

fn player(conn: &mut DbConnection, name: &str) -> UserId {
    let email = format!("{name}@example.org");
    let now = Utc::now().naive_utc();
    let id = users::insert_user(
        conn,
        &users::NewUser {
            username: name,
            email: &email,
            password_hash: "$argon2id$v=19$m=19456,t=2,p=1$bG9hZHRlc3Q$bG9hZHRlc3Rsb2FkdGVzdA",
            language: "en",
            notation: "auto",
            created_at: now,
        },
    )
    .unwrap();
    users::set_email_verified(conn, id, &email, now).unwrap();
    UserId(id)
}

fn setup(dir: &Path, count: usize) {
    std::fs::create_dir_all(dir).unwrap();
    let pool = pool(dir);
    let mail = settings(dir);
    let mut conn = pool.get().unwrap();
    let terms = ChallengeRequest {
        color: "white",
        variant: "standard",
        chess960_number: None,
        fen: None,
        opening: None,
        time_control: "10/50",
        rated: false,
    };
    let started = Instant::now();
    for i in 0..count {
        let now = Utc::now().naive_utc();
        let white = player(&mut conn, &format!("w{i}"));
        let black_name = format!("b{i}");
        let black = player(&mut conn, &black_name);
        let challenge =
            game_service::create_challenge(&mut conn, white, Some(&black_name), &terms, now)
                .unwrap();
        game_service::accept_challenge(&mut conn, &mail, black, challenge, 0, now).unwrap();
    }
    eprintln!(
        "set up {count} games in {:.1} s",
        started.elapsed().as_secs_f64()
    );
}

/// One reply per game: White's first move, as a mail program writes it.
fn replies(conn: &mut DbConnection, mail: &MailSettings) -> Vec<(Envelope, Vec<u8>)> {
    let mut out = Vec::new();
    for id in 1.. {
        let Some(game) = games::find_game(conn, id).unwrap() else {
            break;
        };
        let white = users::find_by_id(conn, game.white_id).unwrap().unwrap();
        let to = mail.reply_address(GameId(id), UserId(white.id));
        let text = OPENING[usize::try_from(id).unwrap() % OPENING.len()];
        let raw = format!(
            "From: {name} <{from}>\r\nTo: <{to}>\r\nSubject: Re: Game {id}\r\n\
             Message-ID: <load-{id}@example.org>\r\nDate: Wed, 25 Nov 2026 10:00:00 +0000\r\n\
             MIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n\
             Hello,\r\n\r\n1. {text}\r\n\r\nBest regards\r\n\r\n> It is your move.\r\n",
            name = white.username,
            from = white.email,
        );
        let envelope = Envelope::new(
            Some(white.email.parse().unwrap()),
            vec![to.parse().unwrap()],
        )
        .unwrap();
        out.push((envelope, raw.into_bytes()));
    }
    out
}

fn send(dir: &Path, smtp: &str, connections: usize) {
    let pool = pool(dir);
    let mail = settings(dir);
    let mut conn = pool.get().unwrap();
    let all = replies(&mut conn, &mail);
    let total = all.len();
    let (host, port) = smtp.rsplit_once(':').unwrap();
    let port: u16 = port.parse().unwrap();
    let chunks: Vec<Vec<(Envelope, Vec<u8>)>> = (0..connections)
        .map(|c| all.iter().skip(c).step_by(connections).cloned().collect())
        .collect();
    let started = Instant::now();
    let senders: Vec<_> = chunks
        .into_iter()
        .map(|chunk| {
            let host = host.to_owned();
            std::thread::spawn(move || {
                let client = SmtpTransport::builder_dangerous(host)
                    .port(port)
                    .timeout(Some(Duration::from_secs(30)))
                    .build();
                for (envelope, raw) in chunk {
                    client.send_raw(&envelope, &raw).unwrap();
                }
            })
        })
        .collect();
    for s in senders {
        s.join().unwrap();
    }
    let accepted = started.elapsed();
    report("accepted by the SMTP listener", total, accepted);
    wait_until_processed(&mut conn, total);
    let played = started.elapsed();
    report("played (first sent to last processed)", total, played);
    check_played(&mut conn, dir, total);
}

fn report(what: &str, total: usize, took: Duration) {
    let secs = took.as_secs_f64();
    println!(
        "{total} replies {what} in {secs:.2} s: {:.0} messages/s",
        total as f64 / secs
    );
}

fn wait_until_processed(conn: &mut DbConnection, total: usize) {
    loop {
        let stored = inbox::count(conn).unwrap();
        let open = inbox::count_with_status(conn, Status::New).unwrap();
        if stored >= i64::try_from(total).unwrap() && open == 0 {
            return;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
}

fn check_played(conn: &mut DbConnection, dir: &Path, total: usize) {
    let applied = inbox::count_with_status(conn, Status::Processed).unwrap();
    let mut moved = 0;
    for id in 1..=i32::try_from(total).unwrap() {
        let moves = games::game_moves(conn, id).unwrap();
        if moves.len() == 1 && moves[0].source == "email" {
            moved += 1;
        }
    }
    println!(
        "check: {applied} of {total} messages processed, {moved} of {total} games have their emailed move"
    );
    let log: PathBuf = dir.join("server.log");
    if applied != i64::try_from(total).unwrap() || moved != total {
        eprintln!("not every reply was played; see {}", log.display());
        std::process::exit(1);
    }
}

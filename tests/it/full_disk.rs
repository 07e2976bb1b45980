//! Nothing is acknowledged that was not stored. With the database full (SQLite: the file may
//! not grow past `sqlite_max_pages` and a ballast row fills it; PostgreSQL: the database is made
//! read-only, as there is no portable way to fill a server's disk from a test), mail by real
//! SMTP to the listener is refused with 452/451, `kingpost mail ingest` exits 75 and an API
//! sign-up answers 503 with the JSON error contract. After space returns, the same messages
//! delivered again are stored once each and the move in them is played exactly once. Also: a
//! real full disk under `mail ingest` (a file-size limit on the process: the commit itself
//! fails), and data directories that hold no database or cannot be written.

use std::io::{BufReader, Write};
use std::net::TcpStream;
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use actix_web::http::StatusCode;
use diesel::RunQueryDsl;
use diesel::connection::SimpleConnection;
use diesel::sql_types::BigInt;
use kingpost::db::{self, DatabaseUrl, OpenOptions, inbox};
use kingpost::doors::listener::{Listener, ListenerConfig};
use kingpost::web::AppState;
use serde_json::json;

use crate::server::kingpost;
use crate::support::api::call;
use crate::support::mail::read_reply;
use crate::support::postal::{MailGame, mail_game, moves, reply};
use crate::support::{TestApp, fresh_databases, postgres_server_url, temp_dir};

/// The most pages the SQLite database may grow to in these tests (1.6 MB).
const MAX_PAGES: u32 = 400;

#[derive(diesel::QueryableByName)]
struct Count {
    #[diesel(sql_type = BigInt)]
    n: i64,
}

fn url_arg(url: &DatabaseUrl) -> String {
    match url {
        DatabaseUrl::Postgres(text) => text.clone(),
        other => other.to_string(),
    }
}

/// The app state on `url` (migrated), its SQLite file limited to [`MAX_PAGES`].
fn limited_state(url: &DatabaseUrl) -> TestApp {
    let options = OpenOptions {
        sqlite_max_pages: Some(MAX_PAGES),
    };
    TestApp::builder()
        .database(url.clone())
        .pool(8, options)
        .config(|config| config.sqlite_max_pages = Some(MAX_PAGES))
        .build()
}

/// Fills the database: on SQLite a ballast row takes every page up to the limit and filler
/// accounts take the room left in the users table; on PostgreSQL the database turns read-only
/// and every open session is ended (the pools reconnect).
fn fill(url: &DatabaseUrl) {
    match url {
        DatabaseUrl::Sqlite(_) => {
            let mut conn = db::connect_once(url).unwrap();
            let pages: Count = diesel::sql_query("SELECT page_count AS n FROM pragma_page_count")
                .get_result(&mut conn)
                .unwrap();
            let bytes = (i64::from(MAX_PAGES) - pages.n + 8) * 4096;
            conn.batch_execute(&format!(
                "CREATE TABLE IF NOT EXISTS ballast (b BLOB); \
                 INSERT INTO ballast VALUES (zeroblob({bytes}));"
            ))
            .unwrap();
            let options = OpenOptions {
                sqlite_max_pages: Some(MAX_PAGES),
            };
            let mut limited = db::connect_once_with(url, options).unwrap();
            for prefix in ["a", "f", "m", "z"] {
                let filled = (0..10_000).find(|i| {
                    limited
                        .batch_execute(&format!(
                            "INSERT INTO users (username, email, password_hash, created_at) \
                             VALUES ('{prefix}-filler-{i}', '{prefix}-filler-{i}@example.invalid', \
                             '!', '2026-01-01 00:00:00')"
                        ))
                        .is_err()
                });
                assert!(filled.is_some(), "the database did not fill up");
            }
        }
        DatabaseUrl::Postgres(_) => postgres_read_only(url, true),
    }
}

/// Gives the space back: the ballast goes (its pages are free for new rows) or the database
/// takes writes again.
fn make_room(url: &DatabaseUrl) {
    match url {
        DatabaseUrl::Sqlite(_) => db::connect_once(url)
            .unwrap()
            .batch_execute("DELETE FROM ballast")
            .unwrap(),
        DatabaseUrl::Postgres(_) => postgres_read_only(url, false),
    }
}

fn postgres_read_only(url: &DatabaseUrl, on: bool) {
    let name = url_arg(url).rsplit('/').next().unwrap().to_owned();
    let mut admin =
        <diesel::PgConnection as diesel::Connection>::establish(&postgres_server_url().unwrap())
            .unwrap();
    let setting = if on {
        format!("ALTER DATABASE {name} SET default_transaction_read_only = on")
    } else {
        format!("ALTER DATABASE {name} RESET default_transaction_read_only")
    };
    admin.batch_execute(&setting).unwrap();
    admin
        .batch_execute(&format!(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity \
             WHERE datname = '{name}' AND pid <> pg_backend_pid()"
        ))
        .unwrap();
    // The pool tests the connections it had (now cut) once they sat idle for a moment; before
    // that, a request may meet a cut one and be told to try again (`db::pooled`). A full disk
    // cuts no connection: this is how the test makes the database refuse writes.
    std::thread::sleep(db::pooled::FRESH + Duration::from_millis(100));
}

/// A reply of White's in `game` with `message_id`, made large with quoted text (so that
/// storing it needs new pages, as most mail does).
fn big_reply(state: &AppState, game: &MailGame, message_id: &str) -> Vec<u8> {
    let quoted = "> an earlier message, quoted at length by the player's mail program\r\n";
    let body = format!("Nf3\r\n\r\n{}", quoted.repeat(300));
    reply(
        &state.mail,
        game,
        game.white,
        "walter@example.org",
        message_id,
        &body,
    )
}

/// Sends `raw` over SMTP to `port`; returns the reply to the end of its data.
fn smtp_send(port: u16, raw: &[u8]) -> String {
    let stream = TcpStream::connect(("127.0.0.1", port)).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(30)))
        .unwrap();
    let mut writer = stream.try_clone().unwrap();
    let mut reader = BufReader::new(stream);
    let mut replies = vec![read_reply(&mut reader)];
    for line in [
        "EHLO client.example",
        "MAIL FROM:<walter@example.org>",
        "RCPT TO:<move@chess.example.org>",
        "DATA",
    ] {
        writer.write_all(format!("{line}\r\n").as_bytes()).unwrap();
        replies.push(read_reply(&mut reader));
    }
    assert!(replies[4].starts_with("354"), "{replies:?}");
    writer.write_all(raw).unwrap();
    writer.write_all(b"\r\n.\r\n").unwrap();
    let answer = read_reply(&mut reader);
    let _ = writer.write_all(b"QUIT\r\n");
    answer
}

/// `kingpost mail ingest` on `url` (limited like the app) with `raw`: exit code and stderr.
fn ingest(url: &DatabaseUrl, data_dir: &Path, raw: &[u8]) -> (i32, String) {
    let mut child = kingpost()
        .args(["mail", "ingest", "--database-url", &url_arg(url)])
        .args(["--sqlite-max-pages", &MAX_PAGES.to_string(), "--data-dir"])
        .arg(data_dir)
        .stdin(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(raw).unwrap();
    let output = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    (output.status.code().unwrap(), stderr)
}

fn sign_up(name: &str) -> serde_json::Value {
    json!({"username": name, "email": format!("{name}@example.org"), "password": "long enough"})
}

#[actix_web::test]
async fn a_full_database_refuses_mail_and_sign_ups_until_space_returns() {
    for url in fresh_databases("full-disk") {
        let state = limited_state(&url);
        let app = state.service().await;
        let game = {
            let mut conn = state.pool.get().unwrap();
            let now = chrono::Utc::now().naive_utc();
            let english = (
                kingpost::chess::Language::English,
                kingpost::chess::Language::English,
            );
            mail_game(&mut conn, &state.mail, ("walter", "berta"), english, now)
        };
        let listener = Listener::start(
            ListenerConfig {
                addr: "127.0.0.1:0".parse().unwrap(),
                name: "chess.example.org".into(),
                max_bytes: 1024 * 1024,
                limits: kingpost::config::SmtpLimits::default(),
                intake: kingpost::config::IntakeLimits::default(),
            },
            state.pool.clone(),
        )
        .unwrap();
        let port = listener.local_addr().port();
        let mails: Vec<Vec<u8>> = [
            "full-1@example.org",
            "full-2@example.org",
            "full-3@example.org",
        ]
        .iter()
        .map(|id| big_reply(&state, &game, id))
        .collect();
        let temporary = if matches!(url, DatabaseUrl::Sqlite(_)) {
            "452 "
        } else {
            "451 "
        };

        fill(&url);
        for mail in &mails {
            let answer = smtp_send(port, mail);
            assert!(answer.starts_with(temporary), "{url}: {answer}");
            let (code, stderr) = ingest(&url, &state.config.data_dir, mail);
            assert_eq!(code, 75, "{url}: {stderr}");
            assert!(stderr.contains("should try again"), "{stderr}");
        }
        let (status, body) = call(&app, "/api/v1/accounts", None, Some(sign_up("carla"))).await;
        assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "{url}: {body}");
        assert_eq!(body["error"]["code"], "storage_unavailable", "{body}");
        let message = body["error"]["message"].as_str().unwrap();
        assert!(message.contains("try again"), "{message}");

        make_room(&url);
        let login = json!({"username": "carla", "password": "long enough"});
        let (status, _) = call(&app, "/api/v1/tokens", None, Some(login)).await;
        assert_eq!(
            status,
            StatusCode::UNAUTHORIZED,
            "{url}: no account was made"
        );
        let mut conn = state.pool.get().unwrap();
        assert_eq!(
            inbox::count(&mut conn).unwrap(),
            0,
            "{url}: nothing was stored"
        );
        let mut ids = Vec::new();
        for mail in &mails {
            let answer = smtp_send(port, mail);
            assert!(
                answer.starts_with("250 2.0.0 Stored as message "),
                "{url}: {answer}"
            );
            ids.push(answer.rsplit(' ').next().unwrap().to_owned());
        }
        ids.dedup();
        assert_eq!(ids.len(), 3, "{url}: three messages, three ids");
        let (code, stderr) = ingest(&url, &state.config.data_dir, &mails[0]);
        assert_eq!(code, 0, "{stderr}");
        assert!(
            stderr.contains(&format!("already stored as inbox message {}", ids[0])),
            "{stderr}"
        );
        let (status, body) = call(&app, "/api/v1/accounts", None, Some(sign_up("carla"))).await;
        assert_eq!(status, StatusCode::CREATED, "{url}: {body}");
        for id in &ids {
            let row = inbox::get(&mut conn, id.parse().unwrap()).unwrap();
            assert!(row.is_some(), "{url}: acknowledged message {id} is stored");
        }
        assert_eq!(inbox::count(&mut conn).unwrap(), 3);

        let worker = kingpost()
            .args([
                "worker",
                "--once",
                "--database-url",
                &url_arg(&url),
                "--data-dir",
            ])
            .arg(&state.config.data_dir)
            .stderr(Stdio::null())
            .status()
            .unwrap();
        assert!(worker.success());
        assert_eq!(
            moves(&mut conn, game.id),
            [("Nf3".into(), "email".into())],
            "{url}"
        );
        listener.shutdown();
    }
}

/// Runs `kingpost ARGS` through `sh` with writes to files limited to `blocks` × 512 bytes (a
/// disk that is full past that size; POSIX `ulimit -f` counts 512-byte blocks), with `stdin`.
fn under_file_size_limit(blocks: u32, args: &[&str], stdin: &[u8]) -> (i32, String) {
    let script = format!("trap '' XFSZ; ulimit -f {blocks}; exec \"$0\" \"$@\"");
    let mut child = Command::new("sh")
        .args(["-c", &script, env!("CARGO_BIN_EXE_kingpost")])
        .args(args)
        .stdin(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(stdin).unwrap();
    let output = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    (output.status.code().unwrap_or(-1), stderr)
}

fn plain_mail(message_id: &str) -> Vec<u8> {
    let body = "a line of a long message that needs many pages of the database\r\n".repeat(1600);
    format!(
        "From: Walter <walter@example.org>\r\nTo: move@chess.example.org\r\n\
         Subject: Re: game\r\nMessage-ID: <{message_id}>\r\n\r\n{body}"
    )
    .into_bytes()
}

#[test]
fn mail_ingest_on_a_full_disk_exits_75_and_never_hands_out_an_id_twice() {
    let data = temp_dir("full-fsize");
    let dir = data.to_str().unwrap();
    let migrate = kingpost()
        .args(["migrate", "--data-dir", dir])
        .output()
        .unwrap();
    assert!(migrate.status.success());
    let mails: Vec<Vec<u8>> = (1..=3)
        .map(|i| plain_mail(&format!("fsize-{i}@x")))
        .collect();
    // The files may grow to 60 KiB (the -shm file needs 32 KiB): the log cannot take the
    // commit of a 100 KiB message.
    for mail in &mails {
        let (code, stderr) =
            under_file_size_limit(120, &["mail", "ingest", "--data-dir", dir], mail);
        assert_eq!(code, 75, "{stderr}");
        assert!(!stderr.contains("stored as"), "{stderr}");
    }
    let url = DatabaseUrl::sqlite(data.join("kingpost.sqlite"));
    assert_eq!(
        inbox::count(&mut db::connect_once(&url).unwrap()).unwrap(),
        0
    );
    for (i, mail) in mails.iter().enumerate() {
        let (code, stderr) =
            under_file_size_limit(1 << 20, &["mail", "ingest", "--data-dir", dir], mail);
        assert_eq!(code, 0, "{stderr}");
        assert!(
            stderr.contains(&format!("stored as inbox message {}", i + 1)),
            "{stderr}"
        );
    }
}

#[test]
fn mail_ingest_refuses_a_data_dir_without_a_database_unless_init() {
    let data = temp_dir("ingest-nodb");
    let dir = data.to_str().unwrap();
    let mail = plain_mail("nodb@x");
    let (code, stderr) =
        under_file_size_limit(1 << 20, &["mail", "ingest", "--data-dir", dir], &mail);
    assert_eq!(code, 75, "{stderr}");
    assert!(stderr.contains("no Kingpost database"), "{stderr}");
    assert!(stderr.contains("--init"), "{stderr}");
    assert!(
        !data.join("kingpost.sqlite").exists(),
        "no empty database was made"
    );
    let args = ["mail", "ingest", "--init", "--data-dir", dir];
    let (code, stderr) = under_file_size_limit(1 << 20, &args, &mail);
    assert_eq!(code, 0, "{stderr}");
    assert!(stderr.contains("stored as inbox message 1"), "{stderr}");
}

/// `kingpost ARGS`, as an unprivileged user when the tests run as root (root may write into a
/// read-only directory), stopped after 20 s at the latest.
fn kingpost_unprivileged(args: &[&str], stdin: &[u8]) -> (Option<i32>, String) {
    let mut command = kingpost();
    command.args(args);
    if running_as_root() {
        command.uid(65534).gid(65534);
    }
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let _ = child.stdin.take().unwrap().write_all(stdin);
    let started = Instant::now();
    while child.try_wait().unwrap().is_none() && started.elapsed() < Duration::from_secs(20) {
        std::thread::sleep(Duration::from_millis(100));
    }
    let _ = child.kill();
    let output = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    (output.status.code(), stderr)
}

/// Whether this process runs as root: the owner of a file it makes.
fn running_as_root() -> bool {
    use std::os::unix::fs::MetadataExt;
    let probe = temp_dir("whoami").join("probe");
    std::fs::write(&probe, b"").unwrap();
    std::fs::metadata(&probe).unwrap().uid() == 0
}

#[test]
fn serve_and_mail_ingest_refuse_a_read_only_data_dir() {
    use std::os::unix::fs::PermissionsExt;
    let data = temp_dir("read-only");
    let dir = data.to_str().unwrap();
    let migrate = kingpost()
        .args(["migrate", "--data-dir", dir])
        .output()
        .unwrap();
    assert!(migrate.status.success());
    let parent = data.parent().unwrap().to_owned();
    assert!(parent.metadata().unwrap().permissions().mode() & 0o005 == 0o005);
    std::fs::set_permissions(&data, std::fs::Permissions::from_mode(0o555)).unwrap();

    let (code, stderr) =
        kingpost_unprivileged(&["mail", "ingest", "--data-dir", dir], &plain_mail("ro@x"));
    assert_eq!(code, Some(75), "{stderr}");
    assert!(stderr.contains("read-only"), "{stderr}");
    let http = format!("127.0.0.1:{}", crate::support::free_port());
    let (code, stderr) = kingpost_unprivileged(&["serve", "--http", &http, "--data-dir", dir], b"");
    assert!(
        code.is_some_and(|c| c != 0),
        "serve stopped at once: {code:?} {stderr}"
    );
    assert!(stderr.contains("read-only"), "{stderr}");

    std::fs::set_permissions(&data, std::fs::Permissions::from_mode(0o755)).unwrap();
    let url = DatabaseUrl::sqlite(data.join("kingpost.sqlite"));
    assert_eq!(
        inbox::count(&mut db::connect_once(&url).unwrap()).unwrap(),
        0
    );
}

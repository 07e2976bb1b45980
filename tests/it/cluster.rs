//! Several processes of one instance on one PostgreSQL, as an operator runs them: the real
//! binary as `serve --no-worker` web nodes and `worker --only …` worker nodes, sharing the
//! secrets by setting. Skipped (with a note) when no test PostgreSQL server is running.

use std::collections::HashSet;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use kingpost::db::{self, DatabaseUrl, DbConnection};
use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::server::{Server, kingpost, wait_for_health};
use crate::support::api::{call, player};
use crate::support::{TestApp, free_port, fresh_postgres, temp_dir};

const SESSION_SECRET: &str = "a-session-secret-shared-by-every-web-node-0123456789";
const MAIL_SECRET: &str = "a-mail-secret-shared-by-every-process-of-the-instance-9876";

/// `kingpost` with the instance's shared settings: the database, the secrets, a data
/// directory of its own per process, mail to files in `mail_dir`.
fn node(url: &DatabaseUrl, data: &Path, mail_dir: &Path) -> Command {
    let mut cmd = kingpost();
    cmd.env("KINGPOST_DATABASE_URL", url.to_string())
        .env("KINGPOST_DATA_DIR", data)
        .env("KINGPOST_SESSION_SECRET", SESSION_SECRET)
        .env("KINGPOST_MAIL_SECRET", MAIL_SECRET)
        .env(
            "KINGPOST_MAIL_TRANSPORT",
            format!("file:{}", mail_dir.join("outbox").display()),
        )
        .env("KINGPOST_DB_POOL_SIZE", "4")
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    cmd
}

/// A web node (`serve --no-worker`) on `port`; not yet waited for.
fn web_node(url: &DatabaseUrl, mail_dir: &Path, port: u16) -> Server {
    let mut cmd = node(url, &temp_dir("web-node"), mail_dir);
    cmd.args([
        "serve",
        "--no-worker",
        "--http",
        &format!("127.0.0.1:{port}"),
    ]);
    Server(cmd.spawn().unwrap())
}

/// A worker node running `kinds`, with `extra` arguments.
fn worker_node(url: &DatabaseUrl, mail_dir: &Path, kinds: &str, extra: &[&str]) -> Server {
    let mut cmd = node(url, &temp_dir("worker-node"), mail_dir);
    cmd.args(["worker", "--only", kinds]).args(extra);
    Server(cmd.spawn().unwrap())
}

fn connect(url: &DatabaseUrl) -> DbConnection {
    db::connect_once(url).unwrap()
}

/// Waits up to `within` for `done`; panics with `what` otherwise.
fn wait_until(within: Duration, what: &str, mut done: impl FnMut() -> bool) {
    let deadline = Instant::now() + within;
    while !done() {
        assert!(
            Instant::now() < deadline,
            "{what} did not happen within {within:?}"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

async fn post(
    http: &reqwest::Client,
    url: String,
    token: &str,
    body: Value,
) -> (StatusCode, Value) {
    let reply = http
        .post(url)
        .bearer_auth(token)
        .json(&body)
        .send()
        .await
        .unwrap();
    let status = reply.status();
    (status, reply.json().await.unwrap_or(Value::Null))
}

/// Two web nodes started at the same moment on a fresh database both come up (the
/// migrations are applied once); the same move sent to both at once is applied once and
/// refused once as stale; a move made through one is read through the other, and a session
/// cookie made by one is honoured by the other (the shared session secret).
#[actix_web::test]
async fn two_web_nodes_share_one_postgres() {
    let Some(url) = fresh_postgres("cluster-web") else {
        return;
    };
    let mail = temp_dir("cluster-web-mail");
    let (port_a, port_b) = (free_port(), free_port());
    let _a = web_node(&url, &mail, port_a);
    let _b = web_node(&url, &mail, port_b);
    wait_for_health(port_a);
    wait_for_health(port_b);
    let (a, b) = (
        format!("http://127.0.0.1:{port_a}"),
        format!("http://127.0.0.1:{port_b}"),
    );

    // Players and a game, made in-process on the same database.
    let state = TestApp::on(url.clone());
    let app = state.service().await;
    let ann = player(&app, "ann").await;
    let bob = player(&app, "bob").await;
    let game = crate::support::api::start_game(&app, &ann, ("bob", &bob), "10/50").await;

    let http = reqwest::Client::new();
    let body = json!({"move": "e4", "ply": 0});
    let moves = |base: &str| format!("{base}/api/v1/games/{game}/moves");
    let (first, second) = tokio::join!(
        post(&http, moves(&a), &ann, body.clone()),
        post(&http, moves(&b), &ann, body.clone()),
    );
    let mut statuses = [first.0, second.0];
    statuses.sort();
    assert_eq!(
        statuses,
        [StatusCode::OK, StatusCode::CONFLICT],
        "{first:?} {second:?}"
    );
    let refused = if first.0 == StatusCode::CONFLICT {
        &first.1
    } else {
        &second.1
    };
    assert_eq!(refused["error"]["code"], "stale_ply", "{refused}");

    // bob answers through B; A shows it at once.
    let (status, body) = post(&http, moves(&b), &bob, json!({"move": "e5", "ply": 1})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let seen: Value = http
        .get(format!("{a}/api/v1/games/{game}"))
        .bearer_auth(&ann)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let sans: Vec<&str> = seen["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["san"].as_str().unwrap())
        .collect();
    assert_eq!(sans, ["e4", "e5"], "{seen}");
    drop(app);
    signed_in_on_both(&a, &b).await;
}

/// Registers through the page of web node A and reads the dashboard of web node B with the
/// same cookie: B signs it in, so the session secret is shared.
async fn signed_in_on_both(a: &str, b: &str) {
    let http = reqwest::Client::builder()
        .cookie_store(true)
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    let form = http.get(format!("{a}/register")).send().await.unwrap();
    let csrf = crate::support::pages::csrf_of(&form.text().await.unwrap());
    let fields = [
        ("csrf", csrf.as_str()),
        ("username", "rita"),
        ("email", "rita@example.org"),
        ("password", "long enough password"),
    ];
    let reply = http
        .post(format!("{a}/register"))
        .form(&fields)
        .send()
        .await
        .unwrap();
    assert_eq!(reply.status(), 303);
    let account = http.get(format!("{b}/account")).send().await.unwrap();
    assert_eq!(
        account.status(),
        200,
        "web node B does not know the session"
    );
    assert!(account.text().await.unwrap().contains("rita@example.org"));
}

/// Two worker nodes deliver every message exactly once, and a message written after they
/// started is sent within seconds although they poll only every 60 s: the NOTIFY of the
/// writing transaction wakes them.
#[actix_web::test]
async fn every_mail_is_sent_once_by_two_workers() {
    let Some(url) = fresh_postgres("cluster-mail") else {
        return;
    };
    let mail = temp_dir("cluster-mail-out");
    let state = TestApp::on(url.clone());
    let app = state.service().await;
    for n in 0..20 {
        player(&app, &format!("early{n}")).await;
    }
    let poll = ["--job-poll-seconds", "60"];
    let _one = worker_node(&url, &mail, "delivery,processing", &poll);
    let _two = worker_node(&url, &mail, "delivery,processing", &poll);
    let all_sent = |conn: &mut DbConnection| {
        let rows = crate::support::mail::all_rows(conn);
        !rows.is_empty() && rows.iter().all(|r| r.status == "sent")
    };
    let mut conn = connect(&url);
    wait_until(Duration::from_secs(30), "sending the early mail", || {
        all_sent(&mut conn)
    });
    // Written now, while both workers wait: only a wake-up gets it sent within 10 s.
    for n in 0..20 {
        player(&app, &format!("late{n}")).await;
    }
    wait_until(Duration::from_secs(10), "sending the late mail", || {
        all_sent(&mut conn)
    });
    let rows = crate::support::mail::all_rows(&mut conn);
    let files = crate::support::pages::outbox(&mail);
    assert_eq!(files.len(), rows.len(), "one file per message");
    let ids: HashSet<String> = files
        .iter()
        .map(|f| crate::support::mail::parse(&std::fs::read(f).unwrap()).message_id)
        .collect();
    assert_eq!(ids.len(), rows.len(), "no message sent twice");
}

/// An engine job whose worker is killed (`kill -9`) while it thinks is taken over by another
/// worker once its lease has passed, and finished there.
#[actix_web::test]
async fn an_engine_job_survives_its_worker_being_killed() {
    let Some(url) = fresh_postgres("cluster-engine") else {
        return;
    };
    let state = TestApp::on(url.clone());
    let app = state.service().await;
    let ann = player(&app, "ann").await;
    let terms = json!({"opponent": "engine:10", "color": "black", "time_control": "10/50"});
    let (status, body) = call(&app, "/api/v1/challenges", Some(&ann), Some(terms)).await;
    assert_eq!(status, 201, "{body}");
    let game = body["game_id"].as_i64().unwrap();
    let mail = temp_dir("cluster-engine-mail");
    let slow = [
        "--engine-think-ms",
        "4000",
        "--engine-job-lease-seconds",
        "1",
    ];
    let mut first = worker_node(&url, &mail, "engine", &slow);
    let pid = first.0.id();
    let mut conn = connect(&url);
    let job = |conn: &mut DbConnection| db::engine_jobs::all(conn).unwrap().into_iter().next();
    wait_until(Duration::from_secs(20), "the first worker's claim", || {
        job(&mut conn).is_some_and(|j| {
            j.state == "running"
                && j.worker
                    .as_deref()
                    .is_some_and(|w| w.starts_with(&format!("pid-{pid}-")))
        })
    });
    first.0.kill().unwrap(); // SIGKILL
    first.0.wait().unwrap();
    let second = worker_node(&url, &mail, "engine", &slow);
    let other = second.0.id();
    let ply = |conn: &mut DbConnection| {
        db::games::find_game(conn, i32::try_from(game).unwrap())
            .unwrap()
            .unwrap()
            .ply
    };
    wait_until(Duration::from_secs(30), "the engine's move", || {
        ply(&mut conn) == 1
    });
    let done = job(&mut conn).unwrap();
    assert!(
        done.worker
            .as_deref()
            .unwrap()
            .starts_with(&format!("pid-{other}-")),
        "{done:?}"
    );
    assert_eq!(done.attempts, 2, "{done:?}");
    wait_until(Duration::from_secs(5), "the job's end", || {
        job(&mut conn).unwrap().state == "done"
    });
}

/// Two `kingpost migrate` started at the same moment on a fresh database both succeed.
#[test]
fn two_processes_migrate_one_fresh_database_at_once() {
    for _ in 0..3 {
        let Some(url) = fresh_postgres("cluster-migrate") else {
            return;
        };
        let mail = temp_dir("cluster-migrate-mail");
        let start = |()| {
            let mut cmd = node(&url, &temp_dir("migrate-node"), &mail);
            cmd.arg("migrate").stderr(Stdio::piped());
            cmd.spawn().unwrap()
        };
        let (one, two) = (start(()), start(()));
        for child in [one, two] {
            let out = child.wait_with_output().unwrap();
            assert!(
                out.status.success(),
                "{}",
                String::from_utf8_lossy(&out.stderr)
            );
        }
    }
}

/// A move made through another process (a web node) reaches this process within a second:
/// its transaction's NOTIFY arrives on this process's listening connection, which tells the
/// game-change listeners (as the live pages' tailer is told).
#[actix_web::test]
async fn a_move_made_by_another_process_is_heard_within_a_second() {
    let Some(url) = fresh_postgres("cluster-notify") else {
        return;
    };
    let mail = temp_dir("cluster-notify-mail");
    let port = free_port();
    let _a = web_node(&url, &mail, port);
    wait_for_health(port);
    let state = TestApp::on(url.clone());
    let app = state.service().await;
    let ann = player(&app, "ann").await;
    let bob = player(&app, "bob").await;
    let game = crate::support::api::start_game(&app, &ann, ("bob", &bob), "10/50").await;
    let heard = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    let into = std::sync::Arc::clone(&heard);
    kingpost::wake::hub().on_game_change(std::sync::Arc::new(move |id| {
        into.lock().unwrap().push(id);
    }));
    db::listen::start(&url).unwrap();
    std::thread::sleep(Duration::from_millis(500)); // the listening connection opens
    heard.lock().unwrap().clear();
    let http = reqwest::Client::new();
    let moves = format!("http://127.0.0.1:{port}/api/v1/games/{game}/moves");
    let sent = Instant::now();
    let (status, body) = post(&http, moves, &ann, json!({"move": "e4", "ply": 0})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let id = i32::try_from(game).unwrap();
    wait_until(Duration::from_secs(1), "hearing the move", || {
        heard.lock().unwrap().contains(&id)
    });
    assert!(sent.elapsed() < Duration::from_secs(1));
}

/// On both backends, a committed write wakes this process's waiters on its channel: mail
/// written by a registration wakes the delivery worker at once.
#[actix_web::test]
async fn a_committed_write_wakes_the_waiting_worker() {
    use kingpost::wake::{Channel, hub};
    for url in crate::support::fresh_databases("wake-on-commit") {
        let state = TestApp::on(url);
        let app = state.service().await;
        let mark = hub().mark(&[Channel::Outbox]);
        player(&app, "wendy").await;
        assert!(
            hub().wait(&[Channel::Outbox], mark, Duration::ZERO),
            "no wake-up"
        );
    }
}

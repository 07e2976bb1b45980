//! An admin's path through the real binary: `mail ingest` as Postfix's pipe calls it (several
//! recipients, the null sender), `kingpost doctor`, `kingpost backup`, a clean `serve` start,
//! and the configuration pitfalls of docs/deploy.md.

use std::io::Write;
use std::path::Path;
use std::process::{Output, Stdio};

use kingpost::db::inbox::{self, InboxRow};
use kingpost::db::{self, DatabaseUrl};

use crate::server::{Server, kingpost, wait_for_health};
use crate::support::{free_port, temp_dir};

const EML: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/eml");

/// `kingpost ARGS < input`, with everything it printed.
fn run_with_input(args: &[&str], input: &[u8]) -> Output {
    let mut child = kingpost()
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input).unwrap();
    child.wait_with_output().unwrap()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn fixture(name: &str) -> Vec<u8> {
    std::fs::read(Path::new(EML).join(name)).unwrap()
}

fn only_row(data: &Path) -> InboxRow {
    let url = DatabaseUrl::sqlite(data.join("kingpost.sqlite"));
    let mut conn = db::connect_once(&url).unwrap();
    assert_eq!(inbox::count(&mut conn).unwrap(), 1);
    inbox::get(&mut conn, 1).unwrap().unwrap()
}

#[test]
fn ingest_takes_several_recipients_as_postfix_expands_them() {
    let mail = fixture("gmail_top_posted_qp.eml");
    let (a, b) = (
        "move+g1w.aaaa@chess.example.org",
        "move+g2b.bbbb@chess.example.org",
    );
    // Postfix turns `--recipient ${original_recipient}` into `--recipient A B` for a message
    // to two addresses; `--recipient=${original_recipient}` into `--recipient=A --recipient=B`.
    let forms: [Vec<String>; 3] = [
        vec!["--recipient".into(), a.into(), b.into()],
        vec![format!("--recipient={a}"), format!("--recipient={b}")],
        vec![
            "--recipient".into(),
            a.into(),
            "--recipient".into(),
            b.into(),
        ],
    ];
    for form in forms {
        let data = temp_dir("ingest-two");
        let dir = data.to_str().unwrap();
        let mut args = vec!["mail", "ingest", "--init", "--data-dir", dir];
        args.extend(["--sender", "ann@example.com"]);
        args.extend(form.iter().map(String::as_str));
        let output = run_with_input(&args, &mail);
        assert_eq!(
            output.status.code(),
            Some(0),
            "{form:?}: {}",
            stderr(&output)
        );
        assert_eq!(only_row(&data).envelope_recipients(), [a, b], "{form:?}");
    }
}

#[test]
fn ingest_reads_the_null_sender_of_a_pipe_as_a_bounce() {
    let mail = fixture("gmail_top_posted_qp.eml");
    for sender in ["", "<>", "MAILER-DAEMON"] {
        let data = temp_dir("ingest-null");
        let dir = data.to_str().unwrap();
        let args = [
            "mail",
            "ingest",
            "--init",
            "--data-dir",
            dir,
            "--sender",
            sender,
            "--recipient",
            "move+g1w.aaaa@chess.example.org",
        ];
        let output = run_with_input(&args, &mail);
        assert_eq!(
            output.status.code(),
            Some(0),
            "{sender:?}: {}",
            stderr(&output)
        );
        assert_eq!(
            only_row(&data).envelope_from.as_deref(),
            Some(""),
            "{sender:?}"
        );
        // A message from the null sender is never answered: the worker ignores it.
        let worker = kingpost()
            .args(["worker", "--once", "--data-dir", dir])
            .output()
            .unwrap();
        assert!(worker.status.success(), "{}", stderr(&worker));
        let row = only_row(&data);
        assert_eq!(row.status, "ignored", "{sender:?}: {:?}", row.outcome);
        assert!(
            row.outcome.as_deref().unwrap_or("").contains("null sender"),
            "{:?}",
            row.outcome
        );
    }
}

/// `kingpost serve` in `data` with `extra` flags, its standard error in a file; stopped once
/// it answered /healthz and its pool is open.
fn serve_log(data: &Path, extra: &[&str], env: &[(&str, &str)]) -> String {
    let port = free_port();
    let log = data.with_extension("stderr.log");
    let child = kingpost()
        .args([
            "serve",
            "--http",
            &format!("127.0.0.1:{port}"),
            "--data-dir",
        ])
        .arg(data)
        .args(extra)
        .envs(env.iter().copied())
        .stderr(std::fs::File::create(&log).unwrap())
        .spawn()
        .unwrap();
    let server = Server(child);
    wait_for_health(port);
    std::thread::sleep(std::time::Duration::from_millis(500));
    drop(server);
    std::fs::read_to_string(&log).unwrap()
}

#[test]
fn a_fresh_start_logs_no_error_or_warning_and_no_colour_into_a_file() {
    for round in 0..3 {
        let data = temp_dir("clean-start");
        let log = serve_log(&data, &[], &[]);
        assert!(
            !log.contains("ERROR") && !log.contains("WARN"),
            "round {round}: {log}"
        );
        assert!(!log.contains('\u{1b}'), "colour codes in a file: {log}");
        let start = log.lines().find(|l| l.contains("serving")).unwrap();
        assert_eq!(start.matches("127.0.0.1").count(), 1, "{start}");
    }
    let data = temp_dir("clean-start-info");
    let log = serve_log(&data, &[], &[("KINGPOST_LOG", "info")]);
    assert!(!log.contains('\u{1b}'), "colour codes in a file: {log}");
    assert!(!log.contains("database is locked"), "{log}");
}

#[test]
fn the_json_log_format_writes_only_json_lines() {
    let data = temp_dir("json-log");
    let log = serve_log(
        &data,
        &["--log-format", "json"],
        &[("KINGPOST_LOG", "info")],
    );
    let mut messages = Vec::new();
    for line in log.lines() {
        let value: serde_json::Value =
            serde_json::from_str(line).unwrap_or_else(|e| panic!("not JSON ({e}): {line}"));
        assert!(
            value["timestamp"].is_string() && value["level"].is_string(),
            "{line}"
        );
        messages.push(value["message"].as_str().unwrap_or_default().to_owned());
    }
    assert!(
        messages.iter().any(|m| m.contains("applied migration")),
        "{log}"
    );
    assert!(
        messages
            .iter()
            .any(|m| m.starts_with("serving http://127.0.0.1:")),
        "{log}"
    );
    let bad = kingpost()
        .args(["migrate", "--log-format", "xml", "--data-dir"])
        .arg(&data)
        .output()
        .unwrap();
    assert_eq!(bad.status.code(), Some(2));
    assert!(
        stderr(&bad).contains("log_format = 'xml'"),
        "{}",
        stderr(&bad)
    );
}

#[test]
fn a_relative_sqlite_path_is_inside_the_data_dir() {
    let cwd = temp_dir("relative-db");
    let config = cwd.join("kingpost.toml");
    std::fs::write(
        &config,
        "data_dir = \"elsewhere\"\ndatabase_url = \"sqlite://games.sqlite\"\n",
    )
    .unwrap();
    let run = |dir: &Path| {
        kingpost()
            .arg("migrate")
            .arg("--config")
            .arg(&config)
            .current_dir(dir)
            .output()
            .unwrap()
    };
    let output = run(&cwd);
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(cwd.join("elsewhere/games.sqlite").exists());
    assert!(!cwd.join("games.sqlite").exists());
    // A database left where the old reading (relative to the current directory) put it is
    // named in an error, never replaced by a new empty one.
    let old = temp_dir("relative-db-old");
    std::fs::copy(cwd.join("elsewhere/games.sqlite"), old.join("games.sqlite")).unwrap();
    let output = run(&old);
    assert_eq!(output.status.code(), Some(2));
    let text = stderr(&output);
    assert!(text.contains("move it to elsewhere/games.sqlite"), "{text}");
    assert!(!old.join("elsewhere/games.sqlite").exists());
}

#[test]
fn the_example_configuration_keeps_the_database_in_its_data_dir() {
    let example = Path::new(env!("CARGO_MANIFEST_DIR")).join("kingpost.example.toml");
    let text = std::fs::read_to_string(&example).unwrap();
    let cwd = temp_dir("example-config");
    let edited = text.replace("data_dir = \"data\"", "data_dir = \"state\"");
    assert_ne!(edited, text, "the example sets data_dir = \"data\"");
    std::fs::write(cwd.join("kingpost.toml"), edited).unwrap();
    let output = kingpost()
        .args(["migrate", "--config", "kingpost.toml"])
        .current_dir(&cwd)
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(
        cwd.join("state/kingpost.sqlite").exists(),
        "{}",
        stderr(&output)
    );
    assert!(!cwd.join("data").exists());
}

/// A plain SMTP server on loopback that accepts connections (for doctor's relay check).
fn smtp_greeter() -> u16 {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    std::thread::spawn(move || {
        for stream in listener.incoming().flatten() {
            let mut stream = stream;
            let _ = stream.write_all(b"220 test ESMTP\r\n");
        }
    });
    port
}

#[test]
fn doctor_passes_a_good_configuration() {
    let data = temp_dir("doctor-good");
    let dir = data.to_str().unwrap();
    let migrated = kingpost()
        .args(["migrate", "--data-dir", dir])
        .output()
        .unwrap();
    assert!(migrated.status.success(), "{}", stderr(&migrated));
    let relay = format!("smtp+plain://127.0.0.1:{}", smtp_greeter());
    let http = format!("127.0.0.1:{}", free_port());
    let smtp = format!("127.0.0.1:{}", free_port());
    let output = kingpost()
        .args([
            "doctor",
            "--data-dir",
            dir,
            "--http",
            &http,
            "--smtp",
            &smtp,
        ])
        .args([
            "--base-url",
            "https://chess.example.org",
            "--mail-transport",
            &relay,
        ])
        .args(["--trusted-proxies", "127.0.0.1,::1"])
        .output()
        .unwrap();
    let text = stdout(&output);
    assert_eq!(output.status.code(), Some(0), "{text}{}", stderr(&output));
    assert!(text.starts_with("all good: "), "{text}");
    assert!(!text.contains("problem"), "{text}");
}

#[test]
fn doctor_names_every_problem_with_its_fix() {
    let data = temp_dir("doctor-bad");
    let dir = data.to_str().unwrap();
    // Not migrated; plain http on a public name; mail only into files; a relay nobody
    // answers; a port that an unprivileged user cannot bind (or one already refused).
    let dead = format!("smtp+plain://127.0.0.1:{}", free_port());
    let output = kingpost()
        .args([
            "doctor",
            "--data-dir",
            dir,
            "--base-url",
            "http://chess.example.org",
        ])
        .args(["--mail-transport", &dead, "--mail-domain", "localhost"])
        .output()
        .unwrap();
    let text = stdout(&output);
    assert_eq!(output.status.code(), Some(1), "{text}{}", stderr(&output));
    let problems: Vec<&str> = text
        .lines()
        .filter(|l| l.starts_with("problem: "))
        .collect();
    let expect = [
        ("holds no Kingpost tables", "kingpost migrate"),
        ("plain http on a public host", "https://chess.example.org"),
        ("mail_domain = 'localhost'", "MX record"),
        ("cannot be reached", "start the MTA"),
    ];
    for (what, fix) in expect {
        assert!(
            problems.iter().any(|l| l.contains(what) && l.contains(fix)),
            "no line with {what:?} and {fix:?}:\n{text}"
        );
    }
    assert_eq!(problems.len(), expect.len(), "{text}");
    let file = kingpost()
        .args(["doctor", "--data-dir", dir, "--mail-transport", "file"])
        .output()
        .unwrap();
    assert!(
        stdout(&file).contains("nothing is sent"),
        "{}",
        stdout(&file)
    );
}

#[test]
fn backup_copies_a_live_sqlite_database_and_refuses_to_overwrite() {
    let data = temp_dir("backup");
    let server = crate::server::serve_in(&data, free_port());
    // A writer beside the server: `mail ingest` stores message after message while the backup
    // is taken.
    let url = DatabaseUrl::sqlite(data.join("kingpost.sqlite"));
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let writer = {
        let stop = std::sync::Arc::clone(&stop);
        let dir = data.to_str().unwrap().to_owned();
        std::thread::spawn(move || {
            let mut n = 0;
            while !stop.load(std::sync::atomic::Ordering::Relaxed) {
                let mail = format!(
                    "From: a{n}@example.org\r\nTo: move+x@chess.example.org\r\n\
                     Message-ID: <{n}@backup.test>\r\nSubject: e4\r\n\r\ne4\r\n"
                );
                let args = [
                    "mail",
                    "ingest",
                    "--data-dir",
                    &dir,
                    "--sender",
                    "a@example.org",
                ];
                let output = run_with_input(&args, mail.as_bytes());
                assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
                n += 1;
            }
            n
        })
    };
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    while stored(&url) == 0 {
        assert!(
            std::time::Instant::now() < deadline,
            "nothing stored within 60 s"
        );
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    let file = temp_dir("backup-out").join("kingpost-backup.sqlite");
    let target = file.to_str().unwrap();
    let dir = data.to_str().unwrap();
    let output = kingpost()
        .args(["backup", "--data-dir", dir, target])
        .output()
        .unwrap();
    stop.store(true, std::sync::atomic::Ordering::Relaxed);
    let written = writer.join().unwrap();
    drop(server);
    let text = stdout(&output);
    assert_eq!(output.status.code(), Some(0), "{text}{}", stderr(&output));
    assert!(
        text.contains("backup written: ") && text.contains("accounts"),
        "{text}"
    );
    assert!(written > 0);
    let mut copy = db::connect_once(&DatabaseUrl::sqlite(file.clone())).unwrap();
    let mut live = db::connect_once(&url).unwrap();
    let in_copy = inbox::count(&mut copy).unwrap();
    let in_live = inbox::count(&mut live).unwrap();
    assert!(written > 1, "the writer wrote during the backup");
    assert!(
        in_copy > 0 && in_copy <= in_live,
        "copy {in_copy}, live {in_live}"
    );

    let again = kingpost()
        .args(["backup", "--data-dir", dir, target])
        .output()
        .unwrap();
    assert_eq!(again.status.code(), Some(2));
    assert!(stderr(&again).contains("--force"), "{}", stderr(&again));
    let forced = kingpost()
        .args(["backup", "--force", "--data-dir", dir, target])
        .output()
        .unwrap();
    assert_eq!(forced.status.code(), Some(0), "{}", stderr(&forced));
}

#[test]
fn backup_of_postgres_shows_the_pg_dump_command() {
    let output = kingpost()
        .args([
            "backup",
            "--database-url",
            "postgres://kingpost@127.0.0.1:1/kingpost",
            "x.dump",
        ])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    assert!(
        stdout(&output).contains("pg_dump --format=custom --file x.dump"),
        "{}",
        stdout(&output)
    );
}

fn stored(url: &DatabaseUrl) -> i64 {
    let mut conn = db::connect_once(url).unwrap();
    inbox::count(&mut conn).unwrap_or(0)
}

#[test]
fn the_deployment_guide_quotes_every_contrib_file_verbatim() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let guide = std::fs::read_to_string(root.join("docs/deploy.md")).unwrap();
    let files = [
        "contrib/postfix/main.cf.fragment",
        "contrib/postfix/master.cf.fragment",
        "contrib/systemd/kingpost.service",
        "contrib/systemd/kingpost.toml",
        "contrib/nginx/kingpost.conf",
        "contrib/caddy/Caddyfile",
        "contrib/exim/kingpost.router",
        "contrib/exim/kingpost.transport",
    ];
    for file in files {
        let text = std::fs::read_to_string(root.join(file)).unwrap();
        assert!(
            guide.contains(text.trim_end()),
            "docs/deploy.md does not show {file} as it is: paste the file again"
        );
    }
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    assert!(readme.contains("(docs/deploy.md)"));
    // The example configuration of the guide is a valid configuration.
    let config = kingpost()
        .args(["doctor", "--config"])
        .arg(root.join("contrib/systemd/kingpost.toml"))
        .output()
        .unwrap();
    assert!(
        matches!(config.status.code(), Some(0 | 1)),
        "{}",
        stderr(&config)
    );
}

#[test]
fn doctor_reaches_postgres_and_compares_its_clock() {
    let Some(url) = crate::support::fresh_postgres("doctor") else {
        return;
    };
    let text = url.to_string();
    let migrated = kingpost()
        .args(["migrate", "--database-url", &text])
        .output()
        .unwrap();
    assert!(migrated.status.success(), "{}", stderr(&migrated));
    let data = temp_dir("doctor-pg");
    let output = kingpost()
        .args([
            "doctor",
            "--database-url",
            &text,
            "--data-dir",
            data.to_str().unwrap(),
        ])
        .output()
        .unwrap();
    let out = stdout(&output);
    assert!(out.contains("problem: mail_transport = \"file\""), "{out}");
    assert!(!out.contains("problem: database"), "{out}");
    assert!(!out.contains("clock is"), "{out}");
    assert_eq!(
        out.lines().filter(|l| l.starts_with("problem: ")).count(),
        2,
        "{out}"
    );
}

//! The binary as an operator runs it: `kingpost migrate` and `kingpost serve` with zero set-up.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use crate::support::{free_port, fresh_postgres, temp_dir};

pub(crate) struct Server(pub(crate) Child);

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

pub(crate) fn kingpost() -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_kingpost"));
    for (key, _) in std::env::vars() {
        if key.starts_with("KINGPOST_") {
            cmd.env_remove(key);
        }
    }
    cmd
}

/// A plain HTTP/1.0 GET; returns the status line and the body.
fn get(port: u16, path: &str) -> Option<(String, String)> {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).ok()?;
    stream.set_read_timeout(Some(Duration::from_secs(5))).ok()?;
    write!(stream, "GET {path} HTTP/1.0\r\nHost: localhost\r\n\r\n").ok()?;
    let mut response = String::new();
    stream.read_to_string(&mut response).ok()?;
    let (head, body) = response.split_once("\r\n\r\n")?;
    Some((head.lines().next()?.to_owned(), body.to_owned()))
}

pub(crate) fn wait_for_health(port: u16) -> (String, String) {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        if let Some(response) = get(port, "/healthz") {
            return response;
        }
        assert!(
            Instant::now() < deadline,
            "the server did not answer within 30 s"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// `kingpost serve` on `port` with its data in `data`, once it answers /healthz.
pub(crate) fn serve_in(data: &std::path::Path, port: u16) -> Server {
    let child = kingpost()
        .args([
            "serve",
            "--http",
            &format!("127.0.0.1:{port}"),
            "--data-dir",
        ])
        .arg(data)
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let server = Server(child);
    wait_for_health(port);
    server
}

#[test]
fn serve_starts_with_zero_setup_on_sqlite() {
    let dir = temp_dir("serve");
    let port = free_port();
    let child = kingpost()
        .args(["serve", "--http", &format!("127.0.0.1:{port}")])
        .current_dir(&dir)
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let _server = Server(child);
    let (status, body) = wait_for_health(port);
    assert!(status.contains("200"), "{status}");
    assert_eq!(
        body,
        r#"{"status":"ok","database":"sqlite","mail_queue":0}"#
    );
    assert!(
        dir.join("data/kingpost.sqlite").exists(),
        "default database file missing"
    );
}

#[test]
fn migrate_reports_and_is_repeatable() {
    let dir = temp_dir("migrate-cli");
    let run = || {
        kingpost()
            .arg("migrate")
            .arg("--data-dir")
            .arg(&dir)
            .output()
            .unwrap()
    };
    let first = run();
    assert!(first.status.success());
    let stderr = String::from_utf8_lossy(&first.stderr);
    assert!(stderr.contains("applied migration"), "{stderr}");
    let second = run();
    let stderr = String::from_utf8_lossy(&second.stderr);
    assert!(
        !stderr.contains("applied migration") && stderr.contains("up to date"),
        "{stderr}"
    );
}

#[test]
fn serve_runs_on_postgres_from_the_environment() {
    let Some(url) = fresh_postgres("serve") else {
        return;
    };
    let port = free_port();
    let child = kingpost()
        .args(["serve", "--http", &format!("127.0.0.1:{port}")])
        .env("KINGPOST_DATABASE_URL", url.to_string())
        .current_dir(temp_dir("serve-pg"))
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let _server = Server(child);
    let (status, body) = wait_for_health(port);
    assert!(status.contains("200"), "{status}");
    assert_eq!(
        body,
        r#"{"status":"ok","database":"postgres","mail_queue":0}"#
    );
}

#[test]
fn a_bad_setting_is_explained() {
    let output = kingpost()
        .args(["migrate", "--database-url", "mysql://x@y/z"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("use sqlite://PATH"), "{stderr}");
}

//! `kingpost doctor` checks the DKIM key when `dkim_selector` is set, through the real binary:
//! a missing key and a file that is no key are problems that say how to make one; a key made
//! by `kingpost mail dkim-key` passes, and the line names the DNS record to publish.

use std::process::Output;

use crate::server::kingpost;
use crate::support::{free_port, temp_dir};

const DOMAIN: &str = "chess.example.org";

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// A plain SMTP server on loopback that greets (for doctor's relay check).
fn smtp_greeter() -> u16 {
    use std::io::Write;
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    std::thread::spawn(move || {
        for mut stream in listener.incoming().flatten() {
            let _ = stream.write_all(b"220 test ESMTP\r\n");
        }
    });
    port
}

/// `kingpost doctor` on an otherwise good configuration in `dir`, signing under `s1`.
fn doctor(dir: &str, relay: &str) -> Output {
    kingpost()
        .args(["doctor", "--data-dir", dir, "--dkim-selector", "s1"])
        .args(["--http", &format!("127.0.0.1:{}", free_port())])
        .args(["--base-url", &format!("https://{DOMAIN}")])
        .args(["--mail-transport", relay])
        .args(["--trusted-proxies", "127.0.0.1,::1"])
        .output()
        .unwrap()
}

#[test]
fn doctor_checks_the_dkim_key_and_names_its_dns_record() {
    let data = temp_dir("doctor-dkim");
    let dir = data.to_str().unwrap();
    let migrated = kingpost().args(["migrate", "--data-dir", dir]).output();
    assert!(migrated.unwrap().status.success());
    let relay = format!("smtp+plain://127.0.0.1:{}", smtp_greeter());

    // No key yet.
    let output = doctor(dir, &relay);
    let text = stdout(&output);
    assert_eq!(output.status.code(), Some(1), "{text}");
    let problems: Vec<&str> = text
        .lines()
        .filter(|l| l.starts_with("problem: "))
        .collect();
    assert_eq!(problems.len(), 1, "{text}");
    assert!(problems[0].contains("dkim.key"), "{text}");
    assert!(
        problems[0].contains("kingpost mail dkim-key --selector s1"),
        "{text}"
    );

    // A file that is no key.
    std::fs::write(data.join("dkim.key"), "not a key\n").unwrap();
    let output = doctor(dir, &relay);
    let text = stdout(&output);
    assert_eq!(output.status.code(), Some(1), "{text}");
    assert!(
        text.lines()
            .any(|l| l.starts_with("problem: ") && l.contains("dkim.key") && l.contains("--force")),
        "{text}"
    );

    // The key made by the command passes, and the DNS record's name is printed.
    std::fs::remove_file(data.join("dkim.key")).unwrap();
    let made = kingpost()
        .args([
            "mail",
            "dkim-key",
            "--selector",
            "s1",
            "--mail-domain",
            DOMAIN,
        ])
        .args(["--data-dir", dir])
        .output()
        .unwrap();
    assert!(
        made.status.success(),
        "{}",
        String::from_utf8_lossy(&made.stderr)
    );
    let output = doctor(dir, &relay);
    let text = stdout(&output);
    assert_eq!(output.status.code(), Some(0), "{text}");
    assert!(
        text.lines().any(|l| l.starts_with("  ok: ")
            && l.contains("DKIM")
            && l.contains("s1._domainkey.chess.example.org")),
        "{text}"
    );
}

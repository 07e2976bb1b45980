//! An admin's path through the real binary: `mail ingest` as Postfix's pipe calls it (several
//! recipients, the null sender), `kingpost doctor`, `kingpost backup`, a clean `serve` start,
//! and the configuration pitfalls of docs/deploy.md.

use std::io::Write;
use std::path::Path;
use std::process::{Output, Stdio};

use kingpost::db::inbox::{self, InboxRow};
use kingpost::db::{self, DatabaseUrl};

use crate::server::kingpost;
use crate::support::temp_dir;

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
        vec!["--recipient".into(), a.into(), "--recipient".into(), b.into()],
    ];
    for form in forms {
        let data = temp_dir("ingest-two");
        let dir = data.to_str().unwrap();
        let mut args = vec!["mail", "ingest", "--init", "--data-dir", dir];
        args.extend(["--sender", "ann@example.com"]);
        args.extend(form.iter().map(String::as_str));
        let output = run_with_input(&args, &mail);
        assert_eq!(output.status.code(), Some(0), "{form:?}: {}", stderr(&output));
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
            "mail", "ingest", "--init", "--data-dir", dir, "--sender", sender,
            "--recipient", "move+g1w.aaaa@chess.example.org",
        ];
        let output = run_with_input(&args, &mail);
        assert_eq!(output.status.code(), Some(0), "{sender:?}: {}", stderr(&output));
        assert_eq!(only_row(&data).envelope_from.as_deref(), Some(""), "{sender:?}");
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

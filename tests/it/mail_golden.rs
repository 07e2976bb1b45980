//! Golden tests of reading mail: every `tests/data/eml/NAME.eml` is parsed (inbound::parse,
//! then commands::read) and the result, written out as text, must equal `NAME.expected`.
//!
//! An expected file may start with inputs: `language: de` (the player's language for command
//! words and piece letters; default English) and `position: FEN` (then the command's move is
//! also read by the rules core in that position and its UCI form shown). A fixture without an
//! expected file fails the test; `KINGPOST_BLESS=1` writes the missing and differing ones
//! (review them before committing!). A reply to a digest address (`digest+…`) names its games;
//! for those the games and each one's command are written out too.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use kingpost::chess::{Chess, Language, StartPosition, parse_move};
use kingpost::mail::commands::{self, Command};
use kingpost::mail::inbound::{self, InboundMail, MessageKey};

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/eml");

/// The inputs named at the top of an expected file.
struct Inputs {
    language: Language,
    fen: Option<String>,
}

fn inputs(expected: &str) -> Inputs {
    let mut inputs = Inputs {
        language: Language::English,
        fen: None,
    };
    for line in expected.lines() {
        if let Some(code) = line.strip_prefix("language: ") {
            inputs.language = Language::from_code(code).expect("a supported language code");
        } else if let Some(fen) = line.strip_prefix("position: ") {
            inputs.fen = Some(fen.to_owned());
        }
    }
    inputs
}

/// The parse of a fixture, as text.
fn render(raw: &[u8], inputs: &Inputs) -> String {
    let mut out = String::new();
    writeln!(out, "language: {}", inputs.language.code()).unwrap();
    if let Some(fen) = &inputs.fen {
        writeln!(out, "position: {fen}").unwrap();
    }
    match inbound::parse(raw) {
        Err(e) => writeln!(out, "error: {}: {e}", e.code()).unwrap(),
        Ok(mail) => {
            render_mail(&mut out, &mail);
            render_command(&mut out, &mail, inputs);
            render_games(&mut out, &mail, inputs);
        }
    }
    out
}

fn render_mail(out: &mut String, mail: &InboundMail) {
    let key = match &mail.key {
        MessageKey::MessageId(id) => format!("message-id {id}"),
        MessageKey::ContentHash(hash) => format!("content hash {}", &hash[..15]),
    };
    let or_none = |v: &Option<String>| v.clone().unwrap_or_else(|| "-".to_owned());
    writeln!(out, "key: {key}").unwrap();
    writeln!(out, "from: {}", or_none(&mail.from)).unwrap();
    writeln!(out, "from-name: {}", or_none(&mail.from_name)).unwrap();
    writeln!(out, "reply-to: {}", or_none(&mail.reply_to)).unwrap();
    writeln!(out, "recipients: {}", mail.recipients.join(", ")).unwrap();
    writeln!(out, "token: {}", or_none(&mail.token)).unwrap();
    writeln!(out, "subject: {}", mail.subject).unwrap();
    writeln!(out, "in-reply-to: {}", mail.in_reply_to.join(" ")).unwrap();
    writeln!(out, "references: {}", mail.references.join(" ")).unwrap();
    let date = mail.date.map(|d| d.to_rfc3339());
    writeln!(out, "date: {}", or_none(&date)).unwrap();
    writeln!(out, "body: {:?}", mail.body).unwrap();
    writeln!(out, "kind: {:?}", mail.kind).unwrap();
    writeln!(out, "lines:").unwrap();
    for line in commands::clean(&mail.text) {
        writeln!(out, "  | {line}").unwrap();
    }
}

fn render_command(out: &mut String, mail: &InboundMail, inputs: &Inputs) {
    match commands::read(&mail.text, &mail.subject, inputs.language) {
        Err(e) => writeln!(out, "command-error: {}: {e}", e.code()).unwrap(),
        Ok(found) => {
            writeln!(out, "command: {:?}", found.command).unwrap();
            writeln!(
                out,
                "found-in: {:?}: {}",
                found.place,
                found.line.replace('\n', " / ")
            )
            .unwrap();
            if let Some(fen) = &inputs.fen {
                writeln!(
                    out,
                    "rules: {}",
                    rules_check(fen, &found.command, inputs.language)
                )
                .unwrap();
            }
        }
    }
}

/// For a reply to the daily digest: each game it names and that game's command.
fn render_games(out: &mut String, mail: &InboundMail, inputs: &Inputs) {
    let to_digest = mail
        .recipients
        .iter()
        .any(|r| r.to_ascii_lowercase().starts_with("digest+"));
    if !to_digest {
        return;
    }
    writeln!(out, "by-game:").unwrap();
    for line in commands::by_game(&mail.text) {
        let command = match commands::read(&line.text, "", inputs.language) {
            Ok(found) => format!("{:?}", found.command),
            Err(e) => format!("error: {}", e.code()),
        };
        writeln!(out, "  game {}: {command}", line.game).unwrap();
    }
}

/// The command's own move read by the rules core in the position.
fn rules_check(fen: &str, command: &Command, language: Language) -> String {
    let position: Chess = StartPosition::from_fen(fen).unwrap().position().clone();
    let text = match command {
        Command::Move {
            number, side, text, ..
        } => commands::MoveText::new(*number, *side, text).to_string(),
        Command::Claim { mv: Some(mv), .. } => mv.to_string(),
        Command::Conditional(line) => match &line.now {
            Some(mv) => mv.to_string(),
            None => return "no move now".to_owned(),
        },
        _ => return "no move".to_owned(),
    };
    match parse_move(&position, &text, language) {
        Ok(read) => format!(
            "{text} is {} ({:?})",
            read.mv.to_uci(shakmaty::CastlingMode::Standard),
            read.notation
        ),
        Err(e) => format!("{text}: {e}"),
    }
}

fn fixtures() -> Vec<PathBuf> {
    let mut found: Vec<PathBuf> = std::fs::read_dir(DIR)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "eml"))
        .collect();
    found.sort();
    found
}

#[test]
fn every_fixture_parses_as_expected() {
    let bless = std::env::var_os("KINGPOST_BLESS").is_some();
    let mut failures = Vec::new();
    let all = fixtures();
    assert!(all.len() >= 25, "only {} fixtures", all.len());
    for eml in &all {
        let expected_path = eml.with_extension("expected");
        let expected = std::fs::read_to_string(&expected_path).ok();
        let raw = std::fs::read(eml).unwrap();
        let actual = render(&raw, &inputs(expected.as_deref().unwrap_or_default()));
        match expected {
            Some(expected) if expected == actual => {}
            Some(_) if bless => std::fs::write(&expected_path, &actual).unwrap(),
            Some(expected) => failures.push(format!(
                "{}:\n--- expected\n{expected}--- actual\n{actual}",
                name(eml)
            )),
            None if bless => std::fs::write(&expected_path, &actual).unwrap(),
            None => failures.push(format!("{}: no .expected file beside it", name(eml))),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_expectation_has_its_fixture() {
    for entry in std::fs::read_dir(DIR).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "expected") {
            assert!(
                path.with_extension("eml").exists(),
                "{} has no .eml",
                name(&path)
            );
        }
    }
}

fn name(path: &Path) -> String {
    path.file_name().unwrap().to_string_lossy().into_owned()
}

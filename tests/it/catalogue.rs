//! The English message catalogue is complete: every key the templates, page handlers and mail
//! builders ask for, and every key built from a name (terminations, languages, notations,
//! dashboard sections, notification settings, emails), exists in `locales/en`.

use std::path::Path;

use kingpost::chess::{Language, Notation, Termination};
use kingpost::domain::notifications::NotifyMode;
use kingpost::i18n::has_message;

/// Message keys written literally as the first argument of `t`, `t1`, `tn` or `i18n::t`.
fn literal_keys(text: &str) -> Vec<String> {
    let mut keys = Vec::new();
    for opener in ["t(\"", "t1(\"", "tn(\""] {
        for (at, _) in text.match_indices(opener) {
            let rest = &text[at + opener.len()..];
            keys.extend(rest.split('"').next().map(str::to_owned));
        }
    }
    for (at, _) in text.match_indices("i18n::t(") {
        let rest = &text[at..(at + 120).min(text.len())];
        if let Some(key) = rest.split('"').nth(1).filter(|k| k.contains('-')) {
            keys.push(key.to_owned());
        }
    }
    keys.retain(|k| {
        !k.is_empty()
            && k.chars()
                .all(|c| c.is_ascii_lowercase() || c == '-' || c.is_ascii_digit())
    });
    keys
}

fn files(dir: &Path, ext: &str, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files(&path, ext, out);
        } else if path.extension().is_some_and(|e| e == ext) {
            out.push(path);
        }
    }
}

#[test]
fn every_key_the_interface_uses_is_in_the_english_catalogue() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut sources = Vec::new();
    files(&root.join("templates"), "html", &mut sources);
    files(&root.join("templates"), "txt", &mut sources);
    files(&root.join("src/web"), "rs", &mut sources);
    files(&root.join("src/service/notify"), "rs", &mut sources);
    let mut keys: Vec<String> = sources
        .iter()
        .flat_map(|p| literal_keys(&std::fs::read_to_string(p).unwrap()))
        .collect();
    assert!(keys.len() > 150, "the scan found only {} keys", keys.len());
    keys.extend(
        Termination::ALL
            .iter()
            .map(|t| format!("termination-{}", t.as_str())),
    );
    keys.extend(
        Language::ALL
            .iter()
            .map(|l| format!("language-{}", l.code())),
    );
    keys.extend(
        Notation::ALL
            .iter()
            .map(|n| format!("notation-{}", n.name())),
    );
    for section in ["my-turn", "waiting", "finished"] {
        keys.push(format!("section-{section}"));
        keys.push(format!("section-{section}-empty"));
    }
    keys.extend(
        NotifyMode::ALL
            .iter()
            .map(|m| format!("notify-{}", m.as_str())),
    );
    for mail in ["verify", "reset"] {
        keys.push(format!("mail-{mail}-subject"));
        keys.push(format!("mail-{mail}-body"));
    }
    assert!(
        keys.iter().filter(|k| k.starts_with("mail-")).count() > 40,
        "the scan missed the mail builders"
    );
    let missing: Vec<&String> = keys.iter().filter(|k| !has_message(k)).collect();
    assert!(missing.is_empty(), "missing from locales/en: {missing:?}");
}

//! The message catalogues are complete. English: every key the templates, page handlers and
//! mail builders ask for, and every key built from a name (terminations, languages, notations,
//! dashboard sections, notification settings, emails, the board's pieces and spoken words),
//! exists in `locales/en`. Every other interface language: each `.ftl` file English has
//! (whatever files there are, so a new English file demands its translations) exists, parses,
//! has exactly English's messages and attributes, and each message uses exactly the
//! placeholders (`{ $name }`) English's does.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use fluent_syntax::ast::{self, Entry, Expression, InlineExpression, Pattern, PatternElement};
use kingpost::chess::{Language, Notation, Termination};
use kingpost::domain::notifications::NotifyMode;
use kingpost::i18n::{INTERFACE_LANGUAGES, has_message};

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
    keys.extend(board_keys());
    assert!(
        keys.iter().filter(|k| k.starts_with("mail-")).count() > 40,
        "the scan missed the mail builders"
    );
    let missing: Vec<&String> = keys.iter().filter(|k| !has_message(k)).collect();
    assert!(missing.is_empty(), "missing from locales/en: {missing:?}");
}

/// Every error code the API mapping gives (and so the error page shows) has a translated
/// heading `error-<code>`, except the codes only JSON requests can get.
#[test]
fn every_error_code_has_a_page_heading() {
    let source = std::fs::read_to_string("src/web/error.rs").unwrap();
    let api_only = [
        "payload_too_large",
        "unsupported_media_type",
        "invalid_json",
    ];
    let mut codes: Vec<String> = Vec::new();
    for line in source.lines().filter(|l| !l.trim_start().starts_with("//")) {
        for (i, piece) in line.split('"').enumerate() {
            let snake = !piece.is_empty()
                && piece.chars().all(|c| c.is_ascii_lowercase() || c == '_')
                && !piece.starts_with('_');
            if i % 2 == 1 && snake && !api_only.contains(&piece) {
                codes.push(piece.to_owned());
            }
        }
    }
    assert!(
        codes.len() > 40,
        "the scan found only {} codes",
        codes.len()
    );
    codes.sort();
    codes.dedup();
    let missing: Vec<String> = codes
        .iter()
        .map(|c| format!("error-{}", c.replace('_', "-")))
        .filter(|k| !has_message(k))
        .collect();
    assert!(missing.is_empty(), "no error page heading for {missing:?}");
}

/// Keys the accessible board builds from names: piece names by colour, piece words, spoken words.
fn board_keys() -> Vec<String> {
    let roles = ["king", "queen", "rook", "bishop", "knight", "pawn"];
    let mut keys: Vec<String> = Vec::new();
    for role in roles {
        keys.push(format!("piece-{role}"));
        for color in ["white", "black"] {
            keys.push(format!("board-piece-{color}-{role}"));
        }
    }
    keys.extend((1..=8).map(|n| format!("spoken-rank-{n}")));
    for word in [
        "takes",
        "check",
        "mate",
        "castle-short",
        "castle-long",
        "promotes",
    ] {
        keys.push(format!("spoken-{word}"));
    }
    keys.extend(
        [
            "board-empty",
            "board-cell",
            "board-last-move",
            "language-autonym",
        ]
        .map(String::from),
    );
    keys
}

/// Messages (and `message.attribute`s) of a catalogue file, each with the variables it uses.
type Catalogue = BTreeMap<String, BTreeSet<String>>;

fn locales() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("locales")
}

/// Reads and parses one `.ftl` file; a syntax error fails the test with its place.
fn catalogue(path: &Path) -> Catalogue {
    let text = std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("{} cannot be read: {e}", path.display()));
    let resource = fluent_syntax::parser::parse(text.as_str())
        .unwrap_or_else(|(_, errors)| panic!("{} does not parse: {errors:?}", path.display()));
    let mut messages = Catalogue::new();
    for entry in resource.body {
        match entry {
            Entry::Message(message) => {
                let id = message.id.name.to_owned();
                let mut vars = BTreeSet::new();
                if let Some(value) = &message.value {
                    pattern_vars(value, &mut vars);
                }
                for attribute in &message.attributes {
                    let mut attr_vars = BTreeSet::new();
                    pattern_vars(&attribute.value, &mut attr_vars);
                    messages.insert(format!("{id}.{}", attribute.id.name), attr_vars);
                }
                assert!(
                    messages.insert(id.clone(), vars).is_none(),
                    "{}: {id} twice",
                    path.display()
                );
            }
            Entry::Term(term) => {
                let mut vars = BTreeSet::new();
                pattern_vars(&term.value, &mut vars);
                messages.insert(format!("-{}", term.id.name), vars);
            }
            Entry::Junk { content } => panic!("{}: unreadable entry {content:?}", path.display()),
            Entry::Comment(_) | Entry::GroupComment(_) | Entry::ResourceComment(_) => {}
        }
    }
    messages
}

fn pattern_vars(pattern: &Pattern<&str>, vars: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(expression: &Expression<&str>, vars: &mut BTreeSet<String>) {
    match expression {
        Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            for variant in variants {
                pattern_vars(&variant.value, vars);
            }
        }
        Expression::Inline(inline) => inline_vars(inline, vars),
    }
}

fn inline_vars(inline: &InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    let arguments = |args: &ast::CallArguments<&str>, vars: &mut BTreeSet<String>| {
        for arg in &args.positional {
            inline_vars(arg, vars);
        }
        for named in &args.named {
            inline_vars(&named.value, vars);
        }
    };
    match inline {
        InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_owned());
        }
        InlineExpression::FunctionReference {
            arguments: args, ..
        } => arguments(args, vars),
        InlineExpression::TermReference {
            arguments: Some(args),
            ..
        } => arguments(args, vars),
        InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        _ => {}
    }
}

/// The `.ftl` file names in `locales/en`, sorted.
fn english_files() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(locales().join("en"))
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".ftl"))
        .collect();
    names.sort();
    assert!(names.contains(&"main.ftl".to_owned()), "{names:?}");
    names
}

/// What is wrong with the translation at `path` of an English catalogue, one line per problem.
fn problems(path: &Path, english: &Catalogue) -> Vec<String> {
    let name = path.display();
    if !path.exists() {
        return vec![format!("{name} is missing: translate it from locales/en")];
    }
    let translated = catalogue(path);
    let mut found = Vec::new();
    for (key, vars) in english {
        match translated.get(key) {
            None => found.push(format!("{name}: {key} is missing")),
            Some(theirs) if theirs != vars => found.push(format!(
                "{name}: {key} uses {theirs:?}, English uses {vars:?}"
            )),
            Some(_) => {}
        }
    }
    for key in translated.keys().filter(|k| !english.contains_key(*k)) {
        found.push(format!("{name}: {key} is not in English"));
    }
    found
}

#[test]
fn every_language_has_exactly_the_english_messages_with_the_same_placeholders() {
    let mut all = Vec::new();
    for name in english_files() {
        let english = catalogue(&locales().join("en").join(&name));
        assert!(
            english.len() > 100 || name != "main.ftl",
            "{}",
            english.len()
        );
        for code in INTERFACE_LANGUAGES.iter().filter(|c| **c != "en") {
            all.extend(problems(&locales().join(code).join(&name), &english));
        }
    }
    assert!(
        all.is_empty(),
        "{} problems:\n{}",
        all.len(),
        all.join("\n")
    );
}

#[test]
fn the_check_catches_missing_extra_and_changed_placeholders() {
    let dir = locales().join("en");
    let english = catalogue(&dir.join("main.ftl"));
    let scratch = std::env::temp_dir().join(format!("kingpost-ftl-{}", std::process::id()));
    let bad = scratch.join("xx");
    std::fs::create_dir_all(&bad).unwrap();
    let mut text = std::fs::read_to_string(dir.join("main.ftl")).unwrap();
    text = text.replace("game-title = Game { $id }", "game-title = Game { $number }");
    text = text.replace("nav-skip = Skip to the content\n", "");
    text.push_str("nav-extra = Not in English\n");
    std::fs::write(bad.join("main.ftl"), text).unwrap();
    let found = problems(&bad.join("main.ftl"), &english);
    assert_eq!(found.len(), 3, "{found:?}");
    assert!(found[0].ends_with("game-title uses {\"number\"}, English uses {\"id\"}"));
    assert!(found[1].ends_with("nav-skip is missing"));
    assert!(found[2].ends_with("nav-extra is not in English"));
    assert!(problems(&bad.join("mail.ftl"), &english)[0].contains("is missing: translate"));
    let _ = std::fs::remove_dir_all(scratch);
}

#[test]
fn every_locale_folder_is_an_interface_language_and_the_other_way_round() {
    let mut folders: Vec<String> = std::fs::read_dir(locales())
        .unwrap()
        .map(|entry| entry.unwrap())
        .filter(|entry| entry.path().is_dir())
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .collect();
    folders.sort();
    let mut languages: Vec<String> = INTERFACE_LANGUAGES
        .iter()
        .map(|c| (*c).to_owned())
        .collect();
    languages.sort();
    assert_eq!(folders, languages);
}

#[test]
fn plural_messages_cover_every_category_the_language_needs() {
    // The categories CLDR uses for whole numbers, per language (Fluent falls back to the default
    // variant, so a missing category would silently show the wrong form).
    let needs: [(&str, &[&str]); 3] = [
        ("ru", &["one", "few", "many"]),
        ("ga", &["one", "two", "few", "many"]),
        ("am", &["one"]),
    ];
    for (code, categories) in needs {
        let text = std::fs::read_to_string(locales().join(code).join("main.ftl")).unwrap();
        for key in ["game-moves", "login-throttled"] {
            let start = text.find(&format!("{key} =")).unwrap();
            let end = text[start..].find("\n  }").unwrap() + start;
            for category in categories {
                assert!(
                    text[start..end].contains(&format!("[{category}]")),
                    "{code}: {key} has no [{category}] variant"
                );
            }
        }
    }
}

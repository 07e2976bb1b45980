//! Fuzz target: reading an incoming email must never panic, whatever the bytes: raw bytes
//! become an `InboundMail` (`kingpost::mail::inbound`), and its text and subject a `Command`
//! (`kingpost::mail::commands`), in English and in one more language chosen by the input's
//! length (so that whole `.eml` files work as seeds).
//!
//! Beyond not panicking: `identify` gives the same key (or the same error) as `parse`; the
//! envelope's reply address wins the token; and a command that is read names the line(s) it
//! was read from.
#![no_main]

use kingpost::chess::Language;
use kingpost::mail::commands;
use kingpost::mail::inbound::{self, identify};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|raw: &[u8]| {
    let parsed = inbound::parse(raw);
    match (&parsed, identify(raw)) {
        (Ok(mail), Ok(key)) => assert_eq!(mail.key, key),
        (Err(a), Err(b)) => assert_eq!(a, &b),
        (parsed, identified) => panic!("parse {parsed:?} but identify {identified:?}"),
    }
    let Ok(mail) = parsed else {
        return;
    };
    let mail = mail.with_envelope(&["move+fuzz@example.org".to_owned()]);
    assert_eq!(mail.token.as_deref(), Some("fuzz"));
    let other = Language::ALL[raw.len() % Language::ALL.len()];
    for language in [Language::English, other] {
        match commands::read(&mail.text, &mail.subject, language) {
            Ok(found) => assert!(!found.line.is_empty(), "{found:?}"),
            Err(error) => {
                let _ = (error.code(), error.to_string());
            }
        }
    }
});

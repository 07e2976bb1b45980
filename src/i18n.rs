//! The one message catalogue of the user interface: every text a person reads in a page or an
//! email comes from the Fluent files in `locales/<language>/*.ftl` (all files of a language
//! folder are read: `main.ftl` for the pages, `mail.ftl` for email), compiled into the binary.
//! English is complete; a language without a file (or a message missing from one) falls back to
//! English, so a translation can be added file by file without touching code.
//!
//! Fluent's bidirectional isolation marks are switched off: the texts go into HTML and plain-text
//! mail, where invisible U+2068/U+2069 characters only get in the way.

use std::borrow::Cow;
use std::collections::HashMap;

use fluent_templates::fluent_bundle::FluentValue;
use fluent_templates::{LanguageIdentifier, Loader};

fluent_templates::static_loader! {
    static LOCALES = {
        locales: "./locales",
        fallback_language: "en",
        customise: |bundle| bundle.set_use_isolating(false),
    };
}

/// English, the fallback.
pub const ENGLISH: LanguageIdentifier = fluent_templates::langid!("en");

/// An argument for a message: a name and its text or number.
pub type Arg<'a> = (&'a str, FluentValue<'a>);

/// The language identifier for a code such as `de` or `pt-BR`; English when unreadable.
pub fn language(code: &str) -> LanguageIdentifier {
    code.parse().unwrap_or(ENGLISH)
}

/// The message `key` in `lang`, with `args` filled in. A missing key shows as the key itself,
/// which the catalogue test catches.
pub fn t(lang: &LanguageIdentifier, key: &str, args: &[Arg<'_>]) -> String {
    if args.is_empty() {
        return LOCALES
            .try_lookup(lang, key)
            .unwrap_or_else(|| key.to_owned());
    }
    let map: HashMap<Cow<'static, str>, FluentValue<'_>> = args
        .iter()
        .map(|(name, value)| (Cow::Owned((*name).to_owned()), value.clone()))
        .collect();
    LOCALES
        .try_lookup_with_args(lang, key, &map)
        .unwrap_or_else(|| key.to_owned())
}

/// The names of the arguments the catalogue's messages use.
pub const ARGUMENT_NAMES: [&str; 15] = [
    "email", "username", "link", "minutes", "time", "text", "color", "id", "name", "result",
    "page", "count", "white", "black", "move",
];

/// Whether the English catalogue has `key` (for tests and checks). Fluent refuses to format a
/// message whose arguments are missing, so every known argument is given a placeholder.
pub fn has_message(key: &str) -> bool {
    let args: HashMap<Cow<'static, str>, FluentValue<'_>> = ARGUMENT_NAMES
        .iter()
        .map(|name| (Cow::Borrowed(*name), FluentValue::from("1")))
        .collect();
    LOCALES.try_lookup_with_args(&ENGLISH, key, &args).is_some()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_fill_in_arguments_without_isolation_marks() {
        let en = language("en");
        let text = t(&en, "game-title", &[("id", FluentValue::from(42))]);
        assert_eq!(text, "Game 42");
        assert_eq!(
            t(&language("xx-not-a-language"), "app-name", &[]),
            "Kingpost"
        );
        assert_eq!(t(&language("de"), "app-name", &[]), "Kingpost");
        assert_eq!(t(&en, "no-such-key", &[]), "no-such-key");
    }

    #[test]
    fn every_file_of_a_language_is_read() {
        let en = language("en");
        assert_eq!(t(&en, "settings-title", &[]), "Settings", "from main.ftl");
        assert_eq!(
            t(&en, "mail-reply-heading", &[]),
            "How to reply",
            "from mail.ftl"
        );
    }
}

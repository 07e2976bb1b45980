//! The one message catalogue of the user interface: every text a person reads in a page or an
//! email comes from the Fluent files in `locales/<language>/*.ftl` (all files of a language
//! folder are read: `main.ftl` for the pages, `mail.ftl` for email), compiled into the binary.
//! English is complete; a language without a file (or a message missing from one) falls back to
//! English, so a translation can be added file by file without touching code.
//!
//! Fluent's bidirectional isolation marks are switched off: the texts go into HTML and plain-text
//! mail, where invisible U+2068/U+2069 characters only get in the way (pages isolate names and
//! moves with `<bdi>` instead).
//!
//! The interface is translated into the twelve [`INTERFACE_LANGUAGES`]; [`negotiate`] picks one
//! from a browser's `Accept-Language` header, and [`is_right_to_left`] tells the pages which way
//! a language is written.

mod moves;

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

pub use moves::move_error;

/// English, the fallback.
pub const ENGLISH: LanguageIdentifier = fluent_templates::langid!("en");

/// An argument for a message: a name and its text or number.
pub type Arg<'a> = (&'a str, FluentValue<'a>);

/// The languages the interface is translated into, English first: each has a complete
/// `locales/<code>/` (the catalogue test checks it). Yiddish is written right to left, Amharic in
/// Ge'ez script.
pub const INTERFACE_LANGUAGES: [&str; 12] = [
    "en", "de", "fr", "es", "it", "pt", "nl", "ru", "sq", "ga", "yi", "am",
];

/// Languages written right to left.
const RIGHT_TO_LEFT: [&str; 1] = ["yi"];

/// The interface language for a code such as `de`, `de-AT` or `pt_BR` (region ignored, case
/// ignored), when the interface is translated into it.
///
/// ```
/// use kingpost::i18n::interface_language;
/// assert_eq!(interface_language("de-AT").unwrap().to_string(), "de");
/// assert_eq!(interface_language("YI").unwrap().to_string(), "yi");
/// assert!(interface_language("sv").is_none());
/// ```
pub fn interface_language(code: &str) -> Option<LanguageIdentifier> {
    let primary = code.trim().split(['-', '_']).next()?.to_ascii_lowercase();
    INTERFACE_LANGUAGES
        .iter()
        .find(|known| **known == primary)
        .and_then(|known| known.parse().ok())
}

/// Whether `lang` is written right to left (for `<html dir="rtl">`).
pub fn is_right_to_left(lang: &LanguageIdentifier) -> bool {
    RIGHT_TO_LEFT.contains(&lang.language.as_str())
}

/// The names of the arguments that hold moves or notation (always written left to right).
pub const NOTATION_ARGUMENTS: [&str; 3] = ["move", "lines", "example"];

/// `text` between the Unicode isolates LEFT-TO-RIGHT ISOLATE and POP DIRECTIONAL ISOLATE, so a
/// move such as `xd4♕` keeps its order inside right-to-left text (for plain text, where `<bdi>`
/// cannot be used).
///
/// ```
/// assert_eq!(kingpost::i18n::isolate_ltr("Nf3"), "\u{2066}Nf3\u{2069}");
/// ```
pub fn isolate_ltr(text: &str) -> String {
    format!("\u{2066}{text}\u{2069}")
}

/// [`t`] for a reader of `lang`: in a right-to-left language each argument named in
/// [`NOTATION_ARGUMENTS`] is isolated left to right ([`isolate_ltr`]); elsewhere it is `t`.
pub fn t_isolating(lang: &LanguageIdentifier, key: &str, args: &[Arg<'_>]) -> String {
    if !is_right_to_left(lang) {
        return t(lang, key, args);
    }
    let isolated: Vec<Arg<'_>> = args
        .iter()
        .map(|(name, value)| match value {
            FluentValue::String(text) if NOTATION_ARGUMENTS.contains(name) => {
                (*name, FluentValue::from(isolate_ltr(text)))
            }
            other => (*name, other.clone()),
        })
        .collect();
    t(lang, key, &isolated)
}

/// The best interface language for an `Accept-Language` header: the languages it names in
/// order of their q-values (highest first; equal values keep their order; `q=0` means "not
/// this one"), the first that the interface is translated into. `None` when none is.
///
/// ```
/// use kingpost::i18n::negotiate;
/// let lang = negotiate("sv;q=0.9, fr-CH;q=0.5, de;q=0.8, *;q=0.1").unwrap();
/// assert_eq!(lang.to_string(), "de");
/// assert!(negotiate("sv, da;q=0.5").is_none());
/// assert!(negotiate("de;q=0").is_none());
/// ```
pub fn negotiate(header: &str) -> Option<LanguageIdentifier> {
    let mut ranked: Vec<(u32, usize, &str)> = header
        .split(',')
        .enumerate()
        .filter_map(|(at, item)| {
            let mut parts = item.split(';');
            let tag = parts.next()?.trim();
            let quality = parts
                .filter_map(|p| p.trim().strip_prefix("q="))
                .find_map(|q| q.trim().parse::<f32>().ok())
                .unwrap_or(1.0);
            // Thousandths, so the ranking sorts as integers.
            let rank = (quality.clamp(0.0, 1.0) * 1000.0).round() as u32;
            (rank > 0 && !tag.is_empty()).then_some((rank, at, tag))
        })
        .collect();
    ranked.sort_by_key(|(rank, at, _)| (std::cmp::Reverse(*rank), *at));
    ranked
        .into_iter()
        .find_map(|(_, _, tag)| interface_language(tag))
}

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
pub const ARGUMENT_NAMES: [&str; 43] = [
    "email",
    "username",
    "link",
    "minutes",
    "time",
    "text",
    "color",
    "id",
    "name",
    "result",
    "page",
    "count",
    "square",
    "piece",
    "pawn",
    "piece_iccf",
    "pawn_iccf",
    "letter",
    "meaning",
    "in_language",
    "in_other",
    "knight",
    "long",
    "move",
    "example",
    "white",
    "black",
    "zone",
    "lines",
    "written",
    "actual",
    "from",
    "address",
    "round",
    "player",
    "claimant",
    "ruling",
    "reason",
    "days",
    "appellant",
    "note",
    "decider",
    "terms",
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
    fn accept_language_follows_q_values_and_skips_untranslated_languages() {
        let pick = |header: &str| negotiate(header).map(|l| l.to_string());
        assert_eq!(pick("de-DE,de;q=0.9,en;q=0.8").as_deref(), Some("de"));
        assert_eq!(pick("en;q=0.5, ru;q=0.9").as_deref(), Some("ru"));
        assert_eq!(pick("sv-SE, yi;q=0.3, fr;q=0.2").as_deref(), Some("yi"));
        assert_eq!(pick("am;q=0.7, ga;q=0.7").as_deref(), Some("am"));
        assert_eq!(pick("pt-BR").as_deref(), Some("pt"));
        assert_eq!(pick("*"), None);
        assert_eq!(pick("it;q=0, nl;q=bad").as_deref(), Some("nl"));
        assert_eq!(pick(""), None);
    }

    #[test]
    fn only_yiddish_is_right_to_left() {
        for code in INTERFACE_LANGUAGES {
            let lang = language(code);
            assert_eq!(is_right_to_left(&lang), code == "yi", "{code}");
        }
    }

    #[test]
    fn the_plural_rules_know_every_interface_language() {
        use intl_pluralrules::{PluralRuleType, PluralRules};
        let known = PluralRules::get_locales(PluralRuleType::CARDINAL);
        for code in INTERFACE_LANGUAGES {
            assert!(
                known.contains(&language(code)),
                "no plural rules for {code}"
            );
        }
    }

    /// The message `game-moves` for `count` moves in `code`.
    fn moves(code: &str, count: i64) -> String {
        t(
            &language(code),
            "game-moves",
            &[("count", FluentValue::from(count))],
        )
    }

    #[test]
    fn plurals_follow_each_languages_rules() {
        // Russian: one (1, 21), few (2-4, 22), many (5-20, 25).
        let ru: Vec<String> = [1, 2, 5, 21, 22, 25]
            .iter()
            .map(|n| moves("ru", *n))
            .collect();
        assert_eq!(
            ru,
            [
                "1 ход",
                "2 хода",
                "5 ходов",
                "21 ход",
                "22 хода",
                "25 ходов"
            ]
        );
        // Irish: one, two, few (3-6), many (7-10), other (11+).
        let ga: Vec<String> = [1, 2, 3, 7, 11].iter().map(|n| moves("ga", *n)).collect();
        assert_eq!(
            ga,
            ["1 bheart", "2 bheart", "3 bheart", "7 mbeart", "11 beart"]
        );
        // Amharic: 0 and 1 are "one".
        assert_eq!(moves("am", 0), moves("am", 1).replace('1', "0"));
        assert_eq!(moves("en", 1), "one move");
        assert_eq!(moves("de", 1), "ein Zug");
        assert_eq!(moves("de", 3), "3 Züge");
        assert_eq!(moves("fr", 0), "0 coup");
        assert_eq!(moves("fr", 2), "2 coups");
    }

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

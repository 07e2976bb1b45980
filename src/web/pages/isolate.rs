//! Catalogue sentences that embed a move or a player's name, as page HTML with each embedded
//! piece isolated: a name in `<bdi>` (it takes its own direction, so "bob" or a Hebrew name
//! cannot reorder the words around it), a move or other notation in `<bdi dir="ltr">` (so
//! "Nf3" or "1/2-1/2" stays left to right inside a right-to-left sentence). Everything else is
//! HTML-escaped; the result is safe to put in a page as it is.

use fluent_templates::LanguageIdentifier;

use crate::i18n;

/// One argument of a sentence and how it is isolated.
#[derive(Debug, Clone, Copy)]
pub enum Piece<'a> {
    /// A player's name: `<bdi>`.
    Name(&'a str),
    /// A move, a result or other notation: `<bdi dir="ltr">`.
    Notation(&'a str),
}

impl Piece<'_> {
    fn html(self) -> String {
        match self {
            Piece::Name(text) => format!("<bdi>{}</bdi>", escape(text)),
            Piece::Notation(text) => format!("<bdi dir=\"ltr\">{}</bdi>", escape(text)),
        }
    }
}

/// Marks that stand in for the arguments while the sentence is escaped (private-use
/// characters, which no catalogue message and no escaper touches).
const OPEN: char = '\u{E000}';
const CLOSE: char = '\u{E001}';

/// The catalogue message `key` in `lang` with `args` isolated, as HTML.
pub fn t_html(lang: &LanguageIdentifier, key: &str, args: &[(&str, Piece<'_>)]) -> String {
    let marked: Vec<i18n::Arg<'_>> = args
        .iter()
        .enumerate()
        .map(|(i, (name, _))| (*name, format!("{OPEN}{i}{CLOSE}").into()))
        .collect();
    let mut out = escape(&i18n::t(lang, key, &marked));
    for (i, (_, piece)) in args.iter().enumerate() {
        out = out.replace(&format!("{OPEN}{i}{CLOSE}"), &piece.html());
    }
    out
}

/// [`t_html`] without the isolation: the sentence as escaped text.
pub fn plain_html(lang: &LanguageIdentifier, key: &str, args: &[(&str, Piece<'_>)]) -> String {
    let plain: Vec<i18n::Arg<'_>> = args
        .iter()
        .map(|(name, piece)| {
            let text = match piece {
                Piece::Name(text) | Piece::Notation(text) => *text,
            };
            (*name, text.into())
        })
        .collect();
    escape(&i18n::t(lang, key, &plain))
}

fn escape(text: &str) -> String {
    askama::filters::escape(text, askama::filters::Html)
        .map(|s| s.to_string())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_moves_are_isolated_and_the_rest_escaped() {
        let lang: LanguageIdentifier = "en".parse().unwrap();
        let html = t_html(
            &lang,
            "board-last-move",
            &[
                ("name", Piece::Name("<b>")),
                ("move", Piece::Notation("Nf3")),
            ],
        );
        assert_eq!(
            html,
            "<bdi>&#60;b&#62;</bdi> played <bdi dir=\"ltr\">Nf3</bdi>."
        );
    }
}

//! From the raw text a person typed to the bare move to be read.
//!
//! Moves arrive from web forms and from email bodies, so they come with whatever surrounds them
//! there: whitespace, quotes, a trailing period or comma, a move number (`13.`, `13...`, `13…`),
//! annotation glyphs (`!?`, `‼`), check and mate marks (`+`, `#`, `†`), `e.p.`, NAGs (`$1`) and
//! typographic dashes, quotes and ellipses put in by phones and mail clients (`“O–O”`, `14…Nf6`).
//! This module peels all of that off and keeps the move number so the reader can check it against
//! the game. Its word-level parts ([`plain_typography`], [`strip_surroundings`],
//! [`strip_sentence_dot`], [`move_number_prefix`]) are the lexer the mail command reader uses too.

use std::borrow::Cow;
use std::fmt;

use shakmaty::Color;

use super::{MoveError, WrittenMove};

/// Texts longer than this (after trimming) are not moves; errors show only this many chars.
const MAX_CHARS: usize = 40;

/// A text split into its parts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Input {
    /// The whole text, trimmed of whitespace only.
    pub trimmed: String,
    /// The whole text, trimmed of whitespace and surrounding punctuation, as typed.
    pub typed: String,
    /// The move without its number, as typed.
    pub move_text: String,
    /// The leading move number, if any.
    pub number: Option<MoveNumber>,
    /// The move normalised: no whitespace, annotations, check marks or `e.p.`, plain dashes.
    pub body: Vec<char>,
}

/// A leading move number such as `13.` (White) or `13...` (Black).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveNumber {
    /// The number, absent for a bare `...`.
    pub number: Option<u32>,
    /// The side the dots point to: one dot White, two or more (or `…`) Black.
    pub side: Option<Color>,
}

/// `13.`, `13...`, `...`, or a bare `13`: the number as the reader reads it back.
impl fmt::Display for MoveNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let dots = match self.side {
            Some(Color::White) => ".",
            Some(Color::Black) => "...",
            None => "",
        };
        match self.number {
            Some(n) => write!(f, "{n}{dots}"),
            None => f.write_str(dots),
        }
    }
}

/// Splits a move whose number the door's own reader split off already: the number given is
/// checked as if it had been typed before the move (and shown so in errors).
pub(super) fn split_written(written: WrittenMove<'_>) -> Result<Input, MoveError> {
    let mut input = split(written.text)?;
    if let (Some(number), None) = (written.number, input.number) {
        input.number = Some(number);
        input.trimmed = format!("{number} {}", input.trimmed);
        input.typed = format!("{number} {}", input.typed);
    }
    Ok(input)
}

/// Splits `text` into move number and move; fails when no move is left.
pub(super) fn split(text: &str) -> Result<Input, MoveError> {
    let plain = plain_typography(text);
    let trimmed = plain.trim();
    if trimmed.chars().count() > MAX_CHARS {
        let shown: String = trimmed.chars().take(MAX_CHARS).collect();
        return Err(MoveError::Unreadable {
            text: format!("{shown}…"),
        });
    }
    let typed = strip_sentence_dot(strip_surroundings(trimmed));
    let (number, rest) = split_number(typed);
    let move_text = rest.trim();
    let body = normalise(move_text);
    if body.is_empty() {
        return Err(if trimmed.chars().any(char::is_alphanumeric) {
            MoveError::Unreadable {
                text: trimmed.to_owned(),
            }
        } else {
            MoveError::Empty
        });
    }
    Ok(Input {
        trimmed: trimmed.to_owned(),
        typed: typed.to_owned(),
        move_text: move_text.to_owned(),
        number,
        body,
    })
}

/// The text with the typography that phones and mail programs put in made plain: curly and low
/// quotes and apostrophes (`“ ” „ ‘ ’ ‚`) become `"` and `'`, en and em dashes and other dashes
/// `-`, the multiplication sign `x`, the ellipsis `…` three dots; bidirectional marks (put around
/// a Latin move in Hebrew or Arabic text), zero-width characters and soft hyphens are removed.
///
/// ```
/// use kingpost::chess::notation::plain_typography;
/// assert_eq!(plain_typography("“O–O” 14…Nf6 I’m"), "\"O-O\" 14...Nf6 I'm");
/// assert_eq!(plain_typography("\u{2066}Sf3\u{2069}"), "Sf3");
/// ```
pub fn plain_typography(text: &str) -> Cow<'_, str> {
    if text.is_ascii() {
        return Cow::Borrowed(text);
    }
    let mut plain = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\u{200b}'..='\u{200f}'
            | '\u{202a}'..='\u{202e}'
            | '\u{2066}'..='\u{2069}'
            | '\u{061c}'
            | '\u{feff}'
            | '\u{00ad}' => {}
            '‘' | '’' | '‚' | '‛' | '′' => plain.push('\''),
            '“' | '”' | '„' | '‟' | '″' => plain.push('"'),
            '–' | '—' | '‑' | '‐' | '‒' | '―' | '−' => plain.push('-'),
            '×' => plain.push('x'),
            '…' => plain.push_str("..."),
            other => plain.push(other),
        }
    }
    Cow::Owned(plain)
}

/// A word (or a whole move text) without the quotes, brackets and punctuation around it: opening
/// quotes, brackets, `¿`, `¡` and markup (`*bold*`, `_underlined_`) in front; closing ones and
/// `,` `;` `:` behind. A closing bracket stays when it closes one inside (`e8(Q)`); a full stop
/// goes only after a closing quote or bracket (`(e4).`), as a dot may belong to a move number
/// (`13.`) or to `e.p.` (see [`strip_sentence_dot`]). Expects [`plain_typography`] first.
///
/// ```
/// use kingpost::chess::notation::strip_surroundings;
/// assert_eq!(strip_surroundings("\"(e4).\""), "e4");
/// assert_eq!(strip_surroundings("«Nf3»,"), "Nf3");
/// assert_eq!(strip_surroundings("e8(Q)"), "e8(Q)");
/// assert_eq!(strip_surroundings("13."), "13.");
/// ```
pub fn strip_surroundings(text: &str) -> &str {
    const OPENING: [char; 10] = ['"', '\'', '«', '‹', '(', '[', '¿', '¡', '*', '_'];
    const CLOSING: [char; 9] = ['"', '\'', '»', '›', ':', ',', ';', '*', '_'];
    const CLOSED_BY: [char; 6] = [')', ']', '"', '\'', '»', '›'];
    let mut core = text.trim();
    loop {
        let before = core;
        core = core.trim_start_matches(OPENING).trim_start();
        core = core.trim_end_matches(CLOSING).trim_end();
        for (open, close) in [('(', ')'), ('[', ']')] {
            if core.ends_with(close) && !core.contains(open) {
                core = &core[..core.len() - 1];
            }
        }
        if let Some(before_dot) = core.strip_suffix('.')
            && before_dot.ends_with(CLOSED_BY)
        {
            core = before_dot;
        }
        if core == before {
            return core;
        }
    }
}

/// A full stop after a move ends the sentence (`Nf3.`, `13...`); `e.p.` keeps its dots.
///
/// ```
/// use kingpost::chess::notation::strip_sentence_dot;
/// assert_eq!(strip_sentence_dot("Nf3."), "Nf3");
/// assert_eq!(strip_sentence_dot("exd6 e.p."), "exd6 e.p.");
/// ```
pub fn strip_sentence_dot(text: &str) -> &str {
    if text.to_ascii_lowercase().ends_with("e.p.") {
        return text;
    }
    text.trim_end_matches('.')
}

/// A leading move number, its dots and what follows it: digits, then dots, an ellipsis, a dash
/// after a dot or whitespace (`13.`, `13...`, `13 ...`, `13.-`, `13…`, `...`, `13 `). `None`
/// when the text does not start with a move number: no dots and no whitespace after the digits
/// (`5254`, `52-54`), or a single dot without digits.
///
/// ```
/// use kingpost::chess::{Color, notation::move_number_prefix};
/// let (number, rest) = move_number_prefix("13...Nf6").unwrap();
/// assert_eq!((number.number, number.side, rest), (Some(13), Some(Color::Black), "Nf6"));
/// assert_eq!(move_number_prefix("13.").map(|(n, rest)| (n.side, rest)), Some((Some(Color::White), "")));
/// assert!(move_number_prefix("5254").is_none());
/// ```
pub fn move_number_prefix(text: &str) -> Option<(MoveNumber, &str)> {
    let digits_end = text
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(text.len());
    let after = &text[digits_end..];
    let marker_end = after
        .find(|c: char| !(c == '.' || c == '…' || c == '-' || c.is_whitespace()))
        .unwrap_or(after.len());
    let (marker, rest) = after.split_at(marker_end);
    let dots = marker.matches('.').count() + 3 * marker.matches('…').count();
    let spaced = marker.chars().any(char::is_whitespace);
    if dots == 0 && (!spaced || digits_end == 0) {
        return None;
    }
    let number = match digits_end {
        0 if dots >= 2 => None,
        0 => return None,
        _ => Some(text[..digits_end].parse().unwrap_or(u32::MAX)),
    };
    let side = match dots {
        0 => None,
        1 if marker.contains('-') => None,
        1 => Some(Color::White),
        _ => Some(Color::Black),
    };
    Some((MoveNumber { number, side }, rest))
}

/// Splits off a leading move number ([`move_number_prefix`]) when a move follows it; `52 54` is
/// ICCF with a space, not move 52.
fn split_number(text: &str) -> (Option<MoveNumber>, &str) {
    let Some((number, rest)) = move_number_prefix(text) else {
        return (None, text);
    };
    let has_move = rest.chars().any(|c| c.is_alphanumeric() || is_figurine(c));
    let head = &text[..text.len() - rest.len()];
    let iccf_with_space = head.find(|c: char| !c.is_ascii_digit()) == Some(2)
        && !head.contains(['.', '…'])
        && rest.chars().all(|c| c.is_ascii_digit());
    if !has_move || iccf_with_space {
        return (None, text);
    }
    (Some(number), rest)
}

/// The move with annotations, check marks and whitespace removed (typography is plain already).
fn normalise(move_text: &str) -> Vec<char> {
    strip_annotations(move_text)
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect()
}

/// Repeatedly removes trailing glyphs (`!`, `?`, `+`, `#`, ...), `e.p.` and NAGs.
fn strip_annotations(mut text: &str) -> &str {
    const GLYPHS: [char; 11] = ['!', '?', '‼', '⁇', '⁈', '⁉', '+', '#', '†', '‡', '□'];
    const EN_PASSANT: [&str; 5] = ["e.p.", "e. p.", "e.p", "e. p", "ep"];
    loop {
        text = text.trim_end();
        if let Some(shorter) = text.strip_suffix(GLYPHS) {
            text = shorter;
            continue;
        }
        if let Some(shorter) = EN_PASSANT
            .iter()
            .find_map(|s| strip_suffix_ignore_case(text, s))
            && shorter.ends_with(|c: char| c.is_ascii_digit() || c.is_whitespace())
        {
            text = shorter;
            continue;
        }
        let without_digits = text.trim_end_matches(|c: char| c.is_ascii_digit());
        if without_digits.len() < text.len()
            && let Some(shorter) = without_digits.strip_suffix('$')
        {
            text = shorter;
            continue;
        }
        return text;
    }
}

fn strip_suffix_ignore_case<'a>(text: &'a str, suffix: &str) -> Option<&'a str> {
    let cut = text.len().checked_sub(suffix.len())?;
    let tail = text.get(cut..)?;
    tail.eq_ignore_ascii_case(suffix).then(|| &text[..cut])
}

fn is_figurine(c: char) -> bool {
    ('\u{2654}'..='\u{265F}').contains(&c)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn body(text: &str) -> String {
        split(text)
            .map(|i| i.body.into_iter().collect())
            .unwrap_or_default()
    }

    fn number(text: &str) -> Option<MoveNumber> {
        split(text).ok().and_then(|i| i.number)
    }

    #[test]
    fn annotations_and_punctuation_go() {
        assert_eq!(body("  Nf3+!?, "), "Nf3");
        assert_eq!(body("exd6 e.p."), "exd6");
        assert_eq!(body("exd6ep"), "exd6");
        assert_eq!(body("e4 $1"), "e4");
        assert_eq!(body("“O–O‼”"), "O-O");
        assert_eq!(body("Qh4#."), "Qh4");
        assert_eq!(body("exd6ep."), "exd6");
        assert_eq!(body("„Sf3“"), "Sf3");
        assert_eq!(body("*Nf3*"), "Nf3");
        assert_eq!(body("(e4"), "e4");
        assert_eq!(body("Be7…"), "Be7");
        assert_eq!(body("e8 (Q)"), "e8(Q)");
    }

    #[test]
    fn move_numbers_are_split_off() {
        let white = Some(MoveNumber {
            number: Some(13),
            side: Some(Color::White),
        });
        let black = Some(MoveNumber {
            number: Some(13),
            side: Some(Color::Black),
        });
        assert_eq!(number("13. e4"), white);
        assert_eq!(number("13.e4"), white);
        assert_eq!(number("13... Nf6"), black);
        assert_eq!(number("13 ... Nf6"), black);
        assert_eq!(number("13… Nf6"), black);
        assert_eq!(number("13. ... Nf6"), black);
        assert_eq!(number("13.- Nf6").map(|n| n.side), Some(None));
        assert_eq!(number("13 Nf6").map(|n| n.side), Some(None));
        assert_eq!(
            number("...Nf6").map(|n| (n.number, n.side)),
            Some((None, Some(Color::Black)))
        );
        assert_eq!(body("13... Nf6"), "Nf6");
    }

    #[test]
    fn digits_that_are_moves_stay() {
        assert_eq!(number("5254"), None);
        assert_eq!(body("5254"), "5254");
        assert_eq!(body("52 54"), "5254");
        assert_eq!(body("0-0"), "0-0");
        assert_eq!(body("0-0-0"), "0-0-0");
        assert_eq!(body("5254 !"), "5254");
        assert_eq!(body("1. 5254"), "5254");
    }

    #[test]
    fn nothing_left_is_an_error() {
        assert_eq!(split("   "), Err(MoveError::Empty));
        assert_eq!(split("!?"), Err(MoveError::Empty));
        // Left for the grammar to refuse.
        assert_eq!(body("13."), "13");
    }
}

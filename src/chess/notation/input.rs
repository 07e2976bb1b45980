//! From the raw text a person typed to the bare move to be read.
//!
//! Moves arrive from web forms and from email bodies, so they come with whatever surrounds them
//! there: whitespace, quotes, a trailing period or comma, a move number (`13.`, `13...`, `13…`),
//! annotation glyphs (`!?`, `‼`), check and mate marks (`+`, `#`, `†`), `e.p.`, NAGs (`$1`) and
//! typographic dashes put in by mail clients (`O–O`). This module peels all of that off and keeps
//! the move number so the reader can check it against the game.

use shakmaty::Color;

use super::MoveError;

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
pub(super) struct MoveNumber {
    /// The number, absent for a bare `...`.
    pub number: Option<u32>,
    /// The side the dots point to: one dot White, two or more (or `…`) Black.
    pub side: Option<Color>,
}

/// Splits `text` into move number and move; fails when no move is left.
pub(super) fn split(text: &str) -> Result<Input, MoveError> {
    let trimmed = text.trim();
    if trimmed.chars().count() > MAX_CHARS {
        let shown: String = trimmed.chars().take(MAX_CHARS).collect();
        return Err(MoveError::Unreadable {
            text: format!("{shown}…"),
        });
    }
    let typed = strip_surroundings(trimmed);
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

/// Removes matching quotes or brackets around the text and trailing sentence punctuation.
fn strip_surroundings(mut text: &str) -> &str {
    const PAIRS: [(char, char); 7] = [
        ('"', '"'),
        ('\'', '\''),
        ('“', '”'),
        ('‘', '’'),
        ('«', '»'),
        ('(', ')'),
        ('[', ']'),
    ];
    loop {
        let before = text;
        text = text.trim_end_matches(['.', ',', ';', ':']).trim();
        for (open, close) in PAIRS {
            if let Some(inner) = text.strip_prefix(open).and_then(|t| t.strip_suffix(close)) {
                text = inner.trim();
            }
        }
        if text == before {
            return text;
        }
    }
}

/// Splits off a leading move number: `13.`, `13...`, `13 ...`, `13.-`, `13…`, `...`, `13 `.
fn split_number(text: &str) -> (Option<MoveNumber>, &str) {
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
    let has_move = rest.chars().any(|c| c.is_alphanumeric() || is_figurine(c));
    // A dash alone is part of the move (`0-0`), and `52 54` is ICCF with a space.
    let iccf_with_space = digits_end == 2 && dots == 0 && rest.chars().all(|c| c.is_ascii_digit());
    if !has_move || (dots == 0 && !spaced) || iccf_with_space {
        return (None, text);
    }
    let number = match digits_end {
        0 if dots >= 2 => None,
        0 => return (None, text),
        _ => Some(text[..digits_end].parse().unwrap_or(u32::MAX)),
    };
    let side = match dots {
        0 => None,
        1 if marker.contains('-') => None,
        1 => Some(Color::White),
        _ => Some(Color::Black),
    };
    (Some(MoveNumber { number, side }), rest)
}

/// The move with annotations, check marks and whitespace removed and dashes unified.
fn normalise(move_text: &str) -> Vec<char> {
    let unified: String = move_text
        .chars()
        .map(|c| match c {
            '–' | '—' | '‑' | '‐' | '−' => '-',
            '×' => 'x',
            other => other,
        })
        .collect();
    strip_annotations(&unified)
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

//! One line of text to tokens: moves (with their move numbers), command words, "if"/"then",
//! filler words and the rest.
//!
//! The words are lexed by the rules core's own functions (`kingpost::chess::notation`), so a
//! word is read here exactly as the move reader reads it: phone typography made plain (curly
//! quotes, dashes, `…`), bidirectional and zero-width marks removed, quotes and brackets around
//! the word stripped, and move numbers split off. Whether a word is a move is decided by its
//! shape only, in every notation the rules core reads (SAN with English or local piece letters or
//! figurines, castling, long algebraic, UCI, ICCF numeric, also written `52 54`), and also with
//! another language's piece letters (`Sf3` from an English player), so that the rules core can
//! answer with a hint. Legality is the rules core's business later
//! (`kingpost::chess::parse_move`); the word is kept as written.

use super::MoveText;
use super::words::{self, Keyword};
use crate::chess::notation::{
    is_move_word, move_number_prefix, plain_typography, strip_sentence_dot, strip_surroundings,
};
use crate::chess::{Color, Language, Role};

/// A classified word.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Token {
    /// A move, with its number when one was written.
    Move(MoveText),
    /// A move number without a move yet: `13.`, `13...`, `...`.
    Number(Option<u32>, Option<Color>),
    /// A whole number without dots (maybe a move number, maybe half of `52 54`).
    Integer(u32, String),
    /// A command word, with the word as written.
    Keyword(Keyword, String),
    /// "if" in some language.
    If,
    /// "then" in some language.
    Then,
    /// A word that may stand around a command.
    Filler,
    /// Any other word.
    Other(String),
}

/// The tokens of one line.
pub(super) fn tokenize(line: &str, language: Language) -> Vec<Token> {
    let line = plain_typography(line);
    let words = line
        .split(|c: char| c.is_whitespace() || c == ',' || c == ';')
        .filter(|w| !w.is_empty());
    let tokens: Vec<Token> = words.map(|w| classify(w, language)).collect();
    merge(in_prose(tokens, language))
}

/// A capitalised square such as `F1`, `A4` or `E3` is a phone's capital at the start of a reply
/// (`C3`), or a name in a sentence ("watching F1 today"): among other words it is a word too.
fn in_prose(tokens: Vec<Token>, language: Language) -> Vec<Token> {
    if !tokens.iter().any(|t| matches!(t, Token::Other(_))) {
        return tokens;
    }
    tokens
        .into_iter()
        .map(|t| match t {
            Token::Move(m) if m.number.is_none() && capital_file(&m.text, language) => {
                Token::Other(m.text)
            }
            other => other,
        })
        .collect()
}

/// Whether `text` starts with a capital file letter that is no piece letter in `language` or
/// English (`Exd5`, `C3`; not `Bxc3`, nor German `Dxe4`).
fn capital_file(text: &str, language: Language) -> bool {
    let Some(first @ 'A'..='H') = text.chars().next() else {
        return false;
    };
    let piece = [language, Language::English].iter().any(|lang| {
        Role::ALL
            .iter()
            .any(|role| *role != Role::Pawn && lang.piece_letter(*role).starts_with(first))
    });
    !piece
}

fn classify(word: &str, language: Language) -> Token {
    let core = strip_surroundings(word);
    let plain = core.trim_end_matches(['.', '!', '?']).to_lowercase();
    if let Some(keyword) = words::keyword(&plain, language) {
        return Token::Keyword(keyword, plain);
    }
    if words::is_if(&plain, language) {
        return Token::If;
    }
    if words::is_then(&plain, language) {
        return Token::Then;
    }
    if let Some(token) = numbered(core, language) {
        return token;
    }
    let text = strip_sentence_dot(core);
    if is_move(text, language) {
        return Token::Move(MoveText::new(None, None, text));
    }
    if words::is_filler(&plain) || !plain.chars().any(char::is_alphanumeric) {
        return Token::Filler;
    }
    Token::Other(word.to_owned())
}

/// A move with the player's letters or English ones, or with another language's letters (the
/// rules core answers that one with a hint rather than the player getting "no move found").
fn is_move(text: &str, language: Language) -> bool {
    is_move_word(text, language, true)
}

/// Words that start with a move number, or are digits: `13.`, `13...Nf6`, `...Nf6`, `5254`, `13`.
fn numbered(core: &str, language: Language) -> Option<Token> {
    if !core.is_empty() && core.bytes().all(|b| b.is_ascii_digit()) {
        if is_iccf(core) {
            return Some(Token::Move(MoveText::new(None, None, core)));
        }
        return core
            .parse()
            .ok()
            .map(|n| Token::Integer(n, core.to_owned()));
    }
    let (number, rest) = move_number_prefix(core)?;
    if rest.is_empty() {
        return Some(Token::Number(number.number, number.side));
    }
    let text = strip_sentence_dot(rest);
    is_move(text, language).then(|| Token::Move(MoveText::new(number.number, number.side, text)))
}

/// Joins move numbers to their moves and `52 54` to one ICCF move; a lone number is a word.
fn merge(tokens: Vec<Token>) -> Vec<Token> {
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len());
    for token in tokens {
        push_merged(&mut out, token);
    }
    out.into_iter()
        .map(|t| match t {
            Token::Integer(_, text) => Token::Other(text),
            Token::Number(..) => Token::Filler,
            other => other,
        })
        .collect()
}

/// Pushes `token`, first joining it with the token before when they belong together (again
/// and again: `2.` `71` `63` becomes `2.` `7163`, then `2. 7163`).
fn push_merged(out: &mut Vec<Token>, token: Token) {
    let merged = match (out.last(), &token) {
        (Some(Token::Integer(_, a)), Token::Integer(_, b))
            if a.len() == 2 && b.len() == 2 && is_iccf(&format!("{a}{b}")) =>
        {
            Some(Token::Move(MoveText::new(None, None, &format!("{a}{b}"))))
        }
        (Some(Token::Integer(n, _)), Token::Number(None, side)) => {
            Some(Token::Number(Some(*n), *side))
        }
        (Some(Token::Number(n, side)), Token::Move(m))
            if m.number.is_none() && m.side.is_none() =>
        {
            Some(Token::Move(MoveText::new(*n, *side, &m.text)))
        }
        (Some(Token::Integer(n, _)), Token::Move(m))
            if m.number.is_none() && m.side.is_none() && !is_iccf(&m.text) =>
        {
            Some(Token::Move(MoveText::new(Some(*n), None, &m.text)))
        }
        _ => None,
    };
    match merged {
        Some(merged) => {
            out.pop();
            push_merged(out, merged);
        }
        None => out.push(token),
    }
}

/// ICCF numeric (`5254`, `75681`, `52-54`), as the rules core reads it.
fn is_iccf(text: &str) -> bool {
    text.bytes().all(|b| b.is_ascii_digit() || b == b'-')
        && is_move_word(text, Language::English, false)
}

/// Whether `text` has the shape of a move with `language`'s or English letters (see the module
/// docs; the tokenizer also takes other languages' letters).
#[cfg(test)]
fn looks_like_move(text: &str, language: Language) -> bool {
    is_move_word(text, language, false)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_in_every_notation_look_like_moves() {
        for text in [
            "e4", "Nf3", "exd5", "e8=Q", "e8Q", "e8(Q)", "O-O", "0-0-0", "OO", "Ng1-f3", "g1f3",
            "e7e8q", "5254", "52-54", "75681", "♘f3", "Nbd2", "R1e2", "Qh4#", "e5!?", "nf3",
            "exd6e.p.", "Kxe2+", "bxc3",
        ] {
            assert!(looks_like_move(text, Language::English), "{text}");
        }
        for text in ["Sf3", "Lb5", "Dxd8", "Kd2"] {
            assert!(looks_like_move(text, Language::German), "{text}");
        }
        assert!(looks_like_move("Кf3", Language::Russian));
        assert!(looks_like_move("Крe2", Language::Russian));
    }

    #[test]
    fn words_do_not_look_like_moves() {
        for text in [
            "the", "be", "Hallo", "2026", "10am", "oo", "a", "e", "e9", "i4", "1e4", "xe4", "Bob",
            "55555", "9999", "e4e", "Sf3",
        ] {
            assert!(!looks_like_move(text, Language::English), "{text}");
        }
    }

    #[test]
    fn numbers_join_their_moves() {
        let line = tokenize(
            "12... Nf6 13.e5, 14 f4 15… Bd7 52 54 ...Kf8",
            Language::English,
        );
        let moves: Vec<String> = line
            .iter()
            .filter_map(|t| match t {
                Token::Move(m) => Some(m.to_string()),
                _ => None,
            })
            .collect();
        assert_eq!(
            moves,
            [
                "12... Nf6",
                "13. e5",
                "14 f4",
                "15... Bd7",
                "5254",
                "... Kf8"
            ]
        );
    }

    #[test]
    fn bidi_marks_and_punctuation_are_ignored() {
        let line = tokenize(
            "\u{200f}אני משחק \u{2066}Sf3\u{2069}, remis!",
            Language::German,
        );
        assert_eq!(line[2], Token::Move(MoveText::new(None, None, "Sf3")));
        assert_eq!(line[3], Token::Keyword(Keyword::Draw, "remis".to_owned()));
        assert_eq!(
            tokenize("\"(e4).\"", Language::English)[0],
            Token::Move(MoveText::new(None, None, "e4"))
        );
    }

    #[test]
    fn phone_typography_is_read_like_the_rules_core_reads_it() {
        let moves = |line: &str| -> Vec<String> {
            tokenize(line, Language::English)
                .iter()
                .filter_map(|t| match t {
                    Token::Move(m) => Some(m.to_string()),
                    _ => None,
                })
                .collect()
        };
        assert_eq!(moves("“O–O”"), ["O-O"]);
        assert_eq!(moves("14…Nf6 then Nf6…"), ["14... Nf6", "Nf6"]);
        assert_eq!(moves("„Nf3“ ‚e4‘"), ["Nf3", "e4"]);
        assert_eq!(moves("C3"), ["C3"]);
        assert_eq!(moves("Exd5!"), ["Exd5!"]);
    }

    #[test]
    fn another_languages_letters_are_a_move_for_the_rules_core_to_answer() {
        let line = tokenize("Sf3 draw", Language::English);
        assert_eq!(line[0], Token::Move(MoveText::new(None, None, "Sf3")));
        assert_eq!(line[1], Token::Keyword(Keyword::Draw, "draw".to_owned()));
        assert!(!looks_like_move("Sf3", Language::English));
        assert_eq!(
            tokenize("Ta5 tomorrow", Language::English)[0],
            Token::Move(MoveText::new(None, None, "Ta5"))
        );
        assert!(matches!(
            tokenize("10am", Language::English)[0],
            Token::Other(_)
        ));
    }

    #[test]
    fn a_capitalised_square_among_other_words_is_a_word() {
        let line = tokenize("watching F1 today", Language::English);
        assert!(
            line.iter().all(|t| !matches!(t, Token::Move(_))),
            "{line:?}"
        );
        let line = tokenize("C3 please", Language::English);
        assert_eq!(line[0], Token::Move(MoveText::new(None, None, "C3")));
        let line = tokenize("I play Bxc3 now", Language::English);
        assert_eq!(line[2], Token::Move(MoveText::new(None, None, "Bxc3")));
        let line = tokenize("ich spiele Dxe4 jetzt", Language::German);
        assert_eq!(line[2], Token::Move(MoveText::new(None, None, "Dxe4")));
    }
}

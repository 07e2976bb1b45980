//! One line of text to tokens: moves (with their move numbers), command words, "if"/"then",
//! filler words and the rest.
//!
//! Whether a word is a move is decided by its shape only, in every notation the rules core
//! reads: SAN with English or local piece letters or figurines (`Nf3`, `Sf3`, `♘f3`, `exd5`,
//! `e8=Q`), castling (`O-O`, `0-0-0`), long algebraic (`Ng1-f3`), UCI (`g1f3`, `e7e8q`) and ICCF
//! numeric (`5254`, also written `52 54`). Legality is the rules core's business later
//! (`kingpost::chess::parse_move`); the word is kept as written. Bidirectional-text marks
//! (which mail clients put around a Latin move in Hebrew or Arabic text) and zero-width
//! characters are removed first.

use super::MoveText;
use super::words::{self, Keyword};
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
    let line: String = line
        .chars()
        .filter(|c| !is_invisible(*c))
        .map(|c| if c == '’' { '\'' } else { c })
        .collect();
    let words = line
        .split(|c: char| c.is_whitespace() || c == ',' || c == ';')
        .filter(|w| !w.is_empty());
    let tokens: Vec<Token> = words.map(|w| classify(w, language)).collect();
    merge(tokens)
}

/// Bidirectional marks, isolates, embeddings and zero-width characters.
fn is_invisible(c: char) -> bool {
    matches!(c, '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' | '\u{061c}' | '\u{feff}' | '\u{00ad}')
}

fn classify(word: &str, language: Language) -> Token {
    let core = strip_surroundings(word);
    let plain = core.trim_end_matches(['.', '!', '?', '…']).to_lowercase();
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
    if looks_like_move(text, language) {
        return Token::Move(MoveText::new(None, None, text));
    }
    if words::is_filler(&plain) || !plain.chars().any(char::is_alphanumeric) {
        return Token::Filler;
    }
    Token::Other(word.to_owned())
}

/// The word without quotes and brackets around it and trailing commas or colons; a closing
/// bracket stays when it closes one inside (`e8(Q)`).
fn strip_surroundings(word: &str) -> &str {
    let mut core =
        word.trim_start_matches(['"', '\'', '“', '‘', '«', '(', '[', '¿', '¡', '*', '_']);
    loop {
        let before = core;
        core = core.trim_end_matches(['"', '\'', '”', '’', '»', ':', '*', '_']);
        if core.ends_with(')') && !core.contains('(') {
            core = &core[..core.len() - 1];
        }
        if core.ends_with(']') && !core.contains('[') {
            core = &core[..core.len() - 1];
        }
        if let Some(before_dot) = core.strip_suffix('.')
            && before_dot.ends_with([')', ']', '"', '\'', '”', '’', '»'])
        {
            core = before_dot;
        }
        if core == before {
            return core;
        }
    }
}

/// A full stop after a move ends the sentence; `e.p.` keeps its dots.
fn strip_sentence_dot(text: &str) -> &str {
    let lower = text.to_ascii_lowercase();
    if lower.ends_with("e.p.") || lower.ends_with("ep.") {
        return text;
    }
    text.trim_end_matches('.')
}

/// Words that start with digits and dots: `13.`, `13...Nf6`, `...Nf6`, `5254`, `13`.
fn numbered(core: &str, language: Language) -> Option<Token> {
    let digits_end = core
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(core.len());
    let after = &core[digits_end..];
    let marker_end = after
        .find(|c: char| c != '.' && c != '…')
        .unwrap_or(after.len());
    let (marker, rest) = after.split_at(marker_end);
    let digits = &core[..digits_end];
    let number = if digits.is_empty() {
        None
    } else {
        Some(digits.parse::<u32>().ok()?)
    };
    if marker.is_empty() {
        if !rest.is_empty() || digits.is_empty() {
            return None;
        }
        if is_iccf(digits) {
            return Some(Token::Move(MoveText::new(None, None, digits)));
        }
        return number.map(|n| Token::Integer(n, digits.to_owned()));
    }
    let dots = marker.matches('.').count() + 3 * marker.matches('…').count();
    let side = if dots >= 2 {
        Color::Black
    } else {
        Color::White
    };
    if number.is_none() && dots < 2 {
        return None;
    }
    if rest.is_empty() {
        return Some(Token::Number(number, Some(side)));
    }
    let text = strip_sentence_dot(rest);
    looks_like_move(text, language).then(|| Token::Move(MoveText::new(number, Some(side), text)))
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

/// ICCF numeric: four digits 1–8 (from file, from rank, to file, to rank), and a fifth, 1–4,
/// for the promotion piece; a dash may separate the squares.
fn is_iccf(text: &str) -> bool {
    let digits: Vec<char> = text.chars().filter(|c| *c != '-').collect();
    let squares = digits.len() >= 4 && digits[..4].iter().all(|c| ('1'..='8').contains(c));
    match digits.len() {
        4 => squares,
        5 => squares && ('1'..='4').contains(&digits[4]),
        _ => false,
    }
}

/// Whether `text` has the shape of a move in some notation (see the module docs).
pub(super) fn looks_like_move(text: &str, language: Language) -> bool {
    // Every move but castling names a square or a digit; most words fail here, cheaply.
    let castling_like = text.starts_with(['O', 'o', '0', 'О', 'о']);
    if !castling_like && !text.bytes().any(|b| b.is_ascii_digit()) {
        return false;
    }
    let body = without_annotations(text);
    if body.is_empty() || body.chars().count() > 12 {
        return false;
    }
    if is_castling(&body) || is_iccf(&body) {
        return true;
    }
    let chars: Vec<char> = body
        .chars()
        .map(|c| match c {
            '–' | '—' | '‑' | '‐' | '−' => '-',
            '×' => 'x',
            other => other,
        })
        .collect();
    coordinates(&chars, false, language)
        || piece_prefixes(&chars, language)
            .into_iter()
            .any(|len| coordinates(&chars[len..], true, language))
}

/// The text without check marks, annotation glyphs and `e.p.`.
fn without_annotations(text: &str) -> String {
    let mut body = text.trim();
    loop {
        let before = body;
        body = body.trim_end_matches(['!', '?', '‼', '⁇', '⁈', '⁉', '+', '#', '†', '‡']);
        for suffix in ["e.p.", "e.p", "ep"] {
            if body.len() > suffix.len() + 1 && body.to_ascii_lowercase().ends_with(suffix) {
                body = body[..body.len() - suffix.len()].trim_end();
            }
        }
        if body == before {
            return body.to_owned();
        }
    }
}

/// `O-O`, `0-0-0`, `OO`, Cyrillic `О-О` (but not the word `oo`).
fn is_castling(body: &str) -> bool {
    let os: Vec<char> = body.chars().filter(|c| *c != '-').collect();
    let all_o = os.iter().all(|c| matches!(c, 'O' | 'o' | '0' | 'О' | 'о'));
    let dashed = body.contains('-');
    let upper = os.iter().all(|c| !c.is_lowercase());
    let well_dashed = !body.starts_with('-') && !body.ends_with('-') && !body.contains("--");
    all_o && (os.len() == 2 || os.len() == 3) && (dashed || upper) && well_dashed
}

/// The lengths a leading piece may take: a figurine, or a letter of `language` or English
/// (`Кр` and `К` in Russian), upper case, or lower case when it is not also a file (`b`).
fn piece_prefixes(chars: &[char], language: Language) -> Vec<usize> {
    let Some(&first) = chars.first() else {
        return Vec::new();
    };
    if ('\u{2654}'..='\u{265F}').contains(&first) {
        return vec![1];
    }
    let mut lengths = Vec::new();
    for lang in [language, Language::English] {
        for role in Role::ALL.into_iter().filter(|r| *r != Role::Pawn) {
            let letter: Vec<char> = lang.piece_letter(role).chars().collect();
            let Some(head) = chars.get(..letter.len()) else {
                continue;
            };
            let exact = head == letter.as_slice();
            let lower = head
                .iter()
                .zip(&letter)
                .all(|(a, b)| a.to_lowercase().eq(b.to_lowercase()));
            let file = letter.len() == 1 && is_file(head[0]);
            if (exact || (lower && !file && head[0].is_lowercase()))
                && !lengths.contains(&letter.len())
            {
                lengths.push(letter.len());
            }
        }
    }
    lengths
}

/// `[from][x|:|-]to[promotion]`, where `from` is a file, a rank (after a piece) or a square.
fn coordinates(rest: &[char], has_piece: bool, language: Language) -> bool {
    let body = strip_promotion(rest, has_piece, language);
    let n = body.len();
    if n < 2 || !is_square(body[n - 2], body[n - 1]) {
        return false;
    }
    let mut from = &body[..n - 2];
    if let Some(last) = from.last()
        && matches!(last, 'x' | ':' | '-')
    {
        from = &from[..from.len() - 1];
        if from.is_empty() && !has_piece {
            return false;
        }
    }
    match from {
        [] => true,
        [f] if is_file(*f) => true,
        [r] if has_piece && is_rank(*r) => true,
        [f, r] => is_square(*f, *r),
        _ => false,
    }
}

/// The chars without a promotion suffix (`=Q`, `Q`, `(Q)`, `/Q`, UCI `q`); pieces never promote.
fn strip_promotion(rest: &[char], has_piece: bool, language: Language) -> &[char] {
    if has_piece {
        return rest;
    }
    let is_piece_letter = |c: char| {
        [language, Language::English].iter().any(|lang| {
            [Role::Queen, Role::Rook, Role::Bishop, Role::Knight]
                .iter()
                .any(|r| {
                    let letter = lang.piece_letter(*r);
                    letter.chars().count() == 1
                        && letter
                            .chars()
                            .all(|l| l.to_lowercase().eq(c.to_lowercase()))
                })
        }) || ('\u{2654}'..='\u{265F}').contains(&c)
    };
    match rest {
        [body @ .., '(', p, ')'] if is_piece_letter(*p) => body,
        [body @ .., '=' | '/', p] if is_piece_letter(*p) => body,
        [body @ .., r, p] if is_rank(*r) && is_piece_letter(*p) => &rest[..body.len() + 1],
        _ => rest,
    }
}

fn is_file(c: char) -> bool {
    ('a'..='h').contains(&c)
}

fn is_rank(c: char) -> bool {
    ('1'..='8').contains(&c)
}

fn is_square(file: char, rank: char) -> bool {
    is_file(file) && is_rank(rank)
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
}

//! The ways a move text can be read, in the order they are tried.
//!
//! A text is first checked for castling (`O-O`, `0-0-0`) and ICCF digits (`5254`). Otherwise it
//! is algebraic: an optional piece (letter or figurine), an optional from-file and from-rank, an
//! optional capture or dash, the destination square and an optional promotion (`=Q`, `Q`, `(Q)`,
//! `/Q`). The piece letter is what makes reading hard: `B` is a bishop in English and a rook in
//! Hungarian, `b` may be a bishop or the b-file, `R` is a king in French. So [`readings`] lists
//! every plausible reading, best first:
//!
//! 1. the player's language as written (upper-case letters, lower-case files, figurines);
//! 2. English as written;
//! 3. a capital file letter as the file (`Cxd4`, `Bxc3` as a pawn capture: phones capitalise the
//!    first letter of a message);
//! 4. the player's language with a lower-case piece letter (`nf3`, `bxc3` as a bishop);
//! 5. English with a lower-case piece letter.
//!
//! The reader takes the first reading that fits a legal move, so the player's language wins a
//! clash, English helps out when only its reading is legal, and a strict SAN reading (`bxc3`
//! as a pawn capture) beats a sloppy one. [`foreign_readings`] lists what the letters of the
//! other languages would make of a text, for the hint when a player used them.

use shakmaty::{CastlingSide, File, Rank, Role, Square};

use super::language::{LetterMatch, figurine_role};
use super::pattern::{Pattern, Reading, Shape};
use super::{Language, Notation, iccf};

/// Every plausible reading of a normalised move text, best first (see the module docs).
pub(super) fn readings(body: &[char], language: Language) -> Vec<Reading> {
    if let Some(side) = castling(body) {
        return vec![Reading {
            shape: Shape::Castle(side),
            notation: Notation::San,
            language,
            local: false,
            capitalised: false,
        }];
    }
    if body.iter().all(|c| c.is_ascii_digit() || *c == '-') {
        return iccf::read(body, language).into_iter().collect();
    }
    let body = caps_lowered(body);
    let mut languages = vec![language];
    if language != Language::English {
        languages.push(Language::English);
    }
    let mut found = Vec::new();
    for &lang in &languages {
        found.extend(strict(&body, lang));
    }
    found.extend(capitalised(&body, &languages));
    for &lang in &languages {
        for letter in lang.letter_prefixes(&body, false) {
            if !letter.upper {
                found.extend(algebraic(&body, lang, Prefix::Letter(letter)));
            }
        }
    }
    let mut unique: Vec<Reading> = Vec::with_capacity(found.len());
    for reading in found {
        if !unique.contains(&reading) {
            unique.push(reading);
        }
    }
    unique
}

/// The readings that only the piece letters of a language other than `language` and English
/// make possible (`Sf3` in German, `Cf3` in French), each with that language: what a player
/// who wrote in another language's letters may have meant.
pub(super) fn foreign_readings(body: &[char], language: Language) -> Vec<Reading> {
    if castling(body).is_some() || body.iter().all(|c| c.is_ascii_digit() || *c == '-') {
        return Vec::new();
    }
    let body = caps_lowered(body);
    Language::ALL
        .into_iter()
        .filter(|l| *l != language && *l != Language::English && l.has_piece_letters())
        .flat_map(|l| strict(&body, l))
        .filter(|r| r.local)
        .collect()
}

/// The text, with its squares in lower case when it was typed with caps lock.
fn caps_lowered(body: &[char]) -> Vec<char> {
    if is_all_caps(body) {
        lower_squares(body)
    } else {
        body.to_vec()
    }
}

/// `Cxd4`, `Exd5`, `Bxc3`: a capital file letter read as the file, as phones capitalise the first
/// letter of a message. These readings come after the piece readings, so `B` stays a bishop when
/// a bishop can go there.
fn capitalised(body: &[char], languages: &[Language]) -> Vec<Reading> {
    let Some(first @ 'A'..='H') = body.first().copied() else {
        return Vec::new();
    };
    let mut lowered = body.to_vec();
    lowered[0] = first.to_ascii_lowercase();
    languages
        .iter()
        .filter_map(|lang| algebraic(&lowered, *lang, Prefix::None))
        .map(|reading| Reading {
            capitalised: true,
            ..reading
        })
        .collect()
}

/// `O-O`, `0-0`, `o-o`, `OO` (kingside) and the same with three O's (queenside).
fn castling(body: &[char]) -> Option<CastlingSide> {
    let is_o = |c: &char| matches!(c, 'O' | 'o' | '0' | 'О' | 'о');
    if body.first() == Some(&'-')
        || body.last() == Some(&'-')
        || body.windows(2).any(|w| w == ['-', '-'])
    {
        return None;
    }
    let os = body.iter().filter(|c| **c != '-');
    if !os.clone().all(is_o) {
        return None;
    }
    match os.count() {
        2 => Some(CastlingSide::KingSide),
        3 => Some(CastlingSide::QueenSide),
        _ => None,
    }
}

/// Whether the text was typed with caps lock (ASCII, upper-case letters only).
fn is_all_caps(body: &[char]) -> bool {
    body.iter().all(char::is_ascii)
        && body.iter().any(char::is_ascii_uppercase)
        && !body.iter().any(char::is_ascii_lowercase)
}

/// `E2E4`, `NF3`, `BXC3`: a text typed with caps lock gets its squares and capture marks
/// back in lower case (piece letters stay upper case: `BXC3` is a bishop move).
fn lower_squares(body: &[char]) -> Vec<char> {
    let mut lowered = body.to_vec();
    for i in 1..lowered.len() {
        if ('A'..='H').contains(&lowered[i - 1]) && ('1'..='8').contains(&lowered[i]) {
            lowered[i - 1] = lowered[i - 1].to_ascii_lowercase();
        }
    }
    for c in &mut lowered {
        if *c == 'X' {
            *c = 'x';
        }
    }
    lowered
}

/// The readings of `body` as SAN requires: an upper-case letter or a figurine is a piece,
/// anything else starts with a square or file.
fn strict(body: &[char], language: Language) -> Vec<Reading> {
    if let Some(role) = body.first().copied().and_then(figurine_role) {
        return algebraic(body, language, Prefix::Figurine(role))
            .into_iter()
            .collect();
    }
    let upper: Vec<Reading> = language
        .letter_prefixes(body, false)
        .into_iter()
        .filter(|letter| letter.upper)
        .filter_map(|letter| algebraic(body, language, Prefix::Letter(letter)))
        .collect();
    if upper.is_empty() {
        algebraic(body, language, Prefix::None)
            .into_iter()
            .collect()
    } else {
        upper
    }
}

/// What stands before the squares.
#[derive(Clone, Copy, Debug)]
enum Prefix {
    /// Nothing: a pawn move or coordinates.
    None,
    /// A piece letter of the language being tried.
    Letter(LetterMatch),
    /// A figurine, one char.
    Figurine(Role),
}

/// The parts after the piece: `[file][rank][x|:|-]square[promotion]`.
#[derive(Clone, Copy, Debug)]
struct Parts {
    file: Option<File>,
    rank: Option<Rank>,
    separator: Option<char>,
    to: Square,
    promotion: Option<Promotion>,
}

/// A promotion piece as written.
#[derive(Clone, Copy, Debug)]
struct Promotion {
    role: Role,
    /// Written with `=`, `/` or brackets (rather than UCI's bare letter).
    marked: bool,
    figurine: bool,
    local: bool,
}

/// Reads `body` with the given piece prefix and `language`'s letters for the promotion.
fn algebraic(body: &[char], language: Language, prefix: Prefix) -> Option<Reading> {
    let (role, skip, local) = match prefix {
        Prefix::None => (None, 0, false),
        Prefix::Letter(letter) => (
            Some(letter.role),
            letter.len,
            !language.agrees_with_english(letter.role),
        ),
        Prefix::Figurine(role) => (Some(role), 1, false),
    };
    let parts = parts(body.get(skip..)?, language)?;
    let full_from = parts.file.is_some() && parts.rank.is_some();
    let pattern = Pattern {
        role: role.or((!full_from).then_some(Role::Pawn)),
        file: parts.file,
        rank: parts.rank,
        capture: matches!(parts.separator, Some('x' | ':')),
        to: parts.to,
        promotion: parts.promotion.map(|p| p.role),
    };
    let figurine =
        matches!(prefix, Prefix::Figurine(_)) || parts.promotion.is_some_and(|p| p.figurine);
    let marked = parts.promotion.is_some_and(|p| p.marked);
    let bare = matches!(prefix, Prefix::None);
    let notation = if figurine {
        Notation::Figurine
    } else if full_from && (parts.separator.is_some() || (bare && marked)) {
        Notation::Lan
    } else if full_from && bare {
        Notation::Uci
    } else {
        Notation::San
    };
    Some(Reading {
        shape: Shape::Squares(pattern),
        notation,
        language,
        local: local || parts.promotion.is_some_and(|p| p.local),
        capitalised: false,
    })
}

/// Splits what follows the piece into from-file, from-rank, separator, square and promotion.
fn parts(rest: &[char], language: Language) -> Option<Parts> {
    let (rest, promotion) = split_promotion(rest, language)?;
    let rest: Vec<char> = rest.iter().map(|c| latin(*c)).collect();
    let (head, square) = rest.split_at(rest.len().checked_sub(2)?);
    let to = Square::from_coords(file(square[0])?, rank(square[1])?);
    let (separator, head) = match head.split_last() {
        Some((c @ ('x' | ':' | '-'), head)) => (Some(*c), head),
        _ => (None, head),
    };
    let mut head = head.iter().copied().peekable();
    let from_file = head.next_if(|c| file(*c).is_some()).and_then(file);
    let from_rank = head.next_if(|c| rank(*c).is_some()).and_then(rank);
    if head.next().is_some() {
        return None;
    }
    Some(Parts {
        file: from_file,
        rank: from_rank,
        separator,
        to,
        promotion,
    })
}

/// Splits a trailing promotion (`=Q`, `Q`, `(Q)`, `/Q`, `=♕`) off; `None` if the text ends
/// in something that is neither a rank nor a promotion piece.
fn split_promotion(rest: &[char], language: Language) -> Option<(&[char], Option<Promotion>)> {
    let (&last, init) = rest.split_last()?;
    if last.is_ascii_digit() {
        return Some((rest, None));
    }
    if last == ')' {
        let open = init.iter().rposition(|c| *c == '(')?;
        let promotion = promotion_piece(&init[open + 1..], language, true)?;
        let head = &init[..open];
        return Some((head.strip_suffix(&['=']).unwrap_or(head), Some(promotion)));
    }
    (1..=2).rev().find_map(|len| {
        let cut = rest.len().checked_sub(len)?;
        let (head, letter) = rest.split_at(cut);
        let unmarked = promotion_piece(letter, language, false)?;
        Some(match head.split_last() {
            Some(('=' | '/', head)) => (
                head,
                Some(Promotion {
                    marked: true,
                    ..unmarked
                }),
            ),
            _ => (head, Some(unmarked)),
        })
    })
}

fn promotion_piece(letter: &[char], language: Language, marked: bool) -> Option<Promotion> {
    if let [ch] = letter
        && let Some(role) = figurine_role(*ch)
    {
        return Some(Promotion {
            role,
            marked,
            figurine: true,
            local: false,
        });
    }
    // UCI's lower-case letters are English: `b7a8b` is a bishop even for a Hungarian.
    let english_only =
        language != Language::English && !letter.first().is_some_and(|c| c.is_uppercase());
    let role = language.letter_exact(letter).filter(|_| !english_only)?;
    Some(Promotion {
        role,
        marked,
        figurine: false,
        local: !language.agrees_with_english(role),
    })
}

/// Cyrillic letters that look like Latin ones, as typed on a Russian keyboard layout.
fn latin(c: char) -> char {
    match c {
        'а' | 'А' => 'a',
        'с' | 'С' => 'c',
        'е' | 'Е' => 'e',
        'х' | 'Х' => 'x',
        other => other,
    }
}

fn file(c: char) -> Option<File> {
    c.is_ascii_lowercase().then(|| File::from_char(c)).flatten()
}

fn rank(c: char) -> Option<Rank> {
    Rank::from_char(c)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn first(text: &str, language: Language) -> Option<Reading> {
        let chars: Vec<char> = text.chars().collect();
        readings(&chars, language).into_iter().next()
    }

    fn pattern(text: &str, language: Language) -> Pattern {
        match first(text, language).map(|r| r.shape) {
            Some(Shape::Squares(p)) => p,
            other => panic!("{text}: {other:?}"),
        }
    }

    #[test]
    fn castling_spellings() {
        for text in ["O-O", "0-0", "o-o", "OO", "О-О"] {
            let shape = first(text, Language::English).map(|r| r.shape);
            assert_eq!(shape, Some(Shape::Castle(CastlingSide::KingSide)), "{text}");
        }
        let shape = first("0-0-0", Language::English).map(|r| r.shape);
        assert_eq!(shape, Some(Shape::Castle(CastlingSide::QueenSide)));
        assert_eq!(castling(&['O', '-', '-', 'O']), None);
    }

    #[test]
    fn notations_are_told_apart() {
        let notation = |t: &str| first(t, Language::English).map(|r| r.notation);
        assert_eq!(notation("Nf3"), Some(Notation::San));
        assert_eq!(notation("Ng1f3"), Some(Notation::San));
        assert_eq!(notation("Ng1-f3"), Some(Notation::Lan));
        assert_eq!(notation("e4xd5"), Some(Notation::Lan));
        assert_eq!(notation("e7e8=Q"), Some(Notation::Lan));
        assert_eq!(notation("g1f3"), Some(Notation::Uci));
        assert_eq!(notation("e7e8q"), Some(Notation::Uci));
        assert_eq!(notation("♘f3"), Some(Notation::Figurine));
        assert_eq!(notation("e8=♕"), Some(Notation::Figurine));
        assert_eq!(notation("5254"), Some(Notation::Iccf));
    }

    #[test]
    fn promotions_in_every_spelling() {
        for text in ["e8=Q", "e8Q", "e8(Q)", "e8/Q", "e8=(Q)"] {
            let p = pattern(text, Language::English);
            assert_eq!(
                (p.to, p.promotion),
                (Square::E8, Some(Role::Queen)),
                "{text}"
            );
        }
        assert_eq!(
            pattern("e8=D", Language::German).promotion,
            Some(Role::Queen)
        );
        assert_eq!(
            pattern("e8=Ф", Language::Russian).promotion,
            Some(Role::Queen)
        );
    }

    #[test]
    fn lower_case_letters_come_after_files() {
        let chars: Vec<char> = "bxc3".chars().collect();
        let all = readings(&chars, Language::English);
        let roles: Vec<_> = all
            .iter()
            .map(|r| match r.shape {
                Shape::Squares(p) => p.role,
                Shape::Castle(_) => None,
            })
            .collect();
        assert_eq!(roles, vec![Some(Role::Pawn), Some(Role::Bishop)]);
    }

    #[test]
    fn players_language_comes_before_english() {
        let chars: Vec<char> = "Rf1".chars().collect();
        let all = readings(&chars, Language::French);
        assert_eq!(
            all[0].shape,
            Shape::Squares(Pattern {
                role: Some(Role::King),
                ..pattern("Kf1", Language::English)
            })
        );
        assert!(all[0].local);
        assert_eq!(all[1].language, Language::English);
    }

    #[test]
    fn russian_letters_and_look_alikes() {
        assert_eq!(pattern("Кf3", Language::Russian).role, Some(Role::Knight));
        assert_eq!(pattern("Кре2", Language::Russian).role, Some(Role::King));
        let p = pattern("С:е4", Language::Russian);
        assert_eq!((p.role, p.capture), (Some(Role::Bishop), true));
        let p = pattern("Схе4", Language::Russian);
        assert_eq!((p.role, p.capture), (Some(Role::Bishop), true));
    }
}

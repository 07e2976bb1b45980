//! Languages and their piece letters.
//!
//! Players write SAN with the letters of their own language: a German writes `Sf3` for `Nf3`, a
//! French player `Cf3`, a Russian `Кf3`. This module holds one table of letters per language
//! (king, queen, rook, bishop, knight, and the pawn letter used only to recognise a wrong
//! promotion such as `e8=P`), the language codes accepted from browsers and user settings, and
//! the figurines, which belong to no language.

use shakmaty::{Color, Role};

/// A language whose piece letters players may use in SAN.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Language {
    /// English: K Q R B N.
    English,
    /// German: K D T L S.
    German,
    /// French: R D T F C.
    French,
    /// Spanish: R D T A C.
    Spanish,
    /// Italian: R D T A C.
    Italian,
    /// Portuguese: R D T B C.
    Portuguese,
    /// Dutch: K D T L P.
    Dutch,
    /// Swedish: K D T L S.
    Swedish,
    /// Danish: K D T L S.
    Danish,
    /// Norwegian: K D T L S.
    Norwegian,
    /// Czech: K D V S J.
    Czech,
    /// Polish: K H W G S.
    Polish,
    /// Hungarian: K V B F H.
    Hungarian,
    /// Romanian: R D T N C.
    Romanian,
    /// Russian: Кр Ф Л С К (Cyrillic).
    Russian,
    /// Albanian: no established letters (names vary by region); English letters are read, and
    /// moves are shown as figurines by default.
    Albanian,
    /// Irish: no established letters; English letters are read, figurines shown by default.
    Irish,
    /// Yiddish: no established letters; English letters are read, figurines shown by default.
    Yiddish,
    /// Amharic: no established letters; English letters are read, figurines shown by default.
    Amharic,
}

/// Piece letters in the order pawn, knight, bishop, rook, queen, king (shakmaty's role order).
/// The pawn letter is never written in SAN; it only lets the reader name a wrong promotion.
type Letters = [&'static str; 6];

impl Language {
    /// Every supported language, English first.
    pub const ALL: [Language; 19] = [
        Language::English,
        Language::German,
        Language::French,
        Language::Spanish,
        Language::Italian,
        Language::Portuguese,
        Language::Dutch,
        Language::Swedish,
        Language::Danish,
        Language::Norwegian,
        Language::Czech,
        Language::Polish,
        Language::Hungarian,
        Language::Romanian,
        Language::Russian,
        Language::Albanian,
        Language::Irish,
        Language::Yiddish,
        Language::Amharic,
    ];

    /// The language for a code such as `de`, `de-AT` or `pt_BR` (case-insensitive, region
    /// ignored); `None` when the language is not supported.
    ///
    /// ```
    /// use kingpost::chess::Language;
    /// assert_eq!(Language::from_code("de-AT"), Some(Language::German));
    /// assert_eq!(Language::from_code("PT_br"), Some(Language::Portuguese));
    /// assert_eq!(Language::from_code("nb"), Some(Language::Norwegian));
    /// assert_eq!(Language::from_code("xx"), None);
    /// ```
    pub fn from_code(code: &str) -> Option<Language> {
        let primary = code.trim().split(['-', '_']).next()?.to_ascii_lowercase();
        match primary.as_str() {
            "nb" | "nn" => Some(Language::Norwegian),
            other => Language::ALL.into_iter().find(|l| l.code() == other),
        }
    }

    /// The two-letter ISO 639-1 code (`no` for Norwegian).
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::German => "de",
            Language::French => "fr",
            Language::Spanish => "es",
            Language::Italian => "it",
            Language::Portuguese => "pt",
            Language::Dutch => "nl",
            Language::Swedish => "sv",
            Language::Danish => "da",
            Language::Norwegian => "no",
            Language::Czech => "cs",
            Language::Polish => "pl",
            Language::Hungarian => "hu",
            Language::Romanian => "ro",
            Language::Russian => "ru",
            Language::Albanian => "sq",
            Language::Irish => "ga",
            Language::Yiddish => "yi",
            Language::Amharic => "am",
        }
    }

    /// The language's name in English, for menus and messages.
    pub fn name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::German => "German",
            Language::French => "French",
            Language::Spanish => "Spanish",
            Language::Italian => "Italian",
            Language::Portuguese => "Portuguese",
            Language::Dutch => "Dutch",
            Language::Swedish => "Swedish",
            Language::Danish => "Danish",
            Language::Norwegian => "Norwegian",
            Language::Czech => "Czech",
            Language::Polish => "Polish",
            Language::Hungarian => "Hungarian",
            Language::Romanian => "Romanian",
            Language::Russian => "Russian",
            Language::Albanian => "Albanian",
            Language::Irish => "Irish",
            Language::Yiddish => "Yiddish",
            Language::Amharic => "Amharic",
        }
    }

    /// Whether players of this language have their own established piece letters (or, for
    /// English, the international ones). Albanian, Irish, Yiddish and Amharic have none that
    /// chess literature agrees on: Kingpost reads English letters for them and shows figurines.
    ///
    /// ```
    /// use kingpost::chess::Language;
    /// assert!(Language::German.has_piece_letters());
    /// assert!(!Language::Yiddish.has_piece_letters());
    /// ```
    pub fn has_piece_letters(self) -> bool {
        !matches!(
            self,
            Language::Albanian | Language::Irish | Language::Yiddish | Language::Amharic
        )
    }

    /// The letter(s) this language writes for a piece in SAN (`""` for a pawn).
    ///
    /// ```
    /// use kingpost::chess::{Language, Role};
    /// assert_eq!(Language::German.piece_letter(Role::Knight), "S");
    /// assert_eq!(Language::Russian.piece_letter(Role::King), "Кр");
    /// assert_eq!(Language::French.piece_letter(Role::Pawn), "");
    /// ```
    pub fn piece_letter(self, role: Role) -> &'static str {
        match role {
            Role::Pawn => "",
            _ => self.letters()[role_index(role)],
        }
    }

    /// The letter table, pawn letter included.
    fn letters(self) -> &'static Letters {
        match self {
            Language::English
            | Language::Albanian
            | Language::Irish
            | Language::Yiddish
            | Language::Amharic => &["P", "N", "B", "R", "Q", "K"],
            Language::German => &["B", "S", "L", "T", "D", "K"],
            Language::French => &["P", "C", "F", "T", "D", "R"],
            Language::Spanish | Language::Italian => &["P", "C", "A", "T", "D", "R"],
            Language::Portuguese => &["P", "C", "B", "T", "D", "R"],
            Language::Dutch => &["", "P", "L", "T", "D", "K"],
            Language::Swedish | Language::Danish | Language::Norwegian => {
                &["B", "S", "L", "T", "D", "K"]
            }
            Language::Czech => &["P", "J", "S", "V", "D", "K"],
            Language::Polish => &["P", "S", "G", "W", "H", "K"],
            Language::Hungarian => &["G", "H", "F", "B", "V", "K"],
            Language::Romanian => &["P", "C", "N", "T", "D", "R"],
            Language::Russian => &["П", "К", "С", "Л", "Ф", "Кр"],
        }
    }

    /// Whether this language gives `letter` the same meaning as English does.
    pub(super) fn agrees_with_english(self, role: Role) -> bool {
        self.letters()[role_index(role)] == Language::English.letters()[role_index(role)]
    }

    /// The pieces whose letter starts `chars` (case-insensitively), longest letter first, with
    /// the number of chars it takes and whether it was written in upper case. Pawns are left out
    /// unless `with_pawn`: a pawn letter is only meaningful as a (wrong) promotion piece.
    pub(super) fn letter_prefixes(self, chars: &[char], with_pawn: bool) -> Vec<LetterMatch> {
        let mut found: Vec<LetterMatch> = Role::ALL
            .into_iter()
            .filter(|role| with_pawn || *role != Role::Pawn)
            .filter_map(|role| {
                let letter = self.letters()[role_index(role)];
                let len = letter.chars().count();
                let matches = len > 0
                    && chars.len() >= len
                    && letter.chars().zip(chars).all(|(a, b)| same_letter(a, *b));
                matches.then(|| LetterMatch {
                    role,
                    len,
                    upper: chars.first().is_some_and(|c| c.is_uppercase()),
                })
            })
            .collect();
        found.sort_by_key(|m| std::cmp::Reverse(m.len));
        found
    }

    /// The piece whose letter is exactly `chars` (case-insensitively), pawn letter included.
    pub(super) fn letter_exact(self, chars: &[char]) -> Option<Role> {
        self.letter_prefixes(chars, true)
            .into_iter()
            .find(|m| m.len == chars.len())
            .map(|m| m.role)
    }
}

/// A piece letter found at the start of a text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct LetterMatch {
    /// The piece it names.
    pub role: Role,
    /// How many chars the letter takes (2 for Russian `Кр`).
    pub len: usize,
    /// Whether it was written in upper case, as SAN requires.
    pub upper: bool,
}

/// The figurine for a piece of a colour (`♘` for a white knight).
pub(super) fn figurine(color: Color, role: Role) -> char {
    let white = ['♙', '♘', '♗', '♖', '♕', '♔'];
    let black = ['♟', '♞', '♝', '♜', '♛', '♚'];
    color.fold_wb(white, black)[role_index(role)]
}

/// The piece a figurine of either colour shows.
pub(super) fn figurine_role(ch: char) -> Option<Role> {
    match ch {
        '♔' | '♚' => Some(Role::King),
        '♕' | '♛' => Some(Role::Queen),
        '♖' | '♜' => Some(Role::Rook),
        '♗' | '♝' => Some(Role::Bishop),
        '♘' | '♞' => Some(Role::Knight),
        '♙' | '♟' => Some(Role::Pawn),
        _ => None,
    }
}

fn role_index(role: Role) -> usize {
    usize::from(role) - 1
}

fn same_letter(a: char, b: char) -> bool {
    a == b || a.to_lowercase().eq(b.to_lowercase())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip() {
        for language in Language::ALL {
            assert_eq!(Language::from_code(language.code()), Some(language));
            let upper = language.code().to_uppercase();
            assert_eq!(Language::from_code(&format!("{upper}-XX")), Some(language));
        }
        assert_eq!(Language::from_code(""), None);
        assert_eq!(Language::from_code("english"), None);
    }

    #[test]
    fn letters_are_distinct_within_a_language() {
        for language in Language::ALL {
            let mut letters: Vec<&str> = Role::ALL
                .iter()
                .map(|r| language.piece_letter(*r))
                .collect();
            letters.sort_unstable();
            letters.dedup();
            assert_eq!(letters.len(), 6, "{language:?}");
        }
    }

    #[test]
    fn russian_king_is_two_letters_and_wins_over_the_knight() {
        let chars: Vec<char> = "Крe2".chars().collect();
        let found = Language::Russian.letter_prefixes(&chars, false);
        assert_eq!(found[0].role, Role::King);
        assert_eq!(found[0].len, 2);
        assert_eq!(found[1].role, Role::Knight);
        let lower: Vec<char> = "крe2".chars().collect();
        assert!(!Language::Russian.letter_prefixes(&lower, false)[0].upper);
    }

    #[test]
    fn figurines_cover_both_colours() {
        for role in Role::ALL {
            assert_eq!(figurine_role(figurine(Color::White, role)), Some(role));
            assert_eq!(figurine_role(figurine(Color::Black, role)), Some(role));
        }
    }
}

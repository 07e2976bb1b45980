//! Reading and writing moves in every notation correspondence players use.
//!
//! One entry point reads whatever a person typed or pasted from an email ([`parse_move`]): SAN in
//! English or with local piece letters ([`Language`]), figurines, ICCF numeric, UCI and long
//! algebraic, with an optional leading move number and any annotation glyphs. A text that is
//! not a legal move gives a [`MoveError`] whose message says what is wrong and what would be
//! right. One entry point writes a move back ([`write_move`]) in any [`Notation`] and language.
//!
//! The reader never generates moves: it turns the text into patterns and matches them against
//! shakmaty's legal moves, so anything it accepts is legal. The parts: `input` makes typography
//! plain and strips move numbers and annotations (its word-level functions, with
//! [`is_move_word`], are the lexer the mail command reader uses too), `grammar` lists the possible readings best first (the player's
//! language before English), `pattern` matches them against the legal moves, `diagnose`
//! explains a failure, `write` and `iccf` render moves, `language` holds the piece letters and
//! `error` the messages.

mod diagnose;
mod error;
mod grammar;
mod iccf;
mod input;
mod language;
mod pattern;
mod read;
mod write;

use shakmaty::{Chess, Move};

pub use error::{IllegalReason, MoveError, Origin, PieceOrPawn};
pub use input::{
    MoveNumber, move_number_prefix, plain_typography, strip_sentence_dot, strip_surroundings,
};
pub use language::Language;

/// A notation a move can be written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Notation {
    /// Standard algebraic notation (`Nf3`), with the language's piece letters.
    San,
    /// SAN with figurines (`♘f3`).
    Figurine,
    /// ICCF numeric notation (`7163`).
    Iccf,
    /// UCI (`g1f3`; Chess960 castling as king takes rook).
    Uci,
    /// Long algebraic (`Ng1-f3`).
    Lan,
}

impl Notation {
    /// Every notation.
    pub const ALL: [Notation; 5] = [
        Notation::San,
        Notation::Figurine,
        Notation::Iccf,
        Notation::Uci,
        Notation::Lan,
    ];

    /// The short lower-case name: `san`, `figurine`, `iccf`, `uci` or `lan`.
    pub fn name(self) -> &'static str {
        match self {
            Notation::San => "san",
            Notation::Figurine => "figurine",
            Notation::Iccf => "iccf",
            Notation::Uci => "uci",
            Notation::Lan => "lan",
        }
    }

    /// The notation with this name (case-insensitive); `None` when unknown.
    ///
    /// ```
    /// use kingpost::chess::Notation;
    /// assert_eq!(Notation::from_name("ICCF"), Some(Notation::Iccf));
    /// assert_eq!(Notation::from_name("pgn"), None);
    /// ```
    pub fn from_name(name: &str) -> Option<Notation> {
        let name = name.trim();
        Notation::ALL
            .into_iter()
            .find(|n| n.name().eq_ignore_ascii_case(name))
    }
}

/// How a move list shows moves: a notation, and whether ICCF numeric is shown beside it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MoveStyle {
    /// The main notation.
    pub notation: Notation,
    /// Whether ICCF numeric notation follows each move (`♘f3 (7163)`).
    pub iccf_beside: bool,
}

/// The usual way to show moves to players of `language`: SAN with the language's own piece
/// letters where such a convention exists (German `Sf3`, French `Cf3`), otherwise figurine SAN
/// with ICCF numeric beside it, which every correspondence player can read.
///
/// ```
/// use kingpost::chess::{Language, MoveStyle, Notation, default_notation_for};
/// assert_eq!(
///     default_notation_for(Language::German),
///     MoveStyle { notation: Notation::San, iccf_beside: false }
/// );
/// assert_eq!(
///     default_notation_for(Language::Irish),
///     MoveStyle { notation: Notation::Figurine, iccf_beside: true }
/// );
/// ```
pub fn default_notation_for(language: Language) -> MoveStyle {
    if language.has_piece_letters() {
        MoveStyle {
            notation: Notation::San,
            iccf_beside: false,
        }
    } else {
        MoveStyle {
            notation: Notation::Figurine,
            iccf_beside: true,
        }
    }
}

/// A move read from text, with how it was read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadMove {
    /// The legal move.
    pub mv: Move,
    /// The notation the text was read in.
    pub notation: Notation,
    /// The language whose piece letters were used, when they differ from English ones.
    pub language: Option<Language>,
}

/// Reads `text` as a legal move in `position`, trying `language`'s piece letters first, then
/// English ones.
///
/// ```
/// use kingpost::chess::{Chess, Language, MoveError, Notation, parse_move};
///
/// let start = Chess::default();
/// let read = parse_move(&start, "1. Sf3", Language::German).unwrap();
/// assert_eq!(read.notation, Notation::San);
/// assert_eq!(read.language, Some(Language::German));
/// for text in ["Nf3", "♘f3", "Ng1-f3", "g1f3", "7163", "nf3!?"] {
///     assert_eq!(parse_move(&start, text, Language::English).unwrap().mv, read.mv);
/// }
///
/// let error = parse_move(&start, "Nf4", Language::English).unwrap_err();
/// assert_eq!(error.to_string(), "Nf4 is not possible: no white knight can move to f4.");
/// assert!(matches!(parse_move(&start, "1... e5", Language::English), Err(MoveError::WrongSide { .. })));
/// ```
///
/// # Errors
///
/// [`MoveError`] when the text is empty, not a move, not legal, ambiguous, or carries a move
/// number that does not fit the game.
pub fn parse_move(position: &Chess, text: &str, language: Language) -> Result<ReadMove, MoveError> {
    read::parse(position, WrittenMove::text(text), language)
}

/// A move as a player wrote it: the move's text and, when the door that read it has split the
/// move number off already (the mail command reader does), that number, so the move is read
/// once rather than written back into text and split again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WrittenMove<'a> {
    /// The move number the door read before the move, if any.
    pub number: Option<MoveNumber>,
    /// The move as typed (it may still carry its own number, as a web form's text does).
    pub text: &'a str,
}

impl<'a> WrittenMove<'a> {
    /// A move typed as one text, number and all (`13... Nf6`, `Nf6`).
    pub fn text(text: &'a str) -> WrittenMove<'a> {
        WrittenMove { number: None, text }
    }
}

impl<'a> From<&'a str> for WrittenMove<'a> {
    fn from(text: &'a str) -> WrittenMove<'a> {
        WrittenMove::text(text)
    }
}

/// [`parse_move`] for a move whose number the door read already.
///
/// ```
/// use kingpost::chess::{Chess, Color, Language, MoveError, parse_written_move};
/// use kingpost::chess::notation::{MoveNumber, WrittenMove};
///
/// let start = Chess::default();
/// let number = Some(MoveNumber { number: Some(1), side: Some(Color::Black) });
/// let written = WrittenMove { number, text: "e4" };
/// let error = parse_written_move(&start, written, Language::English).unwrap_err();
/// assert!(matches!(error, MoveError::WrongSide { .. }));
/// assert!(error.to_string().starts_with("1... e4"));
/// ```
///
/// # Errors
///
/// As [`parse_move`].
pub fn parse_written_move(
    position: &Chess,
    written: WrittenMove<'_>,
    language: Language,
) -> Result<ReadMove, MoveError> {
    read::parse(position, written, language)
}

/// Whether `word`, one word of a line of prose such as a mail, has the shape of a move in any
/// notation [`parse_move`] reads, with `language`'s or English piece letters, or (with
/// `other_letters`) with the letters of any supported language. Legality is not checked; the
/// word is expected without surroundings ([`strip_surroundings`]) and move number. Stricter
/// than [`parse_move`] where prose would pass for a move: a digit is needed (castling aside), and
/// `1e4`, `xe4` and `oo` are no moves.
///
/// ```
/// use kingpost::chess::{Language, notation::is_move_word};
/// assert!(is_move_word("Nf3", Language::English, false));
/// assert!(is_move_word("C3", Language::English, false));
/// assert!(!is_move_word("Sf3", Language::English, false));
/// assert!(is_move_word("Sf3", Language::English, true));
/// assert!(!is_move_word("10am", Language::English, true));
/// ```
pub fn is_move_word(word: &str, language: Language, other_letters: bool) -> bool {
    read::is_move_word(word, language, other_letters)
}

/// Writes the legal move `mv` of `position` in `notation`, using `language`'s piece letters for
/// SAN and long algebraic. SAN and figurine SAN end with `+` or `#` after check or mate.
///
/// ```
/// use kingpost::chess::{Chess, Language, Notation, parse_move, write_move};
///
/// let start = Chess::default();
/// let mv = parse_move(&start, "e4", Language::English).unwrap().mv;
/// assert_eq!(write_move(&start, mv, Notation::Lan, Language::English), "e2-e4");
/// assert_eq!(write_move(&start, mv, Notation::Iccf, Language::English), "5254");
/// let mv = parse_move(&start, "Nc3", Language::English).unwrap().mv;
/// assert_eq!(write_move(&start, mv, Notation::San, Language::French), "Cc3");
/// assert_eq!(write_move(&start, mv, Notation::Figurine, Language::French), "♘c3");
/// ```
pub fn write_move(position: &Chess, mv: Move, notation: Notation, language: Language) -> String {
    write::write(position, mv, notation, language, true)
}

/// A position from FEN, for the unit tests of the submodules.
#[cfg(test)]
fn test_position(fen: &str) -> Chess {
    crate::chess::StartPosition::from_fen(fen)
        .unwrap()
        .position()
        .clone()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_names_round_trip() {
        for notation in Notation::ALL {
            assert_eq!(Notation::from_name(notation.name()), Some(notation));
        }
    }
}

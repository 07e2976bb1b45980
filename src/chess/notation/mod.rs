//! Reading and writing moves in every notation correspondence players use.
//!
//! One entry point reads whatever a person typed or pasted from an email ([`parse_move`]): SAN in
//! English or with local piece letters, figurines, ICCF numeric, UCI and long algebraic, with an
//! optional leading move number. One entry point writes a move back ([`write_move`]).
//!
//! CONTRACT (filled in by the notation work): the signatures below are what the rest of the crate
//! calls; keep them stable.

use shakmaty::{Chess, Color, Move};

/// A language whose piece letters players may use in SAN.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Language {
    /// English: K Q R B N.
    English,
}

impl Language {
    /// The language for a code such as `de`, `de-AT` or `pt_BR`; `None` when unknown.
    pub fn from_code(code: &str) -> Option<Language> {
        let _ = code;
        Some(Language::English)
    }

    /// The two-letter ISO 639-1 code.
    pub fn code(self) -> &'static str {
        "en"
    }
}

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

/// A move read from text, with how it was read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadMove {
    /// The legal move.
    pub mv: Move,
    /// The notation the text was read in.
    pub notation: Notation,
    /// The language whose piece letters were used, when that was not English.
    pub language: Option<Language>,
}

/// Why a text could not be read as a legal move.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// The text is not a move in any known notation.
    #[error("'{text}' is not a move")]
    Unreadable {
        /// The text as given.
        text: String,
    },
    /// Placeholder until the notation work lands.
    #[error("wrong side: {0:?}")]
    WrongSide(Color),
}

/// Reads `text` as a legal move in `position`, trying `language`'s piece letters first.
pub fn parse_move(position: &Chess, text: &str, language: Language) -> Result<ReadMove, MoveError> {
    let _ = (position, language);
    Err(MoveError::Unreadable {
        text: text.to_owned(),
    })
}

/// Writes the legal move `mv` of `position` in `notation` (SAN with check/mate suffix).
pub fn write_move(position: &Chess, mv: Move, notation: Notation, language: Language) -> String {
    let _ = (position, notation, language);
    shakmaty::san::San::from_move(position, mv).to_string()
}

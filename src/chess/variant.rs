//! Where a game starts: the standard position, a Chess960 position by its Scharnagl number
//! (0-959, 518 being the standard array), or any legal FEN for thematic tournaments.
//!
//! FEN input accepts classic `KQkq` castling, Shredder-FEN (`HAha`) and X-FEN; the castling mode
//! (standard or Chess960) is detected from where kings and rooks stand, so a thematic start from a
//! Chess960 game keeps its castling rules.

use std::fmt;

use shakmaty::fen::Fen;
use shakmaty::{Board, CastlingMode, Chess, EnPassantMode, FromSetup, Position, Setup};

/// The number of Chess960 starting positions; valid numbers are `0..CHESS960_POSITIONS`.
pub const CHESS960_POSITIONS: u16 = 960;

/// The Scharnagl number of the standard starting array within Chess960.
pub const STANDARD_CHESS960_NUMBER: u16 = 518;

/// The start of a game: which kind of start, and the legal position it denotes.
#[derive(Clone, Debug)]
pub struct StartPosition {
    kind: StartKind,
    position: Chess,
}

/// How a start position was chosen, kept so it can be shown and exported faithfully.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StartKind {
    /// The standard initial position.
    Standard,
    /// A Chess960 start by its Scharnagl number.
    Chess960(u16),
    /// Any legal position given as FEN (a thematic start).
    Fen,
}

/// Why a start position was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StartError {
    /// The Chess960 number is out of range.
    #[error(
        "Chess960 position {0} does not exist: use a number from 0 to 959 (518 is the standard array)"
    )]
    Chess960OutOfRange(u32),
    /// The FEN text could not be read.
    #[error(
        "the FEN could not be read ({0}); expected six fields such as \
         'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'"
    )]
    UnreadableFen(String),
    /// The FEN was readable but describes an illegal position.
    #[error("the FEN describes an impossible position: {0}")]
    IllegalPosition(String),
}

impl StartPosition {
    /// The standard initial position.
    ///
    /// ```
    /// use kingpost::chess::StartPosition;
    /// assert_eq!(StartPosition::standard().fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    /// ```
    pub fn standard() -> StartPosition {
        StartPosition {
            kind: StartKind::Standard,
            position: Chess::default(),
        }
    }

    /// A Chess960 start position by its Scharnagl number (0-959).
    ///
    /// ```
    /// use kingpost::chess::StartPosition;
    /// let start = StartPosition::chess960(0).unwrap();
    /// assert_eq!(start.fen(), "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
    /// assert!(StartPosition::chess960(960).is_err());
    /// ```
    pub fn chess960(number: u32) -> Result<StartPosition, StartError> {
        let number = u16::try_from(number)
            .ok()
            .filter(|n| *n < CHESS960_POSITIONS)
            .ok_or(StartError::Chess960OutOfRange(number))?;
        let board = Board::chess960(u32::from(number));
        let setup = Setup {
            castling_rights: board.rooks(),
            board,
            ..Setup::initial()
        };
        let position = Chess::from_setup(setup, CastlingMode::Chess960)
            .map_err(|e| StartError::IllegalPosition(e.to_string()))?;
        Ok(StartPosition {
            kind: StartKind::Chess960(number),
            position,
        })
    }

    /// Any legal position given as FEN; castling may be `KQkq`, Shredder-FEN or X-FEN.
    ///
    /// ```
    /// use kingpost::chess::StartPosition;
    /// let start = StartPosition::from_fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1").unwrap();
    /// assert!(!start.is_standard());
    /// assert!(StartPosition::from_fen("8/8/8/8/8/8/8/8 w - - 0 1").is_err());
    /// ```
    pub fn from_fen(text: &str) -> Result<StartPosition, StartError> {
        let fen: Fen = text
            .trim()
            .parse()
            .map_err(|e: shakmaty::fen::ParseFenError| StartError::UnreadableFen(e.to_string()))?;
        let setup = fen.into_setup();
        let mode = CastlingMode::detect(&setup);
        let position = Chess::from_setup(setup, mode)
            .map_err(|e| StartError::IllegalPosition(e.to_string()))?;
        if position.to_setup(EnPassantMode::Legal)
            == Chess::default().to_setup(EnPassantMode::Legal)
        {
            return Ok(StartPosition::standard());
        }
        Ok(StartPosition {
            kind: StartKind::Fen,
            position,
        })
    }

    /// How this start was chosen.
    pub fn kind(&self) -> &StartKind {
        &self.kind
    }

    /// The position before the first move.
    pub fn position(&self) -> &Chess {
        &self.position
    }

    /// Whether castling follows Chess960 rules (king and rook may start anywhere).
    pub fn castling_mode(&self) -> CastlingMode {
        self.position.castles().mode()
    }

    /// True for the standard initial position (PGN then needs no `SetUp`/`FEN` tags).
    pub fn is_standard(&self) -> bool {
        self.kind == StartKind::Standard
    }

    /// The start position as FEN (X-FEN castling: file letters only where `KQkq` would be ambiguous).
    pub fn fen(&self) -> String {
        position_fen(&self.position)
    }
}

/// The FEN of a position, with the en-passant square only when a capture is really possible.
pub fn position_fen(position: &Chess) -> String {
    Fen::from_position(position, EnPassantMode::Legal).to_string()
}

impl fmt::Display for StartPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind {
            StartKind::Standard => f.write_str("standard"),
            StartKind::Chess960(n) => write!(f, "Chess960 #{n}"),
            StartKind::Fen => write!(f, "FEN {}", self.fen()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chess960_518_is_the_standard_array() {
        let start = StartPosition::chess960(518).unwrap();
        assert_eq!(start.position().board(), Chess::default().board());
        assert_eq!(start.castling_mode(), CastlingMode::Chess960);
    }

    #[test]
    fn every_chess960_number_gives_a_legal_position() {
        for n in 0..960 {
            let start = StartPosition::chess960(n).unwrap();
            assert_eq!(start.position().legal_moves().len() >= 18, true, "#{n}");
        }
    }

    #[test]
    fn shredder_and_x_fen_castling_are_read() {
        let shredder =
            StartPosition::from_fen("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1")
                .unwrap();
        let xfen =
            StartPosition::from_fen("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1")
                .unwrap();
        assert_eq!(shredder.castling_mode(), CastlingMode::Chess960);
        assert_eq!(
            shredder.position().castles().castling_rights(),
            xfen.position().castles().castling_rights()
        );
    }

    #[test]
    fn standard_fen_is_recognised_as_standard() {
        let start =
            StartPosition::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
                .unwrap();
        assert!(start.is_standard());
    }

    #[test]
    fn errors_say_what_is_wrong() {
        let err = StartPosition::chess960(1000).unwrap_err();
        assert!(err.to_string().contains("0 to 959"));
        let err = StartPosition::from_fen("not a fen").unwrap_err();
        assert!(matches!(err, StartError::UnreadableFen(_)));
        let err = StartPosition::from_fen("8/8/8/8/8/8/8/8 w - - 0 1").unwrap_err();
        assert!(matches!(err, StartError::IllegalPosition(_)), "{err}");
    }
}

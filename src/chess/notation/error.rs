//! Why a text could not be read as a legal move, in words a player understands.
//!
//! Every error carries the text as the player typed it and enough typed detail for the web and
//! mail layers to map it to a code ([`MoveError::code`]); its `Display` is a plain English
//! sentence that says what is wrong and what would be right, ready to go into an email reply.

use std::fmt;

use shakmaty::{CastlingSide, Color, File, Piece, Rank, Role, Square};

use super::Language;

/// Why a text could not be read as a legal move.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// Nothing but whitespace or punctuation was given.
    #[error("No move was given. {HINT}")]
    Empty,
    /// The text is not a move in any known notation.
    #[error("\"{text}\" is not a move. {HINT}")]
    Unreadable {
        /// The text as given.
        text: String,
    },
    /// The text holds several moves (`e4 e5`, pasted from a game score).
    #[error("{text} holds more than one move. Send only the move you are playing.")]
    SeveralMoves {
        /// The text as given.
        text: String,
    },
    /// The text names a move, but the move is not legal in the position.
    #[error("{}", illegal_sentence(text, reason))]
    Illegal {
        /// The move as given.
        text: String,
        /// What makes it illegal.
        reason: IllegalReason,
    },
    /// The text fits more than one legal move.
    #[error("{text} is ambiguous: {}.", join_or(candidates))]
    Ambiguous {
        /// The move as given.
        text: String,
        /// Each legal move it fits, written in the same notation and language.
        candidates: Vec<String>,
    },
    /// A capital file letter that is also a piece letter (`Bc3`, as a phone capitalises `bc3`),
    /// where the piece move and the pawn move both fit and neither is written in strict SAN.
    #[error(
        "{text} is ambiguous: it can be a piece move, {}, or a pawn move, {}. Reply with the move \
         you mean, or with its ICCF number, which a phone cannot change: {} or {}.",
        moves.piece,
        moves.pawn,
        moves.piece_iccf,
        moves.pawn_iccf
    )]
    PieceOrPawn {
        /// The move as given.
        text: String,
        /// The two moves it can be.
        moves: Box<PieceOrPawn>,
    },
    /// The text is no move with the player's piece letters (nor with English ones), but is one
    /// with the letters of another language (`Sf3` from an English player is German `Nf3`).
    #[error("{}", foreign_sentence(text, *letter, *language, *other, meaning))]
    ForeignLetters {
        /// The move as given.
        text: String,
        /// The piece letter that means nothing in the player's language, when that is the trouble.
        letter: Option<&'static str>,
        /// The player's language (English for a language without letters of its own).
        language: Language,
        /// The language whose letters make the text a move.
        other: Language,
        /// That move, written with the player's letters.
        meaning: String,
    },
    /// A leading move number does not match the game.
    #[error(
        "{text} has the wrong move number: it is {}'s move {expected}, not move {given}.",
        side_name(*turn)
    )]
    WrongMoveNumber {
        /// The text as given.
        text: String,
        /// The move number written.
        given: u32,
        /// The game's current move number.
        expected: u32,
        /// The side to move.
        turn: Color,
    },
    /// The move number marks the other side's move (`13...` while White is to move).
    #[error(
        "{text} does not fit the game: it is {}'s move {number}, not {}'s.",
        side_name(*turn),
        side_name(turn.other())
    )]
    WrongSide {
        /// The text as given.
        text: String,
        /// The game's current move number.
        number: u32,
        /// The side to move.
        turn: Color,
    },
}

const HINT: &str = "Write a move like Nf3, e4, O-O, e2e4 or 5254.";

impl MoveError {
    /// A short stable code for APIs and logs: `empty`, `unreadable`, `foreign_letters`,
    /// `several_moves`, `illegal`, `ambiguous`, `wrong_move_number` or `wrong_side`.
    pub fn code(&self) -> &'static str {
        match self {
            MoveError::Empty => "empty",
            MoveError::Unreadable { .. } => "unreadable",
            MoveError::SeveralMoves { .. } => "several_moves",
            MoveError::Illegal { .. } => "illegal",
            MoveError::Ambiguous { .. } | MoveError::PieceOrPawn { .. } => "ambiguous",
            MoveError::ForeignLetters { .. } => "foreign_letters",
            MoveError::WrongMoveNumber { .. } => "wrong_move_number",
            MoveError::WrongSide { .. } => "wrong_side",
        }
    }
}

/// The two moves a capital file letter may mean ([`MoveError::PieceOrPawn`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PieceOrPawn {
    /// The piece move, in strict SAN in the language of the input (`Bxc3`).
    pub piece: String,
    /// The pawn move, in strict SAN (`bxc3`).
    pub pawn: String,
    /// The piece move in ICCF numeric notation (`4233`).
    pub piece_iccf: u32,
    /// The pawn move in ICCF numeric notation.
    pub pawn_iccf: u32,
}

/// What makes a readable move illegal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IllegalReason {
    /// No piece of that kind (from that file, rank or square) can move to the square.
    CannotReach {
        /// The side to move.
        color: Color,
        /// The kind of piece named.
        role: Role,
        /// Where the text said the piece stands, if it said.
        from: Origin,
        /// The destination.
        to: Square,
    },
    /// The from-square does not hold a piece of the side to move (of the kind named).
    NoPieceOn {
        /// The side to move.
        color: Color,
        /// The kind of piece named, if any.
        role: Option<Role>,
        /// The from-square.
        square: Square,
    },
    /// The from-square holds an opponent's piece.
    OpponentsPiece {
        /// The piece found there.
        piece: Piece,
        /// The from-square.
        square: Square,
    },
    /// The move is possible for the piece but would leave (or put) the own king in check.
    OwnKingInCheck {
        /// Whether the king itself moves (into check).
        king_moves: bool,
    },
    /// The text marks a capture (`x`) but there is nothing to take on the square.
    NothingToCapture {
        /// The destination.
        square: Square,
    },
    /// A pawn reaching the last rank needs a promotion piece.
    PromotionMissing {
        /// The legal promotions, written as the player wrote the move.
        options: Vec<String>,
    },
    /// A pawn may only become a queen, rook, bishop or knight.
    WrongPromotionPiece {
        /// The piece named (king or pawn).
        role: Role,
        /// The legal promotions, written as the player wrote the move.
        options: Vec<String>,
    },
    /// A promotion piece was given for a move that is no promotion.
    NotAPromotion,
    /// The side lost the right to castle on that side (king or rook moved).
    NoCastlingRight {
        /// The side to move.
        color: Color,
        /// Kingside or queenside.
        side: CastlingSide,
    },
    /// Castling out of check.
    CastlingInCheck,
    /// The king would cross an attacked square.
    CastlingThroughCheck {
        /// The first attacked square on the king's way.
        square: Square,
    },
    /// The king would land on an attacked square.
    CastlingIntoCheck {
        /// The king's destination.
        square: Square,
    },
    /// A square between king and rook, or a destination, is occupied.
    CastlingBlocked {
        /// The first occupied square.
        square: Square,
    },
}

/// Where the text placed the moving piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// Nowhere in particular (`Nf3`).
    Any,
    /// On a file (`Nbd2`, `exd5`).
    File(File),
    /// On a rank (`R1d1`).
    Rank(Rank),
    /// On a square (`Ng1f3`, `g1f3`, `7163`).
    Square(Square),
}

impl fmt::Display for IllegalReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IllegalReason::CannotReach {
                color,
                role,
                from,
                to,
            } => cannot_reach(f, *color, *role, *from, *to),
            IllegalReason::NoPieceOn {
                color,
                role,
                square,
            } => {
                let piece = role.map_or("piece", role_name);
                write!(f, "there is no {} {piece} on {square}", colour(*color))
            }
            IllegalReason::OpponentsPiece { piece, square } => write!(
                f,
                "the {} {} on {square} belongs to your opponent",
                colour(piece.color),
                role_name(piece.role)
            ),
            IllegalReason::OwnKingInCheck { king_moves: false } => {
                f.write_str("it would leave your king in check")
            }
            IllegalReason::OwnKingInCheck { king_moves: true } => {
                f.write_str("it would put your king in check")
            }
            IllegalReason::NothingToCapture { square } => {
                write!(f, "there is nothing to capture on {square}")
            }
            promotion_or_castling => special_clause(f, promotion_or_castling),
        }
    }
}

/// The clauses for promotions and castling.
fn special_clause(f: &mut fmt::Formatter<'_>, reason: &IllegalReason) -> fmt::Result {
    match reason {
        IllegalReason::PromotionMissing { options } => {
            write!(f, "a promotion piece is needed: {}", join_or(options))
        }
        IllegalReason::WrongPromotionPiece { role, options } => write!(
            f,
            "a pawn cannot be promoted to a {}; write {}",
            role_name(*role),
            join_or(options)
        ),
        IllegalReason::NotAPromotion => {
            f.write_str("only a pawn reaching the last rank can be promoted")
        }
        IllegalReason::NoCastlingRight { color, side } => write!(
            f,
            "{} can no longer castle {}, because the king or that rook has moved",
            side_name(*color),
            castling_side(*side)
        ),
        IllegalReason::CastlingInCheck => {
            f.write_str("you cannot castle while your king is in check")
        }
        IllegalReason::CastlingThroughCheck { square } => {
            write!(f, "the king would pass through {square}, which is attacked")
        }
        IllegalReason::CastlingIntoCheck { square } => {
            write!(f, "the king would be in check on {square}")
        }
        IllegalReason::CastlingBlocked { square } => write!(
            f,
            "the squares between king and rook must be empty, but {square} is occupied"
        ),
        other => write!(f, "{other:?}"),
    }
}

fn cannot_reach(
    f: &mut fmt::Formatter<'_>,
    color: Color,
    role: Role,
    from: Origin,
    to: Square,
) -> fmt::Result {
    let (colour, piece) = (colour(color), role_name(role));
    match from {
        Origin::Any => write!(f, "no {colour} {piece} can move to {to}"),
        Origin::File(file) => write!(
            f,
            "no {colour} {piece} on the {}-file can move to {to}",
            file.char()
        ),
        Origin::Rank(rank) => write!(
            f,
            "no {colour} {piece} on rank {} can move to {to}",
            rank.char()
        ),
        Origin::Square(from) => write!(f, "the {colour} {piece} on {from} cannot move to {to}"),
    }
}

/// The whole sentence for an illegal move: a few reasons read better with the move as subject.
fn illegal_sentence(text: &str, reason: &IllegalReason) -> String {
    match reason {
        IllegalReason::OwnKingInCheck { king_moves: false } => {
            format!("{text} would leave your king in check.")
        }
        IllegalReason::OwnKingInCheck { king_moves: true } => {
            format!("{text} would put your king in check.")
        }
        IllegalReason::PromotionMissing { options } => {
            format!("{text} needs a promotion piece: {}.", join_or(options))
        }
        other => format!("{text} is not possible: {other}."),
    }
}

/// The hint for a move written with another language's letters.
fn foreign_sentence(
    text: &str,
    letter: Option<&str>,
    language: Language,
    other: Language,
    meaning: &str,
) -> String {
    let (language, other) = (language.name(), other.name());
    let play = format!("play it by replying {meaning}, or set your language");
    match letter {
        Some(letter) => format!(
            "{letter} is not a piece letter in {language}; in {other} {text} means {meaning} — \
             {play}."
        ),
        None => {
            format!("{text} is not a move in {language}; in {other} it means {meaning} — {play}.")
        }
    }
}

/// `a`, `a or b`, `a, b or c`.
pub(super) fn join_or(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

fn side_name(color: Color) -> &'static str {
    color.fold_wb("White", "Black")
}

fn colour(color: Color) -> &'static str {
    color.fold_wb("white", "black")
}

fn castling_side(side: CastlingSide) -> &'static str {
    match side {
        CastlingSide::KingSide => "kingside",
        CastlingSide::QueenSide => "queenside",
    }
}

fn role_name(role: Role) -> &'static str {
    match role {
        Role::Pawn => "pawn",
        Role::Knight => "knight",
        Role::Bishop => "bishop",
        Role::Rook => "rook",
        Role::Queen => "queen",
        Role::King => "king",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_read_naturally() {
        let items = |v: &[&str]| v.iter().map(|s| (*s).to_owned()).collect::<Vec<_>>();
        assert_eq!(join_or(&items(&["Nbd2"])), "Nbd2");
        assert_eq!(join_or(&items(&["Nbd2", "Nfd2"])), "Nbd2 or Nfd2");
        assert_eq!(join_or(&items(&["a", "b", "c"])), "a, b or c");
    }

    #[test]
    fn codes_are_stable() {
        let error = MoveError::Unreadable { text: "x".into() };
        assert_eq!(error.code(), "unreadable");
        assert_eq!(MoveError::Empty.code(), "empty");
    }
}

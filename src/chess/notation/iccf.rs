//! ICCF numeric notation, the language-free notation of correspondence chess.
//!
//! Files and ranks are both digits 1-8, so `5254` is e2-e4. Castling is the king's move
//! (`5171`, `5838`); in Chess960 the king goes to its castled square on the g- or c-file, and
//! when that would not say castling (the king stays put, or a plain king step goes to the same
//! square) the move is written as the king taking its own rook. A promotion adds a fifth digit:
//! 1 queen, 2 rook, 3 bishop, 4 knight (`57581`).

use shakmaty::{Chess, File, Move, Position, Rank, Role, Square};

use super::pattern::{Pattern, Reading, Shape, castled_king};
use super::{Language, Notation};

/// Reads ICCF digits (`5254`, `57581`, also `52-54`); `None` if they are no ICCF move.
pub(super) fn read(body: &[char], language: Language) -> Option<Reading> {
    let digits: Option<Vec<u32>> = match body {
        [a, b, '-', rest @ ..] => [*a, *b]
            .iter()
            .chain(rest)
            .map(|c| c.to_digit(10))
            .collect(),
        _ => body.iter().map(|c| c.to_digit(10)).collect(),
    };
    let digits = digits?;
    let (squares, promotion) = match digits.as_slice() {
        [a, b, c, d] => ([*a, *b, *c, *d], None),
        [a, b, c, d, p] => ([*a, *b, *c, *d], Some(promotion_role(*p)?)),
        _ => return None,
    };
    let from = square(squares[0], squares[1])?;
    let pattern = Pattern {
        role: None,
        file: Some(from.file()),
        rank: Some(from.rank()),
        capture: false,
        to: square(squares[2], squares[3])?,
        promotion,
    };
    Some(Reading {
        shape: Shape::Squares(pattern),
        notation: Notation::Iccf,
        language,
        local: false,
        capitalised: false,
    })
}

/// Writes a move of `position` in ICCF digits.
pub(super) fn write(position: &Chess, mv: Move) -> String {
    let (from, to, promotion) = match mv {
        Move::Normal {
            from,
            to,
            promotion,
            ..
        } => (from, to, promotion),
        Move::EnPassant { from, to } => (from, to, None),
        Move::Castle { king, rook } => (king, castling_target(position, king, rook), None),
        Move::Put { to, .. } => (to, to, None),
    };
    let mut text = format!("{}{}", digits(from), digits(to));
    if let Some(digit) = promotion.and_then(promotion_digit) {
        text.push(digit);
    }
    text
}

/// The king's castled square, unless that would read as something else; then the rook square.
fn castling_target(position: &Chess, king: Square, rook: Square) -> Square {
    let destination = castled_king(king, rook);
    let plain_step = position.legal_moves().iter().any(|m| {
        matches!(m, Move::Normal { role: Role::King, from, to, .. } if *from == king && *to == destination)
    });
    if destination == king || plain_step {
        rook
    } else {
        destination
    }
}

fn digits(square: Square) -> String {
    format!(
        "{}{}",
        square.file().to_u32() + 1,
        square.rank().to_u32() + 1
    )
}

fn square(file: u32, rank: u32) -> Option<Square> {
    let valid = |d: u32| (1..=8).contains(&d);
    (valid(file) && valid(rank))
        .then(|| Square::from_coords(File::new(file - 1), Rank::new(rank - 1)))
}

fn promotion_role(digit: u32) -> Option<Role> {
    match digit {
        1 => Some(Role::Queen),
        2 => Some(Role::Rook),
        3 => Some(Role::Bishop),
        4 => Some(Role::Knight),
        _ => None,
    }
}

fn promotion_digit(role: Role) -> Option<char> {
    match role {
        Role::Queen => Some('1'),
        Role::Rook => Some('2'),
        Role::Bishop => Some('3'),
        Role::Knight => Some('4'),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pattern(text: &str) -> Option<Pattern> {
        let chars: Vec<char> = text.chars().collect();
        match read(&chars, Language::English)?.shape {
            Shape::Squares(p) => Some(p),
            Shape::Castle(_) => None,
        }
    }

    #[test]
    fn digits_become_squares() {
        let p = pattern("5254").unwrap();
        assert_eq!((p.origin_square(), p.to), (Some(Square::E2), Square::E4));
        assert_eq!(pattern("52-54"), pattern("5254"));
        assert_eq!(pattern("57581").unwrap().promotion, Some(Role::Queen));
        assert_eq!(pattern("57584").unwrap().promotion, Some(Role::Knight));
    }

    #[test]
    fn bad_digits_are_no_move() {
        for text in ["5255x", "9254", "5204", "57585", "525", "525411", "-5254"] {
            assert_eq!(pattern(text), None, "{text}");
        }
    }

    #[test]
    fn standard_castling_is_the_king_move() {
        let position = Chess::default();
        let castle = Move::Castle {
            king: Square::E1,
            rook: Square::H1,
        };
        assert_eq!(write(&position, castle), "5171");
    }
}

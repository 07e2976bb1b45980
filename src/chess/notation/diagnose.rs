//! Explaining why a readable move is not legal.
//!
//! When no legal move fits the best reading of a text, this module finds the most useful
//! explanation, checking in turn: a missing, wrong or needless promotion piece; a capture mark
//! with nothing to capture; the from-square (empty, the opponent's, another piece); castling
//! (no right, in check, attacked or blocked path); and finally whether some piece of that kind
//! could make the move if the own king did not matter (pinned piece, king stepping into check)
//! or cannot reach the square at all. Pseudo-legal reachability is computed from shakmaty's
//! attack tables; no moves are generated here.

use shakmaty::attacks::{attacks, between, pawn_attacks};
use shakmaty::{
    Bitboard, CastlingMode, CastlingSide, Chess, EnPassantMode, File, Move, MoveList, Position,
    Rank, Role, Square,
};

use super::error::{IllegalReason, Origin};
use super::pattern::{Pattern, Reading, Relax, Shape};
use super::write::write;

/// Why no legal move fits `reading` in `position`.
pub(super) fn reason(position: &Chess, legal: &MoveList, reading: &Reading) -> IllegalReason {
    match reading.shape {
        Shape::Castle(side) => castling(position, side),
        Shape::Squares(pattern) => squares(position, legal, reading, &pattern),
    }
}

fn squares(
    position: &Chess,
    legal: &MoveList,
    reading: &Reading,
    pattern: &Pattern,
) -> IllegalReason {
    if let Some(reason) = promotion(position, legal, reading, pattern) {
        return reason;
    }
    let uncaptured = Relax {
        capture: true,
        ..Relax::default()
    };
    if pattern.capture && !pattern.matching(legal, uncaptured).is_empty() {
        return IllegalReason::NothingToCapture { square: pattern.to };
    }
    if let Some(from) = pattern.origin_square() {
        return from_square(position, pattern, from);
    }
    let color = position.turn();
    let role = pattern.role.unwrap_or(Role::Pawn);
    let mut origins = position.our(role);
    let from = match (pattern.file, pattern.rank) {
        (Some(file), _) => {
            origins &= Bitboard::from_file(file);
            Origin::File(file)
        }
        (None, Some(rank)) => {
            origins &= Bitboard::from_rank(rank);
            Origin::Rank(rank)
        }
        (None, None) => Origin::Any,
    };
    if origins
        .into_iter()
        .any(|sq| reaches(position, sq, pattern.to))
    {
        IllegalReason::OwnKingInCheck {
            king_moves: role == Role::King,
        }
    } else {
        IllegalReason::CannotReach {
            color,
            role,
            from,
            to: pattern.to,
        }
    }
}

/// A promotion piece missing (`e8`), wrong (`e8=K`) or needless (`e4=Q`).
fn promotion(
    position: &Chess,
    legal: &MoveList,
    reading: &Reading,
    pattern: &Pattern,
) -> Option<IllegalReason> {
    let any_promotion = Relax {
        promotion: true,
        ..Relax::default()
    };
    let relaxed = pattern.matching(legal, any_promotion);
    let mut promotions: Vec<Move> = relaxed
        .iter()
        .copied()
        .filter(|m| m.promotion().is_some())
        .collect();
    // Queen first, as players list them.
    promotions.sort_by_key(|m| std::cmp::Reverse(m.promotion()));
    let options = || {
        promotions
            .iter()
            .map(|m| write(position, *m, reading.notation, reading.language, false))
            .collect()
    };
    match pattern.promotion {
        None if !promotions.is_empty() => {
            Some(IllegalReason::PromotionMissing { options: options() })
        }
        Some(role @ (Role::King | Role::Pawn)) if !promotions.is_empty() => {
            Some(IllegalReason::WrongPromotionPiece {
                role,
                options: options(),
            })
        }
        Some(_) if !relaxed.is_empty() && promotions.is_empty() => {
            Some(IllegalReason::NotAPromotion)
        }
        _ => None,
    }
}

/// Coordinates, LAN and overspecified SAN: what stands on the from-square, and can it go?
fn from_square(position: &Chess, pattern: &Pattern, from: Square) -> IllegalReason {
    let color = position.turn();
    let piece = match position.board().piece_at(from) {
        Some(piece) if piece.color != color => {
            return IllegalReason::OpponentsPiece {
                piece,
                square: from,
            };
        }
        Some(piece) if pattern.role.is_none_or(|r| r == piece.role) => piece,
        _ => {
            return IllegalReason::NoPieceOn {
                color,
                role: pattern.role,
                square: from,
            };
        }
    };
    if let Some(side) = castling_intent(position, from, pattern.to) {
        return castling(position, side);
    }
    if reaches(position, from, pattern.to) {
        IllegalReason::OwnKingInCheck {
            king_moves: piece.role == Role::King,
        }
    } else {
        IllegalReason::CannotReach {
            color,
            role: piece.role,
            from: Origin::Square(from),
            to: pattern.to,
        }
    }
}

/// Whether a king move from `from` to `to` can only mean castling: onto an own rook on the back
/// rank, or (standard chess) e-file to g- or c-file, or (Chess960) two files or more to g or c.
fn castling_intent(position: &Chess, from: Square, to: Square) -> Option<CastlingSide> {
    let color = position.turn();
    let board = position.board();
    let on_back_rank = from.rank() == color.backrank() && to.rank() == from.rank();
    if board.king_of(color) != Some(from) || !on_back_rank {
        return None;
    }
    let side = CastlingSide::from_king_side(to > from);
    let to_castled_file = to.file() == side.king_to_file();
    let standard = position.castles().mode() == CastlingMode::Standard;
    let castles = if position.our(Role::Rook).contains(to) {
        true
    } else if standard {
        from.file() == File::E && to_castled_file
    } else {
        to_castled_file && from.file().distance(to.file()) >= 2
    };
    castles.then_some(side)
}

/// Why castling on `side` is not legal.
fn castling(position: &Chess, side: CastlingSide) -> IllegalReason {
    let color = position.turn();
    let board = position.board();
    let (Some(rook), Some(king)) = (position.castles().rook(color, side), board.king_of(color))
    else {
        return IllegalReason::NoCastlingRight { color, side };
    };
    if position.is_check() {
        return IllegalReason::CastlingInCheck;
    }
    let blockers = position.castles().path(color, side) & board.occupied();
    let nearest = |squares: Bitboard| squares.into_iter().min_by_key(|sq| sq.distance(king));
    if let Some(square) = nearest(blockers.without(king).without(rook)) {
        return IllegalReason::CastlingBlocked { square };
    }
    let king_to = Square::from_coords(side.king_to_file(), king.rank());
    let occupied = board.occupied().without(king).without(rook);
    let mut way: Vec<Square> = between(king, king_to)
        .with(king_to)
        .without(king)
        .into_iter()
        .collect();
    way.sort_by_key(|sq| sq.distance(king));
    let attacked = way
        .into_iter()
        .find(|sq| board.attacks_to(*sq, color.other(), occupied).any());
    match attacked {
        Some(square) if square == king_to => IllegalReason::CastlingIntoCheck { square },
        Some(square) => IllegalReason::CastlingThroughCheck { square },
        None => IllegalReason::OwnKingInCheck { king_moves: true },
    }
}

/// Whether the piece on `from` could move to `to` if its own king did not matter.
fn reaches(position: &Chess, from: Square, to: Square) -> bool {
    let board = position.board();
    let Some(piece) = board.piece_at(from) else {
        return false;
    };
    if board.by_color(piece.color).contains(to) {
        return false;
    }
    if piece.role != Role::Pawn {
        return attacks(from, piece, board.occupied()).contains(to);
    }
    let forward = piece.color.fold_wb(8, -8);
    let empty = |sq: Option<Square>| sq.is_some_and(|sq| !board.occupied().contains(sq));
    let one = from.offset(forward);
    let two = from.offset(2 * forward);
    let start = from.rank() == piece.color.relative_rank(Rank::Second);
    let push =
        (one == Some(to) && empty(one)) || (start && two == Some(to) && empty(one) && empty(two));
    let target = board.by_color(piece.color.other()).contains(to)
        || position.ep_square(EnPassantMode::PseudoLegal) == Some(to);
    push || (pawn_attacks(piece.color, from).contains(to) && target)
}

#[cfg(test)]
mod tests {

    use super::*;
    use crate::chess::notation::test_position as position;

    #[test]
    fn pawns_reach_by_push_double_push_capture_and_en_passant() {
        let pos = position("4k3/8/8/3pP3/8/8/4P3/4K3 w - d6 0 1");
        assert!(reaches(&pos, Square::E2, Square::E3));
        assert!(reaches(&pos, Square::E2, Square::E4));
        assert!(!reaches(&pos, Square::E2, Square::E5));
        assert!(reaches(&pos, Square::E5, Square::D6));
        assert!(!reaches(&pos, Square::E5, Square::F6));
    }

    #[test]
    fn castling_reasons() {
        let through = position("4k3/8/8/8/8/8/5r2/4K2R w K - 0 1");
        assert_eq!(
            castling(&through, CastlingSide::KingSide),
            IllegalReason::CastlingThroughCheck { square: Square::F1 }
        );
        let into = position("4k3/8/8/8/8/8/6r1/4K2R w K - 0 1");
        assert_eq!(
            castling(&into, CastlingSide::KingSide),
            IllegalReason::CastlingIntoCheck { square: Square::G1 }
        );
        let blocked = position("4k3/8/8/8/8/8/8/R2QK2R w KQ - 0 1");
        assert_eq!(
            castling(&blocked, CastlingSide::QueenSide),
            IllegalReason::CastlingBlocked { square: Square::D1 }
        );
    }
}

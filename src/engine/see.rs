//! Static exchange evaluation: does a capture sequence on one square win material?
//!
//! [`see_ge`] plays out the exchange on the target square with the least valuable attacker
//! each time, uncovering sliding attackers behind the pieces that leave (x-rays), and answers
//! whether the side to move comes out with at least `threshold` centipawns. Pins are ignored,
//! as usual; the search corrects the rare misjudgement.

use shakmaty::{Bitboard, Board, Chess, Color, Move, Position, Role, Square, attacks};

/// Exchange values of the roles, pawn to king.
pub const SEE_VALUE: [i32; 6] = [100, 320, 330, 500, 950, 20_000];

/// Exchange value of a role.
#[inline]
pub fn see_value(role: Role) -> i32 {
    SEE_VALUE[role as usize - 1]
}

/// Value of what `m` captures (a pawn for en passant, nothing for quiet moves).
#[inline]
pub fn captured_value(m: Move) -> i32 {
    match m {
        Move::EnPassant { .. } => SEE_VALUE[0],
        _ => m.capture().map_or(0, see_value),
    }
}

fn attackers_to(board: &Board, sq: Square, occupied: Bitboard) -> Bitboard {
    let rooks = board.rooks_and_queens();
    let bishops = board.bishops_and_queens();
    (attacks::pawn_attacks(Color::Black, sq) & board.pawns() & board.white())
        | (attacks::pawn_attacks(Color::White, sq) & board.pawns() & board.black())
        | (attacks::knight_attacks(sq) & board.knights())
        | (attacks::king_attacks(sq) & board.kings())
        | (attacks::bishop_attacks(sq, occupied) & bishops)
        | (attacks::rook_attacks(sq, occupied) & rooks)
}

/// Whether the exchange started by `m` nets the mover at least `threshold` centipawns.
pub fn see_ge(pos: &Chess, m: Move, threshold: i32) -> bool {
    let (Some(from), to) = (m.from(), m.to()) else {
        return 0 >= threshold;
    };
    if m.is_castle() || m.is_promotion() {
        return 0 >= threshold;
    }
    let board = pos.board();
    let mut swap = captured_value(m) - threshold;
    if swap < 0 {
        return false;
    }
    swap = see_value(m.role()) - swap;
    if swap <= 0 {
        return true;
    }
    let mut occupied = board.occupied() ^ Bitboard::from_square(from) ^ Bitboard::from_square(to);
    if let Move::EnPassant { .. } = m {
        let victim = Square::from_coords(to.file(), from.rank());
        occupied ^= Bitboard::from_square(victim);
        occupied |= Bitboard::from_square(to);
    }
    exchange(board, to, occupied, pos.turn(), swap)
}

fn exchange(
    board: &Board,
    to: Square,
    mut occupied: Bitboard,
    mover: Color,
    mut swap: i32,
) -> bool {
    let mut attackers = attackers_to(board, to, occupied);
    let mut stm = mover;
    let mut res = true;
    loop {
        stm = !stm;
        attackers &= occupied;
        let ours = attackers & board.by_color(stm);
        if ours.is_empty() {
            break;
        }
        res = !res;
        let Some(role) = least_valuable(board, ours) else {
            break;
        };
        if role == Role::King {
            // The king may only take last: if the other side still attacks, it cannot.
            return if (attackers & !board.by_color(stm)).any() {
                !res
            } else {
                res
            };
        }
        swap = see_value(role) - swap;
        if swap < i32::from(res) {
            break;
        }
        let piece = ours & board.by_role(role);
        if let Some(sq) = piece.first() {
            occupied ^= Bitboard::from_square(sq);
        }
        if matches!(role, Role::Pawn | Role::Bishop | Role::Queen) {
            attackers |= attacks::bishop_attacks(to, occupied) & board.bishops_and_queens();
        }
        if matches!(role, Role::Rook | Role::Queen) {
            attackers |= attacks::rook_attacks(to, occupied) & board.rooks_and_queens();
        }
    }
    res
}

fn least_valuable(board: &Board, set: Bitboard) -> Option<Role> {
    Role::ALL
        .into_iter()
        .find(|&role| (set & board.by_role(role)).any())
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{CastlingMode, fen::Fen, uci::UciMove};

    fn check(fen: &str, uci: &str, threshold: i32) -> bool {
        let fen: Fen = fen.parse().unwrap();
        let pos: Chess = fen.into_position(CastlingMode::Standard).unwrap();
        let m = UciMove::from_ascii(uci.as_bytes())
            .unwrap()
            .to_move(&pos)
            .unwrap();
        see_ge(&pos, m, threshold)
    }

    #[test]
    fn simple_exchanges() {
        // Rook takes an undefended pawn: wins exactly a pawn.
        let fen = "1k1r4/1pp4p/p7/4p3/8/P5P1/1PP4P/2K1R3 w - - 0 1";
        assert!(check(fen, "e1e5", 0));
        assert!(check(fen, "e1e5", 100));
        assert!(!check(fen, "e1e5", 101));
        // Knight takes a pawn defended by a pawn: loses.
        assert!(!check("4k3/8/3p4/4p3/8/5N2/8/4K3 w - - 0 1", "f3e5", 0));
        // Queen takes a rook defended by a bishop: loses 450.
        assert!(!check("4k3/8/2b5/3r4/8/8/8/3QK3 w - - 0 1", "d1d5", 0));
        assert!(check("4k3/8/2b5/3r4/8/8/8/3QK3 w - - 0 1", "d1d5", -450));
        // A quiet move to a square a pawn attacks loses the piece.
        assert!(!check("4k3/8/3p4/8/8/5N2/8/4K3 w - - 0 1", "f3e5", 0));
    }
}

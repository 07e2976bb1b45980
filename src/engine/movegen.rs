//! Legal captures and promotions only, for the quiescence search of a side not in check.
//!
//! shakmaty generates every legal move at once; most quiescence nodes need only the few
//! captures. This generator walks our pieces' attacks on enemy pieces (and pawn promotions),
//! and keeps a move only if it is legal: a pinned piece must stay on the line between its king
//! and the pinner, and the king may not step onto an attacked square. En passant, rare and
//! subtle, is taken from shakmaty. The result is the same set as filtering `legal_moves`.

use shakmaty::{Bitboard, Chess, Color, Move, MoveList, Position, Rank, Role, Square, attacks};

/// Appends the legal captures and promotions of `pos` (not in check) to `out`.
pub fn noisy_moves(pos: &Chess, out: &mut MoveList) {
    let board = pos.board();
    let us = pos.turn();
    let Some(king) = board.king_of(us) else {
        return;
    };
    let occupied = board.occupied();
    let them = board.by_color(!us);
    let pinned = pinned(pos, king);
    let mut push = |role: Role, from: Square, to: Square, promotion: Option<Role>| {
        if pinned.contains(from) && !attacks::aligned(king, from, to) {
            return;
        }
        let m = Move::Normal {
            role,
            from,
            capture: board.role_at(to),
            to,
            promotion,
        };
        let _ = out.try_push(m);
    };
    for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
        for from in board.by_role(role) & board.by_color(us) {
            let reach = match role {
                Role::Knight => attacks::knight_attacks(from),
                Role::Bishop => attacks::bishop_attacks(from, occupied),
                Role::Rook => attacks::rook_attacks(from, occupied),
                _ => attacks::queen_attacks(from, occupied),
            };
            for to in reach & them {
                push(role, from, to, None);
            }
        }
    }
    let last_rank = Bitboard::from_rank(us.relative_rank(Rank::Eighth));
    for from in board.pawns() & board.by_color(us) {
        let mut targets = attacks::pawn_attacks(us, from) & them;
        let forward = if us == Color::White {
            from.offset(8)
        } else {
            from.offset(-8)
        };
        if let Some(step) = forward.filter(|s| !occupied.contains(*s) && last_rank.contains(*s)) {
            targets |= Bitboard::from_square(step);
        }
        for to in targets {
            if last_rank.contains(to) {
                for promo in [Role::Queen, Role::Knight, Role::Rook, Role::Bishop] {
                    push(Role::Pawn, from, to, Some(promo));
                }
            } else {
                push(Role::Pawn, from, to, None);
            }
        }
    }
    king_captures(pos, king, them, out);
    if pos.maybe_ep_square().is_some() {
        for m in pos.en_passant_moves() {
            let _ = out.try_push(m);
        }
    }
}

fn king_captures(pos: &Chess, king: Square, them: Bitboard, out: &mut MoveList) {
    let board = pos.board();
    let without_king = board.occupied() ^ Bitboard::from_square(king);
    for to in attacks::king_attacks(king) & them {
        if board.attacks_to(to, !pos.turn(), without_king).is_empty() {
            let _ = out.try_push(Move::Normal {
                role: Role::King,
                from: king,
                capture: board.role_at(to),
                to,
                promotion: None,
            });
        }
    }
}

/// Our pieces pinned to our king.
fn pinned(pos: &Chess, king: Square) -> Bitboard {
    let board = pos.board();
    let them = board.by_color(!pos.turn());
    let snipers = ((attacks::rook_attacks(king, Bitboard::EMPTY) & board.rooks_and_queens())
        | (attacks::bishop_attacks(king, Bitboard::EMPTY) & board.bishops_and_queens()))
        & them;
    let mut pinned = Bitboard::EMPTY;
    for sniper in snipers {
        let between = attacks::between(king, sniper) & board.occupied();
        if let Some(sq) = between.single_square()
            && board.by_color(pos.turn()).contains(sq)
        {
            pinned |= Bitboard::from_square(sq);
        }
    }
    pinned
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{CastlingMode, fen::Fen};

    fn walk(pos: &Chess, depth: u32, checked: &mut usize) {
        if !pos.is_check() {
            let mut ours = MoveList::new();
            noisy_moves(pos, &mut ours);
            let mut expected: Vec<Move> = pos
                .legal_moves()
                .into_iter()
                .filter(|m| m.is_capture() || m.is_promotion())
                .collect();
            let mut got: Vec<Move> = ours.into_iter().collect();
            let key = |m: &Move| format!("{m:?}");
            expected.sort_by_key(key);
            got.sort_by_key(key);
            assert_eq!(got, expected, "{pos:?}");
            *checked += 1;
        }
        if depth > 0 {
            for m in pos.legal_moves() {
                let mut child = pos.clone();
                child.play_unchecked(m);
                walk(&child, depth - 1, checked);
            }
        }
    }

    #[test]
    fn matches_the_filtered_legal_moves() {
        let mut checked = 0;
        for fen in [
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        ] {
            let pos: Chess = fen
                .parse::<Fen>()
                .unwrap()
                .into_position(CastlingMode::Standard)
                .unwrap();
            walk(&pos, 2, &mut checked);
        }
        assert!(checked > 2_000);
    }
}

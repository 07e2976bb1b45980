//! Making a move in the search: the child position, its Zobrist key, and whether it gives check.
//!
//! The key is updated incrementally for every kind of move (shakmaty's own update covers the
//! common ones; castling, king and rook moves that change castling rights, double pushes and en
//! passant are handled here), so no position is ever hashed from scratch during the search.
//! [`gives_check`] answers from attack sets alone, so moves can be pruned before being played;
//! [`Checks`] precomputes, once per node, the squares from which each piece would check and the
//! pieces whose departure uncovers a check, so that the common moves are answered by two bit
//! tests.

use arrayvec::ArrayVec;
use shakmaty::zobrist::{Zobrist64, ZobristValue};
use shakmaty::{
    Bitboard, CastlingSide, Chess, Color, EnPassantMode, Move, Position, Square, attacks,
};

/// Zobrist key of a position (the one the engine uses throughout).
pub fn hash_position(pos: &Chess) -> u64 {
    pos.zobrist_hash::<Zobrist64>(EnPassantMode::Legal).0
}

/// Plays `m` on a copy of `pos`; returns the child and its key, updated incrementally.
pub fn play(pos: &Chess, hash: u64, m: Move) -> (Chess, u64) {
    play_keyed(pos, hash, m, quick_key(pos, hash, m))
}

/// The key after `m` when the cheap incremental update covers the move (most moves; `None`
/// for the few [`play`] finishes from the child), so a caller can look the child up early.
#[inline]
pub fn quick_key(pos: &Chess, hash: u64, m: Move) -> Option<u64> {
    pos.update_zobrist_hash(Zobrist64(hash), m, EnPassantMode::Legal)
        .map(|z| z.0)
}

/// Like [`play`], with `quick` the [`quick_key`] of the move, already computed.
#[inline]
pub fn play_keyed(pos: &Chess, hash: u64, m: Move, quick: Option<u64>) -> (Chess, u64) {
    let mut child = pos.clone();
    child.play_unchecked(m);
    let key = quick.unwrap_or_else(|| update_key(pos, &child, hash, m));
    (child, key)
}

/// What a node knows in advance about the checks its moves could give.
pub struct Checks {
    /// The enemy king.
    king: Square,
    /// Squares from which a piece of each role (pawn to king) attacks the enemy king.
    squares: [Bitboard; 6],
    /// Our pieces that alone stand between one of our sliders and the enemy king.
    uncovering: Bitboard,
}

impl Checks {
    /// The check information of `pos` (`None` without an enemy king).
    pub fn new(pos: &Chess) -> Option<Checks> {
        let board = pos.board();
        let us = pos.turn();
        let king = board.king_of(!us)?;
        let occupied = board.occupied();
        let ours = board.by_color(us);
        let bishop = attacks::bishop_attacks(king, occupied);
        let rook = attacks::rook_attacks(king, occupied);
        let squares = [
            attacks::pawn_attacks(!us, king),
            attacks::knight_attacks(king),
            bishop,
            rook,
            bishop | rook,
            Bitboard::EMPTY,
        ];
        let snipers = ((attacks::rook_attacks(king, Bitboard::EMPTY) & board.rooks_and_queens())
            | (attacks::bishop_attacks(king, Bitboard::EMPTY) & board.bishops_and_queens()))
            & ours;
        let mut uncovering = Bitboard::EMPTY;
        for sniper in snipers {
            let between = attacks::between(king, sniper) & occupied;
            if let Some(sq) = between.single_square()
                && ours.contains(sq)
            {
                uncovering |= Bitboard::from_square(sq);
            }
        }
        Some(Checks {
            king,
            squares,
            uncovering,
        })
    }

    /// Whether `m` (legal in `pos`, the position these checks were computed for) gives check;
    /// the same answer as [`gives_check`].
    #[inline]
    pub fn gives_check(&self, pos: &Chess, m: Move) -> bool {
        match m {
            Move::Normal {
                role,
                from,
                to,
                promotion: None,
                ..
            } => {
                self.squares[role as usize - 1].contains(to)
                    || (self.uncovering.contains(from) && !attacks::aligned(from, to, self.king))
            }
            _ => gives_check(pos, m),
        }
    }
}

/// Whether `m` (legal in `pos`) gives check, without playing it.
pub fn gives_check(pos: &Chess, m: Move) -> bool {
    let board = pos.board();
    let us = pos.turn();
    let Some(king) = board.king_of(!us) else {
        return false;
    };
    let (from, to) = match m {
        Move::Castle { .. } => {
            let mut child = pos.clone();
            child.play_unchecked(m);
            return child.is_check();
        }
        _ => (m.from().unwrap_or(m.to()), m.to()),
    };
    let mut occupied = board.occupied() ^ Bitboard::from_square(from) | Bitboard::from_square(to);
    if let Move::EnPassant { .. } = m {
        occupied ^= Bitboard::from_square(Square::from_coords(to.file(), from.rank()));
    }
    let role = m.promotion().unwrap_or(m.role());
    if attacks::attacks(to, role.of(us), occupied).contains(king) {
        return true;
    }
    let ours = board.by_color(us) & !Bitboard::from_square(from);
    let rooks = board.rooks_and_queens() & ours;
    let bishops = board.bishops_and_queens() & ours;
    (attacks::rook_attacks(king, occupied) & rooks).any()
        || (attacks::bishop_attacks(king, occupied) & bishops).any()
}

/// The incremental key update for the moves shakmaty leaves to a full recomputation (king and
/// rook moves that change castling rights, castling, double pushes, en passant).
fn update_key(pos: &Chess, child: &Chess, hash: u64, m: Move) -> u64 {
    let mut key = Zobrist64(hash) ^ Zobrist64::zobrist_for_white_turn();
    let mut squares = ArrayVec::<Square, 4>::new();
    match m {
        Move::Castle { king, rook } => {
            let side = if rook.file() > king.file() {
                CastlingSide::KingSide
            } else {
                CastlingSide::QueenSide
            };
            let rank = king.rank();
            squares.extend([
                king,
                rook,
                Square::from_coords(side.king_to_file(), rank),
                Square::from_coords(side.rook_to_file(), rank),
            ]);
        }
        Move::EnPassant { from, to } => {
            squares.extend([from, to, Square::from_coords(to.file(), from.rank())]);
        }
        _ => squares.extend([m.from().unwrap_or(m.to()), m.to()]),
    }
    let (before, after) = (pos.board(), child.board());
    for (i, &sq) in squares.iter().enumerate() {
        if squares[..i].contains(&sq) {
            continue;
        }
        if let Some(piece) = before.piece_at(sq) {
            key ^= Zobrist64::zobrist_for_piece(sq, piece);
        }
        if let Some(piece) = after.piece_at(sq) {
            key ^= Zobrist64::zobrist_for_piece(sq, piece);
        }
    }
    for color in Color::ALL {
        for side in CastlingSide::ALL {
            if pos.castles().has(color, side) != child.castles().has(color, side) {
                key ^= Zobrist64::zobrist_for_castling_right(color, side);
            }
        }
    }
    for ep in [pos.legal_ep_square(), child.legal_ep_square()]
        .into_iter()
        .flatten()
    {
        key ^= Zobrist64::zobrist_for_en_passant_file(ep.file());
    }
    key.0
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{CastlingMode, fen::Fen};

    fn walk(pos: &Chess, hash: u64, depth: u32, checked: &mut usize) {
        assert_eq!(hash, hash_position(pos), "{pos:?}");
        *checked += 1;
        if depth == 0 {
            return;
        }
        let checks = Checks::new(pos).unwrap();
        for m in pos.legal_moves() {
            let (child, key) = play(pos, hash, m);
            assert_eq!(gives_check(pos, m), child.is_check(), "{pos:?} {m:?}");
            assert_eq!(
                checks.gives_check(pos, m),
                child.is_check(),
                "{pos:?} {m:?}"
            );
            walk(&child, key, depth - 1, checked);
        }
    }

    #[test]
    fn incremental_keys_and_checks_match_playing_the_move() {
        let mut checked = 0;
        for (fen, mode) in [
            (
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                CastlingMode::Standard,
            ),
            (
                "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
                CastlingMode::Standard,
            ),
            (
                "1r4kr/pppppppp/8/8/8/8/PPPPPPPP/RK5R w HAhb - 0 1",
                CastlingMode::Chess960,
            ),
            // Discovered checks by a knight, a pawn and the king itself.
            (
                "4k3/8/8/4N3/8/2B5/3P4/4R1K1 w - - 0 1",
                CastlingMode::Standard,
            ),
            ("3k4/8/8/8/3K4/8/8/3R4 w - - 0 1", CastlingMode::Standard),
        ] {
            let pos: Chess = fen.parse::<Fen>().unwrap().into_position(mode).unwrap();
            walk(&pos, hash_position(&pos), 3, &mut checked);
        }
        assert!(checked > 10_000);
    }
}

//! Material values and piece-square tables, middlegame and endgame, from White's point of view.
//!
//! The tables are written the way a board is drawn, rank 8 at the top, so a White piece on
//! square `sq` (a1 = 0) reads entry `sq ^ 56` and a Black piece reads entry `sq`. The values are
//! hand-set from the usual principles: develop and centralise minor pieces, keep the king behind
//! its pawns in the middlegame and bring it to the centre in the endgame, push pawns in the
//! endgame, put rooks on the seventh rank. [`PST`] combines material and tables per piece.

use shakmaty::{Color, Piece, Role, Square};

/// Middlegame and endgame material, indexed by `Role as usize - 1` (pawn first).
pub const MATERIAL: [(i32, i32); 6] = [
    (82, 110),
    (330, 300),
    (345, 320),
    (470, 540),
    (1000, 980),
    (0, 0),
];

/// Game-phase weight of each role; a full board weighs [`PHASE_TOTAL`].
pub const PHASE_WEIGHT: [i32; 6] = [0, 1, 1, 2, 4, 0];
/// Phase of the starting position.
pub const PHASE_TOTAL: i32 = 24;

#[rustfmt::skip]
const PAWN_MG: [i32; 64] = [
      0,   0,   0,   0,   0,   0,   0,   0,
     60,  70,  70,  80,  80,  70,  70,  60,
     20,  25,  35,  45,  45,  35,  25,  20,
      5,  10,  15,  30,  30,  15,  10,   5,
      0,   0,  10,  22,  22,   5,   0,   0,
      2,   0,   5,  10,  10,  -5,   0,   2,
      0,   5,   5, -15, -15,  10,  10,   0,
      0,   0,   0,   0,   0,   0,   0,   0,
];
#[rustfmt::skip]
const PAWN_EG: [i32; 64] = [
      0,   0,   0,   0,   0,   0,   0,   0,
     60,  60,  55,  50,  50,  55,  60,  60,
     35,  35,  30,  25,  25,  30,  35,  35,
     18,  18,  12,   8,   8,  12,  18,  18,
      8,   8,   3,   0,   0,   3,   8,   8,
      0,   0,   0,  -5,  -5,   0,   0,   0,
      0,   0,   0,   0,   0,   0,   0,   0,
      0,   0,   0,   0,   0,   0,   0,   0,
];
#[rustfmt::skip]
const KNIGHT_MG: [i32; 64] = [
    -60, -30, -20, -15, -15, -20, -30, -60,
    -25, -10,   5,  10,  10,   5, -10, -25,
    -15,  10,  20,  25,  25,  20,  10, -15,
    -10,   5,  15,  25,  25,  15,   5, -10,
    -15,   0,  12,  15,  15,  12,   0, -15,
    -20,  -2,   8,  10,  10,   8,  -2, -20,
    -30, -15,  -5,   2,   2,  -5, -15, -30,
    -50, -25, -25, -20, -20, -25, -25, -50,
];
#[rustfmt::skip]
const KNIGHT_EG: [i32; 64] = [
    -40, -25, -15, -10, -10, -15, -25, -40,
    -25, -10,   0,   5,   5,   0, -10, -25,
    -15,   0,  10,  15,  15,  10,   0, -15,
    -10,   5,  15,  20,  20,  15,   5, -10,
    -10,   5,  15,  20,  20,  15,   5, -10,
    -15,   0,  10,  15,  15,  10,   0, -15,
    -25, -10,   0,   5,   5,   0, -10, -25,
    -40, -25, -15, -10, -10, -15, -25, -40,
];
#[rustfmt::skip]
const BISHOP_MG: [i32; 64] = [
    -15, -10, -10, -10, -10, -10, -10, -15,
    -10,   0,   0,   0,   0,   0,   0, -10,
     -5,   5,   8,  10,  10,   8,   5,  -5,
     -5,   8,   8,  12,  12,   8,   8,  -5,
     -5,   5,  12,  12,  12,  12,   5,  -5,
      0,  10,  10,  10,  10,  10,  10,   0,
     -5,  12,   5,   5,   5,   5,  12,  -5,
    -15,  -5, -12,  -8,  -8, -12,  -5, -15,
];
#[rustfmt::skip]
const BISHOP_EG: [i32; 64] = [
    -15, -10,  -8,  -5,  -5,  -8, -10, -15,
    -10,  -5,   0,   2,   2,   0,  -5, -10,
     -8,   0,   5,   8,   8,   5,   0,  -8,
     -5,   2,   8,  10,  10,   8,   2,  -5,
     -5,   2,   8,  10,  10,   8,   2,  -5,
     -8,   0,   5,   8,   8,   5,   0,  -8,
    -10,  -5,   0,   2,   2,   0,  -5, -10,
    -15, -10,  -8,  -5,  -5,  -8, -10, -15,
];
#[rustfmt::skip]
const ROOK_MG: [i32; 64] = [
      5,   8,  10,  12,  12,  10,   8,   5,
     20,  25,  25,  25,  25,  25,  25,  20,
     -5,   0,   2,   5,   5,   2,   0,  -5,
     -8,  -3,   0,   2,   2,   0,  -3,  -8,
    -10,  -5,  -2,   0,   0,  -2,  -5, -10,
    -12,  -6,  -3,  -2,  -2,  -3,  -6, -12,
    -15,  -8,  -4,  -2,  -2,  -4,  -8, -18,
     -8,  -4,   2,   8,   8,   4,  -6,  -8,
];
#[rustfmt::skip]
const ROOK_EG: [i32; 64] = [
      5,   5,   5,   5,   5,   5,   5,   5,
     12,  12,  12,  12,  12,  12,  12,  12,
      2,   2,   2,   2,   2,   2,   2,   2,
      0,   0,   0,   0,   0,   0,   0,   0,
      0,   0,   0,   0,   0,   0,   0,   0,
     -2,  -2,  -2,  -2,  -2,  -2,  -2,  -2,
     -4,  -4,  -4,  -4,  -4,  -4,  -4,  -4,
     -5,  -3,   0,   0,   0,   0,  -3,  -5,
];
#[rustfmt::skip]
const QUEEN_MG: [i32; 64] = [
    -20, -10, -10,  -5,  -5, -10, -10, -20,
    -10,  -5,   0,   0,   0,   0,  -5, -10,
    -10,   0,   5,   5,   5,   5,   0, -10,
     -5,   0,   5,   5,   5,   5,   0,  -5,
     -5,   0,   5,   5,   5,   5,   0,  -5,
    -10,   2,   5,   5,   5,   5,   0, -10,
    -10,   0,   2,   2,   2,   0,   0, -10,
    -20, -10,  -8,   0,  -5, -10, -10, -20,
];
#[rustfmt::skip]
const QUEEN_EG: [i32; 64] = [
    -20, -12,  -8,  -5,  -5,  -8, -12, -20,
    -12,  -5,   0,   2,   2,   0,  -5, -12,
     -8,   0,   8,  10,  10,   8,   0,  -8,
     -5,   2,  10,  15,  15,  10,   2,  -5,
     -5,   2,  10,  15,  15,  10,   2,  -5,
     -8,   0,   8,  10,  10,   8,   0,  -8,
    -12,  -5,   0,   2,   2,   0,  -5, -12,
    -20, -12,  -8,  -5,  -5,  -8, -12, -20,
];
#[rustfmt::skip]
const KING_MG: [i32; 64] = [
    -50, -50, -50, -50, -50, -50, -50, -50,
    -50, -50, -50, -50, -50, -50, -50, -50,
    -40, -45, -45, -50, -50, -45, -45, -40,
    -35, -40, -40, -45, -45, -40, -40, -35,
    -25, -30, -30, -40, -40, -30, -30, -25,
    -15, -20, -20, -25, -25, -20, -20, -15,
      5,   5, -10, -20, -20, -10,   5,   5,
     15,  30,   5, -15,   0,  -5,  35,  20,
];
#[rustfmt::skip]
const KING_EG: [i32; 64] = [
    -50, -35, -25, -20, -20, -25, -35, -50,
    -30, -10,   0,   5,   5,   0, -10, -30,
    -20,   5,  15,  20,  20,  15,   5, -20,
    -20,   5,  20,  30,  30,  20,   5, -20,
    -20,   0,  15,  25,  25,  15,   0, -20,
    -25,  -5,   5,  12,  12,   5,  -5, -25,
    -30, -15,  -5,   0,   0,  -5, -15, -30,
    -50, -35, -25, -20, -20, -25, -35, -50,
];

const TABLES: [(&[i32; 64], &[i32; 64]); 6] = [
    (&PAWN_MG, &PAWN_EG),
    (&KNIGHT_MG, &KNIGHT_EG),
    (&BISHOP_MG, &BISHOP_EG),
    (&ROOK_MG, &ROOK_EG),
    (&QUEEN_MG, &QUEEN_EG),
    (&KING_MG, &KING_EG),
];

/// Material plus square bonus, `[color][role - 1][square]` → (middlegame, endgame); Black's
/// entries are positive for Black (the evaluation subtracts them).
pub static PST: [[[(i32, i32); 64]; 6]; 2] = build();

const fn build() -> [[[(i32, i32); 64]; 6]; 2] {
    let mut out = [[[(0, 0); 64]; 6]; 2];
    let mut role = 0;
    while role < 6 {
        let (mg, eg) = TABLES[role];
        let (mat_mg, mat_eg) = MATERIAL[role];
        let mut sq = 0;
        while sq < 64 {
            // Index 0 is White, 1 is Black (matching `color_index`).
            out[0][role][sq] = (mat_mg + mg[sq ^ 56], mat_eg + eg[sq ^ 56]);
            out[1][role][sq] = (mat_mg + mg[sq], mat_eg + eg[sq]);
            sq += 1;
        }
        role += 1;
    }
    out
}

/// 0 for White, 1 for Black: the index used by every per-colour table in the engine.
#[inline]
pub fn color_index(color: Color) -> usize {
    match color {
        Color::White => 0,
        Color::Black => 1,
    }
}

/// Index of a role into the per-role tables (pawn 0 … king 5).
#[inline]
pub fn role_index(role: Role) -> usize {
    role as usize - 1
}

/// Material plus square bonus of `piece` on `sq`, from its owner's point of view.
#[inline]
pub fn piece_square(piece: Piece, sq: Square) -> (i32, i32) {
    PST[color_index(piece.color)][role_index(piece.role)][sq.to_usize()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_mirror_between_colours() {
        let w = piece_square(Piece::from_char('N').unwrap(), Square::F3);
        let b = piece_square(Piece::from_char('n').unwrap(), Square::F6);
        assert_eq!(w, b);
        let wk = piece_square(Piece::from_char('K').unwrap(), Square::G1);
        let bk = piece_square(Piece::from_char('k').unwrap(), Square::G8);
        assert_eq!(wk, bk);
        assert!(wk.0 > piece_square(Piece::from_char('K').unwrap(), Square::E4).0);
    }
}

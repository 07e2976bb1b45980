//! Material values and piece-square tables, middlegame and endgame, from White's point of view.
//!
//! The tables are written the way a board is drawn, rank 8 at the top, so a White piece on
//! square `sq` (a1 = 0) reads entry `sq ^ 56` and a Black piece reads entry `sq`. The values
//! themselves are in [`super::weights`]; [`square_table`] combines material and tables per
//! piece and colour.

use shakmaty::Color;

use super::weights::{Pair, Weights};

/// Game-phase weight of each role; a full board weighs [`PHASE_TOTAL`].
pub const PHASE_WEIGHT: [i32; 6] = [0, 1, 1, 2, 4, 0];
/// Phase of the starting position.
pub const PHASE_TOTAL: i32 = 24;

/// Material plus square bonus, `[color][role - 1][square]` → (middlegame, endgame); Black's
/// entries are positive for Black (the evaluation subtracts them).
pub type SquareTable = [[[Pair; 64]; 6]; 2];

/// Combines the material and square bonuses of `w` into a [`SquareTable`].
pub const fn square_table(w: &Weights) -> SquareTable {
    let mut out = [[[(0, 0); 64]; 6]; 2];
    let mut role = 0;
    while role < 6 {
        let [mg, eg] = &w.squares[role];
        let (mat_mg, mat_eg) = w.material[role];
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

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{Piece, Square};

    /// Material plus square bonus of `piece` on `sq` with the playing weights.
    fn piece_square(piece: Piece, sq: Square) -> Pair {
        let role = piece.role as usize - 1;
        square_table(&Weights::DEFAULT)[color_index(piece.color)][role][sq.to_usize()]
    }

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

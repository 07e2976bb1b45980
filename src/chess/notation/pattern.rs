//! What a text says about a move, independent of the notation it was written in.
//!
//! SAN, figurine, long algebraic, UCI and ICCF all reduce to the same question: which piece,
//! from where (fully, partly or not at all), to which square, capturing or not, promoting to
//! what. A [`Pattern`] holds those facts and is matched against the position's legal moves, so
//! the reader never generates moves itself. Castling written as a king move (`e1g1`, `5171`,
//! `Ke1-g1`) or as king-takes-rook (`e1h1`) is matched here too.

use shakmaty::{CastlingSide, File, Move, MoveList, Rank, Role, Square};

use super::{Language, Notation};

/// The facts a text gives about a move written with squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Pattern {
    /// The piece named; `None` for coordinates (`g1f3`, `7163`), where the from-square says it.
    pub role: Option<Role>,
    /// The from-file, if given.
    pub file: Option<File>,
    /// The from-rank, if given.
    pub rank: Option<Rank>,
    /// Whether a capture was marked (`x`, `:`); an unmarked capture still matches.
    pub capture: bool,
    /// The destination.
    pub to: Square,
    /// The promotion piece named, possibly a wrong one (king, pawn) to be reported.
    pub promotion: Option<Role>,
}

/// The shape of a move text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Shape {
    /// `O-O`, `0-0-0`, ...
    Castle(CastlingSide),
    /// Anything written with squares.
    Squares(Pattern),
}

/// One way of reading a text: its shape, and the notation and letters it was read with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Reading {
    /// What the text says.
    pub shape: Shape,
    /// The notation it was read in.
    pub notation: Notation,
    /// The language whose letters were tried (used to write candidates back).
    pub language: Language,
    /// Whether letters with a meaning other than the English one were used.
    pub local: bool,
    /// Whether a capital file letter was read as the file (`Cxd4` as `cxd4`, as phones capitalise
    /// the first letter of a message).
    pub capitalised: bool,
}

/// Which facts of a pattern to ignore, to find out why nothing matched.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Relax {
    /// Ignore the promotion piece (or its absence).
    pub promotion: bool,
    /// Ignore a capture mark.
    pub capture: bool,
}

/// How well a move fits a pattern.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Fit {
    /// The text names exactly this move.
    Exact,
    /// Castling written as the king's move to its castled square: yields to a real king move.
    CastleByDestination,
}

impl Reading {
    /// The legal moves this reading fits.
    pub fn matching(&self, legal: &MoveList, relax: Relax) -> Vec<Move> {
        match self.shape {
            Shape::Castle(side) => legal
                .iter()
                .copied()
                .filter(|m| m.castling_side() == Some(side))
                .collect(),
            Shape::Squares(pattern) => pattern.matching(legal, relax),
        }
    }
}

impl Pattern {
    /// Whether a move that fits this pattern is a capture written without its mark: a piece
    /// moving onto an occupied square, or a pawn changing files (`bc3` for `bxc3`).
    pub fn loose_capture(&self, mv: Move) -> bool {
        !self.capture && mv.is_capture()
    }

    /// The from-square, when both file and rank are given.
    pub fn origin_square(&self) -> Option<Square> {
        Some(Square::from_coords(self.file?, self.rank?))
    }

    /// The legal moves this pattern fits; a castling written as a king move only counts when
    /// no ordinary move fits (in Chess960 `f1g1` may be a plain king step).
    pub fn matching(&self, legal: &MoveList, relax: Relax) -> Vec<Move> {
        let mut exact = Vec::new();
        let mut by_destination = Vec::new();
        for mv in legal {
            match self.fit(*mv, relax) {
                Some(Fit::Exact) => exact.push(*mv),
                Some(Fit::CastleByDestination) => by_destination.push(*mv),
                None => {}
            }
        }
        if exact.is_empty() {
            by_destination
        } else {
            exact
        }
    }

    fn fit(&self, mv: Move, relax: Relax) -> Option<Fit> {
        let fits = match mv {
            Move::Normal {
                role,
                from,
                capture,
                to,
                promotion,
            } => {
                self.fits_step(role, from, to, capture.is_some(), relax)
                    && (relax.promotion || self.promotion == promotion)
            }
            Move::EnPassant { from, to } => {
                self.fits_step(Role::Pawn, from, to, true, relax)
                    && (relax.promotion || self.promotion.is_none())
            }
            Move::Castle { king, rook } => return self.fit_castle(king, rook, relax),
            Move::Put { .. } => false,
        };
        fits.then_some(Fit::Exact)
    }

    fn fits_step(&self, role: Role, from: Square, to: Square, capture: bool, relax: Relax) -> bool {
        self.to == to
            && self.role.is_none_or(|r| r == role)
            && self.file.is_none_or(|f| f == from.file())
            && self.rank.is_none_or(|r| r == from.rank())
            && (capture || !self.capture || relax.capture)
    }

    fn fit_castle(&self, king: Square, rook: Square, relax: Relax) -> Option<Fit> {
        let plain = self.origin_square() == Some(king)
            && self.role.is_none_or(|r| r == Role::King)
            && (relax.promotion || self.promotion.is_none());
        let destination = castled_king(king, rook);
        if !plain {
            None
        } else if self.to == rook {
            Some(Fit::Exact)
        } else if self.to == destination && destination != king {
            Some(Fit::CastleByDestination)
        } else {
            None
        }
    }
}

/// Where the king stands after castling with the rook on `rook`.
pub(super) fn castled_king(king: Square, rook: Square) -> Square {
    let side = CastlingSide::from_king_side(king < rook);
    Square::from_coords(side.king_to_file(), king.rank())
}

#[cfg(test)]
mod tests {
    use shakmaty::Position;

    use super::*;
    use crate::chess::notation::test_position as position;

    fn coordinates(from: Square, to: Square) -> Pattern {
        Pattern {
            role: None,
            file: Some(from.file()),
            rank: Some(from.rank()),
            capture: false,
            to,
            promotion: None,
        }
    }

    #[test]
    fn castling_matches_by_rook_and_by_destination() {
        let pos = position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
        let legal = pos.legal_moves();
        let castle = Move::Castle {
            king: Square::E1,
            rook: Square::H1,
        };
        for to in [Square::G1, Square::H1] {
            let found = coordinates(Square::E1, to).matching(&legal, Relax::default());
            assert_eq!(found, vec![castle]);
        }
    }

    #[test]
    fn a_real_king_step_beats_castling_by_destination() {
        // Chess960: king f1, rook h1; f1g1 is a king step, castling is f1h1.
        let pos = position("4k3/8/8/8/8/8/8/5K1R w H - 0 1");
        let legal = pos.legal_moves();
        let found = coordinates(Square::F1, Square::G1).matching(&legal, Relax::default());
        assert_eq!(found.len(), 1);
        assert!(!found[0].is_castle());
        let found = coordinates(Square::F1, Square::H1).matching(&legal, Relax::default());
        assert!(found[0].is_castle());
    }
}

//! Whether a position can begin a new game: a legal position is not enough. A thematic start
//! that is already checkmate, stalemate or a dead position would end (or, worse, hang until a
//! clock runs out) before anyone moves, and FEN counters that no game could have reached (a
//! fullmove number 0, a half-move clock larger than the half-moves played, or one at or past
//! the 75-move rule) describe a game that is over or impossible. [`check_start`] refuses such a
//! start with the reason, in the words a player understands.

use shakmaty::{Chess, Color, Position};

use super::game::AUTOMATIC_HALFMOVES;

/// Why a legal position cannot begin a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum Unplayable {
    /// The side to move is checkmated.
    #[error(
        "{} is checkmated in this position, so the game would be over before it began; \
         choose a position where the side to move has a legal move",
        side(*.0)
    )]
    Checkmated(Color),
    /// The side to move is stalemated.
    #[error(
        "{} is stalemated in this position, so the game would be drawn before it began; \
         choose a position where the side to move has a legal move",
        side(*.0)
    )]
    Stalemated(Color),
    /// Neither side has the material to checkmate (a dead position, FIDE 5.2.2).
    #[error(
        "neither side can checkmate in this position (insufficient material), so the game \
         would be drawn before it began; choose a position with mating material"
    )]
    DeadPosition,
    /// The half-move clock is at or past the 75-move rule (FIDE 9.6.2).
    #[error(
        "the half-move clock is 150 or more ({0}), so the game is already drawn by the 75-move \
         rule; write a smaller clock in the FEN's fifth field (usually 0)"
    )]
    SeventyFiveMoves(u32),
    /// The fullmove number is 0.
    #[error(
        "the fullmove number is 0, but it counts from 1; write 1 or more in the FEN's sixth field"
    )]
    FullmoveZero,
    /// The half-move clock counts more half-moves than the game can have had.
    #[error(
        "the half-move clock ({halfmoves}) is larger than the {possible} half-moves a game can \
         have played by this move number; write at most {possible} in the FEN's fifth field \
         (usually 0)"
    )]
    ClockTooLarge {
        /// The clock as written.
        halfmoves: u32,
        /// The most half-moves played by the position's move number and side to move.
        possible: u32,
    },
}

fn side(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
}

/// Checks that `position` can begin a game: not over by itself, counters that fit. `fen` is the
/// text it was read from, when there was one (a fullmove number 0 is only seen there: the
/// position reads it as 1).
///
/// ```
/// use kingpost::chess::{StartPosition, playable::{Unplayable, check_start}};
/// let stalemate = StartPosition::from_fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").unwrap();
/// let refused = check_start(stalemate.position(), None).unwrap_err();
/// assert_eq!(refused, Unplayable::Stalemated(kingpost::chess::Color::Black));
/// assert!(refused.to_string().starts_with("Black is stalemated in this position"));
/// assert!(check_start(StartPosition::standard().position(), None).is_ok());
/// ```
pub fn check_start(position: &Chess, fen: Option<&str>) -> Result<(), Unplayable> {
    check_counters(position, fen)?;
    let turn = position.turn();
    if position.is_checkmate() {
        return Err(Unplayable::Checkmated(turn));
    }
    if position.is_stalemate() {
        return Err(Unplayable::Stalemated(turn));
    }
    if position.is_insufficient_material() {
        return Err(Unplayable::DeadPosition);
    }
    Ok(())
}

/// The counters: fullmove number from 1, a half-move clock below the 75-move rule and within
/// the half-moves played by the position's move number.
fn check_counters(position: &Chess, fen: Option<&str>) -> Result<(), Unplayable> {
    let written_fullmove = fen.and_then(|text| {
        let fields: Vec<&str> = text.split_whitespace().collect();
        (fields.len() >= 6).then(|| fields[fields.len() - 1])
    });
    if written_fullmove.is_some_and(|f| !f.is_empty() && f.bytes().all(|b| b == b'0')) {
        return Err(Unplayable::FullmoveZero);
    }
    let halfmoves = position.halfmoves();
    if halfmoves >= AUTOMATIC_HALFMOVES {
        return Err(Unplayable::SeventyFiveMoves(halfmoves));
    }
    let before_this_move = position
        .fullmoves()
        .get()
        .saturating_sub(1)
        .saturating_mul(2);
    let possible = before_this_move.saturating_add(u32::from(position.turn() == Color::Black));
    if halfmoves > possible {
        return Err(Unplayable::ClockTooLarge {
            halfmoves,
            possible,
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::StartPosition;

    fn check(fen: &str) -> Result<(), Unplayable> {
        let start = StartPosition::from_fen(fen).unwrap();
        check_start(start.position(), Some(fen))
    }

    #[test]
    fn positions_that_are_already_over_are_refused() {
        assert_eq!(
            check("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"),
            Err(Unplayable::Stalemated(Color::Black))
        );
        assert_eq!(
            check("7K/5q2/6k1/8/8/8/8/8 w - - 0 1"),
            Err(Unplayable::Stalemated(Color::White))
        );
        // Fool's mate.
        let mate = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
        let refused = check(mate).unwrap_err();
        assert_eq!(refused, Unplayable::Checkmated(Color::White));
        assert!(
            refused
                .to_string()
                .starts_with("White is checkmated in this position")
        );
        for dead in [
            "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
            "4k3/8/8/8/8/8/8/3NK3 b - - 0 1",
            "4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1",
        ] {
            let refused = check(dead).unwrap_err();
            assert_eq!(refused, Unplayable::DeadPosition, "{dead}");
            assert!(
                refused
                    .to_string()
                    .starts_with("neither side can checkmate")
            );
        }
    }

    #[test]
    fn counters_that_do_not_fit_are_refused() {
        let refused = check("4k3/8/8/8/8/8/8/R3K3 w - - 150 120").unwrap_err();
        assert_eq!(refused, Unplayable::SeventyFiveMoves(150));
        assert!(
            refused
                .to_string()
                .starts_with("the half-move clock is 150 or more")
        );
        assert_eq!(
            check("4k3/8/8/8/8/8/8/R3K3 w - - 99999999999 120"),
            Err(Unplayable::SeventyFiveMoves(u32::MAX))
        );
        assert_eq!(
            check("4k3/8/8/8/8/8/8/R3K3 w - - 0 0"),
            Err(Unplayable::FullmoveZero)
        );
        assert_eq!(
            check("4k3/8/8/8/8/8/8/R3K3 w - - 40 10"),
            Err(Unplayable::ClockTooLarge {
                halfmoves: 40,
                possible: 18
            })
        );
        assert_eq!(
            check("4k3/8/8/8/8/8/8/R3K3 b - - 1 1"),
            Ok(()),
            "Black to move at move 1: one half-move played"
        );
        assert!(check("4k3/8/8/8/8/8/8/R3K3 w - - 2 1").is_err());
    }

    #[test]
    fn live_positions_are_accepted() {
        for fen in [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "4k3/8/8/8/8/8/8/R3K3 w - - 149 120",
            "8/8/4k3/8/8/2Q5/8/4K3 w - - 120 90",
            "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1",
            "4k3/8/8/8/8/8/8/R3K3 w - -",
        ] {
            assert_eq!(check(fen), Ok(()), "{fen}");
        }
    }
}

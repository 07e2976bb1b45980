//! The start position a game's `SetUp`, `FEN` and `Variant` tags ask for.
//!
//! A `FEN` tag is honoured with or without `SetUp "1"`; `SetUp "1"` without a `FEN` is an error.
//! Chess960 castling follows from `Variant "Chess960"` (or "Fischerandom", "chess 960", ...) or
//! from the FEN itself (kings and rooks off their standard squares, Shredder- or X-FEN castling).
//! A FEN that is a Chess960 initial array becomes that numbered start, so a game exported from a
//! numbered start comes back as the same start.

use shakmaty::{Bitboard, CastlingMode, Chess, Color, EnPassantMode, Position, Rank, Role};

use super::ImportErrorKind;
use crate::chess::variant::{STANDARD_CHESS960_NUMBER, StartPosition};

/// The tags of one game that decide its start position, as read.
#[derive(Debug, Default)]
pub(super) struct StartTags {
    /// The `FEN` tag value.
    pub fen: Option<String>,
    /// The `Variant` tag value.
    pub variant: Option<String>,
    /// Whether `SetUp` is `"1"`.
    pub set_up: bool,
}

impl StartTags {
    /// Records `name`/`value` if it is one of the start tags; returns whether it was.
    pub fn note(&mut self, name: &[u8], value: impl FnOnce() -> String) -> bool {
        match name {
            b"FEN" => self.fen = Some(value()),
            b"Variant" => self.variant = Some(value()),
            b"SetUp" => self.set_up = value().trim() == "1",
            _ => return false,
        }
        true
    }

    /// The start position these tags describe.
    pub fn start(&self) -> Result<StartPosition, ImportErrorKind> {
        let chess960 = match &self.variant {
            Some(variant) => is_chess960(variant)?,
            None => false,
        };
        let Some(fen) = &self.fen else {
            return if self.set_up {
                Err(ImportErrorKind::MissingFen)
            } else if chess960 {
                StartPosition::chess960(u32::from(STANDARD_CHESS960_NUMBER))
                    .map_err(ImportErrorKind::BadFen)
            } else {
                Ok(StartPosition::standard())
            };
        };
        let start = StartPosition::from_fen(fen).map_err(ImportErrorKind::BadFen)?;
        if (chess960 || start.castling_mode() == CastlingMode::Chess960)
            && let Some(numbered) = chess960_start(start.position())
        {
            return Ok(numbered);
        }
        Ok(start)
    }
}

/// Whether a `Variant` tag value means Chess960 (`Ok(true)`) or standard chess (`Ok(false)`).
fn is_chess960(variant: &str) -> Result<bool, ImportErrorKind> {
    let key: String = variant
        .chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .map(|c| c.to_ascii_lowercase())
        .collect();
    match key.as_str() {
        "" | "standard" | "chess" | "normal" | "fromposition" => Ok(false),
        "chess960" | "960" | "fischerandom" | "fischerrandom" | "fischerrandomchess" => Ok(true),
        _ => Err(ImportErrorKind::UnsupportedVariant(variant.to_owned())),
    }
}

/// The numbered Chess960 start whose initial position `position` is, if any.
fn chess960_start(position: &Chess) -> Option<StartPosition> {
    let number = scharnagl_number(position)?;
    let start = StartPosition::chess960(u32::from(number)).ok()?;
    let same =
        start.position().to_setup(EnPassantMode::Legal) == position.to_setup(EnPassantMode::Legal);
    same.then_some(start)
}

/// The Scharnagl number White's back rank would have in a Chess960 initial array, if it could
/// be one (the caller compares the whole position).
fn scharnagl_number(position: &Chess) -> Option<u16> {
    let board = position.board();
    let back = board.by_color(Color::White) & Bitboard::from_rank(Rank::First);
    let files = |role: Role| {
        (back & board.by_role(role))
            .into_iter()
            .map(|sq| sq.file().to_u32())
    };
    let bishops: Vec<u32> = files(Role::Bishop).collect();
    let light = *bishops.iter().find(|f| *f % 2 == 1)?;
    let dark = *bishops.iter().find(|f| *f % 2 == 0)?;
    let queen = files(Role::Queen).next()?;
    let knights: Vec<u32> = files(Role::Knight).collect();
    let [first, second] = knights.as_slice() else {
        return None;
    };
    // Knight squares are counted among the five squares left free by the bishops and queen.
    let taken = [light, dark, queen];
    let index = |file: u32| file - taken.iter().filter(|t| **t < file).count() as u32;
    let queen_index = queen - [light, dark].iter().filter(|b| **b < queen).count() as u32;
    let (n1, n2) = (index(*first), index(*second));
    // The ten knight placements in Scharnagl's order: (0,1) (0,2) (0,3) (0,4) (1,2) ... (3,4).
    let knight_code = [0, 4, 7, 9].get(n1 as usize)? + n2.checked_sub(n1 + 1)?;
    let number = light / 2 + 4 * (dark / 2 + 4 * (queen_index + 6 * knight_code));
    u16::try_from(number).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::variant::{CHESS960_POSITIONS, StartKind};

    #[test]
    fn every_chess960_array_is_recognised_by_its_number() {
        for n in 0..u32::from(CHESS960_POSITIONS) {
            let start = StartPosition::chess960(n).unwrap();
            let tags = StartTags {
                fen: Some(start.fen()),
                variant: Some("Chess960".into()),
                set_up: true,
            };
            let read = tags.start().unwrap();
            assert_eq!(read.kind(), &StartKind::Chess960(n as u16), "#{n}");
        }
    }

    #[test]
    fn variant_names() {
        assert_eq!(is_chess960("Chess960"), Ok(true));
        assert_eq!(is_chess960("Fischerandom"), Ok(true));
        assert_eq!(is_chess960("chess 960"), Ok(true));
        assert_eq!(is_chess960("Standard"), Ok(false));
        assert_eq!(is_chess960("From Position"), Ok(false));
        assert!(is_chess960("Crazyhouse").is_err());
    }

    #[test]
    fn variant_without_fen_is_the_standard_array_with_chess960_castling() {
        let tags = StartTags {
            variant: Some("Chess960".into()),
            ..StartTags::default()
        };
        let start = tags.start().unwrap();
        assert_eq!(start.kind(), &StartKind::Chess960(518));
        assert_eq!(start.castling_mode(), CastlingMode::Chess960);
    }
}

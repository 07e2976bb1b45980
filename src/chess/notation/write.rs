//! Writing a move in any notation and language.
//!
//! SAN comes from shakmaty's [`San`], which knows the minimal disambiguation, rendered here with
//! the language's letters or with figurines (white ones for White's moves). Long algebraic
//! names both squares (`Ng1-f3`, `e4xd5`, `e7-e8=Q`, castling `O-O`), UCI follows the game's
//! castling mode (`e1g1` in standard chess, king takes rook in Chess960), and ICCF lives in
//! [`super::iccf`].

use shakmaty::san::San;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingSide, Chess, Color, Move, Position, Role};

use super::language::figurine;
use super::{Language, Notation, iccf};

/// Writes `mv` of `position` in `notation`; SAN and figurine get a `+`/`#` suffix when `suffix`.
pub(super) fn write(
    position: &Chess,
    mv: Move,
    notation: Notation,
    language: Language,
    suffix: bool,
) -> String {
    let mut text = match notation {
        Notation::San => san(position, mv, Glyphs::Letters(language)),
        Notation::Figurine => san(position, mv, Glyphs::Figurines(position.turn())),
        Notation::Lan => lan(mv, Glyphs::Letters(language)),
        Notation::Uci => UciMove::from_move(mv, position.castles().mode()).to_string(),
        Notation::Iccf => iccf::write(position, mv),
    };
    if suffix && matches!(notation, Notation::San | Notation::Figurine) {
        text.push_str(check_suffix(position, mv));
    }
    text
}

/// How pieces are shown.
#[derive(Clone, Copy, Debug)]
enum Glyphs {
    /// A language's letters.
    Letters(Language),
    /// Figurines of the moving side's colour.
    Figurines(Color),
}

impl Glyphs {
    fn push(self, text: &mut String, role: Role) {
        match self {
            Glyphs::Letters(language) => text.push_str(language.piece_letter(role)),
            Glyphs::Figurines(color) if role != Role::Pawn => text.push(figurine(color, role)),
            Glyphs::Figurines(_) => {}
        }
    }
}

fn san(position: &Chess, mv: Move, glyphs: Glyphs) -> String {
    let mut text = String::new();
    match San::from_move(position, mv) {
        San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            promotion,
        } => {
            glyphs.push(&mut text, role);
            text.extend(file.map(|f| f.char()));
            text.extend(rank.map(|r| r.char()));
            if capture {
                text.push('x');
            }
            text.push_str(&to.to_string());
            push_promotion(&mut text, promotion, glyphs);
        }
        San::Castle(side) => text.push_str(castling(side)),
        other => text.push_str(&other.to_string()),
    }
    text
}

fn lan(mv: Move, glyphs: Glyphs) -> String {
    let mut text = String::new();
    match mv {
        Move::Normal {
            role,
            from,
            capture,
            to,
            promotion,
        } => {
            glyphs.push(&mut text, role);
            text.push_str(&from.to_string());
            text.push(if capture.is_some() { 'x' } else { '-' });
            text.push_str(&to.to_string());
            push_promotion(&mut text, promotion, glyphs);
        }
        Move::EnPassant { from, to } => text.push_str(&format!("{from}x{to}")),
        Move::Castle { .. } => text.push_str(mv.castling_side().map_or("O-O", castling)),
        Move::Put { .. } => text.push_str(&mv.to_string()),
    }
    text
}

fn push_promotion(text: &mut String, promotion: Option<Role>, glyphs: Glyphs) {
    if let Some(role) = promotion {
        text.push('=');
        glyphs.push(text, role);
    }
}

fn castling(side: CastlingSide) -> &'static str {
    match side {
        CastlingSide::KingSide => "O-O",
        CastlingSide::QueenSide => "O-O-O",
    }
}

/// `#` after mate, `+` after check, nothing otherwise (or when `mv` is not legal).
fn check_suffix(position: &Chess, mv: Move) -> &'static str {
    if !position.is_legal(mv) {
        return "";
    }
    let mut after = position.clone();
    after.play_unchecked(mv);
    if after.is_checkmate() {
        "#"
    } else if after.is_check() {
        "+"
    } else {
        ""
    }
}

#[cfg(test)]
mod tests {
    use shakmaty::Square;

    use super::*;

    fn knight_g1f3() -> Move {
        Move::Normal {
            role: Role::Knight,
            from: Square::G1,
            capture: None,
            to: Square::F3,
            promotion: None,
        }
    }

    #[test]
    fn the_knight_in_every_notation() {
        let position = Chess::default();
        let write = |n, l| write(&position, knight_g1f3(), n, l, true);
        assert_eq!(write(Notation::San, Language::English), "Nf3");
        assert_eq!(write(Notation::San, Language::German), "Sf3");
        assert_eq!(write(Notation::San, Language::Russian), "Кf3");
        assert_eq!(write(Notation::Figurine, Language::German), "♘f3");
        assert_eq!(write(Notation::Lan, Language::French), "Cg1-f3");
        assert_eq!(write(Notation::Uci, Language::English), "g1f3");
        assert_eq!(write(Notation::Iccf, Language::English), "7163");
    }
}

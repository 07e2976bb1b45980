//! What the game page's script needs to step through the game without a chess library of its
//! own: every position of the game (the piece placement, the move that led to it, a king in
//! check, the pieces of each side as the text board lists them, and the move's label such as
//! "12… Nf6"), as one JSON array indexed by ply. The script draws the board, the grid's words
//! and the text board from it; the server stays the only judge of the rules.

use serde::Serialize;

use crate::chess::{Color, Language, Move, Notation, Position, write_move};
use crate::domain::game::GameState;
use crate::web::board_access;

use super::viewer::Viewer;

/// One position of the game, as the script draws it.
#[derive(Debug, Serialize)]
struct Step {
    /// The piece placement (the first field of a FEN).
    b: String,
    /// The move that led here in UCI (empty at the start).
    m: String,
    /// The square of a king in check (empty when none).
    c: String,
    /// White's pieces as the text board lists them.
    w: String,
    /// Black's pieces.
    k: String,
    /// The move's label in the viewer's notation: "12. Nf3" or "12… Nf6" (empty at the start).
    n: String,
}

/// Every position of the game as JSON, for the page's script; `written` holds each move in the
/// viewer's notation, in order.
pub fn steps_json(state: &GameState, viewer: &Viewer, written: &[String]) -> String {
    let record = &state.record;
    let positions = record.positions();
    let mut steps = Vec::with_capacity(positions.len());
    for (index, position) in positions.iter().enumerate() {
        let played = index
            .checked_sub(1)
            .and_then(|i| Some((positions.get(i)?, *record.moves().get(i)?)));
        let board = position.board();
        let check = position
            .is_check()
            .then(|| board.king_of(position.turn()))
            .flatten();
        steps.push(Step {
            b: board.board_fen().to_string(),
            m: played.map_or_else(String::new, |(before, mv)| uci(before, mv)),
            c: check.map_or_else(String::new, |s| s.to_string()),
            w: board_access::piece_list(board, Color::White, viewer.language),
            k: board_access::piece_list(board, Color::Black, viewer.language),
            n: played.map_or_else(String::new, |(before, _)| {
                label(before, written.get(index - 1).map_or("", String::as_str))
            }),
        });
    }
    // Inside a <script> element: no "</" may appear.
    serde_json::to_string(&steps)
        .unwrap_or_else(|_| "[]".to_owned())
        .replace('<', "\\u003c")
}

fn uci(before: &crate::chess::Chess, mv: Move) -> String {
    write_move(before, mv, Notation::Uci, Language::English)
}

/// "12. Nf3" for White's move, "12… Nf6" for Black's: the move as written (`text`), numbered
/// from the position `before` it.
fn label(before: &crate::chess::Chess, text: &str) -> String {
    let number = before.fullmoves().get();
    match before.turn() {
        Color::White => format!("{number}. {text}"),
        Color::Black => format!("{number}… {text}"),
    }
}

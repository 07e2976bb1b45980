//! The move confirmation without JavaScript: the game page's move form and draw offer carry
//! `ask=1` when the player wants to confirm moves (the setting, on by default); posted that way
//! they play nothing and show this step instead ("Play 14. Nf3?", Confirm / Cancel), whose
//! Confirm posts the same fields again without `ask`. The page's script asks in place and drops
//! `ask` itself (static/game-confirm.js), and clients that post without `ask` (the API's
//! callers, older pages) play at once.

use actix_web::http::StatusCode;
use askama::Template;

use crate::chess::Color;

use super::context::Page;
use super::isolate::{Piece, t_html};
use super::render;
use super::visit::PageResult;

/// What is to be confirmed.
pub enum Asked {
    /// A move typed in the move box (with a draw offer when `offer_draw`).
    Move {
        /// The move as typed.
        text: String,
        /// The half-move it answers (the form's `ply`).
        ply: Option<usize>,
        /// Offer a draw with it.
        offer_draw: bool,
        /// Keep the board flipped.
        flip: bool,
        /// The move's number and the side to play it, for "Play 14. Nf3?".
        number: u32,
        /// The side to move.
        turn: Color,
    },
    /// A draw offer.
    DrawOffer,
}

/// `templates/pages/game_ask.html`.
#[derive(Template)]
#[template(path = "pages/game_ask.html")]
struct AskPage {
    page: Page,
    game: i32,
    asked: Asked,
    /// The question, HTML (the move isolated left to right).
    question: String,
}

/// The confirmation step for `asked` in game `game`.
pub fn ask(page: Page, game: i32, asked: Asked) -> PageResult {
    let question = match &asked {
        Asked::Move {
            text,
            offer_draw,
            number,
            turn,
            ..
        } => {
            let dots = if *turn == Color::White { "." } else { "…" };
            let shown = format!("{number}{dots} {}", text.trim());
            let key = if *offer_draw {
                "confirm-move-draw"
            } else {
                "confirm-move"
            };
            t_html(&page.lang, key, &[("move", Piece::Notation(&shown))])
        }
        Asked::DrawOffer => t_html(&page.lang, "confirm-draw-offer", &[]),
    };
    render(
        StatusCode::OK,
        &AskPage {
            page,
            game,
            asked,
            question,
        },
    )
}

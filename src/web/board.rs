//! The board as an SVG picture, drawn on the server: a pure function from a position and a few
//! options to markup, so the game page needs no JavaScript to show the game.
//!
//! Pieces are simple drawings of Kingpost's own (paths in a 45-unit box), defined once and placed
//! with `<use>`. Every square and piece carries `data-square` so the optional script can turn
//! clicks and drags into moves. Coordinates sit inside the edge squares, so the picture has no
//! margin and scales to any width; their colours keep a contrast of at least 4.5:1 on either
//! square colour. Squares are classed `l` (light) or `d` (dark) so the style sheet can swap in
//! the high-contrast theme. The picture is hidden from screen readers: the ARIA grid of
//! [`super::board_access`] laid over it says the same in words.

use std::fmt::Write;

use shakmaty::{Board, Color, File, Rank, Square};

/// Side length of one square in SVG units.
const SQUARE: u32 = 45;
const LIGHT: &str = "#f0d9b5";
const DARK: &str = "#b58863";
/// Coordinates on light squares (7.4:1 on `LIGHT`) and on dark squares (5.8:1 on `DARK`).
const ON_LIGHT: &str = "#5c3a1a";
const ON_DARK: &str = "#1d1206";

/// What to draw besides the pieces.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardOptions {
    /// The side shown at the bottom.
    pub bottom: Color,
    /// The last move's from and to squares, highlighted.
    pub last_move: Option<(Square, Square)>,
    /// The square of a king in check, highlighted.
    pub check: Option<Square>,
    /// A short description for screen readers (the label of the accessible grid).
    pub label: String,
}

/// The board as an `<svg>` element.
pub fn render(board: &Board, options: &BoardOptions) -> String {
    let size = SQUARE * 8;
    let mut svg = format!(
        "<svg class=\"board\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {size} {size}\" \
         aria-hidden=\"true\" focusable=\"false\" data-bottom=\"{}\">",
        if options.bottom == Color::White {
            "white"
        } else {
            "black"
        }
    );
    svg.push_str(PIECE_DEFS);
    for square in Square::ALL {
        draw_square(&mut svg, square, options);
    }
    for (square, piece) in board.iter() {
        let (x, y) = origin(square, options.bottom);
        let (fill, stroke) = match piece.color {
            Color::White => ("#fff", "#222"),
            Color::Black => ("#222", "#000"),
        };
        let _ = write!(
            svg,
            "<use class=\"piece\" href=\"#kp-{}\" x=\"{x}\" y=\"{y}\" fill=\"{fill}\" \
             stroke=\"{stroke}\" data-square=\"{square}\" data-color=\"{}\"/>",
            piece.role.char(),
            piece.color.char()
        );
    }
    svg.push_str("</svg>");
    svg
}

/// The piece drawings alone, in an invisible `<svg>`, for a page of [`thumbnail`]s (which
/// refer to them instead of each carrying its own copy).
pub fn piece_defs() -> String {
    format!(
        "<svg class=\"piece-defs\" xmlns=\"http://www.w3.org/2000/svg\" width=\"0\" height=\"0\" \
         aria-hidden=\"true\" focusable=\"false\">{PIECE_DEFS}<defs>\
         <pattern id=\"kp-squares\" width=\"90\" height=\"90\" patternUnits=\"userSpaceOnUse\">\
         <rect width=\"90\" height=\"90\" fill=\"{LIGHT}\"/>\
         <rect x=\"45\" width=\"45\" height=\"45\" fill=\"{DARK}\"/>\
         <rect y=\"45\" width=\"45\" height=\"45\" fill=\"{DARK}\"/></pattern></defs></svg>"
    )
}

/// A small board for lists: squares, pieces and the last move, without coordinates; the
/// pieces refer to the drawings of [`piece_defs`], which the page must carry once.
pub fn thumbnail(board: &Board, bottom: Color, last_move: Option<(Square, Square)>) -> String {
    let size = SQUARE * 8;
    let mut svg = format!(
        "<svg class=\"thumb\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {size} {size}\" \
         aria-hidden=\"true\" focusable=\"false\">"
    );
    // The squares are one rectangle filled with the checkerboard of `piece_defs` (the top-left
    // square is light from either side); the last move's squares are marked over it.
    let _ = write!(
        svg,
        "<rect width=\"{size}\" height=\"{size}\" fill=\"url(#kp-squares)\"/>"
    );
    for square in [last_move.map(|m| m.0), last_move.map(|m| m.1)]
        .into_iter()
        .flatten()
    {
        let (x, y) = origin(square, bottom);
        let _ = write!(
            svg,
            "<rect class=\"last\" x=\"{x}\" y=\"{y}\" width=\"{SQUARE}\" height=\"{SQUARE}\" \
             fill=\"#d2c64e\"/>"
        );
    }
    for (square, piece) in board.iter() {
        let (x, y) = origin(square, bottom);
        let (fill, stroke) = match piece.color {
            Color::White => ("#fff", "#222"),
            Color::Black => ("#222", "#000"),
        };
        let _ = write!(
            svg,
            "<use href=\"#kp-{}\" x=\"{x}\" y=\"{y}\" fill=\"{fill}\" stroke=\"{stroke}\"/>",
            piece.role.char()
        );
    }
    svg.push_str("</svg>");
    svg
}

/// The top-left corner of a square as drawn with `bottom` at the bottom.
fn origin(square: Square, bottom: Color) -> (u32, u32) {
    let file = u32::from(square.file());
    let rank = u32::from(square.rank());
    match bottom {
        Color::White => (file * SQUARE, (7 - rank) * SQUARE),
        Color::Black => ((7 - file) * SQUARE, rank * SQUARE),
    }
}

fn draw_square(svg: &mut String, square: Square, options: &BoardOptions) {
    let (x, y) = origin(square, options.bottom);
    let (color, shade) = if square.is_light() {
        (LIGHT, "l")
    } else {
        (DARK, "d")
    };
    let _ = write!(
        svg,
        "<rect class=\"sq {shade}\" x=\"{x}\" y=\"{y}\" width=\"{SQUARE}\" height=\"{SQUARE}\" \
         fill=\"{color}\" data-square=\"{square}\"/>"
    );
    let highlighted = options
        .last_move
        .is_some_and(|(from, to)| square == from || square == to);
    if highlighted {
        let _ = write!(
            svg,
            "<rect class=\"last\" x=\"{x}\" y=\"{y}\" width=\"{SQUARE}\" height=\"{SQUARE}\" \
             fill=\"#d8d84a\" fill-opacity=\"0.55\" pointer-events=\"none\"/>"
        );
    }
    if options.check == Some(square) {
        let (cx, cy) = (x + SQUARE / 2, y + SQUARE / 2);
        let _ = write!(
            svg,
            "<circle class=\"check\" cx=\"{cx}\" cy=\"{cy}\" r=\"21\" fill=\"url(#kp-check)\" \
             pointer-events=\"none\"/>"
        );
    }
    draw_coordinates(svg, square, options.bottom, x, y);
}

/// File letters along the bottom edge, rank numbers along the left edge.
fn draw_coordinates(svg: &mut String, square: Square, bottom: Color, x: u32, y: u32) {
    let text_color = if square.is_light() { ON_LIGHT } else { ON_DARK };
    let (bottom_rank, left_file) = match bottom {
        Color::White => (Rank::First, File::A),
        Color::Black => (Rank::Eighth, File::H),
    };
    if square.rank() == bottom_rank {
        let _ = write!(
            svg,
            "<text x=\"{}\" y=\"{}\" font-size=\"11\" font-weight=\"600\" font-family=\"sans-serif\" \
             text-anchor=\"end\" fill=\"{text_color}\" pointer-events=\"none\" \
             class=\"coord\">{}</text>",
            x + SQUARE - 2,
            y + SQUARE - 3,
            square.file().char()
        );
    }
    if square.file() == left_file {
        let _ = write!(
            svg,
            "<text x=\"{}\" y=\"{}\" font-size=\"11\" font-weight=\"600\" font-family=\"sans-serif\" \
             fill=\"{text_color}\" pointer-events=\"none\" class=\"coord\">{}</text>",
            x + 2,
            y + 10,
            square.rank().char()
        );
    }
}

/// The piece drawings, one `<g>` per role, without colours (the `<use>` supplies them).
const PIECE_DEFS: &str = concat!(
    "<defs>",
    "<radialGradient id=\"kp-check\"><stop offset=\"0\" stop-color=\"#f00\" stop-opacity=\"0.9\"/>",
    "<stop offset=\"1\" stop-color=\"#f00\" stop-opacity=\"0\"/></radialGradient>",
    "<g id=\"kp-p\" stroke-width=\"1.5\" stroke-linejoin=\"round\">",
    "<circle cx=\"22.5\" cy=\"15\" r=\"5.5\"/>",
    "<path d=\"M16 35 Q17 24 22.5 20.5 Q28 24 29 35 Z\"/>",
    "<rect x=\"12\" y=\"34\" width=\"21\" height=\"5\" rx=\"1.5\"/></g>",
    "<g id=\"kp-r\" stroke-width=\"1.5\" stroke-linejoin=\"round\">",
    "<rect x=\"11\" y=\"34\" width=\"23\" height=\"5\" rx=\"1.5\"/>",
    "<rect x=\"14.5\" y=\"17\" width=\"16\" height=\"17\"/>",
    "<path d=\"M12 9 h4.5 v3.5 h3.5 v-3.5 h5 v3.5 h3.5 v-3.5 h4.5 v8 H12 Z\"/></g>",
    "<g id=\"kp-b\" stroke-width=\"1.5\" stroke-linejoin=\"round\">",
    "<rect x=\"11\" y=\"34\" width=\"23\" height=\"5\" rx=\"1.5\"/>",
    "<path d=\"M16 34 Q12 24 22.5 11.5 Q33 24 29 34 Z\"/>",
    "<circle cx=\"22.5\" cy=\"8.5\" r=\"2.8\"/>",
    "<path d=\"M22.5 19 v9 M18.5 23.5 h8\" fill=\"none\"/></g>",
    "<g id=\"kp-n\" stroke-width=\"1.5\" stroke-linejoin=\"round\">",
    "<path d=\"M13 39 L32 39 Q34 26 30 18 Q26 10 19.5 9 L18.5 5.5 L15.5 10 \
     Q11 14 9 21.5 L11.5 25 L16 22.5 Q19.5 21.5 21.5 18.5 Q21 27 13 32 Z\"/>",
    "<circle cx=\"16\" cy=\"14.5\" r=\"1.3\"/></g>",
    "<g id=\"kp-q\" stroke-width=\"1.5\" stroke-linejoin=\"round\">",
    "<rect x=\"11\" y=\"34\" width=\"23\" height=\"5\" rx=\"1.5\"/>",
    "<path d=\"M13 34 L9 15 L16.5 25 L16.5 11 L22.5 24 L28.5 11 L28.5 25 L36 15 L32 34 Z\"/>",
    "<circle cx=\"9\" cy=\"13.5\" r=\"2.3\"/><circle cx=\"16.5\" cy=\"9.5\" r=\"2.3\"/>",
    "<circle cx=\"28.5\" cy=\"9.5\" r=\"2.3\"/><circle cx=\"36\" cy=\"13.5\" r=\"2.3\"/></g>",
    "<g id=\"kp-k\" stroke-width=\"1.5\" stroke-linejoin=\"round\">",
    "<rect x=\"11\" y=\"34\" width=\"23\" height=\"5\" rx=\"1.5\"/>",
    "<path d=\"M14 34 Q9 23 16.5 19.5 Q22.5 17 28.5 19.5 Q36 23 31 34 Z\"/>",
    "<path d=\"M20.5 5 h4 v4 h4 v4 h-4 v5 h-4 v-5 h-4 v-4 h4 Z\"/></g>",
    "</defs>"
);

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{Chess, Position, Role};

    fn options(bottom: Color) -> BoardOptions {
        BoardOptions {
            bottom,
            last_move: Some((Square::E2, Square::E4)),
            check: None,
            label: "Board <test>".into(),
        }
    }

    #[test]
    fn the_start_position_has_32_pieces_and_64_squares() {
        let svg = render(Chess::default().board(), &options(Color::White));
        assert_eq!(svg.matches("class=\"piece\"").count(), 32);
        assert_eq!(svg.matches("class=\"sq l\"").count(), 32);
        assert_eq!(svg.matches("class=\"sq d\"").count(), 32);
        assert_eq!(svg.matches("class=\"last\"").count(), 2);
        assert!(svg.contains("aria-hidden=\"true\""));
        for role in Role::ALL {
            assert!(svg.contains(&format!("id=\"kp-{}\"", role.char())));
        }
    }

    #[test]
    fn a_thumbnail_refers_to_the_shared_drawings_and_marks_the_last_move() {
        let svg = thumbnail(
            Chess::default().board(),
            Color::Black,
            Some((Square::E2, Square::E4)),
        );
        assert_eq!(svg.matches("<use ").count(), 32);
        assert_eq!(svg.matches("class=\"last\"").count(), 2);
        assert!(!svg.contains("<defs>"));
        // Black at the bottom: e2 is drawn in the top half, fourth from the left.
        assert!(svg.contains("class=\"last\" x=\"135\" y=\"45\""), "{svg}");
        assert!(svg.contains("fill=\"url(#kp-squares)\""));
        assert!(piece_defs().contains("id=\"kp-k\""));
    }

    #[test]
    fn flipping_puts_the_other_side_at_the_bottom() {
        let white = render(Chess::default().board(), &options(Color::White));
        let black = render(Chess::default().board(), &options(Color::Black));
        assert!(white.contains(
            "class=\"sq d\" x=\"0\" y=\"315\" width=\"45\" height=\"45\" fill=\"#b58863\" data-square=\"a1\""
        ));
        assert!(black.contains(
            "x=\"315\" y=\"0\" width=\"45\" height=\"45\" fill=\"#b58863\" data-square=\"a1\""
        ));
        assert!(black.contains("data-bottom=\"black\""));
    }
}

//! The board for people who do not see the picture: an ARIA grid laid over the SVG board whose
//! cells announce their square and piece ("e4, white knight", in the page's language), a text
//! board that lists the pieces by side with the player's piece letters ("White: Kg1, Qd1, …",
//! for braille displays), and moves spoken the way blind players announce them, with the
//! phonetic file names Anna, Bella, Cesar, David, Eva, Felix, Gustav, Hector and number words
//! ("Knight Felix three").
//!
//! The grid follows the picture: its first row is the top edge of the board as drawn, and it is
//! always laid out left to right (a1 stays at White's bottom left on right-to-left pages). The
//! optional board script moves a cursor over it with the arrow keys; without the script it is
//! still a readable table of the position.

use std::fmt::Write;

use fluent_templates::LanguageIdentifier;
use shakmaty::{Board, Color, File, Piece, Rank, Role, Square};

use crate::chess::Language;
use crate::i18n;

use super::board::BoardOptions;

/// The phonetic file names of blind chess, a to h; the same in every language.
pub const FILE_NAMES: [&str; 8] = [
    "Anna", "Bella", "Cesar", "David", "Eva", "Felix", "Gustav", "Hector",
];

/// The message key naming a piece with its colour ("white knight").
fn piece_key(piece: Piece) -> String {
    format!(
        "board-piece-{}-{}",
        piece.color.fold_wb("white", "black"),
        role_word(piece.role)
    )
}

/// The English word for a role, as used in message keys.
fn role_word(role: Role) -> &'static str {
    match role {
        Role::Pawn => "pawn",
        Role::Knight => "knight",
        Role::Bishop => "bishop",
        Role::Rook => "rook",
        Role::Queen => "queen",
        Role::King => "king",
    }
}

/// What a cell announces: "e4, white knight" or "e4, empty".
pub fn cell_label(lang: &LanguageIdentifier, square: Square, piece: Option<Piece>) -> String {
    let what = match piece {
        Some(piece) => i18n::t(lang, &piece_key(piece), &[]),
        None => i18n::t(lang, "board-empty", &[]),
    };
    i18n::t(
        lang,
        "board-cell",
        &[
            ("square", square.to_string().into()),
            ("piece", what.into()),
        ],
    )
}

/// The words of the grid's cells for the step script, as JSON: each piece by its FEN letter
/// ("N": "white knight"), `empty`, and `cell`, the label with `@S` for the square and `@P` for
/// what stands on it.
pub fn names_json(lang: &LanguageIdentifier) -> String {
    let mut names = serde_json::Map::new();
    for color in [Color::White, Color::Black] {
        for role in Role::ALL {
            let piece = Piece { color, role };
            let word = i18n::t(lang, &piece_key(piece), &[]);
            names.insert(piece.char().to_string(), word.into());
        }
    }
    let empty = i18n::t(lang, "board-empty", &[]);
    names.insert(String::from("empty"), empty.into());
    let cell = i18n::t(
        lang,
        "board-cell",
        &[("square", "@S".into()), ("piece", "@P".into())],
    );
    names.insert(String::from("cell"), cell.into());
    serde_json::Value::Object(names).to_string()
}

/// The squares in the order drawn: rows from the top edge, each from the left.
fn rows(bottom: Color) -> Vec<Vec<Square>> {
    (0..8u32)
        .map(|row| {
            (0..8u32)
                .map(|col| {
                    let (file, rank) = match bottom {
                        Color::White => (col, 7 - row),
                        Color::Black => (7 - col, row),
                    };
                    Square::from_coords(File::new(file), Rank::new(rank))
                })
                .collect()
        })
        .collect()
}

/// The ARIA grid laid over the board picture. `cursor` is the cell that Tab reaches first.
pub fn grid(
    board: &Board,
    options: &BoardOptions,
    lang: &LanguageIdentifier,
    cursor: Square,
) -> String {
    let mut html = format!(
        "<div class=\"board-grid\" role=\"grid\" aria-label=\"{}\" aria-describedby=\"board-help\" \
         dir=\"ltr\">",
        escape(&options.label)
    );
    for row in rows(options.bottom) {
        html.push_str("<div role=\"row\" class=\"board-row\">");
        for square in row {
            let _ = write!(
                html,
                "<div role=\"gridcell\" class=\"cell\" id=\"cell-{square}\" data-square=\"{square}\" \
                 tabindex=\"{}\"><span class=\"sr-only\">{}</span></div>",
                if square == cursor { "0" } else { "-1" },
                escape(&cell_label(lang, square, board.piece_at(square)))
            );
        }
        html.push_str("</div>");
    }
    html.push_str("</div>");
    html
}

/// One side's pieces as text, king first, then queens, rooks, bishops, knights and pawns, each
/// group from a1 to h8: "Kg1, Qd1, Ra1, Rf1, …, a2, b2". Piece letters are `language`'s.
pub fn piece_list(board: &Board, color: Color, language: Language) -> String {
    let order = [
        Role::King,
        Role::Queen,
        Role::Rook,
        Role::Bishop,
        Role::Knight,
        Role::Pawn,
    ];
    let mut list = String::new();
    for role in order {
        for square in board.by_piece(Piece { color, role }) {
            if !list.is_empty() {
                list.push_str(", ");
            }
            list.push_str(language.piece_letter(role));
            let _ = write!(list, "{square}");
        }
    }
    list
}

/// A move in SAN (English letters, as the rules core writes it) said the way blind players
/// announce moves: "Nf3" becomes "Knight Felix three", "exd8=Q#" "Eva takes David eight,
/// promotes to Queen, checkmate". Piece words, number words and the other words come from the
/// catalogue; the file names stay the same in every language.
pub fn spoken(lang: &LanguageIdentifier, san: &str) -> String {
    let word = |key: &str| i18n::t(lang, key, &[]);
    let (body, ending) = match san.trim_end_matches(['+', '#']) {
        stripped if san.ends_with('#') => (stripped, Some(word("spoken-mate"))),
        stripped if san.ends_with('+') => (stripped, Some(word("spoken-check"))),
        stripped => (stripped, None),
    };
    let mut parts: Vec<String> = Vec::new();
    if body == "O-O-O" {
        parts.push(word("spoken-castle-long"));
    } else if body == "O-O" {
        parts.push(word("spoken-castle-short"));
    } else {
        let (main, promotion) = body.split_once('=').unwrap_or((body, ""));
        for ch in main.chars() {
            match ch {
                'a'..='h' => parts.push(FILE_NAMES[usize::from(ch as u8 - b'a')].to_owned()),
                '1'..='8' => parts.push(word(&format!("spoken-rank-{ch}"))),
                'x' => parts.push(word("spoken-takes")),
                other => parts.extend(Role::from_char(other).map(|r| piece_word(lang, r))),
            }
        }
        if let Some(role) = promotion.chars().next().and_then(Role::from_char) {
            let piece = piece_word(lang, role);
            let text = i18n::t(lang, "spoken-promotes", &[("piece", piece.into())]);
            return finish(parts.join(" ") + ", " + &text, ending);
        }
    }
    finish(parts.join(" "), ending)
}

/// The piece's name as spoken ("Knight").
fn piece_word(lang: &LanguageIdentifier, role: Role) -> String {
    i18n::t(lang, &format!("piece-{}", role_word(role)), &[])
}

fn finish(text: String, ending: Option<String>) -> String {
    match ending {
        Some(ending) => format!("{text}, {ending}"),
        None => text,
    }
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{Chess, Position};

    fn options(bottom: Color) -> BoardOptions {
        BoardOptions {
            bottom,
            last_move: None,
            check: None,
            label: "Board <a> – b".into(),
        }
    }

    #[test]
    fn the_grid_has_eight_rows_of_eight_cells_in_drawing_order() {
        let en = i18n::language("en");
        let html = grid(
            Chess::default().board(),
            &options(Color::White),
            &en,
            Square::A1,
        );
        assert_eq!(html.matches("role=\"row\"").count(), 8);
        assert_eq!(html.matches("role=\"gridcell\"").count(), 64);
        assert!(html.contains("aria-label=\"Board &lt;a&gt; – b\""));
        assert!(html.contains("dir=\"ltr\""));
        let a8 = html.find("id=\"cell-a8\"").unwrap();
        let h8 = html.find("id=\"cell-h8\"").unwrap();
        let a1 = html.find("id=\"cell-a1\"").unwrap();
        assert!(
            a8 < h8 && h8 < a1,
            "White at the bottom: a8 first, a1 in the last row"
        );
        assert!(html.contains(
            "id=\"cell-g1\" data-square=\"g1\" tabindex=\"-1\"><span class=\"sr-only\">g1, white knight</span>"
        ));
        assert!(html.contains("tabindex=\"0\"><span class=\"sr-only\">a1, white rook</span>"));
        assert!(html.contains(">e4, empty<"));
        assert_eq!(html.matches("tabindex=\"0\"").count(), 1);

        let black = grid(
            Chess::default().board(),
            &options(Color::Black),
            &en,
            Square::H8,
        );
        let h1 = black.find("id=\"cell-h1\"").unwrap();
        let a1 = black.find("id=\"cell-a1\"").unwrap();
        let h8 = black.find("id=\"cell-h8\"").unwrap();
        assert!(h1 < a1 && a1 < h8, "Black at the bottom: h1 first");
    }

    #[test]
    fn cells_speak_the_page_language() {
        let de = i18n::language("de");
        let knight = Some(Piece {
            color: Color::White,
            role: Role::Knight,
        });
        assert_eq!(cell_label(&de, Square::E4, knight), "e4, weißer Springer");
        let ru = i18n::language("ru");
        let queen = Some(Piece {
            color: Color::Black,
            role: Role::Queen,
        });
        assert_eq!(cell_label(&ru, Square::D8, queen), "d8, чёрный ферзь");
    }

    #[test]
    fn the_text_board_lists_pieces_by_side_with_the_players_letters() {
        let board = Chess::default().board().clone();
        assert_eq!(
            piece_list(&board, Color::White, Language::English),
            "Ke1, Qd1, Ra1, Rh1, Bc1, Bf1, Nb1, Ng1, a2, b2, c2, d2, e2, f2, g2, h2"
        );
        assert!(piece_list(&board, Color::Black, Language::German).starts_with("Ke8, Dd8, Ta8"));
        assert!(piece_list(&board, Color::Black, Language::Russian).starts_with("Крe8, Фd8"));
    }

    #[test]
    fn moves_are_spoken_with_phonetic_files_and_number_words() {
        let en = i18n::language("en");
        assert_eq!(spoken(&en, "Nf3"), "Knight Felix three");
        assert_eq!(spoken(&en, "e4"), "Eva four");
        assert_eq!(spoken(&en, "Nbd7+"), "Knight Bella David seven, check");
        assert_eq!(
            spoken(&en, "exd8=Q#"),
            "Eva takes David eight, promotes to Queen, checkmate"
        );
        assert_eq!(spoken(&en, "O-O-O"), "castles queenside");
        let de = i18n::language("de");
        assert_eq!(spoken(&de, "Nf3"), "Springer Felix drei");
    }
}

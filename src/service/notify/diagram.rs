//! The game as mail shows it, as pure functions: a text diagram of the board from either side,
//! the same board as an HTML table (no pictures, so it shows in every mail program), and the
//! moves numbered in any notation, with the postal way of writing one move (`12...Nf6`).

use std::fmt::Write;

use shakmaty::{Board, Chess, Color, File, Move, Position, Rank, Role, Square};

use crate::chess::{GameRecord, Language, MoveStyle, Notation, write_move};

/// One line of a move list: a move number with White's and Black's move, each written as a
/// `T` (plain text here; the game page uses richer cells).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveLine<T = String> {
    /// The full-move number.
    pub number: u32,
    /// White's move (`None` when the game started with Black to move).
    pub white: Option<T>,
    /// Black's move, when played.
    pub black: Option<T>,
}

/// The moves of `record` paired two to a line, each written by `write`.
pub fn pair_moves<T>(
    record: &GameRecord,
    mut write: impl FnMut(&Chess, Move) -> T,
) -> Vec<MoveLine<T>> {
    let mut lines: Vec<MoveLine<T>> = Vec::new();
    for (before, mv) in record.positions().iter().zip(record.moves()) {
        let text = write(before, *mv);
        let number = before.fullmoves().get();
        match before.turn() {
            Color::White => lines.push(MoveLine {
                number,
                white: Some(text),
                black: None,
            }),
            Color::Black => match lines.last_mut() {
                Some(line) if line.number == number && line.black.is_none() => {
                    line.black = Some(text);
                }
                _ => lines.push(MoveLine {
                    number,
                    white: None,
                    black: Some(text),
                }),
            },
        }
    }
    lines
}

/// The ranks from the top of the diagram down, and the files from left to right.
fn orientation(bottom: Color) -> (Vec<Rank>, Vec<File>) {
    let mut ranks: Vec<Rank> = Rank::ALL.to_vec();
    let mut files: Vec<File> = File::ALL.to_vec();
    match bottom {
        Color::White => ranks.reverse(),
        Color::Black => files.reverse(),
    }
    (ranks, files)
}

/// The board as text with `bottom`'s pieces at the bottom: upper-case letters for White,
/// lower-case for Black (FEN letters: K Q R B N P), `.` for an empty square, coordinates around.
///
/// ```
/// use kingpost::chess::{Chess, Color, Position};
/// use kingpost::service::notify::diagram::board_text;
///
/// let text = board_text(Chess::default().board(), Color::Black);
/// assert!(text.contains("1 | R N B K Q B N R | 1"));
/// assert!(text.starts_with("    h g f e d c b a"));
/// ```
pub fn board_text(board: &Board, bottom: Color) -> String {
    let (ranks, files) = orientation(bottom);
    let letters: String = files.iter().map(|f| format!(" {}", f.char())).collect();
    let edge = format!("  +{}+\n", "-".repeat(files.len() * 2 + 1));
    let mut text = format!("   {letters}\n{edge}");
    for rank in &ranks {
        let _ = write!(text, "{} |", rank.char());
        for file in &files {
            let square = Square::from_coords(*file, *rank);
            let c = board.piece_at(square).map_or('.', |p| p.char());
            let _ = write!(text, " {c}");
        }
        let _ = writeln!(text, " | {}", rank.char());
    }
    text.push_str(&edge);
    let _ = writeln!(text, "   {letters}");
    text
}

/// A piece as a chess figurine, followed by U+FE0E so phones show text rather than an emoji.
fn figurine(color: Color, role: Role) -> String {
    let white = match role {
        Role::King => '♔',
        Role::Queen => '♕',
        Role::Rook => '♖',
        Role::Bishop => '♗',
        Role::Knight => '♘',
        Role::Pawn => '♙',
    };
    let glyph = match color {
        Color::White => white,
        // The black figurines follow the white ones six code points later.
        Color::Black => char::from_u32(u32::from(white) + 6).unwrap_or(white),
    };
    format!("{glyph}\u{fe0e}")
}

/// The table's style; cells inherit the font.
const TABLE: &str = "border-collapse:collapse;border:2px solid #333;margin:8px 0;font-size:28px;\
                     line-height:36px;color:#000;font-family:'DejaVu Sans','Segoe UI Symbol',\
                     'Arial Unicode MS',sans-serif";
const COORD: &str = "padding:0 4px;font-size:12px;line-height:14px;color:#555;text-align:center";

/// The board as an HTML table with inline styles (mail programs drop style sheets), `bottom`'s
/// pieces at the bottom and the last move's squares marked; squares are sized and coloured with
/// the plain HTML attributes every mail program knows (`width` in the first row, `height` and
/// `align` per row, `bgcolor` per square), which keeps a move's mail small; always left to right, also inside
/// a right-to-left mail. `label` describes it for screen
/// readers.
pub fn board_html(
    board: &Board,
    bottom: Color,
    last_move: Option<(Square, Square)>,
    label: &str,
) -> String {
    let (ranks, files) = orientation(bottom);
    let mut html = format!(
        "<table role=\"img\" aria-label=\"{}\" dir=\"ltr\" cellspacing=\"0\" \
         cellpadding=\"0\" style=\"{TABLE}\">\n",
        escape(label.trim_end_matches(':'))
    );
    for (row, rank) in ranks.iter().enumerate() {
        let width = if row == 0 { " width=\"36\"" } else { "" };
        let _ = write!(
            html,
            "<tr height=\"36\" align=\"center\"><td style=\"{COORD}\">{}</td>",
            rank.char()
        );
        for file in &files {
            let square = Square::from_coords(*file, *rank);
            let marked = last_move.is_some_and(|(from, to)| square == from || square == to);
            let background = match (square.is_light(), marked) {
                (true, false) => "#f0d9b5",
                (false, false) => "#b58863",
                (true, true) => "#f6ea71",
                (false, true) => "#d9c24a",
            };
            let piece = board
                .piece_at(square)
                .map(|p| figurine(p.color, p.role))
                .unwrap_or_default();
            let _ = write!(html, "<td{width} bgcolor=\"{background}\">{piece}</td>");
        }
        html.push_str("</tr>\n");
    }
    html.push_str("<tr><td></td>");
    for file in &files {
        let _ = write!(html, "<td style=\"{COORD}\">{}</td>", file.char());
    }
    html.push_str("</tr></table>");
    html
}

/// Escapes text for an HTML attribute or element.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// `mv` of `before` in `style` with `language`'s piece letters: `Nf3`, or `♘f3 (7163)` when
/// ICCF numeric goes beside.
pub fn write_styled(before: &Chess, mv: Move, style: MoveStyle, language: Language) -> String {
    let text = write_move(before, mv, style.notation, language);
    if style.iccf_beside && style.notation != Notation::Iccf {
        format!(
            "{text} ({})",
            write_move(before, mv, Notation::Iccf, language)
        )
    } else {
        text
    }
}

/// The moves of `record`, two to a line, in `style` with `language`'s piece letters.
pub fn move_lines(record: &GameRecord, style: MoveStyle, language: Language) -> Vec<MoveLine> {
    pair_moves(record, |before, mv| {
        write_styled(before, mv, style, language)
    })
}

/// The move list as running text (`1. e4 e5 2. Nf3 Nc6`; `1... e5` when Black moved first),
/// wrapped before `width` columns at move numbers where possible.
pub fn moves_text(lines: &[MoveLine], width: usize) -> String {
    let mut out = String::new();
    let mut column = 0;
    for line in lines {
        let chunk = match (&line.white, &line.black) {
            (Some(white), Some(black)) => format!("{}. {white} {black}", line.number),
            (Some(white), None) => format!("{}. {white}", line.number),
            (None, Some(black)) => format!("{}... {black}", line.number),
            (None, None) => continue,
        };
        if column > 0 && column + 1 + chunk.chars().count() > width {
            out.push('\n');
            column = 0;
        } else if column > 0 {
            out.push(' ');
            column += 1;
        }
        column += chunk.chars().count();
        out.push_str(&chunk);
    }
    out
}

/// A move written the postal way with its number: `13.e5` for White, `12...Nf6` for Black.
pub fn numbered(before: &Chess, text: &str) -> String {
    format!("{}{text}", move_number(before))
}

/// The number the next move in `position` is written with: `13.` or `12...`.
pub fn move_number(position: &Chess) -> String {
    let number = position.fullmoves().get();
    match position.turn() {
        Color::White => format!("{number}."),
        Color::Black => format!("{number}..."),
    }
}

/// The last move of `record`, numbered, in `style`.
pub fn last_move(record: &GameRecord, style: MoveStyle, language: Language) -> Option<String> {
    let ply = record.ply_count().checked_sub(1)?;
    let before = record.position_at(ply)?;
    let mv = *record.moves().get(ply)?;
    Some(numbered(before, &write_styled(before, mv, style, language)))
}

/// The from and to squares of a move, for marking it on the board.
pub fn squares(mv: &Move) -> Option<(Square, Square)> {
    Some((mv.from()?, mv.to()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::{StartPosition, parse_move};

    fn record(moves: &[&str], start: StartPosition) -> GameRecord {
        let mut record = GameRecord::new(start);
        for text in moves {
            let mv = parse_move(record.position(), text, Language::English)
                .unwrap()
                .mv;
            record.play(mv).unwrap();
        }
        record
    }

    #[test]
    fn the_text_board_from_both_sides() {
        let game = record(&["e4", "e5", "Nf3"], StartPosition::standard());
        let white = board_text(game.position().board(), Color::White);
        let expected_white = [
            "    a b c d e f g h",
            "  +-----------------+",
            "8 | r n b q k b n r | 8",
            "7 | p p p p . p p p | 7",
            "6 | . . . . . . . . | 6",
            "5 | . . . . p . . . | 5",
            "4 | . . . . P . . . | 4",
            "3 | . . . . . N . . | 3",
            "2 | P P P P . P P P | 2",
            "1 | R N B Q K B . R | 1",
            "  +-----------------+",
            "    a b c d e f g h\n",
        ]
        .join("\n");
        assert_eq!(white, expected_white);
        let black = board_text(game.position().board(), Color::Black);
        let expected_black = [
            "    h g f e d c b a",
            "  +-----------------+",
            "1 | R . B K Q B N R | 1",
            "2 | P P P . P P P P | 2",
            "3 | . . N . . . . . | 3",
            "4 | . . . P . . . . | 4",
            "5 | . . . p . . . . | 5",
            "6 | . . . . . . . . | 6",
            "7 | p p p . p p p p | 7",
            "8 | r n b k q b n r | 8",
            "  +-----------------+",
            "    h g f e d c b a\n",
        ]
        .join("\n");
        assert_eq!(black, expected_black);
    }

    #[test]
    fn the_html_board_marks_the_last_move_and_turns_with_the_viewer() {
        let game = record(&["e4"], StartPosition::standard());
        let last = squares(game.moves().last().unwrap());
        let html = board_html(game.position().board(), Color::Black, last, "a & b");
        assert!(html.starts_with("<table role=\"img\" aria-label=\"a &amp; b\" dir=\"ltr\""));
        assert_eq!(html.matches("<tr").count(), 9);
        assert_eq!(html.matches("bgcolor=").count(), 64);
        assert_eq!(
            html.matches(" width=\"36\"").count(),
            8,
            "the first row sets the widths"
        );
        assert_eq!(
            html.matches("bgcolor=\"#f6ea71\"").count()
                + html.matches("bgcolor=\"#d9c24a\"").count(),
            2
        );
        assert!(html.contains('♚') && html.contains('♔'));
        let first_row = html.split("</tr>").next().unwrap();
        assert!(
            first_row.contains(">1</td>"),
            "Black at the bottom: rank 1 on top"
        );
    }

    fn style(notation: Notation) -> MoveStyle {
        MoveStyle {
            notation,
            iccf_beside: false,
        }
    }

    #[test]
    fn move_lists_are_numbered_in_every_notation() {
        let game = record(
            &["e4", "e5", "Nf3", "Nc6", "Bb5"],
            StartPosition::standard(),
        );
        let lines = move_lines(&game, style(Notation::San), Language::English);
        assert_eq!(moves_text(&lines, 72), "1. e4 e5 2. Nf3 Nc6 3. Bb5");
        let german = move_lines(&game, style(Notation::San), Language::German);
        assert_eq!(moves_text(&german, 72), "1. e4 e5 2. Sf3 Sc6 3. Lb5");
        let figurine = move_lines(&game, style(Notation::Figurine), Language::English);
        assert_eq!(moves_text(&figurine, 72), "1. e4 e5 2. ♘f3 ♞c6 3. ♗b5");
        let iccf = move_lines(&game, style(Notation::Iccf), Language::English);
        assert_eq!(moves_text(&iccf, 72), "1. 5254 5755 2. 7163 2836 3. 6125");
        let beside = MoveStyle {
            notation: Notation::Figurine,
            iccf_beside: true,
        };
        let both = moves_text(&move_lines(&game, beside, Language::English), 72);
        assert!(
            both.starts_with("1. e4 (5254) e5 (5755) 2. ♘f3 (7163)"),
            "{both}"
        );
        assert_eq!(
            last_move(&game, style(Notation::San), Language::English).as_deref(),
            Some("3.Bb5")
        );
        let game = record(&["e4", "e5", "Nf3", "Nc6"], StartPosition::standard());
        assert_eq!(
            last_move(&game, style(Notation::Iccf), Language::English).as_deref(),
            Some("2...2836")
        );
        assert_eq!(move_number(game.position()), "3.");
    }

    #[test]
    fn games_starting_with_black_and_long_games_wrap() {
        let start =
            StartPosition::from_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1")
                .unwrap();
        let game = record(&["c5", "Nf3"], start);
        let lines = move_lines(&game, style(Notation::San), Language::English);
        assert_eq!(moves_text(&lines, 72), "1... c5 2. Nf3");
        assert_eq!(move_number(game.position()), "2...");
        let breyer = "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Nb8 d4 Nbd7";
        let moves: Vec<&str> = breyer.split(' ').collect();
        let game = record(&moves, StartPosition::standard());
        let text = moves_text(
            &move_lines(&game, style(Notation::San), Language::English),
            30,
        );
        assert!(text.lines().count() > 3, "{text}");
        assert!(text.lines().all(|l| l.chars().count() <= 30), "{text}");
        assert!(
            text.lines()
                .skip(1)
                .all(|l| l.chars().next().is_some_and(|c| c.is_ascii_digit()))
        );
    }
}

//! What the game page shows, computed from a loaded game and the viewer: the board picture and
//! its accessible grid and text board, the move list in the viewer's notation and language
//! (with ICCF numeric beside it where that is the viewer's usual style), the last move as it is
//! announced, whose turn it is, which buttons apply, and the legal moves (for the script, and
//! for the list shown when a move is refused).

use crate::chess::{Chess, Color, Language, Move, Notation, Position, Square, write_move};
use crate::db::games::{GameRow, MoveRow};

use super::isolate::{Piece, t_html};
use crate::domain::game::GameState;
use crate::i18n;
use crate::web::board::{self, BoardOptions};
use crate::web::board_access;

pub use super::viewer::Viewer;

/// One move in the move list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveCell {
    /// The move in the viewer's notation.
    pub text: String,
    /// The move in ICCF numeric, when shown beside it.
    pub iccf: Option<String>,
}

/// One line of the move list: a move number with White's and Black's move.
pub type MoveLine = crate::service::notify::diagram::MoveLine<MoveCell>;

/// The board in words, for screen readers and braille displays.
#[derive(Debug, Clone, Default)]
pub struct BoardWords {
    /// The ARIA grid laid over the picture (HTML).
    pub grid: String,
    /// White's pieces ("Kg1, Qd1, …").
    pub white: String,
    /// Black's pieces.
    pub black: String,
    /// The last move as announced ("bob played Nf3."), empty before the first move.
    pub last_move: String,
    /// The same with the move spoken ("bob played Knight Felix three.").
    pub last_spoken: String,
    /// The last move as the page shows it: HTML, the name in `<bdi>`, the move in
    /// `<bdi dir="ltr">`; empty before the first move.
    pub last_move_html: String,
}

/// The game as the page shows it to one viewer.
#[derive(Debug, Clone)]
pub struct GameModel {
    /// Id.
    pub id: i32,
    /// White's username.
    pub white: String,
    /// Black's username.
    pub black: String,
    /// The viewer's colour, when they play in this game.
    pub viewer: Option<Color>,
    /// The board as SVG.
    pub board_svg: String,
    /// The board in words.
    pub words: BoardWords,
    /// The moves, two to a line.
    pub lines: Vec<MoveLine>,
    /// Half-moves played.
    pub ply: usize,
    /// The side to move.
    pub turn: Color,
    /// Whether the game has ended.
    pub finished: bool,
    /// `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub result: String,
    /// Why it ended (snake_case), if it did.
    pub termination: Option<String>,
    /// Time control as written.
    pub time_control: String,
    /// `standard` or `chess960`.
    pub variant: String,
    /// The Chess960 position number.
    pub chess960_number: Option<i32>,
    /// Whether the game moves the players' ratings (a rated challenge's or rated event's).
    pub rated: bool,
    /// The side whose draw offer waits.
    pub draw_offer: Option<Color>,
    /// Whether the side to move could claim a draw now (threefold or fifty moves).
    pub claimable: bool,
    /// Legal moves in UCI, space-separated (for the board script); only for the player to move.
    pub legal_uci: String,
    /// Legal moves in the viewer's notation; only for the player to move.
    pub legal_moves: Vec<String>,
    /// Every position of the game as JSON, for stepping through it ([`super::game_steps`]).
    pub steps: String,
    /// The number of the move to be played now (for "Play 14. Nf3?").
    pub move_number: u32,
}

impl GameModel {
    /// Whether the viewer is to move in a game that is going on.
    pub fn my_turn(&self) -> bool {
        !self.finished && self.viewer == Some(self.turn)
    }

    /// Whether the viewer may act in the game (a player, game not over).
    pub fn playing(&self) -> bool {
        !self.finished && self.viewer.is_some()
    }

    /// Whether a draw offer from the viewer's opponent waits for the viewer's answer.
    pub fn offer_to_answer(&self) -> bool {
        self.playing() && self.draw_offer.is_some() && self.draw_offer != self.viewer
    }

    /// Whether the viewer's own draw offer is waiting.
    pub fn offer_waiting(&self) -> bool {
        self.playing() && self.draw_offer.is_some() && self.draw_offer == self.viewer
    }
}

/// What the live parts of the game page need besides the game: where its event stream starts,
/// whether a move is confirmed before it is sent, and the next game waiting for the viewer.
pub struct LiveParts {
    /// The newest change when the page was made (the stream resumes after it).
    pub change_id: i64,
    /// Whether to ask "Play 14. Nf3?" before sending a move.
    pub confirm: bool,
    /// The game where it has been the viewer's move the longest, other than this one.
    pub next_game: Option<i32>,
    /// Whether the page follows the game's event stream (the players' page; a visitor's page
    /// of a public game does not: its moves may be held back).
    pub stream: bool,
}

/// Each move of the game in the viewer's notation, in order: written once for the move list,
/// the steps and the reflection-time table (SAN costs a move generation per move).
pub fn written_moves(state: &GameState, viewer: &Viewer) -> Vec<String> {
    let record = &state.record;
    record
        .positions()
        .iter()
        .zip(record.moves())
        .map(|(before, mv)| write_move(before, *mv, viewer.style.notation, viewer.language))
        .collect()
}

/// Builds the model; `names` are White's and Black's usernames, `written` the moves as
/// [`written_moves`] wrote them.
pub fn build(
    row: &GameRow,
    moves: &[MoveRow],
    state: &GameState,
    names: (String, String),
    viewer: &Viewer,
    written: &[String],
) -> GameModel {
    let record = &state.record;
    let position = record.position();
    let color = viewer.user.and_then(|u| state.color_of(u).ok());
    let natural = color.unwrap_or(Color::White);
    let bottom = if viewer.flip { !natural } else { natural };
    let options = BoardOptions {
        bottom,
        last_move: moves.last().and_then(|m| squares_of(&m.uci)),
        check: position
            .is_check()
            .then(|| position.board().king_of(position.turn()))
            .flatten(),
        label: format!("{} – {}", names.0, names.1),
    };
    let finished = record.outcome().is_some();
    // Only the player to move has moves to choose from.
    let legal = if !finished && color == Some(record.turn()) {
        position.legal_moves()
    } else {
        Default::default()
    };
    let write = |mv, notation| write_move(position, mv, notation, viewer.language);
    let words = board_words(state, &options, viewer, &names);
    GameModel {
        id: row.id,
        white: names.0,
        black: names.1,
        viewer: color,
        board_svg: board::render(position.board(), &options),
        words,
        lines: move_lines(state, viewer, written),
        ply: record.ply_count(),
        turn: record.turn(),
        finished,
        result: row.result.clone(),
        termination: row.termination.clone(),
        time_control: row.time_control.clone(),
        variant: row.variant.clone(),
        chess960_number: row.chess960_number,
        rated: row.rated,
        draw_offer: state.draw_offer,
        claimable: record.outcome().is_none() && record.claimable_outcome().is_some(),
        legal_uci: legal
            .iter()
            .map(|mv| write(*mv, Notation::Uci))
            .collect::<Vec<_>>()
            .join(" "),
        legal_moves: legal
            .iter()
            .map(|mv| write(*mv, viewer.style.notation))
            .collect(),
        steps: super::game_steps::steps_json(state, viewer, written),
        move_number: position.fullmoves().get(),
    }
}

/// The from and to squares of a stored UCI move.
fn squares_of(uci: &str) -> Option<(Square, Square)> {
    let from = Square::from_ascii(uci.get(0..2)?.as_bytes()).ok()?;
    let to = Square::from_ascii(uci.get(2..4)?.as_bytes()).ok()?;
    Some((from, to))
}

/// The grid, the text board and the last move's announcements.
fn board_words(
    state: &GameState,
    options: &BoardOptions,
    viewer: &Viewer,
    names: &(String, String),
) -> BoardWords {
    let record = &state.record;
    let board = record.position().board();
    let corner = options.bottom.fold_wb(Square::A1, Square::H8);
    let cursor = options.last_move.map_or(corner, |(_, to)| to);
    let last = record.positions().iter().zip(record.moves()).next_back();
    let (last_move, last_spoken, last_move_html) = last
        .map_or_else(Default::default, |(before, mv)| {
            announce(before, *mv, viewer, names)
        });
    BoardWords {
        grid: board_access::grid(board, options, &viewer.lang, cursor),
        white: board_access::piece_list(board, Color::White, viewer.language),
        black: board_access::piece_list(board, Color::Black, viewer.language),
        last_move,
        last_spoken,
        last_move_html,
    }
}

/// "bob played Nf3." in the viewer's notation, the same spoken, and the first as page HTML
/// (name and move isolated).
fn announce(
    before: &Chess,
    mv: Move,
    viewer: &Viewer,
    names: &(String, String),
) -> (String, String, String) {
    let name = before.turn().fold_wb(&names.0, &names.1);
    let said = |text: String| {
        i18n::t(
            &viewer.lang,
            "board-last-move",
            &[("name", name.as_str().into()), ("move", text.into())],
        )
    };
    let written = write_move(before, mv, viewer.style.notation, viewer.language);
    let san = write_move(before, mv, Notation::San, Language::English);
    let html = t_html(
        &viewer.lang,
        "board-last-move",
        &[
            ("name", Piece::Name(name)),
            ("move", Piece::Notation(&written)),
        ],
    );
    (
        said(written),
        said(board_access::spoken(&viewer.lang, &san)),
        html,
    )
}

/// The move list: `written` holds each move in the viewer's notation, in order.
fn move_lines(state: &GameState, viewer: &Viewer, written: &[String]) -> Vec<MoveLine> {
    let mut texts = written.iter();
    crate::service::notify::diagram::pair_moves(&state.record, |before, mv| MoveCell {
        text: texts.next().cloned().unwrap_or_default(),
        iccf: viewer
            .style
            .iccf_beside
            .then(|| write_move(before, mv, Notation::Iccf, viewer.language)),
    })
}

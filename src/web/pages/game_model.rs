//! What the game page shows, computed from a loaded game and the viewer: the board picture, the
//! move list in the viewer's notation and language, whose turn it is, which buttons apply, and
//! the legal moves (for the script, and for the list shown when a move is refused).

use crate::chess::{Color, Language, Notation, Position, Square, write_move};
use crate::db::games::{GameRow, MoveRow};
use crate::domain::account::UserId;
use crate::domain::game::GameState;
use crate::web::board::{self, BoardOptions};

/// One line of the move list: a move number with White's and Black's move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveLine {
    /// The full-move number.
    pub number: u32,
    /// White's move (`None` when the game started with Black to move).
    pub white: Option<String>,
    /// Black's move, when played.
    pub black: Option<String>,
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
    /// The side whose draw offer waits.
    pub draw_offer: Option<Color>,
    /// Whether the side to move could claim a draw now (threefold or fifty moves).
    pub claimable: bool,
    /// Legal moves in UCI, space-separated (for the board script).
    pub legal_uci: String,
    /// Legal moves in the viewer's notation.
    pub legal_moves: Vec<String>,
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

/// Names and how the viewer wants to see things.
#[derive(Debug, Clone)]
pub struct Viewer {
    /// Who is looking (None: nobody signed in).
    pub user: Option<UserId>,
    /// Show the board from the other side than usual.
    pub flip: bool,
    /// Notation for the move list.
    pub notation: Notation,
    /// Language for piece letters.
    pub language: Language,
}

/// Builds the model; `names` are White's and Black's usernames.
pub fn build(
    row: &GameRow,
    moves: &[MoveRow],
    state: &GameState,
    names: (String, String),
    viewer: &Viewer,
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
    let legal = position.legal_moves();
    let write = |mv, notation| write_move(position, mv, notation, viewer.language);
    GameModel {
        id: row.id,
        white: names.0,
        black: names.1,
        viewer: color,
        board_svg: board::render(position.board(), &options),
        lines: move_lines(state, viewer),
        ply: record.ply_count(),
        turn: record.turn(),
        finished: record.outcome().is_some(),
        result: row.result.clone(),
        termination: row.termination.clone(),
        time_control: row.time_control.clone(),
        variant: row.variant.clone(),
        chess960_number: row.chess960_number,
        draw_offer: state.draw_offer,
        claimable: record.outcome().is_none() && record.claimable_outcome().is_some(),
        legal_uci: legal
            .iter()
            .map(|mv| write(*mv, Notation::Uci))
            .collect::<Vec<_>>()
            .join(" "),
        legal_moves: legal.iter().map(|mv| write(*mv, viewer.notation)).collect(),
    }
}

/// The from and to squares of a stored UCI move.
fn squares_of(uci: &str) -> Option<(Square, Square)> {
    let from = Square::from_ascii(uci.get(0..2)?.as_bytes()).ok()?;
    let to = Square::from_ascii(uci.get(2..4)?.as_bytes()).ok()?;
    Some((from, to))
}

fn move_lines(state: &GameState, viewer: &Viewer) -> Vec<MoveLine> {
    let record = &state.record;
    let mut lines: Vec<MoveLine> = Vec::new();
    for (before, mv) in record.positions().iter().zip(record.moves()) {
        let text = write_move(before, *mv, viewer.notation, viewer.language);
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

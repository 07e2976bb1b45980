//! PGN import and export (Portable Game Notation, the 1994 standard plus the de-facto `Variant`
//! tag for Chess960).
//!
//! Import streams over any [`std::io::Read`]: one game is held in memory at a time, comments and
//! NAGs are ignored, variations are skipped, `SetUp`/`FEN` and `Variant` tags choose the start
//! position, and every move is checked for legality. A bad game yields an [`ImportError`] that
//! reads "game N, ply P: reason" and the next game is read as usual. Two readers share the same
//! parsing: [`read_games`] builds a full [`GameRecord`] per game (FIDE endings applied), and
//! [`check_games`] only validates, for speed, while reporting exactly the same errors.
//!
//! Export ([`export_pgn`]) writes the standard's export format: the seven-tag roster, the other
//! tags in ASCII order of their names (standard 8.1.1), SAN movetext with move numbers on lines
//! under 80 characters (8.2.1), and the result. [`write_tag_pairs`] and [`write_movetext`] are the
//! building blocks, for callers that keep a game's own tags or write moves in another notation.
//!
//! [`GameRecord`]: crate::chess::GameRecord

mod check;
mod export;
mod import;
mod start;

pub use check::{CheckedGame, check_games};
pub use export::{
    DEFAULT_MODE, PgnTags, export_pgn, export_pgn_with_comments, write_movetext, write_tag_pairs,
};
pub use import::{GameReader, ImportedGame, read_games};

use crate::chess::game::{GameResult, Outcome};
use crate::chess::variant::StartError;

/// A game that could not be imported: which game, at which ply, and why.
///
/// ```
/// use kingpost::chess::pgn::read_games;
/// let pgn = "1. e4 e5 2. Ke3 *\n";
/// let game = read_games(pgn.as_bytes()).next().unwrap().unwrap();
/// assert_eq!(game.unwrap_err().to_string(), "game 1, ply 3: illegal move Ke3");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("game {game}, ply {ply}: {reason}")]
pub struct ImportError {
    /// The 1-based number of the game in the input.
    pub game: usize,
    /// The 1-based ply where the game went wrong; 0 for a problem in the tags, before any move.
    pub ply: usize,
    /// What went wrong.
    pub reason: ImportErrorKind,
}

/// Why a game could not be imported.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ImportErrorKind {
    /// No legal move matches the SAN.
    #[error("illegal move {0}")]
    IllegalMove(String),
    /// Several legal moves match the SAN (a piece letter needs its file or rank).
    #[error("ambiguous move {0}")]
    AmbiguousMove(String),
    /// A move follows an ending that happened by itself (checkmate, stalemate, dead position,
    /// fivefold repetition, 75-move rule).
    #[error("move {san} after the game ended: {outcome}")]
    AfterEnd {
        /// The move, as SAN.
        san: String,
        /// How the game had ended.
        outcome: Outcome,
    },
    /// The `FEN` tag is unreadable or describes an impossible position.
    #[error("bad FEN tag: {0}")]
    BadFen(StartError),
    /// `SetUp "1"` without a `FEN` tag.
    #[error("missing FEN tag: SetUp \"1\" says the game starts from a set-up position")]
    MissingFen,
    /// A `Variant` tag other than standard chess or Chess960.
    #[error("unsupported variant \"{0}\": only standard chess and Chess960 can be imported")]
    UnsupportedVariant(String),
    /// The text is not PGN (for example a tag or comment that is never closed).
    #[error("unreadable PGN: {0}")]
    Syntax(String),
}

/// The result a `Result` tag or game termination marker gives, if the game is finished.
pub(crate) fn parse_result(text: &str) -> Option<GameResult> {
    match text.trim() {
        "1-0" => Some(GameResult::WhiteWins),
        "0-1" => Some(GameResult::BlackWins),
        "1/2-1/2" | "½-½" => Some(GameResult::Draw),
        _ => None,
    }
}

/// The PGN result token for a possibly unknown result (`*`).
pub(crate) fn result_token(result: Option<GameResult>) -> &'static str {
    result.map_or("*", GameResult::as_pgn)
}

//! Export in the PGN standard's export format (sections 8.1.1 and 8.2).
//!
//! Tags: the seven-tag roster first, in its fixed order, with the standard's "unknown" values
//! (`?`, and `????.??.??` for the date); then every other tag in ASCII order of its name, as
//! 8.1.1 requires for export format. The tags Kingpost adds for correspondence games:
//!
//! - `Mode`: the standard (9.9.2) gives "OTB" (over the board), "PM" (paper mail), "EM"
//!   (electronic mail), "ICS" (Internet Chess Server) and "TC" (general telecommunication).
//!   A Kingpost game may be played by email and in the browser in the same game, so the default
//!   is [`DEFAULT_MODE`], "TC"; a caller that knows every move came by email can say "EM".
//! - `TimeControl` (9.6.1), `WhiteElo`/`BlackElo` when known, `Termination` (9.8.1; the record's
//!   own ending when it has one, "unterminated" for a game still in progress).
//! - `Variant "Chess960"` for Chess960 castling, and `SetUp "1"` with `FEN` (9.7) for any start
//!   other than the standard one.
//!
//! Movetext: move numbers ("12." before White's move, "12..." before a first move by Black), one
//! space between tokens, lines of at most 79 characters, the result token last.

use std::borrow::Cow;
use std::fmt::Write as _;

use shakmaty::san::SanPlus;
use shakmaty::{CastlingMode, Chess, Color, Move, Position};

use super::{parse_result, result_token};
use crate::chess::game::{GameRecord, GameResult};
use crate::chess::variant::StartKind;

/// The `Mode` tag value written when [`PgnTags::mode`] is not set: "TC", the PGN standard's
/// "general telecommunication", which covers moves sent by email and through the web alike.
pub const DEFAULT_MODE: &str = "TC";

/// The longest movetext line export writes (the standard asks for fewer than 80 characters).
const MAX_LINE: usize = 79;

/// Tags a caller supplies for export; the record supplies the start position and, once the game
/// has ended, the result and termination. `None` fields are written as the standard's "unknown"
/// value (seven-tag roster) or left out (other tags).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PgnTags {
    /// `Event`: the tournament or match.
    pub event: Option<String>,
    /// `Site`: where it is played (for Kingpost, the server's name or address).
    pub site: Option<String>,
    /// `Date`: the starting date, `YYYY.MM.DD`.
    pub date: Option<String>,
    /// `Round`.
    pub round: Option<String>,
    /// `White`: the player of the white pieces, "Family, Given".
    pub white: Option<String>,
    /// `Black`: the player of the black pieces.
    pub black: Option<String>,
    /// The result when the record has none (resignation, agreement ... recorded elsewhere).
    pub result: Option<GameResult>,
    /// The `Termination` value when the record has no outcome of its own.
    pub termination: Option<String>,
    /// `WhiteElo`.
    pub white_elo: Option<u32>,
    /// `BlackElo`.
    pub black_elo: Option<u32>,
    /// `TimeControl`, in the standard's notation.
    pub time_control: Option<String>,
    /// `Mode`; [`DEFAULT_MODE`] when `None`.
    pub mode: Option<String>,
    /// Any other tags. Names that are not PGN symbols, or that export writes itself (the roster,
    /// the fields above, `Variant`, `SetUp`, `FEN`), are left out.
    pub extra: Vec<(String, String)>,
}

/// Tag names export derives from [`PgnTags`] fields or from the record.
const DERIVED: [&str; 15] = [
    "Event",
    "Site",
    "Date",
    "Round",
    "White",
    "Black",
    "Result",
    "Termination",
    "WhiteElo",
    "BlackElo",
    "TimeControl",
    "Mode",
    "Variant",
    "SetUp",
    "FEN",
];

impl PgnTags {
    /// The tags of an imported game, sorted into fields; `Variant`, `SetUp` and `FEN` are
    /// dropped (export takes them from the record's start), unknown tags go to `extra`.
    pub fn from_pairs(pairs: &[(String, String)]) -> PgnTags {
        let mut tags = PgnTags::default();
        for (name, value) in pairs {
            let text = Some(value.clone());
            match name.as_str() {
                "Event" => tags.event = text,
                "Site" => tags.site = text,
                "Date" => tags.date = text,
                "Round" => tags.round = text,
                "White" => tags.white = text,
                "Black" => tags.black = text,
                "Result" => tags.result = parse_result(value),
                "Termination" => tags.termination = text,
                "WhiteElo" => tags.white_elo = value.trim().parse().ok(),
                "BlackElo" => tags.black_elo = value.trim().parse().ok(),
                "TimeControl" => tags.time_control = text,
                "Mode" => tags.mode = text,
                "Variant" | "SetUp" | "FEN" => {}
                _ => tags.extra.push((name.clone(), value.clone())),
            }
        }
        tags
    }
}

/// The game as PGN export format: tags, an empty line, the movetext, an empty line.
///
/// ```
/// use kingpost::chess::pgn::{PgnTags, export_pgn};
/// use kingpost::chess::{GameRecord, StartPosition};
/// let game = GameRecord::new(StartPosition::standard());
/// let pgn = export_pgn(&game, &PgnTags::default());
/// assert!(pgn.starts_with("[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n"));
/// assert!(pgn.ends_with("[Termination \"unterminated\"]\n\n*\n\n"));
/// ```
pub fn export_pgn(game: &GameRecord, tags: &PgnTags) -> String {
    export_pgn_with_comments(game, tags, &[])
}

/// [`export_pgn`] with a comment after some moves: `comments[i]`, when present, is written as
/// `{text}` after the `i`-th half-move (0-based). Braces inside a comment become parentheses,
/// since a PGN comment cannot contain `}`. The rules core gives no meaning to the text; the
/// server uses it for `[%days N]`, the reflection time of each move.
///
/// ```
/// use kingpost::chess::pgn::{PgnTags, export_pgn_with_comments};
/// use kingpost::chess::{GameRecord, StartPosition, parse_move, Language};
/// let mut game = GameRecord::new(StartPosition::standard());
/// let mv = parse_move(game.position(), "e4", Language::English).unwrap().mv;
/// game.play(mv).unwrap();
/// let pgn = export_pgn_with_comments(&game, &PgnTags::default(), &[Some("[%days 2]".into())]);
/// assert!(pgn.contains("\n1. e4 {[%days 2]} *\n"), "{pgn}");
/// ```
pub fn export_pgn_with_comments(
    game: &GameRecord,
    tags: &PgnTags,
    comments: &[Option<String>],
) -> String {
    let outcome = game.outcome();
    let result = outcome.map(|o| o.result).or(tags.result);
    fn unknown<'a>(value: &'a Option<String>, default: &'static str) -> Cow<'a, str> {
        Cow::Borrowed(value.as_deref().unwrap_or(default))
    }
    let mut pairs: Vec<(&str, Cow<'_, str>)> = vec![
        ("Event", unknown(&tags.event, "?")),
        ("Site", unknown(&tags.site, "?")),
        ("Date", unknown(&tags.date, "????.??.??")),
        ("Round", unknown(&tags.round, "?")),
        ("White", unknown(&tags.white, "?")),
        ("Black", unknown(&tags.black, "?")),
        ("Result", Cow::Borrowed(result_token(result))),
    ];
    let mut others = supplemental_tags(game, tags, result.is_some());
    others.extend(
        tags.extra
            .iter()
            .filter(|(name, _)| !DERIVED.contains(&name.as_str()))
            .map(|(name, value)| (name.as_str(), Cow::Borrowed(value.as_str()))),
    );
    others.sort_by(|a, b| a.0.cmp(b.0));
    others.dedup_by(|a, b| a.0 == b.0);
    pairs.extend(others);

    let mut out = String::with_capacity(1024);
    write_tag_pairs(&mut out, pairs.iter().map(|(n, v)| (*n, v.as_ref())));
    out.push('\n');
    let mut ply = 0;
    write_movetext(&mut out, game, result, |position, mv, text| {
        SanPlus::from_move(position.clone(), mv).append_to_string(text);
        if let Some(Some(comment)) = comments.get(ply) {
            text.push_str(" {");
            text.extend(comment.chars().map(|c| match c {
                '{' => '(',
                '}' => ')',
                c if c.is_control() => ' ',
                c => c,
            }));
            text.push('}');
        }
        ply += 1;
    });
    out.push('\n');
    out
}

/// The tags after the roster that come from typed fields and from the record.
fn supplemental_tags<'a>(
    game: &GameRecord,
    tags: &'a PgnTags,
    finished: bool,
) -> Vec<(&'static str, Cow<'a, str>)> {
    let mut pairs = vec![(
        "Mode",
        Cow::Borrowed(tags.mode.as_deref().unwrap_or(DEFAULT_MODE)),
    )];
    let termination = match game.outcome() {
        Some(outcome) => Some(outcome.termination.pgn_tag()),
        None if tags.termination.is_some() => tags.termination.as_deref(),
        None if !finished => Some("unterminated"),
        None => None,
    };
    pairs.extend(termination.map(|t| ("Termination", Cow::Borrowed(t))));
    pairs.extend(
        tags.time_control
            .as_deref()
            .map(|t| ("TimeControl", Cow::Borrowed(t))),
    );
    pairs.extend(
        tags.white_elo
            .map(|e| ("WhiteElo", Cow::Owned(e.to_string()))),
    );
    pairs.extend(
        tags.black_elo
            .map(|e| ("BlackElo", Cow::Owned(e.to_string()))),
    );
    let start = game.start();
    if matches!(start.kind(), StartKind::Chess960(_))
        || start.castling_mode() == CastlingMode::Chess960
    {
        pairs.push(("Variant", Cow::Borrowed("Chess960")));
    }
    if !start.is_standard() {
        pairs.push(("SetUp", Cow::Borrowed("1")));
        pairs.push(("FEN", Cow::Owned(start.fen())));
    }
    pairs
}

/// Writes tag pairs, one per line, as `[Name "value"]`. Quotes and backslashes in values are
/// escaped and control characters become spaces; pairs whose name is not a PGN symbol (letters,
/// digits and underscores) are left out, since no reader could read them back.
pub fn write_tag_pairs<'a>(out: &mut String, pairs: impl IntoIterator<Item = (&'a str, &'a str)>) {
    for (name, value) in pairs {
        let valid =
            !name.is_empty() && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_');
        if !valid {
            continue;
        }
        out.push('[');
        out.push_str(name);
        out.push_str(" \"");
        for c in value.chars() {
            match c {
                '"' | '\\' => {
                    out.push('\\');
                    out.push(c);
                }
                c if c.is_control() => out.push(' '),
                c => out.push(c),
            }
        }
        out.push_str("\"]\n");
    }
}

/// Writes the movetext of `game` (its moves from its start, with move numbers), wrapped below 80
/// characters and ended by the result token and a newline. `write_move` appends one move, given
/// the position before it, in whatever notation the caller wants.
pub fn write_movetext(
    out: &mut String,
    game: &GameRecord,
    result: Option<GameResult>,
    mut write_move: impl FnMut(&Chess, Move, &mut String),
) {
    let mut line = Lines { out, width: 0 };
    let mut token = String::with_capacity(16);
    for (ply, (position, mv)) in game.positions().iter().zip(game.moves()).enumerate() {
        token.clear();
        let number = position.fullmoves();
        if position.turn() == Color::White {
            let _ = write!(token, "{number}.");
        } else if ply == 0 {
            let _ = write!(token, "{number}...");
        }
        if !token.is_empty() {
            line.push(&token);
        }
        token.clear();
        write_move(position, *mv, &mut token);
        line.push(&token);
    }
    line.push(result_token(result));
    line.out.push('\n');
}

/// Movetext being written: tokens separated by one space, wrapped before `MAX_LINE`.
struct Lines<'a> {
    out: &'a mut String,
    width: usize,
}

impl Lines<'_> {
    fn push(&mut self, token: &str) {
        let len = token.chars().count();
        if self.width > 0 && self.width + 1 + len > MAX_LINE {
            self.out.push('\n');
            self.width = 0;
        } else if self.width > 0 {
            self.out.push(' ');
            self.width += 1;
        }
        self.out.push_str(token);
        self.width += len;
    }
}

//! The UCI protocol, without I/O: parsing commands, keeping the session's position and options,
//! and formatting the engine's answers.
//!
//! The command-line adapter (`kingpost uci`) reads lines, hands them to [`parse_command`], acts
//! on the [`UciCommand`] through a [`UciSession`] and an [`super::Engine`], and prints what
//! [`format_info`] and [`format_bestmove`] return. Supported: `uci`, `isready`, `ucinewgame`,
//! `position startpos|fen … [moves …]`, `go` with `wtime btime winc binc movestogo depth nodes
//! movetime infinite`, `stop`, `quit`, and `setoption` for `Hash`, `Clear Hash`, `UCI_Chess960`,
//! `Level` (1–10), `Evaluation` (`Classical`, `Network`) and `EvalFile` (a network's weights).
//! No legal move is answered `bestmove 0000`. A `position` that does not go
//! on from the last one ([`UciSession::continues`]) starts a new game, as `ucinewgame` does.

use std::fmt::Write as _;
use std::time::Duration;

use shakmaty::fen::Fen;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, Move, Position};

use super::{Clock, Evaluation, Level, Limits, Score, SearchInfo, SearchResult, hash_position};

/// Largest `Hash` accepted, in MiB.
pub const MAX_HASH_MB: usize = 4096;

/// One line from the GUI.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UciCommand {
    /// `uci`: identify and list options.
    Uci,
    /// `isready`: answer `readyok`.
    IsReady,
    /// `ucinewgame`.
    UciNewGame,
    /// `position`: a FEN (`None` for `startpos`) and moves in UCI notation.
    Position {
        /// The FEN fields, or `None` for the start position.
        fen: Option<String>,
        /// Moves played from there.
        moves: Vec<String>,
    },
    /// `go` with its limits.
    Go(GoParams),
    /// `stop`.
    Stop,
    /// `ponderhit` (treated like a plain continuation).
    PonderHit,
    /// `quit`.
    Quit,
    /// `setoption name N [value V]`.
    SetOption {
        /// Option name as sent.
        name: String,
        /// Value, if any.
        value: Option<String>,
    },
    /// `debug on|off`.
    Debug(bool),
    /// Anything else (ignored, as UCI asks).
    Unknown(String),
}

/// The parameters of `go`; times in milliseconds.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GoParams {
    /// White's clock.
    pub wtime: Option<u64>,
    /// Black's clock.
    pub btime: Option<u64>,
    /// White's increment.
    pub winc: Option<u64>,
    /// Black's increment.
    pub binc: Option<u64>,
    /// Moves to the next time control.
    pub movestogo: Option<u32>,
    /// Depth limit.
    pub depth: Option<u32>,
    /// Node limit.
    pub nodes: Option<u64>,
    /// Fixed time.
    pub movetime: Option<u64>,
    /// Search until `stop`.
    pub infinite: bool,
    /// Ponder search (searched like `infinite`).
    pub ponder: bool,
}

impl GoParams {
    /// The engine limits these parameters mean.
    pub fn limits(&self) -> Limits {
        let clock = (self.wtime.is_some() || self.btime.is_some()).then(|| Clock {
            white: ms(self.wtime),
            black: ms(self.btime),
            white_inc: ms(self.winc),
            black_inc: ms(self.binc),
            moves_to_go: self.movestogo,
        });
        Limits {
            depth: self.depth,
            nodes: self.nodes,
            movetime: self.movetime.map(Duration::from_millis),
            clock,
            infinite: self.infinite || self.ponder,
        }
    }
}

fn ms(value: Option<u64>) -> Duration {
    Duration::from_millis(value.unwrap_or(0))
}

/// Parses one line; `None` for a blank line.
pub fn parse_command(line: &str) -> Option<UciCommand> {
    let mut words = line.split_whitespace();
    let first = words.next()?;
    let rest: Vec<&str> = words.collect();
    Some(match first {
        "uci" => UciCommand::Uci,
        "isready" => UciCommand::IsReady,
        "ucinewgame" => UciCommand::UciNewGame,
        "position" => parse_position(&rest),
        "go" => UciCommand::Go(parse_go(&rest)),
        "stop" => UciCommand::Stop,
        "ponderhit" => UciCommand::PonderHit,
        "quit" => UciCommand::Quit,
        "setoption" => parse_setoption(&rest),
        "debug" => UciCommand::Debug(rest.first() == Some(&"on")),
        _ => UciCommand::Unknown(line.trim().to_string()),
    })
}

fn parse_position(words: &[&str]) -> UciCommand {
    let split = words.iter().position(|w| *w == "moves");
    let (setup, moves) = match split {
        Some(i) => (&words[..i], &words[i + 1..]),
        None => (words, &[][..]),
    };
    let fen = match setup.first() {
        Some(&"fen") => Some(setup[1..].join(" ")),
        _ => None,
    };
    UciCommand::Position {
        fen,
        moves: moves.iter().map(|m| m.to_string()).collect(),
    }
}

fn parse_go(words: &[&str]) -> GoParams {
    let mut go = GoParams::default();
    let mut i = 0;
    while i < words.len() {
        let value = words.get(i + 1).and_then(|v| v.parse::<i64>().ok());
        let as_u64 = value.map(|v| v.max(0) as u64);
        let mut takes_value = true;
        match words[i] {
            "wtime" => go.wtime = as_u64,
            "btime" => go.btime = as_u64,
            "winc" => go.winc = as_u64,
            "binc" => go.binc = as_u64,
            "movestogo" => go.movestogo = as_u64.map(|v| v.min(u64::from(u32::MAX)) as u32),
            "depth" => go.depth = as_u64.map(|v| v.min(255) as u32),
            "nodes" => go.nodes = as_u64,
            "movetime" => go.movetime = as_u64,
            "infinite" => (go.infinite, takes_value) = (true, false),
            "ponder" => (go.ponder, takes_value) = (true, false),
            _ => takes_value = false,
        }
        i += if takes_value && value.is_some() { 2 } else { 1 };
    }
    go
}

fn parse_setoption(words: &[&str]) -> UciCommand {
    let name_at = words.iter().position(|w| *w == "name").map_or(0, |i| i + 1);
    let value_at = words.iter().position(|w| *w == "value");
    let name_end = value_at.unwrap_or(words.len()).max(name_at);
    UciCommand::SetOption {
        name: words[name_at..name_end].join(" "),
        value: value_at.map(|i| words[i + 1..].join(" ")),
    }
}

/// Why a command could not be carried out (reported as `info string`, as UCI has no errors).
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum UciError {
    /// The FEN is malformed or illegal.
    #[error("bad FEN `{fen}`: {reason}")]
    Fen {
        /// The FEN as sent.
        fen: String,
        /// What is wrong.
        reason: String,
    },
    /// A move of `position … moves` is malformed or illegal; the moves before it were kept.
    #[error("illegal move `{0}`; position kept up to the move before it")]
    Move(String),
    /// An option value cannot be used.
    #[error("option `{name}`: bad value `{value}`")]
    OptionValue {
        /// Option name.
        name: String,
        /// Value as sent.
        value: String,
    },
    /// No such option.
    #[error("no such option `{0}`")]
    UnknownOption(String),
}

/// An option change the adapter must pass on to the engine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionChange {
    /// Resize the table to this many MiB.
    Hash(usize),
    /// Clear the table.
    ClearHash,
    /// Play at this level.
    Level(Level),
    /// Evaluate with this.
    Evaluation(Evaluation),
    /// Read the network's weights from this file (`net.bin`'s layout).
    EvalFile(String),
    /// Nothing for the engine to do (the session changed itself).
    None,
}

/// The session state: current position with its history and the notation options.
#[derive(Clone, Debug, Default)]
pub struct UciSession {
    /// The position to search.
    pub position: Chess,
    /// Keys of the positions before it.
    pub history: Vec<u64>,
    /// Whether castling is written king-takes-rook and FENs use Chess960 castling.
    pub chess960: bool,
    /// The start (`None`: the start position) and moves of the last `position` command.
    last: Option<(Option<String>, Vec<String>)>,
}

impl UciSession {
    /// The castling notation in force.
    pub fn mode(&self) -> CastlingMode {
        if self.chess960 {
            CastlingMode::Chess960
        } else {
            CastlingMode::Standard
        }
    }

    /// Whether `position` with `fen` and `moves` goes on with the game of the last `position`:
    /// the same start, and the last moves followed by more (or the same). Anything else (another
    /// start, other moves, a step back) is a new game, which the engine must start afresh even
    /// when no `ucinewgame` came (python-chess sends it only when told the game changed): what it
    /// learned in one game (the corrections by pawn structure above all) misleads it in another.
    pub fn continues(&self, fen: Option<&str>, moves: &[String]) -> bool {
        self.last
            .as_ref()
            .is_some_and(|(start, played)| start.as_deref() == fen && moves.starts_with(played))
    }

    /// Sets up `fen` (or the start position) and plays `moves`. On an illegal move the moves
    /// before it stay played and the error names it.
    pub fn set_position(&mut self, fen: Option<&str>, moves: &[String]) -> Result<(), UciError> {
        let start = match fen {
            None => Chess::default(),
            Some(text) => text
                .parse::<Fen>()
                .map_err(|e| e.to_string())
                .and_then(|f| f.into_position(self.mode()).map_err(|e| e.to_string()))
                .map_err(|reason| UciError::Fen {
                    fen: text.to_string(),
                    reason,
                })?,
        };
        self.last = Some((fen.map(str::to_owned), moves.to_vec()));
        self.position = start;
        self.history.clear();
        for text in moves {
            let m = UciMove::from_ascii(text.as_bytes())
                .ok()
                .and_then(|u| u.to_move(&self.position).ok())
                .ok_or_else(|| UciError::Move(text.clone()))?;
            self.history.push(hash_position(&self.position));
            self.position.play_unchecked(m);
        }
        Ok(())
    }

    /// Applies `setoption`; returns what the engine must change.
    pub fn set_option(
        &mut self,
        name: &str,
        value: Option<&str>,
    ) -> Result<OptionChange, UciError> {
        let value_text = value.unwrap_or("").trim();
        let bad = || UciError::OptionValue {
            name: name.to_string(),
            value: value_text.to_string(),
        };
        match name.to_ascii_lowercase().as_str() {
            "hash" => {
                let mb: usize = value_text.parse().map_err(|_| bad())?;
                Ok(OptionChange::Hash(mb.clamp(1, MAX_HASH_MB)))
            }
            "clear hash" => Ok(OptionChange::ClearHash),
            "level" => {
                let n: u8 = value_text.parse().map_err(|_| bad())?;
                Ok(OptionChange::Level(Level::new(n)))
            }
            "evaluation" => EVALUATIONS
                .iter()
                .find(|(_, text)| text.eq_ignore_ascii_case(value_text))
                .map(|&(e, _)| OptionChange::Evaluation(e))
                .ok_or_else(bad),
            "evalfile" => Ok(OptionChange::EvalFile(value_text.to_string())),
            "uci_chess960" => {
                self.chess960 = match value_text {
                    "true" => true,
                    "false" => false,
                    _ => return Err(bad()),
                };
                Ok(OptionChange::None)
            }
            "ponder" | "uci_showwdl" | "move overhead" | "threads" => Ok(OptionChange::None),
            _ => Err(UciError::UnknownOption(name.to_string())),
        }
    }
}

/// The evaluations by their names in the `Evaluation` option.
const EVALUATIONS: [(Evaluation, &str); 2] = [
    (Evaluation::HandWritten, "Classical"),
    (Evaluation::Network, "Network"),
];

/// The `Evaluation` option's line of the answer to `uci`.
fn evaluation_option() -> String {
    let name = |e| {
        EVALUATIONS
            .iter()
            .find(|(x, _)| *x == e)
            .map_or("", |(_, n)| *n)
    };
    let vars: Vec<String> = EVALUATIONS
        .iter()
        .map(|(_, n)| format!("var {n}"))
        .collect();
    format!(
        "option name Evaluation type combo default {} {}",
        name(Evaluation::default()),
        vars.join(" ")
    )
}

/// The answer to `uci`: identification, options, `uciok`.
pub fn id_lines() -> Vec<String> {
    vec![
        format!("id name Kingpost {}", env!("CARGO_PKG_VERSION")),
        "id author the Kingpost developers".to_string(),
        format!("option name Hash type spin default 16 min 1 max {MAX_HASH_MB}"),
        "option name Clear Hash type button".to_string(),
        "option name Level type spin default 10 min 1 max 10".to_string(),
        "option name UCI_Chess960 type check default false".to_string(),
        "option name EvalFile type string default <built-in>".to_string(),
        evaluation_option(),
        "uciok".to_string(),
    ]
}

/// A move in UCI notation for the given castling mode.
pub fn move_text(m: Move, mode: CastlingMode) -> String {
    m.to_uci(mode).to_string()
}

/// The `info` line for one iteration.
pub fn format_info(info: &SearchInfo, mode: CastlingMode) -> String {
    let mut line = format!(
        "info depth {} seldepth {} score {} nodes {} nps {} hashfull {} time {}",
        info.depth,
        info.seldepth,
        score_text(info.score),
        info.nodes,
        info.nps,
        info.hashfull,
        info.time.as_millis()
    );
    if !info.pv.is_empty() {
        line.push_str(" pv");
        for &m in &info.pv {
            let _ = write!(line, " {}", move_text(m, mode));
        }
    }
    line
}

/// The closing `info` line of a search: the result's depth, score, nodes and line (which a
/// weaker level may have changed after the last iteration's report).
pub fn format_result(result: &SearchResult, mode: CastlingMode) -> String {
    let mut line = format!(
        "info depth {} score {} nodes {} time {}",
        result.depth,
        score_text(result.score),
        result.nodes,
        result.time.as_millis()
    );
    if !result.pv.is_empty() {
        line.push_str(" pv");
        for &m in &result.pv {
            let _ = write!(line, " {}", move_text(m, mode));
        }
    }
    line
}

/// `cp N` or `mate N`.
pub fn score_text(score: Score) -> String {
    match score {
        Score::Cp(cp) => format!("cp {cp}"),
        Score::Mate(n) => format!("mate {n}"),
    }
}

/// The `bestmove` line (`bestmove 0000` when there is no legal move).
pub fn format_bestmove(result: &SearchResult, mode: CastlingMode) -> String {
    match result.best_move {
        Some(m) => format!("bestmove {}", move_text(m, mode)),
        None => "bestmove 0000".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_go_and_position() {
        let Some(UciCommand::Go(go)) =
            parse_command("go wtime 1000 btime 2000 winc 10 binc 20 movestogo 5")
        else {
            panic!("not a go");
        };
        assert_eq!(
            (go.wtime, go.btime, go.movestogo),
            (Some(1000), Some(2000), Some(5))
        );
        assert!(go.limits().clock.is_some());
        let Some(UciCommand::Go(go)) = parse_command("go infinite depth 7 nodes 99") else {
            panic!("not a go");
        };
        assert!(go.infinite && go.depth == Some(7) && go.nodes == Some(99));
        assert_eq!(
            parse_command("position startpos moves e2e4 e7e5"),
            Some(UciCommand::Position {
                fen: None,
                moves: vec!["e2e4".into(), "e7e5".into()]
            })
        );
        assert_eq!(parse_command("   "), None);
        assert_eq!(
            parse_command("setoption name Clear Hash"),
            Some(UciCommand::SetOption {
                name: "Clear Hash".into(),
                value: None
            })
        );
    }

    #[test]
    fn a_position_that_does_not_go_on_from_the_last_is_a_new_game() {
        let mut s = UciSession::default();
        let moves = |list: &[&str]| list.iter().map(|m| m.to_string()).collect::<Vec<_>>();
        assert!(!s.continues(None, &moves(&["e2e4"])), "the first position");
        s.set_position(None, &moves(&["e2e4", "e7e5"])).unwrap();
        assert!(s.continues(None, &moves(&["e2e4", "e7e5"])));
        assert!(s.continues(None, &moves(&["e2e4", "e7e5", "g1f3", "b8c6"])));
        assert!(!s.continues(None, &moves(&["e2e4"])), "a step back");
        assert!(!s.continues(None, &moves(&["d2d4", "d7d5"])), "other moves");
        let fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
        assert!(!s.continues(Some(fen), &moves(&["e7e5"])), "another start");
    }

    #[test]
    fn session_keeps_history_and_options() {
        let mut s = UciSession::default();
        let moves: Vec<String> = ["g1f3", "g8f6", "f3g1", "f6g8"].map(String::from).to_vec();
        s.set_position(None, &moves).unwrap();
        assert_eq!(s.history.len(), 4);
        assert_eq!(s.history[0], hash_position(&s.position));
        let err = s
            .set_position(None, &["e2e4".into(), "e2e4".into()])
            .unwrap_err();
        assert_eq!(err, UciError::Move("e2e4".into()));
        assert_eq!(s.history.len(), 1);
        assert_eq!(s.set_option("Hash", Some("64")), Ok(OptionChange::Hash(64)));
        assert_eq!(
            s.set_option("Level", Some("3")),
            Ok(OptionChange::Level(Level::new(3)))
        );
        assert!(s.set_option("Level", Some("x")).is_err());
        assert_eq!(
            s.set_option("Evaluation", Some("Network")),
            Ok(OptionChange::Evaluation(Evaluation::Network))
        );
        assert!(s.set_option("Evaluation", Some("neural")).is_err());
        assert_eq!(
            s.set_option("EvalFile", Some("/tmp/net.bin")),
            Ok(OptionChange::EvalFile("/tmp/net.bin".into()))
        );
        assert!(
            id_lines().contains(
                &"option name Evaluation type combo default Classical var Classical var Network"
                    .to_string()
            )
        );
        s.set_option("UCI_Chess960", Some("true")).unwrap();
        assert_eq!(s.mode(), CastlingMode::Chess960);
    }
}

//! Adjudication: a verdict on an unfinished game (White wins, draw, Black wins, or unclear) with
//! the evidence behind it, for organizers who must close games and for players who claim a
//! tablebase result.
//!
//! The rules are applied in a fixed order, and the first that decides gives the verdict:
//!
//! 1. **Game over**: checkmate or stalemate on the board, or an ending the game record already has.
//! 2. **Dead position**: neither side has the material to checkmate (a draw).
//! 3. **Tablebase** (when Syzygy tables are configured and cover the position): the exact result,
//!    judged under the 50-move rule unless [`Thresholds::fifty_move_rule`] is off; a *cursed
//!    win* (the win takes longer than the 50-move rule allows, given DTZ and the half-move clock)
//!    and a *blessed loss* are draws ([`tablebase`]).
//! 4. **Engine**: the built-in engine searches within the [`Budget`]; a forced mate decides, and
//!    so does a score of at least [`Thresholds::win_cp`] centipawns at a depth of at least
//!    [`Thresholds::min_depth`]. Anything less is *unclear*: a human must decide.
//! 5. **Second opinion** (an external UCI engine such as Stockfish, [`external`]): its opinion is
//!    judged by the same thresholds; if it disagrees with the built-in engine's verdict, the
//!    verdict becomes unclear.
//!
//! The engine never declares a draw on its score alone: a near-equal score only says that neither
//! side has an advantage the engine can see, which is not a proof.
//!
//! Nothing here touches the database or the clock; the only I/O is reading tablebase files and
//! running the optional external engine as a child process. [`Report`] serializes to JSON (stored
//! with a decision, returned by the API) and renders as text ([`Report::to_text`]).

pub mod external;
pub mod opinion;
pub mod tablebase;
mod text;

use std::sync::Arc;
use std::time::Duration;

use serde::{Deserialize, Serialize};
use shakmaty::{CastlingMode, Chess, Color, Move, Position};

use crate::chess::variant::position_fen;
use crate::chess::{GameRecord, GameResult, Termination};
use crate::engine::{Engine, EngineConfig, Limits, history_keys};

pub use external::{ExternalEngine, ExternalError};
pub use opinion::{EngineOpinion, WhiteScore};
pub use tablebase::{
    ClaimDecision, TablebaseError, TablebaseOpinion, Tablebases, claim_by_tablebase,
};

/// The default score, in centipawns from the winner's point of view, at which the engine's
/// opinion decides a game: 300, three pawns.
pub const DEFAULT_WIN_CP: i32 = 300;
/// The default smallest search depth whose score may decide a game.
pub const DEFAULT_MIN_DEPTH: u32 = 10;
/// The default thinking time for one adjudication.
pub const DEFAULT_TIME: Duration = Duration::from_secs(3);

/// The outcome an adjudication proposes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    /// White wins (1-0).
    WhiteWins,
    /// A draw (½-½).
    Draw,
    /// Black wins (0-1).
    BlackWins,
    /// The evidence does not decide; a person must.
    Unclear,
}

impl Verdict {
    /// `white_wins`, `draw`, `black_wins` or `unclear`.
    pub fn as_str(self) -> &'static str {
        match self {
            Verdict::WhiteWins => "white_wins",
            Verdict::Draw => "draw",
            Verdict::BlackWins => "black_wins",
            Verdict::Unclear => "unclear",
        }
    }

    /// The game result this verdict proposes, if it proposes one.
    pub fn result(self) -> Option<GameResult> {
        match self {
            Verdict::WhiteWins => Some(GameResult::WhiteWins),
            Verdict::Draw => Some(GameResult::Draw),
            Verdict::BlackWins => Some(GameResult::BlackWins),
            Verdict::Unclear => None,
        }
    }

    /// The verdict for a known result.
    pub fn from_result(result: GameResult) -> Verdict {
        match result {
            GameResult::WhiteWins => Verdict::WhiteWins,
            GameResult::Draw => Verdict::Draw,
            GameResult::BlackWins => Verdict::BlackWins,
        }
    }

    /// `color` wins.
    pub fn win_for(color: Color) -> Verdict {
        Verdict::from_result(GameResult::win_for(color))
    }

    /// In words: "White wins", "draw", "Black wins", "unclear".
    pub fn describe(self) -> &'static str {
        match self {
            Verdict::WhiteWins => "White wins",
            Verdict::Draw => "draw",
            Verdict::BlackWins => "Black wins",
            Verdict::Unclear => "unclear",
        }
    }
}

/// Which rule gave the verdict (see the module documentation for the order).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Rule {
    /// Checkmate, stalemate, or an ending the record already had.
    GameOver,
    /// Neither side can checkmate.
    DeadPosition,
    /// The Syzygy tablebases.
    Tablebase,
    /// The tablebases cover the position, but DTZ rounding leaves the 50-move rule's verdict open.
    TablebaseAmbiguous,
    /// The engine found a forced mate.
    EngineMate,
    /// The engine's score reached the threshold.
    EngineScore,
    /// The engine's score stayed below the threshold.
    BelowThreshold,
    /// The search did not reach the minimum depth.
    DepthTooLow,
    /// A forced mate, but too slow for the 50-move rule.
    MateTooSlow,
    /// The second opinion disagreed with the built-in engine.
    EnginesDisagree,
}

/// When the engine's opinion decides a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Thresholds {
    /// Smallest score (centipawns, from the winner's side) that decides: default 300.
    pub win_cp: i32,
    /// Smallest depth whose score decides: default 10. A forced mate decides at any depth.
    pub min_depth: u32,
    /// Judge under the 50-move rule (default): tablebase cursed wins and blessed losses are
    /// draws. Off, as some correspondence federations rule for tablebase positions, they are
    /// wins and losses.
    pub fifty_move_rule: bool,
}

impl Default for Thresholds {
    fn default() -> Thresholds {
        Thresholds {
            win_cp: DEFAULT_WIN_CP,
            min_depth: DEFAULT_MIN_DEPTH,
            fifty_move_rule: true,
        }
    }
}

/// How much the engines may think.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Thinking time per engine.
    pub time: Option<Duration>,
    /// Nodes per engine (the built-in engine is deterministic with only this limit).
    pub nodes: Option<u64>,
    /// Transposition table size in MiB.
    pub hash_mb: usize,
}

impl Default for Budget {
    fn default() -> Budget {
        Budget {
            time: Some(DEFAULT_TIME),
            nodes: None,
            hash_mb: 32,
        }
    }
}

impl Budget {
    /// The built-in engine's search limits; with neither time nor nodes, the default time.
    pub fn limits(&self) -> Limits {
        let time = match (self.time, self.nodes) {
            (None, None) => Some(DEFAULT_TIME),
            (time, _) => time,
        };
        Limits {
            movetime: time,
            nodes: self.nodes,
            ..Limits::default()
        }
    }
}

/// A second engine's opinion, or why there is none.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SecondOpinion {
    /// What it found.
    pub opinion: Option<EngineOpinion>,
    /// Its verdict under the same thresholds.
    pub verdict: Option<Verdict>,
    /// Why it gave no opinion.
    pub error: Option<String>,
}

/// The verdict and everything that led to it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Report {
    /// The position judged.
    pub fen: String,
    /// The proposed outcome.
    pub verdict: Verdict,
    /// The rule that decided.
    pub rule: Rule,
    /// The rule with its numbers, in words (e.g. "engine score +6.20 at depth 22 >= threshold
    /// 3.00").
    pub explanation: String,
    /// The thresholds applied.
    pub thresholds: Thresholds,
    /// The tablebase's answer, when the tables cover the position.
    pub tablebase: Option<TablebaseOpinion>,
    /// The built-in engine's opinion.
    pub engine: Option<EngineOpinion>,
    /// The external engine's opinion, when one is configured.
    pub second_opinion: Option<SecondOpinion>,
    /// Remarks, e.g. why the tablebases were not consulted.
    pub notes: Vec<String>,
}

/// The judge: thresholds, budget, and the optional tablebases and external engine.
#[derive(Clone, Default)]
pub struct Adjudicator {
    /// When the engine's opinion decides.
    pub thresholds: Thresholds,
    /// How long the engines think.
    pub budget: Budget,
    /// Syzygy tables, if configured.
    pub tablebases: Option<Arc<Tablebases>>,
    /// A second engine, if configured.
    pub external: Option<ExternalEngine>,
}

/// What is being judged: a start, the moves from it, and how the record says it ended.
struct Case<'a> {
    start: &'a Chess,
    moves: &'a [Move],
    position: &'a Chess,
    mode: CastlingMode,
    ended: Option<(GameResult, Termination)>,
}

/// A decision in the making: verdict, rule and explanation.
type Finding = (Verdict, Rule, String);

impl Adjudicator {
    /// A judge with these thresholds and budget, without tablebases or a second engine.
    pub fn new(thresholds: Thresholds, budget: Budget) -> Adjudicator {
        Adjudicator {
            thresholds,
            budget,
            tablebases: None,
            external: None,
        }
    }

    /// Judges the current position of a game, aware of its history (repetitions).
    pub fn adjudicate_record(&self, record: &GameRecord) -> Report {
        let start = record.start().position();
        self.judge(&Case {
            start,
            moves: record.moves(),
            position: record.position(),
            mode: record.start().castling_mode(),
            ended: record.outcome().map(|o| (o.result, o.termination)),
        })
    }

    /// Judges a lone position (no history).
    pub fn adjudicate_position(&self, position: &Chess, mode: CastlingMode) -> Report {
        self.judge(&Case {
            start: position,
            moves: &[],
            position,
            mode,
            ended: None,
        })
    }

    fn judge(&self, case: &Case<'_>) -> Report {
        let pos = case.position;
        let mut report = Report {
            fen: position_fen(pos),
            verdict: Verdict::Unclear,
            rule: Rule::BelowThreshold,
            explanation: String::new(),
            thresholds: self.thresholds,
            tablebase: None,
            engine: None,
            second_opinion: None,
            notes: Vec::new(),
        };
        if let Some(finding) = settled(case) {
            return report.with(finding);
        }
        let tablebase = self.consult_tablebases(pos, &mut report.notes);
        let engine = self.run_engine(case);
        let mut finding = match &tablebase {
            Some(tb) => tb.finding(pos.turn(), &self.thresholds),
            None => engine.finding(pos, &self.thresholds),
        };
        if let Some(external) = &self.external {
            let second = self.second_opinion(external, case);
            if tablebase.is_none() {
                finding = reconcile(finding, &second);
            }
            report.second_opinion = Some(second);
        }
        report.tablebase = tablebase;
        report.engine = Some(engine);
        report.with(finding)
    }

    fn consult_tablebases(&self, pos: &Chess, notes: &mut Vec<String>) -> Option<TablebaseOpinion> {
        let tables = self.tablebases.as_ref()?;
        match tables.probe(pos) {
            Ok(Ok(opinion)) => Some(opinion),
            Ok(Err(why)) => {
                notes.push(format!("tablebases not consulted: {why}"));
                None
            }
            Err(e) => {
                notes.push(format!("tablebase error: {e}"));
                None
            }
        }
    }

    fn run_engine(&self, case: &Case<'_>) -> EngineOpinion {
        let mut engine = Engine::new(EngineConfig {
            hash_mb: self.budget.hash_mb,
            ..EngineConfig::default()
        });
        let history = history_keys(case.start, case.moves);
        let result = engine.search(case.position, &history, &self.budget.limits());
        EngineOpinion::from_search(
            &format!("Kingpost {}", env!("CARGO_PKG_VERSION")),
            case.position,
            &result,
        )
    }

    fn second_opinion(&self, external: &ExternalEngine, case: &Case<'_>) -> SecondOpinion {
        let moves: Vec<String> = case
            .moves
            .iter()
            .map(|m| m.to_uci(case.mode).to_string())
            .collect();
        let request = external::Request {
            start_fen: &position_fen(case.start),
            moves: &moves,
            chess960: case.mode == CastlingMode::Chess960,
            position: case.position,
            budget: &self.budget,
        };
        match external.analyse(&request) {
            Ok(opinion) => SecondOpinion {
                verdict: Some(opinion.finding(case.position, &self.thresholds).0),
                opinion: Some(opinion),
                error: None,
            },
            Err(e) => SecondOpinion {
                opinion: None,
                verdict: None,
                error: Some(e.to_string()),
            },
        }
    }
}

impl Report {
    /// The report of a tablebase verdict alone (a player's claim, where no engine runs).
    pub fn from_tablebase(
        position: &Chess,
        opinion: TablebaseOpinion,
        thresholds: &Thresholds,
    ) -> Report {
        let finding = opinion.finding(position.turn(), thresholds);
        Report {
            fen: position_fen(position),
            verdict: Verdict::Unclear,
            rule: Rule::Tablebase,
            explanation: String::new(),
            thresholds: *thresholds,
            tablebase: Some(opinion),
            engine: None,
            second_opinion: None,
            notes: Vec::new(),
        }
        .with(finding)
    }

    fn with(mut self, (verdict, rule, explanation): Finding) -> Report {
        self.verdict = verdict;
        self.rule = rule;
        self.explanation = explanation;
        self
    }

    /// The report as text for people (the `kingpost adjudicate` output).
    pub fn to_text(&self) -> String {
        text::render(self)
    }
}

/// The verdict of a position that needs no analysis: over on the board, or dead.
fn settled(case: &Case<'_>) -> Option<Finding> {
    let pos = case.position;
    if let Some((result, termination)) = case.ended {
        let why = format!("the game is over: {result} ({termination})");
        return Some((Verdict::from_result(result), Rule::GameOver, why));
    }
    if pos.is_checkmate() {
        let winner = !pos.turn();
        let why = format!("checkmate: {} is mated", color_name(pos.turn()));
        return Some((Verdict::win_for(winner), Rule::GameOver, why));
    }
    if pos.is_stalemate() {
        let why = format!("stalemate: {} has no legal move", color_name(pos.turn()));
        return Some((Verdict::Draw, Rule::GameOver, why));
    }
    if pos.is_insufficient_material() {
        let why = "dead position: neither side has the material to checkmate".to_owned();
        return Some((Verdict::Draw, Rule::DeadPosition, why));
    }
    None
}

/// The built-in engine's finding, unless the second opinion disagrees.
fn reconcile(finding: Finding, second: &SecondOpinion) -> Finding {
    match (second.verdict, &second.opinion) {
        (Some(other), Some(opinion)) if other != finding.0 => {
            let why = format!(
                "unclear: the engines disagree ({}: {}; {}: {} at depth {})",
                "built-in engine",
                finding.0.describe(),
                opinion.name,
                other.describe(),
                opinion.depth
            );
            (Verdict::Unclear, Rule::EnginesDisagree, why)
        }
        _ => finding,
    }
}

/// "White" or "Black".
pub fn color_name(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
}

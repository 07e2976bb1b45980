//! Syzygy endgame tablebases (through shakmaty-syzygy): the exact result of positions with few
//! pieces, judged under the 50-move rule, and players' tablebase claims.
//!
//! Syzygy's WDL values already know the 50-move rule: a *cursed win* is a win that takes more
//! than 100 half-moves without a capture or pawn move, so the defender reaches a draw by the
//! 50-move rule; a *blessed loss* is the same seen from the defender's side. The half-move clock
//! of the position counts too: with DTZ 23 (a capture or pawn move can be forced in 23
//! half-moves) and a clock already at 90, the win comes too late and the position is a draw
//! (shakmaty-syzygy's `probe_wdl` adds the clock to DTZ). Where DTZ is stored rounded and the sum
//! lands exactly on the limit, the tables cannot tell, and the verdict is unclear.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use shakmaty::{Chess, Color, Position};
use shakmaty_syzygy::{AmbiguousWdl, MaybeRounded, SyzygyError, Tablebase};

use super::{Finding, Rule, Thresholds, Verdict, color_name};
use crate::chess::{GameResult, Language, Notation, write_move};

/// Opened Syzygy tables of one directory.
pub struct Tablebases {
    tables: Tablebase<Chess>,
    dir: PathBuf,
    files: usize,
}

/// Why the tablebases could not be opened or probed.
#[derive(Debug, thiserror::Error)]
pub enum TablebaseError {
    /// The directory could not be read.
    #[error(
        "cannot read the Syzygy directory {dir}: {reason}; give a directory that holds \
         .rtbw and .rtbz files"
    )]
    Directory {
        /// The directory.
        dir: PathBuf,
        /// What went wrong.
        reason: String,
    },
    /// The directory holds no tables.
    #[error(
        "the Syzygy directory {0} holds no tables; it should contain files such as KQvK.rtbw \
         and KQvK.rtbz"
    )]
    Empty(PathBuf),
    /// A table could not be read (a damaged or truncated file).
    #[error("the Syzygy tables in {dir} could not be probed: {reason}")]
    Probe {
        /// The directory.
        dir: PathBuf,
        /// What went wrong.
        reason: String,
    },
}

/// The tablebases' answer for one position (side to move's point of view where it says so).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TablebaseOpinion {
    /// WDL under the 50-move rule from the side to move's point of view, the half-move clock
    /// included: `win`, `cursed_win`, `draw`, `blessed_loss`, `loss`, `maybe_win`, `maybe_loss`.
    pub wdl: String,
    /// Distance to zeroing (a capture or pawn move) in half-moves, from the side to move's point
    /// of view: positive wins, negative loses, 0 draws.
    pub dtz: i32,
    /// Whether the tables store this DTZ rounded (it may be one more in reality).
    pub dtz_rounded: bool,
    /// The position's half-move clock.
    pub halfmove_clock: u32,
    /// The side to move: `white` or `black`.
    pub side_to_move: String,
    /// A move that keeps the best result, in SAN.
    pub best_move: Option<String>,
    /// Pieces on the board.
    pub pieces: usize,
}

impl Tablebases {
    /// Opens every table in `dir`.
    pub fn open(dir: &Path) -> Result<Tablebases, TablebaseError> {
        let mut tables = Tablebase::new();
        let files = tables
            .add_directory(dir)
            .map_err(|e| TablebaseError::Directory {
                dir: dir.to_owned(),
                reason: e.to_string(),
            })?;
        if files == 0 {
            return Err(TablebaseError::Empty(dir.to_owned()));
        }
        Ok(Tablebases {
            tables,
            dir: dir.to_owned(),
            files,
        })
    }

    /// The directory the tables came from.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// How many table files were opened.
    pub fn files(&self) -> usize {
        self.files
    }

    /// The most pieces any opened table covers.
    pub fn max_pieces(&self) -> usize {
        self.tables.max_pieces()
    }

    /// Probes `pos`. `Ok(Err(why))` means the tables do not cover it (too many pieces, castling
    /// rights, a missing table): the caller falls back to the engine.
    pub fn probe(&self, pos: &Chess) -> Result<Result<TablebaseOpinion, String>, TablebaseError> {
        let pieces = pos.board().occupied().count();
        if pos.castles().any() {
            return Ok(Err("the position has castling rights".to_owned()));
        }
        if pieces > self.max_pieces() {
            return Ok(Err(format!(
                "{pieces} pieces, the tables cover at most {}",
                self.max_pieces()
            )));
        }
        let probed = self
            .tables
            .probe_wdl(pos)
            .and_then(|wdl| Ok((wdl, self.tables.probe_dtz(pos)?)))
            .and_then(|(wdl, dtz)| Ok((wdl, dtz, self.tables.best_move(pos)?)));
        let (wdl, dtz, best) = match probed {
            Ok(found) => found,
            Err(SyzygyError::MissingTable { metric, material }) => {
                return Ok(Err(format!("no {metric} table for {material}")));
            }
            Err(SyzygyError::Castling) => {
                return Ok(Err("the position has castling rights".to_owned()));
            }
            Err(SyzygyError::TooManyPieces) => {
                return Ok(Err(format!("{pieces} pieces are too many for the tables")));
            }
            Err(e) => {
                return Err(TablebaseError::Probe {
                    dir: self.dir.clone(),
                    reason: e.to_string(),
                });
            }
        };
        Ok(Ok(TablebaseOpinion {
            wdl: wdl_name(wdl).to_owned(),
            dtz: dtz.ignore_rounding().0,
            dtz_rounded: matches!(dtz, MaybeRounded::Rounded(_)),
            halfmove_clock: pos.halfmoves(),
            side_to_move: side_name(pos.turn()).to_owned(),
            best_move: best.map(|(m, _)| write_move(pos, m, Notation::San, Language::English)),
            pieces,
        }))
    }
}

fn side_name(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

fn wdl_name(wdl: AmbiguousWdl) -> &'static str {
    match wdl {
        AmbiguousWdl::Win => "win",
        AmbiguousWdl::MaybeWin => "maybe_win",
        AmbiguousWdl::CursedWin => "cursed_win",
        AmbiguousWdl::Draw => "draw",
        AmbiguousWdl::BlessedLoss => "blessed_loss",
        AmbiguousWdl::MaybeLoss => "maybe_loss",
        AmbiguousWdl::Loss => "loss",
    }
}

impl TablebaseOpinion {
    /// The verdict the tables give when `turn` is to move, under `thresholds.fifty_move_rule`.
    pub(super) fn finding(&self, turn: Color, thresholds: &Thresholds) -> Finding {
        let strong = if self.dtz >= 0 { turn } else { !turn };
        let dtz = self.dtz.unsigned_abs();
        let clock = self.halfmove_clock;
        let rounded = if self.dtz_rounded { " (rounded)" } else { "" };
        let winner = color_name(strong);
        match self.wdl.as_str() {
            "draw" => (Verdict::Draw, Rule::Tablebase, "tablebase: draw".to_owned()),
            "win" | "loss" => (
                Verdict::win_for(strong),
                Rule::Tablebase,
                format!(
                    "tablebase: win for {winner}, DTZ {dtz}{rounded} + half-move clock {clock} \
                     within the 50-move rule"
                ),
            ),
            "cursed_win" | "blessed_loss" if thresholds.fifty_move_rule => (
                Verdict::Draw,
                Rule::Tablebase,
                format!(
                    "tablebase: cursed win for {winner}, a draw under the 50-move rule \
                     (DTZ {dtz}{rounded} + half-move clock {clock} > 100)"
                ),
            ),
            "maybe_win" | "maybe_loss" if thresholds.fifty_move_rule => (
                Verdict::Unclear,
                Rule::TablebaseAmbiguous,
                format!(
                    "unclear: tablebase win for {winner} on the edge of the 50-move rule \
                     (DTZ {dtz} is rounded; with the half-move clock {clock} it reaches 100)"
                ),
            ),
            _ => (
                Verdict::win_for(strong),
                Rule::Tablebase,
                format!(
                    "tablebase: win for {winner} with the 50-move rule set aside \
                     (DTZ {dtz}{rounded}, half-move clock {clock})"
                ),
            ),
        }
    }

    /// The result the tables give, if they give one.
    pub fn result(&self, turn: Color, thresholds: &Thresholds) -> Option<GameResult> {
        self.finding(turn, thresholds).0.result()
    }
}

/// The answer to a tablebase claim.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClaimDecision {
    /// The tables confirm the claimed result.
    Accepted {
        /// Why, in words.
        reason: String,
        /// The tablebase's answer.
        opinion: TablebaseOpinion,
    },
    /// The tables do not confirm it, or do not cover the position.
    Refused {
        /// Why, in words, and what would be right.
        reason: String,
    },
}

/// Checks a claim that `pos` is `claimed` (a win for one side, or a draw) by the tablebases,
/// under the 50-move rule unless `thresholds.fifty_move_rule` is off.
pub fn claim_by_tablebase(
    tables: &Tablebases,
    pos: &Chess,
    claimed: GameResult,
    thresholds: &Thresholds,
) -> Result<ClaimDecision, TablebaseError> {
    let opinion = match tables.probe(pos)? {
        Ok(opinion) => opinion,
        Err(why) => {
            return Ok(ClaimDecision::Refused {
                reason: format!("the tablebases do not cover this position: {why}"),
            });
        }
    };
    let (verdict, _, explanation) = opinion.finding(pos.turn(), thresholds);
    let decision = if verdict.result() == Some(claimed) {
        ClaimDecision::Accepted {
            reason: format!("claim of {claimed} confirmed: {explanation}"),
            opinion,
        }
    } else {
        ClaimDecision::Refused {
            reason: format!(
                "claim of {claimed} refused: {explanation}; the tablebases say {}",
                verdict.describe()
            ),
        }
    };
    Ok(decision)
}

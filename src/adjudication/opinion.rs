//! An engine's opinion of a position: score (from White's point of view), depth, nodes and the
//! principal variation in SAN; and the verdict it supports under the [`Thresholds`].

use serde::{Deserialize, Serialize};
use shakmaty::{Chess, Color, Move, Position};

use super::{Finding, Rule, Thresholds, Verdict, color_name};
use crate::chess::{Language, Notation, write_move};
use crate::engine::{Score, SearchResult};

/// A score from White's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WhiteScore {
    /// Centipawns; positive favours White.
    Cp(i32),
    /// Mate in this many moves; positive: White mates, negative: Black mates.
    Mate(i32),
}

impl WhiteScore {
    /// Turns a score from the side to move's point of view into White's.
    pub fn from_side_to_move(score: Score, turn: Color) -> WhiteScore {
        let sign = if turn == Color::White { 1 } else { -1 };
        match score {
            Score::Cp(cp) => WhiteScore::Cp(cp * sign),
            Score::Mate(n) => WhiteScore::Mate(n * sign),
        }
    }

    /// `+6.20`, `-0.35`, `#2` (White mates in 2) or `#-3` (Black mates in 3).
    pub fn text(self) -> String {
        match self {
            WhiteScore::Cp(cp) => {
                let sign = if cp < 0 { '-' } else { '+' };
                let abs = cp.unsigned_abs();
                format!("{sign}{}.{:02}", abs / 100, abs % 100)
            }
            WhiteScore::Mate(n) => format!("#{n}"),
        }
    }
}

/// What one engine thinks of a position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EngineOpinion {
    /// The engine's name and version.
    pub name: String,
    /// Its score, from White's point of view.
    pub score: WhiteScore,
    /// The depth of the iteration the score comes from.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// Milliseconds spent.
    pub time_ms: u64,
    /// The principal variation in English SAN, starting with the best move.
    pub pv: Vec<String>,
}

impl EngineOpinion {
    /// The opinion behind a built-in engine search of `pos`.
    pub fn from_search(name: &str, pos: &Chess, result: &SearchResult) -> EngineOpinion {
        EngineOpinion {
            name: name.to_owned(),
            score: WhiteScore::from_side_to_move(result.score, pos.turn()),
            depth: result.depth,
            nodes: result.nodes,
            time_ms: u64::try_from(result.time.as_millis()).unwrap_or(u64::MAX),
            pv: san_line(pos, &result.pv),
        }
    }

    /// The verdict this opinion supports in `pos` under `thresholds`.
    pub(super) fn finding(&self, pos: &Chess, thresholds: &Thresholds) -> Finding {
        match self.score {
            WhiteScore::Mate(n) if n != 0 => self.mate_finding(pos, n, thresholds),
            WhiteScore::Mate(_) | WhiteScore::Cp(_) => self.score_finding(thresholds),
        }
    }

    fn mate_finding(&self, pos: &Chess, n: i32, thresholds: &Thresholds) -> Finding {
        let winner = if n > 0 { Color::White } else { Color::Black };
        let moves = n.unsigned_abs();
        // Half-moves until the mate: the winner's moves plus the loser's replies in between.
        let plies = if pos.turn() == winner {
            2 * moves - 1
        } else {
            2 * moves
        };
        let clock = pos.halfmoves();
        if thresholds.fifty_move_rule && clock + plies > 100 {
            let why = format!(
                "unclear: {} mates in {moves} according to {}, but the half-move clock is at \
                 {clock} and the mate needs {plies} more half-moves: the 50-move rule comes first",
                color_name(winner),
                self.name
            );
            return (Verdict::Unclear, Rule::MateTooSlow, why);
        }
        let why = format!(
            "engine: forced mate in {moves} for {} ({}, depth {})",
            color_name(winner),
            self.name,
            self.depth
        );
        (Verdict::win_for(winner), Rule::EngineMate, why)
    }

    fn score_finding(&self, thresholds: &Thresholds) -> Finding {
        let cp = match self.score {
            WhiteScore::Cp(cp) => cp,
            WhiteScore::Mate(_) => 0,
        };
        let threshold = WhiteScore::Cp(thresholds.win_cp).text();
        let threshold = threshold.trim_start_matches('+');
        if self.depth < thresholds.min_depth {
            let why = format!(
                "unclear: {} reached depth {}, below the minimum depth {} for a verdict \
                 (score {})",
                self.name,
                self.depth,
                thresholds.min_depth,
                self.score.text()
            );
            return (Verdict::Unclear, Rule::DepthTooLow, why);
        }
        if cp.abs() >= thresholds.win_cp {
            let winner = if cp > 0 { Color::White } else { Color::Black };
            let why = format!(
                "engine score {} at depth {} >= threshold {threshold} ({})",
                self.score.text(),
                self.depth,
                self.name
            );
            return (Verdict::win_for(winner), Rule::EngineScore, why);
        }
        let abs = WhiteScore::Cp(cp.abs()).text();
        let why = format!(
            "unclear: |score| {} below threshold {threshold} at depth {} ({})",
            abs.trim_start_matches('+'),
            self.depth,
            self.name
        );
        (Verdict::Unclear, Rule::BelowThreshold, why)
    }
}

/// A line of moves from `pos` in English SAN (stops at the first move that is not legal).
pub fn san_line(pos: &Chess, line: &[Move]) -> Vec<String> {
    let mut pos = pos.clone();
    let mut out = Vec::with_capacity(line.len());
    for &m in line {
        if !pos.is_legal(m) {
            break;
        }
        out.push(write_move(&pos, m, Notation::San, Language::English));
        pos.play_unchecked(m);
    }
    out
}

/// A SAN line with move numbers, as from `pos`: `12... Qxf2+ 13. Kh1 Qf1#`.
pub fn numbered_line(pos: &Chess, sans: &[String]) -> String {
    let mut number = pos.fullmoves().get();
    let mut turn = pos.turn();
    let mut out = String::new();
    for (i, san) in sans.iter().enumerate() {
        if !out.is_empty() {
            out.push(' ');
        }
        match turn {
            Color::White => out.push_str(&format!("{number}. ")),
            Color::Black if i == 0 => out.push_str(&format!("{number}... ")),
            Color::Black => {}
        }
        out.push_str(san);
        if turn == Color::Black {
            number += 1;
        }
        turn = !turn;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_read_from_whites_side() {
        assert_eq!(
            WhiteScore::from_side_to_move(Score::Cp(35), Color::Black),
            WhiteScore::Cp(-35)
        );
        assert_eq!(WhiteScore::Cp(-35).text(), "-0.35");
        assert_eq!(WhiteScore::Cp(620).text(), "+6.20");
        assert_eq!(
            WhiteScore::from_side_to_move(Score::Mate(3), Color::Black).text(),
            "#-3"
        );
    }

    #[test]
    fn lines_are_numbered_from_the_position() {
        let pos: Chess = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"
            .parse::<shakmaty::fen::Fen>()
            .unwrap()
            .into_position(shakmaty::CastlingMode::Standard)
            .unwrap();
        let line = ["Bb5".to_owned(), "a6".to_owned(), "Ba4".to_owned()];
        assert_eq!(numbered_line(&pos, &line), "3. Bb5 a6 4. Ba4");
        let mut after = pos.clone();
        let m = crate::chess::parse_move(&pos, "Bb5", Language::English)
            .unwrap()
            .mv;
        after.play_unchecked(m);
        assert_eq!(numbered_line(&after, &line[1..]), "3... a6 4. Ba4");
    }
}

//! Reading EPD test-suite lines: a position plus operations such as `bm` (best moves), `am`
//! (moves to avoid) and `id`.
//!
//! Only what engine test suites (WAC and the like) use is supported: the four FEN fields and
//! semicolon-separated operations whose operands are SAN moves or one quoted string.

use shakmaty::fen::Fen;
use shakmaty::san::SanPlus;
use shakmaty::{CastlingMode, Chess, Move};

/// One suite position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EpdEntry {
    /// The `id` operation, or the line number when there is none.
    pub id: String,
    /// The position.
    pub position: Chess,
    /// Moves that solve it (`bm`).
    pub best_moves: Vec<Move>,
    /// Moves that fail it (`am`).
    pub avoid_moves: Vec<Move>,
}

impl EpdEntry {
    /// Whether playing `m` solves this position.
    pub fn is_solved_by(&self, m: Option<Move>) -> bool {
        let Some(m) = m else {
            return false;
        };
        (self.best_moves.is_empty() || self.best_moves.contains(&m))
            && !self.avoid_moves.contains(&m)
    }
}

/// Why an EPD line could not be read.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum EpdError {
    /// Fewer than four FEN fields.
    #[error("line {line}: an EPD line starts with four FEN fields")]
    TooShort {
        /// 1-based line number.
        line: usize,
    },
    /// The FEN fields do not describe a legal position.
    #[error("line {line}: bad position: {reason}")]
    Position {
        /// 1-based line number.
        line: usize,
        /// What the FEN reader said.
        reason: String,
    },
    /// A `bm`/`am` operand is not a legal move in SAN.
    #[error("line {line}: `{san}` is not a legal move here")]
    Move {
        /// 1-based line number.
        line: usize,
        /// The operand.
        san: String,
    },
}

/// Reads every non-empty line of an EPD file.
pub fn parse_epd(text: &str) -> Result<Vec<EpdEntry>, EpdError> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
        .map(|(i, l)| parse_epd_line(l, i + 1))
        .collect()
}

/// Reads one EPD line (`line` is its number, for messages and a missing `id`).
pub fn parse_epd_line(text: &str, line: usize) -> Result<EpdEntry, EpdError> {
    let text = text.trim();
    let mut fields = text.splitn(5, ' ');
    let fen: Vec<&str> = fields.by_ref().take(4).collect();
    if fen.len() < 4 {
        return Err(EpdError::TooShort { line });
    }
    let ops = fields.next().unwrap_or("");
    let fen_text = format!("{} 0 1", fen.join(" "));
    let position = fen_text
        .parse::<Fen>()
        .map_err(|e| e.to_string())
        .and_then(|f| {
            f.into_position::<Chess>(CastlingMode::Standard)
                .map_err(|e| e.to_string())
        })
        .map_err(|reason| EpdError::Position { line, reason })?;
    let mut entry = EpdEntry {
        id: line.to_string(),
        position,
        best_moves: Vec::new(),
        avoid_moves: Vec::new(),
    };
    for op in ops.split(';') {
        let mut words = op.split_whitespace();
        match words.next() {
            Some("bm") => entry.best_moves = moves(&entry.position, words, line)?,
            Some("am") => entry.avoid_moves = moves(&entry.position, words, line)?,
            Some("id") => {
                entry.id = words
                    .collect::<Vec<_>>()
                    .join(" ")
                    .trim_matches('"')
                    .to_string();
            }
            _ => {}
        }
    }
    Ok(entry)
}

fn moves<'a>(
    pos: &Chess,
    words: impl Iterator<Item = &'a str>,
    line: usize,
) -> Result<Vec<Move>, EpdError> {
    words
        .map(|san| {
            SanPlus::from_ascii(san.as_bytes())
                .ok()
                .and_then(|s| s.san.to_move(pos).ok())
                .ok_or_else(|| EpdError::Move {
                    line,
                    san: san.to_string(),
                })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_wac_style_lines() {
        let line = r#"2rr3k/pp3pp1/1nnqbN1p/3pN3/2pP4/2P3Q1/PPB4P/R4RK1 w - - acd 5; bm Qg6; id "WAC.001"; ce 32764;"#;
        let e = parse_epd_line(line, 1).unwrap();
        assert_eq!(e.id, "WAC.001");
        assert_eq!(e.best_moves.len(), 1);
        assert!(e.is_solved_by(e.best_moves.first().copied()));
        assert!(!e.is_solved_by(None));
        let two = parse_epd_line("7k/8/8/8/8/8/8/KQ6 w - - bm Qb8+ Qh1+; id \"x\";", 2).unwrap();
        assert_eq!(two.best_moves.len(), 2);
        assert!(matches!(
            parse_epd_line("7k/8/8/8/8/8/8/KQ6 w - - bm Qa3", 3),
            Err(EpdError::Move { line: 3, .. })
        ));
        assert_eq!(
            parse_epd_line("8/8 w", 4),
            Err(EpdError::TooShort { line: 4 })
        );
    }
}

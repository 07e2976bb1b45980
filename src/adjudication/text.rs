//! The report as text for people: verdict and rule first, then the evidence of each source.

use std::fmt::Write;

use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess};

use super::opinion::numbered_line;
use super::{EngineOpinion, Report};

/// Renders `report`.
pub(super) fn render(report: &Report) -> String {
    let mut out = String::new();
    let pos: Option<Chess> = report
        .fen
        .parse::<Fen>()
        .ok()
        .and_then(|f| f.into_position(CastlingMode::Chess960).ok());
    let _ = writeln!(out, "Position: {}", report.fen);
    let _ = writeln!(out, "Verdict:  {}", report.verdict.describe());
    let _ = writeln!(out, "Rule:     {}", report.explanation);
    if let Some(tb) = &report.tablebase {
        let best = tb
            .best_move
            .as_deref()
            .map_or(String::new(), |m| format!(", best move {m}"));
        let rounded = if tb.dtz_rounded { " (rounded)" } else { "" };
        let _ = writeln!(
            out,
            "Tablebase: {} for the side to move ({}), DTZ {}{rounded}, half-move clock {}, \
             {} pieces{best}",
            tb.wdl.replace('_', " "),
            tb.side_to_move,
            tb.dtz,
            tb.halfmove_clock,
            tb.pieces
        );
    }
    if let Some(engine) = &report.engine {
        opinion_lines(&mut out, engine, pos.as_ref());
    }
    if let Some(second) = &report.second_opinion {
        match (&second.opinion, &second.error) {
            (Some(opinion), _) => {
                opinion_lines(&mut out, opinion, pos.as_ref());
                if let Some(verdict) = second.verdict {
                    let _ = writeln!(out, "  its verdict: {}", verdict.describe());
                }
            }
            (None, Some(error)) => {
                let _ = writeln!(out, "Second opinion: none ({error})");
            }
            (None, None) => {}
        }
    }
    for note in &report.notes {
        let _ = writeln!(out, "Note: {note}");
    }
    out
}

fn opinion_lines(out: &mut String, opinion: &EngineOpinion, pos: Option<&Chess>) {
    let _ = writeln!(
        out,
        "{}: score {} (White's view), depth {}, {} nodes, {:.1} s",
        opinion.name,
        opinion.score.text(),
        opinion.depth,
        opinion.nodes,
        opinion.time_ms as f64 / 1000.0
    );
    if !opinion.pv.is_empty() {
        let line = match pos {
            Some(pos) => numbered_line(pos, &opinion.pv),
            None => opinion.pv.join(" "),
        };
        let _ = writeln!(out, "  line: {line}");
    }
}

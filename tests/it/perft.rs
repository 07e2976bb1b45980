//! Perft: the number of leaf nodes at each depth from reference positions (standard and
//! Chess960), from tests/data/perft/perft.txt. Start positions go through Kingpost's own
//! [`StartPosition::from_fen`], so FEN reading and castling-mode detection are checked too.

use kingpost::chess::{CastlingMode, StartPosition};
use shakmaty::perft;

struct Case {
    name: String,
    fen: String,
    chess960: bool,
    counts: Vec<(u32, u64)>,
}

fn cases() -> Vec<Case> {
    let text = include_str!("../data/perft/perft.txt");
    text.lines()
        .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
        .map(|line| {
            let fields: Vec<&str> = line.split('|').map(str::trim).collect();
            let counts = fields[3]
                .split_whitespace()
                .map(|pair| {
                    let (depth, nodes) = pair.split_once(':').unwrap();
                    (depth.parse().unwrap(), nodes.parse().unwrap())
                })
                .collect();
            Case {
                name: fields[0].to_owned(),
                fen: fields[1].to_owned(),
                chess960: fields[2] == "true",
                counts,
            }
        })
        .collect()
}

/// Deep counts cost seconds in a debug build; keep the suite quick but still deep enough to
/// reach castling, en passant, promotions and pins in every reference position.
const MAX_NODES_IN_DEBUG: u64 = 1_000_000;

#[test]
fn perft_counts_match_the_reference() {
    let cases = cases();
    assert!(cases.len() >= 16, "perft file has {} cases", cases.len());
    for case in cases {
        let start = StartPosition::from_fen(&case.fen).unwrap();
        let expected_mode = if case.chess960 {
            CastlingMode::Chess960
        } else {
            CastlingMode::Standard
        };
        // Chess960 #518 is the standard array, where both castling modes play identically.
        if case.chess960 && !case.name.contains("-518-") {
            assert_eq!(start.castling_mode(), expected_mode, "{}", case.name);
        }
        for &(depth, nodes) in &case.counts {
            if cfg!(debug_assertions) && nodes > MAX_NODES_IN_DEBUG && depth > 1 {
                continue;
            }
            assert_eq!(
                perft(start.position(), depth),
                nodes,
                "{} depth {depth}",
                case.name
            );
        }
    }
}

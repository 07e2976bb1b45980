//! Fuzz target: the move reader must never panic, whatever the text and position.
//!
//! The first byte picks a start position (standard, kiwipete, en passant and promotion
//! positions, Chess960), the next bytes pick up to eight legal moves to play from it, and the
//! rest is the text, read in every language. A move that is accepted must be legal, and must
//! read back to itself from every notation it is written in.
#![no_main]

use kingpost::chess::{Chess, Language, Notation, Position, StartPosition, parse_move, write_move};
use libfuzzer_sys::fuzz_target;

const FENS: [&str; 6] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
    "r1b1k3/1P6/8/8/8/8/6p1/4K2R w K - 0 40",
    "bb1nnrkr/p1pqpppp/8/1p1pN3/8/P1N5/1PPPPPPP/BBQ2RKR w HFhf - 2 5",
    "4k3/8/8/8/8/8/8/R4K1R w HA - 0 1",
];

/// A position from the first bytes of `data`, and the bytes left over for the text.
fn position(data: &[u8]) -> Option<(Chess, &[u8])> {
    let (&choice, mut rest) = data.split_first()?;
    let fen = FENS[usize::from(choice) % FENS.len()];
    let mut position = StartPosition::from_fen(fen).ok()?.position().clone();
    let (&plies, tail) = rest.split_first()?;
    rest = tail;
    for _ in 0..plies % 9 {
        let legal = position.legal_moves();
        let (&pick, tail) = rest.split_first()?;
        rest = tail;
        if legal.is_empty() {
            break;
        }
        position.play_unchecked(legal[usize::from(pick) % legal.len()]);
    }
    Some((position, rest))
}

fuzz_target!(|data: &[u8]| {
    let Some((position, text)) = position(data) else {
        return;
    };
    let text = String::from_utf8_lossy(text);
    for language in Language::ALL {
        let Ok(read) = parse_move(&position, &text, language) else {
            continue;
        };
        assert!(position.is_legal(read.mv), "{text:?} gave an illegal move");
        for notation in Notation::ALL {
            let written = write_move(&position, read.mv, notation, language);
            let again = parse_move(&position, &written, language).map(|r| r.mv);
            assert_eq!(again, Ok(read.mv), "{text:?} -> {written:?}");
        }
    }
});

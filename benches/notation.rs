//! Criterion benchmarks for the move reader, in moves read per second.
//!
//! The inputs are what a correspondence server receives: every legal move of five typical
//! middlegame positions (open and closed, both sides to move, castling still possible in some),
//! each written four ways — English SAN with check marks, German SAN read by a German player,
//! ICCF numeric and UCI — so a quarter of the reads go through local letters. Writing the same
//! moves is measured too, as the other half of every move a player sends.

#![allow(clippy::expect_used)] // a benchmark stops loudly when its positions are broken

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use kingpost::chess::{
    Chess, Language, Move, Notation, Position, StartPosition, parse_move, write_move,
};

const MIDDLEGAMES: [&str; 5] = [
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    "r1bq1rk1/2p1bppp/p1np1n2/1p2p3/4P3/1BP2N1P/PP1P1PP1/RNBQR1K1 b - - 0 9",
    "r1bq1rk1/pp1nbppp/2p1pn2/3p2B1/2PP4/2NBPN2/PP3PPP/R2QK2R w KQ - 0 8",
    "r1b1kb1r/1pqp1ppp/p1n1pn2/8/3NP3/2N1B3/PPP1BPPP/R2QK2R w KQkq - 4 8",
];

/// One input: the position, the text and the reader's language.
struct Input {
    position: Chess,
    text: String,
    language: Language,
}

fn inputs() -> Vec<Input> {
    let ways = [
        (Notation::San, Language::English),
        (Notation::San, Language::German),
        (Notation::Iccf, Language::English),
        (Notation::Uci, Language::English),
    ];
    let mut inputs = Vec::new();
    for fen in MIDDLEGAMES {
        let position = StartPosition::from_fen(fen)
            .expect("a legal FEN")
            .position()
            .clone();
        for &mv in &position.legal_moves() {
            for (notation, language) in ways {
                inputs.push(Input {
                    text: write_move(&position, mv, notation, language),
                    position: position.clone(),
                    language,
                });
            }
        }
    }
    inputs
}

fn read(c: &mut Criterion) {
    let inputs = inputs();
    let mut group = c.benchmark_group("notation");
    group.throughput(Throughput::Elements(inputs.len() as u64));
    group.bench_function("read_mix", |b| {
        b.iter(|| {
            for input in &inputs {
                let read = parse_move(&input.position, black_box(&input.text), input.language);
                black_box(read.expect("the written move reads back"));
            }
        });
    });
    let moves: Vec<(Chess, Move)> = inputs
        .iter()
        .step_by(4)
        .map(|input| {
            let mv = parse_move(&input.position, &input.text, input.language).expect("legal");
            (input.position.clone(), mv.mv)
        })
        .collect();
    group.throughput(Throughput::Elements(moves.len() as u64));
    group.bench_function("write_san", |b| {
        b.iter(|| {
            for (position, mv) in &moves {
                black_box(write_move(position, *mv, Notation::San, Language::English));
            }
        });
    });
    group.finish();
}

criterion_group!(benches, read);
criterion_main!(benches);

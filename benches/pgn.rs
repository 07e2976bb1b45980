//! Criterion benchmarks for the PGN importer, in plies per second with every move checked.
//!
//! The corpus is generated, so the figures can be reproduced without downloads: 2,000 games of
//! up to 80 plies from random legal playouts (a fixed-seed xorshift picks each move among the
//! legal ones, captures preferred half the time so material comes off as in real games),
//! exported with [`export_pgn`]. The text is also written to `target/pgn-bench-corpus.pgn` so
//! other tools (`scripts/bench_python_chess.py`) can read the very same games. Setting
//! `KINGPOST_PGN_BENCH_FILE` to a PGN file benchmarks that file as well.

#![allow(clippy::expect_used)] // a benchmark stops loudly when its corpus is broken

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use kingpost::chess::pgn::{PgnTags, check_games, export_pgn, read_games};
use kingpost::chess::{GameRecord, Position, StartPosition};

const GAMES: usize = 2_000;
const MAX_PLIES: usize = 80;

/// Marsaglia's xorshift64: deterministic and good enough to pick moves.
struct XorShift(u64);

impl XorShift {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

fn playout(rng: &mut XorShift) -> GameRecord {
    let mut game = GameRecord::new(StartPosition::standard());
    while game.ply_count() < MAX_PLIES && game.outcome().is_none() {
        let legal = game.position().legal_moves();
        let captures: Vec<_> = legal.iter().filter(|m| m.is_capture()).collect();
        let mv = if !captures.is_empty() && rng.below(2) == 0 {
            *captures[rng.below(captures.len())]
        } else {
            legal[rng.below(legal.len())]
        };
        game.play(mv).expect("legal move");
    }
    game
}

/// The corpus text and its number of plies.
fn corpus() -> (String, u64) {
    let mut rng = XorShift(0x9E37_79B9_7F4A_7C15);
    let mut text = String::new();
    let mut plies = 0;
    for round in 1..=GAMES {
        let game = playout(&mut rng);
        plies += game.ply_count() as u64;
        let tags = PgnTags {
            event: Some("Kingpost benchmark".into()),
            site: Some("localhost".into()),
            date: Some("2025.01.01".into()),
            round: Some(round.to_string()),
            white: Some("Random, A.".into()),
            black: Some("Random, B.".into()),
            ..PgnTags::default()
        };
        text.push_str(&export_pgn(&game, &tags));
    }
    (text, plies)
}

fn import(c: &mut Criterion) {
    let (text, plies) = corpus();
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/target/pgn-bench-corpus.pgn");
    std::fs::write(path, &text).expect("write the corpus");
    bench_text(c, "generated", &text, plies);
    if let Ok(file) = std::env::var("KINGPOST_PGN_BENCH_FILE") {
        let text = std::fs::read_to_string(&file).expect("read KINGPOST_PGN_BENCH_FILE");
        let plies = check_games(text.as_bytes())
            .map(|game| game.expect("readable").map_or(0, |g| g.plies as u64))
            .sum();
        bench_text(c, "file", &text, plies);
    }
}

fn bench_text(c: &mut Criterion, name: &str, text: &str, plies: u64) {
    let mut group = c.benchmark_group(format!("pgn_import/{name}"));
    group.throughput(Throughput::Elements(plies));
    group.sample_size(20);
    group.bench_function("check", |b| {
        b.iter(|| {
            let count: usize = check_games(black_box(text.as_bytes()))
                .map(|game| game.expect("readable").map_or(0, |g| g.plies))
                .sum();
            black_box(count)
        })
    });
    group.bench_function("records", |b| {
        b.iter(|| {
            let count: usize = read_games(black_box(text.as_bytes()))
                .map(|game| game.expect("readable").map_or(0, |g| g.record.ply_count()))
                .sum();
            black_box(count)
        })
    });
    group.finish();
}

criterion_group!(benches, import);
criterion_main!(benches);

//! Criterion benchmarks for the built-in engine: the static evaluation, one ply of move
//! generation plus play, and fixed-depth searches of a few bench positions. `kingpost bench`
//! gives the headline nodes-per-second figure; these isolate the parts.
use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use kingpost::engine::bench::BENCH_POSITIONS;
use kingpost::engine::eval::evaluate;
use kingpost::engine::search::{hash_position, play};
use kingpost::engine::{Engine, EngineConfig, Limits};
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, Position};

fn positions() -> Vec<Chess> {
    BENCH_POSITIONS
        .iter()
        .filter_map(|f| {
            f.parse::<Fen>()
                .ok()?
                .into_position(CastlingMode::Standard)
                .ok()
        })
        .collect()
}

fn eval(c: &mut Criterion) {
    let positions = positions();
    c.bench_function("engine/evaluate all bench positions", |b| {
        b.iter(|| {
            positions
                .iter()
                .map(|p| evaluate(black_box(p)))
                .sum::<i32>()
        })
    });
}

fn generate_and_play(c: &mut Criterion) {
    let positions = positions();
    c.bench_function(
        "engine/legal moves + play + key, all bench positions",
        |b| {
            b.iter(|| {
                let mut sum = 0u64;
                for p in &positions {
                    let hash = hash_position(p);
                    for m in p.legal_moves() {
                        sum ^= play(black_box(p), hash, m).1;
                    }
                }
                sum
            })
        },
    );
}

fn search(c: &mut Criterion) {
    let positions = positions();
    let mut group = c.benchmark_group("engine/search");
    group.sample_size(10);
    for (name, idx) in [
        ("start depth 9", 0),
        ("kiwipete depth 7", 1),
        ("endgame depth 12", 10),
    ] {
        let depth = name
            .rsplit(' ')
            .next()
            .and_then(|d| d.parse().ok())
            .unwrap_or(6);
        group.bench_function(name, |b| {
            b.iter(|| {
                let mut engine = Engine::new(EngineConfig {
                    hash_mb: 8,
                    ..EngineConfig::default()
                });
                engine
                    .search(&positions[idx], &[], &Limits::depth(depth))
                    .nodes
            })
        });
    }
    group.finish();
}

criterion_group!(benches, eval, generate_and_play, search);
criterion_main!(benches);

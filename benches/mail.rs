//! Criterion benchmark for reading incoming mail, in messages per second.
//!
//! The input is the golden fixture set (`tests/data/eml/*.eml`): replies from Gmail, Outlook,
//! Apple Mail and Thunderbird in several charsets and transfer encodings, HTML-only mail,
//! auto-replies, bounces and one message that is not mail at all. Each iteration does what
//! processing does with a stored message before it touches the game: `inbound::parse` (MIME,
//! charsets, classification) and, for a person's mail, `commands::read` in the language named in
//! the fixture's expected file. The target is at least 20,000 messages per second on one core.

#![allow(clippy::expect_used)] // a benchmark stops loudly when its fixtures are missing

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use kingpost::chess::Language;
use kingpost::mail::commands;
use kingpost::mail::inbound::{self, Kind};

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/eml");

/// Every fixture's bytes with the reading language from its expected file.
fn fixtures() -> Vec<(Vec<u8>, Language)> {
    let mut paths: Vec<_> = std::fs::read_dir(DIR)
        .expect("the fixture directory")
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "eml"))
        .collect();
    paths.sort();
    paths
        .into_iter()
        .map(|path| {
            let expected =
                std::fs::read_to_string(path.with_extension("expected")).unwrap_or_default();
            let language = expected
                .lines()
                .find_map(|l| l.strip_prefix("language: "))
                .and_then(Language::from_code)
                .unwrap_or(Language::English);
            (std::fs::read(&path).expect("a fixture"), language)
        })
        .collect()
}

fn parse_and_classify(c: &mut Criterion) {
    let fixtures = fixtures();
    let mut group = c.benchmark_group("mail");
    group.throughput(Throughput::Elements(fixtures.len() as u64));
    group.bench_function("parse_classify_read", |b| {
        b.iter(|| {
            for (raw, language) in &fixtures {
                let Ok(mail) = inbound::parse(black_box(raw)) else {
                    continue;
                };
                if mail.kind == Kind::Normal {
                    black_box(commands::read(&mail.text, &mail.subject, *language).ok());
                }
                black_box(mail);
            }
        });
    });
    group.finish();
}

criterion_group!(benches, parse_and_classify);
criterion_main!(benches);

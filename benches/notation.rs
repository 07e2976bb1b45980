//! Criterion benchmarks for the move reader (filled in by the notation work).
use criterion::{Criterion, criterion_group, criterion_main};

fn replay(c: &mut Criterion) {
    let _ = c;
}

criterion_group!(benches, replay);
criterion_main!(benches);

//! Fuzz target: the move reader must never panic, whatever the text and position.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let _ = data;
});

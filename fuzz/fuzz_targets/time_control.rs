//! Fuzz target: reading a time control (`kingpost::domain::time_control`) must never panic,
//! whatever the text.
//!
//! Beyond not panicking: a control that is read is written back in its canonical form, which
//! reads again to the same value (for the bare `TimeControl` and for `ClockRules` with its
//! refinements); and the day arithmetic of the rules read (charge, days to exceed or reach a
//! number of days) holds for every number from the extremes to the everyday, without overflow.
#![no_main]

use kingpost::domain::time_control::{ClockRules, TimeControl};
use libfuzzer_sys::fuzz_target;

/// Days left on a clock, from the impossible to the everyday.
const AVAILABLE: [i64; 14] = [
    i64::MIN,
    -1,
    0,
    1,
    19,
    20,
    21,
    39,
    40,
    3650,
    1 << 30,
    u32::MAX as i64 - 1,
    u32::MAX as i64,
    i64::MAX,
];

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    if let Ok(control) = text.parse::<TimeControl>() {
        let shown = control.to_string();
        assert_eq!(
            shown.parse::<TimeControl>(),
            Ok(control),
            "{text:?} -> {shown:?}"
        );
        let _ = control.pgn();
    }
    let Ok(rules) = text.parse::<ClockRules>() else {
        return;
    };
    let shown = rules.to_string();
    assert_eq!(
        shown.parse::<ClockRules>(),
        Ok(rules),
        "{text:?} -> {shown:?}"
    );
    for available in AVAILABLE {
        let day = rules.days_to_exceed(available);
        if (0..1 << 30).contains(&available) {
            assert!(
                i64::from(rules.charge(day)) > available,
                "{rules}: {available}"
            );
            assert!(day == 0 || i64::from(rules.charge(day - 1)) <= available);
        }
        if let Ok(target) = u32::try_from(available) {
            let _ = rules.days_to_reach(target);
        }
    }
});

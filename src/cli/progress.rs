//! A game counter on stderr for long runs, updated in place, shown only on a terminal.
//!
//! Small files finish before anyone would look, and a counter in a log file or a pipe is noise,
//! so nothing is shown until [`THRESHOLD`] games have been read or when stderr is not a
//! terminal.

use std::io::{IsTerminal, Write};
use std::time::{Duration, Instant};

/// Games read before the counter appears.
const THRESHOLD: usize = 5_000;
/// Shortest time between two updates.
const INTERVAL: Duration = Duration::from_millis(100);

/// The counter.
pub(crate) struct Progress {
    enabled: bool,
    shown: bool,
    last: Instant,
}

impl Progress {
    /// A counter that shows itself only when stderr is a terminal.
    pub fn new() -> Progress {
        Progress {
            enabled: std::io::stderr().is_terminal(),
            shown: false,
            last: Instant::now(),
        }
    }

    /// Notes that `games` games have been read.
    pub fn tick(&mut self, games: usize) {
        if !self.enabled || games < THRESHOLD || !games.is_multiple_of(1_000) {
            return;
        }
        if self.shown && self.last.elapsed() < INTERVAL {
            return;
        }
        self.last = Instant::now();
        self.shown = true;
        let mut err = std::io::stderr().lock();
        let _ = write!(err, "\r{} games…", thousands(games));
        let _ = err.flush();
    }

    /// Clears the counter line, if it was shown.
    pub fn finish(&mut self) {
        if self.shown {
            eprint!("\r{:30}\r", "");
            self.shown = false;
        }
    }
}

/// `n` with commas between groups of three digits: `12,000`.
pub(crate) fn thousands(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::thousands;

    #[test]
    fn groups_of_three() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(1_000), "1,000");
        assert_eq!(thousands(1_234_567), "1,234,567");
    }
}

//! Time controls as players write them, counted in days (ICCF style). This module reads and
//! writes them; the deadline arithmetic belongs to the clock work that builds on it.

use std::fmt;
use std::str::FromStr;

/// A correspondence time control.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TimeControl {
    /// N moves in D days, unused time carried over: `10/50`.
    Block {
        /// Moves per block.
        moves: u32,
        /// Days per block.
        days: u32,
    },
    /// Initial days plus an increment per move, optionally capped: `30+3` or `30+3<=45`.
    Fischer {
        /// Days at the start.
        initial_days: u32,
        /// Days added after each move.
        increment_days: u32,
        /// Most days the bank may hold.
        cap_days: Option<u32>,
    },
    /// A fresh allowance each move: `3d`.
    DaysPerMove(u32),
}

/// A time control that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "'{0}' is not a time control; write 10/50 (10 moves in 50 days), 30+3 (30 days plus 3 per \
     move), 30+3<=45 (the same, at most 45 days banked) or 3d (3 days for every move)"
)]
pub struct TimeControlError(pub String);

/// The longest span any control may name, in days (about ten years), to keep arithmetic safe.
const MAX_DAYS: u32 = 3650;

impl FromStr for TimeControl {
    type Err = TimeControlError;

    fn from_str(text: &str) -> Result<TimeControl, TimeControlError> {
        let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        parse_compact(&compact.to_ascii_lowercase())
            .ok_or_else(|| TimeControlError(text.to_owned()))
    }
}

fn number(text: &str) -> Option<u32> {
    text.parse::<u32>()
        .ok()
        .filter(|n| (1..=MAX_DAYS).contains(n))
}

fn parse_compact(text: &str) -> Option<TimeControl> {
    if let Some(days) = text.strip_suffix('d') {
        return number(days).map(TimeControl::DaysPerMove);
    }
    if let Some((moves, days)) = text.split_once('/') {
        return Some(TimeControl::Block {
            moves: number(moves)?,
            days: number(days)?,
        });
    }
    let (base, cap) = match text.split_once("<=") {
        Some((base, cap)) => (base, Some(number(cap)?)),
        None => (text, None),
    };
    let (initial, increment) = base.split_once('+')?;
    let increment_days = if increment == "0" {
        0
    } else {
        number(increment)?
    };
    Some(TimeControl::Fischer {
        initial_days: number(initial)?,
        increment_days,
        cap_days: cap,
    })
}

const SECONDS_PER_DAY: u64 = 86_400;

impl TimeControl {
    /// The control in the PGN standard's `TimeControl` syntax (section 9.6), which counts
    /// seconds: `10/50` becomes `10/4320000`, `30+3` becomes `2592000+259200`, and `3d` (one
    /// move per period) becomes `1/259200`. A cap on a Fischer bank has no PGN form.
    pub fn pgn(&self) -> String {
        let secs = |days: u32| u64::from(days) * SECONDS_PER_DAY;
        match *self {
            TimeControl::Block { moves, days } => format!("{moves}/{}", secs(days)),
            TimeControl::Fischer {
                initial_days,
                increment_days,
                ..
            } => format!("{}+{}", secs(initial_days), secs(increment_days)),
            TimeControl::DaysPerMove(days) => format!("1/{}", secs(days)),
        }
    }
}

impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            TimeControl::Block { moves, days } => write!(f, "{moves}/{days}"),
            TimeControl::Fischer {
                initial_days,
                increment_days,
                cap_days: None,
            } => write!(f, "{initial_days}+{increment_days}"),
            TimeControl::Fischer {
                initial_days,
                increment_days,
                cap_days: Some(cap),
            } => write!(f, "{initial_days}+{increment_days}<={cap}"),
            TimeControl::DaysPerMove(days) => write!(f, "{days}d"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_form_reads_and_writes_back() {
        for text in ["10/50", "30+3", "30+3<=45", "3d", "30+0"] {
            let control: TimeControl = text.parse().unwrap();
            assert_eq!(control.to_string(), text);
        }
        assert_eq!(
            "10 / 50".parse::<TimeControl>().unwrap().to_string(),
            "10/50"
        );
        assert_eq!(
            "3D".parse::<TimeControl>().unwrap(),
            TimeControl::DaysPerMove(3)
        );
    }

    #[test]
    fn pgn_counts_seconds() {
        let pgn = |text: &str| text.parse::<TimeControl>().unwrap().pgn();
        assert_eq!(pgn("10/50"), "10/4320000");
        assert_eq!(pgn("30+3<=45"), "2592000+259200");
        assert_eq!(pgn("3d"), "1/259200");
    }

    #[test]
    fn nonsense_is_refused_with_examples() {
        for bad in ["", "0d", "10/0", "abc", "30+", "+3", "30+3<=", "99999d"] {
            let err = bad.parse::<TimeControl>().unwrap_err();
            assert!(err.to_string().contains("10/50"), "{bad}");
        }
    }
}

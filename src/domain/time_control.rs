//! Time controls as players write them, counted in days (ICCF style). This module reads and
//! writes them; the deadline arithmetic lives in [`crate::domain::clock`].
//!
//! A game's [`ClockRules`] are a [`TimeControl`] plus the optional ICCF refinements, written as
//! words after the control (in any order, any case), so every control written before the
//! refinements existed still reads the same:
//!
//! - `grace`: the first 24 hours after a move is received are free for the reply;
//! - `dup` (or `duplication`): each day beyond the 20th spent on one move counts double.
//!
//! For example `10/50 grace dup`, `30+3<=45 grace` or `3d`.

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
     move), 30+3<=45 (the same, at most 45 days banked) or 3d (3 days for every move), \
     optionally followed by grace (the first 24 hours of each reply are free) and dup (each day \
     beyond 20 on one move counts double)"
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

/// A game's time control with the optional ICCF refinements (see the module documentation for
/// the written form).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ClockRules {
    /// The control.
    pub control: TimeControl,
    /// The first 24 hours after a move is received are free for the reply.
    pub grace: bool,
    /// Each day beyond [`DUPLICATION_AFTER_DAYS`] spent on one move counts double.
    pub duplication: bool,
}

/// Under the duplication rule, days on one move beyond this many count double.
pub const DUPLICATION_AFTER_DAYS: u32 = 20;

/// The free time at the start of each reply under the grace rule, in hours.
pub const GRACE_HOURS: i64 = 24;

impl ClockRules {
    /// The control alone, without refinements.
    pub fn plain(control: TimeControl) -> ClockRules {
        ClockRules {
            control,
            grace: false,
            duplication: false,
        }
    }

    /// The days charged against the clock for `days` counted days spent on one move: the same
    /// number, or with duplication each day beyond the 20th twice.
    pub fn charge(&self, days: u32) -> u32 {
        if self.duplication {
            days.saturating_add(days.saturating_sub(DUPLICATION_AFTER_DAYS))
        } else {
            days
        }
    }

    /// The fewest counted days on one move whose charge exceeds `available` days, that is the
    /// day on which a player with `available` days left oversteps (0 when already negative).
    pub fn days_to_exceed(&self, available: i64) -> u32 {
        if available < 0 {
            return 0;
        }
        let available = u32::try_from(available).unwrap_or(u32::MAX - 1);
        if !self.duplication || available < DUPLICATION_AFTER_DAYS {
            return available.saturating_add(1);
        }
        // charge(d) = 2d - 20 for d >= 20; the least d with 2d - 20 > available, which is
        // (available + 20) / 2 + 1, written so that it cannot overflow (20 is even).
        available / 2 + DUPLICATION_AFTER_DAYS / 2 + 1
    }

    /// The fewest counted days on one move whose charge reaches `target` days.
    pub fn days_to_reach(&self, target: u32) -> u32 {
        if target == 0 {
            0
        } else {
            self.days_to_exceed(i64::from(target) - 1)
        }
    }
}

impl FromStr for ClockRules {
    type Err = TimeControlError;

    fn from_str(text: &str) -> Result<ClockRules, TimeControlError> {
        let mut words: Vec<&str> = text.split_whitespace().collect();
        let (mut grace, mut duplication) = (false, false);
        while let Some(last) = words.last() {
            match last.to_ascii_lowercase().as_str() {
                "grace" if !grace => grace = true,
                "dup" | "duplication" if !duplication => duplication = true,
                _ => break,
            }
            words.pop();
        }
        let control = words
            .join(" ")
            .parse::<TimeControl>()
            .map_err(|_| TimeControlError(text.to_owned()))?;
        Ok(ClockRules {
            control,
            grace,
            duplication,
        })
    }
}

impl fmt::Display for ClockRules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.control)?;
        if self.grace {
            f.write_str(" grace")?;
        }
        if self.duplication {
            f.write_str(" dup")?;
        }
        Ok(())
    }
}

impl From<TimeControl> for ClockRules {
    fn from(control: TimeControl) -> ClockRules {
        ClockRules::plain(control)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_day_arithmetic_holds_at_the_extremes() {
        let rules: ClockRules = "3d dup".parse().unwrap();
        for available in [20, 21, 3650, i64::from(u32::MAX) - 1, i64::MAX] {
            let day = rules.days_to_exceed(available);
            assert!(i64::from(rules.charge(day)) > available.min(i64::from(u32::MAX) - 1));
        }
        assert_eq!(rules.days_to_exceed(20), 21);
        assert_eq!(rules.days_to_exceed(21), 21);
    }

    #[test]
    fn refinements_are_words_after_the_control() {
        for (text, shown, grace, dup) in [
            ("10/50", "10/50", false, false),
            ("10/50 grace dup", "10/50 grace dup", true, true),
            ("10 / 50 DUP Grace", "10/50 grace dup", true, true),
            ("30+3<=45 duplication", "30+3<=45 dup", false, true),
            ("3d grace", "3d grace", true, false),
        ] {
            let rules: ClockRules = text.parse().unwrap();
            assert_eq!(rules.to_string(), shown, "{text}");
            assert_eq!((rules.grace, rules.duplication), (grace, dup), "{text}");
        }
        for bad in ["grace", "10/50 grace grace", "10/50 fast", "dup 10/50"] {
            let err = bad.parse::<ClockRules>().unwrap_err();
            assert!(err.to_string().contains("grace"), "{bad}");
        }
    }

    #[test]
    fn duplication_doubles_days_beyond_twenty() {
        let dup = ClockRules {
            duplication: true,
            ..ClockRules::plain(TimeControl::DaysPerMove(3))
        };
        for (days, charged) in [(0, 0), (20, 20), (21, 22), (25, 30)] {
            assert_eq!(dup.charge(days), charged);
        }
        for available in [0_i64, 5, 19, 20, 21, 22, 49, 50, 100] {
            let d = dup.days_to_exceed(available);
            assert!(i64::from(dup.charge(d)) > available, "{available}");
            assert!(
                d == 0 || i64::from(dup.charge(d - 1)) <= available,
                "{available}"
            );
        }
        assert_eq!(dup.days_to_exceed(-1), 0);
        assert_eq!(dup.days_to_reach(22), 21);
    }

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

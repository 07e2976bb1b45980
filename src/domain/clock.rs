//! Correspondence clocks: how many days each player has used and has left, the exact deadline
//! of the side to move, whether it has passed, and the reflection time of every move. Pure
//! functions of the [`ClockRules`], the moves' timestamps, both players' [`Calendar`]s (time zone
//! and leave) and `now`; nothing here reads a clock or a database.
//!
//! Days are counted as [`crate::domain::calendar`] explains: whole calendar days in the mover's
//! own time zone, leave days not counted. On top of that, per control:
//!
//! - **Block** `N/D`: the player's moves come in blocks of `N`; the allowance after `k` completed
//!   blocks is `(k + 1) * D` days in all, so unused days carry over to the next block.
//! - **Fischer** `I+J<=C`: a bank of `I` days; each move's days are taken from it, then `J` days
//!   are added, and the bank never holds more than `C` days after a move.
//! - **Days per move** `D`: a fresh allowance of `D` days for every move.
//!
//! The refinements of [`ClockRules`] apply to every control: with `grace` the days of a reply are
//! counted only from 24 hours after its receipt; with `dup` each day beyond the 20th on one move
//! is charged twice. A player oversteps when the days charged for the move in hand exceed the
//! days they had at its receipt; the deadline is the instant that happens (a local midnight).
//! A move's reflection time is the days charged for it, as shown in the table on the game page
//! and in `[%days N]` comments in PGN.

use chrono::{Duration, NaiveDate, NaiveDateTime};

use crate::chess::Color;
use crate::domain::calendar::{Calendar, LeavePeriod};
use crate::domain::time_control::{ClockRules, GRACE_HOURS, TimeControl};

/// Everything the arithmetic needs about one game.
#[derive(Clone, Copy, Debug)]
pub struct ClockInput<'a> {
    /// The control and its refinements.
    pub rules: ClockRules,
    /// When the game began (the first move is "received" then), UTC.
    pub started_at: NaiveDateTime,
    /// The side that moves first (Black for some thematic starts).
    pub first_mover: Color,
    /// When each half-move was played, in order, UTC.
    pub played_at: &'a [NaiveDateTime],
    /// White's time zone and leave.
    pub white: &'a Calendar,
    /// Black's time zone and leave.
    pub black: &'a Calendar,
    /// Whether the game has ended (no clock runs then).
    pub finished: bool,
}

impl<'a> ClockInput<'a> {
    /// The calendar of `color`'s player.
    pub fn calendar(&self, color: Color) -> &'a Calendar {
        match color {
            Color::White => self.white,
            Color::Black => self.black,
        }
    }

    /// Who plays the half-move with 0-based index `index`.
    pub fn mover(&self, index: usize) -> Color {
        if index.is_multiple_of(2) {
            self.first_mover
        } else {
            !self.first_mover
        }
    }

    /// The span of the move in hand, received at `received_at`, for `color`.
    pub fn span(&self, color: Color, received_at: NaiveDateTime) -> MoveSpan<'a> {
        MoveSpan {
            calendar: self.calendar(color),
            rules: self.rules,
            received_at,
        }
    }
}

/// The time one move takes, from its receipt to the reply, counted on the mover's calendar.
#[derive(Clone, Copy, Debug)]
pub struct MoveSpan<'a> {
    /// The mover's time zone and leave.
    pub calendar: &'a Calendar,
    /// The control's refinements.
    pub rules: ClockRules,
    /// When the move to answer arrived, UTC.
    pub received_at: NaiveDateTime,
}

impl MoveSpan<'_> {
    fn received_date(&self) -> NaiveDate {
        self.calendar.date_at(self.received_at)
    }

    /// The last date that is free under the grace rule (the date of receipt without it).
    fn free_until(&self) -> NaiveDate {
        if self.rules.grace {
            self.calendar
                .date_at(self.received_at + Duration::hours(GRACE_HOURS))
        } else {
            self.received_date()
        }
    }

    /// Days without a move at `at`: counted dates begun since the date of receipt (leave days
    /// not counted, no grace, no duplication). Reminders count these.
    pub fn silent_days(&self, at: NaiveDateTime) -> u32 {
        self.calendar
            .counted_days(self.received_date(), self.calendar.date_at(at))
    }

    /// Counted days of the reply at `at` (after the grace, before duplication).
    pub fn counted_days(&self, at: NaiveDateTime) -> u32 {
        self.calendar
            .counted_days(self.free_until(), self.calendar.date_at(at))
    }

    /// Days charged to the clock for a reply at `at`.
    pub fn charged_days(&self, at: NaiveDateTime) -> u32 {
        self.rules.charge(self.counted_days(at))
    }

    /// The instant at which the reply has used `n` counted days (`n` at least 1).
    pub fn when_counted(&self, n: u32) -> NaiveDateTime {
        let day = self.calendar.nth_counted_day_after(self.free_until(), n);
        self.calendar.start_of(day)
    }

    /// The instant at which the player has been silent for `n` days (`n` at least 1).
    pub fn when_silent(&self, n: u32) -> NaiveDateTime {
        let day = self.calendar.nth_counted_day_after(self.received_date(), n);
        self.calendar.start_of(day)
    }

    /// The instant at which the charge reaches `days` days.
    pub fn when_charged(&self, days: u32) -> NaiveDateTime {
        match self.rules.days_to_reach(days) {
            0 => self.received_at,
            n => self.when_counted(n),
        }
    }

    /// The deadline for a player who had `available` days at receipt: the instant the charge
    /// first exceeds them.
    pub fn deadline(&self, available: i64) -> NaiveDateTime {
        match self.rules.days_to_exceed(available) {
            0 => self.received_at,
            n => self.when_counted(n),
        }
    }
}

/// What one side's clock holds between moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Bank {
    control: TimeControl,
    /// Days charged for completed moves.
    used: i64,
    /// Completed moves.
    moves: u32,
    /// The Fischer bank.
    fischer: i64,
}

impl Bank {
    fn new(control: TimeControl) -> Bank {
        let fischer = match control {
            TimeControl::Fischer { initial_days, .. } => i64::from(initial_days),
            _ => 0,
        };
        Bank {
            control,
            used: 0,
            moves: 0,
            fischer,
        }
    }

    /// Days available for the next move, at its receipt.
    fn available(&self) -> i64 {
        match self.control {
            TimeControl::Block { moves, days } => {
                i64::from(self.moves / moves + 1) * i64::from(days) - self.used
            }
            TimeControl::Fischer { .. } => self.fischer,
            TimeControl::DaysPerMove(days) => i64::from(days),
        }
    }

    fn record(&mut self, charged: u32) {
        let charged = i64::from(charged);
        self.used += charged;
        self.moves += 1;
        if let TimeControl::Fischer {
            increment_days,
            cap_days,
            ..
        } = self.control
        {
            let bank = self.fischer - charged + i64::from(increment_days);
            self.fischer = cap_days.map_or(bank, |cap| bank.min(i64::from(cap)));
        }
    }

    fn moves_to_control(&self) -> Option<u32> {
        match self.control {
            TimeControl::Block { moves, .. } => Some(moves - self.moves % moves),
            _ => None,
        }
    }
}

/// One side's clock as of `now`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SideClock {
    /// Whole days left: for the side to move, what remains after the days the move in hand has
    /// cost so far (0 means "reply before your next local midnight"; negative means overstepped).
    pub time_left_days: i64,
    /// Days charged so far, including the move in hand.
    pub days_used: i64,
    /// Moves completed.
    pub moves: u32,
    /// Block controls: moves still to make in the current block.
    pub moves_to_control: Option<u32>,
    /// The leave the player is on at `now`.
    pub on_leave: Option<LeavePeriod>,
}

/// The reflection time of one completed half-move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reflection {
    /// The 1-based ply.
    pub ply: usize,
    /// Who played it.
    pub color: Color,
    /// When the move it answered arrived (the game's start for a first move), UTC.
    pub received_at: NaiveDateTime,
    /// When it was played, UTC.
    pub played_at: NaiveDateTime,
    /// Days charged for it.
    pub days: u32,
}

/// The move in hand of a game in progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RunningMove {
    /// The side to move.
    pub color: Color,
    /// When the move to answer arrived, UTC.
    pub received_at: NaiveDateTime,
    /// Days the side to move had at receipt.
    pub available_days: i64,
    /// Days charged so far for this move.
    pub used_days: u32,
    /// Days without a move so far (for reminders).
    pub silent_days: u32,
    /// When the side to move oversteps, UTC.
    pub deadline: NaiveDateTime,
    /// Whether the deadline has passed at `now`.
    pub overstepped: bool,
}

/// Both clocks of a game as of `now`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClockReport {
    /// White's clock.
    pub white: SideClock,
    /// Black's clock.
    pub black: SideClock,
    /// Every completed half-move's reflection time, in order.
    pub reflections: Vec<Reflection>,
    /// The move in hand, unless the game has ended.
    pub running: Option<RunningMove>,
}

impl ClockReport {
    /// One side's clock.
    pub fn side(&self, color: Color) -> &SideClock {
        match color {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }

    /// The deadline of the side to move.
    pub fn deadline(&self) -> Option<NaiveDateTime> {
        self.running.map(|r| r.deadline)
    }

    /// The side that has overstepped its deadline, if any.
    pub fn overstepped(&self) -> Option<Color> {
        self.running.filter(|r| r.overstepped).map(|r| r.color)
    }
}

/// The clocks of a game as of `now`.
pub fn compute(input: &ClockInput<'_>, now: NaiveDateTime) -> ClockReport {
    let mut banks = [Bank::new(input.rules.control); 2];
    let index = |color: Color| usize::from(color == Color::Black);
    let mut reflections = Vec::with_capacity(input.played_at.len());
    let mut received_at = input.started_at;
    for (i, &played_at) in input.played_at.iter().enumerate() {
        let color = input.mover(i);
        let days = input.span(color, received_at).charged_days(played_at);
        banks[index(color)].record(days);
        reflections.push(Reflection {
            ply: i + 1,
            color,
            received_at,
            played_at,
            days,
        });
        received_at = played_at;
    }
    let running = (!input.finished).then(|| {
        let color = input.mover(input.played_at.len());
        let span = input.span(color, received_at);
        let available_days = banks[index(color)].available();
        let deadline = span.deadline(available_days);
        RunningMove {
            color,
            received_at,
            available_days,
            used_days: span.charged_days(now.max(received_at)),
            silent_days: span.silent_days(now.max(received_at)),
            deadline,
            overstepped: now >= deadline,
        }
    });
    let side = |color: Color| {
        let bank = &banks[index(color)];
        let in_hand = running
            .filter(|r| r.color == color)
            .map_or(0, |r| i64::from(r.used_days));
        let calendar = input.calendar(color);
        SideClock {
            time_left_days: bank.available() - in_hand,
            days_used: bank.used + in_hand,
            moves: bank.moves,
            moves_to_control: bank.moves_to_control(),
            on_leave: calendar.leave_on(calendar.date_at(now)),
        }
    };
    ClockReport {
        white: side(Color::White),
        black: side(Color::Black),
        reflections,
        running,
    }
}

/// Why the clock refused a move.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ClockError {
    /// The player is on leave.
    #[error(
        "you are on leave from {}; end your leave early (on the leave page, or DELETE \
         /api/v1/leave/{id}) to move today", .period
    )]
    OnLeave {
        /// The leave's id.
        id: i32,
        /// The leave.
        period: LeavePeriod,
    },
    /// The deadline has passed.
    #[error(
        "your time ran out at {deadline} UTC; the game is lost on time (or drawn, if your \
         opponent cannot mate) and will be closed by the deadline check"
    )]
    TimeRanOut {
        /// The deadline that passed.
        deadline: NaiveDateTime,
    },
}

#[cfg(test)]
#[path = "clock_tests.rs"]
mod tests;

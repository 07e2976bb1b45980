//! The clocks as the API shows them (`clock` in the game JSON) and as PGN comments: for each
//! player the whole days left and used, the seconds to the deadline for the side to move, the
//! time zone their days are counted in, and their current and coming leave (opponents see it).

use chrono::{NaiveDate, NaiveDateTime};
use serde::Serialize;

use crate::chess::Color;
use crate::db::DbConnection;
use crate::domain::clock::{ClockReport, SideClock};

use super::clock::{GameClock, game_clock};
use super::error::GameError;
use super::load::StoredGame;

/// Both clocks of a game.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct ClockView {
    /// White's clock.
    pub white: SideClockView,
    /// Black's clock.
    pub black: SideClockView,
    /// Days charged for each half-move played, in order.
    pub reflection_days: Vec<u32>,
}

/// One player's clock.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct SideClockView {
    /// Whole days left (for the side to move, after the days the move in hand has cost so far;
    /// 0 means the move is due before the player's next local midnight).
    pub time_left_days: i64,
    /// For the side to move: seconds until the deadline (0 once it has passed); else null.
    pub time_left_seconds: Option<i64>,
    /// Days charged so far.
    pub days_used: i64,
    /// Block controls: moves still to make in the current block.
    pub moves_to_control: Option<u32>,
    /// The IANA time zone the player's days are counted in.
    pub time_zone: String,
    /// Whether the player is on leave now.
    pub on_leave: bool,
    /// The player's current and coming leave (their own dates, both ends included).
    pub leave: Vec<LeaveSpan>,
}

/// A period of leave in the API: the player's own dates, and the instants they cover.
#[derive(Debug, Clone, Copy, Serialize, PartialEq, Eq)]
pub struct LeaveSpan {
    /// First day.
    pub first: NaiveDate,
    /// Last day.
    pub last: NaiveDate,
    /// The instant the first day begins in the player's time zone (UTC).
    #[serde(serialize_with = "crate::service::rfc3339::serialize")]
    pub starts_at: NaiveDateTime,
    /// The instant the last day ends in the player's time zone (UTC; the next day's start).
    #[serde(serialize_with = "crate::service::rfc3339::serialize")]
    pub ends_at: NaiveDateTime,
}

/// The deadline and the clocks of a loaded game as of `now`.
pub fn build(
    conn: &mut DbConnection,
    game: &StoredGame,
    now: NaiveDateTime,
) -> Result<(Option<NaiveDateTime>, Option<ClockView>), GameError> {
    let Some(clock) = game_clock(conn, game)? else {
        return Ok((None, None));
    };
    let report = clock.report(now);
    Ok(view_of(&clock, &report, now))
}

/// The deadline and the clocks from a game's clock and its report at `now`.
pub fn view_of(
    clock: &GameClock,
    report: &ClockReport,
    now: NaiveDateTime,
) -> (Option<NaiveDateTime>, Option<ClockView>) {
    let view = ClockView {
        white: side_view(clock, report, Color::White, now),
        black: side_view(clock, report, Color::Black, now),
        reflection_days: report.reflections.iter().map(|r| r.days).collect(),
    };
    (report.deadline(), Some(view))
}

fn side_view(
    clock: &GameClock,
    report: &ClockReport,
    color: Color,
    now: NaiveDateTime,
) -> SideClockView {
    let side: &SideClock = report.side(color);
    let calendar = clock.calendar(color);
    let today = calendar.date_at(now);
    let time_left_seconds = report
        .running
        .filter(|r| r.color == color)
        .map(|r| (r.deadline - now).num_seconds().max(0));
    SideClockView {
        time_left_days: side.time_left_days,
        time_left_seconds,
        days_used: side.days_used,
        moves_to_control: side.moves_to_control,
        time_zone: calendar.tz.name().to_owned(),
        on_leave: side.on_leave.is_some(),
        leave: calendar
            .leave()
            .iter()
            .filter(|p| p.last >= today)
            .map(|p| LeaveSpan {
                first: p.first,
                last: p.last,
                starts_at: calendar.start_of(p.first),
                ends_at: calendar.start_of(p.last + chrono::Days::new(1)),
            })
            .collect(),
    }
}

/// The comment after every half-move played, for PGN export and Xfcc: its reflection time
/// `[%days N]` (left out when the time control is unreadable) and the moment it was sent,
/// `[%ccsnt YYYY.MM.DD,HH:MM]` in UTC (the "correspondence chess sent" command that Scid,
/// ChessBase and SchemingMind read), e.g. `[%days 2] [%ccsnt 2026.11.26,09:41]`.
pub fn reflection_comments(
    conn: &mut DbConnection,
    game: &StoredGame,
) -> Result<Vec<Option<String>>, GameError> {
    let clock = game_clock(conn, game)?;
    Ok(comments_of(clock.as_ref(), game))
}

/// [`reflection_comments`] from the game's clock, already read.
pub fn comments_of(clock: Option<&GameClock>, game: &StoredGame) -> Vec<Option<String>> {
    let days: Vec<u32> = match clock {
        Some(clock) => {
            let last = game
                .moves
                .last()
                .map_or(game.row.created_at, |m| m.played_at);
            clock
                .report(last)
                .reflections
                .iter()
                .map(|r| r.days)
                .collect()
        }
        None => Vec::new(),
    };
    game.moves
        .iter()
        .enumerate()
        .map(|(ply, stored)| {
            let sent = format!("[%ccsnt {}]", stored.played_at.format("%Y.%m.%d,%H:%M"));
            Some(match days.get(ply) {
                Some(days) => format!("[%days {days}] {sent}"),
                None => sent,
            })
        })
        .collect()
}

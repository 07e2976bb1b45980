//! The clocks of stored games: loads what the arithmetic in [`crate::domain::clock`] needs (the
//! control, the moves' times, both players' time zones and leave), keeps each game's stored
//! deadline and next check up to date, and guards the move path (no move while on leave or
//! after the deadline). A game of an event whose leave rule is not the plain allowance sees its
//! players' calendars through that rule (no leave, or the event's own days per year).
//!
//! The stored `clock_check_at` is the next moment the deadline job must look at a game. Here,
//! without the instance's reminder points, it is the first moment anything can happen (the
//! first counted midnight of the side to move, or the deadline if sooner); the job itself then
//! narrows it to the exact next reminder or the deadline ([`crate::service::deadlines`]).

use std::collections::HashMap;

use crate::db::DbError;
use chrono::{NaiveDate, NaiveDateTime};

use crate::chess::Color;
use crate::db::DbConnection;
use crate::db::clock as rows;
use crate::db::games::MoveRow;
use crate::domain::account::UserId;
use crate::domain::calendar::{Calendar, LeavePeriod, Tz, parse_time_zone};
pub use crate::domain::clock::ClockError;
use crate::domain::clock::{ClockInput, ClockReport, compute};
use crate::domain::events::LeaveRule;
use crate::domain::reminders::first_checkpoint;
use crate::domain::time_control::ClockRules;

use super::error::GameError;
use super::load::{StoredGame, load};

/// The clock data of one game, owned.
#[derive(Debug, Clone)]
pub struct GameClock {
    /// The control and its refinements.
    pub rules: ClockRules,
    /// When the game began.
    pub started_at: NaiveDateTime,
    /// Who moves first.
    pub first_mover: Color,
    /// When each half-move was played.
    pub played_at: Vec<NaiveDateTime>,
    /// White's time zone and leave.
    pub white: Calendar,
    /// Black's time zone and leave.
    pub black: Calendar,
    /// Whether the game has ended.
    pub finished: bool,
}

impl GameClock {
    /// The input of the arithmetic.
    pub fn input(&self) -> ClockInput<'_> {
        ClockInput {
            rules: self.rules,
            started_at: self.started_at,
            first_mover: self.first_mover,
            played_at: &self.played_at,
            white: &self.white,
            black: &self.black,
            finished: self.finished,
        }
    }

    /// Both clocks at `now`.
    pub fn report(&self, now: NaiveDateTime) -> ClockReport {
        compute(&self.input(), now)
    }

    /// The same clock after the game changed to `moves` (finished or not); the players'
    /// calendars and the control are those already read.
    pub fn after_change(mut self, moves: &[MoveRow], finished: bool) -> GameClock {
        self.played_at = moves.iter().map(|m| m.played_at).collect();
        self.finished = finished;
        self
    }

    /// The calendar of `color`'s player.
    pub fn calendar(&self, color: Color) -> &Calendar {
        match color {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }
}

/// A player's time zone (UTC when the stored name is unknown).
pub fn time_zone_of(conn: &mut DbConnection, user: i32) -> Result<Tz, DbError> {
    Ok(parse_time_zone(&rows::time_zone(conn, user)?).unwrap_or(Tz::UTC))
}

/// The calendars of several players at once (a few queries for the whole set).
pub fn calendars_of(
    conn: &mut DbConnection,
    users: &[i32],
) -> Result<HashMap<i32, Calendar>, DbError> {
    let mut unique = users.to_vec();
    unique.sort_unstable();
    unique.dedup();
    // A game's two players (the usual case) are read by statements that stay prepared.
    let (leave_rows, zones) = match (unique.first(), unique.last()) {
        (Some(&a), Some(&b)) if unique.len() <= 2 => (
            rows::leave_of_pair(conn, a, b)?,
            rows::time_zones_of_pair(conn, a, b)?,
        ),
        _ => (
            rows::leave_of_users(conn, &unique)?,
            rows::time_zones(conn, &unique)?,
        ),
    };
    Ok(calendars_from(leave_rows, zones))
}

/// The calendars of a game's two players: their time zones came with the game, their leave
/// is one statement.
fn calendars_of_game(
    conn: &mut DbConnection,
    game: &StoredGame,
) -> Result<HashMap<i32, Calendar>, DbError> {
    let (row, players) = (&game.row, &game.players);
    let leave_rows = if game.has_leave {
        rows::leave_of_pair(conn, row.white_id, row.black_id)?
    } else {
        Vec::new()
    };
    let zones = vec![
        (row.white_id, players.white.zone.clone()),
        (row.black_id, players.black.zone.clone()),
    ];
    Ok(calendars_from(leave_rows, zones))
}

/// Calendars from the players' leave and time zones as stored.
fn calendars_from(
    leave_rows: Vec<rows::LeaveRow>,
    zones: Vec<(i32, String)>,
) -> HashMap<i32, Calendar> {
    let mut leave: HashMap<i32, Vec<LeavePeriod>> = HashMap::new();
    for row in leave_rows {
        leave.entry(row.user_id).or_default().push(LeavePeriod {
            first: row.first_day,
            last: row.last_day,
        });
    }
    zones
        .into_iter()
        .map(|(user, zone)| {
            let tz = parse_time_zone(&zone).unwrap_or(Tz::UTC);
            let periods = leave.remove(&user).unwrap_or_default();
            (user, Calendar::new(tz, periods))
        })
        .collect()
}

/// The leave rules of the events these games belong to, for the games whose event does not
/// simply count the players' leave (see [`LeaveRule::calendar`]).
pub fn event_leave_rules(
    conn: &mut DbConnection,
    games: &[i32],
) -> Result<HashMap<i32, LeaveRule>, DbError> {
    Ok(crate::db::events::leave_rules_of_games(conn, games)?
        .into_iter()
        .filter_map(|(game, name)| LeaveRule::from_name(&name).map(|rule| (game, rule)))
        .collect())
}

/// The clock data of a loaded game (its players' calendars seen through its event's leave
/// rule); `None` when its time control cannot be read (games stored before controls were
/// checked).
pub fn game_clock(
    conn: &mut DbConnection,
    game: &StoredGame,
) -> Result<Option<GameClock>, DbError> {
    let (row, state) = (&game.row, &game.state);
    let Ok(rules) = row.time_control.parse::<ClockRules>() else {
        return Ok(None);
    };
    let first_mover = state
        .record
        .position_at(0)
        .map_or(Color::White, crate::chess::Position::turn);
    let calendars = calendars_of_game(conn, game)?;
    let rule = game.rules.leave_rule();
    let calendar = |id| {
        let own = calendars.get(&id).cloned().unwrap_or_default();
        rule.map_or(own.clone(), |rule| rule.calendar(&own))
    };
    Ok(Some(GameClock {
        rules,
        started_at: row.created_at,
        first_mover,
        played_at: game.moves.iter().map(|m| m.played_at).collect(),
        white: calendar(row.white_id),
        black: calendar(row.black_id),
        finished: row.status != "active" || state.record.outcome().is_some(),
    }))
}

/// Recomputes and stores a game's deadline and next check; returns the clocks at `now`.
pub fn refresh(
    conn: &mut DbConnection,
    game: &StoredGame,
    now: NaiveDateTime,
) -> Result<Option<ClockReport>, DbError> {
    let clock = game_clock(conn, game)?;
    refresh_with(conn, game.row.id, clock.as_ref(), now)
}

/// [`refresh`] with the game's clock already built.
pub fn refresh_with(
    conn: &mut DbConnection,
    game_id: i32,
    clock: Option<&GameClock>,
    now: NaiveDateTime,
) -> Result<Option<ClockReport>, DbError> {
    let schedule = schedule(clock, now);
    let (deadline, check_at) = schedule.stored();
    rows::set_game_clock(conn, game_id, deadline, check_at)?;
    Ok(schedule.report)
}

/// A game's clocks at a moment and what to store for them.
#[derive(Debug, Clone)]
pub struct ClockSchedule {
    /// Both clocks (`None` without a readable control).
    pub report: Option<ClockReport>,
    /// The next moment the deadline job must look at the game (`None`: never).
    pub check_at: Option<NaiveDateTime>,
}

impl ClockSchedule {
    /// The stored deadline and next check.
    pub fn stored(&self) -> (Option<NaiveDateTime>, Option<NaiveDateTime>) {
        let deadline = self
            .report
            .as_ref()
            .and_then(|r| r.running.as_ref())
            .map(|r| r.deadline);
        (deadline, self.check_at)
    }
}

/// Computes the clocks at `now` and the next check, writing nothing.
pub fn schedule(clock: Option<&GameClock>, now: NaiveDateTime) -> ClockSchedule {
    let report = clock.map(|c| c.report(now));
    let running = report.as_ref().and_then(|r| r.running.as_ref());
    let check_at = match (clock, running) {
        (Some(clock), Some(running)) => Some(first_checkpoint(&clock.input(), running)),
        _ => None,
    };
    ClockSchedule { report, check_at }
}

/// Recomputes the stored clock of every active game of `user` (after their leave or time zone
/// changed).
pub fn refresh_games_of(
    conn: &mut DbConnection,
    user: UserId,
    now: NaiveDateTime,
) -> Result<(), GameError> {
    for game_id in rows::active_games_of(conn, user.0)? {
        let game = load(conn, game_id)?;
        refresh(conn, &game, now)?;
    }
    Ok(())
}

/// Recomputes the stored clocks of those of `games` whose players have leave (after the games'
/// leave rule changed, as when an event's games are linked to it); `players` are everyone who
/// plays in them.
pub fn refresh_games_with_leave(
    conn: &mut DbConnection,
    games: &[i32],
    players: &[i32],
    now: NaiveDateTime,
) -> Result<(), GameError> {
    let with_leave: Vec<i32> = calendars_of(conn, players)?
        .into_iter()
        .filter(|(_, c)| !c.leave().is_empty())
        .map(|(user, _)| user)
        .collect();
    if with_leave.is_empty() {
        return Ok(());
    }
    for &game_id in games {
        let game = load(conn, game_id)?;
        if with_leave.contains(&game.row.white_id) || with_leave.contains(&game.row.black_id) {
            refresh(conn, &game, now)?;
        }
    }
    Ok(())
}

/// Refuses a move by `user` who is on leave today or whose deadline has passed. Anything else
/// (not their turn, the game over) is left to the rules.
pub fn check_may_move(
    conn: &mut DbConnection,
    game: &StoredGame,
    user: UserId,
    now: NaiveDateTime,
) -> Result<(), GameError> {
    let clock = game_clock(conn, game)?;
    check_clock_allows(conn, clock.as_ref(), &game.state, user, now)
}

/// [`check_may_move`] with the game's clock already read (`None`: a game without a readable
/// control, which the clock never refuses).
pub fn check_clock_allows(
    conn: &mut DbConnection,
    clock: Option<&GameClock>,
    state: &crate::domain::game::GameState,
    user: UserId,
    now: NaiveDateTime,
) -> Result<(), GameError> {
    let Ok(color) = state.color_of(user) else {
        return Ok(());
    };
    if state.record.outcome().is_some() || state.record.turn() != color {
        return Ok(());
    }
    let Some(clock) = clock else {
        return Ok(());
    };
    let calendar = clock.calendar(color);
    let today: NaiveDate = calendar.date_at(now);
    if let Some(period) = calendar.leave_on(today) {
        let id = rows::leave_of(conn, user.0)?
            .iter()
            .find(|l| l.first_day <= today && today <= l.last_day)
            .map_or(0, |l| l.id);
        return Err(ClockError::OnLeave { id, period }.into());
    }
    match clock.report(now).running {
        Some(running) if running.overstepped => Err(ClockError::TimeRanOut {
            deadline: running.deadline,
        }
        .into()),
        _ => Ok(()),
    }
}

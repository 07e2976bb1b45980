//! Leave and time zone: book, move, cancel or end leave (the rules are in
//! [`crate::domain::leave`]); organizers grant special leave; a player sets the time zone their
//! days are counted in. Each change is one transaction that also recomputes the stored clocks
//! of the player's active games, since their deadlines move with it.

use crate::db::DbError;
use chrono::{Datelike, NaiveDate, NaiveDateTime};
use serde::Serialize;

use crate::db::clock::{self as rows, LeaveRow, NewLeave};
use crate::db::{DbConnection, write_transaction};
use crate::domain::account::UserId;
use crate::domain::calendar::{
    LeavePeriod, TimeZoneError, Tz, local_date, parse_time_zone, start_of_day,
};
use crate::domain::events::LeaveRule;
use crate::domain::leave::{
    EndEarly, Leave, LeaveError, LeaveKind, check_changeable, check_period, days_taken, end_early,
};

use super::game_store::clock::{refresh_games_of, time_zone_of};
use super::game_store::clock_view::LeaveSpan;
use super::games::GameError;

/// Why a leave or time zone request failed.
#[derive(Debug, thiserror::Error)]
pub enum LeaveRequestError {
    /// The rules refused it.
    #[error(transparent)]
    Rule(#[from] LeaveError),
    /// No such leave of this player.
    #[error("you have no leave with id {0}; list yours with GET /api/v1/leave")]
    NotFound(i32),
    /// An unknown time zone.
    #[error(transparent)]
    TimeZone(#[from] TimeZoneError),
    /// Recomputing the clocks of the player's games failed.
    #[error(transparent)]
    Game(#[from] GameError),
}

impl From<DbError> for LeaveRequestError {
    fn from(e: DbError) -> LeaveRequestError {
        LeaveRequestError::Game(e.into())
    }
}

/// A period of leave as the player sees it.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct LeaveEntry {
    /// Id.
    pub id: i32,
    /// Its days (the player's dates, last included) and the instants they cover.
    #[serde(flatten)]
    pub span: LeaveSpan,
    /// Days it covers.
    pub days: u32,
    /// `regular` or `special`.
    pub kind: &'static str,
    /// An organizer's note on special leave.
    pub note: Option<String>,
    /// `past`, `current` or `future`.
    pub status: &'static str,
    /// Whether the player may move or cancel it.
    pub changeable: bool,
}

/// A player's leave and allowance.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct LeaveOverview {
    /// The time zone the player's days are counted in.
    pub time_zone: String,
    /// The player's date today.
    pub today: NaiveDate,
    /// This calendar year.
    pub year: i32,
    /// Regular leave days per calendar year.
    pub allowance: u32,
    /// Regular leave days booked this year.
    pub used: u32,
    /// Regular leave days still free this year.
    pub left: u32,
    /// Leave from the start of this year on, earliest first.
    pub periods: Vec<LeaveEntry>,
}

fn leave_of(row: &LeaveRow) -> Leave {
    Leave {
        id: row.id,
        period: LeavePeriod {
            first: row.first_day,
            last: row.last_day,
        },
        kind: LeaveKind::from_name(&row.kind).unwrap_or(LeaveKind::Regular),
    }
}

fn entry(row: &LeaveRow, tz: Tz, today: NaiveDate) -> LeaveEntry {
    let leave = leave_of(row);
    let status = if leave.period.last < today {
        "past"
    } else if leave.period.first <= today {
        "current"
    } else {
        "future"
    };
    LeaveEntry {
        id: row.id,
        span: LeaveSpan {
            first: row.first_day,
            last: row.last_day,
            starts_at: start_of_day(tz, row.first_day),
            ends_at: start_of_day(tz, row.last_day + chrono::Days::new(1)),
        },
        days: leave.period.days(),
        kind: leave.kind.as_str(),
        note: row.note.clone(),
        status,
        changeable: check_changeable(&leave, today).is_ok(),
    }
}

/// The player's date at `now`.
fn today_of(
    conn: &mut DbConnection,
    user: UserId,
    now: NaiveDateTime,
) -> Result<(Tz, NaiveDate), DbError> {
    let tz = time_zone_of(conn, user.0)?;
    Ok((tz, local_date(tz, now)))
}

/// `user`'s leave from the start of this year on, with the allowance.
pub fn overview(
    conn: &mut DbConnection,
    user: UserId,
    allowance: u32,
    now: NaiveDateTime,
) -> Result<LeaveOverview, LeaveRequestError> {
    let (tz, today) = today_of(conn, user, now)?;
    let rows = rows::leave_of(conn, user.0)?;
    let year = today.year();
    let all: Vec<Leave> = rows.iter().map(leave_of).collect();
    let used = days_taken(&all, year);
    Ok(LeaveOverview {
        time_zone: tz.name().to_owned(),
        today,
        year,
        allowance,
        used,
        left: allowance.saturating_sub(used),
        periods: rows
            .iter()
            .filter(|r| r.last_day.year() >= year)
            .map(|r| entry(r, tz, today))
            .collect(),
    })
}

/// A day of leave as a client wrote it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DayInput {
    /// A date, in the player's time zone.
    Date(NaiveDate),
    /// An instant (UTC): the day is the player's date at that instant.
    Instant(NaiveDateTime),
}

/// The player's date that `input` names.
pub fn day_of(
    conn: &mut DbConnection,
    user: UserId,
    input: DayInput,
) -> Result<NaiveDate, LeaveRequestError> {
    Ok(match input {
        DayInput::Date(date) => date,
        DayInput::Instant(at) => local_date(time_zone_of(conn, user.0)?, at),
    })
}

/// Books regular leave for `user` from `first` to `last` (their dates, both included).
pub fn book(
    conn: &mut DbConnection,
    user: UserId,
    first: NaiveDate,
    last: NaiveDate,
    allowance: u32,
    now: NaiveDateTime,
) -> Result<LeaveEntry, LeaveRequestError> {
    insert(
        conn,
        user,
        LeavePeriod { first, last },
        LeaveKind::Regular,
        None,
        allowance,
        now,
    )
}

/// Grants `user` special leave (an organizer's decision; outside the allowance, any dates).
pub fn grant_special(
    conn: &mut DbConnection,
    user: UserId,
    first: NaiveDate,
    last: NaiveDate,
    note: Option<&str>,
    now: NaiveDateTime,
) -> Result<LeaveEntry, LeaveRequestError> {
    insert(
        conn,
        user,
        LeavePeriod { first, last },
        LeaveKind::Special,
        note,
        0,
        now,
    )
}

fn insert(
    conn: &mut DbConnection,
    user: UserId,
    period: LeavePeriod,
    kind: LeaveKind,
    note: Option<&str>,
    allowance: u32,
    now: NaiveDateTime,
) -> Result<LeaveEntry, LeaveRequestError> {
    write_transaction(conn, |conn| {
        let (tz, today) = today_of(conn, user, now)?;
        let others: Vec<Leave> = rows::leave_of(conn, user.0)?.iter().map(leave_of).collect();
        check_period(period, kind, &others, today, allowance)?;
        if kind == LeaveKind::Regular {
            check_event_allowances(conn, user, period, &others, today)?;
        }
        let id = rows::insert_leave(
            conn,
            &NewLeave {
                user_id: user.0,
                first_day: period.first,
                last_day: period.last,
                kind: kind.as_str(),
                note,
                created_at: now,
            },
        )?;
        refresh_games_of(conn, user, now)?;
        find_entry(conn, user, id, (tz, today))
    })
}

/// Regular leave must also fit in the own allowance of every running event `user` plays in
/// (see [`LeaveRule::own_allowance`]).
fn check_event_allowances(
    conn: &mut DbConnection,
    user: UserId,
    period: LeavePeriod,
    others: &[Leave],
    today: NaiveDate,
) -> Result<(), LeaveRequestError> {
    for (event, rule) in crate::db::events::leave_rules_of_player(conn, user.0)? {
        let Some(days) = LeaveRule::from_name(&rule).and_then(LeaveRule::own_allowance) else {
            continue;
        };
        match check_period(period, LeaveKind::Regular, others, today, days) {
            Err(LeaveError::AllowanceExceeded {
                year,
                allowance,
                left,
                requested,
            }) => {
                return Err(LeaveError::EventAllowanceExceeded {
                    event,
                    year,
                    allowance,
                    left,
                    requested,
                }
                .into());
            }
            Err(LeaveError::Disabled) => {
                return Err(LeaveError::EventAllowanceExceeded {
                    event,
                    year: period.first.year(),
                    allowance: 0,
                    left: 0,
                    requested: period.days(),
                }
                .into());
            }
            _ => {}
        }
    }
    Ok(())
}

fn find_row(conn: &mut DbConnection, user: UserId, id: i32) -> Result<LeaveRow, LeaveRequestError> {
    rows::leave_of(conn, user.0)?
        .into_iter()
        .find(|r| r.id == id)
        .ok_or(LeaveRequestError::NotFound(id))
}

fn find_entry(
    conn: &mut DbConnection,
    user: UserId,
    id: i32,
    (tz, today): (Tz, NaiveDate),
) -> Result<LeaveEntry, LeaveRequestError> {
    Ok(entry(&find_row(conn, user, id)?, tz, today))
}

/// Moves `user`'s leave `id`, which must not have begun, to new dates.
pub fn change(
    conn: &mut DbConnection,
    user: UserId,
    id: i32,
    first: NaiveDate,
    last: NaiveDate,
    allowance: u32,
    now: NaiveDateTime,
) -> Result<LeaveEntry, LeaveRequestError> {
    write_transaction(conn, |conn| {
        let (tz, today) = today_of(conn, user, now)?;
        let current = leave_of(&find_row(conn, user, id)?);
        check_changeable(&current, today)?;
        let others: Vec<Leave> = rows::leave_of(conn, user.0)?
            .iter()
            .map(leave_of)
            .filter(|l| l.id != id)
            .collect();
        check_period(
            LeavePeriod { first, last },
            current.kind,
            &others,
            today,
            allowance,
        )?;
        if current.kind == LeaveKind::Regular {
            check_event_allowances(conn, user, LeavePeriod { first, last }, &others, today)?;
        }
        rows::update_leave(conn, id, first, last)?;
        refresh_games_of(conn, user, now)?;
        find_entry(conn, user, id, (tz, today))
    })
}

/// Cancels `user`'s leave `id` if it has not begun, or ends it early if it is in progress (its
/// last day becomes yesterday, so the player can move today).
pub fn cancel_or_end(
    conn: &mut DbConnection,
    user: UserId,
    id: i32,
    now: NaiveDateTime,
) -> Result<EndEarly, LeaveRequestError> {
    write_transaction(conn, |conn| {
        let (_, today) = today_of(conn, user, now)?;
        let leave = leave_of(&find_row(conn, user, id)?);
        let action = end_early(&leave, today)?;
        match action {
            EndEarly::Cancel | EndEarly::Remove => rows::delete_leave(conn, id)?,
            EndEarly::Shorten(last) => rows::update_leave(conn, id, leave.period.first, last)?,
        }
        refresh_games_of(conn, user, now)?;
        Ok(action)
    })
}

/// Sets the time zone `user`'s days are counted and shown in (an IANA name such as
/// `Europe/Berlin`).
pub fn set_time_zone(
    conn: &mut DbConnection,
    user: UserId,
    name: &str,
    now: NaiveDateTime,
) -> Result<Tz, LeaveRequestError> {
    let tz = parse_time_zone(name)?;
    write_transaction(conn, |conn| {
        rows::set_time_zone(conn, user.0, tz.name())?;
        refresh_games_of(conn, user, now)?;
        Ok(tz)
    })
}

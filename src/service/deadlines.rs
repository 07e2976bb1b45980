//! The deadline check: forfeits on time and reminders to silent players, as of a given `now`.
//! The worker runs [`check`] every minute; `kingpost deadlines --at TIME [--dry-run]` runs it for
//! any moment.
//!
//! Only games whose stored `clock_check_at` has come are read (a range scan of its index, never
//! every game), 500 at a time, with their move times and both players' calendars in a few
//! queries per batch; no position is replayed unless a game is forfeited. For each game:
//!
//! - if the side to move has overstepped, the game ends by `time_forfeit`: a loss, or a draw
//!   when the opponent could not mate by any legal series of moves (checked on the replayed game,
//!   which also guards against a move that arrived meanwhile);
//! - otherwise the reminder points that have come for the move in hand and were not yet sent are
//!   recorded (one row per game, move and point) and the latest of each kind is reported, and
//!   `clock_check_at` moves on to the next reminder or the deadline.
//!
//! Running it twice for the same `now` changes nothing the second time. A dry run decides the
//! same and writes nothing. The mail for each event (a reminder to the silent player, the end of
//! the game to both) is written in the same transaction as the change ([`super::notify`]); the
//! events are also returned, for the command line.

use std::collections::{HashMap, HashSet};

use crate::db::DbError;
use chrono::NaiveDateTime;

use crate::chess::{Color, GameResult};
use crate::db::clock::{self as rows, ClockGameRow, NewReminder};
use crate::db::{DbConnection, write_transaction};
use crate::domain::account::UserId;
use crate::domain::events::LeaveRule;
use crate::domain::game::GameId;
use crate::domain::reminders::{ReminderPoint, ReminderPolicy, schedule};
use crate::domain::time_control::ClockRules;

use super::game_changes::publish;
use super::game_store::clock::{GameClock, calendars_of, event_leave_rules, game_clock};
use super::game_store::{self as store, GameError};
use super::notify::{self, GameEvent, GameEventNotice, MailSettings};

/// What the deadline check did (or, in a dry run, would do).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DeadlineEvent {
    /// Remind `user`, to move in `game`, that a reminder point has come.
    Reminder {
        /// The game.
        game: GameId,
        /// The silent player.
        user: UserId,
        /// Which point.
        point: ReminderPoint,
        /// Their deadline, UTC.
        deadline: NaiveDateTime,
        /// Whole days they have left.
        time_left_days: i64,
    },
    /// `loser` overstepped the deadline; the game has ended with `result` (a draw when
    /// `opponent` could not have mated). Both players should be told.
    TimeForfeit {
        /// The game.
        game: GameId,
        /// Who ran out of time.
        loser: UserId,
        /// The other player.
        opponent: UserId,
        /// `1-0`, `0-1` or a draw.
        result: GameResult,
        /// The deadline that passed, UTC.
        deadline: NaiveDateTime,
    },
}

/// How many due games are read at once.
const BATCH: usize = 500;

/// Runs the deadline check as of `now`, writing the mail for what it did; with `dry_run`, only
/// reports.
pub fn check(
    conn: &mut DbConnection,
    policy: &ReminderPolicy,
    mail: &MailSettings,
    now: NaiveDateTime,
    dry_run: bool,
) -> Result<Vec<DeadlineEvent>, GameError> {
    let due = rows::due_games(conn, now)?;
    let mut events = Vec::new();
    for chunk in due.chunks(BATCH) {
        let decisions: Vec<Decision> = load_batch(conn, chunk)?
            .iter()
            .map(|game| decide(game, policy, now))
            .collect();
        let forfeits: Vec<i32> = decisions
            .iter()
            .filter(|d| matches!(d.action, Action::Forfeit))
            .map(|d| d.game_id)
            .collect();
        if dry_run {
            events.extend(decisions.iter().flat_map(|d| d.reminders()));
        } else {
            events.extend(write_transaction(conn, |conn| {
                let settled = settle(conn, &decisions, now)?;
                remind(conn, mail, &settled, now)?;
                Ok::<_, GameError>(settled)
            })?);
        }
        for game_id in forfeits {
            events.extend(forfeit(conn, mail, game_id, now, dry_run)?);
        }
    }
    Ok(events)
}

/// A due game with what its clock needs.
struct DueGame {
    row: ClockGameRow,
    clock: Option<GameClock>,
    sent: HashSet<String>,
}

fn load_batch(conn: &mut DbConnection, ids: &[i32]) -> Result<Vec<DueGame>, DbError> {
    let games = rows::clock_games(conn, ids)?;
    let mut times: HashMap<i32, Vec<NaiveDateTime>> = HashMap::new();
    for (game, _, at) in rows::move_times(conn, ids)? {
        times.entry(game).or_default().push(at);
    }
    let mut sent: HashMap<(i32, i32), HashSet<String>> = HashMap::new();
    for (game, ply, point) in rows::reminders_of(conn, ids)? {
        sent.entry((game, ply)).or_default().insert(point);
    }
    let users: Vec<i32> = games
        .iter()
        .flat_map(|g| [g.white_id, g.black_id])
        .collect();
    let calendars = calendars_of(conn, &users)?;
    let mut rules = event_leave_rules(conn, ids)?;
    let calendar = |user: i32, rule: Option<LeaveRule>| {
        let own = calendars.get(&user).cloned().unwrap_or_default();
        rule.map_or(own.clone(), |rule| rule.calendar(&own))
    };
    Ok(games
        .into_iter()
        .map(|row| {
            let rule = rules.remove(&row.id);
            let clock = row
                .time_control
                .parse::<ClockRules>()
                .ok()
                .map(|rules| GameClock {
                    rules,
                    started_at: row.created_at,
                    first_mover: if row.initial_fen.split_whitespace().nth(1) == Some("b") {
                        Color::Black
                    } else {
                        Color::White
                    },
                    played_at: times.remove(&row.id).unwrap_or_default(),
                    white: calendar(row.white_id, rule),
                    black: calendar(row.black_id, rule),
                    finished: row.status != "active",
                });
            let sent = sent.remove(&(row.id, row.ply)).unwrap_or_default();
            DueGame { row, clock, sent }
        })
        .collect())
}

/// What to do with one due game.
struct Decision {
    game_id: i32,
    ply: i32,
    action: Action,
}

enum Action {
    /// No clock runs: clear the stored deadline and check.
    Close,
    /// The side to move has overstepped.
    Forfeit,
    /// Record the reminder points that have come, report the latest of each kind, and look
    /// again at `next_check`.
    Wait {
        user: UserId,
        deadline: NaiveDateTime,
        next_check: NaiveDateTime,
        time_left_days: i64,
        record: Vec<ReminderPoint>,
        send: Vec<ReminderPoint>,
    },
}

fn decide(game: &DueGame, policy: &ReminderPolicy, now: NaiveDateTime) -> Decision {
    let decision = |action| Decision {
        game_id: game.row.id,
        ply: game.row.ply,
        action,
    };
    let Some(clock) = &game.clock else {
        return decision(Action::Close);
    };
    let input = clock.input();
    let Some(running) = clock.report(now).running else {
        return decision(Action::Close);
    };
    if running.overstepped {
        return decision(Action::Forfeit);
    }
    let points = schedule(&input, &running, policy);
    let pending = points
        .iter()
        .filter(|(p, _)| !game.sent.contains(&p.to_string()));
    let (due, later): (Vec<_>, Vec<_>) = pending.partition(|(_, at)| *at <= now);
    let latest = |days: bool| {
        due.iter()
            .rev()
            .find(|(p, _)| matches!(p, ReminderPoint::DaysSilent(_)) == days)
            .map(|(p, _)| *p)
    };
    let user = if running.color == Color::White {
        game.row.white_id
    } else {
        game.row.black_id
    };
    decision(Action::Wait {
        user: UserId(user),
        deadline: running.deadline,
        next_check: later.first().map_or(running.deadline, |(_, at)| *at),
        time_left_days: running.available_days - i64::from(running.used_days),
        record: due.iter().map(|(p, _)| *p).collect(),
        send: [latest(false), latest(true)]
            .into_iter()
            .flatten()
            .collect(),
    })
}

impl Decision {
    /// The reminders this decision reports.
    fn reminders(&self) -> Vec<DeadlineEvent> {
        match &self.action {
            Action::Wait {
                user,
                deadline,
                time_left_days,
                send,
                ..
            } => send
                .iter()
                .map(|point| DeadlineEvent::Reminder {
                    game: GameId(self.game_id),
                    user: *user,
                    point: *point,
                    deadline: *deadline,
                    time_left_days: *time_left_days,
                })
                .collect(),
            _ => Vec::new(),
        }
    }
}

/// Writes the decisions other than forfeits; a game that moved on since it was read is left
/// alone (the move stored its own clock).
fn settle(
    conn: &mut DbConnection,
    decisions: &[Decision],
    now: NaiveDateTime,
) -> Result<Vec<DeadlineEvent>, GameError> {
    let mut events = Vec::new();
    for decision in decisions {
        match &decision.action {
            Action::Forfeit => {}
            Action::Close => {
                rows::set_game_clock(conn, decision.game_id, None, None)?;
            }
            Action::Wait {
                user,
                deadline,
                next_check,
                record,
                ..
            } => {
                let current = rows::set_game_clock_if_at(
                    conn,
                    decision.game_id,
                    decision.ply,
                    *deadline,
                    *next_check,
                )?;
                if !current {
                    continue;
                }
                for point in record {
                    let point = point.to_string();
                    rows::insert_reminder(
                        conn,
                        &NewReminder {
                            game_id: decision.game_id,
                            ply: decision.ply,
                            point: &point,
                            user_id: user.0,
                            sent_at: now,
                        },
                    )?;
                }
                events.extend(decision.reminders());
            }
        }
    }
    Ok(events)
}

/// Writes the reminder mail for the reminder events (one mail per game and player, however
/// many points came at once).
fn remind(
    conn: &mut DbConnection,
    mail: &MailSettings,
    events: &[DeadlineEvent],
    now: NaiveDateTime,
) -> Result<(), GameError> {
    let mut done = HashSet::new();
    for event in events {
        let DeadlineEvent::Reminder { game, user, .. } = event else {
            continue;
        };
        if !done.insert((*game, *user)) {
            continue;
        }
        let stored = store::load(conn, game.0)?;
        let view = super::game_store::view::build(conn, &stored, now)?;
        let notice = GameEventNotice {
            event: GameEvent::Reminder,
            stored: &stored,
            view: &view,
        };
        notify::game_event(conn, mail, &notice, now)?;
    }
    Ok(())
}

/// Ends a game on time after checking the replayed game (in its own transaction, with the mail
/// to both players); in a dry run only reports. Nothing happens if the player moved meanwhile.
fn forfeit(
    conn: &mut DbConnection,
    mail: &MailSettings,
    game_id: i32,
    now: NaiveDateTime,
    dry_run: bool,
) -> Result<Vec<DeadlineEvent>, GameError> {
    let run = |conn: &mut DbConnection| -> Result<Vec<DeadlineEvent>, GameError> {
        let mut game = store::load(conn, game_id)?;
        let report = game_clock(conn, &game)?.map(|c| c.report(now));
        let Some(running) = report.and_then(|r| r.running).filter(|r| r.overstepped) else {
            if !dry_run {
                super::game_store::clock::refresh(conn, &game, now)?;
            }
            return Ok(Vec::new());
        };
        let state = &mut game.state;
        let (loser, opponent) = match running.color {
            Color::White => (state.white, state.black),
            Color::Black => (state.black, state.white),
        };
        let outcome = state
            .record
            .time_forfeit(running.color)
            .map_err(|e| GameError::Corrupt(game_id, e.to_string()))?;
        state.draw_offer = None;
        if !dry_run {
            let saved = store::save(conn, game, store::Action::Ended, None, now)?;
            publish(conn, mail, saved, now)?;
        }
        Ok(vec![DeadlineEvent::TimeForfeit {
            game: GameId(game_id),
            loser,
            opponent,
            result: outcome.result,
            deadline: running.deadline,
        }])
    };
    let result = if dry_run {
        run(conn)
    } else {
        write_transaction(conn, run)
    };
    match result {
        Err(GameError::Stale) => Ok(Vec::new()),
        other => other,
    }
}

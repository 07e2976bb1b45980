//! Saving a decided game, and the one way a game ends.

use chrono::NaiveDateTime;

use crate::chess::Color;
use crate::chess::variant::position_fen;
use crate::db::DbConnection;
use crate::db::adjudications::{self as decisions, NewAdjudication};
use crate::db::games::{self as rows, ClockedUpdate, GameChanges, GameRow, MoveRow};
use crate::domain::account::UserId;
use crate::domain::adjudication::Decision;
use crate::domain::game::{GameState, MoveSource, PlayedMove};
use crate::service::{game_cache, ratings};

use super::clock::{self, GameClock};
use super::{clock_view, view as game_view};

use super::changes::{ChangeKind, GameChanged, Saved};
use super::error::GameError;
use super::load::StoredGame;

/// What the decided state came from.
#[derive(Debug, Clone, Copy)]
pub enum Action<'a> {
    /// A move (with or without a draw offer; a draw claim's move too).
    Move {
        /// The move.
        played: &'a PlayedMove,
        /// Who played it.
        by: UserId,
        /// Where it came from.
        source: MoveSource,
        /// Whether a draw was offered with it.
        offered_draw: bool,
    },
    /// A draw offer without a move.
    DrawOffered {
        /// Who offered.
        by: Color,
    },
    /// A declined draw offer.
    DrawDeclined {
        /// Who declined.
        by: Color,
    },
    /// An ending the state already holds: resignation, agreement, a claim, time forfeit.
    Ended,
}

/// Writes the decided state of `game` (guarded by the version it was read at) with its clock,
/// the move if one was played, and, when the game ended now, its ratings; returns the game
/// afterwards with its read model (built from what is in hand, not read back) and the changes.
/// `clock_before` is the game's clock as read before the change, if the caller has it (its
/// calendars still hold, so they are not read again).
pub fn save(
    conn: &mut DbConnection,
    game: StoredGame,
    action: Action<'_>,
    clock_before: Option<GameClock>,
    now: NaiveDateTime,
) -> Result<Saved, GameError> {
    write(conn, game, action, None, clock_before, now)
}

/// Ends the unfinished `game` by `decided_by`'s `decision`, storing it with the engine
/// `report` (JSON) that informed it: the one save of every adjudication (a ruling, an upheld
/// tablebase claim, a withdrawal's forfeit). The caller has checked who may decide.
pub fn adjudicate(
    conn: &mut DbConnection,
    mut game: StoredGame,
    decided_by: UserId,
    decision: &Decision,
    report: &str,
    now: NaiveDateTime,
) -> Result<Saved, GameError> {
    game.state
        .record
        .adjudicate(decision.result)
        .map_err(|e| GameError::Corrupt(game.row.id, e.to_string()))?;
    game.state.draw_offer = None;
    decisions::insert(
        conn,
        &NewAdjudication {
            game_id: game.row.id,
            result: decision.result.as_pgn(),
            reason: &decision.reason,
            decided_by: decided_by.0,
            report,
            decided_at: now,
        },
    )?;
    let decided = Some((decided_by, decision.reason.clone()));
    write(conn, game, Action::Ended, decided, None, now)
}

fn write(
    conn: &mut DbConnection,
    mut game: StoredGame,
    action: Action<'_>,
    decision: Option<(UserId, String)>,
    clock_before: Option<GameClock>,
    now: NaiveDateTime,
) -> Result<Saved, GameError> {
    let (read_version, was_finished) = (game.row.version, game.row.status == "finished");
    let new_move = match action {
        Action::Move {
            played, by, source, ..
        } => Some(move_row(game.row.id, played, by, source, now)),
        _ => None,
    };
    game.moves.extend(new_move.clone());
    apply_state(&mut game.row, &game.state, now);
    let finished = game.row.status != "active";
    let clock = match clock_before {
        Some(before) => Some(before.after_change(&game.moves, finished)),
        None => clock::game_clock(conn, &game)?,
    };
    let schedule = clock::schedule(clock.as_ref(), now);
    let (deadline, check_at) = schedule.stored();
    let changes = changes_of(&game.row);
    let update = ClockedUpdate {
        id: game.row.id,
        version: read_version,
        changes: &changes,
        deadline,
        check_at,
    };
    if !rows::update_game_and_clock(conn, &update, new_move.as_ref())? {
        return Err(GameError::Stale);
    }
    let mut changed = vec![change_of(action)];
    if let Some(outcome) = game.state.record.outcome().filter(|_| !was_finished) {
        ratings::game_finished(conn, game.row.id, outcome.result, now)?;
        changed.push(Some(ChangeKind::Ended {
            result: outcome.result,
            termination: outcome.termination,
            decision,
        }));
    }
    game_cache::put(&game.row, &game.moves, &game.state.record);
    let clocks = match (&clock, &schedule.report) {
        (Some(clock), Some(report)) => clock_view::view_of(clock, report, now),
        _ => (None, None),
    };
    let view = game_view::build_with_clock(conn, &game, clocks)?;
    let id = game.state.id;
    let changes = changed
        .into_iter()
        .flatten()
        .map(|kind| GameChanged { game: id, kind })
        .collect();
    Ok(Saved {
        game,
        view,
        changes,
    })
}

fn move_row(
    game_id: i32,
    played: &PlayedMove,
    by: UserId,
    source: MoveSource,
    now: NaiveDateTime,
) -> MoveRow {
    MoveRow {
        game_id,
        ply: i32::try_from(played.ply).unwrap_or(i32::MAX),
        uci: played.uci.clone(),
        san: played.san.clone(),
        played_by: Some(by.0),
        source: source.as_str().to_owned(),
        played_at: now,
    }
}

/// The change an action made (an ending is added by the save when the game ended).
fn change_of(action: Action<'_>) -> Option<ChangeKind> {
    match action {
        Action::Move {
            played,
            by,
            source,
            offered_draw,
        } => Some(ChangeKind::Moved {
            played: played.clone(),
            by,
            source,
            offered_draw,
        }),
        Action::DrawOffered { by } => Some(ChangeKind::DrawOffered { by }),
        Action::DrawDeclined { by } => Some(ChangeKind::DrawDeclined { by }),
        Action::Ended => None,
    }
}

/// Brings the loaded row up to the decided state (position, result, offer, version).
fn apply_state(row: &mut GameRow, state: &GameState, now: NaiveDateTime) {
    let outcome = state.record.outcome();
    row.current_fen = position_fen(state.record.position());
    row.ply = i32::try_from(state.record.ply_count()).unwrap_or(i32::MAX);
    row.version += 1;
    row.status = if outcome.is_some() {
        "finished"
    } else {
        "active"
    }
    .to_owned();
    row.result = outcome.map_or("*", |o| o.result.as_pgn()).to_owned();
    row.termination = outcome.map(|o| o.termination.as_str().to_owned());
    row.draw_offer = state
        .draw_offer
        .map(|c| if c == Color::White { "white" } else { "black" }.to_owned());
    row.updated_at = now;
    row.finished_at = outcome.map(|_| now);
}

/// The columns a change writes, from the updated row.
fn changes_of(row: &GameRow) -> GameChanges<'_> {
    GameChanges {
        current_fen: &row.current_fen,
        ply: row.ply,
        version: row.version,
        status: &row.status,
        result: &row.result,
        termination: row.termination.as_deref(),
        draw_offer: row.draw_offer.as_deref(),
        updated_at: row.updated_at,
        finished_at: row.finished_at,
    }
}

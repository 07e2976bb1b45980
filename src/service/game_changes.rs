//! Publishing a game's changes: after a use case saved a game through the
//! [`game_store`](super::game_store), [`publish`] hands what the save yielded to the standard
//! subscribers in a fixed order, inside the same transaction:
//!
//! 1. conditional replies ([`super::conditionals::ConditionalReplies`]): a move the opponent
//!    foresaw is answered at once, through the store, and that reply is published in turn;
//! 2. event settlement ([`super::event_settlement::EventSettlement`]): an adjudicated event game
//!    gets its mark, its open claims decided, and its event maybe finished;
//! 3. mail ([`Mail`]): the players the change concerns are written (through
//!    [`super::notify`]);
//! 4. the change log ([`ChangeLog`]): one row per change in `game_changes`, which the live
//!    pages of every process read (so a rolled-back change is never announced, and a move made
//!    by another process, such as `mail ingest`, is seen too);
//!
//! and then any subscribers the caller adds ([`publish_with`]).
//! A new kind of notification is one more subscriber here; a new door calls the use cases
//! (`games::play_move` and the rest), which publish for it.

use std::collections::VecDeque;

use chrono::NaiveDateTime;

use crate::db::DbConnection;
use crate::db::game_changes::{self as log, NewGameChange};
use crate::domain::account::UserId;
use crate::domain::game::MoveSource;

use super::conditionals::{ConditionalEvent, ConditionalReplies};
use super::event_settlement::EventSettlement;
use super::game_store::{ChangeKind, GameError, Saved, Subscriber};
use super::notify::{self, GameEvent, GameEventNotice, MailSettings};

/// Publishes `saved` and whatever the subscribers make of it; returns the game as it is at the
/// end (after any conditional reply).
pub fn publish(
    conn: &mut DbConnection,
    mail: &MailSettings,
    saved: Saved,
    now: NaiveDateTime,
) -> Result<Saved, GameError> {
    publish_with(conn, mail, saved, &[], now)
}

/// [`publish`], with `extra` subscribers after the standard ones.
pub fn publish_with(
    conn: &mut DbConnection,
    mail: &MailSettings,
    saved: Saved,
    extra: &[&dyn Subscriber],
    now: NaiveDateTime,
) -> Result<Saved, GameError> {
    let mail = Mail { settings: mail };
    let standard: [&dyn Subscriber; 4] = [&ConditionalReplies, &EventSettlement, &mail, &ChangeLog];
    let mut waiting = VecDeque::new();
    let mut current = saved;
    loop {
        let mut follow_ups = Vec::new();
        for subscriber in standard.iter().chain(extra) {
            subscriber.changed(conn, &current, &mut follow_ups, now)?;
        }
        waiting.extend(follow_ups);
        match waiting.pop_front() {
            Some(next) => current = next,
            None => return Ok(current),
        }
    }
}

/// The mail subscriber: the players a change concerns are told ([`notify::game_event`],
/// [`notify::move_events`]). A move answered at once by a conditional reply is told with the
/// reply, from the game after it; an ending by a decision is told by whoever decided it.
pub struct Mail<'a> {
    /// The instance's mail settings.
    pub settings: &'a MailSettings,
}

impl Subscriber for Mail<'_> {
    fn changed(
        &self,
        conn: &mut DbConnection,
        saved: &Saved,
        follow_ups: &mut Vec<Saved>,
        now: NaiveDateTime,
    ) -> Result<(), GameError> {
        let (game, view) = (&saved.game.state, &saved.view);
        for change in &saved.changes {
            let event = match &change.kind {
                ChangeKind::Moved { by, source, .. } => {
                    if game.record.outcome().is_none() && !answered(follow_ups) {
                        let events = conditional_events(*by, *source, follow_ups);
                        notify::move_events(conn, self.settings, &saved.game, view, &events, now)?;
                    }
                    continue;
                }
                ChangeKind::DrawOffered { by } => GameEvent::DrawOffered { by: *by },
                ChangeKind::DrawDeclined { by } => GameEvent::DrawDeclined { by: *by },
                ChangeKind::Ended { decision: None, .. } => GameEvent::Ended,
                ChangeKind::Ended { .. } | ChangeKind::ConditionalsCleared { .. } => continue,
            };
            let notice = GameEventNotice {
                event,
                stored: &saved.game,
                view,
            };
            notify::game_event(conn, self.settings, &notice, now)?;
        }
        Ok(())
    }
}

/// The change-log subscriber: every change is one row of `game_changes` (one statement per
/// save), read by the live pages ([`crate::web::live`]).
pub struct ChangeLog;

impl ChangeLog {
    /// The name of a change in the log (and in the live pages' events).
    pub fn kind_name(kind: &ChangeKind) -> &'static str {
        match kind {
            ChangeKind::Moved { .. } => "moved",
            ChangeKind::DrawOffered { .. } => "draw_offered",
            ChangeKind::DrawDeclined { .. } => "draw_declined",
            ChangeKind::ConditionalsCleared { .. } => "conditionals_cleared",
            ChangeKind::Ended { .. } => "ended",
        }
    }
}

impl Subscriber for ChangeLog {
    fn changed(
        &self,
        conn: &mut DbConnection,
        saved: &Saved,
        _follow_ups: &mut Vec<Saved>,
        now: NaiveDateTime,
    ) -> Result<(), GameError> {
        let row = &saved.game.row;
        let ply = i32::try_from(saved.game.state.record.ply_count()).unwrap_or(i32::MAX);
        let rows: Vec<NewGameChange<'_>> = saved
            .changes
            .iter()
            .map(|change| NewGameChange {
                game_id: row.id,
                white_id: row.white_id,
                black_id: row.black_id,
                kind: Self::kind_name(&change.kind),
                ply,
                at: now,
            })
            .collect();
        Ok(log::insert(conn, &rows)?)
    }
}

/// Logs that a game between `white` and `black` started (a challenge accepted, an event's
/// pairing), so the players' open dashboards show it; in the caller's transaction.
pub fn log_started(
    conn: &mut DbConnection,
    game: i32,
    (white, black): (UserId, UserId),
    now: NaiveDateTime,
) -> Result<(), crate::db::DbError> {
    log_one(conn, game, (white, black), ("started", 0), now)
}

/// Logs that a message was written in `game` between `white` and `black` (`ply`: half-moves
/// played then), so the open pages of those who may read the thread show it at once; the
/// streams carry a `message` change only to them ([`crate::web::live`]), and never its text.
/// Wakes the live pages when the caller's transaction commits.
pub fn log_message(
    conn: &mut DbConnection,
    game: i32,
    (white, black): (UserId, UserId),
    ply: i32,
    now: NaiveDateTime,
) -> Result<(), crate::db::DbError> {
    log_one(conn, game, (white, black), (MESSAGE, ply), now)?;
    crate::db::notify(conn, crate::wake::Channel::GameChanges, Some(game))
}

/// One row of the change log: a change of `kind` at `ply` in `game` between `white` and `black`.
fn log_one(
    conn: &mut DbConnection,
    game: i32,
    (white, black): (UserId, UserId),
    (kind, ply): (&str, i32),
    now: NaiveDateTime,
) -> Result<(), crate::db::DbError> {
    let row = NewGameChange {
        game_id: game,
        white_id: white.0,
        black_id: black.0,
        kind,
        ply,
        at: now,
    };
    log::insert(conn, &[row])
}

/// The kind of a logged message (see [`log_message`]).
pub const MESSAGE: &str = "message";

/// How long the change log keeps a change: long enough for any page to resume its stream.
pub const KEEP_CHANGES: chrono::Duration = chrono::Duration::days(1);

/// Deletes up to `limit` logged changes older than [`KEEP_CHANGES`]; returns how many.
pub fn prune_log(
    conn: &mut DbConnection,
    now: NaiveDateTime,
    limit: i64,
) -> Result<usize, crate::db::DbError> {
    log::prune(conn, now - KEEP_CHANGES, limit)
}

pub use crate::db::game_changes::GameChangeRow as LoggedChange;

/// Up to `limit` logged changes after `after` (an id), oldest first: what the live pages'
/// tailer reads.
pub fn changes_after(
    conn: &mut DbConnection,
    after: i64,
    limit: i64,
) -> Result<Vec<LoggedChange>, crate::db::DbError> {
    log::after(conn, after, limit)
}

/// Up to `limit` logged changes of `game` after `after`, oldest first (a stream resuming).
pub fn game_changes_after(
    conn: &mut DbConnection,
    game: i32,
    after: i64,
    limit: i64,
) -> Result<Vec<LoggedChange>, crate::db::DbError> {
    log::of_game_after(conn, game, after, limit)
}

/// Up to `limit` logged changes of `player`'s games after `after`, oldest first.
pub fn player_changes_after(
    conn: &mut DbConnection,
    player: UserId,
    after: i64,
    limit: i64,
) -> Result<Vec<LoggedChange>, crate::db::DbError> {
    log::of_player_after(conn, player.0, after, limit)
}

/// The newest logged change's id (0 when none): where a page's stream starts.
pub fn latest_change(conn: &mut DbConnection) -> Result<i64, crate::db::DbError> {
    log::latest_id(conn)
}

/// Whether a conditional reply answered the move at once.
fn answered(follow_ups: &[Saved]) -> bool {
    follow_ups.iter().flat_map(|f| &f.changes).any(|c| {
        matches!(
            c.kind,
            ChangeKind::Moved {
                source: MoveSource::Conditional,
                ..
            }
        )
    })
}

/// What the conditional moves did about a move, for its mail.
fn conditional_events(
    by: UserId,
    source: MoveSource,
    follow_ups: &[Saved],
) -> Vec<ConditionalEvent> {
    let played =
        (source == MoveSource::Conditional).then_some(ConditionalEvent::Played { owner: by });
    let cleared = follow_ups
        .iter()
        .flat_map(|f| &f.changes)
        .filter_map(|c| match &c.kind {
            ChangeKind::ConditionalsCleared { owner, .. } => {
                Some(ConditionalEvent::Cleared { owner: *owner })
            }
            _ => None,
        });
    played.into_iter().chain(cleared).collect()
}

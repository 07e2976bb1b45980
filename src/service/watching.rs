//! Watching games: what a viewer may see of a game ([`crate::domain::watching`] decides), and
//! the game, its API view and its PGN cut to that. Players, admins and the game's event's
//! organizer see everything; visitors see the public view, delayed as the event says, and a
//! private game does not exist for them (it answers "no such game", as a game that was never
//! played would). Conditional moves, notes and messages are never part of any of it.

use chrono::NaiveDateTime;

use crate::chess::GameRecord;
use crate::chess::variant::position_fen;
use crate::db::DbConnection;
use crate::db::watching::{self as rows, WatchRow};
use crate::domain::account::UserId;
use crate::domain::adjudication::Role;
use crate::domain::watching::{self, Access, PublicDelay, WatchRules};

use super::game_store::{self, GameError, GameView, StoredGame, clock_view};
use super::games;

/// A game as one viewer may see it.
#[derive(Debug, Clone)]
pub struct Watched {
    /// The game, cut to the moves the viewer may see.
    pub game: StoredGame,
    /// Whether the viewer sees all of it (a player, an admin, the organizer).
    pub full: bool,
    /// Whether moves are held back from the viewer.
    pub delayed: bool,
}

/// Whether `viewer`, who does not play in the game, oversees it (an admin or organizer, who may
/// adjudicate it; the event's organizer).
fn oversees(
    conn: &mut DbConnection,
    row: &WatchRow,
    viewer: Option<UserId>,
) -> Result<bool, GameError> {
    let Some(user) = viewer else {
        return Ok(false);
    };
    if row.organizer_id == Some(user.0) {
        return Ok(true);
    }
    // Organizers and admins may adjudicate any game they do not play in: they see it whole.
    Ok(super::roles::role(conn, user)? != Role::Player)
}

/// What `viewer` (none: not signed in) may see of the loaded `game` as of `now`.
///
/// # Errors
///
/// [`GameError::GameNotFound`] when the game is private to them.
pub fn access(
    conn: &mut DbConnection,
    game: &StoredGame,
    viewer: Option<UserId>,
    now: NaiveDateTime,
) -> Result<Access, GameError> {
    let id = game.row.id;
    if viewer.is_some_and(|user| game.state.color_of(user).is_ok()) {
        // A player sees all of their game, whatever its rules.
        return Ok(Access::Full);
    }
    let row = rows::watch_row(conn, id)?.ok_or(GameError::GameNotFound(id))?;
    let rules = WatchRules {
        player_private: row.player_private,
        event_private: !row.public_games,
        delay: PublicDelay::from_columns(
            u32::try_from(row.delay_moves).unwrap_or(0),
            u32::try_from(row.delay_days).unwrap_or(0),
        ),
    };
    let played_at: Vec<NaiveDateTime> = game.moves.iter().map(|m| m.played_at).collect();
    let finished = game.state.record.outcome().is_some() || game.row.status == "finished";
    let seen = oversees(conn, &row, viewer)?;
    match watching::access(rules, seen, finished, &played_at, now) {
        Access::Hidden => Err(GameError::GameNotFound(id)),
        other => Ok(other),
    }
}

/// Loads game `game_id` as `viewer` may see it.
///
/// # Errors
///
/// [`GameError::GameNotFound`] when there is no such game or it is private to the viewer.
pub fn watch(
    conn: &mut DbConnection,
    game_id: i32,
    viewer: Option<UserId>,
    now: NaiveDateTime,
) -> Result<Watched, GameError> {
    let game = game_store::load(conn, game_id)?;
    watch_loaded(conn, game, viewer, now)
}

/// [`watch`] for a game already loaded.
fn watch_loaded(
    conn: &mut DbConnection,
    game: StoredGame,
    viewer: Option<UserId>,
    now: NaiveDateTime,
) -> Result<Watched, GameError> {
    Ok(match access(conn, &game, viewer, now)? {
        Access::Public { shown, delayed } => Watched {
            game: if delayed {
                first_moves(game, shown)?
            } else {
                game
            },
            full: false,
            delayed,
        },
        Access::Full | Access::Hidden => Watched {
            game,
            full: true,
            delayed: false,
        },
    })
}

/// The game with only its first `shown` half-moves (a running game: no outcome to keep), no
/// draw offer and the position after them.
fn first_moves(mut game: StoredGame, shown: usize) -> Result<StoredGame, GameError> {
    let record = &game.state.record;
    let kept = record.moves().iter().take(shown).copied();
    let cut = GameRecord::replay(record.start().clone(), kept)
        .map_err(|e| GameError::Corrupt(game.row.id, e.to_string()))?;
    game.moves.truncate(shown);
    game.row.current_fen = position_fen(cut.position());
    game.row.ply = i32::try_from(shown).unwrap_or(i32::MAX);
    game.row.draw_offer = None;
    game.state.draw_offer = None;
    game.state.record = cut;
    Ok(game)
}

/// The game as the API shows it to `viewer`: everything to those who see all of it, the public
/// part to visitors (without clocks and draw offers while moves are held back).
///
/// # Errors
///
/// As [`watch`].
pub fn view(
    conn: &mut DbConnection,
    game_id: i32,
    viewer: Option<UserId>,
    now: NaiveDateTime,
) -> Result<GameView, GameError> {
    let watched = watch(conn, game_id, viewer, now)?;
    if watched.delayed {
        game_store::view::build_with_clock(conn, &watched.game, (None, None))
    } else {
        game_store::view::build(conn, &watched.game, now)
    }
}

/// The game as PGN for `viewer`, cut like [`view`], with the correspondence tags and the
/// `[%days]` of the moves shown.
///
/// # Errors
///
/// As [`watch`].
pub fn pgn(
    conn: &mut DbConnection,
    game_id: i32,
    viewer: Option<UserId>,
    site: &str,
    now: NaiveDateTime,
) -> Result<String, GameError> {
    let game = game_store::load(conn, game_id)?;
    let mut comments = clock_view::reflection_comments(conn, &game)?;
    let watched = watch_loaded(conn, game, viewer, now)?;
    comments.truncate(watched.game.moves.len());
    games::pgn_of(conn, &watched.game, &comments, site)
}

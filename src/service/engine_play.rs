//! Playing against the built-in engine: challenges to the engine start a game at once, and the
//! engine's turns are found, thought about elsewhere, and answered through the normal move path.
//!
//! The engine plays through accounts `kingpost-level-N` (see [`crate::domain::engine_play`]),
//! made on demand; they cannot sign in (their password hash is not a hash). A challenge to the
//! engine is accepted on its behalf in the same request. The engine's moves go through
//! [`games::play_move`] with [`MoveSource::Engine`] and the ply guard, exactly like a player's,
//! so a game that changed while the engine was thinking refuses the stale move.

use chrono::NaiveDateTime;

use crate::chess::{Color, GameRecord, Language};
use crate::db::engine_play::{self as rows, NewEngineUser};
use crate::db::{DbConnection, write_transaction};
use crate::domain::account::UserId;
use crate::domain::challenge::{ChallengeError, ChallengeRequest};
use crate::domain::engine_play::{engine_opponent, engine_username};
use crate::domain::game::{GameId, MoveSource};
use crate::engine::Level;

use super::game_store::StoredGame;
use super::games::{self, DrawAction, DrawRequest, GameError, GameView, MoveRequest};
use super::notify::MailSettings;

/// What a challenge became.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChallengeOutcome {
    /// An open challenge, waiting for a person to answer.
    Open {
        /// The challenge.
        challenge_id: i32,
    },
    /// A challenge to the engine, accepted at once.
    Started {
        /// The challenge.
        challenge_id: i32,
        /// The game it started.
        game_id: GameId,
    },
}

/// `user` challenges `opponent` (a username, `engine:N`, or anyone); a challenge to the engine
/// is accepted on its behalf at once. `lot` decides random colours and Chess960 numbers.
pub fn create_challenge(
    conn: &mut DbConnection,
    mail: &MailSettings,
    user: UserId,
    opponent: Option<&str>,
    request: &ChallengeRequest<'_>,
    lot: u32,
    now: NaiveDateTime,
) -> Result<ChallengeOutcome, GameError> {
    let Some(level) = opponent.and_then(engine_opponent) else {
        let challenge_id = write_transaction(conn, |conn| {
            let id = games::create_challenge(conn, user, opponent, request, now)?;
            super::notify::challenge_offered(conn, mail, id, now)?;
            Ok::<_, GameError>(id)
        })?;
        return Ok(ChallengeOutcome::Open { challenge_id });
    };
    let level = level.map_err(ChallengeError::from)?;
    if request.rated {
        return Err(ChallengeError::RatedEngine.into());
    }
    let engine = engine_account(conn, level, now)?;
    let name = engine_username(level);
    // One transaction: a challenge the engine could not accept is not left behind.
    write_transaction(conn, |conn| {
        let challenge_id = games::create_challenge(conn, user, Some(&name), request, now)?;
        let game_id = games::accept_challenge(conn, mail, engine, challenge_id, lot, now)?;
        Ok(ChallengeOutcome::Started {
            challenge_id,
            game_id,
        })
    })
}

/// The engine account of `level`, made if it does not exist yet.
pub fn engine_account(
    conn: &mut DbConnection,
    level: Level,
    now: NaiveDateTime,
) -> Result<UserId, GameError> {
    let number = i32::from(level.get());
    if let Some(id) = rows::engine_user(conn, number)? {
        return Ok(UserId(id));
    }
    let name = engine_username(level);
    let email = format!("{name}@engine.invalid");
    let new = NewEngineUser {
        username: &name,
        email: &email,
        password_hash: "!engine-account-cannot-sign-in",
        engine_level: number,
        created_at: now,
    };
    match rows::insert_engine_user(conn, &new) {
        Ok(id) => Ok(UserId(id)),
        // Made by a concurrent request a moment ago.
        Err(e) if e.is_unique_violation() => rows::engine_user(conn, number)?
            .map(UserId)
            .ok_or_else(|| GameError::UnknownOpponent(name)),
        Err(e) => Err(e.into()),
    }
}

/// A game in which the engine has something to do: move, or answer a draw offer.
#[derive(Clone, Debug)]
pub struct EngineTurn {
    /// The game.
    pub game_id: i32,
    /// The game's stored version when it was read.
    pub version: i32,
    /// The engine account playing it.
    pub engine: UserId,
    /// Its level.
    pub level: Level,
    /// Its colour.
    pub color: Color,
    /// The game so far.
    pub record: GameRecord,
    /// Whether the opponent's draw offer waits for the engine's answer.
    pub offer_waiting: bool,
}

impl EngineTurn {
    /// Whether it is the engine's move.
    pub fn to_move(&self) -> bool {
        self.record.outcome().is_none() && self.record.turn() == self.color
    }
}

/// Up to `limit` games where an engine account is to move or has a draw offer to answer,
/// longest waiting first.
pub fn pending_turns(conn: &mut DbConnection, limit: i64) -> Result<Vec<EngineTurn>, GameError> {
    let engines = rows::engine_users(conn)?;
    if engines.is_empty() {
        return Ok(Vec::new());
    }
    let ids: Vec<i32> = engines.iter().map(|&(id, _)| id).collect();
    let mut found = rows::games_for_engines(conn, &ids, 'w', limit)?;
    found.extend(rows::games_for_engines(conn, &ids, 'b', limit)?);
    found.sort_by_key(|&(id, updated)| (updated, id));
    found.dedup_by_key(|&mut (id, _)| id);
    let mut turns = Vec::new();
    for (game_id, _) in found.into_iter().take(usize::try_from(limit).unwrap_or(0)) {
        turns.extend(turn_among(conn, game_id, &engines)?);
    }
    Ok(turns)
}

/// The engine's turn in game `game_id`, if an engine account plays it and has something to
/// do there now.
pub fn turn_of(conn: &mut DbConnection, game_id: i32) -> Result<Option<EngineTurn>, GameError> {
    let engines = rows::engine_users(conn)?;
    let turn = turn_among(conn, game_id, &engines)?;
    Ok(turn.filter(|t| t.to_move() || t.offer_waiting))
}

fn turn_among(
    conn: &mut DbConnection,
    game_id: i32,
    engines: &[(i32, i32)],
) -> Result<Option<EngineTurn>, GameError> {
    let stored = games::load(conn, game_id)?;
    let version = stored.row.version;
    let state = stored.state;
    let (engine, color) = match engines.iter().find(|&&(id, _)| id == state.white.0) {
        Some(&(id, level)) => ((id, level), Color::White),
        None => match engines.iter().find(|&&(id, _)| id == state.black.0) {
            Some(&(id, level)) => ((id, level), Color::Black),
            None => return Ok(None),
        },
    };
    Ok(Some(EngineTurn {
        game_id,
        version,
        engine: UserId(engine.0),
        level: Level::new(u8::try_from(engine.1).unwrap_or(10)),
        color,
        offer_waiting: state.draw_offer == Some(!color) && state.record.outcome().is_none(),
        record: state.record,
    }))
}

/// The kind of engine job that answers an engine turn.
pub const MOVE_JOB: &str = "move";

/// What the engine does in its turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineAction {
    /// Plays this move (UCI); a waiting draw offer lapses with it.
    Move(String),
    /// Accepts the waiting draw offer.
    AcceptDraw,
    /// Declines the waiting draw offer (when it is not the engine's move).
    DeclineDraw,
}

/// Carries out the engine's action through the normal paths, in a write transaction of its
/// own. A game that changed since `turn` was read gives [`GameError::Stale`] or a refused
/// action; the caller simply tries later.
pub fn act(
    conn: &mut DbConnection,
    mail: &MailSettings,
    turn: &EngineTurn,
    action: &EngineAction,
    now: NaiveDateTime,
) -> Result<GameView, GameError> {
    write_transaction(conn, |conn| {
        let game = games::load(conn, turn.game_id)?;
        let draw = |conn: &mut DbConnection, game: StoredGame, action| {
            if game.state.record.ply_count() != turn.record.ply_count() {
                return Err(GameError::Stale);
            }
            let request = DrawRequest {
                action,
                intended: None,
                language: Language::English,
                source: MoveSource::Engine,
            };
            games::draw_action(conn, mail, turn.engine, game, &request, now)
        };
        let saved = match action {
            EngineAction::Move(uci) => {
                let request = MoveRequest {
                    mv: uci.as_str().into(),
                    ply: Some(turn.record.ply_count()),
                    offer_draw: false,
                    source: MoveSource::Engine,
                    language: Language::English,
                };
                games::play_move(conn, mail, turn.engine, game, &request, now)
            }
            EngineAction::AcceptDraw => draw(conn, game, DrawAction::Accept),
            EngineAction::DeclineDraw => draw(conn, game, DrawAction::Decline),
        }?;
        Ok(saved.view)
    })
}

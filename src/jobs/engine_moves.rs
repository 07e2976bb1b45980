//! The engine's side of games against players: find games where an engine account is to move
//! (or has a draw offer to answer), think, and answer through the normal move path.
//!
//! [`run_once`] does one round: it reads the pending turns (an indexed query), lets go of the
//! database, searches each position on the engine's own thread for the configured thinking time
//! (the level's depth and node caps apply too, so weak levels answer at once), and then plays the
//! move with the ply guard in a short write transaction. No transaction or connection is held
//! while the engine thinks. If the game changed meanwhile, the stale move is refused and the
//! game comes up again in a later round. [`start`] runs rounds forever on a thread of its own.
//!
//! Draw offers are answered by the rule in [`crate::domain::engine_play::accepts_draw`].

use std::thread::JoinHandle;
use std::time::Duration;

use chrono::NaiveDateTime;
use shakmaty::Position;

use crate::config::Config;
use crate::db::Pool;
use crate::domain::engine_play::accepts_draw;
use crate::engine::{Engine, EngineConfig, Limits, Score, history_keys};
use crate::service::engine_play::{self, EngineAction, EngineTurn};
use crate::service::games::GameError;
use crate::service::notify::MailSettings;

/// Games handled per round at most.
const BATCH: i64 = 16;
/// Pause between rounds that found nothing to do.
const IDLE: Duration = Duration::from_millis(500);

/// One round: answers every pending engine turn (up to a batch); returns how many moves and
/// draw answers were made.
pub fn run_once(pool: &Pool, config: &Config, mail: &MailSettings, now: NaiveDateTime) -> usize {
    let turns = match pool.get() {
        Ok(mut conn) => engine_play::pending_turns(&mut conn, BATCH),
        Err(e) => {
            tracing::warn!("engine moves: no database connection: {e}");
            return 0;
        }
    };
    let turns = match turns {
        Ok(turns) => turns,
        Err(e) => {
            tracing::warn!("engine moves: cannot read the pending games: {e}");
            return 0;
        }
    };
    let mut done = 0;
    for turn in &turns {
        let Some(action) = decide(turn, config.engine.think) else {
            continue;
        };
        let applied = pool
            .get_for_write()
            .map_err(|e| e.to_string())
            .and_then(|mut conn| {
                engine_play::act(&mut conn, mail, turn, &action, now).map_err(|e| match e {
                    GameError::Stale | GameError::Action(_) => String::new(),
                    other => other.to_string(),
                })
            });
        match applied {
            Ok(_) => done += 1,
            Err(reason) if reason.is_empty() => {
                tracing::debug!("engine moves: game {} changed; later", turn.game_id);
            }
            Err(reason) => tracing::warn!("engine moves: game {}: {reason}", turn.game_id),
        }
    }
    done
}

/// What the engine does in `turn`, after thinking at most `think`.
pub fn decide(turn: &EngineTurn, think: Duration) -> Option<EngineAction> {
    let record = &turn.record;
    if record.outcome().is_some() {
        return None;
    }
    let mut engine = Engine::new(EngineConfig {
        hash_mb: 16,
        level: turn.level,
        seed: u64::try_from(turn.game_id).unwrap_or_default(),
    });
    let history = history_keys(record.start().position(), record.moves());
    let result = engine.search(record.position(), &history, &Limits::movetime(think));
    if turn.offer_waiting {
        let for_engine = if turn.to_move() {
            result.score
        } else {
            match result.score {
                Score::Cp(cp) => Score::Cp(-cp),
                Score::Mate(n) => Score::Mate(-n),
            }
        };
        let move_number = record.position().fullmoves().get();
        if accepts_draw(for_engine, move_number) {
            return Some(EngineAction::AcceptDraw);
        }
        if !turn.to_move() {
            return Some(EngineAction::DeclineDraw);
        }
    }
    if !turn.to_move() {
        return None;
    }
    let mode = record.start().castling_mode();
    result
        .best_move
        .map(|m| EngineAction::Move(m.to_uci(mode).to_string()))
}

/// Runs rounds forever on a thread of its own, at background priority (for `kingpost serve`).
pub fn start(
    pool: Pool,
    config: Config,
    mail: std::sync::Arc<MailSettings>,
    clock: crate::wall_clock::Clock,
) -> std::io::Result<JoinHandle<()>> {
    std::thread::Builder::new()
        .name("kingpost-engine-moves".into())
        .spawn(move || {
            super::lower_thread_priority();
            loop {
                let now = clock.now();
                if run_once(&pool, &config, &mail, now) == 0 {
                    std::thread::sleep(IDLE);
                }
            }
        })
}

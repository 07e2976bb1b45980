//! The engine's side of games against players: find games where an engine account is to move
//! (or has a draw offer to answer), think, and answer through the normal move path.
//!
//! Each engine turn is an engine job ([`super::engine`]) that any worker of the `engine` kind
//! runs: it searches the position for the configured thinking time ([`decide`], here; the
//! level's depth and node caps apply too, so weak levels answer at once) holding no
//! connection, then plays the move with the ply guard in a short write transaction. If the
//! game changed meanwhile, the stale move is refused and the game's new version is queued
//! again.
//!
//! Draw offers are answered by the rule in [`crate::domain::engine_play::accepts_draw`].

use std::time::Duration;

use shakmaty::Position;

use crate::domain::engine_play::accepts_draw;
use crate::engine::{Engine, EngineConfig, Limits, Score, history_keys};
use crate::service::engine_play::{EngineAction, EngineTurn};

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
        ..EngineConfig::default()
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

//! Loading a game: its row, its moves (kept by [`crate::service::game_cache`] in the SQLite
//! writer), the replayed state and its rules, read together once per use case.

use shakmaty::uci::UciMove;

use crate::chess::game::GameResult;
use crate::chess::{Color, GameRecord, StartPosition};
use crate::db::DbConnection;
use crate::db::game_read;
use crate::db::games::{
    self as rows, GamePlayersRow, GameRow, GameRulesRow, LoadedGameRow, MoveRow, TokenOwnerRow,
};
use crate::domain::account::UserId;
use crate::domain::challenge::Variant;
use crate::domain::events::LeaveRule;
use crate::domain::game::{GameId, GameState};
use crate::domain::game_rules::{EventRules, GameRules};
use crate::service::game_cache;

use super::error::GameError;

/// A game as the store loaded it: what use cases decide on and what [`super::save`] writes.
#[derive(Debug, Clone)]
pub struct StoredGame {
    /// The row as read (its version guards the write).
    pub row: GameRow,
    /// The moves as stored.
    pub moves: Vec<MoveRow>,
    /// The replayed game, which decides.
    pub state: GameState,
    /// The rules it is played under (its event's, if any).
    pub rules: GameRules,
    /// Its players as stored with their accounts, read with the row.
    pub players: GamePlayersRow,
    /// Whether a player had conditional moves stored for it when it was read.
    pub has_conditionals: bool,
    /// Whether either player had leave stored when it was read.
    pub has_leave: bool,
}

impl StoredGame {
    /// The game's id.
    pub fn id(&self) -> GameId {
        self.state.id
    }

    /// White's and Black's usernames, as read with the game.
    pub fn names(&self) -> (String, String) {
        let (white, black) = self.players.names();
        (white.to_owned(), black.to_owned())
    }
}

/// Loads game `game_id` with its moves, replayed, its rules and its players: the row, the
/// rules and the players in one statement, the moves from [`game_cache`] when it holds this
/// version of the game.
pub fn load(conn: &mut DbConnection, game_id: i32) -> Result<StoredGame, GameError> {
    let loaded = game_read::load_game(conn, game_id)?.ok_or(GameError::GameNotFound(game_id))?;
    stored(conn, loaded)
}

/// [`load`], with the owner of the API token `token` read in the same statement (`None` when
/// the token is not valid): a write from the API checks its token without a round trip of its
/// own. A game that does not exist is [`GameError::GameNotFound`] whatever the token.
pub fn load_for_token(
    conn: &mut DbConnection,
    game_id: i32,
    token: &str,
) -> Result<(Option<TokenOwnerRow>, StoredGame), GameError> {
    let hash = crate::service::accounts::hash_token(token.trim());
    let (loaded, owner) = game_read::load_game_for_token(conn, game_id, Some(&hash))?
        .ok_or(GameError::GameNotFound(game_id))?;
    Ok((owner, stored(conn, loaded)?))
}

/// The game of `loaded` with its moves (from [`game_cache`] when it holds this version),
/// replayed, and its rules.
fn stored(conn: &mut DbConnection, loaded: LoadedGameRow) -> Result<StoredGame, GameError> {
    let game_id = loaded.row.id;
    let (row, players) = (loaded.row, loaded.players);
    let (has_conditionals, has_leave) = (loaded.has_conditionals, loaded.has_leave);
    let rules = rules_of(loaded.rules);
    let (moves, record) = match game_cache::take(&row) {
        Some(kept) => (kept.moves, kept.record),
        None => {
            let moves = rows::game_moves(conn, game_id)?;
            let record = replay(&row, &moves, &rules)
                .map_err(|reason| GameError::Corrupt(game_id, reason))?;
            game_cache::put(&row, &moves, &record);
            (moves, record)
        }
    };
    let draw_offer = match row.draw_offer.as_deref() {
        Some("white") => Some(Color::White),
        Some("black") => Some(Color::Black),
        _ => None,
    };
    let state = GameState {
        id: GameId(row.id),
        white: UserId(row.white_id),
        black: UserId(row.black_id),
        record,
        draw_offer,
    };
    Ok(StoredGame {
        row,
        moves,
        state,
        rules,
        players,
        has_conditionals,
        has_leave,
    })
}

/// The rules of a game from its event's stored settings.
fn rules_of(row: Option<GameRulesRow>) -> GameRules {
    GameRules {
        event: row.map(|e| EventRules {
            id: e.event_id,
            name: e.name,
            fifty_move_suspended: e.fifty_move_suspended,
            draw_offers_from_move: u32::try_from(e.draw_offers_from_move).unwrap_or(1),
            tablebase_claims: e.tablebase_claims,
            leave: LeaveRule::from_name(&e.leave_rule).filter(|r| *r != LeaveRule::Allowance),
        }),
    }
}

fn replay(row: &GameRow, moves: &[MoveRow], rules: &GameRules) -> Result<GameRecord, String> {
    let start = match (Variant::from_name(&row.variant), row.chess960_number) {
        (Some(Variant::Chess960), Some(n)) => {
            StartPosition::chess960(u32::try_from(n).unwrap_or(u32::MAX))
        }
        _ => StartPosition::from_fen(&row.initial_fen),
    }
    .map_err(|e| e.to_string())?;
    let mut record = GameRecord::new(start).with_fifty_move_rule(rules.fifty_move_rule());
    for stored in moves {
        let uci: UciMove = stored
            .uci
            .parse()
            .map_err(|_| format!("bad UCI {}", stored.uci))?;
        let mv = uci
            .to_move(record.position())
            .map_err(|_| format!("illegal {}", stored.uci))?;
        record.play(mv).map_err(|e| e.to_string())?;
    }
    restore_outcome(&mut record, row);
    Ok(record)
}

/// Endings that are not visible from the moves alone (resignation, agreement, claims,
/// adjudication, time forfeit) are restored from the row.
fn restore_outcome(record: &mut GameRecord, row: &GameRow) {
    if record.outcome().is_some() || row.status != "finished" {
        return;
    }
    let result = match row.result.as_str() {
        "1-0" => GameResult::WhiteWins,
        "0-1" => GameResult::BlackWins,
        _ => GameResult::Draw,
    };
    let termination = row
        .termination
        .as_deref()
        .and_then(crate::chess::Termination::from_name);
    record.restore_outcome(result, termination);
}

//! The read model of a game that the API returns and the pages show.

use chrono::NaiveDateTime;
use serde::Serialize;

use crate::chess::Termination;
use crate::chess::{Color, Language, Notation, write_move};
use crate::db::DbConnection;
use crate::db::adjudications;
use crate::db::games::GameRow;

use super::clock_view::ClockView;
use super::error::GameError;
use super::load::StoredGame;

/// A game as `GET /api/v1/games/{id}` returns it.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct GameView {
    /// Id.
    pub id: i32,
    /// White's username.
    pub white: String,
    /// Black's username.
    pub black: String,
    /// `standard` or `chess960`.
    pub variant: String,
    /// The Chess960 number, if any.
    pub chess960_position: Option<i32>,
    /// Start position.
    pub initial_fen: String,
    /// Position now.
    pub fen: String,
    /// `white` or `black`.
    pub turn: &'static str,
    /// `active` or `finished`.
    pub status: String,
    /// `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub result: String,
    /// Why it ended (snake_case), or null.
    pub termination: Option<String>,
    /// Every move.
    pub moves: Vec<MoveView>,
    /// The side whose draw offer waits, or null.
    pub draw_offer: Option<String>,
    /// As written, e.g. `10/50`.
    pub time_control: String,
    /// Whether the game moves the players' ratings when it ends (a rated challenge's game, or
    /// a game of a rated event).
    pub rated: bool,
    /// The side to move's deadline (UTC), or null when the game has ended.
    #[serde(serialize_with = "crate::service::rfc3339::option")]
    pub deadline: Option<NaiveDateTime>,
    /// The decision that ended the game by adjudication, or null.
    pub adjudication: Option<AdjudicationView>,
    /// Both players' clocks ([`super::clock_view`]); null when the time control is unreadable.
    pub clock: Option<ClockView>,
}

/// One move of a game.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct MoveView {
    /// English SAN.
    pub san: String,
    /// UCI.
    pub uci: String,
    /// ICCF numeric.
    pub iccf: String,
    /// When it was received (UTC).
    #[serde(serialize_with = "crate::service::rfc3339::serialize")]
    pub played_at: NaiveDateTime,
    /// `web`, `api`, `email`, `engine`, `xfcc` (an Xfcc client such as Scid) or `conditional`
    /// (played by the server from the player's conditional moves).
    pub source: String,
}

/// Builds the view from a loaded game, with the clocks as of `now`.
pub fn build(
    conn: &mut DbConnection,
    game: &StoredGame,
    now: NaiveDateTime,
) -> Result<GameView, GameError> {
    let clock = super::clock_view::build(conn, game, now)?;
    build_with_clock(conn, game, clock)
}

/// [`build`] with the deadline and clocks already worked out.
pub fn build_with_clock(
    conn: &mut DbConnection,
    game: &StoredGame,
    (deadline, clock): (Option<NaiveDateTime>, Option<ClockView>),
) -> Result<GameView, GameError> {
    let (row, moves, state) = (&game.row, &game.moves, &game.state);
    let positions = state.record.positions();
    let move_views = moves
        .iter()
        .zip(state.record.moves())
        .zip(positions)
        .map(|((stored, mv), before)| MoveView {
            san: stored.san.clone(),
            uci: stored.uci.clone(),
            iccf: write_move(before, *mv, Notation::Iccf, Language::English),
            played_at: stored.played_at,
            source: stored.source.clone(),
        })
        .collect();
    let (white, black) = game.names();
    Ok(GameView {
        id: row.id,
        white,
        black,
        variant: row.variant.clone(),
        chess960_position: row.chess960_number,
        initial_fen: row.initial_fen.clone(),
        fen: row.current_fen.clone(),
        turn: if state.record.turn() == Color::White {
            "white"
        } else {
            "black"
        },
        status: row.status.clone(),
        result: row.result.clone(),
        termination: row.termination.clone(),
        moves: move_views,
        draw_offer: row.draw_offer.clone(),
        time_control: row.time_control.clone(),
        rated: row.rated,
        adjudication: adjudication_view(conn, row)?,
        deadline,
        clock,
    })
}

/// A stored decision as the API and the game page show it.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct AdjudicationView {
    /// `1-0`, `0-1` or `1/2-1/2`.
    pub result: String,
    /// Why, in the decider's words.
    pub reason: String,
    /// The decider's username.
    pub decided_by: String,
    /// When (UTC).
    #[serde(serialize_with = "crate::service::rfc3339::serialize")]
    pub decided_at: NaiveDateTime,
    /// The engine report behind the decision (see [`crate::adjudication::Report`]).
    pub report: serde_json::Value,
}

/// The decision that ended a game, if it ended by adjudication.
pub fn adjudication_view(
    conn: &mut DbConnection,
    row: &GameRow,
) -> Result<Option<AdjudicationView>, GameError> {
    if row.termination.as_deref() != Some(Termination::Adjudication.as_str()) {
        return Ok(None);
    }
    Ok(
        adjudications::for_game(conn, row.id)?.map(|(stored, decided_by)| AdjudicationView {
            result: stored.result,
            reason: stored.reason,
            decided_by,
            decided_at: stored.decided_at,
            report: serde_json::from_str(&stored.report).unwrap_or(serde_json::Value::Null),
        }),
    )
}

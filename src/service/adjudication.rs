//! Ending unfinished games by adjudication: an organizer's or admin's decision, or a player's
//! tablebase claim that the tables confirm; and granting the roles that may decide.
//!
//! The engine report is computed by the caller *before* the write transaction (it takes
//! seconds), so no transaction is held while an engine thinks. The decision is one write
//! transaction: check the decider's role, end the game through the store
//! ([`super::game_store::adjudicate`], which stores the decision with its author, reason and
//! report) and publish the change. A decision on an event game is an organizer's ruling and
//! goes the rulings' way ([`super::events::rulings`]).

use crate::db::DbError;
use chrono::NaiveDateTime;

use crate::adjudication::{
    ClaimDecision, Report, TablebaseError, Tablebases, Thresholds, claim_by_tablebase,
};
use crate::chess::{GameRecord, GameResult};
use crate::db::adjudications as rows;
use crate::db::games as game_rows;
use crate::db::{DbConnection, users};
use crate::domain::account::UserId;
use crate::domain::adjudication::{Decision, DecisionError, OwnGame, Role};

use super::game_changes::publish;
use super::game_store::view::GameView;
use super::game_store::{self as store, GameError, StoredGame};
use super::notify::{MailSettings, NoticeGame, RulingNotice, ruling_notice};
use super::roles::require_not_a_party;

pub use super::game_store::view::{AdjudicationView, adjudication_view as view_for};

/// Why an adjudication, a claim or a role change was refused.
#[derive(Debug, thiserror::Error)]
pub enum AdjudicationError {
    /// Loading or saving the game failed, or it does not exist.
    #[error(transparent)]
    Game(#[from] GameError),
    /// The decider plays in the game.
    #[error(transparent)]
    OwnGame(#[from] OwnGame),
    /// The user may not adjudicate.
    #[error(
        "only organizers and admins may adjudicate games, and your account is a {0}; an admin \
         can make you an organizer with 'kingpost admin grant-organizer'"
    )]
    NotAllowed(Role),
    /// The decision is incomplete.
    #[error(transparent)]
    Decision(#[from] DecisionError),
    /// The game has already ended.
    #[error("game {0} has already ended ({1}); only unfinished games can be adjudicated")]
    Finished(i32, String),
    /// A claim by someone who does not play in the game.
    #[error("you are not playing in game {0}, so you cannot make a claim in it")]
    NotAPlayer(i32),
    /// The tablebases did not confirm the claim.
    #[error("{0}")]
    ClaimRefused(String),
    /// No tablebases are configured.
    #[error(
        "this server has no Syzygy tablebases configured (syzygy_path), so tablebase claims \
         cannot be checked; ask an organizer to adjudicate instead"
    )]
    NoTablebases,
    /// The tables could not be read.
    #[error(transparent)]
    Tablebase(#[from] TablebaseError),
    /// A ruling on an event game was refused.
    #[error(transparent)]
    Event(#[from] Box<super::events::EventServiceError>),
    /// No such user (for role changes).
    #[error("there is no user called '{0}'")]
    UnknownUser(String),
}

impl From<DbError> for AdjudicationError {
    fn from(e: DbError) -> AdjudicationError {
        AdjudicationError::Game(GameError::from(e))
    }
}

/// The role of a user (a player when the account is gone).
pub fn role(conn: &mut DbConnection, user: UserId) -> Result<Role, AdjudicationError> {
    Ok(super::roles::role(conn, user)?)
}

/// Checks that `user` may adjudicate.
pub fn require_adjudicator(conn: &mut DbConnection, user: UserId) -> Result<(), AdjudicationError> {
    match role(conn, user)? {
        role if role.may_adjudicate() => Ok(()),
        role => Err(AdjudicationError::NotAllowed(role)),
    }
}

/// The game's record, if it is still unfinished and `user` may adjudicate it (an organizer or
/// admin who does not play in it): what the caller analyses before deciding.
pub fn record_to_adjudicate(
    conn: &mut DbConnection,
    user: UserId,
    game_id: i32,
) -> Result<GameRecord, AdjudicationError> {
    require_adjudicator(conn, user)?;
    require_not_a_party::<AdjudicationError>(conn, user, game_id)?;
    let state = store::load(conn, game_id)?.state;
    if let Some(outcome) = state.record.outcome() {
        return Err(AdjudicationError::Finished(game_id, outcome.to_string()));
    }
    Ok(state.record)
}

/// `actor` (an organizer or admin who does not play in the game) ends an unfinished game with
/// `decision`; the engine `report` that informed it is stored with it, and both players are
/// told by mail (the result, the reason and who decided, in their language). In an event game
/// the decision is a ruling like one made in the claims queue
/// ([`super::events::rulings::rule_on_game`]): recorded on a claim, mailed to both players,
/// appealable. `game` is loaded in the write transaction the caller owns.
pub fn adjudicate_game(
    conn: &mut DbConnection,
    mail: &MailSettings,
    actor: UserId,
    game: StoredGame,
    decision: &Decision,
    report: &Report,
    now: NaiveDateTime,
) -> Result<GameView, AdjudicationError> {
    let decision = Decision::new(decision.result, &decision.reason)?;
    let report = serde_json::to_string(report).unwrap_or_else(|_| "{}".to_owned());
    let game_id = game.row.id;
    require_adjudicator(conn, actor)?;
    require_not_a_party::<AdjudicationError>(conn, actor, game_id)?;
    if let Some(outcome) = game.state.record.outcome() {
        return Err(AdjudicationError::Finished(game_id, outcome.to_string()));
    }
    if game.rules.event.is_some() {
        super::events::rulings::rule_on_game(conn, mail, actor, game_id, &decision, &report, now)
            .map_err(Box::new)?;
        let game = store::load(conn, game_id)?;
        return Ok(super::game_store::view::build(conn, &game, now)?);
    }
    let saved = store::adjudicate(conn, game, actor, &decision, &report, now)?;
    let view = publish(conn, mail, saved, now)?.view;
    tell_players(conn, mail, game_id, actor, &decision, now)?;
    Ok(view)
}

/// Writes both players of game `game_id` (outside events; not an engine account) the ruling
/// `decision` by `actor`.
fn tell_players(
    conn: &mut DbConnection,
    mail: &MailSettings,
    game_id: i32,
    actor: UserId,
    decision: &Decision,
    now: NaiveDateTime,
) -> Result<(), AdjudicationError> {
    let game = game_rows::find_game(conn, game_id)?.ok_or(GameError::GameNotFound(game_id))?;
    let white = game_rows::username(conn, game.white_id)?;
    let black = game_rows::username(conn, game.black_id)?;
    let decider = game_rows::username(conn, actor.0)?;
    let notice = RulingNotice {
        game: NoticeGame {
            id: game_id,
            white: &white,
            black: &black,
        },
        result: decision.result.as_pgn(),
        reason: &decision.reason,
        decider: &decider,
    };
    for id in [game.white_id, game.black_id] {
        let player = users::find_by_id(conn, id)?.filter(|u| u.engine_level.is_none());
        if let Some(user) = player {
            ruling_notice(conn, mail, &user, notice, now).map_err(GameError::from)?;
        }
    }
    Ok(())
}

/// `user`, a player of the game, claims `claimed` (their own win or a draw) by the tablebases
/// (`None` when the server has none) read with `thresholds`; when the tables confirm it, the
/// game ends. Returns the game and the tables' reason. `game` is loaded in the write
/// transaction the caller owns.
pub fn tablebase_claim(
    conn: &mut DbConnection,
    mail: &MailSettings,
    user: UserId,
    game: StoredGame,
    claimed: GameResult,
    (tables, thresholds): (Option<&Tablebases>, &Thresholds),
    now: NaiveDateTime,
) -> Result<(GameView, String), AdjudicationError> {
    let tables = tables.ok_or(AdjudicationError::NoTablebases)?;
    let game_id = game.row.id;
    let state = &game.state;
    let color = state
        .color_of(user)
        .map_err(|_| AdjudicationError::NotAPlayer(game_id))?;
    if let Some(outcome) = state.record.outcome() {
        return Err(AdjudicationError::Finished(game_id, outcome.to_string()));
    }
    if !game.rules.tablebase_claims_allowed() {
        return Err(AdjudicationError::ClaimRefused(
            "the event this game belongs to does not allow tablebase claims; ask the \
             organizer to adjudicate instead"
                .to_owned(),
        ));
    }
    if claimed == GameResult::win_for(!color) {
        return Err(AdjudicationError::ClaimRefused(format!(
            "you may claim your own win ({}) or a draw (1/2-1/2); to give the game up, resign",
            GameResult::win_for(color)
        )));
    }
    let position = state.record.position();
    let (reason, opinion) = match claim_by_tablebase(tables, position, claimed, thresholds)? {
        ClaimDecision::Accepted { reason, opinion } => (reason, opinion),
        ClaimDecision::Refused { reason } => {
            return Err(AdjudicationError::ClaimRefused(reason));
        }
    };
    let report = Report::from_tablebase(position, opinion, thresholds);
    let report = serde_json::to_string(&report).unwrap_or_else(|_| "{}".to_owned());
    let decision = Decision {
        result: claimed,
        reason: format!("tablebase claim: {reason}"),
    };
    let saved = store::adjudicate(conn, game, user, &decision, &report, now)?;
    Ok((publish(conn, mail, saved, now)?.view, reason))
}

/// Gives the account `username` the role `role` (an admin's command-line task).
pub fn grant_role(
    conn: &mut DbConnection,
    username: &str,
    role: Role,
) -> Result<UserId, AdjudicationError> {
    let user = users::find_by_username(conn, username.trim())?
        .ok_or_else(|| AdjudicationError::UnknownUser(username.trim().to_owned()))?;
    rows::set_role(conn, user.id, role.as_str())?;
    Ok(UserId(user.id))
}

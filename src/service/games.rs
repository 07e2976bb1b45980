//! Games: play moves, offer/accept/claim draws, resign.
//!
//! Every change is one write transaction: load the game, let [`GameState`] decide, write the
//! game row guarded by its version, insert the move (whose primary key is the ply), and write
//! the mail for the players the change concerns ([`super::notify`]). Two concurrent
//! submissions for one game therefore end with exactly one applied; the other gets
//! [`GameError::Stale`] and sends no mail.

use chrono::NaiveDateTime;
use diesel::result::{DatabaseErrorKind, Error as DieselError};
use shakmaty::uci::UciMove;

use crate::chess::game::GameResult;
use crate::chess::pgn::{PgnTags, export_pgn_with_comments};
use crate::chess::variant::position_fen;
use crate::chess::{
    Color, FiftyMoveRule, GameRecord, Language, Notation, StartPosition, write_move,
};
use crate::db::games::{self as rows, GameChanges, GameRow, MoveRow};
use crate::db::{DbConnection, write_transaction};
use crate::domain::account::UserId;
use crate::domain::challenge::{ChallengeError, Variant};
use crate::domain::game::{GameActionError, GameId, GameState, MoveSource, PlayedMove};

use super::clock::GameClock;
use super::notify::{self, GameEvent, GameEventNotice, MailSettings, NotifyError};

pub(crate) use super::challenges::create_game;
pub use super::challenges::{
    accept_challenge, accept_challenge_in, create_challenge, decline_challenge,
    decline_challenge_in,
};
pub use super::conditionals::MoveOutcome;
pub use super::game_view::{GameView, MoveView};

/// Why a game or challenge operation failed.
#[derive(Debug, thiserror::Error)]
pub enum GameError {
    /// No such game.
    #[error("there is no game {0}")]
    GameNotFound(i32),
    /// No such challenge.
    #[error("there is no challenge {0}")]
    ChallengeNotFound(i32),
    /// The challenge was already accepted, declined or withdrawn.
    #[error("challenge {0} is no longer open")]
    ChallengeClosed(i32),
    /// The challenge is addressed to someone else.
    #[error("challenge {0} is addressed to another player")]
    NotYourChallenge(i32),
    /// The named opponent does not exist.
    #[error("there is no player called '{0}'")]
    UnknownOpponent(String),
    /// The challenge's terms are wrong.
    #[error(transparent)]
    Terms(#[from] ChallengeError),
    /// The rules refused the action.
    #[error(transparent)]
    Action(#[from] GameActionError),
    /// Another change to the game got there first.
    #[error("the game changed while your request was handled; reload it and try again")]
    Stale,
    /// The clock refused the move (leave, or the deadline has passed).
    #[error(transparent)]
    Clock(#[from] super::clock::ClockError),
    /// The event the game belongs to does not allow this (yet).
    #[error("{0}")]
    EventRule(String),
    /// Stored data no longer replays (should never happen).
    #[error("game {0} cannot be replayed: {1}")]
    Corrupt(i32, String),
    /// The database failed.
    #[error("database error: {0}")]
    Database(DieselError),
    /// The mail about the change could not be written (nothing was changed).
    #[error(transparent)]
    Notify(#[from] NotifyError),
}

impl From<DieselError> for GameError {
    fn from(e: DieselError) -> GameError {
        match e {
            DieselError::DatabaseError(DatabaseErrorKind::UniqueViolation, _) => GameError::Stale,
            other => GameError::Database(other),
        }
    }
}

/// A move as a player submits it.
#[derive(Debug, Clone)]
pub struct MoveRequest<'a> {
    /// The move in any notation.
    pub text: &'a str,
    /// Half-moves the player saw, for safe retries.
    pub ply: Option<usize>,
    /// Offer a draw with the move.
    pub offer_draw: bool,
    /// Where it came from.
    pub source: MoveSource,
    /// The player's language for piece letters.
    pub language: Language,
}

/// `user` plays a move; returns the game afterwards. The opponent is told (both players when
/// the move ended the game). Retrying a request that was already applied (same ply, same move,
/// same player) succeeds without playing or mailing twice.
pub fn play_move(
    conn: &mut DbConnection,
    mail: &MailSettings,
    user: UserId,
    game_id: i32,
    request: &MoveRequest<'_>,
    now: NaiveDateTime,
) -> Result<GameView, GameError> {
    play_move_with_events(conn, mail, user, game_id, request, now).map(|outcome| outcome.view)
}

/// [`play_move`], also returning what happened besides the move (a conditional reply played
/// by the server, or a conditional tree cleared), for the notifications. The move is refused
/// while the player is on leave or after their deadline ([`super::clock::check_may_move`]).
pub fn play_move_with_events(
    conn: &mut DbConnection,
    mail: &MailSettings,
    user: UserId,
    game_id: i32,
    request: &MoveRequest<'_>,
    now: NaiveDateTime,
) -> Result<MoveOutcome, GameError> {
    write_transaction(conn, |conn| {
        play_move_in(conn, mail, user, game_id, request, now)
    })
}

/// [`play_move_with_events`] inside the caller's write transaction (which must be open): for
/// callers that record more in the same transaction, such as the processing of an emailed move.
/// A refusal by the rules or the clock is returned before anything is written.
pub fn play_move_in(
    conn: &mut DbConnection,
    mail: &MailSettings,
    user: UserId,
    game_id: i32,
    request: &MoveRequest<'_>,
    now: NaiveDateTime,
) -> Result<MoveOutcome, GameError> {
    let (row, moves, mut state) = load(conn, game_id)?;
    if is_retry_of_applied_move(&state, &moves, user, request) {
        let view = super::game_view::build(conn, &row, &moves, &state, now)?;
        return Ok(MoveOutcome::plain(view));
    }
    let clock = super::clock::game_clock(conn, &row, &moves, &state)?;
    super::clock::check_clock_allows(conn, clock.as_ref(), &state, user, now)?;
    if request.offer_draw {
        super::events::check_draw_offer(conn, game_id, state.record.position())?;
    }
    let played = state.play(
        user,
        request.text,
        request.language,
        request.ply,
        request.offer_draw,
    )?;
    let view = save_with(
        conn,
        row,
        moves,
        &state,
        Some((&played, user, request.source)),
        clock,
        now,
    )?;
    let outcome =
        super::conditionals::respond(conn, &state, user, &played, request.offer_draw, view, now)?;
    announce_move(conn, mail, state, &outcome, now)?;
    Ok(outcome)
}

/// Writes the mail about a move and what the server did besides (see [`notify::move_events`]);
/// `state` is the game after the move, read again only if a conditional reply followed it.
fn announce_move(
    conn: &mut DbConnection,
    mail: &MailSettings,
    state: GameState,
    outcome: &MoveOutcome,
    now: NaiveDateTime,
) -> Result<(), GameError> {
    let replied = outcome
        .events
        .iter()
        .any(|e| matches!(e, super::conditionals::ConditionalEvent::Played { .. }));
    let state = if replied {
        load(conn, outcome.view.id)?.2
    } else {
        state
    };
    notify::move_events(conn, mail, &state, &outcome.view, &outcome.events, now)?;
    Ok(())
}

/// Writes the mail about `event` (see [`notify::game_event`] for who gets it).
pub(super) fn announce(
    conn: &mut DbConnection,
    mail: &MailSettings,
    event: GameEvent,
    state: &GameState,
    view: &GameView,
    now: NaiveDateTime,
) -> Result<(), GameError> {
    let notice = GameEventNotice {
        event,
        game: state,
        view,
    };
    notify::game_event(conn, mail, &notice, now)?;
    Ok(())
}

fn is_retry_of_applied_move(
    state: &GameState,
    moves: &[MoveRow],
    user: UserId,
    request: &MoveRequest<'_>,
) -> bool {
    let Some(ply) = request.ply else { return false };
    let (Some(stored), Some(before)) = (moves.get(ply), state.record.position_at(ply)) else {
        return false;
    };
    // A conditional reply the server played at once may follow the move.
    let replied = moves.len() == ply + 2
        && moves
            .last()
            .is_some_and(|m| m.source == MoveSource::Conditional.as_str());
    (moves.len() == ply + 1 || replied)
        && stored.played_by == Some(user.0)
        && crate::chess::parse_move(before, request.text, request.language).is_ok_and(|read| {
            write_move(before, read.mv, Notation::Uci, Language::English) == stored.uci
        })
}

/// What a player does about draws.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DrawAction {
    /// Offer a draw without moving.
    Offer,
    /// Accept the opponent's offer.
    Accept,
    /// Decline the opponent's offer.
    Decline,
    /// Claim a draw (threefold repetition or the 50-move rule), optionally with a move.
    Claim,
}

/// A draw action as a player submits it.
#[derive(Debug, Clone)]
pub struct DrawRequest<'a> {
    /// What to do.
    pub action: DrawAction,
    /// The intended move of a claim, in any notation.
    pub text: Option<&'a str>,
    /// The player's language for piece letters.
    pub language: Language,
    /// Where it came from (stored with the move of a claim).
    pub source: MoveSource,
}

/// `user` offers, accepts, declines or claims a draw. The opponent is told of an offer, the
/// offerer of a decline, and both players of a draw.
pub fn draw_action(
    conn: &mut DbConnection,
    mail: &MailSettings,
    user: UserId,
    game_id: i32,
    request: &DrawRequest<'_>,
    now: NaiveDateTime,
) -> Result<GameView, GameError> {
    write_transaction(conn, |conn| {
        draw_action_in(conn, mail, user, game_id, request, now)
    })
}

/// [`draw_action`] inside the caller's open write transaction.
pub fn draw_action_in(
    conn: &mut DbConnection,
    mail: &MailSettings,
    user: UserId,
    game_id: i32,
    request: &DrawRequest<'_>,
    now: NaiveDateTime,
) -> Result<GameView, GameError> {
    let (row, moves, mut state) = load(conn, game_id)?;
    if request.action == DrawAction::Claim {
        // A claim is made instead of (or with) a move: the clock rules apply to it too.
        super::clock::check_may_move(conn, &row, &moves, &state, user, now)?;
    }
    if request.action == DrawAction::Offer {
        super::events::check_draw_offer(conn, game_id, state.record.position())?;
    }
    let played = match request.action {
        DrawAction::Offer => state.offer_draw(user).map(|()| None)?,
        DrawAction::Accept => state.accept_draw(user).map(|_| None)?,
        DrawAction::Decline => state.decline_draw(user).map(|()| None)?,
        DrawAction::Claim => state.claim_draw(user, request.text, request.language)?.1,
    };
    let source = request.source;
    let view = save(
        conn,
        row,
        moves,
        &state,
        played.as_ref().map(|p| (p, user, source)),
        now,
    )?;
    let by = state.color_of(user)?;
    let event = match request.action {
        DrawAction::Offer => GameEvent::DrawOffered { by },
        DrawAction::Decline => GameEvent::DrawDeclined { by },
        DrawAction::Accept | DrawAction::Claim => GameEvent::Ended,
    };
    announce(conn, mail, event, &state, &view, now)?;
    Ok(view)
}

/// `user` resigns; both players are told.
pub fn resign(
    conn: &mut DbConnection,
    mail: &MailSettings,
    user: UserId,
    game_id: i32,
    now: NaiveDateTime,
) -> Result<GameView, GameError> {
    write_transaction(conn, |conn| resign_in(conn, mail, user, game_id, now))
}

/// [`resign`] inside the caller's open write transaction.
pub fn resign_in(
    conn: &mut DbConnection,
    mail: &MailSettings,
    user: UserId,
    game_id: i32,
    now: NaiveDateTime,
) -> Result<GameView, GameError> {
    let (row, moves, mut state) = load(conn, game_id)?;
    state.resign(user)?;
    let view = save(conn, row, moves, &state, None, now)?;
    announce(conn, mail, GameEvent::Ended, &state, &view, now)?;
    Ok(view)
}

/// The game as the API shows it, with the clocks as of `now`.
pub fn view(
    conn: &mut DbConnection,
    game_id: i32,
    now: NaiveDateTime,
) -> Result<GameView, GameError> {
    let (row, moves, state) = load(conn, game_id)?;
    super::game_view::build(conn, &row, &moves, &state, now)
}

/// The game as PGN, with the correspondence tags; `site` names this instance.
pub fn pgn(conn: &mut DbConnection, game_id: i32, site: &str) -> Result<String, GameError> {
    let (row, moves, state) = load(conn, game_id)?;
    let comments = super::clock_view::reflection_comments(conn, &row, &moves, &state)?;
    let time_control = row
        .time_control
        .parse::<crate::domain::time_control::ClockRules>()
        .ok()
        .map(|tc| tc.control.pgn());
    let tags = PgnTags {
        event: Some(format!("Kingpost game {}", row.id)),
        site: Some(site.to_owned()),
        date: Some(row.created_at.format("%Y.%m.%d").to_string()),
        white: Some(rows::username(conn, row.white_id)?),
        black: Some(rows::username(conn, row.black_id)?),
        time_control,
        ..PgnTags::default()
    };
    Ok(export_pgn_with_comments(&state.record, &tags, &comments))
}

/// `user`'s games, `active` or `finished` or all, most recently changed first, with the clocks
/// as of `now`: `take` of them after skipping `skip` (a page).
pub fn list(
    conn: &mut DbConnection,
    user: UserId,
    status: Option<&str>,
    (skip, take): (usize, usize),
    now: NaiveDateTime,
) -> Result<Vec<GameView>, GameError> {
    rows::games_of(conn, user.0, status)?
        .iter()
        .skip(skip)
        .take(take)
        .map(|row| view(conn, row.id, now))
        .collect()
}

/// White's and Black's usernames.
pub fn player_names(conn: &mut DbConnection, row: &GameRow) -> Result<(String, String), GameError> {
    Ok(rows::usernames_of_pair(conn, row.white_id, row.black_id)?)
}

/// Loads a game and replays it.
pub fn load(
    conn: &mut DbConnection,
    game_id: i32,
) -> Result<(GameRow, Vec<MoveRow>, GameState), GameError> {
    let row = rows::find_game(conn, game_id)?.ok_or(GameError::GameNotFound(game_id))?;
    let (moves, record) = match super::game_cache::take(&row) {
        Some(kept) => (kept.moves, kept.record),
        None => {
            let moves = rows::game_moves(conn, game_id)?;
            let fifty = fifty_move_rule_of(conn, game_id)?;
            let record = replay(&row, &moves, fifty)
                .map_err(|reason| GameError::Corrupt(game_id, reason))?;
            super::game_cache::put(&row, &moves, &record);
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
    Ok((row, moves, state))
}

/// Events may suspend the 50-move rule in positions of 7 pieces or fewer.
pub const EVENT_FIFTY_MOVE_PIECES: u32 = 7;

/// When the 50-move rule applies in a game: always, unless its event suspends it.
fn fifty_move_rule_of(conn: &mut DbConnection, game_id: i32) -> Result<FiftyMoveRule, GameError> {
    Ok(if crate::db::events::fifty_move_suspended(conn, game_id)? {
        FiftyMoveRule::SuspendedUpTo(EVENT_FIFTY_MOVE_PIECES)
    } else {
        FiftyMoveRule::Always
    })
}

fn replay(row: &GameRow, moves: &[MoveRow], fifty: FiftyMoveRule) -> Result<GameRecord, String> {
    let start = match (Variant::from_name(&row.variant), row.chess960_number) {
        (Some(Variant::Chess960), Some(n)) => {
            StartPosition::chess960(u32::try_from(n).unwrap_or(u32::MAX))
        }
        _ => StartPosition::from_fen(&row.initial_fen),
    }
    .map_err(|e| e.to_string())?;
    let mut record = GameRecord::new(start).with_fifty_move_rule(fifty);
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

/// Writes the decided state (guarded by the version read), with the game's clock, and returns
/// the new view, built from what is already in hand rather than read back.
pub(super) fn save(
    conn: &mut DbConnection,
    row: GameRow,
    moves: Vec<MoveRow>,
    state: &GameState,
    played: Option<(&PlayedMove, UserId, MoveSource)>,
    now: NaiveDateTime,
) -> Result<GameView, GameError> {
    save_with(conn, row, moves, state, played, None, now)
}

/// [`save`], given the game's clock as read before the change (its calendars still hold, so
/// they are not read again); `None` reads it afresh. The game row, its deadline and its next
/// clock check are written in one statement.
fn save_with(
    conn: &mut DbConnection,
    mut row: GameRow,
    mut moves: Vec<MoveRow>,
    state: &GameState,
    played: Option<(&PlayedMove, UserId, MoveSource)>,
    clock_before: Option<GameClock>,
    now: NaiveDateTime,
) -> Result<GameView, GameError> {
    let (read_version, was_finished) = (row.version, row.status == "finished");
    let new_move = played.map(|(played, user, source)| MoveRow {
        game_id: row.id,
        ply: i32::try_from(played.ply).unwrap_or(i32::MAX),
        uci: played.uci.clone(),
        san: played.san.clone(),
        played_by: Some(user.0),
        source: source.as_str().to_owned(),
        played_at: now,
    });
    moves.extend(new_move.clone());
    apply_state(&mut row, state, now);
    let clock = match clock_before {
        Some(before) => Some(before.after_change(&moves, row.status != "active")),
        None => super::clock::game_clock(conn, &row, &moves, state)?,
    };
    let schedule = super::clock::schedule(clock.as_ref(), now);
    let (deadline, check_at) = schedule.stored();
    let changes = changes_of(&row);
    if !rows::update_game_and_clock(conn, row.id, read_version, &changes, deadline, check_at)? {
        return Err(GameError::Stale);
    }
    if let Some(outcome) = state.record.outcome().filter(|_| !was_finished) {
        super::ratings::game_finished(conn, row.id, outcome.result, now)?;
    }
    if let Some(stored) = &new_move {
        rows::insert_move(conn, stored)?;
    }
    super::game_cache::put(&row, &moves, &state.record);
    let clocks = match (&clock, &schedule.report) {
        (Some(clock), Some(report)) => super::clock_view::view_of(clock, report, now),
        _ => (None, None),
    };
    super::game_view::build_with_clock(conn, &row, &moves, state, clocks)
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

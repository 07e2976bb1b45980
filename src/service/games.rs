//! Games: play moves, offer/accept/claim draws, resign; the game as the API shows it.
//!
//! Each use case runs in the caller's write transaction: it takes the game as the store loaded
//! it ([`game_store::load`]), lets [`GameState`] decide, saves once through the store and
//! publishes the change ([`super::game_changes::publish`]: conditional replies, mail). Two
//! concurrent submissions for one game therefore end with exactly one applied; the other gets
//! [`GameError::Stale`] and sends no mail. [`play_move`] is the one way a move is played,
//! whatever its door (web, API, mail, engine, command line).

use chrono::NaiveDateTime;

use crate::chess::pgn::{PgnTags, export_pgn_with_comments};
use crate::chess::{Language, Notation, WrittenMove, write_move};
use crate::db::DbConnection;
use crate::db::games::{self as rows, GameRow, MoveRow};
use crate::domain::account::UserId;
use crate::domain::game::{GameState, MoveSource};

use super::game_changes::publish;
use super::game_store::{self, Action, Saved, StoredGame, clock, clock_view};
use super::notify::MailSettings;

pub use super::challenges::{accept_challenge, create_challenge, decline_challenge};
pub use super::game_store::view::{GameView, MoveView};
pub use super::game_store::{GameError, load, load_for_token};

/// A move as a player submits it.
#[derive(Debug, Clone)]
pub struct MoveRequest<'a> {
    /// The move in any notation (with its number, if the door read one).
    pub mv: WrittenMove<'a>,
    /// Half-moves the player saw, for safe retries.
    pub ply: Option<usize>,
    /// Offer a draw with the move.
    pub offer_draw: bool,
    /// Where it came from.
    pub source: MoveSource,
    /// The player's language for piece letters.
    pub language: Language,
}

/// `user` plays a move in `game` (as loaded in the caller's write transaction); returns the
/// game afterwards, after any conditional reply the server played. The opponent is told (both
/// players when the move ended the game). The move is refused while the player is on leave or
/// after their deadline ([`clock::check_clock_allows`]), and a draw offer
/// before the event allows one; a refusal is returned before anything is written. Retrying a
/// request that was already applied (same ply, same move, same player) succeeds without
/// playing or mailing twice.
pub fn play_move(
    conn: &mut DbConnection,
    mail: &MailSettings,
    user: UserId,
    mut game: StoredGame,
    request: &MoveRequest<'_>,
    now: NaiveDateTime,
) -> Result<Saved, GameError> {
    if is_retry_of_applied_move(&game.state, &game.moves, user, request) {
        let view = game_store::view::build(conn, &game, now)?;
        let changes = Vec::new();
        return Ok(Saved {
            game,
            view,
            changes,
        });
    }
    let before = clock::game_clock(conn, &game)?;
    clock::check_clock_allows(conn, before.as_ref(), &game.state, user, now)?;
    if request.offer_draw {
        game.rules.check_draw_offer(game.state.record.position())?;
    }
    let played = game.state.play(
        user,
        request.mv,
        request.language,
        request.ply,
        request.offer_draw,
    )?;
    let action = Action::Move {
        played: &played,
        by: user,
        source: request.source,
        offered_draw: request.offer_draw,
    };
    let saved = game_store::save(conn, game, action, before, now)?;
    publish(conn, mail, saved, now)
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
        && crate::chess::parse_written_move(before, request.mv, request.language).is_ok_and(
            |read| write_move(before, read.mv, Notation::Uci, Language::English) == stored.uci,
        )
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
    pub intended: Option<WrittenMove<'a>>,
    /// The player's language for piece letters.
    pub language: Language,
    /// Where it came from (stored with the move of a claim).
    pub source: MoveSource,
}

/// `user` offers, accepts, declines or claims a draw in `game` (as loaded in the caller's write
/// transaction). The opponent is told of an offer, the offerer of a decline, and both players
/// of a draw.
pub fn draw_action(
    conn: &mut DbConnection,
    mail: &MailSettings,
    user: UserId,
    mut game: StoredGame,
    request: &DrawRequest<'_>,
    now: NaiveDateTime,
) -> Result<Saved, GameError> {
    if request.action == DrawAction::Claim {
        // A claim is made instead of (or with) a move: the clock rules apply to it too.
        clock::check_may_move(conn, &game, user, now)?;
    }
    if request.action == DrawAction::Offer {
        game.rules.check_draw_offer(game.state.record.position())?;
    }
    let state = &mut game.state;
    let played = match request.action {
        DrawAction::Offer => state.offer_draw(user).map(|()| None)?,
        DrawAction::Accept => state.accept_draw(user).map(|_| None)?,
        DrawAction::Decline => state.decline_draw(user).map(|()| None)?,
        DrawAction::Claim => {
            state
                .claim_draw(user, request.intended, request.language)?
                .1
        }
    };
    let by = state.color_of(user)?;
    let action = match (request.action, &played) {
        (DrawAction::Offer, _) => Action::DrawOffered { by },
        (DrawAction::Decline, _) => Action::DrawDeclined { by },
        (_, Some(played)) => Action::Move {
            played,
            by: user,
            source: request.source,
            offered_draw: false,
        },
        (_, None) => Action::Ended,
    };
    let saved = game_store::save(conn, game, action, None, now)?;
    publish(conn, mail, saved, now)
}

/// `user` resigns `game` (as loaded in the caller's write transaction); both players are told.
pub fn resign(
    conn: &mut DbConnection,
    mail: &MailSettings,
    user: UserId,
    mut game: StoredGame,
    now: NaiveDateTime,
) -> Result<Saved, GameError> {
    game.state.resign(user)?;
    let saved = game_store::save(conn, game, Action::Ended, None, now)?;
    publish(conn, mail, saved, now)
}

/// The game as the API shows it, with the clocks as of `now`.
pub fn view(
    conn: &mut DbConnection,
    game_id: i32,
    now: NaiveDateTime,
) -> Result<GameView, GameError> {
    let game = load(conn, game_id)?;
    game_store::view::build(conn, &game, now)
}

/// The game as PGN, with the correspondence tags; `site` names this instance.
pub fn pgn(conn: &mut DbConnection, game_id: i32, site: &str) -> Result<String, GameError> {
    pgn_with_note(conn, game_id, site, None)
}

/// [`pgn`] with `note` as a comment after the last move (the caller checks whose note it is).
pub fn pgn_with_note(
    conn: &mut DbConnection,
    game_id: i32,
    site: &str,
    note: Option<&str>,
) -> Result<String, GameError> {
    let game = load(conn, game_id)?;
    let mut comments = clock_view::reflection_comments(conn, &game)?;
    if let (Some(note), Some(last)) = (note, game.state.record.ply_count().checked_sub(1)) {
        comments.resize(last + 1, None);
        if let Some(slot) = comments.get_mut(last) {
            let before = slot.take().map(|c| format!("{c} ")).unwrap_or_default();
            *slot = Some(format!("{before}{note}"));
        }
    }
    pgn_of(conn, &game, &comments, site)
}

/// A loaded game as PGN with the correspondence tags and `comments` after its moves (the
/// `[%days N]` of [`clock_view::reflection_comments`]); `site` names this instance.
pub fn pgn_of(
    conn: &mut DbConnection,
    game: &StoredGame,
    comments: &[Option<String>],
    site: &str,
) -> Result<String, GameError> {
    let (row, state) = (&game.row, &game.state);
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
    Ok(export_pgn_with_comments(&state.record, &tags, comments))
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

/// The game other than `except` where it has been `user`'s move the longest (the first of the
/// dashboard's "your move" list): where "Next game" leads after a move.
pub fn next_to_move(
    conn: &mut DbConnection,
    user: UserId,
    except: i32,
) -> Result<Option<i32>, GameError> {
    let first_two = rows::section_games(conn, user.0, rows::GameSection::MyTurn, None, 0, 2)?;
    Ok(first_two.iter().map(|row| row.id).find(|id| *id != except))
}

/// White's and Black's usernames.
pub fn player_names(conn: &mut DbConnection, row: &GameRow) -> Result<(String, String), GameError> {
    Ok(rows::usernames_of_pair(conn, row.white_id, row.black_id)?)
}

//! Conditional moves: store, show and clear a player's tree of replies, and play them in the
//! move path.
//!
//! A tree is stored on the opponent's turn, for the position at that moment. When the opponent
//! then moves, [`ConditionalReplies`] (a subscriber to the game's changes, in the move's
//! transaction) looks the move up: on a match the server plays the stored reply at once through
//! the game store, as the player, with source `conditional` and the same timestamp as the
//! opponent's move (so it costs no time), and keeps the rest of the branch; a move that matches
//! no branch clears the tree. A move that comes with
//! a draw offer also clears it (the player should answer the offer themselves), and so does the
//! end of the game. Replies are played even while their player is on leave: they were entered
//! before. Only the owner ever sees the tree: it is in no game view.

use crate::db::DbError;
use chrono::NaiveDateTime;
use serde::{Deserialize, Serialize};

use crate::chess::{Language, Notation};
use crate::db::DbConnection;
use crate::db::conditionals::{self as rows, ConditionalRow};
use crate::domain::account::UserId;
use crate::domain::conditional::{Branch, ConditionalError, ConditionalTree, WrittenLine};
use crate::domain::game::{GameActionError, GameState, MoveSource, PlayedMove};

use super::game_store::{
    self as store, Action, ChangeKind, GameChanged, GameError, Saved, StoredGame, Subscriber,
};

/// What the conditional moves did about a move, for its mail.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ConditionalEvent {
    /// The server played `owner`'s stored reply to the opponent's move; both are told.
    Played {
        /// Whose conditional move was played.
        owner: UserId,
    },
    /// `owner`'s tree was cleared because the opponent's move matched no branch (or came with a
    /// draw offer); the owner may want to know.
    Cleared {
        /// Whose tree.
        owner: UserId,
    },
}

/// Why conditional moves could not be stored or shown.
#[derive(Debug, thiserror::Error)]
pub enum ConditionalsError {
    /// The game or the player's part in it.
    #[error(transparent)]
    Game(#[from] GameError),
    /// The lines are wrong.
    #[error(transparent)]
    Lines(#[from] ConditionalError),
    /// It is the player's own move.
    #[error(
        "it is your move in game {0}; conditional moves are stored on your opponent's turn, so \
         make your move first"
    )]
    YourMove(i32),
}

impl From<DbError> for ConditionalsError {
    fn from(e: DbError) -> ConditionalsError {
        ConditionalsError::Game(e.into())
    }
}

impl From<GameActionError> for ConditionalsError {
    fn from(e: GameActionError) -> ConditionalsError {
        ConditionalsError::Game(e.into())
    }
}

/// A tree as the API accepts it: moves in any notation.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InputBranch {
    /// The opponent's move.
    #[serde(rename = "if")]
    pub theirs: String,
    /// The reply.
    #[serde(rename = "then")]
    pub mine: String,
    /// What follows.
    #[serde(default)]
    pub next: Vec<InputBranch>,
}

/// Every root-to-leaf path of an input tree, as lines of move words.
pub fn input_lines(tree: &[InputBranch]) -> Vec<WrittenLine> {
    let mut out = Vec::new();
    for branch in tree {
        let head = vec![branch.theirs.clone(), branch.mine.clone()];
        if branch.next.is_empty() {
            out.push(head);
        } else {
            out.extend(input_lines(&branch.next).into_iter().map(|tail| {
                let mut line = head.clone();
                line.extend(tail);
                line
            }));
        }
    }
    out
}

/// A player's stored tree, for its owner.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct ConditionalsView {
    /// Half-moves played in the position the tree starts from.
    pub ply: usize,
    /// Each line, written `if 13...Nf6 14.e5 if 14...Nd5 15.c4`.
    pub lines: Vec<String>,
    /// The tree, moves in UCI.
    pub tree: ConditionalTree,
}

fn view_of(
    state: &GameState,
    tree: ConditionalTree,
    notation: Notation,
    language: Language,
) -> ConditionalsView {
    ConditionalsView {
        ply: state.record.ply_count(),
        lines: tree.lines(state.record.position(), notation, language),
        tree,
    }
}

/// Replaces `user`'s conditional moves in `game` with `lines` (moves in any notation, read in
/// `language`); no lines clears them. Returns the stored tree in English SAN. Runs in the
/// caller's write transaction.
pub fn set(
    conn: &mut DbConnection,
    user: UserId,
    game: &StoredGame,
    lines: &[WrittenLine],
    language: Language,
    now: NaiveDateTime,
) -> Result<ConditionalsView, ConditionalsError> {
    let (state, game_id) = (&game.state, game.row.id);
    let color = state.color_of(user)?;
    if let Some(outcome) = state.record.outcome() {
        return Err(GameActionError::GameOver(state.id, outcome).into());
    }
    if state.record.turn() == color {
        return Err(ConditionalsError::YourMove(game_id));
    }
    let tree = ConditionalTree::from_lines(state.record.position(), lines, language)?;
    if tree.is_empty() {
        rows::delete(conn, game_id, user.0)?;
    } else {
        rows::store(
            conn,
            &ConditionalRow {
                game_id,
                user_id: user.0,
                ply: i32::try_from(state.record.ply_count()).unwrap_or(i32::MAX),
                tree: serde_json::to_string(&tree).unwrap_or_default(),
                updated_at: now,
            },
        )?;
    }
    Ok(view_of(state, tree, Notation::San, Language::English))
}

/// `user`'s conditional moves in a game, written in `notation` and `language` (empty when there
/// are none, or when the stored tree no longer fits the game).
pub fn get(
    conn: &mut DbConnection,
    user: UserId,
    game_id: i32,
    notation: Notation,
    language: Language,
) -> Result<ConditionalsView, ConditionalsError> {
    let game = store::load(conn, game_id)?;
    get_for(conn, &game.state, user, notation, language)
}

/// [`get`] for a game already loaded.
pub fn get_for(
    conn: &mut DbConnection,
    state: &GameState,
    user: UserId,
    notation: Notation,
    language: Language,
) -> Result<ConditionalsView, ConditionalsError> {
    state.color_of(user)?;
    let tree = rows::find(conn, state.id.0, user.0)?
        .filter(|row| usize::try_from(row.ply).ok() == Some(state.record.ply_count()))
        .and_then(|row| serde_json::from_str::<ConditionalTree>(&row.tree).ok())
        .unwrap_or_default();
    Ok(view_of(state, tree, notation, language))
}

/// The subscriber that answers a player's move from the opponent's conditional moves: after a
/// move (not itself a conditional reply) it plays the opponent's matching reply through the
/// store, or clears their tree.
pub struct ConditionalReplies;

impl Subscriber for ConditionalReplies {
    fn changed(
        &self,
        conn: &mut DbConnection,
        saved: &Saved,
        follow_ups: &mut Vec<Saved>,
        now: NaiveDateTime,
    ) -> Result<(), GameError> {
        for change in &saved.changes {
            if let ChangeKind::Moved {
                played,
                by,
                source,
                offered_draw,
            } = &change.kind
                && *source != MoveSource::Conditional
            {
                let reply = Reply {
                    mover: *by,
                    played,
                    offered_draw: *offered_draw,
                };
                follow_ups.extend(respond(conn, saved, reply, now)?);
            }
        }
        Ok(())
    }
}

/// A move the opponent's conditional moves may answer.
#[derive(Clone, Copy)]
struct Reply<'a> {
    mover: UserId,
    played: &'a PlayedMove,
    offered_draw: bool,
}

/// After `move.mover` played `move.played` (`saved` is the game afterwards): plays the
/// opponent's conditional reply if one matches, or clears their tree. Returns the reply as
/// saved, or the clearing as a change of the unchanged game.
fn respond(
    conn: &mut DbConnection,
    saved: &Saved,
    reply: Reply<'_>,
    now: NaiveDateTime,
) -> Result<Option<Saved>, GameError> {
    if !saved.game.has_conditionals {
        return Ok(None);
    }
    let (state, played) = (&saved.game.state, reply.played);
    let owner = if reply.mover == state.white {
        state.black
    } else {
        state.white
    };
    let Some(row) = rows::find(conn, state.id.0, owner.0)? else {
        return Ok(None);
    };
    rows::delete(conn, state.id.0, owner.0)?;
    let tree = serde_json::from_str::<ConditionalTree>(&row.tree).unwrap_or_default();
    let fits = usize::try_from(row.ply).ok() == Some(played.ply - 1);
    let over = state.record.outcome().is_some();
    let branch = tree.branch_for(&played.uci).filter(|_| fits && !over);
    let Some(branch) = branch.filter(|_| !reply.offered_draw) else {
        if tree.is_empty() || over {
            return Ok(None);
        }
        let cleared = ChangeKind::ConditionalsCleared {
            owner,
            trigger: played.san.clone(),
        };
        return Ok(Some(Saved {
            changes: vec![GameChanged {
                game: state.id,
                kind: cleared,
            }],
            ..saved.clone()
        }));
    };
    play_reply(conn, saved.game.clone(), owner, branch, now).map(Some)
}

/// Plays `owner`'s stored reply `branch.mine` in `game` and keeps the rest of the branch.
fn play_reply(
    conn: &mut DbConnection,
    mut game: StoredGame,
    owner: UserId,
    branch: &Branch,
    now: NaiveDateTime,
) -> Result<Saved, GameError> {
    let reply = game
        .state
        .play(owner, branch.mine.as_str(), Language::English, None, false)?;
    let action = Action::Move {
        played: &reply,
        by: owner,
        source: MoveSource::Conditional,
        offered_draw: false,
    };
    let saved = store::save(conn, game, action, None, now)?;
    if !branch.next.is_empty() && reply.outcome.is_none() {
        rows::store(
            conn,
            &ConditionalRow {
                game_id: saved.game.row.id,
                user_id: owner.0,
                ply: i32::try_from(reply.ply).unwrap_or(i32::MAX),
                tree: serde_json::to_string(&branch.next).unwrap_or_default(),
                updated_at: now,
            },
        )?;
    }
    Ok(saved)
}

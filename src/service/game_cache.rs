//! Recently replayed games, kept in memory by the SQLite writer thread so that the next move of
//! a game does not read all its moves again and replay them.
//!
//! The cache lives in the writer thread of one pool ([`crate::db::in_write_group`]), so it only
//! ever sees one database; elsewhere (PostgreSQL, reads, other threads) nothing is kept.
//!
//! An entry is keyed by the game's `version` and `updated_at` as stored: every change of a game
//! increments the version and stamps the time, so a row read from the database matches an entry
//! only if the entry holds exactly that state (a change made by another process, or rolled
//! back, leaves a row that matches no entry, and the game is read afresh). The cache is bounded
//! ([`CAPACITY`] games); when full, an arbitrary entry makes room.
//!
//! The writer also keeps the players' usernames ([`usernames_of_pair`]): a username never
//! changes once the account exists, so a name once read stays right — except when the account
//! is deleted and renamed, which [`forget_username`] tells the cache.

use std::cell::RefCell;
use std::collections::HashMap;

use chrono::NaiveDateTime;

use crate::chess::GameRecord;
use crate::db::games::{GameRow, MoveRow};
use crate::db::{DbConnection, DbResult};

/// How many games are kept.
pub const CAPACITY: usize = 4096;

/// A game's moves as stored and its replayed record.
#[derive(Debug)]
pub struct Replayed {
    /// The stored moves.
    pub moves: Vec<MoveRow>,
    /// The record they replay to (with any ending restored from the row).
    pub record: GameRecord,
}

type Key = (i32, NaiveDateTime);

thread_local! {
    static GAMES: RefCell<HashMap<i32, (Key, Replayed)>> = RefCell::new(HashMap::new());
    static USERNAMES: RefCell<HashMap<i32, String>> = RefCell::new(HashMap::new());
}

fn key_of(row: &GameRow) -> Key {
    (row.version, row.updated_at)
}

/// Takes out the replayed game for exactly this stored row, if kept (the change about to be made
/// puts its result back with [`put`]; a change that fails leaves the game to be read afresh).
pub fn take(row: &GameRow) -> Option<Replayed> {
    if !crate::db::in_write_group() {
        return None;
    }
    GAMES.with_borrow_mut(|games| {
        let (key, _) = games.get(&row.id)?;
        if *key != key_of(row) {
            return None;
        }
        games.remove(&row.id).map(|(_, kept)| kept)
    })
}

/// Keeps the replayed game for this stored row.
pub fn put(row: &GameRow, moves: &[MoveRow], record: &GameRecord) {
    if !crate::db::in_write_group() {
        return;
    }
    let replayed = Replayed {
        moves: moves.to_vec(),
        record: record.clone(),
    };
    GAMES.with_borrow_mut(|games| {
        if games.len() >= CAPACITY && !games.contains_key(&row.id) {
            let evicted = games.keys().next().copied();
            if let Some(id) = evicted {
                games.remove(&id);
            }
        }
        games.insert(row.id, (key_of(row), replayed));
    });
}

/// The usernames of a game's two players, White's first: kept by the writer thread, read from
/// the database elsewhere and on the first use.
pub fn usernames_of_pair(
    conn: &mut DbConnection,
    white: i32,
    black: i32,
) -> DbResult<(String, String)> {
    if !crate::db::in_write_group() {
        return crate::db::games::usernames_of_pair(conn, white, black);
    }
    let kept = USERNAMES
        .with_borrow(|names| Some((names.get(&white)?.clone(), names.get(&black)?.clone())));
    if let Some(pair) = kept {
        return Ok(pair);
    }
    let (w, b) = crate::db::games::usernames_of_pair(conn, white, black)?;
    USERNAMES.with_borrow_mut(|names| {
        if names.len() >= 2 * CAPACITY {
            names.clear();
        }
        names.insert(white, w.clone());
        names.insert(black, b.clone());
    });
    Ok((w, b))
}

/// Forgets the kept username of `user` (their account was deleted and renamed). Only the
/// writer thread keeps names; elsewhere there is nothing to forget.
pub fn forget_username(user: i32) {
    USERNAMES.with_borrow_mut(|names| {
        names.remove(&user);
    });
}

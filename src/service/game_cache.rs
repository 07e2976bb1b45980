//! Recently replayed games, kept in memory so that the next move of a game does not read all
//! its moves again and replay them.
//!
//! One cache serves the whole process. Its entries are kept per pool
//! ([`crate::db::cache_scope`]: an SQLite pool's writer thread, or a PostgreSQL write use case),
//! since one process may open several databases; reads ([`crate::db::read_scope`]) use
//! them too, and keep a game they read whole.
//!
//! An entry is keyed by the game's `version` and `updated_at` as stored: every change of a game
//! increments the version and stamps the time, so a row read from the database matches an entry
//! only if the entry holds exactly that state. A change made by another process (PostgreSQL with
//! several `serve` processes, `mail ingest` beside a server) leaves a row that matches no entry,
//! and the game is read afresh; the entries are valid across processes for that reason. A
//! change is kept only once its transaction commits ([`crate::db::after_commit`]), so a change
//! that was rolled back is never taken for the stored one. The cache is bounded ([`CAPACITY`]
//! games); when full, an arbitrary entry makes room.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

use chrono::{NaiveDateTime, SubsecRound};

use crate::chess::GameRecord;
use crate::db::games::{GameRow, MoveRow};

/// How many games are kept.
pub const CAPACITY: usize = 4096;

/// A game's moves as stored and its replayed record.
#[derive(Debug, Clone)]
pub struct Replayed {
    /// The stored moves.
    pub moves: Vec<MoveRow>,
    /// The record they replay to (with any ending restored from the row).
    pub record: GameRecord,
}

type Key = (i32, NaiveDateTime);
// Entries are shared so that the lock is held only to find one: copying a long game's moves
// and positions happens after the lock is let go.
type Entries = HashMap<(u64, i32), (Key, Arc<Replayed>)>;

static GAMES: Mutex<Option<Entries>> = Mutex::new(None);

/// The key of a row: its version and its time of change to the microsecond, as PostgreSQL
/// stores it (the row in hand after a change may hold the nanoseconds of the clock; read back,
/// the same row holds microseconds).
fn key_of(row: &GameRow) -> Key {
    (row.version, row.updated_at.trunc_subsecs(6))
}

fn with_entries<T>(f: impl FnOnce(&mut Entries) -> T) -> T {
    let mut guard = GAMES.lock().unwrap_or_else(PoisonError::into_inner);
    f(guard.get_or_insert_with(HashMap::new))
}

/// The replayed game for exactly this stored row, if kept. A write use case takes it out (the
/// change about to be made puts its result back with [`put`]; a change that fails leaves the
/// game to be read afresh); a read ([`crate::db::read_scope`]) gets a copy and leaves it.
pub fn take(row: &GameRow) -> Option<Replayed> {
    let Some(scope) = crate::db::cache_scope() else {
        return copy(row);
    };
    let kept = with_entries(|games| {
        let (key, _) = games.get(&(scope, row.id))?;
        if *key != key_of(row) {
            return None;
        }
        games.remove(&(scope, row.id)).map(|(_, kept)| kept)
    })?;
    Some(Arc::try_unwrap(kept).unwrap_or_else(|shared| (*shared).clone()))
}

/// A copy of the replayed game for exactly this stored row, for a read.
fn copy(row: &GameRow) -> Option<Replayed> {
    let scope = crate::db::read_scope()?;
    let kept = with_entries(|games| {
        let (key, kept) = games.get(&(scope, row.id))?;
        (*key == key_of(row)).then(|| Arc::clone(kept))
    })?;
    Some((*kept).clone())
}

/// Keeps the replayed game for this stored row once the transaction open on this thread
/// commits. A read ([`crate::db::read_scope`]) keeps it at once, but only when the moves are
/// exactly the row's: the row and the moves are read by two statements, and a move committed
/// between them would otherwise be kept under the row's older version (moves are only ever
/// added, so as many moves as the row counts are the row's moves).
pub fn put(row: &GameRow, moves: &[MoveRow], record: &GameRecord) {
    let write = crate::db::cache_scope();
    let consistent = usize::try_from(row.ply).is_ok_and(|ply| ply == moves.len());
    let Some(scope) = write.or_else(|| crate::db::read_scope().filter(|_| consistent)) else {
        return;
    };
    let (id, key) = (row.id, key_of(row));
    let replayed = Arc::new(Replayed {
        moves: moves.to_vec(),
        record: record.clone(),
    });
    let keep = move || {
        with_entries(|games| {
            if games.len() >= CAPACITY && !games.contains_key(&(scope, id)) {
                let evicted = games.keys().next().copied();
                if let Some(old) = evicted {
                    games.remove(&old);
                }
            }
            games.insert((scope, id), (key, replayed));
        });
    };
    if write.is_some() {
        crate::db::after_commit(keep);
    } else {
        keep();
    }
}

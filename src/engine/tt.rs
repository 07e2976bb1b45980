//! The transposition table: what earlier searches learned about each position.
//!
//! Entries are packed into 16 bytes: the full 64-bit Zobrist key (so a hit is verified, not
//! guessed) and one 64-bit word holding the best move (16 bits, see [`PackedMove`]), the score
//! and static evaluation (16 bits each), the draft (8 bits), the bound (2 bits) and the search
//! generation (6 bits). Two entries share a 32-byte bucket; a store replaces the matching entry,
//! otherwise the shallower or older one. Mate scores are stored relative to the node and turned
//! back into distances from the root on probing.

use shakmaty::{Chess, Move, Position, Role, Square};

use super::params::MATE_BOUND;

/// What the stored score says about the true value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The true value is at least the score (the search failed high).
    Lower,
    /// The true value is at most the score (the search failed low).
    Upper,
    /// The score is exact.
    Exact,
}

/// A move in 16 bits: from (6), to (6), promotion role (3; 0 = none). Castling is stored as
/// king square to rook square, like shakmaty's `Move::Castle`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct PackedMove(u16);

impl PackedMove {
    /// Packs a move.
    pub fn new(m: Move) -> PackedMove {
        let (from, to) = match m {
            Move::Castle { king, rook } => (king, rook),
            _ => (m.from().unwrap_or(Square::A1), m.to()),
        };
        let promo = m.promotion().map_or(0, |r| r as u16);
        PackedMove(from as u16 | (to as u16) << 6 | promo << 12)
    }

    /// Unpacks against `pos`; `None` if the move is not legal there.
    pub fn unpack(self, pos: &Chess) -> Option<Move> {
        if self.0 == 0 {
            return None;
        }
        let from = Square::new(u32::from(self.0 & 63));
        let to = Square::new(u32::from((self.0 >> 6) & 63));
        let board = pos.board();
        if board.color_at(from) != Some(pos.turn()) {
            return None;
        }
        let role = board.role_at(from)?;
        let promotion = match self.0 >> 12 {
            0 => None,
            n => Some(Role::try_from(n as u32).ok()?),
        };
        let own_rook = board.by_piece(Role::Rook.of(pos.turn())).contains(to);
        let m = if role == Role::King && own_rook {
            Move::Castle {
                king: from,
                rook: to,
            }
        } else if role == Role::Pawn && from.file() != to.file() && board.role_at(to).is_none() {
            Move::EnPassant { from, to }
        } else {
            Move::Normal {
                role,
                from,
                capture: board.role_at(to),
                to,
                promotion,
            }
        };
        pos.is_legal(m).then_some(m)
    }
}

/// One probed entry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TtEntry {
    /// Best (or refuting) move found, packed.
    pub best: PackedMove,
    /// Score, already adjusted to distance from the root.
    pub score: i32,
    /// Static evaluation of the position.
    pub eval: i32,
    /// Remaining depth of the search that stored it.
    pub depth: i32,
    /// Kind of bound.
    pub bound: Bound,
}

#[derive(Clone, Copy, Default)]
struct Slot {
    key: u64,
    data: u64,
}

/// The transposition table. Its size is fixed at creation ([`TranspositionTable::new`]).
pub struct TranspositionTable {
    buckets: Vec<[Slot; 2]>,
    generation: u8,
}

const BUCKET_BYTES: usize = 32;

impl TranspositionTable {
    /// A table of (about) `megabytes` MiB; at least one bucket.
    pub fn new(megabytes: usize) -> TranspositionTable {
        let count = (megabytes.max(1) * 1024 * 1024 / BUCKET_BYTES).max(1);
        TranspositionTable {
            buckets: vec![[Slot::default(); 2]; count],
            generation: 0,
        }
    }

    /// Forgets everything (a new game).
    pub fn clear(&mut self) {
        self.buckets.fill([Slot::default(); 2]);
        self.generation = 0;
    }

    /// Starts a new search: older entries become preferred victims.
    pub fn new_search(&mut self) {
        self.generation = (self.generation + 1) & 63;
    }

    fn index(&self, key: u64) -> usize {
        ((u128::from(key) * self.buckets.len() as u128) >> 64) as usize
    }

    /// Starts loading the bucket of `key` into the cache, so that a probe soon after finds it
    /// there (a prefetch instruction on x86-64; elsewhere nothing).
    #[inline]
    pub fn prefetch(&self, key: u64) {
        #[cfg(all(target_arch = "x86_64", target_feature = "sse"))]
        safe_arch::prefetch_t0(&self.buckets[self.index(key)]);
        #[cfg(not(all(target_arch = "x86_64", target_feature = "sse")))]
        let _ = key;
    }

    /// The entry for `key`, with mate scores adjusted to `ply` plies from the root.
    pub fn probe(&self, key: u64, ply: usize) -> Option<TtEntry> {
        let bucket = &self.buckets[self.index(key)];
        let slot = bucket.iter().find(|s| s.key == key && s.data != 0)?;
        let mut entry = unpack(slot.data);
        entry.score = score_from_tt(entry.score, ply);
        Some(entry)
    }

    /// Stores a search result for `key` found `ply` plies from the root.
    pub fn store(&mut self, key: u64, ply: usize, entry: TtEntry) {
        let generation = self.generation;
        let idx = self.index(key);
        let bucket = &mut self.buckets[idx];
        let victim = match bucket.iter().position(|s| s.key == key) {
            Some(i) => {
                let old = unpack(bucket[i].data);
                let keep_old = entry.bound != Bound::Exact
                    && entry.depth + 3 < old.depth
                    && age(bucket[i].data) == generation;
                if keep_old {
                    return;
                }
                i
            }
            None => {
                let worth = |s: &Slot| {
                    let stale = if age(s.data) == generation { 0 } else { 64 };
                    unpack(s.data).depth - stale
                };
                usize::from(worth(&bucket[1]) < worth(&bucket[0]))
            }
        };
        let mut stored = entry;
        if stored.best == PackedMove::default() && bucket[victim].key == key {
            stored.best = unpack(bucket[victim].data).best;
        }
        stored.score = score_to_tt(stored.score, ply);
        bucket[victim] = Slot {
            key,
            data: pack(stored, generation),
        };
    }

    /// Permille of sampled entries written by the current search (UCI `hashfull`).
    pub fn hashfull(&self) -> u32 {
        let sample = self.buckets.len().min(500);
        let used = self.buckets[..sample]
            .iter()
            .flatten()
            .filter(|s| s.data != 0 && age(s.data) == self.generation)
            .count();
        (used * 1000 / (sample * 2).max(1)) as u32
    }
}

fn score_to_tt(score: i32, ply: usize) -> i32 {
    let ply = ply as i32;
    if score >= MATE_BOUND {
        score + ply
    } else if score <= -MATE_BOUND {
        score - ply
    } else {
        score
    }
}

fn score_from_tt(score: i32, ply: usize) -> i32 {
    let ply = ply as i32;
    if score >= MATE_BOUND {
        score - ply
    } else if score <= -MATE_BOUND {
        score + ply
    } else {
        score
    }
}

fn pack(e: TtEntry, generation: u8) -> u64 {
    let bound = match e.bound {
        Bound::Lower => 1u64,
        Bound::Upper => 2,
        Bound::Exact => 3,
    };
    u64::from(e.best.0)
        | u64::from(e.score as i16 as u16) << 16
        | u64::from(e.eval as i16 as u16) << 32
        | u64::from(e.depth.clamp(0, 255) as u8) << 48
        | bound << 56
        | u64::from(generation) << 58
}

fn unpack(data: u64) -> TtEntry {
    TtEntry {
        best: PackedMove(data as u16),
        score: i32::from((data >> 16) as u16 as i16),
        eval: i32::from((data >> 32) as u16 as i16),
        depth: i32::from((data >> 48) as u8),
        bound: match (data >> 56) & 3 {
            1 => Bound::Lower,
            2 => Bound::Upper,
            _ => Bound::Exact,
        },
    }
}

fn age(data: u64) -> u8 {
    (data >> 58) as u8
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::params::MATE;

    #[test]
    fn entries_round_trip_with_mate_adjustment() {
        let mut tt = TranspositionTable::new(1);
        let pos = Chess::default();
        let m = pos.legal_moves()[3];
        let entry = TtEntry {
            best: PackedMove::new(m),
            score: MATE - 7,
            eval: -35,
            depth: 9,
            bound: Bound::Lower,
        };
        tt.store(0xDEAD_BEEF, 3, entry);
        let got = tt.probe(0xDEAD_BEEF, 5).unwrap();
        assert_eq!(got.score, MATE - 9);
        assert_eq!((got.eval, got.depth, got.bound), (-35, 9, Bound::Lower));
        assert_eq!(got.best.unpack(&pos), Some(m));
        assert!(tt.probe(0xDEAD_BEEE, 5).is_none());
        assert!(tt.hashfull() <= 1000);
    }

    #[test]
    fn packed_moves_reject_illegal_moves() {
        let pos = Chess::default();
        for m in pos.legal_moves() {
            assert_eq!(PackedMove::new(m).unpack(&pos), Some(m));
        }
        let bogus = PackedMove(Square::E1 as u16 | (Square::E2 as u16) << 6);
        assert_eq!(bogus.unpack(&pos), None);
    }
}

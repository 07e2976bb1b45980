//! Berger round-robin tables: who plays whom, with which colour, in which round.
//!
//! The table is FIDE's (Handbook C.05, Annex 1) for an even number of seats `n`: in round `r`
//! (1-based) the first board pairs seat `a` with seat `n`, where `a = (r + 1) / 2` with White
//! when `r` is odd and `a = r / 2 + n / 2` with Black when `r` is even; board `k + 1` pairs
//! `a + k` (White) with `a - k` (Black), counted cyclically over seats `1..n-1`. An odd number
//! of players gets one more, empty seat: whoever is paired with it has a bye that round. A
//! double round repeats the table with colours reversed.
//!
//! Seats here are 0-based (seat 0 is the table's number 1).

/// One game of the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pairing {
    /// 1-based round.
    pub round: u32,
    /// 1-based board within the round.
    pub board: u32,
    /// White's seat (0-based).
    pub white: usize,
    /// Black's seat (0-based).
    pub black: usize,
}

/// The smallest section size the tables are made for.
pub const MIN_PLAYERS: usize = 3;
/// The largest section size the tables are made for.
pub const MAX_PLAYERS: usize = 17;

/// Every game of a round robin of `players` seats (any number from 2 up), single or double
/// round, in round and board order. Byes (odd sizes) are left out; [`byes`] names them.
pub fn berger(players: usize, double_round: bool) -> Vec<Pairing> {
    if players < 2 {
        return Vec::new();
    }
    let seats = players + players % 2;
    let rounds = u32::try_from(seats - 1).unwrap_or(u32::MAX);
    let mut games = Vec::with_capacity(players * (players - 1));
    for round in 1..=rounds {
        games.extend(
            round_pairs(seats, round)
                .into_iter()
                .filter(|(w, b)| *w < players && *b < players)
                .enumerate()
                .map(|(board, (white, black))| Pairing {
                    round,
                    board: u32::try_from(board + 1).unwrap_or(u32::MAX),
                    white,
                    black,
                }),
        );
    }
    if double_round {
        let second: Vec<Pairing> = games
            .iter()
            .map(|p| Pairing {
                round: p.round + rounds,
                board: p.board,
                white: p.black,
                black: p.white,
            })
            .collect();
        games.extend(second);
    }
    games
}

/// The seat with a bye in each round (1-based rounds, single round), for odd sizes; empty for
/// even sizes.
pub fn byes(players: usize) -> Vec<(u32, usize)> {
    if players < 2 || players.is_multiple_of(2) {
        return Vec::new();
    }
    let seats = players + 1;
    (1..u32::try_from(seats).unwrap_or(u32::MAX))
        .filter_map(|round| {
            round_pairs(seats, round).into_iter().find_map(|(w, b)| {
                match (w == players, b == players) {
                    (true, _) => Some((round, b)),
                    (_, true) => Some((round, w)),
                    _ => None,
                }
            })
        })
        .collect()
}

/// The number of rounds of a table.
pub fn rounds(players: usize, double_round: bool) -> u32 {
    let single = u32::try_from(players + players % 2).unwrap_or(u32::MAX) - 1;
    if double_round { single * 2 } else { single }
}

/// The pairs (White, Black) of round `round` (1-based) for an even number of `seats`.
fn round_pairs(seats: usize, round: u32) -> Vec<(usize, usize)> {
    let m = seats - 1;
    let r = round as usize;
    // 1-based table numbers; `wrap` maps any integer onto 1..=m.
    let wrap = |x: isize| -> usize {
        let m = m as isize;
        (((x - 1) % m + m) % m + 1) as usize
    };
    let a = if r % 2 == 1 {
        r.div_ceil(2)
    } else {
        r / 2 + seats / 2
    };
    let a = wrap(a as isize);
    let mut pairs = Vec::with_capacity(seats / 2);
    if r % 2 == 1 {
        pairs.push((a - 1, seats - 1));
    } else {
        pairs.push((seats - 1, a - 1));
    }
    for k in 1..seats / 2 {
        let k = k as isize;
        let white = wrap(a as isize + k);
        let black = wrap(a as isize - k);
        pairs.push((white - 1, black - 1));
    }
    pairs
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;

    #[test]
    fn six_players_follow_the_fide_table() {
        // FIDE's table for 6, 1-based: round 1 1-6 2-5 3-4, round 2 6-4 5-3 1-2, round 3 2-6
        // 3-1 4-5, round 4 6-5 1-4 2-3, round 5 3-6 4-2 5-1.
        let expected = [
            [(1, 6), (2, 5), (3, 4)],
            [(6, 4), (5, 3), (1, 2)],
            [(2, 6), (3, 1), (4, 5)],
            [(6, 5), (1, 4), (2, 3)],
            [(3, 6), (4, 2), (5, 1)],
        ];
        let games = berger(6, false);
        for (round, boards) in expected.iter().enumerate() {
            let got: Vec<(usize, usize)> = games
                .iter()
                .filter(|p| p.round as usize == round + 1)
                .map(|p| (p.white + 1, p.black + 1))
                .collect();
            assert_eq!(got, boards.to_vec(), "round {}", round + 1);
        }
    }

    fn check(players: usize, double: bool) {
        let games = berger(players, double);
        let cycles = if double { 2 } else { 1 };
        assert_eq!(
            games.len(),
            cycles * players * (players - 1) / 2,
            "{players} players, double {double}: number of games"
        );
        // Everyone meets everyone once per cycle, with each colour once in a double round.
        let mut seen = HashSet::new();
        for p in &games {
            assert_ne!(p.white, p.black);
            assert!(p.white < players && p.black < players);
            let ordered = (p.white, p.black);
            assert!(seen.insert((ordered, p.round > rounds(players, false))));
        }
        for a in 0..players {
            for b in 0..players {
                if a == b {
                    continue;
                }
                let met = games
                    .iter()
                    .filter(|p| (p.white, p.black) == (a, b) || (p.white, p.black) == (b, a))
                    .count();
                assert_eq!(met, cycles, "{a} and {b} meet {met} times");
                if double {
                    assert!(games.iter().any(|p| (p.white, p.black) == (a, b)));
                }
            }
        }
        // Nobody plays twice in a round; the rounds are numbered 1..=rounds.
        for round in 1..=rounds(players, double) {
            let mut busy = HashSet::new();
            for p in games.iter().filter(|p| p.round == round) {
                assert!(
                    busy.insert(p.white) && busy.insert(p.black),
                    "round {round}"
                );
            }
            assert_eq!(busy.len(), players - players % 2, "round {round}");
        }
        // Colours balanced.
        for seat in 0..players {
            let whites = games.iter().filter(|p| p.white == seat).count() as i64;
            let blacks = games.iter().filter(|p| p.black == seat).count() as i64;
            if double {
                assert_eq!(whites, blacks, "{players}: seat {seat}");
            } else {
                assert!((whites - blacks).abs() <= 1, "{players}: seat {seat}");
            }
        }
    }

    #[test]
    fn every_size_from_3_to_17_single_and_double() {
        for players in MIN_PLAYERS..=MAX_PLAYERS {
            check(players, false);
            check(players, true);
        }
    }

    #[test]
    fn odd_sizes_give_each_player_one_bye_per_cycle() {
        for players in (MIN_PLAYERS..=MAX_PLAYERS).filter(|n| n % 2 == 1) {
            let byes = byes(players);
            assert_eq!(byes.len(), players);
            let seats: HashSet<usize> = byes.iter().map(|(_, s)| *s).collect();
            assert_eq!(seats.len(), players, "{players}");
            let games = berger(players, false);
            for (round, seat) in byes {
                assert!(
                    !games
                        .iter()
                        .any(|p| p.round == round && (p.white == seat || p.black == seat))
                );
            }
        }
        assert!(byes(6).is_empty());
        assert_eq!(rounds(5, false), 5);
        assert_eq!(rounds(6, true), 10);
    }
}

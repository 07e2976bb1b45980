//! Crosstables and standings: score, games played and the tiebreaks in the order an event
//! chose.
//!
//! Points are counted in half-points (`u32`), so every sum is exact; Sonneborn-Berger is kept
//! in quarter-points. Only decided games count: an unfinished game and a cancelled one score
//! nothing for anyone. Forfeits and adjudications count like any result and keep their mark
//! for the table.
//!
//! Tiebreaks, each applied to the players still level after the previous ones:
//! - **Baumbach**: the number of wins (forfeit wins included).
//! - **Sonneborn-Berger**: the points of every opponent beaten, plus half the points of every
//!   opponent drawn with.
//! - **Head-to-head**: the points scored in the games among the players still level.
//! - **Rating**: the starting rating, higher first.
//!
//! Players level on everything share a rank.

use std::cmp::Reverse;
use std::fmt;

/// A tiebreak.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Tiebreak {
    /// Most wins.
    Baumbach,
    /// Sonneborn-Berger.
    SonnebornBerger,
    /// Points among the players still level.
    HeadToHead,
    /// Starting rating.
    Rating,
}

impl Tiebreak {
    /// Every tiebreak, in the default order.
    pub const ALL: [Tiebreak; 4] = [
        Tiebreak::Baumbach,
        Tiebreak::SonnebornBerger,
        Tiebreak::HeadToHead,
        Tiebreak::Rating,
    ];

    /// The stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            Tiebreak::Baumbach => "baumbach",
            Tiebreak::SonnebornBerger => "sonneborn_berger",
            Tiebreak::HeadToHead => "head_to_head",
            Tiebreak::Rating => "rating",
        }
    }

    /// Reads a stored name.
    pub fn from_name(name: &str) -> Option<Tiebreak> {
        Tiebreak::ALL
            .into_iter()
            .find(|t| t.as_str() == name.trim().to_ascii_lowercase().replace('-', "_"))
    }
}

impl fmt::Display for Tiebreak {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A tiebreak order that names no tiebreak twice.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TiebreakError {
    /// An unknown name.
    #[error(
        "tiebreak '{0}' is unknown; use baumbach, sonneborn_berger, head_to_head and rating, \
         comma-separated, in the order they should apply"
    )]
    Unknown(String),
    /// A name given twice.
    #[error("tiebreak '{0}' is named twice; give each at most once")]
    Twice(String),
}

/// Reads a comma-separated tiebreak order; empty means the default ([`Tiebreak::ALL`]).
pub fn parse_tiebreaks(text: &str) -> Result<Vec<Tiebreak>, TiebreakError> {
    tiebreak_order(text.split(','))
}

/// Reads a tiebreak order from its names (blank names are skipped); none means the default
/// ([`Tiebreak::ALL`]).
pub fn tiebreak_order<'a>(
    names: impl IntoIterator<Item = &'a str>,
) -> Result<Vec<Tiebreak>, TiebreakError> {
    let mut order = Vec::new();
    for name in names.into_iter().map(str::trim).filter(|n| !n.is_empty()) {
        let tiebreak =
            Tiebreak::from_name(name).ok_or_else(|| TiebreakError::Unknown(name.into()))?;
        if order.contains(&tiebreak) {
            return Err(TiebreakError::Twice(name.into()));
        }
        order.push(tiebreak);
    }
    if order.is_empty() {
        order = Tiebreak::ALL.to_vec();
    }
    Ok(order)
}

/// The order as stored: names joined by commas.
pub fn tiebreaks_text(order: &[Tiebreak]) -> String {
    order
        .iter()
        .map(|t| t.as_str())
        .collect::<Vec<_>>()
        .join(",")
}

/// How a game's result came about, for the table's marks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mark {
    /// Played out (or agreed, resigned, claimed).
    Played,
    /// Won or lost by forfeit (time, or a withdrawal scored as a loss).
    Forfeit,
    /// Decided by adjudication.
    Adjudicated,
    /// Cancelled: counts for nobody.
    Cancelled,
}

impl Mark {
    /// The stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            Mark::Played => "played",
            Mark::Forfeit => "forfeit",
            Mark::Adjudicated => "adjudicated",
            Mark::Cancelled => "cancelled",
        }
    }

    /// Reads a stored name (anything else is [`Mark::Played`]).
    pub fn from_name(name: &str) -> Mark {
        [Mark::Forfeit, Mark::Adjudicated, Mark::Cancelled]
            .into_iter()
            .find(|m| m.as_str() == name)
            .unwrap_or(Mark::Played)
    }
}

/// A result from White's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Score {
    /// 1-0.
    WhiteWins,
    /// ½-½.
    Draw,
    /// 0-1.
    BlackWins,
}

impl Score {
    /// Reads `1-0`, `0-1`, `1/2-1/2`; anything else (`*`) is no result.
    pub fn from_pgn(text: &str) -> Option<Score> {
        match text {
            "1-0" => Some(Score::WhiteWins),
            "0-1" => Some(Score::BlackWins),
            "1/2-1/2" => Some(Score::Draw),
            _ => None,
        }
    }

    /// Half-points for (White, Black).
    pub fn halves(self) -> (u32, u32) {
        match self {
            Score::WhiteWins => (2, 0),
            Score::Draw => (1, 1),
            Score::BlackWins => (0, 2),
        }
    }
}

/// One game of a section, with seats (0-based).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SectionGame {
    /// White's seat.
    pub white: usize,
    /// Black's seat.
    pub black: usize,
    /// The result, `None` while the game goes on.
    pub score: Option<Score>,
    /// How it came about.
    pub mark: Mark,
}

impl SectionGame {
    /// Half-points of (White, Black), when the game counts.
    fn counted(&self) -> Option<(u32, u32)> {
        match (self.score, self.mark) {
            (_, Mark::Cancelled) | (None, _) => None,
            (Some(score), _) => Some(score.halves()),
        }
    }

    /// Half-points of `seat` and its opponent, when the game counts and `seat` played in it.
    fn for_seat(&self, seat: usize) -> Option<(usize, u32)> {
        let (w, b) = self.counted()?;
        if self.white == seat {
            Some((self.black, w))
        } else if self.black == seat {
            Some((self.white, b))
        } else {
            None
        }
    }
}

/// A player's line in the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    /// Seat (0-based).
    pub seat: usize,
    /// 1-based rank; level players share one.
    pub rank: usize,
    /// Points, in half-points.
    pub halves: u32,
    /// Games that count.
    pub played: u32,
    /// Wins (Baumbach).
    pub wins: u32,
    /// Sonneborn-Berger, in quarter-points.
    pub sb_quarters: u32,
    /// Head-to-head points among the group this player was level with when that tiebreak
    /// applied, in half-points (`None` when it never came to it).
    pub head_to_head: Option<u32>,
    /// Starting rating.
    pub rating: i32,
}

/// The standings of a section of `ratings.len()` players (seat `i` started with `ratings[i]`),
/// best first, with the tiebreaks applied in `order`.
pub fn standings(ratings: &[i32], games: &[SectionGame], order: &[Tiebreak]) -> Vec<Standing> {
    let mut lines: Vec<Standing> = (0..ratings.len())
        .map(|seat| base_line(seat, ratings[seat], games))
        .collect();
    for seat in 0..lines.len() {
        lines[seat].sb_quarters = sonneborn_berger(seat, &lines, games);
    }
    let mut groups: Vec<Vec<Standing>> = vec![lines];
    groups = split(groups, |group| keyed(group, |l| l.halves));
    for tiebreak in order {
        groups = split(groups, |group| match tiebreak {
            Tiebreak::Baumbach => keyed(group, |l| l.wins),
            Tiebreak::SonnebornBerger => keyed(group, |l| l.sb_quarters),
            Tiebreak::Rating => keyed(group, |l| i64::from(l.rating)),
            Tiebreak::HeadToHead => head_to_head(group, games),
        });
    }
    let mut ranked = Vec::new();
    for group in groups {
        let rank = ranked.len() + 1;
        let mut group = group;
        group.sort_by_key(|l| l.seat);
        for mut line in group {
            line.rank = rank;
            ranked.push(line);
        }
    }
    ranked
}

fn base_line(seat: usize, rating: i32, games: &[SectionGame]) -> Standing {
    let mut line = Standing {
        seat,
        rank: 0,
        halves: 0,
        played: 0,
        wins: 0,
        sb_quarters: 0,
        head_to_head: None,
        rating,
    };
    for (_, got) in games.iter().filter_map(|g| g.for_seat(seat)) {
        line.halves += got;
        line.played += 1;
        line.wins += u32::from(got == 2);
    }
    line
}

fn sonneborn_berger(seat: usize, lines: &[Standing], games: &[SectionGame]) -> u32 {
    games
        .iter()
        .filter_map(|g| g.for_seat(seat))
        .map(|(opponent, got)| got * lines[opponent].halves)
        .sum()
}

/// Each line of `group` with its key, for [`split`].
fn keyed<K: Into<i64>>(group: Vec<Standing>, key: impl Fn(&Standing) -> K) -> Vec<(i64, Standing)> {
    group.into_iter().map(|l| (key(&l).into(), l)).collect()
}

/// Head-to-head within a level group: the points each scored against the others in it.
fn head_to_head(group: Vec<Standing>, games: &[SectionGame]) -> Vec<(i64, Standing)> {
    if group.len() < 2 {
        return group.into_iter().map(|l| (0, l)).collect();
    }
    let seats: Vec<usize> = group.iter().map(|l| l.seat).collect();
    group
        .into_iter()
        .map(|mut line| {
            let points: u32 = games
                .iter()
                .filter_map(|g| g.for_seat(line.seat))
                .filter(|(opponent, _)| seats.contains(opponent))
                .map(|(_, got)| got)
                .sum();
            line.head_to_head = Some(points);
            (i64::from(points), line)
        })
        .collect()
}

/// Splits every group of level players by a key (higher first) into smaller level groups.
fn split(
    groups: Vec<Vec<Standing>>,
    key: impl Fn(Vec<Standing>) -> Vec<(i64, Standing)>,
) -> Vec<Vec<Standing>> {
    let mut out = Vec::new();
    for group in groups {
        if group.len() < 2 {
            out.push(group);
            continue;
        }
        let mut keyed = key(group);
        keyed.sort_by_key(|(k, l)| (Reverse(*k), l.seat));
        let mut current: Vec<Standing> = Vec::new();
        let mut current_key = None;
        for (k, line) in keyed {
            if current_key.is_some_and(|c| c != k) {
                out.push(std::mem::take(&mut current));
            }
            current_key = Some(k);
            current.push(line);
        }
        out.push(current);
    }
    out
}

/// The text of a crosstable cell for `seat` in `game`: `1`, `½`, `0`; `+` and `-` for forfeit
/// wins and losses; an adjudicated result followed by `A`; `C` for cancelled; `*` while it goes
/// on.
pub fn cell(seat: usize, game: &SectionGame) -> String {
    let Some(score) = game.score.filter(|_| game.mark != Mark::Cancelled) else {
        return if game.mark == Mark::Cancelled {
            "C"
        } else {
            "*"
        }
        .to_owned();
    };
    let (w, b) = score.halves();
    let got = if game.white == seat { w } else { b };
    let plain = match got {
        2 => "1",
        1 => "½",
        _ => "0",
    };
    match game.mark {
        Mark::Forfeit if got == 2 => "+".to_owned(),
        Mark::Forfeit if got == 0 => "-".to_owned(),
        Mark::Adjudicated => format!("{plain}A"),
        _ => plain.to_owned(),
    }
}

/// Half-points as text: `3`, `3½`, `½`.
pub fn points_text(halves: u32) -> String {
    match (halves / 2, halves % 2) {
        (0, 1) => "½".to_owned(),
        (whole, 1) => format!("{whole}½"),
        (whole, _) => whole.to_string(),
    }
}

/// Quarter-points as a decimal: `6.25`, `7`.
pub fn quarters_text(quarters: u32) -> String {
    let whole = quarters / 4;
    match quarters % 4 {
        0 => whole.to_string(),
        1 => format!("{whole}.25"),
        2 => format!("{whole}.5"),
        _ => format!("{whole}.75"),
    }
}

#[cfg(test)]
#[path = "standings_tests.rs"]
mod tests;

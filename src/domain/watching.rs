//! Who may watch a game, and how much of it: the rules of the public view, without I/O.
//!
//! A game's players (and those who oversee it: admins and its event's organizer) always see all
//! of it. Everyone else — visitors who are not signed in and members who do not play in it — sees
//! the public view, unless a player chose "my games are private" or the event keeps its games
//! private: then the game does not exist for them. An event may also show its games to visitors
//! only some moves or days behind ([`PublicDelay`], as ICCF does for its live views); a finished
//! game is shown whole, since nothing can be helped any more. Conditional moves, notes and
//! messages are never part of the public view.

use chrono::{Duration, NaiveDateTime};

/// How far behind the play visitors see an event's games.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PublicDelay {
    /// Every move at once.
    #[default]
    None,
    /// The last N moves of each side (2N half-moves) are hidden.
    Moves(u32),
    /// Moves received in the last N days are hidden (and every move after the first hidden).
    Days(u32),
}

impl PublicDelay {
    /// The delay from the two stored figures (`0` meaning none; if both were set, which
    /// [`PublicDelay::from_parts`] refuses, moves would win).
    pub fn from_columns(moves: u32, days: u32) -> PublicDelay {
        match (moves, days) {
            (0, 0) => PublicDelay::None,
            (0, days) => PublicDelay::Days(days),
            (moves, _) => PublicDelay::Moves(moves),
        }
    }

    /// The delay a door asked for: at most one of the two figures.
    ///
    /// # Errors
    ///
    /// [`DelayError::Both`] when both are given and not zero.
    pub fn from_parts(moves: Option<u32>, days: Option<u32>) -> Result<PublicDelay, DelayError> {
        match (moves.unwrap_or(0), days.unwrap_or(0)) {
            (m, d) if m > 0 && d > 0 => Err(DelayError::Both),
            (m, d) => Ok(PublicDelay::from_columns(m, d)),
        }
    }

    /// The two figures as stored: (moves, days).
    pub fn columns(self) -> (u32, u32) {
        match self {
            PublicDelay::None => (0, 0),
            PublicDelay::Moves(n) => (n, 0),
            PublicDelay::Days(n) => (0, n),
        }
    }
}

/// A delay that cannot be.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DelayError {
    /// Both kinds at once.
    #[error(
        "give public_delay_moves or public_delay_days, not both (for example public_delay_moves: 3)"
    )]
    Both,
}

/// What decides who may watch a game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct WatchRules {
    /// A player of the game keeps their games private.
    pub player_private: bool,
    /// The game belongs to an event that keeps its games private.
    pub event_private: bool,
    /// The event's delay for visitors.
    pub delay: PublicDelay,
}

/// What a viewer may see of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Access {
    /// All of it (a player, an admin, the event's organizer).
    Full,
    /// The public view: the first `shown` half-moves (all of them when there is no delay).
    Public {
        /// Half-moves shown.
        shown: usize,
        /// Whether moves are held back (then draw offers and clocks are not shown either).
        delayed: bool,
    },
    /// Nothing: the game is private.
    Hidden,
}

/// What `viewer_oversees` (a player, admin or organizer) or a visitor may see of a game whose
/// moves were received at `played_at` (in order), `finished` or not, as of `now`.
pub fn access(
    rules: WatchRules,
    viewer_oversees: bool,
    finished: bool,
    played_at: &[NaiveDateTime],
    now: NaiveDateTime,
) -> Access {
    if viewer_oversees {
        return Access::Full;
    }
    if rules.player_private || rules.event_private {
        return Access::Hidden;
    }
    let all = played_at.len();
    let shown = if finished {
        all
    } else {
        shown_plies(rules.delay, played_at, now)
    };
    Access::Public {
        shown,
        delayed: shown < all,
    }
}

/// How many half-moves of a running game visitors see under `delay`.
pub fn shown_plies(delay: PublicDelay, played_at: &[NaiveDateTime], now: NaiveDateTime) -> usize {
    match delay {
        PublicDelay::None => played_at.len(),
        PublicDelay::Moves(n) => {
            let hidden = usize::try_from(n).unwrap_or(usize::MAX).saturating_mul(2);
            played_at.len().saturating_sub(hidden)
        }
        PublicDelay::Days(n) => {
            let cutoff = now - Duration::days(i64::from(n));
            played_at.iter().take_while(|at| **at <= cutoff).count()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(day: u32) -> NaiveDateTime {
        chrono::NaiveDate::from_ymd_opt(2026, 1, day)
            .and_then(|d| d.and_hms_opt(12, 0, 0))
            .unwrap_or_default()
    }

    #[test]
    fn a_delay_in_moves_hides_both_sides_last_moves() {
        let times: Vec<_> = (1..=7).map(at).collect();
        assert_eq!(shown_plies(PublicDelay::Moves(2), &times, at(20)), 3);
        assert_eq!(shown_plies(PublicDelay::Moves(4), &times, at(20)), 0);
        assert_eq!(shown_plies(PublicDelay::None, &times, at(20)), 7);
    }

    #[test]
    fn a_delay_in_days_shows_what_is_old_enough() {
        let times = [at(1), at(3), at(10), at(2)];
        // On the 12th with 5 days: moves up to the 7th, and none after the first too new.
        assert_eq!(shown_plies(PublicDelay::Days(5), &times, at(12)), 2);
        assert_eq!(shown_plies(PublicDelay::Days(5), &times, at(15)), 4);
    }

    #[test]
    fn private_games_are_hidden_from_visitors_only() {
        let rules = WatchRules {
            player_private: true,
            ..WatchRules::default()
        };
        assert_eq!(access(rules, false, true, &[], at(1)), Access::Hidden);
        assert_eq!(access(rules, true, false, &[], at(1)), Access::Full);
        let delayed = WatchRules {
            delay: PublicDelay::Moves(1),
            ..WatchRules::default()
        };
        let times = [at(1), at(2), at(3)];
        let running = access(delayed, false, false, &times, at(4));
        assert_eq!(
            running,
            Access::Public {
                shown: 1,
                delayed: true
            }
        );
        let over = access(delayed, false, true, &times, at(4));
        assert_eq!(
            over,
            Access::Public {
                shown: 3,
                delayed: false
            }
        );
    }

    #[test]
    fn a_door_gives_one_kind_of_delay() {
        assert_eq!(
            PublicDelay::from_parts(Some(2), Some(3)),
            Err(DelayError::Both)
        );
        assert_eq!(
            PublicDelay::from_parts(None, Some(3)),
            Ok(PublicDelay::Days(3))
        );
        assert_eq!(PublicDelay::Days(3).columns(), (0, 3));
    }
}

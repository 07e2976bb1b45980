//! Which game mail a player wants: a message for every event (the default), one digest a day of
//! the games where it is their move, or none. Replies to a player's own emailed commands and
//! account mail (address confirmation, password reset) are sent whatever the setting.

use std::fmt;

/// A player's choice of game mail.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum NotifyMode {
    /// A mail for every event of their games (the default).
    #[default]
    EveryMove,
    /// One mail a day listing the games where it is their move.
    Digest,
    /// No game mail.
    None,
}

impl NotifyMode {
    /// Every mode, in the order the settings page offers them.
    pub const ALL: [NotifyMode; 3] = [NotifyMode::EveryMove, NotifyMode::Digest, NotifyMode::None];

    /// The stored name: `move`, `digest` or `none`.
    pub fn as_str(self) -> &'static str {
        match self {
            NotifyMode::EveryMove => "move",
            NotifyMode::Digest => "digest",
            NotifyMode::None => "none",
        }
    }

    /// The mode with this stored name.
    ///
    /// ```
    /// use kingpost::domain::notifications::NotifyMode;
    /// assert_eq!(NotifyMode::from_name("digest"), Some(NotifyMode::Digest));
    /// assert_eq!(NotifyMode::from_name("weekly"), None);
    /// ```
    pub fn from_name(name: &str) -> Option<NotifyMode> {
        NotifyMode::ALL
            .into_iter()
            .find(|m| m.as_str() == name.trim())
    }
}

impl fmt::Display for NotifyMode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_every_move_is_the_default() {
        for mode in NotifyMode::ALL {
            assert_eq!(NotifyMode::from_name(mode.as_str()), Some(mode));
        }
        assert_eq!(NotifyMode::default(), NotifyMode::EveryMove);
    }
}

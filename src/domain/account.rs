//! Accounts: the rules for usernames, email addresses and passwords, checked once at the edge so
//! only valid values travel inward, and a player's choice of notation.

use std::fmt;

use crate::chess::{Language, MoveStyle, Notation, default_notation_for};

/// A player's database id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct UserId(pub i32);

impl fmt::Display for UserId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// Shortest and longest allowed usernames.
pub const USERNAME_LENGTH: std::ops::RangeInclusive<usize> = 3..=24;
/// Shortest and longest allowed passwords (OWASP: at least 8, allow long passphrases).
pub const PASSWORD_LENGTH: std::ops::RangeInclusive<usize> = 8..=128;

/// A valid username: 3-24 letters, digits, `_` or `-`, starting with a letter or digit.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Username(String);

/// A plausible email address (one `@`, a dotted domain, no spaces), trimmed.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct EmailAddress(String);

/// A password that meets the length rule; never printed.
#[derive(Clone, PartialEq, Eq)]
pub struct Password(String);

/// Why a username, address or password was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AccountRuleError {
    /// The username breaks the rules.
    #[error(
        "the username '{0}' is not allowed: use 3 to 24 letters, digits, '_' or '-', \
         starting with a letter or digit"
    )]
    Username(String),
    /// The email address is not an address.
    #[error("'{0}' is not an email address; it should look like name@example.org")]
    Email(String),
    /// The password is too short or too long.
    #[error(
        "the password must be 8 to 128 characters long (it has {0}); a few words make a good one"
    )]
    PasswordLength(usize),
    /// The username is one the server uses itself.
    #[error(
        "the username '{0}' is reserved: the server uses it itself (for its engine, its \
         administration or its mail addresses); please choose another"
    )]
    Reserved(String),
}

/// Names the server uses itself, which no person may register (compared ignoring case): the
/// engine, the accounts and mailboxes of administration and mail delivery (RFC 2142), the
/// sender and reply addresses on the mail domain (`kingpost@`, `move+TOKEN@`). The engine's
/// level accounts (`kingpost-level-N`) are reserved by their prefix.
pub const RESERVED_USERNAMES: [&str; 20] = [
    "engine",
    "kingpost",
    "admin",
    "administrator",
    "root",
    "system",
    "postmaster",
    "hostmaster",
    "webmaster",
    "mailer-daemon",
    "abuse",
    "security",
    "noreply",
    "no-reply",
    "no_reply",
    "donotreply",
    "do-not-reply",
    "bounce",
    "bounces",
    "move",
];

/// The beginning of the name a deleted account is renamed to (`deleted-<id>`).
pub const DELETED_PREFIX: &str = "deleted-";

/// Whether `name` is reserved for the server: one of [`RESERVED_USERNAMES`], an engine level
/// account (`kingpost-level-…`), the name a deleted account takes (`deleted-…`), or the local part of one of `own_addresses` (the server's own
/// addresses on its mail domain, such as its configured From address `Club <chess@club.org>`).
///
/// ```
/// use kingpost::domain::account::is_reserved_username;
/// assert!(is_reserved_username("PostMaster", &[]));
/// assert!(is_reserved_username("kingpost-level-4", &[]));
/// assert!(is_reserved_username("Deleted-12", &[]));
/// assert!(is_reserved_username("chess", &["Club <Chess@club.org>"]));
/// assert!(!is_reserved_username("alice", &["Club <chess@club.org>"]));
/// ```
pub fn is_reserved_username(name: &str, own_addresses: &[&str]) -> bool {
    let name = name.trim();
    let same = |reserved: &str| reserved.eq_ignore_ascii_case(name);
    RESERVED_USERNAMES.iter().any(|r| same(r))
        || crate::domain::engine_play::is_engine_username(name)
        || name
            .get(..DELETED_PREFIX.len())
            .is_some_and(|p| p.eq_ignore_ascii_case(DELETED_PREFIX))
        || own_addresses
            .iter()
            .filter_map(|address| local_part(address))
            .any(same)
}

/// The local part of `Name <local@domain>` or `local@domain`, before any `+` sub-address.
fn local_part(address: &str) -> Option<&str> {
    let address = match address.rsplit_once('<') {
        Some((_, inner)) => inner.trim_end().trim_end_matches('>'),
        None => address,
    };
    let (local, _) = address.trim().rsplit_once('@')?;
    Some(local.split('+').next().unwrap_or(local))
}

impl Username {
    /// Checks a username.
    pub fn parse(text: &str) -> Result<Username, AccountRuleError> {
        let name = text.trim();
        let allowed = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '-';
        let valid = USERNAME_LENGTH.contains(&name.len())
            && name.chars().all(allowed)
            && name.starts_with(|c: char| c.is_ascii_alphanumeric());
        if valid {
            Ok(Username(name.to_owned()))
        } else {
            Err(AccountRuleError::Username(text.to_owned()))
        }
    }

    /// The username as typed (case kept; comparisons ignore case).
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl EmailAddress {
    /// Checks an email address.
    pub fn parse(text: &str) -> Result<EmailAddress, AccountRuleError> {
        let address = text.trim();
        let refuse = || AccountRuleError::Email(text.to_owned());
        let (local, domain) = address.split_once('@').ok_or_else(refuse)?;
        let valid = !local.is_empty()
            && address.len() <= 254
            && !domain.contains('@')
            && domain.contains('.')
            && !domain.starts_with('.')
            && !domain.ends_with('.')
            && !address.chars().any(|c| c.is_whitespace() || c.is_control());
        if valid {
            Ok(EmailAddress(address.to_owned()))
        } else {
            Err(refuse())
        }
    }

    /// The address.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl Password {
    /// Checks a new password's length (counted in characters, not bytes).
    pub fn parse(text: &str) -> Result<Password, AccountRuleError> {
        let length = text.chars().count();
        if PASSWORD_LENGTH.contains(&length) {
            Ok(Password(text.to_owned()))
        } else {
            Err(AccountRuleError::PasswordLength(length))
        }
    }

    /// The secret, for hashing.
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Password {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Password(***)")
    }
}

/// How a player wants moves shown: the usual way for their language (the default, which
/// follows the language when it changes), or always one notation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NotationChoice {
    /// [`default_notation_for`] the player's language.
    Usual,
    /// Always this notation.
    Fixed(Notation),
}

impl NotationChoice {
    /// The stored name of [`NotationChoice::Usual`].
    pub const USUAL: &'static str = "auto";

    /// The choice with this stored name (`auto`, or a notation name such as `san`).
    ///
    /// ```
    /// use kingpost::chess::Notation;
    /// use kingpost::domain::account::NotationChoice;
    /// assert_eq!(NotationChoice::parse("auto"), Some(NotationChoice::Usual));
    /// assert_eq!(NotationChoice::parse("ICCF"), Some(NotationChoice::Fixed(Notation::Iccf)));
    /// assert_eq!(NotationChoice::parse("pgn"), None);
    /// ```
    pub fn parse(name: &str) -> Option<NotationChoice> {
        if name.trim().eq_ignore_ascii_case(Self::USUAL) {
            return Some(NotationChoice::Usual);
        }
        Notation::from_name(name).map(NotationChoice::Fixed)
    }

    /// The stored name.
    pub fn name(self) -> &'static str {
        match self {
            NotationChoice::Usual => Self::USUAL,
            NotationChoice::Fixed(notation) => notation.name(),
        }
    }

    /// How moves are shown to a player of `language` with this choice.
    pub fn style(self, language: Language) -> MoveStyle {
        match self {
            NotationChoice::Usual => default_notation_for(language),
            NotationChoice::Fixed(notation) => MoveStyle {
                notation,
                iccf_beside: false,
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn usernames() {
        for ok in ["bob", "Anna_Maria", "x-9", "abc123def456ghi789jkl012"] {
            assert!(Username::parse(ok).is_ok(), "{ok}");
        }
        for bad in [
            "ab",
            "_bob",
            "bob smith",
            "<b>x</b>",
            "émile",
            "abc123def456ghi789jkl0123",
        ] {
            assert!(Username::parse(bad).is_err(), "{bad}");
        }
        assert_eq!(Username::parse("  bob ").unwrap().as_str(), "bob");
    }

    #[test]
    fn names_the_server_uses_are_reserved() {
        for name in [
            "engine",
            "ADMIN",
            "Mailer-Daemon",
            "no-reply",
            "move",
            "kingpost-level-10",
        ] {
            assert!(is_reserved_username(name, &[]), "{name}");
        }
        assert!(is_reserved_username("games", &["games+x@club.org"]));
        assert!(!is_reserved_username(
            "engineer",
            &["Kingpost <kingpost@club.org>"]
        ));
    }

    #[test]
    fn email_addresses() {
        assert_eq!(
            EmailAddress::parse(" a@b.org ").unwrap().as_str(),
            "a@b.org"
        );
        for bad in [
            "",
            "a",
            "a@b",
            "@b.org",
            "a@@b.org",
            "a b@c.org",
            "a@.org",
            "a@b.org.",
        ] {
            assert!(EmailAddress::parse(bad).is_err(), "{bad}");
        }
        let err = EmailAddress::parse("bob").unwrap_err().to_string();
        assert_eq!(
            err,
            "'bob' is not an email address; it should look like name@example.org"
        );
    }

    #[test]
    fn passwords_are_counted_in_characters_and_never_printed() {
        assert!(Password::parse("1234567").is_err());
        assert!(Password::parse("ÄÖÜäöüßé").is_ok());
        assert_eq!(
            format!("{:?}", Password::parse("correct horse").unwrap()),
            "Password(***)"
        );
        assert_eq!(
            Password::parse("short").unwrap_err().to_string(),
            "the password must be 8 to 128 characters long (it has 5); a few words make a good one"
        );
    }

    #[test]
    fn the_usual_notation_follows_the_language() {
        let usual = NotationChoice::Usual;
        assert_eq!(usual.style(Language::German).notation, Notation::San);
        assert!(!usual.style(Language::French).iccf_beside);
        for language in [Language::Irish, Language::Yiddish, Language::Amharic] {
            let style = usual.style(language);
            assert_eq!(style.notation, Notation::Figurine, "{language:?}");
            assert!(style.iccf_beside, "{language:?}");
        }
        let fixed = NotationChoice::Fixed(Notation::Lan).style(Language::Yiddish);
        assert_eq!((fixed.notation, fixed.iccf_beside), (Notation::Lan, false));
        for choice in [usual, NotationChoice::Fixed(Notation::Uci)] {
            assert_eq!(NotationChoice::parse(choice.name()), Some(choice));
        }
    }
}

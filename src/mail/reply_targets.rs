//! What a reply is for, read from the address it was sent to. Besides a game's reply address
//! ([`super::tokens`], `move+GAME-USER-TAG@domain`) there are two more signed reply addresses:
//!
//! - the daily digest's, `digest+USER.TAG@<mail domain>`: it names only the player; the reply
//!   names the game on each line ("12: Nf3");
//! - a challenge's, `challenge+ID-USER.TAG@<mail domain>`: the challenged player replies
//!   `accept` or `decline`.
//!
//! Tags are 80 bits of an HMAC-SHA256 under the mail secret, a key of their own per kind of
//! address, so no address made for one purpose verifies for another; read in any case. Pure.

use crate::domain::account::UserId;
use crate::domain::game::GameId;

use super::tokens::{self, ReplySecret, parse_id};

/// The local part's prefix of the digest's reply address.
pub const DIGEST_PREFIX: &str = "digest+";
/// The local part's prefix of a challenge's reply address.
pub const CHALLENGE_PREFIX: &str = "challenge+";
const DIGEST_PURPOSE: &str = "digest reply address v1";
const CHALLENGE_PURPOSE: &str = "challenge reply address v1";

/// What a reply address was made for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReplyTarget {
    /// One game, for one of its players.
    Game(GameId, UserId),
    /// The player's daily digest: the reply names the games.
    Digest(UserId),
    /// A challenge (its id), for the challenged player.
    Challenge(i32, UserId),
}

impl ReplyTarget {
    /// The player the address was made for.
    pub fn player(self) -> UserId {
        match self {
            ReplyTarget::Game(_, user)
            | ReplyTarget::Digest(user)
            | ReplyTarget::Challenge(_, user) => user,
        }
    }
}

/// The digest's reply address for `user`: `digest+USER.TAG@domain`.
///
/// ```
/// use kingpost::domain::account::UserId;
/// use kingpost::mail::reply_targets::{ReplyTarget, digest_address, read};
/// use kingpost::mail::tokens::ReplySecret;
///
/// let secret = ReplySecret::from_bytes(b"a secret of at least some length");
/// let address = digest_address(&secret, "chess.example.org", UserId(7));
/// assert!(address.starts_with("digest+7."));
/// let to = [address.to_uppercase()];
/// assert_eq!(read(&secret, &to, None), Some(ReplyTarget::Digest(UserId(7))));
/// assert_eq!(read(&secret, &[address.replace("+7.", "+8.")], None), None);
/// ```
pub fn digest_address(secret: &ReplySecret, domain: &str, user: UserId) -> String {
    let tag = secret.short_tag(DIGEST_PURPOSE, &user.0.to_string());
    format!("{DIGEST_PREFIX}{}.{tag}@{domain}", user.0)
}

/// The reply address of challenge `id` for the challenged player `user`:
/// `challenge+ID-USER.TAG@domain`.
pub fn challenge_address(secret: &ReplySecret, domain: &str, id: i32, user: UserId) -> String {
    let tag = secret.short_tag(CHALLENGE_PURPOSE, &format!("{id}-{}", user.0));
    format!("{CHALLENGE_PREFIX}{id}-{}.{tag}@{domain}", user.0)
}

/// What the first genuine reply address among `recipients` was made for; `token` (the
/// sub-address token the inbound parser found) is tried first as a game's token. `None` when no
/// address verifies.
pub fn read(
    secret: &ReplySecret,
    recipients: &[String],
    token: Option<&str>,
) -> Option<ReplyTarget> {
    if let Some((game, user)) = token.and_then(|t| tokens::verify(secret, t)) {
        return Some(ReplyTarget::Game(game, user));
    }
    recipients
        .iter()
        .find_map(|address| target_of(secret, address))
}

/// What one address was made for, if it is a genuine reply address.
fn target_of(secret: &ReplySecret, address: &str) -> Option<ReplyTarget> {
    let address = address.trim().trim_start_matches('<').trim_end_matches('>');
    let local = address.split('@').next()?.to_ascii_lowercase();
    if let Some(rest) = local.strip_prefix(DIGEST_PREFIX) {
        let (user, tag) = rest.split_once('.')?;
        let user = parse_id(user)?;
        return secret
            .check_short_tag(DIGEST_PURPOSE, &user.to_string(), tag)
            .then_some(ReplyTarget::Digest(UserId(user)));
    }
    if let Some(rest) = local.strip_prefix(CHALLENGE_PREFIX) {
        let (ids, tag) = rest.split_once('.')?;
        let (id, user) = ids.split_once('-')?;
        let (id, user) = (parse_id(id)?, parse_id(user)?);
        return secret
            .check_short_tag(CHALLENGE_PURPOSE, &format!("{id}-{user}"), tag)
            .then_some(ReplyTarget::Challenge(id, UserId(user)));
    }
    tokens::verify(secret, &local).map(|(game, user)| ReplyTarget::Game(game, user))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn secret() -> ReplySecret {
        ReplySecret::from_bytes(b"a secret of at least some length")
    }

    fn read_one(address: &str) -> Option<ReplyTarget> {
        read(&secret(), &[address.to_owned()], None)
    }

    #[test]
    fn each_address_names_its_target_and_cannot_be_moved() {
        let challenge = challenge_address(&secret(), "x.org", 12, UserId(7));
        assert!(challenge.len() - "@x.org".len() <= 64, "{challenge}");
        assert_eq!(
            read_one(&challenge),
            Some(ReplyTarget::Challenge(12, UserId(7)))
        );
        assert_eq!(read_one(&challenge.replace("12-7", "12-8")), None);
        assert_eq!(read_one(&challenge.replace("12-7", "13-7")), None);
        let digest = digest_address(&secret(), "x.org", UserId(7));
        assert_eq!(read_one(&digest), Some(ReplyTarget::Digest(UserId(7))));
        let (_, digest_tag) = digest.split_once('.').unwrap();
        let moved = format!("challenge+12-7.{digest_tag}");
        assert_eq!(read_one(&moved), None, "a digest tag is no challenge tag");
        let game = tokens::reply_address(&secret(), "x.org", GameId(12), UserId(7));
        assert_eq!(
            read_one(&game),
            Some(ReplyTarget::Game(GameId(12), UserId(7)))
        );
        let to = ["ann@example.org".to_owned(), digest];
        assert_eq!(
            read(&secret(), &to, Some("junk")),
            Some(ReplyTarget::Digest(UserId(7)))
        );
        assert_eq!(read_one("digest+07.aaaaaaaaaaaaaaaa@x.org"), None);
    }
}

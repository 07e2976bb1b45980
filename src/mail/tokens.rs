//! Reply addresses: `move+TOKEN@<mail domain>`, where the token names one game and one player
//! and carries an HMAC-SHA256 tag under a server secret, so a reply proves which game and player
//! it is for and cannot be forged for another.
//!
//! The token is `<game>-<user>-<tag>`: decimal ids and the first 80 bits of the tag in
//! lower-case base32, e.g. `move+42-7-mfrggzdfmztwq2lk@chess.example.org` (at most 43
//! characters before the `@`, well under the 64 a local part may have). Mail servers may change
//! the case of a local part, so [`verify`] ignores case. The secret lives in
//! `<data_dir>/mail.key` (made on first start, mode 0600); every process that sends or receives
//! mail for the instance must share it. This module is pure apart from [`ReplySecret::load_or_create`].

use std::fmt;
use std::io;
use std::path::Path;

use hmac::{Hmac, KeyInit, Mac};
use sha2::{Digest, Sha256, Sha512};

use crate::domain::account::UserId;
use crate::domain::game::GameId;
use crate::secret_file::{self, SecretKind, SecretSource};

/// The file in the data directory that holds the reply-address secret.
pub const SECRET_FILE: &str = "mail.key";
/// The local part's prefix before the token.
pub const PREFIX: &str = "move+";
/// Bytes of the HMAC tag kept in a token (80 bits).
const TAG_BYTES: usize = 10;
/// Base32 characters for [`TAG_BYTES`].
const TAG_CHARS: usize = TAG_BYTES * 8 / 5;
const ALPHABET: &[u8; 32] = b"abcdefghijklmnopqrstuvwxyz234567";

/// The server secret behind reply tokens (never printed).
#[derive(Clone, PartialEq, Eq)]
pub struct ReplySecret(Vec<u8>);

impl fmt::Debug for ReplySecret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("ReplySecret(…)")
    }
}

impl ReplySecret {
    /// A secret from bytes (tests, or a secret kept elsewhere).
    pub fn from_bytes(bytes: &[u8]) -> ReplySecret {
        ReplySecret(bytes.to_vec())
    }

    /// Reads the secret from `<data_dir>/mail.key`, creating it (512 random bits, mode 0600)
    /// on first start.
    pub fn load_or_create(data_dir: &Path) -> io::Result<ReplySecret> {
        let kind = SecretKind {
            name: "secret",
            if_replaced: " (reply addresses in mail sent before then stop working)",
        };
        let text = secret_file::load_or_create(data_dir, SECRET_FILE, kind)?;
        Ok(ReplySecret(text.into_bytes()))
    }

    /// Reads the secret from where the configuration says (`source`: the `mail_secret` or
    /// `mail_secret_file` setting), or `<data_dir>/mail.key` as
    /// [`ReplySecret::load_or_create`].
    pub fn load(source: &SecretSource, data_dir: &Path) -> io::Result<ReplySecret> {
        let kind = SecretKind {
            name: "secret",
            if_replaced: " (reply addresses in mail sent before then stop working)",
        };
        let text = secret_file::load_from(source, data_dir, SECRET_FILE, kind)?;
        Ok(ReplySecret(text.into_bytes()))
    }

    /// The HMAC-SHA256 state over the token's message. The key is SHA-512 of the secret: one
    /// block of SHA-256, so no length check can fail.
    fn tag(&self, game: GameId, user: UserId) -> Hmac<Sha256> {
        let key = Sha512::new()
            .chain_update(b"kingpost reply-to key\n")
            .chain_update(&self.0)
            .finalize();
        let mut mac = <Hmac<Sha256> as KeyInit>::new(&key);
        mac.update(format!("kingpost reply-to v1\n{game}\n{user}").as_bytes());
        mac
    }
}

impl ReplySecret {
    /// The first [`TAG_BYTES`] of an HMAC-SHA256 tag over `payload` for `purpose` (bounce
    /// addresses, unsubscribe links), in lower-case base32: a key of its own per purpose, so
    /// a tag made for one use never verifies for another.
    pub(crate) fn short_tag(&self, purpose: &str, payload: &str) -> String {
        base32(&self.purpose_mac(purpose, payload).finalize().into_bytes()[..TAG_BYTES])
    }

    /// Whether `tag` (any case) is [`ReplySecret::short_tag`] of `payload` for `purpose`,
    /// compared in constant time.
    pub(crate) fn check_short_tag(&self, purpose: &str, payload: &str, tag: &str) -> bool {
        let tag = tag.to_ascii_lowercase();
        if tag.len() != TAG_CHARS {
            return false;
        }
        unbase32(&tag).is_some_and(|bytes| {
            self.purpose_mac(purpose, payload)
                .verify_truncated_left(&bytes)
                .is_ok()
        })
    }

    fn purpose_mac(&self, purpose: &str, payload: &str) -> Hmac<Sha256> {
        let key = Sha512::new()
            .chain_update(format!("kingpost {purpose} key\n").as_bytes())
            .chain_update(&self.0)
            .finalize();
        let mut mac = <Hmac<Sha256> as KeyInit>::new(&key);
        mac.update(payload.as_bytes());
        mac
    }
}

/// The token for `game` and `user`: `<game>-<user>-<tag>`.
pub fn token(secret: &ReplySecret, game: GameId, user: UserId) -> String {
    let tag = secret.tag(game, user).finalize().into_bytes();
    format!("{game}-{user}-{}", base32(&tag[..TAG_BYTES]))
}

/// The reply address for `game` and `user` at `domain`: `move+TOKEN@domain`.
///
/// ```
/// use kingpost::domain::{account::UserId, game::GameId};
/// use kingpost::mail::tokens::{ReplySecret, reply_address, verify};
///
/// let secret = ReplySecret::from_bytes(b"a secret of at least some length");
/// let address = reply_address(&secret, "chess.example.org", GameId(42), UserId(7));
/// let local = address.split('@').next().unwrap();
/// assert!(local.starts_with("move+42-7-") && local.len() <= 64);
/// assert_eq!(verify(&secret, local), Some((GameId(42), UserId(7))));
/// assert_eq!(verify(&secret, &local.replace("42-", "43-")), None);
/// ```
pub fn reply_address(secret: &ReplySecret, domain: &str, game: GameId, user: UserId) -> String {
    format!("{PREFIX}{}@{domain}", token(secret, game, user))
}

/// The game and player a reply address's local part (`move+TOKEN`, or the token alone; an
/// `@domain` is ignored) was made for, if its tag is right. Case does not matter; the tag is
/// compared in constant time.
pub fn verify(secret: &ReplySecret, local_part: &str) -> Option<(GameId, UserId)> {
    let local = local_part.split('@').next()?.trim().to_ascii_lowercase();
    let token = local.strip_prefix(PREFIX).unwrap_or(&local);
    let mut parts = token.split('-');
    let game = parse_id(parts.next()?)?;
    let user = parse_id(parts.next()?)?;
    let tag = parts.next().filter(|t| t.len() == TAG_CHARS)?;
    if parts.next().is_some() {
        return None;
    }
    let tag = unbase32(tag)?;
    let (game, user) = (GameId(game), UserId(user));
    secret
        .tag(game, user)
        .verify_truncated_left(&tag)
        .ok()
        .map(|()| (game, user))
}

/// A positive id written in decimal without a sign or leading zeros (every signed address
/// writes its ids so, and reads only that spelling).
pub(crate) fn parse_id(text: &str) -> Option<i32> {
    let canonical = !text.is_empty()
        && text.len() <= 10
        && text.bytes().all(|b| b.is_ascii_digit())
        && !text.starts_with('0');
    canonical.then(|| text.parse().ok()).flatten()
}

/// RFC 4648 base32, lower case, no padding (`bytes.len()` a multiple of 5).
fn base32(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() * 8 / 5);
    for chunk in bytes.chunks(5) {
        let mut buffer = [0u8; 5];
        buffer[..chunk.len()].copy_from_slice(chunk);
        let bits = buffer
            .iter()
            .fold(0u64, |acc, b| (acc << 8) | u64::from(*b));
        for i in (0..8).rev() {
            let index = usize::try_from((bits >> (i * 5)) & 31).unwrap_or(0);
            out.push(char::from(ALPHABET[index]));
        }
    }
    out
}

/// The bytes of lower-case base32 text whose length is a multiple of 8.
fn unbase32(text: &str) -> Option<Vec<u8>> {
    let values: Vec<u64> = text
        .bytes()
        .map(|c| ALPHABET.iter().position(|a| *a == c).map(|p| p as u64))
        .collect::<Option<_>>()?;
    if !values.len().is_multiple_of(8) {
        return None;
    }
    let mut out = Vec::with_capacity(values.len() * 5 / 8);
    for chunk in values.chunks(8) {
        let bits = chunk.iter().fold(0u64, |acc, v| (acc << 5) | v);
        out.extend_from_slice(&bits.to_be_bytes()[3..]);
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn secret() -> ReplySecret {
        ReplySecret::from_bytes(b"0123456789abcdef0123456789abcdef")
    }

    #[test]
    fn base32_round_trips() {
        let bytes = [0u8, 1, 2, 254, 255, 17, 99, 128, 7, 42];
        let text = base32(&bytes);
        assert_eq!(text.len(), 16);
        assert_eq!(unbase32(&text).unwrap(), bytes);
        assert_eq!(base32(b"fooba"), "mzxw6ytb");
    }

    #[test]
    fn a_token_verifies_for_its_game_and_player_only() {
        let address = reply_address(&secret(), "chess.example.org", GameId(42), UserId(7));
        let (local, domain) = address.split_once('@').unwrap();
        assert_eq!(domain, "chess.example.org");
        assert!(local.len() <= 64, "{local}");
        assert_eq!(verify(&secret(), local), Some((GameId(42), UserId(7))));
        assert_eq!(verify(&secret(), &address), Some((GameId(42), UserId(7))));
        assert_eq!(
            verify(&secret(), &local.to_ascii_uppercase()),
            Some((GameId(42), UserId(7))),
            "mail servers may change the case"
        );
        let token = local.strip_prefix(PREFIX).unwrap();
        assert_eq!(verify(&secret(), token), Some((GameId(42), UserId(7))));
        for forged in [
            local.replacen("42", "41", 1),
            local.replacen("-7-", "-8-", 1),
            format!("{}a", &local[..local.len() - 1]),
            format!("{local}-1"),
            local.replacen("42", "042", 1),
            String::new(),
            "move+".to_owned(),
            "move+1-2-".to_owned(),
        ] {
            assert_eq!(verify(&secret(), &forged), None, "{forged}");
        }
        let other = ReplySecret::from_bytes(b"another secret of enough length!");
        assert_eq!(verify(&other, local), None);
    }

    #[test]
    fn the_longest_token_fits_a_local_part() {
        let address = reply_address(&secret(), "d", GameId(i32::MAX), UserId(i32::MAX));
        let local = address.split('@').next().unwrap();
        assert!(local.len() <= 64, "{} characters", local.len());
        assert_eq!(
            verify(&secret(), local),
            Some((GameId(i32::MAX), UserId(i32::MAX)))
        );
    }

    #[test]
    fn the_secret_file_is_made_once_and_private() {
        let dir = std::env::temp_dir().join(format!("kingpost-mailkey-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let first = ReplySecret::load_or_create(&dir).unwrap();
        let second = ReplySecret::load_or_create(&dir).unwrap();
        assert_eq!(first, second);
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(dir.join(SECRET_FILE))
                .unwrap()
                .permissions()
                .mode();
            assert_eq!(mode & 0o777, 0o600);
        }
        assert_eq!(format!("{first:?}"), "ReplySecret(…)");
    }
}

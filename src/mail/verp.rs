//! Signed per-message and per-player addresses besides the reply tokens of [`super::tokens`]:
//!
//! - the bounce address (VERP) every message is sent from on the envelope,
//!   `bounce+ID.TAG@<mail domain>` with `ID` the outbox row: a delivery failure report comes
//!   back to it, so it names the exact message and recipient even when it quotes nothing;
//! - the one-click unsubscribe token of a player, `USER.TAG`, in
//!   `List-Unsubscribe: <BASE/unsubscribe/TOKEN>` (RFC 8058).
//!
//! Tags are 80 bits of an HMAC-SHA256 under the mail secret (`mail.key`), lower-case base32,
//! read in any case (mail servers may change the case of a local part). Pure.

use crate::domain::account::UserId;

use super::tokens::{ReplySecret, parse_id};

/// The local part's prefix of bounce addresses.
pub const BOUNCE_PREFIX: &str = "bounce+";
const BOUNCE_PURPOSE: &str = "bounce address v1";
const UNSUBSCRIBE_PURPOSE: &str = "unsubscribe link v1";

/// The envelope sender for the outbox row `id`: `bounce+ID.TAG@domain`.
///
/// ```
/// use kingpost::mail::tokens::ReplySecret;
/// use kingpost::mail::verp::{bounce_address, verify_bounce};
///
/// let secret = ReplySecret::from_bytes(b"a secret of at least some length");
/// let address = bounce_address(&secret, "chess.example.org", 42);
/// assert!(address.starts_with("bounce+42."));
/// assert_eq!(verify_bounce(&secret, &address.to_uppercase()), Some(42));
/// assert_eq!(verify_bounce(&secret, &address.replace("+42.", "+43.")), None);
/// ```
pub fn bounce_address(secret: &ReplySecret, domain: &str, id: i32) -> String {
    let tag = secret.short_tag(BOUNCE_PURPOSE, &id.to_string());
    format!("{BOUNCE_PREFIX}{id}.{tag}@{domain}")
}

/// The outbox id a bounce address (with or without domain and angle brackets) was made for,
/// if its tag is right.
pub fn verify_bounce(secret: &ReplySecret, address: &str) -> Option<i32> {
    let address = address.trim().trim_start_matches('<').trim_end_matches('>');
    let local = address.split('@').next()?.to_ascii_lowercase();
    let rest = local.strip_prefix(BOUNCE_PREFIX)?;
    let (id, tag) = rest.split_once('.')?;
    let id = parse_id(id)?;
    secret
        .check_short_tag(BOUNCE_PURPOSE, &id.to_string(), tag)
        .then_some(id)
}

/// The one-click unsubscribe token of `user`: `USER.TAG`.
pub fn unsubscribe_token(secret: &ReplySecret, user: UserId) -> String {
    let tag = secret.short_tag(UNSUBSCRIBE_PURPOSE, &user.0.to_string());
    format!("{}.{tag}", user.0)
}

/// The player an unsubscribe token was made for, if its tag is right.
pub fn verify_unsubscribe(secret: &ReplySecret, token: &str) -> Option<UserId> {
    let (id, tag) = token.trim().split_once('.')?;
    let id = parse_id(id)?;
    secret
        .check_short_tag(UNSUBSCRIBE_PURPOSE, &id.to_string(), tag)
        .then_some(UserId(id))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn secret() -> ReplySecret {
        ReplySecret::from_bytes(b"a secret of at least some length")
    }

    #[test]
    fn unsubscribe_tokens_name_one_player_and_cannot_be_moved_to_another() {
        let token = unsubscribe_token(&secret(), UserId(7));
        assert_eq!(verify_unsubscribe(&secret(), &token), Some(UserId(7)));
        let (_, tag) = token.split_once('.').unwrap();
        assert_eq!(verify_unsubscribe(&secret(), &format!("8.{tag}")), None);
        assert_eq!(verify_unsubscribe(&secret(), "7.aaaaaaaaaaaaaaaa"), None);
        assert_eq!(verify_unsubscribe(&secret(), "07.x"), None);
        let other = ReplySecret::from_bytes(b"another secret of at least some len");
        assert_eq!(verify_unsubscribe(&other, &token), None);
        let bounce = bounce_address(&secret(), "x.org", 7);
        let bounce_tag = bounce.split(['.', '@']).nth(1).unwrap();
        assert_ne!(bounce_tag, tag, "one purpose's tag is not another's");
    }
}

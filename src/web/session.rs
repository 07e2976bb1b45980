//! Browser sessions: an encrypted, signed cookie (actix-session's cookie store) that holds who is
//! signed in, a fingerprint of their password hash, the account's session generation at sign-in,
//! the CSRF token of the session, and a one-time notice for the next page.
//!
//! The cookie lives in the browser, so ending a session on the server means refusing it: every
//! request compares the fingerprint and the generation with the account's ([`SignedIn::is_current`]).
//! Signing out, a new password and "sign out everywhere" raise the generation, after which no copy
//! of an older cookie signs anybody in.
//!
//! The cookie key is derived from a secret in `<data_dir>/secret.key`, made with 512 random bits
//! on first start and readable only by the owner (mode 0600). Deleting the file signs everybody
//! out. The cookie is HttpOnly, SameSite=Lax, and Secure when the instance is served over https.

use std::io;

use actix_session::config::{CookieContentSecurity, PersistentSession, TtlExtensionPolicy};
use actix_session::storage::CookieSessionStore;
use actix_session::{Session, SessionMiddleware};
use actix_web::cookie::time::Duration;
use actix_web::cookie::{Key, SameSite};
use rand::RngExt;
use sha2::{Digest, Sha512};

use crate::config::Config;
use crate::db::users::User;
use crate::secret_file::{self, SecretKind};
use crate::service::accounts;

/// The file in the data directory that holds the session secret.
pub const SECRET_FILE: &str = "secret.key";
/// The name of the session cookie.
pub const COOKIE_NAME: &str = "kingpost_session";
/// How long a session lasts without a visit (correspondence players come back after days);
/// every visit starts the period again.
pub const SESSION_DAYS: i64 = 30;

const USER_ID: &str = "uid";
const STAMP: &str = "stamp";
const GENERATION: &str = "gen";
const CSRF: &str = "csrf";
const NOTICE: &str = "notice";
const LANGUAGE: &str = "lang";

/// Reads the session secret from where the configuration says (by default the data
/// directory, creating it on first start).
pub fn load_or_create_key(config: &Config) -> io::Result<Key> {
    let kind = SecretKind {
        name: "session secret",
        if_replaced: "",
    };
    let source = &config.cluster.session_secret;
    let secret = secret_file::load_from(source, &config.data_dir, SECRET_FILE, kind)?;
    let derived = Sha512::new()
        .chain_update(b"kingpost session cookie key\n")
        .chain_update(secret.as_bytes())
        .finalize();
    Ok(Key::from(derived.as_slice()))
}

/// The session middleware for this configuration.
pub fn middleware(config: &Config, key: Key) -> SessionMiddleware<CookieSessionStore> {
    SessionMiddleware::builder(CookieSessionStore::default(), key)
        .cookie_name(COOKIE_NAME.to_owned())
        .cookie_content_security(CookieContentSecurity::Private)
        .cookie_http_only(true)
        .cookie_same_site(SameSite::Lax)
        .cookie_secure(config.is_https())
        .session_lifecycle(
            PersistentSession::default()
                .session_ttl(Duration::days(SESSION_DAYS))
                .session_ttl_extension_policy(TtlExtensionPolicy::OnEveryRequest),
        )
        .build()
}

/// Who a session says is signed in, and what the account looked like then.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SignedIn {
    /// The account's id.
    pub user_id: i32,
    stamp: String,
    generation: i32,
}

impl SignedIn {
    /// Whether the session still holds for `user`: same password, same session generation.
    pub fn is_current(&self, user: &User) -> bool {
        self.user_id == user.id
            && self.stamp == accounts::session_stamp(user)
            && self.generation == user.session_generation
    }
}

/// Who the session says is signed in (a session from before generations were kept counts as
/// generation 0, the first one).
pub fn signed_in(session: &Session) -> Option<SignedIn> {
    let user_id = session.get::<i32>(USER_ID).ok()??;
    let stamp = session.get::<String>(STAMP).ok()??;
    let generation = session.get::<i32>(GENERATION).ok()?.unwrap_or(0);
    Some(SignedIn {
        user_id,
        stamp,
        generation,
    })
}

/// Records a successful sign-in of `user` as the account is now; the CSRF token is renewed
/// with it.
pub fn sign_in(session: &Session, user: &User) {
    session.renew();
    let _ = session.insert(USER_ID, user.id);
    let _ = session.insert(STAMP, accounts::session_stamp(user));
    let _ = session.insert(GENERATION, user.session_generation);
    let _ = session.insert(CSRF, new_csrf_token());
}

/// Forgets who is signed in (and everything else in the session).
pub fn sign_out(session: &Session) {
    session.purge();
}

/// Forgets who is signed in and everything else, but keeps a fresh session for a notice.
pub fn sign_out_with_notice(session: &Session, text: &str) {
    session.clear();
    session.renew();
    notice(session, text);
}

/// The session's CSRF token, made on first use.
pub fn csrf_token(session: &Session) -> String {
    if let Ok(Some(token)) = session.get::<String>(CSRF) {
        return token;
    }
    let token = new_csrf_token();
    let _ = session.insert(CSRF, &token);
    token
}

/// Whether `sent` is the session's CSRF token (compared in constant time).
pub fn csrf_matches(session: &Session, sent: &str) -> bool {
    let Ok(Some(expected)) = session.get::<String>(CSRF) else {
        return false;
    };
    expected.len() == sent.len()
        && expected
            .bytes()
            .zip(sent.bytes())
            .fold(0u8, |acc, (a, b)| acc | (a ^ b))
            == 0
}

fn new_csrf_token() -> String {
    let bytes: [u8; 32] = rand::rng().random();
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Leaves a one-time notice for the next page shown.
pub fn notice(session: &Session, text: &str) {
    let _ = session.insert(NOTICE, text);
}

/// Takes the waiting notice, if any.
pub fn take_notice(session: &Session) -> Option<String> {
    session.remove_as::<String>(NOTICE)?.ok()
}

/// Remembers the interface language a visitor chose with the language switcher.
pub fn set_language(session: &Session, code: &str) {
    let _ = session.insert(LANGUAGE, code);
}

/// The interface language chosen with the language switcher, if any.
pub fn language(session: &Session) -> Option<String> {
    session.get::<String>(LANGUAGE).ok().flatten()
}

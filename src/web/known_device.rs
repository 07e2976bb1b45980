//! The "known device" cookie (OWASP's device cookies): after a successful sign-in, sign-up or
//! password reset, the browser gets a long-lived cookie, encrypted and authenticated with the
//! session key, that names the account and a random device id. A later sign-in to that account
//! from that browser counts against the device alone ([`crate::service::sign_in`]), so wrong
//! passwords typed elsewhere never slow the owner down on their own devices.
//!
//! The cookie proves only that this browser signed in to the account before; the password is
//! still needed. It survives signing out (that is its point) and is replaced at each sign-in.

use actix_web::HttpRequest;
use actix_web::cookie::time::Duration;
use actix_web::cookie::{Cookie, CookieJar, Key, SameSite};

use crate::service::accounts;

/// The cookie's name.
pub const COOKIE_NAME: &str = "kingpost_device";
/// How long a browser stays known without signing in again.
pub const KNOWN_FOR_DAYS: i64 = 365;

/// The device id in the request's cookie, if the cookie is genuine and was issued for
/// `username` (ignoring case).
pub fn device_for(req: &HttpRequest, key: &Key, username: &str) -> Option<String> {
    let mut jar = CookieJar::new();
    jar.add_original(req.cookie(COOKIE_NAME)?);
    let cookie = jar.private(key).get(COOKIE_NAME)?;
    let (device, name) = cookie.value().split_once(':')?;
    (name == username.trim().to_lowercase() && !device.is_empty()).then(|| device.to_owned())
}

/// A new cookie that marks this browser as known for `username`.
pub fn cookie(key: &Key, username: &str, secure: bool) -> Option<Cookie<'static>> {
    let value = format!(
        "{}:{}",
        accounts::random_device_id(),
        username.trim().to_lowercase()
    );
    let mut jar = CookieJar::new();
    jar.private_mut(key).add(
        Cookie::build(COOKIE_NAME, value)
            .path("/")
            .http_only(true)
            .same_site(SameSite::Lax)
            .secure(secure)
            .max_age(Duration::days(KNOWN_FOR_DAYS))
            .finish(),
    );
    jar.get(COOKIE_NAME).cloned()
}

/// Adds the known-device cookie for `username` to a response.
pub fn remember(response: &mut actix_web::HttpResponse, key: &Key, username: &str, secure: bool) {
    if let Some(cookie) = cookie(key, username, secure) {
        let _ = response.add_cookie(&cookie);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use actix_web::test::TestRequest;

    #[test]
    fn a_device_cookie_is_good_for_its_account_only_and_cannot_be_forged() {
        let key = Key::generate();
        let made = cookie(&key, "Ann", false).unwrap();
        let req = TestRequest::default()
            .cookie(made.clone())
            .to_http_request();
        let device = device_for(&req, &key, "ANN").unwrap();
        assert_eq!(device.len(), 32);
        assert_eq!(device_for(&req, &key, "bob"), None);
        assert_eq!(
            device_for(&req, &Key::generate(), "ann"),
            None,
            "another key"
        );
        let forged = Cookie::new(COOKIE_NAME, format!("{device}:ann"));
        let req = TestRequest::default().cookie(forged).to_http_request();
        assert_eq!(device_for(&req, &key, "ann"), None);
        assert!(made.http_only().unwrap_or(false));
    }
}

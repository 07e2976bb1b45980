//! [`CheckedForm`]: a URL-encoded form whose `csrf` field must match the session's token. Every
//! page that changes something takes its input through it, so no POST is handled without the
//! check; the token is checked before the form is read, so a forged request is refused whatever
//! else it contains. A body over the size limit (`PayloadConfig` in [`crate::web`]) is
//! answered 413.

use std::future::Future;
use std::pin::Pin;

use actix_session::Session;
use actix_web::dev::Payload;
use actix_web::{FromRequest, HttpRequest, web};
use serde::de::DeserializeOwned;

use crate::web::session;

use super::error::PageError;

/// A form that passed the CSRF check.
#[derive(Debug)]
pub struct CheckedForm<T>(pub T);

/// For forms with nothing but the token (sign out, resign, …).
#[derive(Debug, serde::Deserialize)]
pub struct NoFields {}

impl<T: DeserializeOwned + 'static> FromRequest for CheckedForm<T> {
    type Error = PageError;
    type Future = Pin<Box<dyn Future<Output = Result<CheckedForm<T>, PageError>>>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let session = Session::from_request(req, &mut Payload::None);
        let body = web::Bytes::from_request(req, payload);
        Box::pin(async move {
            let session = session.await.map_err(PageError::internal)?;
            let body = body.await.map_err(body_error)?;
            let fields: Vec<(String, String)> = serde_urlencoded::from_bytes(&body)
                .map_err(|e| PageError::BadForm(e.to_string()))?;
            let sent = fields
                .iter()
                .find(|(name, _)| name == "csrf")
                .map_or("", |(_, value)| value.as_str());
            if !session::csrf_matches(&session, sent) {
                return Err(PageError::Csrf);
            }
            serde_urlencoded::from_bytes(&body)
                .map(CheckedForm)
                .map_err(|e| PageError::BadForm(e.to_string()))
        })
    }
}

/// A body that could not be read: 413 when it is over the size limit, else 400.
fn body_error(err: actix_web::Error) -> PageError {
    match err.as_error::<actix_web::error::PayloadError>() {
        Some(actix_web::error::PayloadError::Overflow) => PageError::TooLarge,
        _ => PageError::BadForm(err.to_string()),
    }
}

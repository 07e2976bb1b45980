//! Errors as pages. Service errors keep the status and message that the one mapping in
//! [`crate::web::error`] gives them; the page adds a translated heading by error code. Forged
//! forms (a missing or wrong CSRF token) get 403 with an explanation, and pages that need a
//! signed-in user redirect to the sign-in page.

use actix_web::http::StatusCode;
use actix_web::http::header;
use actix_web::{HttpResponse, ResponseError};
use askama::Template;

use crate::service::accounts::AccountError;
use crate::service::games::GameError;
use crate::web::error::ApiError;

use super::context::Page;

/// Why a page could not be shown or a form not handled.
#[derive(Debug, thiserror::Error)]
pub enum PageError {
    /// A service refused or failed.
    #[error("{0}")]
    Service(ApiError),
    /// The form's CSRF token is missing or wrong.
    #[error("the form's security token is missing or wrong")]
    Csrf,
    /// The form could not be read.
    #[error("the form could not be read: {0}")]
    BadForm(String),
    /// The page needs a signed-in user; the path is where to come back to.
    #[error("please sign in")]
    LoginRequired(String),
    /// No such page.
    #[error("no such page")]
    NotFound,
}

impl PageError {
    /// A server-side failure, logged; the person sees a general apology.
    pub fn internal(detail: impl std::fmt::Display) -> PageError {
        PageError::Service(ApiError::internal(detail))
    }
}

macro_rules! via_api_error {
    ($($source:ty),*) => {$(
        impl From<$source> for PageError {
            fn from(err: $source) -> PageError {
                PageError::Service(ApiError::from(err))
            }
        }
    )*};
}

via_api_error!(
    AccountError,
    GameError,
    crate::service::leave::LeaveRequestError,
    crate::service::conditionals::ConditionalsError,
    actix_web::error::BlockingError,
    diesel::r2d2::PoolError
);

impl From<askama::Error> for PageError {
    fn from(err: askama::Error) -> PageError {
        PageError::internal(err)
    }
}

/// `templates/pages/error.html`.
#[derive(Template)]
#[template(path = "pages/error.html")]
struct ErrorPage<'a> {
    page: Page,
    heading: String,
    message: &'a str,
}

impl ResponseError for PageError {
    fn status_code(&self) -> StatusCode {
        match self {
            PageError::Service(api) => api.status,
            PageError::Csrf => StatusCode::FORBIDDEN,
            PageError::BadForm(_) => StatusCode::BAD_REQUEST,
            PageError::LoginRequired(_) => StatusCode::SEE_OTHER,
            PageError::NotFound => StatusCode::NOT_FOUND,
        }
    }

    fn error_response(&self) -> HttpResponse {
        if let PageError::LoginRequired(next) = self {
            return super::redirect(&super::login_link(next));
        }
        let page = Page::anonymous();
        let (heading, message) = match self {
            PageError::Service(api) => {
                let key = format!("error-{}", api.code.replace('_', "-"));
                let heading = Some(page.t(&key))
                    .filter(|h| *h != key)
                    .unwrap_or_else(|| page.t("error-heading"));
                (heading, api.message.clone())
            }
            PageError::Csrf => (page.t("error-csrf-heading"), page.t("error-csrf")),
            PageError::BadForm(detail) => (page.t("error-form-heading"), detail.clone()),
            PageError::NotFound | PageError::LoginRequired(_) => {
                (page.t("error-not-found"), page.t("error-not-found-detail"))
            }
        };
        let template = ErrorPage {
            page,
            heading,
            message: &message,
        };
        match template.render() {
            Ok(html) => super::html_response(self.status_code(), html),
            Err(_) => HttpResponse::build(self.status_code())
                .insert_header((header::CONTENT_TYPE, "text/plain; charset=utf-8"))
                .body(message),
        }
    }
}

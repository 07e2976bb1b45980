//! Why a page could not be shown: [`PageError`], and how service errors become one. Service
//! errors keep the status and message that the one mapping in [`crate::web::error`] gives them.
//! How an error is shown as a page lives in [`super::error_page`], which reads the page context;
//! this module needs none of it, so the context can answer with a `PageError`.

use crate::service::accounts::AccountError;
use crate::service::games::GameError;
use crate::web::error::ApiError;

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
    /// The form is larger than the server accepts.
    #[error("the form is larger than the server accepts")]
    TooLarge,
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
    crate::service::messages::MessageError,
    crate::service::engine_reports::ReportError,
    actix_web::error::BlockingError,
    crate::db::PoolError,
    crate::service::account_data::AccountDataError,
    crate::service::archive::ArchiveError
);

impl From<askama::Error> for PageError {
    fn from(err: askama::Error) -> PageError {
        PageError::internal(err)
    }
}

//! What a page handler starts from, so handlers do not each gather it: a [`Visit`] holds the
//! application state, the page context (who is asking, in which language), the session and the
//! time of the request by the application's clock. It never refuses a request itself; a
//! handler that needs a signed-in user asks [`Visit::user`] (or the page) after its form is read.

use std::future::Future;
use std::pin::Pin;

use actix_session::Session;
use actix_web::dev::Payload;
use actix_web::{FromRequest, HttpRequest, HttpResponse, web};
use chrono::NaiveDateTime;

use crate::domain::account::UserId;
use crate::web::state::AppState;

use super::context::Page;
use super::error::PageError;

/// What a page handler answers.
pub type PageResult = Result<HttpResponse, PageError>;

/// A request for a page or a form: the state, the page, the session and when.
pub struct Visit {
    /// The application state.
    pub state: web::Data<AppState>,
    /// Who asks, in which language, with the CSRF token and the notice for this page.
    pub page: Page,
    /// The browser's session.
    pub session: Session,
    /// When, by the application's clock.
    pub now: NaiveDateTime,
}

impl Visit {
    /// The state, the page, the session and when, for a handler to take apart in one line.
    pub fn parts(self) -> (web::Data<AppState>, Page, Session, NaiveDateTime) {
        (self.state, self.page, self.session, self.now)
    }

    /// The signed-in user, or the redirect to the sign-in page.
    pub fn user(&self) -> Result<UserId, PageError> {
        Ok(self.page.require_user()?.id)
    }
}

impl FromRequest for Visit {
    type Error = PageError;
    type Future = Pin<Box<dyn Future<Output = Result<Visit, PageError>>>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let state = req.app_data::<web::Data<AppState>>().cloned();
        let page = Page::from_request(req, payload);
        let session = Session::from_request(req, &mut Payload::None);
        Box::pin(async move {
            let state = state.ok_or_else(|| PageError::internal("no application state"))?;
            let page = page.await?;
            let session = session.await.map_err(PageError::internal)?;
            let now = state.clock.now();
            Ok(Visit {
                state,
                page,
                session,
                now,
            })
        })
    }
}

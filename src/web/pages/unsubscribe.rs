//! One-click unsubscribe (RFC 8058) from the `List-Unsubscribe` link of game mail, without a
//! login: `GET /unsubscribe/TOKEN` shows a page with a button (link scanners that follow every
//! link unsubscribe nobody), and `POST /unsubscribe/TOKEN` (the button, or a mail program's
//! `List-Unsubscribe=One-Click`) switches that player's game mail off and says so. The token
//! ([`crate::mail::verp::unsubscribe_token`]) names one player and is signed; a forged or
//! altered one changes nothing. The settings page switches game mail back on.

use actix_web::http::StatusCode;
use actix_web::web;
use askama::Template;

use crate::domain::account::UserId;
use crate::domain::notifications::NotifyMode;
use crate::mail::verp;
use crate::service::accounts;
use crate::web::state::AppState;

use super::accounts::message_page;
use super::context::Page;
use super::visit::{PageResult, Visit};
use super::{db_write, render};

/// `templates/pages/unsubscribe.html`: the confirmation button, or the result.
#[derive(Template)]
#[template(path = "pages/unsubscribe.html")]
struct UnsubscribePage {
    page: Page,
    heading: String,
    message: String,
    /// The form's target while nothing is done yet; `None` once game mail is off.
    action: Option<String>,
}

/// The player the link was made for, if it is genuine.
fn player(state: &AppState, token: &str) -> Option<UserId> {
    verp::verify_unsubscribe(&state.mail.secret, token)
}

fn invalid(page: Page) -> PageResult {
    let status = StatusCode::NOT_FOUND;
    message_page(page, status, "link-invalid-heading", "unsubscribe-invalid")
}

/// `GET /unsubscribe/{token}`: asks for the press of a button.
pub async fn confirm(visit: Visit, token: web::Path<String>) -> PageResult {
    let (state, page, ..) = visit.parts();
    if player(&state, &token).is_none() {
        return invalid(page);
    }
    let template = UnsubscribePage {
        heading: page.t("unsubscribe-heading"),
        message: page.t("unsubscribe-confirm"),
        action: Some(format!("/unsubscribe/{}", token.into_inner())),
        page,
    };
    render(StatusCode::OK, &template)
}

/// `POST /unsubscribe/{token}`: switches the player's game mail off.
pub async fn unsubscribe(visit: Visit, token: web::Path<String>) -> PageResult {
    let (state, page, ..) = visit.parts();
    let Some(user) = player(&state, &token) else {
        return invalid(page);
    };
    db_write(&state, move |conn| {
        Ok(accounts::set_notifications(
            conn,
            user,
            NotifyMode::None.as_str(),
        )?)
    })
    .await?;
    let template = UnsubscribePage {
        heading: page.t("unsubscribe-done-heading"),
        message: page.t("unsubscribe-done"),
        action: None,
        page,
    };
    render(StatusCode::OK, &template)
}

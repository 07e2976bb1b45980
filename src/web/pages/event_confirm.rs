//! The confirmation step of an event's irreversible actions (start the event, withdraw a
//! player, send the unfinished games to adjudication). A form posted without `confirm=yes`
//! does nothing but show this page, which says what will happen and posts the same form again
//! with `confirm=yes` (a danger-styled button) or goes back; so the step works without
//! JavaScript. With JavaScript, `static/confirm.js` asks in a dialog on the event page instead
//! and adds `confirm=yes` itself.

use actix_web::HttpResponse;
use actix_web::http::StatusCode;
use askama::Template;
use serde::Deserialize;

use super::context::Page;
use super::error::PageError;
use super::render;

/// The field every confirmable form carries once confirmed.
#[derive(Debug, Default, Deserialize)]
pub struct Confirmation {
    /// `yes` once the person has confirmed.
    #[serde(default)]
    pub confirm: String,
}

impl Confirmation {
    /// Whether the person has confirmed.
    pub fn given(&self) -> bool {
        self.confirm == "yes"
    }
}

/// Which action is to be confirmed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    /// Start the event.
    Start,
    /// Withdraw a player (or oneself).
    Withdraw,
    /// Send the unfinished games to adjudication.
    Close,
}

impl Action {
    /// The path segment after `/events/{id}/`.
    fn path(self) -> &'static str {
        match self {
            Action::Start => "start",
            Action::Withdraw => "withdraw",
            Action::Close => "close",
        }
    }
}

/// `templates/pages/event_confirm.html`.
#[derive(Template)]
#[template(path = "pages/event_confirm.html")]
struct ConfirmPage {
    page: Page,
    event: i32,
    action: &'static str,
    /// The player to withdraw (empty: oneself), posted again.
    username: String,
}

impl ConfirmPage {
    /// The catalogue key of one of the page's texts (`title`, `text`, `submit`).
    fn key(&self, part: &str) -> String {
        format!("event-confirm-{}-{part}", self.action)
    }
}

/// The page that asks to confirm `action` on event `event`.
pub fn ask(
    page: Page,
    event: i32,
    action: Action,
    username: Option<String>,
) -> Result<HttpResponse, PageError> {
    render(
        StatusCode::OK,
        &ConfirmPage {
            page,
            event,
            action: action.path(),
            username: username.unwrap_or_default(),
        },
    )
}

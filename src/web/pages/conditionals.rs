//! The conditional-moves form of the game page: `POST /games/{id}/conditionals` stores the
//! lines typed in the box (any notation, one line per branch; an empty box clears them). A
//! refusal shows the game again with the reason and the text as typed.

use actix_session::Session;
use actix_web::{HttpResponse, web};
use serde::Deserialize;

use crate::domain::conditional::split_text;
use crate::service::conditionals::{self, ConditionalsError};
use crate::web::error::ApiError;
use crate::web::{AppState, session};

use super::context::Page;
use super::error::PageError;
use super::form::CheckedForm;
use super::games::{Refused, render_game};
use super::{db_write, redirect};

/// The form.
#[derive(Debug, Deserialize)]
pub struct ConditionalsForm {
    #[serde(default)]
    text: String,
}

/// `POST /games/{id}/conditionals`.
pub async fn save(
    state: web::Data<AppState>,
    page: Page,
    session: Session,
    id: web::Path<i32>,
    CheckedForm(form): CheckedForm<ConditionalsForm>,
) -> Result<HttpResponse, PageError> {
    let now = state.clock.now();
    let user = page.require_user()?.clone();
    let id = id.into_inner();
    let lines = split_text(&form.text);
    let outcome = db_write(&state, move |conn| {
        match conditionals::set(conn, user.id, id, &lines, user.language, now) {
            Ok(view) => Ok(Ok(view.lines.len())),
            Err(e @ (ConditionalsError::Lines(_) | ConditionalsError::YourMove(_))) => Ok(Err(e)),
            Err(e) => Err(e.into()),
        }
    })
    .await?;
    match outcome {
        Ok(count) => {
            let key = if count == 0 {
                "notice-conditionals-cleared"
            } else {
                "notice-conditionals-saved"
            };
            session::notice(&session, &page.t(key));
            Ok(redirect(&format!("/games/{id}")))
        }
        Err(e) => {
            let api = ApiError::from(e);
            render_game(
                &state,
                page,
                id,
                false,
                Some(Refused::english(api, String::new())),
                Some(form.text),
            )
            .await
        }
    }
}

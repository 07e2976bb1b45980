//! The conditional-moves form of the game page: `POST /games/{id}/conditionals` stores the
//! lines typed in the box (any notation, one line per branch; an empty box clears them). A
//! refusal shows the game again with the reason and the text as typed.

use actix_web::web;
use serde::Deserialize;

use crate::db::write_transaction;
use crate::domain::conditional::split_text;
use crate::service::conditionals::{self, ConditionalsError};
use crate::service::game_store::load;
use crate::web::error::ApiError;
use crate::web::session;

use super::form::CheckedForm;
use super::games::{Refused, render_game};
use super::visit::{PageResult, Visit};
use super::{db_write, redirect};

/// The form.
#[derive(Debug, Deserialize)]
pub struct ConditionalsForm {
    #[serde(default)]
    text: String,
}

/// `POST /games/{id}/conditionals`.
pub async fn save(
    visit: Visit,
    id: web::Path<i32>,
    CheckedForm(form): CheckedForm<ConditionalsForm>,
) -> PageResult {
    let (state, page, session, now) = visit.parts();
    let user = page.require_user()?.clone();
    let id = id.into_inner();
    let lines = split_text(&form.text);
    let outcome = db_write(&state, move |conn| {
        let set = write_transaction(conn, |conn| {
            let game = load(conn, id)?;
            conditionals::set(conn, user.id, &game, &lines, user.language, now)
        });
        match set {
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

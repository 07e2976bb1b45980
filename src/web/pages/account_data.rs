//! The "your data" page: whether visitors may watch my games, the export of everything
//! Kingpost holds about me (JSON, and my games as one PGN from the archive), and deleting the
//! account, confirmed by the password ([`crate::service::account_data`]).

use actix_web::HttpResponse;
use actix_web::http::StatusCode;
use askama::Template;
use serde::Deserialize;

use crate::service::account_data::{self, AccountDataError};
use crate::web::session;
use crate::web::state::AppState;

use super::context::Page;
use super::error::PageError;
use super::form::CheckedForm;
use super::visit::{PageResult, Visit};
use super::{db, db_write, redirect, render};

/// `templates/pages/account_data.html`.
#[derive(Template)]
#[template(path = "pages/account_data.html")]
struct DataPage {
    page: Page,
    games_private: bool,
    delete_error: Option<String>,
}

async fn data_page(
    state: &AppState,
    page: Page,
    status: StatusCode,
    delete_error: Option<String>,
) -> Result<HttpResponse, PageError> {
    let user = page.require_user()?.id;
    let games_private = db(state, move |conn| {
        Ok(account_data::games_private(conn, user)?)
    })
    .await?;
    render(
        status,
        &DataPage {
            page,
            games_private,
            delete_error,
        },
    )
}

/// `GET /account/data`.
pub async fn show(visit: Visit) -> PageResult {
    let (state, page, ..) = visit.parts();
    data_page(&state, page, StatusCode::OK, None).await
}

/// The privacy form.
#[derive(Debug, Deserialize)]
pub struct PrivacyForm {
    games_private: Option<String>,
}

/// `POST /account/privacy`: "my games are private" on or off.
pub async fn save_privacy(visit: Visit, CheckedForm(form): CheckedForm<PrivacyForm>) -> PageResult {
    let (state, page, session, _) = visit.parts();
    let user = page.require_user()?.id;
    let private = form.games_private.is_some();
    db_write(&state, move |conn| {
        Ok(account_data::set_games_private(conn, user, private)?)
    })
    .await?;
    session::notice(&session, &page.t("notice-privacy-saved"));
    Ok(redirect("/account/data"))
}

/// `GET /account/export.json`: everything Kingpost holds about me, as a download.
pub async fn export(visit: Visit) -> PageResult {
    let (state, page, _, now) = visit.parts();
    let user = page.require_user()?.id;
    let data = db(&state, move |conn| {
        Ok(account_data::export(conn, user, now)?)
    })
    .await?;
    let json = serde_json::to_string_pretty(&data).map_err(PageError::internal)?;
    Ok(HttpResponse::Ok()
        .content_type("application/json; charset=utf-8")
        .insert_header((
            "Content-Disposition",
            format!(
                "attachment; filename=\"kingpost-{}-data.json\"",
                data.username
            ),
        ))
        .insert_header((actix_web::http::header::CACHE_CONTROL, "no-store"))
        .body(json))
}

/// The deletion form.
#[derive(Debug, Deserialize)]
pub struct DeleteForm {
    #[serde(default)]
    password: String,
}

/// `POST /account/delete`: deletes the account when the password is right, signs out and
/// says so on the home page; a wrong password shows the page again.
pub async fn delete(visit: Visit, CheckedForm(form): CheckedForm<DeleteForm>) -> PageResult {
    let (state, page, session, now) = visit.parts();
    let user = page.require_user()?.id;
    let password = form.password;
    let checked = db(&state, move |conn| {
        match account_data::confirm_deletion(conn, user, &password) {
            Err(AccountDataError::WrongPassword) => Ok(false),
            other => other.map(|()| true).map_err(PageError::from),
        }
    })
    .await?;
    if !checked {
        let message = page.t("data-wrong-password");
        return data_page(&state, page, StatusCode::FORBIDDEN, Some(message)).await;
    }
    let mail = state.mail.clone();
    // Through the write group, whose thread keeps the usernames the deletion changes.
    crate::web::state::write_grouped(&state, move |conn| {
        account_data::delete(conn, &mail, user, now)
    })
    .await
    .map_err(PageError::Service)?;
    session::sign_out_with_notice(&session, &page.t("notice-account-deleted"));
    Ok(redirect("/"))
}

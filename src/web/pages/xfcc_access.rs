//! The Xfcc part of the account page: application passwords for correspondence programs
//! (Scid, ChessBase …; made here, shown once, revocable) and whether the account password is
//! accepted there too. The door itself is [`crate::web::xfcc`].

use actix_web::http::StatusCode;
use actix_web::web;
use serde::Deserialize;

use crate::service::xfcc::access;

use super::account::account_page;
use super::form::{CheckedForm, NoFields};
use super::visit::{PageResult, Visit};
use super::{act_and_redirect, db_write};

/// Registers the routes under `/account/xfcc`.
pub fn routes(cfg: &mut web::ServiceConfig) {
    use actix_web::web::post;
    cfg.route("/account/xfcc/passwords", post().to(create_password))
        .route(
            "/account/xfcc/passwords/{id}/delete",
            post().to(delete_password),
        )
        .route(
            "/account/xfcc/account-password",
            post().to(set_account_password),
        );
}

/// The new-password form.
#[derive(Debug, Deserialize)]
pub struct PasswordForm {
    #[serde(default)]
    label: String,
}

/// `POST /account/xfcc/passwords`: makes an application password and shows it this once.
pub async fn create_password(
    visit: Visit,
    CheckedForm(form): CheckedForm<PasswordForm>,
) -> PageResult {
    let (state, page, _, now) = visit.parts();
    let user = page.require_user()?.id;
    let password = db_write(&state, move |conn| {
        Ok(access::create_password(conn, user, &form.label, now)?)
    })
    .await?;
    account_page(&state, page, StatusCode::OK, (None, Some(password)), None).await
}

/// `POST /account/xfcc/passwords/{id}/delete`.
pub async fn delete_password(
    visit: Visit,
    id: web::Path<i32>,
    _form: CheckedForm<NoFields>,
) -> PageResult {
    let (state, page, session, _) = visit.parts();
    let id = id.into_inner();
    let revoke = move |conn: &mut _, user| Ok(access::revoke_password(conn, user, id)?);
    act_and_redirect(
        &state,
        &page,
        &session,
        revoke,
        "notice-xfcc-revoked",
        "/account#xfcc-heading",
    )
    .await
}

/// The account-password form: the box is sent only when ticked.
#[derive(Debug, Deserialize)]
pub struct AccountPasswordForm {
    #[serde(default)]
    allowed: Option<String>,
}

/// `POST /account/xfcc/account-password`.
pub async fn set_account_password(
    visit: Visit,
    CheckedForm(form): CheckedForm<AccountPasswordForm>,
) -> PageResult {
    let (state, page, session, _) = visit.parts();
    let allowed = form.allowed.is_some();
    let save =
        move |conn: &mut _, user| Ok(access::set_account_password_allowed(conn, user, allowed)?);
    act_and_redirect(
        &state,
        &page,
        &session,
        save,
        "notice-xfcc-saved",
        "/account#xfcc-heading",
    )
    .await
}

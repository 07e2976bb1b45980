//! The account page (address confirmation, a warning when mail to the address bounces,
//! password change, personal API tokens, Xfcc application passwords ([`super::xfcc_access`]),
//! signing out everywhere) and the settings page (language, notation, and which game mail to
//! get).

use actix_web::http::StatusCode;
use std::time::Instant;

use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use serde::Deserialize;

use crate::chess::{Language, Notation};
use crate::db::users::ApiTokenRow;
use crate::domain::account::NotationChoice;
use crate::domain::notifications::NotifyMode;
use crate::i18n;
use crate::service::accounts::{self, AccountError};
use crate::service::email_links;
use crate::service::sign_in::{self, SignInError};
use crate::web::client_address::client_address;
use crate::web::state::AppState;
use crate::web::{known_device, session};

use super::context::Page;
use super::error::PageError;
use super::form::{CheckedForm, NoFields};
use super::visit::{PageResult, Visit};
use super::{act_and_redirect, db, db_write, redirect, render};

/// Mail to the account's address failed for good: when, and what the server answered.
struct Bounce {
    at: String,
    reason: String,
}

/// `templates/pages/account.html`.
#[derive(Template)]
#[template(path = "pages/account.html")]
struct AccountPage {
    page: Page,
    tokens: Vec<ApiTokenRow>,
    new_token: Option<String>,
    password_error: Option<String>,
    bounce: Option<Bounce>,
    /// Xfcc (correspondence programs): application passwords and the account password setting.
    xfcc: super::xfcc_section::XfccSection,
}

/// The account page; `new_token` and `new_xfcc_password` are shown this once.
pub(super) async fn account_page(
    state: &AppState,
    page: Page,
    status: StatusCode,
    (new_token, new_xfcc_password): (Option<String>, Option<String>),
    password_error: Option<String>,
) -> Result<HttpResponse, PageError> {
    let user = page.require_user()?.id;
    let xfcc = super::xfcc_section::section(state, user, new_xfcc_password).await?;
    let (tokens, row) = db(state, move |conn| {
        Ok((
            accounts::tokens(conn, user)?,
            accounts::find_user(conn, user)?,
        ))
    })
    .await?;
    let bounce = row.and_then(|row| {
        Some(Bounce {
            at: row
                .email_bouncing_at?
                .format("%Y-%m-%d %H:%M UTC")
                .to_string(),
            reason: row.email_bounce_reason.unwrap_or_default(),
        })
    });
    let template = AccountPage {
        page,
        tokens,
        new_token,
        password_error,
        bounce,
        xfcc,
    };
    render(status, &template)
}

/// `GET /account`.
pub async fn show(state: web::Data<AppState>, page: Page) -> Result<HttpResponse, PageError> {
    account_page(&state, page, StatusCode::OK, (None, None), None).await
}

/// `POST /account/verify`: mails a new confirmation link, unless one was sent a short while
/// ago (the throttle every door shares, [`email_links::resend_verification`]).
pub async fn resend_verification(visit: Visit, _form: CheckedForm<NoFields>) -> PageResult {
    let (state, page, session, now) = visit.parts();
    let user = page.require_user()?.id;
    let mail = state.mail.clone();
    let sent = db_write(&state, move |conn| {
        match email_links::resend_verification(conn, &mail, user, now) {
            Ok(link) => Ok(Ok(link)),
            Err(e @ (AccountError::TooSoon(_) | AccountError::AlreadyConfirmed(_))) => Ok(Err(e)),
            Err(e) => Err(e.into()),
        }
    })
    .await?;
    let notice = match sent {
        Ok(link) => page.t1("notice-verify-sent", "email", &link.user.email),
        Err(AccountError::TooSoon(wait)) => {
            page.t1("notice-verify-wait", "minutes", wait.as_secs().div_ceil(60))
        }
        Err(_) => page.t("notice-verified"),
    };
    session::notice(&session, &notice);
    Ok(redirect("/account"))
}

/// The password-change form.
#[derive(Debug, Deserialize)]
pub struct PasswordForm {
    current: String,
    new: String,
}

/// `POST /account/password`: changes the password behind the sign-in throttle (the current
/// password is guessable like any other); other sessions end and API tokens are revoked.
pub async fn change_password(
    visit: Visit,
    req: HttpRequest,
    CheckedForm(form): CheckedForm<PasswordForm>,
) -> PageResult {
    let (state, page, session, _) = visit.parts();
    let me = page.require_user()?;
    let (user, username) = (me.id, me.username.clone());
    let attempt = sign_in::Attempt {
        client: sign_in::Client {
            address: client_address(&req, &state.config.trusted_proxies),
            known_device: known_device::device_for(&req, &state.session_key, &username),
        },
        username,
        password: form.current,
    };
    let throttle = state.throttle.clone();
    let result = db(&state, move |conn| {
        match sign_in::change_password(conn, &throttle, &attempt, user, &form.new, Instant::now()) {
            Ok(user) => Ok(Ok(user)),
            Err(SignInError::Throttled { wait }) => Ok(Err(Err(wait))),
            Err(SignInError::Account(
                e @ (AccountError::Rule(_) | AccountError::WrongCurrentPassword),
            )) => Ok(Err(Ok(e))),
            Err(SignInError::Account(e)) => Err(e.into()),
        }
    })
    .await?;
    let (status, error) = match result {
        Ok(user) => {
            session::sign_in(&session, &user);
            session::notice(&session, &page.t("notice-password-changed"));
            return Ok(redirect("/account"));
        }
        Err(Ok(e)) => (StatusCode::UNPROCESSABLE_ENTITY, e.to_string()),
        Err(Err(wait)) => (
            StatusCode::TOO_MANY_REQUESTS,
            super::accounts::throttled_text(&page, wait, state.clock.now()),
        ),
    };
    account_page(&state, page, status, (None, None), Some(error)).await
}

/// `POST /account/sign-out-everywhere`: ends every session of the account (this one too) and
/// revokes every API token, for when a device was lost or the password may be known.
pub async fn sign_out_everywhere(visit: Visit, _form: CheckedForm<NoFields>) -> PageResult {
    let (state, page, session, _) = visit.parts();
    let user = page.require_user()?.id;
    db_write(&state, move |conn| {
        Ok(accounts::sign_out_everywhere(conn, user)?)
    })
    .await?;
    session::sign_out_with_notice(&session, &page.t("notice-signed-out-everywhere"));
    Ok(redirect("/login"))
}

/// The new-token form.
#[derive(Debug, Deserialize)]
pub struct TokenForm {
    #[serde(default)]
    label: String,
}

/// `POST /account/tokens`: makes a token and shows it this once.
pub async fn create_token(visit: Visit, CheckedForm(form): CheckedForm<TokenForm>) -> PageResult {
    let (state, page, _, now) = visit.parts();
    let user = page.require_user()?.id;
    let token = db(&state, move |conn| {
        Ok(accounts::issue_token(conn, user, &form.label, now)?)
    })
    .await?;
    account_page(&state, page, StatusCode::OK, (Some(token), None), None).await
}

/// `POST /account/tokens/{id}/delete`.
pub async fn delete_token(
    visit: Visit,
    id: web::Path<i32>,
    _form: CheckedForm<NoFields>,
) -> PageResult {
    let (state, page, session, _) = visit.parts();
    let id = id.into_inner();
    let revoke = move |conn: &mut _, user| Ok(accounts::revoke_token(conn, user, id)?);
    act_and_redirect(
        &state,
        &page,
        &session,
        revoke,
        "notice-token-revoked",
        "/account",
    )
    .await
}

/// One choice in a menu.
struct Choice {
    value: &'static str,
    label: String,
    selected: bool,
}

/// `templates/pages/settings.html`.
#[derive(Template)]
#[template(path = "pages/settings.html")]
struct SettingsPage {
    page: Page,
    /// The languages the pages are translated into.
    languages: Vec<Choice>,
    /// Languages whose piece letters Kingpost knows but whose pages are in English.
    letter_languages: Vec<Choice>,
    notations: Vec<Choice>,
    notify: Vec<Choice>,
    /// Whether moves are confirmed before they are sent.
    confirm_moves: bool,
    /// Whether they accept messages from their opponents.
    messages_on: bool,
}

/// The notations offered for showing moves, after "the usual one for my language".
const NOTATIONS: [Notation; 5] = [
    Notation::San,
    Notation::Figurine,
    Notation::Iccf,
    Notation::Lan,
    Notation::Uci,
];

/// `GET /settings`.
pub async fn settings(state: web::Data<AppState>, page: Page) -> Result<HttpResponse, PageError> {
    let user = page.require_user()?.clone();
    let id = user.id;
    let (row, messages_on) = db(&state, move |conn| {
        let on = crate::service::messages::enabled(conn, id)?;
        Ok((accounts::find_user(conn, id)?, on))
    })
    .await?;
    let mode = row
        .and_then(|row| NotifyMode::from_name(&row.notify))
        .unwrap_or_default();
    let notify = NotifyMode::ALL
        .into_iter()
        .map(|m| Choice {
            value: m.as_str(),
            label: page.t(format!("notify-{}", m.as_str())),
            selected: m == mode,
        })
        .collect();
    let choice = |l: Language| Choice {
        value: l.code(),
        label: page.t(format!("language-{}", l.code())),
        selected: l == user.language,
    };
    let (translated, letters_only): (Vec<Language>, Vec<Language>) = Language::ALL
        .into_iter()
        .partition(|l| i18n::interface_language(l.code()).is_some());
    let languages = translated.into_iter().map(choice).collect();
    let letter_languages = letters_only.into_iter().map(choice).collect();
    let usual = NotationChoice::Usual.style(user.language);
    let usual = if usual.iccf_beside {
        page.t("notation-figurine-iccf")
    } else {
        page.t(format!("notation-{}", usual.notation.name()))
    };
    let mut notations = vec![Choice {
        value: NotationChoice::USUAL,
        label: page.t1("notation-auto", "example", usual),
        selected: user.notation == NotationChoice::Usual,
    }];
    notations.extend(NOTATIONS.into_iter().map(|n| Choice {
        value: n.name(),
        label: page.t(format!("notation-{}", n.name())),
        selected: user.notation == NotationChoice::Fixed(n),
    }));
    let confirm_moves = user.confirm_moves;
    let template = SettingsPage {
        page,
        confirm_moves,
        languages,
        letter_languages,
        notations,
        notify,
        messages_on,
    };
    render(StatusCode::OK, &template)
}

/// The settings form.
#[derive(Debug, Deserialize)]
pub struct SettingsForm {
    language: String,
    notation: String,
    /// Which game mail (absent from older forms: unchanged).
    #[serde(default)]
    notify: Option<String>,
    /// Present when the form showed the confirmation checkbox (absent from older forms:
    /// unchanged).
    #[serde(default)]
    confirm_moves_shown: Option<String>,
    /// The confirmation checkbox (absent when unticked).
    #[serde(default)]
    confirm_moves: Option<String>,
    /// Messages from opponents, `on` or `off` (absent from older forms: unchanged).
    #[serde(default)]
    messages: Option<String>,
}

/// `POST /settings`.
pub async fn save_settings(
    visit: Visit,
    CheckedForm(form): CheckedForm<SettingsForm>,
) -> PageResult {
    let (state, page, session, _) = visit.parts();
    let save = move |conn: &mut _, user| {
        accounts::set_preferences(conn, user, &form.language, &form.notation)?;
        if let Some(mode) = &form.notify {
            accounts::set_notifications(conn, user, mode)?;
        }
        if form.confirm_moves_shown.is_some() {
            accounts::set_confirm_moves(conn, user, form.confirm_moves.is_some())?;
        }
        if let Some(on) = &form.messages {
            crate::service::messages::set_enabled(conn, user, on != "off")?;
        }
        Ok(())
    };
    act_and_redirect(
        &state,
        &page,
        &session,
        save,
        "notice-settings-saved",
        "/settings",
    )
    .await
}

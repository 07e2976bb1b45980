//! Signing up, in and out; confirming an address and resetting a forgotten password by emailed
//! link. Failed sign-ins are throttled per account and per client address
//! ([`crate::web::throttle`]).

use std::time::Instant;

use actix_session::Session;
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use fluent_templates::fluent_bundle::FluentValue;
use serde::Deserialize;

use crate::i18n;
use crate::service::accounts::{self, AccountError, Registration};
use crate::service::email_links;
use crate::web::{AppState, session};

use super::context::Page;
use super::error::PageError;
use super::form::{CheckedForm, NoFields};
use super::{db, db_write, now, redirect, render};

/// `templates/pages/register.html`.
#[derive(Template)]
#[template(path = "pages/register.html")]
struct RegisterPage {
    page: Page,
    username: String,
    email: String,
    error: Option<String>,
}

/// `templates/pages/login.html`.
#[derive(Template)]
#[template(path = "pages/login.html")]
struct LoginPage {
    page: Page,
    username: String,
    next: String,
    error: Option<String>,
}

/// `templates/pages/message.html`: a heading and a paragraph.
#[derive(Template)]
#[template(path = "pages/message.html")]
pub(super) struct MessagePage {
    pub page: Page,
    pub heading: String,
    pub message: String,
}

/// `templates/pages/forgot.html`.
#[derive(Template)]
#[template(path = "pages/forgot.html")]
struct ForgotPage {
    page: Page,
}

/// `templates/pages/reset.html`.
#[derive(Template)]
#[template(path = "pages/reset.html")]
struct ResetPage {
    page: Page,
    token: String,
    valid: bool,
    error: Option<String>,
}

/// `GET /register`.
pub async fn register_form(page: Page) -> Result<HttpResponse, PageError> {
    if page.user.is_some() {
        return Ok(redirect("/"));
    }
    let template = RegisterPage {
        page,
        username: String::new(),
        email: String::new(),
        error: None,
    };
    render(StatusCode::OK, &template)
}

/// The sign-up form.
#[derive(Debug, Deserialize)]
pub struct RegisterForm {
    username: String,
    email: String,
    password: String,
}

/// `POST /register`: creates the account, mails the confirmation link and signs in.
pub async fn register(
    state: web::Data<AppState>,
    page: Page,
    session: Session,
    CheckedForm(form): CheckedForm<RegisterForm>,
) -> Result<HttpResponse, PageError> {
    let (name, email, password) = (form.username.clone(), form.email.clone(), form.password);
    let mail = state.mail.clone();
    let language = page.language();
    let sender = state.config.mail_from.clone();
    let result = db_write(&state, move |conn| {
        let registration = Registration {
            username: &name,
            email: &email,
            password: &password,
        };
        let own = [sender.as_str()];
        match accounts::register_reserving(conn, &registration, language, &own, now()) {
            Ok(id) => {
                let link = email_links::start_verification(conn, &mail, id, now())?;
                Ok(Ok(link))
            }
            Err(AccountError::Rule(e)) => Ok(Err(e.to_string())),
            Err(e @ AccountError::UsernameTaken(_)) => Ok(Err(e.to_string())),
            Err(e) => Err(e.into()),
        }
    })
    .await?;
    let link = match result {
        Ok(link) => link,
        Err(error) => {
            let template = RegisterPage {
                page,
                username: form.username,
                email: form.email,
                error: Some(error),
            };
            return render(StatusCode::UNPROCESSABLE_ENTITY, &template);
        }
    };
    session::sign_in(&session, link.user.id, &accounts::session_stamp(&link.user));
    session::notice(
        &session,
        &page.t1("notice-registered", "email", &link.user.email),
    );
    Ok(redirect("/"))
}

/// Query of `GET /login`.
#[derive(Debug, Deserialize)]
pub struct LoginQuery {
    next: Option<String>,
}

/// `GET /login`.
pub async fn login_form(
    page: Page,
    query: web::Query<LoginQuery>,
) -> Result<HttpResponse, PageError> {
    let next = safe_next(query.into_inner().next.as_deref());
    if page.user.is_some() {
        return Ok(redirect(&next));
    }
    let template = LoginPage {
        page,
        username: String::new(),
        next,
        error: None,
    };
    render(StatusCode::OK, &template)
}

/// Only paths on this site (no `//host` or `https://…`) are followed after signing in.
pub(super) fn safe_next(next: Option<&str>) -> String {
    match next {
        Some(path) if path.starts_with('/') && !path.starts_with("//") && !path.contains('\\') => {
            path.to_owned()
        }
        _ => "/".to_owned(),
    }
}

/// The sign-in form.
#[derive(Debug, Deserialize)]
pub struct LoginForm {
    username: String,
    password: String,
    #[serde(default)]
    next: Option<String>,
}

/// `POST /login`: checks the password unless too many attempts failed lately.
pub async fn login(
    state: web::Data<AppState>,
    page: Page,
    session: Session,
    req: HttpRequest,
    CheckedForm(form): CheckedForm<LoginForm>,
) -> Result<HttpResponse, PageError> {
    let address = req.peer_addr().map(|a| a.ip().to_string());
    let next = safe_next(form.next.as_deref());
    let refuse = |page: Page, status, error: String| {
        let template = LoginPage {
            page,
            username: form.username.clone(),
            next: next.clone(),
            error: Some(error),
        };
        render(status, &template)
    };
    if let Err(wait) = state
        .throttle
        .check(&form.username, address.as_deref(), Instant::now())
    {
        let minutes = i64::try_from(wait.as_secs().div_ceil(60)).unwrap_or(15);
        let at = chrono::Utc::now() + chrono::Duration::minutes(minutes);
        let text = i18n::t(
            &page.lang,
            "login-throttled",
            &[
                ("minutes", FluentValue::from(minutes)),
                ("time", FluentValue::from(at.format("%H:%M").to_string())),
            ],
        );
        return refuse(page, StatusCode::TOO_MANY_REQUESTS, text);
    }
    let (name, password) = (form.username.clone(), form.password.clone());
    let checked = db(&state, move |conn| {
        match accounts::check_password(conn, &name, &password) {
            Ok(user) => Ok(Some(user)),
            Err(AccountError::WrongCredentials) => Ok(None),
            Err(e) => Err(e.into()),
        }
    })
    .await?;
    let Some(user) = checked else {
        state
            .throttle
            .failed(&form.username, address.as_deref(), Instant::now());
        let text = page.t("login-wrong");
        return refuse(page, StatusCode::UNAUTHORIZED, text);
    };
    state.throttle.succeeded(&form.username);
    session::sign_in(&session, user.id, &accounts::session_stamp(&user));
    Ok(redirect(&next))
}

/// `POST /logout`.
pub async fn logout(session: Session, _form: CheckedForm<NoFields>) -> HttpResponse {
    session::sign_out(&session);
    redirect("/")
}

/// `GET /verify/{token}`: confirms the address the link was sent to.
pub async fn verify(
    state: web::Data<AppState>,
    page: Page,
    session: Session,
    token: web::Path<String>,
) -> Result<HttpResponse, PageError> {
    let token = token.into_inner();
    let confirmed = db(&state, move |conn| {
        match email_links::confirm_email(conn, &token, now()) {
            Ok(_) => Ok(true),
            Err(AccountError::InvalidLink) => Ok(false),
            Err(e) => Err(e.into()),
        }
    })
    .await?;
    if confirmed {
        session::notice(&session, &page.t("notice-verified"));
        return Ok(redirect(if page.user.is_some() {
            "/account"
        } else {
            "/login"
        }));
    }
    let template = MessagePage {
        heading: page.t("link-invalid-heading"),
        message: page.t("link-invalid"),
        page,
    };
    render(StatusCode::GONE, &template)
}

/// `GET /forgot-password`.
pub async fn forgot_form(page: Page) -> Result<HttpResponse, PageError> {
    render(StatusCode::OK, &ForgotPage { page })
}

/// The forgotten-password form.
#[derive(Debug, Deserialize)]
pub struct ForgotForm {
    who: String,
}

/// `POST /forgot-password`: mails a reset link to every matching account, and says the same
/// whether or not one matched.
pub async fn forgot(
    state: web::Data<AppState>,
    page: Page,
    CheckedForm(form): CheckedForm<ForgotForm>,
) -> Result<HttpResponse, PageError> {
    let mail = state.mail.clone();
    db_write(&state, move |conn| {
        Ok(email_links::start_reset(conn, &mail, &form.who, now())?)
    })
    .await?;
    let template = MessagePage {
        heading: page.t("forgot-sent-heading"),
        message: page.t("forgot-sent"),
        page,
    };
    render(StatusCode::OK, &template)
}

/// `GET /reset-password/{token}`: the new-password form (the link is not used up by looking).
pub async fn reset_form(
    state: web::Data<AppState>,
    page: Page,
    token: web::Path<String>,
) -> Result<HttpResponse, PageError> {
    let token = token.into_inner();
    let check = token.clone();
    let valid = db(&state, move |conn| {
        Ok(email_links::reset_link_is_valid(conn, &check, now())?)
    })
    .await?;
    let status = if valid {
        StatusCode::OK
    } else {
        StatusCode::GONE
    };
    let template = ResetPage {
        page,
        token,
        valid,
        error: None,
    };
    render(status, &template)
}

/// The new-password form.
#[derive(Debug, Deserialize)]
pub struct ResetForm {
    password: String,
}

/// `POST /reset-password/{token}`: sets the password and signs in.
pub async fn reset(
    state: web::Data<AppState>,
    page: Page,
    session: Session,
    token: web::Path<String>,
    CheckedForm(form): CheckedForm<ResetForm>,
) -> Result<HttpResponse, PageError> {
    let token = token.into_inner();
    let used = token.clone();
    let result = db(&state, move |conn| {
        match email_links::reset_password(conn, &used, &form.password, now()) {
            Ok(user) => Ok(Ok(user)),
            Err(e @ (AccountError::Rule(_) | AccountError::InvalidLink)) => Ok(Err(e)),
            Err(e) => Err(e.into()),
        }
    })
    .await?;
    match result {
        Ok(user) => {
            state.throttle.succeeded(&user.username);
            session::sign_in(&session, user.id, &accounts::session_stamp(&user));
            session::notice(&session, &page.t("notice-password-reset"));
            Ok(redirect("/"))
        }
        Err(error) => {
            let valid = !matches!(error, AccountError::InvalidLink);
            let template = ResetPage {
                page,
                token,
                valid,
                error: Some(error.to_string()),
            };
            render(StatusCode::UNPROCESSABLE_ENTITY, &template)
        }
    }
}

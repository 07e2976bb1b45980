//! Signing up, in and out; confirming an address and resetting a forgotten password by emailed
//! link. Sign-ins go through the one sign-in throttle ([`crate::service::sign_in`]); signing up,
//! in or resetting the password marks the browser as a known device of the account
//! ([`crate::web::known_device`]).

use std::time::{Duration, Instant};

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use fluent_templates::fluent_bundle::FluentValue;
use serde::Deserialize;

use crate::i18n;
use crate::service::accounts::{self, AccountError, Registration};
use crate::service::email_links;
use crate::service::sign_in::{self, SignInError};
use crate::web::client_address::client_address;
use crate::web::{known_device, session};

use super::context::Page;
use super::error::PageError;
use super::form::{CheckedForm, NoFields};
use super::next::safe_next;
use super::visit::{PageResult, Visit};
use super::{db, db_write, redirect, render};

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
struct MessagePage {
    page: Page,
    heading: String,
    message: String,
}

/// The message page with `status`: the heading and the paragraph of these catalogue keys.
pub(super) fn message_page(
    page: Page,
    status: StatusCode,
    heading: &str,
    message: &str,
) -> PageResult {
    let template = MessagePage {
        heading: page.t(heading),
        message: page.t(message),
        page,
    };
    render(status, &template)
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
pub async fn register(visit: Visit, CheckedForm(form): CheckedForm<RegisterForm>) -> PageResult {
    let (state, page, session, now) = visit.parts();
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
        match email_links::sign_up(conn, &mail, &registration, language, &own, now) {
            Ok(link) => Ok(Ok(link)),
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
    session::sign_in(&session, &link.user);
    session::notice(
        &session,
        &page.t1("notice-registered", "email", &link.user.email),
    );
    let mut response = redirect("/");
    let secure = state.config.is_https();
    known_device::remember(
        &mut response,
        &state.session_key,
        &link.user.username,
        secure,
    );
    Ok(response)
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

/// The sign-in form.
#[derive(Debug, Deserialize)]
pub struct LoginForm {
    username: String,
    password: String,
    #[serde(default)]
    next: Option<String>,
}

/// `POST /login`: checks the password behind the sign-in throttle ([`sign_in`]); a browser
/// that signs in is remembered as a known device of the account.
pub async fn login(
    visit: Visit,
    req: HttpRequest,
    CheckedForm(form): CheckedForm<LoginForm>,
) -> PageResult {
    let (state, page, session, _) = visit.parts();
    let next = safe_next(form.next.as_deref());
    let attempt = sign_in::Attempt {
        username: form.username.clone(),
        password: form.password,
        client: sign_in::Client {
            address: client_address(&req, &state.config.trusted_proxies),
            known_device: known_device::device_for(&req, &state.session_key, &form.username),
        },
    };
    let throttle = state.throttle.clone();
    let result = db(&state, move |conn| {
        match sign_in::sign_in(conn, &throttle, &attempt, Instant::now()) {
            Ok(user) => Ok(Ok(user)),
            Err(SignInError::Throttled { wait }) => Ok(Err(Some(wait))),
            Err(SignInError::Account(AccountError::WrongCredentials)) => Ok(Err(None)),
            Err(SignInError::Account(e)) => Err(e.into()),
        }
    })
    .await?;
    let (status, error, retry_after) = match result {
        Ok(user) => {
            session::sign_in(&session, &user);
            let mut response = redirect(&next);
            let secure = state.config.is_https();
            known_device::remember(&mut response, &state.session_key, &user.username, secure);
            return Ok(response);
        }
        Err(Some(wait)) => (
            StatusCode::TOO_MANY_REQUESTS,
            throttled_text(&page, wait, state.clock.now()),
            Some(wait.as_secs().max(1)),
        ),
        Err(None) => (StatusCode::UNAUTHORIZED, page.t("login-wrong"), None),
    };
    let template = LoginPage {
        page,
        username: form.username,
        next,
        error: Some(error),
    };
    let mut response = render(status, &template)?;
    if let Some(seconds) = retry_after {
        response.headers_mut().insert(
            actix_web::http::header::RETRY_AFTER,
            actix_web::http::header::HeaderValue::from(seconds),
        );
    }
    Ok(response)
}

/// "Too many failed log-ins … wait N minutes … (after HH:MM UTC)".
/// `now` is the application clock's time of the request.
pub(super) fn throttled_text(page: &Page, wait: Duration, now: chrono::NaiveDateTime) -> String {
    let minutes = i64::try_from(wait.as_secs().div_ceil(60).max(1)).unwrap_or(5);
    let seconds = i64::try_from(wait.as_secs()).unwrap_or(300);
    let at = now + chrono::Duration::seconds(seconds);
    i18n::t(
        &page.lang,
        "login-throttled",
        &[
            ("minutes", FluentValue::from(minutes)),
            ("time", FluentValue::from(at.format("%H:%M").to_string())),
        ],
    )
}

/// `POST /logout`: ends the session on the server too. The account's session generation grows,
/// so no copy of this cookie signs anyone in again (nor the account's other browsers: the
/// generation is per account).
pub async fn logout(visit: Visit, _form: CheckedForm<NoFields>) -> PageResult {
    let (state, page, session, _) = visit.parts();
    if let Some(user) = &page.user {
        let id = user.id;
        db_write(&state, move |conn| Ok(accounts::end_sessions(conn, id)?)).await?;
    }
    session::sign_out(&session);
    Ok(redirect("/"))
}

/// `GET /verify/{token}`: confirms the address the link was sent to.
pub async fn verify(visit: Visit, token: web::Path<String>) -> PageResult {
    let (state, page, session, now) = visit.parts();
    let token = token.into_inner();
    let confirmed = db(&state, move |conn| {
        match email_links::confirm_email(conn, &token, now) {
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
    message_page(
        page,
        StatusCode::GONE,
        "link-invalid-heading",
        "link-invalid",
    )
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
pub async fn forgot(visit: Visit, CheckedForm(form): CheckedForm<ForgotForm>) -> PageResult {
    let (state, page, _, now) = visit.parts();
    let mail = state.mail.clone();
    db_write(&state, move |conn| {
        Ok(email_links::start_reset(conn, &mail, &form.who, now)?)
    })
    .await?;
    message_page(page, StatusCode::OK, "forgot-sent-heading", "forgot-sent")
}

/// `GET /reset-password/{token}`: the new-password form (the link is not used up by looking).
pub async fn reset_form(visit: Visit, token: web::Path<String>) -> PageResult {
    let (state, page, _, now) = visit.parts();
    let token = token.into_inner();
    let check = token.clone();
    let valid = db(&state, move |conn| {
        Ok(email_links::reset_link_is_valid(conn, &check, now)?)
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
    visit: Visit,
    token: web::Path<String>,
    CheckedForm(form): CheckedForm<ResetForm>,
) -> PageResult {
    let (state, page, session, now) = visit.parts();
    let token = token.into_inner();
    let used = token.clone();
    let result = db(&state, move |conn| {
        match email_links::reset_password(conn, &used, &form.password, now) {
            Ok(user) => Ok(Ok(user)),
            Err(e @ (AccountError::Rule(_) | AccountError::InvalidLink)) => Ok(Err(e)),
            Err(e) => Err(e.into()),
        }
    })
    .await?;
    match result {
        Ok(user) => {
            state.throttle.forgive_account(&user.username);
            session::sign_in(&session, &user);
            session::notice(&session, &page.t("notice-password-reset"));
            let mut response = redirect("/");
            let secure = state.config.is_https();
            known_device::remember(&mut response, &state.session_key, &user.username, secure);
            Ok(response)
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

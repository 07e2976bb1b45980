//! What every page knows about the request: who is signed in (from the session cookie, checked
//! against the database), the interface language, the session's CSRF token, and a one-time
//! notice left by the previous request. [`Page`] is an extractor, so a handler just asks for it.
//!
//! The interface language is the signed-in user's (when the interface is translated into it),
//! else the one chosen with the language switcher in this session, else the best one the
//! browser's `Accept-Language` asks for, else English.

use std::borrow::Borrow;
use std::future::Future;
use std::pin::Pin;

use actix_session::Session;
use actix_web::dev::Payload;
use actix_web::http::Method;
use actix_web::{FromRequest, HttpRequest, web};
use fluent_templates::LanguageIdentifier;
use fluent_templates::fluent_bundle::FluentValue;

use crate::chess::{Language, MoveStyle};
use crate::db::users::User;
use crate::domain::account::{NotationChoice, UserId};
use crate::i18n;
use crate::service::accounts;
use crate::web::session;
use crate::web::state::AppState;

use super::error::PageError;

/// The signed-in user, as the pages need them.
#[derive(Debug, Clone)]
pub struct SessionUser {
    /// Id.
    pub id: UserId,
    /// Username.
    pub username: String,
    /// Email address.
    pub email: String,
    /// Whether the address is confirmed.
    pub verified: bool,
    /// Language for piece letters and the interface.
    pub language: Language,
    /// How they want moves shown.
    pub notation: NotationChoice,
    /// Whether the game page asks for confirmation before a move is sent.
    pub confirm_moves: bool,
}

impl SessionUser {
    /// The page view of a user row.
    pub fn from_row(user: &User) -> SessionUser {
        SessionUser {
            id: UserId(user.id),
            username: user.username.clone(),
            email: user.email.clone(),
            verified: user.email_verified_at.is_some(),
            language: Language::from_code(&user.language).unwrap_or(Language::English),
            notation: NotationChoice::parse(&user.notation).unwrap_or(NotationChoice::Usual),
            confirm_moves: user.confirm_moves,
        }
    }

    /// How moves are shown to this user.
    pub fn move_style(&self) -> MoveStyle {
        self.notation.style(self.language)
    }
}

/// One language in the language switcher.
#[derive(Debug, Clone)]
pub struct LanguageOption {
    /// Its code, such as `de`.
    pub code: &'static str,
    /// Its name in itself, such as `Deutsch`.
    pub name: String,
    /// Whether it is the page's language.
    pub selected: bool,
}

/// The request as every page sees it.
#[derive(Debug, Clone)]
pub struct Page {
    /// Interface language.
    pub lang: LanguageIdentifier,
    /// Who is signed in.
    pub user: Option<SessionUser>,
    /// The session's CSRF token, for every form.
    pub csrf: String,
    /// A one-time notice to show.
    pub notice: Option<String>,
    /// This request's path and query (where to come back after signing in).
    pub path: String,
    /// The version appended to asset links.
    pub asset_version: &'static str,
}

impl Page {
    /// A page for a visitor, for error pages rendered without a request.
    pub fn anonymous() -> Page {
        Page {
            lang: i18n::ENGLISH,
            user: None,
            csrf: String::new(),
            notice: None,
            path: "/".into(),
            asset_version: crate::web::assets::VERSION,
        }
    }

    /// The signed-in user, or a redirect to the sign-in page that comes back here.
    pub fn require_user(&self) -> Result<&SessionUser, PageError> {
        self.user
            .as_ref()
            .ok_or_else(|| PageError::LoginRequired(self.path.clone()))
    }

    /// A message from the catalogue.
    pub fn t(&self, key: impl AsRef<str>) -> String {
        i18n::t(&self.lang, key.as_ref(), &[])
    }

    /// A message with one text argument (a move isolated left to right in a right-to-left
    /// language, see [`i18n::t_isolating`]).
    pub fn t1(&self, key: impl AsRef<str>, name: &str, value: impl std::fmt::Display) -> String {
        i18n::t_isolating(
            &self.lang,
            key.as_ref(),
            &[(name, FluentValue::from(value.to_string()))],
        )
    }

    /// A message that embeds a player's name, as HTML: in a right-to-left language with the
    /// name in `<bdi>` ([`super::isolate`]), elsewhere plain (escaped) text.
    pub fn t_name(&self, key: impl AsRef<str>, name: &str, value: &str) -> String {
        self.t_piece(key.as_ref(), name, super::isolate::Piece::Name(value))
    }

    /// A message that embeds a move, a result or other notation, as HTML: in a right-to-left
    /// language with it in `<bdi dir="ltr">` ([`super::isolate`]), elsewhere plain text.
    pub fn t_notation(&self, key: impl AsRef<str>, name: &str, value: &str) -> String {
        self.t_piece(key.as_ref(), name, super::isolate::Piece::Notation(value))
    }

    fn t_piece(&self, key: &str, name: &str, piece: super::isolate::Piece<'_>) -> String {
        if i18n::is_right_to_left(&self.lang) {
            super::isolate::t_html(&self.lang, key, &[(name, piece)])
        } else {
            super::isolate::plain_html(&self.lang, key, &[(name, piece)])
        }
    }

    /// A time control as lists show it: days per move in the reader's words ("3 T. pro Zug"
    /// rather than "3d"); the others (`10/50`, `30+3`) as written, the same in every language.
    pub fn time_control(&self, text: &str) -> String {
        use crate::domain::time_control::{ClockRules, TimeControl};
        match text.parse::<ClockRules>() {
            Ok(ClockRules {
                control: TimeControl::DaysPerMove(days),
                ..
            }) => self.t1("time-control-days-per-move", "days", days),
            _ => text.to_owned(),
        }
    }

    /// A message with one number argument (for plurals).
    pub fn tn(&self, key: impl AsRef<str>, name: &str, value: impl Borrow<i64>) -> String {
        let value = *value.borrow();
        i18n::t(
            &self.lang,
            key.as_ref(),
            &[(name, FluentValue::from(value))],
        )
    }

    /// The signed-in username, or an empty string.
    pub fn username(&self) -> &str {
        self.user.as_ref().map_or("", |u| u.username.as_str())
    }

    /// `rtl` for languages written right to left, else `ltr` (for `<html dir>`).
    pub fn dir(&self) -> &'static str {
        if i18n::is_right_to_left(&self.lang) {
            "rtl"
        } else {
            "ltr"
        }
    }

    /// The page's language as the rules core knows it (for piece letters): the signed-in
    /// user's, else the interface language.
    pub fn language(&self) -> Language {
        self.user.as_ref().map_or_else(
            || Language::from_code(self.lang.language.as_str()).unwrap_or(Language::English),
            |u| u.language,
        )
    }

    /// The interface languages for the language switcher, each named in itself.
    pub fn language_options(&self) -> Vec<LanguageOption> {
        i18n::INTERFACE_LANGUAGES
            .into_iter()
            .map(|code| LanguageOption {
                code,
                name: i18n::t(&i18n::language(code), "language-autonym", &[]),
                selected: self.lang.language.as_str() == code,
            })
            .collect()
    }
}

/// Whether `req` is a live stream or the game page's script fetching the page again after a
/// change (`?live=1`).
fn is_live_request(req: &HttpRequest) -> bool {
    let stream = req
        .headers()
        .get(actix_web::http::header::ACCEPT)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.contains("text/event-stream"));
    stream || req.query_string().split('&').any(|p| p == "live=1")
}

/// The interface language a visitor's browser asks for, if it is translated.
fn browser_language(req: &HttpRequest) -> Option<LanguageIdentifier> {
    req.headers()
        .get("Accept-Language")
        .and_then(|value| value.to_str().ok())
        .and_then(i18n::negotiate)
}

/// The signed-in user the session names, if the account exists and the session is still current
/// (same password, no sign-out since: [`session::SignedIn::is_current`]); otherwise the session
/// is cleared. This runs on every page request.
async fn session_user(state: &AppState, session: &Session) -> Result<Option<User>, PageError> {
    let Some(claim) = session::signed_in(session) else {
        return Ok(None);
    };
    let pool = state.pool.clone();
    let id = claim.user_id;
    let user = web::block(move || -> Result<_, PageError> {
        let mut conn = pool.get()?;
        Ok(accounts::find_user(&mut conn, UserId(id))?)
    })
    .await??;
    match user {
        Some(user) if claim.is_current(&user) => Ok(Some(user)),
        _ => {
            session::sign_out(session);
            Ok(None)
        }
    }
}

impl FromRequest for Page {
    type Error = PageError;
    type Future = Pin<Box<dyn Future<Output = Result<Page, PageError>>>>;

    fn from_request(req: &HttpRequest, _payload: &mut Payload) -> Self::Future {
        let session = Session::from_request(req, &mut Payload::None);
        let state = req.app_data::<web::Data<AppState>>().cloned();
        let is_get = req.method() == Method::GET;
        // After signing in, a GET comes back to its page; a form sent from an expired session
        // goes to the start page (its address is not a page).
        let path = match req.uri().path_and_query() {
            Some(p) if is_get => p.as_str().to_owned(),
            _ => "/".to_owned(),
        };
        let browser = browser_language(req);
        // A live stream or a page's live refresh must not take the notice meant for the page.
        let takes_notice = is_get && !is_live_request(req);
        Box::pin(async move {
            let session = session.await.map_err(PageError::internal)?;
            let state = state.ok_or_else(|| PageError::internal("no application state"))?;
            let user = session_user(&state, &session)
                .await?
                .map(|u| SessionUser::from_row(&u));
            let lang = user
                .as_ref()
                .and_then(|u| i18n::interface_language(u.language.code()))
                .or_else(|| session::language(&session).and_then(|c| i18n::interface_language(&c)))
                .or(browser)
                .unwrap_or(i18n::ENGLISH);
            Ok(Page {
                lang,
                user,
                csrf: session::csrf_token(&session),
                notice: if takes_notice {
                    session::take_notice(&session)
                } else {
                    None
                },
                path,
                asset_version: crate::web::assets::VERSION,
            })
        })
    }
}

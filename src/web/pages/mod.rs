//! The server-rendered pages: accounts, settings, challenges, games, the dashboard, events
//! and players.
//!
//! Every page is an askama template in `templates/pages/` on one base layout, with every text
//! from the message catalogue ([`crate::i18n`]). Pages work without JavaScript; the board script
//! only adds clicking and dragging. Forms post back with the session's CSRF token
//! ([`form::CheckedForm`]) and, when they succeed, redirect (post/redirect/get) so reloading
//! never sends twice.

use actix_web::http::{StatusCode, header};
use actix_web::{HttpResponse, web};
use askama::Template;

use crate::db::DbConnection;
use crate::web::state::AppState;

mod account;
mod account_data;
mod accounts;
mod adjudicate;
mod challenge_errors;
mod challenges;
mod clock_model;
mod conditionals;
pub mod context;
mod dashboard;
pub mod error;
pub mod error_page;
mod event_admin;
mod event_confirm;
mod event_form_errors;
mod event_privacy;
mod events;
pub mod form;
mod game_ask;
mod game_model;
mod game_read;
mod game_steps;
mod games;
mod isolate;
mod language;
mod leave;
pub mod live_streams;
mod message_reports;
mod messages;
mod messages_panel;
mod next;
mod players;
mod rating_chart;
mod unsubscribe;
mod viewer;
pub mod visit;
mod watch;
mod xfcc_access;
mod xfcc_section;

use error::PageError;

/// Registers the page routes.
pub fn routes(cfg: &mut web::ServiceConfig) {
    use web::{get, post};
    cfg.route("/", get().to(dashboard::index))
        .route("/register", get().to(accounts::register_form))
        .route("/register", post().to(accounts::register))
        .route("/login", get().to(accounts::login_form))
        .route("/login", post().to(accounts::login))
        .route("/logout", post().to(accounts::logout))
        .route("/verify/{token}", get().to(accounts::verify))
        .route("/unsubscribe/{token}", get().to(unsubscribe::confirm))
        .route("/unsubscribe/{token}", post().to(unsubscribe::unsubscribe))
        .route("/forgot-password", get().to(accounts::forgot_form))
        .route("/forgot-password", post().to(accounts::forgot))
        .route("/reset-password/{token}", get().to(accounts::reset_form))
        .route("/reset-password/{token}", post().to(accounts::reset))
        .route("/account", get().to(account::show))
        .route("/account/verify", post().to(account::resend_verification))
        .route("/account/password", post().to(account::change_password))
        .route(
            "/account/sign-out-everywhere",
            post().to(account::sign_out_everywhere),
        )
        .route("/account/data", get().to(account_data::show))
        .route("/account/privacy", post().to(account_data::save_privacy))
        .route("/account/export.json", get().to(account_data::export))
        .route("/account/delete", post().to(account_data::delete))
        .route("/account/tokens", post().to(account::create_token))
        .configure(xfcc_access::routes)
        .route(
            "/account/tokens/{id}/delete",
            post().to(account::delete_token),
        )
        .route("/language", post().to(language::switch))
        .route("/settings", get().to(account::settings))
        .route("/settings", post().to(account::save_settings))
        .route("/challenges", get().to(challenges::list))
        .route("/challenges", post().to(challenges::create))
        .route("/challenges/new", get().to(challenges::new_form))
        .route("/challenges/{id}/accept", post().to(challenges::accept))
        .route("/challenges/{id}/decline", post().to(challenges::decline))
        .route("/games/{id}", get().to(games::show))
        .route("/games/{id}/move", post().to(games::play))
        .route("/games/{id}/draw", post().to(games::draw))
        .route("/games/{id}/resign", get().to(games::resign_confirm))
        .route("/games/{id}/resign", post().to(games::resign))
        .route("/games/{id}/pgn", get().to(games::pgn))
        .route("/games/{id}/adjudicate", get().to(adjudicate::show))
        .route("/games/{id}/adjudicate", post().to(adjudicate::decide))
        .route("/games/{id}/conditionals", post().to(conditionals::save))
        .route("/games/{id}/messages", post().to(messages::send))
        .route("/games/{id}/messages/report", post().to(messages::report))
        .route("/games/{id}/notes", post().to(messages::save_note))
        .route("/events", get().to(events::list))
        .route("/events", post().to(events::create))
        .route("/events/new", get().to(events::new_form))
        .route("/events/{id}", get().to(events::show))
        .route("/events/{id}/pgn", get().to(events::pgn))
        .route("/events/{id}/crosstable.csv", get().to(events::csv))
        .route("/events/{id}/register", post().to(event_admin::register))
        .route("/events/{id}/withdraw", post().to(event_admin::withdraw))
        .route("/events/{id}/seed", post().to(event_admin::seed))
        .route("/events/{id}/start", post().to(event_admin::start))
        .route("/events/{id}/silence", post().to(event_admin::silence))
        .route("/events/{id}/close", post().to(event_admin::close))
        .route("/events/{id}/claims", get().to(event_admin::queue))
        .route("/events/{id}/reports", get().to(message_reports::of_event))
        .route("/reports", get().to(message_reports::all))
        .route(
            "/reports/{message}/dealt",
            post().to(message_reports::dealt),
        )
        .route("/claims/{id}/decide", post().to(event_admin::decide))
        .route("/claims/{id}/appeal", post().to(event_admin::appeal))
        .route("/players", get().to(players::search))
        .route("/players/{name}", get().to(players::show))
        .route("/players/{name}/games.pgn", get().to(players::games_pgn))
        .route("/leave", get().to(leave::show))
        .route("/leave", post().to(leave::book))
        .route("/leave/time-zone", post().to(leave::set_time_zone))
        .route("/leave/{id}/change", post().to(leave::change))
        .route("/leave/{id}/end", post().to(leave::end));
}

/// Security headers for every HTML page: no framing, no inline scripts or styles, no
/// referrer outside this site (reset links carry a secret in the path).
const CSP: &str = "default-src 'self'; img-src 'self' data:; style-src 'self'; \
                   script-src 'self'; object-src 'none'; base-uri 'none'; \
                   form-action 'self'; frame-ancestors 'none'";

/// An HTML response with the security headers.
pub(crate) fn html_response(status: StatusCode, html: String) -> HttpResponse {
    HttpResponse::build(status)
        .insert_header((header::CONTENT_TYPE, "text/html; charset=utf-8"))
        .insert_header((header::CONTENT_SECURITY_POLICY, CSP))
        .insert_header((header::X_FRAME_OPTIONS, "DENY"))
        .insert_header((header::REFERRER_POLICY, "same-origin"))
        .insert_header((header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .body(html)
}

/// Renders a template with a status.
pub(crate) fn render(
    status: StatusCode,
    template: &impl Template,
) -> Result<HttpResponse, PageError> {
    Ok(html_response(status, template.render()?))
}

/// 303 See Other to `location`.
pub(crate) fn redirect(location: &str) -> HttpResponse {
    HttpResponse::SeeOther()
        .insert_header((header::LOCATION, location))
        .finish()
}

/// The sign-in page that comes back to `next`.
pub(crate) fn login_link(next: &str) -> String {
    match serde_urlencoded::to_string([("next", next)]) {
        Ok(query) if next != "/" => format!("/login?{query}"),
        _ => "/login".to_owned(),
    }
}

/// Runs database work on the blocking pool with a pooled connection.
pub(crate) async fn db<T, F>(state: &AppState, f: F) -> Result<T, PageError>
where
    T: Send + 'static,
    F: FnOnce(&mut DbConnection) -> Result<T, PageError> + Send + 'static,
{
    on_pool(state, false, f).await
}

/// Runs a write use case on the blocking pool through the database's write gate (on SQLite,
/// writers queue here instead of sleeping in SQLite's busy handler).
pub(crate) async fn db_write<T, F>(state: &AppState, f: F) -> Result<T, PageError>
where
    T: Send + 'static,
    F: FnOnce(&mut DbConnection) -> Result<T, PageError> + Send + 'static,
{
    on_pool(state, true, f).await
}

/// Runs `f` on the blocking pool with a connection for reading, or through the write gate.
async fn on_pool<T, F>(state: &AppState, for_write: bool, f: F) -> Result<T, PageError>
where
    T: Send + 'static,
    F: FnOnce(&mut DbConnection) -> Result<T, PageError> + Send + 'static,
{
    let pool = state.pool.clone();
    web::block(move || {
        if for_write {
            f(&mut *pool.get_for_write()?)
        } else {
            let _reading = pool.reading();
            f(&mut *pool.get()?)
        }
    })
    .await?
}

/// The common end of a simple form: runs `f` for the signed-in user, leaves the notice
/// `notice_key` for the next page and redirects to `location`.
pub(crate) async fn act_and_redirect<T, F>(
    state: &AppState,
    page: &context::Page,
    session: &actix_session::Session,
    f: F,
    notice_key: &str,
    location: &str,
) -> Result<HttpResponse, PageError>
where
    T: Send + 'static,
    F: FnOnce(&mut DbConnection, crate::domain::account::UserId) -> Result<T, PageError>
        + Send
        + 'static,
{
    let user = page.require_user()?.id;
    db_write(state, move |conn| f(conn, user)).await?;
    crate::web::session::notice(session, &page.t(notice_key));
    Ok(redirect(location))
}

//! The leave page (`/leave`, linked from the settings and from every game): the time zone the
//! player's days are counted and shown in, the yearly allowance, the booked leave with its
//! actions (move or cancel future leave, end current leave early), and the booking form.
//! Refusals show the page again with the reason and the dates as typed.

use actix_session::Session;
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use chrono::NaiveDate;
use serde::Deserialize;

use crate::domain::calendar::time_zone_names;
use crate::domain::leave::EndEarly;
use crate::service::leave::{self, LeaveOverview, LeaveRequestError};
use crate::web::error::ApiError;
use crate::web::session;
use crate::web::state::AppState;

use super::context::Page;
use super::error::PageError;
use super::form::{CheckedForm, NoFields};
use super::visit::{PageResult, Visit};
use super::{db, db_write, redirect, render};

/// `templates/pages/leave.html`.
#[derive(Template)]
#[template(path = "pages/leave.html")]
struct LeavePage {
    page: Page,
    overview: LeaveOverview,
    zones: Vec<&'static str>,
    error: Option<String>,
    first: String,
    last: String,
}

async fn leave_page(
    state: &AppState,
    page: Page,
    status: StatusCode,
    error: Option<String>,
    typed: (String, String),
) -> Result<HttpResponse, PageError> {
    let now = state.clock.now();
    let user = page.require_user()?.id;
    let allowance = state.config.leave_days_per_year;
    let overview = db(state, move |conn| {
        Ok(leave::overview(conn, user, allowance, now)?)
    })
    .await?;
    let template = LeavePage {
        page,
        overview,
        zones: time_zone_names().collect(),
        error,
        first: typed.0,
        last: typed.1,
    };
    render(status, &template)
}

/// `GET /leave`.
pub async fn show(state: web::Data<AppState>, page: Page) -> Result<HttpResponse, PageError> {
    leave_page(&state, page, StatusCode::OK, None, Default::default()).await
}

/// The booking and change forms.
#[derive(Debug, Deserialize)]
pub struct DatesForm {
    #[serde(default)]
    first: String,
    #[serde(default)]
    last: String,
}

fn date(page: &Page, text: &str) -> Result<NaiveDate, String> {
    NaiveDate::parse_from_str(text.trim(), "%Y-%m-%d")
        .map_err(|_| page.t1("leave-bad-date", "text", text))
}

/// Runs a leave change; a refusal shows the page again with the reason and `typed`.
async fn act<T, F>(
    state: &AppState,
    page: Page,
    session: &Session,
    typed: (String, String),
    f: F,
    notice: impl FnOnce(&T) -> &'static str,
) -> Result<HttpResponse, PageError>
where
    T: Send + 'static,
    F: FnOnce(&mut crate::db::DbConnection) -> Result<T, LeaveRequestError> + Send + 'static,
{
    let outcome = db_write(state, move |conn| match f(conn) {
        Ok(value) => Ok(Ok(value)),
        Err(LeaveRequestError::Game(e)) => Err(e.into()),
        Err(e) => Ok(Err(ApiError::from(e))),
    })
    .await?;
    match outcome {
        Ok(value) => {
            session::notice(session, &page.t(notice(&value)));
            Ok(redirect("/leave"))
        }
        Err(api) => leave_page(state, page, api.status, Some(api.message), typed).await,
    }
}

/// The dates of a form, or the page again saying which one is not a date.
async fn dates_or_page(
    state: &AppState,
    page: Page,
    form: DatesForm,
) -> Result<Result<(Page, NaiveDate, NaiveDate, DatesForm), HttpResponse>, PageError> {
    match date(&page, &form.first).and_then(|first| Ok((first, date(&page, &form.last)?))) {
        Ok((first, last)) => Ok(Ok((page, first, last, form))),
        Err(message) => {
            let typed = (form.first, form.last);
            let status = StatusCode::UNPROCESSABLE_ENTITY;
            Ok(Err(
                leave_page(state, page, status, Some(message), typed).await?
            ))
        }
    }
}

/// `POST /leave`: books leave.
pub async fn book(visit: Visit, CheckedForm(form): CheckedForm<DatesForm>) -> PageResult {
    let (state, page, session, now) = visit.parts();
    let user = page.require_user()?.id;
    let allowance = state.config.leave_days_per_year;
    let (page, first, last, form) = match dates_or_page(&state, page, form).await? {
        Ok(parts) => parts,
        Err(response) => return Ok(response),
    };
    let f = move |conn: &mut _| leave::book(conn, user, first, last, allowance, now);
    let typed = (form.first, form.last);
    act(&state, page, &session, typed, f, |_| "notice-leave-booked").await
}

/// `POST /leave/{id}/change`: moves leave that has not begun.
pub async fn change(
    visit: Visit,
    id: web::Path<i32>,
    CheckedForm(form): CheckedForm<DatesForm>,
) -> PageResult {
    let (state, page, session, now) = visit.parts();
    let user = page.require_user()?.id;
    let (id, allowance) = (id.into_inner(), state.config.leave_days_per_year);
    let (page, first, last, form) = match dates_or_page(&state, page, form).await? {
        Ok(parts) => parts,
        Err(response) => return Ok(response),
    };
    let f = move |conn: &mut _| leave::change(conn, user, id, first, last, allowance, now);
    let typed = (form.first, form.last);
    act(&state, page, &session, typed, f, |_| "notice-leave-changed").await
}

/// `POST /leave/{id}/end`: cancels future leave or ends current leave early.
pub async fn end(visit: Visit, id: web::Path<i32>, _form: CheckedForm<NoFields>) -> PageResult {
    let (state, page, session, now) = visit.parts();
    let user = page.require_user()?.id;
    let id = id.into_inner();
    let f = move |conn: &mut _| leave::cancel_or_end(conn, user, id, now);
    let notice = |action: &EndEarly| match action {
        EndEarly::Cancel => "notice-leave-cancelled",
        EndEarly::Remove | EndEarly::Shorten(_) => "notice-leave-ended",
    };
    act(&state, page, &session, Default::default(), f, notice).await
}

/// The time zone form.
#[derive(Debug, Deserialize)]
pub struct TimeZoneForm {
    time_zone: String,
}

/// `POST /leave/time-zone`: sets the time zone.
pub async fn set_time_zone(
    visit: Visit,
    CheckedForm(form): CheckedForm<TimeZoneForm>,
) -> PageResult {
    let (state, page, session, now) = visit.parts();
    let user = page.require_user()?.id;
    let zone = form.time_zone;
    let outcome = db_write(&state, move |conn| {
        match leave::set_time_zone(conn, user, &zone, now) {
            Ok(_) => Ok(Ok(())),
            Err(LeaveRequestError::Game(e)) => Err(e.into()),
            Err(e) => Ok(Err(ApiError::from(e))),
        }
    })
    .await?;
    match outcome {
        Ok(()) => {
            session::notice(&session, &page.t("notice-time-zone-saved"));
            Ok(redirect("/leave"))
        }
        Err(api) => {
            leave_page(
                &state,
                page,
                api.status,
                Some(api.message),
                Default::default(),
            )
            .await
        }
    }
}

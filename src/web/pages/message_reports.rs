//! The list of reported messages for those who moderate them: `GET /events/{id}/reports` (the
//! event's organizer, or an admin: the open reports of that event) and `GET /reports` (an
//! admin: every open report; an organizer: those of their events). Each line says whose game,
//! who wrote, who reported and when, and links to the game's thread, which the moderator may
//! read after the report; `POST /reports/{message}/dealt` marks a report dealt with, and it
//! leaves the list. Anyone else gets 403.

use actix_web::http::StatusCode;
use actix_web::web;
use askama::Template;
use fluent_templates::fluent_bundle::FluentValue;
use serde::Deserialize;

use crate::service::message_reports::{self, ReportLine};

use super::context::Page;
use super::form::CheckedForm;
use super::visit::{PageResult, Visit};
use super::{db, db_write, redirect, render};

/// `templates/pages/reports.html`.
#[derive(Template)]
#[template(path = "pages/reports.html")]
struct ReportsPage {
    page: Page,
    /// The event the list is of (id, name), or none for every game the reader moderates.
    event: Option<(i32, String)>,
    reports: Vec<ReportLine>,
}

impl ReportsPage {
    /// When, as the list shows it.
    fn when(line: &ReportLine) -> String {
        line.reported_at
            .map(|at| at.format("%Y-%m-%d %H:%M UTC").to_string())
            .unwrap_or_default()
    }

    /// The game link's accessible name: "alice – bob: read the messages".
    fn game_label(&self, line: &ReportLine) -> String {
        let args = [
            ("white", FluentValue::from(line.white.clone())),
            ("black", FluentValue::from(line.black.clone())),
        ];
        crate::i18n::t(&self.page.lang, "reports-game-link", &args)
    }
}

/// `GET /reports`: the open reports the reader moderates.
pub async fn all(visit: Visit) -> PageResult {
    list(visit, None).await
}

/// `GET /events/{id}/reports`: the open reports of one event.
pub async fn of_event(visit: Visit, id: web::Path<i32>) -> PageResult {
    list(visit, Some(id.into_inner())).await
}

async fn list(visit: Visit, event: Option<i32>) -> PageResult {
    let (state, page, ..) = visit.parts();
    let reader = page.require_user()?.id;
    let (reports, event) = db(&state, move |conn| {
        let reports = message_reports::open_reports(conn, reader, event)?;
        let event = match event {
            Some(id) => Some((id, crate::service::events::load_event(conn, id)?.name)),
            None => None,
        };
        Ok((reports, event))
    })
    .await?;
    let template = ReportsPage {
        page,
        event,
        reports,
    };
    render(StatusCode::OK, &template)
}

/// The "dealt with" form: which list to go back to.
#[derive(Debug, Deserialize)]
pub struct DealtForm {
    /// The event whose list it came from (none: `/reports`).
    #[serde(default)]
    event: Option<i32>,
}

/// `POST /reports/{message}/dealt`: marks the report dealt with and goes back to the list.
pub async fn dealt(
    visit: Visit,
    message: web::Path<i32>,
    CheckedForm(form): CheckedForm<DealtForm>,
) -> PageResult {
    let (state, page, session, now) = visit.parts();
    let reader = page.require_user()?.id;
    let message = message.into_inner();
    db_write(&state, move |conn| {
        Ok(message_reports::deal_with(conn, reader, message, now)?)
    })
    .await?;
    crate::web::session::notice(&session, &page.t("notice-report-dealt"));
    Ok(redirect(&match form.event {
        Some(id) => format!("/events/{id}/reports"),
        None => "/reports".to_owned(),
    }))
}

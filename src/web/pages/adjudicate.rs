//! Adjudication on the pages: the panel on the game page (the decision that ended a game, and
//! for organizers and admins who do not play in it a link to adjudicate an unfinished one), and the adjudication page
//! itself: the engine's report on the current position, computed on request on the blocking
//! pool within `adjudication_seconds`, with the form to decide (result and reason pre-filled
//! from the report; the person decides). In an event game the decision is a ruling like one
//! from the claims queue: mailed to both players and appealable.

use actix_web::http::StatusCode;
use actix_web::web;
use askama::Template;
use serde::Deserialize;

use crate::adjudication::Report;
use crate::db::games::GameRow;
use crate::db::{DbConnection, write_transaction};
use crate::domain::account::UserId;
use crate::domain::adjudication::Decision;
use crate::domain::game::GameState;
use crate::service::adjudication::{
    self as service, AdjudicationError, AdjudicationView, adjudicate_game, record_to_adjudicate,
};
use crate::service::engine_reports::report_for;
use crate::service::games;
use crate::web::error::ApiError;
use crate::web::session;
use crate::web::state::AppState;

use super::context::Page;
use super::error::PageError;
use super::form::CheckedForm;
use super::visit::{PageResult, Visit};
use super::{db_write, redirect, render};

impl From<AdjudicationError> for PageError {
    fn from(err: AdjudicationError) -> PageError {
        PageError::Service(ApiError::from(err))
    }
}

/// What the game page shows about adjudication.
#[derive(Debug, Clone, Default)]
pub struct AdjudicationPanel {
    /// Whether the viewer may adjudicate this (unfinished) game: an organizer or admin who
    /// does not play in it.
    pub can_adjudicate: bool,
    /// The decision that ended the game, if one did.
    pub decision: Option<AdjudicationView>,
    /// The stored engine report as text.
    pub report_text: String,
}

/// The panel for `user` looking at a game already loaded (`row` as stored, `game` replayed).
pub fn panel_for(
    conn: &mut DbConnection,
    user: UserId,
    row: &GameRow,
    game: &GameState,
) -> Result<AdjudicationPanel, PageError> {
    let plays = user.0 == row.white_id || user.0 == row.black_id;
    let may = !plays && service::role(conn, user)?.may_adjudicate();
    let decision = service::view_for(conn, row)?;
    let report_text = decision
        .as_ref()
        .and_then(|d| serde_json::from_value::<Report>(d.report.clone()).ok())
        .map(|r| r.to_text())
        .unwrap_or_default();
    Ok(AdjudicationPanel {
        can_adjudicate: may && game.record.outcome().is_none(),
        decision,
        report_text,
    })
}

/// `templates/pages/adjudicate.html`.
#[derive(Template)]
#[template(path = "pages/adjudicate.html")]
struct AdjudicatePage {
    page: Page,
    id: i32,
    white: String,
    black: String,
    report: Report,
    report_text: String,
    /// The result pre-selected: the engine's verdict, if it has one.
    result: String,
    reason: String,
    error: Option<String>,
}

impl AdjudicatePage {
    fn verdict_key(&self) -> String {
        format!("verdict-{}", self.report.verdict.as_str())
    }
}

/// Checks the viewer may adjudicate game `id`, then analyses it (seconds; no connection held).
async fn analysed(
    state: &AppState,
    page: Page,
    id: i32,
    form: Option<DecisionForm>,
    error: Option<String>,
) -> Result<AdjudicatePage, PageError> {
    let user = page.require_user()?.id;
    let pool = state.pool.clone();
    let options = state.config.engine.clone();
    let ((white, black), report) = web::block(move || -> Result<_, PageError> {
        let mut conn = pool.get()?;
        let record = record_to_adjudicate(&mut conn, user, id)?;
        let row = games::load(&mut conn, id)?.row;
        let names = games::player_names(&mut conn, &row)?;
        drop(conn);
        let report = report_for(&options, &record);
        Ok((names, report))
    })
    .await??;
    let (result, reason) = match form {
        Some(form) => (form.result, form.reason),
        None => (
            report
                .verdict
                .result()
                .map_or(String::new(), |r| r.as_pgn().to_owned()),
            report.explanation.clone(),
        ),
    };
    Ok(AdjudicatePage {
        page,
        id,
        white,
        black,
        report_text: report.to_text(),
        report,
        result,
        reason,
        error,
    })
}

/// `GET /games/{id}/adjudicate`: the engine's report and the form (organizers and admins).
pub async fn show(visit: Visit, id: web::Path<i32>) -> PageResult {
    let (state, page, ..) = visit.parts();
    let template = analysed(&state, page, id.into_inner(), None, None).await?;
    render(StatusCode::OK, &template)
}

/// The decision form.
#[derive(Debug, Clone, Deserialize)]
pub struct DecisionForm {
    #[serde(default)]
    result: String,
    #[serde(default)]
    reason: String,
}

/// `POST /games/{id}/adjudicate`: ends the game with the decision and a fresh engine report.
pub async fn decide(
    visit: Visit,
    id: web::Path<i32>,
    CheckedForm(form): CheckedForm<DecisionForm>,
) -> PageResult {
    let (state, page, session, now) = visit.parts();
    let id = id.into_inner();
    let user = page.require_user()?.id;
    let decision = match Decision::parse(&form.result, &form.reason) {
        Ok(decision) => decision,
        Err(e) => {
            let template = analysed(&state, page, id, Some(form), Some(e.to_string())).await?;
            return render(StatusCode::UNPROCESSABLE_ENTITY, &template);
        }
    };
    let template = analysed(&state, page.clone(), id, Some(form), None).await?;
    let report = template.report;
    let mail = state.mail.clone();
    db_write(&state, move |conn| {
        Ok(write_transaction(conn, |conn| {
            let game = games::load(conn, id)?;
            adjudicate_game(conn, &mail, user, game, &decision, &report, now)
        })?)
    })
    .await?;
    session::notice(&session, &page.t("notice-adjudicated"));
    Ok(redirect(&format!("/games/{id}")))
}

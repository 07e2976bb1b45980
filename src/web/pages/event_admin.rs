//! What players and organizers do on an event's page: register (or enter a player), withdraw,
//! seed by rating or by hand, start, send the unfinished games to adjudication at the end date,
//! look for silent games; and the claims queue page, where organizers rule on claims and players
//! appeal a ruling. Every form posts back with the CSRF token and redirects.

use actix_session::Session;
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use serde::Deserialize;

use crate::adjudication::Report;
use crate::domain::events::claims::Ruling;
use crate::service::events::claims::{self, ClaimView};
use crate::service::events::{self, EventServiceError, Seeding, load_event};
use crate::web::AppState;
use crate::web::api::adjudication::report_for;
use crate::web::api::events::report_withdrawal_claims;

use super::context::Page;
use super::error::PageError;
use super::events::is_organizer;
use super::form::{CheckedForm, NoFields};
use super::{act_and_redirect, db, now, render};

/// A form naming a player (empty: oneself) and perhaps a rating.
#[derive(Debug, Deserialize)]
pub struct PlayerForm {
    #[serde(default)]
    username: String,
    #[serde(default)]
    rating: String,
}

fn back(id: i32) -> String {
    format!("/events/{id}")
}

/// `POST /events/{id}/register`: register oneself, or (an organizer) enter a player.
pub async fn register(
    state: web::Data<AppState>,
    page: Page,
    session: Session,
    id: web::Path<i32>,
    CheckedForm(form): CheckedForm<PlayerForm>,
) -> Result<HttpResponse, PageError> {
    let id = id.into_inner();
    let who = Some(form.username).filter(|u| !u.trim().is_empty());
    let rating = form.rating.trim().parse::<i32>().ok();
    let act = move |conn: &mut _, user| {
        Ok(events::register(
            conn,
            user,
            id,
            who.as_deref(),
            rating,
            now(),
        )?)
    };
    act_and_redirect(
        &state,
        &page,
        &session,
        act,
        "notice-event-registered",
        &back(id),
    )
    .await
}

/// `POST /events/{id}/withdraw`: withdraw oneself, or (an organizer) a player. When their
/// games go to adjudication, the engine's reports are added to the claims afterwards.
pub async fn withdraw(
    state: web::Data<AppState>,
    page: Page,
    session: Session,
    id: web::Path<i32>,
    CheckedForm(form): CheckedForm<PlayerForm>,
) -> Result<HttpResponse, PageError> {
    let id = id.into_inner();
    let user = page.require_user()?.id;
    let who = Some(form.username).filter(|u| !u.trim().is_empty());
    let mail = state.mail.clone();
    let treatment = super::db_write(&state, move |conn| {
        Ok(claims::withdraw(
            conn,
            &mail,
            user,
            id,
            who.as_deref(),
            now(),
        )?)
    })
    .await?;
    if treatment == Some("adjudication") {
        let (pool, options) = (state.pool.clone(), state.config.engine.clone());
        web::block(move || report_withdrawal_claims(&pool, &options, id))
            .await?
            .map_err(PageError::Service)?;
    }
    crate::web::session::notice(&session, &page.t("notice-event-withdrawn"));
    Ok(super::redirect(&back(id)))
}

/// The seeding form: empty `sections` seeds by rating; otherwise one line per section.
#[derive(Debug, Deserialize)]
pub struct SeedForm {
    #[serde(default)]
    sections: String,
}

/// `POST /events/{id}/seed`.
pub async fn seed(
    state: web::Data<AppState>,
    page: Page,
    session: Session,
    id: web::Path<i32>,
    CheckedForm(form): CheckedForm<SeedForm>,
) -> Result<HttpResponse, PageError> {
    let id = id.into_inner();
    let lines: Vec<Vec<String>> = form
        .sections
        .lines()
        .map(|line| {
            line.split(',')
                .map(|n| n.trim().to_owned())
                .filter(|n| !n.is_empty())
                .collect::<Vec<_>>()
        })
        .filter(|names| !names.is_empty())
        .collect();
    let seeding = if lines.is_empty() {
        Seeding::ByRating
    } else {
        Seeding::ByHand(lines)
    };
    let lot: u32 = rand::random();
    let act = move |conn: &mut _, user| Ok(events::seed(conn, user, id, &seeding, lot)?);
    act_and_redirect(
        &state,
        &page,
        &session,
        act,
        "notice-event-seeded",
        &back(id),
    )
    .await
}

/// `POST /events/{id}/start`.
pub async fn start(
    state: web::Data<AppState>,
    page: Page,
    session: Session,
    id: web::Path<i32>,
    CheckedForm(_): CheckedForm<NoFields>,
) -> Result<HttpResponse, PageError> {
    let id = id.into_inner();
    let mail = state.mail.clone();
    let lot: u32 = rand::random();
    let act = move |conn: &mut _, user| Ok(events::start(conn, &mail, user, id, lot, now())?);
    act_and_redirect(
        &state,
        &page,
        &session,
        act,
        "notice-event-started",
        &back(id),
    )
    .await
}

/// `POST /events/{id}/silence`: claims for silent games.
pub async fn silence(
    state: web::Data<AppState>,
    page: Page,
    session: Session,
    id: web::Path<i32>,
    CheckedForm(_): CheckedForm<NoFields>,
) -> Result<HttpResponse, PageError> {
    let id = id.into_inner();
    let mail = state.mail.clone();
    let act = move |conn: &mut _, user| {
        events::require_organizer(conn, user, "scan for silent games")?;
        Ok(claims::scan_silence(conn, &mail, id, now())?)
    };
    let queue = format!("/events/{id}/claims");
    act_and_redirect(&state, &page, &session, act, "notice-event-silence", &queue).await
}

/// `POST /events/{id}/close`: after the end date, the unfinished games go to the claims queue
/// with the engine's report (computed on the blocking pool, no connection held).
pub async fn close(
    state: web::Data<AppState>,
    page: Page,
    session: Session,
    id: web::Path<i32>,
    CheckedForm(_): CheckedForm<NoFields>,
) -> Result<HttpResponse, PageError> {
    let id = id.into_inner();
    let user = page.require_user()?.id;
    let pool = state.pool.clone();
    let options = state.config.engine.clone();
    let mail = state.mail.clone();
    web::block(move || -> Result<usize, PageError> {
        let records = claims::end_date_games(&mut *pool.get()?, user, id, now())?;
        let reports: Vec<(i32, String)> = records
            .iter()
            .map(|(game, record)| {
                let report = report_for(&options, record);
                (*game, serde_json::to_string(&report).unwrap_or_default())
            })
            .collect();
        let mut conn = pool.get_for_write()?;
        Ok(claims::open_end_date_claims(
            &mut conn,
            &mail,
            user,
            id,
            &reports,
            now(),
        )?)
    })
    .await??;
    crate::web::session::notice(&session, &page.t("notice-event-closed"));
    Ok(super::redirect(&format!("/events/{id}/claims")))
}

/// A claim with its report as text, for the claims page.
pub struct ClaimLine {
    /// The claim.
    pub claim: ClaimView,
    /// The engine report as text (empty when there is none).
    pub report_text: String,
}

impl ClaimLine {
    fn kind_key(&self) -> String {
        format!("claim-kind-{}", self.claim.kind)
    }

    fn status_key(&self) -> String {
        format!("claim-status-{}", self.claim.status)
    }

    fn waiting(&self) -> bool {
        matches!(self.claim.status, "open" | "appealed")
    }
}

/// `templates/pages/event_claims.html`.
#[derive(Template)]
#[template(path = "pages/event_claims.html")]
struct ClaimsPage {
    page: Page,
    id: i32,
    name: String,
    claims: Vec<ClaimLine>,
    organizer: bool,
}

impl ClaimsPage {
    /// A catalogue message about a claim: who (`name`), what was ruled (`result`), and the
    /// words that go with it (`text`).
    fn said(&self, key: &str, name: &str, result: &str, text: &str) -> String {
        use fluent_templates::fluent_bundle::FluentValue;
        crate::i18n::t(
            &self.page.lang,
            key,
            &[
                ("name", FluentValue::from(name.to_owned())),
                ("result", FluentValue::from(result.to_owned())),
                ("text", FluentValue::from(text.to_owned())),
            ],
        )
    }
}

/// `GET /events/{id}/claims`: the queue; organizers get the ruling forms, players the appeal.
pub async fn queue(
    state: web::Data<AppState>,
    page: Page,
    id: web::Path<i32>,
) -> Result<HttpResponse, PageError> {
    let id = id.into_inner();
    page.require_user()?;
    let (name, claims) = db(&state, move |conn| {
        let event = load_event(conn, id)?;
        Ok((event.name, claims::queue(conn, id)?))
    })
    .await?;
    let claims = claims
        .into_iter()
        .map(|claim| ClaimLine {
            report_text: serde_json::from_str::<Report>(&claim.report)
                .map(|r| r.to_text())
                .unwrap_or_default(),
            claim,
        })
        .collect();
    let organizer = is_organizer(&state, &page).await?;
    render(
        StatusCode::OK,
        &ClaimsPage {
            page,
            id,
            name,
            claims,
            organizer,
        },
    )
}

/// The ruling form.
#[derive(Debug, Deserialize)]
pub struct RulingForm {
    event: i32,
    #[serde(default)]
    ruling: String,
    #[serde(default)]
    reason: String,
}

/// `POST /claims/{id}/decide`.
pub async fn decide(
    state: web::Data<AppState>,
    page: Page,
    session: Session,
    id: web::Path<i32>,
    CheckedForm(form): CheckedForm<RulingForm>,
) -> Result<HttpResponse, PageError> {
    let id = id.into_inner();
    let ruling = Ruling::parse(&form.ruling).map_err(EventServiceError::from)?;
    let reason = form.reason;
    let mail = state.mail.clone();
    let act = move |conn: &mut _, user| {
        Ok(claims::decide(
            conn,
            &mail,
            user,
            id,
            ruling,
            &reason,
            now(),
        )?)
    };
    let queue = format!("/events/{}/claims", form.event);
    act_and_redirect(&state, &page, &session, act, "notice-claim-decided", &queue).await
}

/// The appeal form.
#[derive(Debug, Deserialize)]
pub struct AppealForm {
    event: i32,
    #[serde(default)]
    note: String,
}

/// `POST /claims/{id}/appeal`.
pub async fn appeal(
    state: web::Data<AppState>,
    page: Page,
    session: Session,
    id: web::Path<i32>,
    CheckedForm(form): CheckedForm<AppealForm>,
) -> Result<HttpResponse, PageError> {
    let id = id.into_inner();
    let note = form.note;
    let act = move |conn: &mut _, user| Ok(claims::appeal(conn, user, id, &note, now())?);
    let queue = format!("/events/{}/claims", form.event);
    act_and_redirect(
        &state,
        &page,
        &session,
        act,
        "notice-claim-appealed",
        &queue,
    )
    .await
}

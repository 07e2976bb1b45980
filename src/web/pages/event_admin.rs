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
use crate::db::{DbConnection, write_transaction};
use crate::domain::account::UserId;
use crate::domain::events::claims::Ruling;
use crate::service::engine_reports::{EngineWork, ReportError};
use crate::service::events::claims::{self, ClaimView};
use crate::service::events::rulings;
use crate::service::events::{self, EventServiceError, Seeding, load_event};
use crate::service::notify::MailSettings;
use crate::web::state::{AppState, with_engine};

use super::context::Page;
use super::error::PageError;
use super::event_confirm::{self, Action, Confirmation};
use super::event_form_errors as errors;
use super::events::{EntryForm, event_page, is_organizer};
use super::form::{CheckedForm, NoFields};
use super::{act_and_redirect, db, db_write, render};

/// What every form handler here extracts besides its path and form: the app, the page and
/// the session.
type Cx = (web::Data<AppState>, Page, Session);

/// The common end of the forms here: runs `f` (a service call given the mail settings and the
/// signed-in user) in a write transaction, leaves the notice `notice_key` and redirects to
/// `location`.
async fn act<T, F>(
    cx: &Cx,
    notice_key: &str,
    location: &str,
    f: F,
) -> Result<HttpResponse, PageError>
where
    T: Send + 'static,
    F: FnOnce(&mut DbConnection, &MailSettings, UserId) -> Result<T, EventServiceError>
        + Send
        + 'static,
{
    let (state, page, session) = cx;
    let mail = state.mail.clone();
    let f = move |conn: &mut DbConnection, user| Ok(f(conn, &mail, user)?);
    act_and_redirect(state, page, session, f, notice_key, location).await
}

/// A form naming a player (empty: oneself) and perhaps a rating.
#[derive(Debug, Deserialize)]
pub struct PlayerForm {
    #[serde(default)]
    username: String,
    #[serde(default)]
    rating: String,
    /// `yes` once a withdrawal is confirmed.
    #[serde(default)]
    confirm: String,
}

impl PlayerForm {
    fn who(&self) -> Option<String> {
        Some(self.username.trim().to_owned()).filter(|u| !u.is_empty())
    }
}

fn back(id: i32) -> String {
    format!("/events/{id}")
}

fn queue_of(id: i32) -> String {
    format!("/events/{id}/claims")
}

/// `POST /events/{id}/register`: register oneself, or (an organizer) enter a player. A refusal
/// the form can explain (no such player, already entered, full, a rating that is not a number)
/// comes back on the event page beside the field it concerns.
pub async fn register(
    cx: Cx,
    id: web::Path<i32>,
    CheckedForm(form): CheckedForm<PlayerForm>,
) -> Result<HttpResponse, PageError> {
    let (state, page, session) = cx;
    let now = state.clock.now();
    let id = id.into_inner();
    let typed = EntryForm {
        username: form.username.trim().to_owned(),
        rating: form.rating.trim().to_owned(),
    };
    let rating = match typed.rating.as_str() {
        "" => None,
        text => match text.parse::<i32>() {
            Ok(r) => Some(r),
            Err(_) => {
                let error = errors::bad_rating(&page, text);
                return event_page(&state, page, id, Some((typed, error))).await;
            }
        },
    };
    let who = form.who();
    let user = page.require_user()?.id;
    let done = db_write(&state, move |conn| {
        match events::register(conn, user, id, who.as_deref(), rating, now) {
            Ok(_) => Ok(Ok(())),
            Err(e) => Ok(Err(e)),
        }
    })
    .await?;
    match done {
        Ok(()) => {
            crate::web::session::notice(&session, &page.t("notice-event-registered"));
            Ok(super::redirect(&back(id)))
        }
        Err(e) => match errors::explain_entry(&page, &e) {
            Some(error) => event_page(&state, page, id, Some((typed, error))).await,
            None => Err(e.into()),
        },
    }
}

/// The common end of the forms that open claims the engine reports on (the reports are engine
/// jobs a worker runs later): runs `f` for the signed-in user on the blocking pool, leaves the
/// notice `notice_key` and redirects to `location`.
async fn act_with_engine(
    (state, page, session): Cx,
    notice_key: &str,
    location: &str,
    f: impl FnOnce(&EngineWork, UserId) -> Result<(), ReportError> + Send + 'static,
) -> Result<HttpResponse, PageError> {
    let user = page.require_user()?.id;
    with_engine(&state, move |work| f(work, user))
        .await
        .map_err(PageError::Service)?;
    crate::web::session::notice(&session, &page.t(notice_key));
    Ok(super::redirect(location))
}

/// `POST /events/{id}/withdraw`: withdraw oneself, or (an organizer) a player. When their
/// games go to adjudication, the engine's reports are added to the claims afterwards.
pub async fn withdraw(
    cx: Cx,
    id: web::Path<i32>,
    CheckedForm(form): CheckedForm<PlayerForm>,
) -> Result<HttpResponse, PageError> {
    let id = id.into_inner();
    let who = form.who();
    if form.confirm != "yes" {
        cx.1.require_user()?;
        return event_confirm::ask(cx.1, id, Action::Withdraw, who);
    }
    act_with_engine(
        cx,
        "notice-event-withdrawn",
        &back(id),
        move |work, user| work.withdraw(user, id, who.as_deref()).map(drop),
    )
    .await
}

/// The seeding form: empty `sections` seeds by rating; otherwise one line per section.
#[derive(Debug, Deserialize)]
pub struct SeedForm {
    #[serde(default)]
    sections: String,
}

/// `POST /events/{id}/seed`.
pub async fn seed(
    cx: Cx,
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
    act(
        &cx,
        "notice-event-seeded",
        &back(id),
        move |conn, _, user| {
            write_transaction(conn, |conn| events::seed(conn, user, id, &seeding, lot))
        },
    )
    .await
}

/// The confirmation page of an organizer's action; anyone else is refused as the action
/// itself would refuse them.
async fn ask_organizer(
    (state, page, _): Cx,
    id: i32,
    action: Action,
    what: &'static str,
) -> Result<HttpResponse, PageError> {
    page.require_user()?;
    if !is_organizer(&state, &page).await? {
        return Err(EventServiceError::NotOrganizer(what).into());
    }
    event_confirm::ask(page, id, action, None)
}

/// `POST /events/{id}/start`: asks to confirm first (see [`event_confirm`]).
pub async fn start(
    cx: Cx,
    id: web::Path<i32>,
    CheckedForm(form): CheckedForm<Confirmation>,
) -> Result<HttpResponse, PageError> {
    let now = cx.0.clock.now();
    let (id, lot) = (id.into_inner(), rand::random());
    if !form.given() {
        return ask_organizer(cx, id, Action::Start, "start events").await;
    }
    act(
        &cx,
        "notice-event-started",
        &back(id),
        move |conn, mail, user| events::start(conn, mail, user, id, lot, now),
    )
    .await
}

/// `POST /events/{id}/silence`: claims for silent games.
pub async fn silence(
    cx: Cx,
    id: web::Path<i32>,
    CheckedForm(_): CheckedForm<NoFields>,
) -> Result<HttpResponse, PageError> {
    let now = cx.0.clock.now();
    let id = id.into_inner();
    act(
        &cx,
        "notice-event-silence",
        &queue_of(id),
        move |conn, mail, user| {
            events::require_organizer(conn, user, "scan for silent games")?;
            claims::scan_silence(conn, mail, id, now)
        },
    )
    .await
}

/// `POST /events/{id}/close`: after the end date, the unfinished games go to the claims queue
/// with the engine's report.
pub async fn close(
    cx: Cx,
    id: web::Path<i32>,
    CheckedForm(form): CheckedForm<Confirmation>,
) -> Result<HttpResponse, PageError> {
    let id = id.into_inner();
    if !form.given() {
        return ask_organizer(cx, id, Action::Close, "close events").await;
    }
    act_with_engine(
        cx,
        "notice-event-closed",
        &queue_of(id),
        move |work, user| work.close_event(user, id).map(drop),
    )
    .await
}

/// A claim with its report as text, for the claims page.
pub struct ClaimLine {
    /// The claim.
    pub claim: ClaimView,
    /// The engine report as text (empty when there is none).
    pub report_text: String,
    /// Whether the viewer may rule on it now: an organizer on an open claim, or on an appealed
    /// one when someone else made the first ruling; never on their own game.
    pub may_decide: bool,
}

impl ClaimLine {
    fn kind_key(&self) -> String {
        format!("claim-kind-{}", self.claim.kind)
    }

    fn status_key(&self) -> String {
        format!("claim-status-{}", self.claim.status)
    }

    /// For an appealed claim, the organizer who made the ruling (who may not decide the appeal).
    fn first_decider(&self) -> Option<&str> {
        (self.claim.status == "appealed")
            .then_some(self.claim.decided_by.as_deref())
            .flatten()
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
    /// The viewer is not an organizer: only the claims on their own games are shown.
    own_only: bool,
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

/// `GET /events/{id}/claims`: the queue; organizers see all of it and get the ruling forms (an
/// appeal's only for organizers other than the first decider, none on their own games);
/// players see the claims on their own games and the appeal.
pub async fn queue(
    state: web::Data<AppState>,
    page: Page,
    id: web::Path<i32>,
) -> Result<HttpResponse, PageError> {
    let id = id.into_inner();
    let viewer = page.require_user()?.id;
    let (name, claims) = db(&state, move |conn| {
        let event = load_event(conn, id)?;
        Ok((event.name, claims::queue_for(conn, viewer, id)?))
    })
    .await?;
    let organizer = is_organizer(&state, &page).await?;
    let me = page.user.as_ref().map(|u| u.username.clone());
    let claims = claims
        .into_iter()
        .map(|claim| ClaimLine {
            report_text: serde_json::from_str::<Report>(&claim.report)
                .map(|r| r.to_text())
                .unwrap_or_default(),
            may_decide: may_decide(organizer, me.as_deref(), &claim),
            claim,
        })
        .collect();
    let template = ClaimsPage {
        page,
        id,
        name,
        claims,
        own_only: !organizer,
    };
    render(StatusCode::OK, &template)
}

/// Whether `me` may rule on `claim` now: an organizer on an open claim, or on an appealed one
/// when someone else made the first ruling, and never on a game they play in.
fn may_decide(organizer: bool, me: Option<&str>, claim: &ClaimView) -> bool {
    let plays = me.is_some_and(|me| claim.white == me || claim.black == me);
    organizer
        && !plays
        && match claim.status {
            "open" => true,
            "appealed" => claim.decided_by.as_deref() != me,
            _ => false,
        }
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
    cx: Cx,
    id: web::Path<i32>,
    CheckedForm(form): CheckedForm<RulingForm>,
) -> Result<HttpResponse, PageError> {
    let now = cx.0.clock.now();
    let id = id.into_inner();
    let ruling = Ruling::parse(&form.ruling).map_err(EventServiceError::from)?;
    let reason = form.reason;
    act(
        &cx,
        "notice-claim-decided",
        &queue_of(form.event),
        move |conn, mail, user| rulings::decide(conn, mail, user, id, ruling, &reason, now),
    )
    .await
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
    cx: Cx,
    id: web::Path<i32>,
    CheckedForm(form): CheckedForm<AppealForm>,
) -> Result<HttpResponse, PageError> {
    let now = cx.0.clock.now();
    let id = id.into_inner();
    let note = form.note;
    act(
        &cx,
        "notice-claim-appealed",
        &queue_of(form.event),
        move |conn, mail, user| rulings::appeal(conn, mail, user, id, &note, now),
    )
    .await
}

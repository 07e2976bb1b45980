//! Event pages: the list of events, an event's page (sections, crosstables, games with their
//! state, downloads; register and withdraw buttons; the organizer's forms), the form to create
//! an event, and a player's page with their correspondence rating and its history as an inline
//! SVG chart. Viewing needs no account; acting does. The organizer's actions and the claims
//! queue are in [`super::event_admin`].

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use serde::Deserialize;

use crate::db::users;
use crate::domain::account::UserId;
use crate::domain::events::EventRequest;
use crate::service::adjudication;
use crate::service::events::view::{self, EventSummary, EventView};
use crate::service::events::{self, EventServiceError};
use crate::service::games::GameError;
use crate::service::ratings::{self, RatingView};
use crate::web::download;
use crate::web::error::ApiError;
use crate::web::time::parse_when;
use crate::web::{AppState, session};

use super::context::Page;
use super::error::PageError;
use super::form::CheckedForm;
use super::visit::{PageResult, Visit};
use super::{db, db_write, redirect, render};

impl From<EventServiceError> for PageError {
    fn from(err: EventServiceError) -> PageError {
        PageError::Service(ApiError::from(err))
    }
}

/// Whether the viewer is an organizer or admin.
pub(super) async fn is_organizer(state: &AppState, page: &Page) -> Result<bool, PageError> {
    let Some(user) = page.user.as_ref().map(|u| u.id) else {
        return Ok(false);
    };
    db(state, move |conn| {
        Ok(adjudication::role(conn, user)?.may_adjudicate())
    })
    .await
}

/// `templates/pages/events.html`.
#[derive(Template)]
#[template(path = "pages/events.html")]
struct EventsPage {
    page: Page,
    events: Vec<EventSummary>,
    organizer: bool,
}

/// `GET /events`: every event, newest first.
pub async fn list(state: web::Data<AppState>, page: Page) -> Result<HttpResponse, PageError> {
    let events = db(&state, |conn| Ok(view::list(conn)?)).await?;
    let organizer = is_organizer(&state, &page).await?;
    render(
        StatusCode::OK,
        &EventsPage {
            page,
            events,
            organizer,
        },
    )
}

/// `templates/pages/event.html`.
#[derive(Template)]
#[template(path = "pages/event.html")]
struct EventPage {
    page: Page,
    event: EventView,
    organizer: bool,
    /// The viewer is registered and not withdrawn.
    registered: bool,
    /// Labels looked up once for the (possibly large) tables.
    legend: String,
    withdrawn: String,
}

impl EventPage {
    fn status_key(&self) -> String {
        format!("event-status-{}", self.event.status)
    }

    fn day(when: &chrono::NaiveDateTime) -> String {
        when.format("%Y-%m-%d").to_string()
    }
}

/// `GET /events/{id}`.
pub async fn show(visit: Visit, id: web::Path<i32>) -> PageResult {
    let (state, page, ..) = visit.parts();
    let id = id.into_inner();
    let event = db(&state, move |conn| Ok(view::build(conn, id)?)).await?;
    let organizer = is_organizer(&state, &page).await?;
    let registered = event
        .players
        .iter()
        .any(|p| p.username == page.username() && !p.withdrawn);
    let legend = page.t("event-legend");
    let withdrawn = page.t("event-withdrawn");
    render(
        StatusCode::OK,
        &EventPage {
            page,
            event,
            organizer,
            registered,
            legend,
            withdrawn,
        },
    )
}

/// `GET /events/{id}/pgn`: every game as one PGN file.
pub async fn pgn(
    state: web::Data<AppState>,
    id: web::Path<i32>,
) -> Result<HttpResponse, PageError> {
    let id = id.into_inner();
    let site = state.config.base_url.clone();
    let text = db(&state, move |conn| Ok(view::pgn(conn, id, &site)?)).await?;
    Ok(download(id, "pgn", "application/x-chess-pgn", text))
}

/// `GET /events/{id}/crosstable.csv`.
pub async fn csv(
    state: web::Data<AppState>,
    id: web::Path<i32>,
) -> Result<HttpResponse, PageError> {
    let id = id.into_inner();
    let text = db(&state, move |conn| Ok(view::csv(conn, id)?)).await?;
    Ok(download(id, "csv", "text/csv", text))
}

/// The create form's fields, as typed.
#[derive(Debug, Clone, Deserialize)]
pub struct EventForm {
    #[serde(default)]
    name: String,
    #[serde(default)]
    description: String,
    #[serde(default = "default_time_control")]
    time_control: String,
    #[serde(default = "standard")]
    variant: String,
    #[serde(default)]
    chess960: String,
    #[serde(default = "one")]
    sections: String,
    #[serde(default = "seven")]
    size: String,
    #[serde(default)]
    double_round: Option<String>,
    #[serde(default)]
    starts_at: String,
    #[serde(default)]
    ends_at: String,
    #[serde(default)]
    withdrawal: String,
    #[serde(default = "allowance")]
    leave: String,
    #[serde(default = "one")]
    draw_offers_from: String,
    #[serde(default)]
    tablebase_claims: Option<String>,
    #[serde(default)]
    fifty_move_suspended: Option<String>,
    #[serde(default = "default_tiebreaks")]
    tiebreaks: String,
    #[serde(default)]
    rated: Option<String>,
}

fn allowance() -> String {
    "allowance".into()
}

fn default_time_control() -> String {
    "10/50".into()
}
fn standard() -> String {
    "standard".into()
}
fn one() -> String {
    "1".into()
}
fn seven() -> String {
    "7".into()
}
fn default_tiebreaks() -> String {
    "baumbach, sonneborn_berger, head_to_head, rating".into()
}

impl Default for EventForm {
    fn default() -> EventForm {
        EventForm {
            name: String::new(),
            description: String::new(),
            time_control: default_time_control(),
            variant: standard(),
            chess960: String::new(),
            sections: one(),
            size: seven(),
            double_round: None,
            starts_at: String::new(),
            ends_at: String::new(),
            withdrawal: String::new(),
            leave: allowance(),
            draw_offers_from: one(),
            tablebase_claims: Some("on".into()),
            fifty_move_suspended: None,
            tiebreaks: default_tiebreaks(),
            rated: Some("on".into()),
        }
    }
}

/// `templates/pages/event_new.html`.
#[derive(Template)]
#[template(path = "pages/event_new.html")]
struct NewEventPage {
    page: Page,
    form: EventForm,
    error: Option<String>,
}

/// `GET /events/new`: the form (organizers).
pub async fn new_form(state: web::Data<AppState>, page: Page) -> Result<HttpResponse, PageError> {
    page.require_user()?;
    if !is_organizer(&state, &page).await? {
        return Err(EventServiceError::NotOrganizer("create events").into());
    }
    render(
        StatusCode::OK,
        &NewEventPage {
            page,
            form: EventForm::default(),
            error: None,
        },
    )
}

fn number(field: &str, text: &str) -> Result<u32, PageError> {
    text.trim().parse().map_err(|_| {
        PageError::Service(ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            "invalid_event",
            format!("{field} '{text}' is not a whole number"),
        ))
    })
}

fn create_in(
    conn: &mut crate::db::DbConnection,
    user: UserId,
    form: &EventForm,
    now: chrono::NaiveDateTime,
) -> Result<i32, PageError> {
    let withdrawal = match form.withdrawal.trim() {
        "" => None,
        text => Some(number("withdrawal", text)?),
    };
    let chess960 = match form.chess960.trim() {
        "" => None,
        text => Some(number("chess960", text)?),
    };
    let request = EventRequest {
        name: &form.name,
        description: &form.description,
        time_control: &form.time_control,
        leave: &form.leave,
        variant: &form.variant,
        chess960_number: chess960,
        sections: number("sections", &form.sections)?,
        section_size: number("size", &form.size)?,
        double_round: form.double_round.is_some(),
        starts_at: parse_when("starts_at", &form.starts_at).map_err(PageError::Service)?,
        ends_at: parse_when("ends_at", &form.ends_at).map_err(PageError::Service)?,
        draw_offers_from_move: number("draw_offers_from", &form.draw_offers_from)?,
        tablebase_claims: form.tablebase_claims.is_some(),
        fifty_move_suspended: form.fifty_move_suspended.is_some(),
        withdrawal_adjudication_percent: withdrawal,
        silence_days: 30,
        appeal_days: 14,
        tiebreaks: &form.tiebreaks,
        rated: form.rated.is_some(),
        ..EventRequest::default()
    };
    Ok(events::create_event(conn, user, &request, now)?)
}

/// `POST /events`: creates the event and opens its page; the form comes back with the error
/// when something is wrong.
pub async fn create(visit: Visit, CheckedForm(form): CheckedForm<EventForm>) -> PageResult {
    let (state, page, session, _) = visit.parts();
    let user = page.require_user()?.id;
    let typed = form.clone();
    let now = state.clock.now();
    match db_write(&state, move |conn| create_in(conn, user, &typed, now)).await {
        Ok(id) => {
            session::notice(&session, &page.t("notice-event-created"));
            Ok(redirect(&format!("/events/{id}")))
        }
        Err(PageError::Service(e)) if e.status == StatusCode::UNPROCESSABLE_ENTITY => render(
            StatusCode::UNPROCESSABLE_ENTITY,
            &NewEventPage {
                page,
                form,
                error: Some(e.message),
            },
        ),
        Err(other) => Err(other),
    }
}

/// `templates/pages/player.html`.
#[derive(Template)]
#[template(path = "pages/player.html")]
struct PlayerPage {
    page: Page,
    name: String,
    rating: Option<RatingView>,
    chart: Option<super::rating_chart::Chart>,
}

/// `GET /players/{name}`: the player's rating and its history.
pub async fn player(visit: Visit, name: web::Path<String>) -> PageResult {
    let (state, page, ..) = visit.parts();
    let name = name.into_inner();
    let (name, rating) = db(&state, move |conn| {
        let user = users::find_by_username(conn, &name)
            .map_err(GameError::from)?
            .ok_or(PageError::NotFound)?;
        let rating = ratings::view(conn, user.id).map_err(GameError::from)?;
        Ok((user.username, rating))
    })
    .await?;
    let chart = rating
        .as_ref()
        .and_then(|r| super::rating_chart::Chart::of(&r.history));
    render(
        StatusCode::OK,
        &PlayerPage {
            page,
            name,
            rating,
            chart,
        },
    )
}

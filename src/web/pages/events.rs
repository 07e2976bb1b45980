//! Event pages: the list of events, an event's page (sections, crosstables, games with their
//! state, downloads; register and withdraw buttons; the organizer's forms), the form to create
//! an event. Viewing needs no account; acting does. The organizer's actions and the claims
//! queue are in [`super::event_admin`].

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use chrono::NaiveDateTime;
use fluent_templates::fluent_bundle::FluentValue;
use serde::Deserialize;

use crate::domain::events::standings::{Tiebreak, TiebreakError, parse_tiebreaks, tiebreak_order};
use crate::domain::events::{EventError, EventSettings, TermsText};
use crate::domain::watching::PublicDelay;
use crate::i18n;
use crate::service::adjudication;
use crate::service::events::view::{self, EventSummary, EventView, GameLine};
use crate::service::events::{self, EventServiceError};
use crate::web::download::download;
use crate::web::error::ApiError;
use crate::web::session;
use crate::web::state::AppState;
use crate::web::time::parse_instant;

use super::challenge_errors::FieldError;
use super::context::Page;
use super::error::PageError;
use super::event_form_errors::{self as errors, EventFormError};
use super::event_privacy::{self, PrivacyError};
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
    /// What an unfinished game's link shows.
    running: String,
    /// What screen readers hear for the rank before any game has ended.
    unranked: String,
    /// The "enter a player" form as typed, and why it was refused (or one's own registration).
    entry: Option<(EntryForm, FieldError)>,
}

/// The "enter a player" form's fields, as typed (shown again beside its refusal).
#[derive(Debug, Clone, Default)]
pub struct EntryForm {
    /// The username typed.
    pub username: String,
    /// The rating typed.
    pub rating: String,
}

impl EventPage {
    fn entry_error(&self) -> Option<&FieldError> {
        self.entry.as_ref().map(|(_, e)| e)
    }

    /// The attributes of the entry form's `field` (its error, `aria-invalid`).
    fn entry_attrs(&self, field: &str) -> String {
        errors::field_attributes(self.entry_error(), field, "").replace(
            &format!("\"{field}-error"),
            &format!("\"enter-{field}-error"),
        )
    }

    /// The refusal's sentence beside the entry form's `field`, or nothing.
    fn entry_error_for(&self, field: &str) -> String {
        errors::error_html(self.entry_error(), field).replace(
            &format!("\"{field}-error"),
            &format!("\"enter-{field}-error"),
        )
    }

    /// What the entry form's `field` shows: what was typed before a refusal, else nothing.
    fn entry_value(&self, field: &str) -> &str {
        match (&self.entry, field) {
            (Some((form, _)), "username") => &form.username,
            (Some((form, _)), "rating") => &form.rating,
            _ => "",
        }
    }

    /// A game link's accessible name: "alice – bob, round 2: 1-0".
    fn game_label(&self, game: &GameLine) -> String {
        let result = if game.result == "*" {
            self.running.clone()
        } else {
            game.result.clone()
        };
        let args = [
            ("white", FluentValue::from(game.white.clone())),
            ("black", FluentValue::from(game.black.clone())),
            ("round", FluentValue::from(i64::from(game.round))),
            ("result", FluentValue::from(result)),
        ];
        i18n::t(&self.page.lang, "event-game-link", &args)
    }

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
    event_page(&state, page, id.into_inner(), None).await
}

/// The event page; with `entry`, the "enter a player" form comes back (422) with what was typed
/// and why it was refused.
pub(super) async fn event_page(
    state: &AppState,
    page: Page,
    id: i32,
    entry: Option<(EntryForm, FieldError)>,
) -> PageResult {
    let event = db(state, move |conn| Ok(view::build(conn, id)?)).await?;
    let organizer = is_organizer(state, &page).await?;
    let registered = event
        .players
        .iter()
        .any(|p| p.username == page.username() && !p.withdrawn);
    let legend = page.t("event-legend");
    let withdrawn = page.t("event-withdrawn");
    let (running, unranked) = (page.t("event-game-running"), page.t("event-unranked"));
    let status = if entry.is_some() {
        StatusCode::UNPROCESSABLE_ENTITY
    } else {
        StatusCode::OK
    };
    render(
        status,
        &EventPage {
            page,
            event,
            organizer,
            registered,
            legend,
            withdrawn,
            running,
            unranked,
            entry,
        },
    )
}

/// `GET /events/{id}/pgn`: every game as one PGN file.
pub async fn pgn(visit: Visit, id: web::Path<i32>) -> Result<HttpResponse, PageError> {
    let (state, page, _, now) = visit.parts();
    let (id, viewer) = (id.into_inner(), page.user.as_ref().map(|u| u.id));
    let site = state.config.base_url.clone();
    let text = db(&state, move |conn| {
        Ok(view::pgn(conn, id, &site, (viewer, now))?)
    })
    .await?;
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

/// The create form's fields, as typed (kept to show the form again with an error). A field
/// left out takes the default of [`EventSettings::default`]; a checkbox left out is off.
#[derive(Debug, Clone, Deserialize)]
#[serde(default)]
pub struct EventForm {
    name: String,
    description: String,
    time_control: String,
    variant: String,
    chess960: String,
    sections: String,
    size: String,
    #[serde(default)]
    double_round: Option<String>,
    starts_at: String,
    ends_at: String,
    withdrawal: String,
    leave: String,
    draw_offers_from: String,
    #[serde(default)]
    tablebase_claims: Option<String>,
    #[serde(default)]
    fifty_move_suspended: Option<String>,
    /// The tiebreak order typed as names (the API's way; the page sends `tiebreak_1` …).
    tiebreaks: String,
    /// The tiebreaks chosen by name, first to fourth (blank: none).
    tiebreak_1: String,
    tiebreak_2: String,
    tiebreak_3: String,
    tiebreak_4: String,
    /// The event's own days of leave, when `leave` is `days`.
    leave_days: String,
    #[serde(default)]
    rated: Option<String>,
    /// Messages between players (absent from older forms: allowed, the default).
    #[serde(default)]
    messages: Option<String>,
    /// Who may watch the games (`on`: visitors too; `off`: only players and moderators).
    public_games: String,
    /// How far behind visitors see them: `none`, `moves` or `days`.
    delay: String,
    /// The moves held back, with `delay` `moves`.
    delay_moves: String,
    /// The days held back, with `delay` `days`.
    delay_days: String,
}

/// The leave policies the form offers: each stored name with its catalogue key.
const LEAVE_CHOICES: [(&str, &str); 3] = [
    ("allowance", "event-leave-allowance"),
    ("none", "event-leave-none"),
    ("days", "event-leave-days"),
];

/// A checkbox's value: checked or not.
fn checkbox(on: bool) -> Option<String> {
    on.then(|| "on".to_owned())
}

fn optional(value: Option<u32>) -> String {
    value.map(|n| n.to_string()).unwrap_or_default()
}

impl Default for EventForm {
    /// The form as it is first shown: the defaults, with no name and no dates.
    fn default() -> EventForm {
        let d = EventSettings::default();
        let tiebreaks: Vec<&str> = d.tiebreaks.iter().map(|t| t.as_str()).collect();
        EventForm {
            name: String::new(),
            description: d.description,
            time_control: d.time_control.to_string(),
            variant: d.variant.as_str().to_owned(),
            chess960: optional(d.chess960_number),
            sections: d.sections.to_string(),
            size: d.section_size.to_string(),
            double_round: checkbox(d.double_round),
            starts_at: String::new(),
            ends_at: String::new(),
            withdrawal: optional(d.withdrawal_adjudication_percent),
            leave: d.leave.name(),
            draw_offers_from: d.draw_offers_from_move.to_string(),
            tablebase_claims: checkbox(d.tablebase_claims),
            fifty_move_suspended: checkbox(d.fifty_move_suspended),
            // The default order shows through `tiebreaks` (see `tiebreak_slots`); fields a
            // form leaves out must stay blank, not take these.
            tiebreak_1: String::new(),
            tiebreak_2: String::new(),
            tiebreak_3: String::new(),
            tiebreak_4: String::new(),
            tiebreaks: tiebreaks.join(", "),
            leave_days: String::new(),
            rated: checkbox(d.rated),
            messages: Some(if d.messages_allowed { "on" } else { "off" }.to_owned()),
            public_games: if d.public_games { "on" } else { "off" }.to_owned(),
            delay: "none".to_owned(),
            delay_moves: String::new(),
            delay_days: String::new(),
        }
    }
}

fn number(field: &'static str, text: &str) -> Result<u32, EventFormError> {
    text.trim().parse().map_err(|_| EventFormError::NotANumber {
        field,
        text: text.to_owned(),
    })
}

fn optional_number(field: &'static str, text: &str) -> Result<Option<u32>, EventFormError> {
    match text.trim() {
        "" => Ok(None),
        text => number(field, text).map(Some),
    }
}

fn date(field: &'static str, text: &str) -> Result<NaiveDateTime, EventFormError> {
    parse_instant(field, text).map_err(|_| EventFormError::NotADate {
        field,
        text: text.to_owned(),
    })
}

impl EventForm {
    /// The tiebreaks chosen one by one, else those typed as a list.
    fn tiebreak_order(&self) -> Result<Vec<Tiebreak>, TiebreakError> {
        let chosen = self.chosen_tiebreaks();
        if chosen.iter().all(|t| t.is_empty()) {
            parse_tiebreaks(&self.tiebreaks)
        } else {
            tiebreak_order(chosen)
        }
    }

    fn chosen_tiebreaks(&self) -> [&str; 4] {
        [
            &self.tiebreak_1,
            &self.tiebreak_2,
            &self.tiebreak_3,
            &self.tiebreak_4,
        ]
        .map(|t| t.trim())
    }

    /// What each of the four tiebreak choices shows selected: those chosen, else those typed.
    fn tiebreak_slots(&self) -> Vec<String> {
        let chosen = self.chosen_tiebreaks();
        let names: Vec<String> = if chosen.iter().all(|t| t.is_empty()) {
            self.tiebreaks
                .split(',')
                .map(|t| t.trim().to_ascii_lowercase().replace('-', "_"))
                .filter(|t| !t.is_empty())
                .collect()
        } else {
            chosen.iter().map(|t| (*t).to_owned()).collect()
        };
        (0..4)
            .map(|i| names.get(i).cloned().unwrap_or_default())
            .collect()
    }

    /// The leave rule as stored: `days` takes the number of days typed beside it.
    fn leave_rule(&self) -> String {
        match self.leave.trim() {
            "days" => self.leave_days.trim().to_owned(),
            other => other.to_owned(),
        }
    }

    /// Which leave choice shows selected (`allowance`, `none` or `days`).
    fn leave_choice(&self) -> &str {
        match self.leave.trim() {
            "allowance" | "none" | "days" => self.leave.trim(),
            "" => "allowance",
            _ => "days",
        }
    }

    /// The days shown beside the `days` choice.
    fn leave_days_shown(&self) -> &str {
        match self.leave.trim() {
            "allowance" | "none" | "days" | "" => self.leave_days.trim(),
            days => days,
        }
    }

    /// Which privacy choices show selected: (`public_games`, `delay`).
    fn privacy_shown(&self) -> (&str, &str) {
        let public = if self.public_games.trim() == "off" {
            "off"
        } else {
            "on"
        };
        let delay = match self.delay.trim() {
            "moves" => "moves",
            "days" => "days",
            _ => "none",
        };
        (public, delay)
    }

    /// Who may watch and how far behind, as the privacy fields ask.
    fn privacy(&self) -> Result<(bool, PublicDelay), PrivacyError> {
        event_privacy::read(
            &self.public_games,
            &self.delay,
            &self.delay_moves,
            &self.delay_days,
        )
    }

    /// The settings the form asks for, read once.
    fn settings(&self) -> Result<EventSettings, EventFormError> {
        let read = EventFormError::from;
        let settings = EventSettings {
            name: self.name.clone(),
            description: self.description.clone(),
            leave: self.leave_rule().parse().map_err(read)?,
            sections: number("sections", &self.sections)?,
            section_size: number("size", &self.size)?,
            double_round: self.double_round.is_some(),
            starts_at: date("starts_at", &self.starts_at)?,
            ends_at: date("ends_at", &self.ends_at)?,
            draw_offers_from_move: number("draw_offers_from", &self.draw_offers_from)?,
            tablebase_claims: self.tablebase_claims.is_some(),
            fifty_move_suspended: self.fifty_move_suspended.is_some(),
            withdrawal_adjudication_percent: optional_number("withdrawal", &self.withdrawal)?,
            tiebreaks: self
                .tiebreak_order()
                .map_err(|e| read(EventError::from(e)))?,
            rated: self.rated.is_some(),
            messages_allowed: self.messages.as_deref() != Some("off"),
            ..EventSettings::default()
        };
        let terms = TermsText {
            variant: &self.variant,
            chess960_number: optional_number("chess960", &self.chess960)?,
            time_control: &self.time_control,
            ..TermsText::default()
        };
        settings.with_terms(terms).map_err(read)
    }
}

/// `templates/pages/event_new.html`.
#[derive(Template)]
#[template(path = "pages/event_new.html")]
struct NewEventPage {
    page: Page,
    form: EventForm,
    error: Option<FieldError>,
    /// What is wrong with a privacy field (said beside it).
    privacy_error: Option<PrivacyError>,
}

impl NewEventPage {
    /// The attributes of `field` (its error and `hint` as `aria-describedby`, `aria-invalid`).
    fn attrs(&self, field: &str, hint: &str) -> String {
        errors::field_attributes(self.error.as_ref(), field, hint)
    }

    /// The refusal's sentence beside `field`, or nothing.
    fn error_for(&self, field: &str) -> String {
        errors::error_html(self.error.as_ref(), field)
    }

    /// Every tiebreak's stored name (the options of each choice).
    fn tiebreak_names(&self) -> Vec<&'static str> {
        Tiebreak::ALL.iter().map(|t| t.as_str()).collect()
    }

    /// The leave choices: stored name and catalogue key.
    fn leave_choices(&self) -> &'static [(&'static str, &'static str)] {
        &LEAVE_CHOICES
    }

    /// Who may watch: value, label key, explanation key.
    fn public_choices(&self) -> &'static [(&'static str, &'static str, &'static str)] {
        &event_privacy::PUBLIC_CHOICES
    }

    /// How far behind: value, label key, explanation key.
    fn delay_choices(&self) -> &'static [(&'static str, &'static str, &'static str)] {
        &event_privacy::DELAY_CHOICES
    }

    /// Whether the privacy field `field` is the one that is wrong.
    fn privacy_wrong(&self, field: &str) -> bool {
        self.privacy_error.is_some_and(|e| e.field == field)
    }

    /// The ids describing the privacy field `field`: its error first, then `hint`.
    fn privacy_described(&self, field: &str, hint: &str) -> String {
        if self.privacy_wrong(field) {
            format!("{field}-error {hint}")
        } else {
            hint.to_owned()
        }
    }

    /// The sentence of what is wrong with the privacy field `field`, if anything.
    fn privacy_error_for(&self, field: &str) -> Option<String> {
        self.privacy_error
            .filter(|e| e.field == field)
            .map(|e| self.page.t(e.key))
    }
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
            privacy_error: None,
        },
    )
}

/// `POST /events`: creates the event and opens its page; the form comes back with the error
/// when something is wrong.
pub async fn create(visit: Visit, CheckedForm(form): CheckedForm<EventForm>) -> PageResult {
    let (state, page, session, _) = visit.parts();
    let user = page.require_user()?.id;
    let now = state.clock.now();
    let privacy = match form.privacy() {
        Ok(privacy) => privacy,
        Err(wrong) => {
            let template = NewEventPage {
                page,
                form,
                error: None,
                privacy_error: Some(wrong),
            };
            return render(StatusCode::UNPROCESSABLE_ENTITY, &template);
        }
    };
    let created = match form.settings() {
        Ok(mut settings) => {
            (settings.public_games, settings.public_delay) = privacy;
            db_write(&state, move |conn| {
                match events::create_event(conn, user, settings, now) {
                    Ok(id) => Ok(Ok(id)),
                    Err(e @ EventServiceError::Settings(_)) => Ok(Err(EventFormError::from(e))),
                    Err(e) => Err(e.into()),
                }
            })
            .await?
        }
        Err(e) => Err(e),
    };
    match created {
        Ok(id) => {
            session::notice(&session, &page.t("notice-event-created"));
            Ok(redirect(&format!("/events/{id}")))
        }
        Err(e) => {
            let error = Some(errors::explain(&page, &e, &form.time_control));
            let status = StatusCode::UNPROCESSABLE_ENTITY;
            let privacy_error = None;
            render(
                status,
                &NewEventPage {
                    page,
                    form,
                    error,
                    privacy_error,
                },
            )
        }
    }
}

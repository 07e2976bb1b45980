//! Challenges: the form to make one (to a named player or open to anyone) and the list of
//! challenges to accept or decline, and of one's own to withdraw.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use serde::Deserialize;

use crate::db::write_transaction;
use crate::domain::challenge::ChallengeRequest;
use crate::service::dashboard::{self, Challenges};
use crate::service::engine_play::{self, ChallengeOutcome};
use crate::service::games::{self, GameError};
use crate::web::session;
use crate::web::state::AppState;

use super::challenge_errors::{self, FieldError};
use super::context::Page;
use super::error::PageError;
use super::form::{CheckedForm, NoFields};
use super::visit::{PageResult, Visit};
use super::{act_and_redirect, db, db_write, redirect, render};

/// The challenge form's fields, as typed (also used to fill the form again after an error).
#[derive(Debug, Clone, Deserialize)]
pub struct ChallengeForm {
    #[serde(default)]
    opponent: String,
    #[serde(default = "random")]
    color: String,
    #[serde(default = "standard")]
    variant: String,
    #[serde(default)]
    chess960: String,
    #[serde(default)]
    fen: String,
    #[serde(default)]
    opening: String,
    #[serde(default = "default_time_control")]
    time_control: String,
    /// A level 1-10 to play the engine instead of a person; empty for a person.
    #[serde(default)]
    engine_level: String,
    /// `rated` or `unrated` (the default).
    #[serde(default = "unrated")]
    rated: String,
}

fn unrated() -> String {
    "unrated".into()
}

fn random() -> String {
    "random".into()
}

fn standard() -> String {
    "standard".into()
}

fn default_time_control() -> String {
    "10/50".into()
}

impl Default for ChallengeForm {
    fn default() -> ChallengeForm {
        ChallengeForm {
            opponent: String::new(),
            color: random(),
            variant: standard(),
            chess960: String::new(),
            fen: String::new(),
            opening: String::new(),
            time_control: default_time_control(),
            engine_level: String::new(),
            rated: unrated(),
        }
    }
}

/// `templates/pages/challenge_new.html`.
#[derive(Template)]
#[template(path = "pages/challenge_new.html")]
struct NewChallengePage {
    page: Page,
    form: ChallengeForm,
    error: Option<FieldError>,
}

impl NewChallengePage {
    /// Whether the refusal concerns `field`.
    fn wrong(&self, field: &str) -> bool {
        super::event_form_errors::wrong(self.error.as_ref(), field)
    }

    /// The ids describing `field`: its error first (when it has one), then its hint.
    fn described(&self, field: &str, hint: &str) -> String {
        super::event_form_errors::described(self.error.as_ref(), field, hint)
    }

    /// The refusal's sentence beside `field` (HTML, escaped), or nothing.
    fn error_for(&self, field: &str) -> String {
        super::event_form_errors::error_html(self.error.as_ref(), field)
    }
}

/// Query of `GET /challenges/new`.
#[derive(Debug, Deserialize)]
pub struct NewQuery {
    opponent: Option<String>,
}

/// `GET /challenges/new`.
pub async fn new_form(page: Page, query: web::Query<NewQuery>) -> Result<HttpResponse, PageError> {
    page.require_user()?;
    let form = ChallengeForm {
        opponent: query.into_inner().opponent.unwrap_or_default(),
        ..ChallengeForm::default()
    };
    render(
        StatusCode::OK,
        &NewChallengePage {
            page,
            form,
            error: None,
        },
    )
}

/// `POST /challenges`: makes the challenge, or shows the form again with what is wrong.
pub async fn create(visit: Visit, CheckedForm(form): CheckedForm<ChallengeForm>) -> PageResult {
    let (state, page, session, now) = visit.parts();
    let user = page.require_user()?.id;
    let number = form.chess960.trim();
    let chess960 = match number {
        "" => None,
        text => match text.parse::<u32>() {
            Ok(n) => Some(n),
            Err(_) => {
                let error = Some(challenge_errors::on(
                    &page,
                    "chess960",
                    "challenge-bad-number",
                    Some(text),
                ));
                let status = StatusCode::UNPROCESSABLE_ENTITY;
                return render(status, &NewChallengePage { page, form, error });
            }
        },
    };
    let terms = form.clone();
    let lot: u32 = rand::random();
    let mail = state.mail.clone();
    let result = db_write(&state, move |conn| {
        let request = ChallengeRequest {
            color: &terms.color,
            variant: &terms.variant,
            chess960_number: chess960,
            fen: Some(terms.fen.as_str()),
            opening: Some(terms.opening.as_str()),
            time_control: &terms.time_control,
            rated: terms.rated.trim() == "rated",
        };
        let engine = format!("engine:{}", terms.engine_level.trim());
        let opponent = if terms.engine_level.trim().is_empty() {
            Some(terms.opponent.as_str())
        } else {
            Some(engine.as_str())
        };
        match engine_play::create_challenge(conn, &mail, user, opponent, &request, lot, now) {
            Ok(id) => Ok(Ok(id)),
            Err(e @ (GameError::Terms(_) | GameError::UnknownOpponent(_))) => Ok(Err(e)),
            Err(e) => Err(e.into()),
        }
    })
    .await?;
    match result {
        Ok(ChallengeOutcome::Started { game_id, .. }) => Ok(redirect(&format!("/games/{game_id}"))),
        Ok(ChallengeOutcome::Open { .. }) => {
            session::notice(&session, &page.t("notice-challenge-created"));
            Ok(redirect("/challenges"))
        }
        Err(e) => {
            let error = Some(challenge_errors::explain(&page, &e, &form.time_control));
            let status = StatusCode::UNPROCESSABLE_ENTITY;
            render(status, &NewChallengePage { page, form, error })
        }
    }
}

/// `templates/pages/challenges.html`.
#[derive(Template)]
#[template(path = "pages/challenges.html")]
struct ChallengesPage {
    page: Page,
    challenges: Challenges,
}

/// `GET /challenges`.
pub async fn list(state: web::Data<AppState>, page: Page) -> Result<HttpResponse, PageError> {
    let user = page.require_user()?.id;
    let challenges = db(&state, move |conn| Ok(dashboard::challenges(conn, user)?)).await?;
    render(StatusCode::OK, &ChallengesPage { page, challenges })
}

/// `POST /challenges/{id}/accept`: starts the game and opens it.
pub async fn accept(visit: Visit, id: web::Path<i32>, _form: CheckedForm<NoFields>) -> PageResult {
    let (state, page, _, now) = visit.parts();
    let user = page.require_user()?.id;
    let id = id.into_inner();
    let lot: u32 = rand::random();
    let mail = state.mail.clone();
    let game = db_write(&state, move |conn| {
        Ok(write_transaction(conn, |conn| {
            games::accept_challenge(conn, &mail, user, id, lot, now)
        })?)
    })
    .await?;
    Ok(redirect(&format!("/games/{game}")))
}

/// `POST /challenges/{id}/decline`: declines a challenge, or withdraws one's own.
pub async fn decline(visit: Visit, id: web::Path<i32>, _form: CheckedForm<NoFields>) -> PageResult {
    let (state, page, session, _) = visit.parts();
    let id = id.into_inner();
    let now = state.clock.now();
    let mail = state.mail.clone();
    let close = move |conn: &mut _, user| {
        Ok(write_transaction(conn, |conn| {
            games::decline_challenge(conn, &mail, user, id, None, now)
        })?)
    };
    act_and_redirect(
        &state,
        &page,
        &session,
        close,
        "notice-challenge-closed",
        "/challenges",
    )
    .await
}

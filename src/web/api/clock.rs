//! Leave, time zone and conditional moves in the JSON API.
//!
//! - `GET /api/v1/leave` → the caller's leave and allowance; `POST /api/v1/leave
//!   {first, last}` books leave (dates `YYYY-MM-DD` in the caller's time zone, both included);
//!   `PUT /api/v1/leave/{id} {first, last}` moves leave that has not begun; `DELETE
//!   /api/v1/leave/{id}` cancels it, or ends it early when it is in progress.
//! - `PUT /api/v1/time_zone {time_zone}` sets the IANA zone the caller's days are counted in.
//! - `GET /api/v1/games/{id}/conditionals` → the caller's own conditional moves;
//!   `PUT /api/v1/games/{id}/conditionals` replaces them. The body is either plain text
//!   (`if 13...Nf6 14.e5 if 14...Nd5 15.c4`, one line per branch) or JSON
//!   `{"text": "…", "tree": [{"if": "Nf6", "then": "e5", "next": [...]}]}` (either or both, moves
//!   in any notation); an empty body clears them.

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, web};
use chrono::NaiveDate;
use serde::Deserialize;

use crate::chess::{Language, Notation};
use crate::db::write_transaction;
use crate::domain::conditional::{WrittenLine, split_text};
use crate::domain::leave::EndEarly;
use crate::service::conditionals::{self, InputBranch, input_lines};
use crate::service::game_store::load;
use crate::service::leave::{self, DayInput};
use crate::web::error::{ApiError, json_error};
use crate::web::extract::ApiUser;

use super::{ApiCall, ApiResult, created, ok};

/// `GET /api/v1/leave`.
pub async fn list_leave(call: ApiCall) -> ApiResult {
    let allowance = call.state.config.leave_days_per_year;
    ok(call
        .read(move |conn, a| leave::overview(conn, a.user.id, allowance, a.now))
        .await?)
}

/// Body of `POST /api/v1/leave` and `PUT /api/v1/leave/{id}`: each day a date of the
/// player's or an instant with an offset ([`crate::web::time::parse_day`]).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LeaveBody {
    first: String,
    last: String,
}

impl LeaveBody {
    /// Both days, parsed; 422 `invalid_leave` saying what would be right.
    fn days(&self) -> Result<(DayInput, DayInput), ApiError> {
        let day = |field, text: &str| {
            crate::web::time::parse_day(field, text).map_err(|message| {
                ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "invalid_leave", message)
            })
        };
        Ok((day("first", &self.first)?, day("last", &self.last)?))
    }
}

/// The player's dates that `days` name.
fn dates_of(
    conn: &mut crate::db::DbConnection,
    user: &ApiUser,
    (first, last): (DayInput, DayInput),
) -> Result<(NaiveDate, NaiveDate), leave::LeaveRequestError> {
    Ok((
        leave::day_of(conn, user.id, first)?,
        leave::day_of(conn, user.id, last)?,
    ))
}

/// `POST /api/v1/leave` → 201 the booked leave.
pub async fn book_leave(call: ApiCall, body: web::Json<LeaveBody>) -> ApiResult {
    let (days, allowance) = (body.days()?, call.state.config.leave_days_per_year);
    let entry = call
        .write(move |conn, a| {
            let (first, last) = dates_of(conn, &a.user, days)?;
            leave::book(conn, a.user.id, first, last, allowance, a.now)
        })
        .await?;
    created(entry)
}

/// `PUT /api/v1/leave/{id}` → the moved leave.
pub async fn change_leave(
    call: ApiCall,
    path: web::Path<i32>,
    body: web::Json<LeaveBody>,
) -> ApiResult {
    let allowance = call.state.config.leave_days_per_year;
    let (id, days) = (path.into_inner(), body.days()?);
    let entry = call
        .write(move |conn, a| {
            let (first, last) = dates_of(conn, &a.user, days)?;
            leave::change(conn, a.user.id, id, first, last, allowance, a.now)
        })
        .await?;
    ok(entry)
}

/// `DELETE /api/v1/leave/{id}` → `{"action": "cancelled" | "removed" | "ended", "last"?}`.
pub async fn end_leave(call: ApiCall, path: web::Path<i32>) -> ApiResult {
    let id = path.into_inner();
    let action = call
        .write(move |conn, a| leave::cancel_or_end(conn, a.user.id, id, a.now))
        .await?;
    ok(match action {
        EndEarly::Cancel => serde_json::json!({"action": "cancelled"}),
        EndEarly::Remove => serde_json::json!({"action": "removed"}),
        EndEarly::Shorten(last) => serde_json::json!({"action": "ended", "last": last}),
    })
}

/// Body of `PUT /api/v1/time_zone`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TimeZoneBody {
    time_zone: String,
}

/// `PUT /api/v1/time_zone` → `{time_zone}`.
pub async fn set_time_zone(call: ApiCall, body: web::Json<TimeZoneBody>) -> ApiResult {
    let name = body.into_inner().time_zone;
    let tz = call
        .write(move |conn, a| leave::set_time_zone(conn, a.user.id, &name, a.now))
        .await?;
    ok(serde_json::json!({"time_zone": tz.name()}))
}

/// `GET /api/v1/games/{id}/conditionals` → `{ply, lines, tree}` of the caller.
pub async fn show_conditionals(call: ApiCall, path: web::Path<i32>) -> ApiResult {
    let id = path.into_inner();
    let (notation, language) = (Notation::San, Language::English);
    ok(call
        .read(move |conn, a| conditionals::get(conn, a.user.id, id, notation, language))
        .await?)
}

/// A JSON body of `PUT /api/v1/games/{id}/conditionals`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ConditionalsBody {
    #[serde(default)]
    text: Option<String>,
    #[serde(default)]
    tree: Option<Vec<InputBranch>>,
}

/// The lines of a body: JSON when sent as JSON, text otherwise.
fn lines_of(req: &HttpRequest, body: &[u8]) -> Result<Vec<WrittenLine>, ApiError> {
    let is_json = req
        .headers()
        .get(actix_web::http::header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/json"));
    let text = std::str::from_utf8(body).map_err(|_| {
        ApiError::new(
            StatusCode::BAD_REQUEST,
            "invalid_text",
            "send the conditional moves as UTF-8 text or JSON",
        )
    })?;
    if !is_json || text.trim().is_empty() {
        return Ok(split_text(text));
    }
    let parsed: ConditionalsBody = serde_json::from_str(text)
        .map_err(|e| json_error(actix_web::error::JsonPayloadError::Deserialize(e)))?;
    let mut lines = parsed.text.as_deref().map(split_text).unwrap_or_default();
    lines.extend(parsed.tree.as_deref().map(input_lines).unwrap_or_default());
    Ok(lines)
}

/// `PUT /api/v1/games/{id}/conditionals` → the stored `{ply, lines, tree}`.
pub async fn set_conditionals(
    call: ApiCall,
    path: web::Path<i32>,
    req: HttpRequest,
    body: web::Bytes,
) -> ApiResult {
    let (id, lines) = (path.into_inner(), lines_of(&req, &body)?);
    let view = call
        .write(move |conn, a| {
            write_transaction(conn, |conn| {
                let game = load(conn, id)?;
                conditionals::set(conn, a.user.id, &game, &lines, a.user.language, a.now)
            })
        })
        .await?;
    ok(view)
}

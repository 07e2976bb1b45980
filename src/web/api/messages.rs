//! Messages between the players of a game and a player's private notes in the JSON API:
//!
//! - `GET /api/v1/games/{id}/messages` → the thread `{messages, can_write, refusal}` (the two
//!   players; after a report also the event's organizer or an admin);
//! - `POST /api/v1/games/{id}/messages` with `{text}` → 201 the stored message;
//! - `POST /api/v1/games/{id}/messages/report` with `{message}` → the message is reported;
//! - `GET|PUT /api/v1/games/{id}/notes` (`{text}`) → the caller's own note.

use actix_web::web;
use serde::Deserialize;

use crate::db::write_transaction;
use crate::service::game_store::load;
use crate::service::messages;

use super::call::{ApiCall, ApiResult, created, ok};

/// Body of `POST /api/v1/games/{id}/messages` and `PUT /api/v1/games/{id}/notes`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TextBody {
    text: String,
}

/// Body of `POST /api/v1/games/{id}/messages/report`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReportBody {
    message: i32,
}

/// `GET /api/v1/games/{id}/messages` → the thread.
pub async fn thread(call: ApiCall, path: web::Path<i32>) -> ApiResult {
    let id = path.into_inner();
    ok(call
        .read(move |conn, a| messages::thread(conn, a.user.id, id))
        .await?)
}

/// `POST /api/v1/games/{id}/messages` → 201 the message.
pub async fn send(call: ApiCall, path: web::Path<i32>, body: web::Json<TextBody>) -> ApiResult {
    let (id, text) = (path.into_inner(), body.into_inner().text);
    let view = call
        .write(move |conn, a| {
            write_transaction(conn, |conn| {
                let game = load(conn, id)?;
                messages::send(conn, &a.mail, a.user.id, &game, &text, None, a.now)
            })
        })
        .await?;
    created(view)
}

/// `POST /api/v1/games/{id}/messages/report` → `{reported}`.
pub async fn report(call: ApiCall, path: web::Path<i32>, body: web::Json<ReportBody>) -> ApiResult {
    let (id, message) = (path.into_inner(), body.into_inner().message);
    call.write(move |conn, a| messages::report(conn, &a.mail, a.user.id, id, message, a.now))
        .await?;
    ok(serde_json::json!({ "reported": message }))
}

/// `GET /api/v1/games/{id}/notes` → the caller's note.
pub async fn note(call: ApiCall, path: web::Path<i32>) -> ApiResult {
    let id = path.into_inner();
    ok(call
        .read(move |conn, a| messages::note(conn, a.user.id, id))
        .await?)
}

/// `PUT /api/v1/games/{id}/notes` → the stored note.
pub async fn set_note(call: ApiCall, path: web::Path<i32>, body: web::Json<TextBody>) -> ApiResult {
    let (id, text) = (path.into_inner(), body.into_inner().text);
    ok(call
        .write(move |conn, a| messages::set_note(conn, a.user.id, id, &text, a.now))
        .await?)
}

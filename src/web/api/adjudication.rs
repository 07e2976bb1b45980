//! Adjudication in the JSON API: an organizer's or admin's decision
//! (`POST /api/v1/games/{id}/adjudicate {result, reason}`) and a player's tablebase claim
//! (`POST /api/v1/games/{id}/tablebase-claim {result}`).
//!
//! The engine report behind a decision ([`crate::service::engine_reports`]) is computed on the
//! blocking pool and with no
//! database connection held, within the configured `adjudication_seconds`; then the decision
//! is stored in one short write transaction.

use actix_web::web;
use serde::Deserialize;

use crate::adjudication::Tablebases;
use crate::db::{DbConnection, write_transaction};
use crate::domain::adjudication::{Decision, parse_result};
use crate::service::adjudication::{
    AdjudicationError, adjudicate_game, record_to_adjudicate, tablebase_claim,
};
use crate::service::engine_reports::{report_for, thresholds};
use crate::service::games;
use crate::web::error::ApiError;

use super::{ApiCall, ApiResult, ok};

/// Body of `POST /api/v1/games/{id}/adjudicate`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AdjudicateBody {
    result: String,
    reason: String,
}

/// `POST /api/v1/games/{id}/adjudicate {result, reason}` → 200 game (organizers and admins;
/// 403 for anyone else). In an event game it is a ruling: mailed to both players, shown in the
/// claims queue, appealable.
pub async fn adjudicate(
    call: ApiCall,
    path: web::Path<i32>,
    body: web::Json<AdjudicateBody>,
) -> ApiResult {
    let (ApiCall { state, user, .. }, id) = (call, path.into_inner());
    let decision = Decision::parse(&body.result, &body.reason).map_err(AdjudicationError::from)?;
    let pool = state.pool.clone();
    let options = state.config.engine.clone();
    let (mail, clock) = (state.mail.clone(), state.clock.clone());
    let view = web::block(move || -> Result<_, ApiError> {
        let record = record_to_adjudicate(&mut *pool.get()?, user.id, id)?;
        let report = report_for(&options, &record);
        let now = clock.now();
        let adjudicate = |conn: &mut DbConnection| {
            let game = games::load(conn, id)?;
            adjudicate_game(conn, &mail, user.id, game, &decision, &report, now)
        };
        Ok(write_transaction(&mut *pool.get_for_write()?, adjudicate)?)
    })
    .await??;
    ok(view)
}

/// Body of `POST /api/v1/games/{id}/tablebase-claim`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClaimBody {
    result: String,
}

/// `POST /api/v1/games/{id}/tablebase-claim {result}` → 200 game when the tablebases confirm
/// the claim (the game ends by adjudication), 422 `claim_refused` with the reason otherwise.
pub async fn tablebase_claim_handler(
    call: ApiCall,
    path: web::Path<i32>,
    body: web::Json<ClaimBody>,
) -> ApiResult {
    let (ApiCall { state, user, .. }, id) = (call, path.into_inner());
    let claimed = parse_result(&body.result).map_err(AdjudicationError::from)?;
    let pool = state.pool.clone();
    let options = state.config.engine.clone();
    let (mail, clock) = (state.mail.clone(), state.clock.clone());
    let view = web::block(move || -> Result<_, ApiError> {
        let tables = match options.syzygy_path.as_deref() {
            Some(dir) => Some(Tablebases::open(dir).map_err(AdjudicationError::from)?),
            None => None,
        };
        let claim = |conn: &mut DbConnection| {
            let game = games::load(conn, id)?;
            let tables = (tables.as_ref(), &thresholds(&options));
            tablebase_claim(conn, &mail, user.id, game, claimed, tables, clock.now())
        };
        let (view, _) = write_transaction(&mut *pool.get_for_write()?, claim)?;
        Ok(view)
    })
    .await??;
    ok(view)
}

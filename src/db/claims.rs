//! Queries and forms for the organizer's claims queue (`event_claims`).

use chrono::NaiveDateTime;
use diesel::prelude::*;

use super::schema::{adjudications, event_claims, games};
use super::{DbConnection, DbError, DbResult};

/// A claim row; inserted as it is filed (the id is the database's, the ruling and appeal
/// columns are still empty).
#[derive(Debug, Clone, Default, Queryable, Selectable, Insertable)]
#[diesel(table_name = event_claims)]
pub struct ClaimRow {
    /// Id.
    #[diesel(skip_insertion)]
    pub id: i32,
    /// Event.
    pub event_id: i32,
    /// Game.
    pub game_id: i32,
    /// Kind (see `domain::events::claims::ClaimKind`).
    pub kind: String,
    /// The player who filed it; none when the server opened it.
    pub filed_by: Option<i32>,
    /// The player's note or analysis.
    pub note: String,
    /// The engine report, as JSON (may be empty).
    pub report: String,
    /// `open`, `decided`, `appealed` or `final`.
    pub status: String,
    /// The ruling (`1-0`, `0-1`, `1/2-1/2`, `continue`).
    pub ruling: Option<String>,
    /// Why.
    pub reason: Option<String>,
    /// Who decided.
    pub decided_by: Option<i32>,
    /// When.
    pub decided_at: Option<NaiveDateTime>,
    /// The appellant's note.
    pub appeal_note: Option<String>,
    /// Who appealed.
    pub appealed_by: Option<i32>,
    /// When.
    pub appealed_at: Option<NaiveDateTime>,
    /// The ruling on appeal.
    pub appeal_ruling: Option<String>,
    /// Why.
    pub appeal_reason: Option<String>,
    /// The second organizer.
    pub appeal_decided_by: Option<i32>,
    /// When.
    pub appeal_decided_at: Option<NaiveDateTime>,
    /// Filed.
    pub created_at: NaiveDateTime,
}

/// Files a claim; returns its id.
pub fn insert(conn: &mut DbConnection, new: &ClaimRow) -> DbResult<i32> {
    super::returned(
        diesel::insert_into(event_claims::table)
            .values(new)
            .returning(event_claims::id),
        conn,
    )
}

/// The claim with this id.
pub fn find(conn: &mut DbConnection, id: i32) -> DbResult<Option<ClaimRow>> {
    event_claims::table
        .find(id)
        .select(ClaimRow::as_select())
        .first(conn)
        .optional()
        .map_err(DbError::from)
}

/// The claims of an event, oldest first.
pub fn of_event(conn: &mut DbConnection, event: i32) -> DbResult<Vec<ClaimRow>> {
    event_claims::table
        .filter(event_claims::event_id.eq(event))
        .order(event_claims::id.asc())
        .select(ClaimRow::as_select())
        .load(conn)
        .map_err(DbError::from)
}

/// The claims on a game still waiting for a ruling (open or appealed), newest first.
pub fn waiting_on_game(conn: &mut DbConnection, game: i32) -> DbResult<Vec<ClaimRow>> {
    event_claims::table
        .filter(event_claims::game_id.eq(game))
        .filter(event_claims::status.eq_any(["open", "appealed"]))
        .order(event_claims::id.desc())
        .select(ClaimRow::as_select())
        .load(conn)
        .map_err(DbError::from)
}

/// Whether a game has a claim of `kind` still waiting (open or appealed).
pub fn pending_for_game(conn: &mut DbConnection, game: i32, kind: &str) -> DbResult<bool> {
    Ok(waiting_on_game(conn, game)?.iter().any(|c| c.kind == kind))
}

/// A step in a claim's life: the columns it sets (the others keep their values).
#[derive(Debug, Default, AsChangeset)]
#[diesel(table_name = event_claims)]
pub struct ClaimStep<'a> {
    /// The new status.
    pub status: Option<&'a str>,
    /// The first ruling.
    pub ruling: Option<&'a str>,
    /// Its reason.
    pub reason: Option<&'a str>,
    /// Who made it.
    pub decided_by: Option<i32>,
    /// When.
    pub decided_at: Option<NaiveDateTime>,
    /// The appellant's note.
    pub appeal_note: Option<&'a str>,
    /// Who appealed.
    pub appealed_by: Option<i32>,
    /// When.
    pub appealed_at: Option<NaiveDateTime>,
    /// The ruling on appeal.
    pub appeal_ruling: Option<&'a str>,
    /// Its reason.
    pub appeal_reason: Option<&'a str>,
    /// The second organizer.
    pub appeal_decided_by: Option<i32>,
    /// When.
    pub appeal_decided_at: Option<NaiveDateTime>,
}

impl<'a> ClaimStep<'a> {
    /// A ruling by `by`: the first one (the claim is `decided`), or on appeal (`final`).
    pub fn ruling(
        on_appeal: bool,
        ruling: &'a str,
        reason: &'a str,
        by: i32,
        now: NaiveDateTime,
    ) -> ClaimStep<'a> {
        let (ruling, reason, by, now) = (Some(ruling), Some(reason), Some(by), Some(now));
        if on_appeal {
            ClaimStep {
                status: Some("final"),
                appeal_ruling: ruling,
                appeal_reason: reason,
                appeal_decided_by: by,
                appeal_decided_at: now,
                ..ClaimStep::default()
            }
        } else {
            ClaimStep {
                status: Some("decided"),
                ruling,
                reason,
                decided_by: by,
                decided_at: now,
                ..ClaimStep::default()
            }
        }
    }

    /// An appeal by `by` with their note.
    pub fn appeal(note: &'a str, by: i32, now: NaiveDateTime) -> ClaimStep<'a> {
        ClaimStep {
            status: Some("appealed"),
            appeal_note: Some(note),
            appealed_by: Some(by),
            appealed_at: Some(now),
            ..ClaimStep::default()
        }
    }
}

/// Records a step of claim `id`.
pub fn record(conn: &mut DbConnection, id: i32, step: &ClaimStep<'_>) -> DbResult<()> {
    diesel::update(event_claims::table.find(id))
        .set(step)
        .execute(conn)
        .map(|_| ())
        .map_err(DbError::from)
}

/// Replaces the result of a game that a ruling ended, and its adjudication record, after an
/// appeal overturned the ruling.
pub fn replace_result(
    conn: &mut DbConnection,
    game_id: i32,
    result: &str,
    reason: &str,
    by: i32,
    now: NaiveDateTime,
) -> DbResult<()> {
    diesel::update(games::table.find(game_id))
        .set((
            games::result.eq(result),
            games::version.eq(games::version + 1),
            games::updated_at.eq(now),
        ))
        .execute(conn)?;
    diesel::update(adjudications::table.filter(adjudications::game_id.eq(game_id)))
        .set((
            adjudications::result.eq(result),
            adjudications::reason.eq(reason),
            adjudications::decided_by.eq(by),
            adjudications::decided_at.eq(now),
        ))
        .execute(conn)
        .map(|_| ())
        .map_err(DbError::from)
}

/// Fills in the engine report of a claim that is still open and has none.
pub fn set_report(conn: &mut DbConnection, id: i32, report: &str) -> DbResult<bool> {
    diesel::update(
        event_claims::table
            .find(id)
            .filter(event_claims::status.eq("open"))
            .filter(event_claims::report.eq("")),
    )
    .set(event_claims::report.eq(report))
    .execute(conn)
    .map(|n| n > 0)
    .map_err(DbError::from)
}

/// Open claims of these kinds still without an engine report, oldest first: (claim id, game
/// id), at most `limit`.
pub fn awaiting_report(
    conn: &mut DbConnection,
    kinds: &[&str],
    limit: i64,
) -> DbResult<Vec<(i32, i32)>> {
    event_claims::table
        .filter(event_claims::status.eq("open"))
        .filter(event_claims::report.eq(""))
        .filter(event_claims::kind.eq_any(kinds))
        .order(event_claims::id.asc())
        .limit(limit)
        .select((event_claims::id, event_claims::game_id))
        .load(conn)
        .map_err(DbError::from)
}

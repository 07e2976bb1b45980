//! Queries and forms for the organizer's claims queue (`event_claims`).

use chrono::NaiveDateTime;
use diesel::prelude::*;

use super::DbConnection;
use super::schema::{adjudications, event_claims, games};

/// A claim row.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = event_claims)]
pub struct ClaimRow {
    /// Id.
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

/// The form for a new claim.
#[derive(Debug, Insertable)]
#[diesel(table_name = event_claims)]
pub struct NewClaim<'a> {
    /// Event.
    pub event_id: i32,
    /// Game.
    pub game_id: i32,
    /// Kind.
    pub kind: &'a str,
    /// Filed by.
    pub filed_by: Option<i32>,
    /// Note.
    pub note: &'a str,
    /// Report JSON.
    pub report: &'a str,
    /// `open`.
    pub status: &'a str,
    /// When.
    pub created_at: NaiveDateTime,
}

/// Files a claim; returns its id.
pub fn insert(conn: &mut DbConnection, new: &NewClaim<'_>) -> QueryResult<i32> {
    diesel::insert_into(event_claims::table)
        .values(new)
        .returning(event_claims::id)
        .get_result(conn)
}

/// The claim with this id.
pub fn find(conn: &mut DbConnection, id: i32) -> QueryResult<Option<ClaimRow>> {
    event_claims::table
        .find(id)
        .select(ClaimRow::as_select())
        .first(conn)
        .optional()
}

/// The claims of an event, oldest first.
pub fn of_event(conn: &mut DbConnection, event: i32) -> QueryResult<Vec<ClaimRow>> {
    event_claims::table
        .filter(event_claims::event_id.eq(event))
        .order(event_claims::id.asc())
        .select(ClaimRow::as_select())
        .load(conn)
}

/// Whether a game has a claim of `kind` still waiting (open or appealed).
pub fn pending_for_game(conn: &mut DbConnection, game: i32, kind: &str) -> QueryResult<bool> {
    let n: i64 = event_claims::table
        .filter(event_claims::game_id.eq(game))
        .filter(event_claims::kind.eq(kind.to_owned()))
        .filter(event_claims::status.eq_any(["open", "appealed"]))
        .count()
        .get_result(conn)?;
    Ok(n > 0)
}

/// Records the first decision.
pub fn decide(
    conn: &mut DbConnection,
    id: i32,
    status: &str,
    ruling: &str,
    reason: &str,
    by: i32,
    now: NaiveDateTime,
) -> QueryResult<()> {
    diesel::update(event_claims::table.find(id))
        .set((
            event_claims::status.eq(status),
            event_claims::ruling.eq(ruling),
            event_claims::reason.eq(reason),
            event_claims::decided_by.eq(by),
            event_claims::decided_at.eq(now),
        ))
        .execute(conn)
        .map(|_| ())
}

/// Records an appeal.
pub fn appeal(
    conn: &mut DbConnection,
    id: i32,
    note: &str,
    by: i32,
    now: NaiveDateTime,
) -> QueryResult<()> {
    diesel::update(event_claims::table.find(id))
        .set((
            event_claims::status.eq("appealed"),
            event_claims::appeal_note.eq(note),
            event_claims::appealed_by.eq(by),
            event_claims::appealed_at.eq(now),
        ))
        .execute(conn)
        .map(|_| ())
}

/// Records the decision on appeal (final).
pub fn decide_appeal(
    conn: &mut DbConnection,
    id: i32,
    ruling: &str,
    reason: &str,
    by: i32,
    now: NaiveDateTime,
) -> QueryResult<()> {
    diesel::update(event_claims::table.find(id))
        .set((
            event_claims::status.eq("final"),
            event_claims::appeal_ruling.eq(ruling),
            event_claims::appeal_reason.eq(reason),
            event_claims::appeal_decided_by.eq(by),
            event_claims::appeal_decided_at.eq(now),
        ))
        .execute(conn)
        .map(|_| ())
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
) -> QueryResult<()> {
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
}

/// Fills in the engine report of a claim that is still open and has none.
pub fn set_report(conn: &mut DbConnection, id: i32, report: &str) -> QueryResult<bool> {
    diesel::update(
        event_claims::table
            .find(id)
            .filter(event_claims::status.eq("open"))
            .filter(event_claims::report.eq("")),
    )
    .set(event_claims::report.eq(report))
    .execute(conn)
    .map(|n| n > 0)
}

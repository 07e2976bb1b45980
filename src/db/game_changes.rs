//! The change log of games (`game_changes`): one row per change, written by the service's
//! change-log subscriber in the transaction that made the change, read by the live pages'
//! tailer in id order, and pruned after a day.

use chrono::NaiveDateTime;
use diesel::prelude::*;

use diesel::pg::Pg;
use diesel::query_builder::AstPass;
use diesel::sql_types::{Integer, Text, Timestamp};

use super::one_statement::{self, ANCHOR, Held};
use super::schema::game_changes;
use super::{DbConnection, DbError, DbResult};

/// The form for one change.
#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = game_changes)]
pub struct NewGameChange<'a> {
    /// The game.
    pub game_id: i32,
    /// White's user id.
    pub white_id: i32,
    /// Black's user id.
    pub black_id: i32,
    /// What happened (`started`, `moved`, `draw_offered`, `draw_declined`,
    /// `conditionals_cleared`, `ended`).
    pub kind: &'a str,
    /// Half-moves played after the change.
    pub ply: i32,
    /// When.
    pub at: NaiveDateTime,
}

/// One change as stored.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = game_changes)]
pub struct GameChangeRow {
    /// Grows with every change (the live streams' event id).
    pub id: i64,
    /// The game.
    pub game_id: i32,
    /// White's user id.
    pub white_id: i32,
    /// Black's user id.
    pub black_id: i32,
    /// What happened.
    pub kind: String,
    /// Half-moves played after the change.
    pub ply: i32,
    /// When.
    pub at: NaiveDateTime,
}

/// Writes `changes` (a save usually makes one; a move that ends the game two). On PostgreSQL
/// inside a transaction they ride with its commit ([`super::with_commit`]): nothing in the
/// transaction reads them, and the live pages only see them once committed; in a one-statement
/// write ([`super::one_statement`]) they are held for its statement. Otherwise one
/// statement each: diesel's multi-row insert is not available on the connection that serves
/// both databases.
pub fn insert(conn: &mut DbConnection, changes: &[NewGameChange<'_>]) -> DbResult<()> {
    for change in changes {
        if one_statement::hold(|| Box::new(HeldChange::of(change))) {
            continue;
        }
        let literal = match conn {
            DbConnection::Postgresql(_) => change.as_literal_insert(),
            DbConnection::Sqlite(_) => None,
        };
        match literal {
            Some(statement) => super::with_commit(conn, statement)?,
            None => insert_bound(conn, change)?,
        }
    }
    Ok(())
}

fn insert_bound(conn: &mut DbConnection, change: &NewGameChange<'_>) -> DbResult<()> {
    // Columns one by one: a statement of fixed type stays prepared without its SQL being
    // written each time (see `games::insert_move`).
    diesel::insert_into(game_changes::table)
        .values((
            game_changes::game_id.eq(change.game_id),
            game_changes::white_id.eq(change.white_id),
            game_changes::black_id.eq(change.black_id),
            game_changes::kind.eq(change.kind),
            game_changes::ply.eq(change.ply),
            game_changes::at.eq(change.at),
        ))
        .execute(conn)
        .map(|_| ())
        .map_err(DbError::from)
}

impl NewGameChange<'_> {
    /// The change's `INSERT` with its values as literals: numbers, a timestamp and the kind,
    /// which is one of the code's own names (none when it is not a plain lowercase name).
    fn as_literal_insert(&self) -> Option<String> {
        let plain = |c: char| c.is_ascii_lowercase() || c == '_';
        (!self.kind.is_empty() && self.kind.chars().all(plain)).then(|| {
            format!(
                "INSERT INTO game_changes (game_id, white_id, black_id, kind, ply, at) \
                 VALUES ({}, {}, {}, '{}', {}, '{}');",
                self.game_id,
                self.white_id,
                self.black_id,
                self.kind,
                self.ply,
                self.at.format("%Y-%m-%d %H:%M:%S%.6f"),
            )
        })
    }
}

/// A change, owned, held for a one-statement write ([`super::one_statement`]):
/// `change<i> AS (INSERT INTO game_changes … SELECT … FROM updated)`.
struct HeldChange {
    game_id: i32,
    white_id: i32,
    black_id: i32,
    kind: String,
    ply: i32,
    at: NaiveDateTime,
}

impl HeldChange {
    fn of(change: &NewGameChange<'_>) -> HeldChange {
        HeldChange {
            game_id: change.game_id,
            white_id: change.white_id,
            black_id: change.black_id,
            kind: change.kind.to_owned(),
            ply: change.ply,
            at: change.at,
        }
    }
}

impl Held for HeldChange {
    fn push<'b>(&'b self, out: &mut AstPass<'_, 'b, Pg>, index: usize) -> QueryResult<()> {
        out.push_sql(&format!(
            "change{index} AS (INSERT INTO game_changes (game_id, white_id, black_id, kind, \
             ply, at) SELECT "
        ));
        push_binds!(out;
            Integer => &self.game_id,
            Integer => &self.white_id,
            Integer => &self.black_id,
            Text => &self.kind,
            Integer => &self.ply,
            Timestamp => &self.at
        );
        out.push_sql(" FROM ");
        out.push_sql(ANCHOR);
        out.push_sql(")");
        Ok(())
    }
}

/// Up to `limit` changes with an id above `after`, oldest first.
pub fn after(conn: &mut DbConnection, after: i64, limit: i64) -> DbResult<Vec<GameChangeRow>> {
    game_changes::table
        .filter(game_changes::id.gt(after))
        .order(game_changes::id.asc())
        .limit(limit)
        .select(GameChangeRow::as_select())
        .load(conn)
        .map_err(DbError::from)
}

/// Up to `limit` changes of `game` with an id above `after`, oldest first (a stream resuming
/// from its Last-Event-ID).
pub fn of_game_after(
    conn: &mut DbConnection,
    game: i32,
    after: i64,
    limit: i64,
) -> DbResult<Vec<GameChangeRow>> {
    game_changes::table
        .filter(game_changes::game_id.eq(game))
        .filter(game_changes::id.gt(after))
        .order(game_changes::id.asc())
        .limit(limit)
        .select(GameChangeRow::as_select())
        .load(conn)
        .map_err(DbError::from)
}

/// Up to `limit` changes of games `user` plays, with an id above `after`, oldest first.
pub fn of_player_after(
    conn: &mut DbConnection,
    user: i32,
    after: i64,
    limit: i64,
) -> DbResult<Vec<GameChangeRow>> {
    game_changes::table
        .filter(
            game_changes::white_id
                .eq(user)
                .or(game_changes::black_id.eq(user)),
        )
        .filter(game_changes::id.gt(after))
        .order(game_changes::id.asc())
        .limit(limit)
        .select(GameChangeRow::as_select())
        .load(conn)
        .map_err(DbError::from)
}

/// The newest change's id (0 when there is none).
pub fn latest_id(conn: &mut DbConnection) -> DbResult<i64> {
    game_changes::table
        .select(diesel::dsl::max(game_changes::id))
        .first::<Option<i64>>(conn)
        .map(|id| id.unwrap_or(0))
        .map_err(DbError::from)
}

/// Deletes up to `limit` changes made before `before`, oldest first; returns how many.
pub fn prune(conn: &mut DbConnection, before: NaiveDateTime, limit: i64) -> DbResult<usize> {
    let ids: Vec<i64> = game_changes::table
        .filter(game_changes::at.lt(before))
        .order(game_changes::id.asc())
        .limit(limit)
        .select(game_changes::id)
        .load(conn)?;
    if ids.is_empty() {
        return Ok(0);
    }
    diesel::delete(game_changes::table.filter(game_changes::id.eq_any(&ids)))
        .execute(conn)
        .map_err(DbError::from)
}

#[cfg(test)]
mod tests {
    use chrono::NaiveDate;

    use super::*;

    fn change(kind: &str) -> NewGameChange<'_> {
        let at = NaiveDate::from_ymd_opt(2026, 11, 27)
            .and_then(|d| d.and_hms_micro_opt(8, 5, 9, 250))
            .unwrap_or_default();
        NewGameChange {
            game_id: 7,
            white_id: 1,
            black_id: 2,
            kind,
            ply: 12,
            at,
        }
    }

    #[test]
    fn a_change_is_written_with_its_values_as_literals() {
        assert_eq!(
            change("moved").as_literal_insert().as_deref(),
            Some(
                "INSERT INTO game_changes (game_id, white_id, black_id, kind, ply, at) \
                 VALUES (7, 1, 2, 'moved', 12, '2026-11-27 08:05:09.000250');"
            )
        );
    }

    #[test]
    fn a_kind_that_is_not_a_plain_name_is_never_written_as_a_literal() {
        for kind in ["", "moved'); DROP TABLE games; --", "Moved", "draw offered"] {
            assert_eq!(change(kind).as_literal_insert(), None, "{kind}");
        }
    }
}

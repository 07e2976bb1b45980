//! Soft bounces: reports that delivery of an outgoing message to a player's address is delayed.
//! Each message counts once (its outbox id is the key), however many delay reports come back
//! for it; the service counts them per address over a window (see
//! `crate::service::inbox::bounces`).

use chrono::NaiveDateTime;
use diesel::prelude::*;

use super::schema::soft_bounces;
use super::{DbConnection, DbError, DbResult, savepoint};

/// The form for a new soft bounce.
#[derive(Debug, Insertable)]
#[diesel(table_name = soft_bounces)]
pub struct NewSoftBounce<'a> {
    /// The delayed message.
    pub outbox_id: i32,
    /// The player it was for.
    pub user_id: i32,
    /// The address it was sent to.
    pub email: &'a str,
    /// When the report was processed.
    pub bounced_at: NaiveDateTime,
}

/// Records a soft bounce; `false` when the message was counted before.
pub fn record(conn: &mut DbConnection, new: &NewSoftBounce<'_>) -> DbResult<bool> {
    let known = soft_bounces::table
        .find(new.outbox_id)
        .count()
        .get_result::<i64>(conn)?;
    if known > 0 {
        return Ok(false);
    }
    let inserted = savepoint(conn, |conn| {
        diesel::insert_into(soft_bounces::table)
            .values(new)
            .execute(conn)
            .map_err(DbError::from)
    });
    match inserted {
        Ok(_) => Ok(true),
        // Counted by a concurrent worker a moment ago.
        Err(e) if e.is_unique_violation() => Ok(false),
        Err(e) => Err(e),
    }
}

/// How many soft bounces the player's address `email` had since `since`.
pub fn count_since(
    conn: &mut DbConnection,
    user_id: i32,
    email: &str,
    since: NaiveDateTime,
) -> DbResult<i64> {
    soft_bounces::table
        .filter(soft_bounces::user_id.eq(user_id))
        .filter(soft_bounces::email.eq(email))
        .filter(soft_bounces::bounced_at.ge(since))
        .count()
        .get_result(conn)
        .map_err(DbError::from)
}

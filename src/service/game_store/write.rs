//! One change of one game as one write, whichever door it came through (the API, the game
//! page, Xfcc): the game is loaded and the change made in a write transaction, except on
//! PostgreSQL, where the change is first tried as one statement after the game's read
//! ([`one_statement`]), so the common move costs two round trips instead of a transaction's
//! five; when the change needs more than that statement can hold (a message, a conditional
//! reply, an ending, an event's rules) it is made again, in a transaction.

use crate::db::one_statement::{self, OneStatement};
use crate::db::{DbConnection, DbError, write_transaction};

use super::GameError;

/// Loads with `load` (the game, and whatever the door reads with it) and makes `change` on
/// what it loaded, as one write. `change` may run twice on PostgreSQL (see the module): only
/// the run whose writes were committed answers, and nothing of the other is stored. A game
/// changed by someone else since its read is [`GameError::Stale`].
///
/// # Errors
///
/// `load`'s or `change`'s error, or the database's; nothing is written then.
pub fn write<L, T, E>(
    conn: &mut DbConnection,
    load: impl Fn(&mut DbConnection) -> Result<L, E>,
    change: impl Fn(&mut DbConnection, L) -> Result<T, E>,
) -> Result<T, E>
where
    E: From<DbError> + From<GameError>,
{
    let in_transaction = |conn: &mut DbConnection| {
        write_transaction(conn, |conn| {
            let loaded = load(conn)?;
            change(conn, loaded)
        })
    };
    if !one_statement::applies(conn) {
        return in_transaction(conn);
    }
    // Read on its own, as a transaction's first statement would read it.
    let loaded = load(conn)?;
    match one_statement::run(conn, |conn| change(conn, loaded))? {
        OneStatement::Written(answer) => Ok(answer),
        OneStatement::Stale => Err(GameError::Stale.into()),
        OneStatement::Unplanned => in_transaction(conn),
    }
}

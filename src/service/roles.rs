//! Who may decide about games: a user's role, and the check that nobody rules on a game they
//! play in. Shared by adjudication, the claims queue and event management.

use crate::db::DbError;

use crate::db::DbConnection;
use crate::db::adjudications as rows;
use crate::db::games as game_rows;
use crate::domain::account::UserId;
use crate::domain::adjudication::{OwnGame, Role, check_not_a_party};

use super::game_store::GameError;

/// The role of a user (a player when the account is gone).
pub fn role(conn: &mut DbConnection, user: UserId) -> Result<Role, DbError> {
    Ok(rows::role_of(conn, user.0)?.map_or(Role::Player, |name| Role::from_name(&name)))
}

/// Checks that `actor` plays in neither side of game `game_id`: the one check of every door
/// that rules on a game (adjudication, the claims queue, appeals), so nobody rules on their
/// own game.
pub(crate) fn require_not_a_party<E>(
    conn: &mut DbConnection,
    actor: UserId,
    game_id: i32,
) -> Result<(), E>
where
    E: From<OwnGame> + From<GameError> + From<DbError>,
{
    let game = game_rows::find_game(conn, game_id)?.ok_or(GameError::GameNotFound(game_id))?;
    Ok(check_not_a_party(
        game_id,
        game.white_id,
        game.black_id,
        actor.0,
    )?)
}

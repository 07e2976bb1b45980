//! The game's read that every change of a game starts with (a move from any door, a draw
//! action, a resignation): the game row, both players, its event's rules, whether conditional
//! moves and leave are stored for it, and, for the API, the owner of the request's token, in one
//! statement.
//!
//! The statement is written out once, as fixed text with two parameters, in a type of its own.
//! Built from diesel's query builder (six joins, three aliases of `users`, about sixty columns),
//! diesel wrote its SQL text out again on every call and then looked the prepared statement up
//! by that text: a fifth of the SQLite writer thread's time per move (BENCHMARKS.md, session 21).
//! A type with a static query id is found by its type, and only its two parameters are bound.

use diesel::dsl::AsSelect;
use diesel::prelude::*;
use diesel::query_builder::{AstPass, Query, QueryFragment, QueryId};
use diesel::sql_types::{Bool, Integer, Nullable, Text};

use super::games::{GamePlayersRow, GameRow, GameRulesRow, LoadedGameRow, TokenOwnerRow};
use super::{DbConnection, DbError, DbResult};

type Backend = <DbConnection as diesel::Connection>::Backend;

/// What the read returns, in the order of its columns.
type GameForTokenRow = (
    GameRow,
    GamePlayersRow,
    Option<GameRulesRow>,
    bool,
    bool,
    Option<TokenOwnerRow>,
);

/// The SQL types of a player's columns: name, time zone, email, language, notation, engine
/// level and what mail they want.
type PlayerColumns = (Text, Text, Text, Text, Text, Nullable<Integer>, Text);

/// Everything up to the token's join. The game's columns are [`GameRow`]'s, in its order.
const SELECT: &str = "SELECT g.id, g.white_id, g.black_id, g.variant, g.chess960_number, \
     g.initial_fen, g.current_fen, g.ply, g.version, g.status, g.result, g.termination, \
     g.draw_offer, g.time_control, g.created_at, g.updated_at, g.finished_at, g.rated, \
     w.username, w.time_zone, w.email, w.language, w.notation, w.engine_level, w.notify, \
     b.username, b.time_zone, b.email, b.language, b.notation, b.engine_level, b.notify, \
     e.id, e.name, e.fifty_move_suspended, e.draw_offers_from_move, e.tablebase_claims, \
     e.leave_rule, \
     EXISTS (SELECT 1 FROM conditional_moves c WHERE c.game_id = g.id), \
     EXISTS (SELECT 1 FROM leave_periods l WHERE l.user_id = g.white_id OR l.user_id = g.black_id), \
     o.id, o.username, o.language \
     FROM games g \
     JOIN users w ON w.id = g.white_id \
     JOIN users b ON b.id = g.black_id \
     LEFT JOIN event_games eg ON eg.game_id = g.id \
     LEFT JOIN events e ON e.id = eg.event_id \
     LEFT JOIN api_tokens t ON t.token_hash = ";

/// The token's owner and the game's id.
const OWNER_AND_GAME: &str = " LEFT JOIN users o ON o.id = t.user_id WHERE g.id = ";

/// Game `id` with the owner of the token whose hash is `token_hash`.
struct GameForToken<'a> {
    id: i32,
    token_hash: Option<&'a str>,
}

impl QueryId for GameForToken<'_> {
    type QueryId = GameForToken<'static>;
    const HAS_STATIC_QUERY_ID: bool = true;
}

impl Query for GameForToken<'_> {
    type SqlType = (
        AsSelect<GameRow, Backend>,
        (PlayerColumns, PlayerColumns),
        Nullable<(Integer, Text, Bool, Integer, Bool, Text)>,
        Bool,
        Bool,
        Nullable<(Integer, Text, Text)>,
    );
}

impl<Conn> RunQueryDsl<Conn> for GameForToken<'_> {}

impl QueryFragment<Backend> for GameForToken<'_> {
    fn walk_ast<'b>(&'b self, mut out: AstPass<'_, 'b, Backend>) -> QueryResult<()> {
        out.push_sql(SELECT);
        out.push_bind_param::<Nullable<Text>, _>(&self.token_hash)?;
        out.push_sql(OWNER_AND_GAME);
        out.push_bind_param::<Integer, _>(&self.id)?;
        Ok(())
    }
}

/// Game `id` as [`GameForTokenRow`], with the owner of the token whose hash is `token_hash`
/// (`None` when no token has it, or none is given); `None` when there is no such game.
fn game_for_token(
    conn: &mut DbConnection,
    id: i32,
    token_hash: Option<&str>,
) -> DbResult<Option<GameForTokenRow>> {
    GameForToken { id, token_hash }
        .get_result::<GameForTokenRow>(conn)
        .optional()
        .map_err(DbError::from)
}

/// Game `id` with its players, its event's rules and whether conditional moves and leave are
/// stored for it, in one statement (one round trip on PostgreSQL, where the row, the event's
/// rules, the players, their conditional moves and their leave were seven).
pub fn load_game(conn: &mut DbConnection, id: i32) -> DbResult<Option<LoadedGameRow>> {
    Ok(load_game_for_token(conn, id, None)?.map(|(game, _)| game))
}

/// [`load_game`], with the owner of the API token whose hash is `token_hash` read in the same
/// statement (`None` when no token has that hash): a write from the API then checks its token
/// without a round trip of its own.
pub fn load_game_for_token(
    conn: &mut DbConnection,
    id: i32,
    token_hash: Option<&str>,
) -> DbResult<Option<(LoadedGameRow, Option<TokenOwnerRow>)>> {
    let found = game_for_token(conn, id, token_hash)?;
    Ok(found.map(
        |(row, players, rules, has_conditionals, has_leave, owner)| {
            let game = LoadedGameRow {
                row,
                players,
                rules,
                has_conditionals,
                has_leave,
            };
            (game, owner)
        },
    ))
}

//! Everything the database holds about one person, table by table: [`HOLDINGS`] lists every
//! table with a row that names a user (by id or by email address), the condition that finds
//! that user's rows, and what deleting the account does to them. Exporting reads those rows
//! whole, every column ([`export_rows`]); deleting the account runs each table's erasure in
//! the list's order ([`erase`]). A new table that names users is one more line here (the
//! account-data test derives the tables from `schema.rs` and fails until it is listed).
//!
//! The rows are read as JSON by the database itself, so every column is exported without a
//! row type per table: SQLite's `json_object` (over the columns `pragma_table_info` lists; a
//! blob is read as text) and PostgreSQL's `row_to_json` — the one place the two differ.

use chrono::NaiveDateTime;
use diesel::RunQueryDsl;
use diesel::sql_types::Text;

use super::{DbConnection, DbResult};

/// What deleting an account does to a table's rows that name the user.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Erase {
    /// They stay (game and tournament records; the user row itself is anonymized).
    Keep,
    /// They go.
    Delete,
    /// This statement runs, `{where}` replaced by the table's condition, `{user}` by the
    /// user's id and `{now}` by the time of the deletion. (A message the user reported stays,
    /// with the report: the organizer's record of it.)
    Run(&'static str),
}

/// A table that names users.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Holding {
    /// The table.
    pub table: &'static str,
    /// The SQL condition on its rows that name the user: `{user}` stands for the user's id,
    /// `{email}` for their address (lower case).
    pub names: &'static str,
    /// What deleting the account does.
    pub erase: Erase,
}

const fn holding(table: &'static str, names: &'static str, erase: Erase) -> Holding {
    Holding {
        table,
        names,
        erase,
    }
}

/// Every table with rows that name a user, in the order deleting an account works through
/// them (rows that refer to others first, the user's own row last).
// One table a line, so the list reads as a list.
#[rustfmt::skip]
pub const HOLDINGS: &[Holding] = &[
    holding("api_tokens", "user_id = {user}", Erase::Delete),
    holding("email_tokens", "user_id = {user} OR lower(email) = {email}", Erase::Delete),
    holding("challenges", "challenger_id = {user} OR opponent_id = {user}",
        Erase::Run("DELETE FROM challenges WHERE ({where}) AND game_id IS NULL")),
    holding("games", "white_id = {user} OR black_id = {user}", Erase::Keep),
    holding("moves", "played_by = {user}", Erase::Keep),
    holding("outbox_bodies", "outbox_id IN (SELECT id FROM outbox WHERE user_id = {user} OR lower(recipient) = {email})", Erase::Delete),
    holding("soft_bounces", "user_id = {user} OR lower(email) = {email}", Erase::Delete),
    holding("outbox", "user_id = {user} OR lower(recipient) = {email}", Erase::Delete),
    holding("adjudications", "decided_by = {user}", Erase::Keep),
    holding("leave_periods", "user_id = {user}", Erase::Run("UPDATE leave_periods SET note = NULL WHERE {where}")),
    holding("conditional_moves", "user_id = {user}", Erase::Delete),
    holding("game_messages", "author_id = {user} OR reported_by = {user}",
        Erase::Run("DELETE FROM game_messages WHERE author_id = {user}")),
    holding("game_notes", "user_id = {user}", Erase::Delete),
    holding("xfcc_passwords", "user_id = {user}", Erase::Delete),
    holding("xfcc_settings", "user_id = {user}", Erase::Delete),
    holding("game_changes", "white_id = {user} OR black_id = {user}", Erase::Keep),
    holding("clock_reminders", "user_id = {user}", Erase::Keep),
    holding("inbox", "lower(sender) = {email} OR lower(envelope_from) = {email}", Erase::Delete),
    holding("events", "organizer_id = {user}", Erase::Keep),
    holding("event_players", "user_id = {user}", Erase::Keep),
    holding("event_claims", "filed_by = {user} OR decided_by = {user} OR appealed_by = {user} OR appeal_decided_by = {user}", Erase::Keep),
    holding("player_ratings", "user_id = {user}", Erase::Keep),
    holding("rating_history", "user_id = {user}", Erase::Keep),
    holding("users", "id = {user}", Erase::Run(ANONYMIZE)),
];

/// The user row after deletion: the name `deleted-<id>`, an address that cannot receive mail,
/// no password (no hash verifies against `!`), no mail, every session ended.
const ANONYMIZE: &str = "UPDATE users SET username = 'deleted-' || id, \
     email = 'deleted-' || id || '@deleted.invalid', password_hash = '!', \
     email_verified_at = NULL, notify = 'none', digest_due_at = NULL, email_bouncing_at = NULL, \
     email_bounce_reason = NULL, role = 'player', games_private = FALSE, \
     session_generation = session_generation + 1, deleted_at = {now} WHERE {where}";

/// `holding`'s condition for user `user`.
fn condition(holding: &Holding, user: i32) -> String {
    let email = format!("(SELECT lower(email) FROM users WHERE id = {user})");
    holding
        .names
        .replace("{user}", &user.to_string())
        .replace("{email}", &email)
}

#[derive(diesel::QueryableByName)]
struct Json {
    #[diesel(sql_type = Text)]
    row: String,
}

#[derive(diesel::QueryableByName)]
struct Column {
    #[diesel(sql_type = Text)]
    name: String,
}

/// The rows of `holding`'s table that name user `user`, each as a JSON object with every
/// column.
pub fn export_rows(
    conn: &mut DbConnection,
    holding: &Holding,
    user: i32,
) -> DbResult<Vec<serde_json::Value>> {
    let (table, condition) = (holding.table, condition(holding, user));
    let query = match conn {
        DbConnection::Sqlite(_) => {
            let columns: Vec<Column> = diesel::sql_query(format!(
                "SELECT name FROM pragma_table_info('{table}') ORDER BY cid"
            ))
            .load(conn)?;
            let pairs: Vec<String> = columns
                .iter()
                .map(|c| {
                    let n = &c.name;
                    format!(
                        "'{n}', CASE WHEN typeof(\"{n}\") = 'blob' \
                         THEN CAST(\"{n}\" AS TEXT) ELSE \"{n}\" END"
                    )
                })
                .collect();
            format!(
                "SELECT json_object({}) AS row FROM {table} WHERE {condition}",
                pairs.join(", ")
            )
        }
        DbConnection::Postgresql(_) => {
            format!("SELECT row_to_json(t)::text AS row FROM {table} t WHERE {condition}")
        }
    };
    let rows: Vec<Json> = diesel::sql_query(query).load(conn)?;
    Ok(rows
        .into_iter()
        .map(|r| serde_json::from_str(&r.row).unwrap_or(serde_json::Value::String(r.row)))
        .collect())
}

/// Runs every table's erasure for user `user` at `now`, in [`HOLDINGS`]' order (in the
/// caller's transaction); returns how many rows changed or went.
pub fn erase(conn: &mut DbConnection, user: i32, now: NaiveDateTime) -> DbResult<usize> {
    let now = format!("'{}'", now.format("%Y-%m-%d %H:%M:%S"));
    let mut changed = 0;
    for holding in HOLDINGS {
        let condition = condition(holding, user);
        let statement = match holding.erase {
            Erase::Keep => continue,
            Erase::Delete => format!("DELETE FROM {} WHERE {condition}", holding.table),
            Erase::Run(template) => template
                .replace("{where}", &condition)
                .replace("{user}", &user.to_string())
                .replace("{now}", &now),
        };
        changed += diesel::sql_query(statement).execute(conn)?;
    }
    Ok(changed)
}

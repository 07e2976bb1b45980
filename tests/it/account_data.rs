//! A person's data, through the front door on both databases: the export holds every row of
//! every table that names them — the tables are derived from `schema.rs` here, independently of
//! the server's list, so a new table naming users that the export forgets fails this test — and
//! after they delete the account (confirmed by the password), no row holds their address,
//! password hash or conditional moves, while their games stay under `deleted-<id>`.

use std::collections::{BTreeMap, BTreeSet};

use actix_web::http::{Method, StatusCode};
use diesel::RunQueryDsl;
use diesel::sql_types::BigInt;
use kingpost::db::DbConnection;
use serde_json::{Value, json};

use crate::support::api::{call, call_with, player, start_game};
use crate::support::events::{organizer, three_player_event};
use crate::support::pages::{Browser, csrf_of};
use crate::support::{TestApp, fresh_databases};

/// A column of `schema.rs`: name and diesel type.
type Columns = Vec<(String, String)>;

/// Every table of `schema.rs` with its columns.
fn schema_tables() -> BTreeMap<String, Columns> {
    let text = include_str!("../../src/db/schema.rs");
    let mut tables = BTreeMap::new();
    for block in text.split("diesel::table! {").skip(1) {
        let body = &block[..block.find("\n}").unwrap()];
        let mut lines = body.lines().map(str::trim).filter(|l| !l.is_empty());
        let head = lines.next().unwrap();
        let name = head.split_whitespace().next().unwrap().to_owned();
        let columns = lines
            .filter_map(|l| l.split_once("->"))
            .map(|(c, t)| {
                (
                    c.trim().to_owned(),
                    t.trim().trim_end_matches(',').to_owned(),
                )
            })
            .collect();
        tables.insert(name, columns);
    }
    tables
}

/// Columns that hold an address.
const ADDRESS_COLUMNS: [&str; 4] = ["email", "recipient", "sender", "envelope_from"];
/// `…_id` columns that name something other than a user.
const OTHER_IDS: [&str; 5] = [
    "game_id",
    "event_id",
    "section_id",
    "outbox_id",
    "challenge_id",
];

/// The SQL condition on `table`'s rows that name user `id` (address `email`), from its columns
/// alone: any `…_id` column not known to name something else, any `…_by` column, the address
/// columns; a row of mail (`outbox_id`) to or from them. (A `…_by` text column, such as the
/// worker that claimed a row, names no user.) `None`: the table names no user.
fn naming(table: &str, columns: &Columns, id: i32, email: &str) -> Option<String> {
    let mut parts = Vec::new();
    for (column, kind) in columns {
        let c = column.as_str();
        let number = kind.contains("Integer");
        if (table == "users" && c == "id")
            || (number && c.ends_with("_by"))
            || (number && c.ends_with("_id") && !OTHER_IDS.contains(&c))
        {
            parts.push(format!("{c} = {id}"));
        } else if ADDRESS_COLUMNS.contains(&c) {
            parts.push(format!("lower({c}) = '{email}'"));
        } else if c == "outbox_id" {
            parts.push(format!(
                "outbox_id IN (SELECT id FROM outbox WHERE user_id = {id} OR lower(recipient) = '{email}')"
            ));
        }
    }
    (!parts.is_empty()).then(|| parts.join(" OR "))
}

#[derive(diesel::QueryableByName)]
struct Count {
    #[diesel(sql_type = BigInt)]
    n: i64,
}

fn count(conn: &mut DbConnection, sql: &str) -> i64 {
    diesel::sql_query(sql)
        .get_result::<Count>(conn)
        .unwrap_or_else(|e| panic!("{sql}: {e}"))
        .n
}

/// dora's world: an organizer who runs an event, plays in another, has a running game with
/// conditional moves, a finished rated game, an open challenge, leave and mail.
async fn dora_world(app: &impl crate::support::App, state: &TestApp) -> (String, String, i64) {
    let dora = organizer(app, state, "dora").await;
    let eve = player(app, "eve").await;
    let running = start_game(app, &dora, ("eve", &eve), "10/50").await;
    let moves = format!("/api/v1/games/{running}/moves");
    let (status, _) = call(app, &moves, Some(&dora), Some(json!({"move": "e4"}))).await;
    assert_eq!(status, StatusCode::OK);
    let conditionals = format!("/api/v1/games/{running}/conditionals");
    let lines = json!({"text": "if 1...e5 2.Nf3"});
    let (status, body) = call_with(app, Method::PUT, &conditionals, Some(&dora), Some(lines)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let said = json!({"text": "Good luck, Eve"});
    let messages = format!("/api/v1/games/{running}/messages");
    let (status, body) = call(app, &messages, Some(&dora), Some(said)).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let note = json!({"text": "Eve likes the Sicilian"});
    let notes = format!("/api/v1/games/{running}/notes");
    let (status, body) = call_with(app, Method::PUT, &notes, Some(&dora), Some(note)).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let finished = start_game(app, &eve, ("dora", &dora), "10/50").await;
    let resign = format!("/api/v1/games/{finished}/resign");
    let (status, _) = call(app, &resign, Some(&dora), Some(json!({}))).await;
    assert_eq!(status, StatusCode::OK);
    let open = json!({"opponent": "eve", "time_control": "10/50"});
    let (status, _) = call(app, "/api/v1/challenges", Some(&dora), Some(open)).await;
    assert_eq!(status, StatusCode::CREATED);
    let first = (chrono::Utc::now() + chrono::Duration::days(20)).date_naive();
    let leave = json!({"first": first, "last": first + chrono::Duration::days(2)});
    let (status, _) = call(app, "/api/v1/leave", Some(&dora), Some(leave)).await;
    assert_eq!(status, StatusCode::CREATED);
    let mut players = Vec::new();
    for name in ["fay", "gus", "hal"] {
        players.push((name, player(app, name).await));
    }
    three_player_event(app, &dora, &players, "Dora's Cup", json!({})).await;
    let olga = organizer(app, state, "olga").await;
    let entrants = [("dora", dora.clone()), ("fay", players[0].1.clone())];
    let mut entrants = entrants.to_vec();
    entrants.push(("gus", players[1].1.clone()));
    let cup = three_player_event(app, &olga, &entrants, "Olga's Cup", json!({})).await;
    let rated = crate::support::events::game_between(&cup, "dora", "fay")["id"].clone();
    let resign = format!("/api/v1/games/{rated}/resign");
    let (status, _) = call(app, &resign, Some(&dora), Some(json!({}))).await;
    assert_eq!(status, StatusCode::OK);
    state.deliver();
    (dora, eve, running)
}

#[actix_web::test]
async fn the_export_holds_every_row_naming_the_user_and_deletion_leaves_none_of_their_secrets() {
    for url in fresh_databases("account-data") {
        let state = TestApp::builder().database(url).build();
        let app = state.service().await;
        let (dora, eve, running) = dora_world(&app, &state).await;
        let conn = &mut *state.pool.get().unwrap();
        let dora_row = kingpost::db::users::find_by_username(conn, "dora")
            .unwrap()
            .unwrap();
        let (id, email) = (dora_row.id, dora_row.email.to_lowercase());

        let (status, export) = call(&app, "/api/v1/account/export", Some(&dora), None).await;
        assert_eq!(status, StatusCode::OK, "{export}");
        let tables = schema_tables();
        let mut naming_tables = BTreeSet::new();
        let mut non_empty = BTreeSet::new();
        for (table, columns) in &tables {
            let Some(condition) = naming(table, columns, id, &email) else {
                continue;
            };
            naming_tables.insert(table.clone());
            let held = count(
                conn,
                &format!("SELECT count(*) AS n FROM {table} WHERE {condition}"),
            );
            let exported = export["tables"][table]
                .as_array()
                .unwrap_or_else(|| panic!("the export has no table {table}"))
                .len();
            assert_eq!(
                i64::try_from(exported).unwrap(),
                held,
                "{table}: rows naming dora vs exported"
            );
            if held > 0 {
                non_empty.insert(table.as_str());
            }
        }
        let exported: BTreeSet<String> = export["tables"]
            .as_object()
            .unwrap()
            .keys()
            .cloned()
            .collect();
        assert_eq!(
            exported, naming_tables,
            "the export lists exactly the tables naming users"
        );
        for table in [
            "users",
            "api_tokens",
            "email_tokens",
            "challenges",
            "games",
            "moves",
            "outbox",
            "outbox_bodies",
            "leave_periods",
            "conditional_moves",
            "game_messages",
            "game_notes",
            "events",
            "event_players",
            "player_ratings",
            "rating_history",
        ] {
            assert!(
                non_empty.contains(table),
                "the world fills {table}: {non_empty:?}"
            );
        }
        assert_eq!(export["tables"]["users"][0]["email"], dora_row.email);
        assert_ne!(
            export["tables"]["users"][0]["password_hash"],
            dora_row.password_hash
        );

        // The page: the same export as a download; a wrong password deletes nothing.
        let mut pages = Browser::default();
        pages.login(&app, "dora", "long enough").await;
        let download = pages.get(&app, "/account/export.json").await;
        assert_eq!(download.status, StatusCode::OK);
        let from_page: Value = serde_json::from_str(&download.body).unwrap();
        assert_eq!(
            from_page["tables"].as_object().unwrap().len(),
            naming_tables.len()
        );
        let form = pages.get(&app, "/account/data").await;
        assert_eq!(form.status, StatusCode::OK);
        let csrf = csrf_of(&form.body);
        let wrong = [("csrf", csrf.as_str()), ("password", "not my password")];
        let refused = pages.post_raw(&app, "/account/delete", &wrong).await;
        assert_eq!(refused.status, StatusCode::FORBIDDEN);
        assert!(refused.body.contains("delete-error"));
        assert!(
            kingpost::db::users::find_by_username(conn, "dora")
                .unwrap()
                .is_some()
        );

        let right = [("csrf", csrf.as_str()), ("password", "long enough")];
        let deleted = pages.post_raw(&app, "/account/delete", &right).await;
        assert_eq!(deleted.status, StatusCode::SEE_OTHER, "{}", deleted.body);
        assert_eq!(deleted.location.as_deref(), Some("/"));

        // No row holds her address or password hash; her conditional moves and tokens are gone.
        for (table, columns) in &tables {
            for (column, kind) in columns {
                if !kind.contains("Text") {
                    continue;
                }
                let sql = format!(
                    "SELECT count(*) AS n FROM {table} WHERE lower({column}) LIKE '%{email}%' \
                     OR {column} = '{}'",
                    dora_row.password_hash
                );
                assert_eq!(
                    count(conn, &sql),
                    0,
                    "{table}.{column} still holds dora's secrets"
                );
            }
        }
        let mut left = |table: &str| {
            count(
                conn,
                &format!("SELECT count(*) AS n FROM {table} WHERE user_id = {id}"),
            )
        };
        assert_eq!(left("conditional_moves"), 0);
        assert_eq!(left("game_notes"), 0, "her notes go");
        assert_eq!(left("api_tokens"), 0);
        assert_eq!(left("email_tokens"), 0);
        let messages = format!("SELECT count(*) AS n FROM game_messages WHERE author_id = {id}");
        assert_eq!(count(conn, &messages), 0, "her messages go");
        let (status, _) = call(&app, "/api/v1/account", Some(&dora), None).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "her token is revoked");
        assert_eq!(
            pages.get(&app, "/account").await.status,
            StatusCode::SEE_OTHER
        );
        let mut again = Browser::default();
        let login = again.login(&app, "dora", "long enough").await;
        assert_ne!(login.status, StatusCode::SEE_OTHER, "she cannot sign in");

        // The games stay, under the new name; the running one was resigned.
        let (status, game) =
            call(&app, &format!("/api/v1/games/{running}"), Some(&eve), None).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(game["white"], format!("deleted-{id}"));
        assert_eq!(game["status"], "finished");
        assert_eq!(game["result"], "0-1");
    }
}

#[actix_web::test]
async fn deleting_through_the_api_needs_the_password() {
    for url in fresh_databases("account-delete-api") {
        let state = TestApp::builder().database(url).build();
        let app = state.service().await;
        let ivy = player(&app, "ivy").await;
        let wrong = json!({"password": "guess"});
        let (status, body) = call_with(
            &app,
            Method::DELETE,
            "/api/v1/account",
            Some(&ivy),
            Some(wrong),
        )
        .await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
        assert_eq!(body["error"]["code"], "wrong_password");
        let right = json!({"password": "long enough"});
        let (status, body) = call_with(
            &app,
            Method::DELETE,
            "/api/v1/account",
            Some(&ivy),
            Some(right),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let (status, _) = call(&app, "/api/v1/account", Some(&ivy), None).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED);
        let (status, found) = call(&app, "/api/v1/players?q=iv", None, None).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(found["total"], 0, "a deleted account is not found: {found}");
    }
}

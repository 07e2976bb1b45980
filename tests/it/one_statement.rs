//! A move's writes as one PostgreSQL statement ([`kingpost::db::one_statement`]): after the
//! game is read, the update, the move, its mail, its change-log row and the announcements go
//! in one statement; a stale version writes none of them; a statement the attempt did not plan
//! for is never sent, and nothing of the attempt is written. SQLite never attempts it.

use std::sync::{Arc, Mutex};

use diesel::connection::{Instrumentation, InstrumentationEvent};
use diesel::sql_types::BigInt;
use diesel::{Connection, PgConnection, QueryableByName, RunQueryDsl};
use kingpost::chess::Language;
use kingpost::db::one_statement::{self, OneStatement};
use kingpost::db::{self, Backend, DatabaseUrl, DbConnection, DbError};
use kingpost::domain::game::MoveSource;
use kingpost::service::game_store::GameError;
use kingpost::service::games;

use crate::support::TestApp;
use crate::support::api::{player, start_game};
use crate::support::events::user_id;
use crate::support::fresh_databases;

/// The statements a connection sends.
#[derive(Clone, Default)]
struct Sent(Arc<Mutex<Vec<String>>>);

impl Instrumentation for Sent {
    fn on_connection_event(&mut self, event: InstrumentationEvent<'_>) {
        if let InstrumentationEvent::FinishQuery { query, .. } = event {
            self.0.lock().unwrap().push(query.to_string());
        }
    }
}

impl Sent {
    fn take(&self) -> Vec<String> {
        std::mem::take(&mut *self.0.lock().unwrap())
    }
}

#[derive(QueryableByName)]
struct Count {
    #[diesel(sql_type = BigInt)]
    n: i64,
}

/// How many moves, outbox rows, outbox bodies and change-log rows game `id` has, counted on a
/// connection of its own.
fn stored(url: &DatabaseUrl, id: i32) -> [i64; 4] {
    let mut conn = db::connect_once(url).unwrap();
    let count = |conn: &mut DbConnection, sql: String| {
        diesel::sql_query(sql).get_result::<Count>(conn).unwrap().n
    };
    [
        count(
            &mut conn,
            format!("SELECT count(*) AS n FROM moves WHERE game_id = {id}"),
        ),
        count(
            &mut conn,
            format!("SELECT count(*) AS n FROM outbox WHERE game_id = {id}"),
        ),
        count(
            &mut conn,
            format!(
                "SELECT count(*) AS n FROM outbox_bodies b JOIN outbox o ON o.id = b.outbox_id \
                 WHERE o.game_id = {id}"
            ),
        ),
        count(
            &mut conn,
            format!("SELECT count(*) AS n FROM game_changes WHERE game_id = {id}"),
        ),
    ]
}

/// A game between two new players on `url`, with White's id: (app state, game id, White).
async fn new_game(url: &DatabaseUrl) -> (TestApp, i32, kingpost::domain::account::UserId) {
    let state = TestApp::quick(url.clone());
    let app = state.service().await;
    let ann = player(&app, "ann").await;
    let bob = player(&app, "bob").await;
    let id = i32::try_from(start_game(&app, &ann, ("bob", &bob), "10/50").await).unwrap();
    let mut conn = state.pool.get_for_write().unwrap();
    let ann_id = user_id(&mut conn, "ann");
    (state, id, ann_id)
}

fn e4() -> games::MoveRequest<'static> {
    games::MoveRequest {
        mv: "e4".into(),
        ply: Some(0),
        offer_draw: false,
        source: MoveSource::Api,
        language: Language::English,
    }
}

/// A listening connection to `url`'s database (PostgreSQL), on `channels`: a plain diesel
/// connection, without Kingpost's guard, so that it may be used during an attempt.
fn listener(url: &DatabaseUrl, channels: &[&str]) -> PgConnection {
    let DatabaseUrl::Postgres(raw) = url else {
        unreachable!("listening is PostgreSQL's")
    };
    let mut pg = PgConnection::establish(raw).unwrap();
    for channel in channels {
        diesel::sql_query(format!("LISTEN {channel}"))
            .execute(&mut pg)
            .unwrap();
    }
    pg
}

/// The notifications `pg` received, as `channel:payload`, after a statement that lets them in.
fn heard(pg: &mut PgConnection) -> Vec<String> {
    diesel::sql_query("SELECT 1").execute(pg).unwrap();
    let mut got: Vec<String> = pg
        .notifications_iter()
        .map(|n| n.unwrap())
        .map(|n| format!("{}:{}", n.channel, n.payload))
        .collect();
    got.sort();
    got
}

/// On PostgreSQL a move is one statement after its read, which writes the game, the move, the
/// mail with its bodies and the change-log row, and announces the change and the mail only
/// once written; SQLite does not attempt it (its writes are grouped in one transaction).
#[actix_web::test]
async fn a_move_after_its_read_is_one_statement_on_postgresql() {
    for url in fresh_databases("one-statement") {
        let (state, id, ann) = new_game(&url).await;
        let mut conn = state.pool.get_for_write().unwrap();
        let sent = Sent::default();
        one_statement::observe(&mut conn, sent.clone());
        let game = games::load(&mut conn, id).unwrap();
        let before = stored(&url, id);
        let mut listening = (url.backend() == Backend::Postgres)
            .then(|| listener(&url, &["kingpost_game_changes", "kingpost_outbox"]));
        sent.take();
        let outcome = one_statement::run(&mut conn, |conn| {
            let saved = games::play_move(conn, &state.mail, ann, game, &e4(), state.clock.now())?;
            assert_eq!(
                sent.take(),
                Vec::<String>::new(),
                "{url}: sent before the end"
            );
            if let Some(pg) = &mut listening {
                assert_eq!(
                    heard(pg),
                    Vec::<String>::new(),
                    "{url}: announced before the end"
                );
            }
            Ok::<_, GameError>(saved.view.moves.len())
        })
        .unwrap();
        if url.backend() == Backend::Sqlite {
            assert_eq!(outcome, OneStatement::Unplanned, "{url}");
            assert_eq!(stored(&url, id), before, "{url}");
            continue;
        }
        assert_eq!(outcome, OneStatement::Written(1), "{url}");
        let statements = sent.take();
        assert_eq!(statements.len(), 1, "{url}: {statements:#?}");
        assert!(
            statements[0].starts_with("WITH updated AS (UPDATE games"),
            "{url}"
        );
        let [moves, mails, bodies, changes] = before;
        assert_eq!(
            stored(&url, id),
            [moves + 1, mails + 1, bodies + 1, changes + 1],
            "{url}"
        );
        let heard = heard(listening.as_mut().unwrap());
        assert_eq!(
            heard,
            [
                format!("kingpost_game_changes:{id}"),
                "kingpost_outbox:".to_owned()
            ],
            "{url}"
        );
    }
}

/// A move decided on a version another process moved on writes nothing at all when its one
/// statement runs: not the game, the move, the mail, nor the change-log row.
#[actix_web::test]
async fn a_stale_one_statement_move_writes_nothing() {
    for url in fresh_databases("one-statement-stale") {
        if url.backend() == Backend::Sqlite {
            continue;
        }
        let (state, id, ann) = new_game(&url).await;
        let mut conn = state.pool.get_for_write().unwrap();
        let game = games::load(&mut conn, id).unwrap();
        let bump = "UPDATE games SET version = version + 1 WHERE id = ";
        let mut other = db::connect_once(&url).unwrap();
        diesel::sql_query(format!("{bump}{id}"))
            .execute(&mut other)
            .unwrap();
        let before = stored(&url, id);
        let outcome = one_statement::run(&mut conn, |conn| {
            games::play_move(conn, &state.mail, ann, game, &e4(), state.clock.now()).map(|_| ())
        })
        .unwrap();
        assert_eq!(outcome, OneStatement::Stale, "{url}");
        assert_eq!(stored(&url, id), before, "{url}");
    }
}

/// A statement the attempt did not plan for (here a write after the move's held writes) is
/// never sent: the attempt ends as unplanned and nothing of it is stored, neither the move nor
/// that write; the connection stays usable, and the same work then runs in a transaction.
#[actix_web::test]
async fn an_unplanned_statement_is_not_sent_and_nothing_is_written() {
    for url in fresh_databases("one-statement-unplanned") {
        if url.backend() == Backend::Sqlite {
            continue;
        }
        let (state, id, ann) = new_game(&url).await;
        let mut conn = state.pool.get_for_write().unwrap();
        let sent = Sent::default();
        one_statement::observe(&mut conn, sent.clone());
        let before = stored(&url, id);
        let marker = format!(
            "INSERT INTO game_changes (game_id, white_id, black_id, kind, ply, at) \
             SELECT {id}, white_id, black_id, 'marker', 9, now() FROM games WHERE id = {id}"
        );
        // The move, then the marker: a write the attempt cannot hold.
        let move_and_mark = |conn: &mut DbConnection, game| {
            games::play_move(conn, &state.mail, ann, game, &e4(), state.clock.now())?;
            diesel::sql_query(&marker)
                .execute(conn)
                .map_err(|e| GameError::from(DbError::from(e)))?;
            Ok::<_, GameError>(())
        };
        let game = games::load(&mut conn, id).unwrap();
        sent.take();
        let outcome = one_statement::run(&mut conn, |conn| move_and_mark(conn, game)).unwrap();
        assert_eq!(outcome, OneStatement::Unplanned, "{url}");
        assert_eq!(sent.take(), Vec::<String>::new(), "{url}");
        assert_eq!(stored(&url, id), before, "{url}");
        db::write_transaction(&mut conn, |conn| {
            let game = games::load(conn, id)?;
            move_and_mark(conn, game)
        })
        .unwrap();
        let [moves, mails, bodies, changes] = before;
        assert_eq!(
            stored(&url, id),
            [moves + 1, mails + 1, bodies + 1, changes + 2],
            "{url}"
        );
    }
}

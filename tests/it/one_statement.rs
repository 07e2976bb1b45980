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
use kingpost::db::{self, Backend, DatabaseUrl, DbConnection, DbError, Pool, PoolError};
use kingpost::domain::game::MoveSource;
use kingpost::service::game_store::{self, GameError};
use kingpost::service::games;
use kingpost::service::xfcc::{self, XfccMove};

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

/// Black's reply 1…e5 as an Xfcc client sends it, with `message`.
fn xfcc_e5(id: i32, message: &str) -> XfccMove {
    XfccMove {
        game_id: id,
        movecount: Some(1),
        text: "e5".to_owned(),
        resign: false,
        accept_draw: false,
        offer_draw: false,
        claim_draw: false,
        message: message.to_owned(),
    }
}

/// A test's write failed.
struct Failed(String);

impl From<DbError> for Failed {
    fn from(e: DbError) -> Failed {
        Failed(e.to_string())
    }
}

impl From<PoolError> for Failed {
    fn from(e: PoolError) -> Failed {
        Failed(e.to_string())
    }
}

/// Runs `job` as the server runs a hot write ([`Pool::write_waiting`]: on PostgreSQL on a pooled
/// connection in the pool's cache scope, on SQLite in a group on the writer thread), with the
/// connection watched by `sent`.
fn as_served<T: Send + 'static>(
    pool: &Pool,
    sent: &Sent,
    job: impl FnOnce(&mut DbConnection) -> T + Send + 'static,
) -> T {
    let sent = sent.clone();
    pool.write_waiting(move |conn| {
        one_statement::observe(conn, sent);
        Ok::<_, Failed>(job(conn))
    })
    .unwrap_or_else(|Failed(e)| panic!("the write failed: {e}"))
}

/// Every door's change of a game goes through [`game_store::write`]: on PostgreSQL a plain
/// move is its game's read and one statement, whether made as the game page's `act` makes it
/// (`games::load`, then `games::play_move`, through [`game_store::write`]) or by Xfcc's
/// `make_a_move`; each is stored with its mail and change-log row. SQLite makes each in a
/// transaction, with the same rows. (The page's handler itself is not driven here: its moves
/// are covered end to end by the page and browser tests.)
#[actix_web::test]
async fn a_plain_move_from_the_page_or_xfcc_is_a_read_and_one_statement() {
    for url in fresh_databases("one-statement-doors") {
        let (state, id, ann) = new_game(&url).await;
        let bob = user_id(&mut state.pool.get_for_write().unwrap(), "bob");
        let (mail, now) = (state.mail.clone(), state.clock.now());
        let sent = Sent::default();
        // Into the replayed-games cache, where a game being played is (else its moves are read).
        as_served(&state.pool, &sent, move |conn| {
            games::load(conn, id).map(|_| ())
        })
        .unwrap();
        sent.take();
        let before = stored(&url, id);
        let page_mail = mail.clone();
        as_served(&state.pool, &sent, move |conn| {
            game_store::write(
                conn,
                |conn| games::load(conn, id),
                |conn, game| games::play_move(conn, &page_mail, ann, game, &e4(), now),
            )
            .map(|_| ())
        })
        .unwrap();
        let by_page = sent.take();
        as_served(&state.pool, &sent, move |conn| {
            xfcc::make_a_move(conn, &mail, bob, &xfcc_e5(id, ""), now)
        })
        .unwrap();
        let by_xfcc = sent.take();
        let [moves, mails, bodies, changes] = before;
        assert_eq!(
            stored(&url, id),
            [moves + 2, mails + 2, bodies + 2, changes + 2],
            "{url}"
        );
        if url.backend() == Backend::Sqlite {
            continue;
        }
        for statements in [by_page, by_xfcc] {
            assert_eq!(statements.len(), 2, "{url}: {statements:#?}");
            assert!(
                statements[0].starts_with("SELECT"),
                "{url}: {statements:#?}"
            );
            assert!(
                statements[1].starts_with("WITH updated AS (UPDATE games"),
                "{url}: {statements:#?}"
            );
        }
    }
}

/// An Xfcc move with a message needs more than one statement (the message is written first):
/// the attempt stops before anything is sent and the call is made again in a transaction,
/// which stores the message and the move once each.
#[actix_web::test]
async fn an_xfcc_move_with_a_message_is_made_in_a_transaction() {
    for url in fresh_databases("one-statement-xfcc-message") {
        let (state, id, ann) = new_game(&url).await;
        let mut conn = state.pool.get_for_write().unwrap();
        let bob = user_id(&mut conn, "bob");
        let now = state.clock.now();
        let game = games::load(&mut conn, id).unwrap();
        games::play_move(&mut conn, &state.mail, ann, game, &e4(), now).unwrap();
        let sent = Sent::default();
        one_statement::observe(&mut conn, sent.clone());
        let [moves, ..] = stored(&url, id);
        xfcc::make_a_move(&mut conn, &state.mail, bob, &xfcc_e5(id, "Good luck"), now).unwrap();
        let statements = sent.take();
        assert_eq!(stored(&url, id)[0], moves + 1, "{url}");
        let mut other = db::connect_once(&url).unwrap();
        let messages = diesel::sql_query(format!(
            "SELECT count(*) AS n FROM game_messages WHERE game_id = {id} AND body = 'Good luck'"
        ))
        .get_result::<Count>(&mut other)
        .unwrap()
        .n;
        assert_eq!(messages, 1, "{url}");
        if url.backend() == Backend::Postgres {
            assert!(
                statements.iter().any(|s| s.starts_with("BEGIN")),
                "{url}: {statements:#?}"
            );
        }
    }
}

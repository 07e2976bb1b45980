//! The game store as the use cases see it: a game's rules are read with the game in one query
//! (however many rules a move consults), and every save yields one typed change per thing that
//! happened, which the standard subscribers and any added one hear in order, a conditional
//! reply as a change of its own.

use std::sync::{Arc, Mutex};

use diesel::connection::{Connection, Instrumentation, InstrumentationEvent};
use kingpost::chess::Language;
use kingpost::db::{self, write_transaction};
use kingpost::domain::conditional::WrittenLine;
use kingpost::domain::game::MoveSource;
use kingpost::service::game_changes::publish_with;
use kingpost::service::game_store::{self, Action, ChangeKind, GameError, Saved, Subscriber};
use kingpost::service::{conditionals, games};
use serde_json::json;

use crate::support::TestApp;
use crate::support::api::{call, player, start_game};
use crate::support::events::{cast, game_between, three_player_event, user_id};
use crate::support::fresh_databases;

/// The statements a connection runs.
#[derive(Clone, Default)]
struct Statements(Arc<Mutex<Vec<String>>>);

impl Instrumentation for Statements {
    fn on_connection_event(&mut self, event: InstrumentationEvent<'_>) {
        if let InstrumentationEvent::FinishQuery { query, .. } = event {
            self.0.lock().unwrap().push(query.to_string());
        }
    }
}

/// A move with a draw offer in an event game consults three of the event's rules (the 50-move
/// rule, draw offers from move N, the leave rule of the clock); the store reads them with the
/// game, in one query of the events table.
#[actix_web::test]
async fn a_move_reads_its_events_rules_in_one_query() {
    for url in fresh_databases("store-rules") {
        let state = TestApp::quick(url.clone());
        let app = state.service().await;
        let (olga, tokens) = cast(&app, &state).await;
        let rules = json!({"draw_offers_from_move": 1, "fifty_move_suspended": true, "tablebase_claims": false});
        let event = three_player_event(&app, &olga, &tokens, "Store Cup", rules).await;
        let game = game_between(&event, "ann", "bob");
        let id = i32::try_from(game["id"].as_i64().unwrap()).unwrap();
        let white = game["white"].as_str().unwrap();
        let mut conn = db::connect_once(&url).unwrap();
        let mover = user_id(&mut conn, white);
        let loaded = games::load(&mut conn, id).unwrap();
        let event_rules = loaded.rules.event.as_ref().expect("an event game");
        assert_eq!(
            (
                event_rules.name.as_str(),
                event_rules.fifty_move_suspended,
                event_rules.draw_offers_from_move,
                event_rules.tablebase_claims,
            ),
            ("Store Cup", true, 1, false),
            "{url:?}"
        );
        assert_eq!(loaded.names().0, white, "{url:?}");
        let statements = Statements::default();
        conn.set_instrumentation(statements.clone());
        let request = games::MoveRequest {
            mv: "e4".into(),
            ply: Some(0),
            offer_draw: true,
            source: MoveSource::Api,
            language: Language::English,
        };
        let view = write_transaction(&mut conn, |conn| {
            let game = games::load(conn, id)?;
            games::play_move(conn, &state.mail, mover, game, &request, state.clock.now())
        })
        .unwrap()
        .view;
        assert_eq!(view.draw_offer.as_deref(), Some("white"), "{url:?}");
        let seen = statements.0.lock().unwrap().clone();
        let of_events: Vec<&String> = seen
            .iter()
            .filter(|q| {
                // As diesel quotes the table, or as the game's fixed read names it.
                q.contains("`events`") || q.contains("\"events\"") || q.contains("JOIN events ")
            })
            .collect();
        assert_eq!(of_events.len(), 1, "{url:?}: {of_events:#?}");
    }
}

/// Records the changes it hears.
#[derive(Default)]
struct Recorder(Mutex<Vec<(ChangeKind, String)>>);

impl Subscriber for Recorder {
    fn changed(
        &self,
        _conn: &mut db::DbConnection,
        saved: &Saved,
        _follow_ups: &mut Vec<Saved>,
        _now: chrono::NaiveDateTime,
    ) -> Result<(), GameError> {
        let fen = saved.view.fen.clone();
        let mut heard = self.0.lock().unwrap();
        heard.extend(saved.changes.iter().map(|c| (c.kind.clone(), fen.clone())));
        Ok(())
    }
}

fn moved(kind: &ChangeKind) -> Option<(&str, MoveSource)> {
    match kind {
        ChangeKind::Moved { played, source, .. } => Some((played.san.as_str(), *source)),
        _ => None,
    }
}

/// A move answered at once by the opponent's conditional move yields two changes, heard in
/// order by a subscriber added to the standard ones (the reply from the game after it); a mate
/// yields the move and the end of the game.
#[actix_web::test]
async fn an_added_subscriber_hears_each_change_and_a_conditional_reply_as_its_own() {
    for url in fresh_databases("store-changes") {
        let state = TestApp::quick(url.clone());
        let app = state.service().await;
        let ann = player(&app, "ann").await;
        let bob = player(&app, "bob").await;
        let id = start_game(&app, &ann, ("bob", &bob), "10/50").await;
        let id = i32::try_from(id).unwrap();
        let path = format!("/api/v1/games/{id}/moves");
        for (token, text) in [(&ann, "f3"), (&bob, "e5")] {
            let (status, body) = call(&app, &path, Some(token), Some(json!({"move": text}))).await;
            assert!(status.is_success(), "{body}");
        }
        let mut conn = state.pool.get_for_write().unwrap();
        let (ann_id, bob_id) = (user_id(&mut conn, "ann"), user_id(&mut conn, "bob"));
        let now = state.clock.now();
        // Bob foresees 2.g4 and stores 2...Qh4# as his answer.
        let line: WrittenLine = vec!["g4".to_owned(), "Qh4#".to_owned()];
        write_transaction(&mut conn, |conn| {
            let game = games::load(conn, id)?;
            conditionals::set(conn, bob_id, &game, &[line], Language::English, now)
        })
        .unwrap();
        let recorder = Recorder::default();
        let after = write_transaction(&mut conn, |conn| {
            let mut game = game_store::load(conn, id)?;
            let played = game
                .state
                .play(ann_id, "g4", Language::English, None, false)?;
            let action = Action::Move {
                played: &played,
                by: ann_id,
                source: MoveSource::Api,
                offered_draw: false,
            };
            let saved = game_store::save(conn, game, action, None, now)?;
            publish_with(conn, &state.mail, saved, &[&recorder], now)
        })
        .unwrap();
        let heard = recorder.0.lock().unwrap().clone();
        let kinds: Vec<_> = heard.iter().map(|(k, _)| moved(k)).collect();
        assert_eq!(
            kinds,
            [
                Some(("g4", MoveSource::Api)),
                Some(("Qh4#", MoveSource::Conditional)),
                None,
            ],
            "{url:?}: {heard:#?}"
        );
        assert!(
            matches!(heard[2].0, ChangeKind::Ended { decision: None, .. }),
            "{url:?}: {heard:#?}"
        );
        assert_ne!(
            heard[0].1, after.view.fen,
            "{url:?}: the move is heard before the reply"
        );
        assert_eq!(
            heard[2].1, after.view.fen,
            "the reply is heard from the game after it"
        );
        assert_eq!(after.view.result, "0-1");
    }
}

/// Changes game `id` in the database at `url` behind the server's back: the stored SAN of its
/// first move becomes `san` (`Some`), or its version moves on as another process's change
/// would move it (`None`).
fn behind_the_back(url: &kingpost::db::DatabaseUrl, id: i64, san: Option<&str>) {
    use diesel::RunQueryDsl;
    let sql = match san {
        Some(san) => format!("UPDATE moves SET san = '{san}' WHERE game_id = {id} AND ply = 1"),
        None => format!("UPDATE games SET version = version + 1 WHERE id = {id}"),
    };
    let mut conn = db::connect_once(url).unwrap();
    diesel::sql_query(sql).execute(&mut conn).unwrap();
}

/// A move decided on a game whose stored version moved on in the meantime (another process's
/// change) is refused as stale and writes nothing: not the game, not the move (on PostgreSQL
/// the two are one statement), on both backends.
#[actix_web::test]
async fn a_move_on_a_version_that_moved_on_is_stale_and_writes_nothing() {
    for url in fresh_databases("store-stale") {
        let state = TestApp::quick(url.clone());
        let app = state.service().await;
        let ann = player(&app, "ann").await;
        let bob = player(&app, "bob").await;
        let id = start_game(&app, &ann, ("bob", &bob), "10/50").await;
        let mut conn = state.pool.get_for_write().unwrap();
        let ann_id = user_id(&mut conn, "ann");
        let request = games::MoveRequest {
            mv: "e4".into(),
            ply: Some(0),
            offer_draw: false,
            source: MoveSource::Api,
            language: Language::English,
        };
        let now = state.clock.now();
        let game = games::load(&mut conn, i32::try_from(id).unwrap()).unwrap();
        behind_the_back(&url, id, None);
        let outcome = write_transaction(&mut conn, |conn| {
            games::play_move(conn, &state.mail, ann_id, game, &request, now).map(|_| ())
        });
        assert!(
            matches!(outcome, Err(GameError::Stale)),
            "{url:?}: {outcome:?}"
        );
        let (_, view) = call(&app, &format!("/api/v1/games/{id}"), Some(&bob), None).await;
        assert_eq!(view["moves"], json!([]), "{url:?}: {view}");
        assert_eq!(
            view["fen"],
            json!("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
            "{url:?}: {view}"
        );
    }
}

/// The first move's SAN in the game view a successful request to `path` answers.
async fn first_san(
    app: &impl actix_web::dev::Service<
        actix_http::Request,
        Response = actix_web::dev::ServiceResponse,
        Error = actix_web::Error,
    >,
    path: &str,
    token: &str,
    body: Option<serde_json::Value>,
) -> serde_json::Value {
    let (status, view) = call(app, path, Some(token), body).await;
    assert!(status.is_success(), "{path}: {view}");
    view["moves"][0]["san"].clone()
}

/// A move keeps the game it replayed for the game's next move (its moves are not read and
/// replayed again) on both backends, and a game whose stored version moved on (another process
/// changed it) is read afresh.
#[actix_web::test]
async fn the_next_move_uses_the_game_kept_for_its_stored_version() {
    for url in fresh_databases("store-cache") {
        let state = TestApp::quick(url.clone());
        let app = state.service().await;
        let ann = player(&app, "ann").await;
        let bob = player(&app, "bob").await;
        let id = start_game(&app, &ann, ("bob", &bob), "10/50").await;
        let moves = format!("/api/v1/games/{id}/moves");
        let play = |mv: &str, ply: u32| Some(json!({"move": mv, "ply": ply}));
        first_san(&app, &moves, &ann, play("e4", 0)).await;
        // Behind the cache's back: the stored first move changes, the game's version does not.
        behind_the_back(&url, id, Some("E4?"));
        assert_eq!(
            first_san(&app, &moves, &bob, play("e5", 1)).await,
            "e4",
            "{url:?}: the kept game was not used"
        );
        // Another process's change moves the version on: the game is read from the database.
        behind_the_back(&url, id, None);
        assert_eq!(
            first_san(&app, &moves, &ann, play("Nf3", 2)).await,
            "E4?",
            "{url:?}: a stale kept game was used"
        );
    }
}

/// A read of a game (`GET /api/v1/games/{id}`) uses the game its last move kept, without taking
/// it from the next move, on both backends; once the stored version moves on, a read sees the
/// database again and keeps what it read for the next.
#[actix_web::test]
async fn reads_use_the_kept_game_and_leave_it_for_the_next_move() {
    for url in fresh_databases("store-cache-read") {
        let state = TestApp::quick(url.clone());
        let app = state.service().await;
        let ann = player(&app, "ann").await;
        let bob = player(&app, "bob").await;
        let id = start_game(&app, &ann, ("bob", &bob), "10/50").await;
        let moves = format!("/api/v1/games/{id}/moves");
        let game = format!("/api/v1/games/{id}");
        let play = |mv: &str, ply: u32| Some(json!({"move": mv, "ply": ply}));
        first_san(&app, &moves, &ann, play("e4", 0)).await;
        behind_the_back(&url, id, Some("E4?"));
        for _ in 0..2 {
            assert_eq!(
                first_san(&app, &game, &bob, None).await,
                "e4",
                "{url:?}: the read did not use the kept game"
            );
        }
        assert_eq!(
            first_san(&app, &moves, &bob, play("e5", 1)).await,
            "e4",
            "{url:?}: a read took the kept game from the next move"
        );
        behind_the_back(&url, id, None);
        assert_eq!(
            first_san(&app, &game, &bob, None).await,
            "E4?",
            "{url:?}: a read used a stale kept game"
        );
        // That read kept the game it read whole: the next read uses it.
        behind_the_back(&url, id, Some("E4!!"));
        assert_eq!(
            first_san(&app, &game, &bob, None).await,
            "E4?",
            "{url:?}: a read did not keep the game it read"
        );
    }
}

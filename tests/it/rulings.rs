//! Fair rulings through every door, on every backend: an organizer who plays a game may not
//! rule on it (the adjudication endpoint and page, the claims queue's endpoint and form, the
//! decision of an appeal, withdrawing the opponent); a ruling on a game outside events is
//! mailed to both players with the result, the reason and who decided, in each one's language;
//! and an event's claims queue (notes and engine reports included) is the organizers': a
//! player reads only the claims on their own games, without the opponent's note or the
//! engine's report while the game goes on.

use actix_web::http::StatusCode;
use kingpost::db::users;
use kingpost::domain::adjudication::Role;
use kingpost::service::adjudication::grant_role;
use kingpost::web::AppState;
use serde_json::{Value, json};

use crate::support::api::{call, player};
use crate::support::events::{
    cast, expect, game_between, kinds, organizer, three_player_event, token, told_once, user_id,
};
use crate::support::pages::Browser;
use crate::support::{App, TestApp, fresh_databases};

fn set_language(state: &AppState, name: &str, lang: &str) {
    let mut conn = state.pool.get_for_write().unwrap();
    let id = user_id(&mut conn, name);
    users::set_language(&mut conn, id.0, lang).unwrap();
}

/// Checks a refusal because the decider plays in the game.
fn own_game(answer: &Value) {
    assert_eq!(answer["error"]["code"], "own_game", "{answer}");
    let message = answer["error"]["message"].as_str().unwrap();
    assert!(
        message.contains("you play in game") && message.contains("may not rule on it"),
        "{message}"
    );
}

async fn status_of(app: &impl App, game: &Value, token: &str) -> String {
    let path = format!("/api/v1/games/{}", game["id"]);
    let view = expect(app, &path, Some(token), None, StatusCode::OK).await;
    view["status"].as_str().unwrap().to_owned()
}

/// cyd, an organizer, plays ann and bob in the event: every door refuses cyd's ruling on
/// those games, while olga and pete (organizers who do not play) may rule.
#[actix_web::test]
async fn nobody_rules_on_their_own_game_by_any_door() {
    for url in fresh_databases("own-game") {
        let state = TestApp::quick(url);
        let app = state.service().await;
        let (olga, tokens) = cast(&app, &state).await;
        let event = three_player_event(&app, &olga, &tokens, "Fair Cup", json!({})).await;
        grant_role(
            &mut state.pool.get_for_write().unwrap(),
            "cyd",
            Role::Organizer,
        )
        .unwrap();
        let (ann, cyd) = (token(&tokens, "ann"), token(&tokens, "cyd"));
        let ann_cyd = game_between(&event, "ann", "cyd");

        // The game's adjudication door, API and page.
        let adjudicate = format!("/api/v1/games/{}/adjudicate", ann_cyd["id"]);
        let decision = json!({"result": "1/2-1/2", "reason": "I say it is drawn."});
        let refused = expect(
            &app,
            &adjudicate,
            Some(cyd),
            Some(decision.clone()),
            StatusCode::FORBIDDEN,
        )
        .await;
        own_game(&refused);
        let mut cyd_pages = Browser::default();
        cyd_pages.login(&app, "cyd", "long enough").await;
        let game_page = format!("/games/{}", ann_cyd["id"]);
        let seen = cyd_pages.get(&app, &game_page).await;
        assert_eq!(seen.status, StatusCode::OK);
        assert!(
            !seen.body.contains("/adjudicate\""),
            "no adjudication link on one's own game: {}",
            seen.body
        );
        let form = format!("{game_page}/adjudicate");
        assert_eq!(
            cyd_pages.get(&app, &form).await.status,
            StatusCode::FORBIDDEN,
            "not even the engine's report"
        );
        let fields = [("result", "1/2-1/2"), ("reason", "I say it is drawn.")];
        let posted = cyd_pages.submit(&app, &game_page, &form, &fields).await;
        assert_eq!(posted.status, StatusCode::FORBIDDEN, "{}", posted.body);

        // The claims queue, API and page.
        let file = format!("/api/v1/games/{}/claims", ann_cyd["id"]);
        let note = json!({"kind": "adjudication", "note": "cyd stopped answering"});
        let filed = expect(&app, &file, Some(ann), Some(note), StatusCode::CREATED).await;
        let decide = format!("/api/v1/claims/{}/decide", filed["id"]);
        let ruling = json!({"ruling": "1/2-1/2", "reason": "I answered yesterday."});
        let refused = expect(
            &app,
            &decide,
            Some(cyd),
            Some(ruling),
            StatusCode::FORBIDDEN,
        )
        .await;
        own_game(&refused);
        let queue = format!("/events/{}/claims", event["id"]);
        let action = format!("/claims/{}/decide", filed["id"]);
        let page = cyd_pages.get(&app, &queue).await;
        assert!(
            !page.body.contains(&format!("action=\"{action}\"")),
            "no ruling form on one's own game: {}",
            page.body
        );
        let event_id = event["id"].to_string();
        let fields = [
            ("event", event_id.as_str()),
            ("ruling", "1/2-1/2"),
            ("reason", "I answered yesterday."),
        ];
        let posted = cyd_pages.submit(&app, &queue, &action, &fields).await;
        assert_eq!(posted.status, StatusCode::FORBIDDEN, "{}", posted.body);
        assert_eq!(status_of(&app, &ann_cyd, ann).await, "active");

        // The appeal: olga rules, cyd appeals and may not decide the appeal; pete may.
        let ruling = json!({"ruling": "1/2-1/2", "reason": "Neither side can make progress."});
        expect(&app, &decide, Some(&olga), Some(ruling), StatusCode::OK).await;
        let appeal = format!("/api/v1/claims/{}/appeal", filed["id"]);
        let note = json!({"note": "I am winning."});
        expect(&app, &appeal, Some(cyd), Some(note), StatusCode::OK).await;
        let second = json!({"ruling": "1/2-1/2", "reason": "Upheld."});
        let refused = expect(
            &app,
            &decide,
            Some(cyd),
            Some(second.clone()),
            StatusCode::FORBIDDEN,
        )
        .await;
        own_game(&refused);
        let pete = organizer(&app, &state, "pete").await;
        let done = expect(&app, &decide, Some(&pete), Some(second), StatusCode::OK).await;
        assert_eq!(done["status"], "final");

        // Withdrawing the opponent would score cyd's own game: refused too.
        let withdraw = format!("/api/v1/events/{}/withdraw", event["id"]);
        let bob = json!({"username": "bob"});
        let refused = expect(&app, &withdraw, Some(cyd), Some(bob), StatusCode::FORBIDDEN).await;
        own_game(&refused);
        let bob_cyd = game_between(&event, "bob", "cyd");
        assert_eq!(status_of(&app, &bob_cyd, cyd).await, "active");
    }
}

/// Outside events: olga, an organizer, may not adjudicate her own game; otto, an admin, ends
/// bob–carol, and both hear the result, the reason and who decided (carol in German).
#[actix_web::test]
async fn a_ruling_outside_events_is_mailed_to_both_players() {
    for url in fresh_databases("ruling-mail") {
        let state = TestApp::quick(url);
        let app = state.service().await;
        let olga = organizer(&app, &state, "olga").await;
        let otto = player(&app, "otto").await;
        grant_role(
            &mut state.pool.get_for_write().unwrap(),
            "otto",
            Role::Admin,
        )
        .unwrap();
        let bob = player(&app, "bob").await;
        let carol = player(&app, "carol").await;
        set_language(&state, "carol", "de");

        let own = new_game(&app, &olga, &bob, "bob").await;
        let decision = json!({"result": "1-0", "reason": "Bob stopped answering."});
        let refused = expect(
            &app,
            &format!("/api/v1/games/{own}/adjudicate"),
            Some(&olga),
            Some(decision),
            StatusCode::FORBIDDEN,
        )
        .await;
        own_game(&refused);

        let game = new_game(&app, &bob, &carol, "carol").await;
        let decision = json!({"result": "0-1", "reason": "The knight endgame is lost for White."});
        let path = format!("/api/v1/games/{game}/adjudicate");
        let view = expect(&app, &path, Some(&otto), Some(decision), StatusCode::OK).await;
        assert_eq!(view["result"], "0-1");
        let words = [
            "0-1",
            "knight endgame is lost",
            "otto",
            &format!("/games/{game}"),
        ];
        let texts = told_once(&state, &["bob", "carol"], "game-adjudicated", &words);
        assert!(texts[0].contains("Decided by otto"), "{}", texts[0]);
        assert!(texts[1].contains("Entschieden von otto"), "{}", texts[1]);
        assert!(kinds(&state, "otto", "game-adjudicated").is_empty());
    }
}

/// `white` challenges `name` (token `black`), who accepts; returns the game's id.
async fn new_game(app: &impl App, white: &str, black: &str, name: &str) -> i64 {
    let terms = json!({"opponent": name, "color": "white", "time_control": "10/50"});
    let made = expect(
        app,
        "/api/v1/challenges",
        Some(white),
        Some(terms),
        StatusCode::CREATED,
    )
    .await;
    let accept = format!("/api/v1/challenges/{}/accept", made["id"]);
    let game = expect(
        app,
        &accept,
        Some(black),
        Some(json!({})),
        StatusCode::CREATED,
    )
    .await;
    game["game_id"].as_i64().unwrap()
}

/// The claims as the API gives them to `token`.
async fn claims_for(app: &impl App, event: &Value, token: &str) -> Vec<Value> {
    let path = format!("/api/v1/events/{}/claims", event["id"]);
    let body = expect(app, &path, Some(token), None, StatusCode::OK).await;
    body.as_array().unwrap().clone()
}

fn games_of(claims: &[Value]) -> Vec<i64> {
    let mut games: Vec<i64> = claims
        .iter()
        .map(|c| c["game_id"].as_i64().unwrap())
        .collect();
    games.sort_unstable();
    games.dedup();
    games
}

/// After the end date every game has a claim with the engine's report, and ann has filed one
/// with her analysis: olga reads everything; ann reads only her games' claims, her own note,
/// and no report; bob does not read ann's note; eve, who does not play, reads nothing. The
/// claims page shows the same.
#[actix_web::test]
async fn the_claims_queue_is_for_organizers_and_players_see_their_own() {
    for url in fresh_databases("claims-queue") {
        let state = TestApp::quick(url);
        let app = state.service().await;
        let (olga, tokens) = cast(&app, &state).await;
        let yesterday = (chrono::Utc::now() - chrono::Duration::days(1)).format("%Y-%m-%d");
        let changes = json!({"ends_at": yesterday.to_string()});
        let event = three_player_event(&app, &olga, &tokens, "Closed Cup", changes).await;
        let close = format!("/api/v1/events/{}/close", event["id"]);
        expect(&app, &close, Some(&olga), Some(json!({})), StatusCode::OK).await;
        state.engine_jobs();
        let (ann, bob) = (token(&tokens, "ann"), token(&tokens, "bob"));
        let ann_bob = game_between(&event, "ann", "bob");
        let file = format!("/api/v1/games/{}/claims", ann_bob["id"]);
        let secret = "my analysis: 23.Nf5 wins";
        let note = json!({"kind": "adjudication", "note": secret});
        expect(&app, &file, Some(ann), Some(note), StatusCode::CREATED).await;

        let all = claims_for(&app, &event, &olga).await;
        assert_eq!(all.len(), 4, "{all:?}");
        assert!(all.iter().any(|c| c["note"] == secret));
        assert!(all.iter().all(|c| c["note"] == secret || c["report"] != ""));

        let theirs = claims_for(&app, &event, ann).await;
        let bob_cyd = game_between(&event, "bob", "cyd")["id"].as_i64().unwrap();
        let mut ann_games = vec![
            ann_bob["id"].as_i64().unwrap(),
            game_between(&event, "ann", "cyd")["id"].as_i64().unwrap(),
        ];
        ann_games.sort_unstable();
        assert_eq!(games_of(&theirs), ann_games, "{theirs:?}");
        assert!(theirs.iter().all(|c| c["report"] == ""), "{theirs:?}");
        assert!(theirs.iter().any(|c| c["note"] == secret), "her own note");
        let bobs = claims_for(&app, &event, bob).await;
        let mut bob_games = vec![ann_bob["id"].as_i64().unwrap(), bob_cyd];
        bob_games.sort_unstable();
        assert_eq!(games_of(&bobs), bob_games, "{bobs:?}");
        assert!(
            bobs.iter().all(|c| c["note"] == ""),
            "not ann's note: {bobs:?}"
        );
        let eve = player(&app, "eve").await;
        assert!(claims_for(&app, &event, &eve).await.is_empty());
        let (status, _) = call(
            &app,
            &format!("/api/v1/events/{}/claims", event["id"]),
            None,
            None,
        )
        .await;
        assert_eq!(status, StatusCode::UNAUTHORIZED);

        let queue = format!("/events/{}/claims", event["id"]);
        let mut ann_pages = Browser::default();
        ann_pages.login(&app, "ann", "long enough").await;
        let page = ann_pages.get(&app, &queue).await;
        assert_eq!(page.status, StatusCode::OK);
        assert!(page.body.contains(secret), "{}", page.body);
        assert!(!page.body.contains(&format!("href=\"/games/{bob_cyd}\"")));
        assert!(!page.body.contains("class=\"report\""), "{}", page.body);
        assert!(page.body.contains("Only the claims on your own games"));
        let mut bob_pages = Browser::default();
        bob_pages.login(&app, "bob", "long enough").await;
        let page = bob_pages.get(&app, &queue).await;
        assert!(!page.body.contains(secret), "{}", page.body);
        let mut olga_pages = Browser::default();
        olga_pages.login(&app, "olga", "long enough").await;
        let page = olga_pages.get(&app, &queue).await;
        assert!(page.body.contains(secret));
        assert!(page.body.contains(&format!("href=\"/games/{bob_cyd}\"")));
        assert!(page.body.contains("class=\"report\""));
    }
}

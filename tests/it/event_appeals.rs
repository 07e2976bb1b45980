//! Organizer decisions on event games through every door, on every backend: a decision made
//! through the game's adjudication endpoint or form is a ruling like one made in the claims
//! queue (recorded with author and reason, mailed to both players in their language,
//! appealable); an appeal is mailed to the other player and to the organizers who may decide
//! it, and waits in their claims queue only; an appeal that reverses a result re-rates the
//! games that ended after it.

use actix_web::http::StatusCode;
use kingpost::chess::GameResult;
use kingpost::db::users;
use kingpost::domain::rating::{Rating, RatingRules, rate_game};
use kingpost::service::ratings;
use kingpost::web::AppState;
use serde_json::{Value, json};

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

/// The claims of the event, as the API lists them.
async fn queue(app: &impl App, event: &Value, olga: &str) -> Vec<Value> {
    let path = format!("/api/v1/events/{}/claims", event["id"]);
    let body = expect(app, &path, Some(olga), None, StatusCode::OK).await;
    body.as_array().unwrap().clone()
}

/// The claim on `game`.
async fn claim_on(app: &impl App, event: &Value, olga: &str, game: &Value) -> Value {
    let claims = queue(app, event, olga).await;
    claims
        .into_iter()
        .find(|c| c["game_id"] == game["id"])
        .unwrap_or_else(|| panic!("no claim on game {}", game["id"]))
}

fn white_black(game: &Value) -> (&str, &str) {
    (
        game["white"].as_str().unwrap(),
        game["black"].as_str().unwrap(),
    )
}

/// olga adjudicates ann–bob through `POST /api/v1/games/{id}/adjudicate`: the decision is a
/// ruling in the queue, mailed to both players (bob reads German); the loser appeals; the
/// winner hears of it, and so do the organizers who may decide it (pete, and rea in French),
/// not olga; olga may not decide it and does not get the form on the queue page, pete does
/// and decides it. olga then adjudicates ann–cyd through the game page's form: mailed too.
#[actix_web::test]
async fn a_decision_through_the_game_door_is_a_ruling_mailed_and_appealable() {
    for url in fresh_databases("event-door") {
        let state = TestApp::quick(url);
        let app = state.service().await;
        let (olga, tokens) = cast(&app, &state).await;
        set_language(&state, "bob", "de");
        let event = three_player_event(&app, &olga, &tokens, "Door Cup", json!({})).await;
        let game = game_between(&event, "ann", "bob");
        let (white, black) = white_black(&game);
        let path = format!("/api/v1/games/{}/adjudicate", game["id"]);
        let decision = json!({"result": "1-0", "reason": "The passed pawn decides."});
        let view = expect(&app, &path, Some(&olga), Some(decision), StatusCode::OK).await;
        assert_eq!(view["result"], "1-0");
        let words = ["1-0", "passed pawn", "14"];
        let ruled = told_once(&state, &["ann", "bob"], "event-claim-ruled", &words);
        let german = &ruled[1];
        assert!(
            german.contains("Turnierleitung"),
            "bob reads German: {german}"
        );
        assert!(kinds(&state, "cyd", "event-claim-ruled").is_empty());
        let claim = claim_on(&app, &event, &olga, &game).await;
        assert_eq!(claim["kind"], "adjudication");
        assert_eq!(claim["status"], "decided");
        assert_eq!(claim["decided_by"], "olga");
        assert_eq!(claim["ruling"], "1-0");
        assert_eq!(claim["reason"], "The passed pawn decides.");

        let pete = organizer(&app, &state, "pete").await;
        organizer(&app, &state, "rea").await;
        set_language(&state, "rea", "fr");
        let appeal = format!("/api/v1/claims/{}/appeal", claim["id"]);
        let note = json!({"note": "The pawn is stopped by the king."});
        let appellant = Some(token(&tokens, black));
        let body = expect(&app, &appeal, appellant, Some(note), StatusCode::OK).await;
        assert_eq!(body["status"], "appealed");
        let words = [black, "stopped by the king"];
        told_once(&state, &[white], "event-appeal-filed", &words);
        assert!(kinds(&state, black, "event-appeal-filed").is_empty());
        let queue_link = format!("/events/{}/claims", event["id"]);
        let words = [queue_link.as_str(), "olga", black];
        let to_decide = told_once(&state, &["pete", "rea"], "event-appeal-to-decide", &words);
        let french = &to_decide[1];
        assert!(
            french.contains("a fait appel"),
            "rea reads French: {french}"
        );
        assert!(kinds(&state, "olga", "event-appeal-to-decide").is_empty());

        let decide = format!("/api/v1/claims/{}/decide", claim["id"]);
        let ruling = json!({"ruling": "1/2-1/2", "reason": "The king stops the pawn."});
        let again = Some(ruling.clone());
        let refused = expect(&app, &decide, Some(&olga), again, StatusCode::CONFLICT).await;
        assert_eq!(refused["error"]["code"], "claim_refused");
        let form = format!("action=\"/claims/{}/decide\"", claim["id"]);
        let mut first = Browser::default();
        first.login(&app, "olga", "long enough").await;
        let page = first.get(&app, &queue_link).await;
        assert!(!page.body.contains(&form), "not for olga: {}", page.body);
        assert!(page.body.contains("not olga, who made the first ruling"));
        let mut second = Browser::default();
        second.login(&app, "pete", "long enough").await;
        let page = second.get(&app, &queue_link).await;
        assert!(
            page.body.contains(&form),
            "the appeal waits for pete: {}",
            page.body
        );
        let body = expect(&app, &decide, Some(&pete), Some(ruling), StatusCode::OK).await;
        assert_eq!(body["status"], "final");
        told_once(
            &state,
            &["ann", "bob"],
            "event-appeal-decided",
            &["1/2-1/2"],
        );

        let other = game_between(&event, "ann", "cyd");
        let adjudicate = format!("/games/{}/adjudicate", other["id"]);
        let fields = [
            ("result", "0-1"),
            ("reason", "Black's attack breaks through."),
        ];
        let done = first.submit(&app, &adjudicate, &adjudicate, &fields).await;
        assert_eq!(done.status, StatusCode::SEE_OTHER, "{}", done.body);
        let words = ["0-1", "attack breaks through"];
        told_once(&state, &["cyd"], "event-claim-ruled", &words);
        let ann = kinds(&state, "ann", "event-claim-ruled");
        assert!(ann.iter().any(|t| t.contains(words[1])), "{ann:?}");
        let claim = claim_on(&app, &event, &olga, &other).await;
        assert_eq!(
            (&claim["status"], &claim["ruling"]),
            (&json!("decided"), &json!("0-1"))
        );
    }
}

fn rating(state: &AppState, name: &str) -> ratings::RatingView {
    let mut conn = state.pool.get().unwrap();
    let id = user_id(&mut conn, name).0;
    ratings::view(&mut conn, id).unwrap().unwrap()
}

/// ann–bob is ruled a win for White; later bob–cyd ends by resignation. On appeal ann–bob is
/// reversed: both games are rated again in the order they ended (bob's and cyd's ratings and
/// histories, and so the chart, follow), as if ann–bob had ended that way.
#[actix_web::test]
async fn an_appeal_reversing_a_result_re_rates_the_later_games() {
    for url in fresh_databases("event-rerate") {
        let state = TestApp::quick(url);
        let app = state.service().await;
        let (olga, tokens) = cast(&app, &state).await;
        let event = three_player_event(&app, &olga, &tokens, "Rating Cup", json!({})).await;
        let first = game_between(&event, "ann", "bob");
        let (white, black) = white_black(&first);
        let path = format!("/api/v1/games/{}/adjudicate", first["id"]);
        let decision = json!({"result": "1-0", "reason": "White's attack wins."});
        expect(&app, &path, Some(&olga), Some(decision), StatusCode::OK).await;
        let later = game_between(&event, "bob", "cyd");
        let (_, later_black) = white_black(&later);
        let resign = format!("/api/v1/games/{}/resign", later["id"]);
        let resigned = Some(token(&tokens, later_black));
        expect(&app, &resign, resigned, Some(json!({})), StatusCode::OK).await;
        // Black resigned.
        let later_result = GameResult::WhiteWins;
        let cyd_before = rating(&state, "cyd").rating;

        let claim = claim_on(&app, &event, &olga, &first).await;
        let appeal = format!("/api/v1/claims/{}/appeal", claim["id"]);
        expect(
            &app,
            &appeal,
            Some(token(&tokens, black)),
            Some(json!({})),
            StatusCode::OK,
        )
        .await;
        let pete = organizer(&app, &state, "pete").await;
        let decide = format!("/api/v1/claims/{}/decide", claim["id"]);
        let ruling = json!({"ruling": "0-1", "reason": "White's attack was refuted."});
        expect(&app, &decide, Some(&pete), Some(ruling), StatusCode::OK).await;

        // As if ann–bob had been won by Black from the start, then bob–cyd.
        let rules = RatingRules::default();
        let fresh = Rating {
            value: 1500,
            games: 0,
        };
        let (w1, b1) = rate_game(&rules, fresh, fresh, GameResult::BlackWins);
        let bob = if white == "bob" { w1 } else { b1 };
        let (later_white, _) = white_black(&later);
        let (w2, b2) = if later_white == "bob" {
            rate_game(&rules, bob, fresh, later_result)
        } else {
            rate_game(&rules, fresh, bob, later_result)
        };
        let (bob_now, cyd_now) = if later_white == "bob" {
            (w2, b2)
        } else {
            (b2, w2)
        };
        assert_eq!(rating(&state, "bob").rating, bob_now.value);
        assert_eq!(rating(&state, "cyd").rating, cyd_now.value);
        assert_ne!(
            cyd_now.value, cyd_before,
            "cyd's later game moved with bob's rating"
        );
        let history: Vec<(i64, i32)> = rating(&state, "bob")
            .history
            .iter()
            .map(|p| (i64::from(p.game_id), p.rating))
            .collect();
        let ids = (first["id"].as_i64().unwrap(), later["id"].as_i64().unwrap());
        assert_eq!(history, [(ids.0, bob.value), (ids.1, bob_now.value)]);
        let ann = rating(&state, "ann");
        assert_eq!(ann.history.len(), 1);
        assert_eq!(ann.rating, if white == "ann" { w1.value } else { b1.value });
        let chart = Browser::default().get(&app, "/players/bob").await;
        let cell = format!("<td>{}</td>", bob_now.value);
        assert!(
            chart.body.contains(&cell),
            "the chart's table: {}",
            chart.body
        );
    }
}

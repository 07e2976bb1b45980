//! Finding games and players through the front door, on both databases: a player's page lists
//! their games (paged, filtered by opponent, result, event and year) and their results against
//! the opponents they met most; players are found by the beginning of their name (page and API);
//! all of a player's games download as one PGN that the project's own importer reads back, with
//! the correspondence tags and `[%days]` comments, and a visitor finds only the public ones.

use actix_web::http::{Method, StatusCode};
use serde_json::json;

use crate::support::api::{call, call_with, player, start_game};
use crate::support::pages::Browser;
use crate::support::{App, TestApp, fresh_databases};

async fn post(app: &impl App, path: &str, token: &str, body: serde_json::Value) {
    let (status, answer) = call(app, path, Some(token), Some(body)).await;
    assert_eq!(status, StatusCode::OK, "{path}: {answer}");
}

/// A game between `white` and `black` (tokens; `black_name`) played to `end`: `won` (Black
/// resigns), `lost` (White resigns), `drawn` (agreed), or `active` (one move).
async fn game(app: &impl App, white: &str, (black_name, black): (&str, &str), end: &str) -> i64 {
    let id = start_game(app, white, (black_name, black), "10/50").await;
    let path = |what: &str| format!("/api/v1/games/{id}/{what}");
    post(app, &path("moves"), white, json!({"move": "e4"})).await;
    match end {
        "won" => post(app, &path("resign"), black, json!({})).await,
        "lost" => post(app, &path("resign"), white, json!({})).await,
        "drawn" => {
            post(app, &path("draw"), white, json!({"action": "offer"})).await;
            post(app, &path("draw"), black, json!({"action": "accept"})).await;
        }
        _ => {}
    }
    id
}

/// A download read with an optional token.
async fn text(app: &impl App, path: &str, token: Option<&str>) -> (StatusCode, String) {
    let mut req = actix_web::test::TestRequest::get().uri(path);
    if let Some(token) = token {
        req = req.insert_header(("Authorization", format!("Bearer {token}")));
    }
    let resp = actix_web::test::call_service(app, req.to_request()).await;
    let status = resp.status();
    let body = actix_web::test::read_body(resp).await;
    (status, String::from_utf8(body.to_vec()).unwrap())
}

fn rows(html: &str) -> usize {
    let table = html.split("id=\"archive\"").nth(1).unwrap_or("");
    table.matches("<tr><td><a href=\"/games/").count()
}

#[actix_web::test]
async fn a_players_page_finds_their_games_and_their_results_by_opponent() {
    for url in fresh_databases("archive-page") {
        let state = TestApp::builder().database(url).build();
        let app = state.service().await;
        let alice = player(&app, "alice").await;
        let bob = player(&app, "bob").await;
        let carol = player(&app, "carol").await;
        let dave = player(&app, "dave").await;
        player(&app, "Albert").await;
        for end in ["won", "won", "drawn"] {
            game(&app, &alice, ("bob", &bob), end).await;
        }
        game(&app, &alice, ("carol", &carol), "lost").await;
        game(&app, &alice, ("carol", &carol), "active").await;
        for _ in 0..18 {
            game(&app, &alice, ("dave", &dave), "active").await;
        }

        let mut visitor = Browser::default();
        let page = visitor.get(&app, "/players/alice").await;
        assert_eq!(page.status, StatusCode::OK);
        assert!(page.body.contains("Games: 23"), "{}", page.body);
        assert!(page.body.contains(
            "<a href=\"/players/bob\">bob</a></th><td>3</td><td>2</td><td>1</td><td>0</td>"
        ));
        assert!(page.body.contains(
            "<a href=\"/players/carol\">carol</a></th><td>1</td><td>0</td><td>0</td><td>1</td>"
        ));
        assert!(
            !page.body.contains("/players/dave\">dave</a></th>"),
            "no finished game"
        );
        assert_eq!(rows(&page.body), 20, "a page of 20");
        assert!(page.body.contains("href=\"/players/alice?page=2\""));
        let second = visitor.get(&app, "/players/alice?page=2").await;
        assert_eq!(rows(&second.body), 3);
        let filters = [
            ("opponent=carol", 2),
            ("result=won", 2),
            ("result=drawn", 1),
            ("result=lost&opponent=carol", 1),
            ("status=finished", 4),
            ("year=2025", 0),
            ("event=1", 0),
        ];
        for (query, expected) in filters {
            let filtered = visitor.get(&app, &format!("/players/alice?{query}")).await;
            assert_eq!(filtered.status, StatusCode::OK, "{query}");
            assert_eq!(rows(&filtered.body), expected, "{query}");
        }
        let year = chrono::Utc::now().format("%Y").to_string();
        let this_year = visitor
            .get(&app, &format!("/players/alice?year={year}"))
            .await;
        assert_eq!(rows(&this_year.body), 20);
        let unknown = visitor.get(&app, "/players/alice?opponent=nobody").await;
        assert_eq!(unknown.status, StatusCode::BAD_REQUEST);
        assert_eq!(
            visitor.get(&app, "/players/nobody").await.status,
            StatusCode::NOT_FOUND
        );

        // The search, page and API: by the beginning of the name, any case.
        let found = visitor.get(&app, "/players?q=AL").await;
        assert!(
            found.body.contains("href=\"/players/Albert\"")
                && found.body.contains("href=\"/players/alice\"")
        );
        assert!(!found.body.contains("href=\"/players/bob\""));
        let (status, body) = call(&app, "/api/v1/players?q=al", None, None).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(body, json!({"players": ["Albert", "alice"], "total": 2}));
        let (_, body) = call(&app, "/api/v1/players?q=a&limit=1&page=2", None, None).await;
        assert_eq!(body, json!({"players": ["alice"], "total": 2}));
        let (_, body) = call(&app, "/api/v1/players?q=%25", None, None).await;
        assert_eq!(body["total"], 0, "% is a letter, not a wildcard");

        // The API's page of games, filtered.
        let (status, list) =
            call(&app, "/api/v1/players/alice/games?opponent=bob", None, None).await;
        assert_eq!(status, StatusCode::OK, "{list}");
        assert_eq!(list.as_array().unwrap().len(), 3);
        let (status, _) = call(&app, "/api/v1/players/alice/games?result=maybe", None, None).await;
        assert_eq!(status, StatusCode::BAD_REQUEST);
    }
}

#[actix_web::test]
async fn all_of_a_players_games_download_as_one_pgn_that_reads_back() {
    for url in fresh_databases("archive-pgn") {
        let state = TestApp::builder().database(url).build();
        let app = state.service().await;
        let alice = player(&app, "alice").await;
        let bob = player(&app, "bob").await;
        let carol = player(&app, "carol").await;
        for end in ["won", "lost", "drawn", "active"] {
            game(&app, &alice, ("bob", &bob), end).await;
        }
        for end in ["won", "active"] {
            game(&app, &alice, ("carol", &carol), end).await;
        }
        let (status, pgn) = text(&app, "/api/v1/players/alice/games?format=pgn", None).await;
        assert_eq!(status, StatusCode::OK);
        let games: Vec<_> = kingpost::chess::pgn::read_games(pgn.as_bytes())
            .map(|g| g.unwrap().unwrap())
            .collect();
        assert_eq!(games.len(), 6, "{pgn}");
        assert!(games.iter().all(|g| g.tag("White") == Some("alice")));
        assert!(
            games.iter().all(|g| g.tag("TimeControl").is_some()),
            "{pgn}"
        );
        assert_eq!(
            pgn.matches("[%days").count(),
            6,
            "one reflection comment a move: {pgn}"
        );
        let results: Vec<_> = games.iter().map(|g| g.tag("Result").unwrap()).collect();
        assert_eq!(results.iter().filter(|r| **r == "*").count(), 2);

        // bob keeps his games private: visitors find only the carol games; alice finds all.
        let private = json!({"games_private": true});
        let (status, _) = call_with(
            &app,
            Method::PUT,
            "/api/v1/account/privacy",
            Some(&bob),
            Some(private),
        )
        .await;
        assert_eq!(status, StatusCode::OK);
        let (_, public) = text(&app, "/api/v1/players/alice/games?format=pgn", None).await;
        assert_eq!(public.matches("[Event ").count(), 2, "{public}");
        assert!(!public.contains("[Black \"bob\"]"));
        let (_, own) = text(&app, "/api/v1/players/alice/games?format=pgn", Some(&alice)).await;
        assert_eq!(own.matches("[Event ").count(), 6);
        let mut pages = Browser::default();
        pages.login(&app, "alice", "long enough").await;
        let download = pages.get(&app, "/players/alice/games.pgn?result=won").await;
        assert_eq!(download.status, StatusCode::OK);
        assert_eq!(
            download.body.matches("[Event ").count(),
            2,
            "{}",
            download.body
        );
    }
}

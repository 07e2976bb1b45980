//! Messages between the players of a game and private notes, through every door and on every
//! backend: a message written on the page, through the API and in a mail reply reaches the
//! opponent's mail and page (quoted text and signatures never count); an event that forbids
//! messages, and a player who switched them off, are refused with a clear answer; a reported
//! thread is readable by the event's organizer and nobody else; `<script>` stays text; notes are
//! seen by their author only (page, API, PGN, mail).

use actix_web::http::StatusCode;
use chrono::Utc;
use kingpost::chess::Language;
use kingpost::db::users;
use kingpost::domain::account::UserId;
use serde_json::{Value, json};

use crate::support::api::{call, call_with};
use crate::support::events::{
    cast, expect, game_between, kinds, text, three_player_event, user_id,
};
use crate::support::mail::receive_as_listener;
use crate::support::pages::{Browser, csrf_of};
use crate::support::postal::{MailGame, mail_game, moves, reply};
use crate::support::{App, TestApp, fresh_databases};

const PASSWORD: &str = "long enough";

/// A token for `name` (password [`PASSWORD`]).
async fn token(app: &impl App, name: &str) -> String {
    let login = json!({"username": name, "password": PASSWORD});
    let body = expect(
        app,
        "/api/v1/tokens",
        None,
        Some(login),
        StatusCode::CREATED,
    )
    .await;
    body["token"].as_str().unwrap().to_owned()
}

/// A browser signed in as `name`.
async fn signed_in(app: &impl App, name: &str) -> Browser {
    let mut browser = Browser::default();
    let reply = browser.login(app, name, PASSWORD).await;
    assert_eq!(reply.status, StatusCode::SEE_OTHER, "{}", reply.body);
    browser
}

/// Stores a reply by `who` in the inbox, as the SMTP listener would, and runs the worker.
fn mail_reply(state: &TestApp, game: &MailGame, who: UserId, id: &str, body: &str) {
    let conn = &mut state.pool.get().unwrap();
    let name = users::find_by_id(conn, who.0).unwrap().unwrap().username;
    let from = format!("{name}@example.org");
    let raw = reply(&state.mail, game, who, &from, id, body);
    receive_as_listener(conn, &raw, &[], Utc::now().naive_utc());
    drop(raw);
    state.deliver();
}

async fn thread(app: &impl App, game: i64, token: &str) -> (StatusCode, Value) {
    call(
        app,
        &format!("/api/v1/games/{game}/messages"),
        Some(token),
        None,
    )
    .await
}

fn setup(state: &TestApp) -> MailGame {
    let conn = &mut state.pool.get().unwrap();
    let now = Utc::now().naive_utc();
    mail_game(
        conn,
        &state.mail,
        ("walter", "berta"),
        (Language::English, Language::English),
        now,
    )
}

#[actix_web::test]
async fn a_message_by_page_api_and_mail_reaches_the_opponents_mail_and_page() {
    for url in fresh_databases("messages-doors") {
        let state = TestApp::on(url);
        let app = state.service().await;
        let game = setup(&state);
        let id = i64::from(game.id);
        let (walter, berta) = (token(&app, "walter").await, token(&app, "berta").await);
        let path = format!("/api/v1/games/{id}/messages");

        // Through the API, without a move: a mail of its own to the opponent.
        let sent = json!({"text": "Hello Berta, have a good game."});
        let made = expect(&app, &path, Some(&walter), Some(sent), StatusCode::CREATED).await;
        assert_eq!(made["author"], "walter");
        assert_eq!(made["move"], Value::Null);
        let mailed = kinds(&state, "berta", "message");
        assert_eq!(mailed.len(), 1, "{mailed:?}");
        assert!(mailed[0].contains("walter writes:"), "{}", mailed[0]);
        assert!(
            mailed[0].contains("Hello Berta, have a good game."),
            "{}",
            mailed[0]
        );
        let (status, seen) = thread(&app, id, &berta).await;
        assert_eq!(status, StatusCode::OK, "{seen}");
        assert_eq!(
            seen["messages"][0]["text"],
            "Hello Berta, have a good game."
        );
        assert_eq!(seen["can_write"], true);

        // On the page, with a move: the move's mail carries it; `<script>` stays text.
        let mut walter_page = signed_in(&app, "walter").await;
        let game_page = format!("/games/{id}");
        let script = "Bold start <script>alert(1)</script>";
        let action = format!("/games/{id}/messages");
        let fields = [("text", script), ("move", "e4")];
        let posted = walter_page.submit(&app, &game_page, &action, &fields).await;
        assert_eq!(posted.status, StatusCode::SEE_OTHER, "{}", posted.body);
        let conn = &mut state.pool.get().unwrap();
        assert_eq!(moves(conn, game.id), [("e4".into(), "web".into())]);
        let told = kinds(&state, "berta", "your-move");
        assert_eq!(told.len(), 1);
        assert!(
            told[0].contains(script),
            "the move's mail carries the message: {}",
            told[0]
        );
        let html: Vec<String> = state
            .outbox()
            .into_iter()
            .filter(|r| r.kind == "your-move")
            .map(|r| r.html_body)
            .collect();
        assert!(!html[0].contains("<script>"), "{}", html[0]);
        assert!(html[0].contains("&#60;script&#62;alert(1)"), "{}", html[0]);
        let mut berta_page = signed_in(&app, "berta").await;
        let shown = berta_page.get(&app, &game_page).await.body;
        assert!(
            shown.contains("Bold start &#60;script&#62;alert(1)&#60;/script&#62;"),
            "{shown}"
        );
        assert!(!shown.contains("<script>alert(1)"), "never HTML");
        assert!(shown.contains("with 1. e4"), "which move it came with");
        assert!(shown.contains("Hello Berta, have a good game."));

        // By mail, after the move: quoted text and the signature are not taken.
        let body = "1... e5\r\nA classical answer then, as you expected.\r\n\r\n-- \r\nBerta Secret-Signature\r\n";
        mail_reply(&state, &game, game.black, "b1@example.org", body);
        assert_eq!(moves(conn, game.id).len(), 2, "the move is played");
        let (_, seen) = thread(&app, id, &walter).await;
        let last = &seen["messages"][2];
        assert_eq!(
            last["text"], "A classical answer then, as you expected.",
            "{seen}"
        );
        assert_eq!(last["move"], "1... e5");
        let told = kinds(&state, "walter", "your-move");
        assert_eq!(told.len(), 1);
        assert!(told[0].contains("berta writes:"), "{}", told[0]);
        assert!(
            told[0].contains("A classical answer then, as you expected."),
            "{}",
            told[0]
        );
        assert!(!told[0].contains("Secret-Signature"), "{}", told[0]);
        assert!(
            !told[0].contains("It is your move."),
            "the quote is not the message"
        );
        let shown = walter_page.get(&app, &game_page).await.body;
        assert!(
            shown.contains("A classical answer then, as you expected."),
            "on the page"
        );

        // By mail, a message alone after a "message:" line (in German).
        let body =
            "Nachricht: Schöne Partie bisher\r\n\r\nOn Monday Berta wrote:\r\n> message: quoted";
        mail_reply(&state, &game, game.white, "w2@example.org", body);
        let (_, seen) = thread(&app, id, &berta).await;
        assert_eq!(seen["messages"].as_array().unwrap().len(), 4, "{seen}");
        assert_eq!(seen["messages"][3]["text"], "Schöne Partie bisher");
        assert_eq!(seen["messages"][3]["move"], Value::Null);
        let mailed = kinds(&state, "berta", "message");
        assert_eq!(mailed.len(), 2, "{mailed:?}");
        assert!(mailed[1].contains("Schöne Partie bisher"));
        let confirmed = kinds(&state, "walter", "command-confirmation");
        assert!(
            confirmed
                .iter()
                .any(|t| t.contains("Your message was sent to berta")),
            "{confirmed:?}"
        );
        assert_eq!(moves(conn, game.id).len(), 2, "no move");

        // Too long: refused with the limit.
        let long = json!({"text": "x".repeat(1001)});
        let (status, body) = call(&app, &path, Some(&walter), Some(long)).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        assert_eq!(body["error"]["code"], "invalid_message");
        assert!(
            body["error"]["message"]
                .as_str()
                .unwrap()
                .contains("at most 1000"),
            "{body}"
        );
    }
}

#[actix_web::test]
async fn an_event_that_forbids_messages_and_a_player_who_switched_them_off_are_refused() {
    for url in fresh_databases("messages-refused") {
        let state = TestApp::on(url);
        let app = state.service().await;
        let (olga, tokens) = cast(&app, &state).await;
        let change = json!({"messages_allowed": false});
        let event = three_player_event(&app, &olga, &tokens, "Quiet Cup", change).await;
        let found = game_between(&event, "ann", "bob");
        let id = found["id"].as_i64().unwrap();
        let white = found["white"].as_str().unwrap().to_owned();
        let white_token = &tokens.iter().find(|(n, _)| *n == white).unwrap().1;
        let path = format!("/api/v1/games/{id}/messages");

        // The API.
        let (status, body) =
            call(&app, &path, Some(white_token), Some(json!({"text": "hi"}))).await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
        assert_eq!(body["error"]["code"], "messages_off");
        assert!(
            body["error"]["message"]
                .as_str()
                .unwrap()
                .contains("Quiet Cup does not allow messages"),
            "{body}"
        );
        let (_, seen) = thread(&app, id, white_token).await;
        assert_eq!(seen["can_write"], false);

        // The page: no form, the reason instead; a post is refused with it.
        let mut page = Browser::default();
        page.login(&app, &white, "long enough").await;
        let shown = page.get(&app, &format!("/games/{id}")).await.body;
        assert!(!shown.contains("id=\"message-form\""));
        assert!(
            shown.contains("The event Quiet Cup does not allow messages between players."),
            "{shown}"
        );
        let csrf = csrf_of(&shown);
        let action = format!("/games/{id}/messages");
        let refused = page
            .post_raw(&app, &action, &[("csrf", &csrf), ("text", "hi there")])
            .await;
        assert_eq!(refused.status, StatusCode::OK);
        assert!(
            refused.body.contains("id=\"messages-error\""),
            "{}",
            refused.body
        );
        assert!(
            refused.body.contains("does not allow messages"),
            "{}",
            refused.body
        );

        // Mail: the move with a message is refused as a whole, with the reason.
        let conn = &mut state.pool.get().unwrap();
        let (w, b) = (
            user_id(conn, &white),
            user_id(conn, found["black"].as_str().unwrap()),
        );
        for user in [w, b] {
            let row = users::find_by_id(conn, user.0).unwrap().unwrap();
            users::set_email_verified(conn, user.0, &row.email, Utc::now().naive_utc()).unwrap();
        }
        let mail_game = MailGame {
            id: id as i32,
            white: w,
            black: b,
        };
        mail_reply(
            &state,
            &mail_game,
            w,
            "q1@example.org",
            "1. e4\r\nHave a fine tournament, both of us!",
        );
        assert!(moves(conn, id as i32).is_empty(), "nothing changed");
        let errors = kinds(&state, &white, "command-error");
        assert_eq!(errors.len(), 1, "{errors:?}");
        assert!(
            errors[0].contains("Quiet Cup does not allow messages"),
            "{}",
            errors[0]
        );
        assert!(kinds(&state, found["black"].as_str().unwrap(), "message").is_empty());
    }
    for url in fresh_databases("messages-off") {
        let state = TestApp::on(url);
        let app = state.service().await;
        let game = setup(&state);
        let (walter, berta) = (token(&app, "walter").await, token(&app, "berta").await);
        let mut page = signed_in(&app, "berta").await;
        let fields = [
            ("language", "en"),
            ("notation", "auto"),
            ("messages", "off"),
        ];
        let saved = page.submit(&app, "/settings", "/settings", &fields).await;
        assert_eq!(saved.status, StatusCode::SEE_OTHER, "{}", saved.body);
        let path = format!("/api/v1/games/{}/messages", game.id);
        let (status, body) = call(&app, &path, Some(&walter), Some(json!({"text": "hi"}))).await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
        assert!(
            body["error"]["message"]
                .as_str()
                .unwrap()
                .contains("berta does not receive messages"),
            "{body}"
        );
        let (status, body) = call(&app, &path, Some(&berta), Some(json!({"text": "hi"}))).await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
        assert!(
            body["error"]["message"]
                .as_str()
                .unwrap()
                .contains("you switched messages off"),
            "{body}"
        );
        assert!(kinds(&state, "berta", "message").is_empty());
        assert!(kinds(&state, "walter", "message").is_empty());
    }
}

#[actix_web::test]
async fn a_reported_message_is_readable_by_the_organizer_and_nobody_else() {
    for url in fresh_databases("messages-report") {
        let state = TestApp::on(url);
        let app = state.service().await;
        let (olga, tokens) = cast(&app, &state).await;
        let otto = crate::support::events::organizer(&app, &state, "otto").await;
        let event = three_player_event(&app, &olga, &tokens, "Open Cup", json!({})).await;
        let tok = |name: &str| tokens.iter().find(|(n, _)| *n == name).unwrap().1.clone();
        let id = game_between(&event, "ann", "bob")["id"].as_i64().unwrap();
        let other = game_between(&event, "ann", "cyd")["id"].as_i64().unwrap();
        let path = format!("/api/v1/games/{id}/messages");
        let rude = json!({"text": "You will lose, you patzer."});
        let made = expect(
            &app,
            &path,
            Some(&tok("ann")),
            Some(rude),
            StatusCode::CREATED,
        )
        .await;
        let other_path = format!("/api/v1/games/{other}/messages");
        let private = json!({"text": "Private words for cyd."});
        expect(
            &app,
            &other_path,
            Some(&tok("ann")),
            Some(private),
            StatusCode::CREATED,
        )
        .await;

        // Before a report nobody but the players reads it.
        assert_eq!(thread(&app, id, &olga).await.0, StatusCode::FORBIDDEN);
        let report = format!("/api/v1/games/{id}/messages/report");
        let own = json!({"message": made["id"]});
        let (status, body) = call(&app, &report, Some(&tok("ann")), Some(own.clone())).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        let (status, body) = call(&app, &report, Some(&tok("cyd")), Some(own.clone())).await;
        assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
        expect(
            &app,
            &report,
            Some(&tok("bob")),
            Some(own.clone()),
            StatusCode::OK,
        )
        .await;
        expect(&app, &report, Some(&tok("bob")), Some(own), StatusCode::OK).await;
        let told = kinds(&state, "olga", "message-reported");
        assert_eq!(told.len(), 1, "the organizer is told once: {told:?}");
        assert!(told[0].contains("bob reported a message"), "{}", told[0]);
        assert!(
            !told[0].contains("patzer"),
            "the mail does not copy the message"
        );
        assert!(kinds(&state, "otto", "message-reported").is_empty());

        // The organizer reads this game's thread, and nothing else.
        let (status, seen) = thread(&app, id, &olga).await;
        assert_eq!(status, StatusCode::OK, "{seen}");
        assert_eq!(seen["messages"][0]["text"], "You will lose, you patzer.");
        assert_eq!(seen["messages"][0]["reported"], true);
        assert_eq!(seen["can_write"], false);
        assert_eq!(thread(&app, other, &olga).await.0, StatusCode::FORBIDDEN);
        let notes = format!("/api/v1/games/{id}/notes");
        assert_eq!(
            call(&app, &notes, Some(&olga), None).await.0,
            StatusCode::FORBIDDEN
        );
        // Another player, another organizer and a stranger do not.
        for reader in [
            tok("cyd"),
            otto.clone(),
            crate::support::api::player(&app, "zed").await,
        ] {
            let (status, body) = thread(&app, id, &reader).await;
            assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
        }
        let mut page = Browser::default();
        page.login(&app, "cyd", PASSWORD).await;
        let shown = page.get(&app, &format!("/games/{id}")).await.body;
        assert!(!shown.contains("patzer"), "not on another player's page");
        let mut page = Browser::default();
        page.login(&app, "olga", PASSWORD).await;
        let shown = page.get(&app, &format!("/games/{id}")).await.body;
        assert!(
            shown.contains("You will lose, you patzer."),
            "on the organizer's page"
        );
        let shown = page.get(&app, &format!("/games/{other}")).await.body;
        assert!(!shown.contains("Private words"), "only the reported game");
    }
}

#[actix_web::test]
async fn notes_are_never_seen_by_the_opponent_or_visitors() {
    for url in fresh_databases("messages-notes") {
        let state = TestApp::on(url);
        let app = state.service().await;
        let game = setup(&state);
        let id = game.id;
        let (walter, berta) = (token(&app, "walter").await, token(&app, "berta").await);
        let stranger = crate::support::api::player(&app, "sam").await;
        let moves_path = format!("/api/v1/games/{id}/moves");
        expect(
            &app,
            &moves_path,
            Some(&walter),
            Some(json!({"move": "e4"})),
            StatusCode::OK,
        )
        .await;
        let notes = format!("/api/v1/games/{id}/notes");
        let secret = "Plan: sac on h7 when the knight arrives";
        let (status, body) = call_with(
            &app,
            actix_web::http::Method::PUT,
            &notes,
            Some(&walter),
            Some(json!({"text": secret})),
        )
        .await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(body["text"], secret);

        // The API: the author's own; the opponent has none; a stranger is refused.
        let mine = expect(&app, &notes, Some(&walter), None, StatusCode::OK).await;
        assert_eq!(mine["text"], secret);
        let hers = expect(&app, &notes, Some(&berta), None, StatusCode::OK).await;
        assert_eq!(hers["text"], "");
        assert_eq!(
            call(&app, &notes, Some(&stranger), None).await.0,
            StatusCode::FORBIDDEN
        );

        // The PGN: only the author's own download, and only when asked.
        let pgn = format!("/api/v1/games/{id}/pgn?notes=1");
        let (status, text_of) = text(&app, &pgn, &walter).await;
        assert_eq!(status, StatusCode::OK);
        assert!(text_of.contains(secret), "{text_of}");
        let (_, plain) = text(&app, &format!("/api/v1/games/{id}/pgn"), &walter).await;
        assert!(!plain.contains("Plan:"), "{plain}");
        let (_, theirs) = text(&app, &pgn, &berta).await;
        assert!(!theirs.contains("Plan:"), "{theirs}");
        assert_eq!(text(&app, &pgn, &stranger).await.0, StatusCode::FORBIDDEN);

        // The pages.
        let mut page = signed_in(&app, "walter").await;
        let shown = page.get(&app, &format!("/games/{id}")).await.body;
        assert!(shown.contains(secret), "the author sees it");
        let downloaded = page
            .get(&app, &format!("/games/{id}/pgn?notes=1"))
            .await
            .body;
        assert!(downloaded.contains(secret));
        let mut page = signed_in(&app, "berta").await;
        let shown = page.get(&app, &format!("/games/{id}")).await.body;
        assert!(!shown.contains("Plan:"), "not the opponent");
        let downloaded = page
            .get(&app, &format!("/games/{id}/pgn?notes=1"))
            .await
            .body;
        assert!(!downloaded.contains("Plan:"));
        let visitor = Browser::default().get(&app, &format!("/games/{id}")).await;
        assert!(!visitor.body.contains("Plan:"), "not a visitor");
        let visitor = Browser::default()
            .get(&app, &format!("/games/{id}/pgn?notes=1"))
            .await;
        assert!(!visitor.body.contains("Plan:"));

        // The mail never carries it; it is kept after the game ends.
        state.deliver();
        assert!(
            state
                .outbox()
                .iter()
                .all(|r| !r.text_body.contains("Plan:") && !r.html_body.contains("Plan:"))
        );
        let resign = format!("/api/v1/games/{id}/resign");
        expect(&app, &resign, Some(&berta), Some(json!({})), StatusCode::OK).await;
        let kept = expect(&app, &notes, Some(&walter), None, StatusCode::OK).await;
        assert_eq!(kept["text"], secret);
        state.deliver();
        assert!(
            state
                .outbox()
                .iter()
                .all(|r| !r.text_body.contains("Plan:"))
        );
    }
}

#[actix_web::test]
async fn a_flood_of_messages_is_stored_but_not_all_mailed() {
    for url in fresh_databases("messages-flood") {
        let state = TestApp::on(url);
        let app = state.service().await;
        let game = setup(&state);
        let walter = token(&app, "walter").await;
        let path = format!("/api/v1/games/{}/messages", game.id);
        for n in 1..=12 {
            let said = json!({"text": format!("Message number {n}")});
            expect(&app, &path, Some(&walter), Some(said), StatusCode::CREATED).await;
        }
        let berta = token(&app, "berta").await;
        let (_, seen) = thread(&app, i64::from(game.id), &berta).await;
        assert_eq!(seen["messages"].as_array().unwrap().len(), 12);
        assert_eq!(kinds(&state, "berta", "message").len(), 10, "ten an hour");
    }
}

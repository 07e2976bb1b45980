//! Replies that are not to one game's address, on every backend: a reply to the daily digest
//! names its games ("12: e4", "Game 14 - d4") and each game's move is played; a reply that
//! names no game, or a game the player is not in, is answered with how to write it. A challenge
//! made through the API is mailed to the challenged player, who accepts or declines it by
//! replying; the challenger is told of the decline (and of the acceptance by the game's first
//! mail); a forged reply changes nothing.

use actix_web::http::StatusCode;
use chrono::{NaiveDateTime, SubsecRound};
use kingpost::chess::Language;
use kingpost::db::games as game_rows;
use kingpost::db::inbox::{self, InboxRow};
use kingpost::db::outbox::{self, OutboxRow};
use kingpost::db::{DbConnection, users};
use kingpost::domain::account::UserId;
use kingpost::domain::challenge::ChallengeRequest;
use kingpost::domain::game::GameId;
use kingpost::service::{accounts, games, notify};
use serde_json::json;

use crate::support::TestApp;
use crate::support::api::{call, player};
use crate::support::fresh_databases;
use crate::support::mail::store_as_listener;
use crate::support::postal::{confirmed_player, moves};

fn now() -> NaiveDateTime {
    chrono::Utc::now().naive_utc().trunc_subsecs(0) + chrono::Duration::seconds(1)
}

/// A reply as a mail program writes it, from `from` to `to`, above a quoted mail.
fn reply_to(to: &str, from: &str, message_id: &str, body: &str) -> Vec<u8> {
    format!(
        "From: Player <{from}>\r\nTo: Kingpost <{to}>\r\nSubject: Re: Kingpost\r\n\
         Message-ID: <{message_id}>\r\nDate: Tue, 24 Nov 2026 10:00:00 +0000\r\n\
         MIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\
         Content-Transfer-Encoding: 8bit\r\n\r\n{body}\r\n\r\nOn Monday Kingpost wrote:\r\n\
         > 7: e4\r\n> Reply \"accept\" to this mail to play.\r\n"
    )
    .into_bytes()
}

/// Stores `raw` as the SMTP listener would, runs the worker, and returns the inbox row.
fn send(state: &TestApp, raw: &[u8]) -> InboxRow {
    let mut conn = state.pool.get().unwrap();
    let id = store_as_listener(&mut conn, raw, &[], now());
    state.deliver();
    inbox::get(&mut conn, id).unwrap().unwrap()
}

fn mail_of_kind(conn: &mut DbConnection, user: UserId, kind: &str) -> Vec<OutboxRow> {
    let rows = outbox::of_user(conn, user.0).unwrap();
    let mut rows = crate::support::mail::as_sent(conn, rows);
    rows.retain(|r| r.kind == kind);
    rows
}

/// A game (10 moves in 50 days) with `white` to move first.
fn game(conn: &mut DbConnection, state: &TestApp, white: UserId, black: (&str, UserId)) -> i32 {
    let terms = ChallengeRequest {
        color: "white",
        variant: "standard",
        chess960_number: None,
        fen: None,
        opening: None,
        time_control: "10/50",
        rated: false,
    };
    let id = games::create_challenge(conn, white, Some(black.0), &terms, now()).unwrap();
    let GameId(game) = games::accept_challenge(conn, &state.mail, black.1, id, 0, now()).unwrap();
    game
}

#[test]
fn a_reply_to_the_digest_plays_each_game_it_names() {
    for url in fresh_databases("digest-reply") {
        let state = TestApp::on(url);
        let mut conn = state.pool.get().unwrap();
        let erin = confirmed_player(&mut conn, "erin", Language::English, now());
        let finn = confirmed_player(&mut conn, "finn", Language::English, now());
        let gail = confirmed_player(&mut conn, "gail", Language::English, now());
        let one = game(&mut conn, &state, erin, ("finn", finn));
        let two = game(&mut conn, &state, erin, ("gail", gail));
        let theirs = game(&mut conn, &state, finn, ("gail", gail));
        accounts::set_notifications(&mut conn, erin, "digest").unwrap();
        assert_eq!(
            notify::send_due_digests(&mut conn, &state.mail, now(), 10).unwrap(),
            1
        );
        let digest = mail_of_kind(&mut conn, erin, "digest").remove(0);
        let address = state.mail.digest_address(erin);
        assert_eq!(digest.reply_to.as_deref(), Some(address.as_str()));
        assert!(
            digest.text_body.contains(&format!(
                "Or reply to this mail itself, one line per game, with the game's number before \
                 your move, for example: {one}: e4"
            )),
            "{}",
            digest.text_body
        );
        for game in [one, two] {
            let own = state.mail.reply_address(GameId(game), erin);
            assert!(digest.html_body.contains(&format!("mailto:{own}")));
        }

        let body = format!("Hi,\n\n{one}: e4\nGame {two} - d4\n\nErin");
        let row = send(
            &state,
            &reply_to(&address, "erin@example.org", "d-1@x", &body),
        );
        assert_eq!(row.status, "processed", "{:?}", row.outcome);
        assert!(row.outcome.unwrap().starts_with("applied: digest reply"));
        assert_eq!(moves(&mut conn, one), [("e4".into(), "email".into())]);
        assert_eq!(moves(&mut conn, two), [("d4".into(), "email".into())]);
        assert_eq!(
            mail_of_kind(&mut conn, erin, "command-confirmation").len(),
            2
        );

        // Another player's game, and a reply that names none: refused with how to write it.
        let body = format!("{theirs}: e4");
        let row = send(
            &state,
            &reply_to(&address, "erin@example.org", "d-2@x", &body),
        );
        assert!(row.outcome.unwrap().starts_with("refused: digest reply"));
        assert!(moves(&mut conn, theirs).is_empty());
        let row = send(
            &state,
            &reply_to(&address, "erin@example.org", "d-3@x", "Nf3"),
        );
        let outcome = row.outcome.unwrap();
        assert!(outcome.contains("does not say which game"), "{outcome}");
        let errors = mail_of_kind(&mut conn, erin, "command-error");
        assert_eq!(errors.len(), 2);
        assert!(
            errors[0]
                .text_body
                .contains(&format!("You do not play in game {theirs}.")),
            "{}",
            errors[0].text_body
        );
        assert!(errors[1].text_body.contains("for example: 12: e4"));

        // The digest address from another sender: nothing is played.
        let body = format!("{one}: Nf3");
        let row = send(
            &state,
            &reply_to(&address, "finn@example.org", "d-4@x", &body),
        );
        assert!(row.outcome.unwrap().starts_with("refused: "));
        assert_eq!(moves(&mut conn, one).len(), 1);
    }
}

async fn confirmed(state: &TestApp, name: &str) -> UserId {
    let mut conn = state.pool.get().unwrap();
    let user = users::find_by_username(&mut conn, name).unwrap().unwrap();
    assert!(users::set_email_verified(&mut conn, user.id, &user.email, now()).unwrap());
    UserId(user.id)
}

#[actix_web::test]
async fn a_challenge_is_mailed_and_answered_by_reply_and_the_challenger_is_told() {
    for url in fresh_databases("challenge-mail") {
        let state = TestApp::on(url);
        let app = state.service().await;
        let alice = player(&app, "alice").await;
        let bob = player(&app, "bob").await;
        let (alice_id, bob_id) = (
            confirmed(&state, "alice").await,
            confirmed(&state, "bob").await,
        );
        let mut conn = state.pool.get().unwrap();
        let challenge = || async {
            let terms = json!({"opponent": "bob", "color": "white", "time_control": "3d"});
            let (status, made) = call(&app, "/api/v1/challenges", Some(&alice), Some(terms)).await;
            assert_eq!(status, StatusCode::CREATED, "{made}");
            i32::try_from(made["id"].as_i64().unwrap()).unwrap()
        };
        let status_of = |conn: &mut DbConnection, id: i32| {
            game_rows::find_challenge(conn, id).unwrap().unwrap()
        };

        // The challenge is mailed to bob, with its own reply address.
        let first = challenge().await;
        let offers = mail_of_kind(&mut conn, bob_id, "challenge");
        assert_eq!(offers.len(), 1);
        let address = state.mail.challenge_address(first, bob_id);
        assert_eq!(offers[0].reply_to.as_deref(), Some(address.as_str()));
        assert_eq!(offers[0].subject, "alice challenges you to a game");
        let text = &offers[0].text_body;
        assert!(
            text.contains("alice challenges you to a game (3d)."),
            "{text}"
        );
        assert!(
            text.contains("Reply \"accept\" to this mail to play"),
            "{text}"
        );
        assert!(text.contains("http://127.0.0.1:8080/challenges"), "{text}");

        // A forged acceptance changes nothing; bob's own starts the game.
        let row = send(
            &state,
            &reply_to(&address, "mallory@example.org", "c-0@x", "accept"),
        );
        let outcome = row.outcome.unwrap();
        assert!(outcome.starts_with("refused: "), "{outcome}");
        assert!(
            outcome.contains("bob@example.org"),
            "told at bob's own address: {outcome}"
        );
        assert_eq!(status_of(&mut conn, first).status, "open");
        let row = send(
            &state,
            &reply_to(&address, "bob@example.org", "c-1@x", "accept"),
        );
        assert!(row.outcome.unwrap().starts_with("applied: "));
        let accepted = status_of(&mut conn, first);
        assert_eq!(accepted.status, "accepted");
        let game = accepted.game_id.unwrap();
        let started = outbox::of_game(&mut conn, game).unwrap();
        let started: Vec<OutboxRow> = crate::support::mail::as_sent(&mut conn, started);
        let to_alice = started
            .iter()
            .find(|r| r.user_id == Some(alice_id.0))
            .unwrap();
        assert_eq!(to_alice.kind, "game-started");
        assert!(
            to_alice
                .text_body
                .starts_with("Your game against bob has begun.")
        );

        // Declined by mail: alice is told, bob gets a confirmation.
        let second = challenge().await;
        let address = state.mail.challenge_address(second, bob_id);
        let row = send(
            &state,
            &reply_to(&address, "bob@example.org", "c-2@x", "decline"),
        );
        assert!(row.outcome.unwrap().starts_with("applied: "));
        assert_eq!(status_of(&mut conn, second).status, "declined");
        let told = mail_of_kind(&mut conn, alice_id, "challenge-declined");
        assert_eq!(told.len(), 1);
        assert_eq!(told[0].subject, "bob declined your challenge");
        let confirmed = mail_of_kind(&mut conn, bob_id, "command-confirmation");
        assert!(
            confirmed
                .iter()
                .any(|r| r.text_body.contains("You declined the challenge of alice."))
        );

        // Declined on the web (API): alice is told too. A reply to a closed challenge is refused.
        let third = challenge().await;
        let decline = format!("/api/v1/challenges/{third}/decline");
        let (status, _) = call(&app, &decline, Some(&bob), Some(json!({}))).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(
            mail_of_kind(&mut conn, alice_id, "challenge-declined").len(),
            2
        );
        let address = state.mail.challenge_address(third, bob_id);
        let row = send(
            &state,
            &reply_to(&address, "bob@example.org", "c-3@x", "accept"),
        );
        let outcome = row.outcome.unwrap();
        assert!(outcome.contains("no longer open"), "{outcome}");

        // Anything but accept or decline: told what to write.
        let fourth = challenge().await;
        let address = state.mail.challenge_address(fourth, bob_id);
        let row = send(
            &state,
            &reply_to(&address, "bob@example.org", "c-4@x", "e4"),
        );
        let outcome = row.outcome.unwrap();
        assert!(outcome.contains("write \"accept\" to play"), "{outcome}");
        assert_eq!(status_of(&mut conn, fourth).status, "open");
    }
}

#[actix_web::test]
async fn a_digest_player_is_mailed_a_challenge_and_a_player_without_game_mail_is_not() {
    for url in fresh_databases("challenge-digest") {
        let state = TestApp::on(url);
        let app = state.service().await;
        let alice = player(&app, "alice").await;
        player(&app, "dora").await;
        player(&app, "nell").await;
        let (dora, nell) = (
            confirmed(&state, "dora").await,
            confirmed(&state, "nell").await,
        );
        let mut conn = state.pool.get().unwrap();
        accounts::set_notifications(&mut conn, dora, "digest").unwrap();
        accounts::set_notifications(&mut conn, nell, "none").unwrap();
        for opponent in ["dora", "nell"] {
            let terms = json!({"opponent": opponent, "color": "white", "time_control": "3d"});
            let (status, made) = call(&app, "/api/v1/challenges", Some(&alice), Some(terms)).await;
            assert_eq!(status, StatusCode::CREATED, "{made}");
        }
        // A challenge waits for an answer: the digest player hears of it at once.
        assert_eq!(mail_of_kind(&mut conn, dora, "challenge").len(), 1);
        assert!(mail_of_kind(&mut conn, nell, "challenge").is_empty());
    }
}

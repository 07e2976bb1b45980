//! Playing by mail, end to end on every backend: a reply stored in the inbox is read, checked and
//! carried out by the worker; the opponent's notification and the player's confirmation are
//! written in the same transaction; a redelivered or repeated mail plays nothing; forged, robot
//! and unaddressed mail changes nothing and is answered only where an answer is safe; and a
//! worker that dies holding a message loses nothing.

use chrono::{Duration, NaiveDateTime, Utc};
use kingpost::chess::Language;
use kingpost::db::inbox::{self, Stored};
use kingpost::db::outbox::{self, OutboxRow};
use kingpost::db::{DbConnection, users};
use kingpost::domain::account::UserId;
use kingpost::service::inbox::{InboxPolicy, Processed, process_next};
use kingpost::web::AppState;

use crate::support::mail::receive_as_listener;
use crate::support::postal::{MailGame, mail_game, moves, reply};
use crate::support::{TestApp, fresh_databases};

fn now() -> NaiveDateTime {
    Utc::now().naive_utc()
}

/// Stores `raw` as the SMTP listener would; returns what the inbox did.
fn store(conn: &mut DbConnection, raw: &[u8]) -> Stored {
    receive_as_listener(conn, raw, &[], now())
}

fn rows_of_kind(conn: &mut DbConnection, game: i32, user: UserId, kind: &str) -> Vec<OutboxRow> {
    let rows = outbox::of_game(conn, game).unwrap();
    crate::support::mail::as_sent(conn, rows)
        .into_iter()
        .filter(|r| r.user_id == Some(user.0) && r.kind == kind)
        .collect()
}

fn all_mail(conn: &mut DbConnection) -> usize {
    outbox::oldest(conn, 100_000).unwrap().len()
}

fn setup(state: &AppState, languages: (Language, Language)) -> MailGame {
    let mut conn = state.pool.get().unwrap();
    mail_game(
        &mut conn,
        &state.mail,
        ("walter", "berta"),
        languages,
        now(),
    )
}

/// Stores `body` as a reply by `who` (from `from`, with Message-ID `id`) and runs the worker.
fn send(state: &TestApp, game: &MailGame, who: UserId, from: &str, id: &str, body: &str) -> Stored {
    let raw = reply(&state.mail, game, who, from, id, body);
    let stored = store(&mut state.pool.get().unwrap(), &raw);
    state.deliver();
    stored
}

fn status_of(conn: &mut DbConnection, id: i32) -> (String, String) {
    let row = inbox::get(conn, id).unwrap().unwrap();
    (row.status, row.outcome.unwrap_or_default())
}

#[test]
fn a_reply_plays_the_move_tells_the_opponent_and_confirms_once() {
    for url in fresh_databases("mail-play") {
        let state = TestApp::on(url);
        let game = setup(&state, (Language::English, Language::German));
        let mut conn = state.pool.get().unwrap();
        let mail = reply(
            &state.mail,
            &game,
            game.white,
            "walter@example.org",
            "first@example.org",
            "Hello Berta,\r\n\r\n1. e4\r\n\r\nWalter",
        );
        let Stored::New(id) = store(&mut conn, &mail) else {
            panic!("stored before")
        };
        state.deliver();
        assert_eq!(moves(&mut conn, game.id), [("e4".into(), "email".into())]);
        let (status, outcome) = status_of(&mut conn, id);
        assert_eq!(status, "processed", "{outcome}");
        assert!(outcome.starts_with("applied: game"), "{outcome}");
        let told = rows_of_kind(&mut conn, game.id, game.black, "your-move");
        assert_eq!(told.len(), 1, "the opponent is told of the move");
        assert!(told[0].text_body.contains("1.e4"), "{}", told[0].text_body);
        let confirmed = rows_of_kind(&mut conn, game.id, game.white, "command-confirmation");
        assert_eq!(confirmed.len(), 1);
        assert!(
            confirmed[0].text_body.contains("1.e4 · 1.e4 · 1.5254"),
            "{}",
            confirmed[0].text_body
        );
        assert_eq!(
            confirmed[0].in_reply_to.as_deref(),
            Some("<first@example.org>")
        );

        // The same mail delivered again is not stored again; the same reply sent again under
        // a new Message-ID is recognised as the move already played.
        let mailed = all_mail(&mut conn);
        assert_eq!(store(&mut conn, &mail), Stored::Duplicate(id));
        let again = reply(
            &state.mail,
            &game,
            game.white,
            "walter@example.org",
            "second@example.org",
            "1. e4",
        );
        let Stored::New(again) = store(&mut conn, &again) else {
            panic!("a new Message-ID is a new message")
        };
        state.deliver();
        assert_eq!(moves(&mut conn, game.id).len(), 1);
        let (status, outcome) = status_of(&mut conn, again);
        assert_eq!(status, "ignored");
        assert!(outcome.contains("already played"), "{outcome}");
        assert_eq!(all_mail(&mut conn), mailed, "nothing more was mailed");
    }
}

#[test]
fn commands_are_read_in_the_players_language_with_the_repeated_move_checked() {
    for url in fresh_databases("mail-german") {
        let state = TestApp::on(url);
        let game = setup(&state, (Language::English, Language::German));
        let mut conn = state.pool.get().unwrap();
        send(
            &state,
            &game,
            game.white,
            "walter@example.org",
            "w1@x",
            "e4",
        );
        // Berta repeats White's move wrongly: nothing is played, and she is told why.
        send(
            &state,
            &game,
            game.black,
            "berta@example.org",
            "b1@x",
            "1.d4 Sf6",
        );
        assert_eq!(moves(&mut conn, game.id).len(), 1);
        let errors = rows_of_kind(&mut conn, game.id, game.black, "command-error");
        assert_eq!(errors.len(), 1);
        let text = &errors[0].text_body;
        assert!(
            text.contains("als 1. d4 wiederholt, aber der letzte Zug der Partie ist 1.e4."),
            "{text}"
        );
        // With German piece letters and the draw offer in German, it is played.
        send(
            &state,
            &game,
            game.black,
            "berta@example.org",
            "b2@x",
            "1.e4 Sf6 remis",
        );
        let played = moves(&mut conn, game.id);
        assert_eq!(played[1], ("Nf6".into(), "email".into()));
        let view = kingpost::service::games::view(&mut conn, game.id, now()).unwrap();
        assert_eq!(
            serde_json::to_value(&view).unwrap()["draw_offer"],
            "black",
            "the draw offer went with the move"
        );
        let confirmed = rows_of_kind(&mut conn, game.id, game.black, "command-confirmation");
        assert!(
            confirmed[0].text_body.contains("1...Sf6") && confirmed[0].text_body.contains("Remis"),
            "{}",
            confirmed[0].text_body
        );
        // Walter declines by mail.
        send(
            &state,
            &game,
            game.white,
            "walter@example.org",
            "w2@x",
            "decline",
        );
        let view = kingpost::service::games::view(&mut conn, game.id, now()).unwrap();
        assert!(serde_json::to_value(&view).unwrap()["draw_offer"].is_null());
    }
}

#[test]
fn an_illegal_move_is_answered_with_the_reason_and_the_legal_moves() {
    for url in fresh_databases("mail-illegal") {
        let state = TestApp::on(url);
        let game = setup(&state, (Language::English, Language::English));
        let mut conn = state.pool.get().unwrap();
        send(
            &state,
            &game,
            game.white,
            "walter@example.org",
            "bad@x",
            "Ke2",
        );
        assert!(moves(&mut conn, game.id).is_empty());
        let errors = rows_of_kind(&mut conn, game.id, game.white, "command-error");
        assert_eq!(errors.len(), 1);
        let text = &errors[0].text_body;
        assert!(text.contains("Ke2"), "{text}");
        assert!(text.contains("Nothing was changed"), "{text}");
        assert!(
            text.contains("Nf3") && text.contains("e4"),
            "legal moves listed: {text}"
        );
        // Out of turn.
        send(
            &state,
            &game,
            game.black,
            "berta@example.org",
            "early@x",
            "e5",
        );
        let errors = rows_of_kind(&mut conn, game.id, game.black, "command-error");
        assert!(
            errors[0].text_body.contains("not your move"),
            "{}",
            errors[0].text_body
        );
    }
}

#[test]
fn forged_robot_and_unaddressed_mail_changes_nothing() {
    for url in fresh_databases("mail-forged") {
        let state = TestApp::on(url);
        let game = setup(&state, (Language::English, Language::English));
        let mut conn = state.pool.get().unwrap();
        // A valid token from a stranger's address: the player is told, at their own address.
        send(
            &state,
            &game,
            game.white,
            "mallory@example.net",
            "forged@x",
            "f3",
        );
        assert!(moves(&mut conn, game.id).is_empty());
        let errors = rows_of_kind(&mut conn, game.id, game.white, "command-error");
        assert_eq!(errors.len(), 1);
        assert_eq!(errors[0].recipient, "walter@example.org");
        assert!(
            errors[0]
                .text_body
                .contains("came from mallory@example.net"),
            "{}",
            errors[0].text_body
        );
        // A token that does not verify, from a stranger: no answer at all.
        let mailed = all_mail(&mut conn);
        let text = String::from_utf8(reply(
            &state.mail,
            &game,
            game.white,
            "stranger@example.net",
            "bad-token@x",
            "e4",
        ))
        .unwrap();
        let tampered = text.replacen("move+", "move+9", 1);
        store(&mut conn, tampered.as_bytes());
        // An out-of-office reply with a valid token: never answered.
        let auto = String::from_utf8(reply(
            &state.mail,
            &game,
            game.white,
            "walter@example.org",
            "ooo@x",
            "I am away until Monday.",
        ))
        .unwrap()
        .replacen(
            "Subject: Re:",
            "Auto-Submitted: auto-replied\r\nSubject: Out of office Re:",
            1,
        );
        store(&mut conn, auto.as_bytes());
        state.deliver();
        assert_eq!(all_mail(&mut conn), mailed);
        assert!(moves(&mut conn, game.id).is_empty());
        // The player's own address without a token: answered with how to reply.
        let plain = text
            .replacen("stranger@example.net", "walter@example.org", 1)
            .replacen("bad-token@x", "no-token@x", 1)
            .replacen("move+", "chess-", 1);
        store(&mut conn, plain.as_bytes());
        state.deliver();
        let all = outbox::oldest(&mut conn, 1000).unwrap();
        let answer = all.last().unwrap();
        assert_eq!(answer.kind, "command-error");
        assert_eq!(answer.recipient, "walter@example.org");
        assert!(
            answer.text_body.contains("reply address"),
            "{}",
            answer.text_body
        );
    }
}

#[test]
fn a_bounce_marks_the_address_and_is_not_answered() {
    for url in fresh_databases("mail-bounce") {
        let state = TestApp::on(url);
        let game = setup(&state, (Language::English, Language::English));
        let mut conn = state.pool.get().unwrap();
        let dsn = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/data/eml/bounce_dsn_postfix.eml"
        ))
        .unwrap();
        let failed = kingpost::mail::inbound::parse(dsn.as_bytes()).unwrap();
        let kingpost::mail::inbound::Kind::Bounce { failed_recipients } = failed.kind else {
            panic!("the fixture is a bounce")
        };
        let address = failed_recipients[0].clone();
        let bounced = dsn.replace(&address, "berta@example.org");
        // The game's first mail is delivered (a delivery clears a bouncing mark) before the
        // failure report comes back.
        state.deliver();
        let mailed = all_mail(&mut conn);
        let Stored::New(id) = store(&mut conn, bounced.as_bytes()) else {
            panic!()
        };
        state.deliver();
        let (status, outcome) = status_of(&mut conn, id);
        assert_eq!(status, "ignored", "{outcome}");
        assert!(outcome.contains("1 account(s) marked"), "{outcome}");
        let berta = users::find_by_id(&mut conn, game.black.0).unwrap().unwrap();
        assert!(berta.email_bouncing_at.is_some());
        assert_eq!(all_mail(&mut conn), mailed);
    }
}

#[test]
fn a_worker_that_dies_holding_a_message_loses_nothing_and_plays_it_once() {
    for url in fresh_databases("mail-crash") {
        let state = TestApp::on(url);
        let game = setup(&state, (Language::English, Language::English));
        let mut conn = state.pool.get().unwrap();
        let raw = reply(
            &state.mail,
            &game,
            game.white,
            "walter@example.org",
            "crash@x",
            "d4",
        );
        let Stored::New(id) = store(&mut conn, &raw) else {
            panic!()
        };
        // A worker claims it and dies before processing.
        let claimed =
            inbox::claim_next_unprocessed(&mut conn, "dead-worker", now(), Duration::minutes(5))
                .unwrap()
                .unwrap();
        assert_eq!(claimed.id, id);
        let policy = InboxPolicy::from_config(&state.config);
        let live = process_next(&mut conn, &state.mail, &policy, "live", now()).unwrap();
        assert_eq!(live, None, "the claim holds while its lease runs");
        assert!(moves(&mut conn, game.id).is_empty());
        // After the lease, the message is taken again and played once.
        let later = now() + Duration::minutes(6);
        let (again, done) = process_next(&mut conn, &state.mail, &policy, "live", later)
            .unwrap()
            .unwrap();
        assert_eq!(again, id);
        assert!(matches!(done, Processed::Applied(_)), "{done:?}");
        assert_eq!(
            process_next(&mut conn, &state.mail, &policy, "live", later).unwrap(),
            None
        );
        assert_eq!(moves(&mut conn, game.id), [("d4".into(), "email".into())]);
        let row = inbox::get(&mut conn, id).unwrap().unwrap();
        assert_eq!(row.attempts, 2);
    }
}

#[test]
fn conditional_moves_by_mail_are_stored_and_played_when_they_match() {
    for url in fresh_databases("mail-conditional") {
        let state = TestApp::on(url);
        let game = setup(&state, (Language::English, Language::English));
        let mut conn = state.pool.get().unwrap();
        send(
            &state,
            &game,
            game.white,
            "walter@example.org",
            "c1@x",
            "1. e4 if 1...e5 2.Nf3 if 2...Nc6 3.Bb5",
        );
        let confirmed = rows_of_kind(&mut conn, game.id, game.white, "command-confirmation");
        assert_eq!(confirmed.len(), 1);
        assert!(
            confirmed[0]
                .text_body
                .contains("conditional moves are stored")
                && confirmed[0]
                    .text_body
                    .contains("if 1...e5 2.Nf3 if 2...Nc6 3.Bb5"),
            "{}",
            confirmed[0].text_body
        );
        send(&state, &game, game.black, "berta@example.org", "c2@x", "e5");
        let played: Vec<(String, String)> = moves(&mut conn, game.id);
        assert_eq!(
            played,
            [
                ("e4".into(), "email".into()),
                ("e5".into(), "email".into()),
                ("Nf3".into(), "conditional".into())
            ]
        );
    }
}

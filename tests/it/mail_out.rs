//! Outgoing mail through the front door, on every backend: games played through the API write
//! outbox rows for the right players in the same transaction (subjects, reply tokens that verify,
//! threads, the board and the repeated last move in each player's notation), players who want
//! no mail or a digest get none per move, the digest itself, the answers to emailed commands,
//! and account mails delivered by the file transport and parsed back.

use actix_http::Request;
use actix_web::dev::{Service, ServiceResponse};
use actix_web::http::StatusCode;
use chrono::{Duration, NaiveDateTime};
use kingpost::db::outbox::{self, OutboxRow};
use kingpost::db::{DbConnection, users};
use kingpost::domain::account::UserId;
use kingpost::domain::game::GameId;
use kingpost::mail::tokens;
use kingpost::service::accounts;
use kingpost::service::games;
use kingpost::service::notify::{self, CommandConfirmation, CommandError, Confirmed, MailSettings};
use kingpost::web::AppState;
use serde_json::json;

use crate::support::api::{call, player};
use crate::support::mail::{all_rows, parse};
use crate::support::pages::outbox;
use crate::support::{TestApp, fresh_databases};

/// `white` challenges `black` (a username) with White; `black_token` accepts. Returns the id.
async fn new_game(
    app: &impl Service<Request, Response = ServiceResponse, Error = actix_web::Error>,
    white: &str,
    black_name: &str,
    black_token: &str,
) -> i32 {
    let terms = json!({"opponent": black_name, "color": "white", "time_control": "10/50"});
    let (status, body) = call(app, "/api/v1/challenges", Some(white), Some(terms)).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let id = body["id"].as_i64().unwrap();
    let path = format!("/api/v1/challenges/{id}/accept");
    let (status, body) = call(app, &path, Some(black_token), Some(json!({}))).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    i32::try_from(body["game_id"].as_i64().unwrap()).unwrap()
}

async fn play(
    app: &impl Service<Request, Response = ServiceResponse, Error = actix_web::Error>,
    game: i32,
    token: &str,
    text: &str,
) {
    let path = format!("/api/v1/games/{game}/moves");
    let (status, body) = call(app, &path, Some(token), Some(json!({"move": text}))).await;
    assert_eq!(status, StatusCode::OK, "{text}: {body}");
}

fn user_id(conn: &mut DbConnection, name: &str) -> UserId {
    UserId(users::find_by_username(conn, name).unwrap().unwrap().id)
}

/// The mail about `game` to `user`, as sent (rendered with the app's settings `mail`, whose
/// Message-ID domain the thread headers use).
fn rows_to(
    mail: &MailSettings,
    conn: &mut DbConnection,
    game: i32,
    user: UserId,
) -> Vec<OutboxRow> {
    outbox::of_game(conn, game)
        .unwrap()
        .iter()
        .map(|row| kingpost::service::outbox::as_sent(conn, mail, row).unwrap())
        .filter(|r| r.user_id == Some(user.0))
        .collect()
}

fn kinds(rows: &[OutboxRow]) -> Vec<&str> {
    rows.iter().map(|r| r.kind.as_str()).collect()
}

/// Every row to a player about one game: same subject, a Reply-To that verifies to that game and
/// player, and each message threaded under the one before.
fn assert_one_thread(state: &AppState, rows: &[OutboxRow], game: i32, user: UserId) {
    let root = state.mail.thread_root(GameId(game), user);
    for (i, row) in rows.iter().enumerate() {
        let game_part =
            |subject: &str| subject.split(" · ").take(2).collect::<Vec<_>>().join(" · ");
        assert_eq!(game_part(&row.subject), game_part(&rows[0].subject));
        let reply_to = row.reply_to.as_deref().unwrap();
        let local = reply_to.strip_suffix("@localhost").unwrap();
        assert_eq!(
            tokens::verify(&state.mail.secret, local),
            Some((GameId(game), user))
        );
        assert_eq!(
            row.list_unsubscribe,
            Some(format!("<{}>", state.mail.unsubscribe_link(user)))
        );
        let references = row.thread_references.as_deref().unwrap();
        assert!(references.starts_with(&root), "{references}");
        let parent = row.in_reply_to.as_deref().unwrap();
        match i {
            0 => assert_eq!(parent, root),
            _ => {
                assert_eq!(parent, rows[i - 1].message_id);
                assert!(references.ends_with(&rows[i - 1].message_id));
            }
        }
        assert!(
            row.message_id.ends_with("@127.0.0.1>"),
            "the base URL's host, never localhost: {}",
            row.message_id
        );
    }
}

#[actix_web::test]
async fn every_game_event_mails_the_right_player_in_one_thread() {
    for url in fresh_databases("mail-events") {
        let state = TestApp::on(url);
        let app = state.service().await;
        let bob = player(&app, "bob").await;
        let alice = player(&app, "alice").await;
        let mut conn = state.pool.get().unwrap();
        let (alice_id, bob_id) = (user_id(&mut conn, "alice"), user_id(&mut conn, "bob"));
        accounts::set_preferences(&mut conn, alice_id, "de", "san").unwrap();
        let game = new_game(&app, &bob, "alice", &alice).await;
        assert_eq!(
            kinds(&rows_to(&state.mail, &mut conn, game, alice_id)),
            ["game-started"]
        );
        assert_eq!(
            kinds(&rows_to(&state.mail, &mut conn, game, bob_id)),
            ["game-started"]
        );

        play(&app, game, &bob, "e4").await;
        play(&app, game, &alice, "e5").await;
        play(&app, game, &bob, "Nf3").await;
        let to_alice = rows_to(&state.mail, &mut conn, game, alice_id);
        assert_eq!(kinds(&to_alice), ["game-started", "your-move", "your-move"]);
        let last = to_alice.last().unwrap();
        assert_eq!(last.recipient, "alice@example.org");
        assert_eq!(
            last.subject,
            format!("Game {game} · bob – alice · Sie sind am Zug (2. Sf3)"),
            "German, the game part as in every language"
        );
        assert!(
            last.text_body.starts_with("bob hat 2.Sf3 gespielt.\n"),
            "{}",
            last.text_body
        );
        assert!(
            last.text_body.contains("Letzter Zug: 2.Sf3"),
            "German letters"
        );
        assert!(last.text_body.contains("1. e4 e5 2. Sf3"));
        assert!(last.text_body.contains("Sie sind am Zug: 2..."));
        assert!(
            last.text_body.contains("1 | R . B K Q B N R | 1\n"),
            "Black's board has rank 1 on top:\n{}",
            last.text_body
        );
        assert!(last.text_body.contains("zum Beispiel: 2..."));
        assert!(
            last.text_body
                .contains(&format!("http://127.0.0.1:8080/games/{game}"))
        );
        assert!(last.html_body.contains("<table role=\"img\""));
        assert!(last.html_body.contains("Letzter Zug: 2.Sf3"));
        assert_one_thread(&state, &to_alice, game, alice_id);

        draws_and_resignation(
            &app,
            &state,
            &mut conn,
            game,
            (&alice, alice_id),
            (&bob, bob_id),
        )
        .await;
    }
}

/// Alice offers a draw, Bob declines, Bob resigns: the offer goes to Bob, the decline to Alice,
/// the end to both.
async fn draws_and_resignation(
    app: &impl Service<Request, Response = ServiceResponse, Error = actix_web::Error>,
    state: &AppState,
    conn: &mut DbConnection,
    game: i32,
    (alice, alice_id): (&str, UserId),
    (bob, bob_id): (&str, UserId),
) {
    let draw = format!("/api/v1/games/{game}/draw");
    let (status, _) = call(app, &draw, Some(alice), Some(json!({"action": "offer"}))).await;
    assert_eq!(status, StatusCode::OK);
    let (status, _) = call(app, &draw, Some(bob), Some(json!({"action": "decline"}))).await;
    assert_eq!(status, StatusCode::OK);
    let resign = format!("/api/v1/games/{game}/resign");
    let (status, _) = call(app, &resign, Some(bob), Some(json!({}))).await;
    assert_eq!(status, StatusCode::OK);
    let to_bob = rows_to(&state.mail, conn, game, bob_id);
    assert_eq!(
        kinds(&to_bob),
        ["game-started", "your-move", "draw-offered", "game-ended"]
    );
    assert!(to_bob[2].text_body.starts_with("alice offers a draw.\n"));
    assert!(
        to_bob[2]
            .text_body
            .contains("alice offers a draw: reply \"accept\"")
    );
    let to_alice = rows_to(&state.mail, conn, game, alice_id);
    let ended = to_alice.last().unwrap();
    assert_eq!(kinds(&to_alice)[3..], ["draw-declined", "game-ended"]);
    assert!(
        ended.text_body.starts_with("bob hat aufgegeben.\n"),
        "{}",
        ended.text_body
    );
    assert!(ended.text_body.contains("Ergebnis: 0-1 (Aufgabe)"));
    assert!(
        !ended.text_body.contains("So antworten Sie"),
        "nothing to reply to"
    );
    let bob_ended = to_bob.last().unwrap();
    assert!(
        bob_ended.text_body.starts_with("bob resigned.\n"),
        "bob reads English"
    );
    assert!(bob_ended.text_body.contains("Result: 0-1 (resignation)"));
    assert_one_thread(state, &to_alice, game, alice_id);
    assert_one_thread(state, &to_bob, game, bob_id);
}

#[actix_web::test]
async fn a_refused_move_writes_no_mail_and_a_mate_tells_both() {
    for url in fresh_databases("mail-mate") {
        let state = TestApp::on(url);
        let app = state.service().await;
        let white = player(&app, "wanda").await;
        let black = player(&app, "boris").await;
        let game = new_game(&app, &white, "boris", &black).await;
        let mut conn = state.pool.get().unwrap();
        let before = outbox::of_game(&mut conn, game).unwrap().len();
        let path = format!("/api/v1/games/{game}/moves");
        let (status, _) = call(&app, &path, Some(&black), Some(json!({"move": "e5"}))).await;
        assert_eq!(status, StatusCode::CONFLICT, "not Black's move");
        assert_eq!(outbox::of_game(&mut conn, game).unwrap().len(), before);
        for (token, text) in [
            (&white, "f3"),
            (&black, "e5"),
            (&white, "g4"),
            (&black, "Qh4#"),
        ] {
            play(&app, game, token, text).await;
        }
        let rows = outbox::of_game(&mut conn, game).unwrap();
        let rows = crate::support::mail::as_sent(&mut conn, rows);
        let ended: Vec<&OutboxRow> = rows.iter().filter(|r| r.kind == "game-ended").collect();
        assert_eq!(ended.len(), 2, "both players hear of the mate");
        for row in ended {
            assert!(row.text_body.starts_with("boris won by checkmate.\n"));
            assert!(row.text_body.contains("Last move: 2...Qh4#"));
        }
    }
}

#[actix_web::test]
async fn no_game_mail_for_none_or_digest_and_one_digest_a_day() {
    for url in fresh_databases("mail-digest") {
        let state = TestApp::on(url);
        let app = state.service().await;
        let erin = player(&app, "erin").await;
        let finn = player(&app, "finn").await;
        let gail = player(&app, "gail").await;
        let mut conn = state.pool.get().unwrap();
        let (erin_id, gail_id) = (user_id(&mut conn, "erin"), user_id(&mut conn, "gail"));
        accounts::set_notifications(&mut conn, erin_id, "digest").unwrap();
        accounts::set_notifications(&mut conn, gail_id, "none").unwrap();
        accounts::set_preferences(&mut conn, erin_id, "en", "iccf").unwrap();
        let first = new_game(&app, &finn, "erin", &erin).await;
        let second = new_game(&app, &finn, "erin", &erin).await;
        let waiting = new_game(&app, &erin, "finn", &finn).await;
        let quiet = new_game(&app, &finn, "gail", &gail).await;
        play(&app, first, &finn, "e4").await;
        play(&app, second, &finn, "d4").await;
        play(&app, quiet, &finn, "c4").await;
        play(&app, waiting, &erin, "e4").await;
        for game in [first, second, waiting] {
            assert!(
                rows_to(&state.mail, &mut conn, game, erin_id).is_empty(),
                "digest: no mail per move"
            );
        }
        assert!(
            rows_to(&state.mail, &mut conn, quiet, gail_id).is_empty(),
            "none: no game mail"
        );
        // (Only the confirmation link of her sign-up.)
        let to_gail = outbox::of_user(&mut conn, gail_id.0).unwrap();
        assert_eq!(kinds(&to_gail), ["verify-email"]);

        let now = chrono::Utc::now().naive_utc();
        let mail = &state.mail;
        assert_eq!(
            notify::send_due_digests(&mut conn, mail, now, 10).unwrap(),
            1
        );
        assert_eq!(
            notify::send_due_digests(&mut conn, mail, now, 10).unwrap(),
            0
        );
        let mut digests = outbox::of_user(&mut conn, erin_id.0).unwrap();
        digests.retain(|r| r.kind != "verify-email");
        assert_eq!(kinds(&digests), ["digest"]);
        let text = &digests[0].text_body;
        assert!(text.starts_with("It is your move in 2 games.\n"), "{text}");
        assert!(text.contains(&format!("Game {first} against finn")));
        assert!(text.contains(&format!("Game {second} against finn")));
        assert!(!text.contains(&format!("Game {waiting} ")));
        assert!(text.contains("Last move: 1.5254"), "ICCF, as erin chose");
        let reply = tokens::reply_address(&state.mail.secret, "localhost", GameId(first), erin_id);
        assert!(text.contains(&reply), "{text}");
        assert_eq!(digests[0].subject, "Your move in 2 games");
        assert!(digests[0].html_body.contains(&format!("mailto:{reply}")));

        let tomorrow = now + Duration::days(1) + Duration::minutes(1);
        assert_eq!(
            notify::send_due_digests(&mut conn, mail, tomorrow, 10).unwrap(),
            1
        );
    }
}

#[actix_web::test]
async fn emailed_commands_are_confirmed_or_answered_with_the_reason() {
    for url in fresh_databases("mail-commands") {
        let state = TestApp::on(url);
        let app = state.service().await;
        let hugo = player(&app, "hugo").await;
        let ines = player(&app, "ines").await;
        let game = new_game(&app, &hugo, "ines", &ines).await;
        play(&app, game, &hugo, "Nf3").await;
        let mut conn = state.pool.get().unwrap();
        let ines_id = user_id(&mut conn, "ines");
        accounts::set_preferences(&mut conn, ines_id, "fr", "figurine").unwrap();
        let now = chrono::Utc::now().naive_utc();
        let game_state = games::load(&mut conn, game).unwrap().state;
        let view = games::view(&mut conn, game, now).unwrap();
        let refused = CommandError {
            player: ines_id,
            game: Some((&game_state, &view)),
            reason: "Nf4 is not possible: no black knight can move to f4.",
            answering: Some("<their.mail@example.org>"),
        };
        let id = notify::command_error(&mut conn, &state.mail, &refused, now)
            .unwrap()
            .expect("within the limit");
        let error = outbox::find(&mut conn, id).unwrap().unwrap();
        assert_eq!(error.kind, "command-error");
        assert!(
            error
                .text_body
                .contains("n'a pas pu être exécuté : Nf4 is not possible")
        );
        assert!(
            error
                .text_body
                .contains("Rien n'a été modifié dans la partie.")
        );
        assert!(
            error.text_body.contains("Vos coups possibles : "),
            "{}",
            error.text_body
        );
        assert!(error.text_body.contains("♞f6"), "figurines, as ines chose");
        assert_eq!(
            error.in_reply_to.as_deref(),
            Some("<their.mail@example.org>")
        );
        assert!(
            error
                .thread_references
                .as_deref()
                .unwrap()
                .ends_with("<their.mail@example.org>")
        );
        play(&app, game, &ines, "Nf6").await;
        confirmation(&state, &mut conn, game, ines_id, now);
    }
}

fn confirmation(
    state: &AppState,
    conn: &mut DbConnection,
    game: i32,
    player: UserId,
    now: NaiveDateTime,
) {
    let game_state = games::load(conn, game).unwrap().state;
    let view = games::view(conn, game, now).unwrap();
    let confirmed = CommandConfirmation {
        confirmed: Confirmed::Move { offer_draw: false },
        player,
        game: &game_state,
        view: &view,
        answering: Some("<move@example.org>"),
        conditionals: None,
    };
    let id = notify::command_confirmation(conn, &state.mail, &confirmed, now).unwrap();
    let row = outbox::find(conn, id).unwrap().unwrap();
    assert_eq!(row.kind, "command-confirmation");
    assert!(
        row.text_body.starts_with("Votre coup 1...♞f6 est joué.\n"),
        "{}",
        row.text_body
    );
    assert!(
        row.text_body
            .contains("chaque notation : 1...Cf6 · 1...♞f6 · 1...7866")
    );
    assert!(row.text_body.contains("C'est à hugo de jouer."));
}

#[actix_web::test]
async fn account_mail_is_delivered_as_files_with_both_parts() {
    let state = TestApp::on(crate::support::fresh_sqlite("mail-files"));
    let app = state.service().await;
    let mut browser = crate::support::pages::Browser::default();
    browser.register(&app, "jana").await;
    let mut conn = state.pool.get().unwrap();
    let rows = state.outbox();
    assert_eq!(kinds(&rows), ["verify-email"]);
    assert!(
        state.delivered().is_empty(),
        "nothing is sent before the worker runs"
    );
    assert_eq!(state.deliver(), 1);
    let delivered = state.delivered();
    assert_eq!(delivered.len(), 1);
    let parsed = &delivered[0];
    assert_eq!(parsed.content_type, "multipart/alternative");
    assert!(
        parsed.text.contains("please confirm your email address"),
        "{}",
        parsed.text
    );
    assert!(
        parsed
            .html
            .contains("<a href=\"http://127.0.0.1:8080/verify/"),
        "{}",
        parsed.html
    );
    assert_eq!(parsed.subject, "Confirm your email address for Kingpost");
    assert!(parsed.headers.contains("Auto-Submitted: auto-generated"));
    let row = outbox::find(&mut conn, rows[0].id).unwrap().unwrap();
    assert_eq!(row.status, "sent");
    assert_eq!(row.attempts, 1);
    assert!(row.sent_at.is_some());
    assert_eq!(state.deliver(), 0, "sent once only");
}

#[actix_web::test]
async fn the_settings_page_chooses_which_game_mail_comes() {
    let state = TestApp::on(crate::support::fresh_sqlite("mail-settings"));
    let app = state.service().await;
    let mut kim = crate::support::pages::Browser::default();
    kim.register(&app, "kim").await;
    let page = kim.get(&app, "/settings").await;
    assert!(
        page.body
            .contains("<select id=\"notifications\" name=\"notify\"")
    );
    assert!(
        page.body.contains("<option value=\"move\" selected>"),
        "every move by default"
    );
    let fields = [
        ("language", "en"),
        ("notation", "san"),
        ("notify", "digest"),
    ];
    let saved = kim.submit(&app, "/settings", "/settings", &fields).await;
    assert_eq!(saved.location.as_deref(), Some("/settings"));
    let page = kim.get(&app, "/settings").await;
    assert!(
        page.body.contains("<option value=\"digest\" selected>"),
        "{}",
        page.body
    );
    let mut conn = state.pool.get().unwrap();
    let kim_row = users::find_by_username(&mut conn, "kim").unwrap().unwrap();
    assert_eq!(kim_row.notify, "digest");
    let fields = [
        ("language", "en"),
        ("notation", "san"),
        ("notify", "weekly"),
    ];
    let refused = kim.submit(&app, "/settings", "/settings", &fields).await;
    assert_eq!(
        refused.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "{}",
        refused.body
    );
    let kim_row = users::find_by_username(&mut conn, "kim").unwrap().unwrap();
    assert_eq!(
        kim_row.notify, "digest",
        "an unknown choice changes nothing"
    );
}

#[test]
fn serve_sends_the_outbox_with_its_own_worker() {
    let dir = crate::support::temp_dir("serve-mail");
    let data = dir.join("data");
    let url = kingpost::db::DatabaseUrl::sqlite(data.join("kingpost.sqlite"));
    let state = TestApp::on(url);
    let mut conn = state.pool.get().unwrap();
    let user = users::insert_user(
        &mut conn,
        &users::NewUser {
            username: "lena",
            email: "lena@example.org",
            password_hash: "x",
            language: "en",
            notation: "auto",
            created_at: chrono::Utc::now().naive_utc(),
        },
    )
    .unwrap();
    let error = CommandError {
        player: UserId(user),
        game: None,
        reason: "there is no game 99",
        answering: None,
    };
    notify::command_error(
        &mut conn,
        &state.mail,
        &error,
        chrono::Utc::now().naive_utc(),
    )
    .unwrap();
    drop(conn);
    let port = crate::support::free_port();
    let _server = crate::server::serve_in(&data, port);
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(15);
    let files = loop {
        let files = outbox(&data);
        if !files.is_empty() || std::time::Instant::now() > deadline {
            break files;
        }
        std::thread::sleep(std::time::Duration::from_millis(100));
    };
    assert_eq!(files.len(), 1, "the worker inside serve wrote the message");
    let parsed = parse(&std::fs::read(&files[0]).unwrap());
    assert_eq!(parsed.subject, "Your mail to Kingpost");
    assert!(
        parsed
            .text
            .contains("could not be carried out: there is no game 99")
    );
}

#[actix_web::test]
async fn a_right_to_left_reader_gets_a_right_to_left_mail_with_a_left_to_right_board() {
    let state = TestApp::on(crate::support::fresh_sqlite("mail-rtl"));
    let app = state.service().await;
    let yael = player(&app, "yael").await;
    let zeev = player(&app, "zeev").await;
    let mut conn = state.pool.get().unwrap();
    let yael_id = user_id(&mut conn, "yael");
    accounts::set_preferences(&mut conn, yael_id, "yi", "auto").unwrap();
    let game = new_game(&app, &zeev, "yael", &yael).await;
    let started = &rows_to(&state.mail, &mut conn, game, yael_id)[0];
    assert_eq!(
        started.subject,
        format!("Game {game} · zeev – yael · zeev איז בײַם צוג")
    );
    assert!(started.html_body.contains("<html lang=\"yi\" dir=\"rtl\">"));
    assert!(started.html_body.contains("<table role=\"img\""));
    assert!(
        started.html_body.contains("dir=\"ltr\" cellspacing"),
        "the board stays left to right"
    );
}

/// Ninety days after a message was sent its text and HTML are deleted by the worker; its row
/// stays, so the game's thread goes on with the same References. Unsent mail is never pruned.
#[actix_web::test]
async fn sent_mail_bodies_are_pruned_after_ninety_days_and_threads_go_on() {
    use kingpost::jobs::Job;
    use kingpost::jobs::prune;

    for url in fresh_databases("mail-prune") {
        let state = TestApp::on(url);
        let app = state.service().await;
        let bob = player(&app, "bob").await;
        let alice = player(&app, "alice").await;
        let game = new_game(&app, &bob, "alice", &alice).await;
        play(&app, game, &bob, "e4").await;
        let sent = state.deliver();
        assert!(
            sent >= 3,
            "two game-started mails and a your-move mail: {sent}"
        );
        let mut conn = state.pool.get().unwrap();
        let alice_id = user_id(&mut conn, "alice");
        let thread = outbox::thread_message_ids(&mut conn, game, alice_id.0, i32::MAX, 10).unwrap();
        play(&app, game, &alice, "e5").await;
        let unsent = outbox::count_with_status(&mut conn, outbox::PENDING).unwrap();
        assert!(unsent > 0);

        let ctx = state.jobs();
        let now = chrono::Utc::now().naive_utc();
        assert_eq!(prune::job().run(&ctx, now + Duration::days(89)).unwrap(), 0);
        assert_eq!(
            prune::job().run(&ctx, now + Duration::days(91)).unwrap(),
            sent
        );

        let listed = all_rows(&mut conn);
        assert_eq!(
            listed.len(),
            usize::try_from(unsent).unwrap(),
            "only unsent mail keeps its bodies"
        );
        assert!(
            listed
                .iter()
                .all(|r| r.status == outbox::PENDING && !r.html_body.is_empty())
        );
        assert_eq!(
            outbox::count_with_status(&mut conn, outbox::SENT).unwrap(),
            i64::try_from(sent).unwrap()
        );
        let now_thread =
            outbox::thread_message_ids(&mut conn, game, alice_id.0, i32::MAX, 10).unwrap();
        assert_eq!(
            &now_thread[..thread.len()],
            &thread[..],
            "the thread keeps its Message-IDs"
        );
    }
}

/// A game mail is stored as what to render, without bodies, and rendered when it is sent: as
/// the game was at the move, even when the game has moved on and ended before it goes out.
#[actix_web::test]
async fn a_move_mail_is_rendered_when_sent_as_the_game_was_at_the_move() {
    for url in fresh_databases("mail-snapshot") {
        let state = TestApp::on(url);
        let app = state.service().await;
        let bob = player(&app, "bob").await;
        let alice = player(&app, "alice").await;
        let game = new_game(&app, &bob, "alice", &alice).await;
        play(&app, game, &bob, "e4").await;
        let mut conn = state.pool.get().unwrap();
        let alice_id = user_id(&mut conn, "alice");
        let at_move = rows_to(&state.mail, &mut conn, game, alice_id)
            .pop()
            .unwrap();
        assert_eq!(at_move.kind, "your-move");
        let stored = outbox::find(&mut conn, at_move.id).unwrap().unwrap();
        assert_eq!(
            (stored.text_body.as_str(), stored.html_body.as_str()),
            ("", "")
        );
        assert!(stored.snapshot.is_some(), "stored as what to render");

        play(&app, game, &alice, "e5").await;
        play(&app, game, &bob, "Nf3").await;
        let resign = format!("/api/v1/games/{game}/resign");
        let (status, body) = call(&app, &resign, Some(&alice), Some(json!({}))).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let later = rows_to(&state.mail, &mut conn, game, alice_id)
            .into_iter()
            .find(|r| r.id == at_move.id)
            .unwrap();
        assert_eq!(later.text_body, at_move.text_body);
        assert_eq!(later.html_body, at_move.html_body);
        let text = &later.text_body;
        assert!(text.starts_with("bob played 1.e4.\n"), "{text}");
        assert!(text.contains("Deadline: "), "{text}");
        assert!(!text.contains("Nf3") && !text.contains("Result"), "{text}");

        state.deliver();
        let sent = outbox(&state.config.data_dir)
            .iter()
            .map(|file| parse(&std::fs::read(file).unwrap()))
            .find(|m| format!("<{}>", m.message_id) == at_move.message_id)
            .expect("the mail went out");
        assert_eq!(sent.text.replace("\r\n", "\n").trim_end(), text.trim_end());
    }
}

//! Moves as phones type them, through the web move box and the JSON API (the mail door is in
//! `mail_phone`): a capitalised file letter is a pawn move, another language's piece letters get
//! the hint in the player's language, and the hint under the move box suggests only letters
//! the player's language reads.

use actix_web::http::StatusCode;
use serde_json::json;

use crate::support::TestApp;
use crate::support::api::{call, player, start_game};
use crate::support::fresh_sqlite;
use crate::support::pages::Browser;

/// The hint under the move box.
fn move_hint(html: &str) -> &str {
    let after = html.split("id=\"move-hint\">").nth(1).expect("a move hint");
    after.split("</small>").next().unwrap_or_default()
}

#[actix_web::test]
async fn the_move_box_reads_a_capital_and_answers_foreign_letters_in_the_players_words() {
    let app = TestApp::on(fresh_sqlite("pages-phone")).service().await;
    let anna_token = player(&app, "anna").await;
    let ben_token = player(&app, "ben").await;
    let id = start_game(&app, &anna_token, ("ben", &ben_token), "3d").await;
    let game = format!("/games/{id}");
    let (mut anna, mut ben) = (Browser::default(), Browser::default());
    anna.login(&app, "anna", "long enough").await;
    ben.login(&app, "ben", "long enough").await;

    // An English player is shown English letters only: Sf3 would be refused.
    let page = anna.get(&app, &game).await;
    let hint = move_hint(&page.body);
    assert!(hint.contains("Nf3") && hint.contains("Ng1-f3"), "{hint}");
    assert!(!hint.contains("Sf3"), "{hint}");

    let play = format!("{game}/move");
    let refused = anna
        .submit(&app, &game, &play, &[("move", "Sf3"), ("ply", "0")])
        .await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        refused.body.contains(
            "<p lang=\"en\">S is not a piece letter in English; in German Sf3 means Nf3 — play it \
             by replying Nf3, or set your language.</p>"
        ),
        "{}",
        refused.body
    );
    let played = anna
        .submit(&app, &game, &play, &[("move", "C3"), ("ply", "0")])
        .await;
    assert_eq!(
        played.location.as_deref(),
        Some(game.as_str()),
        "{}",
        played.body
    );

    // A French player sees French letters and gets the hint in French.
    ben.submit(
        &app,
        "/settings",
        "/settings",
        &[("language", "fr"), ("notation", "san")],
    )
    .await;
    let page = ben.get(&app, &game).await;
    let hint = move_hint(&page.body);
    assert!(hint.contains("Cf3") && hint.contains("Cg1-f3"), "{hint}");
    assert!(!hint.contains("Nf3") && !hint.contains("Sf3"), "{hint}");
    let refused = ben
        .submit(&app, &game, &play, &[("move", "Sf6"), ("ply", "1")])
        .await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        refused.body.contains("<p lang=\"fr\">S n&#x27;est pas une lettre de pièce en français ; en allemand, Sf6 signifie Cf6")
            || refused.body.contains("<p lang=\"fr\">S n&#39;est pas une lettre de pièce en français ; en allemand, Sf6 signifie Cf6"),
        "{}",
        refused.body
    );
}

#[actix_web::test]
async fn the_api_reads_a_capital_and_says_which_letters_were_meant() {
    let app = TestApp::on(fresh_sqlite("api-phone")).service().await;
    let white = player(&app, "wanda").await;
    let black = player(&app, "boris").await;
    let game = start_game(&app, &white, ("boris", &black), "3d").await;
    let moves = format!("/api/v1/games/{game}/moves");
    let (status, body) = call(&app, &moves, Some(&white), Some(json!({"move": "E4"}))).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, body) = call(&app, &moves, Some(&black), Some(json!({"move": "“Sc6”"}))).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(
        body["error"]["message"],
        "S is not a piece letter in English; in German Sc6 means Nc6 — play it by replying \
         Nc6, or set your language."
    );
    let (status, body) = call(&app, &moves, Some(&black), Some(json!({"move": "D5"}))).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, body) = call(&app, &moves, Some(&white), Some(json!({"move": "Exd5!"}))).await;
    assert_eq!(status, StatusCode::OK, "{body}");
}

/// `kingpost move ARGS`: exit code, stdout, stderr.
fn kingpost_move(args: &[&str]) -> (Option<i32>, String, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_kingpost"))
        .arg("move")
        .args(args)
        .output()
        .unwrap();
    let text = |b: Vec<u8>| String::from_utf8(b).unwrap();
    (out.status.code(), text(out.stdout), text(out.stderr))
}

#[test]
fn the_cli_reads_moves_as_the_other_doors_do() {
    let after_e4_d5 = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2";
    let (code, out, err) = kingpost_move(&["--fen", after_e4_d5, "Exd5"]);
    assert_eq!(code, Some(0), "{err}");
    assert!(out.contains("UCI:      e4d5"), "{out}");
    let (code, out, err) = kingpost_move(&["“O–O”"]);
    assert_eq!(code, Some(1), "{out}");
    assert!(err.contains("O-O is not possible"), "{err}");
    let (code, _, err) = kingpost_move(&["Sf3"]);
    assert_eq!(code, Some(1));
    assert_eq!(
        err.trim(),
        "S is not a piece letter in English; in German Sf3 means Nf3 — play it by replying Nf3, \
         or set your language."
    );
}

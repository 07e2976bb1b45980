//! Replies as phones send them, through the real ingest path on every backend: the golden
//! iPhone fixtures in `tests/data/eml/iphone_*.eml` are addressed to a real game (their reply
//! address and sender swapped for the game's), stored in the inbox as the SMTP listener stores
//! them and carried out by the worker. A capitalised file letter (`C3`), smart quotes and an
//! en dash (`“O–O”`) and an ellipsis (`14…Nf6`) are played; German piece letters from an
//! English player (`Sf3`) are answered with the hint, in the player's language.

use chrono::{NaiveDateTime, Utc};
use kingpost::chess::Language;
use kingpost::db::outbox;
use kingpost::db::{DbConnection, users};
use kingpost::domain::account::UserId;
use kingpost::domain::challenge::ChallengeRequest;
use kingpost::domain::game::GameId;
use kingpost::service::games;

use crate::support::TestApp;
use crate::support::fresh_databases;
use crate::support::mail::store_as_listener;
use crate::support::postal::{confirmed_player, moves};

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/eml");
/// The reply address and sender written in the fixtures.
const FIXTURE_TO: &str = "move+g42w.k3jd9a2f7q@chess.example.org";
const FIXTURE_FROM: &str = "ann.lee@icloud.example.com";
const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

fn now() -> NaiveDateTime {
    Utc::now().naive_utc()
}

/// A game from `fen` between `ann` (White, `languages.0`) and `bob` (Black); returns the game
/// and the player to move, who sends the fixture.
fn game_from(state: &TestApp, fen: &str, languages: (Language, Language)) -> (i32, UserId) {
    let mut conn = state.pool.get().unwrap();
    let ann = confirmed_player(&mut conn, "ann", languages.0, now());
    let bob = confirmed_player(&mut conn, "bob", languages.1, now());
    let thematic = fen != START;
    let terms = ChallengeRequest {
        color: "white",
        variant: "standard",
        chess960_number: None,
        fen: thematic.then_some(fen),
        opening: None,
        time_control: "10/50",
        rated: false,
    };
    let challenge = games::create_challenge(&mut conn, ann, Some("bob"), &terms, now()).unwrap();
    let GameId(id) =
        games::accept_challenge(&mut conn, &state.mail, bob, challenge, 0, now()).unwrap();
    let to_move = if fen.contains(" w ") { ann } else { bob };
    (id, to_move)
}

/// The fixture `name`, sent by `player` to their reply address of `game`, stored and carried out.
fn send_fixture(state: &TestApp, name: &str, game: i32, player: UserId) {
    let mut conn = state.pool.get().unwrap();
    let user = users::find_by_id(&mut conn, player.0).unwrap().unwrap();
    let raw = std::fs::read_to_string(format!("{DIR}/{name}.eml")).unwrap();
    let to = state.mail.reply_address(GameId(game), player);
    let raw = raw
        .replace(FIXTURE_TO, &to)
        .replace(FIXTURE_FROM, &user.email)
        // The quoted notification wraps the fixture's address; it is not read anyway.
        .replace("move+g42w.k3jd9a2f7q@chess.example.or=\r\ng", &to);
    let bytes = raw.into_bytes();
    store_as_listener(&mut conn, &bytes, &[], now());
    drop(conn);
    state.deliver();
}

/// The text of the error replies `player` got about `game`.
fn error_replies(conn: &mut DbConnection, game: i32, player: UserId) -> Vec<String> {
    outbox::of_game(conn, game)
        .unwrap()
        .into_iter()
        .filter(|r| r.user_id == Some(player.0) && r.kind == "command-error")
        .map(|r| r.text_body)
        .collect()
}

/// The fixture `name`, sent by the English player to move in a game from `fen` on every
/// backend, plays `san` and is answered with no error.
fn plays(name: &str, fen: &str, san: &str) {
    for url in fresh_databases(name) {
        let state = TestApp::on(url);
        let (game, player) = game_from(&state, fen, (Language::English, Language::English));
        send_fixture(&state, name, game, player);
        let mut conn = state.pool.get().unwrap();
        let errors = error_replies(&mut conn, game, player);
        assert_eq!(
            moves(&mut conn, game),
            [(san.into(), "email".into())],
            "{errors:?}"
        );
        assert!(errors.is_empty(), "{errors:?}");
    }
}

#[test]
fn a_capitalised_file_letter_from_a_phone_is_a_pawn_move() {
    plays("iphone_capitalised_c3", START, "c3");
}

#[test]
fn smart_quotes_and_an_en_dash_around_castling_are_read() {
    let fen = "r1bqk2r/ppppbppp/2n2n2/4p3/4P3/2N2N2/PPPPBPPP/R1BQK2R b KQkq - 5 5";
    plays("iphone_smart_quotes_castling", fen, "O-O");
}

#[test]
fn an_ellipsis_before_a_black_move_is_read_as_its_number() {
    let fen = "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 14";
    plays("iphone_ellipsis_black_move", fen, "Nf6");
}

/// The German `Sf3` sent by a player of `language` at the start: nothing is played, and the one
/// error reply holds `hint`.
fn hinted(tag: &str, language: Language, hint: &str) {
    for url in fresh_databases(tag) {
        let state = TestApp::on(url);
        let (game, ann) = game_from(&state, START, (language, Language::German));
        send_fixture(&state, "iphone_english_player_german_sf3", game, ann);
        let mut conn = state.pool.get().unwrap();
        assert!(moves(&mut conn, game).is_empty(), "nothing is played");
        let errors = error_replies(&mut conn, game, ann);
        assert_eq!(errors.len(), 1, "{errors:?}");
        assert!(errors[0].contains(hint), "{}", errors[0]);
    }
}

#[test]
fn german_letters_from_an_english_player_get_the_hint() {
    let hint = "S is not a piece letter in English; in German Sf3 means Nf3 — play it by replying \
                Nf3, or set your language.";
    hinted("phone-sf3", Language::English, hint);
}

#[test]
fn the_hint_is_in_the_players_language() {
    let hint = "S n'est pas une lettre de pièce en français ; en allemand, Sf3 signifie Cf3 — \
                jouez-le en répondant Cf3, ou changez votre langue.";
    hinted("phone-sf3-fr", Language::French, hint);
}

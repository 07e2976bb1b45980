//! Games played by mail in tests: two players with confirmed addresses in a game made through
//! the services, and replies written as a mail program would write them, to the reply address of
//! the player's notifications.

use chrono::NaiveDateTime;
use kingpost::chess::Language;
use kingpost::db::{DbConnection, games as game_rows, users};
use kingpost::domain::account::UserId;
use kingpost::domain::challenge::ChallengeRequest;
use kingpost::domain::game::GameId;
use kingpost::service::accounts::{self, Registration};
use kingpost::service::games;
use kingpost::service::notify::MailSettings;

/// A game between two players who play by mail.
#[derive(Debug, Clone, Copy)]
pub struct MailGame {
    /// The game.
    pub id: i32,
    /// White.
    pub white: UserId,
    /// Black.
    pub black: UserId,
}

/// Registers `name` (address `name@example.org`, confirmed) in `language`.
pub fn confirmed_player(
    conn: &mut DbConnection,
    name: &str,
    language: Language,
    now: NaiveDateTime,
) -> UserId {
    let email = format!("{name}@example.org");
    let form = Registration {
        username: name,
        email: &email,
        password: "long enough",
    };
    let id = accounts::register(conn, &form, language, now).unwrap();
    assert!(users::set_email_verified(conn, id.0, &email, now).unwrap());
    id
}

/// A new game (10 moves in 50 days) between two new players with confirmed addresses.
pub fn mail_game(
    conn: &mut DbConnection,
    mail: &MailSettings,
    (white, black): (&str, &str),
    languages: (Language, Language),
    now: NaiveDateTime,
) -> MailGame {
    let white_id = confirmed_player(conn, white, languages.0, now);
    let black_id = confirmed_player(conn, black, languages.1, now);
    let terms = ChallengeRequest {
        color: "white",
        variant: "standard",
        chess960_number: None,
        fen: None,
        opening: None,
        time_control: "10/50",
        rated: false,
    };
    let challenge = games::create_challenge(conn, white_id, Some(black), &terms, now).unwrap();
    let GameId(id) = games::accept_challenge(conn, mail, black_id, challenge, 0, now).unwrap();
    MailGame {
        id,
        white: white_id,
        black: black_id,
    }
}

/// A reply as a mail program sends it: from `from`, to the player's reply address for the game,
/// with `message_id` (no angle brackets) and a plain-text `body` above a quoted notification.
pub fn reply(
    mail: &MailSettings,
    game: &MailGame,
    player: UserId,
    from: &str,
    message_id: &str,
    body: &str,
) -> Vec<u8> {
    let to = mail.reply_address(GameId(game.id), player);
    format!(
        "From: Player <{from}>\r\nTo: Kingpost <{to}>\r\nSubject: Re: Game {id}\r\n\
         Message-ID: <{message_id}>\r\nDate: Tue, 24 Nov 2026 10:00:00 +0000\r\n\
         MIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\
         Content-Transfer-Encoding: 8bit\r\n\r\n{body}\r\n\r\nOn Monday Kingpost wrote:\r\n\
         > Your opponent played 1. e4.\r\n> It is your move.\r\n",
        id = game.id
    )
    .into_bytes()
}

/// The game's moves as (English SAN, source).
pub fn moves(conn: &mut DbConnection, game: i32) -> Vec<(String, String)> {
    game_rows::game_moves(conn, game)
        .unwrap()
        .into_iter()
        .map(|m| (m.san, m.source))
        .collect()
}

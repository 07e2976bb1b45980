//! Moves keep their left-to-right order in right-to-left text, on every backend: for a Yiddish
//! reader the figurine moves of the reflection-time table sit in `<bdi dir="ltr">` (they showed
//! as "xd4♕" before), and in game mail (text and HTML) each move is wrapped in the Unicode
//! isolates LRI … PDI; an English reader's mail has no such marks.

use kingpost::db::outbox;
use kingpost::db::users;
use kingpost::domain::account::UserId;
use kingpost::service::accounts;
use serde_json::json;

use crate::support::api::{call, player};
use crate::support::pages::Browser;
use crate::support::{TestApp, fresh_databases};

#[actix_web::test]
async fn a_yiddish_reader_sees_moves_isolated_left_to_right_in_tables_and_mail() {
    for url in fresh_databases("direction") {
        let state = TestApp::on(url);
        let app = state.service().await;
        let mut yael = Browser::default();
        yael.register(&app, "yael").await;
        let yael_id = {
            let mut conn = state.pool.get().unwrap();
            let id = users::find_by_username(&mut conn, "yael")
                .unwrap()
                .unwrap()
                .id;
            accounts::set_preferences(&mut conn, UserId(id), "yi", "auto").unwrap();
            id
        };
        let zeev = player(&app, "zeev").await;
        let terms = json!({"opponent": "yael", "color": "white", "time_control": "10/50"});
        let (_, made) = call(&app, "/api/v1/challenges", Some(&zeev), Some(terms)).await;
        assert!(made["id"].is_number(), "{made}");
        let list = yael.get(&app, "/challenges").await;
        let game = yael.accept_first_challenge(&app, &list.body).await;
        let id: i32 = game.rsplit('/').next().unwrap().parse().unwrap();
        for (token, text) in [(&zeev, "Nf3")] {
            let path = format!("/api/v1/games/{id}/moves");
            let (status, body) = call(&app, &path, Some(token), Some(json!({"move": text}))).await;
            assert!(status.is_success(), "{body}");
        }
        let page = yael.get(&app, &game).await;
        assert!(page.body.contains("dir=\"rtl\""));
        let table = page
            .body
            .split("id=\"reflection\"")
            .nth(1)
            .expect("the reflection-time table");
        let table = table.split("</table>").next().unwrap();
        assert!(
            table.contains("<td><bdi dir=\"ltr\">♘f3"),
            "the move is isolated: {table}"
        );

        let mut conn = state.pool.get().unwrap();
        let rows = outbox::of_game(&mut conn, id).unwrap();
        let mail: Vec<_> = crate::support::mail::as_sent(&mut conn, rows)
            .into_iter()
            .filter(|r| r.user_id == Some(yael_id) && r.text_body.contains("f3"))
            .collect();
        assert!(!mail.is_empty(), "yael is told of the move");
        for row in &mail {
            for body in [&row.text_body, &row.html_body] {
                let at = body.find('\u{2066}').expect("an isolate opens");
                let closes = body[at..].find('\u{2069}').expect("and closes") + at;
                assert!(body[at..closes].contains("f3"), "{body}");
            }
        }
        let zeev_mail = outbox::of_game(&mut conn, id).unwrap();
        assert!(
            zeev_mail
                .iter()
                .filter(|r| r.user_id != Some(yael_id))
                .all(|r| !r.text_body.contains('\u{2066}')),
            "no marks for a left-to-right reader"
        );
    }
}

//! Sentences that embed a move or a name keep them isolated on the game page, on every
//! backend: for a Yiddish reader the last-move notice ("zeev played Nf3.") puts the name in
//! `<bdi>` and the move in `<bdi dir="ltr">`; the status ("zeev is to move") and the
//! dashboard's rows ("against zeev") isolate the name.

use kingpost::db::users;
use kingpost::domain::account::UserId;
use kingpost::service::accounts;
use serde_json::json;

use crate::support::api::{call, player};
use crate::support::pages::Browser;
use crate::support::{TestApp, fresh_databases};

/// The element with `id` in `html`, up to its closing `</p>`.
fn paragraph<'a>(html: &'a str, id: &str) -> &'a str {
    let start = html.find(&format!("id=\"{id}\"")).expect(id);
    let end = html[start..].find("</p>").unwrap() + start;
    &html[start..end]
}

#[actix_web::test]
async fn in_yiddish_the_last_move_notice_isolates_the_move_and_the_name() {
    for url in fresh_databases("isolation") {
        let state = TestApp::on(url);
        let app = state.service().await;
        let mut yael = Browser::default();
        yael.register(&app, "yael").await;
        {
            let mut conn = state.pool.get_for_write().unwrap();
            let id = users::find_by_username(&mut conn, "yael")
                .unwrap()
                .unwrap()
                .id;
            accounts::set_preferences(&mut conn, UserId(id), "yi", "auto").unwrap();
        }
        let zeev = player(&app, "zeev").await;
        let terms = json!({"opponent": "yael", "color": "black", "time_control": "10/50"});
        let (_, made) = call(&app, "/api/v1/challenges", Some(&zeev), Some(terms)).await;
        assert!(made["id"].is_number(), "{made}");
        let list = yael.get(&app, "/challenges").await;
        let game = yael.accept_first_challenge(&app, &list.body).await;
        let id: i32 = game.rsplit('/').next().unwrap().parse().unwrap();
        // yael plays White by the page; zeev answers through the API.
        let form = [("ply", "0"), ("move", "e4")];
        let played = yael
            .submit(&app, &game, &format!("/games/{id}/move"), &form)
            .await;
        assert!(played.status.is_redirection(), "{}", played.body);
        let page = yael.get(&app, &game).await.body;
        let status = paragraph(&page, "game-status");
        assert!(status.contains("<bdi>zeev</bdi>"), "{status}");
        let path = format!("/api/v1/games/{id}/moves");
        let (status, body) = call(&app, &path, Some(&zeev), Some(json!({"move": "Nf6"}))).await;
        assert!(status.is_success(), "{body}");

        let page = yael.get(&app, &game).await.body;
        let notice = paragraph(&page, "last-move");
        assert!(notice.contains("<bdi>zeev</bdi>"), "{notice}");
        assert!(notice.contains("<bdi dir=\"ltr\">"), "{notice}");
        let moved = notice.split("<bdi dir=\"ltr\">").nth(1).unwrap();
        let moved = &moved[..moved.find("</bdi>").unwrap()];
        assert!(
            moved.contains('6'),
            "the move Nf6 in the reader's notation: {notice}"
        );
    }
}

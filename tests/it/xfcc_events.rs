//! Event games through Xfcc on every backend: `GetMyGames` names the event and gives the
//! section, round and board, and a game lost by a withdrawal is `…Defaulted`.

use actix_web::test;
use serde_json::json;

use crate::support::api::call;
use crate::support::events::{cast, game_between, three_player_event, token};
use crate::support::{App, TestApp, fresh_databases};

async fn get_my_games(app: &impl App, user: &str) -> String {
    let body = format!(
        "<?xml version=\"1.0\" encoding=\"utf-8\"?><soap:Envelope \
         xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\"><soap:Body>\
         <GetMyGames xmlns=\"http://www.bennedik.com/webservices/XfccBasic\">\
         <username>{user}</username><password>long enough</password></GetMyGames>\
         </soap:Body></soap:Envelope>"
    );
    let req = test::TestRequest::post()
        .uri("/xfcc")
        .insert_header(("Content-Type", "text/xml; charset=utf-8"))
        .set_payload(body)
        .to_request();
    let resp = test::call_service(app, req).await;
    String::from_utf8(test::read_body(resp).await.to_vec()).unwrap()
}

/// The `<XfccGame>` element of game `id` in a `GetMyGames` answer.
fn game_of(answer: &str, id: i64) -> String {
    answer
        .split("<XfccGame>")
        .find(|g| g.starts_with(&format!("<id>{id}</id>")))
        .unwrap_or_else(|| panic!("no game {id} in {answer}"))
        .to_owned()
}

#[actix_web::test]
async fn event_games_carry_their_place_and_a_withdrawal_defaults() {
    for url in fresh_databases("xfcc-events") {
        let state = TestApp::on(url.clone());
        let app = state.service().await;
        let (olga, tokens) = cast(&app, &state).await;
        let event = three_player_event(&app, &olga, &tokens, "Winter Cup", json!({})).await;
        let with_bob = game_between(&event, "ann", "bob");
        let with_cyd = game_between(&event, "ann", "cyd");
        let answer = get_my_games(&app, "ann").await;
        assert_eq!(answer.matches("<XfccGame>").count(), 2, "{url}: {answer}");
        let game = game_of(&answer, with_bob["id"].as_i64().unwrap());
        for part in [
            "<event>Winter Cup</event>".to_owned(),
            "<section>1</section>".to_owned(),
            format!("<round>{}</round>", with_bob["round"]),
            format!("<board>{}</board>", with_bob["board"]),
            "<result>Ongoing</result>".to_owned(),
        ] {
            assert!(game.contains(&part), "{part} in {game}");
        }

        let id = event["id"].as_i64().unwrap();
        let withdraw = format!("/api/v1/events/{id}/withdraw");
        let (status, body) = call(
            &app,
            &withdraw,
            Some(token(&tokens, "cyd")),
            Some(json!({})),
        )
        .await;
        assert_eq!(status, 200, "{body}");
        let answer = get_my_games(&app, "ann").await;
        let game = game_of(&answer, with_cyd["id"].as_i64().unwrap());
        let cyd_is_white = with_cyd["white"] == "cyd";
        let expected = if cyd_is_white {
            "WhiteDefaulted"
        } else {
            "BlackDefaulted"
        };
        assert!(
            game.contains(&format!("<result>{expected}</result>")),
            "{game}"
        );
    }
}

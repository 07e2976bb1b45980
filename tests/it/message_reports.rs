//! Reported messages for the moderators, on both databases: the event's organizer finds the
//! open reports of their event from the event page (an admin or organizer also at `/reports`),
//! with who reported and when, opens the thread of the game from the list, and marks a report
//! dealt with, after which it leaves the open list; another player and another organizer get
//! 403 for the list and never see the thread.

use actix_web::http::StatusCode;
use serde_json::json;

use crate::support::api::call;
use crate::support::events::{cast, expect, game_between, organizer, three_player_event, token};
use crate::support::pages::{Browser, csrf_of};
use crate::support::{App, TestApp, fresh_databases};

async fn signed_in(app: &impl App, name: &str) -> Browser {
    let mut browser = Browser::default();
    let reply = browser.login(app, name, "long enough").await;
    assert_eq!(reply.status, StatusCode::SEE_OTHER, "{}", reply.body);
    browser
}

#[actix_web::test]
async fn the_organizer_lists_reports_reads_the_thread_and_marks_them_dealt_with() {
    for url in fresh_databases("message-reports") {
        let state = TestApp::on(url);
        let app = state.service().await;
        let (olga, tokens) = cast(&app, &state).await;
        organizer(&app, &state, "otto").await;
        let event = three_player_event(&app, &olga, &tokens, "Open Cup", json!({})).await;
        let event_id = event["id"].as_i64().unwrap();
        let game = game_between(&event, "ann", "bob")["id"].as_i64().unwrap();
        let path = format!("/api/v1/games/{game}/messages");
        let rude = json!({"text": "You will lose, you patzer."});
        let made = expect(
            &app,
            &path,
            Some(token(&tokens, "ann")),
            Some(rude),
            StatusCode::CREATED,
        )
        .await;
        let message = made["id"].as_i64().unwrap();
        let report = format!("/api/v1/games/{game}/messages/report");
        let which = json!({"message": message});
        expect(
            &app,
            &report,
            Some(token(&tokens, "bob")),
            Some(which),
            StatusCode::OK,
        )
        .await;

        // The organizer: from the event page to the list, from the list to the thread.
        let mut olga_page = signed_in(&app, "olga").await;
        let shown = olga_page
            .get(&app, &format!("/events/{event_id}"))
            .await
            .body;
        let list_path = format!("/events/{event_id}/reports");
        assert!(shown.contains(&format!("href=\"{list_path}\"")), "{shown}");
        let list = olga_page.get(&app, &list_path).await;
        assert_eq!(list.status, StatusCode::OK, "{}", list.body);
        let row = format!("id=\"report-{message}\"");
        assert!(list.body.contains(&row), "{}", list.body);
        assert!(
            list.body
                .contains(&format!("href=\"/games/{game}#message-{message}\""))
        );
        assert!(
            list.body.contains("<td><bdi>bob</bdi></td>"),
            "who reported: {}",
            list.body
        );
        assert!(list.body.contains(" UTC</time>"), "when: {}", list.body);
        assert!(
            !list.body.contains("patzer"),
            "the list does not copy the text"
        );
        let thread = olga_page.get(&app, &format!("/games/{game}")).await.body;
        assert!(thread.contains("You will lose, you patzer."), "{thread}");
        let everything = olga_page.get(&app, "/reports").await;
        assert_eq!(everything.status, StatusCode::OK);
        assert!(everything.body.contains(&row), "{}", everything.body);
        let events = olga_page.get(&app, "/events").await.body;
        assert!(events.contains("href=\"/reports\""), "{events}");

        // Another player: 403 for the lists and the marking, and no thread.
        let mut cyd = signed_in(&app, "cyd").await;
        for path in [list_path.as_str(), "/reports"] {
            let refused = cyd.get(&app, path).await;
            assert_eq!(
                refused.status,
                StatusCode::FORBIDDEN,
                "{path}: {}",
                refused.body
            );
            assert!(!refused.body.contains("patzer"));
        }
        let shown = cyd.get(&app, &format!("/games/{game}")).await.body;
        assert!(!shown.contains("patzer"));
        let csrf = csrf_of(&cyd.get(&app, "/").await.body);
        let dealt_path = format!("/reports/{message}/dealt");
        let refused = cyd.post_raw(&app, &dealt_path, &[("csrf", &csrf)]).await;
        assert_eq!(refused.status, StatusCode::FORBIDDEN, "{}", refused.body);
        let (status, _) = call(&app, &path, Some(token(&tokens, "cyd")), None).await;
        assert_eq!(status, StatusCode::FORBIDDEN);
        // Another organizer: not their event.
        let mut otto = signed_in(&app, "otto").await;
        assert_eq!(
            otto.get(&app, &list_path).await.status,
            StatusCode::FORBIDDEN
        );
        let theirs = otto.get(&app, "/reports").await;
        assert_eq!(theirs.status, StatusCode::OK);
        assert!(!theirs.body.contains(&row), "{}", theirs.body);

        // An admin sees it in both lists.
        crate::support::api::player(&app, "ada").await;
        let admin = kingpost::domain::adjudication::Role::Admin;
        let mut conn = state.pool.get_for_write().unwrap();
        kingpost::service::adjudication::grant_role(&mut conn, "ada", admin).unwrap();
        drop(conn);
        let mut ada = signed_in(&app, "ada").await;
        for path in [list_path.as_str(), "/reports"] {
            let seen = ada.get(&app, path).await;
            assert_eq!(seen.status, StatusCode::OK, "{path}");
            assert!(seen.body.contains(&row), "{path}: {}", seen.body);
        }

        // Dealt with: it leaves the open list.
        let event_field = event_id.to_string();
        let fields = [("event", event_field.as_str())];
        let dealt = olga_page
            .submit(&app, &list_path, &dealt_path, &fields)
            .await;
        assert_eq!(dealt.status, StatusCode::SEE_OTHER, "{}", dealt.body);
        assert_eq!(dealt.location.as_deref(), Some(list_path.as_str()));
        let list = olga_page.get(&app, &list_path).await.body;
        assert!(!list.contains(&row), "{list}");
        assert!(list.contains("id=\"reports-none\""), "{list}");
        assert!(!olga_page.get(&app, "/reports").await.body.contains(&row));
    }
}

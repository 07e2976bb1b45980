//! The event pages in-process on every backend: an organizer creates an event through the
//! form, players register with the button, the organizer enters one more, seeds by hand and
//! starts; the event page shows sections, crosstable and games (with table headers for screen
//! readers) to everyone, the organizer's forms only to organizers; downloads, a withdrawal, the
//! claims queue with a ruling, and a player's rating chart.

use actix_web::http::StatusCode;
use kingpost::db::users;
use kingpost::domain::account::UserId;
use kingpost::domain::adjudication::Role;
use kingpost::domain::events::claims::ClaimKind;
use kingpost::service::adjudication::grant_role;
use kingpost::service::events::{claims, view};
use kingpost::service::games;

use crate::support::pages::Browser;
use crate::support::{TestApp, fresh_databases};

fn user_id(state: &kingpost::web::AppState, name: &str) -> UserId {
    let mut conn = state.pool.get().unwrap();
    UserId(
        users::find_by_username(&mut conn, name)
            .unwrap()
            .unwrap()
            .id,
    )
}

/// The id of the game between `a` and `b` in the first section of event `id`.
fn game_between(conn: &mut kingpost::db::DbConnection, id: i32, a: &str, b: &str) -> i32 {
    let event = view::build(conn, id).unwrap();
    let pair = |g: &&view::GameLine| {
        [&g.white, &g.black]
            .iter()
            .all(|n| [a, b].contains(&n.as_str()))
    };
    event.sections[0].games.iter().find(pair).unwrap().id
}

#[actix_web::test]
async fn organizers_run_an_event_through_the_pages() {
    for url in fresh_databases("event-pages") {
        let state = TestApp::on(url);
        let app = state.service().await;
        let mut olga = Browser::default();
        olga.register(&app, "olga").await;
        let mut people = Vec::new();
        for name in ["ann", "bob", "cyd", "dan"] {
            let mut browser = Browser::default();
            browser.register(&app, name).await;
            people.push(browser);
        }
        assert_eq!(
            people[0].get(&app, "/events/new").await.status,
            StatusCode::FORBIDDEN
        );
        grant_role(&mut state.pool.get().unwrap(), "olga", Role::Organizer).unwrap();
        let account = people[0].get(&app, "/account").await;
        assert!(
            account
                .body
                .contains("<a href=\"/players/ann\" id=\"player-page-link\">"),
            "the account page links to the player page: {}",
            account.body
        );
        let list = olga.get(&app, "/events").await;
        assert!(list.body.contains("href=\"/events/new\""), "{}", list.body);

        let mut fields = vec![
            ("name", "Spring Postal"),
            ("description", "Four players."),
            ("time_control", "10/50"),
            ("variant", "standard"),
            ("sections", "1"),
            ("size", "20"),
            ("starts_at", "2026-01-01"),
            ("ends_at", "2099-01-01"),
            ("tiebreaks", "sonneborn_berger, baumbach"),
            ("rated", "on"),
            ("leave", "none"),
            ("draw_offers_from", "10"),
            ("fifty_move_suspended", "on"),
        ];
        let refused = olga.submit(&app, "/events/new", "/events", &fields).await;
        assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
        assert!(
            refused.body.contains("between 3 and 17"),
            "{}",
            refused.body
        );
        assert!(
            refused
                .body
                .contains("id=\"leave-none\" name=\"leave\" value=\"none\" checked"),
            "{}",
            refused.body
        );
        assert!(
            refused.body.contains("value=\"Spring Postal\""),
            "the form keeps what was typed"
        );
        fields[5] = ("size", "4");
        let created = olga.submit(&app, "/events/new", "/events", &fields).await;
        assert_eq!(created.status, StatusCode::SEE_OTHER, "{}", created.body);
        let event = created.location.unwrap();
        let id: i32 = event.rsplit('/').next().unwrap().parse().unwrap();
        {
            let view = view::build(&mut state.pool.get().unwrap(), id).unwrap();
            let settings = &view.settings;
            assert_eq!(
                settings.leave_name(),
                "none",
                "the rules come from the form"
            );
            assert_eq!(settings.draw_offers_from_move, 10);
            assert!(settings.fifty_move_suspended && !settings.tablebase_claims);
        }

        for browser in &mut people[..3] {
            let reply = browser
                .submit(&app, &event, &format!("{event}/register"), &[])
                .await;
            assert_eq!(reply.status, StatusCode::SEE_OTHER, "{}", reply.body);
        }
        let page = people[0].get(&app, &event).await;
        assert!(page.body.contains("Registered."), "{}", page.body);
        for rule in [
            "Leave: none; the clocks of this event",
            "Draw offers from move 10",
            "No tablebase claims",
            "does not apply in positions of 7 pieces or fewer",
        ] {
            assert!(page.body.contains(rule), "{rule}: {}", page.body);
        }
        assert!(page.body.contains("Withdraw from this event"));
        assert!(
            !page.body.contains("Organizer tools"),
            "players see no organizer forms"
        );
        let entered = olga
            .submit(
                &app,
                &event,
                &format!("{event}/register"),
                &[("username", "dan"), ("rating", "1650")],
            )
            .await;
        assert_eq!(entered.status, StatusCode::SEE_OTHER);
        // Two sections are refused (the event has one), and so is a section of two.
        let refused = olga
            .submit(
                &app,
                &event,
                &format!("{event}/seed"),
                &[("sections", "dan, cyd\nbob, ann")],
            )
            .await;
        assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
        assert!(
            refused.body.contains("fills 2 sections"),
            "{}",
            refused.body
        );
        let refused = olga
            .submit(
                &app,
                &event,
                &format!("{event}/seed"),
                &[("sections", "dan, cyd")],
            )
            .await;
        assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
        assert!(
            refused.body.contains("2 registered players have no seat"),
            "{}",
            refused.body
        );
        let page = olga.get(&app, &event).await;
        assert!(page.body.contains("Organizer tools"));
        assert!(!page.body.contains("Section 1"));
        let seeded = olga
            .submit(
                &app,
                &event,
                &format!("{event}/seed"),
                &[("sections", "dan, cyd, bob, ann")],
            )
            .await;
        assert_eq!(seeded.status, StatusCode::SEE_OTHER);
        // A player may not start it: the error page has its own translated heading.
        let refused = people[0]
            .submit(&app, &event, &format!("{event}/start"), &[])
            .await;
        assert_eq!(refused.status, StatusCode::FORBIDDEN);
        assert!(
            refused.body.contains("<h1>You may not do this</h1>"),
            "{}",
            refused.body
        );
        let started = olga
            .submit(
                &app,
                &event,
                &format!("{event}/start"),
                &[("confirm", "yes")],
            )
            .await;
        assert_eq!(started.status, StatusCode::SEE_OTHER);

        let mut visitor = Browser::default();
        let page = visitor.get(&app, &event).await;
        assert_eq!(page.status, StatusCode::OK);
        assert!(
            page.body.contains("<h2 id=\"section-1\">Section 1</h2>"),
            "{}",
            page.body
        );
        assert!(page.body.contains("<th scope=\"col\">Points</th>"));
        assert!(
            page.body
                .contains("<th scope=\"row\"><a href=\"/players/dan\">dan</a>")
        );
        assert_eq!(page.body.matches("href=\"/games/").count(), 6);
        assert!(
            page.body.contains("Sonneborn-Berger, Baumbach (most wins)"),
            "the chosen order"
        );
        assert!(
            !page
                .body
                .contains("<form method=\"post\" action=\"/events/"),
            "no forms for visitors"
        );

        let pgn = visitor.get(&app, &format!("{event}/pgn")).await;
        assert_eq!(pgn.body.matches("[Event \"Spring Postal\"]").count(), 6);
        let csv = visitor.get(&app, &format!("{event}/crosstable.csv")).await;
        assert!(
            csv.body
                .starts_with("section,rank,seat,player,rating,1,2,3,4,points")
        );

        // ann beats cyd; bob withdraws (his games become forfeits).
        let game = {
            let mut conn = state.pool.get().unwrap();
            let g = game_between(&mut conn, id, "ann", "cyd");
            kingpost::db::write_transaction(&mut conn, |conn| {
                let game = games::load(conn, g)?;
                let cyd = user_id(&state, "cyd");
                games::resign(conn, &state.mail, cyd, game, chrono::Utc::now().naive_utc())
            })
            .unwrap();
            g
        };
        let out = people[1]
            .submit(
                &app,
                &event,
                &format!("{event}/withdraw"),
                &[("confirm", "yes")],
            )
            .await;
        assert_eq!(out.status, StatusCode::SEE_OTHER);
        let page = visitor.get(&app, &event).await;
        assert!(
            page.body.contains("<td class=\"cell\">+</td>"),
            "{}",
            page.body
        );
        assert!(page.body.contains("(withdrawn)"));

        let chart = visitor.get(&app, "/players/ann").await;
        assert!(chart.body.contains("<svg"), "{}", chart.body);
        assert!(chart.body.contains("<polyline points=\""));
        assert!(chart.body.contains(&format!("href=\"/games/{game}\"")));
        let none = visitor.get(&app, "/players/olga").await;
        assert!(none.body.contains("No rated games yet."));

        // dan asks for adjudication of his game with cyd; olga rules that it goes on.
        let dan_cyd = {
            let mut conn = state.pool.get().unwrap();
            let g = game_between(&mut conn, id, "dan", "cyd");
            claims::file(
                &mut conn,
                &state.mail,
                user_id(&state, "dan"),
                g,
                ClaimKind::Adjudication,
                "cyd stopped answering",
                chrono::Utc::now().naive_utc(),
            )
            .unwrap();
            g
        };
        let queue = format!("{event}/claims");
        let page = olga.get(&app, &queue).await;
        assert!(page.body.contains("Adjudication request"), "{}", page.body);
        assert!(page.body.contains("cyd stopped answering"));
        let claim_id = page
            .body
            .split("action=\"/claims/")
            .nth(1)
            .unwrap()
            .split('/')
            .next()
            .unwrap()
            .to_owned();
        let ruled = olga
            .submit(
                &app,
                &queue,
                &format!("/claims/{claim_id}/decide"),
                &[
                    ("event", &id.to_string()),
                    ("ruling", "continue"),
                    ("reason", "cyd answered yesterday"),
                ],
            )
            .await;
        assert_eq!(ruled.status, StatusCode::SEE_OTHER, "{}", ruled.body);
        let page = olga.get(&app, &queue).await;
        assert!(
            page.body
                .contains("Decided by olga: continue. cyd answered yesterday"),
            "{}",
            page.body
        );
        let view = people[3].get(&app, &queue).await;
        assert!(view.body.contains("Appeal this decision"));
        assert!(
            !view.body.contains("action=\"/claims/1/decide\""),
            "players cannot rule"
        );
        let mut conn = state.pool.get().unwrap();
        assert_eq!(
            games::load(&mut conn, dan_cyd).unwrap().row.status,
            "active"
        );
    }
}

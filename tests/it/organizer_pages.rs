//! The organizer's pages and the challenge list through the front door, on every backend: the
//! event form takes tiebreaks and the leave policy as named choices (and stores what was
//! chosen), Start asks for confirmation and does nothing without it, the crosstable ranks
//! nobody before a game has ended, game links have names a screen reader can say, and a
//! received challenge says which colour the reader plays.

use actix_web::http::StatusCode;
use kingpost::domain::adjudication::Role;
use kingpost::service::adjudication::grant_role;
use kingpost::service::events::view;

use crate::support::pages::Browser;
use crate::support::{TestApp, fresh_databases};

const EVENT: [(&str, &str); 11] = [
    ("name", "Autumn Postal"),
    ("time_control", "10/50"),
    ("variant", "standard"),
    ("sections", "1"),
    ("size", "3"),
    ("starts_at", "2026-01-01"),
    ("ends_at", "2099-01-01"),
    ("tiebreak_1", "head_to_head"),
    ("tiebreak_2", "rating"),
    ("leave", "days"),
    ("leave_days", "12"),
];

#[actix_web::test]
async fn named_choices_are_stored_start_asks_first_and_nobody_is_ranked_before_a_result() {
    for url in fresh_databases("organizer-pages") {
        let state = TestApp::on(url);
        let app = state.service().await;
        let mut olga = Browser::default();
        olga.register(&app, "olga").await;
        grant_role(&mut state.pool.get().unwrap(), "olga", Role::Organizer).unwrap();
        let form = olga.get(&app, "/events/new").await;
        assert!(
            form.body
                .contains("<select id=\"tiebreak_1\" name=\"tiebreak_1\">")
                && form.body.contains(">Head-to-head</option>")
                && form
                    .body
                    .contains("id=\"leave-none\" name=\"leave\" value=\"none\""),
            "{}",
            form.body
        );
        assert!(!form.body.contains("name=\"tiebreaks\""), "no typed names");
        let created = olga.submit(&app, "/events/new", "/events", &EVENT).await;
        assert_eq!(created.status, StatusCode::SEE_OTHER, "{}", created.body);
        let event = created.location.unwrap();
        let id: i32 = event.rsplit('/').next().unwrap().parse().unwrap();
        let stored = view::build(&mut state.pool.get().unwrap(), id).unwrap();
        let tiebreaks: Vec<&str> = stored
            .settings
            .tiebreaks
            .iter()
            .map(|t| t.as_str())
            .collect();
        assert_eq!(tiebreaks, ["head_to_head", "rating"]);
        assert_eq!(stored.settings.leave_name(), "12");

        for name in ["ann", "bob", "cyd"] {
            let mut player = Browser::default();
            player.register(&app, name).await;
            let reply = player
                .submit(&app, &event, &format!("{event}/register"), &[])
                .await;
            assert_eq!(reply.status, StatusCode::SEE_OTHER, "{}", reply.body);
        }
        let page = olga.get(&app, &event).await;
        assert!(
            page.body
                .contains("<button type=\"submit\" class=\"danger\">Start the event</button>"),
            "{}",
            page.body
        );
        let asked = olga
            .submit(&app, &event, &format!("{event}/start"), &[])
            .await;
        assert_eq!(asked.status, StatusCode::OK);
        assert!(
            asked.body.contains("<h1>Start the event?</h1>")
                && asked.body.contains("name=\"confirm\" value=\"yes\""),
            "{}",
            asked.body
        );
        let still = view::build(&mut state.pool.get().unwrap(), id).unwrap();
        assert_eq!(
            still.status, "registration",
            "not started without confirmation"
        );
        let started = olga
            .submit(
                &app,
                &event,
                &format!("{event}/start"),
                &[("confirm", "yes")],
            )
            .await;
        assert_eq!(started.status, StatusCode::SEE_OTHER, "{}", started.body);

        let page = Browser::default().get(&app, &event).await;
        let unranked = "<td class=\"rank\"><span aria-label=\"not ranked yet\">–</span></td>";
        assert_eq!(page.body.matches(unranked).count(), 3, "{}", page.body);
        let running = view::build(&mut state.pool.get().unwrap(), id).unwrap();
        assert_eq!(running.sections[0].games.len(), 3);
        for g in &running.sections[0].games {
            let link = format!(
                "<a href=\"/games/{}\" aria-label=\"{} – {}, round {}: in progress\">in progress</a>",
                g.id, g.white, g.black, g.round
            );
            assert!(page.body.contains(&link), "{link}: {}", page.body);
        }
    }
}

#[actix_web::test]
async fn a_received_challenge_says_which_colour_you_play() {
    for url in fresh_databases("challenge-colour") {
        let state = TestApp::on(url);
        let app = state.service().await;
        let mut ann = Browser::default();
        ann.register(&app, "ann").await;
        let mut bob = Browser::default();
        bob.register(&app, "bob").await;
        let fields = [
            ("opponent", "ann"),
            ("color", "white"),
            ("time_control", "10/50"),
        ];
        let made = bob
            .submit(&app, "/challenges/new", "/challenges", &fields)
            .await;
        assert_eq!(made.status, StatusCode::SEE_OTHER, "{}", made.body);
        let list = ann.get(&app, "/challenges").await;
        assert!(list.body.contains("You play Black"), "{}", list.body);
        assert!(!list.body.contains("Challenger plays"), "{}", list.body);
        let mine = bob.get(&app, "/challenges").await;
        assert!(mine.body.contains("You play White"), "{}", mine.body);
        let home = ann.get(&app, "/").await;
        assert!(
            home.body.contains(
                "id=\"challenges-button\" href=\"/challenges\">Challenges for you: 1</a>"
            ),
            "{}",
            home.body
        );
        let home = bob.get(&app, "/").await;
        assert!(
            home.body.contains(">Challenges for you: 0</a>"),
            "{}",
            home.body
        );
    }
}

//! The clocks on the pages: the game page shows days left, the deadline in the viewer's time
//! zone, the opponent's leave and the reflection table; the conditional-moves box is only on
//! the waiting player's page; the leave page books, refuses and cancels leave and sets the time
//! zone.

use actix_web::http::StatusCode;
use chrono::{Duration, Utc};

use crate::support::pages::Browser;
use crate::support::{TestApp, fresh_sqlite};

#[actix_web::test]
async fn game_page_clocks_conditionals_and_the_leave_page() {
    let state = TestApp::on(fresh_sqlite("clock-pages"));
    let app = state.service().await;
    let (mut alice, mut bob) = (Browser::default(), Browser::default());
    alice.register(&app, "alice").await;
    bob.register(&app, "bob").await;
    let terms = [
        ("opponent", "bob"),
        ("color", "white"),
        ("variant", "standard"),
        ("time_control", "3d grace"),
    ];
    let reply = alice
        .submit(&app, "/challenges/new", "/challenges", &terms)
        .await;
    assert_eq!(reply.status, StatusCode::SEE_OTHER, "{}", reply.body);
    let list = bob.get(&app, "/challenges").await;
    let game = bob.accept_first_challenge(&app, &list.body).await;

    // Alice moves; Bob books leave and moves his time zone to Tokyo.
    let reply = alice
        .submit(
            &app,
            &game,
            &format!("{game}/move"),
            &[("move", "e4"), ("ply", "0")],
        )
        .await;
    assert_eq!(reply.status, StatusCode::SEE_OTHER, "{}", reply.body);
    let page = bob.get(&app, "/leave").await;
    assert!(
        page.body
            .contains("You may book 45 days of leave per calendar year."),
        "{}",
        page.body
    );
    let today = Utc::now().date_naive();
    let (first, last) = (
        (today + Duration::days(5)).to_string(),
        (today + Duration::days(6)).to_string(),
    );
    let reply = bob
        .submit(
            &app,
            "/leave",
            "/leave",
            &[("first", &first), ("last", &last)],
        )
        .await;
    assert_eq!(reply.location.as_deref(), Some("/leave"), "{}", reply.body);
    let refused = bob
        .submit(
            &app,
            "/leave",
            "/leave",
            &[("first", &today.to_string()), ("last", &last)],
        )
        .await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        refused.body.contains("must be booked in advance"),
        "{}",
        refused.body
    );
    let bad = bob
        .submit(
            &app,
            "/leave",
            "/leave",
            &[("first", "soon"), ("last", &last)],
        )
        .await;
    assert!(
        bad.body.contains("&#34;soon&#34; is not a date"),
        "{}",
        bad.body
    );
    let reply = bob
        .submit(
            &app,
            "/leave",
            "/leave/time-zone",
            &[("time_zone", "Asia/Tokyo")],
        )
        .await;
    assert_eq!(reply.location.as_deref(), Some("/leave"));
    let page = bob.get(&app, "/leave").await;
    assert!(
        page.body.contains("<option value=\"Asia/Tokyo\" selected>"),
        "zone kept"
    );
    assert!(
        page.body.contains(&format!("{first} – {last}")),
        "{}",
        page.body
    );

    // Alice sees Bob's leave, his clock running, and the deadline in her zone (UTC).
    let page = alice.get(&app, &game).await;
    assert!(
        page.body.contains(&format!("Leave: {first} – {last}")),
        "{}",
        page.body
    );
    assert!(
        page.body.contains("<strong>3 days left</strong>"),
        "{}",
        page.body
    );
    assert!(page.body.contains("your time zone, UTC"), "{}", page.body);
    assert!(
        page.body.contains("id=\"reflection\""),
        "the reflection table"
    );
    // Only the waiting player gets the conditional-moves box.
    assert!(page.body.contains("id=\"conditionals\""));
    let bob_page = bob.get(&app, &game).await;
    assert!(!bob_page.body.contains("id=\"conditionals\""));
    assert!(
        bob_page.body.contains("your time zone, Asia/Tokyo"),
        "{}",
        bob_page.body
    );

    // Conditional moves by form: a bad line is refused with the text kept; a good one is stored.
    let action = format!("{game}/conditionals");
    let reply = alice
        .submit(&app, &game, &action, &[("text", "if 1...e5 2.Nf6")])
        .await;
    assert_eq!(reply.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        reply.body.contains("line 1, move 2 (&#39;2.Nf6&#39;): "),
        "{}",
        reply.body
    );
    assert!(
        reply.body.contains(">if 1...e5 2.Nf6</textarea>"),
        "{}",
        reply.body
    );
    let reply = alice
        .submit(&app, &game, &action, &[("text", "1...e5 2.Nf3")])
        .await;
    assert_eq!(reply.status, StatusCode::SEE_OTHER, "{}", reply.body);
    let page = alice.get(&app, &game).await;
    assert!(page.body.contains("Your conditional moves are saved."));
    assert!(
        page.body.contains(">if 1...e5 2.Nf3</textarea>"),
        "{}",
        page.body
    );
    let reply = bob
        .submit(
            &app,
            &game,
            &format!("{game}/move"),
            &[("move", "e5"), ("ply", "1")],
        )
        .await;
    assert_eq!(reply.status, StatusCode::SEE_OTHER, "{}", reply.body);
    let page = bob.get(&app, &game).await;
    assert!(page.body.contains("Nf3"), "the reply was played");

    // Bob cancels his leave.
    let page = bob.get(&app, "/leave").await;
    let id: String = page
        .body
        .split("action=\"/leave/")
        .nth(2)
        .unwrap()
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    let reply = bob
        .submit(&app, "/leave", &format!("/leave/{id}/end"), &[])
        .await;
    assert_eq!(reply.location.as_deref(), Some("/leave"));
    let page = bob.get(&app, "/leave").await;
    assert!(
        page.body.contains("Your leave is cancelled."),
        "{}",
        page.body
    );
    assert!(page.body.contains("You have booked no leave."));
}

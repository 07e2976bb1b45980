//! The pages through the front door, in-process: signing up with the emailed confirmation link,
//! logging in, challenging, accepting, playing by form (on every backend); settings, refused
//! moves and draw offers, password reset, API tokens and the dashboard's paging.

use actix_web::http::StatusCode;

use crate::support::pages::{Browser, PASSWORD, mailed_link};
use crate::support::{TestApp, fresh_databases};

#[actix_web::test]
async fn sign_up_verify_log_in_challenge_accept_and_move() {
    for url in fresh_databases("pages-flow") {
        let state = TestApp::on(url);
        let data = state.config.data_dir.clone();
        let app = state.service().await;
        let (mut alice, mut bob) = (Browser::default(), Browser::default());

        let reply = alice.register(&app, "alice").await;
        assert_eq!(reply.status, StatusCode::SEE_OTHER, "{}", reply.body);
        let home = alice.get(&app, "/").await;
        assert!(
            home.body.contains("We sent a link to alice@example.org"),
            "{}",
            home.body
        );
        let account = alice.get(&app, "/account").await;
        assert!(account.body.contains("not confirmed yet"));

        state.deliver();
        let link = mailed_link(&data, "alice@example.org", "verify");
        let reply = alice.get(&app, &link).await;
        assert_eq!(reply.location.as_deref(), Some("/account"));
        let account = alice.get(&app, "/account").await;
        assert!(
            account.body.contains("your email address is confirmed"),
            "{}",
            account.body
        );
        assert!(!account.body.contains("not confirmed yet"));
        assert_eq!(
            alice.get(&app, &link).await.status,
            StatusCode::GONE,
            "links work once"
        );

        let out = alice.submit(&app, "/", "/logout", &[]).await;
        assert_eq!(out.location.as_deref(), Some("/"));
        assert_eq!(
            alice.get(&app, "/account").await.location.as_deref(),
            Some("/login?next=%2Faccount")
        );
        let reply = alice.login(&app, "alice", PASSWORD).await;
        assert_eq!(reply.location.as_deref(), Some("/"), "{}", reply.body);

        bob.register(&app, "bob").await;
        let terms = [
            ("opponent", "bob"),
            ("color", "white"),
            ("variant", "standard"),
            ("time_control", "10/50"),
        ];
        let reply = alice
            .submit(&app, "/challenges/new", "/challenges", &terms)
            .await;
        assert_eq!(
            reply.location.as_deref(),
            Some("/challenges"),
            "{}",
            reply.body
        );

        let list = bob.get(&app, "/challenges").await;
        assert!(list.body.contains("From alice"), "{}", list.body);
        let game = bob.accept_first_challenge(&app, &list.body).await;

        let page = alice.get(&app, &game).await;
        assert!(page.body.contains("It is your move."), "{}", page.body);
        let reply = alice
            .submit(
                &app,
                &game,
                &format!("{game}/move"),
                &[("move", "e4"), ("ply", "0")],
            )
            .await;
        assert_eq!(
            reply.location.as_deref(),
            Some(game.as_str()),
            "{}",
            reply.body
        );
        let page = alice.get(&app, &game).await;
        let moves = page.body.split("id=\"moves\"").nth(1).expect("a move list");
        assert!(
            moves.contains("<td><bdi dir=\"ltr\">e4</bdi></td>"),
            "{moves}"
        );
        assert!(page.body.contains("bob is to move."));
        let bob_page = bob.get(&app, &game).await;
        assert!(bob_page.body.contains("It is your move."));
        assert!(
            bob_page.body.contains("data-bottom=\"black\""),
            "Black sees Black at the bottom"
        );
    }
}

#[actix_web::test]
async fn notation_and_language_settings_change_the_move_list_and_input() {
    let state = TestApp::on(crate::support::fresh_sqlite("pages-settings"));
    let app = state.service().await;
    let (mut anna, mut ben) = (Browser::default(), Browser::default());
    anna.register(&app, "anna").await;
    ben.register(&app, "ben").await;
    let terms = [
        ("opponent", "ben"),
        ("color", "white"),
        ("time_control", "3d"),
    ];
    anna.submit(&app, "/challenges/new", "/challenges", &terms)
        .await;
    let list = ben.get(&app, "/challenges").await;
    let game = ben.accept_first_challenge(&app, &list.body).await;

    let saved = ben
        .submit(
            &app,
            "/settings",
            "/settings",
            &[("language", "de"), ("notation", "san")],
        )
        .await;
    assert_eq!(saved.location.as_deref(), Some("/settings"));
    let saved = anna
        .submit(
            &app,
            "/settings",
            "/settings",
            &[("language", "en"), ("notation", "iccf")],
        )
        .await;
    assert_eq!(saved.location.as_deref(), Some("/settings"));
    assert!(
        anna.get(&app, "/settings")
            .await
            .body
            .contains("<option value=\"iccf\" selected>")
    );

    anna.submit(&app, &game, &format!("{game}/move"), &[("move", "Nf3")])
        .await;
    let reply = ben
        .submit(&app, &game, &format!("{game}/move"), &[("move", "Sf6")])
        .await;
    assert_eq!(
        reply.status,
        StatusCode::SEE_OTHER,
        "German piece letters are read: {}",
        reply.body
    );
    let anna_view = anna.get(&app, &game).await.body;
    assert!(
        anna_view.contains("<td><bdi dir=\"ltr\">7163</bdi></td>")
            && anna_view.contains("<td><bdi dir=\"ltr\">7866</bdi></td>"),
        "{anna_view}"
    );
    let ben_view = ben.get(&app, &game).await.body;
    assert!(
        ben_view.contains("<td><bdi dir=\"ltr\">Sf3</bdi></td>")
            && ben_view.contains("<td><bdi dir=\"ltr\">Sf6</bdi></td>"),
        "{ben_view}"
    );
}

#[actix_web::test]
async fn refused_moves_show_the_reason_and_the_legal_moves() {
    let state = TestApp::on(crate::support::fresh_sqlite("pages-refused"));
    let app = state.service().await;
    let (mut a, mut b) = (Browser::default(), Browser::default());
    a.register(&app, "carla").await;
    b.register(&app, "dora").await;
    a.submit(
        &app,
        "/challenges/new",
        "/challenges",
        &[("color", "white"), ("time_control", "10/50")],
    )
    .await;
    let open = b.get(&app, "/challenges").await;
    assert!(open.body.contains("Open challenges") && open.body.contains("From carla"));
    let game = b.accept_first_challenge(&app, &open.body).await;

    let reply = a
        .submit(&app, &game, &format!("{game}/move"), &[("move", "Nf4")])
        .await;
    assert_eq!(reply.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        reply
            .body
            .contains("Nf4 is not possible: no white knight can move to f4."),
        "{}",
        reply.body
    );
    assert!(reply.body.contains("Legal moves in this position:"));
    assert!(reply.body.contains("<span>Nf3</span>") && reply.body.contains("<span>e4</span>"));
    assert!(
        reply.body.contains("value=\"Nf4\""),
        "the text stays in the box"
    );

    let reply = b
        .submit(
            &app,
            &game,
            &format!("{game}/draw"),
            &[("action", "accept")],
        )
        .await;
    assert_eq!(reply.status, StatusCode::CONFLICT);
    assert!(
        reply
            .body
            .contains("there is no draw offer from your opponent to answer")
    );

    let reply = a
        .submit(
            &app,
            &game,
            &format!("{game}/move"),
            &[("move", "d4"), ("offer_draw", "1")],
        )
        .await;
    assert_eq!(reply.status, StatusCode::SEE_OTHER);
    let page = b.get(&app, &game).await;
    assert!(page.body.contains("Your opponent offers a draw."));
    let reply = b
        .submit(
            &app,
            &game,
            &format!("{game}/draw"),
            &[("action", "decline")],
        )
        .await;
    assert_eq!(reply.status, StatusCode::SEE_OTHER);

    let confirm = b.get(&app, &format!("{game}/resign")).await;
    assert!(confirm.body.contains("Do you really want to resign"));
    let reply = b
        .submit(
            &app,
            &format!("{game}/resign"),
            &format!("{game}/resign"),
            &[],
        )
        .await;
    assert_eq!(reply.status, StatusCode::SEE_OTHER);
    let page = a.get(&app, &game).await;
    assert!(
        page.body.contains("Result: 1-0") && page.body.contains("resignation"),
        "{}",
        page.body
    );
    let pgn = a.get(&app, &format!("{game}/pgn")).await;
    assert!(
        pgn.body.contains("[White \"carla\"]")
            && crate::support::without_send_times(&pgn.body).contains("1. d4 {[%days 0]} 1-0"),
        "{}",
        pgn.body
    );
}

#[actix_web::test]
async fn a_forgotten_password_is_reset_by_emailed_link_and_old_sessions_end() {
    let state = TestApp::on(crate::support::fresh_sqlite("pages-reset"));
    let data = state.config.data_dir.clone();
    let app = state.service().await;
    let mut old_device = Browser::default();
    old_device.register(&app, "paula").await;
    let mut browser = Browser::default();
    let sent = browser
        .submit(
            &app,
            "/forgot-password",
            "/forgot-password",
            &[("who", "paula@example.org")],
        )
        .await;
    assert!(sent.body.contains("If an account matches"));
    let unknown = browser
        .submit(
            &app,
            "/forgot-password",
            "/forgot-password",
            &[("who", "nobody")],
        )
        .await;
    assert_eq!(
        unknown.body, sent.body,
        "the reply does not reveal who has an account"
    );

    state.deliver();
    let link = mailed_link(&data, "paula@example.org", "reset-password");
    let form = browser.get(&app, &link).await;
    assert!(form.body.contains("Choose a new password"));
    let short = browser
        .submit(&app, &link, &link, &[("password", "short")])
        .await;
    assert_eq!(short.status, StatusCode::UNPROCESSABLE_ENTITY);
    let done = browser
        .submit(&app, &link, &link, &[("password", "a brand new secret")])
        .await;
    assert_eq!(done.location.as_deref(), Some("/"));
    assert_eq!(browser.get(&app, &link).await.status, StatusCode::GONE);
    assert_eq!(
        old_device.get(&app, "/account").await.status,
        StatusCode::SEE_OTHER,
        "old session ended"
    );
    let mut fresh = Browser::default();
    assert_eq!(
        fresh.login(&app, "paula", PASSWORD).await.status,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        fresh
            .login(&app, "paula", "a brand new secret")
            .await
            .status,
        StatusCode::SEE_OTHER
    );
}

#[actix_web::test]
async fn tokens_are_shown_once_and_work_with_the_api() {
    let state = TestApp::on(crate::support::fresh_sqlite("pages-tokens"));
    let app = state.service().await;
    let mut t = Browser::default();
    t.register(&app, "tomas").await;
    let reply = t
        .submit(&app, "/account", "/account/tokens", &[("label", "bot")])
        .await;
    let marker = "id=\"new-token\">";
    let start = reply.body.find(marker).unwrap() + marker.len();
    let token: String = reply.body[start..]
        .chars()
        .take_while(|c| *c != '<')
        .collect();
    assert!(token.starts_with("kp_"), "{token}");
    let (status, _) = crate::support::api::call(&app, "/api/v1/games", Some(&token), None).await;
    assert_eq!(status, StatusCode::OK);
    assert!(
        !t.get(&app, "/account").await.body.contains(&token),
        "shown only once"
    );
    let changed = t
        .submit(
            &app,
            "/account",
            "/account/password",
            &[("current", "wrong one!"), ("new", "another secret")],
        )
        .await;
    assert_eq!(changed.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(changed.body.contains("the current password is not right"));
    let changed = t
        .submit(
            &app,
            "/account",
            "/account/password",
            &[("current", PASSWORD), ("new", "another secret")],
        )
        .await;
    assert_eq!(changed.location.as_deref(), Some("/account"));
    assert!(
        t.get(&app, "/account")
            .await
            .body
            .contains("Your password is changed."),
        "this session stays"
    );
}

/// Alice plays `count` games against `opponent`, alternating colours, resigning every fifth.
fn many_games(
    conn: &mut kingpost::db::DbConnection,
    alice: kingpost::domain::account::UserId,
    opponent: (&str, kingpost::domain::account::UserId),
    count: usize,
) {
    use kingpost::domain::challenge::ChallengeRequest;
    use kingpost::service::games;
    let now = chrono::Utc::now().naive_utc();
    let mail = crate::support::mail::settings();
    for i in 0..count {
        let request = ChallengeRequest {
            color: if i % 2 == 0 { "white" } else { "black" },
            variant: "standard",
            time_control: "10/50",
            ..ChallengeRequest::default()
        };
        let id = games::create_challenge(conn, alice, Some(opponent.0), &request, now).unwrap();
        let game = games::accept_challenge(conn, &mail, opponent.1, id, 0, now).unwrap();
        if i % 5 == 4 {
            kingpost::db::write_transaction(conn, |conn| {
                let stored = games::load(conn, game.0)?;
                games::resign(conn, &mail, alice, stored, now)
            })
            .unwrap();
        }
    }
}

#[actix_web::test]
async fn the_dashboard_pages_and_filters_hundreds_of_games() {
    use kingpost::service::accounts::{self, Registration};
    let state = TestApp::on(crate::support::fresh_sqlite("pages-dashboard"));
    let pool = state.pool.clone();
    let app = state.service().await;
    let mut alice = Browser::default();
    alice.register(&app, "alice").await;
    let mut conn = pool.get().unwrap();
    let now = chrono::Utc::now().naive_utc();
    let mut player = |name: &str| {
        let email = format!("{name}@example.org");
        let form = Registration {
            username: name,
            email: &email,
            password: PASSWORD,
        };
        accounts::register(&mut conn, &form, kingpost::chess::Language::English, now).unwrap()
    };
    let (bob, carol) = (player("bob"), player("carol"));
    let me = accounts::check_password(&mut pool.get().unwrap(), "alice", PASSWORD).unwrap();
    let me = kingpost::domain::account::UserId(me.id);
    many_games(&mut pool.get().unwrap(), me, ("bob", bob), 490);
    many_games(&mut pool.get().unwrap(), me, ("carol", carol), 10);

    let started = std::time::Instant::now();
    let home = alice.get(&app, "/").await.body;
    assert!(
        started.elapsed() < std::time::Duration::from_secs(5),
        "{:?}",
        started.elapsed()
    );
    // The measurement of BENCHMARKS.md (run with --nocapture): the dashboard of a player with
    // 500 games, ten times after the first.
    let mut times: Vec<std::time::Duration> = Vec::new();
    for _ in 0..10 {
        let started = std::time::Instant::now();
        alice.get(&app, "/").await;
        times.push(started.elapsed());
    }
    times.sort();
    eprintln!(
        "dashboard, 500 games: median {:?}, slowest {:?}",
        times[5], times[9]
    );
    let (turn, waiting, finished) = (
        home.find("Your move <span class=\"count\">(200)</span>")
            .expect("my move first"),
        home.find("Waiting for your opponent <span class=\"count\">(200)</span>")
            .unwrap(),
        home.find("Finished games <span class=\"count\">(100)</span>")
            .unwrap(),
    );
    assert!(turn < waiting && waiting < finished);
    assert_eq!(
        home.matches("<li><a href=\"/games/").count(),
        60,
        "20 per section"
    );
    assert!(
        home.contains("href=\"/?show=finished&#38;page=2\""),
        "{home}"
    );

    let page = alice.get(&app, "/?show=finished&page=5").await.body;
    assert!(page.contains("Page 5 / 5") && !page.contains("Your move <span"));
    assert_eq!(page.matches("<li><a href=\"/games/").count(), 20);
    let filtered = alice.get(&app, "/?opponent=carol").await.body;
    assert!(
        filtered.contains("Your move <span class=\"count\">(4)</span>"),
        "{filtered}"
    );
    assert!(filtered.contains("Finished games <span class=\"count\">(2)</span>"));
    assert!(!filtered.contains("against bob"));
    let nobody = alice.get(&app, "/?opponent=nobody").await.body;
    assert!(nobody.contains("No game is waiting for your move."));
}

#[actix_web::test]
async fn mate_is_shown_with_the_king_in_check_and_the_result() {
    let state = TestApp::on(crate::support::fresh_sqlite("pages-mate"));
    let app = state.service().await;
    let (mut w, mut b) = (Browser::default(), Browser::default());
    w.register(&app, "wanda").await;
    b.register(&app, "boris").await;
    let terms = [
        ("opponent", "boris"),
        ("color", "white"),
        ("time_control", "3d"),
    ];
    w.submit(&app, "/challenges/new", "/challenges", &terms)
        .await;
    let list = b.get(&app, "/challenges").await;
    let game = b.accept_first_challenge(&app, &list.body).await;
    for (ply, text) in ["f3", "e5", "g4", "Qh4"].into_iter().enumerate() {
        let player = if ply % 2 == 0 { &mut w } else { &mut b };
        let action = format!("{game}/move");
        let reply = player.submit(&app, &game, &action, &[("move", text)]).await;
        assert_eq!(
            reply.status,
            StatusCode::SEE_OTHER,
            "{text}: {}",
            reply.body
        );
    }
    let page = w.get(&app, &game).await.body;
    assert!(page.contains("class=\"check\""), "the mated king is marked");
    assert!(page.contains("Result: 0-1 — checkmate"), "{page}");
    assert!(page.contains("<td><bdi dir=\"ltr\">Qh4#</bdi></td>"));
    assert!(
        !page.contains("id=\"move-form\""),
        "no move box after the end"
    );
}

#[actix_web::test]
async fn chess960_and_thematic_challenges_through_the_form() {
    let state = TestApp::on(crate::support::fresh_sqlite("pages-variants"));
    let app = state.service().await;
    let (mut h, mut g) = (Browser::default(), Browser::default());
    h.register(&app, "hanna").await;
    g.register(&app, "gustav").await;
    let bad = [
        ("variant", "chess960"),
        ("chess960", "abc"),
        ("time_control", "3d"),
    ];
    let reply = h.submit(&app, "/challenges/new", "/challenges", &bad).await;
    assert_eq!(reply.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        reply
            .body
            .contains("“abc” is not a Chess960 position number"),
        "{}",
        reply.body
    );
    assert!(
        reply.body.contains("value=\"abc\""),
        "the form keeps what was typed"
    );

    let fixed = [
        ("opponent", "gustav"),
        ("variant", "chess960"),
        ("chess960", "518"),
        ("time_control", "30+3"),
    ];
    h.submit(&app, "/challenges/new", "/challenges", &fixed)
        .await;
    let list = g.get(&app, "/challenges").await;
    assert!(
        list.body.contains("Chess960 #518") && list.body.contains("30+3"),
        "{}",
        list.body
    );
    let game = g.accept_first_challenge(&app, &list.body).await;
    let page = g.get(&app, &game).await.body;
    assert!(
        page.contains("Chess960 #518") && page.contains("<dd>30+3</dd>"),
        "{page}"
    );

    let thematic = [
        ("opponent", "gustav"),
        ("color", "black"),
        ("opening", "1.e4 c5"),
        ("time_control", "10/50"),
    ];
    h.submit(&app, "/challenges/new", "/challenges", &thematic)
        .await;
    let list = g.get(&app, "/challenges").await;
    assert!(list.body.contains("thematic start"));
    let game = g.accept_first_challenge(&app, &list.body).await;
    let page = g.get(&app, &game).await.body;
    assert!(
        page.contains("It is your move.") && page.contains("No moves yet."),
        "{page}"
    );
    let reply = g
        .submit(&app, &game, &format!("{game}/move"), &[("move", "Nf3")])
        .await;
    assert_eq!(reply.status, StatusCode::SEE_OTHER);
    let page = g.get(&app, &game).await.body;
    assert!(
        page.contains("<th scope=\"row\">2</th><td><bdi dir=\"ltr\">Nf3</bdi></td>"),
        "{page}"
    );
}

//! Every player's language through the front door, in-process: the page language comes from the
//! profile, else the language switcher (kept in the session), else the browser's
//! `Accept-Language` with its q-values, else English; `<html lang dir>` follows it (Yiddish is
//! right to left); a new account keeps the language its owner saw; moves are shown the usual way
//! for the language (German `Sf3`, Irish figurines with ICCF numbers beside them); and the game
//! page carries the board in words (the ARIA grid, the text board, the announcements).

use actix_web::http::StatusCode;

use crate::support::pages::{Browser, PASSWORD};
use crate::support::{TestApp, fresh_databases};

/// A browser that asks for `languages`.
fn browser(languages: Option<&str>) -> Browser {
    Browser {
        accept_language: languages.map(str::to_owned),
        ..Browser::default()
    }
}

/// The `<html …>` opening tag of a page.
fn html_tag(body: &str) -> &str {
    let start = body.find("<html").expect("an html element");
    let end = body[start..].find('>').unwrap() + start;
    &body[start..=end]
}

#[actix_web::test]
async fn visitors_get_the_best_language_their_browser_asks_for() {
    let app = TestApp::on(crate::support::fresh_sqlite("i18n-accept"))
        .service()
        .await;
    let cases = [
        (None, "en", "ltr", "Log in"),
        (Some("sv-SE, fr;q=0.9, de;q=0.8"), "fr", "ltr", "Connexion"),
        (Some("de;q=0.2, ru;q=0.7, en;q=0.1"), "ru", "ltr", "Вход"),
        (Some("yi"), "yi", "rtl", "אַרײַנלאָגירן"),
        (Some("am-ET,am;q=0.9"), "am", "ltr", "ይግቡ"),
        (Some("sv, da"), "en", "ltr", "Log in"),
        (Some("ga;q=0, nl"), "nl", "ltr", "Inloggen"),
    ];
    for (header, lang, dir, title) in cases {
        let page = browser(header).get(&app, "/login").await;
        assert_eq!(page.status, StatusCode::OK);
        assert_eq!(
            html_tag(&page.body),
            format!("<html lang=\"{lang}\" dir=\"{dir}\">"),
            "{header:?}"
        );
        assert!(page.body.contains(title), "{header:?}: {title}");
    }
}

#[actix_web::test]
async fn the_switcher_works_for_visitors_and_saves_a_users_choice() {
    for url in fresh_databases("i18n-switch") {
        let app = TestApp::on(url).service().await;
        let mut visitor = browser(Some("de"));
        let home = visitor.get(&app, "/").await;
        assert!(home.body.contains("<html lang=\"de\""));
        // The switcher: a form on every page, each language named in itself.
        for (code, name) in [("ga", "Gaeilge"), ("yi", "ייִדיש"), ("am", "አማርኛ")] {
            let option = format!("<option value=\"{code}\" lang=\"{code}\">{name}</option>");
            assert!(home.body.contains(&option), "{option}");
        }
        assert!(
            home.body
                .contains("<option value=\"de\" lang=\"de\" selected>Deutsch")
        );
        assert_eq!(home.body.matches("<option value=").count(), 12);

        let fields = [("lang", "yi"), ("next", "/login")];
        let reply = visitor.submit(&app, "/login", "/language", &fields).await;
        assert_eq!(reply.location.as_deref(), Some("/login"));
        let login = visitor.get(&app, "/login").await;
        assert!(
            login.body.contains("<html lang=\"yi\" dir=\"rtl\">"),
            "the session wins over Accept-Language"
        );
        let unsafe_next = [("lang", "fr"), ("next", "//evil.example/")];
        let reply = visitor.submit(&app, "/", "/language", &unsafe_next).await;
        assert_eq!(reply.location.as_deref(), Some("/"));
        let bad = visitor
            .submit(&app, "/", "/language", &[("lang", "xx")])
            .await;
        assert_eq!(bad.status, StatusCode::BAD_REQUEST);

        // Signing up keeps the language the person saw (French now), on any other browser too.
        visitor.register(&app, "odile").await;
        let mut elsewhere = browser(Some("en"));
        elsewhere.login(&app, "odile", PASSWORD).await;
        let settings = elsewhere.get(&app, "/settings").await;
        assert!(
            settings.body.contains("<html lang=\"fr\""),
            "the profile wins"
        );
        assert!(
            settings
                .body
                .contains("<option value=\"fr\" selected>Français</option>")
        );
        assert!(settings.body.contains("<option value=\"auto\" selected>"));

        // A signed-in user's switch is saved in the profile.
        elsewhere
            .submit(
                &app,
                "/",
                "/language",
                &[("lang", "ru"), ("next", "/settings")],
            )
            .await;
        let settings = visitor.get(&app, "/settings").await;
        assert!(
            settings.body.contains("<html lang=\"ru\""),
            "{}",
            html_tag(&settings.body)
        );
        assert!(
            settings
                .body
                .contains("<option value=\"ru\" selected>Русский</option>")
        );
    }
}

/// Alice (White, language `white_lang`) and bob (Black, `black_lang`) start a game through the
/// pages; returns their browsers and the game's path.
async fn game_between<S>(app: &S, white_lang: &str, black_lang: &str) -> (Browser, Browser, String)
where
    S: actix_web::dev::Service<
            actix_http::Request,
            Response = actix_web::dev::ServiceResponse,
            Error = actix_web::Error,
        >,
{
    let (mut alice, mut bob) = (browser(Some(white_lang)), browser(Some(black_lang)));
    alice.register(app, "alice").await;
    bob.register(app, "bob").await;
    let terms = [
        ("opponent", "bob"),
        ("color", "white"),
        ("variant", "standard"),
        ("time_control", "10/50"),
    ];
    alice
        .submit(app, "/challenges/new", "/challenges", &terms)
        .await;
    let list = bob.get(app, "/challenges").await;
    let game = bob.accept_first_challenge(app, &list.body).await;
    (alice, bob, game)
}

#[actix_web::test]
async fn moves_are_shown_the_usual_way_for_each_language() {
    let app = TestApp::on(crate::support::fresh_sqlite("i18n-notation"))
        .service()
        .await;
    let (mut alice, mut bob, game) = game_between(&app, "ga", "de").await;
    let reply = alice
        .submit(&app, &game, &format!("{game}/move"), &[("move", "Nf3")])
        .await;
    assert_eq!(reply.status, StatusCode::SEE_OTHER, "{}", reply.body);
    let reply = bob
        .submit(&app, &game, &format!("{game}/move"), &[("move", "Sc6")])
        .await;
    assert_eq!(
        reply.status,
        StatusCode::SEE_OTHER,
        "German letters are read: {}",
        reply.body
    );

    let irish = alice.get(&app, &game).await.body;
    let moves = irish.split("id=\"moves\"").nth(1).unwrap();
    assert!(
        moves.contains(
            "<td><bdi dir=\"ltr\">♘f3</bdi> <bdi dir=\"ltr\" class=\"iccf\">7163</bdi></td>"
        ),
        "{moves}"
    );
    assert!(
        moves.contains("<bdi dir=\"ltr\">♞c6</bdi> <bdi dir=\"ltr\" class=\"iccf\">2836</bdi>")
    );
    // A refused move: the heading in the player's language, the rules core's detail in English.
    let refused = bob
        .submit(&app, &game, &format!("{game}/move"), &[("move", "Sf4")])
        .await;
    assert!(
        refused
            .body
            .contains("<p><strong>Sie sind nicht am Zug</strong></p>"),
        "{}",
        refused.body
    );
    assert!(refused.body.contains("<p lang=\"en\">"));
    let german = bob.get(&app, &game).await.body;
    let moves = german.split("id=\"moves\"").nth(1).unwrap();
    assert!(
        moves.contains("<td><bdi dir=\"ltr\">Sf3</bdi></td>"),
        "{moves}"
    );
    assert!(!moves.contains("class=\"iccf\""));

    // A fixed notation is kept whatever the language.
    alice
        .submit(
            &app,
            "/settings",
            "/settings",
            &[("language", "ga"), ("notation", "lan")],
        )
        .await;
    let moves = alice.get(&app, &game).await.body;
    assert!(
        moves.contains("<bdi dir=\"ltr\">Ng1-f3</bdi></td>"),
        "{moves}"
    );
}

#[actix_web::test]
async fn the_game_page_carries_the_board_in_words() {
    let app = TestApp::on(crate::support::fresh_sqlite("i18n-board"))
        .service()
        .await;
    let (mut alice, mut bob, game) = game_between(&app, "en", "ru").await;
    alice
        .submit(&app, &game, &format!("{game}/move"), &[("move", "e4")])
        .await;

    let page = bob.get(&app, &game).await.body;
    assert!(page.contains("role=\"grid\""));
    assert_eq!(page.matches("role=\"row\"").count(), 8);
    assert_eq!(page.matches("role=\"gridcell\"").count(), 64);
    assert!(
        page.contains("<span class=\"sr-only\">e4, белая пешка</span>"),
        "Russian cell names"
    );
    assert!(page.contains("<svg class=\"board\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 360 360\" aria-hidden=\"true\""));
    // Bob plays Black: the grid starts at h1 and the cursor is on the last move's square.
    let first = page.find("id=\"cell-").unwrap();
    assert!(
        page[first..].starts_with("id=\"cell-h1\""),
        "{}",
        &page[first..first + 20]
    );
    assert!(page.contains("id=\"cell-e4\" data-square=\"e4\" tabindex=\"0\""));
    // The text board, with Russian piece letters, and the announcements.
    assert!(page.contains("<bdi dir=\"ltr\">Крe1, Фd1, Лa1, Лh1, Сc1, Сf1, Кb1, Кg1, a2, b2, c2, d2, f2, g2, h2, e4</bdi>"));
    assert!(page.contains("data-last-move=\"alice: ход e4.\""), "{page}");
    assert!(page.contains("data-last-spoken=\"alice: ход Eva четыре.\""));
    assert!(page.contains("aria-live=\"polite\""));
    assert!(page.contains("data-picked=\"Поднята фигура: @@."));
}

#[actix_web::test]
async fn error_pages_speak_the_visitors_language() {
    let app = TestApp::on(crate::support::fresh_sqlite("i18n-errors"))
        .service()
        .await;
    let mut german = browser(Some("de-AT, en;q=0.5"));
    let missing = german.get(&app, "/no/such/page").await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    assert!(missing.body.contains("<html lang=\"de\""));
    assert!(
        missing.body.contains("<h1>Seite nicht gefunden</h1>"),
        "{}",
        missing.body
    );
    assert!(missing.body.contains("id=\"language-switcher\""));

    let mut french = browser(Some("fr"));
    french.get(&app, "/login").await;
    let forged = french
        .post_raw(
            &app,
            "/login",
            &[("csrf", "wrong"), ("username", "x"), ("password", "y")],
        )
        .await;
    assert_eq!(forged.status, StatusCode::FORBIDDEN);
    assert!(
        forged.body.contains("<h1>Ce formulaire a expiré</h1>"),
        "{}",
        forged.body
    );

    let mut yiddish = browser(Some("yi"));
    let refused = yiddish
        .submit(&app, "/", "/language", &[("lang", "xx")])
        .await;
    assert_eq!(refused.status, StatusCode::BAD_REQUEST);
    assert!(refused.body.contains("<html lang=\"yi\" dir=\"rtl\">"));
    let detail = refused.body.split("role=\"alert\"").nth(1).unwrap();
    assert!(detail.starts_with(" lang=\"en\">"), "{detail}");
    assert!(
        detail.contains("is not a language of this site"),
        "{detail}"
    );
}

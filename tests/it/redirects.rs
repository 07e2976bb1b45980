//! Where `next` may send a browser: only to a path on this site. Every door that takes `next`
//! (`GET /login` for a visitor and for someone signed in, `POST /login`, `POST /language`) is
//! tried with a table of hostile values; each goes to the dashboard, none gives a 500.

use actix_web::http::StatusCode;

use crate::support::TestApp;
use crate::support::pages::{Browser, PASSWORD, csrf_of};

/// Values of `next` as the server receives them (after the form or query is decoded).
const EVIL: &[&str] = &[
    "/\t/evil.com",
    "/%09/evil.com",
    "//evil.com",
    "///evil.com",
    "/\\evil.com",
    "/%5Cevil.com",
    "\\\\evil.com",
    "/%2F%2Fevil.com",
    "/%2f/evil.com",
    "https://evil.com",
    "http:evil.com",
    "javascript:alert(1)",
    "evil.com",
    "",
    " /evil.com",
    "/ /evil.com",
    "/\r\nSet-Cookie: stolen=1",
    "/%0d%0aSet-Cookie:%20stolen=1",
    "/\n/evil.com",
    "/\u{0}evil",
    "/%00evil",
    "/\u{a0}/evil.com",
    "/%C2%A0/evil.com",
    "/\u{3000}/evil.com",
    "/\u{7f}/evil.com",
    "/%7F/evil.com",
];

/// Paths on this site, kept as they are.
const GOOD: &[&str] = &[
    "/games/12",
    "/events?page=2",
    "/players/alice",
    "/challenges/new?opponent=bob",
];

fn query(next: &str) -> String {
    serde_urlencoded::to_string([("next", next)]).unwrap()
}

/// The hidden `next` field of the sign-in form.
fn hidden_next(html: &str) -> String {
    let form = &html[html.find("action=\"/login\"").expect("the sign-in form")..];
    let marker = "name=\"next\" value=\"";
    let start = form.find(marker).expect("a next field") + marker.len();
    form[start..].split('"').next().unwrap().to_owned()
}

#[actix_web::test]
async fn next_only_ever_leads_to_a_path_on_this_site() {
    let app = TestApp::on(crate::support::fresh_sqlite("redirects"))
        .service()
        .await;
    let mut member = Browser::default();
    member.register(&app, "mona").await;
    let mut visitor = Browser::default();
    for (next, expected) in EVIL
        .iter()
        .map(|n| (*n, "/"))
        .chain(GOOD.iter().map(|g| (*g, *g)))
    {
        let shown = format!("{next:?}");
        let form = visitor.get(&app, &format!("/login?{}", query(next))).await;
        assert_eq!(form.status, StatusCode::OK, "GET /login {shown}");
        let field = hidden_next(&form.body)
            .replace("&#38;", "&")
            .replace("&amp;", "&");
        assert_eq!(field, expected, "GET /login {shown}: the form's next");

        let signed_in = member.get(&app, &format!("/login?{}", query(next))).await;
        assert_eq!(
            signed_in.status,
            StatusCode::SEE_OTHER,
            "GET /login {shown}"
        );
        assert_eq!(
            signed_in.location.as_deref(),
            Some(expected),
            "GET /login signed in, {shown}"
        );

        let mut fresh = Browser::default();
        let page = fresh.get(&app, "/login").await;
        let csrf = csrf_of(&page.body);
        let login = fresh
            .post_raw(
                &app,
                "/login",
                &[
                    ("csrf", &csrf),
                    ("username", "mona"),
                    ("password", PASSWORD),
                    ("next", next),
                ],
            )
            .await;
        assert_eq!(login.status, StatusCode::SEE_OTHER, "POST /login {shown}");
        assert_eq!(
            login.location.as_deref(),
            Some(expected),
            "POST /login {shown}"
        );

        for browser in [&mut visitor, &mut member] {
            let page = browser.get(&app, "/").await;
            let csrf = csrf_of(&page.body);
            let switched = browser
                .post_raw(
                    &app,
                    "/language",
                    &[("csrf", &csrf), ("lang", "en"), ("next", next)],
                )
                .await;
            assert_eq!(
                switched.status,
                StatusCode::SEE_OTHER,
                "POST /language {shown}"
            );
            assert_eq!(
                switched.location.as_deref(),
                Some(expected),
                "POST /language {shown}"
            );
        }
    }
}

//! The pages from the real binary, where the process matters: the session secret is made on
//! first start with mode 0600 and kept, so a session survives a restart; the cookie carries
//! HttpOnly and SameSite=Lax; static files are served from the binary.

use crate::server::serve_in;
use crate::support::pages::{PASSWORD, csrf_of};
use crate::support::{free_port, temp_dir};

fn secret_is_private(data: &std::path::Path) {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(data.join("secret.key"))
            .unwrap()
            .permissions()
            .mode();
        assert_eq!(mode & 0o777, 0o600, "the session secret is private");
    }
}

async fn static_files_are_served(http: &reqwest::Client, base: &str) {
    let css = http
        .get(format!("{base}/static/style.css"))
        .send()
        .await
        .unwrap();
    assert_eq!(css.headers()["content-type"], "text/css; charset=utf-8");
    let missing = http
        .get(format!("{base}/static/nope.css"))
        .send()
        .await
        .unwrap();
    assert_eq!(missing.status(), 404);
}

#[tokio::test]
async fn sessions_survive_a_restart_and_cookies_are_locked_down() {
    let data = temp_dir("pages-server").join("data");
    let port = free_port();
    let base = format!("http://127.0.0.1:{port}");
    let server = serve_in(&data, port);
    let http = reqwest::Client::builder()
        .cookie_store(true)
        .pool_max_idle_per_host(0)
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();

    let form = http.get(format!("{base}/register")).send().await.unwrap();
    let cookie = form.headers()["set-cookie"].to_str().unwrap().to_owned();
    assert!(cookie.starts_with("kingpost_session="), "{cookie}");
    assert!(
        cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax"),
        "{cookie}"
    );
    assert!(!cookie.contains("Secure"), "plain http: {cookie}");
    let csp = form.headers()["content-security-policy"]
        .to_str()
        .unwrap()
        .to_owned();
    assert!(csp.contains("script-src 'self'"), "{csp}");
    let token = csrf_of(&form.text().await.unwrap());
    let fields = [
        ("csrf", token.as_str()),
        ("username", "rita"),
        ("email", "rita@example.org"),
        ("password", PASSWORD),
    ];
    let reply = http
        .post(format!("{base}/register"))
        .form(&fields)
        .send()
        .await
        .unwrap();
    assert_eq!(reply.status(), 303);

    secret_is_private(&data);
    static_files_are_served(&http, &base).await;

    drop(server);
    let _again = serve_in(&data, port);
    let account = http.get(format!("{base}/account")).send().await.unwrap();
    assert_eq!(account.status(), 200, "still logged in after a restart");
    assert!(account.text().await.unwrap().contains("rita@example.org"));
}

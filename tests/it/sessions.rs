//! Sessions end on the server, on both databases: a cookie replayed after `POST /logout`, after a
//! password change or after "sign out everywhere" (the account page's button, or
//! `kingpost admin sign-out-everywhere`) counts as signed out and can do nothing; a password
//! change and "sign out everywhere" also revoke the account's API tokens.

use std::process::{Command, Stdio};

use actix_web::dev::{Service, ServiceResponse};
use actix_web::http::StatusCode;
use kingpost::db::{DatabaseUrl, Pool};
use kingpost::domain::account::UserId;
use kingpost::service::accounts;

use crate::support::api::call;
use crate::support::pages::{Browser, PASSWORD, Reply, csrf_of};
use crate::support::{TestApp, fresh_databases};

fn user_id(pool: &Pool, name: &str) -> UserId {
    UserId(
        accounts::check_password(&mut pool.get().unwrap(), name, PASSWORD)
            .unwrap()
            .id,
    )
}

fn token_count(pool: &Pool, user: UserId) -> usize {
    accounts::tokens(&mut pool.get().unwrap(), user)
        .unwrap()
        .len()
}

/// Makes an API token on the account page and returns it.
async fn page_token<S>(app: &S, browser: &mut Browser, label: &str) -> String
where
    S: Service<actix_http::Request, Response = ServiceResponse, Error = actix_web::Error>,
{
    let reply = browser
        .submit(app, "/account", "/account/tokens", &[("label", label)])
        .await;
    let marker = "id=\"new-token\">";
    let start = reply.body.find(marker).expect("a new token") + marker.len();
    reply.body[start..]
        .chars()
        .take_while(|c| *c != '<')
        .collect()
}

/// A replayed request was refused: no page of the account, no change made.
fn refused(reply: &Reply, what: &str) {
    let to_login = reply.status == StatusCode::SEE_OTHER
        && reply
            .location
            .as_deref()
            .is_some_and(|l| l.starts_with("/login"));
    assert!(
        to_login || reply.status == StatusCode::FORBIDDEN,
        "{what}: {} {:?}",
        reply.status,
        reply.location
    );
}

/// A browser whose stored session no longer signs anyone in.
async fn is_signed_out<S>(app: &S, browser: &Browser, what: &str)
where
    S: Service<actix_http::Request, Response = ServiceResponse, Error = actix_web::Error>,
{
    let mut replay = browser.clone();
    let page = replay.get(app, "/account").await;
    assert_eq!(page.status, StatusCode::SEE_OTHER, "{what}: {}", page.body);
    assert_eq!(
        page.location.as_deref(),
        Some("/login?next=%2Faccount"),
        "{what}"
    );
}

#[actix_web::test]
async fn a_cookie_replayed_after_logout_is_signed_out_and_can_do_nothing() {
    for url in fresh_databases("sessions-logout") {
        let state = TestApp::on(url.clone());
        let pool = state.pool.clone();
        let app = state.service().await;
        let mut ann = Browser::default();
        ann.register(&app, "ann").await;
        let account = ann.get(&app, "/account").await;
        assert_eq!(account.status, StatusCode::OK, "{url}");
        let csrf = csrf_of(&account.body);
        let stolen = ann.clone();
        let out = ann.submit(&app, "/account", "/logout", &[]).await;
        assert_eq!(out.location.as_deref(), Some("/"), "{url}");

        is_signed_out(&app, &stolen, "after logout").await;
        let mut thief = stolen.clone();
        let home = thief.get(&app, "/").await;
        assert!(
            home.body.contains("Correspondence chess, your way"),
            "{url}: the start page for visitors"
        );
        let attempts: [(&str, Vec<(&str, &str)>); 4] = [
            ("/account/tokens", vec![("label", "stolen")]),
            ("/settings", vec![("language", "de"), ("notation", "san")]),
            (
                "/account/password",
                vec![("current", PASSWORD), ("new", "taken over now")],
            ),
            ("/challenges", vec![("time_control", "10/50")]),
        ];
        for (path, fields) in attempts {
            let mut thief = stolen.clone();
            let mut all = vec![("csrf", csrf.as_str())];
            all.extend(fields);
            let reply = thief.post_raw(&app, path, &all).await;
            refused(&reply, &format!("{url}: {path}"));
        }
        let ann_id = user_id(&pool, "ann");
        assert_eq!(token_count(&pool, ann_id), 0, "{url}: no token was made");
        let row = accounts::find_user(&mut pool.get().unwrap(), ann_id)
            .unwrap()
            .unwrap();
        assert_eq!(row.language, "en", "{url}: settings unchanged");

        let back = ann.login(&app, "ann", PASSWORD).await;
        assert_eq!(back.location.as_deref(), Some("/"), "{url}");
        assert_eq!(ann.get(&app, "/account").await.status, StatusCode::OK);
        is_signed_out(&app, &stolen, "after signing in again").await;
    }
}

#[actix_web::test]
async fn a_password_change_ends_other_sessions_and_revokes_api_tokens() {
    for url in fresh_databases("sessions-password") {
        let state = TestApp::on(url.clone());
        let pool = state.pool.clone();
        let app = state.service().await;
        let mut laptop = Browser::default();
        laptop.register(&app, "bea").await;
        let mut phone = Browser::default();
        phone.login(&app, "bea", PASSWORD).await;
        assert_eq!(phone.get(&app, "/account").await.status, StatusCode::OK);
        let token = page_token(&app, &mut laptop, "bot").await;
        let (status, _) = call(&app, "/api/v1/games", Some(&token), None).await;
        assert_eq!(status, StatusCode::OK, "{url}");

        let changed = laptop
            .submit(
                &app,
                "/account",
                "/account/password",
                &[("current", PASSWORD), ("new", "another secret")],
            )
            .await;
        assert_eq!(changed.location.as_deref(), Some("/account"), "{url}");
        let page = laptop.get(&app, "/account").await;
        assert!(
            page.body
                .contains("Other devices have been logged out and your API tokens revoked."),
            "{url}: {}",
            page.body
        );
        is_signed_out(&app, &phone, "the other device").await;
        let (status, body) = call(&app, "/api/v1/games", Some(&token), None).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "{url}: {body}");
        let bea = accounts::find_user(&mut pool.get().unwrap(), UserId(1))
            .unwrap()
            .unwrap();
        assert_eq!(bea.username, "bea");
        assert_eq!(token_count(&pool, UserId(bea.id)), 0, "{url}");
    }
}

#[actix_web::test]
async fn sign_out_everywhere_on_the_account_page_ends_every_session_and_token() {
    for url in fresh_databases("sessions-everywhere") {
        let state = TestApp::on(url.clone());
        let pool = state.pool.clone();
        let app = state.service().await;
        let mut laptop = Browser::default();
        laptop.register(&app, "cleo").await;
        let mut phone = Browser::default();
        phone.login(&app, "cleo", PASSWORD).await;
        let token = page_token(&app, &mut laptop, "bot").await;
        let account = laptop.get(&app, "/account").await;
        assert!(
            account
                .body
                .contains("action=\"/account/sign-out-everywhere\""),
            "{url}: the button is on the account page"
        );
        let csrf = csrf_of(&account.body);
        let stolen = laptop.clone();

        let done = laptop
            .post_raw(&app, "/account/sign-out-everywhere", &[("csrf", &csrf)])
            .await;
        assert_eq!(done.status, StatusCode::SEE_OTHER, "{url}: {}", done.body);
        assert_eq!(done.location.as_deref(), Some("/login"), "{url}");
        let login = laptop.get(&app, "/login").await;
        assert!(
            login
                .body
                .contains("You are signed out on every device and your API tokens are revoked."),
            "{url}: {}",
            login.body
        );
        is_signed_out(&app, &laptop, "this browser").await;
        is_signed_out(&app, &phone, "the other device").await;
        is_signed_out(&app, &stolen, "a copy of the cookie").await;
        let (status, _) = call(&app, "/api/v1/games", Some(&token), None).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "{url}");
        assert_eq!(token_count(&pool, user_id(&pool, "cleo")), 0, "{url}");
        laptop.login(&app, "cleo", PASSWORD).await;
        assert_eq!(laptop.get(&app, "/account").await.status, StatusCode::OK);
    }
}

struct Run {
    code: i32,
    stdout: String,
    stderr: String,
}

fn kingpost(args: &[&str]) -> Run {
    let output = Command::new(env!("CARGO_BIN_EXE_kingpost"))
        .args(args)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    Run {
        code: output.status.code().unwrap(),
        stdout: String::from_utf8(output.stdout).unwrap(),
        stderr: String::from_utf8(output.stderr).unwrap(),
    }
}

fn database_arg(url: &DatabaseUrl) -> String {
    match url {
        DatabaseUrl::Postgres(raw) => raw.clone(),
        DatabaseUrl::Sqlite(_) => url.to_string(),
    }
}

#[actix_web::test]
async fn an_admin_signs_a_user_out_everywhere_from_the_command_line() {
    for url in fresh_databases("sessions-cli") {
        let state = TestApp::on(url.clone());
        let pool = state.pool.clone();
        let app = state.service().await;
        let mut dora = Browser::default();
        dora.register(&app, "dora").await;
        let token = page_token(&app, &mut dora, "bot").await;
        let mut other = Browser::default();
        other.register(&app, "eric").await;
        let database = database_arg(&url);

        let run = kingpost(&[
            "admin",
            "sign-out-everywhere",
            "DORA",
            "--database-url",
            &database,
        ]);
        assert_eq!(run.code, 0, "{url}: {}", run.stderr);
        assert_eq!(
            run.stdout, "dora is signed out everywhere; 1 API token revoked\n",
            "{url}"
        );
        is_signed_out(&app, &dora, "the user's browser").await;
        let (status, _) = call(&app, "/api/v1/games", Some(&token), None).await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "{url}");
        assert_eq!(token_count(&pool, user_id(&pool, "dora")), 0);
        assert_eq!(
            other.get(&app, "/account").await.status,
            StatusCode::OK,
            "{url}: other users stay signed in"
        );

        let run = kingpost(&[
            "admin",
            "sign-out-everywhere",
            "nobody",
            "--database-url",
            &database,
        ]);
        assert_eq!(run.code, 1, "{url}: {}", run.stderr);
        assert_eq!(run.stdout, "there is no user called 'nobody'\n");
    }
}

//! Driving the pages in-process like a browser: a session cookie kept between requests, forms
//! posted with the page's CSRF token, redirects reported rather than followed, and emailed links
//! read back from the `.eml` files the file transport writes into the outbox folder (in-process
//! tests run the worker first with `support::mail::deliver`).

use std::path::{Path, PathBuf};

use actix_web::cookie::Cookie;
use actix_web::dev::{Service, ServiceResponse};
use actix_web::http::{StatusCode, header};
use actix_web::test;

/// What a request returned.
#[derive(Debug, Clone)]
pub struct Reply {
    /// Status.
    pub status: StatusCode,
    /// The `Location` header of a redirect.
    pub location: Option<String>,
    /// The body as text.
    pub body: String,
}

/// One person's browser: the session cookie, if any, the known-device cookie, the languages it
/// asks for, and where it connects from.
#[derive(Debug, Clone, Default)]
pub struct Browser {
    /// The session cookie's value.
    pub cookie: Option<String>,
    /// The `Accept-Language` header it sends, if any.
    pub accept_language: Option<String>,
    /// The known-device cookie's value, kept across sign-outs like a real browser keeps it.
    pub device: Option<String>,
    /// The TCP peer address the server sees [default: 192.0.2.7:40000].
    pub peer: Option<std::net::SocketAddr>,
    /// An `X-Forwarded-For` header it sends (as a reverse proxy would add it).
    pub forwarded_for: Option<String>,
}

/// The session cookie name.
pub const COOKIE: &str = kingpost::web::session::COOKIE_NAME;
/// The known-device cookie name.
pub const DEVICE_COOKIE: &str = "kingpost_device";

impl Browser {
    /// Sends a request built by `build`, remembering any new session cookie.
    async fn send<S>(&mut self, app: &S, mut req: test::TestRequest) -> Reply
    where
        S: Service<actix_http::Request, Response = ServiceResponse, Error = actix_web::Error>,
    {
        if let Some(value) = &self.cookie {
            req = req.cookie(Cookie::new(COOKIE, value.clone()));
        }
        if let Some(value) = &self.device {
            req = req.cookie(Cookie::new(DEVICE_COOKIE, value.clone()));
        }
        if let Some(languages) = &self.accept_language {
            req = req.insert_header((header::ACCEPT_LANGUAGE, languages.clone()));
        }
        if let Some(chain) = &self.forwarded_for {
            req = req.insert_header(("X-Forwarded-For", chain.clone()));
        }
        let peer = self
            .peer
            .unwrap_or_else(|| "192.0.2.7:40000".parse().unwrap());
        req = req.peer_addr(peer);
        let resp = test::call_service(app, req.to_request()).await;
        for cookie in resp.response().cookies() {
            if cookie.name() == COOKIE {
                self.cookie = Some(cookie.value().to_owned()).filter(|v| !v.is_empty());
            }
            if cookie.name() == DEVICE_COOKIE {
                self.device = Some(cookie.value().to_owned()).filter(|v| !v.is_empty());
            }
        }
        let status = resp.status();
        let location = resp
            .headers()
            .get(header::LOCATION)
            .map(|v| v.to_str().unwrap().to_owned());
        let body = String::from_utf8(test::read_body(resp).await.to_vec()).unwrap();
        Reply {
            status,
            location,
            body,
        }
    }

    /// `GET path`.
    pub async fn get<S>(&mut self, app: &S, path: &str) -> Reply
    where
        S: Service<actix_http::Request, Response = ServiceResponse, Error = actix_web::Error>,
    {
        self.send(app, test::TestRequest::get().uri(path)).await
    }

    /// `POST path` with exactly these fields.
    pub async fn post_raw<S>(&mut self, app: &S, path: &str, fields: &[(&str, &str)]) -> Reply
    where
        S: Service<actix_http::Request, Response = ServiceResponse, Error = actix_web::Error>,
    {
        let body = serde_urlencoded::to_string(fields).unwrap();
        let req = test::TestRequest::post()
            .uri(path)
            .insert_header((header::CONTENT_TYPE, "application/x-www-form-urlencoded"))
            .set_payload(body);
        self.send(app, req).await
    }

    /// Opens `form_page`, then posts `fields` plus its CSRF token to `action`.
    pub async fn submit<S>(
        &mut self,
        app: &S,
        form_page: &str,
        action: &str,
        fields: &[(&str, &str)],
    ) -> Reply
    where
        S: Service<actix_http::Request, Response = ServiceResponse, Error = actix_web::Error>,
    {
        let page = self.get(app, form_page).await;
        let token = csrf_of(&page.body);
        let mut all: Vec<(&str, &str)> = vec![("csrf", token.as_str())];
        all.extend_from_slice(fields);
        self.post_raw(app, action, &all).await
    }

    /// Signs up through the form.
    pub async fn register<S>(&mut self, app: &S, name: &str) -> Reply
    where
        S: Service<actix_http::Request, Response = ServiceResponse, Error = actix_web::Error>,
    {
        let email = format!("{name}@example.org");
        let fields = [
            ("username", name),
            ("email", email.as_str()),
            ("password", PASSWORD),
        ];
        self.submit(app, "/register", "/register", &fields).await
    }

    /// Logs in through the form.
    pub async fn login<S>(&mut self, app: &S, name: &str, password: &str) -> Reply
    where
        S: Service<actix_http::Request, Response = ServiceResponse, Error = actix_web::Error>,
    {
        let fields = [("username", name), ("password", password)];
        self.submit(app, "/login", "/login", &fields).await
    }
}

impl Browser {
    /// Accepts the first challenge with an accept button on `list` (the challenges page);
    /// returns the path of the game that opens.
    pub async fn accept_first_challenge<S>(&mut self, app: &S, list: &str) -> String
    where
        S: Service<actix_http::Request, Response = ServiceResponse, Error = actix_web::Error>,
    {
        let after = list
            .split("action=\"/challenges/")
            .find(|part| {
                part.split('"')
                    .next()
                    .is_some_and(|a| a.ends_with("/accept"))
            })
            .expect("an accept button");
        let id: String = after.chars().take_while(char::is_ascii_digit).collect();
        let action = format!("/challenges/{id}/accept");
        let reply = self.submit(app, "/challenges", &action, &[]).await;
        let game = reply.location.expect("accepting opens the game");
        assert!(game.starts_with("/games/"), "{game}");
        game
    }
}

/// The password the helpers sign up with.
pub const PASSWORD: &str = "correct horse battery";

/// The CSRF token in a page's first form.
pub fn csrf_of(html: &str) -> String {
    let marker = "name=\"csrf\" value=\"";
    let start = html.find(marker).expect("no CSRF field on the page") + marker.len();
    html[start..].split('"').next().unwrap().to_owned()
}

/// The `.eml` files in the outbox, oldest first.
pub fn outbox(data_dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(data_dir.join("outbox"))
        .map(|dir| dir.map(|e| e.unwrap().path()).collect())
        .unwrap_or_default();
    files.retain(|p| p.extension().is_some_and(|e| e == "eml"));
    files.sort();
    files
}

/// The path of the newest link to `base/<kind>/…` mailed to `to`, read from the decoded text
/// part, waiting up to 15 s for the message to be written (a served binary's worker writes it a
/// moment later).
pub fn mailed_link(data_dir: &Path, to: &str, kind: &str) -> String {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(15);
    let text = loop {
        let found = outbox(data_dir)
            .iter()
            .rev()
            .map(|p| super::mail::parse(&std::fs::read(p).unwrap()))
            .find(|m| {
                m.headers.contains(&format!("To: {to}\r\n"))
                    && m.text.contains(&format!("/{kind}/"))
            });
        match found {
            Some(message) => break message.text,
            None if std::time::Instant::now() < deadline => {
                std::thread::sleep(std::time::Duration::from_millis(100));
            }
            None => panic!("no {kind} mail to {to}"),
        }
    };
    let url = text
        .split_whitespace()
        .find(|word| word.starts_with("http") && word.contains(&format!("/{kind}/")))
        .unwrap();
    let path_start = url.find(&format!("/{kind}/")).unwrap();
    url[path_start..].to_owned()
}

//! Errors as pages: the status and the page of a [`PageError`]. The page adds a translated
//! heading by error code. It is first made in English (an error has no request), then made again
//! in the language of the request by the [`localize`] middleware. Forged forms (a missing or
//! wrong CSRF token) get 403 with an explanation, a form over the size limit 413, and pages that
//! need a signed-in user redirect to the sign-in page.

use actix_web::body::{BoxBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::StatusCode;
use actix_web::http::header;
use actix_web::middleware::Next;
use actix_web::{FromRequest, HttpResponse, ResponseError};
use askama::Template;

use super::context::Page;
use super::error::PageError;

/// `templates/pages/error.html`.
#[derive(Template)]
#[template(path = "pages/error.html")]
struct ErrorPage<'a> {
    page: Page,
    heading: String,
    message: &'a str,
    /// The message's language when it is not the page's (service details are in English).
    message_lang: Option<&'static str>,
}

impl ResponseError for PageError {
    fn status_code(&self) -> StatusCode {
        match self {
            PageError::Service(api) => api.status,
            PageError::Csrf => StatusCode::FORBIDDEN,
            PageError::BadForm(_) => StatusCode::BAD_REQUEST,
            PageError::TooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            PageError::LoginRequired(_) => StatusCode::SEE_OTHER,
            PageError::NotFound => StatusCode::NOT_FOUND,
        }
    }

    fn error_response(&self) -> HttpResponse {
        let text = match self {
            PageError::LoginRequired(next) => return super::redirect(&super::login_link(next)),
            PageError::Service(api) if api.code == "storage_unavailable" => ErrorText::keys(
                "error-storage-unavailable",
                "error-storage-unavailable-detail",
            ),
            PageError::Service(api) => ErrorText {
                heading_key: format!("error-{}", api.code.replace('_', "-")),
                message: Message::Detail(api.message.clone()),
            },
            PageError::Csrf => ErrorText::keys("error-csrf-heading", "error-csrf"),
            PageError::BadForm(detail) => ErrorText {
                heading_key: "error-form-heading".into(),
                message: Message::Detail(detail.clone()),
            },
            PageError::TooLarge => ErrorText::keys("error-too-large-heading", "error-too-large"),
            PageError::NotFound => ErrorText::keys("error-not-found", "error-not-found-detail"),
        };
        let mut response = render_error(Page::anonymous(), self.status_code(), &text);
        response.extensions_mut().insert(text);
        response
    }
}

/// What an error page says, in message keys where possible. It rides on the response, so
/// [`localize`] can say it again in the language of the person who asked.
#[derive(Debug, Clone)]
struct ErrorText {
    /// The heading's key (`error-heading` when the catalogue has no such key).
    heading_key: String,
    /// The explanation.
    message: Message,
}

/// An error page's explanation.
#[derive(Debug, Clone)]
enum Message {
    /// A message of the catalogue.
    Key(&'static str),
    /// A detail from the service, in English (the rules core and services explain in English).
    Detail(String),
}

impl ErrorText {
    fn keys(heading: &str, message: &'static str) -> ErrorText {
        ErrorText {
            heading_key: heading.to_owned(),
            message: Message::Key(message),
        }
    }
}

/// The error page for `text` in `page`'s language.
fn render_error(page: Page, status: StatusCode, text: &ErrorText) -> HttpResponse {
    let heading = Some(page.t(&text.heading_key))
        .filter(|h| *h != text.heading_key)
        .unwrap_or_else(|| page.t("error-heading"));
    let (message, message_lang) = match &text.message {
        Message::Key(key) => (page.t(key), None),
        Message::Detail(detail) => (detail.clone(), Some("en")),
    };
    let template = ErrorPage {
        page,
        heading,
        message: &message,
        message_lang,
    };
    match template.render() {
        Ok(html) => super::html_response(status, html),
        Err(_) => HttpResponse::build(status)
            .insert_header((header::CONTENT_TYPE, "text/plain; charset=utf-8"))
            .body(message),
    }
}

/// Middleware: an error page made without the request (in English, by
/// [`ResponseError::error_response`]) is made again for the request, in its language and with
/// its language switcher.
pub async fn localize(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    let res = next.call(req).await?;
    let Some(text) = res.response().extensions().get::<ErrorText>().cloned() else {
        return Ok(res.map_into_boxed_body());
    };
    let status = res.status();
    let (req, _) = res.into_parts();
    let page = Page::extract(&req)
        .await
        .unwrap_or_else(|_| Page::anonymous());
    let response = render_error(page, status, &text);
    Ok(ServiceResponse::new(req, response))
}

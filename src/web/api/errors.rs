//! The JSON error contract for what never reaches a handler: a body that is not the JSON
//! expected (400 `invalid_json`, 413 `payload_too_large`, 415 `unsupported_media_type`), an id
//! in the address that is not one (404 `not_found`), a query string that does not parse (400
//! `invalid_query`), a wrong method on a known path (405 `method_not_allowed` with `Allow`), and
//! a middleware that turns any other error answer under `/api/v1` into
//! `{"error": {"code", "message"}}` as well.

use actix_web::body::{BoxBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::{StatusCode, header};
use actix_web::middleware::Next;
use actix_web::{HttpRequest, HttpResponse, ResponseError, web};

use super::MAX_JSON_BYTES;
use crate::web::error::{ApiError, json_error};

/// JSON bodies: at most [`MAX_JSON_BYTES`], errors in the contract.
pub fn json_config() -> web::JsonConfig {
    web::JsonConfig::default()
        .limit(MAX_JSON_BYTES)
        .error_handler(|err, _req| json_error(err).into())
}

/// Path parameters: an id that is not a number in range names nothing, so 404 `not_found`.
pub fn path_config() -> web::PathConfig {
    web::PathConfig::default().error_handler(|_err, req| {
        ApiError::new(
            StatusCode::NOT_FOUND,
            "not_found",
            format!(
                "there is nothing at {}: ids in the address are whole numbers from 1 to {}",
                req.path(),
                i32::MAX
            ),
        )
        .into()
    })
}

/// Query strings: 400 `invalid_query` saying which parameter is wrong.
pub fn query_config() -> web::QueryConfig {
    web::QueryConfig::default().error_handler(|err, _req| {
        ApiError::new(
            StatusCode::BAD_REQUEST,
            "invalid_query",
            format!("the query string is not right: {err}"),
        )
        .into()
    })
}

/// 405 `method_not_allowed` for `req` on a path that answers only `allow`.
pub fn method_not_allowed(req: &HttpRequest, allow: &str) -> HttpResponse {
    let mut response = ApiError::new(
        StatusCode::METHOD_NOT_ALLOWED,
        "method_not_allowed",
        format!(
            "{} does not answer {}; it answers {allow}",
            req.path(),
            req.method()
        ),
    )
    .error_response();
    if let Ok(value) = header::HeaderValue::from_str(allow) {
        response.headers_mut().insert(header::ALLOW, value);
    }
    response
}

/// The stable code for an error status that no handler chose a code for.
fn code_for(status: StatusCode) -> &'static str {
    match status {
        StatusCode::NOT_FOUND => "not_found",
        StatusCode::METHOD_NOT_ALLOWED => "method_not_allowed",
        StatusCode::PAYLOAD_TOO_LARGE => "payload_too_large",
        StatusCode::UNSUPPORTED_MEDIA_TYPE => "unsupported_media_type",
        StatusCode::TOO_MANY_REQUESTS => "too_many_requests",
        StatusCode::UNAUTHORIZED => "unauthorized",
        s if s.is_server_error() => "internal_error",
        _ => "bad_request",
    }
}

/// Middleware: an error answer that is not JSON yet (actix's own, e.g. a body over the size
/// limit read as bytes) is replaced by the JSON contract with the same status.
pub async fn json_contract(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    let res = next.call(req).await?;
    let status = res.status();
    let is_json = res
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/json"));
    if !(status.is_client_error() || status.is_server_error()) || is_json {
        return Ok(res.map_into_boxed_body());
    }
    let message = match res.response().error() {
        Some(err) if !status.is_server_error() => format!("the request was refused: {err}"),
        _ => status
            .canonical_reason()
            .unwrap_or("the request failed")
            .to_owned(),
    };
    if status.is_server_error() {
        tracing::error!("internal error under /api/v1: {message}");
    }
    let (req, old) = res.into_parts();
    let mut response = ApiError::new(status, code_for(status), message).error_response();
    if let Some(allow) = old.headers().get(header::ALLOW) {
        response.headers_mut().insert(header::ALLOW, allow.clone());
    }
    Ok(ServiceResponse::new(req, response))
}

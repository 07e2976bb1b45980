//! Static files (style sheet, the board script, the Ethiopic font and its licence) compiled
//! into the binary from `static/` with rust-embed and served under `/static/`. Pages link them with the package version appended,
//! so browsers may cache them for a day and still see a new release at once.

use actix_web::http::header;
use actix_web::{HttpResponse, web};
use rust_embed::RustEmbed;

#[derive(RustEmbed)]
#[folder = "static/"]
struct Files;

/// The query string appended to asset links.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

fn content_type(path: &str) -> &'static str {
    match path.rsplit_once('.').map(|(_, ext)| ext) {
        Some("css") => "text/css; charset=utf-8",
        Some("js") => "text/javascript; charset=utf-8",
        Some("svg") => "image/svg+xml",
        Some("png") => "image/png",
        Some("ico") => "image/x-icon",
        Some("ttf") => "font/ttf",
        Some("txt") => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

/// `GET /static/{path}`.
pub async fn serve(path: web::Path<String>) -> HttpResponse {
    let path = path.into_inner();
    match Files::get(&path) {
        Some(file) => HttpResponse::Ok()
            .content_type(content_type(&path))
            .insert_header((header::CACHE_CONTROL, "public, max-age=86400"))
            .insert_header(("X-Content-Type-Options", "nosniff"))
            .body(file.data.into_owned()),
        None => HttpResponse::NotFound()
            .content_type("text/plain; charset=utf-8")
            .body("no such file"),
    }
}

//! File downloads, the same for the API and the pages: a game's PGN, an event's PGN or CSV.

use actix_web::HttpResponse;

/// A PGN file download (the same for the API and the pages).
pub fn pgn_download(id: i32, pgn: String) -> HttpResponse {
    HttpResponse::Ok()
        .content_type("application/x-chess-pgn; charset=utf-8")
        .insert_header((
            "Content-Disposition",
            format!("attachment; filename=\"kingpost-{id}.pgn\""),
        ))
        .body(pgn)
}

/// A download named `kingpost-event-ID.EXT` (for the pages and the API).
pub fn download(id: i32, ext: &str, mime: &str, body: String) -> HttpResponse {
    HttpResponse::Ok()
        .content_type(format!("{mime}; charset=utf-8"))
        .insert_header((
            "Content-Disposition",
            format!("attachment; filename=\"kingpost-event-{id}.{ext}\""),
        ))
        .body(body)
}

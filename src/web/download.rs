//! File downloads, the same for the API and the pages: a game's PGN, an event's PGN or CSV,
//! and a player's games as one PGN, streamed a page of games at a time ([`archive_pgn`]).

use std::pin::Pin;
use std::task::{Context, Poll};

use actix_web::HttpResponse;
use actix_web::body::{BodySize, MessageBody};
use actix_web::web::Bytes;

use serde::Deserialize;

use crate::service::archive::{self, Archive};
use crate::web::state::AppState;

/// Query of the PGN downloads: `notes=1` adds the caller's own note as a comment.
#[derive(Debug, Default, Deserialize)]
pub struct PgnQuery {
    #[serde(default)]
    notes: Option<String>,
}

impl PgnQuery {
    /// Whether the caller's note is asked for.
    pub fn with_notes(&self) -> bool {
        matches!(self.notes.as_deref(), Some("1" | "true" | "yes"))
    }
}

/// Games read from the database for each piece of a streamed download.
const GAMES_PER_PIECE: i64 = 100;

/// Pieces of a download waiting to be sent: a slow reader holds the reading back, so the server
/// keeps at most this many pieces of it in memory however many games there are.
const PIECES_AHEAD: usize = 2;

/// The archive's games as one PGN download named `name.pgn`, streamed: a blocking task reads a
/// page of games at a time (a connection from the pool per page), and sends its PGN down a
/// bounded channel; the response body is that channel. A failure part way ends the response
/// early (the client sees a cut download, not a complete-looking one).
pub fn archive_pgn(state: &AppState, archive: Archive, name: &str) -> HttpResponse {
    let (tx, rx) = tokio::sync::mpsc::channel::<Result<Bytes, std::io::Error>>(PIECES_AHEAD);
    let pool = state.pool.clone();
    let (site, clock) = (state.config.base_url.clone(), state.clock.clone());
    tokio::task::spawn_blocking(move || {
        let mut after = 0;
        loop {
            let piece = pool.get().map_err(|e| e.to_string()).and_then(|mut conn| {
                archive::pgn_after(
                    &mut conn,
                    &archive,
                    (after, GAMES_PER_PIECE),
                    &site,
                    clock.now(),
                )
                .map_err(|e| e.to_string())
            });
            let (text, last) = match piece {
                Ok(done) => done,
                Err(reason) => {
                    let _ = tx.blocking_send(Err(std::io::Error::other(reason)));
                    return;
                }
            };
            let Some(last) = last else { return };
            after = last;
            if !text.is_empty() && tx.blocking_send(Ok(Bytes::from(text))).is_err() {
                return;
            }
        }
    });
    let body = Pieces(rx);
    HttpResponse::Ok()
        .content_type("application/x-chess-pgn; charset=utf-8")
        .insert_header((
            "Content-Disposition",
            format!("attachment; filename=\"{name}.pgn\""),
        ))
        .body(body)
}

/// A response body made of the pieces a channel delivers, as they come.
struct Pieces(tokio::sync::mpsc::Receiver<Result<Bytes, std::io::Error>>);

impl MessageBody for Pieces {
    type Error = std::io::Error;

    fn size(&self) -> BodySize {
        BodySize::Stream
    }

    fn poll_next(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Bytes, std::io::Error>>> {
        self.0.poll_recv(cx)
    }
}

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

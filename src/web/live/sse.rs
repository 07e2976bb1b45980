//! The Server-Sent Events wire format (text/event-stream) and the response body that carries a
//! stream: first the reconnection delay (`retry:`), then the changes caught up from the log,
//! then each change as it comes (`id:` is the change's id in the log, so a browser that
//! reconnects sends it back as `Last-Event-ID` and misses nothing), and a comment every
//! [`HEARTBEAT`] so proxies keep the connection open.

use std::collections::VecDeque;
use std::convert::Infallible;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};
use std::time::Duration;

use actix_web::body::{BodySize, MessageBody};
use actix_web::web::Bytes;
use serde::Serialize;

use crate::service::game_changes::LoggedChange;

use super::Subscription;

/// How long a browser waits before reconnecting, in milliseconds.
pub const RETRY_MS: u64 = 2000;

/// How often a quiet stream sends a comment.
pub const HEARTBEAT: Duration = Duration::from_secs(20);

/// What one event says: which game changed, how, and how many half-moves it has now. The page
/// then fetches what it needs.
#[derive(Debug, Serialize)]
struct EventData<'a> {
    game: i32,
    kind: &'a str,
    ply: i32,
}

/// The opening of every stream: the reconnection delay, and a comment so the headers and the
/// first bytes leave at once.
pub fn opening() -> String {
    format!("retry: {RETRY_MS}\n: live\n\n")
}

/// One change as an event named `change`.
pub fn event(change: &LoggedChange) -> String {
    let data = EventData {
        game: change.game_id,
        kind: &change.kind,
        ply: change.ply,
    };
    let json = serde_json::to_string(&data).unwrap_or_else(|_| "{}".to_owned());
    format!("id: {}\nevent: change\ndata: {json}\n\n", change.id)
}

/// The comment that keeps a quiet stream open.
pub const PING: &str = ": ping\n\n";

/// Where a stream resumes: the `Last-Event-ID` a reconnecting browser sends, else the `after`
/// the page was rendered with; `None` when neither is a change id.
pub fn resume_from(last_event_id: Option<&str>, after: Option<&str>) -> Option<i64> {
    let parse = |v: &str| v.trim().parse::<i64>().ok().filter(|id| *id >= 0);
    last_event_id
        .and_then(parse)
        .or_else(|| after.and_then(parse))
}

/// Whether a stream carries that a message was written: only to those who may read the
/// game's thread (the event itself never holds the text).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Messages {
    /// The reader may read the thread: message changes are sent.
    Shown,
    /// They may not: message changes are left out.
    Hidden,
}

impl Messages {
    /// Whether `change` goes out on such a stream.
    pub fn shows(self, change: &LoggedChange) -> bool {
        self == Messages::Shown || change.kind != crate::service::game_changes::MESSAGE
    }
}

/// The body of one open stream.
pub struct EventStream {
    pending: VecDeque<Bytes>,
    subscription: Subscription,
    messages: Messages,
    /// The changes sent from the log before the stream went live (skipped if heard again).
    caught_up: Vec<i64>,
    heartbeat: tokio::time::Interval,
}

impl EventStream {
    /// A stream that first sends `caught_up` (changes since the point it resumes from), then
    /// what `subscription` hears; message changes only when `messages` shows them. Must be made
    /// inside the async runtime (it has a timer).
    pub fn new(
        caught_up: Vec<LoggedChange>,
        subscription: Subscription,
        messages: Messages,
    ) -> EventStream {
        let mut pending = VecDeque::with_capacity(caught_up.len() + 1);
        pending.push_back(Bytes::from(opening()));
        for change in caught_up.iter().filter(|c| messages.shows(c)) {
            pending.push_back(Bytes::from(event(change)));
        }
        let caught_up = caught_up.iter().map(|c| c.id).collect();
        let start = tokio::time::Instant::now() + HEARTBEAT;
        EventStream {
            pending,
            subscription,
            messages,
            caught_up,
            heartbeat: tokio::time::interval_at(start, HEARTBEAT),
        }
    }

    fn next_change(&mut self, cx: &mut Context<'_>) -> Poll<Option<Arc<LoggedChange>>> {
        loop {
            match self.subscription.changes.poll_recv(cx) {
                Poll::Ready(Some(change))
                    if self.caught_up.contains(&change.id) || !self.messages.shows(&change) => {}
                other => return other,
            }
        }
    }
}

impl MessageBody for EventStream {
    type Error = Infallible;

    fn size(&self) -> BodySize {
        BodySize::Stream
    }

    fn poll_next(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Bytes, Infallible>>> {
        let this = self.get_mut();
        if let Some(bytes) = this.pending.pop_front() {
            return Poll::Ready(Some(Ok(bytes)));
        }
        match this.next_change(cx) {
            Poll::Ready(Some(change)) => {
                return Poll::Ready(Some(Ok(Bytes::from(event(&change)))));
            }
            // Dropped as too slow: the browser reconnects and catches up from the log.
            Poll::Ready(None) => return Poll::Ready(None),
            Poll::Pending => {}
        }
        match this.heartbeat.poll_tick(cx) {
            Poll::Ready(_) => Poll::Ready(Some(Ok(Bytes::from_static(PING.as_bytes())))),
            Poll::Pending => Poll::Pending,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn change(id: i64) -> LoggedChange {
        LoggedChange {
            id,
            game_id: 7,
            white_id: 1,
            black_id: 2,
            kind: "moved".into(),
            ply: 3,
            at: chrono::NaiveDateTime::default(),
        }
    }

    #[test]
    fn an_event_has_its_id_name_and_data() {
        assert_eq!(
            event(&change(42)),
            "id: 42\nevent: change\ndata: {\"game\":7,\"kind\":\"moved\",\"ply\":3}\n\n"
        );
        assert!(opening().starts_with("retry: 2000\n"));
    }

    #[test]
    fn a_stream_resumes_from_the_last_event_id_else_the_page() {
        assert_eq!(resume_from(Some("12"), Some("5")), Some(12));
        assert_eq!(resume_from(None, Some("5")), Some(5));
        assert_eq!(resume_from(Some("x"), Some("5")), Some(5));
        assert_eq!(resume_from(Some("-1"), None), None);
        assert_eq!(resume_from(None, None), None);
    }
}

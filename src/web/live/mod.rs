//! Live updates for open pages: the game page and the dashboard hear about a change of a game
//! within a second, through Server-Sent Events (the streams themselves are routes of the pages,
//! [`crate::web::pages::live_streams`]).
//!
//! Every change a use case makes is one row of the change log (`game_changes`, written by the
//! [`crate::service::game_changes::ChangeLog`] subscriber in the change's own transaction). One
//! background thread per process, the tailer ([`tailer`]), reads the rows after the last one it
//! saw, every 250 ms and at once when woken (by the process's wake-up hub, [`crate::wake`], on
//! every commit of this process that changed a game and, on PostgreSQL, on every `NOTIFY` of
//! another process's), and hands each row to the streams that watch its game or one of its
//! players ([`Registry`]). A rolled-back change is never announced, and a move made by another
//! process (`mail ingest` run by the mail server, a separate `worker`) is seen like any other.
//!
//! A stream holds a small bounded channel; one that falls behind is dropped, and the browser's
//! `EventSource` reconnects with `Last-Event-ID` and catches up from the log.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex, PoisonError};

use tokio::sync::mpsc;

use crate::db::Pool;
use crate::service::game_changes::LoggedChange;

pub mod sse;
mod tailer;

/// How many changes a stream may have waiting before it is dropped as too slow.
const STREAM_BACKLOG: usize = 16;

/// What a stream watches.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Watch {
    /// Every change of one game.
    Game(i32),
    /// Every change of any game a player plays.
    Player(i32),
}

impl Watch {
    /// Whether `change` concerns what is watched.
    pub fn covers(self, change: &LoggedChange) -> bool {
        match self {
            Watch::Game(id) => change.game_id == id,
            Watch::Player(id) => change.white_id == id || change.black_id == id,
        }
    }
}

/// Where the tailer hands one stream its changes, with the stream's number.
type Outlet = (u64, mpsc::Sender<Arc<LoggedChange>>);

/// The open streams, by what they watch.
#[derive(Default)]
pub struct Registry {
    next: AtomicU64,
    streams: Mutex<HashMap<Watch, Vec<Outlet>>>,
}

impl Registry {
    /// Hands `change` to every stream that watches its game or one of its players; a stream
    /// whose backlog is full (or that is gone) is dropped.
    pub fn fan_out(&self, change: &Arc<LoggedChange>) {
        let keys = [
            Watch::Game(change.game_id),
            Watch::Player(change.white_id),
            Watch::Player(change.black_id),
        ];
        let mut streams = self.streams.lock().unwrap_or_else(PoisonError::into_inner);
        for key in keys {
            if let Some(list) = streams.get_mut(&key) {
                list.retain(|(_, tx)| tx.try_send(change.clone()).is_ok());
                if list.is_empty() {
                    streams.remove(&key);
                }
            }
        }
    }

    /// How many streams are open.
    pub fn len(&self) -> usize {
        let streams = self.streams.lock().unwrap_or_else(PoisonError::into_inner);
        streams.values().map(Vec::len).sum()
    }

    /// Whether no stream is open.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    fn add(&self, watch: Watch) -> (u64, mpsc::Receiver<Arc<LoggedChange>>) {
        let id = self.next.fetch_add(1, Ordering::Relaxed);
        let (tx, rx) = mpsc::channel(STREAM_BACKLOG);
        let mut streams = self.streams.lock().unwrap_or_else(PoisonError::into_inner);
        streams.entry(watch).or_default().push((id, tx));
        (id, rx)
    }

    fn remove(&self, watch: Watch, id: u64) {
        let mut streams = self.streams.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(list) = streams.get_mut(&watch) {
            list.retain(|(other, _)| *other != id);
            if list.is_empty() {
                streams.remove(&watch);
            }
        }
    }
}

/// One stream's place in the registry; leaving it (dropping) takes the stream out.
pub struct Subscription {
    registry: Arc<Registry>,
    watch: Watch,
    id: u64,
    /// The changes for this stream, in log order.
    pub changes: mpsc::Receiver<Arc<LoggedChange>>,
}

impl Drop for Subscription {
    fn drop(&mut self) {
        self.registry.remove(self.watch, self.id);
    }
}

/// The wake-up signal between the wake-up hub and the tailer.
#[derive(Default)]
pub(crate) struct Signal {
    woken: Mutex<bool>,
    ring: Condvar,
}

impl Signal {
    /// Makes the tailer look at the change log now rather than at its next tick (cheap; never
    /// blocks).
    fn wake(&self) {
        *self.woken.lock().unwrap_or_else(PoisonError::into_inner) = true;
        self.ring.notify_one();
    }
}

/// The process's live feed: the registry of open streams, the tailer (started by the first
/// stream) and its wake-up. Cheap to clone; one per application state.
#[derive(Clone)]
pub struct LiveFeed {
    pool: Pool,
    registry: Arc<Registry>,
    signal: Arc<Signal>,
    started: Arc<Mutex<bool>>,
}

impl LiveFeed {
    /// A feed reading the change log through `pool`; its tailer starts with the first stream.
    /// It is woken by every changed game the process hears of ([`crate::wake`]): a commit of
    /// this process (a request, a job, the mail door) and, on PostgreSQL, a `NOTIFY` from any
    /// other process on the database.
    pub fn new(pool: Pool) -> LiveFeed {
        let signal: Arc<Signal> = Arc::default();
        let heard = Arc::downgrade(&signal);
        crate::wake::hub().on_game_change(Arc::new(move |_game| {
            if let Some(signal) = heard.upgrade() {
                signal.wake();
            }
        }));
        LiveFeed {
            pool,
            registry: Arc::default(),
            signal,
            started: Arc::default(),
        }
    }

    /// The open streams.
    pub fn registry(&self) -> &Registry {
        &self.registry
    }

    /// Ends every open stream (their browsers reconnect, to this process or the next one): for
    /// a server that is stopping, whose graceful shutdown would otherwise wait for streams that
    /// never end by themselves.
    pub fn close_all(&self) {
        self.registry
            .streams
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clear();
    }

    /// A new stream watching `watch`. The tailer is started first if it is not running, from
    /// the newest change `latest` (read by the caller before it catches up from the log, so no
    /// change falls between the catch-up and the tailer).
    pub fn subscribe(&self, watch: Watch, latest: i64) -> Subscription {
        let (id, changes) = self.registry.add(watch);
        let mut started = self.started.lock().unwrap_or_else(PoisonError::into_inner);
        if !*started {
            *started = tailer::start(
                self.pool.clone(),
                Arc::downgrade(&self.registry),
                self.signal.clone(),
                latest,
            );
        }
        Subscription {
            registry: self.registry.clone(),
            watch,
            id,
            changes,
        }
    }
}

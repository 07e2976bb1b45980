//! The built-in SMTP listener: players' replies arrive here when the instance receives mail
//! directly (`--smtp 0.0.0.0:25`) or behind a relay (`--smtp 127.0.0.1:2525`).
//!
//! It runs on plain threads of its own, apart from the web server's async runtime: one accept
//! thread, and one thread per connection (at most [`ListenerConfig::max_connections`]; more are
//! told 421 to come back later). Each conversation ([`session`]) ends a message's data with the
//! message stored raw in the inbox ([`crate::service::inbox::receive`]) before it answers 250;
//! when storing fails the answer is 452 (storage full) or 451, so the sending server keeps the
//! message and retries; nothing is answered 250 before its commit succeeded. A
//! message that is not an email at all is refused with 554, one over `mail_max_bytes` with 552.
//! Nothing is processed here: reading the command is a later step on the stored copy.

pub mod session;

use std::io::{self, BufReader};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::thread::JoinHandle;
use std::time::Duration;

use session::{Limits, Reply, Store, Transaction};

use super::inbound;
use crate::db::inbox::{Source, Stored};
use crate::db::{Pool, StorageFailure};
use crate::service::inbox::{Incoming, receive};

/// A silent client is dropped after this long.
const IDLE_TIMEOUT: Duration = Duration::from_secs(300);

/// How the listener is set up.
#[derive(Debug, Clone)]
pub struct ListenerConfig {
    /// The address to listen on (port 0 picks a free port; see [`Listener::local_addr`]).
    pub addr: SocketAddr,
    /// The host name it greets with.
    pub name: String,
    /// The largest message accepted, in bytes.
    pub max_bytes: usize,
    /// The most connections served at once.
    pub max_connections: usize,
}

/// A running listener; dropping it stops accepting connections.
pub struct Listener {
    addr: SocketAddr,
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

impl Listener {
    /// Binds the address and starts accepting connections on a thread of its own; every
    /// message received is stored in the inbox of `pool`'s database.
    ///
    /// # Errors
    ///
    /// The address cannot be bound (in use, or a privileged port without the right to it).
    pub fn start(config: ListenerConfig, pool: Pool) -> io::Result<Listener> {
        let socket = TcpListener::bind(config.addr)?;
        let addr = socket.local_addr()?;
        let stop = Arc::new(AtomicBool::new(false));
        let store = Arc::new(InboxStore { pool });
        let accept = Accept {
            socket,
            stop: Arc::clone(&stop),
            limits: Limits {
                name: config.name,
                max_bytes: config.max_bytes,
            },
            active: Arc::new(AtomicUsize::new(0)),
            max_connections: config.max_connections.max(1),
            store,
        };
        let thread = std::thread::Builder::new()
            .name("smtp-accept".into())
            .spawn(move || accept.run())?;
        Ok(Listener {
            addr,
            stop,
            thread: Some(thread),
        })
    }

    /// The address it listens on.
    pub fn local_addr(&self) -> SocketAddr {
        self.addr
    }

    /// Stops accepting connections and waits for the accept thread (conversations under way
    /// finish on their own threads).
    pub fn shutdown(mut self) {
        self.stop_accepting();
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }

    fn stop_accepting(&self) {
        self.stop.store(true, Ordering::SeqCst);
        // Wake the blocking accept() so it sees the flag.
        let _ = TcpStream::connect_timeout(&self.addr, Duration::from_secs(1));
    }
}

impl Drop for Listener {
    fn drop(&mut self) {
        if self.thread.is_some() {
            self.stop_accepting();
        }
    }
}

/// The accept loop's state.
struct Accept {
    socket: TcpListener,
    stop: Arc<AtomicBool>,
    limits: Limits,
    active: Arc<AtomicUsize>,
    max_connections: usize,
    store: Arc<InboxStore>,
}

impl Accept {
    fn run(self) {
        for stream in self.socket.incoming() {
            if self.stop.load(Ordering::SeqCst) {
                return;
            }
            match stream {
                Ok(stream) => self.serve(stream),
                Err(e) => {
                    tracing::warn!("SMTP listener: accepting a connection failed: {e}");
                    std::thread::sleep(Duration::from_millis(50));
                }
            }
        }
    }

    /// Hands a connection to a thread of its own, or turns it away when too many are open.
    fn serve(&self, stream: TcpStream) {
        if self.active.fetch_add(1, Ordering::SeqCst) >= self.max_connections {
            self.active.fetch_sub(1, Ordering::SeqCst);
            let mut stream = stream;
            let _ = io::Write::write_all(&mut stream, b"421 4.3.2 Too busy, try again later\r\n");
            return;
        }
        let active = Arc::clone(&self.active);
        let limits = self.limits.clone();
        let store = Arc::clone(&self.store);
        let spawned = std::thread::Builder::new()
            .name("smtp-connection".into())
            .spawn(move || {
                if let Err(e) = converse(stream, &limits, store.as_ref()) {
                    tracing::debug!("SMTP conversation ended: {e}");
                }
                active.fetch_sub(1, Ordering::SeqCst);
            });
        if let Err(e) = spawned {
            self.active.fetch_sub(1, Ordering::SeqCst);
            tracing::warn!("SMTP listener: cannot start a connection thread: {e}");
        }
    }
}

fn converse(stream: TcpStream, limits: &Limits, store: &dyn Store) -> io::Result<()> {
    stream.set_read_timeout(Some(IDLE_TIMEOUT))?;
    stream.set_write_timeout(Some(IDLE_TIMEOUT))?;
    // Replies go out whole, at once: written piecemeal into a socket with Nagle's algorithm
    // on, each reply's tail would wait for the client's delayed ACK (40 ms per command).
    stream.set_nodelay(true)?;
    let peer = stream.peer_addr()?.ip();
    let mut writer = io::BufWriter::new(stream.try_clone()?);
    let mut reader = BufReader::new(stream);
    session::converse(&mut reader, &mut writer, peer, limits, store)
}

/// Stores received messages in the inbox.
struct InboxStore {
    pool: Pool,
}

impl Store for InboxStore {
    fn store(&self, transaction: &Transaction) -> Reply {
        let key = match inbound::identify(&transaction.data) {
            Ok(key) => key,
            Err(e) => {
                return Reply {
                    code: 554,
                    text: format!("5.6.0 Refused: {e}"),
                };
            }
        };
        let incoming = Incoming {
            key: key.as_str(),
            raw: &transaction.data,
            source: Source::Smtp,
            envelope_from: Some(&transaction.from),
            envelope_to: &transaction.to,
        };
        let now = chrono::Utc::now().naive_utc();
        let stored = match self.pool.get_for_write() {
            Ok(mut conn) => receive(&mut conn, &incoming, now).map_err(|e| {
                let failure = StorageFailure::of(&e.0);
                (e.to_string(), failure)
            }),
            Err(e) => Err((e.to_string(), Some(StorageFailure::of_pool(&e)))),
        };
        match stored {
            Ok(Stored::New(id)) => Reply {
                code: 250,
                text: format!("2.0.0 Stored as message {id}"),
            },
            Ok(Stored::Duplicate(id)) => Reply {
                code: 250,
                text: format!("2.0.0 Already stored as message {id}"),
            },
            Err((e, failure)) => {
                tracing::error!("SMTP listener: cannot store a message: {e}");
                not_stored(failure)
            }
        }
    }
}

/// The temporary refusal of a message that was not stored: 452 when the storage is full (RFC
/// 5321 "insufficient system storage"), 451 for any other local error; the sending server keeps
/// the message and tries again.
fn not_stored(failure: Option<StorageFailure>) -> Reply {
    match failure {
        Some(StorageFailure::Full) => Reply {
            code: 452,
            text: "4.3.1 Insufficient storage: the message was not stored; please try again later"
                .into(),
        },
        _ => Reply {
            code: 451,
            text: "4.3.0 The message could not be stored; please try again later".into(),
        },
    }
}

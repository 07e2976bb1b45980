//! The built-in SMTP listener: players' replies arrive here when the instance receives mail
//! directly (`--smtp 0.0.0.0:25`) or behind a relay (`--smtp 127.0.0.1:2525`).
//!
//! It runs on plain threads of its own, apart from the web server's async runtime: one accept
//! thread, and one thread per connection. The limits ([`SmtpLimits`], see [`guard`]) keep it
//! available: at most `smtp_max_connections` at once and `smtp_max_connections_per_client` from
//! one address (more are told 421 to come back later, so one address cannot keep out another),
//! and deadlines per command line, for a message's data and for the whole session, which a
//! client trickling bytes cannot push back (a missed one is answered 421 and the connection
//! closed). Each conversation ([`session`]) ends a message's data with the message stored raw
//! in the inbox ([`crate::service::inbox::receive_within`]) before it answers 250; when storing
//! fails the answer is 452 (storage full) or 451, so the sending server keeps the message and
//! retries; nothing is answered 250 before its commit succeeded. A sender or a client past its
//! share of stored messages per hour ([`IntakeLimits`]) is answered 452 at `MAIL FROM` (or after
//! the data, when parallel connections got past `MAIL FROM` together). A
//! message that is not an email at all is refused with 554, one over `mail_max_bytes` with 552.
//! Nothing is processed here: reading the command is a later step on the stored copy.

pub mod guard;
pub mod session;

use std::io::{self, BufReader};
use std::net::IpAddr;
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::JoinHandle;
use std::time::Duration;

use guard::{Place, Places};
use session::{Limits, Party, Reply, Store, Transaction};

use crate::config::{IntakeLimits, SmtpLimits};
use crate::db::inbox::{Source, Stored};
use crate::db::{Pool, StorageFailure};
use crate::mail::inbound;
use crate::service::inbox::{Incoming, IntakeError, admit, receive_within};
use crate::wall_clock::Clock;

/// How the listener is set up.
#[derive(Debug, Clone)]
pub struct ListenerConfig {
    /// The address to listen on (port 0 picks a free port; see [`Listener::local_addr`]).
    pub addr: SocketAddr,
    /// The host name it greets with.
    pub name: String,
    /// The largest message accepted, in bytes.
    pub max_bytes: usize,
    /// How many connections are served, and for how long.
    pub limits: SmtpLimits,
    /// How many messages one sender and one client may have stored per hour.
    pub intake: IntakeLimits,
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
        Listener::start_with_clock(config, pool, Clock::system())
    }

    /// [`Listener::start`] with the clock that dates received messages (a fixed one in tests).
    ///
    /// # Errors
    ///
    /// The address cannot be bound.
    pub fn start_with_clock(
        config: ListenerConfig,
        pool: Pool,
        clock: Clock,
    ) -> io::Result<Listener> {
        let socket = TcpListener::bind(config.addr)?;
        let addr = socket.local_addr()?;
        let stop = Arc::new(AtomicBool::new(false));
        let store = Arc::new(InboxStore {
            pool,
            clock,
            intake: config.intake,
            smtp: config.limits.clone(),
        });
        let accept = Accept {
            socket,
            stop: Arc::clone(&stop),
            limits: Limits {
                name: config.name,
                max_bytes: config.max_bytes,
            },
            places: Places::new(config.limits.clone()),
            smtp: Arc::new(config.limits),
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
    places: Places,
    smtp: Arc<SmtpLimits>,
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

    /// Hands a connection to a thread of its own, or turns it away (421) when every place, or
    /// every place of its client's address, is taken.
    fn serve(&self, stream: TcpStream) {
        let Ok(peer) = stream.peer_addr() else {
            return;
        };
        let place = match self.places.take(peer.ip()) {
            Ok(place) => place,
            Err(refusal) => {
                let mut stream = stream;
                let _ = stream.set_write_timeout(Some(Duration::from_secs(1)));
                let _ = io::Write::write_all(&mut stream, refusal.reply());
                return;
            }
        };
        let limits = self.limits.clone();
        let smtp = Arc::clone(&self.smtp);
        let store = Arc::clone(&self.store);
        let spawned = std::thread::Builder::new()
            .name("smtp-connection".into())
            .spawn(move || {
                if let Err(e) = converse(stream, &limits, &smtp, store.as_ref()) {
                    tracing::debug!("SMTP conversation ended: {e}");
                }
                drop::<Place>(place);
            });
        if let Err(e) = spawned {
            tracing::warn!("SMTP listener: cannot start a connection thread: {e}");
        }
    }
}

fn converse(
    stream: TcpStream,
    limits: &Limits,
    smtp: &SmtpLimits,
    store: &dyn Store,
) -> io::Result<()> {
    stream.set_write_timeout(Some(smtp.command_timeout))?;
    // Replies go out whole, at once: written piecemeal into a socket with Nagle's algorithm
    // on, each reply's tail would wait for the client's delayed ACK (40 ms per command).
    stream.set_nodelay(true)?;
    let peer = stream.peer_addr()?.ip().to_canonical();
    let mut writer = io::BufWriter::new(stream.try_clone()?);
    let (timed, deadlines) = guard::timed(stream, smtp);
    let mut reader = BufReader::new(timed);
    let party = Party {
        peer,
        limits,
        store,
        timer: &deadlines,
    };
    session::converse(&mut reader, &mut writer, &party)
}

/// Stores received messages in the inbox, within the intake limits.
struct InboxStore {
    pool: Pool,
    clock: Clock,
    intake: IntakeLimits,
    smtp: SmtpLimits,
}

impl InboxStore {
    /// The intake limits for `client`: a relay of the operator's has no per-client limit.
    fn intake_for(&self, client: IpAddr) -> IntakeLimits {
        let mut intake = self.intake.clone();
        if self.smtp.is_relay(client) {
            intake.per_client_per_hour = 0;
        }
        intake
    }
}

/// The 452 answer for a limit that was reached.
fn over_limit(reached: &crate::service::inbox::LimitReached) -> Reply {
    Reply {
        code: 452,
        text: format!("4.5.3 Not now: {reached}"),
    }
}

impl Store for InboxStore {
    fn admit(&self, client: IpAddr, sender: &str) -> Option<Reply> {
        let now = self.clock.now();
        let client_text = client.to_string();
        let intake = self.intake_for(client);
        let checked = match self.pool.get() {
            Ok(mut conn) => admit(&mut conn, &intake, Some(sender), Some(&client_text), now)
                .map_err(|e| match e {
                    IntakeError::Limit(reached) => Some(reached),
                    IntakeError::Store(e) => {
                        tracing::error!("SMTP listener: cannot count stored messages: {e}");
                        None
                    }
                }),
            Err(e) => {
                tracing::error!("SMTP listener: no database connection: {e}");
                Err(None)
            }
        };
        match checked {
            Ok(()) => None,
            Err(Some(reached)) => Some(over_limit(&reached)),
            Err(None) => Some(Reply {
                code: 451,
                text: "4.3.0 Mail cannot be taken now; please try again later".into(),
            }),
        }
    }

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
        let client = transaction.client.map(|ip| ip.to_string());
        let incoming = Incoming {
            key: key.as_str(),
            raw: &transaction.data,
            source: Source::Smtp,
            envelope_from: Some(&transaction.from),
            envelope_to: &transaction.to,
            client: client.as_deref(),
            sender: Some(&transaction.from),
        };
        let intake = match transaction.client {
            Some(ip) => self.intake_for(ip),
            None => self.intake.clone(),
        };
        let now = self.clock.now();
        let stored = match self.pool.get_for_write() {
            Ok(mut conn) => receive_within(&mut conn, &incoming, &intake, now),
            Err(e) => {
                tracing::error!("SMTP listener: no database connection: {e}");
                return not_stored(Some(e.storage_failure()));
            }
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
            Err(IntakeError::Limit(reached)) => over_limit(&reached),
            Err(IntakeError::Store(e)) => {
                tracing::error!("SMTP listener: cannot store a message: {e}");
                not_stored(e.0.storage_failure())
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

//! What keeps the listener available to everyone: places for connections, counted overall and
//! per client address ([`Places`]), and deadlines on reading ([`TimedStream`], set by
//! [`Deadlines`]) that a client cannot push back by sending a byte now and then.
//!
//! A deadline is a point in time, not an idle timeout: before every read from the socket the
//! read timeout is set to what is left until the deadline, so a client trickling one byte per
//! second reaches it as surely as a silent one. The conversation sets a new deadline when it
//! starts waiting for a command line or for a message's data; none reaches past the session's
//! own deadline.

use std::cell::Cell;
use std::collections::HashMap;
use std::io::{self, Read};
use std::net::{IpAddr, TcpStream};
use std::rc::Rc;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use super::session::{Timer, Wait};
use crate::config::SmtpLimits;

/// The connections being served, overall and per client address.
#[derive(Debug, Default)]
struct Counts {
    total: usize,
    per_client: HashMap<IpAddr, usize>,
}

/// The places for connections, shared by the accept loop and the connection threads.
#[derive(Debug, Clone)]
pub struct Places {
    counts: Arc<Mutex<Counts>>,
    limits: Arc<SmtpLimits>,
}

/// Why a connection gets no place; the text follows `421 `.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoPlace {
    /// Every place is taken.
    Busy,
    /// The client's address holds its maximum.
    ClientBusy,
}

impl NoPlace {
    /// The reply line sent before closing.
    pub fn reply(self) -> &'static [u8] {
        match self {
            NoPlace::Busy => b"421 4.3.2 Too busy, try again later\r\n",
            NoPlace::ClientBusy => {
                b"421 4.7.0 Too many connections from your address, try again later\r\n"
            }
        }
    }
}

/// A taken place; dropping it frees the place (also when the connection's thread panics).
#[derive(Debug)]
pub struct Place {
    counts: Arc<Mutex<Counts>>,
    client: Option<IpAddr>,
}

impl Places {
    /// Places under `limits`.
    pub fn new(limits: SmtpLimits) -> Places {
        Places {
            counts: Arc::default(),
            limits: Arc::new(limits),
        }
    }

    /// Takes a place for a connection from `client`, or says why there is none.
    pub fn take(&self, client: IpAddr) -> Result<Place, NoPlace> {
        let client = client.to_canonical();
        let mut counts = self.counts.lock().unwrap_or_else(PoisonError::into_inner);
        if counts.total >= self.limits.max_connections.max(1) {
            return Err(NoPlace::Busy);
        }
        let counted = (!self.limits.is_relay(client)).then_some(client);
        if let Some(client) = counted {
            let held = counts.per_client.entry(client).or_insert(0);
            if *held >= self.limits.max_connections_per_client.max(1) {
                return Err(NoPlace::ClientBusy);
            }
            *held += 1;
        }
        counts.total += 1;
        Ok(Place {
            counts: Arc::clone(&self.counts),
            client: counted,
        })
    }
}

impl Drop for Place {
    fn drop(&mut self) {
        let mut counts = self.counts.lock().unwrap_or_else(PoisonError::into_inner);
        counts.total = counts.total.saturating_sub(1);
        if let Some(client) = self.client
            && let Some(held) = counts.per_client.get_mut(&client)
        {
            *held = held.saturating_sub(1);
            if *held == 0 {
                counts.per_client.remove(&client);
            }
        }
    }
}

/// A socket whose reads end with [`io::ErrorKind::TimedOut`] at a deadline.
pub struct TimedStream {
    stream: TcpStream,
    deadline: Rc<Cell<Instant>>,
}

/// Sets the deadline of a [`TimedStream`] for what the conversation waits for.
pub struct Deadlines {
    deadline: Rc<Cell<Instant>>,
    session_end: Instant,
    command: Duration,
    data: Duration,
}

/// A stream for `stream` and the deadlines that govern it under `limits`, the session's
/// deadline counted from now (the first deadline is the greeting's command deadline).
pub fn timed(stream: TcpStream, limits: &SmtpLimits) -> (TimedStream, Deadlines) {
    let now = Instant::now();
    let session_end = now + limits.session_timeout;
    let deadline = Rc::new(Cell::new((now + limits.command_timeout).min(session_end)));
    let deadlines = Deadlines {
        deadline: Rc::clone(&deadline),
        session_end,
        command: limits.command_timeout,
        data: limits.data_timeout,
    };
    (TimedStream { stream, deadline }, deadlines)
}

fn timed_out() -> io::Error {
    io::Error::new(io::ErrorKind::TimedOut, "the client missed its deadline")
}

impl Read for TimedStream {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let left = self
            .deadline
            .get()
            .saturating_duration_since(Instant::now());
        if left.is_zero() {
            return Err(timed_out());
        }
        self.stream.set_read_timeout(Some(left))?;
        match self.stream.read(buf) {
            Err(e)
                if matches!(
                    e.kind(),
                    io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut
                ) =>
            {
                Err(timed_out())
            }
            other => other,
        }
    }
}

impl Timer for Deadlines {
    fn wait_for(&self, wait: Wait) {
        let allowed = match wait {
            Wait::Command => self.command,
            Wait::Data => self.data,
        };
        self.deadline
            .set((Instant::now() + allowed).min(self.session_end));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn places_are_counted_per_client_and_freed() {
        let places = Places::new(SmtpLimits {
            max_connections: 3,
            max_connections_per_client: 2,
            relays: vec!["10.0.0.9".parse().unwrap()],
            ..SmtpLimits::default()
        });
        let a: IpAddr = "10.0.0.1".parse().unwrap();
        let mapped: IpAddr = "::ffff:10.0.0.1".parse().unwrap();
        let first = places.take(a).unwrap();
        let _second = places.take(mapped).unwrap();
        assert_eq!(places.take(a).unwrap_err(), NoPlace::ClientBusy);
        let _relay = places.take("10.0.0.9".parse().unwrap()).unwrap();
        assert_eq!(
            places.take("10.0.0.2".parse().unwrap()).unwrap_err(),
            NoPlace::Busy
        );
        drop(first);
        assert!(places.take(a).is_ok());
    }
}

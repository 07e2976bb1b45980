//! Wake-ups: how a process learns at once that there is work, instead of looking every second.
//!
//! A write that makes work (an outbox row, an inbox row, an engine job, a changed game, a
//! changed deadline) names a [`Channel`] in its transaction ([`crate::db::notify`]). When the
//! transaction commits, the process's [`Hub`] is woken on that channel; on PostgreSQL the
//! transaction also sends a `NOTIFY`, which every process's listening connection
//! ([`crate::db::listen`]) passes to its own hub, so work made by one process wakes the
//! workers and live pages of all the others. Waiters ([`Hub::wait`]) still look on their own
//! after a while: polling stays as the fallback for a wake-up that was lost.
//!
//! There is one hub per process ([`hub`]): wake-ups are about the database the process works
//! on, and a spurious wake-up (from another test's database in the same test binary) only
//! makes a waiter look once more.

use std::sync::{Arc, Condvar, Mutex, OnceLock, PoisonError, RwLock};
use std::time::{Duration, Instant};

/// What kind of work a wake-up announces.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Channel {
    /// Mail waits in the outbox.
    Outbox,
    /// Incoming mail waits in the inbox.
    Inbox,
    /// An engine job waits, or a game may have become an engine account's turn.
    Engine,
    /// A game's clock or a deadline changed.
    Deadlines,
    /// A game changed (the payload is its id): for live pages.
    GameChanges,
}

impl Channel {
    /// Every channel.
    pub const ALL: [Channel; 5] = [
        Channel::Outbox,
        Channel::Inbox,
        Channel::Engine,
        Channel::Deadlines,
        Channel::GameChanges,
    ];

    /// The PostgreSQL channel name (`LISTEN`/`NOTIFY`).
    pub fn name(self) -> &'static str {
        match self {
            Channel::Outbox => "kingpost_outbox",
            Channel::Inbox => "kingpost_inbox",
            Channel::Engine => "kingpost_engine",
            Channel::Deadlines => "kingpost_deadlines",
            Channel::GameChanges => "kingpost_game_changes",
        }
    }

    /// The channel of a PostgreSQL channel name.
    pub fn from_name(name: &str) -> Option<Channel> {
        Channel::ALL.into_iter().find(|c| c.name() == name)
    }

    fn index(self) -> usize {
        self as usize
    }
}

/// Something told of every changed game (its id), such as the live pages' tailer.
pub type GameChangeListener = Arc<dyn Fn(i32) + Send + Sync>;

/// The wake-ups of one process: a counter per channel and a condition variable to wait on.
#[derive(Default)]
pub struct Hub {
    counts: Mutex<[u64; Channel::ALL.len()]>,
    changed: Condvar,
    game_listeners: RwLock<Vec<GameChangeListener>>,
}

/// The process's hub.
pub fn hub() -> &'static Hub {
    static HUB: OnceLock<Hub> = OnceLock::new();
    HUB.get_or_init(Hub::default)
}

impl Hub {
    /// Wakes the waiters on `channel`; for [`Channel::GameChanges`] with a game id, also tells
    /// the game-change listeners.
    pub fn wake(&self, channel: Channel, game: Option<i32>) {
        self.bump(&[channel]);
        if let (Channel::GameChanges, Some(id)) = (channel, game) {
            let listeners = self
                .game_listeners
                .read()
                .unwrap_or_else(PoisonError::into_inner)
                .clone();
            for listener in listeners {
                listener(id);
            }
        }
    }

    /// Wakes every waiter (after a listening connection was re-opened: notifications sent
    /// while it was down are lost, so everybody looks).
    pub fn wake_all(&self) {
        self.bump(&Channel::ALL);
    }

    fn bump(&self, channels: &[Channel]) {
        let mut counts = self.counts.lock().unwrap_or_else(PoisonError::into_inner);
        for channel in channels {
            counts[channel.index()] = counts[channel.index()].wrapping_add(1);
        }
        self.changed.notify_all();
    }

    /// A mark of the wake-ups seen so far on `channels`: take it before looking for work, then
    /// [`Hub::wait`] from it, so a wake-up that comes while looking is not missed.
    pub fn mark(&self, channels: &[Channel]) -> u64 {
        let counts = self.counts.lock().unwrap_or_else(PoisonError::into_inner);
        sum(&counts, channels)
    }

    /// Waits until a wake-up on one of `channels` after `mark`, or `timeout`; returns whether
    /// it was woken.
    pub fn wait(&self, channels: &[Channel], mark: u64, timeout: Duration) -> bool {
        let deadline = Instant::now() + timeout;
        let mut counts = self.counts.lock().unwrap_or_else(PoisonError::into_inner);
        loop {
            if sum(&counts, channels) != mark {
                return true;
            }
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return false;
            }
            counts = self
                .changed
                .wait_timeout(counts, left)
                .unwrap_or_else(PoisonError::into_inner)
                .0;
        }
    }

    /// Tells `listener` the id of every game changed from now on, by any process of the
    /// instance (on PostgreSQL) or this one (on SQLite).
    pub fn on_game_change(&self, listener: GameChangeListener) {
        self.game_listeners
            .write()
            .unwrap_or_else(PoisonError::into_inner)
            .push(listener);
    }
}

fn sum(counts: &[u64; Channel::ALL.len()], channels: &[Channel]) -> u64 {
    channels
        .iter()
        .fold(0u64, |total, c| total.wrapping_add(counts[c.index()]))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicI32, Ordering};

    #[test]
    fn a_wake_up_after_the_mark_ends_the_wait_and_others_do_not() {
        let hub = Arc::new(Hub::default());
        let mark = hub.mark(&[Channel::Outbox]);
        hub.wake(Channel::Inbox, None);
        assert!(!hub.wait(&[Channel::Outbox], mark, Duration::from_millis(20)));
        let waker = Arc::clone(&hub);
        let thread = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(20));
            waker.wake(Channel::Outbox, None);
        });
        assert!(hub.wait(&[Channel::Outbox], mark, Duration::from_secs(5)));
        thread.join().unwrap();
        // Woken before the wait began: the mark remembers it.
        let mark = hub.mark(&[Channel::Engine]);
        hub.wake_all();
        assert!(hub.wait(&[Channel::Engine], mark, Duration::ZERO));
    }

    #[test]
    fn game_change_listeners_hear_the_game() {
        let hub = Hub::default();
        let heard = Arc::new(AtomicI32::new(0));
        let to = Arc::clone(&heard);
        hub.on_game_change(Arc::new(move |id| to.store(id, Ordering::SeqCst)));
        hub.wake(Channel::GameChanges, Some(42));
        assert_eq!(heard.load(Ordering::SeqCst), 42);
        assert_eq!(Channel::from_name("kingpost_engine"), Some(Channel::Engine));
    }
}

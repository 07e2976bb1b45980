//! Running a search on its own thread, with a deep stack, stoppable from outside.
//!
//! [`super::Engine::spawn`] moves the engine into a new thread and hands back a
//! [`SearchThread`]: set its stop flag with [`SearchThread::stop`] and [`SearchThread::join`] to
//! get the engine back. An `infinite` search keeps its answer until it is stopped, as UCI
//! requires. The search recurses deeply, so every search thread gets a large stack.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use shakmaty::Chess;

use super::{Engine, Limits, SearchInfo, SearchResult};

/// Stack size of search threads.
const STACK_BYTES: usize = 64 * 1024 * 1024;

/// The search thread panicked; the engine inside it is lost (create a new one).
#[derive(Debug, thiserror::Error)]
#[error("the search thread panicked; create a new engine")]
pub struct SearchPanicked;

/// A search running on its own thread.
pub struct SearchThread {
    handle: JoinHandle<Engine>,
    stop: Arc<AtomicBool>,
}

impl SearchThread {
    /// Asks the search to stop; it answers with the best move found so far.
    pub fn stop(&self) {
        self.stop.store(true, Ordering::SeqCst);
    }

    /// Whether the search has finished (its `on_done` has run).
    pub fn is_finished(&self) -> bool {
        self.handle.is_finished()
    }

    /// Waits for the search to finish and returns the engine.
    pub fn join(self) -> Result<Engine, SearchPanicked> {
        self.handle.join().map_err(|_| SearchPanicked)
    }
}

impl Engine {
    /// Starts searching `pos` on a new thread. `on_info` gets each iteration's report and
    /// `on_done` the result; for `limits.infinite` the result waits until the stop flag is set.
    pub fn spawn<I, D>(
        self,
        pos: Chess,
        history: Vec<u64>,
        limits: Limits,
        mut on_info: I,
        on_done: D,
    ) -> std::io::Result<SearchThread>
    where
        I: FnMut(&SearchInfo) + Send + 'static,
        D: FnOnce(SearchResult) + Send + 'static,
    {
        let stop = self.stop_flag();
        stop.store(false, Ordering::SeqCst);
        let flag = Arc::clone(&stop);
        let handle = std::thread::Builder::new()
            .name("kingpost-search".into())
            .stack_size(STACK_BYTES)
            .spawn(move || {
                let mut engine = self;
                let result = engine.run(&pos, &history, &limits, &mut on_info);
                while limits.infinite && !flag.load(Ordering::SeqCst) {
                    std::thread::sleep(Duration::from_millis(1));
                }
                on_done(result);
                engine
            })?;
        Ok(SearchThread { handle, stop })
    }
}

/// Runs `f` on a scoped thread with a large stack (inline if no thread can be started).
pub(crate) fn run_on_big_stack<T: Send>(f: impl FnOnce() -> T + Send) -> T {
    let cell = Mutex::new(Some(f));
    let take = || cell.lock().ok().and_then(|mut slot| slot.take());
    let outcome = std::thread::scope(|scope| {
        let spawned = std::thread::Builder::new()
            .name("kingpost-search".into())
            .stack_size(STACK_BYTES)
            .spawn_scoped(scope, || take().map(|f| f()));
        match spawned {
            Ok(handle) => match handle.join() {
                Ok(value) => value,
                Err(panic) => std::panic::resume_unwind(panic),
            },
            Err(_) => None,
        }
    });
    match outcome {
        Some(value) => value,
        None => match take() {
            Some(f) => f(),
            None => unreachable!("the search closure runs exactly once"),
        },
    }
}

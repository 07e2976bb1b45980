//! One `TestApp` for the integration tests: the real application on a fresh database of either
//! backend, with its mail captured, its clock in the test's hand and its jobs run on demand.
//!
//! ```ignore
//! for url in fresh_databases("tag") {
//!     let state = TestApp::builder().database(url).clock(at).quick_engine().build();
//!     let app = state.service().await;      // the whole app (pages, API, sessions)
//!     state.clock.advance(Duration::days(2)); // requests and jobs read this clock
//!     state.deliver();                      // the worker until idle: outbox, inbox, deadlines…
//!     state.outbox();                       // the mail written, as outbox rows
//!     state.delivered();                    // the mail sent by the file transport, parsed back
//! }
//! ```
//!
//! A `TestApp` is the application state plus these controls; it dereferences to the
//! [`AppState`], so `state.pool`, `state.config` and `state.mail` read as they do in the app.
//! Mail goes to `<data_dir>/outbox` as `.eml` files unless the builder sends it to a [`Sink`]
//! (a real SMTP server) or other settings say otherwise.

use std::future::Future;
use std::ops::Deref;
use std::time::Duration;

use actix_http::Request;
use actix_web::dev::{Service, ServiceResponse};
use chrono::NaiveDateTime;
use kingpost::config::{Config, Settings};
use kingpost::db::outbox::OutboxRow;
use kingpost::db::{self, DatabaseUrl, OpenOptions};
use kingpost::jobs::{Job, JobContext, Worker};
use kingpost::mail::transport::TransportConfig;
use kingpost::wall_clock::Clock;
use kingpost::web::AppState;

use super::mail::{Parsed, Sink, all_rows, parse};

/// The in-process app, as `TestApp::service` makes it.
pub trait App: Service<Request, Response = ServiceResponse, Error = actix_web::Error> {}
impl<S: Service<Request, Response = ServiceResponse, Error = actix_web::Error>> App for S {}

/// A configuration change the builder makes before the state is built.
type ConfigChange = Box<dyn FnOnce(&mut Config)>;

/// How a [`TestApp`] is made; see [`TestApp::builder`].
pub struct TestAppBuilder {
    database: Option<DatabaseUrl>,
    settings: Settings,
    clock: Option<NaiveDateTime>,
    pool_size: u32,
    options: OpenOptions,
    changes: Vec<ConfigChange>,
}

/// The application on a migrated database, with a data directory of its own.
pub struct TestApp {
    /// The state the app runs with (and the test reads): config, pool, mail settings, clock.
    pub state: AppState,
}

impl TestApp {
    /// A builder: a fresh SQLite database, default settings, the system clock, a pool of 8.
    pub fn builder() -> TestAppBuilder {
        TestAppBuilder {
            database: None,
            settings: Settings::default(),
            clock: None,
            pool_size: 8,
            options: OpenOptions::default(),
            changes: Vec::new(),
        }
    }

    /// The app on `url` with everything else as the builder leaves it.
    pub fn on(url: DatabaseUrl) -> TestApp {
        TestApp::builder().database(url).build()
    }

    /// The app on `url` with quick engine reports (see [`TestAppBuilder::quick_engine`]).
    pub fn quick(url: DatabaseUrl) -> TestApp {
        TestApp::builder().database(url).quick_engine().build()
    }

    /// The whole app (pages, API, sessions) as an in-process service on this state.
    pub fn service(&self) -> impl Future<Output = impl App + use<>> + use<> {
        let state = self.state.clone();
        async move { actix_web::test::init_service(kingpost::web::app(state)).await }
    }

    /// The same app (database, data directory, clock) with its configuration changed, as a
    /// second process of the instance configured otherwise would run.
    pub fn with_config(&self, change: impl FnOnce(&mut Config)) -> TestApp {
        let mut state = self.state.clone();
        change(&mut state.config);
        TestApp { state }
    }

    /// A worker context for this app: its configuration, pool and clock.
    pub fn jobs(&self) -> JobContext {
        self.jobs_for(&self.state.config)
    }

    /// A worker context on this app's pool and clock for another configuration (another
    /// transport, say).
    pub fn jobs_for(&self, config: &Config) -> JobContext {
        let mut ctx = JobContext::new(config, self.state.pool.clone()).unwrap();
        ctx.clock = self.state.clock.clone();
        ctx
    }

    /// Runs every job (inbox, deadlines, digests, silence claims, delivery, pruning) until none
    /// finds anything to do, at the app's clock; returns the items handled.
    pub fn deliver(&self) -> usize {
        Worker::new(self.jobs()).run_until_idle()
    }

    /// Runs the engine jobs (engine moves, reports on claims) until none is left, as a worker
    /// of the `engine` kind would; returns how many changed something.
    pub fn engine_jobs(&self) -> usize {
        let jobs: Vec<Box<dyn Job>> = vec![Box::new(kingpost::jobs::engine::job())];
        Worker::with_jobs(self.jobs(), jobs).run_until_idle()
    }

    /// Runs `jobs` once at `at`; returns the items handled.
    pub fn run_once(&self, jobs: Vec<Box<dyn Job>>, at: NaiveDateTime) -> usize {
        Worker::with_jobs(self.jobs(), jobs).step(at)
    }

    /// Every outbox row (mail written, sent or not), oldest first, with its bodies as they are
    /// sent (a game mail stored to be rendered when sent is rendered now).
    pub fn outbox(&self) -> Vec<OutboxRow> {
        let mut conn = self.state.pool.get().unwrap();
        all_rows(&mut conn)
            .iter()
            .map(|row| {
                kingpost::service::outbox::as_sent(&mut conn, &self.state.mail, row).unwrap()
            })
            .collect()
    }

    /// The messages the file transport wrote to the outbox folder, oldest first, parsed back.
    pub fn delivered(&self) -> Vec<Parsed> {
        super::pages::outbox(&self.state.config.data_dir)
            .iter()
            .map(|file| parse(&std::fs::read(file).unwrap()))
            .collect()
    }
}

impl Deref for TestApp {
    type Target = AppState;

    fn deref(&self) -> &AppState {
        &self.state
    }
}

impl TestAppBuilder {
    /// Runs on `url` (a fresh database from `fresh_databases`, `fresh_sqlite` or
    /// `fresh_postgres`) instead of a fresh SQLite file.
    pub fn database(mut self, url: DatabaseUrl) -> Self {
        self.database = Some(url);
        self
    }

    /// Loads the configuration from `settings` (as a config file would give them); the
    /// database and data directory are the test's own whatever they say.
    pub fn settings(mut self, settings: Settings) -> Self {
        self.settings = settings;
        self
    }

    /// Fixes the application clock at `at`; move it with `state.clock.advance` or `set`.
    pub fn clock(mut self, at: NaiveDateTime) -> Self {
        self.clock = Some(at);
        self
    }

    /// Sends mail over SMTP to `sink` instead of writing files.
    pub fn mail(self, sink: &Sink) -> Self {
        let transport = TransportConfig::parse(&sink.transport()).unwrap();
        self.config(move |config| config.mail_transport = transport)
    }

    /// Engine reports that take 200 ms instead of the configured time.
    pub fn quick_engine(self) -> Self {
        self.config(|config| config.engine.adjudication_time = Duration::from_millis(200))
    }

    /// A pool of `size` connections opened with `options`.
    pub fn pool(mut self, size: u32, options: OpenOptions) -> Self {
        self.pool_size = size;
        self.options = options;
        self
    }

    /// Changes the configuration before the state is built.
    pub fn config(mut self, change: impl FnOnce(&mut Config) + 'static) -> Self {
        self.changes.push(Box::new(change));
        self
    }

    /// Migrates the database and builds the state.
    pub fn build(self) -> TestApp {
        let url = self
            .database
            .unwrap_or_else(|| super::fresh_sqlite("test-app"));
        let pool = db::connect_with(&url, self.pool_size, self.options).unwrap();
        db::migrate(&mut pool.get().unwrap()).unwrap();
        let mut config = Config::load(self.settings).unwrap();
        config.database = url;
        config.data_dir = super::temp_dir("data");
        for change in self.changes {
            change(&mut config);
        }
        let mut state = AppState::new(config, pool).unwrap();
        if let Some(at) = self.clock {
            state.clock = Clock::fixed(at);
        }
        TestApp { state }
    }
}

//! Background work: a worker loop that runs a list of jobs, each a small step that does what is
//! due at a given time and says how much it did.
//!
//! The worker runs on a thread of its own (inside `kingpost serve`) or as the main thread of
//! `kingpost worker`; several may run against one PostgreSQL database, since every job claims
//! its work with row locks or guarded updates. Steps are synchronous (database and transport
//! calls block), so they never run on the web server's async workers. After a step in which no
//! job did anything, the worker sleeps for the idle interval.
//!
//! Jobs today: [`inbox`] (read a Maildir, if configured, and carry out emailed commands),
//! [`outbox`] (deliver mail), [`deadlines`] (time forfeits and reminders), [`digest`] (daily
//! digests), [`silence`] (claims for silent event games) and [`engine`] (engine jobs: the
//! engine accounts' answers, [`engine_moves`], and reports on claims). Further kinds are
//! further files implementing [`Job`], added to [`default_jobs`]; a job that runs at most once
//! per interval is an [`Every`] around a step function (see [`throttle`]).
//!
//! The jobs run in three kinds of worker thread ([`WorkKind`]): processing, delivery and
//! engine, so that a slow mail server holds up no moves and an engine search that takes
//! seconds holds up no mail. `kingpost serve` runs all three beside the web server (none with
//! `--no-worker`); `kingpost worker --only KIND` runs the kinds named. An idle worker waits for
//! a wake-up on its channels ([`crate::wake`]) and looks anyway after the poll interval.

pub mod deadlines;
pub mod digest;
pub mod engine;
pub mod engine_moves;
pub mod inbox;
pub mod outbox;
pub mod prune;
pub mod silence;
pub mod throttle;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use chrono::NaiveDateTime;
use lettre::message::Mailbox;
use rand::RngExt;

use crate::config::{Config, EngineOptions, IntakeLimits};
use crate::db::{DbError, Pool, PoolError};
use crate::domain::reminders::ReminderPolicy;
use crate::mail::message::parse_mailbox;
use crate::mail::send::{Mailer, SendError};
use crate::service::inbox::InboxPolicy;
use crate::service::notify::{MailSettings, NotifyError};
use crate::wake::{self, Channel};
use crate::wall_clock::Clock;
pub use throttle::{Every, Ran, Throttle};

/// How long an idle worker waits at most for a wake-up before it looks again whether it
/// should stop.
pub const IDLE_INTERVAL: Duration = Duration::from_secs(1);

/// What every job can reach.
#[derive(Clone)]
pub struct JobContext {
    /// The database.
    pub pool: Pool,
    /// What message building needs (links, reply addresses).
    pub mail: Arc<MailSettings>,
    /// The transport mail leaves by.
    pub mailer: Arc<Mailer>,
    /// The sender of every message.
    pub from: Mailbox,
    /// The DKIM signer, when `dkim_selector` is set.
    pub dkim: Option<Arc<crate::mail::dkim::Signer>>,
    /// This worker's name in claimed rows (process id and a random part).
    pub worker_id: String,
    /// When silent players are reminded.
    pub reminders: ReminderPolicy,
    /// Who may play by mail.
    pub inbox: InboxPolicy,
    /// The Maildir folder incoming mail is read from, if any, and the largest message accepted.
    pub maildir: Option<(std::path::PathBuf, usize)>,
    /// How much incoming mail is stored per sender, and how long mail nobody acted on is kept.
    pub intake: IntakeLimits,
    /// Where the jobs read "now" (the system clock; a fixed one in tests).
    pub clock: Clock,
    /// The engine, tablebases and thinking times, for engine jobs.
    pub engine: EngineOptions,
    /// How long an engine job is held beyond its thinking time.
    pub engine_lease: Duration,
    /// How long an idle worker waits for a wake-up before it looks for work anyway.
    pub poll: Duration,
}

impl JobContext {
    /// The context for `config` on `pool`; reads (or makes) the reply secret in the data dir.
    pub fn new(config: &Config, pool: Pool) -> Result<JobContext, JobError> {
        let mail = MailSettings::load(config).map_err(|e| {
            JobError::Setup(format!(
                "cannot read or create the reply-address secret (mail.key) in {}: {e}",
                config.data_dir.display()
            ))
        })?;
        let mailer = Mailer::new(
            &config.mail_transport,
            &config.data_dir,
            &config.mail_domain,
        )
        .map_err(|e| JobError::Setup(e.to_string()))?;
        let from = parse_mailbox(&config.mail_from).map_err(JobError::Setup)?;
        let dkim = match &config.dkim_selector {
            Some(selector) => Some(Arc::new(
                crate::mail::dkim::Signer::load(
                    &config.dkim_key_file,
                    selector,
                    &config.mail_domain,
                )
                .map_err(|e| JobError::Setup(e.to_string()))?,
            )),
            None => None,
        };
        let tag: u32 = rand::rng().random();
        Ok(JobContext {
            pool,
            mail: Arc::new(mail),
            mailer: Arc::new(mailer),
            from,
            dkim,
            worker_id: format!("pid-{}-{tag:08x}", std::process::id()),
            reminders: config.reminders.clone(),
            inbox: InboxPolicy::from_config(config),
            maildir: config
                .mail_maildir
                .clone()
                .map(|dir| (dir, config.mail_max_bytes)),
            intake: config.intake_limits.clone(),
            clock: Clock::system(),
            engine: config.engine.clone(),
            engine_lease: config.cluster.engine_job_lease,
            poll: config.cluster.poll_interval(config.database.backend()),
        })
    }
}

/// Why a job step failed (the worker logs it and carries on).
#[derive(Debug, thiserror::Error)]
pub enum JobError {
    /// No database connection.
    #[error("no database connection: {0}")]
    Pool(#[from] PoolError),
    /// A query failed.
    #[error("database error: {0}")]
    Database(#[from] DbError),
    /// Mail could not be written.
    #[error(transparent)]
    Notify(#[from] NotifyError),
    /// The worker cannot start as configured.
    #[error("{0}")]
    Setup(String),
    /// The transport cannot be used.
    #[error(transparent)]
    Send(#[from] SendError),
    /// An engine job failed.
    #[error("engine job: {0}")]
    Engine(String),
}

/// One kind of background work.
pub trait Job: Send {
    /// A short name for logs.
    fn name(&self) -> &'static str;

    /// Does what is due at `now`; returns how many items it handled (0 when there was nothing).
    fn run(&mut self, ctx: &JobContext, now: NaiveDateTime) -> Result<usize, JobError>;
}

/// Every job, for a worker that does everything in turn (`kingpost worker --once`, tests).
pub fn default_jobs() -> Vec<Box<dyn Job>> {
    let mut jobs = processing_jobs();
    jobs.extend(delivery_jobs());
    jobs
}

/// The jobs that change games and write mail: incoming mail, deadlines, digests, silence claims.
pub fn processing_jobs() -> Vec<Box<dyn Job>> {
    vec![
        Box::new(inbox::MaildirJob),
        Box::new(inbox::InboxJob),
        Box::new(deadlines::job()),
        Box::new(digest::job()),
        Box::new(silence::job()),
    ]
}

/// The jobs that send mail and keep the outbox small: on a thread of their own in a running
/// server, so a slow mail server never holds up moves that arrive by mail.
pub fn delivery_jobs() -> Vec<Box<dyn Job>> {
    vec![
        Box::new(outbox::OutboxJob),
        Box::new(prune::job()),
        Box::new(prune::changes_job()),
    ]
}

/// The shortest time between two looks of the engine worker, which every game change wakes.
pub const ENGINE_PACE: Duration = Duration::from_millis(250);

/// The shortest time between two looks of the mail delivery worker, which every game change's
/// mail wakes: under load a look then finds a batch of messages to claim and record together
/// rather than one or two (each look costs the database a claim and a record transaction);
/// a message waits at most this long more.
pub const DELIVERY_PACE: Duration = Duration::from_millis(20);

/// How often an idle engine worker looks at the most for jobs whose lease has passed.
pub const ENGINE_LOOK: Duration = Duration::from_secs(2);

/// The kinds of worker thread (`kingpost worker --only KIND,…`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum WorkKind {
    /// Incoming mail, deadlines and reminders, digests, silence claims ([`processing_jobs`]).
    Processing,
    /// Sending mail and pruning the outbox ([`delivery_jobs`]).
    Delivery,
    /// Engine jobs: the engine accounts' moves and reports on claims ([`engine::EngineJob`]).
    Engine,
}

impl WorkKind {
    /// Every kind, as `kingpost serve` and a plain `kingpost worker` run them.
    pub const ALL: [WorkKind; 3] = [WorkKind::Processing, WorkKind::Delivery, WorkKind::Engine];

    /// The jobs of this kind.
    pub fn jobs(self) -> Vec<Box<dyn Job>> {
        match self {
            WorkKind::Processing => processing_jobs(),
            WorkKind::Delivery => delivery_jobs(),
            WorkKind::Engine => vec![Box::new(engine::job())],
        }
    }

    /// The wake-up channels that mean work for this kind.
    pub fn channels(self) -> &'static [Channel] {
        match self {
            WorkKind::Processing => &[Channel::Inbox, Channel::Deadlines],
            WorkKind::Delivery => &[Channel::Outbox],
            WorkKind::Engine => &[Channel::Engine, Channel::GameChanges],
        }
    }

    fn name(self) -> &'static str {
        match self {
            WorkKind::Processing => "processing",
            WorkKind::Delivery => "delivery",
            WorkKind::Engine => "engine",
        }
    }
}

/// Starts one worker thread per kind in `kinds` (see [`WorkKind`]), scheduled as `background`,
/// until `stop` is set.
pub fn spawn_workers(
    ctx: &JobContext,
    kinds: &[WorkKind],
    stop: &Arc<AtomicBool>,
    background: Background,
) -> std::io::Result<Vec<std::thread::JoinHandle<()>>> {
    kinds
        .iter()
        .map(|&kind| {
            let mut own = ctx.clone();
            own.worker_id = format!("{}-{}", ctx.worker_id, kind.name());
            if kind == WorkKind::Processing && ctx.maildir.is_some() {
                // A Maildir folder is only noticed by looking at it.
                own.poll = own.poll.min(IDLE_INTERVAL);
            }
            if kind == WorkKind::Engine {
                // A lease that passes (its worker died) announces nothing.
                own.poll = own.poll.min(ENGINE_LOOK);
            }
            let pace = match kind {
                WorkKind::Engine => ENGINE_PACE,
                WorkKind::Delivery => DELIVERY_PACE,
                WorkKind::Processing => Duration::ZERO,
            };
            Worker::with_jobs(own, kind.jobs())
                .on(kind.channels())
                .pace(pace)
                .spawn(Arc::clone(stop), move || background.apply(kind))
        })
        .collect()
}

/// A worker: jobs run in turn until stopped.
pub struct Worker {
    ctx: JobContext,
    jobs: Vec<Box<dyn Job>>,
    channels: &'static [Channel],
    pace: Duration,
}

impl Worker {
    /// A worker with the [`default_jobs`].
    pub fn new(ctx: JobContext) -> Worker {
        Worker::with_jobs(ctx, default_jobs())
    }

    /// A worker with these jobs.
    pub fn with_jobs(ctx: JobContext, jobs: Vec<Box<dyn Job>>) -> Worker {
        Worker {
            ctx,
            jobs,
            channels: &Channel::ALL,
            pace: Duration::ZERO,
        }
    }

    /// The worker with steps at least `pace` apart (for a worker woken by every game change).
    pub fn pace(mut self, pace: Duration) -> Worker {
        self.pace = pace;
        self
    }

    /// The worker with only `channels` waking it when idle.
    pub fn on(mut self, channels: &'static [Channel]) -> Worker {
        self.channels = channels;
        self
    }

    /// The context the jobs run with.
    pub fn context(&self) -> &JobContext {
        &self.ctx
    }

    /// Runs every job once at `now`; returns the items handled. A failing job is logged and
    /// does not stop the others.
    pub fn step(&mut self, now: NaiveDateTime) -> usize {
        let mut done = 0;
        for job in &mut self.jobs {
            match job.run(&self.ctx, now) {
                Ok(n) => done += n,
                Err(e) => tracing::error!("job {} failed: {e}", job.name()),
            }
        }
        done
    }

    /// Steps until a step finds nothing to do; returns the items handled.
    pub fn run_until_idle(&mut self) -> usize {
        let mut total = 0;
        loop {
            let done = self.step(self.ctx.clock.now());
            if done == 0 {
                return total;
            }
            total += done;
        }
    }

    /// Steps until `stop` is set; after a step that did nothing, waits for a wake-up on its
    /// channels or the poll interval, whichever comes first.
    pub fn run(&mut self, stop: &AtomicBool) {
        let hub = wake::hub();
        while !stop.load(Ordering::Relaxed) {
            let mark = hub.mark(self.channels);
            let started = std::time::Instant::now();
            if self.step(self.ctx.clock.now()) == 0 {
                self.idle(stop, mark);
            }
            if let Some(rest) = self.pace.checked_sub(started.elapsed()) {
                std::thread::sleep(rest);
            }
        }
    }

    /// Waits for a wake-up after `mark` for at most the poll interval, looking at `stop` at
    /// least every [`IDLE_INTERVAL`].
    fn idle(&self, stop: &AtomicBool, mark: u64) {
        let hub = wake::hub();
        let until = std::time::Instant::now() + self.ctx.poll;
        loop {
            let left = until.saturating_duration_since(std::time::Instant::now());
            if left.is_zero() || stop.load(Ordering::Relaxed) {
                return;
            }
            if hub.wait(self.channels, mark, left.min(IDLE_INTERVAL)) {
                return;
            }
        }
    }

    /// Runs the worker on a thread of its own until `stop` is set; the thread first calls
    /// `schedule` (a [`Background`] priority).
    pub fn spawn(
        mut self,
        stop: Arc<AtomicBool>,
        schedule: impl FnOnce() + Send + 'static,
    ) -> std::io::Result<std::thread::JoinHandle<()>> {
        std::thread::Builder::new()
            .name("kingpost-worker".to_owned())
            .spawn(move || {
                schedule();
                self.run(&stop)
            })
    }
}

/// How worker threads are scheduled beside the rest of the machine's work.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Background {
    /// Inside `kingpost serve`: [`BACKGROUND_NICE`] lower than the web server, and mail
    /// delivery only when a processor would otherwise be idle (Linux's `SCHED_IDLE`), so that
    /// rendering and sending mail never holds up a web request: mail written during a burst of
    /// moves goes out after it. The delivery worker holds nothing the web server waits for (its
    /// writes run on the SQLite writer thread, [`crate::db::Pool::write_waiting`]). A server
    /// that is busy all the time should run `kingpost worker` beside it (`--no-worker`).
    InServer,
    /// A worker process (`kingpost worker`): [`BACKGROUND_NICE`] lower than other programs.
    Lowered,
}

impl Background {
    /// Schedules the calling thread (and the threads it starts), a worker of `kind`. Elsewhere
    /// than on Linux it does nothing; a refusal is logged and the thread keeps its priority.
    pub fn apply(self, kind: WorkKind) {
        lower_thread_priority();
        if self == Background::InServer && kind == WorkKind::Delivery {
            idle_thread_class();
        }
    }
}

/// Puts the calling thread in the idle scheduling class (it cannot leave it again unless
/// privileged: only for threads that hold nothing others wait for).
pub fn idle_thread_class() {
    #[cfg(target_os = "linux")]
    {
        use thread_priority::{
            NormalThreadSchedulePolicy, ThreadPriority, ThreadSchedulePolicy,
            set_thread_priority_and_policy, thread_native_id,
        };
        let idle = ThreadSchedulePolicy::Normal(NormalThreadSchedulePolicy::Idle);
        if let Err(e) =
            set_thread_priority_and_policy(thread_native_id(), ThreadPriority::Min, idle)
        {
            tracing::debug!("background thread keeps its scheduling class: {e:?}");
        }
    }
}

/// How much less priority background threads get than the web server's (a nice increment).
pub const BACKGROUND_NICE: i32 = 10;

/// Lowers the calling thread's scheduling priority by [`BACKGROUND_NICE`] (threads it starts
/// inherit it), so that a worker process yields the processor to other programs when both want
/// it; on an idle machine it runs as fast as before. Elsewhere than on Linux it does nothing.
pub fn lower_thread_priority() {
    #[cfg(target_os = "linux")]
    {
        use rustix::process::{getpriority_process, setpriority_process};
        let me = Some(rustix::thread::gettid());
        let lowered = getpriority_process(me)
            .and_then(|now| setpriority_process(me, (now + BACKGROUND_NICE).min(19)));
        if let Err(e) = lowered {
            tracing::debug!("background thread keeps its priority: {e}");
        }
    }
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use rustix::process::getpriority_process;

    #[test]
    fn the_delivery_worker_of_a_server_runs_in_the_idle_class_and_no_other() {
        use super::{Background, WorkKind};
        use thread_priority::{
            NormalThreadSchedulePolicy, ThreadSchedulePolicy, thread_schedule_policy,
        };
        let class_of = |background: Background, kind: WorkKind| {
            std::thread::spawn(move || {
                background.apply(kind);
                thread_schedule_policy().unwrap()
            })
            .join()
            .unwrap()
        };
        let idle = ThreadSchedulePolicy::Normal(NormalThreadSchedulePolicy::Idle);
        assert_eq!(class_of(Background::InServer, WorkKind::Delivery), idle);
        assert_ne!(class_of(Background::InServer, WorkKind::Processing), idle);
        assert_ne!(class_of(Background::InServer, WorkKind::Engine), idle);
        assert_ne!(class_of(Background::Lowered, WorkKind::Delivery), idle);
        assert_ne!(
            thread_schedule_policy().unwrap(),
            idle,
            "the caller keeps its class"
        );
    }

    #[test]
    fn the_sqlite_writer_keeps_the_normal_class_when_an_idle_worker_writes_first() {
        use thread_priority::{
            NormalThreadSchedulePolicy, ThreadSchedulePolicy, thread_schedule_policy,
        };
        let dir = std::env::temp_dir().join(format!("kp-idle-writer-{}", std::process::id()));
        let url = crate::db::DatabaseUrl::sqlite(dir.join("kingpost.sqlite"));
        let pool = crate::db::connect(&url, 2).unwrap();
        let writer_class = std::thread::spawn(move || {
            super::Background::InServer.apply(super::WorkKind::Delivery);
            pool.write_waiting(|_conn| Ok::<_, super::JobError>(thread_schedule_policy().unwrap()))
                .unwrap()
        })
        .join()
        .unwrap();
        let idle = ThreadSchedulePolicy::Normal(NormalThreadSchedulePolicy::Idle);
        assert_ne!(
            writer_class, idle,
            "the writer thread is not in the idle class"
        );
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn a_background_thread_runs_at_a_lower_priority_and_the_others_keep_theirs() {
        let main_before = getpriority_process(Some(rustix::thread::gettid())).unwrap();
        let (before, after) = std::thread::spawn(|| {
            let me = Some(rustix::thread::gettid());
            let before = getpriority_process(me).unwrap();
            super::lower_thread_priority();
            (before, getpriority_process(me).unwrap())
        })
        .join()
        .unwrap();
        assert_eq!(after, (before + super::BACKGROUND_NICE).min(19));
        let main_after = getpriority_process(Some(rustix::thread::gettid())).unwrap();
        assert_eq!(
            main_after, main_before,
            "only the calling thread is lowered"
        );
    }
}

//! `kingpost serve`, `kingpost worker` and `kingpost migrate`: load the configuration, open the
//! database, apply migrations, and run the web server with a worker beside it (and the SMTP
//! listener when configured), or only the worker.

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use anyhow::Context;
use clap::Args;

use crate::config::{Config, Settings};
use crate::db;
use crate::doors::listener::{Listener, ListenerConfig};
use crate::jobs::{Background, JobContext, WorkKind, Worker, spawn_workers};
use crate::web::{self, AppState};

/// Where the configuration comes from; each flag also reads a `KINGPOST_*` variable.
#[derive(Debug, Args)]
pub struct ServerArgs {
    /// A TOML configuration file (see kingpost.example.toml for every key).
    #[arg(long, env = "KINGPOST_CONFIG", value_name = "FILE")]
    pub config: Option<PathBuf>,
    /// Directory for the SQLite database and other files [default: ./data].
    #[arg(long, env = "KINGPOST_DATA_DIR", value_name = "DIR")]
    pub data_dir: Option<PathBuf>,
    /// Address and port to listen on [default: 127.0.0.1:8080].
    #[arg(long, env = "KINGPOST_HTTP", value_name = "ADDR")]
    pub http: Option<String>,
    /// Public address of this instance, used in links in emails [default: http://ADDR].
    #[arg(long, env = "KINGPOST_BASE_URL", value_name = "URL")]
    pub base_url: Option<String>,
    /// sqlite://PATH or postgres://USER:PASSWORD@HOST/DB [default: sqlite://DIR/kingpost.sqlite].
    #[arg(long, env = "KINGPOST_DATABASE_URL", value_name = "URL")]
    pub database_url: Option<String>,
    /// Domain of reply addresses (move+TOKEN@DOMAIN) [default: the base URL's host].
    #[arg(long, env = "KINGPOST_MAIL_DOMAIN", value_name = "DOMAIN")]
    pub mail_domain: Option<String>,
    /// Sender of every message, like "Chess <chess@example.org>" (default: Kingpost, as
    /// kingpost at the mail domain).
    #[arg(long, env = "KINGPOST_MAIL_FROM", value_name = "ADDRESS")]
    pub mail_from: Option<String>,
    /// How mail leaves: file, file:DIR, smtp://USER:PASS@HOST:PORT (STARTTLS), smtps://… (TLS),
    /// smtp+plain://HOST:PORT (no TLS), sendmail or sendmail:PATH [default: file, .eml files in
    /// DIR/outbox].
    #[arg(long, env = "KINGPOST_MAIL_TRANSPORT", value_name = "TRANSPORT")]
    pub mail_transport: Option<String>,
    /// Sign outgoing mail with DKIM under this selector (the key from `kingpost mail dkim-key`)
    /// [default: off].
    #[arg(long, env = "KINGPOST_DKIM_SELECTOR", value_name = "SELECTOR")]
    pub dkim_selector: Option<String>,
    /// The DKIM private key file [default: DIR/dkim.key].
    #[arg(long, env = "KINGPOST_DKIM_KEY_FILE", value_name = "FILE")]
    pub dkim_key_file: Option<PathBuf>,
    /// Receive mail with the built-in SMTP listener on this address, e.g. 127.0.0.1:2525 [default: off].
    #[arg(long = "smtp", env = "KINGPOST_SMTP", value_name = "ADDR")]
    pub smtp_listen: Option<String>,
    /// The largest incoming message accepted, in bytes [default: 1048576].
    #[arg(long, env = "KINGPOST_MAIL_MAX_BYTES", value_name = "BYTES")]
    pub mail_max_bytes: Option<u64>,
    /// Accept emailed moves on the reply token alone, whatever the sender address [default:
    /// off: the From address must also be the player's confirmed address].
    #[arg(long, env = "KINGPOST_MAIL_TOKEN_ONLY", value_name = "BOOL", num_args = 0..=1, default_missing_value = "true")]
    pub mail_token_only: Option<bool>,
    /// Read incoming mail from this Maildir folder (its new/ messages move to cur/ once stored)
    /// [default: off].
    #[arg(long, env = "KINGPOST_MAIL_MAILDIR", value_name = "DIR")]
    pub mail_maildir: Option<PathBuf>,
    /// Regular leave days per player and calendar year [default: 45].
    #[arg(long, env = "KINGPOST_LEAVE_DAYS_PER_YEAR", value_name = "DAYS")]
    pub leave_days_per_year: Option<u32>,
    /// Reminder points, comma-separated [default: 80%,14d,28d,35d].
    #[arg(
        long,
        env = "KINGPOST_REMINDERS",
        value_name = "POINTS",
        value_delimiter = ','
    )]
    pub reminders: Option<Vec<String>>,
    /// Reverse proxies whose X-Forwarded-For/Forwarded header names the client, comma-separated
    /// addresses or CIDR blocks such as 127.0.0.1,10.0.0.0/8 [default: none].
    #[arg(
        long,
        env = "KINGPOST_TRUSTED_PROXIES",
        value_name = "ADDRS",
        value_delimiter = ','
    )]
    pub trusted_proxies: Option<Vec<String>>,
    /// Log lines as "text" (for people; coloured only on a terminal) or "json" (one object a
    /// line, for log collectors) [default: text].
    #[arg(long, env = "KINGPOST_LOG_FORMAT", value_name = "FORMAT")]
    pub log_format: Option<String>,
    /// For tests: the most pages the SQLite database may grow to (a full disk on demand).
    #[arg(
        long,
        env = "KINGPOST_SQLITE_MAX_PAGES",
        value_name = "PAGES",
        hide = true
    )]
    pub sqlite_max_pages: Option<u32>,
    /// Settings for several processes on one database.
    #[command(flatten)]
    pub cluster: ClusterArgs,
    /// Xfcc: days a finished game is still sent to correspondence programs [default: 30].
    #[arg(long, env = "KINGPOST_XFCC_FINISHED_DAYS", value_name = "DAYS")]
    pub xfcc_finished_days: Option<u32>,
    /// Engine play and adjudication settings.
    #[command(flatten)]
    pub engine: EngineArgs,
    /// Limits on abuse.
    #[command(flatten)]
    pub limits: LimitArgs,
}

/// The settings for several processes on one database (each also reads a `KINGPOST_*`
/// variable; see kingpost.example.toml).
#[derive(Debug, Default, Args)]
pub struct ClusterArgs {
    /// Database connections per process [default: 16].
    #[arg(long, env = "KINGPOST_DB_POOL_SIZE", value_name = "N")]
    pub db_pool_size: Option<u32>,
    /// Seconds an idle worker waits before looking for work without a wake-up [default: 1 on
    /// SQLite, 30 on PostgreSQL].
    #[arg(long, env = "KINGPOST_JOB_POLL_SECONDS", value_name = "S")]
    pub job_poll_seconds: Option<u64>,
    /// Seconds a worker holds an engine job beyond its thinking time [default: 60].
    #[arg(long, env = "KINGPOST_ENGINE_JOB_LEASE_SECONDS", value_name = "S")]
    pub engine_job_lease_seconds: Option<u64>,
    /// The session secret itself (better given by the environment than on a command line).
    #[arg(
        long,
        env = "KINGPOST_SESSION_SECRET",
        value_name = "SECRET",
        hide_env_values = true
    )]
    pub session_secret: Option<String>,
    /// A file holding the session secret [default: DIR/secret.key, made on first start].
    #[arg(long, env = "KINGPOST_SESSION_SECRET_FILE", value_name = "FILE")]
    pub session_secret_file: Option<PathBuf>,
    /// The reply-address secret itself (better given by the environment).
    #[arg(
        long,
        env = "KINGPOST_MAIL_SECRET",
        value_name = "SECRET",
        hide_env_values = true
    )]
    pub mail_secret: Option<String>,
    /// A file holding the reply-address secret [default: DIR/mail.key, made on first start].
    #[arg(long, env = "KINGPOST_MAIL_SECRET_FILE", value_name = "FILE")]
    pub mail_secret_file: Option<PathBuf>,
}

/// The limits on abuse (each also reads a `KINGPOST_*` variable; see kingpost.example.toml).
#[derive(Debug, Default, Args)]
pub struct LimitArgs {
    /// The most SMTP connections served at once [default: 32].
    #[arg(long, env = "KINGPOST_SMTP_MAX_CONNECTIONS", value_name = "N")]
    pub smtp_max_connections: Option<u32>,
    /// The most SMTP connections from one client address [default: 4].
    #[arg(
        long,
        env = "KINGPOST_SMTP_MAX_CONNECTIONS_PER_CLIENT",
        value_name = "N"
    )]
    pub smtp_max_connections_per_client: Option<u32>,
    /// Seconds a client has for one SMTP command line [default: 60].
    #[arg(long, env = "KINGPOST_SMTP_COMMAND_TIMEOUT_SECONDS", value_name = "S")]
    pub smtp_command_timeout_seconds: Option<u64>,
    /// Seconds a client has for a message's data [default: 180].
    #[arg(long, env = "KINGPOST_SMTP_DATA_TIMEOUT_SECONDS", value_name = "S")]
    pub smtp_data_timeout_seconds: Option<u64>,
    /// Seconds one SMTP connection may last [default: 600].
    #[arg(long, env = "KINGPOST_SMTP_SESSION_TIMEOUT_SECONDS", value_name = "S")]
    pub smtp_session_timeout_seconds: Option<u64>,
    /// Addresses of relays in front of the listener, exempt from per-client limits, comma-separated.
    #[arg(
        long,
        env = "KINGPOST_SMTP_RELAYS",
        value_name = "ADDRS",
        value_delimiter = ','
    )]
    pub smtp_relays: Option<Vec<String>>,
    /// Incoming messages stored per hour for one sender (0: no limit) [default: 30].
    #[arg(long, env = "KINGPOST_MAIL_PER_SENDER_PER_HOUR", value_name = "N")]
    pub mail_per_sender_per_hour: Option<u32>,
    /// Incoming messages stored per hour from one SMTP client (0: no limit) [default: 60].
    #[arg(long, env = "KINGPOST_MAIL_PER_CLIENT_PER_HOUR", value_name = "N")]
    pub mail_per_client_per_hour: Option<u32>,
    /// Days ignored or refused incoming mail is kept raw [default: 30].
    #[arg(long, env = "KINGPOST_MAIL_RETENTION_DAYS", value_name = "DAYS")]
    pub mail_retention_days: Option<u32>,
    /// Soft bounces (delays) within --soft-bounce-days that mark an address as bouncing [default: 5].
    #[arg(long, env = "KINGPOST_SOFT_BOUNCE_LIMIT", value_name = "N")]
    pub soft_bounce_limit: Option<u32>,
    /// Days over which soft bounces are counted [default: 30].
    #[arg(long, env = "KINGPOST_SOFT_BOUNCE_DAYS", value_name = "DAYS")]
    pub soft_bounce_days: Option<u32>,
}

/// The engine and adjudication flags of the server commands (each also reads a `KINGPOST_*`
/// variable; see kingpost.example.toml).
#[derive(Debug, Default, Args)]
pub struct EngineArgs {
    /// A directory of Syzygy tables, for adjudication and tablebase claims.
    #[arg(
        long,
        alias = "syzygy",
        env = "KINGPOST_SYZYGY_PATH",
        value_name = "DIR"
    )]
    pub syzygy_path: Option<PathBuf>,
    /// An external UCI engine (e.g. /usr/games/stockfish) for a second opinion.
    #[arg(long, env = "KINGPOST_UCI_ENGINE", value_name = "PATH")]
    pub uci_engine: Option<PathBuf>,
    /// The engine's thinking time per move in games against players [default: 2000].
    #[arg(long, env = "KINGPOST_ENGINE_THINK_MS", value_name = "MS")]
    pub engine_think_ms: Option<u64>,
    /// Thinking time for an organizer's adjudication report [default: 3].
    #[arg(long, env = "KINGPOST_ADJUDICATION_SECONDS", value_name = "N")]
    pub adjudication_seconds: Option<u64>,
    /// The score in centipawns from which the engine's opinion decides [default: 300].
    #[arg(long, env = "KINGPOST_ADJUDICATION_WIN_CP", value_name = "CP")]
    pub adjudication_win_cp: Option<i32>,
    /// The smallest search depth whose score decides [default: 10].
    #[arg(long, env = "KINGPOST_ADJUDICATION_MIN_DEPTH", value_name = "N")]
    pub adjudication_min_depth: Option<u32>,
}

impl ServerArgs {
    /// The validated configuration: defaults, then the file, then environment and flags.
    pub fn load(&self) -> anyhow::Result<Config> {
        let file = match &self.config {
            Some(path) => Settings::from_file(path)?,
            None => Settings::default(),
        };
        let flags = Settings {
            data_dir: self.data_dir.clone(),
            http: self.http.clone(),
            base_url: self.base_url.clone(),
            database_url: self.database_url.clone(),
            mail_domain: self.mail_domain.clone(),
            mail_from: self.mail_from.clone(),
            mail_transport: self.mail_transport.clone(),
            dkim_selector: self.dkim_selector.clone(),
            dkim_key_file: self.dkim_key_file.clone(),
            syzygy_path: self.engine.syzygy_path.clone(),
            uci_engine: self.engine.uci_engine.clone(),
            engine_think_ms: self.engine.engine_think_ms,
            adjudication_seconds: self.engine.adjudication_seconds,
            adjudication_win_cp: self.engine.adjudication_win_cp,
            adjudication_min_depth: self.engine.adjudication_min_depth,
            leave_days_per_year: self.leave_days_per_year,
            reminders: self.reminders.clone(),
            smtp_listen: self.smtp_listen.clone(),
            mail_max_bytes: self.mail_max_bytes,
            mail_token_only: self.mail_token_only,
            mail_maildir: self.mail_maildir.clone(),
            trusted_proxies: self.trusted_proxies.clone(),
            log_format: self.log_format.clone(),
            smtp_max_connections: self.limits.smtp_max_connections,
            smtp_max_connections_per_client: self.limits.smtp_max_connections_per_client,
            smtp_command_timeout_seconds: self.limits.smtp_command_timeout_seconds,
            smtp_data_timeout_seconds: self.limits.smtp_data_timeout_seconds,
            smtp_session_timeout_seconds: self.limits.smtp_session_timeout_seconds,
            smtp_relays: self.limits.smtp_relays.clone(),
            mail_per_sender_per_hour: self.limits.mail_per_sender_per_hour,
            mail_per_client_per_hour: self.limits.mail_per_client_per_hour,
            mail_retention_days: self.limits.mail_retention_days,
            soft_bounce_limit: self.limits.soft_bounce_limit,
            soft_bounce_days: self.limits.soft_bounce_days,
            sqlite_max_pages: self.sqlite_max_pages,
            session_secret: self.cluster.session_secret.clone(),
            session_secret_file: self.cluster.session_secret_file.clone(),
            mail_secret: self.cluster.mail_secret.clone(),
            mail_secret_file: self.cluster.mail_secret_file.clone(),
            db_pool_size: self.cluster.db_pool_size,
            job_poll_seconds: self.cluster.job_poll_seconds,
            engine_job_lease_seconds: self.cluster.engine_job_lease_seconds,
            xfcc_finished_days: self.xfcc_finished_days,
        };
        Ok(Config::load(file.overridden_by(flags))?)
    }
}

/// Opens the database and applies pending migrations, printing what was applied. A data
/// directory or SQLite database that cannot be written stops the command here, with a message,
/// before anything is served or acknowledged.
pub(crate) fn open_and_migrate(config: &Config) -> anyhow::Result<db::Pool> {
    check_storage(config)?;
    let pool = db::connect_with(
        &config.database,
        config.cluster.db_pool_size,
        config.db_options(),
    )?;
    let mut conn = pool
        .get()
        .with_context(|| format!("cannot connect to {}", config.database))?;
    for version in db::migrate(&mut conn)? {
        super::logging::notice(&format!("applied migration {version}"));
    }
    Ok(pool)
}

/// Checks that the data directory (made if missing) and the SQLite database can be written.
fn check_storage(config: &Config) -> anyhow::Result<()> {
    let dir = &config.data_dir;
    std::fs::create_dir_all(dir)
        .with_context(|| format!("cannot create the data directory {}", dir.display()))?;
    db::check_dir_writable(dir).context("the data directory (data_dir) cannot be written")?;
    db::check_writable(&config.database)?;
    Ok(())
}

/// `kingpost migrate`.
pub fn migrate(args: &ServerArgs) -> anyhow::Result<i32> {
    let config = args.load()?;
    super::logging::init(config.log_format);
    open_and_migrate(&config)?;
    super::logging::notice(&format!("{} is up to date", config.database));
    Ok(0)
}

/// Starts the SMTP listener when `smtp_listen` is configured; it runs until dropped.
fn start_smtp_listener(config: &Config, pool: &db::Pool) -> anyhow::Result<Option<Listener>> {
    let Some(addr) = config.smtp_listen else {
        return Ok(None);
    };
    let name = config.mail_domain.as_str();
    let listener = Listener::start(
        ListenerConfig {
            addr,
            name: name.to_owned(),
            max_bytes: config.mail_max_bytes,
            limits: config.smtp_limits.clone(),
            intake: config.intake_limits.clone(),
        },
        pool.clone(),
    )
    .with_context(|| format!("cannot receive mail by SMTP on {addr} (smtp_listen)"))?;
    super::logging::notice(&format!(
        "receiving mail by SMTP on {}",
        listener.local_addr()
    ));
    Ok(Some(listener))
}

/// Says at start whether outgoing mail carries a DKIM signature.
fn say_how_mail_is_signed(jobs: &JobContext) {
    match &jobs.dkim {
        Some(signer) => super::logging::notice(&format!(
            "signing outgoing mail with DKIM ({})",
            signer.describe()
        )),
        None => {
            super::logging::notice("outgoing mail is not DKIM-signed (dkim_selector is not set)")
        }
    }
}

/// Options of `kingpost serve` besides the configuration.
#[derive(Debug, Args)]
pub struct ServeArgs {
    /// The configuration.
    #[command(flatten)]
    pub server: ServerArgs,
    /// Serve the web only: no worker threads (run `kingpost worker` elsewhere). For web nodes
    /// of an instance with several processes on PostgreSQL.
    #[arg(long, env = "KINGPOST_NO_WORKER")]
    pub no_worker: bool,
}

/// `kingpost serve`: the web server, with worker threads beside it unless `--no-worker` (and
/// the SMTP listener when configured).
pub fn serve(args: &ServeArgs) -> anyhow::Result<i32> {
    let config = args.server.load()?;
    super::logging::init(config.log_format);
    let pool = open_and_migrate(&config)?;
    let jobs = JobContext::new(&config, pool.clone())?;
    say_how_mail_is_signed(&jobs);
    let _smtp = start_smtp_listener(&config, &pool)?;
    db::listen::start(&config.database).context("cannot start the listening thread")?;
    db::announce::start(&config.database).context("cannot start the announcing thread")?;
    super::logging::notice(&start_line(&config));
    let state = AppState::new(config, pool).with_context(
        || "cannot read the secrets (session_secret, mail_secret; by default secret.key and mail.key in the data directory)",
    )?;
    let stop = Arc::new(AtomicBool::new(false));
    let kinds: &[WorkKind] = if args.no_worker {
        super::logging::notice(
            "no worker in this process (--no-worker): run `kingpost worker` beside it",
        );
        &[]
    } else {
        &WorkKind::ALL
    };
    let handles = spawn_workers(&jobs, kinds, &stop, Background::InServer)
        .context("cannot start the worker threads")?;
    let served = actix_web::rt::System::new().block_on(web::serve(state));
    stop.store(true, Ordering::Relaxed);
    for handle in handles {
        let _ = handle.join();
    }
    served.context("the web server stopped")?;
    Ok(0)
}

/// What `serve` says once it is ready: the public address, and where it listens when that is
/// another address (behind a reverse proxy), the database and the mail transport.
fn start_line(config: &Config) -> String {
    let listening = format!("http://{}", config.http);
    let place = if config.base_url == listening {
        listening
    } else {
        format!("{} (listening on {listening})", config.base_url)
    };
    format!(
        "serving {place}; database {}, mail by {}",
        config.database, config.mail_transport
    )
}

/// Options of `kingpost worker` besides the configuration.
#[derive(Debug, Args)]
pub struct WorkerArgs {
    /// The configuration (the same settings as `serve`).
    #[command(flatten)]
    pub server: ServerArgs,
    /// Do what is due now (incoming mail, the deadline check, due digests, sending the outbox), then exit
    /// instead of waiting for more.
    #[arg(long)]
    pub once: bool,
    /// Run only these kinds of work, comma-separated: processing (incoming mail, deadlines,
    /// digests), delivery (sending mail), engine (engine moves and reports) [default: all].
    #[arg(long, value_enum, value_delimiter = ',', value_name = "KINDS")]
    pub only: Vec<WorkKind>,
}

/// `kingpost worker`: background work only (incoming mail, deadlines and reminders, digests, sending mail),
/// for a separate process.
pub fn worker(args: &WorkerArgs) -> anyhow::Result<i32> {
    let config = args.server.load()?;
    super::logging::init(config.log_format);
    let pool = open_and_migrate(&config)?;
    let jobs = JobContext::new(&config, pool)?;
    say_how_mail_is_signed(&jobs);
    let kinds = if args.only.is_empty() {
        WorkKind::ALL.to_vec()
    } else {
        args.only.clone()
    };
    if args.once {
        // Without --only, what is due besides engine work (which takes seconds a game).
        let all = if args.only.is_empty() {
            crate::jobs::default_jobs()
        } else {
            kinds.iter().flat_map(|kind| kind.jobs()).collect()
        };
        let done = Worker::with_jobs(jobs, all).run_until_idle();
        super::logging::notice(&format!("worker handled {done} item(s)"));
        return Ok(0);
    }
    db::listen::start(&config.database).context("cannot start the listening thread")?;
    db::announce::start(&config.database).context("cannot start the announcing thread")?;
    super::logging::notice(&format!(
        "worker running {kinds:?} (database {}, mail by {})",
        config.database, config.mail_transport
    ));
    let stop = Arc::new(AtomicBool::new(false));
    for handle in spawn_workers(&jobs, &kinds, &stop, Background::Lowered)? {
        let _ = handle.join();
    }
    Ok(0)
}

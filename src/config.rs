//! The one typed configuration of a Kingpost instance.
//!
//! Every setting has a default that works with zero set-up: data under `./data`, an SQLite file
//! there, HTTP on 127.0.0.1:8080. A TOML file (`--config FILE`, documented key by key in
//! `kingpost.example.toml`) may override the defaults, `KINGPOST_*` environment variables override
//! the file, and command-line flags override everything. The result is checked once by
//! [`Config::load`] and then passed explicitly to whatever needs it; there are no globals.

use std::net::SocketAddr;
use std::path::{Path, PathBuf};

use serde::Deserialize;

use crate::db::DatabaseUrl;
use crate::domain::reminders::{ReminderPointError, ReminderPolicy};
use crate::mail::transport::{TransportConfig, TransportError};
use ip_range::{IpRange, IpRangeError};

pub mod cluster;
pub mod ip_range;
pub mod limits;
mod log_format;
mod sqlite_path;

pub use cluster::{Cluster, SecretSource};
pub use limits::{IntakeLimits, SmtpLimits};
pub use log_format::LogFormat;
use sqlite_path::sqlite_in_data_dir;

/// The file name of the DKIM key under the data directory (the default of `dkim_key_file`).
pub const DEFAULT_DKIM_KEY_FILE: &str = "dkim.key";

/// The settings one might give in a file, the environment or on the command line; each layer
/// only sets what it names.
#[derive(Debug, Default, Clone, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct Settings {
    /// Directory for the SQLite database and files such as the file-transport outbox.
    pub data_dir: Option<PathBuf>,
    /// Address and port the web server listens on.
    pub http: Option<String>,
    /// The public address of the instance, used in links in emails.
    pub base_url: Option<String>,
    /// `sqlite://PATH` or `postgres://USER@HOST/DB`; defaults to an SQLite file in the data dir.
    pub database_url: Option<String>,
    /// The domain of reply addresses and Message-IDs; defaults to the base URL's host.
    pub mail_domain: Option<String>,
    /// The sender of every message, e.g. `Kingpost <chess@example.org>`.
    pub mail_from: Option<String>,
    /// How mail leaves: `file`, `smtp://…`, `smtps://…`, `smtp+plain://…` or `sendmail`.
    pub mail_transport: Option<String>,
    /// DKIM: the selector to sign outgoing mail under (`SELECTOR._domainkey.<mail_domain>`);
    /// no signing when unset.
    pub dkim_selector: Option<String>,
    /// DKIM: the private key file (default `<data_dir>/dkim.key`, made by `kingpost mail dkim-key`).
    pub dkim_key_file: Option<PathBuf>,
    /// Engine play and adjudication: a directory of Syzygy tables (.rtbw/.rtbz).
    pub syzygy_path: Option<PathBuf>,
    /// Engine play and adjudication: an external UCI engine for a second opinion.
    pub uci_engine: Option<PathBuf>,
    /// Engine play and adjudication: the engine's thinking time per move in games, in ms.
    pub engine_think_ms: Option<u64>,
    /// Engine play and adjudication: thinking time for an organizer's report, in seconds.
    pub adjudication_seconds: Option<u64>,
    /// Engine play and adjudication: the score (centipawns) at which the engine's opinion decides.
    pub adjudication_win_cp: Option<i32>,
    /// Engine play and adjudication: the smallest depth whose score decides.
    pub adjudication_min_depth: Option<u32>,
    /// Regular leave days each player may book per calendar year (0: no leave).
    pub leave_days_per_year: Option<u32>,
    /// When silent players are reminded: `80%` of the allowance used, `14d` without a move, ….
    pub reminders: Option<Vec<String>>,
    /// Address and port of the built-in SMTP listener for incoming mail; off when unset.
    pub smtp_listen: Option<String>,
    /// The largest incoming message accepted, in bytes.
    pub mail_max_bytes: Option<u64>,
    /// Accept emailed commands on the reply token alone, from any sender address.
    pub mail_token_only: Option<bool>,
    /// A Maildir folder the worker reads incoming mail from.
    pub mail_maildir: Option<PathBuf>,
    /// Reverse proxies (addresses or CIDR blocks) whose `X-Forwarded-For`/`Forwarded` is believed.
    pub trusted_proxies: Option<Vec<String>>,
    /// How log lines are written: `text` (for people) or `json` (one object a line).
    pub log_format: Option<String>,
    /// The most SMTP connections served at once.
    pub smtp_max_connections: Option<u32>,
    /// The most SMTP connections served at once for one client address.
    pub smtp_max_connections_per_client: Option<u32>,
    /// Seconds a client has for one SMTP command line.
    pub smtp_command_timeout_seconds: Option<u64>,
    /// Seconds a client has for a message's data.
    pub smtp_data_timeout_seconds: Option<u64>,
    /// Seconds one SMTP connection may last.
    pub smtp_session_timeout_seconds: Option<u64>,
    /// Client addresses of the operator's relays, exempt from the per-client limits.
    pub smtp_relays: Option<Vec<String>>,
    /// Incoming messages stored per hour for one sender address (0: no limit).
    pub mail_per_sender_per_hour: Option<u32>,
    /// Incoming messages stored per hour from one SMTP client address (0: no limit).
    pub mail_per_client_per_hour: Option<u32>,
    /// Days raw incoming mail that was ignored or refused is kept.
    pub mail_retention_days: Option<u32>,
    /// Soft bounces (delays, 4.x.x) within `soft_bounce_days` that mark an address as bouncing.
    pub soft_bounce_limit: Option<u32>,
    /// The days over which soft bounces are counted.
    pub soft_bounce_days: Option<u32>,
    /// SQLite only: the most pages (4 KiB each) the database file may grow to; for tests that
    /// fill the database as a full disk would. Unset: no limit.
    pub sqlite_max_pages: Option<u32>,
    /// The session secret itself, shared by every web process (instead of data_dir/secret.key).
    pub session_secret: Option<String>,
    /// A file holding the session secret.
    pub session_secret_file: Option<PathBuf>,
    /// The reply-address secret itself, shared by every process (instead of data_dir/mail.key).
    pub mail_secret: Option<String>,
    /// A file holding the reply-address secret.
    pub mail_secret_file: Option<PathBuf>,
    /// Database connections per process.
    pub db_pool_size: Option<u32>,
    /// Seconds an idle worker waits for a wake-up before it looks for work anyway.
    pub job_poll_seconds: Option<u64>,
    /// Seconds a worker may hold an engine job beyond its thinking time.
    pub engine_job_lease_seconds: Option<u64>,
    /// Xfcc: how many days a finished game is still sent to correspondence programs.
    pub xfcc_finished_days: Option<u32>,
}

impl Settings {
    /// `self` with every setting that `over` names replaced by `over`'s value.
    pub fn overridden_by(self, over: Settings) -> Settings {
        Settings {
            data_dir: over.data_dir.or(self.data_dir),
            http: over.http.or(self.http),
            base_url: over.base_url.or(self.base_url),
            database_url: over.database_url.or(self.database_url),
            mail_domain: over.mail_domain.or(self.mail_domain),
            mail_from: over.mail_from.or(self.mail_from),
            mail_transport: over.mail_transport.or(self.mail_transport),
            dkim_selector: over.dkim_selector.or(self.dkim_selector),
            dkim_key_file: over.dkim_key_file.or(self.dkim_key_file),
            syzygy_path: over.syzygy_path.or(self.syzygy_path),
            uci_engine: over.uci_engine.or(self.uci_engine),
            engine_think_ms: over.engine_think_ms.or(self.engine_think_ms),
            adjudication_seconds: over.adjudication_seconds.or(self.adjudication_seconds),
            adjudication_win_cp: over.adjudication_win_cp.or(self.adjudication_win_cp),
            adjudication_min_depth: over.adjudication_min_depth.or(self.adjudication_min_depth),
            leave_days_per_year: over.leave_days_per_year.or(self.leave_days_per_year),
            reminders: over.reminders.or(self.reminders),
            smtp_listen: over.smtp_listen.or(self.smtp_listen),
            mail_max_bytes: over.mail_max_bytes.or(self.mail_max_bytes),
            mail_token_only: over.mail_token_only.or(self.mail_token_only),
            mail_maildir: over.mail_maildir.or(self.mail_maildir),
            trusted_proxies: over.trusted_proxies.or(self.trusted_proxies),
            log_format: over.log_format.or(self.log_format),
            smtp_max_connections: over.smtp_max_connections.or(self.smtp_max_connections),
            smtp_max_connections_per_client: over
                .smtp_max_connections_per_client
                .or(self.smtp_max_connections_per_client),
            smtp_command_timeout_seconds: over
                .smtp_command_timeout_seconds
                .or(self.smtp_command_timeout_seconds),
            smtp_data_timeout_seconds: over
                .smtp_data_timeout_seconds
                .or(self.smtp_data_timeout_seconds),
            smtp_session_timeout_seconds: over
                .smtp_session_timeout_seconds
                .or(self.smtp_session_timeout_seconds),
            smtp_relays: over.smtp_relays.or(self.smtp_relays),
            mail_per_sender_per_hour: over
                .mail_per_sender_per_hour
                .or(self.mail_per_sender_per_hour),
            mail_per_client_per_hour: over
                .mail_per_client_per_hour
                .or(self.mail_per_client_per_hour),
            mail_retention_days: over.mail_retention_days.or(self.mail_retention_days),
            soft_bounce_limit: over.soft_bounce_limit.or(self.soft_bounce_limit),
            soft_bounce_days: over.soft_bounce_days.or(self.soft_bounce_days),
            sqlite_max_pages: over.sqlite_max_pages.or(self.sqlite_max_pages),
            session_secret: over.session_secret.or(self.session_secret),
            session_secret_file: over.session_secret_file.or(self.session_secret_file),
            mail_secret: over.mail_secret.or(self.mail_secret),
            mail_secret_file: over.mail_secret_file.or(self.mail_secret_file),
            db_pool_size: over.db_pool_size.or(self.db_pool_size),
            job_poll_seconds: over.job_poll_seconds.or(self.job_poll_seconds),
            engine_job_lease_seconds: over
                .engine_job_lease_seconds
                .or(self.engine_job_lease_seconds),
            xfcc_finished_days: over.xfcc_finished_days.or(self.xfcc_finished_days),
        }
    }

    /// Reads a TOML settings file.
    pub fn from_file(path: &Path) -> Result<Settings, ConfigError> {
        let text = std::fs::read_to_string(path).map_err(|e| ConfigError::File {
            path: path.to_owned(),
            reason: e.to_string(),
        })?;
        toml::from_str(&text).map_err(|e| ConfigError::File {
            path: path.to_owned(),
            reason: e.to_string(),
        })
    }
}

/// A validated configuration.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Config {
    /// Directory for the SQLite database and other files.
    pub data_dir: PathBuf,
    /// Where the web server listens.
    pub http: SocketAddr,
    /// The public base URL, without a trailing slash.
    pub base_url: String,
    /// The database to use.
    pub database: DatabaseUrl,
    /// The domain of reply addresses (`move+TOKEN@domain`) and Message-IDs.
    pub mail_domain: String,
    /// The sender of every message, a checked mailbox such as `Kingpost <kingpost@example.org>`.
    pub mail_from: String,
    /// How mail leaves the server.
    pub mail_transport: TransportConfig,
    /// The DKIM selector outgoing mail is signed under; `None`: mail is not signed.
    pub dkim_selector: Option<String>,
    /// The DKIM private key (read at start when `dkim_selector` is set).
    pub dkim_key_file: PathBuf,
    /// Engine play and adjudication.
    pub engine: EngineOptions,
    /// Regular leave days per player and calendar year.
    pub leave_days_per_year: u32,
    /// When the deadline check reminds silent players.
    pub reminders: ReminderPolicy,
    /// Where the built-in SMTP listener accepts incoming mail; `None` when it is off.
    pub smtp_listen: Option<SocketAddr>,
    /// The largest incoming message accepted, in bytes (larger ones are refused with SMTP 552).
    pub mail_max_bytes: usize,
    /// Whether an emailed command needs only a valid reply token, not also a From address that
    /// is the player's confirmed address (for players who write from several addresses).
    pub mail_token_only: bool,
    /// A Maildir folder whose `new/` messages the worker stores in the inbox (off when unset).
    pub mail_maildir: Option<PathBuf>,
    /// The reverse proxies whose word on the client's address is believed (for sign-in
    /// throttling); empty: the TCP peer is the client.
    pub trusted_proxies: Vec<IpRange>,
    /// How log lines on standard error are written.
    pub log_format: LogFormat,
    /// How the SMTP listener limits connections and their duration.
    pub smtp_limits: SmtpLimits,
    /// How much incoming mail is stored per sender and client, and how long unused mail is kept.
    pub intake_limits: IntakeLimits,
    /// SQLite only: the most pages the database file may grow to (`None`: no limit); a write
    /// beyond it is refused as on a full disk. Meant for tests.
    pub sqlite_max_pages: Option<u32>,
    /// What several processes of one instance share: secrets, pool size, polling, leases.
    pub cluster: Cluster,
    /// Xfcc (`GetMyGames`): finished games are sent to correspondence programs for this many
    /// days after they ended (besides every ongoing game).
    pub xfcc_finished_days: u32,
}

/// A setting that cannot be used, with what would be right.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ConfigError {
    /// The configuration file could not be read or parsed.
    #[error("cannot use the configuration file {path}: {reason}")]
    File {
        /// The file.
        path: PathBuf,
        /// What went wrong.
        reason: String,
    },
    /// The listen address is not an address and port.
    #[error("http = '{0}' is not an address and port; write it like 127.0.0.1:8080 or [::]:80")]
    Http(String),
    /// The base URL is not an http(s) URL.
    #[error("base_url = '{0}' must start with http:// or https://, like https://chess.example.org")]
    BaseUrl(String),
    /// A reminder point cannot be read.
    #[error("reminders: {0}")]
    Reminder(#[from] ReminderPointError),
    /// The leave allowance is out of range.
    #[error(
        "leave_days_per_year = {0} is more than a year; use 0 to 366 (45 is the usual ICCF allowance)"
    )]
    LeaveDays(u32),
    /// The SMTP listen address is not an address and port.
    #[error(
        "smtp_listen = '{0}' is not an address and port; write it like 127.0.0.1:2525 or \
         0.0.0.0:25, or leave it out to keep the SMTP listener off"
    )]
    SmtpListen(String),
    /// The message size limit is too small to be useful.
    #[error(
        "mail_max_bytes = {0} is too small; give at least 1024 (bytes), for example 1048576 for 1 MiB"
    )]
    MailMaxBytes(u64),
    /// The database URL has an unknown scheme.
    #[error("{0}")]
    Database(#[from] crate::db::DatabaseUrlError),
    /// A relative SQLite path names a file that exists only relative to the current directory
    /// (where releases before 0.2 looked), not in the data directory (where it is read now).
    #[error(
        "database_url = '{given}' is relative, so it is read inside data_dir as {resolved}, but the \
         database is at {found} (relative to the current directory): move it to {resolved}, or \
         write an absolute path (sqlite:///var/lib/kingpost/kingpost.sqlite), or leave \
         database_url out to use DATA_DIR/kingpost.sqlite"
    )]
    SqliteOutsideDataDir {
        /// The URL as given.
        given: String,
        /// Where the database is read now.
        resolved: String,
        /// Where the file is.
        found: String,
    },
    /// The log format is neither `text` nor `json`.
    #[error("log_format = '{0}' is not a log format; write \"text\" (the default) or \"json\"")]
    LogFormat(String),
    /// The mail domain is not a domain name.
    #[error(
        "mail_domain = '{0}' is not a domain name; write the part after the @ of the addresses \
         players reply to, like chess.example.org (letters, digits, '-' and '.')"
    )]
    MailDomain(String),
    /// The DKIM selector is not a DNS label.
    #[error(
        "dkim_selector = '{0}' is not a DKIM selector; write a DNS label such as kingpost or \
         mail2026 (letters, digits, '-' and '.'), the one printed by `kingpost mail dkim-key`"
    )]
    DkimSelector(String),
    /// The sender is not an address.
    #[error(
        "mail_from = '{given}' is not an email address ({reason}); write it like \
         kingpost@chess.example.org or \"Kingpost\" <kingpost@chess.example.org>"
    )]
    MailFrom {
        /// The value.
        given: String,
        /// What the parser said.
        reason: String,
    },
    /// The transport cannot be used.
    #[error("{0}")]
    MailTransport(#[from] TransportError),
    /// An engine or adjudication setting is unusable.
    #[error("{0}")]
    Engine(String),
    /// A trusted proxy is not an address or a CIDR block.
    #[error("{0}")]
    TrustedProxy(#[from] IpRangeError),
    /// A limit on abuse is out of range.
    #[error("{0}")]
    Limit(String),
}

/// The default data directory, relative to where Kingpost is started.
pub const DEFAULT_DATA_DIR: &str = "data";
/// The default listen address.
pub const DEFAULT_HTTP: &str = "127.0.0.1:8080";
/// The default leave allowance per calendar year, in days (as at ICCF).
pub const DEFAULT_LEAVE_DAYS_PER_YEAR: u32 = 45;
/// The default limit for incoming messages: 1 MiB.
pub const DEFAULT_MAIL_MAX_BYTES: u64 = 1024 * 1024;
/// The default for `xfcc_finished_days`.
pub const DEFAULT_XFCC_FINISHED_DAYS: u32 = 30;

/// `xfcc_finished_days`, checked: 0 (finished games are not sent) to 3650.
fn xfcc_finished_days(days: Option<u32>) -> Result<u32, ConfigError> {
    match days.unwrap_or(DEFAULT_XFCC_FINISHED_DAYS) {
        days @ 0..=3650 => Ok(days),
        days => Err(ConfigError::Limit(format!(
            "xfcc_finished_days = {days} is out of range; give 0 to 3650 days (0: finished \
             games are not sent to Xfcc clients; the default is {DEFAULT_XFCC_FINISHED_DAYS})"
        ))),
    }
}

impl Config {
    /// Builds the configuration from the defaults overridden by `settings`, and checks it.
    pub fn load(settings: Settings) -> Result<Config, ConfigError> {
        let engine = EngineOptions::load(&settings)?;
        let (smtp_limits, intake_limits) = limits::load(&settings)?;
        let cluster = cluster::load(&settings)?;
        let data_dir = settings
            .data_dir
            .unwrap_or_else(|| PathBuf::from(DEFAULT_DATA_DIR));
        let http_text = settings.http.unwrap_or_else(|| DEFAULT_HTTP.to_owned());
        let http: SocketAddr = http_text
            .parse()
            .map_err(|_| ConfigError::Http(http_text.clone()))?;
        let base_url = match settings.base_url {
            Some(url) => validate_base_url(url)?,
            None => format!("http://{http}"),
        };
        let database = match settings.database_url {
            Some(url) => sqlite_in_data_dir(DatabaseUrl::parse(&url)?, &data_dir)?,
            None => DatabaseUrl::sqlite(data_dir.join("kingpost.sqlite")),
        };
        let mail_domain = match settings.mail_domain {
            Some(domain) => validate_mail_domain(domain)?,
            None => host_of(&base_url),
        };
        let mail_from = match settings.mail_from {
            Some(from) => validate_mail_from(from)?,
            None => format!("Kingpost <kingpost@{mail_domain}>"),
        };
        let mail_transport = match settings.mail_transport {
            Some(text) => TransportConfig::parse(&text)?,
            None => TransportConfig::default(),
        };
        let dkim_selector = match settings.dkim_selector.filter(|s| !s.trim().is_empty()) {
            Some(selector) => Some(validate_dkim_selector(selector)?),
            None => None,
        };
        let dkim_key_file = settings
            .dkim_key_file
            .unwrap_or_else(|| data_dir.join(DEFAULT_DKIM_KEY_FILE));
        let leave_days_per_year = settings
            .leave_days_per_year
            .unwrap_or(DEFAULT_LEAVE_DAYS_PER_YEAR);
        if leave_days_per_year > 366 {
            return Err(ConfigError::LeaveDays(leave_days_per_year));
        }
        let reminders = match settings.reminders {
            Some(points) => ReminderPolicy {
                points: points
                    .iter()
                    .map(|p| p.parse())
                    .collect::<Result<_, ReminderPointError>>()?,
            },
            None => ReminderPolicy::default(),
        };
        let smtp_listen = match settings.smtp_listen.filter(|s| !s.trim().is_empty()) {
            Some(text) => Some(
                text.trim()
                    .parse()
                    .map_err(|_| ConfigError::SmtpListen(text.clone()))?,
            ),
            None => None,
        };
        let mail_max_bytes = settings.mail_max_bytes.unwrap_or(DEFAULT_MAIL_MAX_BYTES);
        if mail_max_bytes < 1024 {
            return Err(ConfigError::MailMaxBytes(mail_max_bytes));
        }
        Ok(Config {
            data_dir,
            http,
            base_url,
            database,
            mail_domain,
            mail_from,
            mail_transport,
            dkim_selector,
            dkim_key_file,
            engine,
            leave_days_per_year,
            reminders,
            smtp_listen,
            mail_max_bytes: usize::try_from(mail_max_bytes).unwrap_or(usize::MAX),
            mail_token_only: settings.mail_token_only.unwrap_or(false),
            mail_maildir: settings.mail_maildir,
            trusted_proxies: settings
                .trusted_proxies
                .iter()
                .flatten()
                .filter(|entry| !entry.trim().is_empty())
                .map(|entry| entry.parse())
                .collect::<Result<_, IpRangeError>>()?,
            log_format: LogFormat::parse(settings.log_format.as_deref())?,
            smtp_limits,
            intake_limits,
            sqlite_max_pages: settings.sqlite_max_pages,
            cluster,
            xfcc_finished_days: xfcc_finished_days(settings.xfcc_finished_days)?,
        })
    }

    /// How to open the database besides its URL.
    pub fn db_options(&self) -> crate::db::OpenOptions {
        crate::db::OpenOptions {
            sqlite_max_pages: self.sqlite_max_pages,
        }
    }

    /// Whether cookies must be marked Secure (the instance is served over https).
    pub fn is_https(&self) -> bool {
        self.base_url.starts_with("https://")
    }
}

/// The base URL's host name, or `localhost` when it names an IP address.
fn host_of(base_url: &str) -> String {
    let host = base_url
        .split_once("://")
        .map_or("localhost", |(_, rest)| rest);
    let host = host.split(['/', ':']).next().unwrap_or("localhost");
    let is_name = host.contains(|c: char| c.is_ascii_alphabetic()) && !host.contains('[');
    if is_name { host } else { "localhost" }.to_ascii_lowercase()
}

fn validate_mail_domain(domain: String) -> Result<String, ConfigError> {
    let trimmed = domain.trim().trim_end_matches('.').to_ascii_lowercase();
    let label_ok = |label: &str| {
        !label.is_empty()
            && label.len() <= 63
            && !label.starts_with('-')
            && !label.ends_with('-')
            && label
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-')
    };
    if trimmed.len() <= 253 && trimmed.split('.').all(label_ok) {
        Ok(trimmed)
    } else {
        Err(ConfigError::MailDomain(domain))
    }
}

/// A selector is one or more DNS labels (RFC 6376 3.1).
fn validate_dkim_selector(selector: String) -> Result<String, ConfigError> {
    let trimmed = selector.trim().to_ascii_lowercase();
    match validate_mail_domain(trimmed) {
        Ok(selector) => Ok(selector),
        Err(_) => Err(ConfigError::DkimSelector(selector)),
    }
}

fn validate_mail_from(from: String) -> Result<String, ConfigError> {
    match crate::mail::message::parse_mailbox(&from) {
        Ok(mailbox) => Ok(mailbox.to_string()),
        Err(reason) => Err(ConfigError::MailFrom {
            given: from,
            reason,
        }),
    }
}

/// Engine play and adjudication settings, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EngineOptions {
    /// Syzygy tables for adjudication and tablebase claims.
    pub syzygy_path: Option<PathBuf>,
    /// An external UCI engine for a second opinion in adjudication reports.
    pub uci_engine: Option<PathBuf>,
    /// How long the engine thinks per move in games against players (its level caps apply too).
    pub think: std::time::Duration,
    /// How long each engine thinks for an organizer's adjudication report.
    pub adjudication_time: std::time::Duration,
    /// The score (centipawns) from which the engine's opinion decides.
    pub win_cp: i32,
    /// The smallest depth whose score decides.
    pub min_depth: u32,
}

impl EngineOptions {
    fn load(s: &Settings) -> Result<EngineOptions, ConfigError> {
        let bad = |text: String| Err(ConfigError::Engine(text));
        if let Some(dir) = s.syzygy_path.as_ref().filter(|d| !d.is_dir()) {
            return bad(format!(
                "syzygy_path = '{}' is not a directory; give the directory that holds the \
                 Syzygy tables (files such as KQvK.rtbw and KQvK.rtbz)",
                dir.display()
            ));
        }
        let uci_engine = match &s.uci_engine {
            Some(program) => Some(find_program(program).ok_or_else(|| {
                ConfigError::Engine(format!(
                    "uci_engine = '{}' is not a program that exists; give the path of a UCI \
                     engine, such as /usr/games/stockfish",
                    program.display()
                ))
            })?),
            None => None,
        };
        let think_ms = s.engine_think_ms.unwrap_or(2000);
        if !(1..=600_000).contains(&think_ms) {
            return bad(format!(
                "engine_think_ms = {think_ms} is out of range; give 1 to 600000 milliseconds"
            ));
        }
        let seconds = s.adjudication_seconds.unwrap_or(3);
        if !(1..=60).contains(&seconds) {
            return bad(format!(
                "adjudication_seconds = {seconds} is out of range; give 1 to 60 seconds"
            ));
        }
        let win_cp = s
            .adjudication_win_cp
            .unwrap_or(crate::adjudication::DEFAULT_WIN_CP);
        if !(50..=10_000).contains(&win_cp) {
            return bad(format!(
                "adjudication_win_cp = {win_cp} is out of range; give 50 to 10000 centipawns \
                 (300 is three pawns)"
            ));
        }
        Ok(EngineOptions {
            syzygy_path: s.syzygy_path.clone(),
            uci_engine,
            think: std::time::Duration::from_millis(think_ms),
            adjudication_time: std::time::Duration::from_secs(seconds),
            win_cp,
            min_depth: s
                .adjudication_min_depth
                .unwrap_or(crate::adjudication::DEFAULT_MIN_DEPTH),
        })
    }
}

/// A program given as a path, or as a bare name found on `PATH`.
fn find_program(program: &Path) -> Option<PathBuf> {
    if program.components().count() > 1 || program.is_absolute() {
        return program.is_file().then(|| program.to_owned());
    }
    std::env::var_os("PATH")
        .iter()
        .flat_map(std::env::split_paths)
        .map(|dir| dir.join(program))
        .find(|candidate| candidate.is_file())
}

fn validate_base_url(url: String) -> Result<String, ConfigError> {
    let trimmed = url.trim().trim_end_matches('/');
    let rest = trimmed
        .strip_prefix("https://")
        .or_else(|| trimmed.strip_prefix("http://"));
    match rest {
        Some(host) if !host.is_empty() && !host.contains(char::is_whitespace) => {
            Ok(trimmed.to_owned())
        }
        _ => Err(ConfigError::BaseUrl(url)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::db::Backend;

    #[test]
    fn defaults_need_no_setup() {
        let config = Config::load(Settings::default()).unwrap();
        assert_eq!(config.data_dir, PathBuf::from("data"));
        assert_eq!(config.http.to_string(), "127.0.0.1:8080");
        assert_eq!(config.base_url, "http://127.0.0.1:8080");
        assert_eq!(config.database.backend(), Backend::Sqlite);
        assert_eq!(config.database.to_string(), "sqlite://data/kingpost.sqlite");
        assert!(!config.is_https());
        assert_eq!(config.mail_domain, "localhost");
        assert_eq!(config.mail_from, "Kingpost <kingpost@localhost>");
        assert_eq!(config.mail_transport, TransportConfig::File(None));
    }

    #[test]
    fn later_layers_override_earlier_ones() {
        let file = Settings {
            http: Some("0.0.0.0:80".into()),
            base_url: Some("https://chess.example.org/".into()),
            ..Settings::default()
        };
        let flags = Settings {
            http: Some("127.0.0.1:9000".into()),
            ..Settings::default()
        };
        let config = Config::load(file.overridden_by(flags)).unwrap();
        assert_eq!(config.http.port(), 9000);
        assert_eq!(config.base_url, "https://chess.example.org");
        assert!(config.is_https());
        assert_eq!(config.mail_domain, "chess.example.org");
        assert_eq!(config.mail_from, "Kingpost <kingpost@chess.example.org>");
    }

    #[test]
    fn bad_values_say_what_would_be_right() {
        let http = Settings {
            http: Some("localhost".into()),
            ..Settings::default()
        };
        assert_eq!(
            Config::load(http).unwrap_err().to_string(),
            "http = 'localhost' is not an address and port; write it like 127.0.0.1:8080 or [::]:80"
        );
        let base = Settings {
            base_url: Some("chess.example.org".into()),
            ..Settings::default()
        };
        assert!(
            Config::load(base)
                .unwrap_err()
                .to_string()
                .contains("https://")
        );
    }

    #[test]
    fn the_example_file_documents_every_key_and_loads() {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("kingpost.example.toml");
        let text = std::fs::read_to_string(&path).unwrap();
        for key in [
            "data_dir",
            "http",
            "base_url",
            "database_url",
            "mail_domain",
            "mail_from",
            "mail_transport",
            "dkim_selector",
            "dkim_key_file",
            "syzygy_path",
            "uci_engine",
            "engine_think_ms",
            "adjudication_seconds",
            "adjudication_win_cp",
            "adjudication_min_depth",
            "leave_days_per_year",
            "reminders",
            "smtp_listen",
            "mail_max_bytes",
            "mail_token_only",
            "mail_maildir",
            "trusted_proxies",
            "log_format",
            "smtp_max_connections",
            "smtp_max_connections_per_client",
            "smtp_command_timeout_seconds",
            "smtp_data_timeout_seconds",
            "smtp_session_timeout_seconds",
            "smtp_relays",
            "mail_per_sender_per_hour",
            "mail_per_client_per_hour",
            "mail_retention_days",
            "soft_bounce_limit",
            "soft_bounce_days",
            "sqlite_max_pages",
            "session_secret",
            "session_secret_file",
            "mail_secret",
            "mail_secret_file",
            "db_pool_size",
            "job_poll_seconds",
            "engine_job_lease_seconds",
            "xfcc_finished_days",
        ] {
            assert!(
                text.contains(&format!("{key} = ")),
                "{key} is not documented"
            );
        }
        let settings = Settings::from_file(&path).unwrap();
        assert_eq!(
            Config::load(settings).unwrap(),
            Config::load(Settings::default()).unwrap()
        );
    }

    #[test]
    fn mail_settings_are_checked() {
        let settings = Settings {
            base_url: Some("https://www.example.org".into()),
            mail_domain: Some("Chess.Example.org".into()),
            mail_from: Some("Chess <chess@example.org>".into()),
            mail_transport: Some("smtps://kp:pw@mail.example.org".into()),
            ..Settings::default()
        };
        let config = Config::load(settings).unwrap();
        assert_eq!(config.mail_domain, "chess.example.org");
        assert_eq!(config.mail_from, "Chess <chess@example.org>");
        assert_eq!(
            config.mail_transport.to_string(),
            "smtps://kp:***@mail.example.org:465"
        );
        let bad = |settings: Settings| Config::load(settings).unwrap_err().to_string();
        let domain = bad(Settings {
            mail_domain: Some("chess example".into()),
            ..Settings::default()
        });
        assert!(domain.contains("like chess.example.org"), "{domain}");
        let from = bad(Settings {
            mail_from: Some("Kingpost".into()),
            ..Settings::default()
        });
        assert!(from.contains("write it like kingpost@"), "{from}");
        let transport = bad(Settings {
            mail_transport: Some("smtp//relay".into()),
            ..Settings::default()
        });
        assert!(transport.contains("Write one of"), "{transport}");
    }

    #[test]
    fn engine_settings_are_checked() {
        let defaults = Config::load(Settings::default()).unwrap().engine;
        assert_eq!(defaults.think, std::time::Duration::from_secs(2));
        assert_eq!((defaults.win_cp, defaults.min_depth), (300, 10));
        let missing = Settings {
            syzygy_path: Some("/nonexistent/syzygy".into()),
            ..Settings::default()
        };
        let err = Config::load(missing).unwrap_err().to_string();
        assert!(err.contains("KQvK.rtbw"), "{err}");
        let program = Settings {
            uci_engine: Some("no-such-engine-program".into()),
            ..Settings::default()
        };
        let err = Config::load(program).unwrap_err().to_string();
        assert!(err.contains("/usr/games/stockfish"), "{err}");
        let on_path = Settings {
            uci_engine: Some("sh".into()),
            adjudication_seconds: Some(5),
            ..Settings::default()
        };
        let engine = Config::load(on_path).unwrap().engine;
        assert!(engine.uci_engine.unwrap().is_absolute());
        let slow = Settings {
            adjudication_seconds: Some(0),
            ..Settings::default()
        };
        assert!(
            Config::load(slow)
                .unwrap_err()
                .to_string()
                .contains("1 to 60")
        );
    }

    #[test]
    fn smtp_listener_is_off_unless_configured_and_checked() {
        let config = Config::load(Settings::default()).unwrap();
        assert_eq!(config.smtp_listen, None);
        assert_eq!(config.mail_max_bytes, 1024 * 1024);
        let on = Settings {
            smtp_listen: Some("127.0.0.1:2525".into()),
            mail_max_bytes: Some(4096),
            ..Settings::default()
        };
        let config = Config::load(on).unwrap();
        assert_eq!(config.smtp_listen.map(|a| a.port()), Some(2525));
        assert_eq!(config.mail_max_bytes, 4096);
        let bad = Settings {
            smtp_listen: Some("mail.example.org".into()),
            ..Settings::default()
        };
        assert!(
            Config::load(bad)
                .unwrap_err()
                .to_string()
                .contains("127.0.0.1:2525")
        );
        let tiny = Settings {
            mail_max_bytes: Some(10),
            ..Settings::default()
        };
        assert!(
            Config::load(tiny)
                .unwrap_err()
                .to_string()
                .contains("at least 1024")
        );
    }

    #[test]
    fn clock_settings_are_checked() {
        let settings = Settings {
            leave_days_per_year: Some(30),
            reminders: Some(vec!["90%".into(), "7d".into()]),
            ..Settings::default()
        };
        let config = Config::load(settings).unwrap();
        assert_eq!(config.leave_days_per_year, 30);
        assert_eq!(config.reminders.points.len(), 2);
        let bad = Settings {
            reminders: Some(vec!["soon".into()]),
            ..Settings::default()
        };
        assert!(Config::load(bad).unwrap_err().to_string().contains("14d"));
        let too_many = Settings {
            leave_days_per_year: Some(400),
            ..Settings::default()
        };
        assert!(Config::load(too_many).is_err());
    }

    #[test]
    fn trusted_proxies_are_addresses_or_blocks() {
        let config = Config::load(Settings::default()).unwrap();
        assert!(
            config.trusted_proxies.is_empty(),
            "nobody is trusted by default"
        );
        let settings = Settings {
            trusted_proxies: Some(vec!["127.0.0.1".into(), "10.0.0.0/8".into(), "::1".into()]),
            ..Settings::default()
        };
        let config = Config::load(settings).unwrap();
        let shown: Vec<String> = config
            .trusted_proxies
            .iter()
            .map(|r| r.to_string())
            .collect();
        assert_eq!(shown, ["127.0.0.1/32", "10.0.0.0/8", "::1/128"]);
        let bad = Settings {
            trusted_proxies: Some(vec!["my-proxy".into()]),
            ..Settings::default()
        };
        let err = Config::load(bad).unwrap_err().to_string();
        assert!(err.contains("'my-proxy' is not an IP address"), "{err}");
    }

    #[test]
    fn unknown_keys_in_a_file_are_refused() {
        let dir = std::env::temp_dir().join(format!("kingpost-config-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("bad.toml");
        std::fs::write(&path, "htpp = \"127.0.0.1:1\"\n").unwrap();
        let err = Settings::from_file(&path).unwrap_err().to_string();
        assert!(err.contains("unknown field `htpp`"), "{err}");
    }
}

//! The settings that let several processes serve one instance: where the shared secrets come
//! from, how many database connections each process opens, how often workers look for work
//! when no wake-up reached them, and how long a worker holds an engine job.
//!
//! Every process of an instance (web nodes, worker nodes, `kingpost mail ingest`) must agree on
//! the session secret (cookies signed by one web node are read by another) and on the mail
//! secret (reply addresses made by one process are checked by another). By default each is a
//! file in the data directory, made on first start; several machines can share it by setting
//! the secret itself (`session_secret`, `mail_secret`: from a secret store through the
//! environment) or a path to a file with it (`session_secret_file`, `mail_secret_file`).

use std::path::PathBuf;
use std::time::Duration;

use super::{ConfigError, Settings};
use crate::db::Backend;
use crate::secret_file::MIN_SECRET_CHARS;
pub use crate::secret_file::SecretSource;

/// The default number of connections each process keeps to the database.
pub const DEFAULT_DB_POOL_SIZE: u32 = 16;
/// How often an idle worker looks for work on SQLite, where a process only hears of the writes
/// of its own threads (another process, such as `kingpost mail ingest`, is noticed this late).
pub const DEFAULT_POLL_SQLITE: Duration = Duration::from_secs(1);
/// How often an idle worker looks for work on PostgreSQL, where every write that makes work
/// sends a NOTIFY: polling is only the fallback for a lost listening connection.
pub const DEFAULT_POLL_POSTGRES: Duration = Duration::from_secs(30);
/// How long a worker may hold an engine job beyond the thinking it was given, before another
/// worker takes it over (the first one is presumed dead).
pub const DEFAULT_ENGINE_JOB_LEASE: Duration = Duration::from_secs(60);

/// The settings of this module, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cluster {
    /// Where the session secret comes from.
    pub session_secret: SecretSource,
    /// Where the mail (reply-address) secret comes from.
    pub mail_secret: SecretSource,
    /// Connections each process keeps to the database (`db_pool_size`).
    pub db_pool_size: u32,
    /// How often an idle worker looks for work without a wake-up (`job_poll_seconds`); `None`
    /// for the backend's default.
    pub job_poll: Option<Duration>,
    /// How long an engine job is held beyond its thinking time (`engine_job_lease_seconds`).
    pub engine_job_lease: Duration,
}

impl Cluster {
    /// How often an idle worker looks for work on `backend`.
    pub fn poll_interval(&self, backend: Backend) -> Duration {
        self.job_poll.unwrap_or(match backend {
            Backend::Sqlite => DEFAULT_POLL_SQLITE,
            Backend::Postgres => DEFAULT_POLL_POSTGRES,
        })
    }
}

/// Reads this module's settings from `s`.
pub fn load(s: &Settings) -> Result<Cluster, ConfigError> {
    let session_secret = secret(
        "session_secret",
        s.session_secret.as_deref(),
        s.session_secret_file.as_ref(),
    )?;
    let mail_secret = secret(
        "mail_secret",
        s.mail_secret.as_deref(),
        s.mail_secret_file.as_ref(),
    )?;
    let db_pool_size = s.db_pool_size.unwrap_or(DEFAULT_DB_POOL_SIZE);
    if !(1..=1000).contains(&db_pool_size) {
        return Err(ConfigError::Limit(format!(
            "db_pool_size = {db_pool_size} is out of range; give 1 to 1000 connections per \
             process (default {DEFAULT_DB_POOL_SIZE})"
        )));
    }
    let job_poll = match s.job_poll_seconds {
        Some(0) => {
            return Err(ConfigError::Limit(
                "job_poll_seconds = 0 would make idle workers spin; give 1 or more seconds, or \
                 leave it out (1 on SQLite, 30 on PostgreSQL)"
                    .to_owned(),
            ));
        }
        seconds => seconds.map(Duration::from_secs),
    };
    let engine_job_lease = match s.engine_job_lease_seconds {
        Some(0) => {
            return Err(ConfigError::Limit(
                "engine_job_lease_seconds = 0 would let every worker take every engine job; \
                 give 1 or more seconds (default 60)"
                    .to_owned(),
            ));
        }
        Some(seconds) => Duration::from_secs(seconds),
        None => DEFAULT_ENGINE_JOB_LEASE,
    };
    Ok(Cluster {
        session_secret,
        mail_secret,
        db_pool_size,
        job_poll,
        engine_job_lease,
    })
}

/// The source of the secret `key`, given at most one way.
fn secret(
    key: &str,
    given: Option<&str>,
    file: Option<&PathBuf>,
) -> Result<SecretSource, ConfigError> {
    let given = given.map(str::trim).filter(|text| !text.is_empty());
    match (given, file) {
        (Some(_), Some(_)) => Err(ConfigError::Limit(format!(
            "{key} and {key}_file are both set; give the secret one way only"
        ))),
        (Some(text), None) if text.len() < MIN_SECRET_CHARS => Err(ConfigError::Limit(format!(
            "{key} is too short to be a secret ({} characters); give at least \
             {MIN_SECRET_CHARS}, for example the output of `openssl rand -hex 64`",
            text.len()
        ))),
        (Some(text), None) => Ok(SecretSource::Given(text.to_owned())),
        (None, Some(path)) => Ok(SecretSource::File(path.clone())),
        (None, None) => Ok(SecretSource::DataDir),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_come_one_way_and_are_long_enough() {
        let mut s = Settings::default();
        assert_eq!(load(&s).unwrap().session_secret, SecretSource::DataDir);
        s.session_secret = Some("short".into());
        let err = load(&s).unwrap_err().to_string();
        assert!(err.contains("at least 32"), "{err}");
        s.session_secret = Some("x".repeat(64));
        assert_eq!(
            load(&s).unwrap().session_secret,
            SecretSource::Given("x".repeat(64))
        );
        s.session_secret_file = Some("/run/secrets/session".into());
        let err = load(&s).unwrap_err().to_string();
        assert!(err.contains("one way only"), "{err}");
        let shown = format!("{:?}", SecretSource::Given("hidden-value".into()));
        assert!(!shown.contains("hidden"), "{shown}");
    }

    #[test]
    fn pool_and_poll_settings_are_checked() {
        let cluster = load(&Settings::default()).unwrap();
        assert_eq!(cluster.db_pool_size, DEFAULT_DB_POOL_SIZE);
        assert_eq!(
            cluster.poll_interval(Backend::Postgres),
            DEFAULT_POLL_POSTGRES
        );
        assert_eq!(cluster.poll_interval(Backend::Sqlite), DEFAULT_POLL_SQLITE);
        for bad in [
            Settings {
                db_pool_size: Some(0),
                ..Settings::default()
            },
            Settings {
                job_poll_seconds: Some(0),
                ..Settings::default()
            },
            Settings {
                engine_job_lease_seconds: Some(0),
                ..Settings::default()
            },
        ] {
            assert!(load(&bad).is_err(), "{bad:?}");
        }
    }
}

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
    /// Address and port of the built-in SMTP listener for incoming mail; off when unset.
    pub smtp_listen: Option<String>,
    /// The largest incoming message accepted, in bytes.
    pub mail_max_bytes: Option<u64>,
}

impl Settings {
    /// `self` with every setting that `over` names replaced by `over`'s value.
    pub fn overridden_by(self, over: Settings) -> Settings {
        Settings {
            data_dir: over.data_dir.or(self.data_dir),
            http: over.http.or(self.http),
            base_url: over.base_url.or(self.base_url),
            database_url: over.database_url.or(self.database_url),
            smtp_listen: over.smtp_listen.or(self.smtp_listen),
            mail_max_bytes: over.mail_max_bytes.or(self.mail_max_bytes),
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
    /// Where the built-in SMTP listener accepts incoming mail; `None` when it is off.
    pub smtp_listen: Option<SocketAddr>,
    /// The largest incoming message accepted, in bytes (larger ones are refused with SMTP 552).
    pub mail_max_bytes: usize,
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
}

/// The default data directory, relative to where Kingpost is started.
pub const DEFAULT_DATA_DIR: &str = "data";
/// The default listen address.
pub const DEFAULT_HTTP: &str = "127.0.0.1:8080";
/// The default limit for incoming messages: 1 MiB.
pub const DEFAULT_MAIL_MAX_BYTES: u64 = 1024 * 1024;

impl Config {
    /// Builds the configuration from the defaults overridden by `settings`, and checks it.
    pub fn load(settings: Settings) -> Result<Config, ConfigError> {
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
            Some(url) => DatabaseUrl::parse(&url)?,
            None => DatabaseUrl::sqlite(data_dir.join("kingpost.sqlite")),
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
            smtp_listen,
            mail_max_bytes: usize::try_from(mail_max_bytes).unwrap_or(usize::MAX),
        })
    }

    /// The sender of mail from this instance: `Kingpost <kingpost@HOST>` with the base URL's
    /// host name (`localhost` when the base URL names an IP address).
    pub fn mail_from(&self) -> String {
        let host = self
            .base_url
            .split_once("://")
            .map_or("localhost", |(_, rest)| rest);
        let host = host.split(['/', ':']).next().unwrap_or("localhost");
        let is_name = host.contains(|c: char| c.is_ascii_alphabetic()) && !host.contains('[');
        let host = if is_name { host } else { "localhost" };
        format!("Kingpost <kingpost@{host}>")
    }

    /// Whether cookies must be marked Secure (the instance is served over https).
    pub fn is_https(&self) -> bool {
        self.base_url.starts_with("https://")
    }
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
        assert_eq!(config.mail_from(), "Kingpost <kingpost@localhost>");
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
        assert_eq!(config.mail_from(), "Kingpost <kingpost@chess.example.org>");
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
            "smtp_listen",
            "mail_max_bytes",
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
    fn unknown_keys_in_a_file_are_refused() {
        let dir = std::env::temp_dir().join(format!("kingpost-config-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("bad.toml");
        std::fs::write(&path, "htpp = \"127.0.0.1:1\"\n").unwrap();
        let err = Settings::from_file(&path).unwrap_err().to_string();
        assert!(err.contains("unknown field `htpp`"), "{err}");
    }
}

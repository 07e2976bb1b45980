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
use crate::mail::transport::{TransportConfig, TransportError};

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
    /// The database URL has an unknown scheme.
    #[error("{0}")]
    Database(#[from] crate::db::DatabaseUrlError),
    /// The mail domain is not a domain name.
    #[error(
        "mail_domain = '{0}' is not a domain name; write the part after the @ of the addresses \
         players reply to, like chess.example.org (letters, digits, '-' and '.')"
    )]
    MailDomain(String),
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
}

/// The default data directory, relative to where Kingpost is started.
pub const DEFAULT_DATA_DIR: &str = "data";
/// The default listen address.
pub const DEFAULT_HTTP: &str = "127.0.0.1:8080";

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
        Ok(Config {
            data_dir,
            http,
            base_url,
            database,
            mail_domain,
            mail_from,
            mail_transport,
        })
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

fn validate_mail_from(from: String) -> Result<String, ConfigError> {
    match crate::mail::message::parse_mailbox(&from) {
        Ok(mailbox) => Ok(mailbox.to_string()),
        Err(reason) => Err(ConfigError::MailFrom {
            given: from,
            reason,
        }),
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
    fn unknown_keys_in_a_file_are_refused() {
        let dir = std::env::temp_dir().join(format!("kingpost-config-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("bad.toml");
        std::fs::write(&path, "htpp = \"127.0.0.1:1\"\n").unwrap();
        let err = Settings::from_file(&path).unwrap_err().to_string();
        assert!(err.contains("unknown field `htpp`"), "{err}");
    }
}

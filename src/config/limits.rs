//! The limits on abuse, checked: how many SMTP connections are served and for how long, and how
//! many incoming messages one sender or one client address may have stored per hour, and how
//! long raw mail that was never acted on is kept.
//!
//! Every limit has a default that suits a club server taking small messages; the keys are
//! documented in `kingpost.example.toml`. The limits on mail that Kingpost itself sends (reset
//! links, error replies) are not settings: they live in one table in
//! [`crate::service::notify::limits`].

use std::net::IpAddr;
use std::time::Duration;

use super::{ConfigError, Settings};

/// The default for `smtp_max_connections`.
pub const DEFAULT_SMTP_MAX_CONNECTIONS: usize = 32;
/// The default for `smtp_max_connections_per_client`.
pub const DEFAULT_SMTP_MAX_CONNECTIONS_PER_CLIENT: usize = 4;
/// The default for `smtp_command_timeout_seconds` (RFC 5321 allows up to 5 minutes).
pub const DEFAULT_SMTP_COMMAND_TIMEOUT: u64 = 60;
/// The default for `smtp_data_timeout_seconds` (RFC 5321 allows up to 10 minutes).
pub const DEFAULT_SMTP_DATA_TIMEOUT: u64 = 180;
/// The default for `smtp_session_timeout_seconds`.
pub const DEFAULT_SMTP_SESSION_TIMEOUT: u64 = 600;
/// The default for `mail_per_sender_per_hour`.
pub const DEFAULT_MAIL_PER_SENDER_PER_HOUR: u32 = 30;
/// The default for `mail_per_client_per_hour`.
pub const DEFAULT_MAIL_PER_CLIENT_PER_HOUR: u32 = 60;
/// The default for `mail_retention_days`.
pub const DEFAULT_MAIL_RETENTION_DAYS: u32 = 30;

/// How the SMTP listener guards its connections.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SmtpLimits {
    /// The most connections served at once; more are told `421` to come back later.
    pub max_connections: usize,
    /// The most connections served at once for one client address (relays excepted).
    pub max_connections_per_client: usize,
    /// How long a client has for one command line, from when the server waits for it (a
    /// trickle of bytes does not extend it).
    pub command_timeout: Duration,
    /// How long a client has for a message's whole data, from the `354` to the final dot.
    pub data_timeout: Duration,
    /// How long one connection may last in all.
    pub session_timeout: Duration,
    /// Client addresses that are relays of the operator's (a mail server in front): the
    /// per-client limits (connections and messages per hour) do not apply to them.
    pub relays: Vec<IpAddr>,
}

impl Default for SmtpLimits {
    fn default() -> SmtpLimits {
        SmtpLimits {
            max_connections: DEFAULT_SMTP_MAX_CONNECTIONS,
            max_connections_per_client: DEFAULT_SMTP_MAX_CONNECTIONS_PER_CLIENT,
            command_timeout: Duration::from_secs(DEFAULT_SMTP_COMMAND_TIMEOUT),
            data_timeout: Duration::from_secs(DEFAULT_SMTP_DATA_TIMEOUT),
            session_timeout: Duration::from_secs(DEFAULT_SMTP_SESSION_TIMEOUT),
            relays: Vec::new(),
        }
    }
}

impl SmtpLimits {
    /// Whether `client` is one of the operator's relays.
    pub fn is_relay(&self, client: IpAddr) -> bool {
        self.relays.contains(&client.to_canonical())
    }
}

/// The default for `soft_bounce_limit`.
pub const DEFAULT_SOFT_BOUNCE_LIMIT: u32 = 5;
/// The default for `soft_bounce_days`.
pub const DEFAULT_SOFT_BOUNCE_DAYS: u32 = 30;

/// How much incoming mail is stored, and for how long.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IntakeLimits {
    /// Messages stored per hour for one envelope sender (0: no limit).
    pub per_sender_per_hour: u32,
    /// Messages stored per hour from one client address of the SMTP listener (0: no limit).
    pub per_client_per_hour: u32,
    /// How long raw mail that was ignored, unreadable or refused is kept.
    pub retention: chrono::Duration,
    /// How many soft bounces (delay reports for different messages) within
    /// [`IntakeLimits::soft_bounce_window`] mark an address as bouncing, as a hard bounce does.
    pub soft_bounce_limit: u32,
    /// The window over which soft bounces are counted.
    pub soft_bounce_window: chrono::Duration,
}

impl Default for IntakeLimits {
    fn default() -> IntakeLimits {
        IntakeLimits {
            per_sender_per_hour: DEFAULT_MAIL_PER_SENDER_PER_HOUR,
            per_client_per_hour: DEFAULT_MAIL_PER_CLIENT_PER_HOUR,
            retention: chrono::Duration::days(i64::from(DEFAULT_MAIL_RETENTION_DAYS)),
            soft_bounce_limit: DEFAULT_SOFT_BOUNCE_LIMIT,
            soft_bounce_window: chrono::Duration::days(i64::from(DEFAULT_SOFT_BOUNCE_DAYS)),
        }
    }
}

/// The SMTP and intake limits of `settings`, checked.
pub(super) fn load(s: &Settings) -> Result<(SmtpLimits, IntakeLimits), ConfigError> {
    let bad = |text: String| Err(ConfigError::Limit(text));
    let max_connections = s
        .smtp_max_connections
        .unwrap_or(DEFAULT_SMTP_MAX_CONNECTIONS as u32);
    if !(1..=10_000).contains(&max_connections) {
        return bad(format!(
            "smtp_max_connections = {max_connections} is out of range; give 1 to 10000 (32 suits \
             a club server)"
        ));
    }
    let per_client = s
        .smtp_max_connections_per_client
        .unwrap_or(DEFAULT_SMTP_MAX_CONNECTIONS_PER_CLIENT as u32);
    if !(1..=max_connections).contains(&per_client) {
        return bad(format!(
            "smtp_max_connections_per_client = {per_client} is out of range; give 1 to \
             smtp_max_connections ({max_connections})"
        ));
    }
    let seconds = |key: &str, value: Option<u64>, default: u64, max: u64| match value {
        Some(n) if !(1..=max).contains(&n) => Err(ConfigError::Limit(format!(
            "{key} = {n} is out of range; give 1 to {max} seconds (default {default})"
        ))),
        other => Ok(Duration::from_secs(other.unwrap_or(default))),
    };
    let smtp = SmtpLimits {
        max_connections: max_connections as usize,
        max_connections_per_client: per_client as usize,
        command_timeout: seconds(
            "smtp_command_timeout_seconds",
            s.smtp_command_timeout_seconds,
            DEFAULT_SMTP_COMMAND_TIMEOUT,
            300,
        )?,
        data_timeout: seconds(
            "smtp_data_timeout_seconds",
            s.smtp_data_timeout_seconds,
            DEFAULT_SMTP_DATA_TIMEOUT,
            600,
        )?,
        session_timeout: seconds(
            "smtp_session_timeout_seconds",
            s.smtp_session_timeout_seconds,
            DEFAULT_SMTP_SESSION_TIMEOUT,
            3600,
        )?,
        relays: relays(s.smtp_relays.as_deref().unwrap_or_default())?,
    };
    let intake = IntakeLimits {
        per_sender_per_hour: s
            .mail_per_sender_per_hour
            .unwrap_or(DEFAULT_MAIL_PER_SENDER_PER_HOUR),
        per_client_per_hour: s
            .mail_per_client_per_hour
            .unwrap_or(DEFAULT_MAIL_PER_CLIENT_PER_HOUR),
        retention: retention(s.mail_retention_days)?,
        soft_bounce_limit: soft_bounce_limit(s.soft_bounce_limit)?,
        soft_bounce_window: soft_bounce_window(s.soft_bounce_days)?,
    };
    Ok((smtp, intake))
}

fn soft_bounce_limit(limit: Option<u32>) -> Result<u32, ConfigError> {
    let limit = limit.unwrap_or(DEFAULT_SOFT_BOUNCE_LIMIT);
    if !(1..=1000).contains(&limit) {
        return Err(ConfigError::Limit(format!(
            "soft_bounce_limit = {limit} is out of range; give 1 to 1000 delay reports \
             (default {DEFAULT_SOFT_BOUNCE_LIMIT})"
        )));
    }
    Ok(limit)
}

fn soft_bounce_window(days: Option<u32>) -> Result<chrono::Duration, ConfigError> {
    let days = days.unwrap_or(DEFAULT_SOFT_BOUNCE_DAYS);
    if !(1..=365).contains(&days) {
        return Err(ConfigError::Limit(format!(
            "soft_bounce_days = {days} is out of range; give 1 to 365 days \
             (default {DEFAULT_SOFT_BOUNCE_DAYS})"
        )));
    }
    Ok(chrono::Duration::days(i64::from(days)))
}

fn relays(given: &[String]) -> Result<Vec<IpAddr>, ConfigError> {
    given
        .iter()
        .filter(|text| !text.trim().is_empty())
        .map(|text| {
            text.trim()
                .parse::<IpAddr>()
                .map(|ip| ip.to_canonical())
                .map_err(|_| {
                    ConfigError::Limit(format!(
                        "smtp_relays: '{text}' is not an IP address; write addresses like \
                         127.0.0.1 or ::1 (no names, no ports)"
                    ))
                })
        })
        .collect()
}

fn retention(days: Option<u32>) -> Result<chrono::Duration, ConfigError> {
    let days = days.unwrap_or(DEFAULT_MAIL_RETENTION_DAYS);
    if !(1..=3650).contains(&days) {
        return Err(ConfigError::Limit(format!(
            "mail_retention_days = {days} is out of range; give 1 to 3650 days (default 30)"
        )));
    }
    Ok(chrono::Duration::days(i64::from(days)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_and_bad_values() {
        let (smtp, intake) = load(&Settings::default()).unwrap();
        assert_eq!(smtp, SmtpLimits::default());
        assert_eq!(intake, IntakeLimits::default());
        let err = |s: Settings| load(&s).unwrap_err().to_string();
        assert!(
            err(Settings {
                smtp_max_connections_per_client: Some(50),
                ..Settings::default()
            })
            .contains("1 to smtp_max_connections (32)")
        );
        assert!(
            err(Settings {
                smtp_command_timeout_seconds: Some(0),
                ..Settings::default()
            })
            .contains("1 to 300 seconds")
        );
        assert!(
            err(Settings {
                soft_bounce_limit: Some(0),
                ..Settings::default()
            })
            .contains("soft_bounce_limit = 0 is out of range")
        );
        assert!(
            err(Settings {
                smtp_relays: Some(vec!["mx.example.org".into()]),
                ..Settings::default()
            })
            .contains("127.0.0.1")
        );
        let (smtp, _) = load(&Settings {
            smtp_relays: Some(vec!["::ffff:10.0.0.1".into()]),
            ..Settings::default()
        })
        .unwrap();
        assert!(smtp.is_relay("10.0.0.1".parse().unwrap()));
        assert!(smtp.is_relay("::ffff:10.0.0.1".parse().unwrap()));
        assert!(!smtp.is_relay("10.0.0.2".parse().unwrap()));
    }
}

//! The `mail_transport` setting: how mail leaves the server, read once into a typed value.
//!
//! - `file` (the default): one `.eml` file per message in `<data_dir>/outbox/` (or `file:DIR`),
//!   for trying Kingpost out or for a separate program that picks the files up.
//! - `smtp://[USER[:PASSWORD]@]HOST[:PORT]`: an SMTP relay on port 587 unless given. STARTTLS
//!   is used when the server offers it; with a user name it is required (a password never
//!   travels in clear). `?tls=required` or `?tls=opportunistic` overrides that choice.
//! - `smtps://…`: SMTP over TLS from the first byte, port 465 unless given.
//! - `smtp+plain://…`: SMTP without TLS, port 25 unless given, for a relay on the same
//!   machine (and for tests).
//! - `sendmail` or `sendmail:/path/to/sendmail`: hands each message to the sendmail program.
//!
//! User name and password may be percent-encoded (`%40` for `@`). The password is never shown:
//! [`fmt::Display`] writes `***` instead.

use std::fmt;
use std::path::PathBuf;

/// How TLS is used on an SMTP connection.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SmtpSecurity {
    /// No TLS at all (`smtp+plain://`).
    Plain,
    /// STARTTLS when the server offers it.
    StartTlsWhenOffered,
    /// STARTTLS, or no mail at all.
    StartTlsRequired,
    /// TLS from the first byte (`smtps://`).
    Tls,
}

/// A configured mail transport.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TransportConfig {
    /// `.eml` files in a directory (`None`: `<data_dir>/outbox`).
    File(Option<PathBuf>),
    /// An SMTP relay.
    Smtp {
        /// Host name or address.
        host: String,
        /// Port.
        port: u16,
        /// User name and password, if the relay wants them.
        credentials: Option<(String, String)>,
        /// How TLS is used.
        security: SmtpSecurity,
    },
    /// The sendmail program (`None`: lettre's default, `sendmail` on the PATH).
    Sendmail(Option<PathBuf>),
}

/// A `mail_transport` value that cannot be used, with the forms that can.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "mail_transport = '{given}' cannot be used: {reason}. Write one of: file, file:DIR, \
     smtp://USER:PASSWORD@HOST:587 (STARTTLS), smtps://USER:PASSWORD@HOST:465 (TLS), \
     smtp+plain://HOST:25 (no TLS, for a relay on this machine), sendmail or sendmail:/usr/sbin/sendmail"
)]
pub struct TransportError {
    /// The value as given (password hidden).
    pub given: String,
    /// What is wrong with it.
    pub reason: String,
}

impl Default for TransportConfig {
    fn default() -> TransportConfig {
        TransportConfig::File(None)
    }
}

impl TransportConfig {
    /// Reads a `mail_transport` value.
    pub fn parse(text: &str) -> Result<TransportConfig, TransportError> {
        let text = text.trim();
        let fail = |reason: &str| TransportError {
            given: hide_password(text),
            reason: reason.to_owned(),
        };
        if text == "file" {
            return Ok(TransportConfig::File(None));
        }
        if let Some(dir) = text.strip_prefix("file:") {
            let dir = dir.strip_prefix("//").unwrap_or(dir);
            if dir.is_empty() {
                return Err(fail("file: needs a directory after the colon"));
            }
            return Ok(TransportConfig::File(Some(PathBuf::from(dir))));
        }
        if text == "sendmail" {
            return Ok(TransportConfig::Sendmail(None));
        }
        if let Some(path) = text.strip_prefix("sendmail:") {
            if path.is_empty() {
                return Err(fail("sendmail: needs the program's path after the colon"));
            }
            return Ok(TransportConfig::Sendmail(Some(PathBuf::from(path))));
        }
        let (scheme, rest) = text
            .split_once("://")
            .ok_or_else(|| fail("it is not a known transport"))?;
        let (security, default_port) = match scheme.to_ascii_lowercase().as_str() {
            "smtp" => (SmtpSecurity::StartTlsWhenOffered, 587),
            "smtps" => (SmtpSecurity::Tls, 465),
            "smtp+plain" => (SmtpSecurity::Plain, 25),
            _ => return Err(fail(&format!("the scheme '{scheme}' is not known"))),
        };
        parse_smtp(rest, security, default_port).map_err(|reason| fail(&reason))
    }
}

/// Reads `[USER[:PASSWORD]@]HOST[:PORT][/][?tls=…]` after the scheme.
fn parse_smtp(
    rest: &str,
    mut security: SmtpSecurity,
    default_port: u16,
) -> Result<TransportConfig, String> {
    let (rest, query) = rest.split_once('?').unwrap_or((rest, ""));
    let rest = rest.trim_end_matches('/');
    let (user_info, host_port) = match rest.rsplit_once('@') {
        Some((user_info, host_port)) => (Some(user_info), host_port),
        None => (None, rest),
    };
    let credentials = match user_info {
        Some(info) => {
            let (user, password) = info.split_once(':').unwrap_or((info, ""));
            Some((percent_decode(user)?, percent_decode(password)?))
        }
        None => None,
    };
    let (host, port) = split_host_port(host_port, default_port)?;
    if credentials.is_some() && security == SmtpSecurity::StartTlsWhenOffered {
        security = SmtpSecurity::StartTlsRequired;
    }
    for pair in query.split('&').filter(|p| !p.is_empty()) {
        security = match (pair, security) {
            (
                "tls=required",
                SmtpSecurity::StartTlsWhenOffered | SmtpSecurity::StartTlsRequired,
            ) => SmtpSecurity::StartTlsRequired,
            (
                "tls=opportunistic",
                SmtpSecurity::StartTlsWhenOffered | SmtpSecurity::StartTlsRequired,
            ) => SmtpSecurity::StartTlsWhenOffered,
            _ => {
                return Err(format!(
                    "'?{pair}' is not understood here (smtp:// takes ?tls=required or ?tls=opportunistic)"
                ));
            }
        };
    }
    Ok(TransportConfig::Smtp {
        host,
        port,
        credentials,
        security,
    })
}

/// `HOST`, `HOST:PORT`, `[IPv6]` or `[IPv6]:PORT`.
fn split_host_port(text: &str, default_port: u16) -> Result<(String, u16), String> {
    let (host, port) = if let Some(rest) = text.strip_prefix('[') {
        let (host, after) = rest
            .split_once(']')
            .ok_or("an IPv6 address needs its closing ']'")?;
        (host, after.strip_prefix(':'))
    } else {
        match text.split_once(':') {
            Some((host, port)) => (host, Some(port)),
            None => (text, None),
        }
    };
    if host.is_empty() || host.contains(|c: char| c.is_whitespace() || c == '/') {
        return Err("the host name is missing or not a host name".to_owned());
    }
    let port = match port {
        Some(port) => port
            .parse::<u16>()
            .ok()
            .filter(|p| *p != 0)
            .ok_or_else(|| format!("'{port}' is not a port number"))?,
        None => default_port,
    };
    Ok((host.to_owned(), port))
}

/// Decodes `%XX` escapes.
fn percent_decode(text: &str) -> Result<String, String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = text
                .get(i + 1..i + 3)
                .and_then(|h| u8::from_str_radix(h, 16).ok())
                .ok_or("a '%' in the user name or password must start an escape like %40")?;
            out.push(hex);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).map_err(|_| "the user name or password is not UTF-8".to_owned())
}

/// The text with any password between `://USER:` and `@` replaced by `***`.
fn hide_password(text: &str) -> String {
    let Some((scheme, rest)) = text.split_once("://") else {
        return text.to_owned();
    };
    match rest.rsplit_once('@') {
        Some((info, host)) if info.contains(':') => {
            let user = info.split(':').next().unwrap_or_default();
            format!("{scheme}://{user}:***@{host}")
        }
        _ => text.to_owned(),
    }
}

impl fmt::Display for TransportConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TransportConfig::File(None) => f.write_str("file"),
            TransportConfig::File(Some(dir)) => write!(f, "file:{}", dir.display()),
            TransportConfig::Sendmail(None) => f.write_str("sendmail"),
            TransportConfig::Sendmail(Some(path)) => write!(f, "sendmail:{}", path.display()),
            TransportConfig::Smtp {
                host,
                port,
                credentials,
                security,
            } => {
                let scheme = match security {
                    SmtpSecurity::Plain => "smtp+plain",
                    SmtpSecurity::Tls => "smtps",
                    _ => "smtp",
                };
                let user = credentials
                    .as_ref()
                    .map(|(user, _)| format!("{user}:***@"))
                    .unwrap_or_default();
                let query = match (security, credentials) {
                    (SmtpSecurity::StartTlsRequired, None) => "?tls=required",
                    (SmtpSecurity::StartTlsWhenOffered, Some(_)) => "?tls=opportunistic",
                    _ => "",
                };
                let host = if host.contains(':') {
                    format!("[{host}]")
                } else {
                    host.clone()
                };
                write!(f, "{scheme}://{user}{host}:{port}{query}")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn smtp(text: &str) -> (String, u16, Option<(String, String)>, SmtpSecurity) {
        match TransportConfig::parse(text).unwrap() {
            TransportConfig::Smtp {
                host,
                port,
                credentials,
                security,
            } => (host, port, credentials, security),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn files_and_sendmail() {
        assert_eq!(
            TransportConfig::parse("file").unwrap(),
            TransportConfig::File(None)
        );
        assert_eq!(
            TransportConfig::parse("file:/var/mail/out").unwrap(),
            TransportConfig::File(Some("/var/mail/out".into()))
        );
        assert_eq!(
            TransportConfig::parse("sendmail").unwrap(),
            TransportConfig::Sendmail(None)
        );
        assert_eq!(
            TransportConfig::parse("sendmail:/usr/sbin/sendmail").unwrap(),
            TransportConfig::Sendmail(Some("/usr/sbin/sendmail".into()))
        );
    }

    #[test]
    fn smtp_urls_choose_ports_and_tls() {
        assert_eq!(
            smtp("smtp://relay.example.org"),
            (
                "relay.example.org".into(),
                587,
                None,
                SmtpSecurity::StartTlsWhenOffered
            )
        );
        let (_, port, credentials, security) = smtp("smtp://kp%40example.org:p%3Ass@relay:2587");
        assert_eq!(port, 2587);
        assert_eq!(
            credentials,
            Some(("kp@example.org".to_owned(), "p:ss".to_owned()))
        );
        assert_eq!(
            security,
            SmtpSecurity::StartTlsRequired,
            "passwords never in clear"
        );
        assert_eq!(
            smtp("smtp://relay?tls=required").3,
            SmtpSecurity::StartTlsRequired
        );
        assert_eq!(smtp("smtps://u:p@mail.example.org").1, 465);
        assert_eq!(smtp("smtps://mail.example.org").3, SmtpSecurity::Tls);
        assert_eq!(
            smtp("smtp+plain://127.0.0.1:2525"),
            ("127.0.0.1".into(), 2525, None, SmtpSecurity::Plain)
        );
        assert_eq!(smtp("smtp+plain://[::1]").0, "::1");
    }

    #[test]
    fn passwords_are_never_shown() {
        let config = TransportConfig::parse("smtp://kp:secret@relay:587").unwrap();
        assert_eq!(config.to_string(), "smtp://kp:***@relay:587");
        let err = TransportConfig::parse("smtp://kp:secret@relay:notaport")
            .unwrap_err()
            .to_string();
        assert!(!err.contains("secret"), "{err}");
        assert!(err.contains("'notaport' is not a port number"), "{err}");
        assert!(err.contains("smtps://"), "{err}");
    }

    #[test]
    fn bad_values_say_what_would_be_right() {
        for (text, reason) in [
            ("imap://host", "the scheme 'imap' is not known"),
            ("mail.example.org", "it is not a known transport"),
            ("smtp://", "the host name is missing"),
            ("smtps://host?tls=opportunistic", "is not understood here"),
            ("smtp://u%zz:p@host", "must start an escape"),
            ("file:", "needs a directory"),
        ] {
            let err = TransportConfig::parse(text).unwrap_err().to_string();
            assert!(err.contains(reason), "{text}: {err}");
            assert!(err.contains("Write one of: file"), "{err}");
        }
    }

    #[test]
    fn display_round_trips() {
        for text in [
            "file",
            "sendmail",
            "smtp://relay:587",
            "smtp://relay:25?tls=required",
            "smtps://host:465",
            "smtp+plain://127.0.0.1:2525",
            "smtp+plain://[::1]:25",
        ] {
            let config = TransportConfig::parse(text).unwrap();
            assert_eq!(config.to_string(), text);
            assert_eq!(TransportConfig::parse(&config.to_string()).unwrap(), config);
        }
    }
}

//! Handing a message to the configured transport (blocking I/O; the worker runs it on its own
//! thread, never on the web server's async workers), and sorting failures into what to do next.
//!
//! - [`SendError::Transient`]: try again later (SMTP 4xx, the relay is down or slow, a file
//!   could not be written, sendmail failed).
//! - [`SendError::Rejected`]: the receiving side refused the recipient's address or mailbox for
//!   good (5.1.x or 5.2.x, or 550-553 without an enhanced code): the message fails and the
//!   address is marked as bouncing.
//! - [`SendError::Setup`]: a permanent refusal that is the operator's to fix (5.7.x such as
//!   "relaying denied" or wrong credentials, syntax errors): retried, so nothing is lost once the
//!   configuration is right, and logged as an error; never blamed on the player's address.

use std::path::{Path, PathBuf};
use std::time::Duration;

use lettre::transport::smtp::authentication::Credentials;
use lettre::transport::smtp::client::{Tls, TlsParameters};
use lettre::transport::smtp::extension::ClientId;
use lettre::{Message, SendmailTransport, SmtpTransport, Transport};

use super::transport::{SmtpSecurity, TransportConfig};

/// The folder under the data directory that the file transport writes to.
pub const OUTBOX_DIR: &str = "outbox";
/// How long one SMTP command may take.
const SMTP_TIMEOUT: Duration = Duration::from_secs(60);

/// What went wrong when sending, by what to do about it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SendError {
    /// Worth trying again later.
    #[error("temporary failure: {0}")]
    Transient(String),
    /// The recipient's server refused the address for good.
    #[error("the address was refused: {0}")]
    Rejected(String),
    /// Refused for a reason the operator must fix; retried.
    #[error("refused, check the mail settings: {0}")]
    Setup(String),
}

/// A ready transport.
#[derive(Clone)]
pub enum Mailer {
    /// Writes `.eml` files into this directory.
    File(PathBuf),
    /// An SMTP relay (pooled connections).
    Smtp(SmtpTransport),
    /// The sendmail program.
    Sendmail(SendmailTransport),
}

impl std::fmt::Debug for Mailer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Mailer::File(dir) => write!(f, "Mailer::File({})", dir.display()),
            Mailer::Smtp(_) => f.write_str("Mailer::Smtp"),
            Mailer::Sendmail(_) => f.write_str("Mailer::Sendmail"),
        }
    }
}

impl Mailer {
    /// The transport for `config`; files go under `data_dir` unless the config names a folder,
    /// and SMTP greets with `hello_name` (the mail domain).
    pub fn new(
        config: &TransportConfig,
        data_dir: &Path,
        hello_name: &str,
    ) -> Result<Mailer, SendError> {
        Ok(match config {
            TransportConfig::File(dir) => {
                Mailer::File(dir.clone().unwrap_or_else(|| data_dir.join(OUTBOX_DIR)))
            }
            TransportConfig::Sendmail(None) => Mailer::Sendmail(SendmailTransport::new()),
            TransportConfig::Sendmail(Some(path)) => {
                Mailer::Sendmail(SendmailTransport::new_with_command(path))
            }
            TransportConfig::Smtp {
                host,
                port,
                credentials,
                security,
            } => {
                let tls = match security {
                    SmtpSecurity::Plain => Tls::None,
                    SmtpSecurity::StartTlsWhenOffered => Tls::Opportunistic(tls_for(host)?),
                    SmtpSecurity::StartTlsRequired => Tls::Required(tls_for(host)?),
                    SmtpSecurity::Tls => Tls::Wrapper(tls_for(host)?),
                };
                let mut builder = SmtpTransport::builder_dangerous(host.clone())
                    .port(*port)
                    .tls(tls)
                    .timeout(Some(SMTP_TIMEOUT))
                    .hello_name(client_id(hello_name));
                if let Some((user, password)) = credentials {
                    builder = builder.credentials(Credentials::new(user.clone(), password.clone()));
                }
                Mailer::Smtp(builder.build())
            }
        })
    }

    /// Sends one message; `name` (unique per message, such as the outbox id) names the file
    /// of the file transport.
    pub fn send(&self, message: &Message, name: &str) -> Result<(), SendError> {
        match self {
            Mailer::File(dir) => write_file(dir, name, &message.formatted())
                .map(|_| ())
                .map_err(|e| {
                    SendError::Transient(format!("cannot write into {}: {e}", dir.display()))
                }),
            Mailer::Smtp(smtp) => smtp.send(message).map(|_| ()).map_err(classify_smtp),
            Mailer::Sendmail(sendmail) => sendmail
                .send(message)
                .map_err(|e| SendError::Transient(format!("sendmail failed: {e}"))),
        }
    }
}

/// The EHLO name: the mail domain; when none is configured (`localhost`, the default for a
/// base URL that is an IP address), the machine's host name instead, never `localhost`.
fn client_id(mail_domain: &str) -> ClientId {
    if mail_domain.eq_ignore_ascii_case("localhost") {
        ClientId::default()
    } else {
        ClientId::Domain(mail_domain.to_owned())
    }
}

fn tls_for(host: &str) -> Result<TlsParameters, SendError> {
    TlsParameters::new(host.to_owned())
        .map_err(|e| SendError::Setup(format!("cannot set up TLS for {host}: {e}")))
}

/// Sorts an SMTP failure: 4xx and connection trouble are transient; a permanent refusal is the
/// recipient's ([`SendError::Rejected`]) or the operator's ([`SendError::Setup`]) by
/// [`refuses_the_address`].
fn classify_smtp(error: lettre::transport::smtp::Error) -> SendError {
    let text = error.to_string();
    if !error.is_permanent() {
        return SendError::Transient(text);
    }
    let code: u16 = error
        .status()
        .and_then(|code| code.to_string().parse().ok())
        .unwrap_or(500);
    if refuses_the_address(code, &text) {
        SendError::Rejected(text)
    } else {
        SendError::Setup(text)
    }
}

/// Whether a permanent SMTP refusal is about the recipient's address or mailbox. With an
/// enhanced status code (RFC 3463) that is class `5.1` (addressing: no such user, bad domain)
/// or `5.2` (mailbox: full, disabled); `5.7` (policy: relaying denied, authentication, spam)
/// and the rest are the sending side's. Without one, the reply codes 550-553 count.
pub fn refuses_the_address(code: u16, text: &str) -> bool {
    let enhanced = text
        .split(|c: char| c.is_whitespace() || c == '-')
        .map(|word| word.trim_matches(|c: char| !c.is_ascii_digit() && c != '.'))
        .find(|word| {
            let parts: Vec<&str> = word.split('.').collect();
            parts.len() == 3
                && parts[0] == "5"
                && parts[1..]
                    .iter()
                    .all(|p| !p.is_empty() && p.len() <= 3 && p.bytes().all(|b| b.is_ascii_digit()))
        });
    match enhanced {
        Some(status) => status.starts_with("5.1.") || status.starts_with("5.2."),
        None => (550..=553).contains(&code),
    }
}

/// Writes `bytes` to `<dir>/<time>-<name>.eml` (under a temporary name first, so a reader never
/// sees half a message); names sort in the order the files were written.
pub fn write_file(dir: &Path, name: &str, bytes: &[u8]) -> std::io::Result<PathBuf> {
    std::fs::create_dir_all(dir)?;
    let now = chrono::Utc::now().format("%Y%m%dT%H%M%S%.6fZ");
    let file = format!("{now}-{name}.eml");
    let path = dir.join(&file);
    let temporary = dir.join(format!(".{file}.tmp"));
    std::fs::write(&temporary, bytes)?;
    std::fs::rename(&temporary, &path)?;
    Ok(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn files_sort_in_writing_order_and_leave_no_temporaries() {
        let dir = std::env::temp_dir().join(format!("kingpost-send-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let first = write_file(&dir, "00000002", b"one").unwrap();
        let second = write_file(&dir, "00000001", b"two").unwrap();
        assert!(first < second, "{first:?} {second:?}");
        let names: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        assert_eq!(names.len(), 2);
        assert!(names.iter().all(|n| n.ends_with(".eml")), "{names:?}");
    }

    #[test]
    fn only_refusals_of_the_mailbox_mark_an_address_as_bouncing() {
        for (code, text) in [
            (
                550,
                "permanent error (550): 5.1.1 The email account does not exist",
            ),
            (550, "permanent error (550): Mailbox unavailable"),
            (552, "permanent error (552): 5.2.2 mailbox full"),
            (553, "permanent error (553): Mailbox name not allowed"),
        ] {
            assert!(refuses_the_address(code, text), "{text}");
        }
        for (code, text) in [
            (
                554,
                "permanent error (554): 5.7.1 <a@b.c>: Relay access denied",
            ),
            (
                535,
                "permanent error (535): 5.7.8 Authentication credentials invalid",
            ),
            (550, "permanent error (550): 5.7.1 Message rejected as spam"),
            (554, "permanent error (554): Transaction failed"),
            (500, "permanent error (500): Syntax error"),
        ] {
            assert!(!refuses_the_address(code, text), "{text}");
        }
    }

    #[test]
    fn an_unreachable_relay_is_transient() {
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let config = TransportConfig::parse(&format!("smtp+plain://127.0.0.1:{port}")).unwrap();
        let mailer = Mailer::new(&config, Path::new("."), "example.org").unwrap();
        let message = Message::builder()
            .from("a@example.org".parse().unwrap())
            .to("b@example.org".parse().unwrap())
            .subject("x")
            .body(String::from("x"))
            .unwrap();
        assert!(matches!(
            mailer.send(&message, "1"),
            Err(SendError::Transient(_))
        ));
    }
}

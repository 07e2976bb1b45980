//! Mail in tests: reading the outbox, parsing messages back with
//! mail-parser, and a real SMTP sink on 127.0.0.1 (mailin-embedded) that records what it
//! receives and can answer 4xx or 5xx.

use std::collections::HashSet;
use std::net::TcpListener;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use kingpost::db::DbConnection;
use kingpost::db::outbox::{self, OutboxRow};
use kingpost::mail::tokens::ReplySecret;
use kingpost::service::notify::MailSettings;
use mail_parser::MimeHeaders;
use mailin_embedded::{Handler, Response, Server, SslConfig, response};

/// Mail settings for tests that call services directly.
pub fn settings() -> MailSettings {
    MailSettings {
        base_url: "http://127.0.0.1:8080".into(),
        domain: "kingpost.test".into(),
        secret: ReplySecret::from_bytes(b"a test secret that is long enough"),
    }
}

/// Every outbox row, oldest first, with its bodies as sent ([`as_sent`]).
pub fn all_rows(conn: &mut DbConnection) -> Vec<OutboxRow> {
    let rows = outbox::oldest(conn, 100_000).unwrap();
    as_sent(conn, rows)
}

/// `rows` with their bodies as they are sent: a game mail stored to be rendered when sent is
/// rendered now, with [`settings`] (whose base URL is the test apps').
pub fn as_sent(conn: &mut DbConnection, rows: Vec<OutboxRow>) -> Vec<OutboxRow> {
    let mail = settings();
    rows.iter()
        .map(|row| kingpost::service::outbox::as_sent(conn, &mail, row).unwrap())
        .collect()
}

/// A message parsed back from its bytes, with the parts a test looks at.
#[derive(Debug, Clone)]
pub struct Parsed {
    /// The top-level Content-Type, e.g. `multipart/alternative`.
    pub content_type: String,
    /// The text/plain part.
    pub text: String,
    /// The text/html part.
    pub html: String,
    /// Message-ID without angle brackets.
    pub message_id: String,
    /// Reply-To address.
    pub reply_to: Option<String>,
    /// Subject.
    pub subject: String,
    /// The raw header lines.
    pub headers: String,
}

/// Parses a message with mail-parser.
pub fn parse(bytes: &[u8]) -> Parsed {
    let message = mail_parser::MessageParser::default()
        .parse(bytes)
        .expect("mail-parser reads the message");
    let content_type = message
        .content_type()
        .map(|ct| format!("{}/{}", ct.ctype(), ct.subtype().unwrap_or_default()))
        .unwrap_or_default();
    let end = bytes
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .unwrap_or(bytes.len());
    Parsed {
        content_type,
        text: message
            .body_text(0)
            .map(|t| t.into_owned())
            .unwrap_or_default(),
        html: message
            .body_html(0)
            .map(|t| t.into_owned())
            .unwrap_or_default(),
        message_id: message.message_id().unwrap_or_default().to_owned(),
        reply_to: message
            .reply_to()
            .and_then(|a| a.first())
            .and_then(|a| a.address())
            .map(str::to_owned),
        subject: message.subject().unwrap_or_default().to_owned(),
        headers: String::from_utf8_lossy(&bytes[..end]).into_owned(),
    }
}

/// How the sink answers.
#[derive(Debug, Clone, Default)]
pub struct SinkRules {
    /// Answer `450` (greylisted, try again later) to this many recipients first.
    pub temporary_failures: usize,
    /// Refuse these recipients with `550`.
    pub refuse: Vec<String>,
    /// Wait this long before accepting each message.
    pub delay: Option<Duration>,
}

/// A message the sink accepted.
#[derive(Debug, Clone)]
pub struct Received {
    /// The EHLO/HELO name the client greeted with.
    pub helo: String,
    /// The envelope sender (MAIL FROM).
    pub from: String,
    /// RCPT TO addresses.
    pub to: Vec<String>,
    /// The message.
    pub data: Vec<u8>,
}

#[derive(Default)]
struct SinkState {
    rules: SinkRules,
    received: Vec<Received>,
    refused_data: usize,
}

/// An SMTP server on 127.0.0.1 that keeps what it receives.
#[derive(Clone)]
pub struct Sink {
    state: Arc<Mutex<SinkState>>,
    /// Its port.
    pub port: u16,
}

#[derive(Clone)]
struct SinkHandler {
    state: Arc<Mutex<SinkState>>,
    helo: String,
    from: String,
    to: Vec<String>,
    data: Vec<u8>,
}

impl Handler for SinkHandler {
    fn mail(&mut self, _ip: std::net::IpAddr, domain: &str, from: &str) -> Response {
        self.helo = domain.to_owned();
        self.from = from.to_owned();
        self.to.clear();
        self.data.clear();
        response::OK
    }

    fn rcpt(&mut self, to: &str) -> Response {
        let mut state = self.state.lock().unwrap();
        if state.rules.refuse.iter().any(|r| r == to) {
            return response::NO_MAILBOX;
        }
        if state.refused_data < state.rules.temporary_failures {
            state.refused_data += 1;
            return Response::custom(450, "4.7.1 greylisted, try again later".to_owned());
        }
        self.to.push(to.to_owned());
        response::OK
    }

    fn data(&mut self, buf: &[u8]) -> std::io::Result<()> {
        self.data.extend_from_slice(buf);
        Ok(())
    }

    fn data_end(&mut self) -> Response {
        let delay = self.state.lock().unwrap().rules.delay;
        if let Some(delay) = delay {
            std::thread::sleep(delay);
        }
        let mut state = self.state.lock().unwrap();
        state.received.push(Received {
            helo: self.helo.clone(),
            from: self.from.clone(),
            to: std::mem::take(&mut self.to),
            data: std::mem::take(&mut self.data),
        });
        response::OK
    }
}

impl Sink {
    /// Starts a sink with `rules` on a free port (its threads live as long as the test binary).
    pub fn start(rules: SinkRules) -> Sink {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        let state = Arc::new(Mutex::new(SinkState {
            rules,
            ..SinkState::default()
        }));
        let handler = SinkHandler {
            state: Arc::clone(&state),
            helo: String::new(),
            from: String::new(),
            to: Vec::new(),
            data: Vec::new(),
        };
        std::thread::spawn(move || {
            let mut server = Server::new(handler);
            server
                .with_name("sink.test")
                .with_num_threads(8)
                .with_tcp_listener(listener);
            if server.with_ssl(SslConfig::None).is_ok() {
                let _ = server.serve().map_err(|e| e.to_string());
            }
        });
        Sink { state, port }
    }

    /// Answers by new rules from now on.
    pub fn set_rules(&self, rules: SinkRules) {
        self.state.lock().unwrap().rules = rules;
    }

    /// The transport setting that sends here.
    pub fn transport(&self) -> String {
        format!("smtp+plain://127.0.0.1:{}", self.port)
    }

    /// What it accepted so far.
    pub fn received(&self) -> Vec<Received> {
        self.state.lock().unwrap().received.clone()
    }

    /// The distinct Message-IDs it accepted, and how many messages in all.
    pub fn message_ids(&self) -> (HashSet<String>, usize) {
        let received = self.received();
        let ids = received.iter().map(|r| parse(&r.data).message_id).collect();
        (ids, received.len())
    }
}

/// The last line of an SMTP reply read from `reader` (continuation lines `250-…` skipped).
pub fn read_reply(reader: &mut impl std::io::BufRead) -> String {
    loop {
        let mut line = String::new();
        reader.read_line(&mut line).unwrap();
        if line.as_bytes().get(3) != Some(&b'-') {
            return line.trim_end().to_owned();
        }
    }
}

const VERIFY: &str = r#"
import sys, dkim
message = open(sys.argv[1], 'rb').read()
name, record = sys.argv[2].encode(), sys.argv[3].encode()
def dns(query, timeout=5):
    return record if query == name else None
print('pass' if dkim.verify(message, dnsfunc=dns) else 'fail')
"#;

/// dkimpy's verdict on `message` with `record` published at `name`.
pub fn dkimpy(message: &[u8], name: &str, record: &str) -> String {
    let file = super::temp_dir("dkim-eml").join("message.eml");
    std::fs::write(&file, message).unwrap();
    let out = std::process::Command::new("/usr/bin/python3")
        .args(["-c", VERIFY])
        .arg(&file)
        .args([name, record])
        .output()
        .expect("python3 runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success(),
        "dkimpy (Debian's python3-dkim, installed by scripts/test) failed: {stderr}"
    );
    String::from_utf8_lossy(&out.stdout).trim().to_owned()
}

/// Stores `raw` as the SMTP listener would (envelope recipients `to`, no envelope sender, no
/// client address) at `now`; returns what the inbox did.
pub fn receive_as_listener(
    conn: &mut DbConnection,
    raw: &[u8],
    to: &[String],
    now: chrono::NaiveDateTime,
) -> kingpost::db::inbox::Stored {
    use kingpost::db::inbox::Source;
    use kingpost::service::inbox::{Incoming, receive};
    let key = kingpost::mail::inbound::identify(raw).unwrap();
    let incoming = Incoming {
        key: key.as_str(),
        raw,
        source: Source::Smtp,
        envelope_from: None,
        envelope_to: to,
        client: None,
        sender: None,
    };
    receive(conn, &incoming, now).unwrap()
}

/// [`receive_as_listener`] for a message not stored before: its new inbox id.
pub fn store_as_listener(
    conn: &mut DbConnection,
    raw: &[u8],
    to: &[String],
    now: chrono::NaiveDateTime,
) -> i32 {
    match receive_as_listener(conn, raw, to, now) {
        kingpost::db::inbox::Stored::New(id) => id,
        other => panic!("stored before: {other:?}"),
    }
}

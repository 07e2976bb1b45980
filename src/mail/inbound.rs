//! Reading an incoming email: raw RFC 5322 bytes become an [`InboundMail`], with no I/O.
//!
//! Every door (the SMTP listener, `kingpost mail ingest`, a watched Maildir) stores the raw bytes
//! first; later, processing calls [`parse`] on them. The parse keeps what the server needs to
//! authenticate and act on a reply: the identity of the message (its Message-ID, or a SHA-256
//! over its content when it has none, so a redelivery is recognised either way), the sender,
//! every recipient address with the `+TOKEN` sub-address our reply addresses carry, the threading
//! headers, and the text to read the command from: the `text/plain` body when there is one, else
//! the HTML body turned into text ([`html`]), with charsets and transfer encodings decoded by
//! mail-parser and `format=flowed` lines joined. It also classifies the message ([`Kind`]): an
//! auto-reply or a delivery failure report must never be answered, or two robots would mail each
//! other forever ([`classify`]).

pub mod classify;
pub mod html;

use std::sync::LazyLock;

use chrono::{DateTime, Utc};
use mail_parser::{
    Address, HeaderName, HeaderValue, Message, MessageParser, MimeHeaders, PartType,
};
use sha2::{Digest, Sha256};

pub use classify::{AutoReason, Kind};

/// An email as the command reader needs it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InboundMail {
    /// The message's identity for de-duplication: the Message-ID without angle brackets, or
    /// `sha256:` and 64 hex digits over sender, recipients, subject, date and body when the
    /// message has no Message-ID (see [`MessageKey`]).
    pub key: MessageKey,
    /// The sender's address from the `From` header, as written (not checked in any way: anyone
    /// can write any `From`; the caller compares it with the player's verified address).
    pub from: Option<String>,
    /// The sender's display name, if any.
    pub from_name: Option<String>,
    /// The `Reply-To` address, if any.
    pub reply_to: Option<String>,
    /// Every recipient address, without duplicates, best source first: envelope recipients
    /// (see [`InboundMail::with_envelope`]), `Delivered-To`, `X-Original-To`, `To`, `Cc`.
    pub recipients: Vec<String>,
    /// The sub-address token of the first recipient that has one: `TOKEN` in `move+TOKEN@domain`.
    pub token: Option<String>,
    /// The subject, decoded; empty when missing.
    pub subject: String,
    /// The Message-IDs of `In-Reply-To`, without angle brackets.
    pub in_reply_to: Vec<String>,
    /// The Message-IDs of `References`, without angle brackets, oldest first.
    pub references: Vec<String>,
    /// The `Date` header.
    pub date: Option<DateTime<Utc>>,
    /// The text to read the command from, with `\n` line ends.
    pub text: String,
    /// Where [`InboundMail::text`] came from.
    pub body: BodySource,
    /// Whether this is a person's mail, a robot's, or a delivery failure report.
    pub kind: Kind,
}

/// How a message is identified for de-duplication.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum MessageKey {
    /// The `Message-ID` header, without angle brackets.
    MessageId(String),
    /// `sha256:` and the hex digest of sender, recipients, subject, date and body, for a message
    /// without Message-ID. Headers added on the way (`Received`, `Delivered-To`) are left out, so
    /// a redelivered copy gets the same key.
    ContentHash(String),
}

impl MessageKey {
    /// The key as stored in the inbox's `message_id` column.
    pub fn as_str(&self) -> &str {
        match self {
            MessageKey::MessageId(id) | MessageKey::ContentHash(id) => id,
        }
    }
}

/// Which body part the text was read from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BodySource {
    /// A `text/plain` part.
    Plain,
    /// A `text/html` part, converted to text.
    Html,
    /// The message has no readable body; the text is empty.
    None,
}

/// Why bytes could not be read as an email.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum InboundError {
    /// Nothing was given.
    #[error("the message is empty; expected an RFC 5322 email: header lines, a blank line, a body")]
    Empty,
    /// The bytes do not start with header lines.
    #[error(
        "this is not an email message: {reason}; an email starts with header lines such as \
         \"From: ann@example.org\" and \"Subject: …\", then a blank line, then the body"
    )]
    NotMail {
        /// What was found instead.
        reason: String,
    },
}

impl InboundError {
    /// A short stable code for logs: `empty` or `not_mail`.
    pub fn code(&self) -> &'static str {
        match self {
            InboundError::Empty => "empty",
            InboundError::NotMail { .. } => "not_mail",
        }
    }
}

/// Parses a raw message (as received, CRLF or LF line ends; an mbox `From ` line in front is
/// skipped).
///
/// # Errors
///
/// [`InboundError`] when the bytes are not an email at all (no header lines).
pub fn parse(raw: &[u8]) -> Result<InboundMail, InboundError> {
    let message = parse_message(raw)?;
    let from = first_address(message.from());
    let recipients = recipients(&message);
    let token = first_token(&recipients);
    let (text, body) = body_text(&message);
    let mail = InboundMail {
        key: key(&message),
        from: from.as_ref().map(|(address, _)| address.clone()),
        from_name: from.and_then(|(_, name)| name),
        reply_to: first_address(message.reply_to()).map(|(address, _)| address),
        token,
        subject: message.subject().unwrap_or_default().trim().to_owned(),
        in_reply_to: ids(message.in_reply_to()),
        references: ids(message.references()),
        date: message
            .date()
            .and_then(|d| DateTime::from_timestamp(d.to_timestamp(), 0)),
        text,
        body,
        kind: classify::classify(&message),
        recipients,
    };
    Ok(mail)
}

/// Only the identity of a raw message, for the doors that store it: cheaper than [`parse`], and
/// the same key that [`parse`] gives.
///
/// # Errors
///
/// [`InboundError`] when the bytes are not an email at all.
pub fn identify(raw: &[u8]) -> Result<MessageKey, InboundError> {
    let message = parse_message(raw)?;
    Ok(key(&message))
}

impl InboundMail {
    /// Adds the SMTP envelope recipients (`RCPT TO`), which are the most reliable: they come
    /// first in [`InboundMail::recipients`] and their token wins.
    pub fn with_envelope(mut self, envelope_to: &[String]) -> InboundMail {
        let mut all: Vec<String> = Vec::with_capacity(envelope_to.len() + self.recipients.len());
        for address in envelope_to.iter().chain(&self.recipients) {
            push_unique(&mut all, address.trim());
        }
        self.token = first_token(&all);
        self.recipients = all;
        self
    }
}

/// The token of a sub-address: `TOKEN` for `move+TOKEN@domain` (angle brackets allowed);
/// `None` without a `+` or with nothing after it.
///
/// ```
/// use kingpost::mail::inbound::sub_address_token;
/// assert_eq!(sub_address_token("move+ab12cd@chess.example.org"), Some("ab12cd"));
/// assert_eq!(sub_address_token("<move+x@h>"), Some("x"));
/// assert_eq!(sub_address_token("ann@example.org"), None);
/// ```
pub fn sub_address_token(address: &str) -> Option<&str> {
    let address = address.trim().trim_start_matches('<').trim_end_matches('>');
    let (local, _domain) = address.rsplit_once('@')?;
    let (_, token) = local.split_once('+')?;
    (!token.is_empty()).then_some(token)
}

/// The parser: the MIME, date, address and Message-ID headers parsed, the subject decoded, every
/// other header kept raw (`Received` above all, long, repeated and of no use here).
static PARSER: LazyLock<MessageParser> = LazyLock::new(|| {
    MessageParser::new()
        .with_mime_headers()
        .with_date_headers()
        .with_address_headers()
        .with_message_ids()
        .header_text(HeaderName::Subject)
});

/// Parses the message after checking that it starts with header lines.
fn parse_message(raw: &[u8]) -> Result<Message<'_>, InboundError> {
    let raw = skip_mbox_line(raw);
    check_header_start(raw)?;
    PARSER
        .parse(raw)
        .filter(|m| !m.headers().is_empty())
        .ok_or_else(|| InboundError::NotMail {
            reason: "no header lines were found".to_owned(),
        })
}

/// Skips a leading mbox `From sender date` line, which some MTA pipes and procmail prepend.
fn skip_mbox_line(raw: &[u8]) -> &[u8] {
    if raw.starts_with(b"From ") {
        match raw.iter().position(|b| *b == b'\n') {
            Some(end) => &raw[end + 1..],
            None => raw,
        }
    } else {
        raw
    }
}

/// The names of header fields that only an email has; one of them must be present.
const MAIL_HEADERS: [&str; 11] = [
    "from",
    "to",
    "subject",
    "date",
    "message-id",
    "received",
    "return-path",
    "delivered-to",
    "mime-version",
    "content-type",
    "sender",
];

/// The first line must be a header field (`Name: value`), and the header block must hold one of
/// the fields every email has.
fn check_header_start(raw: &[u8]) -> Result<(), InboundError> {
    let text_start = raw.iter().position(|b| !b.is_ascii_whitespace());
    let Some(start) = text_start else {
        return Err(InboundError::Empty);
    };
    let first_line = raw[start..]
        .split(|b| *b == b'\n')
        .next()
        .unwrap_or_default();
    let name = field_name(first_line).ok_or_else(|| InboundError::NotMail {
        reason: format!(
            "the first line \"{}\" is not a header line",
            shorten(&String::from_utf8_lossy(first_line))
        ),
    })?;
    let mut names = raw
        .split(|b| *b == b'\n')
        .take_while(|line| !line.iter().all(u8::is_ascii_whitespace))
        .filter_map(field_name);
    if names.any(|n| MAIL_HEADERS.iter().any(|m| m.eq_ignore_ascii_case(n))) {
        return Ok(());
    }
    Err(InboundError::NotMail {
        reason: format!(
            "the header lines (starting with \"{name}:\") have no From, To, Subject or Date"
        ),
    })
}

/// The field name of a header line: printable ASCII without spaces, then a colon.
fn field_name(line: &[u8]) -> Option<&str> {
    let colon = line.iter().position(|b| *b == b':')?;
    let name = &line[..colon];
    let valid = !name.is_empty() && name.iter().all(|b| (33..=126).contains(b));
    if valid {
        std::str::from_utf8(name).ok()
    } else {
        None
    }
}

fn shorten(text: &str) -> String {
    let line = text.trim();
    if line.chars().count() > 40 {
        format!("{}…", line.chars().take(40).collect::<String>())
    } else {
        line.to_owned()
    }
}

/// The message's key: its Message-ID, else a hash over what a redelivery leaves unchanged.
fn key(message: &Message<'_>) -> MessageKey {
    if let Some(id) = message
        .message_id()
        .map(str::trim)
        .filter(|id| !id.is_empty())
    {
        return MessageKey::MessageId(id.to_owned());
    }
    let mut hash = Sha256::new();
    for name in ["From", "To", "Cc", "Subject", "Date"] {
        hash.update(
            message
                .header_raw(name)
                .unwrap_or_default()
                .trim()
                .as_bytes(),
        );
        hash.update([0]);
    }
    let raw = message.raw_message();
    let body_start = message.root_part().offset_body as usize;
    hash.update(raw.get(body_start..).unwrap_or_default());
    let hex: String = hash.finalize().iter().map(|b| format!("{b:02x}")).collect();
    MessageKey::ContentHash(format!("sha256:{hex}"))
}

/// The first address of an address header, lower-cased domain, with its display name.
fn first_address(address: Option<&Address<'_>>) -> Option<(String, Option<String>)> {
    let addr = address?.iter().find(|a| a.address.is_some())?;
    let email = addr.address.as_deref()?.trim().to_owned();
    let name = addr
        .name
        .as_deref()
        .map(str::trim)
        .filter(|n| !n.is_empty())
        .map(str::to_owned);
    Some((email, name))
}

/// Every recipient address from the headers, most reliable first, without duplicates.
fn recipients(message: &Message<'_>) -> Vec<String> {
    let mut found = Vec::new();
    for name in ["Delivered-To", "X-Original-To"] {
        for value in message.header_values(name) {
            if let Some(text) = value.as_text() {
                push_unique(
                    &mut found,
                    text.trim().trim_start_matches('<').trim_end_matches('>'),
                );
            }
        }
    }
    for address in message.all_to().chain(message.all_cc()) {
        for addr in address.iter() {
            if let Some(email) = addr.address.as_deref() {
                push_unique(&mut found, email.trim());
            }
        }
    }
    found
}

fn push_unique(list: &mut Vec<String>, address: &str) {
    if !address.is_empty() && !list.iter().any(|a| a.eq_ignore_ascii_case(address)) {
        list.push(address.to_owned());
    }
}

fn first_token(recipients: &[String]) -> Option<String> {
    recipients
        .iter()
        .find_map(|a| sub_address_token(a))
        .map(str::to_owned)
}

/// Message-IDs of a header that holds one or several.
fn ids(value: &HeaderValue<'_>) -> Vec<String> {
    value
        .as_text_list()
        .unwrap_or_default()
        .iter()
        .map(|id| {
            id.trim()
                .trim_start_matches('<')
                .trim_end_matches('>')
                .to_owned()
        })
        .filter(|id| !id.is_empty())
        .collect()
}

/// The text to read: the first `text/plain` body, else the first HTML body as text.
fn body_text(message: &Message<'_>) -> (String, BodySource) {
    for &id in &message.text_body {
        let Some(part) = message.parts.get(id as usize) else {
            continue;
        };
        if let PartType::Text(text) = &part.body {
            let flowed = part.content_type().is_some_and(|ct| {
                ct.attribute("format")
                    .is_some_and(|f| f.eq_ignore_ascii_case("flowed"))
            });
            let delsp = part.content_type().is_some_and(|ct| {
                ct.attribute("delsp")
                    .is_some_and(|f| f.eq_ignore_ascii_case("yes"))
            });
            let text = normalise_line_ends(text);
            let text = if flowed { unflow(&text, delsp) } else { text };
            return (text, BodySource::Plain);
        }
    }
    for &id in &message.html_body {
        if let Some(PartType::Html(html)) = message.parts.get(id as usize).map(|p| &p.body) {
            return (html::to_text(html), BodySource::Html);
        }
    }
    (String::new(), BodySource::None)
}

fn normalise_line_ends(text: &str) -> String {
    text.replace("\r\n", "\n").replace('\r', "\n")
}

/// Joins RFC 3676 `format=flowed` lines: a line ending in a space continues on the next one
/// (quote depth permitting); the signature separator `-- ` is never joined.
fn unflow(text: &str, delsp: bool) -> String {
    let mut lines: Vec<String> = Vec::new();
    let mut open: Option<usize> = None;
    for line in text.split('\n') {
        let depth = line.chars().take_while(|c| *c == '>').count();
        let content = &line[depth..];
        let content = content.strip_prefix(' ').unwrap_or(content);
        let soft = content.ends_with(' ') && content != "-- ";
        let piece = if soft && delsp {
            &content[..content.len() - 1]
        } else {
            content
        };
        match lines.last_mut() {
            Some(last) if open == Some(depth) => last.push_str(piece),
            _ if depth > 0 => lines.push(format!("{} {piece}", ">".repeat(depth))),
            _ => lines.push(piece.to_owned()),
        }
        open = soft.then_some(depth);
    }
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_come_from_sub_addresses() {
        assert_eq!(sub_address_token("move+abc@x.org"), Some("abc"));
        assert_eq!(sub_address_token("move+@x.org"), None);
        assert_eq!(sub_address_token("move@x.org"), None);
        assert_eq!(sub_address_token("a+b+c@x"), Some("b+c"));
    }

    #[test]
    fn flowed_lines_are_joined() {
        assert_eq!(
            unflow("On Mon Ann \nwrote:\n> a \n> b\nc", false),
            "On Mon Ann wrote:\n> a b\nc"
        );
        assert_eq!(unflow("ab \ncd", true), "abcd");
        assert_eq!(unflow("x\n-- \nsig", false), "x\n-- \nsig");
    }

    #[test]
    fn non_mail_is_refused_with_a_reason() {
        assert_eq!(parse(b"  \n"), Err(InboundError::Empty));
        let err = parse(b"hello there\nthis is not mail\n").unwrap_err();
        assert_eq!(err.code(), "not_mail");
        assert!(
            err.to_string()
                .contains("\"hello there\" is not a header line"),
            "{err}"
        );
        let err = parse(b"X-Foo: 1\n\nbody").unwrap_err();
        assert!(
            err.to_string().contains("no From, To, Subject or Date"),
            "{err}"
        );
    }

    #[test]
    fn mbox_from_line_is_skipped_and_keys_hash_without_message_id() {
        let raw = b"From ann@example.org Mon Nov 23 10:00:00 2026\nFrom: ann@example.org\nSubject: e4\n\ne4\n";
        let mail = parse(raw).unwrap();
        assert_eq!(mail.from.as_deref(), Some("ann@example.org"));
        let MessageKey::ContentHash(hash) = &mail.key else {
            panic!("{:?}", mail.key)
        };
        assert!(hash.starts_with("sha256:") && hash.len() == 71);
        let redelivered = b"Received: from x by y\nFrom: ann@example.org\nSubject: e4\n\ne4\n";
        assert_eq!(identify(redelivered).unwrap(), mail.key);
        let other = b"From: ann@example.org\nSubject: e4\n\nd4\n";
        assert_ne!(identify(other).unwrap(), mail.key);
    }
}

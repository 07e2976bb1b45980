//! An outbox row as an RFC 5322 message (lettre's [`Message`]): multipart/alternative with the
//! plain text first and the HTML second, our own Message-ID, the thread headers, Reply-To,
//! `Auto-Submitted: auto-generated` (RFC 3834, so well-behaved auto-responders stay quiet),
//! `X-Auto-Response-Suppress` for Exchange, and `List-Unsubscribe` when the row has one (with
//! `List-Unsubscribe-Post: List-Unsubscribe=One-Click`, RFC 8058, when it is a one-click link).
//! The envelope sender is the message's own bounce address (see [`super::verp`]).

use std::time::{Duration, SystemTime};

use lettre::address::Envelope;
use lettre::message::header::{
    self, ContentTransferEncoding, ContentType, HeaderName, HeaderValue,
};
use lettre::message::{Body, Mailbox, MultiPart};
use lettre::{Address, Message};

use crate::db::outbox::OutboxRow;

/// Why a row cannot become a message.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MessageError {
    /// The recipient is not an address a message can go to.
    #[error("the recipient '{address}' is not a usable email address: {reason}")]
    Recipient {
        /// The address.
        address: String,
        /// What the parser said.
        reason: String,
    },
    /// Another address in the row is broken (a bug, not the recipient's fault).
    #[error("the {header} address '{address}' is not usable: {reason}")]
    Address {
        /// Which header.
        header: &'static str,
        /// The address.
        address: String,
        /// What the parser said.
        reason: String,
    },
    /// lettre refused to build the message.
    #[error("the message cannot be built: {0}")]
    Build(String),
}

/// Reads a mailbox such as `Kingpost <kingpost@example.org>` or `ann@example.org`.
pub fn parse_mailbox(text: &str) -> Result<Mailbox, String> {
    text.trim().parse::<Mailbox>().map_err(|e| e.to_string())
}

/// The message for `row`, sent from `from`, with `bounce_to` as the envelope sender.
pub fn build(row: &OutboxRow, from: &Mailbox, bounce_to: &str) -> Result<Message, MessageError> {
    let to = parse_mailbox(&row.recipient).map_err(|reason| MessageError::Recipient {
        address: row.recipient.clone(),
        reason,
    })?;
    let sender = bounce_to
        .parse::<Address>()
        .map_err(|e| MessageError::Address {
            header: "envelope sender",
            address: bounce_to.to_owned(),
            reason: e.to_string(),
        })?;
    let envelope = Envelope::new(Some(sender), vec![to.email.clone()])
        .map_err(|e| MessageError::Build(e.to_string()))?;
    let created = u64::try_from(row.created_at.and_utc().timestamp()).unwrap_or(0);
    let mut builder = Message::builder()
        .envelope(envelope)
        .from(from.clone())
        .to(to)
        .subject(row.subject.clone())
        .date(SystemTime::UNIX_EPOCH + Duration::from_secs(created))
        .message_id(Some(row.message_id.clone()))
        .raw_header(raw("Auto-Submitted", "auto-generated"))
        .raw_header(raw("X-Auto-Response-Suppress", "All"))
        .raw_header(raw("X-Kingpost-Kind", &row.kind));
    if let Some(reply_to) = &row.reply_to {
        let mailbox = parse_mailbox(reply_to).map_err(|reason| MessageError::Address {
            header: "Reply-To",
            address: reply_to.clone(),
            reason,
        })?;
        builder = builder.reply_to(mailbox);
    }
    if let Some(parent) = &row.in_reply_to {
        builder = builder.in_reply_to(parent.clone());
    }
    if let Some(references) = &row.thread_references {
        builder = builder.references(references.clone());
    }
    if let Some(link) = &row.list_unsubscribe {
        builder = builder.raw_header(raw("List-Unsubscribe", link));
        if link.contains("/unsubscribe/") {
            builder =
                builder.raw_header(raw("List-Unsubscribe-Post", "List-Unsubscribe=One-Click"));
        }
    }
    let (content_type, body) = alternative(row)?;
    builder
        .header(header::MIME_VERSION_1_0)
        .header(content_type)
        .body(Body::dangerous_pre_encoded(
            body,
            ContentTransferEncoding::SevenBit,
        ))
        .map_err(|e| MessageError::Build(e.to_string()))
}

/// The plain text and HTML as a `multipart/alternative` body, and the Content-Type that goes
/// with it. lettre writes a multipart's Content-Type as the first line of the body, after a
/// DKIM signature is made; as a header of the message itself the signature covers it. The
/// parts are encoded (quoted-printable or base64), so the whole body is 7-bit.
fn alternative(row: &OutboxRow) -> Result<(ContentType, Vec<u8>), MessageError> {
    let parts = MultiPart::alternative_plain_html(row.text_body.clone(), row.html_body.clone());
    let formatted = parts.formatted();
    let split = formatted
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .ok_or_else(|| MessageError::Build("the multipart has no header block".into()))?;
    let head = String::from_utf8_lossy(&formatted[..split]).replace("\r\n", "");
    let value = head
        .split_once(':')
        .map(|(_, value)| value.trim())
        .ok_or_else(|| MessageError::Build(format!("unexpected multipart header {head}")))?;
    let content_type =
        ContentType::parse(value).map_err(|e| MessageError::Build(format!("{value}: {e}")))?;
    let body = formatted[split + 4..].to_vec();
    let seven_bit = body.is_ascii() && body.split(|b| *b == b'\n').all(|line| line.len() <= 998);
    if !seven_bit {
        return Err(MessageError::Build(
            "the encoded parts are not 7-bit text (a bug)".into(),
        ));
    }
    Ok((content_type, body))
}

fn raw(name: &'static str, value: &str) -> HeaderValue {
    HeaderValue::new(HeaderName::new_from_ascii_str(name), value.to_owned())
}

/// The domain to end Message-IDs (and thread roots) with: never `localhost`, which says
/// nothing about the sender and makes spam filters suspicious. It is the mail domain; when
/// that is `localhost` (the default for a base URL that is an IP address or `localhost`), the
/// base URL's host (an IP address is a valid right-hand side, RFC 5322 3.6.4); when that is
/// `localhost` too, the machine's host name, else `[127.0.0.1]`.
///
/// ```
/// use kingpost::mail::message::id_domain;
/// assert_eq!(id_domain("chess.example.org", "https://x.org"), "chess.example.org");
/// assert_eq!(id_domain("localhost", "http://127.0.0.1:8080"), "127.0.0.1");
/// assert_eq!(id_domain("localhost", "http://[::1]:8080/"), "[::1]");
/// assert_ne!(id_domain("localhost", "http://localhost:8080"), "localhost");
/// ```
pub fn id_domain(mail_domain: &str, base_url: &str) -> String {
    if !is_localhost(mail_domain) {
        return mail_domain.to_owned();
    }
    let rest = base_url
        .split_once("://")
        .map_or(base_url, |(_, rest)| rest);
    let authority = rest.split('/').next().unwrap_or_default();
    let host = match authority.strip_prefix('[') {
        Some(v6) => v6.split(']').next().map(|h| format!("[{h}]")),
        None => authority.split(':').next().map(str::to_owned),
    };
    if let Some(host) = host.filter(|h| !h.is_empty() && !is_localhost(h)) {
        return host.to_ascii_lowercase();
    }
    let machine = lettre::transport::smtp::extension::ClientId::default().to_string();
    if is_localhost(&machine) {
        "[127.0.0.1]".to_owned()
    } else {
        machine.to_ascii_lowercase()
    }
}

fn is_localhost(host: &str) -> bool {
    let host = host.trim_end_matches('.').to_ascii_lowercase();
    host == "localhost" || host.ends_with(".localhost") || host.is_empty()
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::NaiveDate;

    fn row() -> OutboxRow {
        let at = NaiveDate::from_ymd_opt(2026, 11, 24)
            .unwrap()
            .and_hms_opt(12, 0, 0)
            .unwrap();
        OutboxRow {
            id: 1,
            recipient: "ann@example.org".into(),
            user_id: Some(1),
            game_id: Some(42),
            kind: "your-move".into(),
            subject: "Partie 42: ann – bob".into(),
            text_body: "12...Nf6\nYour move.\n".into(),
            html_body: "<p>12...Nf6</p>".into(),
            snapshot: None,
            message_id: "<abc@chess.example.org>".into(),
            in_reply_to: Some("<game-42.user-1@chess.example.org>".into()),
            thread_references: Some("<game-42.user-1@chess.example.org>".into()),
            reply_to: Some("move+42-1-abcdefghijklmnop@chess.example.org".into()),
            list_unsubscribe: Some("<https://chess.example.org/settings#notifications>".into()),
            status: "pending".into(),
            attempts: 0,
            next_attempt_at: at,
            last_error: None,
            created_at: at,
            sent_at: None,
            claimed_by: None,
            claimed_at: None,
        }
    }

    #[test]
    fn messages_carry_every_header_and_both_parts() {
        let from = parse_mailbox("Kingpost <kingpost@chess.example.org>").unwrap();
        let text = String::from_utf8(
            build(&row(), &from, "bounce+1.x@chess.example.org")
                .unwrap()
                .formatted(),
        )
        .unwrap();
        for header in [
            "From: Kingpost <kingpost@chess.example.org>\r\n",
            "To: ann@example.org\r\n",
            "Message-ID: <abc@chess.example.org>\r\n",
            "In-Reply-To: <game-42.user-1@chess.example.org>\r\n",
            "References: <game-42.user-1@chess.example.org>\r\n",
            "Reply-To: move+42-1-abcdefghijklmnop@chess.example.org\r\n",
            "Auto-Submitted: auto-generated\r\n",
            "List-Unsubscribe: <https://chess.example.org/settings#notifications>\r\n",
            "Date: Tue, 24 Nov 2026 12:00:00 +0000\r\n",
            "Content-Type: multipart/alternative;",
        ] {
            assert!(text.contains(header), "missing {header:?} in\n{text}");
        }
        let plain = text.find("Content-Type: text/plain").unwrap();
        let html = text.find("Content-Type: text/html").unwrap();
        assert!(plain < html, "the plain text comes first");
        let subject = text.lines().find(|l| l.starts_with("Subject: ")).unwrap();
        assert!(subject.is_ascii() && subject.contains("=?"), "{subject}");
    }

    #[test]
    fn the_signature_covers_the_content_type_of_the_message() {
        use crate::mail::dkim::{DkimAlgorithm, KeyFile, Signer};
        let dir = std::env::temp_dir().join(format!("kingpost-dkim-ct-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("dkim.key");
        let _ = std::fs::remove_file(&path);
        let key = KeyFile::generate(DkimAlgorithm::Ed25519).unwrap();
        key.write(&path, false).unwrap();
        let signer = Signer::load(&path, "s1", "chess.example.org").unwrap();
        let from = parse_mailbox("Kingpost <kingpost@chess.example.org>").unwrap();
        let mut message = build(&row(), &from, "bounce+1.x@chess.example.org").unwrap();
        signer.sign(&mut message);
        let text = String::from_utf8(message.formatted()).unwrap();
        let (head, body) = text.split_once("\r\n\r\n").unwrap();
        let signature = head
            .split("\r\n")
            .skip_while(|l| !l.starts_with("DKIM-Signature:"))
            .take_while(|l| l.starts_with("DKIM-Signature:") || l.starts_with([' ', '\t']))
            .collect::<String>()
            .replace([' ', '\t'], "");
        let signed = signature.split(';').find(|t| t.starts_with("h=")).unwrap();
        assert!(
            signed
                .to_ascii_lowercase()
                .split([':', '='])
                .any(|h| h == "content-type"),
            "{signed}"
        );
        assert!(
            head.contains("Content-Type: multipart/alternative;"),
            "the message's own Content-Type is a header of the message: {head}"
        );
        assert!(
            body.starts_with("--"),
            "the body starts with the first part: {body}"
        );
        let parsed = mail_parser::MessageParser::default()
            .parse(text.as_bytes())
            .unwrap();
        let plain = parsed.body_text(0).unwrap().replace("\r\n", "\n");
        assert_eq!(plain, "12...Nf6\nYour move.\n");
        assert_eq!(parsed.body_html(0).unwrap(), "<p>12...Nf6</p>");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_broken_recipient_is_the_recipients_problem() {
        let from = parse_mailbox("kingpost@example.org").unwrap();
        let mut bad = row();
        bad.recipient = "not an address".into();
        assert!(matches!(
            build(&bad, &from, "bounce+1.x@example.org"),
            Err(MessageError::Recipient { .. })
        ));
        let mut bad = row();
        bad.reply_to = Some("@@".into());
        assert!(matches!(
            build(&bad, &from, "bounce+1.x@example.org"),
            Err(MessageError::Address {
                header: "Reply-To",
                ..
            })
        ));
    }
}

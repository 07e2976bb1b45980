//! Writes outgoing mail as RFC 5322 `.eml` files into a directory, one file per message, named
//! by time and a random suffix so they sort in sending order. A file is written under a
//! temporary name and renamed, so a reader never sees half a message.

use std::io;
use std::path::{Path, PathBuf};

use chrono::{DateTime, Utc};
use rand::RngExt;

use super::OutgoingMail;

/// The folder under the data directory that holds written messages.
pub const OUTBOX_DIR: &str = "outbox";

/// Writes `mail` from `from` into `dir` (created if missing); returns the file's path.
pub fn write(
    dir: &Path,
    from: &str,
    mail: &OutgoingMail,
    now: DateTime<Utc>,
) -> io::Result<PathBuf> {
    std::fs::create_dir_all(dir)?;
    let suffix: u32 = rand::rng().random();
    let name = format!("{}-{suffix:08x}.eml", now.format("%Y%m%dT%H%M%S%.6fZ"));
    let path = dir.join(&name);
    let temporary = dir.join(format!(".{name}.tmp"));
    std::fs::write(&temporary, render(from, mail, now, suffix))?;
    std::fs::rename(&temporary, &path)?;
    Ok(path)
}

/// The message as RFC 5322 text with CRLF line ends.
pub fn render(from: &str, mail: &OutgoingMail, now: DateTime<Utc>, id: u32) -> String {
    let domain = from.rsplit_once('@').map_or("localhost", |(_, d)| d);
    let domain = domain.trim_end_matches('>');
    let headers = [
        format!("From: {from}"),
        format!("To: {}", mail.to),
        format!("Subject: {}", encode_header(&mail.subject)),
        format!("Date: {}", now.to_rfc2822()),
        format!("Message-ID: <{}.{id:08x}@{domain}>", now.timestamp_micros()),
        "MIME-Version: 1.0".to_owned(),
        "Content-Type: text/plain; charset=utf-8".to_owned(),
        "Content-Transfer-Encoding: 8bit".to_owned(),
    ];
    let body = mail.body.replace("\r\n", "\n").replace('\n', "\r\n");
    format!("{}\r\n\r\n{body}\r\n", headers.join("\r\n"))
}

/// A header value as is when it is printable ASCII, else as an RFC 2047 Q-encoded word.
fn encode_header(text: &str) -> String {
    let plain = |c: char| c.is_ascii() && !c.is_ascii_control();
    if text.chars().all(plain) {
        return text.to_owned();
    }
    let mut out = String::from("=?UTF-8?Q?");
    for byte in text.bytes() {
        match byte {
            b' ' => out.push('_'),
            b if b.is_ascii_alphanumeric() => out.push(char::from(b)),
            b => out.push_str(&format!("={b:02X}")),
        }
    }
    out.push_str("?=");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_have_headers_crlf_and_encoded_subjects() {
        let mail = OutgoingMail {
            to: "ann@example.org".into(),
            subject: "Zug für Partie 7".into(),
            body: "Hello\nthere".into(),
        };
        let now = DateTime::from_timestamp(1_800_000_000, 0).unwrap_or_default();
        let text = render("Kingpost <kingpost@example.org>", &mail, now, 1);
        assert!(text.contains("Subject: =?UTF-8?Q?Zug_f=C3=BCr_Partie_7?=\r\n"));
        assert!(text.contains("Message-ID: <1800000000000000.00000001@example.org>\r\n"));
        assert!(text.ends_with("\r\n\r\nHello\r\nthere\r\n"));
    }
}

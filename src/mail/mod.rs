//! The email adapter. For now it only writes outgoing messages as `.eml` files into
//! `<data_dir>/outbox/` ([`outbox_files`]); a later piece of work replaces that with an outbox
//! table and a worker that delivers by SMTP or sendmail.

pub mod outbox_files;

/// A plain-text message to one recipient.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutgoingMail {
    /// The recipient's address.
    pub to: String,
    /// The subject line (any Unicode; encoded as needed).
    pub subject: String,
    /// The body, plain text with `\n` line ends.
    pub body: String,
}

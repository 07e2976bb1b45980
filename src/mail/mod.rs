//! The email adapter.
//!
//! Outgoing: for now messages are written as `.eml` files into `<data_dir>/outbox/`
//! ([`outbox_files`]). Incoming: three doors store every message raw in the inbox before
//! anything else happens: the SMTP listener ([`listener`]), `kingpost mail ingest` ([`ingest`])
//! for an MTA's pipe, and a polled Maildir folder ([`maildir`]). Processing reads the stored
//! bytes later with the pure parsers [`inbound`] (bytes → [`inbound::InboundMail`]) and
//! [`commands`] (text → [`commands::Command`]).

pub mod commands;
pub mod inbound;
pub mod ingest;
pub mod listener;
pub mod maildir;
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

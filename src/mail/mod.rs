//! The email adapter.
//!
//! Outgoing, everything between an outbox row and a sent message:
//! - [`tokens`]: reply addresses `move+TOKEN@<mail domain>` bound to one game and one player
//!   by an HMAC (pure; the services use it to write Reply-To, the inbound side to check it).
//! - [`reply_targets`]: the digest's and a challenge's reply addresses, and what any reply
//!   address was made for.
//! - [`verp`]: the signed bounce address (envelope sender) of each message and the one-click
//!   unsubscribe token of each player.
//! - [`transport`]: the `mail_transport` setting (file, SMTP, SMTPS, plain SMTP, sendmail).
//! - [`message`]: an outbox row as an RFC 5322 message with every header.
//! - [`dkim`]: the DKIM key (`kingpost mail dkim-key`), its DNS record, and signing.
//! - [`send`]: the transports themselves (blocking; run by the worker in [`crate::jobs`]).
//!
//! What a message says is decided by [`crate::service::notify`], which writes the outbox row in
//! the same transaction as the change that caused it.
//!
//! Incoming: the doors that receive mail (the SMTP listener, `kingpost mail ingest`, a polled
//! Maildir folder) are adapters above the services, in [`crate::doors`]; they store every
//! message raw in the inbox before anything else happens. Processing reads the stored bytes
//! later with the pure parsers [`inbound`] (bytes → [`inbound::InboundMail`]) and [`commands`]
//! (text → [`commands::Command`]).

pub mod commands;
pub mod dkim;
pub mod inbound;
pub mod message;
pub mod reply_targets;
pub mod send;
pub mod tokens;
pub mod transport;
pub mod verp;

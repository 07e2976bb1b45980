//! The email adapter.
//!
//! Outgoing, everything between an outbox row and a sent message:
//! - [`tokens`]: reply addresses `move+TOKEN@<mail domain>` bound to one game and one player
//!   by an HMAC (pure; the services use it to write Reply-To, the inbound side to check it).
//! - [`transport`]: the `mail_transport` setting (file, SMTP, SMTPS, plain SMTP, sendmail).
//! - [`message`]: an outbox row as an RFC 5322 message with every header.
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
pub mod inbound;
pub mod message;
pub mod send;
pub mod tokens;
pub mod transport;

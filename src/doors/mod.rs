//! The doors mail comes in by: adapters above the services, like [`crate::web`] for HTTP.
//!
//! Each door stores every message raw in the inbox (through [`crate::service::inbox`]) before
//! anything else happens; the worker processes the stored bytes later. The doors:
//! - [`listener`]: the SMTP listener of `kingpost serve` (its sessions and connection guard).
//! - [`ingest`]: `kingpost mail ingest`, for an MTA's pipe (exit codes as sendmail expects).
//! - [`maildir`]: a Maildir folder polled by the worker.
//!
//! A new way for mail to arrive is a new file here that parses at its edge and calls the inbox
//! service; nothing below the services imports this module.

pub mod ingest;
pub mod listener;
pub mod maildir;

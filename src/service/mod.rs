//! Use cases, one transaction each: load from [`crate::db`], decide with [`crate::domain`], save.
//! Services are synchronous; adapters run them off their async workers. Mail is written by
//! [`notify`] into the outbox in the same transaction as the change it reports; [`outbox`] is
//! the worker's side of it.

pub mod account_data;
pub mod accounts;
pub mod adjudication;
pub mod archive;
pub mod challenges;
pub mod conditionals;
pub mod dashboard;
pub mod deadlines;
pub mod email_links;
pub mod engine_jobs;
pub mod engine_play;
pub mod engine_reports;
pub mod event_settlement;
pub mod events;
pub mod game_cache;
pub mod game_changes;
pub mod game_store;
pub mod games;
pub mod inbox;
pub mod leave;
pub mod message_reports;
pub mod messages;
pub mod notify;
pub mod notify_error;
pub mod outbox;
pub mod ratings;
pub mod rfc3339;
pub mod roles;
pub mod sign_in;
pub mod watching;
pub mod xfcc;

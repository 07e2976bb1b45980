//! Kingpost: a self-hostable correspondence chess server.
//!
//! Games last weeks or months and are played by email or in a browser, whichever each player
//! prefers, in the same game. This crate is the whole server; the layers, from the bottom up:
//!
//! - [`chess`]: the rules core (FIDE Laws and Chess960, every notation players type, PGN), pure
//!   and free of I/O, on top of `shakmaty` and `pgn-reader`.
//! - [`config`]: the one typed configuration, with defaults that need no set-up.
//! - [`domain`]: platform rules without I/O (accounts, and later games, clocks and events).
//! - [`service`]: use cases, one transaction each, between the adapters and storage.
//! - [`db`]: storage on SQLite or PostgreSQL through diesel (the only module that uses it).
//! - [`web`]: the HTTP adapter (actix-web): server-rendered pages, the JSON API and the Xfcc
//!   door (XfccBasic over SOAP, for Scid, ChessBase and other correspondence programs).
//! - [`mail`]: the email adapter: reply-address tokens, transports (file, SMTP, sendmail), and
//!   outbox rows turned into RFC 5322 messages.
//! - [`doors`]: the doors mail comes in by (SMTP listener, `mail ingest`, Maildir), adapters
//!   above the services like [`web`].
//! - [`jobs`]: the background worker (delivering the outbox, daily digests), inside `serve` or
//!   as `kingpost worker`.
//! - [`secret_file`]: the one loader of the secrets kept in files (reply addresses, sessions,
//!   DKIM key), readable by their owner only.
//! - [`wake`]: wake-ups of the process's workers and live pages when work is committed (and,
//!   on PostgreSQL, by LISTEN/NOTIFY from the other processes of the instance).
//! - [`wall_clock`]: the application's [`wall_clock::Clock`] (system time, or a fixed one in
//!   tests) that every adapter reads "now" from.
//! - [`i18n`]: the one message catalogue for every text people read.
//! - [`engine`]: the built-in chess engine (search, evaluation, UCI protocol, benchmarks), pure
//!   and free of I/O, on top of `shakmaty`; searches run on their own thread.
//! - [`adjudication`]: verdicts on unfinished games from the engine, Syzygy tablebases and an
//!   optional external UCI engine, with the evidence.
//! - [`jobs`]: background work of the server (the engine's moves in games against players).
//! - [`cli`]: the command-line front door that `main.rs` wires up.
//!
//! See `ARCHITECTURE.md` in the shared folder for where the web, mail, engine and job layers go.

pub mod adjudication;
pub mod chess;
pub mod cli;
pub mod config;
pub mod db;
pub mod domain;
pub mod doors;
pub mod engine;
pub mod i18n;
pub mod jobs;
pub mod mail;
pub mod secret_file;
pub mod service;
pub mod wake;
pub mod wall_clock;
pub mod web;

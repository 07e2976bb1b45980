//! Kingpost: a self-hostable correspondence chess server.
//!
//! Games last weeks or months and are played by email or in a browser, whichever each player
//! prefers, in the same game. This crate is the whole server; the layers, from the bottom up:
//!
//! - [`chess`]: the rules core (FIDE Laws and Chess960, every notation players type, PGN), pure
//!   and free of I/O, on top of `shakmaty` and `pgn-reader`.
//! - [`engine`]: the built-in chess engine (search, evaluation, UCI protocol, benchmarks), pure
//!   and free of I/O, on top of `shakmaty`; searches run on their own thread.
//! - [`cli`]: the command-line front door that `main.rs` wires up.
//!
//! See `ARCHITECTURE.md` in the shared folder for where the web, mail, engine and job layers go.

pub mod chess;
pub mod cli;
pub mod engine;

//! Kingpost's integration tests: one binary, one module per area.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod cli;
mod game;
mod notation;
mod perft;
mod pgn;

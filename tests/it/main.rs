//! Kingpost's integration tests: one binary, one module per area.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod adjudication;
mod api_accounts;
mod api_adjudication;
mod api_games;
mod browser;
mod browser_a11y;
mod catalogue;
mod cli;
mod cli_adjudicate;
mod clock_pages;
mod clocks;
mod db;
mod engine;
mod engine_play;
mod game;
mod notation;
mod pages;
mod pages_i18n;
mod pages_security;
mod pages_server;
mod perft;
mod pgn;
mod server;
mod support;

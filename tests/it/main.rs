//! Kingpost's integration tests: one binary, one module per area.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod api_accounts;
mod api_games;
mod browser;
mod catalogue;
mod cli;
mod db;
mod engine;
mod game;
mod inbox;
mod mail_doors;
mod mail_golden;
mod notation;
mod pages;
mod pages_security;
mod pages_server;
mod perft;
mod pgn;
mod server;
mod support;

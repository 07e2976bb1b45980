//! The command line: clap definitions and a thin dispatcher, one file per command group.
//!
//! `main.rs` only parses the arguments and calls [`run`]; each command group lives in its own
//! file ([`server`], [`pgn`], [`move_cmd`], [`mail`]) and returns the process exit code. Errors
//! that stop a command (a file that cannot be opened, a bad argument) come back as `anyhow`
//! errors, which `main.rs` prints and turns into exit code 2; findings such as bad games or an
//! unreadable move are the command's normal output and give exit code 1.

pub mod adjudicate;
pub mod admin;
pub mod backup;
pub mod deadlines;
pub mod dkim_key;
pub mod doctor;
pub mod engine;
mod logging;
pub mod mail;
pub mod move_cmd;
pub mod pgn;
mod progress;
pub mod server;

use clap::{Parser, Subcommand};

use crate::chess::Language;

/// Kingpost: a correspondence chess server you can run yourself.
#[derive(Debug, Parser)]
#[command(name = "kingpost", version, about, long_about = None)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Run the web server and the worker threads, or with --no-worker only the web server (and
    /// apply pending database migrations first).
    Serve(server::ServeArgs),
    /// Run only the background worker: incoming mail, the deadline check (time forfeits,
    /// reminders), daily digests, sending the mail outbox, and engine jobs (--only picks
    /// kinds). Takes the same settings as `serve`; several workers may share one PostgreSQL
    /// database.
    Worker(server::WorkerArgs),
    /// Apply pending database migrations, then exit.
    Migrate(server::ServerArgs),
    /// Check or convert PGN files (the usual text format for saved chess games).
    #[command(subcommand)]
    Pgn(pgn::PgnCommand),
    /// Read a move typed in any notation and show it in every notation.
    #[command(long_about = move_cmd::LONG_HELP)]
    Move(move_cmd::MoveArgs),
    /// Speak the UCI protocol on stdin/stdout (for chess GUIs and tools).
    Uci,
    /// Measure the engine: nodes per second on fixed positions, or solve an EPD suite.
    Bench(engine::BenchArgs),
    /// Judge a position or a game: a verdict with the engine's and tablebase's evidence.
    #[command(long_about = adjudicate::LONG_HELP)]
    Adjudicate(adjudicate::AdjudicateArgs),
    /// Administrator tasks (roles, signing an account out everywhere).
    #[command(subcommand)]
    Admin(admin::AdminCommand),
    /// Run the deadline check (time forfeits, reminders) as of a moment; --dry-run only lists.
    Deadlines(deadlines::DeadlinesArgs),
    /// A consistent copy of the SQLite database while the server runs (for PostgreSQL: how to
    /// use pg_dump).
    Backup(backup::BackupArgs),
    /// Check the configuration and the services it names; print what to fix.
    Doctor(doctor::DoctorArgs),
    /// Mail commands for the mail server's side (`kingpost mail ingest`).
    #[command(subcommand)]
    Mail(mail::MailCommand),
}

/// Runs a parsed command line; returns the process exit code.
pub fn run(cli: Cli) -> anyhow::Result<i32> {
    match cli.command {
        Command::Serve(args) => server::serve(&args),
        Command::Worker(args) => server::worker(&args),
        Command::Migrate(args) => server::migrate(&args),
        Command::Pgn(command) => pgn::run(command),
        Command::Move(args) => move_cmd::run(&args),
        Command::Uci => engine::uci(),
        Command::Bench(args) => engine::bench(&args, &mut std::io::stdout()),
        Command::Adjudicate(args) => adjudicate::run(&args, &mut std::io::stdout()),
        Command::Admin(command) => admin::run(&command, &mut std::io::stdout()),
        Command::Deadlines(args) => deadlines::run(&args, &mut std::io::stdout()),
        Command::Mail(command) => mail::run(command),
        Command::Backup(args) => backup::run(&args, &mut std::io::stdout()),
        Command::Doctor(args) => doctor::run(&args, &mut std::io::stdout()),
    }
}

/// Reads a `--lang` value; the error lists every supported code.
fn parse_language(code: &str) -> Result<Language, String> {
    Language::from_code(code).ok_or_else(|| {
        let supported: Vec<String> = Language::ALL
            .iter()
            .map(|l| format!("{} ({})", l.code(), l.name()))
            .collect();
        format!(
            "unknown language code \"{code}\"; supported codes: {}",
            supported.join(", ")
        )
    })
}

//! The command line: clap definitions and one function per subcommand.
//!
//! `main.rs` only parses the arguments and calls [`run`]; each subcommand lives in its own file
//! and returns an exit code, so the commands can be tested without spawning a process.

use clap::{Parser, Subcommand};

pub mod server;

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
    /// Run the web server (and apply pending database migrations first).
    Serve(server::ServerArgs),
    /// Apply pending database migrations, then exit.
    Migrate(server::ServerArgs),
    /// Read a move typed in any notation and print it in every notation.
    Move,
}

/// Runs a parsed command line; returns the process exit code.
pub fn run(cli: Cli) -> anyhow::Result<i32> {
    match cli.command {
        Command::Serve(args) => server::serve(&args),
        Command::Migrate(args) => server::migrate(&args),
        Command::Move => Ok(0),
    }
}

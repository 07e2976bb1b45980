//! The command line: clap definitions and one function per subcommand.
//!
//! `main.rs` only parses the arguments and calls [`run`]; each subcommand lives in its own file
//! and returns an exit code, so the commands can be tested without spawning a process.

use clap::{Parser, Subcommand};

pub mod engine;

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
    /// Read a move typed in any notation and print it in every notation.
    Move,
    /// Speak the UCI protocol on stdin/stdout (for chess GUIs and tools).
    Uci,
    /// Measure the engine: nodes per second on fixed positions, or solve an EPD suite.
    Bench(engine::BenchArgs),
}

/// Runs a parsed command line; returns the process exit code.
pub fn run(cli: Cli) -> anyhow::Result<i32> {
    match cli.command {
        Command::Move => Ok(0),
        Command::Uci => engine::uci(),
        Command::Bench(args) => engine::bench(&args, &mut std::io::stdout()),
    }
}

//! The `kingpost` binary: parses the command line and hands over to [`kingpost::cli::run`].

use clap::Parser;

fn main() -> std::process::ExitCode {
    let cli = kingpost::cli::Cli::parse();
    match kingpost::cli::run(cli) {
        Ok(code) => std::process::ExitCode::from(u8::try_from(code).unwrap_or(1)),
        Err(err) => {
            eprintln!("kingpost: {err:#}");
            std::process::ExitCode::from(2)
        }
    }
}

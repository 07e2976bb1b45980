//! The `kingpost` binary: parses the command line and hands over to [`kingpost::cli::run`].

use clap::Parser;

/// mimalloc instead of the system allocator: the server allocates many small, short-lived
/// buffers on every request, and glibc's malloc took a fifth of the write thread's time.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

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

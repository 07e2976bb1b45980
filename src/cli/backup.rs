//! `kingpost backup FILE`: a consistent copy of the SQLite database while the server runs
//! (`VACUUM INTO` reads one snapshot; writers go on meanwhile). For PostgreSQL it says which
//! `pg_dump` command makes the backup instead. Restoring is copying the file back while the
//! server is stopped (docs/deploy.md).

use std::io::Write;
use std::path::PathBuf;
use std::time::Instant;

use anyhow::{Context, bail};
use clap::Args;

use super::server::ServerArgs;
use crate::db::{self, DatabaseUrl};

/// `kingpost backup`.
#[derive(Debug, Args)]
pub struct BackupArgs {
    /// The configuration, as for `kingpost serve`.
    #[command(flatten)]
    pub server: ServerArgs,
    /// The backup file to write (a complete SQLite database).
    #[arg(value_name = "FILE")]
    pub file: PathBuf,
    /// Replace FILE if it exists.
    #[arg(long)]
    pub force: bool,
}

/// Runs `kingpost backup`; exit code 0 when the backup was written, 1 for PostgreSQL (which
/// this command does not back up: the output says how).
pub fn run(args: &BackupArgs, out: &mut impl Write) -> anyhow::Result<i32> {
    let config = args.server.load()?;
    if let DatabaseUrl::Postgres(_) = config.database {
        writeln!(
            out,
            "{} is PostgreSQL: back it up with pg_dump, for example\n  \
             pg_dump --format=custom --file {} 'postgres://USER:PASSWORD@HOST/DATABASE'\n\
             and restore with pg_restore --clean --dbname 'postgres://…' {}",
            config.database,
            args.file.display(),
            args.file.display()
        )?;
        return Ok(1);
    }
    if args.file.exists() {
        if !args.force {
            bail!(
                "{} exists; choose another file, or give --force to replace it",
                args.file.display()
            );
        }
        std::fs::remove_file(&args.file)
            .with_context(|| format!("cannot replace {}", args.file.display()))?;
    }
    let mut conn = db::open_existing(&config.database, config.db_options())?;
    writeln!(
        out,
        "backing up {} to {} …",
        config.database,
        args.file.display()
    )?;
    let started = Instant::now();
    db::backup::sqlite_into(&mut conn, &args.file)
        .with_context(|| format!("cannot write the backup {}", args.file.display()))?;
    let copy = DatabaseUrl::sqlite(args.file.clone());
    let mut check = db::open_existing(&copy, config.db_options())
        .context("the backup was written but cannot be opened")?;
    let (games, users) = db::backup::counts(&mut check)?;
    let bytes = std::fs::metadata(&args.file).map(|m| m.len()).unwrap_or(0);
    writeln!(
        out,
        "backup written: {} ({} KiB, {games} games, {users} accounts) in {:.1} s",
        args.file.display(),
        bytes.div_ceil(1024),
        started.elapsed().as_secs_f64()
    )?;
    Ok(0)
}

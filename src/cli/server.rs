//! `kingpost serve` and `kingpost migrate`: load the configuration, open the database, apply
//! migrations, and (for `serve`) run the web server.

use std::path::PathBuf;

use anyhow::Context;
use clap::Args;

use crate::config::{Config, Settings};
use crate::db;
use crate::web::{self, AppState};

/// Where the configuration comes from; each flag also reads a `KINGPOST_*` variable.
#[derive(Debug, Args)]
pub struct ServerArgs {
    /// A TOML configuration file (see kingpost.example.toml for every key).
    #[arg(long, env = "KINGPOST_CONFIG", value_name = "FILE")]
    pub config: Option<PathBuf>,
    /// Directory for the SQLite database and other files [default: ./data].
    #[arg(long, env = "KINGPOST_DATA_DIR", value_name = "DIR")]
    pub data_dir: Option<PathBuf>,
    /// Address and port to listen on [default: 127.0.0.1:8080].
    #[arg(long, env = "KINGPOST_HTTP", value_name = "ADDR")]
    pub http: Option<String>,
    /// Public address of this instance, used in links in emails [default: http://ADDR].
    #[arg(long, env = "KINGPOST_BASE_URL", value_name = "URL")]
    pub base_url: Option<String>,
    /// sqlite://PATH or postgres://USER:PASSWORD@HOST/DB [default: sqlite://DIR/kingpost.sqlite].
    #[arg(long, env = "KINGPOST_DATABASE_URL", value_name = "URL")]
    pub database_url: Option<String>,
    /// Regular leave days per player and calendar year [default: 45].
    #[arg(long, env = "KINGPOST_LEAVE_DAYS_PER_YEAR", value_name = "DAYS")]
    pub leave_days_per_year: Option<u32>,
    /// Reminder points, comma-separated [default: 80%,14d,28d,35d].
    #[arg(
        long,
        env = "KINGPOST_REMINDERS",
        value_name = "POINTS",
        value_delimiter = ','
    )]
    pub reminders: Option<Vec<String>>,
}

impl ServerArgs {
    /// The validated configuration: defaults, then the file, then environment and flags.
    pub fn load(&self) -> anyhow::Result<Config> {
        let file = match &self.config {
            Some(path) => Settings::from_file(path)?,
            None => Settings::default(),
        };
        let flags = Settings {
            data_dir: self.data_dir.clone(),
            http: self.http.clone(),
            base_url: self.base_url.clone(),
            database_url: self.database_url.clone(),
            leave_days_per_year: self.leave_days_per_year,
            reminders: self.reminders.clone(),
        };
        Ok(Config::load(file.overridden_by(flags))?)
    }
}

/// Opens the database and applies pending migrations, printing what was applied.
pub(crate) fn open_and_migrate(config: &Config) -> anyhow::Result<db::Pool> {
    let pool = db::connect(&config.database, 16)?;
    let mut conn = pool
        .get()
        .with_context(|| format!("cannot connect to {}", config.database))?;
    for version in db::migrate(&mut conn)? {
        eprintln!("kingpost: applied migration {version}");
    }
    Ok(pool)
}

/// `kingpost migrate`.
pub fn migrate(args: &ServerArgs) -> anyhow::Result<i32> {
    let config = args.load()?;
    open_and_migrate(&config)?;
    eprintln!("kingpost: {} is up to date", config.database);
    Ok(0)
}

/// `kingpost serve`.
pub fn serve(args: &ServerArgs) -> anyhow::Result<i32> {
    let config = args.load()?;
    let pool = open_and_migrate(&config)?;
    eprintln!(
        "kingpost: serving {} on http://{} (database {})",
        config.base_url, config.http, config.database
    );
    let state = AppState::new(config, pool).with_context(
        || "cannot read or create the session secret (secret.key) in the data directory",
    )?;
    actix_web::rt::System::new()
        .block_on(web::serve(state))
        .context("the web server stopped")?;
    Ok(0)
}

//! `kingpost deadlines [--at TIME] [--dry-run]`: runs the deadline check (time forfeits and
//! reminders) as of a given moment, the same check the worker runs every minute. With
//! `--dry-run` it only lists what would change. Each event is one line on stdout:
//!
//! ```text
//! forfeit game 7: alice overstepped the deadline 2026-02-25T00:00:00Z; result 0-1
//! reminder game 9: bob, 80% used, 10 days left, deadline 2026-03-01T23:00:00Z
//! ```

use std::io::Write;

use anyhow::Context;
use chrono::{DateTime, NaiveDateTime, Utc};
use clap::Args;

use super::server::{ServerArgs, open_and_migrate};
use crate::db::DbConnection;
use crate::db::games::username;
use crate::domain::reminders::ReminderPoint;
use crate::service::deadlines::{self, DeadlineEvent};
use crate::service::notify::MailSettings;

/// Arguments of `deadlines`.
#[derive(Debug, Args)]
pub struct DeadlinesArgs {
    /// The moment to check as of, RFC 3339 (2026-12-01T00:00:00Z) [default: now].
    #[arg(long, value_name = "TIME", value_parser = parse_time)]
    pub at: Option<NaiveDateTime>,
    /// Only list what would change; change nothing.
    #[arg(long)]
    pub dry_run: bool,
    /// Configuration and database, as for `serve`.
    #[command(flatten)]
    pub server: ServerArgs,
}

fn parse_time(text: &str) -> Result<NaiveDateTime, String> {
    DateTime::parse_from_rfc3339(text.trim())
        .map(|t| t.naive_utc())
        .map_err(|e| format!("\"{text}\" is not an RFC 3339 time like 2026-12-01T00:00:00Z ({e})"))
}

/// Runs `deadlines`; returns the exit code.
pub fn run(args: &DeadlinesArgs, out: &mut impl Write) -> anyhow::Result<i32> {
    let config = args.server.load()?;
    let pool = open_and_migrate(&config)?;
    let mut conn = pool
        .get_for_write()
        .with_context(|| format!("cannot connect to {}", config.database))?;
    let now = args.at.unwrap_or_else(|| Utc::now().naive_utc());
    let mail = MailSettings::load(&config).context(
        "cannot read or create the reply-address secret (mail.key) in the data directory",
    )?;
    let events = deadlines::check(&mut conn, &config.reminders, &mail, now, args.dry_run)
        .context("the deadline check failed")?;
    for event in &events {
        writeln!(out, "{}", describe(&mut conn, event)?)?;
    }
    writeln!(
        out,
        "{} events as of {}Z ({})",
        events.len(),
        now.format("%Y-%m-%dT%H:%M:%S"),
        if args.dry_run {
            "dry run: nothing was changed"
        } else {
            "applied"
        }
    )?;
    Ok(0)
}

fn describe(conn: &mut DbConnection, event: &DeadlineEvent) -> anyhow::Result<String> {
    let time = |t: &NaiveDateTime| format!("{}Z", t.format("%Y-%m-%dT%H:%M:%S"));
    Ok(match event {
        DeadlineEvent::TimeForfeit {
            game,
            loser,
            result,
            deadline,
            ..
        } => format!(
            "forfeit game {game}: {} overstepped the deadline {}; result {}",
            username(conn, loser.0)?,
            time(deadline),
            result.as_pgn()
        ),
        DeadlineEvent::Reminder {
            game,
            user,
            point,
            deadline,
            time_left_days,
        } => {
            let what = match point {
                ReminderPoint::AllowanceUsed(p) => format!("{p}% used"),
                ReminderPoint::DaysSilent(d) => format!("{d} days without a move"),
            };
            format!(
                "reminder game {game}: {}, {what}, {time_left_days} days left, deadline {}",
                username(conn, user.0)?,
                time(deadline)
            )
        }
    })
}

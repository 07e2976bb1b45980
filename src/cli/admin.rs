//! `kingpost admin …`: an administrator's tasks on the command line (for now, giving accounts
//! the roles that may adjudicate games).

use anyhow::Context as _;
use clap::{Args, Subcommand};

use super::server::ServerArgs;
use crate::db;
use crate::domain::adjudication::Role;
use crate::service::adjudication::{AdjudicationError, grant_role};

/// The admin subcommands.
#[derive(Debug, Subcommand)]
pub enum AdminCommand {
    /// Make an account an organizer (may adjudicate games).
    GrantOrganizer(RoleArgs),
    /// Make an account an admin (may adjudicate games).
    GrantAdmin(RoleArgs),
    /// Make an account a plain player again.
    RevokeRole(RoleArgs),
}

/// Whose role to change, and where the database is.
#[derive(Debug, Args)]
pub struct RoleArgs {
    /// The account's username.
    pub user: String,
    /// Where the configuration comes from.
    #[command(flatten)]
    pub server: ServerArgs,
}

/// Runs an admin command; exit code 1 when the user does not exist.
pub fn run(command: &AdminCommand, out: &mut dyn std::io::Write) -> anyhow::Result<i32> {
    let (args, role) = match command {
        AdminCommand::GrantOrganizer(args) => (args, Role::Organizer),
        AdminCommand::GrantAdmin(args) => (args, Role::Admin),
        AdminCommand::RevokeRole(args) => (args, Role::Player),
    };
    let config = args.server.load()?;
    let pool = db::connect(&config.database, 2)?;
    let mut conn = pool
        .get()
        .with_context(|| format!("cannot connect to {}", config.database))?;
    db::migrate(&mut conn)?;
    match grant_role(&mut conn, &args.user, role) {
        Ok(_) => {
            writeln!(out, "{} is now {} {role}", args.user.trim(), article(role))?;
            Ok(0)
        }
        Err(e @ AdjudicationError::UnknownUser(_)) => {
            writeln!(out, "{e}")?;
            Ok(1)
        }
        Err(e) => Err(e.into()),
    }
}

fn article(role: Role) -> &'static str {
    match role {
        Role::Admin | Role::Organizer => "an",
        Role::Player => "a",
    }
}

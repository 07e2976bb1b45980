//! `kingpost admin …`: an administrator's tasks on the command line: giving accounts the roles
//! that may adjudicate games, and signing an account out everywhere.

use anyhow::Context as _;
use clap::{Args, Subcommand};

use super::server::ServerArgs;
use crate::db;
use crate::domain::adjudication::Role;
use crate::service::accounts;
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
    /// End every browser session of an account and revoke all its API tokens (for a lost
    /// device or a password that may be known; the owner signs in again with their password).
    SignOutEverywhere(RoleArgs),
}

/// Which account, and where the database is.
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
        AdminCommand::SignOutEverywhere(args) => return sign_out_everywhere(args, out),
    };
    let mut conn = connect(args)?;
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

/// Opens the configured database and applies pending migrations.
fn connect(args: &RoleArgs) -> anyhow::Result<db::PooledConnection> {
    let config = args.server.load()?;
    let pool = db::connect(&config.database, 2)?;
    let mut conn = pool
        .get()
        .with_context(|| format!("cannot connect to {}", config.database))?;
    db::migrate(&mut conn)?;
    Ok(conn)
}

/// `kingpost admin sign-out-everywhere USER`.
fn sign_out_everywhere(args: &RoleArgs, out: &mut dyn std::io::Write) -> anyhow::Result<i32> {
    let mut conn = connect(args)?;
    match accounts::sign_out_everywhere_by_name(&mut conn, &args.user)? {
        Some((user, revoked)) => {
            let tokens = if revoked == 1 { "token" } else { "tokens" };
            writeln!(
                out,
                "{} is signed out everywhere; {revoked} API {tokens} revoked",
                user.username
            )?;
            Ok(0)
        }
        None => {
            writeln!(out, "there is no user called '{}'", args.user.trim())?;
            Ok(1)
        }
    }
}

fn article(role: Role) -> &'static str {
    match role {
        Role::Admin | Role::Organizer => "an",
        Role::Player => "a",
    }
}

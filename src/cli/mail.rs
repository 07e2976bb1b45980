//! `kingpost mail …`: the mail commands an operator wires into a mail server.

use clap::{Args, Subcommand};

use super::server::ServerArgs;
use crate::db::inbox::Stored;
use crate::doors::ingest::{self, EX_OK, EX_TEMPFAIL, Envelope};

const INGEST_HELP: &str = "\
Store one email, read from standard input, in Kingpost's inbox. Meant for a mail server's pipe
transport, so that players' replies reach Kingpost without it listening on port 25. Postfix
master.cf example:

  kingpost unix - n n - - pipe
    flags=Rq user=kingpost null_sender= argv=/usr/local/bin/kingpost mail ingest
    --config /etc/kingpost/kingpost.toml --sender ${sender} --recipient ${original_recipient}

(the complete recipe is contrib/postfix/ and docs/deploy.md). A message to several Kingpost
addresses is one delivery: Postfix expands `--recipient ${original_recipient}` to
`--recipient A B`. An empty sender, `<>` or `MAILER-DAEMON` is the null sender of a bounce.

Exit codes (sysexits.h): 0 stored and committed (also when the same message was stored before),
65 not an email or larger than mail_max_bytes (the mail server returns it to the sender), 75
could not be stored now (database down, full or read-only, no Kingpost database at the configured
place, configuration unreadable, or the sender had its share of messages this hour,
mail_per_sender_per_hour): the mail server keeps it and retries. Only an existing Kingpost
database is written to; --init creates a new one where there is none.";

/// The mail subcommands.
#[derive(Debug, Subcommand)]
pub enum MailCommand {
    /// Store one email from standard input in the inbox (for a mail server's pipe transport).
    #[command(long_about = INGEST_HELP)]
    Ingest(IngestArgs),
    /// Make the DKIM signing key and print the DNS record to publish.
    DkimKey(super::dkim_key::DkimKeyArgs),
}

/// `kingpost mail ingest`.
#[derive(Debug, Args)]
pub struct IngestArgs {
    /// Configuration and database, as for `kingpost serve`.
    #[command(flatten)]
    pub server: ServerArgs,
    /// The SMTP envelope sender (Postfix: ${sender}); empty, `<>` or `MAILER-DAEMON` is the
    /// null sender of a bounce or auto-reply, which is never answered.
    #[arg(long, value_name = "ADDR")]
    pub sender: Option<String>,
    /// The SMTP envelope recipients (Postfix: ${original_recipient}): `--recipient A B`, as
    /// Postfix expands it for a message to several addresses, or `--recipient A --recipient B`.
    #[arg(long = "recipient", value_name = "ADDR", num_args = 1..)]
    pub recipients: Vec<String>,
    /// Create the database if there is none (otherwise a missing database is exit 75).
    #[arg(long)]
    pub init: bool,
}

/// Runs a mail subcommand; returns the exit code.
pub fn run(command: MailCommand) -> anyhow::Result<i32> {
    match command {
        MailCommand::Ingest(args) => Ok(ingest_stdin(&args)),
        MailCommand::DkimKey(args) => super::dkim_key::run(&args),
    }
}

/// The envelope sender as given by the mail server: the null sender (Postfix passes it as an
/// empty argument with `null_sender=`, as `MAILER-DAEMON` by default; some MTAs as `<>`)
/// becomes the empty string, as the SMTP listener stores it.
fn envelope_sender(given: &str) -> String {
    let trimmed = given.trim();
    let bare = trimmed.trim_start_matches('<').trim_end_matches('>').trim();
    if bare.is_empty() || bare.eq_ignore_ascii_case("MAILER-DAEMON") {
        String::new()
    } else {
        trimmed.to_owned()
    }
}

/// `kingpost mail ingest`: every outcome is an exit code with a line on standard error.
fn ingest_stdin(args: &IngestArgs) -> i32 {
    let config = match args.server.load() {
        Ok(config) => config,
        Err(e) => {
            eprintln!("kingpost: {e:#}; the mail server should try again");
            return EX_TEMPFAIL;
        }
    };
    let envelope = Envelope {
        from: args.sender.as_deref().map(envelope_sender),
        to: args.recipients.clone(),
    };
    let now = chrono::Utc::now().naive_utc();
    let result = ingest::read_message(&mut std::io::stdin().lock(), config.mail_max_bytes)
        .and_then(|raw| {
            let target = ingest::Target {
                database: &config.database,
                options: config.db_options(),
                init: args.init,
            };
            ingest::ingest(&target, &raw, &envelope, &config.intake_limits, now)
        });
    match result {
        Ok(Stored::New(id)) => {
            eprintln!("kingpost: stored as inbox message {id}");
            EX_OK
        }
        Ok(Stored::Duplicate(id)) => {
            eprintln!("kingpost: already stored as inbox message {id}; nothing to do");
            EX_OK
        }
        Err(e) => {
            eprintln!("kingpost: {e}");
            e.exit_code()
        }
    }
}

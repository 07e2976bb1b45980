//! `kingpost doctor`: checks a configuration and the services it names the way the server
//! will use them, and prints one line per problem saying what is wrong and what to do (exit 1),
//! or a short "all good" summary (exit 0). Nothing is changed: the database is opened, not
//! migrated; ports are bound for a moment and released.

use std::io::Write;
use std::net::{IpAddr, SocketAddr, TcpListener, TcpStream, ToSocketAddrs};
use std::time::Duration;

use clap::Args;

use super::server::ServerArgs;
use crate::config::Config;
use crate::db::{self, OpenError};
use crate::mail::dkim::{DkimError, KeyFile, Signer};
use crate::mail::transport::TransportConfig;

/// How long the mail relay has to accept a TCP connection.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(3);
/// The largest difference between this machine's clock and the database's that is fine.
const MAX_SKEW_SECONDS: i64 = 30;

/// `kingpost doctor`.
#[derive(Debug, Args)]
pub struct DoctorArgs {
    /// The configuration to check, as for `kingpost serve`.
    #[command(flatten)]
    pub server: ServerArgs,
}

/// What the checks found: what is fine, and the problems with their fixes.
#[derive(Debug, Default)]
struct Findings {
    good: Vec<String>,
    problems: Vec<String>,
}

impl Findings {
    fn ok(&mut self, text: impl Into<String>) {
        self.good.push(text.into());
    }

    fn problem(&mut self, text: impl Into<String>) {
        self.problems.push(text.into());
    }
}

/// Runs every check; exit code 0 when all pass, 1 with one line per problem.
pub fn run(args: &DoctorArgs, out: &mut impl Write) -> anyhow::Result<i32> {
    let config = args.server.load()?;
    let mut found = Findings::default();
    check_data_dir(&config, &mut found);
    check_database(&config, &mut found);
    check_base_url(&config, &mut found);
    check_mail_domain(&config, &mut found);
    if let Some(selector) = &config.dkim_selector {
        check_dkim(&config, selector, &mut found);
    }
    check_transport(&config, &mut found);
    check_bind("http", config.http, &mut found);
    if let Some(addr) = config.smtp_listen {
        check_bind("smtp_listen", addr, &mut found);
    }
    if found.problems.is_empty() {
        writeln!(out, "all good: {} checks passed", found.good.len())?;
        for text in &found.good {
            writeln!(out, "  ok: {text}")?;
        }
        return Ok(0);
    }
    for text in &found.problems {
        writeln!(out, "problem: {text}")?;
    }
    writeln!(
        out,
        "{} problem(s), {} check(s) passed",
        found.problems.len(),
        found.good.len()
    )?;
    Ok(1)
}

fn check_data_dir(config: &Config, found: &mut Findings) {
    let dir = &config.data_dir;
    if !dir.is_dir() {
        found.problem(format!(
            "data_dir {} does not exist: create it (owned by the user Kingpost runs as), or run \
             kingpost migrate as that user",
            dir.display()
        ));
    } else if let Err(e) = db::check_dir_writable(dir) {
        found.problem(format!(
            "data_dir {} cannot be written ({e}): give the user Kingpost runs as write access \
             (chown), and list it in ReadWritePaths= of the systemd unit",
            dir.display()
        ));
    } else {
        found.ok(format!("data_dir {} is writable", dir.display()));
    }
}

fn check_database(config: &Config, found: &mut Findings) {
    let url = &config.database;
    let mut conn = match db::open_existing(url, config.db_options()) {
        Ok(conn) => conn,
        Err(OpenError::NotKingpost { .. }) => {
            return found.problem(format!(
                "database {url} holds no Kingpost tables: run kingpost migrate with this \
                 configuration (or start kingpost serve once)"
            ));
        }
        Err(e) => return found.problem(format!("database {url} cannot be opened: {e}")),
    };
    if let Err(e) = db::check_writable(url) {
        return found.problem(format!("database {url} cannot be written: {e}"));
    }
    match db::backup::database_now(&mut conn) {
        Ok(then) => {
            let skew = (chrono::Utc::now().naive_utc() - then).num_seconds();
            if skew.abs() > MAX_SKEW_SECONDS {
                found.problem(format!(
                    "this machine's clock is {skew} s off the database's: run an NTP client \
                     (systemd-timesyncd or chrony) on both; deadlines depend on the clock"
                ));
            } else {
                found.ok(format!(
                    "database {url} is reachable and writable, clocks agree"
                ));
            }
        }
        Err(e) => found.problem(format!("database {url} cannot tell its time: {e}")),
    }
}

fn check_base_url(config: &Config, found: &mut Findings) {
    let url = &config.base_url;
    let host = url
        .split_once("://")
        .map_or("", |(_, rest)| rest)
        .split('/')
        .next()
        .unwrap_or("");
    let host_name = host.rsplit_once(':').map_or(host, |(name, _)| name);
    let loopback = host_name == "localhost"
        || host_name
            .trim_matches(['[', ']'])
            .parse::<IpAddr>()
            .is_ok_and(|ip| ip.is_loopback());
    if url.starts_with("http://") && !loopback {
        found.problem(format!(
            "base_url = '{url}' is plain http on a public host: put a reverse proxy with TLS in \
             front (docs/deploy.md) and set base_url = \"https://{host_name}\""
        ));
    } else if url.starts_with("https://")
        && config.http.ip().is_loopback()
        && config.trusted_proxies.is_empty()
    {
        found.problem(format!(
            "base_url is https and Kingpost listens on {} behind a proxy, but trusted_proxies \
             is empty: set trusted_proxies = [\"127.0.0.1\", \"::1\"] so sign-in limits count \
             each client, not the proxy",
            config.http
        ));
    } else {
        found.ok(format!("base_url {url}"));
    }
}

fn check_mail_domain(config: &Config, found: &mut Findings) {
    let domain = &config.mail_domain;
    if domain == "localhost" || !domain.contains('.') || domain.ends_with(".localhost") {
        found.problem(format!(
            "mail_domain = '{domain}' cannot receive mail from the internet: set mail_domain \
             (or base_url) to a domain whose MX record points at your mail server"
        ));
    } else {
        found.ok(format!("mail_domain {domain}"));
    }
}

/// The DKIM key, when mail is to be signed: it exists, can be read, and holds a key that
/// signs; the line names the DNS record receivers look it up under.
fn check_dkim(config: &Config, selector: &str, found: &mut Findings) {
    let path = &config.dkim_key_file;
    let record = format!("{selector}._domainkey.{}", config.mail_domain);
    let key = match KeyFile::read(path) {
        Ok(key) => key,
        Err(DkimError::Read { reason, .. }) => {
            return found.problem(format!(
                "dkim_selector = '{selector}' but the DKIM key {} cannot be read ({reason}): \
                 create it with `kingpost mail dkim-key --selector {selector}` as the user \
                 Kingpost runs as (or point dkim_key_file at it, or unset dkim_selector), then \
                 publish the TXT record it prints at {record}",
                path.display()
            ));
        }
        Err(e) => {
            return found.problem(format!(
                "{e}; that is `kingpost mail dkim-key --selector {selector} --force`, then \
                 publish the new TXT record at {record}"
            ));
        }
    };
    if let Err(e) = Signer::load(path, selector, &config.mail_domain) {
        return found.problem(format!(
            "{e}; that is `kingpost mail dkim-key --selector {selector} --force`"
        ));
    }
    let (_, value) = key.dns_record(selector, &config.mail_domain);
    found.ok(format!(
        "DKIM key {} ({}) signs; receivers look it up at {record}, which must hold the TXT \
         record \"{value}\"",
        path.display(),
        key.algorithm
    ));
}

fn check_transport(config: &Config, found: &mut Findings) {
    match &config.mail_transport {
        TransportConfig::File(_) => found.problem(
            "mail_transport = \"file\" only writes .eml files, nothing is sent: set \
             mail_transport = \"smtp+plain://127.0.0.1:25\" (the local MTA) or a relay",
        ),
        TransportConfig::Smtp { host, port, .. } => match connect(host, *port) {
            Ok(addr) => found.ok(format!("mail relay {host}:{port} answers ({addr})")),
            Err(e) => found.problem(format!(
                "mail relay {host}:{port} cannot be reached ({e}): start the MTA or fix \
                 mail_transport"
            )),
        },
        TransportConfig::Sendmail(path) => {
            let path = path.clone().unwrap_or_else(|| "/usr/sbin/sendmail".into());
            if path.exists() {
                found.ok(format!("sendmail {}", path.display()));
            } else {
                found.problem(format!(
                    "{} does not exist: install an MTA (apt install postfix) or fix \
                     mail_transport",
                    path.display()
                ));
            }
        }
    }
}

/// A TCP connection to `host:port` within [`CONNECT_TIMEOUT`]; the address that answered.
fn connect(host: &str, port: u16) -> std::io::Result<SocketAddr> {
    let mut last = std::io::Error::other("the name has no address");
    for addr in (host, port).to_socket_addrs()? {
        match TcpStream::connect_timeout(&addr, CONNECT_TIMEOUT) {
            Ok(_) => return Ok(addr),
            Err(e) => last = e,
        }
    }
    Err(last)
}

/// Whether `addr` can be bound; in use counts as fine (a running server holds it).
fn check_bind(setting: &str, addr: SocketAddr, found: &mut Findings) {
    match TcpListener::bind(addr) {
        Ok(_) => found.ok(format!("{setting} {addr} can be bound")),
        Err(e) if e.kind() == std::io::ErrorKind::AddrInUse => {
            found.ok(format!("{setting} {addr} is in use (a running server?)"));
        }
        Err(e) => found.problem(format!(
            "{setting} = '{addr}' cannot be bound ({e}): use a free port above 1024 (behind \
             the proxy or MTA), or give the service CAP_NET_BIND_SERVICE"
        )),
    }
}

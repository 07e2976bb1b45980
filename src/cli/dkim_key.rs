//! `kingpost mail dkim-key`: makes the DKIM signing key in the data directory (or where
//! `dkim_key_file` points) and prints the DNS TXT record that publishes its public half.

use clap::Args;

use super::server::ServerArgs;
use crate::mail::dkim::{DEFAULT_SELECTOR, DkimAlgorithm, KeyFile};

/// `kingpost mail dkim-key`.
#[derive(Debug, Args)]
pub struct DkimKeyArgs {
    /// Configuration (data directory, mail domain, dkim_key_file), as for `kingpost serve`.
    #[command(flatten)]
    pub server: ServerArgs,
    /// The selector the record is published under [default: dkim_selector, else kingpost].
    #[arg(long, value_name = "SELECTOR")]
    pub selector: Option<String>,
    /// rsa (2048 bits, verified everywhere) or ed25519 (RFC 8463).
    #[arg(long, value_name = "ALGORITHM", default_value = "rsa")]
    pub algorithm: String,
    /// Replace an existing key (the old DNS record stops matching).
    #[arg(long)]
    pub force: bool,
}

/// Makes the key and prints the record; exit 0, or 1 with a message.
pub fn run(args: &DkimKeyArgs) -> anyhow::Result<i32> {
    let config = args.server.load()?;
    let algorithm: DkimAlgorithm = args.algorithm.parse()?;
    let selector = args
        .selector
        .clone()
        .or_else(|| config.dkim_selector.clone())
        .unwrap_or_else(|| DEFAULT_SELECTOR.to_owned());
    let path = &config.dkim_key_file;
    if path.exists() && !args.force {
        return Err(crate::mail::dkim::DkimError::Exists(path.clone()).into());
    }
    let key = KeyFile::generate(algorithm)
        .map_err(|e| anyhow::anyhow!("cannot make a {algorithm} key: {e}"))?;
    key.write(path, args.force)?;
    let (name, value) = key.dns_record(&selector, &config.mail_domain);
    eprintln!(
        "kingpost: wrote a new {algorithm} DKIM key to {} (mode 0600). Publish this DNS TXT \
         record, then set dkim_selector = \"{selector}\" (KINGPOST_DKIM_SELECTOR) and restart:",
        path.display()
    );
    println!("{name}. IN TXT {}", quote_txt(&value));
    Ok(0)
}

/// The record's value as DNS zone-file strings of at most 255 characters each.
fn quote_txt(value: &str) -> String {
    let parts: Vec<String> = value
        .as_bytes()
        .chunks(255)
        .map(|chunk| format!("\"{}\"", String::from_utf8_lossy(chunk)))
        .collect();
    parts.join(" ")
}

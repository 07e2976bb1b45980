//! The third door: a Maildir folder that a mail server or fetchmail delivers into, read by a
//! periodic poll ([`poll`]; the worker's loop calls it).
//!
//! A Maildir delivers each message as one file, first written under `tmp/` and then renamed into
//! `new/`, so a file in `new/` is always complete. The poll stores every file of `new/` in the
//! inbox and only then moves it to `cur/` (with the Maildir flag `S`, seen), so a crash between
//! the two steps leaves the file in `new/`, and the next poll finds it stored already (the
//! inbox is idempotent on the message key) and just moves it. A file that is not an email, or is
//! larger than `mail_max_bytes`, moves to `cur/` with the flag `T` (trashed) and is reported; it
//! is never stored. When the database fails, the poll stops and leaves the rest for next time.
//!
//! The per-sender limit (`mail_per_sender_per_hour`) applies to the sender the final delivery
//! recorded in the `Return-Path` header: a message whose sender had its share this hour stays in
//! `new/` and is reported as deferred; a later poll stores it.

use std::io;
use std::path::{Path, PathBuf};

use chrono::NaiveDateTime;

use crate::config::IntakeLimits;
use crate::db::DbConnection;
use crate::db::inbox::{Source, Stored};
use crate::mail::inbound;
use crate::service::inbox::{Incoming, IntakeError, ReceiveError, receive_within};

/// What one poll did.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct PollReport {
    /// Messages stored for the first time.
    pub stored: usize,
    /// Messages that were stored before (moved on only).
    pub duplicates: usize,
    /// Files refused (not an email, or too large), with the reason; they are in `cur/` with `T`.
    pub refused: Vec<(PathBuf, String)>,
    /// Files left in `new/` for a later poll because their sender had its share this hour.
    pub deferred: Vec<(PathBuf, String)>,
}

/// Why a poll stopped.
#[derive(Debug, thiserror::Error)]
pub enum MaildirError {
    /// The folder or a file could not be read or moved.
    #[error("cannot use the Maildir {path}: {source}")]
    Io {
        /// The file or folder.
        path: PathBuf,
        /// What went wrong.
        source: io::Error,
    },
    /// The inbox could not be written; the file stays in `new/` for the next poll.
    #[error(transparent)]
    Store(#[from] ReceiveError),
}

/// Stores every message waiting in `maildir/new` (see the module docs), oldest name first.
///
/// # Errors
///
/// [`MaildirError`] when the folder cannot be read or a file moved, or the database fails;
/// whatever was done before stays done.
pub fn poll(
    maildir: &Path,
    conn: &mut DbConnection,
    max_bytes: usize,
    limits: &IntakeLimits,
    now: NaiveDateTime,
) -> Result<PollReport, MaildirError> {
    let new = maildir.join("new");
    let io_error = |path: &Path| {
        let path = path.to_owned();
        move |source| MaildirError::Io { path, source }
    };
    std::fs::create_dir_all(maildir.join("cur")).map_err(io_error(maildir))?;
    let mut files: Vec<PathBuf> = std::fs::read_dir(&new)
        .map_err(io_error(&new))?
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| path.is_file())
        .collect();
    files.sort();
    let mut report = PollReport::default();
    for file in files {
        let raw = std::fs::read(&file).map_err(io_error(&file))?;
        let key = if raw.len() > max_bytes {
            Err(format!("larger than {max_bytes} bytes (mail_max_bytes)"))
        } else {
            inbound::identify(&raw).map_err(|e| e.to_string())
        };
        let flag = match key {
            Err(reason) => {
                report.refused.push((file.clone(), reason));
                'T'
            }
            Ok(key) => match store(conn, key.as_str(), &raw, limits, now) {
                Ok(Stored::New(_)) => {
                    report.stored += 1;
                    'S'
                }
                Ok(Stored::Duplicate(_)) => {
                    report.duplicates += 1;
                    'S'
                }
                Err(IntakeError::Limit(reached)) => {
                    report.deferred.push((file, reached.to_string()));
                    continue;
                }
                Err(IntakeError::Store(e)) => return Err(e.into()),
            },
        };
        move_to_cur(maildir, &file, flag).map_err(io_error(&file))?;
    }
    Ok(report)
}

fn store(
    conn: &mut DbConnection,
    key: &str,
    raw: &[u8],
    limits: &IntakeLimits,
    now: NaiveDateTime,
) -> Result<Stored, IntakeError> {
    let sender = return_path(raw);
    let incoming = Incoming {
        key,
        raw,
        source: Source::Maildir,
        envelope_from: None,
        envelope_to: &[],
        client: None,
        sender: sender.as_deref(),
    };
    receive_within(conn, &incoming, limits, now)
}

/// The address of the first `Return-Path` header (the envelope sender the final delivery
/// recorded; empty for the null sender `<>`), if the message has one.
fn return_path(raw: &[u8]) -> Option<String> {
    let head_end = raw
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .or_else(|| raw.windows(2).position(|w| w == b"\n\n"))
        .unwrap_or(raw.len());
    let head = String::from_utf8_lossy(&raw[..head_end]);
    let line = head.lines().find(|line| {
        line.get(..12)
            .is_some_and(|name| name.eq_ignore_ascii_case("return-path:"))
    })?;
    let value = line[12..].trim();
    let address = value
        .strip_prefix('<')
        .and_then(|v| v.split_once('>'))
        .map_or(value, |(inside, _)| inside);
    Some(address.trim().to_owned())
}

/// Moves `new/NAME` to `cur/NAME:2,FLAG` as Maildir readers expect.
fn move_to_cur(maildir: &Path, file: &Path, flag: char) -> io::Result<()> {
    let name = file
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let base = name.split(":2,").next().unwrap_or(&name);
    std::fs::rename(file, maildir.join("cur").join(format!("{base}:2,{flag}")))
}

#[cfg(test)]
mod tests {
    use super::return_path;

    #[test]
    fn the_return_path_names_the_sender() {
        let raw = b"Return-Path: <Ann@Example.org>\r\nFrom: x@y\r\n\r\nReturn-Path: <z@z>\r\n";
        assert_eq!(return_path(raw).as_deref(), Some("Ann@Example.org"));
        assert_eq!(return_path(b"return-path: <>\n\nbody").as_deref(), Some(""));
        assert_eq!(
            return_path(b"From: a@b\r\n\r\nReturn-Path: <c@d>\r\n"),
            None
        );
    }
}

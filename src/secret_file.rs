//! Secrets kept in files of their own, readable by their owner only (mode 0600): the
//! reply-address secret (`mail.key`), the session secret (`secret.key`) and the DKIM key. One
//! loader reads a secret, makes it on first start (512 random bits, hex), and refuses one too
//! short to be a secret; one writer puts a key in place whole (a temporary file, then a rename).

use std::fmt;
use std::fs::{File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use rand::RngExt;

/// Where a shared secret comes from.
#[derive(Clone, PartialEq, Eq)]
pub enum SecretSource {
    /// A file of that name in the data directory, made on first start (the default).
    DataDir,
    /// The secret itself, given as a setting.
    Given(String),
    /// A file that holds it (read, never made).
    File(PathBuf),
}

impl fmt::Debug for SecretSource {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SecretSource::DataDir => f.write_str("DataDir"),
            SecretSource::Given(_) => f.write_str("Given(…)"),
            SecretSource::File(path) => write!(f, "File({})", path.display()),
        }
    }
}

/// The fewest characters a secret file may hold.
pub const MIN_SECRET_CHARS: usize = 32;

/// What a secret is for, as its file's error messages name it.
#[derive(Debug, Clone, Copy)]
pub struct SecretKind<'a> {
    /// What it is, e.g. "session secret".
    pub name: &'a str,
    /// What replacing it costs, said after "delete it and Kingpost makes a new one", e.g.
    /// " (everybody is signed out)"; may be empty.
    pub if_replaced: &'a str,
}

/// Reads the secret in `data_dir/file` (trimmed), making it on first start; another process
/// that makes it at the same moment wins and its secret is read. A file shorter than
/// [`MIN_SECRET_CHARS`] is an error that says how to recover.
pub fn load_or_create(data_dir: &Path, file: &str, kind: SecretKind<'_>) -> io::Result<String> {
    let path = data_dir.join(file);
    let secret = match std::fs::read_to_string(&path) {
        Ok(text) => text.trim().to_owned(),
        Err(e) if e.kind() == io::ErrorKind::NotFound => create(data_dir, &path)?,
        Err(e) => return Err(e),
    };
    if secret.len() < MIN_SECRET_CHARS {
        return Err(io::Error::new(
            io::ErrorKind::InvalidData,
            format!(
                "{} is too short to be a {}; delete it and Kingpost makes a new one{}",
                path.display(),
                kind.name,
                kind.if_replaced
            ),
        ));
    }
    Ok(secret)
}

/// Reads the secret from where the configuration says: given as a setting, from a file of
/// its own (which must exist), or from `data_dir/file` (made on first start, see
/// [`load_or_create`]).
pub fn load_from(
    source: &SecretSource,
    data_dir: &Path,
    file: &str,
    kind: SecretKind<'_>,
) -> io::Result<String> {
    let (secret, path) = match source {
        SecretSource::DataDir => return load_or_create(data_dir, file, kind),
        SecretSource::Given(text) => return Ok(text.clone()),
        SecretSource::File(path) => (std::fs::read_to_string(path), path),
    };
    let secret = secret
        .map_err(|e| {
            io::Error::new(
                e.kind(),
                format!("cannot read the {} from {}: {e}", kind.name, path.display()),
            )
        })?
        .trim()
        .to_owned();
    if secret.len() < MIN_SECRET_CHARS {
        return Err(io::Error::new(
            io::ErrorKind::InvalidData,
            format!(
                "{} is too short to be a {}; put at least {MIN_SECRET_CHARS} characters in it \
                 (e.g. from `openssl rand -hex 64`)",
                path.display(),
                kind.name
            ),
        ));
    }
    Ok(secret)
}

/// Writes `text` to `path` readable by its owner only, whole or not at all: through a temporary
/// file beside it, synced, then renamed over `path`. Makes the folder if needed.
pub fn write_private(path: &Path, text: &[u8]) -> io::Result<()> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir)?;
    }
    let temporary = path.with_extension("key.tmp");
    let mut options = owner_only();
    options.create(true).truncate(true);
    let mut file = options.open(&temporary)?;
    file.write_all(text)?;
    file.sync_all()?;
    std::fs::rename(&temporary, path)
}

/// Makes a new secret at `path`, unless another process made it first.
fn create(data_dir: &Path, path: &Path) -> io::Result<String> {
    std::fs::create_dir_all(data_dir)?;
    let bytes: [u8; 64] = rand::rng().random();
    let secret: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
    let mut options = owner_only();
    options.create_new(true);
    match options.open(path) {
        Ok(file) => write_line(file, &secret).map(|()| secret),
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {
            Ok(std::fs::read_to_string(path)?.trim().to_owned())
        }
        Err(e) => Err(e),
    }
}

fn write_line(mut file: File, secret: &str) -> io::Result<()> {
    writeln!(file, "{secret}")
}

/// Options that open a file for writing with mode 0600 (on Unix) when they make it.
fn owner_only() -> OpenOptions {
    let mut options = OpenOptions::new();
    options.write(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    options
}

#[cfg(test)]
mod tests {
    use super::*;

    const KIND: SecretKind<'static> = SecretKind {
        name: "test secret",
        if_replaced: " (nothing is lost)",
    };

    fn dir(tag: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("kp-secret-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    #[test]
    fn a_secret_is_made_once_owner_only_and_read_back() {
        let dir = dir("made");
        let first = load_or_create(&dir, "a.key", KIND).unwrap();
        assert_eq!(first.len(), 128);
        assert_eq!(load_or_create(&dir, "a.key", KIND).unwrap(), first);
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(dir.join("a.key"))
                .unwrap()
                .permissions()
                .mode();
            assert_eq!(mode & 0o777, 0o600);
        }
    }

    #[test]
    fn a_short_secret_is_refused_with_what_to_do() {
        let dir = dir("short");
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("b.key"), "short\n").unwrap();
        let err = load_or_create(&dir, "b.key", KIND).unwrap_err();
        assert_eq!(err.kind(), io::ErrorKind::InvalidData);
        assert!(
            err.to_string().ends_with(
                "too short to be a test secret; delete it and Kingpost makes a new one (nothing is lost)"
            ),
            "{err}"
        );
    }
}

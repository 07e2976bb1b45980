//! DKIM (RFC 6376): the signing key in the data directory, the DNS record that publishes its
//! public half, and the signature every outgoing message carries when `dkim_selector` is set.
//!
//! Keys are RSA-2048 by default (every receiver verifies RSA) or Ed25519 (RFC 8463). The key
//! file holds an RSA key as PKCS#1 PEM, or an Ed25519 seed as one line of base64 (lettre's
//! formats); which one a file holds is read from the file, so the server needs no setting for
//! the algorithm. Messages are signed with relaxed/relaxed canonicalization over the headers a
//! receiver shows or threads by.

use std::fmt;
use std::path::{Path, PathBuf};
use std::str::FromStr;

use base64::Engine;
use lettre::Message;
use lettre::message::dkim::{
    DkimCanonicalization, DkimCanonicalizationType, DkimConfig, DkimSigningAlgorithm,
    DkimSigningKey,
};
use lettre::message::header::HeaderName;
use rsa::pkcs1::{DecodeRsaPrivateKey, EncodeRsaPrivateKey};
use rsa::pkcs8::{EncodePublicKey, LineEnding};

/// The selector `kingpost mail dkim-key` uses unless told otherwise.
pub const DEFAULT_SELECTOR: &str = "kingpost";
/// The size of generated RSA keys.
const RSA_BITS: usize = 2048;

/// The headers the signature covers (absent ones are signed as absent, so nobody can add them).
/// `Content-Type` too: [`super::message::build`] makes the message's multipart Content-Type a
/// header of its own (lettre would write it with the body, after the signature is made).
const SIGNED_HEADERS: [&str; 14] = [
    "From",
    "To",
    "Subject",
    "Date",
    "Message-ID",
    "Reply-To",
    "In-Reply-To",
    "References",
    "List-Unsubscribe",
    "List-Unsubscribe-Post",
    "MIME-Version",
    "Content-Type",
    "Content-Transfer-Encoding",
    "Auto-Submitted",
];

/// A DKIM key type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum DkimAlgorithm {
    /// RSA-2048 with SHA-256 (`k=rsa`), understood everywhere.
    #[default]
    Rsa,
    /// Ed25519 with SHA-256 (`k=ed25519`, RFC 8463).
    Ed25519,
}

impl FromStr for DkimAlgorithm {
    type Err = DkimError;
    fn from_str(text: &str) -> Result<DkimAlgorithm, DkimError> {
        match text.trim().to_ascii_lowercase().as_str() {
            "rsa" => Ok(DkimAlgorithm::Rsa),
            "ed25519" => Ok(DkimAlgorithm::Ed25519),
            _ => Err(DkimError::Algorithm(text.to_owned())),
        }
    }
}

impl fmt::Display for DkimAlgorithm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            DkimAlgorithm::Rsa => "rsa",
            DkimAlgorithm::Ed25519 => "ed25519",
        })
    }
}

/// What went wrong with a DKIM key, and what to do.
#[derive(Debug, thiserror::Error)]
pub enum DkimError {
    /// An unknown algorithm name.
    #[error("'{0}' is not a DKIM algorithm; write rsa (the default) or ed25519")]
    Algorithm(String),
    /// The key file cannot be read.
    #[error(
        "dkim_selector is set but the DKIM key {path} cannot be read ({reason}); create it with \
         `kingpost mail dkim-key --selector SELECTOR`, point dkim_key_file at it, or unset \
         dkim_selector"
    )]
    Read {
        /// The file.
        path: PathBuf,
        /// What the system said.
        reason: String,
    },
    /// The key file holds no key lettre can use.
    #[error(
        "the DKIM key {path} is neither an RSA key in PKCS#1 PEM nor an Ed25519 key in base64 \
         ({reason}); make a new one with `kingpost mail dkim-key --force`"
    )]
    Format {
        /// The file.
        path: PathBuf,
        /// What the parser said.
        reason: String,
    },
    /// A key exists where a new one would go.
    #[error(
        "a DKIM key already exists at {0}; it may be published in DNS already. Pass --force to \
         replace it (and publish the new record), or run without --force to keep it"
    )]
    Exists(PathBuf),
    /// The key could not be made or written.
    #[error("cannot write the DKIM key {path}: {reason}")]
    Write {
        /// The file.
        path: PathBuf,
        /// What went wrong.
        reason: String,
    },
}

/// A key as stored, with its public half.
#[derive(Debug, Clone)]
pub struct KeyFile {
    /// The algorithm.
    pub algorithm: DkimAlgorithm,
    /// The file's text (private).
    pub private_text: String,
    /// The public key as the `p=` tag wants it (base64).
    pub public_base64: String,
}

impl KeyFile {
    /// A fresh key of `algorithm`.
    pub fn generate(algorithm: DkimAlgorithm) -> Result<KeyFile, String> {
        let private_text = match algorithm {
            DkimAlgorithm::Rsa => {
                let mut rng = rsa::rand_core::OsRng;
                let key = rsa::RsaPrivateKey::new(&mut rng, RSA_BITS).map_err(|e| e.to_string())?;
                key.to_pkcs1_pem(LineEnding::LF)
                    .map_err(|e| e.to_string())?
                    .to_string()
            }
            DkimAlgorithm::Ed25519 => {
                let seed: [u8; 32] = rand::random();
                format!(
                    "{}\n",
                    base64::engine::general_purpose::STANDARD.encode(seed)
                )
            }
        };
        KeyFile::parse(&private_text)
    }

    /// Reads a key file's text.
    pub fn parse(text: &str) -> Result<KeyFile, String> {
        let b64 = &base64::engine::general_purpose::STANDARD;
        if text.contains("-----BEGIN RSA PRIVATE KEY-----") {
            let key = rsa::RsaPrivateKey::from_pkcs1_pem(text).map_err(|e| e.to_string())?;
            let public = key
                .to_public_key()
                .to_public_key_der()
                .map_err(|e| e.to_string())?;
            return Ok(KeyFile {
                algorithm: DkimAlgorithm::Rsa,
                private_text: text.to_owned(),
                public_base64: b64.encode(public.as_bytes()),
            });
        }
        let seed: [u8; 32] = b64
            .decode(text.trim())
            .map_err(|e| e.to_string())?
            .try_into()
            .map_err(|_| "an Ed25519 key is 32 bytes".to_owned())?;
        let public = ed25519_dalek::SigningKey::from_bytes(&seed).verifying_key();
        Ok(KeyFile {
            algorithm: DkimAlgorithm::Ed25519,
            private_text: text.to_owned(),
            public_base64: b64.encode(public.to_bytes()),
        })
    }

    /// Reads the key at `path`.
    pub fn read(path: &Path) -> Result<KeyFile, DkimError> {
        let text = std::fs::read_to_string(path).map_err(|e| DkimError::Read {
            path: path.to_owned(),
            reason: e.to_string(),
        })?;
        KeyFile::parse(&text).map_err(|reason| DkimError::Format {
            path: path.to_owned(),
            reason,
        })
    }

    /// Writes the key to `path`, readable by its owner only; refuses to replace an existing
    /// file unless `force`.
    pub fn write(&self, path: &Path, force: bool) -> Result<(), DkimError> {
        if path.exists() && !force {
            return Err(DkimError::Exists(path.to_owned()));
        }
        let fail = |e: std::io::Error| DkimError::Write {
            path: path.to_owned(),
            reason: e.to_string(),
        };
        crate::secret_file::write_private(path, self.private_text.as_bytes()).map_err(fail)
    }

    /// The DNS TXT record to publish: its name and its value.
    pub fn dns_record(&self, selector: &str, domain: &str) -> (String, String) {
        (
            format!("{selector}._domainkey.{domain}"),
            format!("v=DKIM1; k={}; p={}", self.algorithm, self.public_base64),
        )
    }
}

/// Signs messages for one domain with one key.
#[derive(Debug)]
pub struct Signer {
    config: DkimConfig,
    algorithm: DkimAlgorithm,
    selector: String,
}

impl Signer {
    /// A signer for `domain` (`d=`) under `selector` (`s=`) with the key at `path`.
    pub fn load(path: &Path, selector: &str, domain: &str) -> Result<Signer, DkimError> {
        let key = KeyFile::read(path)?;
        let lettre_algorithm = match key.algorithm {
            DkimAlgorithm::Rsa => DkimSigningAlgorithm::Rsa,
            DkimAlgorithm::Ed25519 => DkimSigningAlgorithm::Ed25519,
        };
        let text = match key.algorithm {
            DkimAlgorithm::Rsa => key.private_text.clone(),
            DkimAlgorithm::Ed25519 => key.private_text.trim().to_owned(),
        };
        let signing =
            DkimSigningKey::new(&text, lettre_algorithm).map_err(|e| DkimError::Format {
                path: path.to_owned(),
                reason: e.to_string(),
            })?;
        let relaxed = DkimCanonicalization {
            header: DkimCanonicalizationType::Relaxed,
            body: DkimCanonicalizationType::Relaxed,
        };
        let headers = SIGNED_HEADERS
            .iter()
            .map(|name| HeaderName::new_from_ascii_str(name))
            .collect();
        Ok(Signer {
            config: DkimConfig::new(
                selector.to_owned(),
                domain.to_owned(),
                signing,
                headers,
                relaxed,
            ),
            algorithm: key.algorithm,
            selector: selector.to_owned(),
        })
    }

    /// Adds the DKIM-Signature header to `message`.
    pub fn sign(&self, message: &mut Message) {
        message.sign(&self.config);
    }

    /// "rsa key, selector kingpost", for the start-up line.
    pub fn describe(&self) -> String {
        format!("{} key, selector {}", self.algorithm, self.selector)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ed25519_keys_round_trip_and_make_a_record() {
        let key = KeyFile::generate(DkimAlgorithm::Ed25519).unwrap();
        let again = KeyFile::parse(&key.private_text).unwrap();
        assert_eq!(again.public_base64, key.public_base64);
        let (name, value) = key.dns_record("s1", "example.org");
        assert_eq!(name, "s1._domainkey.example.org");
        assert!(value.starts_with("v=DKIM1; k=ed25519; p="), "{value}");
        assert!(KeyFile::parse("not a key").is_err());
        assert!("RSA".parse::<DkimAlgorithm>().is_ok());
        assert!("dsa".parse::<DkimAlgorithm>().is_err());
    }
}

//! The `log_format` setting: text for people or JSON lines for log collectors.

use super::ConfigError;

/// How log lines on standard error are written (`log_format`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum LogFormat {
    /// One line per event for people; coloured only when standard error is a terminal.
    #[default]
    Text,
    /// One JSON object per line (`timestamp`, `level`, `target`, `message`, fields) for log
    /// collectors.
    Json,
}

impl LogFormat {
    /// Reads `text` or `json` (any case); unset is `text`.
    pub fn parse(text: Option<&str>) -> Result<LogFormat, ConfigError> {
        match text.map(|t| t.trim().to_ascii_lowercase()).as_deref() {
            None | Some("" | "text") => Ok(LogFormat::Text),
            Some("json") => Ok(LogFormat::Json),
            Some(_) => Err(ConfigError::LogFormat(text.unwrap_or_default().to_owned())),
        }
    }
}

//! Where a relative SQLite `database_url` points: inside the data directory.

use std::path::Path;

use super::ConfigError;
use crate::db::DatabaseUrl;

/// A relative SQLite path is relative to the data directory, like every other file Kingpost
/// keeps: `sqlite://kingpost.sqlite` is `DATA_DIR/kingpost.sqlite`, whatever the current
/// directory. A file that exists only relative to the current directory (where it was read
/// before) is an error that says where to move it, never a fresh empty database.
pub(super) fn sqlite_in_data_dir(
    url: DatabaseUrl,
    data_dir: &Path,
) -> Result<DatabaseUrl, ConfigError> {
    let DatabaseUrl::Sqlite(path) = &url else {
        return Ok(url);
    };
    if path.is_absolute() {
        return Ok(url);
    }
    let resolved = data_dir.join(path);
    if !resolved.exists() && path.exists() && data_dir != Path::new(".") {
        return Err(ConfigError::SqliteOutsideDataDir {
            given: url.to_string(),
            resolved: resolved.display().to_string(),
            found: path.display().to_string(),
        });
    }
    Ok(DatabaseUrl::sqlite(resolved))
}

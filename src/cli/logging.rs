//! Log lines on standard error, as the admin chose with `log_format`: text for people, coloured
//! only when standard error is a terminal (never escape codes in a redirected file or the
//! journal), or one JSON object per line for log collectors. The level comes from `KINGPOST_LOG`
//! (default `warn`: what an admin should act on). The start-up notices (`serving …`, `applied
//! migration …`) go through [`notice`], so a JSON log holds nothing but JSON lines.

use std::fmt::Write as _;
use std::io::{IsTerminal, Write as _};
use std::sync::OnceLock;

use serde_json::{Map, Value};
use tracing::field::{Field, Visit};
use tracing::{Event, Subscriber};
use tracing_subscriber::EnvFilter;
use tracing_subscriber::fmt::format::Writer;
use tracing_subscriber::fmt::{FmtContext, FormatEvent, FormatFields};
use tracing_subscriber::registry::LookupSpan;

use crate::config::LogFormat;

static FORMAT: OnceLock<LogFormat> = OnceLock::new();

/// Sends log lines to standard error in `format`, at the level `KINGPOST_LOG` names.
pub(crate) fn init(format: LogFormat) {
    let _ = FORMAT.set(format);
    let filter = EnvFilter::try_from_env("KINGPOST_LOG").unwrap_or_else(|_| EnvFilter::new("warn"));
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr);
    let _ = match format {
        LogFormat::Text => builder
            .with_ansi(std::io::stderr().is_terminal())
            .try_init(),
        LogFormat::Json => builder.with_ansi(false).event_format(JsonLines).try_init(),
    };
}

/// A start-up or progress notice for the admin: `kingpost: TEXT` in the text format, an `INFO`
/// object in the JSON format.
pub(crate) fn notice(text: &str) {
    let mut stderr = std::io::stderr().lock();
    let _ = match FORMAT.get() {
        Some(LogFormat::Json) => {
            let mut object = Map::new();
            object.insert("message".into(), Value::String(text.to_owned()));
            writeln!(stderr, "{}", json_line("INFO", "kingpost", object))
        }
        _ => writeln!(stderr, "kingpost: {text}"),
    };
}

/// One JSON object: timestamp (RFC 3339, UTC), level, target, then the fields.
fn json_line(level: &str, target: &str, fields: Map<String, Value>) -> Value {
    let mut object = Map::new();
    let now = chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Millis, true);
    object.insert("timestamp".into(), Value::String(now));
    object.insert("level".into(), Value::String(level.to_owned()));
    object.insert("target".into(), Value::String(target.to_owned()));
    object.extend(fields);
    Value::Object(object)
}

/// The JSON event format: one object per event, its fields as members.
struct JsonLines;

impl<S, N> FormatEvent<S, N> for JsonLines
where
    S: Subscriber + for<'a> LookupSpan<'a>,
    N: for<'a> FormatFields<'a> + 'static,
{
    fn format_event(
        &self,
        _ctx: &FmtContext<'_, S, N>,
        mut writer: Writer<'_>,
        event: &Event<'_>,
    ) -> std::fmt::Result {
        let mut fields = JsonFields(Map::new());
        event.record(&mut fields);
        let meta = event.metadata();
        let line = json_line(meta.level().as_str(), meta.target(), fields.0);
        writeln!(writer, "{line}")
    }
}

/// Collects an event's fields.
struct JsonFields(Map<String, Value>);

impl Visit for JsonFields {
    fn record_debug(&mut self, field: &Field, value: &dyn std::fmt::Debug) {
        let mut text = String::new();
        let _ = write!(text, "{value:?}");
        self.0.insert(field.name().to_owned(), Value::String(text));
    }

    fn record_str(&mut self, field: &Field, value: &str) {
        self.0
            .insert(field.name().to_owned(), Value::String(value.to_owned()));
    }

    fn record_i64(&mut self, field: &Field, value: i64) {
        self.0.insert(field.name().to_owned(), value.into());
    }

    fn record_u64(&mut self, field: &Field, value: u64) {
        self.0.insert(field.name().to_owned(), value.into());
    }

    fn record_bool(&mut self, field: &Field, value: bool) {
        self.0.insert(field.name().to_owned(), value.into());
    }
}

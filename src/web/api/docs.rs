//! The API's published contract: the OpenAPI 3.1 document (`openapi.json`, next to this file,
//! written by hand and checked against the route table by the tests) served as
//! `GET /api/v1/openapi.json`, and a reference page for people made from it on the server
//! (`GET /api/v1/docs`; plain HTML, nothing fetched from elsewhere).

use std::fmt::Write;
use std::sync::LazyLock;

use actix_web::HttpResponse;
use serde_json::Value;

/// The OpenAPI document, as served.
pub const OPENAPI_JSON: &str = include_str!("openapi.json");

static DOCUMENT: LazyLock<Value> =
    LazyLock::new(|| serde_json::from_str(OPENAPI_JSON).unwrap_or(Value::Null));

/// `GET /api/v1/openapi.json`.
pub async fn openapi_json() -> HttpResponse {
    HttpResponse::Ok()
        .content_type("application/json")
        .body(OPENAPI_JSON)
}

/// `GET /api/v1/docs`: the reference page.
pub async fn reference_page() -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .body(render(&DOCUMENT))
}

const METHODS: [&str; 5] = ["get", "post", "put", "patch", "delete"];
const STYLE: &str = "body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;\
padding:1rem;color:#1b1b1b}code,pre{font-family:ui-monospace,monospace;background:#f3f3f3;\
padding:0 .2em}table{border-collapse:collapse;margin:.5rem 0}td,th{border:1px solid #ccc;\
padding:.2rem .5rem;text-align:left;vertical-align:top}h3{margin-top:2rem}\
.m{font-weight:bold;text-transform:uppercase}pre{overflow-x:auto}code{overflow-wrap:anywhere}\
table{display:block;max-width:100%;overflow-x:auto}";

/// The whole page for `doc`.
pub fn render(doc: &Value) -> String {
    let title = text(&doc["info"]["title"]);
    let version = text(&doc["info"]["version"]);
    let mut html = format!(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{} {}</title><style>{STYLE}</style></head><body><main>\
         <h1>{} <small>version {}</small></h1>",
        escape(&title),
        escape(&version),
        escape(&title),
        escape(&version)
    );
    html.push_str(&prose(&text(&doc["info"]["description"])));
    html.push_str(
        "<p>The same contract as JSON: <a href=\"/api/v1/openapi.json\">openapi.json</a>.</p>",
    );
    html.push_str("<h2 id=\"endpoints\">Endpoints</h2><ul>");
    for (path, method, op) in operations(doc) {
        let _ = write!(
            html,
            "<li><a href=\"#{}\"><span class=\"m\">{method}</span> <code>{}</code></a> — {}</li>",
            anchor(method, path),
            escape(path),
            escape(&text(&op["summary"]))
        );
    }
    html.push_str("</ul>");
    for (path, method, op) in operations(doc) {
        html.push_str(&operation(path, method, op));
    }
    html.push_str("<h2 id=\"schemas\">Schemas</h2>");
    if let Some(schemas) = doc["components"]["schemas"].as_object() {
        for (name, schema) in schemas {
            html.push_str(&schema_section(name, schema));
        }
    }
    html.push_str("</main></body></html>");
    html
}

fn operations(doc: &Value) -> Vec<(&str, &'static str, &Value)> {
    let mut out = Vec::new();
    if let Some(paths) = doc["paths"].as_object() {
        for (path, item) in paths {
            for method in METHODS {
                if let Some(op) = item.get(method) {
                    out.push((path.as_str(), method, op));
                }
            }
        }
    }
    out
}

fn operation(path: &str, method: &str, op: &Value) -> String {
    let mut html = format!(
        "<section><h3 id=\"{}\"><span class=\"m\">{method}</span> <code>/api/v1{}</code></h3><p>{}</p>",
        anchor(method, path),
        escape(path),
        escape(&text(&op["summary"]))
    );
    html.push_str(&prose(&text(&op["description"])));
    let security = op["security"].as_array();
    let public = security.is_some_and(Vec::is_empty);
    // `[{}, {bearer}]`: anyone may ask, and a token may change the answer.
    let optional = security.is_some_and(|s| {
        s.iter()
            .any(|r| r.as_object().is_some_and(serde_json::Map::is_empty))
    });
    html.push_str(if public {
        "<p>No token needed.</p>"
    } else if optional {
        "<p>No token needed; with <code>Authorization: Bearer &lt;token&gt;</code> the answer is \
         what that account may see.</p>"
    } else {
        "<p>Needs <code>Authorization: Bearer &lt;token&gt;</code>.</p>"
    });
    if let Some(params) = op["parameters"].as_array().filter(|p| !p.is_empty()) {
        html.push_str("<table><tr><th>Parameter</th><th>In</th><th>Type</th><th>About</th></tr>");
        for p in params {
            let _ = write!(
                html,
                "<tr><td><code>{}</code>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
                escape(&text(&p["name"])),
                if p["required"] == true {
                    " (required)"
                } else {
                    ""
                },
                escape(&text(&p["in"])),
                type_of(&p["schema"]),
                escape(&text(&p["description"]))
            );
        }
        html.push_str("</table>");
    }
    if let Some(content) = op["requestBody"]["content"].as_object() {
        html.push_str("<p>Body:</p><ul>");
        for (mime, media) in content {
            let _ = write!(
                html,
                "<li><code>{}</code>: {}</li>",
                escape(mime),
                type_of(&media["schema"])
            );
        }
        html.push_str("</ul>");
    }
    html.push_str("<table><tr><th>Answer</th><th>About</th><th>Body</th></tr>");
    if let Some(responses) = op["responses"].as_object() {
        for (code, response) in responses {
            let body = response["content"]
                .as_object()
                .map(|c| {
                    c.iter()
                        .map(|(mime, m)| {
                            format!("<code>{}</code> {}", escape(mime), type_of(&m["schema"]))
                        })
                        .collect::<Vec<_>>()
                        .join("<br>")
                })
                .unwrap_or_default();
            let _ = write!(
                html,
                "<tr><td>{}</td><td>{}</td><td>{body}</td></tr>",
                escape(code),
                escape(&text(&response["description"]))
            );
        }
    }
    html.push_str("</table></section>");
    html
}

fn schema_section(name: &str, schema: &Value) -> String {
    let mut html = format!(
        "<section><h3 id=\"schema-{}\">{}</h3>",
        escape(name),
        escape(name)
    );
    html.push_str(&prose(&text(&schema["description"])));
    let required: Vec<&str> = schema["required"]
        .as_array()
        .map(|r| r.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    match schema["properties"].as_object() {
        Some(props) => {
            html.push_str("<table><tr><th>Field</th><th>Type</th><th>About</th></tr>");
            for (field, prop) in props {
                let _ = write!(
                    html,
                    "<tr><td><code>{}</code>{}</td><td>{}</td><td>{}</td></tr>",
                    escape(field),
                    if required.contains(&field.as_str()) {
                        " (always)"
                    } else {
                        ""
                    },
                    type_of(prop),
                    escape(&text(&prop["description"]))
                );
            }
            html.push_str("</table>");
        }
        None => {
            let _ = write!(html, "<p>{}</p>", type_of(schema));
        }
    }
    html.push_str("</section>");
    html
}

/// A short description of a schema's type, with links to named schemas.
fn type_of(schema: &Value) -> String {
    if let Some(reference) = schema["$ref"].as_str() {
        let name = reference.rsplit('/').next().unwrap_or(reference);
        return format!("<a href=\"#schema-{0}\">{0}</a>", escape(name));
    }
    for key in ["oneOf", "anyOf"] {
        if let Some(options) = schema[key].as_array() {
            let parts: Vec<String> = options.iter().map(type_of).collect();
            return parts.join(" or ");
        }
    }
    let kind = match &schema["type"] {
        Value::Array(kinds) => kinds
            .iter()
            .filter_map(Value::as_str)
            .collect::<Vec<_>>()
            .join(" or "),
        other => text(other),
    };
    let mut out = if kind.contains("array") {
        format!("array of {}", type_of(&schema["items"]))
    } else {
        escape(&kind)
    };
    if let Some(format) = schema["format"].as_str() {
        let _ = write!(out, " ({})", escape(format));
    }
    if let Some(values) = schema["enum"].as_array() {
        let values: Vec<String> = values.iter().map(|v| escape(&v.to_string())).collect();
        let _ = write!(out, ": {}", values.join(", "));
    }
    out
}

fn anchor(method: &str, path: &str) -> String {
    let slug: String = path
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect();
    format!("{method}{slug}")
}

fn text(value: &Value) -> String {
    value.as_str().map(str::to_owned).unwrap_or_default()
}

/// Paragraphs of a description, with `code` spans.
fn prose(description: &str) -> String {
    description
        .split("\n\n")
        .filter(|p| !p.trim().is_empty())
        .map(|p| {
            let mut out = String::from("<p>");
            for (i, part) in escape(p).split('`').enumerate() {
                if i % 2 == 1 {
                    let _ = write!(out, "<code>{part}</code>");
                } else {
                    out.push_str(part);
                }
            }
            out.push_str("</p>");
            out
        })
        .collect()
}

/// Text made safe for HTML.
pub fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

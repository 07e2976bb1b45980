//! The DKIM signature covers the message's Content-Type: a message sent over real SMTP with a
//! key from `kingpost mail dkim-key` verifies with dkimpy (Debian's python3-dkim), and the same
//! message with its top-level Content-Type changed (say, into multipart/mixed, so a receiver
//! would show both parts) no longer does.

use chrono::{NaiveDateTime, SubsecRound};
use kingpost::config::Settings;
use kingpost::jobs::outbox::deliver_due;
use serde_json::json;

use crate::server::kingpost;
use crate::support::TestApp;
use crate::support::api::{call, player};
use crate::support::mail::{Sink, SinkRules, dkimpy};
use crate::support::temp_dir;

const DOMAIN: &str = "chess.example.org";

fn now() -> NaiveDateTime {
    chrono::Utc::now().naive_utc().trunc_subsecs(0) + chrono::Duration::seconds(1)
}

#[actix_web::test]
async fn the_dkim_signature_covers_the_content_type() {
    let keys = temp_dir("dkim-ct-keys");
    let made = kingpost()
        .args([
            "mail",
            "dkim-key",
            "--mail-domain",
            DOMAIN,
            "--selector",
            "s1",
        ])
        .args(["--algorithm", "ed25519", "--data-dir"])
        .arg(&keys)
        .output()
        .unwrap();
    assert!(made.status.success());
    let line = String::from_utf8_lossy(&made.stdout).trim().to_owned();
    let (name, rest) = line.split_once(" IN TXT ").unwrap();
    let record: String = rest.split('"').skip(1).step_by(2).collect();

    let sink = Sink::start(SinkRules::default());
    let state = TestApp::builder()
        .settings(Settings {
            base_url: Some(format!("https://{DOMAIN}")),
            dkim_selector: Some("s1".into()),
            dkim_key_file: Some(keys.join("dkim.key")),
            ..Settings::default()
        })
        .mail(&sink)
        .build();
    let app = state.service().await;
    let alice = player(&app, "alice").await;
    player(&app, "bob").await;
    let terms = json!({"opponent": "bob", "color": "white", "time_control": "3d"});
    let (_, made) = call(&app, "/api/v1/challenges", Some(&alice), Some(terms)).await;
    assert!(made["id"].is_number(), "{made}");
    deliver_due(&state.jobs(), now()).unwrap();

    let received = sink.received();
    let message = &received[0].data;
    let text = String::from_utf8_lossy(message);
    let signature = text.split("DKIM-Signature:").nth(1).unwrap();
    let signed = signature
        .split(';')
        .find(|t| t.trim().starts_with("h="))
        .unwrap();
    assert!(
        signed.to_ascii_lowercase().contains("content-type"),
        "{signed}"
    );
    assert_eq!(dkimpy(message, name, &record), "pass");
    let changed = text.replacen(
        "Content-Type: multipart/alternative;",
        "Content-Type: multipart/mixed;",
        1,
    );
    assert_ne!(changed, text, "{text}");
    assert_eq!(dkimpy(changed.as_bytes(), name, &record), "fail");
}

//! The Postfix recipe of docs/deploy.md, for real: a throw-away Postfix on loopback, configured
//! from contrib/postfix/main.cf.fragment and master.cf.fragment (only the paths, the user and
//! the port replaced), takes a player's reply by SMTP and pipes it into `kingpost mail ingest`;
//! `kingpost worker --once` plays the move and sends the opponent's notification back through
//! the same Postfix, which delivers it into a local Maildir where the test finds it.
//!
//! Needs Debian's postfix (scripts/test installs it) and root (Postfix starts as root); without
//! them the test says so and passes, unless KINGPOST_TEST_POSTFIX=1 demands it.

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use kingpost::chess::Language;
use kingpost::config::{Config, Settings};
use kingpost::db::{self, DatabaseUrl, inbox};
use kingpost::service::notify::MailSettings;
use lettre::address::Envelope;
use lettre::{SmtpTransport, Transport};

use crate::support::postal::{mail_game, moves, reply};
use crate::support::{free_port, temp_dir};

const POSTFIX: &str = "/usr/sbin/postfix";
const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The test instance's own settings around the contrib fragment: its directories, loopback
/// only, and mail for the players' domain example.org into one Maildir.
const MAIN_CF: &str = "\
compatibility_level = 3.6
# (the postfix command logs its own start-up failures only to syslog or a terminal)
config_directory = @CONF@
queue_directory = @TMP@/queue
data_directory = @TMP@/pdata
maillog_file = @TMP@/postfix.log
maillog_file_prefixes = @TMP@
myhostname = chess.example.org
mydestination =
inet_interfaces = 127.0.0.1
inet_protocols = ipv4
mynetworks = 127.0.0.0/8
smtpd_relay_restrictions = permit_mynetworks, reject_unauth_destination
alias_maps =
alias_database =
local_recipient_maps =
biff = no
default_transport = error:no mail leaves this test
virtual_mailbox_domains = example.org
virtual_mailbox_base = @TMP@/mail
virtual_mailbox_maps = static:inbox/
virtual_uid_maps = static:65534
virtual_gid_maps = static:65534
";

/// The services a Postfix needs, with smtpd on the test's port.
const MASTER_CF: &str = "\
127.0.0.1:@PORT@ inet n - n - - smtpd
pickup    unix  n       -       n       60      1       pickup
cleanup   unix  n       -       n       -       0       cleanup
qmgr      unix  n       -       n       300     1       qmgr
rewrite   unix  -       -       n       -       -       trivial-rewrite
bounce    unix  -       -       n       -       0       bounce
defer     unix  -       -       n       -       0       bounce
trace     unix  -       -       n       -       0       bounce
verify    unix  -       -       n       -       1       verify
flush     unix  n       -       n       1000?   0       flush
proxymap  unix  -       -       n       -       -       proxymap
smtp      unix  -       -       n       -       -       smtp
relay     unix  -       -       n       -       -       smtp
showq     unix  n       -       n       -       -       showq
error     unix  -       -       n       -       -       error
retry     unix  -       -       n       -       -       error
discard   unix  -       -       n       -       -       discard
local     unix  -       n       n       -       -       local
virtual   unix  -       n       n       -       -       virtual
anvil     unix  -       -       n       -       1       anvil
scache    unix  -       -       n       -       1       scache
postlog   unix-dgram n  -       n       -       1       postlogd
";

/// A running throw-away Postfix; stopped when dropped.
struct Postfix {
    conf: PathBuf,
    log: PathBuf,
}

impl Drop for Postfix {
    fn drop(&mut self) {
        let _ = Command::new(POSTFIX)
            .arg("-c")
            .arg(&self.conf)
            .arg("stop")
            .output();
    }
}

/// Whether this machine can run the test; a note when it cannot.
fn available() -> bool {
    let required = std::env::var("KINGPOST_TEST_POSTFIX").is_ok_and(|v| v == "1");
    let root = Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| o.stdout == b"0\n");
    let ok = Path::new(POSTFIX).exists() && root;
    assert!(
        ok || !required,
        "KINGPOST_TEST_POSTFIX=1 but postfix or root is missing"
    );
    if !ok {
        eprintln!("note: the Postfix test needs {POSTFIX} and root (scripts/test); skipped");
    }
    ok
}

fn contrib(name: &str) -> String {
    std::fs::read_to_string(Path::new(ROOT).join("contrib/postfix").join(name)).unwrap()
}

fn open_to_all(path: &Path, mode: u32) {
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode)).unwrap();
}

/// Writes main.cf and master.cf (test settings + the contrib fragments) and starts Postfix.
fn start_postfix(tmp: &Path, port: u16, kingpost_config: &Path) -> Postfix {
    let conf = tmp.join("postfix");
    std::fs::create_dir_all(&conf).unwrap();
    std::fs::create_dir_all(tmp.join("mail")).unwrap();
    open_to_all(&tmp.join("mail"), 0o777);
    let fill = |text: &str| {
        text.replace("@CONF@", conf.to_str().unwrap())
            .replace("@TMP@", tmp.to_str().unwrap())
            .replace("@PORT@", &port.to_string())
    };
    let main = fill(MAIN_CF) + &contrib("main.cf.fragment");
    let master = fill(MASTER_CF)
        + &contrib("master.cf.fragment")
            .replace("/usr/local/bin/kingpost", env!("CARGO_BIN_EXE_kingpost"))
            .replace(
                "/etc/kingpost/kingpost.toml",
                kingpost_config.to_str().unwrap(),
            )
            .replace("user=kingpost", "user=nobody");
    std::fs::write(conf.join("main.cf"), main).unwrap();
    std::fs::write(conf.join("master.cf"), master).unwrap();
    // The queue directory and its subdirectories, owned as Postfix wants them.
    std::fs::create_dir_all(tmp.join("queue")).unwrap();
    let prepared = Command::new(POSTFIX)
        .arg("-c")
        .arg(&conf)
        .arg("set-permissions")
        .output()
        .unwrap();
    assert!(
        prepared.status.success(),
        "{}",
        String::from_utf8_lossy(&prepared.stderr)
    );
    let started = Command::new(POSTFIX)
        .arg("-c")
        .arg(&conf)
        .arg("start")
        .output()
        .unwrap();
    let postfix = Postfix {
        conf,
        log: tmp.join("postfix.log"),
    };
    assert!(
        started.status.success(),
        "postfix start: {}{}",
        String::from_utf8_lossy(&started.stderr),
        postfix.log_text()
    );
    postfix
}

impl Postfix {
    fn log_text(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }
}

/// Polls `check` for up to 30 s.
fn wait_for(what: &str, postfix: &Postfix, mut check: impl FnMut() -> bool) {
    let deadline = Instant::now() + Duration::from_secs(30);
    while !check() {
        assert!(
            Instant::now() < deadline,
            "{what} within 30 s; Postfix log:\n{}",
            postfix.log_text()
        );
        std::thread::sleep(Duration::from_millis(200));
    }
}

/// `kingpost worker --once`: processes the inbox and sends the outbox.
fn run_worker(config_file: &Path) {
    let worker = Command::new(env!("CARGO_BIN_EXE_kingpost"))
        .args(["worker", "--once", "--config"])
        .arg(config_file)
        .output()
        .unwrap();
    assert!(
        worker.status.success(),
        "{}",
        String::from_utf8_lossy(&worker.stderr)
    );
}

/// The messages Postfix delivered into the players' Maildir.
fn delivered(tmp: &Path) -> Vec<String> {
    let dir = tmp.join("mail/inbox/new");
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    entries
        .flatten()
        .map(|e| String::from_utf8_lossy(&std::fs::read(e.path()).unwrap()).into_owned())
        .collect()
}

#[test]
fn a_reply_through_postfix_is_played_and_the_answer_comes_back_through_postfix() {
    if !available() {
        return;
    }
    let tmp = temp_dir("postfix");
    open_to_all(&tmp, 0o755);
    let data = tmp.join("data");
    std::fs::create_dir_all(&data).unwrap();
    // `mail ingest` runs as the pipe's user (nobody here, kingpost in the guide).
    open_to_all(&data, 0o777);
    let port = free_port();
    let config_file = tmp.join("kingpost.toml");
    std::fs::write(
        &config_file,
        format!(
            "data_dir = \"{}\"\nmail_domain = \"chess.example.org\"\n\
             mail_transport = \"smtp+plain://127.0.0.1:{port}\"\n",
            data.display()
        ),
    )
    .unwrap();
    open_to_all(&config_file, 0o644);
    let config = Config::load(Settings::from_file(&config_file).unwrap()).unwrap();
    let pool = db::connect(&config.database, 2).unwrap();
    db::migrate(&mut pool.get().unwrap()).unwrap();
    let mail = MailSettings::load(&config).unwrap();
    let now = chrono::Utc::now().naive_utc();
    let game = {
        let mut conn = pool.get().unwrap();
        let languages = (Language::English, Language::English);
        mail_game(&mut conn, &mail, ("white", "black"), languages, now)
    };
    drop(pool);
    let sqlite = data.join("kingpost.sqlite");
    for file in [
        sqlite.clone(),
        data.join("kingpost.sqlite-wal"),
        data.join("kingpost.sqlite-shm"),
    ] {
        if file.exists() {
            open_to_all(&file, 0o666);
        }
    }
    let postfix = start_postfix(&tmp, port, &config_file);
    // The game's first mail goes out through Postfix before anyone replies.
    run_worker(&config_file);
    wait_for(
        "the game's first mail reached the Maildir",
        &postfix,
        || {
            delivered(&tmp)
                .iter()
                .any(|m| m.contains("black@example.org"))
        },
    );
    let before = delivered(&tmp).len();

    // White replies "e4" from a mail program, through Postfix on port `port`.
    let raw = reply(
        &mail,
        &game,
        game.white,
        "white@example.org",
        "e4-through-postfix@example.org",
        "e4",
    );
    let to = mail.reply_address(kingpost::domain::game::GameId(game.id), game.white);
    let envelope = Envelope::new(
        Some("white@example.org".parse().unwrap()),
        vec![to.parse().unwrap()],
    )
    .unwrap();
    let smtp = SmtpTransport::builder_dangerous("127.0.0.1")
        .port(port)
        .build();
    smtp.send_raw(&envelope, &raw).unwrap();
    let url = DatabaseUrl::sqlite(sqlite);
    wait_for("the pipe stored the reply", &postfix, || {
        db::connect_once(&url)
            .ok()
            .and_then(|mut c| inbox::count(&mut c).ok())
            == Some(1)
    });

    // The worker plays it and mails black through Postfix into the Maildir.
    run_worker(&config_file);
    let mut conn = db::connect_once(&url).unwrap();
    assert_eq!(
        moves(&mut conn, game.id).first().map(|m| m.0.as_str()),
        Some("e4")
    );
    wait_for("the notification reached the Maildir", &postfix, || {
        let all = delivered(&tmp);
        all.len() > before
            && all
                .iter()
                .any(|m| m.contains("black@example.org") && m.contains("e4"))
    });

    // A message from the null sender to both players' reply addresses is one delivery with two
    // recipients (`--recipient A B`), recorded as from the null sender.
    let other = mail.reply_address(kingpost::domain::game::GameId(game.id), game.black);
    let envelope = Envelope::new(None, vec![to.parse().unwrap(), other.parse().unwrap()]).unwrap();
    let raw = reply(
        &mail,
        &game,
        game.white,
        "mailer-daemon@example.org",
        "two@example.org",
        "x",
    );
    smtp.send_raw(&envelope, &raw).unwrap();
    wait_for("one delivery to two addresses was stored", &postfix, || {
        db::connect_once(&url)
            .ok()
            .and_then(|mut c| inbox::count(&mut c).ok())
            == Some(2)
    });
    let row = inbox::get(&mut conn, 2).unwrap().unwrap();
    assert_eq!(row.envelope_from.as_deref(), Some(""));
    let mut recipients = row.envelope_recipients();
    recipients.sort();
    let mut expected = vec![to.clone(), other.clone()];
    expected.sort();
    assert_eq!(recipients, expected);
}

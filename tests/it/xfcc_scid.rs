//! A real Xfcc client plays on a real server: Scid 4.7.4's own Xfcc code (Debian's `scid`
//! package, `tcl/tools/correspondence.tcl`, with `tdom`), run in a plain `tclsh` by
//! `tests/data/xfcc/scid/driver.tcl` with stand-ins for its few Tk calls, talks over TCP to
//! `kingpost serve`. Alice and Bob fetch their games (Scid writes one PGN file per game into its
//! inbox and its state file), send moves, a draw offer, an acceptance, an illegal move and a
//! resignation; the games on the server must show them, each move with source `xfcc`.
//!
//! What the harness does not run: Scid's GUI side (`::CorrespondenceChess`), which reads the
//! move, its number and the flags from the game in Scid's database through its C++ `sc_*`
//! commands; the test passes them to `::Xfcc::Send` as that code would.

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::{Value, json};

use crate::server::serve_in;
use crate::support::{free_port, temp_dir};

const CORRESPONDENCE: &str = "/usr/share/scid/tcl/tools/correspondence.tcl";
const PASSWORD: &str = "long enough";

fn scid_available() -> bool {
    let tdom = Command::new("sh")
        .args(["-c", "echo 'package require tdom' | tclsh"])
        .status()
        .is_ok_and(|status| status.success());
    let found = tdom && Path::new(CORRESPONDENCE).exists();
    if !found {
        eprintln!(
            "note: Debian's scid or tdom is missing; skipping the Scid test (scripts/test installs them)"
        );
    }
    found
}

/// One Scid installation: its Xfcc server list, its state folder and its inbox.
struct Scid {
    rc: PathBuf,
    state: PathBuf,
    inbox: PathBuf,
}

impl Scid {
    /// Scid configured for `user` on the server at `uri` (named `kingpost` in Scid).
    fn new(dir: &Path, uri: &str, user: &str) -> Scid {
        let home = dir.join(user);
        let (state, inbox) = (home.join("state"), home.join("inbox"));
        std::fs::create_dir_all(&state).unwrap();
        std::fs::create_dir_all(&inbox).unwrap();
        let rc = home.join("xfccrc");
        std::fs::write(
            &rc,
            format!(
                "<xfcc><server><name>kingpost</name><uri>{uri}</uri><user>{user}</user>\
                 <pass>{PASSWORD}</pass><rating>Elo</rating></server></xfcc>"
            ),
        )
        .unwrap();
        Scid { rc, state, inbox }
    }

    fn run(&self, args: &[&str]) -> String {
        let driver = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/xfcc/scid/driver.tcl");
        let out = Command::new("tclsh")
            .arg(driver)
            .arg(args[0])
            .arg(&self.rc)
            .arg(&self.state)
            .args(&args[1..])
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        let errors = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "Scid failed: {text}\n{errors}");
        text
    }

    /// Fetches the games (ProcessAll); returns the console.
    fn fetch(&self) -> String {
        let inbox = self.inbox.to_string_lossy().into_owned();
        self.run(&["fetch", &inbox])
    }

    /// Sends to game `id`: `(movecount, move, comment)` and the flags resign, acceptDraw,
    /// offerDraw, claimDraw; returns the console.
    fn send(&self, id: i64, (count, mv, comment): (u32, &str, &str), flags: [bool; 4]) -> String {
        let (id, count) = (id.to_string(), count.to_string());
        let flags = flags.map(|f| if f { "true" } else { "false" });
        let mut args = vec!["send", "kingpost", &id, &count, mv, comment];
        args.extend(flags);
        self.run(&args)
    }

    /// The PGN file Scid wrote for game `id`.
    fn pgn(&self, id: i64) -> String {
        std::fs::read_to_string(self.inbox.join(format!("kingpost-{id}.pgn"))).unwrap()
    }

    /// The state file PrintStatus wrote (clocks, whose move, offers).
    fn state(&self) -> String {
        std::fs::read_to_string(self.state.join("xfccstate")).unwrap()
    }
}

const MOVE: [bool; 4] = [false; 4];
const RESIGN: [bool; 4] = [true, false, false, false];
const ACCEPT: [bool; 4] = [false, true, false, false];
const OFFER: [bool; 4] = [false, false, true, false];
const SUCCESS: &str = "console: info Processing successfull!";

async fn api(base: &str, path: &str, token: Option<&str>, body: Option<Value>) -> Value {
    let http = reqwest::Client::new();
    let url = format!("{base}/api/v1{path}");
    let mut req = match body {
        Some(body) => http.post(url).json(&body),
        None => http.get(url),
    };
    if let Some(token) = token {
        req = req.bearer_auth(token);
    }
    let resp = req.send().await.unwrap();
    assert!(resp.status().is_success(), "{path}: {}", resp.status());
    resp.json().await.unwrap()
}

async fn player(base: &str, name: &str) -> String {
    let account =
        json!({"username": name, "email": format!("{name}@example.org"), "password": PASSWORD});
    api(base, "/accounts", None, Some(account)).await;
    let login = json!({"username": name, "password": PASSWORD});
    let token = api(base, "/tokens", None, Some(login)).await;
    token["token"].as_str().unwrap().to_owned()
}

/// Alice (White) and Bob start a game; returns its id.
async fn new_game(base: &str, alice: &str, bob: &str) -> i64 {
    let terms = json!({"opponent": "bob", "color": "white", "time_control": "10/50"});
    let made = api(base, "/challenges", Some(alice), Some(terms)).await;
    let path = format!("/challenges/{}/accept", made["id"]);
    let game = api(base, &path, Some(bob), Some(json!({}))).await;
    game["game_id"].as_i64().unwrap()
}

fn moves_of(game: &Value) -> Vec<(String, String)> {
    game["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            (
                m["san"].as_str().unwrap().to_owned(),
                m["source"].as_str().unwrap().to_owned(),
            )
        })
        .collect()
}

fn xfcc_moves(sans: &[&str]) -> Vec<(String, String)> {
    sans.iter()
        .map(|s| ((*s).to_owned(), "xfcc".to_owned()))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn scid_fetches_games_and_sends_moves_a_draw_offer_and_a_resignation() {
    if !scid_available() {
        return;
    }
    let dir = temp_dir("xfcc-scid");
    let port = free_port();
    let base = format!("http://127.0.0.1:{port}");
    let _server = serve_in(&dir.join("data"), port);
    let (alice, bob) = (player(&base, "alice").await, player(&base, "bob").await);
    let game = new_game(&base, &alice, &bob).await;
    let uri = format!("{base}/xfcc/XfccBasic.asmx");
    let (a, b) = (Scid::new(&dir, &uri, "alice"), Scid::new(&dir, &uri, "bob"));

    let console = a.fetch();
    assert!(
        console.contains(&format!("console: info kingpost-{game}...")),
        "{console}"
    );
    let pgn = a.pgn(game);
    for tag in [
        "[White \"alice\"]",
        "[Black \"bob\"]",
        "[CmailGameName \"kingpost-1\"]",
        "[Result \"*\"]",
        "[TimeControl \"10/4320000\"]",
    ] {
        assert!(pgn.contains(tag), "{tag} in {pgn}");
    }
    assert!(a.state().contains("{myTurn true}"), "{}", a.state());

    assert!(a.send(game, (1, "e4", ""), MOVE).contains(SUCCESS));
    let refused = b.send(game, (1, "Ke6", ""), MOVE);
    assert!(refused.contains("console: info Invalid move!"), "{refused}");
    let offered = b.send(game, (1, "e5", "a fair game?"), OFFER);
    assert!(offered.contains(SUCCESS), "{offered}");
    let view = api(&base, &format!("/games/{game}"), Some(&alice), None).await;
    assert_eq!(moves_of(&view), xfcc_moves(&["e4", "e5"]));
    assert_eq!(view["draw_offer"], "black");

    a.fetch();
    assert!(a.state().contains("{drawOffered true}"), "{}", a.state());
    let pgn = a.pgn(game);
    assert!(pgn.contains("1. e4 {[%days 0] [%ccsnt "), "{pgn}");
    assert!(
        a.send(game, (2, "Nf3", ""), MOVE).contains(SUCCESS),
        "declines by moving"
    );
    assert!(b.send(game, (2, "", ""), RESIGN).contains(SUCCESS));
    let view = api(&base, &format!("/games/{game}"), Some(&alice), None).await;
    assert_eq!(
        (view["result"].as_str(), view["termination"].as_str()),
        (Some("1-0"), Some("resignation"))
    );
    assert_eq!(moves_of(&view), xfcc_moves(&["e4", "e5", "Nf3"]));
    b.fetch();
    assert!(b.pgn(game).contains("[Result \"1-0\"]"), "{}", b.pgn(game));

    let second = new_game(&base, &alice, &bob).await;
    assert!(a.send(second, (1, "d4", ""), OFFER).contains(SUCCESS));
    let accepted = b.send(second, (1, "", ""), ACCEPT);
    assert!(accepted.contains(SUCCESS), "{accepted}");
    let view = api(&base, &format!("/games/{second}"), Some(&bob), None).await;
    assert_eq!(
        (view["result"].as_str(), view["termination"].as_str()),
        (Some("1/2-1/2"), Some("agreement"))
    );
    b.fetch();
    assert!(
        b.pgn(second).contains("[Result \"1/2-1/2\"]"),
        "{}",
        b.pgn(second)
    );
    assert!(
        b.pgn(second).contains("1. d4 {[%days 0] [%ccsnt "),
        "{}",
        b.pgn(second)
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn scid_reports_a_wrong_password_in_its_message_box() {
    if !scid_available() {
        return;
    }
    let dir = temp_dir("xfcc-scid-auth");
    let port = free_port();
    let base = format!("http://127.0.0.1:{port}");
    let _server = serve_in(&dir.join("data"), port);
    player(&base, "alice").await;
    let uri = format!("{base}/xfcc");
    let scid = Scid::new(&dir, &uri, "alice");
    let rc = std::fs::read_to_string(&scid.rc)
        .unwrap()
        .replace(PASSWORD, "wrong one");
    std::fs::write(&scid.rc, rc).unwrap();
    let console = scid.fetch();
    assert!(
        console.contains("console: info Authentication failed!"),
        "{console}"
    );
    assert!(
        console.contains("messagebox: Scid Authentication Failure!"),
        "{console}"
    );
    let console = scid.send(1, (1, "e4", ""), MOVE);
    assert!(
        console.contains("console: info Authentication failed!"),
        "{console}"
    );
}

//! `kingpost adjudicate` and `kingpost admin grant-…` run as a user would: exit codes and output.

use std::process::{Command, Stdio};

use kingpost::db;
use kingpost::domain::account::UserId;
use kingpost::domain::adjudication::Role;
use kingpost::service::{accounts, adjudication};
use serde_json::Value;

use crate::adjudication::{KRK_LATE, MATE_IN_TWO, OPENING, stockfish, syzygy_dir};
use crate::support::{TestApp, fresh_databases};

struct Run {
    code: i32,
    stdout: String,
    stderr: String,
}

fn kingpost(args: &[&str]) -> Run {
    let output = Command::new(env!("CARGO_BIN_EXE_kingpost"))
        .args(args)
        .env_remove("KINGPOST_SYZYGY_PATH")
        .env_remove("KINGPOST_UCI_ENGINE")
        .stdin(Stdio::null())
        .output()
        .unwrap();
    Run {
        code: output.status.code().unwrap(),
        stdout: String::from_utf8(output.stdout).unwrap(),
        stderr: String::from_utf8(output.stderr).unwrap(),
    }
}

#[test]
fn a_mate_in_two_as_text_exits_0() {
    let run = kingpost(&["adjudicate", "--fen", MATE_IN_TWO, "--nodes", "50000"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(lines[0], format!("Position: {MATE_IN_TWO}"));
    assert_eq!(lines[1], "Verdict:  White wins");
    assert!(
        lines[2].starts_with("Rule:     engine: forced mate in 2 for White (Kingpost"),
        "{}",
        run.stdout
    );
    assert!(
        lines[3].contains("score #2 (White's view)"),
        "{}",
        run.stdout
    );
    assert_eq!(lines[4], "  line: 1. Kb6 Kb8 2. Rh8#");
}

#[test]
fn json_carries_the_evidence() {
    let run = kingpost(&[
        "adjudicate",
        "--fen",
        MATE_IN_TWO,
        "--nodes",
        "50000",
        "--json",
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let report: Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(report["verdict"], "white_wins");
    assert_eq!(report["rule"], "engine_mate");
    assert_eq!(report["engine"]["score"]["mate"], 2);
    assert_eq!(report["engine"]["pv"][0], "Kb6");
    assert!(report["engine"]["nodes"].as_u64().unwrap() > 0);
    assert!(report["engine"]["depth"].as_u64().unwrap() >= 3);
    assert_eq!(report["thresholds"]["win_cp"], 300);
}

#[test]
fn an_unclear_position_exits_1() {
    let run = kingpost(&["adjudicate", "--fen", OPENING, "--nodes", "3000"]);
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert!(run.stdout.contains("Verdict:  unclear"), "{}", run.stdout);
}

#[test]
fn tablebases_and_the_fifty_move_rule() {
    let dir = syzygy_dir();
    let dir = dir.to_str().unwrap();
    let args = [
        "adjudicate",
        "--fen",
        KRK_LATE,
        "--nodes",
        "2000",
        "--syzygy",
        dir,
    ];
    let run = kingpost(&args);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.contains("Verdict:  draw"), "{}", run.stdout);
    assert!(
        run.stdout
            .contains("cursed win for White, a draw under the 50-move rule"),
        "{}",
        run.stdout
    );
    let mut json = args.to_vec();
    json.push("--json");
    let report: Value = serde_json::from_str(&kingpost(&json).stdout).unwrap();
    assert_eq!(report["tablebase"]["wdl"], "cursed_win");
    assert_eq!(report["tablebase"]["halfmove_clock"], 90);
    let mut set_aside = args.to_vec();
    set_aside.push("--no-fifty-move-rule");
    let run = kingpost(&set_aside);
    assert!(
        run.stdout.contains("Verdict:  White wins"),
        "{}",
        run.stdout
    );
}

#[test]
fn a_pgn_game_is_judged_after_its_last_move() {
    let dir = crate::support::temp_dir("adjudicate-pgn");
    let path = dir.join("game.pgn");
    std::fs::write(
        &path,
        "[Event \"?\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 *\n\n1. d4 d5 *\n",
    )
    .unwrap();
    let file = path.to_str().unwrap();
    let run = kingpost(&["adjudicate", "--pgn", file, "--nodes", "20000"]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.contains("forced mate in 1 for White"),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("line: 4. Qxf7#"), "{}", run.stdout);
    let second = kingpost(&[
        "adjudicate",
        "--pgn",
        file,
        "--game",
        "2",
        "--nodes",
        "3000",
    ]);
    assert_eq!(second.code, 1, "{}", second.stdout);
    let missing = kingpost(&["adjudicate", "--pgn", file, "--game", "3"]);
    assert_eq!(missing.code, 2);
    assert!(
        missing.stderr.contains("has no game 3"),
        "{}",
        missing.stderr
    );
}

#[test]
fn bad_input_exits_2_and_says_what_is_right() {
    let run = kingpost(&["adjudicate", "--fen", "not a fen"]);
    assert_eq!(run.code, 2);
    assert!(run.stderr.contains("is not a FEN"), "{}", run.stderr);
    let run = kingpost(&["adjudicate"]);
    assert_eq!(run.code, 2);
    assert!(run.stderr.contains("--fen"), "{}", run.stderr);
    let run = kingpost(&[
        "adjudicate",
        "--fen",
        MATE_IN_TWO,
        "--syzygy",
        "/nonexistent",
    ]);
    assert_eq!(run.code, 2);
    assert!(run.stderr.contains("Syzygy"), "{}", run.stderr);
    let help = kingpost(&["adjudicate", "--help"]);
    assert!(help.stdout.contains("Exit codes:"), "{}", help.stdout);
    assert!(help.stdout.contains("1  unclear"), "{}", help.stdout);
}

#[test]
fn the_report_shows_stockfish_beside_the_built_in_engine() {
    let Some(path) = stockfish() else { return };
    let run = kingpost(&[
        "adjudicate",
        "--fen",
        MATE_IN_TWO,
        "--nodes",
        "50000",
        "--uci-engine",
        path.to_str().unwrap(),
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.contains("Kingpost 0.1.0: score #2"),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("Stockfish"), "{}", run.stdout);
    assert!(
        run.stdout.contains("its verdict: White wins"),
        "{}",
        run.stdout
    );
    let broken = kingpost(&[
        "adjudicate",
        "--fen",
        MATE_IN_TWO,
        "--nodes",
        "5000",
        "--uci-engine",
        "/nonexistent/engine",
    ]);
    assert!(
        broken
            .stdout
            .contains("Second opinion: none (cannot start the UCI engine"),
        "{}",
        broken.stdout
    );
}

#[test]
fn admins_grant_roles_on_every_backend() {
    for url in fresh_databases("cli-admin") {
        let pool = TestApp::on(url.clone()).pool.clone();
        let now = chrono::Utc::now().naive_utc();
        let form = accounts::Registration {
            username: "Olga",
            email: "olga@example.org",
            password: "long enough",
        };
        let olga = accounts::register(
            &mut pool.get().unwrap(),
            &form,
            kingpost::chess::Language::English,
            now,
        )
        .unwrap();
        let role = |user: UserId| adjudication::role(&mut pool.get().unwrap(), user).unwrap();
        assert_eq!(role(olga), Role::Player);
        let database = url.to_string();
        let database = match &url {
            db::DatabaseUrl::Postgres(raw) => raw.clone(),
            db::DatabaseUrl::Sqlite(_) => database,
        };
        let run = kingpost(&[
            "admin",
            "grant-organizer",
            "olga",
            "--database-url",
            &database,
        ]);
        assert_eq!(run.code, 0, "{}", run.stderr);
        assert_eq!(run.stdout, "olga is now an organizer\n");
        assert_eq!(role(olga), Role::Organizer);
        let run = kingpost(&["admin", "grant-admin", "Olga", "--database-url", &database]);
        assert_eq!(run.code, 0, "{}", run.stderr);
        assert_eq!(role(olga), Role::Admin);
        let run = kingpost(&["admin", "revoke-role", "olga", "--database-url", &database]);
        assert_eq!(run.code, 0, "{}", run.stderr);
        assert_eq!(role(olga), Role::Player);
        let run = kingpost(&[
            "admin",
            "grant-admin",
            "nobody",
            "--database-url",
            &database,
        ]);
        assert_eq!(run.code, 1);
        assert_eq!(run.stdout, "there is no user called 'nobody'\n");
    }
}

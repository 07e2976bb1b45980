//! The `kingpost` binary, run as a user would: exit codes and exact output.

use std::io::Write;
use std::process::{Command, Stdio};

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/pgn");

struct Run {
    code: i32,
    stdout: String,
    stderr: String,
}

fn kingpost(args: &[&str], stdin: Option<&str>) -> Run {
    let mut child = Command::new(env!("CARGO_BIN_EXE_kingpost"))
        .args(args)
        .current_dir(DATA)
        .stdin(if stdin.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    if let Some(text) = stdin {
        child
            .stdin
            .take()
            .unwrap()
            .write_all(text.as_bytes())
            .unwrap();
    }
    let output = child.wait_with_output().unwrap();
    Run {
        code: output.status.code().unwrap(),
        stdout: String::from_utf8(output.stdout).unwrap(),
        stderr: String::from_utf8(output.stderr).unwrap(),
    }
}

fn data(name: &str) -> String {
    std::fs::read_to_string(format!("{DATA}/{name}")).unwrap()
}

const MIXED_REPORT: &str = "\
game 5, ply 8: illegal move Nf6
game 6, ply 5: ambiguous move Nd2
game 7, ply 0: bad FEN tag: the FEN could not be read (invalid board part in fen); expected six fields such as 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
game 8, ply 5: move a3 after the game ended: 0-1 (checkmate)
game 9, ply 0: unsupported variant \"Crazyhouse\": only standard chess and Chess960 can be imported
10 games read, 5 bad, 106 plies checked
";

#[test]
fn check_reports_bad_games_and_exits_1() {
    let run = kingpost(&["pgn", "check", "mixed.pgn"], None);
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert_eq!(run.stdout, MIXED_REPORT);
    assert_eq!(run.stderr, "");
}

#[test]
fn check_reads_standard_input() {
    for args in [&["pgn", "check", "-"][..], &["pgn", "check"][..]] {
        let run = kingpost(args, Some(&data("mixed.pgn")));
        assert_eq!(run.code, 1, "{args:?}");
        assert_eq!(run.stdout, MIXED_REPORT, "{args:?}");
    }
}

#[test]
fn check_of_a_good_file_exits_0() {
    let run = kingpost(&["pgn", "check", "short.pgn"], None);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(run.stdout, "2 games read, 0 bad, 23 plies checked\n");
}

#[test]
fn check_of_a_missing_file_says_so() {
    let run = kingpost(&["pgn", "check", "no-such-file.pgn"], None);
    assert_eq!(run.code, 2);
    assert!(
        run.stderr
            .starts_with("kingpost: could not open no-such-file.pgn: "),
        "{}",
        run.stderr
    );
}

#[test]
fn convert_to_iccf_keeps_the_tags() {
    let run = kingpost(&["pgn", "convert", "--to", "iccf", "short.pgn"], None);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(
        run.stdout,
        "\
[Event \"Legall's mate\"]
[White \"Legall\"]
[Black \"Saint Brie\"]
[Result \"1-0\"]

1. 5254 5755 2. 7163 4746 3. 6134 3874 4. 2133 7776 5. 6355 7441 6. 3467 5857
7. 3345 1-0

[Event \"Castling in Chess960\"]
[Variant \"Chess960\"]
[SetUp \"1\"]
[FEN \"nnbrkrqb/pppppppp/8/8/8/8/PPPPPPPP/NNBRKRQB w KQkq - 0 1\"]
[Result \"*\"]

1. 7273 4745 2. 6264 3865 3. 7162 2847 4. 2133 5756 5. 5171 5838 *

"
    );
}

#[test]
fn convert_in_other_notations_and_languages() {
    let movetext = |args: &[&str]| {
        let run = kingpost(args, Some(&data("short.pgn")));
        assert_eq!(run.code, 0, "{}", run.stderr);
        run.stdout
            .lines()
            .filter(|line| !line.starts_with('[') && !line.is_empty())
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert_eq!(
        movetext(&["pgn", "convert", "--to", "uci", "-"]),
        "1. e2e4 e7e5 2. g1f3 d7d6 3. f1c4 c8g4 4. b1c3 g7g6 5. f3e5 g4d1 6. c4f7 e8e7\n\
         7. c3d5 1-0\n\
         1. g2g3 d7d5 2. f2f4 c8f5 3. g1f2 b8d7 4. b1c3 e7e6 5. e1f1 e8d8 *"
    );
    assert_eq!(
        movetext(&["pgn", "convert", "--to", "san", "--lang", "de", "-"]),
        "1. e4 e5 2. Sf3 d6 3. Lc4 Lg4 4. Sc3 g6 5. Sxe5 Lxd1 6. Lxf7+ Ke7 7. Sd5# 1-0\n\
         1. g3 d5 2. f4 Lf5 3. Df2 Sd7 4. Sc3 e6 5. O-O O-O-O *"
    );
    assert_eq!(
        movetext(&["pgn", "convert", "--to", "figurine", "-"]),
        "1. e4 e5 2. ♘f3 d6 3. ♗c4 ♝g4 4. ♘c3 g6 5. ♘xe5 ♝xd1 6. ♗xf7+ ♚e7 7. ♘d5# 1-0\n\
         1. g3 d5 2. f4 ♝f5 3. ♕f2 ♞d7 4. ♘c3 e6 5. O-O O-O-O *"
    );
    assert_eq!(
        movetext(&["pgn", "convert", "--to", "lan", "--lang", "fr", "-"]),
        "1. e2-e4 e7-e5 2. Cg1-f3 d7-d6 3. Ff1-c4 Fc8-g4 4. Cb1-c3 g7-g6 5. Cf3xe5\n\
         Fg4xd1 6. Fc4xf7 Re8-e7 7. Cc3-d5 1-0\n\
         1. g2-g3 d7-d5 2. f2-f4 Fc8-f5 3. Dg1-f2 Cb8-d7 4. Cb1-c3 e7-e6 5. O-O O-O-O *"
    );
}

#[test]
fn convert_leaves_out_bad_games_and_exits_1() {
    let run = kingpost(&["pgn", "convert", "--to", "san", "mixed.pgn"], None);
    assert_eq!(run.code, 1);
    assert_eq!(run.stdout.matches("[Event ").count(), 4, "{}", run.stdout);
    assert!(
        run.stderr
            .starts_with("game 5, ply 8: illegal move Nf6\ngame 6, ply 5: ambiguous move Nd2\n"),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr
            .ends_with("\n5 of 10 games left out because of errors\n"),
        "{}",
        run.stderr
    );
}

#[test]
fn an_unknown_language_lists_the_supported_codes() {
    let run = kingpost(
        &["pgn", "convert", "--to", "san", "--lang", "xx", "-"],
        Some(""),
    );
    assert_eq!(run.code, 2);
    assert!(
        run.stderr.contains(
            "unknown language code \"xx\"; supported codes: en (English), de (German), fr \
             (French), es (Spanish)"
        ),
        "{}",
        run.stderr
    );
}

#[test]
fn move_prints_every_notation() {
    let run = kingpost(&["move", "5254"], None);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(
        run.stdout,
        "\
Read as:  ICCF numeric notation
SAN:      e4
Figurine: e4
ICCF:     5254
UCI:      e2e4
LAN:      e2-e4
"
    );
}

#[test]
fn move_in_another_language() {
    let run = kingpost(&["move", "--lang", "de", "Sf3"], None);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(
        run.stdout,
        "\
Read as:      standard algebraic notation (SAN) with German piece letters
SAN:          Nf3
SAN (German): Sf3
Figurine:     ♘f3
ICCF:         7163
UCI:          g1f3
LAN:          Sg1-f3
"
    );
}

#[test]
fn move_from_a_fen_or_a_chess960_start() {
    let fen = "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1";
    let run = kingpost(&["move", "--fen", fen, "1...", "O-O-O"], None);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(run.stdout.contains("\nICCF:     5838\n"), "{}", run.stdout);
    assert!(run.stdout.contains("\nUCI:      e8c8\n"), "{}", run.stdout);

    let run = kingpost(&["move", "--chess960", "87", "g1g3"], None);
    assert_eq!(run.code, 1);
    assert_eq!(run.stdout, "");
    let run = kingpost(&["move", "--chess960", "87", "g2g3"], None);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout
            .starts_with("Read as:  engine notation (UCI)\nSAN:      g3\n")
    );
}

#[test]
fn move_errors_are_precise_and_exit_1() {
    let run = kingpost(&["move", "Nf4"], None);
    assert_eq!(run.code, 1);
    assert_eq!(run.stdout, "");
    assert_eq!(
        run.stderr,
        "Nf4 is not possible: no white knight can move to f4.\n"
    );
    let run = kingpost(&["move", "--fen", "not a position", "e4"], None);
    assert_eq!(run.code, 2);
    assert!(
        run.stderr.contains("the FEN could not be read"),
        "{}",
        run.stderr
    );
    let run = kingpost(&["move", "--chess960", "960", "e4"], None);
    assert_eq!(run.code, 2);
    assert!(run.stderr.contains("0 to 959"), "{}", run.stderr);
}

#[test]
fn every_subcommand_has_help() {
    for (args, phrase) in [
        (&["--help"][..], "pgn"),
        (&["pgn", "--help"][..], "Check that every game"),
        (&["pgn", "check", "--help"][..], "illegal move Nf6"),
        (&["pgn", "convert", "--help"][..], "ICCF numeric notation"),
        (&["move", "--help"][..], "ICCF numbers (5254)"),
    ] {
        let run = kingpost(args, None);
        assert_eq!(run.code, 0, "{args:?}: {}", run.stderr);
        assert!(run.stdout.contains(phrase), "{args:?}: {}", run.stdout);
    }
}

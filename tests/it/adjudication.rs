//! Adjudication verdicts from the library: clear positions, real Syzygy tables (win, draw, a win
//! the 50-move rule frustrates), tablebase claims, and a second opinion from a real Stockfish.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use kingpost::adjudication::{
    Adjudicator, Budget, ClaimDecision, ExternalEngine, Report, Rule, Tablebases, Thresholds,
    Verdict, WhiteScore, claim_by_tablebase,
};
use kingpost::chess::{CastlingMode, Chess, GameRecord, GameResult, StartPosition};
use shakmaty::fen::Fen;

/// The real tables shipped for the tests (see tests/data/syzygy/SOURCE.txt).
pub fn syzygy_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/syzygy")
}

fn position(fen: &str) -> Chess {
    fen.parse::<Fen>()
        .unwrap()
        .into_position(CastlingMode::Standard)
        .unwrap()
}

/// A deterministic judge: fixed node budget, no tables, no second engine.
fn judge(nodes: u64) -> Adjudicator {
    Adjudicator::new(
        Thresholds::default(),
        Budget {
            time: None,
            nodes: Some(nodes),
            hash_mb: 16,
        },
    )
}

fn with_tables(mut adjudicator: Adjudicator) -> Adjudicator {
    adjudicator.tablebases = Some(Arc::new(Tablebases::open(&syzygy_dir()).unwrap()));
    adjudicator
}

/// Where Debian's stockfish is, if installed. Outside CI its absence skips the test with a
/// note; in CI (which installs it through scripts/test) its absence fails.
pub fn stockfish() -> Option<PathBuf> {
    let found = ["/usr/games/stockfish", "/usr/bin/stockfish"]
        .into_iter()
        .map(PathBuf::from)
        .find(|p| p.is_file());
    if found.is_none() {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI must test the external engine: scripts/test installs Debian's stockfish"
        );
        eprintln!("note: stockfish is not installed; skipping the external-engine test");
    }
    found
}

/// Mate in 2 with king and rook: 1. Kb6 Kb8 2. Rh8#.
pub const MATE_IN_TWO: &str = "k7/8/2K5/8/8/8/8/7R w - - 0 1";
/// After 1. e4 e5 2. Nf3 Nc6: nothing decided.
pub const OPENING: &str = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
/// King and rook against king, White to move: a tablebase win in 29 half-moves (DTZ).
pub const KRK: &str = "8/8/8/4k3/8/8/8/KR6 w - - 0 80";
/// The same with 90 half-moves already gone: the win comes too late for the 50-move rule.
pub const KRK_LATE: &str = "8/8/8/4k3/8/8/8/KR6 w - - 90 80";
/// King and rook pawn against the king in the corner in front of it: a tablebase draw.
pub const KPK_DRAW: &str = "k7/8/K7/P7/8/8/8/8 w - - 0 60";

#[test]
fn a_mate_in_two_is_a_win_with_the_line() {
    let report = judge(50_000).adjudicate_position(&position(MATE_IN_TWO), CastlingMode::Standard);
    assert_eq!(report.verdict, Verdict::WhiteWins, "{}", report.to_text());
    assert_eq!(report.rule, Rule::EngineMate);
    let engine = report.engine.as_ref().unwrap();
    assert_eq!(engine.score, WhiteScore::Mate(2));
    assert_eq!(engine.pv, ["Kb6", "Kb8", "Rh8#"]);
    assert!(engine.nodes > 0 && engine.depth >= 3);
    assert!(
        report
            .explanation
            .starts_with("engine: forced mate in 2 for White"),
        "{}",
        report.explanation
    );
    let text = report.to_text();
    assert!(text.contains("Verdict:  White wins"), "{text}");
    assert!(text.contains("line: 1. Kb6 Kb8 2. Rh8#"), "{text}");
}

#[test]
fn bare_kings_are_a_dead_position_and_need_no_engine() {
    let report = judge(1000).adjudicate_position(
        &position("8/8/8/3k4/8/8/3K4/8 w - - 0 1"),
        CastlingMode::Standard,
    );
    assert_eq!(report.verdict, Verdict::Draw);
    assert_eq!(report.rule, Rule::DeadPosition);
    assert!(report.explanation.starts_with("dead position"));
    assert!(report.engine.is_none());
}

#[test]
fn a_balanced_opening_is_unclear() {
    let report = judge(20_000).adjudicate_position(&position(OPENING), CastlingMode::Standard);
    assert_eq!(report.verdict, Verdict::Unclear, "{}", report.to_text());
    assert!(matches!(
        report.rule,
        Rule::BelowThreshold | Rule::DepthTooLow
    ));
    let relaxed = Adjudicator {
        thresholds: Thresholds {
            min_depth: 1,
            ..Thresholds::default()
        },
        ..judge(20_000)
    };
    let report = relaxed.adjudicate_position(&position(OPENING), CastlingMode::Standard);
    assert_eq!(report.rule, Rule::BelowThreshold, "{}", report.to_text());
    assert!(
        report.explanation.contains("below threshold 3.00"),
        "{}",
        report.explanation
    );
}

#[test]
fn a_large_advantage_at_enough_depth_wins_and_the_threshold_is_configurable() {
    // White is a queen up in a quiet middlegame.
    let fen = "r1b1kb1r/pppp1ppp/2n2n2/4p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R w KQkq - 0 5";
    let loose = Adjudicator {
        thresholds: Thresholds {
            min_depth: 4,
            ..Thresholds::default()
        },
        ..judge(60_000)
    };
    let report = loose.adjudicate_position(&position(fen), CastlingMode::Standard);
    assert_eq!(report.verdict, Verdict::WhiteWins, "{}", report.to_text());
    assert_eq!(report.rule, Rule::EngineScore);
    assert!(
        report.explanation.contains(">= threshold 3.00"),
        "{}",
        report.explanation
    );
    let strict = Adjudicator {
        thresholds: Thresholds {
            win_cp: 5000,
            min_depth: 4,
            ..Thresholds::default()
        },
        ..judge(60_000)
    };
    let report = strict.adjudicate_position(&position(fen), CastlingMode::Standard);
    assert_eq!(report.verdict, Verdict::Unclear, "{}", report.to_text());
}

#[test]
fn a_game_record_is_judged_with_its_ending() {
    let mut record = GameRecord::new(StartPosition::standard());
    record.resign(shakmaty::Color::White).unwrap();
    let report = judge(1000).adjudicate_record(&record);
    assert_eq!(report.verdict, Verdict::BlackWins);
    assert_eq!(report.rule, Rule::GameOver);
}

#[test]
fn tablebases_judge_exactly_under_the_fifty_move_rule() {
    let judge = with_tables(judge(5_000));
    let win = judge.adjudicate_position(&position(KRK), CastlingMode::Standard);
    assert_eq!(win.verdict, Verdict::WhiteWins, "{}", win.to_text());
    assert_eq!(win.rule, Rule::Tablebase);
    let tb = win.tablebase.as_ref().unwrap();
    assert_eq!((tb.wdl.as_str(), tb.dtz, tb.pieces), ("win", 29, 3));
    assert!(tb.best_move.is_some());
    assert!(
        win.explanation.contains("within the 50-move rule"),
        "{}",
        win.explanation
    );

    let draw = judge.adjudicate_position(&position(KPK_DRAW), CastlingMode::Standard);
    assert_eq!(draw.verdict, Verdict::Draw, "{}", draw.to_text());
    assert_eq!(draw.rule, Rule::Tablebase);

    // The same king-and-rook win with 90 half-moves gone: 29 more is past 100.
    let late = judge.adjudicate_position(&position(KRK_LATE), CastlingMode::Standard);
    assert_eq!(late.verdict, Verdict::Draw, "{}", late.to_text());
    assert_eq!(late.tablebase.as_ref().unwrap().wdl, "cursed_win");
    assert!(
        late.explanation.contains("a draw under the 50-move rule"),
        "{}",
        late.explanation
    );
    // The engine alone would call it a win: the report shows both.
    assert!(
        matches!(
            late.engine.as_ref().unwrap().score,
            WhiteScore::Cp(cp) if cp > 300
        ) || matches!(late.engine.as_ref().unwrap().score, WhiteScore::Mate(n) if n > 0)
    );

    let no_rule = Adjudicator {
        thresholds: Thresholds {
            fifty_move_rule: false,
            ..Thresholds::default()
        },
        ..judge.clone()
    };
    let set_aside = no_rule.adjudicate_position(&position(KRK_LATE), CastlingMode::Standard);
    assert_eq!(set_aside.verdict, Verdict::WhiteWins);
}

#[test]
fn positions_beyond_the_tables_fall_back_to_the_engine_with_a_note() {
    let judge = with_tables(judge(5_000));
    let report = judge.adjudicate_position(&position(OPENING), CastlingMode::Standard);
    assert!(report.tablebase.is_none());
    assert!(
        report.notes.iter().any(|n| n.contains("castling rights")),
        "{:?}",
        report.notes
    );
    // Queen and rook against king: four pieces, but no KQRvK table is shipped.
    let report = judge.adjudicate_position(
        &position("8/8/8/4k3/8/8/8/KQR5 w - - 0 1"),
        CastlingMode::Standard,
    );
    assert!(report.tablebase.is_none());
    assert!(
        report.notes.iter().any(|n| n.contains("no ")),
        "{:?}",
        report.notes
    );
}

#[test]
fn tablebase_claims_are_accepted_only_when_the_tables_agree() {
    let tables = Tablebases::open(&syzygy_dir()).unwrap();
    assert!(tables.files() >= 12 && tables.max_pieces() >= 4);
    let rules = Thresholds::default();
    let claim = |fen: &str, result| claim_by_tablebase(&tables, &position(fen), result, &rules);
    assert!(matches!(
        claim(KRK, GameResult::WhiteWins).unwrap(),
        ClaimDecision::Accepted { .. }
    ));
    let ClaimDecision::Refused { reason } = claim(KRK, GameResult::Draw).unwrap() else {
        panic!("a won position is not a draw");
    };
    assert!(reason.contains("the tablebases say White wins"), "{reason}");
    assert!(matches!(
        claim(KRK_LATE, GameResult::Draw).unwrap(),
        ClaimDecision::Accepted { .. }
    ));
    assert!(matches!(
        claim(KRK_LATE, GameResult::WhiteWins).unwrap(),
        ClaimDecision::Refused { .. }
    ));
    let ClaimDecision::Refused { reason } = claim(OPENING, GameResult::Draw).unwrap() else {
        panic!("the opening is not in the tables");
    };
    assert!(reason.contains("do not cover"), "{reason}");
}

#[test]
fn missing_tables_are_reported_plainly() {
    let empty = std::env::temp_dir().join(format!("kingpost-no-tables-{}", std::process::id()));
    std::fs::create_dir_all(&empty).unwrap();
    let err = Tablebases::open(&empty).err().unwrap().to_string();
    assert!(err.contains("holds no tables"), "{err}");
}

#[test]
fn reports_survive_json() {
    let report =
        with_tables(judge(2_000)).adjudicate_position(&position(KRK_LATE), CastlingMode::Standard);
    let json = serde_json::to_string(&report).unwrap();
    let back: Report = serde_json::from_str(&json).unwrap();
    assert_eq!(back, report);
    let value: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(value["verdict"], "draw");
    assert_eq!(value["rule"], "tablebase");
    assert_eq!(value["tablebase"]["wdl"], "cursed_win");
}

#[test]
fn stockfish_gives_a_second_opinion() {
    let Some(path) = stockfish() else { return };
    let judge = Adjudicator {
        external: Some(ExternalEngine { path }),
        budget: Budget {
            time: None,
            nodes: Some(50_000),
            hash_mb: 16,
        },
        ..Adjudicator::default()
    };
    let report = judge.adjudicate_position(&position(MATE_IN_TWO), CastlingMode::Standard);
    let second = report.second_opinion.as_ref().unwrap();
    assert_eq!(second.error, None);
    let opinion = second.opinion.as_ref().unwrap();
    assert!(opinion.name.starts_with("Stockfish"), "{}", opinion.name);
    assert_eq!(opinion.score, WhiteScore::Mate(2));
    assert_eq!(opinion.pv.first().map(String::as_str), Some("Kb6"));
    assert_eq!(second.verdict, Some(Verdict::WhiteWins));
    assert_eq!(report.verdict, Verdict::WhiteWins);
    let text = report.to_text();
    assert!(
        text.contains("Kingpost") && text.contains("Stockfish"),
        "{text}"
    );

    // A history given as moves reaches the engine too (a Chess960 start, in Chess960 notation).
    let start = StartPosition::chess960(0).unwrap();
    let mut record = GameRecord::new(start);
    let mv =
        kingpost::chess::parse_move(record.position(), "e4", kingpost::chess::Language::English)
            .unwrap()
            .mv;
    record.play(mv).unwrap();
    let report = judge.adjudicate_record(&record);
    let second = report.second_opinion.unwrap();
    assert_eq!(second.error, None, "{:?}", second.error);
    assert!(second.opinion.unwrap().depth > 0);
}

#[test]
fn every_verdict_has_a_message_for_the_pages() {
    for verdict in [
        Verdict::WhiteWins,
        Verdict::Draw,
        Verdict::BlackWins,
        Verdict::Unclear,
    ] {
        let key = format!("verdict-{}", verdict.as_str());
        assert!(kingpost::i18n::has_message(&key), "{key}");
    }
}

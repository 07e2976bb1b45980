//! PGN import and export through the public API, on the files in tests/data/pgn.

use std::io::Read;

use kingpost::chess::pgn::{ImportedGame, PgnTags, check_games, export_pgn, read_games};
use kingpost::chess::{CastlingMode, GameRecord, GameResult, StartPosition};
use shakmaty::san::San;

const MIXED: &str = include_str!("../data/pgn/mixed.pgn");

/// Every game of `text`: good ones, and bad ones as their error message.
fn import(text: &str) -> Vec<Result<ImportedGame, String>> {
    read_games(text.as_bytes())
        .map(|item| item.unwrap().map_err(|e| e.to_string()))
        .collect()
}

fn errors(text: &str) -> Vec<String> {
    import(text).into_iter().filter_map(Result::err).collect()
}

/// The game of MIXED whose Event tag is `event`, exactly as written in the file.
fn chunk(event: &str) -> &'static str {
    let start = MIXED.find(&format!("[Event \"{event}\"]")).unwrap();
    let end = MIXED[start..]
        .find("\n\n[")
        .map_or(MIXED.len(), |i| start + i + 2);
    &MIXED[start..end]
}

fn replay(start: StartPosition, moves: &str) -> GameRecord {
    let mut game = GameRecord::new(start);
    for text in moves.split_whitespace() {
        let mv = text
            .parse::<San>()
            .unwrap()
            .to_move(game.position())
            .unwrap();
        game.play(mv).unwrap();
    }
    game
}

#[test]
fn each_bad_game_is_reported_and_reading_goes_on() {
    assert_eq!(
        errors(MIXED),
        [
            "game 5, ply 8: illegal move Nf6",
            "game 6, ply 5: ambiguous move Nd2",
            "game 7, ply 0: bad FEN tag: the FEN could not be read (invalid board part in fen); \
             expected six fields such as 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'",
            "game 8, ply 5: move a3 after the game ended: 0-1 (checkmate)",
            "game 9, ply 0: unsupported variant \"Crazyhouse\": only standard chess and Chess960 \
             can be imported",
        ]
    );
    let good: Vec<(usize, usize)> = import(MIXED)
        .into_iter()
        .filter_map(Result::ok)
        .map(|g| (g.number, g.record.ply_count()))
        .collect();
    assert_eq!(good, [(1, 33), (2, 20), (3, 25), (4, 10), (10, 3)]);
}

#[test]
fn comments_nags_and_variations_are_skipped() {
    let games = import(MIXED);
    let game = games[1].as_ref().unwrap();
    assert_eq!(game.tag("Event"), Some("Annotated \"Closed\" Ruy Lopez"));
    assert_eq!(game.result, Some(GameResult::Draw));
    let last = game.record.moves().last().unwrap();
    let before = game.record.position_at(19).unwrap();
    assert_eq!(San::from_move(before, *last).to_string(), "Nbd7");
}

#[test]
fn start_positions_come_from_the_tags() {
    let games = import(MIXED);
    let chess960 = &games[2].as_ref().unwrap().record;
    assert_eq!(chess960.start().to_string(), "Chess960 #87");
    assert_eq!(chess960.start().castling_mode(), CastlingMode::Chess960);
    let study = &games[3].as_ref().unwrap().record;
    assert_eq!(study.start().fen(), "4k3/8/4K3/4P3/8/8/8/8 b - - 0 60");
    let untagged = games[9].as_ref().unwrap();
    assert!(untagged.tags.is_empty());
    assert!(untagged.record.start().is_standard());
    assert_eq!(untagged.result, None);
}

#[test]
fn the_checker_agrees_with_the_full_import() {
    let checked: Vec<Result<(usize, usize), String>> = check_games(MIXED.as_bytes())
        .map(|item| {
            item.unwrap()
                .map(|g| (g.number, g.plies))
                .map_err(|e| e.to_string())
        })
        .collect();
    let imported: Vec<Result<(usize, usize), String>> = import(MIXED)
        .into_iter()
        .map(|g| g.map(|g| (g.number, g.record.ply_count())))
        .collect();
    assert_eq!(checked, imported);
}

#[test]
fn games_in_export_format_come_back_byte_for_byte() {
    let games = import(MIXED);
    for (index, event) in [(0, "Paris"), (2, "Chess960 Open"), (3, "Endgame study")] {
        let game = games[index].as_ref().unwrap();
        let exported = export_pgn(&game.record, &PgnTags::from_pairs(&game.tags));
        assert_eq!(exported, chunk(event), "{event}");
    }
}

#[test]
fn every_good_game_round_trips() {
    for game in import(MIXED).into_iter().filter_map(Result::ok) {
        let text = export_pgn(&game.record, &PgnTags::from_pairs(&game.tags));
        let again = import(&text).remove(0).unwrap();
        assert_eq!(
            again.record.moves(),
            game.record.moves(),
            "game {}",
            game.number
        );
        assert_eq!(again.record.start().kind(), game.record.start().kind());
        assert_eq!(again.record.start().fen(), game.record.start().fen());
        assert_eq!(again.result, game.result);
        for pair in &game.tags {
            assert!(
                again.tags.contains(pair),
                "game {}: {pair:?} lost",
                game.number
            );
        }
        assert!(text.lines().all(|line| line.chars().count() < 80), "{text}");
    }
}

#[test]
fn export_writes_the_roster_then_other_tags_in_ascii_order() {
    let game = replay(
        StartPosition::standard(),
        "e4 c5 Nf3 d6 d4 cxd4 Nxd4 Nf6 Nc3 a6 Be3 e5 Nb3 Be6 f3 Be7 Qd2 O-O O-O-O Nbd7 g4 b5 \
         g5 b4 Ne2 Ne8 f4 a5 f5 a4 Nbd4 exd4 Nxd4 b3 Kb1 bxc2+ Nxc2 Bb3 axb3 axb3 Na3 Rxa3 \
         bxa3 Qa5",
    );
    let tags = PgnTags {
        event: Some("1st Kingpost Open".into()),
        site: Some("kingpost.example".into()),
        date: Some("2025.02.03".into()),
        round: Some("4".into()),
        white: Some("Doe, Jane".into()),
        black: Some("Roe, \"Rich\" R.".into()),
        result: Some(GameResult::BlackWins),
        termination: Some("normal".into()),
        white_elo: Some(2150),
        black_elo: None,
        time_control: Some("-".into()),
        mode: Some("EM".into()),
        extra: vec![
            ("Annotator".into(), "C:\\games".into()),
            ("Result".into(), "1-0".into()),
            ("Bad Name".into(), "dropped".into()),
            ("ECO".into(), "B90".into()),
        ],
    };
    let expected = "\
[Event \"1st Kingpost Open\"]
[Site \"kingpost.example\"]
[Date \"2025.02.03\"]
[Round \"4\"]
[White \"Doe, Jane\"]
[Black \"Roe, \\\"Rich\\\" R.\"]
[Result \"0-1\"]
[Annotator \"C:\\\\games\"]
[ECO \"B90\"]
[Mode \"EM\"]
[Termination \"normal\"]
[TimeControl \"-\"]
[WhiteElo \"2150\"]

1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 6. Be3 e5 7. Nb3 Be6 8. f3
Be7 9. Qd2 O-O 10. O-O-O Nbd7 11. g4 b5 12. g5 b4 13. Ne2 Ne8 14. f4 a5 15. f5
a4 16. Nbd4 exd4 17. Nxd4 b3 18. Kb1 bxc2+ 19. Nxc2 Bb3 20. axb3 axb3 21. Na3
Rxa3 22. bxa3 Qa5 0-1

";
    assert_eq!(export_pgn(&game, &tags), expected);
}

#[test]
fn a_finished_record_gives_result_and_termination() {
    let game = replay(StartPosition::standard(), "f3 e5 g4 Qh4#");
    let tags = PgnTags {
        result: Some(GameResult::WhiteWins),
        termination: Some("time forfeit".into()),
        ..PgnTags::default()
    };
    let text = export_pgn(&game, &tags);
    assert!(text.contains("[Result \"0-1\"]\n"), "{text}");
    assert!(text.contains("[Termination \"normal\"]\n"), "{text}");
    assert!(text.ends_with("\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n"), "{text}");
}

#[test]
fn chess960_exports_castling_as_o_o() {
    let start = StartPosition::chess960(87).unwrap();
    let game = replay(start, "g3 d5 f4 Bf5 Qf2 Nd7 Nc3 e6 O-O O-O-O");
    let text = export_pgn(&game, &PgnTags::default());
    assert!(text.contains("[Variant \"Chess960\"]\n"), "{text}");
    assert!(text.contains("[SetUp \"1\"]\n"), "{text}");
    assert!(
        text.contains("[FEN \"nnbrkrqb/pppppppp/8/8/8/8/PPPPPPPP/NNBRKRQB w KQkq - 0 1\"]\n"),
        "{text}"
    );
    assert!(
        text.ends_with("\n\n1. g3 d5 2. f4 Bf5 3. Qf2 Nd7 4. Nc3 e6 5. O-O O-O-O *\n\n"),
        "{text}"
    );
    let again = import(&text).remove(0).unwrap();
    assert_eq!(again.record.moves(), game.moves());
}

#[test]
fn broken_syntax_is_a_bad_game_and_reading_goes_on() {
    // A tag value longer than the reader's buffer never finds its closing quote.
    let long = "x".repeat(40_000);
    let text =
        format!("[Event \"{long}\"]\n[Site \"?\"]\n\n1. e4 e5 *\n\n[Event \"next\"]\n\n1. d4 *\n");
    let text = text.as_str();
    let games = import(text);
    assert_eq!(games.len(), 2, "{games:?}");
    assert_eq!(
        games[0].as_ref().unwrap_err(),
        "game 1, ply 0: unreadable PGN: unterminated tag"
    );
    assert_eq!(games[1].as_ref().unwrap().tag("Event"), Some("next"));

    let open_comment = "1. e4 e5 {never closed\n";
    assert_eq!(
        errors(open_comment),
        ["game 1, ply 3: unreadable PGN: unterminated comment"]
    );
}

#[test]
fn moves_after_an_automatic_ending_are_refused_alike_by_both_readers() {
    let cases = [
        (
            "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 \
             8. Ng1 Ng8 9. e4 *",
            "game 1, ply 17: move e4 after the game ended: 1/2-1/2 (the same position occurred \
             five times)",
        ),
        (
            "[FEN \"4k3/8/8/8/8/8/3q4/4K3 w - - 0 1\"]\n\n1. Kxd2 Kd7 *",
            "game 1, ply 2: move Kd7 after the game ended: 1/2-1/2 (dead position: neither side \
             can checkmate)",
        ),
        (
            "[FEN \"7k/8/8/8/8/8/6Q1/K7 w - - 149 120\"]\n\n120. Kb1 Kh7 *",
            "game 1, ply 2: move Kh7 after the game ended: 1/2-1/2 (75 moves without a capture \
             or a pawn move)",
        ),
        (
            "[FEN \"7k/8/8/5Q2/8/8/8/K7 w - - 0 1\"]\n\n1. Qf7 Kh7 *",
            "game 1, ply 2: move Kh7 after the game ended: 1/2-1/2 (stalemate)",
        ),
        (
            "[FEN \"7k/6Q1/6K1/8/8/8/8/8 b - - 0 1\"]\n\n1... Kxg7 *",
            "game 1, ply 1: move Kxg7 after the game ended: 1-0 (checkmate)",
        ),
    ];
    for (text, expected) in cases {
        assert_eq!(errors(text), [expected], "{text}");
        let checked: Vec<String> = check_games(text.as_bytes())
            .filter_map(|item| item.unwrap().err().map(|e| e.to_string()))
            .collect();
        assert_eq!(checked, [expected], "{text}");
    }
}

#[test]
fn the_result_tag_wins_over_the_final_marker() {
    let games = import("[Result \"1-0\"]\n\n1. e4 *\n\n1. e4 0-1\n");
    assert_eq!(
        games[0].as_ref().unwrap().result,
        Some(GameResult::WhiteWins)
    );
    assert_eq!(
        games[1].as_ref().unwrap().result,
        Some(GameResult::BlackWins)
    );
}

/// An endless PGN input: the same short game over and over.
struct Endless {
    game: &'static [u8],
    at: usize,
}

impl Read for Endless {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let mut n = 0;
        while n < buf.len() {
            buf[n] = self.game[self.at];
            self.at = (self.at + 1) % self.game.len();
            n += 1;
        }
        Ok(n)
    }
}

#[test]
fn import_streams_one_game_at_a_time() {
    let input = Endless {
        game: b"[Event \"again\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n\n",
        at: 0,
    };
    let plies: usize = read_games(input)
        .take(10_000)
        .map(|item| item.unwrap().unwrap().record.ply_count())
        .sum();
    assert_eq!(plies, 40_000);
}

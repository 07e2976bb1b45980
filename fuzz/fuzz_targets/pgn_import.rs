//! Fuzz target: the PGN importer must never panic on any input.
//!
//! Beyond not panicking, three properties are checked on every input: the fast checker and the
//! full import give the same verdict on every game (same errors, same ply counts); every good
//! game exports to PGN that imports again to the same start and moves; and the export's
//! movetext lines stay under 80 characters.
#![no_main]

use kingpost::chess::pgn::{ImportedGame, PgnTags, check_games, export_pgn, read_games};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut imported = Vec::new();
    for item in read_games(data) {
        match item.expect("a byte slice is always readable") {
            Ok(game) => {
                round_trip(&game);
                imported.push(Ok((game.number, game.record.ply_count())));
            }
            Err(error) => imported.push(Err(error.to_string())),
        }
    }
    let checked: Vec<_> = check_games(data)
        .map(|item| {
            item.expect("a byte slice is always readable")
                .map(|game| (game.number, game.plies))
                .map_err(|error| error.to_string())
        })
        .collect();
    assert_eq!(checked, imported);
});

/// Export, then import again: the same start and the same moves, lines under 80 characters.
fn round_trip(game: &ImportedGame) {
    let text = export_pgn(&game.record, &PgnTags::from_pairs(&game.tags));
    let movetext = text.split("\n\n").nth(1).unwrap_or_default();
    assert!(movetext.lines().all(|l| l.chars().count() < 80), "{text}");
    let again = read_games(text.as_bytes())
        .next()
        .expect("one game")
        .expect("a string is always readable")
        .unwrap_or_else(|error| panic!("{error}\n{text}"));
    assert_eq!(again.record.moves(), game.record.moves(), "{text}");
    assert_eq!(again.record.start().fen(), game.record.start().fen(), "{text}");
}

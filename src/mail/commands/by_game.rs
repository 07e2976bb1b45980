//! A reply that names its games: the answer to the daily digest, which lists several games and
//! has one reply address for them all. Each game's lines start with its number, written as
//! `12: Nf3`, `12 - Nf3`, `game 12 Nf3`, `Game 12 - Nf3` or `#12 Nf3` (a bare `12.` is a move
//! number, not a game). The lines below a game's line that name no game belong to it, so
//! `12:` alone on a line with the move below works too. Lines above the first game's line are
//! not read. The text of each game is then read as one command by [`super::read`].

use super::clean;

/// The words that may stand before a game's number (lower case): "game" in the languages of
/// the interface that players are likely to write.
const GAME_WORDS: [&str; 9] = [
    "game",
    "partie",
    "partij",
    "partida",
    "partita",
    "spiel",
    "партия",
    "игра",
    "lojë",
];

/// The dashes and marks that may stand between a game's number and its command.
const SEPARATORS: [char; 5] = [':', '-', '–', '—', ')'];

/// The lines written for one game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameLine {
    /// The game's number as written.
    pub game: i32,
    /// The command text for it (may span lines; empty when nothing followed).
    pub text: String,
}

/// The games a reply names and the text for each, in the order written (see the module docs).
/// Empty when no line names a game.
///
/// ```
/// use kingpost::mail::commands::by_game;
///
/// let lines = by_game("Hi,\n12: Nf3\nGame 14 - e4 draw\n> 16: quoted\n");
/// assert_eq!(lines.len(), 2);
/// assert_eq!((lines[0].game, lines[0].text.as_str()), (12, "Nf3"));
/// assert_eq!((lines[1].game, lines[1].text.as_str()), (14, "e4 draw"));
/// assert!(by_game("12. Nf3").is_empty(), "a move number is no game");
/// ```
pub fn by_game(text: &str) -> Vec<GameLine> {
    let mut found: Vec<GameLine> = Vec::new();
    for line in clean(text) {
        if let Some((game, rest)) = game_prefix(&line) {
            found.push(GameLine {
                game,
                text: rest.to_owned(),
            });
        } else if let Some(last) = found.last_mut() {
            if !last.text.is_empty() {
                last.text.push('\n');
            }
            last.text.push_str(&line);
        }
    }
    found
}

/// The game a line starts with and the rest of the line.
fn game_prefix(line: &str) -> Option<(i32, &str)> {
    let (worded, rest) = match strip_game_word(line) {
        Some(rest) => (true, rest),
        None => (false, line),
    };
    let rest = rest.trim_start();
    let (hash, rest) = match rest.strip_prefix('#') {
        Some(rest) => (true, rest.trim_start()),
        None => (false, rest),
    };
    let digits = rest.len() - rest.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let (number, rest) = rest.split_at(digits);
    if number.is_empty() || number.len() > 9 || number.starts_with('0') {
        return None;
    }
    let game: i32 = number.parse().ok()?;
    let after = rest.trim_start();
    let separated = after.strip_prefix(SEPARATORS);
    match separated {
        // "1-0", "1–0": a result, not a game.
        Some(command)
            if after.starts_with(['-', '–', '—'])
                && command.starts_with(|c: char| c.is_ascii_digit()) =>
        {
            None
        }
        Some(command) => Some((game, command.trim())),
        // "game 12 Nf3", "#12 Nf3": the word or mark says it is a game; a space must follow.
        None if (worded || hash) && (rest.is_empty() || rest.starts_with(char::is_whitespace)) => {
            Some((game, after.trim()))
        }
        None => None,
    }
}

/// The line after a leading "game" word (any case), if it starts with one.
fn strip_game_word(line: &str) -> Option<&str> {
    let word_end = line
        .find(|c: char| !c.is_alphabetic())
        .unwrap_or(line.len());
    let (word, rest) = line.split_at(word_end);
    GAME_WORDS
        .contains(&word.to_lowercase().as_str())
        .then_some(rest)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> Vec<(i32, String)> {
        by_game(text)
            .into_iter()
            .map(|line| (line.game, line.text))
            .collect()
    }

    #[test]
    fn games_are_named_in_the_usual_ways() {
        for (text, game, command) in [
            ("12: Nf3", 12, "Nf3"),
            ("12 - Nf3", 12, "Nf3"),
            ("12 – Nf3", 12, "Nf3"),
            ("game 12 Nf3", 12, "Nf3"),
            ("Game 12 - Nf3", 12, "Nf3"),
            ("GAME 12: 13. e5", 12, "13. e5"),
            ("Partie 7 : Sf3", 7, "Sf3"),
            ("#12 resign", 12, "resign"),
            ("game #12 O-O", 12, "O-O"),
            ("12) 5254", 12, "5254"),
        ] {
            assert_eq!(read(text), [(game, command.to_owned())], "{text}");
        }
    }

    #[test]
    fn moves_and_prose_are_no_games() {
        for text in [
            "12. Nf3",
            "12... Nf6",
            "0-0",
            "O-O",
            "Nf3",
            "game over",
            "12 Nf3",
            "1-0",
            "game 12Nf3",
        ] {
            assert_eq!(read(text), [], "{text}");
        }
    }

    #[test]
    fn lines_below_a_game_belong_to_it() {
        let text = "Hello,\nsome words first\n12:\nNf3\n14: e4\ndraw\n\nThanks,\nAnn";
        assert_eq!(
            read(text),
            [(12, "Nf3".to_owned()), (14, "e4\ndraw".to_owned())]
        );
    }
}

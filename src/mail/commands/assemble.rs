//! From the tokens of the command line(s) to one [`Command`].
//!
//! The rules: "if" makes a conditional line (an optional move now, then pairs of the opponent's
//! move and the reply). Otherwise at most two moves: one is the move played; two are read as
//! the opponent's last move repeated and then the player's, when the numbers say so (`12...Nf6
//! 13.e5`, `12.Nf3 12...Nf6`, or a numbered move followed by an unnumbered one). Command words
//! combine as players use them: a move with "draw" offers a draw with it; "accept draw" accepts,
//! "decline draw" declines, "claim draw" claims; a move with "decline" is just the move (playing
//! declines a pending offer anyway). Anything else together (resign with a move, accept with
//! decline) is a conflict, answered with an error rather than guessed.

use std::collections::BTreeSet;

use super::tokens::Token;
use super::words::Keyword;
use super::{Command, CommandError, ConditionalLine, ConditionalStep, MoveText};
use crate::chess::Color;

/// The command the tokens make; `line` is quoted in errors.
pub(super) fn assemble(tokens: &[Token], line: &str) -> Result<Command, CommandError> {
    if tokens.contains(&Token::If) {
        return conditional(tokens, line);
    }
    let moves = distinct_moves(tokens.iter());
    let keywords: BTreeSet<Keyword> = tokens
        .iter()
        .filter_map(|t| match t {
            Token::Keyword(k, _) => Some(*k),
            _ => None,
        })
        .collect();
    let played = played_move(&moves)?;
    combine(played, &keywords, tokens)
}

/// The player's move and the repeated one before it, from zero, one or two moves.
struct Played {
    repeated: Option<(u32, Color, String)>,
    mine: MoveText,
}

fn played_move(moves: &[MoveText]) -> Result<Option<Played>, CommandError> {
    match moves {
        [] => Ok(None),
        [mine] => Ok(Some(Played {
            repeated: None,
            mine: mine.clone(),
        })),
        [theirs, mine] => match repeated(theirs, mine) {
            Some(side) => Ok(Some(Played {
                repeated: theirs.number.map(|n| (n, side, theirs.text.clone())),
                mine: mine.clone(),
            })),
            None => Err(several(moves)),
        },
        _ => Err(several(moves)),
    }
}

fn several(moves: &[MoveText]) -> CommandError {
    CommandError::SeveralMoves {
        moves: moves.iter().map(ToString::to_string).collect(),
    }
}

/// The side of the repeated move when `theirs` then `mine` read as "opponent's last move, then
/// mine": `theirs` has a number, and `mine` has none or the one that follows.
fn repeated(theirs: &MoveText, mine: &MoveText) -> Option<Color> {
    let n = theirs.number?;
    let Some(m) = mine.number else {
        return theirs.side;
    };
    let side = match theirs.side {
        Some(side) => side,
        None if m == n + 1 => Color::Black,
        None if m == n => Color::White,
        None => return None,
    };
    let fits = match side {
        Color::Black => m == n + 1 && mine.side != Some(Color::Black),
        Color::White => m == n && mine.side != Some(Color::White),
    };
    fits.then_some(side)
}

/// Moves in order, each once.
fn distinct_moves<'a>(tokens: impl Iterator<Item = &'a Token>) -> Vec<MoveText> {
    let mut moves: Vec<MoveText> = Vec::new();
    for token in tokens {
        if let Token::Move(m) = token
            && !moves.contains(m)
        {
            moves.push(m.clone());
        }
    }
    moves
}

/// The command a move (or none) and a set of command words make.
fn combine(
    played: Option<Played>,
    keywords: &BTreeSet<Keyword>,
    tokens: &[Token],
) -> Result<Command, CommandError> {
    use Keyword::{Accept, Claim, Decline, Draw, Resign};
    let has = |k: Keyword| keywords.contains(&k);
    let conflict = || conflicting(tokens);
    if has(Resign) {
        let alone = keywords.len() == 1 && played.is_none();
        return if alone {
            Ok(Command::Resign)
        } else {
            Err(conflict())
        };
    }
    if has(Claim) {
        if has(Accept) || has(Decline) {
            return Err(conflict());
        }
        let (repeated, mv) = match played {
            Some(p) => (p.repeated, Some(p.mine)),
            None => (None, None),
        };
        return Ok(Command::Claim { repeated, mv });
    }
    if has(Accept) {
        let alone = !has(Decline) && played.is_none();
        return if alone {
            Ok(Command::Accept)
        } else {
            Err(conflict())
        };
    }
    match played {
        Some(p) => Ok(Command::Move {
            repeated: p.repeated,
            number: p.mine.number,
            side: p.mine.side,
            text: p.mine.text,
            offer_draw: has(Draw) && !has(Decline),
        }),
        None if has(Decline) => Ok(Command::Decline),
        None if has(Draw) => Ok(Command::OfferDraw),
        None => Err(conflict()),
    }
}

fn conflicting(tokens: &[Token]) -> CommandError {
    let mut words: Vec<String> = Vec::new();
    for token in tokens {
        let word = match token {
            Token::Keyword(_, word) => word.clone(),
            Token::Move(m) => m.to_string(),
            _ => continue,
        };
        if !words.contains(&word) {
            words.push(word);
        }
    }
    CommandError::Conflicting { words }
}

/// `[move] if theirs mine [if theirs mine …]`; "then" words are allowed between the moves, and
/// one "if" may hold several pairs.
fn conditional(tokens: &[Token], line: &str) -> Result<Command, CommandError> {
    let bad = |reason: &str| CommandError::BadConditional {
        line: line.replace('\n', " "),
        reason: reason.to_owned(),
    };
    if let Some(Token::Keyword(_, word)) = tokens.iter().find(|t| matches!(t, Token::Keyword(..))) {
        return Err(bad(&format!(
            "\"{word}\" cannot be part of a conditional line; send it in a mail of its own"
        )));
    }
    let mut segments = tokens.split(|t| *t == Token::If);
    let first = distinct_moves(segments.next().unwrap_or_default().iter());
    let now = match first.as_slice() {
        [] => None,
        [mv] => Some(mv.clone()),
        _ => {
            return Err(bad(
                "before the first \"if\" there may be one move, the one you play now",
            ));
        }
    };
    let mut steps = Vec::new();
    for segment in segments {
        let moves: Vec<MoveText> = segment
            .iter()
            .filter_map(|t| match t {
                Token::Move(m) => Some(m.clone()),
                _ => None,
            })
            .collect();
        if moves.is_empty() || !moves.len().is_multiple_of(2) {
            return Err(bad("each \"if\" needs the opponent's move and your reply"));
        }
        for pair in moves.chunks(2) {
            steps.push(ConditionalStep {
                theirs: pair[0].clone(),
                mine: pair[1].clone(),
            });
        }
    }
    Ok(Command::Conditional(ConditionalLine { now, steps }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::Language;
    use crate::mail::commands::tokens::tokenize;

    fn command(text: &str) -> Result<Command, CommandError> {
        assemble(&tokenize(text, Language::English), text)
    }

    fn mv(text: &str) -> Command {
        Command::Move {
            repeated: None,
            number: None,
            side: None,
            text: text.to_owned(),
            offer_draw: false,
        }
    }

    #[test]
    fn single_words_and_moves() {
        assert_eq!(command("resign"), Ok(Command::Resign));
        assert_eq!(command("draw?"), Ok(Command::OfferDraw));
        assert_eq!(command("accept draw"), Ok(Command::Accept));
        assert_eq!(command("decline"), Ok(Command::Decline));
        assert_eq!(command("e4"), Ok(mv("e4")));
        assert_eq!(command("e4 e4"), Ok(mv("e4")));
        assert_eq!(command("decline e4"), Ok(mv("e4")));
        assert_eq!(
            command("claim Nf3"),
            Ok(Command::Claim {
                repeated: None,
                mv: Some(MoveText::new(None, None, "Nf3"))
            })
        );
    }

    #[test]
    fn repeated_moves_need_fitting_numbers() {
        let Ok(Command::Move {
            repeated, number, ..
        }) = command("12. Nf3 12... Nf6")
        else {
            panic!()
        };
        assert_eq!(
            (repeated, number),
            (Some((12, Color::White, "Nf3".to_owned())), Some(12))
        );
        assert!(matches!(
            command("12...Nf6 e5"),
            Ok(Command::Move {
                repeated: Some(_),
                ..
            })
        ));
        assert!(matches!(
            command("12...Nf6 14.e5"),
            Err(CommandError::SeveralMoves { .. })
        ));
        assert!(matches!(
            command("Nf6 e5"),
            Err(CommandError::SeveralMoves { .. })
        ));
        assert!(matches!(
            command("1.e4 e5 2.Nf3"),
            Err(CommandError::SeveralMoves { .. })
        ));
    }

    #[test]
    fn conflicts_are_errors() {
        for text in ["resign e4", "accept decline", "accept e4", "resign draw"] {
            assert_eq!(
                command(text).map_err(|e| e.code()),
                Err("conflicting"),
                "{text}"
            );
        }
    }

    #[test]
    fn conditional_lines() {
        let Ok(Command::Conditional(line)) =
            command("13.e5 if 13...Nf6 then 14.Bd3 if 14...Nd5 15.c4")
        else {
            panic!()
        };
        assert_eq!(
            line.now,
            Some(MoveText::new(Some(13), Some(Color::White), "e5"))
        );
        assert_eq!(line.steps.len(), 2);
        assert_eq!(
            line.steps[1].mine,
            MoveText::new(Some(15), Some(Color::White), "c4")
        );
        assert_eq!(
            command("if 13...Nf6").map_err(|e| e.code()),
            Err("bad_conditional")
        );
        assert_eq!(
            command("if 13...Nf6 14.e5 draw").map_err(|e| e.code()),
            Err("bad_conditional")
        );
    }
}

//! Reading a move: text in, legal move (or a precise error) out.
//!
//! The steps: split off the move number and annotations ([`super::input`]) and check the number
//! against the game; list the readings of the move text, best first ([`super::grammar`]); take
//! the first reading that fits a legal move, reporting ambiguity when it fits several; and when
//! none fits, explain why with the best reading ([`super::diagnose`]).

use shakmaty::{Chess, Position};

use super::input::{self, Input};
use super::pattern::Relax;
use super::write::write;
use super::{Language, MoveError, ReadMove, diagnose, grammar};

/// See [`super::parse_move`].
pub(super) fn parse(
    position: &Chess,
    text: &str,
    language: Language,
) -> Result<ReadMove, MoveError> {
    let input = input::split(text)?;
    check_number(position, &input)?;
    let readings = grammar::readings(&input.body, language);
    let Some(best) = readings.first() else {
        return Err(
            several_moves(&input, language).unwrap_or(MoveError::Unreadable {
                text: input.trimmed.clone(),
            }),
        );
    };
    let legal = position.legal_moves();
    for reading in &readings {
        match reading.matching(&legal, Relax::default()).as_slice() {
            [] => {}
            [mv] => {
                return Ok(ReadMove {
                    mv: *mv,
                    notation: reading.notation,
                    language: reading.local.then_some(reading.language),
                });
            }
            several => {
                let mut candidates: Vec<String> = several
                    .iter()
                    .map(|mv| write(position, *mv, reading.notation, reading.language, false))
                    .collect();
                candidates.sort();
                return Err(MoveError::Ambiguous {
                    text: input.move_text,
                    candidates,
                });
            }
        }
    }
    if let Some(error) = several_moves(&input, language) {
        return Err(error);
    }
    Err(MoveError::Illegal {
        reason: diagnose::reason(position, &legal, best),
        text: input.move_text,
    })
}

/// `e4 e5` or `Nf3 Nc6`: words that are moves each (joined they were not a legal move).
/// `e2 - e5` is one move with spaces, so a lone separator word rules this out.
fn several_moves(input: &Input, language: Language) -> Option<MoveError> {
    let words: Vec<&str> = input.move_text.split_whitespace().collect();
    let separated = words.iter().any(|w| matches!(*w, "-" | "x" | ":" | "="));
    let moves = words
        .iter()
        .filter(|w| input::split(w).is_ok_and(|i| !grammar::readings(&i.body, language).is_empty()))
        .count();
    (moves >= 2 && !separated).then(|| MoveError::SeveralMoves {
        text: input.move_text.clone(),
    })
}

/// A move number, when given, must be the game's, and its dots must point to the side to move.
fn check_number(position: &Chess, input: &Input) -> Result<(), MoveError> {
    let Some(number) = input.number else {
        return Ok(());
    };
    let expected = position.fullmoves().get();
    let turn = position.turn();
    if let Some(given) = number.number
        && given != expected
    {
        return Err(MoveError::WrongMoveNumber {
            text: input.typed.clone(),
            given,
            expected,
            turn,
        });
    }
    match number.side {
        Some(side) if side != turn => Err(MoveError::WrongSide {
            text: input.typed.clone(),
            number: expected,
            turn,
        }),
        _ => Ok(()),
    }
}

//! Reading a move: text in, legal move (or a precise error) out.
//!
//! The steps: split off the move number and annotations ([`super::input`]) and check the number
//! against the game; list the readings of the move text, best first ([`super::grammar`]); take
//! the first reading that fits a legal move, reporting ambiguity when it fits several (or when a
//! capital file letter may be a piece or a pawn); and when none fits, say so when another
//! language's piece letters would make it a move, else explain why with the best reading
//! ([`super::diagnose`]). [`is_move_word`] asks the same grammar whether a word of prose is a move.

use shakmaty::{Chess, Move, MoveList, Position, Role};

use super::error::PieceOrPawn;
use super::input::{self, Input};
use super::pattern::{Reading, Relax, Shape};
use super::write::write;
use super::{
    IllegalReason, Language, MoveError, Notation, ReadMove, WrittenMove, diagnose, grammar, iccf,
};

/// See [`super::parse_move`] and [`super::parse_written_move`].
pub(super) fn parse(
    position: &Chess,
    written: WrittenMove<'_>,
    language: Language,
) -> Result<ReadMove, MoveError> {
    let input = input::split_written(written)?;
    check_number(position, &input)?;
    let readings = grammar::readings(&input.body, language);
    let legal = position.legal_moves();
    for (i, reading) in readings.iter().enumerate() {
        match reading.matching(&legal, Relax::default()).as_slice() {
            [] => {}
            [mv] => {
                let later = &readings[i + 1..];
                if let Some(error) = piece_or_pawn(position, &legal, &input, reading, *mv, later) {
                    return Err(error);
                }
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
    Err(refusal(position, &legal, input, &readings, language))
}

/// Why no reading fits: several moves, another language's letters, or what the best reading
/// says about the position (nothing readable at all when there is none).
fn refusal(
    position: &Chess,
    legal: &MoveList,
    input: Input,
    readings: &[Reading],
    language: Language,
) -> MoveError {
    if let Some(error) = several_moves(&input, language) {
        return error;
    }
    let reason = readings
        .first()
        .map(|best| diagnose::reason(position, legal, best));
    // Another language's letters are suggested only when the player's (and English) letters
    // name no piece that can get there; a wrong promotion or castling says more as it is.
    let letters_at_fault = match &reason {
        None => true,
        Some(reason) => matches!(
            reason,
            IllegalReason::CannotReach { .. } | IllegalReason::NoPieceOn { .. }
        ),
    };
    if letters_at_fault && let Some(error) = foreign_letters(position, legal, &input, language) {
        return error;
    }
    match reason {
        Some(reason) => MoveError::Illegal {
            reason,
            text: input.move_text,
        },
        None => MoveError::Unreadable {
            text: input.trimmed,
        },
    }
}

/// `Bc3` read as a bishop taking on c3 while `bc3` (a phone's capital) takes there too: when the
/// piece reading `found` is a capture written without its mark and a later capitalised reading
/// fits another move, neither is taken. `Bxc3` (strict SAN) stays the bishop's.
fn piece_or_pawn(
    position: &Chess,
    legal: &MoveList,
    input: &Input,
    found: &Reading,
    mv: Move,
    later: &[Reading],
) -> Option<MoveError> {
    let Shape::Squares(pattern) = found.shape else {
        return None;
    };
    let piece = pattern.role.is_some_and(|r| r != Role::Pawn);
    let capital_file = input.body.first().is_some_and(|c| ('A'..='H').contains(c));
    if found.capitalised || !piece || !capital_file || !pattern.loose_capture(mv) {
        return None;
    }
    let pawn = later.iter().filter(|r| r.capitalised).find_map(|r| {
        match r.matching(legal, Relax::default()).as_slice() {
            [pawn] if *pawn != mv => Some((*r, *pawn)),
            _ => None,
        }
    })?;
    let san = |mv, language| write(position, mv, Notation::San, language, false);
    let iccf = |mv| iccf::write(position, mv).parse().unwrap_or_default();
    Some(MoveError::PieceOrPawn {
        text: input.move_text.clone(),
        moves: Box::new(PieceOrPawn {
            piece: san(mv, found.language),
            pawn: san(pawn.1, pawn.0.language),
            piece_iccf: iccf(mv),
            pawn_iccf: iccf(pawn.1),
        }),
    })
}

/// `Sf3` from an English player: no move with the player's or English letters, but exactly one
/// legal move with the letters of other languages (the first of them in [`Language::ALL`]
/// order is named).
fn foreign_letters(
    position: &Chess,
    legal: &MoveList,
    input: &Input,
    language: Language,
) -> Option<MoveError> {
    let mut found: Vec<(Reading, Move)> = Vec::new();
    for reading in grammar::foreign_readings(&input.body, language) {
        if let [mv] = reading.matching(legal, Relax::default()).as_slice() {
            found.push((reading, *mv));
        }
    }
    let (reading, mv) = *found.first()?;
    if found.iter().any(|(_, other)| *other != mv) {
        return None;
    }
    let own = if language.has_piece_letters() {
        language
    } else {
        Language::English
    };
    let letter = match (reading.shape, mv.role()) {
        (Shape::Squares(p), role) if p.role == Some(role) && role != Role::Pawn => {
            let letter = reading.language.piece_letter(role);
            let chars: Vec<char> = letter.chars().collect();
            own.letter_exact(&chars).is_none().then_some(letter)
        }
        _ => None,
    };
    Some(MoveError::ForeignLetters {
        text: input.move_text.clone(),
        letter,
        language: own,
        other: reading.language,
        meaning: write(position, mv, Notation::San, own, false),
    })
}

/// Whether `text`, one word of a line of prose (a mail), is a move in `language` or English by
/// its shape alone, in any notation [`super::parse_move`] reads; stricter than that reader where
/// prose would otherwise be taken for a move: it must hold a digit (castling aside), and a pawn
/// move without a from-file may not give a from-rank (`1e4`) or a capture mark (`xe4`), nor may
/// castling be lower case without dashes (`oo`). With `foreign`, the letters of every other
/// language count too (`Sf3` for an English player, so that the hint can be given).
pub(super) fn is_move_word(text: &str, language: Language, foreign: bool) -> bool {
    let castling_like = text.starts_with(['O', 'o', '0', 'О', 'о']);
    if !castling_like && !text.bytes().any(|b| b.is_ascii_digit()) {
        return false;
    }
    let Ok(input) = input::split(text) else {
        return false;
    };
    if input.number.is_some() || input.body.len() > 12 {
        return false;
    }
    let shaped = |readings: Vec<Reading>| readings.iter().any(|r| word_shaped(r, &input.body));
    shaped(grammar::readings(&input.body, language))
        || (foreign && shaped(grammar::foreign_readings(&input.body, language)))
}

/// The word-level strictness of [`is_move_word`].
fn word_shaped(reading: &Reading, body: &[char]) -> bool {
    match reading.shape {
        Shape::Castle(_) => body.contains(&'-') || !body.iter().any(|c| c.is_lowercase()),
        Shape::Squares(p) => {
            let pawn_without_file = p.role == Some(Role::Pawn) && p.file.is_none();
            !(pawn_without_file && (p.rank.is_some() || p.capture))
        }
    }
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

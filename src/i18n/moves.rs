//! Refused moves in the player's own words. The rules core explains every refusal in English
//! ([`MoveError`]'s `Display`); the refusals a player most needs to understand to go on are
//! translated here for every interface language: a move written with another language's piece
//! letters (with the move it makes and how to play it) and a capital file letter that may be a
//! piece or a pawn (with both moves and their ICCF numbers). Mail replies and the game page use
//! the same text.

use fluent_templates::LanguageIdentifier;
use fluent_templates::fluent_bundle::FluentValue;

use super::{Arg, t};
use crate::chess::{Language, MoveError};

/// `error` in `lang` when it is one of the translated refusals; `None` for the others, whose
/// English sentence stands.
///
/// ```
/// use kingpost::chess::{Chess, Language, parse_move};
/// use kingpost::i18n::{language, move_error};
///
/// let error = parse_move(&Chess::default(), "Sf3", Language::French).unwrap_err();
/// let text = move_error(&language("fr"), &error).unwrap();
/// assert!(text.contains("en allemand, Sf3 signifie Cf3"), "{text}");
/// let error = parse_move(&Chess::default(), "Nf4", Language::French).unwrap_err();
/// assert_eq!(move_error(&language("fr"), &error), None);
/// ```
pub fn move_error(lang: &LanguageIdentifier, error: &MoveError) -> Option<String> {
    let text = |s: &str| FluentValue::from(s.to_owned());
    match error {
        MoveError::ForeignLetters {
            text: written,
            letter,
            language,
            other,
            meaning,
        } => {
            let in_language = |l: Language| t(lang, &format!("move-language-in-{}", l.code()), &[]);
            let mut args: Vec<Arg<'_>> = vec![
                ("text", text(written)),
                ("in_language", FluentValue::from(in_language(*language))),
                ("in_other", FluentValue::from(in_language(*other))),
                ("meaning", text(meaning)),
            ];
            let key = match letter {
                Some(letter) => {
                    args.push(("letter", text(letter)));
                    "move-foreign-letter"
                }
                None => "move-foreign-reading",
            };
            Some(t(lang, key, &args))
        }
        MoveError::PieceOrPawn {
            text: written,
            moves,
        } => {
            let args = [
                ("text", text(written)),
                ("piece", text(&moves.piece)),
                ("pawn", text(&moves.pawn)),
                ("piece_iccf", text(&moves.piece_iccf.to_string())),
                ("pawn_iccf", text(&moves.pawn_iccf.to_string())),
            ];
            Some(t(lang, "move-piece-or-pawn", &args))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::{Chess, Language, parse_move};
    use crate::i18n::{INTERFACE_LANGUAGES, language};

    #[test]
    fn the_hint_reads_in_every_interface_language() {
        let error = parse_move(&Chess::default(), "Sf3", Language::English).unwrap_err();
        let english = move_error(&language("en"), &error).unwrap();
        assert_eq!(
            english,
            "S is not a piece letter in English; in German Sf3 means Nf3 — play it by replying \
             Nf3, or set your language."
        );
        assert_eq!(english, error.to_string());
        for code in INTERFACE_LANGUAGES {
            let text = move_error(&language(code), &error).unwrap();
            assert!(
                text.contains("Sf3") && text.contains("Nf3"),
                "{code}: {text}"
            );
            assert!(
                !text.contains("move-language") && !text.contains('{'),
                "{code}: {text}"
            );
            if code != "en" {
                assert_ne!(text, english, "{code} is translated");
            }
        }
    }

    #[test]
    fn piece_or_pawn_names_both_moves_in_every_interface_language() {
        let position = crate::chess::StartPosition::from_fen("4k3/8/8/8/8/2n5/1P1B4/4K3 w - - 0 1")
            .unwrap()
            .position()
            .clone();
        let error = parse_move(&position, "Bc3", Language::English).unwrap_err();
        assert_eq!(error.code(), "ambiguous");
        assert_eq!(
            move_error(&language("en"), &error).unwrap(),
            error.to_string()
        );
        for code in INTERFACE_LANGUAGES {
            let text = move_error(&language(code), &error).unwrap();
            for part in ["Bc3", "Bxc3", "bxc3", "4233", "2233"] {
                assert!(text.contains(part), "{code}: {text}");
            }
        }
    }
}

//! Challenges: the terms one player offers another (or anyone), checked when the challenge is
//! made so that accepting can never fail on bad terms.

use crate::chess::playable::check_start;
use crate::chess::{GameRecord, Language, StartError, StartPosition, Unplayable, parse_move};
use crate::domain::time_control::{ClockRules, TimeControlError};

/// Which colour the challenger wants.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ColorChoice {
    /// The challenger plays White.
    White,
    /// The challenger plays Black.
    Black,
    /// Decided by lot when the challenge is accepted.
    Random,
}

/// The kind of chess.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Variant {
    /// Standard chess (possibly from a thematic position).
    Standard,
    /// Chess960.
    Chess960,
}

impl ColorChoice {
    /// The stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            ColorChoice::White => "white",
            ColorChoice::Black => "black",
            ColorChoice::Random => "random",
        }
    }

    /// Reads `white`, `black` or `random`.
    pub fn from_name(name: &str) -> Option<ColorChoice> {
        [ColorChoice::White, ColorChoice::Black, ColorChoice::Random]
            .into_iter()
            .find(|c| c.as_str().eq_ignore_ascii_case(name.trim()))
    }
}

impl Variant {
    /// The stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            Variant::Standard => "standard",
            Variant::Chess960 => "chess960",
        }
    }

    /// Reads `standard` or `chess960`.
    pub fn from_name(name: &str) -> Option<Variant> {
        [Variant::Standard, Variant::Chess960]
            .into_iter()
            .find(|v| v.as_str().eq_ignore_ascii_case(name.trim()))
    }
}

/// Checked terms of a challenge.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChallengeTerms {
    /// The challenger's colour wish.
    pub color: ColorChoice,
    /// Standard or Chess960.
    pub variant: Variant,
    /// A fixed Chess960 position; `None` draws one at random on acceptance.
    pub chess960_number: Option<u32>,
    /// A thematic start as FEN (standard variant only).
    pub start_fen: Option<String>,
    /// The time control, with any ICCF refinements.
    pub time_control: ClockRules,
    /// Whether the game moves both players' ratings.
    pub rated: bool,
}

/// The terms as a request carries them, unchecked.
#[derive(Clone, Debug, Default)]
pub struct ChallengeRequest<'a> {
    /// `white`, `black` or `random`.
    pub color: &'a str,
    /// `standard` or `chess960`.
    pub variant: &'a str,
    /// A Chess960 position number.
    pub chess960_number: Option<u32>,
    /// A thematic start position.
    pub fen: Option<&'a str>,
    /// A thematic start as opening moves from the standard position (`1.e4 e5 2.Nf3`).
    pub opening: Option<&'a str>,
    /// The time control as written.
    pub time_control: &'a str,
    /// A rated game (Chess960 may be rated, a thematic start may not).
    pub rated: bool,
}

/// What is wrong with a challenge's terms.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ChallengeError {
    /// Unknown colour.
    #[error("color '{0}' is not one of white, black or random")]
    Color(String),
    /// Unknown variant.
    #[error("variant '{0}' is not one of standard or chess960")]
    Variant(String),
    /// Bad start position.
    #[error(transparent)]
    Start(#[from] StartError),
    /// A legal start position that cannot begin a game (already over, or counters that do not
    /// fit).
    #[error(transparent)]
    Position(#[from] Unplayable),
    /// A thematic start was combined with Chess960 or given twice.
    #[error(
        "a thematic start (fen or opening) goes with the standard variant, and only one of them"
    )]
    ThematicConflict,
    /// A rated challenge from a chosen position (FEN or opening moves): as on lichess, only
    /// the standard start and Chess960 may be rated.
    #[error(
        "a game from a chosen position (fen or opening) cannot be rated; choose unrated, or the standard start or Chess960"
    )]
    RatedThematic,
    /// A rated challenge to the built-in engine: as on lichess, games against the computer are
    /// never rated.
    #[error("games against the engine cannot be rated; choose unrated")]
    RatedEngine,
    /// A Chess960 number given for standard chess.
    #[error("chess960_position only goes with variant chess960")]
    NumberWithoutChess960,
    /// An opening move is not legal.
    #[error("opening move {index} ('{text}'): {reason}")]
    Opening {
        /// 1-based position in the opening text.
        index: usize,
        /// The move as written.
        text: String,
        /// Why it was refused.
        reason: String,
    },
    /// Bad time control.
    #[error(transparent)]
    TimeControl(#[from] TimeControlError),
    /// Challenging oneself.
    #[error("you cannot challenge yourself")]
    SelfChallenge,
    /// The engine was named with a level outside 1-10.
    #[error(transparent)]
    EngineLevel(#[from] crate::domain::engine_play::EngineLevelError),
}

impl ChallengeTerms {
    /// Checks a request's terms.
    pub fn check(request: &ChallengeRequest<'_>) -> Result<ChallengeTerms, ChallengeError> {
        let color = ColorChoice::from_name(request.color)
            .ok_or_else(|| ChallengeError::Color(request.color.to_owned()))?;
        let variant = Variant::from_name(request.variant)
            .ok_or_else(|| ChallengeError::Variant(request.variant.to_owned()))?;
        let time_control = request.time_control.parse()?;
        let start_fen = thematic_start(request, variant)?;
        if request.rated && start_fen.is_some() {
            return Err(ChallengeError::RatedThematic);
        }
        if let Some(n) = request.chess960_number {
            if variant != Variant::Chess960 {
                return Err(ChallengeError::NumberWithoutChess960);
            }
            StartPosition::chess960(n)?;
        }
        Ok(ChallengeTerms {
            color,
            variant,
            chess960_number: request.chess960_number,
            start_fen,
            time_control,
            rated: request.rated,
        })
    }

    /// The start position of the game, drawing the Chess960 number from `lot` when open.
    pub fn start_position(&self, lot: u32) -> Result<StartPosition, StartError> {
        match (self.variant, &self.start_fen) {
            (Variant::Chess960, _) => {
                StartPosition::chess960(self.chess960_number.unwrap_or(lot % 960))
            }
            (Variant::Standard, Some(fen)) => StartPosition::from_fen(fen),
            (Variant::Standard, None) => Ok(StartPosition::standard()),
        }
    }

    /// Whether the challenger plays White, given the lot for a random choice.
    pub fn challenger_is_white(&self, lot: u32) -> bool {
        match self.color {
            ColorChoice::White => true,
            ColorChoice::Black => false,
            ColorChoice::Random => lot.is_multiple_of(2),
        }
    }
}

fn thematic_start(
    request: &ChallengeRequest<'_>,
    variant: Variant,
) -> Result<Option<String>, ChallengeError> {
    let fen = request.fen.map(str::trim).filter(|f| !f.is_empty());
    let opening = request.opening.map(str::trim).filter(|o| !o.is_empty());
    match (fen, opening) {
        (None, None) => Ok(None),
        (Some(_), Some(_)) => Err(ChallengeError::ThematicConflict),
        _ if variant != Variant::Standard => Err(ChallengeError::ThematicConflict),
        (Some(fen), None) => {
            let start = StartPosition::from_fen(fen)?;
            check_start(start.position(), Some(fen))?;
            Ok(Some(start.fen()))
        }
        (None, Some(opening)) => {
            let fen = opening_fen(opening)?;
            check_start(StartPosition::from_fen(&fen)?.position(), None)?;
            Ok(Some(fen))
        }
    }
}

/// Plays opening moves (any notation, move numbers allowed) from the standard position.
fn opening_fen(opening: &str) -> Result<String, ChallengeError> {
    let mut record = GameRecord::new(StartPosition::standard());
    let moves = opening.split_whitespace().filter(|token| {
        !token
            .trim_end_matches('.')
            .chars()
            .all(|c| c.is_ascii_digit())
    });
    for (index, text) in moves.enumerate() {
        let opening_error = |reason: String| ChallengeError::Opening {
            index: index + 1,
            text: text.to_owned(),
            reason,
        };
        let read = parse_move(record.position(), text, Language::English)
            .map_err(|e| opening_error(e.to_string()))?;
        record
            .play(read.mv)
            .map_err(|e| opening_error(e.to_string()))?;
    }
    Ok(crate::chess::variant::position_fen(record.position()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request<'a>() -> ChallengeRequest<'a> {
        ChallengeRequest {
            color: "random",
            variant: "standard",
            time_control: "10/50",
            ..ChallengeRequest::default()
        }
    }

    #[test]
    fn opening_moves_become_a_thematic_fen() {
        let terms = ChallengeTerms::check(&ChallengeRequest {
            opening: Some("1.e4 e5 2. Nf3 Nc6 3.Bb5"),
            ..request()
        })
        .unwrap();
        assert_eq!(
            terms.start_fen.as_deref(),
            Some("r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3")
        );
    }

    #[test]
    fn bad_terms_say_what_is_wrong() {
        let err = ChallengeTerms::check(&ChallengeRequest {
            opening: Some("1.e4 e4"),
            ..request()
        });
        assert!(matches!(err, Err(ChallengeError::Opening { index: 2, .. })));
        let err = ChallengeTerms::check(&ChallengeRequest {
            color: "purple",
            ..request()
        });
        assert_eq!(
            err.unwrap_err().to_string(),
            "color 'purple' is not one of white, black or random"
        );
        let err = ChallengeTerms::check(&ChallengeRequest {
            chess960_number: Some(5),
            ..request()
        });
        assert_eq!(err.unwrap_err(), ChallengeError::NumberWithoutChess960);
        let err = ChallengeTerms::check(&ChallengeRequest {
            variant: "chess960",
            chess960_number: Some(960),
            ..request()
        });
        assert!(matches!(err, Err(ChallengeError::Start(_))));
    }

    #[test]
    fn starts_that_are_already_over_are_refused() {
        let err = ChallengeTerms::check(&ChallengeRequest {
            fen: Some("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"),
            ..request()
        });
        assert!(matches!(
            err,
            Err(ChallengeError::Position(Unplayable::Stalemated(_)))
        ));
        let err = ChallengeTerms::check(&ChallengeRequest {
            opening: Some("1.f3 e5 2.g4 Qh4"),
            ..request()
        });
        assert!(matches!(
            err,
            Err(ChallengeError::Position(Unplayable::Checkmated(_)))
        ));
    }

    #[test]
    fn rated_games_start_from_the_standard_position_or_chess960() {
        for thematic in [
            ChallengeRequest {
                fen: Some("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"),
                ..request()
            },
            ChallengeRequest {
                opening: Some("1.e4"),
                ..request()
            },
        ] {
            let err = ChallengeTerms::check(&ChallengeRequest {
                rated: true,
                ..thematic
            });
            assert_eq!(err.unwrap_err(), ChallengeError::RatedThematic);
        }
        for variant in ["standard", "chess960"] {
            let terms = ChallengeTerms::check(&ChallengeRequest {
                variant,
                rated: true,
                ..request()
            })
            .unwrap();
            assert!(terms.rated);
        }
    }

    #[test]
    fn chess960_numbers_are_drawn_when_not_fixed() {
        let terms = ChallengeTerms::check(&ChallengeRequest {
            variant: "chess960",
            ..request()
        })
        .unwrap();
        assert_eq!(
            terms.start_position(1000).unwrap().fen(),
            StartPosition::chess960(40).unwrap().fen()
        );
    }
}

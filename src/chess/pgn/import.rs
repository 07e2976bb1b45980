//! Streaming import: a pgn-reader [`Visitor`] that replays each game's main line from the start
//! its tags give, and an iterator over the games of any [`Read`].
//!
//! The visitor is generic over what it builds from the moves ([`Replay`]): a full [`GameRecord`]
//! here, a lighter legality checker in `check.rs`. Both see the same tags, the same SAN and
//! report the same errors; the per-ply path allocates nothing beyond what the target keeps.

use std::io::{self, Read};
use std::marker::PhantomData;
use std::ops::ControlFlow;

use pgn_reader::{KnownOutcome, Outcome as PgnOutcome, RawTag, Reader, SanPlus, Visitor};
use shakmaty::san::{San, SanError};
use shakmaty::{Chess, Position};

use super::start::StartTags;
use super::{ImportError, ImportErrorKind, parse_result};
use crate::chess::game::{GameRecord, GameResult, Outcome, PlayMoveError, Termination};
use crate::chess::variant::StartPosition;

/// A game read from PGN, every move checked.
#[derive(Clone, Debug)]
pub struct ImportedGame {
    /// The 1-based number of the game in the input.
    pub number: usize,
    /// Every tag pair, in the order of the file (values unescaped).
    pub tags: Vec<(String, String)>,
    /// The start position and the moves of the main line, with any ending the moves caused.
    pub record: GameRecord,
    /// The result the `Result` tag gives (the movetext's final marker if there is no tag);
    /// `None` for `*` or an unknown value.
    pub result: Option<GameResult>,
}

impl ImportedGame {
    /// The value of the first tag called `name`, if any.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// Why a target refused a move.
pub(super) enum Refusal {
    /// No legal move matches.
    Illegal,
    /// More than one legal move matches.
    Ambiguous,
    /// The game had already ended by itself.
    GameOver(Outcome),
}

impl From<SanError> for Refusal {
    fn from(error: SanError) -> Refusal {
        match error {
            SanError::AmbiguousSan => Refusal::Ambiguous,
            SanError::IllegalSan => Refusal::Illegal,
        }
    }
}

/// Checkmate or stalemate: why no move at all can be played in `position`. Asked only once a
/// move has failed to match, so a game whose moves go on after such an ending is told so.
pub(super) fn stuck(position: &Chess) -> Option<Outcome> {
    if position.is_checkmate() {
        Some(Outcome {
            result: GameResult::win_for(!position.turn()),
            termination: Termination::Checkmate,
        })
    } else if position.is_stalemate() {
        Some(draw(Termination::Stalemate))
    } else {
        None
    }
}

/// A drawn outcome.
pub(super) fn draw(termination: Termination) -> Outcome {
    Outcome {
        result: GameResult::Draw,
        termination,
    }
}

/// What one game's moves are replayed into.
pub(super) trait Replay: Sized {
    /// What a good game becomes.
    type Game;
    /// Whether the tag pairs are kept (they cost an allocation each).
    const KEEP_TAGS: bool;
    /// A target at the start of a game.
    fn begin(start: StartPosition) -> Self;
    /// Plays the move `san` names, if it names exactly one legal move and the game is on.
    fn play_san(&mut self, san: San) -> Result<(), Refusal>;
    /// The finished game.
    fn finish(self, game: Finished) -> Self::Game;
}

/// Everything about a good game apart from its moves.
pub(super) struct Finished {
    pub number: usize,
    pub tags: Vec<(String, String)>,
    pub result: Option<GameResult>,
}

impl Replay for GameRecord {
    type Game = ImportedGame;
    const KEEP_TAGS: bool = true;

    fn begin(start: StartPosition) -> GameRecord {
        GameRecord::new(start)
    }

    fn play_san(&mut self, san: San) -> Result<(), Refusal> {
        if let Some(outcome) = self.outcome() {
            return Err(Refusal::GameOver(outcome));
        }
        let mv = match san.to_move(self.position()) {
            Ok(mv) => mv,
            Err(error) => {
                return Err(stuck(self.position()).map_or(error.into(), Refusal::GameOver));
            }
        };
        match self.play(mv) {
            Ok(_) => Ok(()),
            Err(PlayMoveError::GameOver(outcome)) => Err(Refusal::GameOver(outcome)),
            Err(PlayMoveError::Illegal(_)) => Err(Refusal::Illegal),
        }
    }

    fn finish(self, game: Finished) -> ImportedGame {
        ImportedGame {
            number: game.number,
            tags: game.tags,
            record: self,
            result: game.result,
        }
    }
}

/// The tag section of the game being read.
#[derive(Default)]
pub(super) struct Tags {
    pairs: Vec<(String, String)>,
    start: StartTags,
    /// `Some` once a `Result` tag was seen.
    result_tag: Option<Option<GameResult>>,
}

/// The movetext of the game being read.
pub(super) struct Moves<T> {
    target: T,
    pairs: Vec<(String, String)>,
    result_tag: Option<Option<GameResult>>,
    marker: Option<GameResult>,
}

/// The pgn-reader visitor: counts games and plies, builds `T` from each game.
pub(super) struct Importer<T> {
    game: usize,
    plies: usize,
    in_movetext: bool,
    target: PhantomData<T>,
}

impl<T: Replay> Importer<T> {
    fn error(&self, ply: usize, reason: ImportErrorKind) -> ImportError {
        ImportError {
            game: self.game,
            ply,
            reason,
        }
    }
}

impl<T: Replay> Visitor for Importer<T> {
    type Tags = Tags;
    type Movetext = Moves<T>;
    type Output = Result<T::Game, ImportError>;

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, Tags> {
        self.game += 1;
        self.plies = 0;
        self.in_movetext = false;
        ControlFlow::Continue(Tags::default())
    }

    fn tag(
        &mut self,
        tags: &mut Tags,
        name: &[u8],
        value: RawTag<'_>,
    ) -> ControlFlow<Self::Output> {
        if name == b"Result" {
            tags.result_tag = Some(parse_result(&value.decode_utf8_lossy()));
        } else {
            tags.start
                .note(name, || value.decode_utf8_lossy().into_owned());
        }
        if T::KEEP_TAGS {
            let name = String::from_utf8_lossy(name).into_owned();
            tags.pairs
                .push((name, value.decode_utf8_lossy().into_owned()));
        }
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, tags: Tags) -> ControlFlow<Self::Output, Moves<T>> {
        self.in_movetext = true;
        match tags.start.start() {
            Ok(start) => ControlFlow::Continue(Moves {
                target: T::begin(start),
                pairs: tags.pairs,
                result_tag: tags.result_tag,
                marker: None,
            }),
            Err(reason) => ControlFlow::Break(Err(self.error(0, reason))),
        }
    }

    fn san(&mut self, moves: &mut Moves<T>, san_plus: SanPlus) -> ControlFlow<Self::Output> {
        match moves.target.play_san(san_plus.san) {
            Ok(()) => {
                self.plies += 1;
                ControlFlow::Continue(())
            }
            Err(refusal) => {
                let san = san_plus.to_string();
                let reason = match refusal {
                    Refusal::Illegal => ImportErrorKind::IllegalMove(san),
                    Refusal::Ambiguous => ImportErrorKind::AmbiguousMove(san),
                    Refusal::GameOver(outcome) => ImportErrorKind::AfterEnd { san, outcome },
                };
                ControlFlow::Break(Err(self.error(self.plies + 1, reason)))
            }
        }
    }

    fn outcome(&mut self, moves: &mut Moves<T>, outcome: PgnOutcome) -> ControlFlow<Self::Output> {
        moves.marker = match outcome {
            PgnOutcome::Known(KnownOutcome::Decisive { winner }) => {
                Some(GameResult::win_for(winner))
            }
            PgnOutcome::Known(KnownOutcome::Draw) => Some(GameResult::Draw),
            PgnOutcome::Unknown => None,
        };
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, moves: Moves<T>) -> Self::Output {
        Ok(moves.target.finish(Finished {
            number: self.game,
            tags: moves.pairs,
            result: moves.result_tag.unwrap_or(moves.marker),
        }))
    }
}

/// Reads games one at a time from `input` and feeds them to an [`Importer`].
pub(super) struct Driver<R, T> {
    reader: Reader<R>,
    importer: Importer<T>,
    done: bool,
}

impl<R: Read, T: Replay> Driver<R, T> {
    pub fn new(input: R) -> Driver<R, T> {
        Driver {
            reader: Reader::new(input),
            importer: Importer {
                game: 0,
                plies: 0,
                in_movetext: false,
                target: PhantomData,
            },
            done: false,
        }
    }

    /// The next game, a bad game, `None` at the end, or the input's own I/O error (after which
    /// the iteration ends).
    pub fn next_game(&mut self) -> Option<io::Result<Result<T::Game, ImportError>>> {
        if self.done {
            return None;
        }
        match self.reader.read_game(&mut self.importer) {
            Ok(Some(game)) => Some(Ok(game)),
            Ok(None) => {
                self.done = true;
                None
            }
            Err(error) if is_syntax_error(&error) => Some(Ok(Err(self.syntax_error(&error)))),
            Err(error) => {
                self.done = true;
                Some(Err(error))
            }
        }
    }

    /// Turns pgn-reader's complaint into a bad game and moves past the rest of that game.
    fn syntax_error(&mut self, error: &io::Error) -> ImportError {
        let importer = &self.importer;
        let ply = if importer.in_movetext {
            importer.plies + 1
        } else {
            0
        };
        let bad = importer.error(ply, ImportErrorKind::Syntax(error.to_string()));
        if !importer.in_movetext {
            // The reader stopped inside the tags; skip the rest of this game's tags and moves.
            // A second complaint in the same game is part of the same bad game.
            if let Err(again) = self.reader.skip_game() {
                self.done = !is_syntax_error(&again);
            }
        }
        bad
    }
}

/// Whether pgn-reader refused the text (as opposed to the input failing to be read).
fn is_syntax_error(error: &io::Error) -> bool {
    error.kind() == io::ErrorKind::InvalidData
        && matches!(
            error.to_string().as_str(),
            "unterminated tag" | "unterminated comment"
        )
}

/// Iterator over the games of a PGN input, each replayed into a [`GameRecord`]; made by
/// [`read_games`].
pub struct GameReader<R> {
    driver: Driver<R, GameRecord>,
}

impl<R: Read> Iterator for GameReader<R> {
    /// The outer error is the input failing (the iteration then ends); the inner one a bad game.
    type Item = io::Result<Result<ImportedGame, ImportError>>;

    fn next(&mut self) -> Option<Self::Item> {
        self.driver.next_game()
    }
}

/// Reads every game of a PGN input, one at a time, checking every move.
///
/// Each item is `Ok(Ok(game))` for a good game, `Ok(Err(error))` for a bad one (reading goes on
/// with the next game), or `Err(io_error)` if the input itself cannot be read.
///
/// ```
/// use kingpost::chess::pgn::read_games;
/// let pgn = "[White \"Greco\"]\n\n1. e4 e5 2. Qh5 {!?} Nc6 (2... Ke7) 3. Bc4 Nf6 4. Qxf7# 1-0\n";
/// let game = read_games(pgn.as_bytes()).next().unwrap().unwrap().unwrap();
/// assert_eq!(game.tag("White"), Some("Greco"));
/// assert_eq!(game.record.ply_count(), 7);
/// assert!(game.record.outcome().is_some());
/// ```
pub fn read_games<R: Read>(input: R) -> GameReader<R> {
    GameReader {
        driver: Driver::new(input),
    }
}

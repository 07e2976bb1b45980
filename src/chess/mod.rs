//! The rules core: every move of every game passes through here, whatever its source.
//!
//! Built on `shakmaty` (move generation, legality) and `pgn-reader` (streaming PGN lexing); this
//! module adds what a correspondence server needs on top: a [`GameRecord`] that replays a game
//! from any start and applies the FIDE Laws' endings and claims ([`game`]), Chess960 and thematic
//! starts ([`variant`]) and whether a position can begin a game ([`playable`]), reading and writing moves in every notation and language players use
//! ([`notation`]), and PGN import/export ([`pgn`]). Nothing here does I/O.

pub mod fifty_moves;
pub mod game;
pub mod notation;
pub mod pgn;
pub mod playable;
pub mod variant;

pub use game::{
    ClaimError, DrawClaim, FiftyMoveRule, GameRecord, GameResult, Outcome, PlayMoveError,
    ReplayError, Termination,
};
pub use notation::{
    Language, MoveError, MoveStyle, Notation, ReadMove, WrittenMove, default_notation_for,
    parse_move, parse_written_move, write_move,
};
pub use playable::Unplayable;
pub use variant::{StartError, StartPosition};

/// Re-exported so callers need not depend on shakmaty directly for the basic types.
pub use shakmaty::{CastlingMode, Chess, Color, Move, Position, Role, Square};

//! The game store: the one place a game is loaded (with its rules), saved and ended.
//!
//! A use case [`load`]s a game once, lets the domain's [`crate::domain::game::GameState`]
//! decide, and [`save`]s the decided state once: the row guarded by the version it was read at
//! (two concurrent changes of a game end with exactly one applied, the other
//! [`GameError::Stale`]), the game's deadline and next clock check in the same statement, the
//! new move (whose primary key is the ply), and the replayed game kept for the next change. A
//! save that ends the game is where every ending goes, whatever brought it (a move, a
//! resignation, agreement, a claim, the clock, a decision: [`adjudicate`]): the result and
//! termination are written and the ratings updated once. The save answers with the
//! [`changes::GameChanged`] it made, which the use case publishes
//! ([`crate::service::game_changes`]) to mail, conditional replies and event settlement.
//! Everything here runs in the caller's write transaction, or in the one write [`write`] makes
//! of a load and a change.

pub mod changes;
pub mod clock;
pub mod clock_view;
mod error;
mod load;
mod save;
pub mod view;
mod write;

pub use changes::{ChangeKind, GameChanged, Saved, Subscriber};
pub use error::GameError;
pub use load::{StoredGame, load, load_for_token};
pub use save::{Action, adjudicate, save};
pub use view::GameView;
pub use write::write;

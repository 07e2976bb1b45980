//! The use cases behind the Xfcc door (the XfccBasic SOAP service that Scid, ChessBase and
//! other correspondence programs speak; the door itself is [`crate::web::xfcc`]): who may sign in
//! ([`access`]), a player's games as the clients read them ([`games`]), and what a client sends
//! about one game ([`moves`]), played through the same game use cases as every other door.
//! Nothing here knows about SOAP or XML.

pub mod access;
pub mod games;
pub mod moves;

pub use access::{AccessError, sign_in};
pub use games::{EventPlace, Standing, TimeLeft, XfccGame, my_games};
pub use moves::{XfccMove, XfccMoveError, make_a_move};

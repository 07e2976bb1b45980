//! Use cases, one transaction each: load from [`crate::db`], decide with [`crate::domain`], save.
//! Services are synchronous; adapters run them off their async workers.

pub mod accounts;
pub mod adjudication;
pub mod clock;
pub mod clock_view;
pub mod conditionals;
pub mod dashboard;
pub mod deadlines;
pub mod email_links;
pub mod engine_play;
pub mod game_view;
pub mod games;
pub mod inbox;
pub mod leave;

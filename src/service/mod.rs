//! Use cases, one transaction each: load from [`crate::db`], decide with [`crate::domain`], save.
//! Services are synchronous; adapters run them off their async workers.

pub mod accounts;
pub mod dashboard;
pub mod email_links;
pub mod game_view;
pub mod games;
pub mod inbox;

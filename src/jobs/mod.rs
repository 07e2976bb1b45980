//! Background work of `kingpost serve`, each job on its own thread and never on the async
//! workers: [`engine_moves`] answers for the engine accounts in games against players.

pub mod engine_moves;

//! Platform rules without I/O: the words the services speak (ids, usernames, addresses) and the
//! decisions they take, as pure functions of their inputs (`now` is always an argument).

pub mod account;
pub mod adjudication;
pub mod calendar;
pub mod challenge;
pub mod clock;
pub mod conditional;
pub mod engine_play;
pub mod events;
pub mod game;
pub mod game_rules;
pub mod leave;
pub mod messages;
pub mod notifications;
pub mod rating;
pub mod reminders;
pub mod time_control;
pub mod watching;

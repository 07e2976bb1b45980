//! Who looks at a game page and how they want to see it ([`Viewer`]): shared by the game's
//! read model ([`super::game_model`]) and its steps ([`super::game_steps`]).

use fluent_templates::LanguageIdentifier;

use crate::chess::{Language, MoveStyle};
use crate::domain::account::UserId;

/// Names and how the viewer wants to see things.
#[derive(Debug, Clone)]
pub struct Viewer {
    /// Who is looking (None: nobody signed in).
    pub user: Option<UserId>,
    /// Show the board from the other side than usual.
    pub flip: bool,
    /// How moves are shown.
    pub style: MoveStyle,
    /// Language for piece letters.
    pub language: Language,
    /// Interface language, for the words of the accessible board.
    pub lang: LanguageIdentifier,
}

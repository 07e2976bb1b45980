//! What the players of a game write: a message to the opponent ([`MessageText`]) and a private
//! note ([`NoteText`]), both plain text read once at the door, and the rule of who may send and
//! read messages ([`MessagePolicy`]). No I/O: the service gathers the facts and asks here.

/// The longest message, in characters.
pub const MAX_MESSAGE_CHARS: usize = 1000;

/// The longest note, in characters.
pub const MAX_NOTE_CHARS: usize = 20_000;

/// What is wrong with a text.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TextError {
    /// Nothing but spaces.
    #[error("the message is empty; write something to your opponent")]
    Empty,
    /// Too long.
    #[error("the text has {0} characters; at most {1} are allowed, so shorten it")]
    TooLong(usize, usize),
}

/// A message as it is stored: trimmed, line ends as `\n`, no other control characters, not
/// empty, at most [`MAX_MESSAGE_CHARS`] characters. Shown as text, never as HTML.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MessageText(String);

/// A note as it is stored: like a message, but it may be empty (no note) and longer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NoteText(String);

/// `text` trimmed, with `\r\n` made `\n` and other control characters (but tabs) dropped.
fn plain(text: &str) -> String {
    text.replace("\r\n", "\n")
        .chars()
        .filter(|c| !c.is_control() || *c == '\n' || *c == '\t')
        .collect::<String>()
        .trim()
        .to_owned()
}

impl MessageText {
    /// Reads a message.
    ///
    /// ```
    /// use kingpost::domain::messages::{MessageText, TextError};
    /// assert_eq!(MessageText::parse("  Good luck!\r\n").unwrap().as_str(), "Good luck!");
    /// assert_eq!(MessageText::parse(" "), Err(TextError::Empty));
    /// ```
    pub fn parse(text: &str) -> Result<MessageText, TextError> {
        let text = plain(text);
        let count = text.chars().count();
        if count == 0 {
            return Err(TextError::Empty);
        }
        if count > MAX_MESSAGE_CHARS {
            return Err(TextError::TooLong(count, MAX_MESSAGE_CHARS));
        }
        Ok(MessageText(text))
    }

    /// The text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl NoteText {
    /// Reads a note (empty: no note).
    pub fn parse(text: &str) -> Result<NoteText, TextError> {
        let text = plain(text);
        let count = text.chars().count();
        if count > MAX_NOTE_CHARS {
            return Err(TextError::TooLong(count, MAX_NOTE_CHARS));
        }
        Ok(NoteText(text))
    }

    /// The text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// Why a message may not be sent.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SendRefusal {
    /// The game's event forbids messages.
    #[error("the event {0} does not allow messages between players; nothing was sent")]
    EventForbids(String),
    /// The writer switched messages off.
    #[error("you switched messages off; switch them on in your settings to write to your opponent")]
    WriterOff,
    /// The opponent switched messages off.
    #[error("{0} does not receive messages; nothing was sent")]
    OpponentOff(String),
}

/// The facts that decide whether a message may be sent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MessagePolicy {
    /// The event's name when the game's event forbids messages.
    pub forbidden_by: Option<String>,
    /// The writer accepts messages.
    pub writer_on: bool,
    /// The opponent's name and whether they accept messages.
    pub opponent: (String, bool),
}

impl MessagePolicy {
    /// Refuses a message the event, the writer's or the opponent's setting rules out.
    pub fn check(&self) -> Result<(), SendRefusal> {
        if let Some(event) = &self.forbidden_by {
            return Err(SendRefusal::EventForbids(event.clone()));
        }
        if !self.writer_on {
            return Err(SendRefusal::WriterOff);
        }
        if !self.opponent.1 {
            return Err(SendRefusal::OpponentOff(self.opponent.0.clone()));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_are_plain_and_limited() {
        let long = "x".repeat(MAX_MESSAGE_CHARS + 1);
        assert_eq!(
            MessageText::parse(&long),
            Err(TextError::TooLong(1001, 1000))
        );
        let text = MessageText::parse("a\u{7}b\r\n<script>").unwrap();
        assert_eq!(text.as_str(), "ab\n<script>");
        assert_eq!(NoteText::parse("  ").unwrap().as_str(), "");
    }

    #[test]
    fn the_event_then_the_writer_then_the_opponent() {
        let mut policy = MessagePolicy {
            forbidden_by: Some("Cup".to_owned()),
            writer_on: false,
            opponent: ("bob".to_owned(), false),
        };
        assert_eq!(policy.check(), Err(SendRefusal::EventForbids("Cup".into())));
        policy.forbidden_by = None;
        assert_eq!(policy.check(), Err(SendRefusal::WriterOff));
        policy.writer_on = true;
        assert_eq!(policy.check(), Err(SendRefusal::OpponentOff("bob".into())));
        policy.opponent.1 = true;
        assert_eq!(policy.check(), Ok(()));
    }
}

//! Reading the player's command from the text of a mail, with no I/O.
//!
//! The text first loses everything the player did not write for this reply ([`clean`]: quoted
//! mail, attributions, forwarded parts, signatures, greetings and closings). Then the first line
//! that holds a command, and the lines right below it that hold nothing else, are read as one
//! [`Command`]; when the body holds none, the subject is tried (without `Re:`, `AW:`, `Fwd:` …).
//! A line counts when it holds moves or command words and at most a few other words ("I play
//! 13.e5 and offer a draw"); a longer sentence that mentions a move is not taken as a command.
//!
//! Moves are recognised by their shape in any notation and kept as written ([`MoveText`]);
//! whether a move is legal, and whether a repeated opponent's move matches the game, is decided
//! later against the game with `kingpost::chess::parse_written_move` (the number read here is
//! passed on as read, not written back into text). Command words are understood in
//! English and in the player's [`Language`] (German `remis`, `aufgeben`, French `nulle`, …).

mod assemble;
mod by_game;
mod clean;
mod said;
mod tokens;
mod words;

use std::fmt;

pub use by_game::{GameLine, by_game};
pub use clean::clean;
pub use said::{split_message, text_after};

use crate::chess::notation::MoveNumber;
use crate::chess::{Color, Language, WrittenMove};
use tokens::Token;

/// A move as written, with its move number when one was given (`13. e5`, `13... Nf6`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveText {
    /// The move number written before the move.
    pub number: Option<u32>,
    /// The side the number's dots point to: one dot White, two or more (or `…`) Black; `None`
    /// without dots.
    pub side: Option<Color>,
    /// The move without its number, as written (`e5`, `Sf3`, `5254`, `O-O+`).
    pub text: String,
}

impl MoveText {
    /// A move text.
    pub fn new(number: Option<u32>, side: Option<Color>, text: &str) -> MoveText {
        MoveText {
            number,
            side,
            text: text.to_owned(),
        }
    }
}

impl MoveText {
    /// The move as the rules core reads it, with the number read here
    /// ([`crate::chess::parse_written_move`]).
    pub fn written(&self) -> WrittenMove<'_> {
        written_move(self.number, self.side, &self.text)
    }
}

/// A move's number, side and text as the rules core takes them.
pub fn written_move(number: Option<u32>, side: Option<Color>, text: &str) -> WrittenMove<'_> {
    let number = (number.is_some() || side.is_some()).then_some(MoveNumber { number, side });
    WrittenMove { number, text }
}

/// Writes the move as the player wrote it, for answers: `13. e5`, `13... Nf6`, `e5`.
impl fmt::Display for MoveText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.written().number {
            Some(number) => write!(f, "{number} {}", self.text),
            None => f.write_str(&self.text),
        }
    }
}

/// What a player asks for by mail.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// Play a move.
    Move {
        /// The opponent's last move repeated before the player's own (`12...Nf6 13.e5`): its
        /// number, its side and the move as written. It must match the game, or nothing is played.
        repeated: Option<(u32, Color, String)>,
        /// The player's move number, if written.
        number: Option<u32>,
        /// The side the move number's dots point to, if written.
        side: Option<Color>,
        /// The player's move as written.
        text: String,
        /// Whether a draw is offered with the move.
        offer_draw: bool,
    },
    /// Resign the game.
    Resign,
    /// Offer a draw without moving.
    OfferDraw,
    /// Accept the opponent's draw offer.
    Accept,
    /// Decline the opponent's draw offer.
    Decline,
    /// Claim a draw (threefold repetition, fifty moves), perhaps with the move that leads to it.
    Claim {
        /// The opponent's last move repeated, as for [`Command::Move`].
        repeated: Option<(u32, Color, String)>,
        /// The move to be played with the claim.
        mv: Option<MoveText>,
    },
    /// Conditional moves: "if the opponent plays this, I reply that".
    Conditional(ConditionalLine),
}

/// A conditional line: an optional move to play now, then steps.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConditionalLine {
    /// A move to play now, before the steps (`13.e5 if 13...Nf6 14.Bd3`).
    pub now: Option<MoveText>,
    /// The steps in order.
    pub steps: Vec<ConditionalStep>,
}

/// One step of a conditional line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConditionalStep {
    /// The opponent's expected move.
    pub theirs: MoveText,
    /// The reply to play if it comes.
    pub mine: MoveText,
}

/// Where the command was found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    /// In the body.
    Body,
    /// In the subject (the body held no command).
    Subject,
}

/// A command and where it was read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    /// The command.
    pub command: Command,
    /// Body or subject.
    pub place: Place,
    /// The line(s) it was read from, for quoting in the confirmation.
    pub line: String,
}

/// Why no command could be read; each message says what would be right.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CommandError {
    /// Neither the body nor the subject holds a command.
    #[error("No move or command was found in your message. {}", expected(*language, sentence.as_deref()))]
    NoCommand {
        /// The player's language (its command words are listed in the message).
        language: Language,
        /// A sentence that mentions a move but was not taken as a command.
        sentence: Option<String>,
    },
    /// More than one move, and not as "opponent's last move, then mine".
    #[error(
        "Your message holds several different moves ({}). Send only the move you play; you may \
         write the opponent's last move before it, with its number, like 12...Nf6 13.e5.",
        moves.join(", ")
    )]
    SeveralMoves {
        /// The moves, as written.
        moves: Vec<String>,
    },
    /// Commands that exclude each other (resign and accept, a move and resign).
    #[error(
        "Your message asks for things that exclude each other ({}). Send only one of them.",
        words.join(", ")
    )]
    Conflicting {
        /// The commands and moves, as written.
        words: Vec<String>,
    },
    /// A command word next to a negation ("no draw").
    #[error(
        "\"{line}\" is unclear: it says \"{word}\" but also \"{negation}\". Write only the command \
         word, for example: accept, or: decline."
    )]
    Negated {
        /// The line.
        line: String,
        /// The command word.
        word: String,
        /// The negation.
        negation: String,
    },
    /// A conditional line that is not pairs of moves.
    #[error(
        "The conditional line \"{line}\" cannot be read: {reason}. Write each step as the \
         opponent's move and your reply, like: if 13...Nf6 14.e5 if 14...Nd5 15.c4"
    )]
    BadConditional {
        /// The line.
        line: String,
        /// What is wrong with it.
        reason: String,
    },
}

impl CommandError {
    /// A short stable code: `no_command`, `several_moves`, `conflicting`, `negated` or
    /// `bad_conditional`.
    pub fn code(&self) -> &'static str {
        match self {
            CommandError::NoCommand { .. } => "no_command",
            CommandError::SeveralMoves { .. } => "several_moves",
            CommandError::Conflicting { .. } => "conflicting",
            CommandError::Negated { .. } => "negated",
            CommandError::BadConditional { .. } => "bad_conditional",
        }
    }
}

fn expected(language: Language, sentence: Option<&str>) -> String {
    let local = words::local_words(language)
        .map(|w| format!(" (in {}: {w})", language.name()))
        .unwrap_or_default();
    let mut text = format!(
        "Write your move on a line of its own at the top of your reply, for example 13. e5, Nf3, \
         O-O or 5254; or one of the words resign, draw, accept, decline or claim{local}; or a \
         conditional line such as: if 13...Nf6 14.e5."
    );
    if let Some(sentence) = sentence {
        text.push_str(&format!(
            " The line \"{sentence}\" reads like a sentence, so it was not taken as a command."
        ));
    }
    text
}

/// More words than this besides moves, command words and fillers make a line a sentence.
const MAX_OTHER_WORDS: usize = 3;

/// Reads the command of a mail from its text and subject (see the module docs).
///
/// ```
/// use kingpost::chess::{Color, Language};
/// use kingpost::mail::commands::{read, Command};
///
/// let text = "Hallo Bob,\n\n12...Sf6 13.e5 remis\n\nGruß, Ann\n\n> Bob spielte 12...Sf6";
/// let found = read(text, "AW: Partie 7", Language::German).unwrap();
/// assert_eq!(found.command, Command::Move {
///     repeated: Some((12, Color::Black, "Sf6".to_owned())),
///     number: Some(13),
///     side: Some(Color::White),
///     text: "e5".to_owned(),
///     offer_draw: true,
/// });
/// ```
///
/// # Errors
///
/// [`CommandError`] when no command is found or what is written does not make one command.
pub fn read(text: &str, subject: &str, language: Language) -> Result<Found, CommandError> {
    let lines = clean(text);
    let mut sentence = None;
    for (i, line) in lines.iter().enumerate() {
        let tokens = tokens::tokenize(line, language);
        if !has_command(&tokens) {
            continue;
        }
        if other_words(&tokens) > MAX_OTHER_WORDS {
            sentence.get_or_insert_with(|| line.clone());
            continue;
        }
        let mut all = tokens;
        let mut used = vec![line.as_str()];
        for next in &lines[i + 1..] {
            let more = tokens::tokenize(next, language);
            if !has_command(&more) || other_words(&more) > 0 {
                break;
            }
            all.extend(more);
            used.push(next);
        }
        let line = used.join("\n");
        check_negation(&line, &all)?;
        let command = assemble::assemble(&all, &line)?;
        return Ok(Found {
            command,
            place: Place::Body,
            line,
        });
    }
    from_subject(subject, language).unwrap_or(Err(CommandError::NoCommand { language, sentence }))
}

/// The command in the subject, if it holds one.
fn from_subject(subject: &str, language: Language) -> Option<Result<Found, CommandError>> {
    let subject = strip_subject_prefixes(subject);
    let tokens = tokens::tokenize(subject, language);
    if !has_command(&tokens) || other_words(&tokens) > MAX_OTHER_WORDS {
        return None;
    }
    let result = check_negation(subject, &tokens)
        .and_then(|()| assemble::assemble(&tokens, subject))
        .map(|command| Found {
            command,
            place: Place::Subject,
            line: subject.to_owned(),
        });
    Some(result)
}

/// The subject without reply and forward prefixes in the common languages (`Re:`, `AW:`,
/// `Fwd:`, `WG:`, `TR:`, `RV:`, `SV:`, `Antw:`, `Ответ:`, also `Re[2]:`), repeatedly.
///
/// ```
/// use kingpost::mail::commands::strip_subject_prefixes;
/// assert_eq!(strip_subject_prefixes("Re: AW: Fwd: 13.e5"), "13.e5");
/// assert_eq!(strip_subject_prefixes("RE[2]: draw"), "draw");
/// assert_eq!(strip_subject_prefixes("Return"), "Return");
/// ```
pub fn strip_subject_prefixes(subject: &str) -> &str {
    const PREFIXES: [&str; 19] = [
        "re",
        "aw",
        "fwd",
        "fw",
        "wg",
        "tr",
        "rv",
        "sv",
        "vs",
        "antw",
        "odp",
        "res",
        "enc",
        "r",
        "ref",
        "doorst",
        "ответ",
        "תשובה",
        "השב",
    ];
    let mut rest = subject.trim();
    loop {
        let Some((head, tail)) = rest.split_once(':') else {
            return rest;
        };
        let head = head.trim();
        let name = head.split('[').next().unwrap_or(head).trim().to_lowercase();
        if !PREFIXES.contains(&name.as_str()) {
            return rest;
        }
        rest = tail.trim();
    }
}

fn has_command(tokens: &[Token]) -> bool {
    tokens
        .iter()
        .any(|t| matches!(t, Token::Move(_) | Token::Keyword(..) | Token::If))
}

fn other_words(tokens: &[Token]) -> usize {
    tokens
        .iter()
        .filter(|t| matches!(t, Token::Other(_)))
        .count()
}

/// Negations that make a command word unclear ("no draw", "nicht annehmen").
const NEGATIONS: [&str; 16] = [
    "no", "not", "don't", "dont", "never", "nicht", "kein", "keine", "nein", "pas", "non", "ne",
    "niet", "geen", "не", "нет",
];

fn check_negation(line: &str, tokens: &[Token]) -> Result<(), CommandError> {
    let Some(word) = tokens.iter().find_map(|t| match t {
        Token::Keyword(_, word) => Some(word),
        _ => None,
    }) else {
        return Ok(());
    };
    let negation = tokens.iter().find_map(|t| match t {
        Token::Other(w) => {
            let w = w
                .trim_matches(|c: char| !c.is_alphanumeric() && c != '\'')
                .to_lowercase();
            NEGATIONS.contains(&w.as_str()).then_some(w)
        }
        _ => None,
    });
    match negation {
        Some(negation) => Err(CommandError::Negated {
            line: line.to_owned(),
            word: word.clone(),
            negation,
        }),
        None => Ok(()),
    }
}

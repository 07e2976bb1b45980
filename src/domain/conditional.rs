//! Conditional moves: lines a player stores on their opponent's turn, "if they play X, I play Y;
//! if then Z, I play W …", with several branches (a tree). Pure: reading and checking the lines
//! against the position, and finding the reply to the move the opponent made.
//!
//! **Written form.** One line per branch, lines separated by new lines or `;`. A line is a
//! sequence of moves in any notation Kingpost reads, the opponent's and the player's in turn,
//! starting with the opponent's; the words `if` and `then` and move numbers may be written for
//! readability and are checked when given: `if 13...Nf6 14.e5 if 14...Nd5 15.c4`. Lines that
//! begin alike share that beginning, so two lines can branch at any of the opponent's moves, but
//! one opponent move can have only one reply. Every line must end with one of the player's moves.
//!
//! Moves are stored as UCI, the tree as JSON (`[{"if": "e7e5", "then": "g1f3", "next": []}]`).

use serde::{Deserialize, Serialize};

use crate::chess::{Chess, Language, Move, MoveError, Notation, Position, parse_move, write_move};

/// The most moves (both sides) a tree may hold.
pub const MAX_MOVES: usize = 400;

/// A tree of conditional replies, for the position where the opponent is to move.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct ConditionalTree {
    /// One branch per opponent move provided for.
    pub branches: Vec<Branch>,
}

/// "If they play `theirs`, I play `mine`, and then `next`."
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Branch {
    /// The opponent's move, UCI.
    #[serde(rename = "if")]
    pub theirs: String,
    /// The reply, UCI.
    #[serde(rename = "then")]
    pub mine: String,
    /// The replies after that, for the position after both moves.
    #[serde(default)]
    pub next: ConditionalTree,
}

/// Why conditional moves were refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ConditionalError {
    /// A move in a line is not legal (or not readable) where it stands.
    #[error("line {line}, move {index} ('{text}'): {error}")]
    Move {
        /// 1-based line.
        line: usize,
        /// 1-based move in the line.
        index: usize,
        /// The move as written.
        text: String,
        /// What the rules core said.
        error: MoveError,
    },
    /// A line ends with an opponent's move.
    #[error("line {line} ends with their move {after}; add the move you reply with")]
    MissingReply {
        /// 1-based line.
        line: usize,
        /// The last move, as written.
        after: String,
    },
    /// Two lines answer one opponent move differently.
    #[error(
        "line {line} answers {theirs} with {second}, but an earlier line answers it with {first}; keep one reply per move"
    )]
    Conflict {
        /// 1-based line.
        line: usize,
        /// The opponent's move (SAN).
        theirs: String,
        /// The earlier reply (SAN).
        first: String,
        /// The later reply (SAN).
        second: String,
    },
    /// A line continues after the game would have ended.
    #[error("line {line}: the game would be over after {after}; end the line there")]
    AfterGameEnd {
        /// 1-based line.
        line: usize,
        /// The move that ends the game.
        after: String,
    },
    /// Too many moves.
    #[error("conditional moves may hold at most {MAX_MOVES} moves; these hold {0}")]
    TooLarge(usize),
}

/// A line of moves as written, not yet checked.
pub type WrittenLine = Vec<String>;

/// Splits text into lines of move words: `if`/`then` dropped, move numbers joined to their move.
pub fn split_text(text: &str) -> Vec<WrittenLine> {
    text.split(['\n', ';'])
        .map(|line| {
            let mut moves: WrittenLine = Vec::new();
            let mut number: Option<&str> = None;
            for word in line.split([' ', '\t', '\r', ',']).filter(|w| !w.is_empty()) {
                if matches!(word.to_ascii_lowercase().as_str(), "if" | "then") {
                    continue;
                }
                let is_number = word
                    .trim_end_matches(['.', '…'])
                    .chars()
                    .all(|c| c.is_ascii_digit())
                    && word.ends_with(['.', '…']);
                if is_number {
                    number = Some(word);
                    continue;
                }
                moves.push(match number.take() {
                    Some(n) => format!("{n}{word}"),
                    None => word.to_owned(),
                });
            }
            moves
        })
        .filter(|line| !line.is_empty())
        .collect()
}

impl ConditionalTree {
    /// Whether it holds no branch.
    pub fn is_empty(&self) -> bool {
        self.branches.is_empty()
    }

    /// The moves it holds, both sides.
    pub fn size(&self) -> usize {
        self.branches.iter().map(|b| 2 + b.next.size()).sum()
    }

    /// Reads and checks lines for `position` (the opponent to move), in `language`.
    pub fn from_lines(
        position: &Chess,
        lines: &[WrittenLine],
        language: Language,
    ) -> Result<ConditionalTree, ConditionalError> {
        let mut tree = ConditionalTree::default();
        for (i, line) in lines.iter().enumerate() {
            tree.add_line(position, i + 1, line, language)?;
        }
        let size = tree.size();
        if size > MAX_MOVES {
            return Err(ConditionalError::TooLarge(size));
        }
        Ok(tree)
    }

    /// Reads and checks text such as `if 13...Nf6 14.e5 if 14...Nd5 15.c4`.
    pub fn from_text(
        position: &Chess,
        text: &str,
        language: Language,
    ) -> Result<ConditionalTree, ConditionalError> {
        ConditionalTree::from_lines(position, &split_text(text), language)
    }

    fn add_line(
        &mut self,
        start: &Chess,
        line: usize,
        words: &[String],
        language: Language,
    ) -> Result<(), ConditionalError> {
        let mut position = start.clone();
        let mut node = self;
        for (pair_index, pair) in words.chunks(2).enumerate() {
            let [theirs_text, mine_text] = pair else {
                return Err(ConditionalError::MissingReply {
                    line,
                    after: pair[0].clone(),
                });
            };
            let at = LineReader {
                line,
                language,
                index: pair_index * 2 + 1,
            }
            .add_pair(node, &mut position, theirs_text, mine_text)?;
            if position.is_game_over() && pair_index * 2 + 2 < words.len() {
                return Err(ConditionalError::AfterGameEnd {
                    line,
                    after: mine_text.clone(),
                });
            }
            node = &mut node.branches[at].next;
        }
        Ok(())
    }

    /// The branch for the opponent's move `theirs` (UCI), if provided for.
    pub fn branch_for(&self, theirs: &str) -> Option<&Branch> {
        self.branches.iter().find(|b| b.theirs == theirs)
    }

    /// Every root-to-leaf line, written for people: `if 13...Nf6 14.e5 if 14...Nd5 15.c4`,
    /// moves in `notation` and `language`, starting from `position`.
    pub fn lines(&self, position: &Chess, notation: Notation, language: Language) -> Vec<String> {
        let mut out = Vec::new();
        self.collect_lines(position, notation, language, String::new(), &mut out);
        out
    }

    fn collect_lines(
        &self,
        position: &Chess,
        notation: Notation,
        language: Language,
        prefix: String,
        out: &mut Vec<String>,
    ) {
        for branch in &self.branches {
            let mut after = position.clone();
            let mut text = prefix.clone();
            for (i, uci) in [&branch.theirs, &branch.mine].into_iter().enumerate() {
                let Ok(read) = parse_move(&after, uci, Language::English) else {
                    return;
                };
                let number = after.fullmoves().get();
                let dots = if after.turn() == crate::chess::Color::White {
                    "."
                } else {
                    "..."
                };
                let word = if i == 0 { "if " } else { "" };
                let sep = if text.is_empty() { "" } else { " " };
                let mv = write_move(&after, read.mv, notation, language);
                text.push_str(&format!("{sep}{word}{number}{dots}{mv}"));
                after.play_unchecked(read.mv);
            }
            if branch.next.is_empty() {
                out.push(text);
            } else {
                branch
                    .next
                    .collect_lines(&after, notation, language, text, out);
            }
        }
    }
}

/// Reads the moves of one written line, for its error messages.
struct LineReader {
    line: usize,
    language: Language,
    /// The 1-based index of the opponent's move of the pair in the line.
    index: usize,
}

impl LineReader {
    fn read(&self, position: &Chess, text: &str, index: usize) -> Result<Move, ConditionalError> {
        parse_move(position, text, self.language)
            .map(|r| r.mv)
            .map_err(|error| ConditionalError::Move {
                line: self.line,
                index,
                text: text.to_owned(),
                error,
            })
    }

    /// Reads "their move, my reply" at `position` (which it advances past both) and adds it to
    /// `node`; returns the branch's index there.
    fn add_pair(
        &self,
        node: &mut ConditionalTree,
        position: &mut Chess,
        theirs_text: &str,
        mine_text: &str,
    ) -> Result<usize, ConditionalError> {
        let english =
            |p: &Chess, mv: Move, notation| write_move(p, mv, notation, Language::English);
        let theirs = self.read(position, theirs_text, self.index)?;
        let (theirs_uci, theirs_san) = (
            english(position, theirs, Notation::Uci),
            english(position, theirs, Notation::San),
        );
        position.play_unchecked(theirs);
        if position.is_game_over() {
            return Err(ConditionalError::AfterGameEnd {
                line: self.line,
                after: theirs_text.to_owned(),
            });
        }
        let mine = self.read(position, mine_text, self.index + 1)?;
        let mine_uci = english(position, mine, Notation::Uci);
        let before_mine = position.clone();
        position.play_unchecked(mine);
        match node.branches.iter().position(|b| b.theirs == theirs_uci) {
            Some(at) if node.branches[at].mine != mine_uci => {
                let stored = &node.branches[at].mine;
                let first = parse_move(&before_mine, stored, Language::English).map_or_else(
                    |_| stored.clone(),
                    |r| english(&before_mine, r.mv, Notation::San),
                );
                Err(ConditionalError::Conflict {
                    line: self.line,
                    theirs: theirs_san,
                    first,
                    second: english(&before_mine, mine, Notation::San),
                })
            }
            Some(at) => Ok(at),
            None => {
                node.branches.push(Branch {
                    theirs: theirs_uci,
                    mine: mine_uci,
                    next: ConditionalTree::default(),
                });
                Ok(node.branches.len() - 1)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// After 1.e4 e5 2.Nf3: Black to move, White stores replies.
    fn position() -> Chess {
        let mut p = Chess::default();
        for text in ["e4", "e5", "Nf3"] {
            let mv = parse_move(&p, text, Language::English).unwrap().mv;
            p.play_unchecked(mv);
        }
        p
    }

    #[test]
    fn lines_in_any_notation_make_one_tree() {
        let text =
            "if 2...Nc6 3.Bb5 if 3...a6 4.Ba4\n2... Nc6 3.Lb5 3...Sf6 4.O-O; if 2...d6 then 3.d4";
        let tree = ConditionalTree::from_text(&position(), text, Language::German).unwrap();
        assert_eq!(tree.branches.len(), 2);
        let nc6 = tree.branch_for("b8c6").unwrap();
        assert_eq!(nc6.mine, "f1b5");
        let after_bb5: Vec<&str> = nc6
            .next
            .branches
            .iter()
            .map(|b| b.theirs.as_str())
            .collect();
        assert_eq!(after_bb5, ["a7a6", "g8f6"]);
        assert_eq!(tree.size(), 8);
        assert_eq!(
            tree.lines(&position(), Notation::San, Language::English),
            [
                "if 2...Nc6 3.Bb5 if 3...a6 4.Ba4",
                "if 2...Nc6 3.Bb5 if 3...Nf6 4.O-O",
                "if 2...d6 3.d4",
            ]
        );
        let json = serde_json::to_string(&tree.branches[1]).unwrap();
        assert_eq!(json, r#"{"if":"d7d6","then":"d2d4","next":[]}"#);
        let back: ConditionalTree =
            serde_json::from_str(&serde_json::to_string(&tree).unwrap()).unwrap();
        assert_eq!(back, tree);
    }

    #[test]
    fn bad_lines_say_what_is_wrong() {
        let p = position();
        let err = |text: &str| ConditionalTree::from_text(&p, text, Language::English).unwrap_err();
        assert!(matches!(
            err("Nc6"),
            ConditionalError::MissingReply { line: 1, .. }
        ));
        assert!(matches!(
            err("Nc6 Bb5; Nc6 Bc4"),
            ConditionalError::Conflict { line: 2, ref first, ref second, .. } if first == "Bb5" && second == "Bc4"
        ));
        assert!(matches!(
            err("Nc6 Bb6"),
            ConditionalError::Move {
                line: 1,
                index: 2,
                ..
            }
        ));
        assert!(matches!(
            err("3.Nc6 Bb5"),
            ConditionalError::Move {
                index: 1,
                error: MoveError::WrongMoveNumber { .. },
                ..
            }
        ));
        assert!(
            err("Nc6 Bb6")
                .to_string()
                .starts_with("line 1, move 2 ('Bb6'): ")
        );
        assert!(
            ConditionalTree::from_text(&p, "  \n ; ", Language::English)
                .unwrap()
                .is_empty()
        );
    }

    #[test]
    fn text_is_split_into_move_words() {
        assert_eq!(
            split_text("if 13... Nf6 14. e5, if 14…Nd5 then 15.c4"),
            vec![vec!["13...Nf6", "14.e5", "14…Nd5", "15.c4"]]
        );
    }
}

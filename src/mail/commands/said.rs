//! The message a player writes to their opponent in a reply: the text after the command, or
//! everything after a line that starts with a message word ("message:", "Nachricht:",
//! "mensaje:" … in each of the interface languages). It is read from the person's own lines
//! ([`super::clean`]), so quoted mail, attributions, forwarded parts and the signature are never
//! taken.

use super::{Found, Place, clean};

/// Words that start a message line, followed by `:`.
const MARKERS: [&str; 15] = [
    "message",
    "msg",
    "nachricht",
    "mitteilung",
    "mensaje",
    "messaggio",
    "mensagem",
    "bericht",
    "сообщение",
    "teachtaireacht",
    "mesazh",
    "መልእክት",
    "מעלדונג",
    "אָנזאָג",
    "בריוו",
];

/// The rest of `line` after a message word and its colon, if it starts with one.
fn after_marker(line: &str) -> Option<&str> {
    let (head, rest) = line.trim().split_once(':')?;
    let head = head.trim().to_lowercase();
    MARKERS.contains(&head.as_str()).then_some(rest)
}

/// Splits a mail's text at its first unquoted message line: the text before it (where the
/// command is read) and the message after the marker (the person's own lines only), if any.
///
/// ```
/// use kingpost::mail::commands::split_message;
/// let (command, message) = split_message("13.e5\nMessage: draw soon?\n\n-- \nAnn");
/// assert_eq!(command, "13.e5");
/// assert_eq!(message.as_deref(), Some("draw soon?"));
/// ```
pub fn split_message(text: &str) -> (String, Option<String>) {
    let lines: Vec<&str> = text.lines().collect();
    let marked = lines
        .iter()
        .position(|l| !l.trim_start().starts_with('>') && after_marker(l).is_some());
    let Some(at) = marked else {
        return (text.to_owned(), None);
    };
    let first = after_marker(lines[at]).unwrap_or_default();
    let mut rest = vec![first];
    rest.extend(&lines[at + 1..]);
    let said = own_text(&rest.join("\n"));
    (lines[..at].join("\n"), said)
}

/// The person's own lines after the ones the command was read from (a command read from the
/// subject takes none).
///
/// ```
/// use kingpost::chess::Language;
/// use kingpost::mail::commands::{read, text_after};
/// let text = "Hi Bob,\n13.e5\nA sharp line, good luck with it!\n\n> Bob played 12...Nf6";
/// let found = read(text, "Re: Game 7", Language::English).unwrap();
/// assert_eq!(text_after(text, &found).as_deref(), Some("A sharp line, good luck with it!"));
/// ```
pub fn text_after(text: &str, found: &Found) -> Option<String> {
    if found.place != Place::Body {
        return None;
    }
    let lines = clean(text);
    let used: Vec<&str> = found.line.lines().collect();
    let first = lines
        .iter()
        .position(|l| Some(&l.as_str()) == used.first())?;
    let mut after = lines.get(first + used.len()..)?;
    if let Some((last, rest)) = after.split_last()
        && is_name(last)
    {
        after = rest;
    }
    let said = after.join("\n");
    (!said.trim().is_empty()).then_some(said)
}

/// Whether a line is a sign-off name ("Walter", "Ann B."): one or two capitalised words and no
/// sentence punctuation.
fn is_name(line: &str) -> bool {
    let words: Vec<&str> = line.split_whitespace().collect();
    !words.is_empty()
        && words.len() <= 2
        && words
            .iter()
            .all(|w| w.chars().next().is_some_and(char::is_uppercase))
        && !line.contains(['!', '?', ',', ':', ';'])
}

/// The person's own lines of `text`, joined, or `None` when nothing is left.
fn own_text(text: &str) -> Option<String> {
    let said = clean(text).join("\n");
    (!said.trim().is_empty()).then_some(said)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::chess::Language;
    use crate::mail::commands::read;

    #[test]
    fn quotes_and_signatures_are_not_taken() {
        let text = "13.e5\nNice game so far, thank you.\n\n-- \nAnn Example\nSent from my phone\n\nOn Mon, Bob wrote:\n> message: hello\n> 12...Nf6";
        let found = read(text, "", Language::English).unwrap();
        assert_eq!(
            text_after(text, &found).as_deref(),
            Some("Nice game so far, thank you.")
        );
        assert_eq!(split_message(text).1, None);
    }

    #[test]
    fn a_marker_in_another_language() {
        let (command, said) = split_message("Nachricht: Viel Glück\nweiter so\n13.e5");
        assert_eq!(command, "");
        assert_eq!(said.as_deref(), Some("Viel Glück\nweiter so\n13.e5"));
        assert_eq!(
            split_message("сообщение: интересная партия").1.as_deref(),
            Some("интересная партия")
        );
    }

    #[test]
    fn a_move_alone_says_nothing() {
        for text in [
            "13.e5\n\nRegards,\nAnn",
            "Hello Berta,\r\n\r\n1. e4\r\n\r\nWalter",
        ] {
            let found = read(text, "", Language::English).unwrap();
            assert_eq!(text_after(text, &found), None, "{text}");
        }
        let text = "1. e4\nA sharp opening, I like it!\nWalter B.";
        let found = read(text, "", Language::English).unwrap();
        assert_eq!(
            text_after(text, &found).as_deref(),
            Some("A sharp opening, I like it!")
        );
    }
}

//! From a mail's text to the lines the person wrote themselves.
//!
//! Replies carry the mail they answer, and every client marks it differently. Dropped here:
//!
//! - quoted lines (`>`), and the attribution line above them ("On … wrote:", "Am … schrieb …:",
//!   "Le … a écrit :", "El … escribió:", "Il … ha scritto:", "Em … escreveu:",
//!   "Op … schreef …:", "… написал(а):"), also when the client wrapped it over two or three lines.
//!   An attribution followed by `>` lines is a bottom-posted or interleaved reply: only the
//!   attribution goes, the person's text below stays. An attribution *not* followed by `>` lines
//!   (top-posting in clients that quote without marks) ends the text;
//! - everything after Outlook's "-----Original Message-----" (in any language), its
//!   "From: … Sent: …" header block and the underscore rule above it, Thunderbird's and Gmail's
//!   forward separators, Apple Mail's "Begin forwarded message:";
//! - the signature: the `-- ` line and everything after it, and "Sent from my iPhone" lines;
//! - greeting lines ("Hi Bob,", "Hallo,", "Dear …") and closing lines ("Thanks", "Regards") with
//!   everything after a closing (the name below it).
//!
//! What remains are the trimmed, non-empty lines in order.

use super::words;

/// The person's own lines (see the module docs).
pub fn clean(text: &str) -> Vec<String> {
    let lines: Vec<String> = text.lines().map(normalise_spaces).collect();
    let own = without_quotes(&lines);
    without_greetings(own)
}

/// Lines before the first cut, without quoted lines and attributions.
fn without_quotes(lines: &[String]) -> Vec<&str> {
    let mut kept = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let trimmed = lines[i].as_str();
        if trimmed.starts_with('>') {
            i += 1;
            continue;
        }
        if is_cut(trimmed) || outlook_header_block(lines, i) {
            break;
        }
        if let Some((len, wrote)) = attribution_len(lines, i) {
            if next_is_quoted(lines, i + len) {
                i += len;
                continue;
            }
            if wrote {
                break;
            }
        }
        kept.push(trimmed);
        i += 1;
    }
    kept
}

/// The line with tabs, non-breaking and other odd spaces made plain, trimmed.
fn normalise_spaces(line: &str) -> String {
    let line = line.trim();
    if line
        .bytes()
        .all(|b| b.is_ascii() && b != b'\t' && b != b'\r')
    {
        return line.to_owned();
    }
    line.chars()
        .map(|c| if c.is_whitespace() { ' ' } else { c })
        .collect()
}

/// Separators after which only quoted, forwarded or signature text follows.
fn is_cut(trimmed: &str) -> bool {
    if trimmed == "--" || trimmed == "-- " {
        return true;
    }
    if trimmed.len() >= 10 && trimmed.chars().all(|c| c == '_') {
        return true;
    }
    let lower = lower_start(trimmed);
    if is_dashed_marker(&lower) {
        return true;
    }
    const STARTS: [&str; 26] = [
        "begin forwarded message",
        "anfang der weitergeleiteten nachricht",
        "début du message réexpédié",
        "début du message transféré",
        "inicio del mensaje reenviado",
        "comienzo del mensaje reenviado",
        "inizio messaggio inoltrato",
        "início da mensagem reencaminhada",
        "início da mensagem encaminhada",
        "begin doorgestuurd bericht",
        "начало переадресованного сообщения",
        "sent from my",
        "sent from mail for",
        "sent from outlook",
        "get outlook for",
        "von meinem",
        "gesendet von",
        "envoyé de mon",
        "envoyé depuis",
        "enviado desde mi",
        "enviado do meu",
        "enviado de meu",
        "inviato da",
        "verzonden met",
        "verstuurd vanaf",
        "отправлено с",
    ];
    STARTS.iter().any(|s| lower.starts_with(s))
}

/// `-----Original Message-----`, `-------- Weitergeleitete Nachricht --------`,
/// `---------- Forwarded message ---------` and their translations.
fn is_dashed_marker(lower: &str) -> bool {
    if !lower.starts_with("---") {
        return false;
    }
    const WORDS: [&str; 22] = [
        "original",
        "forwarded",
        "message",
        "nachricht",
        "weitergeleitet",
        "origine",
        "transféré",
        "mensaje",
        "reenviado",
        "messaggio",
        "inoltrato",
        "mensagem",
        "encaminhada",
        "bericht",
        "doorgestuurd",
        "сообщение",
        "пересылаемое",
        "исходное",
        "oorspronkelijk",
        "ursprüngliche",
        "originale",
        "reply",
    ];
    WORDS.iter().any(|w| lower.contains(w))
}

/// Outlook's header block of the quoted mail: a `From:` line (in some language, perhaps in
/// bold as `*From:*`) followed within four lines by a `Sent:`, `Date:` or `To:` line.
fn outlook_header_block(lines: &[String], i: usize) -> bool {
    const FROM: [&str; 9] = ["from", "von", "de", "da", "van", "от", "fra", "från", "od"];
    const NEXT: [&str; 22] = [
        "sent",
        "date",
        "to",
        "gesendet",
        "datum",
        "an",
        "envoyé",
        "à",
        "enviado",
        "fecha",
        "para",
        "inviato",
        "data",
        "a",
        "verzonden",
        "aan",
        "отправлено",
        "дата",
        "кому",
        "subject",
        "betreff",
        "objet",
    ];
    let is_field = |line: &str, names: &[&str]| {
        let Some((name, _)) = line.split_once(':') else {
            return false;
        };
        let name = name.trim().trim_matches('*').trim();
        name.len() <= 24
            && names.iter().any(|n| {
                n.eq_ignore_ascii_case(name) || (!name.is_ascii() && name.to_lowercase() == *n)
            })
    };
    is_field(&lines[i], &FROM)
        && lines
            .iter()
            .skip(i + 1)
            .take(4)
            .any(|line| is_field(line, &NEXT))
}

/// Verbs of attribution lines, lower case.
const WROTE: [&str; 16] = [
    "wrote",
    "writes",
    "schrieb",
    "a écrit",
    "escribió",
    "escribio",
    "ha scritto",
    "escreveu",
    "schreef",
    "написал",
    "написала",
    "пишет",
    "skrev",
    "kirjoitti",
    "napisał",
    "כתב",
];

/// How many lines (1 to 3) the attribution starting at `i` takes, if one starts there, and
/// whether it says "wrote" (in some language). Without the verb, a line that ends with a colon
/// and names an address (`23.11.2026, 10:00, "Kingpost" <k@x>:`, as Yandex writes it) is an
/// attribution only when quoted lines follow, which the caller checks.
fn attribution_len(lines: &[String], i: usize) -> Option<(usize, bool)> {
    if !lines.iter().skip(i).take(3).any(|l| l.ends_with(':')) {
        return None;
    }
    let mut joined = String::new();
    for len in 1..=3 {
        let part = lines.get(i + len - 1)?;
        if len > 1 && (part.is_empty() || part.starts_with('>')) {
            return None;
        }
        if !joined.is_empty() {
            joined.push(' ');
        }
        joined.push_str(part);
        if joined.len() > 400 {
            return None;
        }
        if joined.ends_with(':') {
            let lower = joined.to_lowercase();
            let wrote = WROTE.iter().any(|w| lower.contains(w));
            let names_address = lower.contains('@');
            // A wrapped attribution starts at its first line, not at a line of text above it.
            let starts_here = len == 1 || attribution_len(lines, i + 1).is_none();
            return ((wrote || names_address) && starts_here).then_some((len, wrote));
        }
    }
    None
}

/// Whether the first non-blank line from `i` on is quoted with `>`.
fn next_is_quoted(lines: &[String], i: usize) -> bool {
    lines
        .iter()
        .skip(i)
        .find(|l| !l.is_empty())
        .is_some_and(|l| l.starts_with('>'))
}

/// Drops blank lines, greeting lines, and closing lines with what follows them.
fn without_greetings(lines: Vec<&str>) -> Vec<String> {
    let mut kept: Vec<String> = Vec::new();
    for line in lines {
        if line.is_empty() {
            continue;
        }
        let lower = lower_start(line);
        let short = line.split_whitespace().count() <= 5;
        if short && words::starts_with_closing(&lower) {
            if kept.is_empty() {
                continue;
            }
            break;
        }
        let greeting_only = words::starts_with_greeting(&lower)
            && (line.ends_with([',', '!', ':']) || line.split_whitespace().count() <= 3);
        if greeting_only {
            continue;
        }
        kept.push(line.to_owned());
    }
    kept
}

/// The start of a line in lower case: enough for every marker, greeting and closing.
fn lower_start(line: &str) -> String {
    line.chars().take(80).flat_map(char::to_lowercase).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn top_posted_reply_keeps_the_top() {
        let text = "Hi Bob,\n\n13. e5\n\nCheers,\nAnn\n\nOn Mon, 23 Nov 2026 at 10:00, Kingpost <\nmove+abc@chess.example.org> wrote:\n> Bob played 12... Nf6\n";
        assert_eq!(clean(text), ["13. e5"]);
    }

    #[test]
    fn bottom_posted_reply_keeps_the_bottom() {
        let text = "Am 23.11.2026 um 10:00 schrieb Kingpost:\n> Bob spielte 12... Sf6\n>\n\n13. e5 remis\n\n-- \nAnn\n";
        assert_eq!(clean(text), ["13. e5 remis"]);
    }

    #[test]
    fn outlook_blocks_and_forwards_end_the_text() {
        let text = "Sf3\n\n________________________________\nVon: Kingpost <k@x>\nGesendet: Montag\nAn: Ann\n";
        assert_eq!(clean(text), ["Sf3"]);
        let text = "e4\n-----Ursprüngliche Nachricht-----\nVon: x";
        assert_eq!(clean(text), ["e4"]);
        let text = "resign\n\nFrom: Kingpost <k@x>\nSent: Monday\nTo: Ann\nSubject: Game 4";
        assert_eq!(clean(text), ["resign"]);
        let text = "d4\n\n---------- Forwarded message ---------\nFrom: K";
        assert_eq!(clean(text), ["d4"]);
        let text = "O-O\n\nSent from my iPhone\n\n> On Mon";
        assert_eq!(clean(text), ["O-O"]);
    }

    #[test]
    fn greetings_go_and_a_leading_thanks_does_not_end_the_text() {
        let text = "Thanks!\nDear Bob,\nHallo\nresign\nRegards\nAnn";
        assert_eq!(clean(text), ["resign"]);
        let text = "Le lun. 23 nov. 2026 à 10:00, Kingpost <k@x> a écrit :\n> Cf6\nCf3";
        assert_eq!(clean(text), ["Cf3"]);
        let text = "Ничья.\n\n23.11.2026, 10:00, \"Kingpost\" <k@x>:\n> Кf6";
        assert_eq!(clean(text), ["Ничья."]);
        let text = "Write to me at ann@example.org:\ne4";
        assert_eq!(clean(text), ["Write to me at ann@example.org:", "e4"]);
    }
}

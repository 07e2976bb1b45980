//! The words the command reader knows, per language: command words, "if"/"then" of conditional
//! lines, filler words that may surround a command ("I play … and offer a draw"), greetings and
//! closings. All lower case; English always applies, the player's language in addition.

use crate::chess::Language;

/// What a command word asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(super) enum Keyword {
    Resign,
    Draw,
    Accept,
    Decline,
    Claim,
}

/// Command words of one language, in the order resign, draw, accept, decline, claim.
type Table = [&'static [&'static str]; 5];

const KEYWORDS: [Keyword; 5] = [
    Keyword::Resign,
    Keyword::Draw,
    Keyword::Accept,
    Keyword::Decline,
    Keyword::Claim,
];

fn table(language: Language) -> Option<&'static Table> {
    Some(match language {
        Language::English => &[
            &["resign", "resigns", "resigned", "resignation"],
            &["draw"],
            &["accept", "accepted", "agree", "agreed"],
            &["decline", "declined", "reject", "refuse"],
            &["claim"],
        ],
        Language::German => &[
            &["aufgeben", "aufgabe", "aufgegeben"],
            &["remis", "unentschieden"],
            &["annehmen", "angenommen", "akzeptiert", "einverstanden"],
            &["ablehnen", "abgelehnt"],
            &["reklamieren", "reklamiere", "reklamation"],
        ],
        Language::French => &[
            &["abandon", "abandonne", "j'abandonne"],
            &["nulle"],
            &["accepte", "accepté", "j'accepte", "accepter"],
            &["refuse", "refusé", "refuser"],
            &["réclame", "réclamer", "réclamation"],
        ],
        Language::Spanish => &[
            &["abandono", "abandonar", "rindo"],
            &["tablas"],
            &["acepto", "aceptar", "aceptado"],
            &["rechazo", "rechazar", "rechazado"],
            &["reclamo", "reclamar"],
        ],
        Language::Italian => &[
            &["abbandono", "abbandonare"],
            &["patta"],
            &["accetto", "accettare"],
            &["rifiuto", "rifiutare"],
            &["reclamo", "rivendico"],
        ],
        Language::Portuguese => &[
            &["abandono", "desisto"],
            &["empate"],
            &["aceito", "aceitar"],
            &["recuso", "recusar"],
            &["reclamo", "reivindico"],
        ],
        Language::Dutch => &[
            &["opgeven", "opgegeven"],
            &["remise"],
            &["aanvaard", "aanvaarden", "accepteer"],
            &["weiger", "afwijzen", "afgewezen"],
            &["claim", "claimen", "reclameer"],
        ],
        Language::Russian => &[
            &["сдаюсь", "сдаться"],
            &["ничья", "ничью", "ничьей"],
            &["принимаю", "принять", "согласен"],
            &["отклоняю", "отказываюсь"],
            &["требую", "заявляю"],
        ],
        _ => return None,
    })
}

/// The command word `word` (lower case) means in English or `language`.
pub(super) fn keyword(word: &str, language: Language) -> Option<Keyword> {
    [Language::English, language]
        .into_iter()
        .filter_map(table)
        .find_map(|table| {
            KEYWORDS
                .iter()
                .zip(table)
                .find(|(_, words)| words.contains(&word))
                .map(|(k, _)| *k)
        })
}

/// The command words of `language` for a message, e.g. `aufgeben, remis, annehmen, ablehnen,
/// reklamieren`; `None` for English or a language without its own words.
pub(super) fn local_words(language: Language) -> Option<String> {
    if language == Language::English {
        return None;
    }
    let table = table(language)?;
    let firsts: Vec<&str> = table.iter().filter_map(|w| w.first().copied()).collect();
    Some(firsts.join(", "))
}

/// Words that open a conditional step ("if 13...Nf6 14.e5").
pub(super) fn is_if(word: &str, language: Language) -> bool {
    let local: &[&str] = match language {
        Language::German => &["wenn", "falls"],
        Language::French | Language::Spanish => &["si"],
        Language::Italian | Language::Portuguese => &["se"],
        Language::Dutch => &["als", "indien"],
        Language::Russian => &["если"],
        _ => &[],
    };
    word == "if" || local.contains(&word)
}

/// Words between the two moves of a conditional step ("if 13...Nf6 then 14.e5").
pub(super) fn is_then(word: &str, language: Language) -> bool {
    let local: &[&str] = match language {
        Language::German => &["dann", "so"],
        Language::French => &["alors"],
        Language::Spanish => &["entonces"],
        Language::Italian => &["allora", "poi"],
        Language::Portuguese => &["então", "entao"],
        Language::Dutch => &["dan"],
        Language::Russian => &["то", "тогда"],
        _ => &[],
    };
    matches!(word, "then" | "->" | "=>" | "→") || local.contains(&word)
}

/// Words that may stand around a command without making the line a sentence.
const FILLERS: &[&str] = &[
    "i",
    "i'll",
    "play",
    "my",
    "move",
    "is",
    "and",
    "offer",
    "a",
    "the",
    "you",
    "your",
    "ok",
    "okay",
    "please",
    "also",
    "with",
    "plus",
    "propose",
    "+",
    "&",
    "-",
    "ich",
    "spiele",
    "mein",
    "zug",
    "und",
    "biete",
    "an",
    "ist",
    "je",
    "joue",
    "mon",
    "coup",
    "et",
    "propose",
    "le",
    "la",
    "juego",
    "mi",
    "jugada",
    "y",
    "ofrezco",
    "propongo",
    "gioco",
    "mossa",
    "mia",
    "e",
    "offro",
    "jogo",
    "meu",
    "lance",
    "proponho",
    "ofereço",
    "ik",
    "speel",
    "mijn",
    "zet",
    "en",
    "bied",
    "я",
    "играю",
    "мой",
    "ход",
    "и",
    "предлагаю",
    "your",
    "draw?",
    "of",
    "to",
    "it",
    "me",
    "moi",
    "mir",
    "ja",
];

/// Whether `word` (lower case) is a filler word.
pub(super) fn is_filler(word: &str) -> bool {
    FILLERS.contains(&word)
}

/// First words of greeting lines.
const GREETINGS: &[&str] = &[
    "hi",
    "hello",
    "hey",
    "dear",
    "greetings",
    "good",
    "hallo",
    "liebe",
    "lieber",
    "sehr",
    "guten",
    "moin",
    "servus",
    "grüß",
    "bonjour",
    "salut",
    "cher",
    "chère",
    "bonsoir",
    "coucou",
    "hola",
    "estimado",
    "estimada",
    "querido",
    "querida",
    "buenos",
    "buenas",
    "ciao",
    "salve",
    "caro",
    "cara",
    "buongiorno",
    "gentile",
    "olá",
    "ola",
    "oi",
    "prezado",
    "prezada",
    "bom",
    "hoi",
    "beste",
    "goedemorgen",
    "goedendag",
    "dag",
    "привет",
    "здравствуйте",
    "здравствуй",
    "добрый",
    "уважаемый",
    "уважаемая",
    "שלום",
    "مرحبا",
];

/// Starts of closing lines ("Thanks", "Best regards", "Viele Grüße"), lower case.
const CLOSINGS: &[&str] = &[
    "thanks",
    "thank you",
    "thx",
    "regards",
    "best",
    "cheers",
    "kind regards",
    "yours",
    "sincerely",
    "all the best",
    "danke",
    "viele grüße",
    "grüße",
    "gruß",
    "lg",
    "vg",
    "mfg",
    "beste grüße",
    "liebe grüße",
    "mit freundlichen",
    "merci",
    "cordialement",
    "amitiés",
    "bien à vous",
    "à bientôt",
    "bises",
    "gracias",
    "saludos",
    "un saludo",
    "atentamente",
    "abrazos",
    "grazie",
    "saluti",
    "cordiali saluti",
    "un saluto",
    "a presto",
    "obrigado",
    "obrigada",
    "abraços",
    "cumprimentos",
    "atenciosamente",
    "bedankt",
    "groeten",
    "met vriendelijke groet",
    "groetjes",
    "спасибо",
    "с уважением",
    "всего доброго",
    "תודה",
    "شكرا",
];

/// Whether the lower-cased line opens with a greeting word.
pub(super) fn starts_with_greeting(lower: &str) -> bool {
    let first = lower
        .trim_start_matches(['¡', '¿', '"', '\''])
        .split(|c: char| c.is_whitespace() || c == ',' || c == '!' || c == '،')
        .next()
        .unwrap_or_default();
    GREETINGS.contains(&first)
}

/// Whether the lower-cased line opens with a closing phrase.
pub(super) fn starts_with_closing(lower: &str) -> bool {
    CLOSINGS.iter().any(|c| {
        lower
            .strip_prefix(c)
            .is_some_and(|rest| rest.chars().next().is_none_or(|n| !n.is_alphanumeric()))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_always_applies_and_the_language_adds_its_words() {
        assert_eq!(keyword("remis", Language::German), Some(Keyword::Draw));
        assert_eq!(keyword("resign", Language::German), Some(Keyword::Resign));
        assert_eq!(keyword("remis", Language::English), None);
        assert_eq!(keyword("ничья", Language::Russian), Some(Keyword::Draw));
        assert_eq!(keyword("opgeven", Language::Dutch), Some(Keyword::Resign));
        assert_eq!(keyword("draw", Language::Swedish), Some(Keyword::Draw));
        assert_eq!(
            local_words(Language::German).as_deref(),
            Some("aufgeben, remis, annehmen, ablehnen, reklamieren")
        );
    }

    #[test]
    fn greetings_and_closings() {
        assert!(starts_with_greeting("hi bob,"));
        assert!(starts_with_greeting("hallo!"));
        assert!(starts_with_greeting("¡hola!"));
        assert!(!starts_with_greeting("history"));
        assert!(starts_with_closing("best regards,"));
        assert!(starts_with_closing("viele grüße"));
        assert!(!starts_with_closing("bestimmt"));
    }
}

//! HTML mail bodies to plain text, for mail that has no `text/plain` part.
//!
//! Only what the command reader needs: the words the person typed, in their lines. Block
//! elements (`<p>`, `<div>`, `<br>`, table rows, list items) start new lines; runs of whitespace
//! collapse to one space outside `<pre>`; character references are decoded. Whatever is not the
//! person's own new text is dropped: `<head>`, `<style>`, `<script>`, comments, every
//! `<blockquote>` (the quoted mail in Gmail, Apple Mail and Thunderbird replies), Gmail's
//! `gmail_quote` and signature blocks, Thunderbird's citation prefix and signature, Yahoo's quoted
//! block; and Outlook's `divRplyFwdMsg` header block ends the text, since Outlook puts the quoted
//! mail after it rather than inside it.

/// Elements whose whole content is dropped.
const SKIPPED_ELEMENTS: [&str; 6] = ["head", "style", "script", "title", "blockquote", "template"];

/// Class or id fragments of containers that hold quoted text or signatures.
const SKIPPED_MARKERS: [&str; 7] = [
    "gmail_quote",
    "gmail_signature",
    "moz-cite-prefix",
    "moz-signature",
    "yahoo_quoted",
    "protonmail_quote",
    "ms-outlook-mobile-signature",
];

/// Class or id fragments after which the rest of the document is quoted mail.
const CUT_MARKERS: [&str; 3] = [
    "divrplyfwdmsg",
    "appendonsend",
    "mail-editor-reference-message-container",
];

/// Elements that start and end a line.
const BLOCK_ELEMENTS: [&str; 24] = [
    "p", "div", "tr", "li", "ul", "ol", "table", "h1", "h2", "h3", "h4", "h5", "h6", "pre", "hr",
    "address", "article", "section", "header", "footer", "dl", "dt", "dd", "center",
];

/// The text of an HTML document, line by line (see the module docs).
///
/// ```
/// use kingpost::mail::inbound::html::to_text;
/// let html = "<div dir=\"ltr\">13. e5<br>Ann</div><div class=\"gmail_quote\">On Mon, Bob \
///             wrote:<blockquote>12... Nf6</blockquote></div>";
/// assert_eq!(to_text(html), "13. e5\nAnn");
/// ```
pub fn to_text(html: &str) -> String {
    let mut out = Output::default();
    let mut rest = html;
    while let Some(lt) = rest.find('<') {
        out.text(&rest[..lt]);
        rest = &rest[lt..];
        let Some(tag) = Tag::read(rest) else {
            out.text("<");
            rest = &rest[1..];
            continue;
        };
        rest = &rest[tag.len..];
        match out.element(&tag) {
            Step::Continue => {}
            Step::SkipTo(name) => rest = skip_element(rest, &name),
            Step::Stop => return out.finish(),
        }
    }
    out.text(rest);
    out.finish()
}

/// A tag as read: `<name attrs>`, `</name>` or `<name/>`; comments and declarations have no name.
struct Tag {
    name: String,
    closing: bool,
    self_closing: bool,
    attributes: String,
    len: usize,
}

impl Tag {
    /// Reads the tag at the start of `text` (which starts with `<`); `None` when it is not one.
    fn read(text: &str) -> Option<Tag> {
        if let Some(comment) = text.strip_prefix("<!--") {
            let end = comment.find("-->").map_or(text.len(), |e| e + 7);
            return Some(Tag::nameless(end));
        }
        let bytes = text.as_bytes();
        let second = *bytes.get(1)?;
        if !(second.is_ascii_alphabetic() || second == b'/' || second == b'!' || second == b'?') {
            return None;
        }
        let end = text.find('>').map_or(text.len(), |e| e + 1);
        let inner = text[1..end].trim_end_matches('>');
        if second == b'!' || second == b'?' {
            return Some(Tag::nameless(end));
        }
        let closing = inner.starts_with('/');
        let inner = inner.trim_start_matches('/');
        let name_end = inner
            .find(|c: char| c.is_whitespace() || c == '/')
            .unwrap_or(inner.len());
        Some(Tag {
            name: inner[..name_end].to_ascii_lowercase(),
            closing,
            self_closing: inner.ends_with('/'),
            attributes: inner[name_end..].to_ascii_lowercase(),
            len: end,
        })
    }

    fn nameless(len: usize) -> Tag {
        Tag {
            name: String::new(),
            closing: false,
            self_closing: true,
            attributes: String::new(),
            len,
        }
    }
}

/// What to do after a tag.
enum Step {
    Continue,
    /// Drop everything up to the end of the element with this name.
    SkipTo(String),
    /// Drop the rest of the document.
    Stop,
}

/// The text being built.
#[derive(Default)]
struct Output {
    text: String,
    pre_depth: usize,
}

impl Output {
    fn element(&mut self, tag: &Tag) -> Step {
        if tag.name.is_empty() {
            return Step::Continue;
        }
        if CUT_MARKERS.iter().any(|m| tag.attributes.contains(m)) {
            return Step::Stop;
        }
        let marked = SKIPPED_MARKERS.iter().any(|m| tag.attributes.contains(m));
        if !tag.closing
            && !tag.self_closing
            && (marked || SKIPPED_ELEMENTS.contains(&tag.name.as_str()))
        {
            return Step::SkipTo(tag.name.clone());
        }
        match tag.name.as_str() {
            "br" => self.text.push('\n'),
            "pre" if tag.closing => {
                self.pre_depth = self.pre_depth.saturating_sub(1);
                self.line_break();
            }
            "pre" => {
                self.line_break();
                self.pre_depth += 1;
            }
            "td" | "th" if tag.closing => self.text.push(' '),
            name if BLOCK_ELEMENTS.contains(&name) => self.line_break(),
            _ => {}
        }
        Step::Continue
    }

    /// Ends the current line unless it is empty.
    fn line_break(&mut self) {
        if !self.text.is_empty() && !self.text.ends_with('\n') {
            self.text.push('\n');
        }
    }

    fn text(&mut self, raw: &str) {
        if raw.is_empty() {
            return;
        }
        let decoded = decode_entities(raw);
        if self.pre_depth > 0 {
            self.text.push_str(&decoded.replace('\u{a0}', " "));
            return;
        }
        for c in decoded.chars() {
            if c.is_whitespace() {
                let at_line_start = self.text.is_empty() || self.text.ends_with('\n');
                if !at_line_start && !self.text.ends_with(' ') {
                    self.text.push(' ');
                }
            } else {
                self.text.push(c);
            }
        }
    }

    fn finish(self) -> String {
        let lines: Vec<&str> = self.text.lines().map(str::trim_end).collect();
        lines.join("\n").trim_matches('\n').to_owned()
    }
}

/// The rest of the document after the element `name` that was just opened ends (same-name
/// elements nested inside are counted).
fn skip_element<'a>(mut rest: &'a str, name: &str) -> &'a str {
    let raw_text = matches!(name, "style" | "script" | "title" | "template");
    let mut depth = 1usize;
    while let Some(lt) = rest.find('<') {
        rest = &rest[lt..];
        let Some(tag) = Tag::read(rest) else {
            rest = &rest[1..];
            continue;
        };
        rest = &rest[tag.len..];
        if tag.name != name || tag.self_closing {
            continue;
        }
        if tag.closing {
            depth -= 1;
            if depth == 0 {
                return rest;
            }
        } else if !raw_text {
            depth += 1;
        }
    }
    ""
}

/// Decodes character references: numeric ones and the named ones mail clients write.
fn decode_entities(text: &str) -> String {
    if !text.contains('&') {
        return text.to_owned();
    }
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(amp) = rest.find('&') {
        out.push_str(&rest[..amp]);
        rest = &rest[amp..];
        let end = rest
            .char_indices()
            .take(12)
            .find(|(_, c)| *c == ';')
            .map(|(i, _)| i);
        match end.and_then(|e| entity(&rest[1..e]).map(|c| (c, e))) {
            Some((c, e)) => {
                out.push(c);
                rest = &rest[e + 1..];
            }
            None => {
                out.push('&');
                rest = &rest[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// The character a reference names (`amp`, `#233`, `#xE9`).
fn entity(name: &str) -> Option<char> {
    if let Some(number) = name.strip_prefix('#') {
        let code = match number.strip_prefix(['x', 'X']) {
            Some(hex) => u32::from_str_radix(hex, 16).ok()?,
            None => number.parse().ok()?,
        };
        return char::from_u32(code);
    }
    let c = match name {
        "amp" => '&',
        "lt" => '<',
        "gt" => '>',
        "quot" => '"',
        "apos" => '\'',
        "nbsp" => '\u{a0}',
        "hellip" => '…',
        "mdash" => '—',
        "ndash" => '–',
        "laquo" => '«',
        "raquo" => '»',
        "lsquo" => '‘',
        "rsquo" => '’',
        "ldquo" => '“',
        "rdquo" => '”',
        "times" => '×',
        "eacute" => 'é',
        "egrave" => 'è',
        "agrave" => 'à',
        "auml" => 'ä',
        "ouml" => 'ö',
        "uuml" => 'ü',
        "Auml" => 'Ä',
        "Ouml" => 'Ö',
        "Uuml" => 'Ü',
        "szlig" => 'ß',
        "ccedil" => 'ç',
        "ntilde" => 'ñ',
        "rlm" => '\u{200f}',
        "lrm" => '\u{200e}',
        "zwnj" => '\u{200c}',
        "zwj" => '\u{200d}',
        _ => return None,
    };
    Some(c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_make_lines_and_whitespace_collapses() {
        let html = "<html><head><title>x</title><style>p{color:red}</style></head>\
                    <body><p>Hi  Bob,</p>\n<p>13.&nbsp;e5<br/>draw</p><div>Ann &amp; co</div></body></html>";
        assert_eq!(to_text(html), "Hi Bob,\n13. e5\ndraw\nAnn & co");
    }

    #[test]
    fn quotes_signatures_and_comments_are_dropped() {
        let html = "<div>e4<!-- <p>hidden</p> --></div><blockquote type=\"cite\">\
                    <blockquote>deep</blockquote>still quoted</blockquote><div>after</div>\
                    <div class=\"gmail_signature\"><div>Ann</div><div>Phone</div></div>";
        assert_eq!(to_text(html), "e4\nafter");
    }

    #[test]
    fn outlook_reply_header_ends_the_text() {
        let html = "<div>Sf3</div><hr><div id=\"divRplyFwdMsg\"><b>From:</b> Kingpost</div><div>quoted</div>";
        assert_eq!(to_text(html), "Sf3");
    }

    #[test]
    fn entities_and_stray_brackets() {
        assert_eq!(
            to_text("a &lt; b &#233;&#x263A; &bogus; 3 < 4"),
            "a < b é☺ &bogus; 3 < 4"
        );
        assert_eq!(
            to_text("<pre>  13. e5\n  14. f4</pre>x"),
            "  13. e5\n  14. f4\nx"
        );
    }
}

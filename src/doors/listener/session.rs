//! One SMTP conversation, from greeting to QUIT.
//!
//! mailin's sans-I/O [`Session`] keeps the order of commands (EHLO before MAIL, RCPT before
//! DATA, RSET, QUIT) and answers the simple ones. This loop adds what mailin 0.6 lacks, by
//! reading every line first: it advertises `SIZE` in the EHLO reply and refuses a `MAIL FROM`
//! whose `SIZE=` parameter is over the limit with 552; it accepts ESMTP parameters, a space
//! after the colon and the null sender `<>` of bounces (mailin's parser refuses all three, so
//! mailin is shown a normalised line); and it reads the message data itself, undoing
//! dot-stuffing, counting bytes against the limit (552 when over, answered after the final dot
//! as RFC 5321 requires) and handing the complete message to a [`Store`] before the reply: 250
//! only once the message is stored, 451 when storing failed so the sender retries.
//!
//! The store is also asked at `MAIL FROM` whether the sender and the client may have another
//! message stored ([`Store::admit`]); past a limit the answer is 452 and the sender tries later.
//! Before waiting for a command line and before a message's data the loop tells its [`Timer`],
//! which sets the deadline the reader keeps; a read that misses it ends the conversation with
//! `421 4.4.2` (RFC 5321 section 4.5.3.2: the server may close a connection that times out).

use std::io::{self, BufRead, Read, Write};
use std::net::IpAddr;

use mailin::{Handler, Response, Session, SessionBuilder};

/// The longest command line accepted (RFC 5321 allows 512 octets; parameters make it longer).
const MAX_COMMAND_LINE: usize = 4096;
/// Data is read in pieces of at most this many bytes, however long its lines.
const DATA_CHUNK: usize = 64 * 1024;
/// The most recipients of one message.
const MAX_RECIPIENTS: usize = 100;
/// What mailin is shown in place of the null reverse path `<>`, which its parser refuses.
const NULL_SENDER_STAND_IN: &str = "MAILER-DAEMON";

/// A message received in one mail transaction.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Transaction {
    /// The reverse path of `MAIL FROM` (empty for the null sender of a bounce).
    pub from: String,
    /// The forward paths of accepted `RCPT TO` commands.
    pub to: Vec<String>,
    /// The message, dot-stuffing undone, CRLF line ends as sent.
    pub data: Vec<u8>,
    /// The client's address.
    pub client: Option<IpAddr>,
}

/// The answer to the end of a message's data.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reply {
    /// The SMTP code.
    pub code: u16,
    /// The text after the code.
    pub text: String,
}

/// Where received messages go; called before the reply to the final dot.
pub trait Store {
    /// Stores a complete message and says what to answer.
    fn store(&self, transaction: &Transaction) -> Reply;

    /// Whether `client` may start a message from `sender` (the reverse path, empty for the
    /// null sender): `None` when it may, else the refusal to answer `MAIL FROM` with.
    fn admit(&self, client: IpAddr, sender: &str) -> Option<Reply> {
        let _ = (client, sender);
        None
    }
}

/// What the conversation is about to wait for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Wait {
    /// A command line.
    Command,
    /// A message's data, up to the final dot.
    Data,
}

/// Sets the deadline of the connection's reads (see the module docs).
pub trait Timer {
    /// The conversation starts waiting for `wait` now.
    fn wait_for(&self, wait: Wait);
}

/// No deadlines (for conversations over in-memory buffers).
impl Timer for () {
    fn wait_for(&self, _: Wait) {}
}

/// What one conversation needs besides its reader and writer.
pub struct Party<'a> {
    /// The client's address.
    pub peer: IpAddr,
    /// The host name and the size limit.
    pub limits: &'a Limits,
    /// Where messages go.
    pub store: &'a dyn Store,
    /// The deadlines of the reads.
    pub timer: &'a dyn Timer,
}

/// What the conversation needs to know.
#[derive(Debug, Clone)]
pub struct Limits {
    /// The host name in the greeting and the EHLO reply.
    pub name: String,
    /// The largest message accepted, in bytes.
    pub max_bytes: usize,
}

/// mailin needs a handler; every decision is taken in the loop below, so it accepts all.
struct AcceptAll;

impl Handler for AcceptAll {}

/// Runs one conversation on `reader`/`writer` until QUIT, the end of input, a missed deadline
/// (answered `421`) or an I/O error.
pub fn converse(
    reader: &mut impl BufRead,
    writer: &mut impl Write,
    party: &Party<'_>,
) -> io::Result<()> {
    match converse_until_done(reader, writer, party) {
        Err(e) if e.kind() == io::ErrorKind::TimedOut => {
            let text = format!(
                "4.4.2 {} Timeout, closing the connection",
                party.limits.name
            );
            reply(writer, 421, &text)?;
            writer.flush()
        }
        other => other,
    }
}

fn converse_until_done(
    reader: &mut impl BufRead,
    writer: &mut impl Write,
    party: &Party<'_>,
) -> io::Result<()> {
    let limits = party.limits;
    let mut session = SessionBuilder::new(limits.name.clone()).build(party.peer, AcceptAll);
    session.greeting().write_to(writer)?;
    writer.flush()?;
    let mut transaction = Transaction::default();
    let mut line = Vec::with_capacity(256);
    loop {
        party.timer.wait_for(Wait::Command);
        line.clear();
        let read = reader
            .by_ref()
            .take(MAX_COMMAND_LINE as u64)
            .read_until(b'\n', &mut line)?;
        if read == 0 {
            return Ok(());
        }
        if !line.ends_with(b"\n") {
            skip_rest_of_line(reader)?;
            reply(writer, 500, "5.5.2 Line too long")?;
            writer.flush()?;
            continue;
        }
        let line = with_crlf(&line);
        let answer = command(&mut session, &mut transaction, &line, party);
        writer.write_all(&answer.bytes)?;
        writer.flush()?;
        if answer.code == 354 {
            party.timer.wait_for(Wait::Data);
            let outcome =
                receive_data(reader, &mut session, &mut transaction, limits, party.store)?;
            reply(writer, outcome.code, &outcome.text)?;
            writer.flush()?;
        }
        if answer.close {
            return Ok(());
        }
    }
}

/// A reply as it goes on the wire.
struct Answer {
    code: u16,
    bytes: Vec<u8>,
    close: bool,
}

impl From<Response> for Answer {
    fn from(response: Response) -> Answer {
        Answer {
            code: response.code,
            bytes: response.buffer().unwrap_or_default(),
            close: response.action == mailin::Action::Close,
        }
    }
}

/// The answer to one command line, with the transaction updated.
fn command(
    session: &mut Session<AcceptAll>,
    transaction: &mut Transaction,
    line: &[u8],
    party: &Party<'_>,
) -> Answer {
    let limits = party.limits;
    let verb = line
        .get(..4)
        .map(<[u8]>::to_ascii_uppercase)
        .unwrap_or_default();
    match verb.as_slice() {
        b"EHLO" => {
            let response = session.process(line);
            if response.code != 250 {
                return response.into();
            }
            let text = format!(
                "250-{}\r\n250-8BITMIME\r\n250 SIZE {}\r\n",
                limits.name, limits.max_bytes
            );
            Answer {
                code: 250,
                bytes: text.into_bytes(),
                close: false,
            }
        }
        b"MAIL" => mail_from(session, transaction, line, party).into(),
        b"RCPT" => rcpt_to(session, transaction, line).into(),
        b"RSET" => {
            *transaction = Transaction::default();
            session.process(line).into()
        }
        _ => session.process(line).into(),
    }
}

fn mail_from(
    session: &mut Session<AcceptAll>,
    transaction: &mut Transaction,
    line: &[u8],
    party: &Party<'_>,
) -> Response {
    let limits = party.limits;
    let Some((path, params)) = path_and_parameters(line, "MAIL FROM:") else {
        return Response::custom(501, "5.5.4 Syntax: MAIL FROM:<address> [SIZE=bytes]".into());
    };
    let size = params.iter().find_map(|p| {
        let (name, value) = p.split_once('=')?;
        name.eq_ignore_ascii_case("SIZE")
            .then(|| value.parse::<u64>().ok())?
    });
    if size.is_some_and(|size| size > limits.max_bytes as u64) {
        return Response::custom(
            552,
            format!(
                "5.3.4 Message too big: the limit is {} bytes",
                limits.max_bytes
            ),
        );
    }
    if let Some(refusal) = party.store.admit(party.peer, &path) {
        return Response::custom(refusal.code, refusal.text);
    }
    let shown = if path.is_empty() {
        NULL_SENDER_STAND_IN
    } else {
        &path
    };
    let response = session.process(format!("MAIL FROM:<{shown}>\r\n").as_bytes());
    if !response.is_error {
        *transaction = Transaction {
            from: path,
            client: Some(party.peer),
            ..Transaction::default()
        };
    }
    response
}

fn rcpt_to(
    session: &mut Session<AcceptAll>,
    transaction: &mut Transaction,
    line: &[u8],
) -> Response {
    let Some((path, _)) = path_and_parameters(line, "RCPT TO:").filter(|(p, _)| !p.is_empty())
    else {
        return Response::custom(501, "5.5.4 Syntax: RCPT TO:<address>".into());
    };
    if transaction.to.len() >= MAX_RECIPIENTS {
        return Response::custom(452, "4.5.3 Too many recipients".into());
    }
    let response = session.process(format!("RCPT TO:<{path}>\r\n").as_bytes());
    if !response.is_error {
        transaction.to.push(path);
    }
    response
}

/// `MAIL FROM:<path> PARAM=VALUE …` (a space after the colon and a path without angle
/// brackets are tolerated) → the path and the parameters.
fn path_and_parameters(line: &[u8], prefix: &str) -> Option<(String, Vec<String>)> {
    let text = std::str::from_utf8(line).ok()?.trim_end();
    let head = text.get(..prefix.len())?;
    if !head.eq_ignore_ascii_case(prefix) {
        return None;
    }
    let rest = text[prefix.len()..].trim_start();
    let (path, params) = match rest.strip_prefix('<') {
        Some(inner) => inner.split_once('>')?,
        None => rest.split_once(' ').unwrap_or((rest, "")),
    };
    if path.contains(char::is_whitespace) {
        return None;
    }
    let params = params.split_whitespace().map(str::to_owned).collect();
    Some((path.to_owned(), params))
}

/// Reads the data up to the final dot, then stores the message (unless it is too large) and
/// puts mailin back into the state for the next transaction.
fn receive_data(
    reader: &mut impl BufRead,
    session: &mut Session<AcceptAll>,
    transaction: &mut Transaction,
    limits: &Limits,
    store: &dyn Store,
) -> io::Result<Reply> {
    let too_large = read_data(reader, &mut transaction.data, limits.max_bytes)?;
    // mailin keeps its Data state when data_end fails, so it always hears success; the reply
    // the client gets is the store's.
    session.process(b".\r\n");
    let outcome = if too_large {
        Reply {
            code: 552,
            text: format!(
                "5.3.4 Message too big: the limit is {} bytes",
                limits.max_bytes
            ),
        }
    } else {
        store.store(transaction)
    };
    *transaction = Transaction::default();
    Ok(outcome)
}

/// Reads message data into `data` up to the line holding only a dot; returns whether it was
/// larger than `max_bytes` (then `data` holds only the beginning).
fn read_data(reader: &mut impl BufRead, data: &mut Vec<u8>, max_bytes: usize) -> io::Result<bool> {
    let mut chunk = Vec::with_capacity(1024);
    let mut at_line_start = true;
    let mut too_large = false;
    loop {
        chunk.clear();
        let read = reader
            .by_ref()
            .take(DATA_CHUNK as u64)
            .read_until(b'\n', &mut chunk)?;
        if read == 0 {
            return Err(io::Error::new(
                io::ErrorKind::UnexpectedEof,
                "the connection ended before the final dot",
            ));
        }
        let mut piece = chunk.as_slice();
        if at_line_start {
            if piece == b".\r\n" || piece == b".\n" {
                return Ok(too_large);
            }
            if piece.starts_with(b".") {
                piece = &piece[1..];
            }
        }
        at_line_start = chunk.ends_with(b"\n");
        if data.len() + piece.len() > max_bytes {
            too_large = true;
        } else if !too_large {
            data.extend_from_slice(piece);
        }
    }
}

fn skip_rest_of_line(reader: &mut impl BufRead) -> io::Result<()> {
    let mut sink = Vec::new();
    loop {
        sink.clear();
        let read = reader
            .by_ref()
            .take(DATA_CHUNK as u64)
            .read_until(b'\n', &mut sink)?;
        if read == 0 || sink.ends_with(b"\n") {
            return Ok(());
        }
    }
}

/// The line with a CRLF end, which mailin's parser requires.
fn with_crlf(line: &[u8]) -> Vec<u8> {
    let body = line.strip_suffix(b"\n").unwrap_or(line);
    let body = body.strip_suffix(b"\r").unwrap_or(body);
    let mut out = body.to_vec();
    out.extend_from_slice(b"\r\n");
    out
}

fn reply(writer: &mut impl Write, code: u16, text: &str) -> io::Result<()> {
    write!(writer, "{code} {text}\r\n")
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::RefCell;
    use std::net::Ipv4Addr;

    #[derive(Default)]
    struct Memory(RefCell<Vec<Transaction>>);

    impl Store for Memory {
        fn store(&self, transaction: &Transaction) -> Reply {
            self.0.borrow_mut().push(transaction.clone());
            Reply {
                code: 250,
                text: "2.0.0 Stored".into(),
            }
        }
    }

    fn talk(input: &str, max_bytes: usize) -> (String, Vec<Transaction>) {
        let store = Memory::default();
        let limits = Limits {
            name: "chess.example.org".into(),
            max_bytes,
        };
        let mut output = Vec::new();
        let mut reader = input.as_bytes();
        let party = Party {
            peer: IpAddr::V4(Ipv4Addr::LOCALHOST),
            limits: &limits,
            store: &store,
            timer: &(),
        };
        converse(&mut reader, &mut output, &party).unwrap();
        (String::from_utf8(output).unwrap(), store.0.into_inner())
    }

    fn codes(output: &str) -> Vec<&str> {
        output
            .lines()
            .filter(|l| l.as_bytes().get(3) == Some(&b' '))
            .map(|l| &l[..3])
            .collect()
    }

    #[test]
    fn a_bounce_with_null_sender_and_parameters_is_stored_with_dots_undone() {
        let input = "EHLO mx.example.net\r\nMAIL FROM:<> SIZE=120 BODY=8BITMIME\r\n\
                     RCPT TO: <move+abc@chess.example.org> NOTIFY=NEVER\r\nDATA\r\n\
                     Subject: x\r\n\r\n..leading dot\r\nline\r\n.\r\nQUIT\r\n";
        let (output, stored) = talk(input, 1000);
        assert!(
            output.contains("250-8BITMIME\r\n250 SIZE 1000\r\n"),
            "{output}"
        );
        assert_eq!(
            codes(&output),
            ["220", "250", "250", "250", "354", "250", "221"]
        );
        assert_eq!(stored.len(), 1);
        assert_eq!(stored[0].from, "");
        assert_eq!(stored[0].to, ["move+abc@chess.example.org"]);
        assert_eq!(
            stored[0].data,
            b"Subject: x\r\n\r\n.leading dot\r\nline\r\n"
        );
    }

    #[test]
    fn oversized_messages_get_552_by_size_parameter_and_by_data() {
        let input = "EHLO a\r\nMAIL FROM:<a@b> SIZE=5000\r\nMAIL FROM:<a@b>\r\nRCPT TO:<c@d>\r\n\
                     DATA\r\n";
        let big = format!(
            "{input}{}\r\n.\r\nMAIL FROM:<a@b>\r\nQUIT\r\n",
            "x".repeat(2000)
        );
        let (output, stored) = talk(&big, 1024);
        assert_eq!(
            codes(&output),
            [
                "220", "250", "552", "250", "250", "354", "552", "250", "221"
            ]
        );
        assert!(stored.is_empty());
    }

    #[test]
    fn order_and_syntax_are_checked() {
        let input =
            "MAIL FROM:<a@b>\r\nHELO a\r\nRCPT TO:<c@d>\r\nMAIL FROM:<a b>\r\nDATA\r\nQUIT\n";
        let (output, stored) = talk(input, 1024);
        assert_eq!(
            codes(&output),
            ["220", "503", "250", "503", "501", "503", "221"]
        );
        assert!(stored.is_empty());
    }
}

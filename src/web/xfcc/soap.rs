//! Reading a SOAP 1.1 request of XfccBasic: the envelope, the operation (the first element
//! inside `Body`, since Scid sends no SOAPAction) and its fields, with a real XML parser
//! (quick-xml) and limits on size and depth. Prefixes do not matter, namespaces do: the
//! envelope must be SOAP 1.1's and the operation XfccBasic's (or in no namespace), whether a
//! client writes them as default namespaces (Scid, ICCF's sample) or with prefixes. Whitespace
//! between elements, CDATA, character and the predefined entity references are read as XML
//! says; a DOCTYPE is refused (no entity can be declared, so none can be expanded).

use quick_xml::NsReader;
use quick_xml::events::{BytesRef, Event};
use quick_xml::name::{Namespace, ResolveResult};

/// The SOAP 1.1 envelope namespace.
pub const SOAP_ENV: &str = "http://schemas.xmlsoap.org/soap/envelope/";
/// The XfccBasic service namespace.
pub const XFCC_NS: &str = "http://www.bennedik.com/webservices/XfccBasic";
/// The largest request body read, in bytes.
pub const MAX_BYTES: usize = 64 * 1024;
/// The deepest element nesting accepted (Envelope, Body, operation, field: 4 are needed).
pub const MAX_DEPTH: usize = 8;

/// A request, read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Call {
    /// The operation's local name (`GetMyGames`, `MakeAMove`, …).
    pub operation: String,
    /// Its fields in order: local name and text.
    pub fields: Vec<(String, String)>,
}

impl Call {
    /// The text of field `name` (the first one of that name), if sent.
    pub fn field(&self, name: &str) -> Option<&str> {
        self.fields
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// Why a request could not be read; the answer is a SOAP fault with this text.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SoapError {
    /// The body is larger than [`MAX_BYTES`].
    #[error("the request is larger than {MAX_BYTES} bytes")]
    TooLarge,
    /// The body is not UTF-8.
    #[error("the request is not UTF-8 text; send it as text/xml; charset=utf-8")]
    NotUtf8,
    /// The XML is not well-formed.
    #[error(
        "the request is not well-formed XML ({0}); escape & as &amp; and < as &lt; in the \
         username, password and message"
    )]
    Malformed(String),
    /// Elements nest deeper than [`MAX_DEPTH`].
    #[error("the request nests elements deeper than {MAX_DEPTH} levels")]
    TooDeep,
    /// A DOCTYPE was sent.
    #[error("a DOCTYPE is not accepted in a SOAP request")]
    Doctype,
    /// An entity other than XML's five predefined ones was referenced.
    #[error("unknown entity &{0}; (only &amp; &lt; &gt; &quot; &apos; and character references)")]
    Entity(String),
    /// The document is not a SOAP 1.1 envelope with a body.
    #[error(
        "the request is not a SOAP 1.1 envelope: expected Envelope in the namespace {SOAP_ENV} \
         with a Body"
    )]
    NotAnEnvelope,
    /// The body holds no operation.
    #[error("the SOAP body holds no operation; send GetMyGames or MakeAMove")]
    NoOperation,
    /// The operation is in another namespace.
    #[error("the operation {0} is not in the XfccBasic namespace {XFCC_NS}")]
    ForeignOperation(String),
}

/// What is being read.
#[derive(Default)]
struct Walk {
    depth: usize,
    envelope: bool,
    in_body: bool,
    operation: Option<String>,
    /// The operation is read completely.
    done: bool,
    field: Option<(String, String)>,
    fields: Vec<(String, String)>,
}

/// Reads a request body.
pub fn read(body: &[u8]) -> Result<Call, SoapError> {
    if body.len() > MAX_BYTES {
        return Err(SoapError::TooLarge);
    }
    let text = std::str::from_utf8(body).map_err(|_| SoapError::NotUtf8)?;
    let mut reader = NsReader::from_str(text.trim_start_matches('\u{feff}'));
    reader.config_mut().expand_empty_elements = true;
    let mut walk = Walk::default();
    loop {
        let (ns, event) = reader
            .read_resolved_event()
            .map_err(|e| SoapError::Malformed(e.to_string()))?;
        let ns = namespace(&ns);
        match event {
            Event::Start(start) => {
                let name = start.local_name().as_ref().to_owned();
                walk.open(ns.as_deref(), name)?;
            }
            Event::Empty(start) => {
                let name = start.local_name().as_ref().to_owned();
                walk.open(ns.as_deref(), name)?;
                walk.close();
            }
            Event::End(_) => walk.close(),
            Event::Text(text) => walk.text(&text.xml10_content()),
            Event::CData(data) => walk.text(&data.xml10_content()),
            Event::GeneralRef(reference) => walk.text(&resolve(&reference)?),
            Event::DocType(_) => return Err(SoapError::Doctype),
            Event::Eof => break,
            Event::Comment(_) | Event::Decl(_) | Event::PI(_) => {}
        }
    }
    match walk.operation {
        Some(operation) if walk.done => Ok(Call {
            operation,
            fields: walk.fields,
        }),
        _ if !walk.envelope => Err(SoapError::NotAnEnvelope),
        _ => Err(SoapError::NoOperation),
    }
}

fn namespace(resolved: &ResolveResult<'_>) -> Option<String> {
    match resolved {
        ResolveResult::Bound(Namespace(ns)) => Some((*ns).to_owned()),
        ResolveResult::Unbound | ResolveResult::Unknown(_) => None,
    }
}

fn resolve(reference: &BytesRef<'_>) -> Result<String, SoapError> {
    let name = reference.xml10_content();
    if let Some(c) = reference
        .resolve_char_ref()
        .map_err(|e| SoapError::Malformed(e.to_string()))?
    {
        return Ok(c.to_string());
    }
    quick_xml::escape::resolve_xml_entity(&name)
        .map(str::to_owned)
        .ok_or_else(|| SoapError::Entity(name.into_owned()))
}

impl Walk {
    fn open(&mut self, ns: Option<&str>, name: String) -> Result<(), SoapError> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(SoapError::TooDeep);
        }
        let soap = ns == Some(SOAP_ENV);
        match self.depth {
            1 if soap && name == "Envelope" => self.envelope = true,
            1 => return Err(SoapError::NotAnEnvelope),
            2 if soap && name == "Body" => self.in_body = true,
            3 if self.in_body && self.operation.is_none() => {
                if ns.is_some_and(|ns| ns != XFCC_NS) {
                    return Err(SoapError::ForeignOperation(name));
                }
                self.operation = Some(name);
            }
            4 if self.in_body && !self.done => self.field = Some((name, String::new())),
            _ => {}
        }
        Ok(())
    }

    fn close(&mut self) {
        match self.depth {
            2 => self.in_body = false,
            3 if self.in_body && self.operation.is_some() => self.done = true,
            4 => self.fields.extend(self.field.take()),
            _ => {}
        }
        self.depth = self.depth.saturating_sub(1);
    }

    fn text(&mut self, text: &str) {
        if let Some((_, value)) = &mut self.field
            && self.depth == 4
        {
            value.push_str(text);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SCID: &str = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n\t<soap:Envelope xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" xmlns:xsd=\"http://www.w3.org/2001/XMLSchema\" xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\">\n\t<soap:Body>\n\t<MakeAMove xmlns=\"http://www.bennedik.com/webservices/XfccBasic\"><username>alice</username><password>secret</password><gameId>7</gameId><myMove>Nf3</myMove><myMessage>hello &amp; bye</myMessage></MakeAMove></soap:Body>\n\t</soap:Envelope>";

    #[test]
    fn scid_s_bytes_are_read() {
        let call = read(SCID.as_bytes()).unwrap();
        assert_eq!(call.operation, "MakeAMove");
        assert_eq!(call.field("username"), Some("alice"));
        assert_eq!(call.field("myMove"), Some("Nf3"));
        assert_eq!(call.field("myMessage"), Some("hello & bye"));
        assert_eq!(call.field("resign"), None);
    }

    #[test]
    fn prefixed_namespaces_and_cdata_are_read() {
        let body = r#"<e:Envelope xmlns:e="http://schemas.xmlsoap.org/soap/envelope/"><e:Header/><e:Body><x:GetMyGames xmlns:x="http://www.bennedik.com/webservices/XfccBasic"><x:username>bob</x:username><x:password><![CDATA[a<b]]>&#x26;&#38;</x:password></x:GetMyGames></e:Body></e:Envelope>"#;
        let call = read(body.as_bytes()).unwrap();
        assert_eq!(call.operation, "GetMyGames");
        assert_eq!(call.field("password"), Some("a<b&&"));
    }

    #[test]
    fn broken_deep_foreign_and_doctype_requests_are_refused() {
        let unescaped = SCID.replace("secret", "p&ss<1>");
        assert!(matches!(
            read(unescaped.as_bytes()),
            Err(SoapError::Malformed(_))
        ));
        let deep = SCID.replace("Nf3", &"<a>".repeat(10));
        assert!(read(deep.as_bytes()).is_err());
        let foreign = SCID.replace("webservices/XfccBasic", "other");
        assert!(matches!(
            read(foreign.as_bytes()),
            Err(SoapError::ForeignOperation(_))
        ));
        let doctype = format!("<!DOCTYPE x [<!ENTITY a \"b\">]>{}", &SCID[40..]);
        assert!(read(doctype.as_bytes()).is_err());
        assert_eq!(read(b"<a/>"), Err(SoapError::NotAnEnvelope));
        assert_eq!(read(&vec![b' '; MAX_BYTES + 1]), Err(SoapError::TooLarge));
        let empty = r#"<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body></soap:Body></soap:Envelope>"#;
        assert_eq!(read(empty.as_bytes()), Err(SoapError::NoOperation));
    }
}

//! Who is asking, by network address: the TCP peer, or, when the peer is a reverse proxy the
//! configuration trusts (`trusted_proxies`), the client that proxy says it forwards.
//!
//! The address a proxy reports is read from `X-Forwarded-For` (every proxy sets it) and, when a
//! request has none, from the standard `Forwarded` header. Both are lists that each proxy appends
//! to, and only what our own proxies appended can be believed: the list is read from the right,
//! skipping trusted proxies, and the first address that is not one is the client. Anything the
//! client wrote itself sits further left and is never used. From a peer that is not trusted both
//! headers are ignored, so nobody can pick the address they are counted under.

use std::net::IpAddr;

use actix_web::HttpRequest;

use crate::config::ip_range::canonical;
pub use crate::config::ip_range::{IpRange, IpRangeError};

/// The client's address for throttling: the peer's, or the one a trusted proxy forwarded.
pub fn client_address(req: &HttpRequest, trusted: &[IpRange]) -> Option<IpAddr> {
    let peer = canonical(req.peer_addr()?.ip());
    let is_trusted = |a: IpAddr| trusted.iter().any(|range| range.contains(a));
    if !is_trusted(peer) {
        return Some(peer);
    }
    let chain = forwarded_chain(req);
    let from_right = chain.iter().rev().map(|a| canonical(*a));
    Some(
        from_right
            .into_iter()
            .find(|a| !is_trusted(*a))
            .unwrap_or(peer),
    )
}

/// The addresses in `X-Forwarded-For` (all its lines, in order), or else in `Forwarded`'s
/// `for=` parameters. An entry that is not an address (`unknown`, an obfuscated name) ends
/// the list there, so nothing left of it is believed.
fn forwarded_chain(req: &HttpRequest) -> Vec<IpAddr> {
    let headers = req.headers();
    let xff: Vec<&str> = headers
        .get_all("x-forwarded-for")
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .collect();
    let entries: Vec<String> = if xff.is_empty() {
        headers
            .get_all("forwarded")
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(','))
            .filter_map(forwarded_for)
            .collect()
    } else {
        xff.iter().map(|s| s.trim().to_owned()).collect()
    };
    let parsed: Vec<Option<IpAddr>> = entries.iter().map(|e| parse_node(e)).collect();
    let believable = parsed
        .iter()
        .rposition(Option::is_none)
        .map_or(0, |i| i + 1);
    parsed[believable..].iter().flatten().copied().collect()
}

/// The `for=` value of one `Forwarded` element, unquoted.
fn forwarded_for(element: &str) -> Option<String> {
    element.split(';').find_map(|pair| {
        let (name, value) = pair.split_once('=')?;
        name.trim()
            .eq_ignore_ascii_case("for")
            .then(|| value.trim().trim_matches('"').to_owned())
    })
}

/// An address as proxies write it: `1.2.3.4`, `1.2.3.4:5678`, `2001:db8::1` or `[2001:db8::1]:80`.
fn parse_node(text: &str) -> Option<IpAddr> {
    if let Ok(address) = text.parse() {
        return Some(address);
    }
    if let Some(rest) = text.strip_prefix('[') {
        return rest.split_once(']')?.0.parse().ok();
    }
    text.rsplit_once(':')?.0.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use actix_web::test::TestRequest;

    fn ranges(list: &[&str]) -> Vec<IpRange> {
        list.iter().map(|r| r.parse().unwrap()).collect()
    }

    #[test]
    fn ranges_parse_and_contain() {
        let net: IpRange = "10.0.0.0/8".parse().unwrap();
        assert!(net.contains("10.200.3.4".parse().unwrap()));
        assert!(net.contains("::ffff:10.1.1.1".parse().unwrap()));
        assert!(!net.contains("11.0.0.1".parse().unwrap()));
        let one: IpRange = "::1".parse().unwrap();
        assert!(one.contains("::1".parse().unwrap()));
        assert!(!one.contains("::2".parse().unwrap()));
        let all: IpRange = "0.0.0.0/0".parse().unwrap();
        assert!(all.contains("8.8.8.8".parse().unwrap()));
        for bad in ["10.0.0.0/33", "proxy.local", "10.0.0/8", ""] {
            let err = bad.parse::<IpRange>().unwrap_err().to_string();
            assert!(err.contains("10.0.0.0/8"), "{err}");
        }
    }

    #[test]
    fn the_client_is_the_rightmost_address_that_is_not_a_trusted_proxy() {
        let trusted = ranges(&["10.0.0.0/8"]);
        let req = |peer: &str, header: (&str, &str)| {
            TestRequest::default()
                .peer_addr(peer.parse().unwrap())
                .insert_header(header)
                .to_http_request()
        };
        let xff = ("X-Forwarded-For", "6.6.6.6, 198.51.100.9, 10.0.0.3");
        let got = client_address(&req("10.0.0.2:1", xff), &trusted);
        assert_eq!(got, Some("198.51.100.9".parse().unwrap()));
        let got = client_address(&req("192.0.2.1:1", xff), &trusted);
        assert_eq!(got, Some("192.0.2.1".parse().unwrap()), "untrusted peer");
        let fwd = (
            "Forwarded",
            "for=6.6.6.6, for=\"[2001:db8::7]:443\";proto=https",
        );
        let got = client_address(&req("10.0.0.2:1", fwd), &trusted);
        assert_eq!(got, Some("2001:db8::7".parse().unwrap()));
        let unknown = ("X-Forwarded-For", "198.51.100.9, unknown");
        let got = client_address(&req("10.0.0.2:1", unknown), &trusted);
        assert_eq!(got, Some("10.0.0.2".parse().unwrap()), "nothing believable");
    }
}

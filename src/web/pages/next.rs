//! Where a browser may be sent after signing in or switching the language (`next`): only to a
//! path on this site. [`safe_next`] is the one check every door that takes `next` uses.
//!
//! Browsers are lenient with `Location`: they drop tabs and newlines, read `\` as `/`, and take
//! `//host` (or `/\host`) as another site. So `next` must be printable ASCII that starts with
//! exactly one `/`, parse as a URI with neither scheme nor authority, and contain no backslash,
//! control or whitespace character, neither as written nor once its percent escapes are decoded
//! (in case something on the way decodes it once more). Anything else leads to the dashboard.

use actix_web::http::Uri;

/// Where to go when `next` is missing or refused: the dashboard.
pub const HOME: &str = "/";

/// `next` if it is a path on this site, else the dashboard.
pub fn safe_next(next: Option<&str>) -> String {
    match next {
        Some(path) if is_local_path(path) => path.to_owned(),
        _ => HOME.to_owned(),
    }
}

fn is_local_path(path: &str) -> bool {
    let printable = |text: &str| text.bytes().all(|b| b.is_ascii_graphic() && b != b'\\');
    let single_slash = |text: &str| text.starts_with('/') && !text.starts_with("//");
    let decoded = percent_decoded(path);
    let parses_as_path = path
        .parse::<Uri>()
        .is_ok_and(|uri| uri.scheme().is_none() && uri.authority().is_none());
    printable(path)
        && single_slash(path)
        && parses_as_path
        && single_slash(&decoded)
        && !decoded
            .chars()
            .any(|c| c == '\\' || c.is_control() || c.is_whitespace())
}

/// `text` with its `%XX` escapes decoded (invalid UTF-8 replaced, malformed escapes kept).
fn percent_decoded(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| char::from(b).to_digit(16);
        let escaped = match (bytes[i], bytes.get(i + 1), bytes.get(i + 2)) {
            (b'%', Some(&h), Some(&l)) => hex(h).zip(hex(l)).map(|(h, l)| (h * 16 + l) as u8),
            _ => None,
        };
        match escaped {
            Some(byte) => {
                out.push(byte);
                i += 3;
            }
            None => {
                out.push(bytes[i]);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_paths_on_this_site_are_kept() {
        for good in [
            "/",
            "/games/3",
            "/events?page=2&x=%41",
            "/players/a-b_c",
            "/a/b#top",
        ] {
            assert_eq!(safe_next(Some(good)), good, "{good}");
        }
        for bad in [
            "/\t/evil.com",
            "/%09/evil.com",
            "//evil.com",
            "/\\evil.com",
            "/%5cevil.com",
            "/%2F%2Fevil.com",
            "/%2f/evil.com",
            "https://evil.com",
            "evil.com",
            "",
            "/é",
            "/%E3%80%80x",
            "/%C2%A0x",
            "/%0d%0aSet-Cookie:x",
            "/%7f",
        ] {
            assert_eq!(safe_next(Some(bad)), HOME, "{bad:?}");
        }
        assert_eq!(safe_next(None), HOME);
    }

    #[test]
    fn percent_escapes_are_decoded_once() {
        assert_eq!(percent_decoded("/a%2Fb%zz%4"), "/a/b%zz%4");
        assert_eq!(percent_decoded("%252F"), "%2F");
    }
}

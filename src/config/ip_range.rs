//! The `trusted_proxies` setting's value: addresses and CIDR blocks, parsed at the edge of the
//! configuration and matched against a peer's address by the web adapter
//! ([`crate::web::client_address`]).

use std::fmt;
use std::net::IpAddr;
use std::str::FromStr;

/// An address or a block of addresses in CIDR notation (`10.0.0.0/8`, `2001:db8::/32`,
/// `127.0.0.1`), parsed from the `trusted_proxies` setting.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct IpRange {
    network: IpAddr,
    prefix: u8,
}

/// A `trusted_proxies` entry that is not an address or a CIDR block.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "trusted_proxies: '{0}' is not an IP address or a CIDR block; write addresses like \
     127.0.0.1 or ::1 and blocks like 10.0.0.0/8 or fd00::/8"
)]
pub struct IpRangeError(pub String);

impl FromStr for IpRange {
    type Err = IpRangeError;

    fn from_str(text: &str) -> Result<IpRange, IpRangeError> {
        let bad = || IpRangeError(text.to_owned());
        let (address, prefix) = match text.trim().split_once('/') {
            Some((address, prefix)) => (address, Some(prefix)),
            None => (text.trim(), None),
        };
        let network: IpAddr = address.parse().map_err(|_| bad())?;
        let max = if network.is_ipv4() { 32 } else { 128 };
        let prefix = match prefix {
            Some(p) => p.parse::<u8>().ok().filter(|p| *p <= max).ok_or_else(bad)?,
            None => max,
        };
        Ok(IpRange { network, prefix })
    }
}

impl fmt::Display for IpRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.network, self.prefix)
    }
}

impl IpRange {
    /// Whether `address` is in this block (an IPv4 address written as IPv6, `::ffff:a.b.c.d`,
    /// counts as the IPv4 address).
    pub fn contains(&self, address: IpAddr) -> bool {
        match (self.network, canonical(address)) {
            (IpAddr::V4(net), IpAddr::V4(a)) => same_prefix(
                u128::from(net.to_bits()) << 96,
                u128::from(a.to_bits()) << 96,
                self.prefix,
            ),
            (IpAddr::V6(net), IpAddr::V6(a)) => {
                same_prefix(net.to_bits(), a.to_bits(), self.prefix)
            }
            _ => false,
        }
    }
}

fn same_prefix(a: u128, b: u128, prefix: u8) -> bool {
    let mask = u128::MAX.checked_shl(128 - u32::from(prefix)).unwrap_or(0);
    a & mask == b & mask
}

/// The address itself, or the IPv4 address an IPv6 one (`::ffff:a.b.c.d`) carries.
pub fn canonical(address: IpAddr) -> IpAddr {
    match address {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(address, IpAddr::V4),
        v4 => v4,
    }
}

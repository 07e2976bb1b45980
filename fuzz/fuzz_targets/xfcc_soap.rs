//! Fuzz target: reading an Xfcc SOAP request must never panic, whatever the bytes
//! (`kingpost::web::xfcc::soap::read`); what it reads has an operation name, and a request over the
//! size limit is always refused as such.
#![no_main]

use kingpost::web::xfcc::soap::{self, SoapError};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|raw: &[u8]| {
    match soap::read(raw) {
        Ok(call) => assert!(!call.operation.is_empty()),
        Err(SoapError::TooLarge) => assert!(raw.len() > soap::MAX_BYTES),
        Err(error) => {
            let _ = error.to_string();
        }
    }
});

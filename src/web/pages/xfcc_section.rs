//! What the account page shows about Xfcc ([`XfccSection`]): the address to enter in a
//! correspondence program, the player's application passwords and whether the account password
//! is accepted there too. The forms that change them are [`super::xfcc_access`].

use crate::db::xfcc::AppPasswordRow;
use crate::domain::account::UserId;
use crate::service::xfcc::access;
use crate::web::state::AppState;

use super::db;
use super::error::PageError;

/// What the account page shows about Xfcc.
pub struct XfccSection {
    /// The address to enter in a program.
    pub url: String,
    /// The player's application passwords, newest first.
    pub passwords: Vec<AppPasswordRow>,
    /// A password just made, shown this once.
    pub new_password: Option<String>,
    /// Whether the account password is accepted in programs too.
    pub account_password: bool,
}

/// The section for `user`, with `new_password` shown once.
pub(super) async fn section(
    state: &AppState,
    user: UserId,
    new_password: Option<String>,
) -> Result<XfccSection, PageError> {
    let (passwords, account_password) = db(state, move |conn| {
        Ok((
            access::passwords(conn, user)?,
            access::account_password_allowed(conn, user)?,
        ))
    })
    .await?;
    Ok(XfccSection {
        url: format!("{}/xfcc", state.config.base_url),
        passwords,
        new_password,
        account_password,
    })
}

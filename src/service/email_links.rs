//! One-time links sent by email: confirming an address and resetting a forgotten password.
//!
//! A link carries a random 256-bit token; only its SHA-256 is stored, with the purpose, the
//! address it went to and an expiry. Using a link uses up every open link of the same purpose
//! for that account. Making a link writes the message with it into the outbox in the same
//! transaction ([`super::notify::account_link`]).

use chrono::{Duration, NaiveDateTime};

use crate::db::email_tokens::{self, NewEmailToken};
use crate::db::users::{self, User};
use crate::db::{DbConnection, write_transaction};
use crate::domain::account::{Password, UserId};

use super::accounts::{AccountError, Registration, hash_token, random_hex, set_password};
use super::notify::{self, AccountMail, MailSettings, limits};

/// How long an address-confirmation link works.
pub const VERIFY_LINK_LIFETIME: Duration = Duration::days(7);
/// How long a password-reset link works.
pub const RESET_LINK_LIFETIME: Duration = Duration::hours(2);

const VERIFY: &str = "verify";
const RESET: &str = "reset";

/// A link to send: who gets it and the token to put in it.
#[derive(Debug, Clone)]
pub struct EmailLink {
    /// The account.
    pub user: User,
    /// The secret for the link (shown only in the message).
    pub token: String,
}

fn issue(
    conn: &mut DbConnection,
    mail: &MailSettings,
    user: User,
    which: AccountMail,
    now: NaiveDateTime,
) -> Result<EmailLink, AccountError> {
    let (purpose, lifetime) = match which {
        AccountMail::Verify => (VERIFY, VERIFY_LINK_LIFETIME),
        AccountMail::Reset => (RESET, RESET_LINK_LIFETIME),
    };
    let token = random_hex();
    email_tokens::insert(
        conn,
        &NewEmailToken {
            user_id: user.id,
            purpose,
            token_hash: &hash_token(&token),
            email: &user.email,
            created_at: now,
            expires_at: now + lifetime,
        },
    )?;
    notify::account_link(conn, mail, &user, &token, which, now)?;
    Ok(EmailLink { user, token })
}

/// Signs a person up, by any door (the web form, the API): registers the account in `language`
/// (checked like [`super::accounts::register_reserving`], refusing also the local parts of the
/// server's `own_addresses`; the password hashed before the write lock is taken) and starts
/// confirming its address, writing the mail with the link into the outbox, both in one
/// transaction. Returns the link and the account.
pub fn sign_up(
    conn: &mut DbConnection,
    mail: &MailSettings,
    form: &Registration<'_>,
    language: crate::chess::Language,
    own_addresses: &[&str],
    now: NaiveDateTime,
) -> Result<EmailLink, AccountError> {
    let account = super::accounts::checked_account(form, own_addresses)?;
    write_transaction(conn, |conn| {
        let id = super::accounts::insert_account(conn, &account, language, now)?;
        start_verification(conn, mail, id, now)
    })
}

/// A new address-confirmation link for `user`'s current address, mailed to it, in the
/// caller's write transaction.
pub fn start_verification(
    conn: &mut DbConnection,
    mail: &MailSettings,
    user: UserId,
    now: NaiveDateTime,
) -> Result<EmailLink, AccountError> {
    let found = users::find_by_id(conn, user.0)?.ok_or(AccountError::InvalidLink)?;
    issue(conn, mail, found, AccountMail::Verify, now)
}

/// Asks again for a confirmation link, by any door (the account page, the API): refused with
/// [`AccountError::AlreadyConfirmed`] when the address is confirmed, and with
/// [`AccountError::TooSoon`] while the limit on confirmation mail to the address
/// ([`super::notify::limits`], counted from the outbox, so every process agrees) allows no
/// other link yet; otherwise like [`start_verification`].
pub fn resend_verification(
    conn: &mut DbConnection,
    mail: &MailSettings,
    user: UserId,
    now: NaiveDateTime,
) -> Result<EmailLink, AccountError> {
    write_transaction(conn, |conn| {
        let found = users::find_by_id(conn, user.0)?.ok_or(AccountError::InvalidLink)?;
        if found.email_verified_at.is_some() {
            return Err(AccountError::AlreadyConfirmed(found.email));
        }
        if let Some(wait) = limits::wait(conn, &found.email, limits::VERIFY_EMAIL, now)? {
            return Err(AccountError::TooSoon(wait));
        }
        issue(conn, mail, found, AccountMail::Verify, now)
    })
}

/// Confirms the address a verification link was sent to; returns the account.
pub fn confirm_email(
    conn: &mut DbConnection,
    token: &str,
    now: NaiveDateTime,
) -> Result<UserId, AccountError> {
    write_transaction(conn, |conn| {
        let row = email_tokens::find_valid(conn, VERIFY, &hash_token(token.trim()), now)?
            .ok_or(AccountError::InvalidLink)?;
        email_tokens::use_all(conn, row.user_id, VERIFY, now)?;
        if !users::set_email_verified(conn, row.user_id, &row.email, now)? {
            return Err(AccountError::InvalidLink);
        }
        Ok(UserId(row.user_id))
    })
}

/// Password-reset links for every account with this username or address, each mailed to the
/// account's address (none when nothing matches; the caller should not reveal which).
pub fn start_reset(
    conn: &mut DbConnection,
    mail: &MailSettings,
    username_or_email: &str,
    now: NaiveDateTime,
) -> Result<Vec<EmailLink>, AccountError> {
    let wanted = username_or_email.trim();
    write_transaction(conn, |conn| {
        let accounts = if wanted.contains('@') {
            users::find_by_email(conn, wanted)?
        } else {
            users::find_by_username(conn, wanted)?.into_iter().collect()
        };
        accounts
            .into_iter()
            .map(|user| issue(conn, mail, user, AccountMail::Reset, now))
            .collect()
    })
}

/// Whether a reset link is still usable (to show the form or explain that it is not).
pub fn reset_link_is_valid(
    conn: &mut DbConnection,
    token: &str,
    now: NaiveDateTime,
) -> Result<bool, AccountError> {
    Ok(email_tokens::find_valid(conn, RESET, &hash_token(token.trim()), now)?.is_some())
}

/// Sets a new password through a reset link; returns the account. The link proves the
/// address, so the address counts as confirmed too.
pub fn reset_password(
    conn: &mut DbConnection,
    token: &str,
    new_password: &str,
    now: NaiveDateTime,
) -> Result<User, AccountError> {
    let password = Password::parse(new_password)?;
    write_transaction(conn, |conn| {
        let row = email_tokens::find_valid(conn, RESET, &hash_token(token.trim()), now)?
            .ok_or(AccountError::InvalidLink)?;
        email_tokens::use_all(conn, row.user_id, RESET, now)?;
        users::set_email_verified(conn, row.user_id, &row.email, now)?;
        set_password(conn, UserId(row.user_id), &password)
    })
}

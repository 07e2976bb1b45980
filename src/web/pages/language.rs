//! The language switcher on every page: a small form (no script needed) that sets the interface
//! language. A visitor's choice is kept in the session; a signed-in user's is saved in their
//! profile, so it also applies to their piece letters and on their other devices.

use serde::Deserialize;

use crate::i18n;
use crate::service::accounts;
use crate::web::session;

use super::error::PageError;
use super::form::CheckedForm;
use super::next::safe_next;
use super::visit::{PageResult, Visit};
use super::{db_write, redirect};

/// The switcher's form.
#[derive(Debug, Deserialize)]
pub struct LanguageForm {
    /// The chosen language's code.
    lang: String,
    /// The page to come back to.
    #[serde(default)]
    next: Option<String>,
}

/// `POST /language`: switches the interface language and goes back to the page.
pub async fn switch(visit: Visit, CheckedForm(form): CheckedForm<LanguageForm>) -> PageResult {
    let (state, page, session, _) = visit.parts();
    let lang = i18n::interface_language(&form.lang).ok_or_else(|| {
        PageError::BadForm(format!(
            "'{}' is not a language of this site; choose one of {}",
            form.lang,
            i18n::INTERFACE_LANGUAGES.join(", ")
        ))
    })?;
    let code = lang.language.as_str().to_owned();
    session::set_language(&session, &code);
    if let Some(user) = &page.user {
        let id = user.id;
        db_write(&state, move |conn| {
            Ok(accounts::set_language(conn, id, &code)?)
        })
        .await?;
    }
    Ok(redirect(&safe_next(form.next.as_deref())))
}

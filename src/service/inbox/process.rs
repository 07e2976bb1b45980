//! Processing one stored message: read it, decide whether it may be answered at all, find whose
//! command for which game it is, and carry the command out, all in one write transaction
//! together with marking the message processed. A crash anywhere before the commit leaves the
//! message `new` (its claim runs out and another attempt takes it); a commit makes the move, the
//! mail about it and the mark permanent together, so a message never plays twice.
//!
//! The order of the checks:
//! 1. bytes that are not an email: `failed`, never answered (nobody to answer);
//! 2. auto-replies, list mail and other robots' mail: `ignored`, never answered (a reply could
//!    start a mail loop); delivery failure reports mark the failed addresses as bouncing, and
//!    mail to a message's own bounce address (VERP) is matched to it ([`super::bounces`]);
//! 3. mail from the instance's own addresses: `ignored`;
//! 4. no valid reply token: answered only when the sender is a player's confirmed address
//!    (anything else would answer strangers and forgers), else `ignored`;
//! 5. a valid token, but the From address is not the player's confirmed address (unless the
//!    instance accepts the token alone): the player is told at their own address;
//! 6. the command is read in the player's language and carried out: for a game's reply
//!    address by [`super::apply`], for the daily digest's (the reply names its games) by
//!    [`super::by_game`], for a challenge's (`accept` or `decline`) by
//!    [`super::challenge_reply`].

use chrono::{Duration, NaiveDateTime};
use fluent_templates::fluent_bundle::FluentValue;

use crate::config::Config;
use crate::db::inbox::{self, InboxRow};
use crate::db::users::{self, User};
use crate::db::{DbConnection, write_transaction};
use crate::i18n;
use crate::mail::inbound::{self, InboundMail, Kind, MessageKey};
use crate::mail::reply_targets::{self, ReplyTarget};
use crate::service::notify::MailSettings;

use super::answer::Reply;
use super::answer::{self, ProcessError, Processed, refuse};
use super::bounces::{self, Returned, SoftBounces};
use super::{apply, by_game, challenge_reply};

/// How long a claim on a message lasts before another worker may take it.
pub const LEASE: Duration = Duration::minutes(5);

/// The instance's rules for incoming mail.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InboxPolicy {
    /// Accept a valid reply token from any sender address.
    pub token_only: bool,
    /// The instance's own sender address (lower case): mail from it is never answered.
    pub own_address: String,
    /// The mail domain (lower case): mail from any address there is the instance's own.
    pub own_domain: String,
    /// When delivery delays mark an address as bouncing.
    pub soft_bounces: SoftBounces,
}

impl InboxPolicy {
    /// The policy of `config`.
    pub fn from_config(config: &Config) -> InboxPolicy {
        let own_address = crate::mail::message::parse_mailbox(&config.mail_from)
            .map(|m| m.email.to_string())
            .unwrap_or_else(|_| config.mail_from.clone());
        InboxPolicy {
            token_only: config.mail_token_only,
            own_address: own_address.to_ascii_lowercase(),
            own_domain: config.mail_domain.to_ascii_lowercase(),
            soft_bounces: SoftBounces::from_limits(&config.intake_limits),
        }
    }

    fn is_own(&self, address: &str) -> bool {
        let address = address.to_ascii_lowercase();
        address == self.own_address
            || address
                .rsplit_once('@')
                .is_some_and(|(_, domain)| domain == self.own_domain)
    }
}

/// Claims the next unprocessed message for `worker` and processes it, in one write transaction
/// with the mark (see the module docs). Returns its id and what was done, or `None` when there
/// is nothing to do. When processing fails, nothing of it is kept; the attempt is noted, and
/// the message is taken again after the lease ([`LEASE`]), at once if the game had changed.
pub fn process_next(
    conn: &mut DbConnection,
    mail: &MailSettings,
    policy: &InboxPolicy,
    worker: &str,
    now: NaiveDateTime,
) -> Result<Option<(i32, Processed)>, ProcessError> {
    let mut claimed = None;
    let result = write_transaction(conn, |conn| {
        let Some(row) = inbox::claim_next_in(conn, worker, now, LEASE)? else {
            return Ok(None);
        };
        claimed = Some(row.id);
        let done = decide(conn, mail, policy, &row, now)?;
        if !inbox::mark_processed(conn, row.id, done.status(), &done.outcome(), now)? {
            return Err(ProcessError::AlreadyProcessed);
        }
        Ok(Some((row.id, done)))
    });
    match (result, claimed) {
        (Err(ProcessError::AlreadyProcessed), Some(id)) => Ok(Some((
            id,
            Processed::Ignored("processed by another worker".into()),
        ))),
        (Err(e @ ProcessError::Stale), _) => Err(e),
        (Err(e), Some(id)) => {
            inbox::note_failed_attempt(conn, id, worker, now)?;
            Err(e)
        }
        (result, _) => result,
    }
}

/// Everything but the mark: steps 1 to 3 of the module docs, then [`answer_reply`].
fn decide(
    conn: &mut DbConnection,
    mail: &MailSettings,
    policy: &InboxPolicy,
    row: &InboxRow,
    now: NaiveDateTime,
) -> Result<Processed, ProcessError> {
    let message = match inbound::parse(&row.raw) {
        Ok(message) => message.with_envelope(&row.envelope_recipients()),
        Err(e) => return Ok(Processed::Unreadable(e.to_string())),
    };
    if let Some(id) = bounces::bounced_message(mail, &message) {
        let returned = Returned {
            id,
            message: &message,
            raw: &row.raw,
        };
        return bounces::record(conn, &returned, policy.soft_bounces, now);
    }
    match &message.kind {
        Kind::Normal if row.envelope_from.as_deref() == Some("") => {
            return Ok(Processed::Ignored(
                "sent from the null sender (a bounce or auto-reply without a report)".into(),
            ));
        }
        Kind::Normal => {}
        Kind::AutoGenerated(reason) => {
            return Ok(Processed::Ignored(format!(
                "sent by a program ({reason:?})"
            )));
        }
        Kind::Bounce { failed_recipients } => {
            return record_bounce(conn, failed_recipients, now);
        }
    }
    let Some(from) = message.from.clone() else {
        return Ok(Processed::Ignored("no From address".into()));
    };
    if policy.is_own(&from) {
        return Ok(Processed::Ignored(format!(
            "sent from our own address {from}"
        )));
    }
    answer_reply(conn, mail, policy, &message, &from, now)
}

/// Steps 4 to 6 of the module docs: the reply address, the sender, the command.
fn answer_reply(
    conn: &mut DbConnection,
    mail: &MailSettings,
    policy: &InboxPolicy,
    message: &InboundMail,
    from: &str,
    now: NaiveDateTime,
) -> Result<Processed, ProcessError> {
    let answering = answering_id(message);
    let recipients = &message.recipients;
    let Some(target) = reply_targets::read(&mail.secret, recipients, message.token.as_deref())
    else {
        return answer_without_game(conn, mail, from, answering.as_deref(), now);
    };
    let user = target.player();
    let Some(player) = users::find_by_id(conn, user.0)? else {
        return Ok(Processed::Ignored(format!(
            "account {user} no longer exists"
        )));
    };
    if let Some(reason) = sender_refusal(policy, &player, from) {
        let game = match target {
            ReplyTarget::Game(game, _) => answer::load(conn, game.0, now).ok(),
            _ => None,
        };
        return refuse(
            conn,
            mail,
            &player,
            game.as_ref(),
            &reason,
            answering.as_deref(),
            now,
        );
    }
    let reply = Reply {
        player: &player,
        message,
        answering: answering.as_deref(),
    };
    match target {
        ReplyTarget::Game(game, _) => apply::carry_out(conn, mail, &reply.for_game(game.0), now),
        ReplyTarget::Digest(_) => by_game::carry_out(conn, mail, &reply, now),
        ReplyTarget::Challenge(id, _) => challenge_reply::carry_out(conn, mail, &reply, id, now),
    }
}

/// The Message-ID of the player's mail with angle brackets, for threading the answer.
fn answering_id(message: &InboundMail) -> Option<String> {
    match &message.key {
        MessageKey::MessageId(id) => Some(format!("<{id}>")),
        MessageKey::ContentHash(_) => None,
    }
}

/// Marks every account whose address failed as bouncing.
fn record_bounce(
    conn: &mut DbConnection,
    failed: &[String],
    now: NaiveDateTime,
) -> Result<Processed, ProcessError> {
    let mut marked = 0;
    for address in failed {
        for user in users::find_by_email(conn, address)? {
            let reason = "a delivery failure report came back for this address";
            if users::mark_bouncing(conn, user.id, &user.email, now, reason)? {
                marked += 1;
            }
        }
    }
    Ok(Processed::Ignored(format!(
        "delivery failure report for {}; {marked} account(s) marked as bouncing",
        failed.join(", ")
    )))
}

/// Mail without a valid token: answered only when it comes from a player's confirmed address.
fn answer_without_game(
    conn: &mut DbConnection,
    mail: &MailSettings,
    from: &str,
    answering: Option<&str>,
    now: NaiveDateTime,
) -> Result<Processed, ProcessError> {
    let known = users::find_by_email(conn, from)?
        .into_iter()
        .find(|u| u.email_verified_at.is_some() && u.engine_level.is_none());
    let Some(player) = known else {
        return Ok(Processed::Ignored(format!(
            "no valid reply token, and {from} is not a player's confirmed address"
        )));
    };
    let reason = i18n::t(&i18n::language(&player.language), "mail-error-no-game", &[]);
    refuse(conn, mail, &player, None, &reason, answering, now)
}

/// Why the sender may not act for `player`, in the player's language; `None` when they may.
fn sender_refusal(policy: &InboxPolicy, player: &User, from: &str) -> Option<String> {
    let lang = i18n::language(&player.language);
    let address = FluentValue::from(player.email.clone());
    if player.email_verified_at.is_none() && !policy.token_only {
        return Some(i18n::t(
            &lang,
            "mail-error-unverified",
            &[("address", address)],
        ));
    }
    if policy.token_only || player.email.eq_ignore_ascii_case(from) {
        return None;
    }
    let args = [
        ("from", FluentValue::from(from.to_owned())),
        ("address", address),
    ];
    Some(i18n::t(&lang, "mail-error-wrong-sender", &args))
}

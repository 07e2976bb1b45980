//! Event mail: when an event starts, each player gets one message with every game of theirs
//! (round, opponents, link) and the end date; the players of a game hear when a claim is filed
//! on it, ruled on, appealed and decided on appeal, and the organizers who may decide an appeal
//! hear of it; a withdrawing player's opponents hear what becomes
//! of their games. A ruling on a game outside events is mailed to its players too
//! ([`ruling_notice`]).

use chrono::NaiveDateTime;
use fluent_templates::fluent_bundle::FluentValue;

use crate::db::DbConnection;
use crate::db::users::User;
use crate::domain::game::GameId;

use super::account::{PlainNotice, enqueue_plain};
use super::{MailSettings, NotifyError, Recipient};
use crate::i18n::Arg;

/// One game in the start mail.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EventGameLine {
    /// The game.
    pub game: i32,
    /// Its round.
    pub round: i32,
    /// White's username.
    pub white: String,
    /// Black's username.
    pub black: String,
}

/// Writes `user` the start of event `name` with their `games` (sent whatever their game-mail
/// setting: it is the one message that tells them they are playing). Returns the row's id.
pub fn event_started(
    conn: &mut DbConnection,
    mail: &MailSettings,
    user: &User,
    name: &str,
    ends_at: NaiveDateTime,
    games: &[EventGameLine],
    now: NaiveDateTime,
) -> Result<i32, NotifyError> {
    let recipient = Recipient::from_user(user);
    let count = i64::try_from(games.len()).unwrap_or(i64::MAX);
    let args = [
        ("username", FluentValue::from(user.username.clone())),
        ("name", FluentValue::from(name.to_owned())),
        ("count", FluentValue::from(count)),
        (
            "time",
            FluentValue::from(ends_at.format("%Y-%m-%d").to_string()),
        ),
    ];
    let subject = recipient.t("mail-event-started-subject", &args);
    let mut paragraphs = vec![recipient.t("mail-event-started-body", &args)];
    let lines: Vec<String> = games
        .iter()
        .map(|g| {
            let line_args = [
                ("round", FluentValue::from(i64::from(g.round))),
                ("white", FluentValue::from(g.white.clone())),
                ("black", FluentValue::from(g.black.clone())),
                ("link", FluentValue::from(mail.game_link(GameId(g.game)))),
            ];
            recipient.t("mail-event-game-line", &line_args)
        })
        .collect();
    paragraphs.push(lines.join("\n"));
    paragraphs.push(recipient.t("mail-event-started-end", &args));
    let notice = PlainNotice {
        kind: "event-started",
        game: None,
        subject,
        paragraphs: &paragraphs,
        link: None,
    };
    enqueue_plain(conn, mail, user, &notice, now)
}

/// The game a claim notice is about.
#[derive(Debug, Clone, Copy)]
pub struct NoticeGame<'a> {
    /// The game.
    pub id: i32,
    /// White's username.
    pub white: &'a str,
    /// Black's username.
    pub black: &'a str,
}

/// What happened to a claim.
#[derive(Debug, Clone, Copy)]
pub enum ClaimNotice<'a> {
    /// A player filed a claim.
    Filed {
        /// Who filed it.
        claimant: &'a str,
    },
    /// The server opened a claim: the game has had no move for `days` days.
    Silence {
        /// The event's silence days.
        days: i32,
    },
    /// The server opened a claim: the end date passed with the game unfinished.
    EndDate,
    /// The organizer ruled; either player may appeal within `appeal_days`.
    Ruled {
        /// `1-0`, `0-1`, `1/2-1/2` or `continue`.
        ruling: &'a str,
        /// The organizer's reason.
        reason: &'a str,
        /// Who ruled (username).
        decider: &'a str,
        /// Days to appeal.
        appeal_days: i32,
    },
    /// A player appealed the ruling (to the other player).
    Appealed {
        /// Who appealed.
        appellant: &'a str,
        /// The ruling appealed.
        ruling: &'a str,
        /// The appellant's note.
        note: &'a str,
    },
    /// A player appealed a ruling (to an organizer who may decide the appeal: not the one
    /// who made the ruling); the mail links the event's claims queue.
    AppealToDecide {
        /// Who appealed.
        appellant: &'a str,
        /// The ruling appealed.
        ruling: &'a str,
        /// Its reason.
        reason: &'a str,
        /// Who made it.
        decider: &'a str,
        /// The appellant's note.
        note: &'a str,
        /// The event (for the link to its claims queue).
        event_id: i32,
    },
    /// A second organizer decided the appeal; final.
    AppealDecided {
        /// `1-0`, `0-1`, `1/2-1/2` or `continue`.
        ruling: &'a str,
        /// The reason.
        reason: &'a str,
        /// Who decided the appeal (username).
        decider: &'a str,
    },
}

fn text(s: &str) -> FluentValue<'static> {
    FluentValue::from(s.to_owned())
}

/// A ruling as `r` reads it: the result, or the words for `continue`.
fn ruling_text(r: &Recipient, ruling: &str) -> FluentValue<'static> {
    match ruling {
        "continue" => FluentValue::from(r.t("mail-claim-ruling-continue", &[])),
        result => text(result),
    }
}

/// A notice's catalogue key, outbox kind, and the arguments it adds.
type Parts = (&'static str, &'static str, Vec<Arg<'static>>);

impl ClaimNotice<'_> {
    /// The catalogue key, the outbox kind, and the arguments the notice adds for `r`.
    fn parts(&self, r: &Recipient) -> Parts {
        let days = |days: i32| FluentValue::from(i64::from(days));
        match *self {
            ClaimNotice::Filed { claimant } => (
                "mail-claim-filed",
                "event-claim-filed",
                vec![("claimant", text(claimant))],
            ),
            ClaimNotice::Silence { days: d } => (
                "mail-claim-silence",
                "event-claim-filed",
                vec![("days", days(d))],
            ),
            ClaimNotice::EndDate => ("mail-claim-end-date", "event-claim-filed", vec![]),
            ClaimNotice::Ruled {
                ruling,
                reason,
                decider,
                appeal_days,
            } => (
                "mail-claim-ruled",
                "event-claim-ruled",
                vec![
                    ("ruling", ruling_text(r, ruling)),
                    ("reason", text(reason)),
                    ("decider", text(decider)),
                    ("days", days(appeal_days)),
                ],
            ),
            ClaimNotice::Appealed { .. }
            | ClaimNotice::AppealToDecide { .. }
            | ClaimNotice::AppealDecided { .. } => self.appeal_parts(r),
        }
    }

    /// [`ClaimNotice::parts`] for the notices about an appeal.
    fn appeal_parts(&self, r: &Recipient) -> Parts {
        match *self {
            ClaimNotice::Appealed {
                appellant,
                ruling,
                note,
            } => (
                "mail-appeal-filed",
                "event-appeal-filed",
                vec![
                    ("appellant", text(appellant)),
                    ("ruling", ruling_text(r, ruling)),
                    ("note", text(note)),
                ],
            ),
            ClaimNotice::AppealToDecide {
                appellant,
                ruling,
                reason,
                decider,
                note,
                ..
            } => (
                "mail-appeal-to-decide",
                "event-appeal-to-decide",
                vec![
                    ("appellant", text(appellant)),
                    ("ruling", ruling_text(r, ruling)),
                    ("reason", text(reason)),
                    ("decider", text(decider)),
                    ("note", text(note)),
                ],
            ),
            ClaimNotice::AppealDecided {
                ruling,
                reason,
                decider,
            } => (
                "mail-appeal-decided",
                "event-appeal-decided",
                vec![
                    ("ruling", ruling_text(r, ruling)),
                    ("reason", text(reason)),
                    ("decider", text(decider)),
                ],
            ),
            // Not about an appeal: see `parts`.
            _ => ("", "", vec![]),
        }
    }
}

/// Writes `user` what happened to a claim on `game` in event `event` (sent whatever their
/// game-mail setting: rulings change results). Returns the row's id.
pub fn claim_notice(
    conn: &mut DbConnection,
    mail: &MailSettings,
    user: &User,
    event: &str,
    game: NoticeGame<'_>,
    notice: ClaimNotice<'_>,
    now: NaiveDateTime,
) -> Result<i32, NotifyError> {
    let recipient = Recipient::from_user(user);
    let mut args: Vec<Arg<'_>> = vec![
        ("username", FluentValue::from(user.username.clone())),
        ("name", FluentValue::from(event.to_owned())),
        ("white", FluentValue::from(game.white.to_owned())),
        ("black", FluentValue::from(game.black.to_owned())),
    ];
    let (key, kind, extra) = notice.parts(&recipient);
    args.extend(extra);
    let subject = match notice {
        ClaimNotice::Silence { .. } | ClaimNotice::EndDate => {
            recipient.t("mail-claim-filed-subject", &args)
        }
        _ => recipient.t(&format!("{key}-subject"), &args),
    };
    let link = match notice {
        ClaimNotice::AppealToDecide { event_id, .. } => {
            format!("{}/events/{event_id}/claims", mail.base_url)
        }
        _ => mail.game_link(GameId(game.id)),
    };
    let paragraphs = [recipient.t(&format!("{key}-body"), &args), link.clone()];
    let notice = PlainNotice {
        kind,
        game: Some(GameId(game.id)),
        subject,
        paragraphs: &paragraphs,
        link: Some(&link),
    };
    enqueue_plain(conn, mail, user, &notice, now)
}

/// A ruling on a game outside any event, as its players are told of it.
#[derive(Debug, Clone, Copy)]
pub struct RulingNotice<'a> {
    /// The game.
    pub game: NoticeGame<'a>,
    /// `1-0`, `0-1` or `1/2-1/2`.
    pub result: &'a str,
    /// The decider's reason.
    pub reason: &'a str,
    /// Who decided (username).
    pub decider: &'a str,
}

/// Writes `user`, a player of the game, that an organizer or admin ended it by adjudication:
/// the result, the reason and who decided, in the player's language (sent whatever their
/// game-mail setting: a ruling changes a result). Returns the row's id.
pub fn ruling_notice(
    conn: &mut DbConnection,
    mail: &MailSettings,
    user: &User,
    notice: RulingNotice<'_>,
    now: NaiveDateTime,
) -> Result<i32, NotifyError> {
    let recipient = Recipient::from_user(user);
    let args = [
        ("username", FluentValue::from(user.username.clone())),
        ("white", text(notice.game.white)),
        ("black", text(notice.game.black)),
        ("ruling", text(notice.result)),
        ("reason", text(notice.reason)),
        ("decider", text(notice.decider)),
    ];
    let subject = recipient.t("mail-adjudicated-subject", &args);
    let link = mail.game_link(GameId(notice.game.id));
    let paragraphs = [recipient.t("mail-adjudicated-body", &args), link.clone()];
    let plain = PlainNotice {
        kind: "game-adjudicated",
        game: Some(GameId(notice.game.id)),
        subject,
        paragraphs: &paragraphs,
        link: Some(&link),
    };
    enqueue_plain(conn, mail, user, &plain, now)
}

/// Writes `user` that `player` has withdrawn from event `event`, and what becomes of their
/// unfinished games with them (`adjudicated`, or else scored as wins). Returns the row's id.
pub fn withdrawal_notice(
    conn: &mut DbConnection,
    mail: &MailSettings,
    user: &User,
    event: &str,
    player: &str,
    adjudicated: bool,
    now: NaiveDateTime,
) -> Result<i32, NotifyError> {
    let recipient = Recipient::from_user(user);
    let args = [
        ("username", FluentValue::from(user.username.clone())),
        ("name", FluentValue::from(event.to_owned())),
        ("player", FluentValue::from(player.to_owned())),
    ];
    let subject = recipient.t("mail-event-withdrawal-subject", &args);
    let body = if adjudicated {
        "mail-event-withdrawal-adjudication"
    } else {
        "mail-event-withdrawal-losses"
    };
    let paragraphs = [recipient.t(body, &args)];
    let notice = PlainNotice {
        kind: "event-withdrawal",
        game: None,
        subject,
        paragraphs: &paragraphs,
        link: None,
    };
    enqueue_plain(conn, mail, user, &notice, now)
}

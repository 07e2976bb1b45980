//! Game mail: the events of a game for the players they concern, and the answers to a player's
//! emailed command (a confirmation, or an error that changes nothing).

use chrono::NaiveDateTime;
use fluent_templates::fluent_bundle::FluentValue;

use crate::chess::{Color, Notation, Termination, write_move};
use crate::db::DbConnection;
use crate::db::outbox;
use crate::domain::account::UserId;
use crate::domain::game::{GameId, GameState};
use crate::domain::notifications::NotifyMode;
use crate::service::conditionals::ConditionalEvent;
use crate::service::game_store::StoredGame;
use crate::service::game_store::view::GameView;

use super::compose::{self, Extras, GameContext, Heading, color_name, termination_text};
use super::diagram;
use super::event::{GameEvent, GameEventNotice};
use super::limits::{COMMAND_ERROR, MESSAGE};
use super::snapshot::Snapshot;
use super::{MailSettings, NotifyError, Outgoing, Recipient, RowWriter, enqueue_with};

fn player(game: &GameState, color: Color) -> UserId {
    match color {
        Color::White => game.white,
        Color::Black => game.black,
    }
}

/// Writes the mail for `notice` to each player it concerns who wants game mail, to be rendered
/// when it is sent ([`super::snapshot`]); returns how many were written. Nothing reads the
/// rows back, so a move's one-statement write can hold them ([`outbox::insert_unread`]).
pub fn game_event(
    conn: &mut DbConnection,
    mail: &MailSettings,
    notice: &GameEventNotice<'_>,
    now: NaiveDateTime,
) -> Result<usize, NotifyError> {
    let mut written = 0;
    let mut snapshot = None;
    for color in notice.recipients() {
        let recipient = Recipient::of_color(notice.stored, color);
        if recipient.mode != NotifyMode::EveryMove {
            continue;
        }
        let ctx = GameContext {
            state: notice.game(),
            view: Heading::of(notice.view),
            recipient: &recipient,
            now,
        };
        let snapshot = snapshot.get_or_insert_with(|| Snapshot::stored(notice, now));
        let bodies = Bodies::Later(snapshot);
        let kind = notice.kind();
        send(
            conn,
            mail,
            &ctx,
            kind,
            bodies,
            None,
            now,
            outbox::insert_unread,
        )?;
        written += 1;
    }
    Ok(written)
}

/// What a game mail about `event` says first: what happened, and the opponent's messages that
/// came with the move.
pub(super) fn intro_lines(
    conn: &mut DbConnection,
    ctx: &GameContext<'_>,
    event: GameEvent,
) -> Result<Vec<String>, NotifyError> {
    let mut lines = vec![intro(ctx, event)];
    if event == GameEvent::MovedConditionalsCleared {
        lines.push(ctx.recipient.t("mail-intro-conditionals-cleared", &[]));
    }
    lines.extend(messages_with_move(conn, ctx, event)?);
    Ok(lines)
}

/// The opponent's messages that came with the move this event is about, each as "bob writes:"
/// and the text (shown as text, never as HTML).
fn messages_with_move(
    conn: &mut DbConnection,
    ctx: &GameContext<'_>,
    event: GameEvent,
) -> Result<Vec<String>, NotifyError> {
    let count = ctx.state.record.ply_count();
    let ply = match event {
        GameEvent::Moved | GameEvent::MovedConditionalsCleared | GameEvent::Ended => count,
        GameEvent::ConditionalPlayed { .. } => count.saturating_sub(1),
        _ => return Ok(Vec::new()),
    };
    let (Ok(ply), Ok(me)) = (i32::try_from(ply), ctx.state.color_of(ctx.recipient.id)) else {
        return Ok(Vec::new());
    };
    let author = player(ctx.state, !me);
    let found = crate::db::messages::with_ply(conn, ctx.view.id, author.0, ply)?;
    Ok(message_lines(ctx, found.iter().map(|m| m.body.as_str())))
}

fn message_lines<'a>(ctx: &GameContext<'_>, texts: impl Iterator<Item = &'a str>) -> Vec<String> {
    let name = FluentValue::from(ctx.name(!ctx.color()).to_owned());
    let mut lines = Vec::new();
    for text in texts {
        lines.push(
            ctx.recipient
                .t("mail-message-from", &[("name", name.clone())]),
        );
        lines.push(text.to_owned());
    }
    lines
}

/// Writes the mail that carries a message written without a move to the opponent of its
/// author (unless they switched game mail off entirely, or had their share of such mail:
/// [`super::limits`]); returns the outbox row's id.
pub fn message_received(
    conn: &mut DbConnection,
    mail: &MailSettings,
    game: &GameState,
    view: &GameView,
    author: UserId,
    text: &str,
    now: NaiveDateTime,
) -> Result<Option<i32>, NotifyError> {
    let Ok(color) = game.color_of(author) else {
        return Ok(None);
    };
    let recipient = Recipient::load(conn, player(game, !color))?;
    if recipient.mode == NotifyMode::None
        || !super::limits::allows(conn, &recipient.email, MESSAGE, now)?
    {
        return Ok(None);
    }
    let ctx = GameContext {
        state: game,
        view: Heading::of(view),
        recipient: &recipient,
        now,
    };
    let extras = Extras {
        intro: message_lines(&ctx, std::iter::once(text)),
        ..Extras::default()
    };
    let bodies = Bodies::Now(extras);
    send(conn, mail, &ctx, MESSAGE, bodies, None, now, outbox::insert).map(Some)
}

/// The first line of an event's mail for the recipient in `ctx`.
fn intro(ctx: &GameContext<'_>, event: GameEvent) -> String {
    let r = ctx.recipient;
    let me = ctx.color();
    let name = |color: Color| FluentValue::from(ctx.name(color).to_owned());
    match event {
        GameEvent::Started => r.t(
            "mail-intro-started",
            &[
                ("name", name(!me)),
                ("color", FluentValue::from(color_name(r, me))),
            ],
        ),
        GameEvent::ConditionalPlayed { .. } => conditional_played(ctx),
        GameEvent::Moved | GameEvent::MovedConditionalsCleared => {
            let last =
                diagram::last_move(&ctx.state.record, r.style, r.language).unwrap_or_default();
            let key = if ctx.state.draw_offer == Some(!me) {
                "mail-intro-moved-offer"
            } else {
                "mail-intro-moved"
            };
            r.t(
                key,
                &[("name", name(!me)), ("move", FluentValue::from(last))],
            )
        }
        GameEvent::DrawOffered { by } => r.t("mail-intro-draw-offered", &[("name", name(by))]),
        GameEvent::DrawDeclined { by } => r.t("mail-intro-draw-declined", &[("name", name(by))]),
        GameEvent::Reminder => r.t("mail-intro-reminder", &[("name", name(!me))]),
        GameEvent::Ended => ended(ctx),
    }
}

/// "bob played 12.Nf3, and your conditional move 12...Nf6 was played in answer."
fn conditional_played(ctx: &GameContext<'_>) -> String {
    let r = ctx.recipient;
    let record = &ctx.state.record;
    let written = |ply: usize| {
        let before = record.position_at(ply)?;
        let mv = *record.moves().get(ply)?;
        Some(diagram::numbered(
            before,
            &diagram::write_styled(before, mv, r.style, r.language),
        ))
    };
    let count = record.ply_count();
    let trigger = count.checked_sub(2).and_then(written).unwrap_or_default();
    let reply = count.checked_sub(1).and_then(written).unwrap_or_default();
    let name = ctx.name(!ctx.color()).to_owned();
    r.t(
        "mail-intro-conditional-played",
        &[
            ("name", FluentValue::from(name)),
            ("move", FluentValue::from(trigger)),
            ("text", FluentValue::from(reply)),
        ],
    )
}

/// How the game ended, in a sentence.
fn ended(ctx: &GameContext<'_>) -> String {
    let r = ctx.recipient;
    let Some(outcome) = ctx.state.record.outcome() else {
        return r.t(
            "mail-intro-ended-other",
            &[("text", FluentValue::from("?"))],
        );
    };
    let text = FluentValue::from(termination_text(r, outcome.termination.as_str()));
    let winner = outcome.result.winner();
    let name = |color: Color| FluentValue::from(ctx.name(color).to_owned());
    match (outcome.termination, winner) {
        (Termination::Checkmate, Some(w)) => {
            r.t("mail-intro-ended-checkmate", &[("name", name(w))])
        }
        (Termination::Resignation, Some(w)) => {
            r.t("mail-intro-ended-resignation", &[("name", name(!w))])
        }
        (Termination::TimeForfeit, Some(w)) => r.t("mail-intro-ended-time", &[("name", name(!w))]),
        (Termination::Agreement, _) => r.t("mail-intro-ended-agreement", &[]),
        (Termination::ThreefoldRepetition | Termination::FiftyMoves, _) => {
            r.t("mail-intro-ended-claim", &[("text", text)])
        }
        _ => r.t("mail-intro-ended-other", &[("text", text)]),
    }
}

/// How a game mail's bodies are stored.
enum Bodies<'a> {
    /// Rendered now, with these extras.
    Now(Extras),
    /// Rendered when sent, from this snapshot ([`super::snapshot`]).
    Later(&'a str),
}

/// Stores one game mail for the recipient in `ctx`, rendered now or to be rendered when sent,
/// its row written by `write`.
#[allow(clippy::too_many_arguments)]
fn send<R>(
    conn: &mut DbConnection,
    mail: &MailSettings,
    ctx: &GameContext<'_>,
    kind: &str,
    bodies: Bodies<'_>,
    answering: Option<&str>,
    now: NaiveDateTime,
    write: RowWriter<R>,
) -> Result<R, NotifyError> {
    let (text, html, snapshot) = match bodies {
        Bodies::Now(extras) => {
            let (text, html) = compose::render(mail, ctx, extras)?;
            (text, html, None)
        }
        Bodies::Later(snapshot) => (String::new(), String::new(), Some(snapshot)),
    };
    let game = GameId(ctx.view.id);
    let r = ctx.recipient;
    let playing = ctx.state.color_of(r.id).is_ok();
    let out = Outgoing {
        to: &r.email,
        user: Some(r.id),
        game: Some(game),
        kind,
        subject: compose::subject(ctx, kind)?,
        text,
        html,
        reply_to: playing.then(|| mail.reply_address(game, r.id)),
        unsubscribe: true,
        answering,
        snapshot,
    };
    enqueue_with(conn, mail, &out, now, write)
}

/// Writes the mail about a move that was played (the game is `game` afterwards, including any
/// conditional reply the server played): the end of the game to both players, or the move to
/// the player now to move, and to the owner of a conditional move that was played.
pub fn move_events(
    conn: &mut DbConnection,
    mail: &MailSettings,
    stored: &StoredGame,
    view: &GameView,
    events: &[ConditionalEvent],
    now: NaiveDateTime,
) -> Result<usize, NotifyError> {
    let game = &stored.state;
    let notice = |event| GameEventNotice {
        event,
        stored,
        view,
    };
    if game.record.outcome().is_some() {
        return game_event(conn, mail, &notice(GameEvent::Ended), now);
    }
    let to_move = player(game, game.record.turn());
    let cleared = events
        .iter()
        .any(|e| matches!(e, ConditionalEvent::Cleared { owner, .. } if *owner == to_move));
    let moved = if cleared {
        GameEvent::MovedConditionalsCleared
    } else {
        GameEvent::Moved
    };
    let mut written = game_event(conn, mail, &notice(moved), now)?;
    for event in events {
        if let ConditionalEvent::Played { owner, .. } = event {
            let owner = game.color_of(*owner).unwrap_or(!game.record.turn());
            let played = notice(GameEvent::ConditionalPlayed { owner });
            written += game_event(conn, mail, &played, now)?;
        }
    }
    Ok(written)
}

/// What a player's emailed command did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Confirmed {
    /// They played the game's last move (with a draw offer, if `offer_draw`).
    Move {
        /// Whether a draw was offered with it.
        offer_draw: bool,
    },
    /// They offered a draw without moving.
    DrawOffered,
    /// They accepted the opponent's offer.
    DrawAccepted,
    /// They declined the opponent's offer.
    DrawDeclined,
    /// Their draw claim was accepted.
    DrawClaimed,
    /// They resigned.
    Resigned,
    /// Their conditional moves were stored (after a move played now, if `with_move`); the
    /// lines are in [`CommandConfirmation::conditionals`].
    Conditionals {
        /// Whether a move was played first.
        with_move: bool,
    },
    /// Their message (with no command) was sent to the opponent.
    Message,
}

/// The confirmation of an emailed command that was carried out.
#[derive(Debug, Clone, Copy)]
pub struct CommandConfirmation<'a> {
    /// What was done.
    pub confirmed: Confirmed,
    /// Who sent the command.
    pub player: UserId,
    /// The game afterwards.
    pub game: &'a GameState,
    /// Its read model.
    pub view: &'a GameView,
    /// The Message-ID of the player's mail, so the answer threads under it.
    pub answering: Option<&'a str>,
    /// The stored conditional lines as the player's notation writes them, for
    /// [`Confirmed::Conditionals`].
    pub conditionals: Option<&'a str>,
}

/// Writes the confirmation of an emailed command (sent whatever the player's setting): what was
/// done, a played move in SAN, figurine and ICCF numeric, and the new position. Returns the
/// outbox row's id.
pub fn command_confirmation(
    conn: &mut DbConnection,
    mail: &MailSettings,
    confirmation: &CommandConfirmation<'_>,
    now: NaiveDateTime,
) -> Result<i32, NotifyError> {
    let recipient = Recipient::load(conn, confirmation.player)?;
    let ctx = GameContext {
        state: confirmation.game,
        view: Heading::of(confirmation.view),
        recipient: &recipient,
        now,
    };
    let r = &recipient;
    let record = &confirmation.game.record;
    let last = diagram::last_move(record, r.style, r.language).unwrap_or_default();
    let opponent = FluentValue::from(ctx.name(!ctx.color()).to_owned());
    let (intro, echo) = match confirmation.confirmed {
        Confirmed::Move { offer_draw } => {
            let key = if offer_draw {
                "mail-confirm-move-offer"
            } else {
                "mail-confirm-move"
            };
            let echo = echo(&ctx)
                .map(|text| r.t("mail-confirm-echo", &[("text", FluentValue::from(text))]));
            (r.t(key, &[("move", FluentValue::from(last))]), echo)
        }
        Confirmed::DrawOffered => (
            r.t("mail-confirm-draw-offered", &[("name", opponent)]),
            None,
        ),
        Confirmed::DrawAccepted => (r.t("mail-confirm-draw-accepted", &[]), None),
        Confirmed::DrawDeclined => (r.t("mail-confirm-draw-declined", &[]), None),
        Confirmed::DrawClaimed => (r.t("mail-confirm-draw-claimed", &[]), None),
        Confirmed::Resigned => (r.t("mail-confirm-resigned", &[]), None),
        Confirmed::Message => (r.t("mail-confirm-message", &[("name", opponent)]), None),
        Confirmed::Conditionals { with_move } => {
            let lines = FluentValue::from(confirmation.conditionals.unwrap_or_default());
            if with_move {
                let echo = echo(&ctx)
                    .map(|text| r.t("mail-confirm-echo", &[("text", FluentValue::from(text))]));
                let args = [("move", FluentValue::from(last)), ("lines", lines)];
                (r.t("mail-confirm-move-conditionals", &args), echo)
            } else {
                (r.t("mail-confirm-conditionals", &[("lines", lines)]), None)
            }
        }
    };
    let extras = Extras {
        intro: vec![intro],
        echo,
        error: None,
    };
    send(
        conn,
        mail,
        &ctx,
        "command-confirmation",
        Bodies::Now(extras),
        confirmation.answering,
        now,
        outbox::insert,
    )
}

/// The game's last move, numbered, in SAN (the player's letters), figurine and ICCF numeric.
fn echo(ctx: &GameContext<'_>) -> Option<String> {
    let record = &ctx.state.record;
    let ply = record.ply_count().checked_sub(1)?;
    let before = record.position_at(ply)?;
    let mv = *record.moves().get(ply)?;
    let language = ctx.recipient.language;
    let written: Vec<String> = [Notation::San, Notation::Figurine, Notation::Iccf]
        .into_iter()
        .map(|n| diagram::numbered(before, &write_move(before, mv, n, language)))
        .collect();
    Some(written.join(" · "))
}

/// An emailed command that was refused.
#[derive(Debug, Clone, Copy)]
pub struct CommandError<'a> {
    /// Who sent it.
    pub player: UserId,
    /// The game it was for, as it is (unchanged), when known.
    pub game: Option<(&'a GameState, &'a GameView)>,
    /// Exactly why it was refused (shown as is).
    pub reason: &'a str,
    /// The Message-ID of the player's mail, so the answer threads under it.
    pub answering: Option<&'a str>,
}

/// Writes the answer to a refused emailed command (sent whatever the player's setting): the
/// reason, that nothing changed, and, with a game where it is their move, the legal moves in
/// their notation and the position. Returns the outbox row's id, or `None` when the player's
/// address had its share of error replies ([`super::limits`]) and nothing was written.
pub fn command_error(
    conn: &mut DbConnection,
    mail: &MailSettings,
    error: &CommandError<'_>,
    now: NaiveDateTime,
) -> Result<Option<i32>, NotifyError> {
    let recipient = Recipient::load(conn, error.player)?;
    if !super::limits::allows(conn, &recipient.email, COMMAND_ERROR, now)? {
        return Ok(None);
    }
    let extras = Extras {
        error: Some(error.reason.to_owned()),
        ..Extras::default()
    };
    if let Some((state, view)) = error.game {
        let ctx = GameContext {
            state,
            view: Heading::of(view),
            recipient: &recipient,
            now,
        };
        return send(
            conn,
            mail,
            &ctx,
            COMMAND_ERROR,
            Bodies::Now(extras),
            error.answering,
            now,
            outbox::insert,
        )
        .map(Some);
    }
    let r = &recipient;
    let lines = [
        r.t(
            "mail-error-intro",
            &[("text", FluentValue::from(error.reason))],
        ),
        r.t("mail-error-nothing-changed", &[]),
    ];
    let (text, html) = super::account::plain_mail(r, &lines, None)?;
    let out = Outgoing {
        to: &r.email,
        user: Some(r.id),
        game: None,
        kind: COMMAND_ERROR,
        subject: r.t("mail-error-generic-subject", &[]),
        text,
        html,
        reply_to: None,
        unsubscribe: false,
        answering: error.answering,
        snapshot: None,
    };
    enqueue_with(conn, mail, &out, now, outbox::insert).map(Some)
}

//! The body of a game mail for one recipient, in plain text and HTML from one model: what
//! happened, the board from their side, the moves in their notation, the last move repeated,
//! whose move it is and until when, and how to reply. Templates: `templates/emails/game.{txt,html}`.

use askama::Template;
use chrono::NaiveDateTime;
use fluent_templates::fluent_bundle::FluentValue;

use crate::chess::{Color, MoveStyle, Notation, Position, write_move};
use crate::domain::game::{GameId, GameState};
use crate::service::game_store::view::GameView;

use super::diagram::{self, board_html, board_text, move_lines, moves_text};
use super::{MailSettings, Recipient};

/// Columns of the plain-text move list.
const TEXT_WIDTH: usize = 72;

/// A sentence with a link in it, split so HTML can make the link clickable.
#[derive(Debug, Clone)]
pub(super) struct Link {
    pub(super) before: String,
    pub(super) url: String,
    pub(super) after: String,
}

impl Link {
    /// `sentence` (which contains `url`) split around `url`.
    pub(super) fn new(sentence: &str, url: &str) -> Link {
        match sentence.split_once(url) {
            Some((before, after)) => Link {
                before: before.to_owned(),
                url: url.to_owned(),
                after: after.to_owned(),
            },
            None => Link {
                before: format!("{sentence} "),
                url: url.to_owned(),
                after: String::new(),
            },
        }
    }
}

/// What a game mail says beyond the game itself.
#[derive(Debug, Clone, Default)]
pub(super) struct Extras {
    /// What happened, first.
    pub intro: Vec<String>,
    /// The played move in every notation (confirmations).
    pub echo: Option<String>,
    /// Why the player's mail was refused (error replies).
    pub error: Option<String>,
}

/// Everything the templates show, already in the recipient's words.
#[derive(Debug, Clone)]
pub(super) struct GameMail {
    lang: String,
    dir: &'static str,
    intro: Vec<String>,
    echo: Option<String>,
    errors: Vec<String>,
    heading: String,
    position_label: String,
    board_text: String,
    board_html: String,
    legend: String,
    moves_heading: String,
    moves: String,
    last_move: Option<String>,
    status: String,
    deadline: Option<String>,
    draw_offer: Option<String>,
    reply: Vec<String>,
    reply_heading: String,
    /// The game's page, behind the button.
    game_url: String,
    /// The button's text.
    button: String,
    links: Vec<Link>,
}

#[derive(Template)]
#[template(path = "emails/game.txt")]
struct GameText<'a> {
    m: &'a GameMail,
}

#[derive(Template)]
#[template(path = "emails/game.html")]
struct GameHtml<'a> {
    m: &'a GameMail,
}

/// What a game mail shows of the game beyond its moves: who plays, under what time control,
/// and the deadline of the player to move.
#[derive(Debug, Clone, Copy)]
pub(super) struct Heading<'a> {
    pub id: i32,
    pub white: &'a str,
    pub black: &'a str,
    pub time_control: &'a str,
    pub deadline: Option<NaiveDateTime>,
}

impl<'a> Heading<'a> {
    /// The heading of a game's read model.
    pub(super) fn of(view: &'a GameView) -> Heading<'a> {
        Heading {
            id: view.id,
            white: &view.white,
            black: &view.black,
            time_control: &view.time_control,
            deadline: view.deadline,
        }
    }
}

/// The game a mail is about, and for whom.
pub(super) struct GameContext<'a> {
    pub state: &'a GameState,
    pub view: Heading<'a>,
    pub recipient: &'a Recipient,
    pub now: NaiveDateTime,
}

impl GameContext<'_> {
    /// The recipient's colour (White if they do not play in the game).
    pub(super) fn color(&self) -> Color {
        self.state
            .color_of(self.recipient.id)
            .unwrap_or(Color::White)
    }

    /// The username of the player of `color`.
    pub(super) fn name(&self, color: Color) -> &str {
        match color {
            Color::White => self.view.white,
            Color::Black => self.view.black,
        }
    }

    fn active(&self) -> bool {
        self.state.record.outcome().is_none()
    }

    fn my_turn(&self) -> bool {
        self.active()
            && self.state.color_of(self.recipient.id).ok() == Some(self.state.record.turn())
    }
}

/// `templates/emails/game.subject`: the game part, then what happened.
#[derive(Template)]
#[template(path = "emails/game.subject", escape = "none")]
struct GameSubject<'a> {
    id: i32,
    white: &'a str,
    black: &'a str,
    event: &'a str,
}

/// The subject of a mail about this game: "Game 12 · alice – bob · your move (14. Nf3)". The
/// game part is the same in every language and every mail about the game (mail programs that
/// thread by subject keep one thread even when the player changes language); what happened
/// follows in the recipient's language.
pub(super) fn subject(ctx: &GameContext<'_>, kind: &str) -> Result<String, askama::Error> {
    let event = subject_event(ctx, kind);
    let text = GameSubject {
        id: ctx.view.id,
        white: ctx.view.white,
        black: ctx.view.black,
        event: &event,
    }
    .render()?;
    Ok(text.trim().to_owned())
}

/// What happened, for the subject: the result, a draw offer or its refusal, whose move it is.
fn subject_event(ctx: &GameContext<'_>, kind: &str) -> String {
    let r = ctx.recipient;
    let record = &ctx.state.record;
    if let Some(outcome) = record.outcome() {
        let result = FluentValue::from(outcome.result.as_pgn());
        return r.t("mail-subject-over", &[("result", result)]);
    }
    match kind {
        "draw-offered" => return r.t("mail-subject-draw-offered", &[]),
        "draw-declined" => return r.t("mail-subject-draw-declined", &[]),
        "message" => {
            let name = FluentValue::from(ctx.name(!ctx.color()).to_owned());
            return r.t("mail-subject-message", &[("name", name)]);
        }
        _ => {}
    }
    if !ctx.my_turn() {
        let name = FluentValue::from(ctx.name(record.turn()).to_owned());
        return r.t("mail-subject-their-move", &[("name", name)]);
    }
    match last_move_spaced(ctx) {
        Some(last) => r.t(
            "mail-subject-your-move",
            &[("move", FluentValue::from(last))],
        ),
        None => r.t("mail-subject-your-move-first", &[]),
    }
}

/// The last move with its number and a space, in the recipient's notation: "14. Nf3",
/// "13... Nf6".
fn last_move_spaced(ctx: &GameContext<'_>) -> Option<String> {
    let record = &ctx.state.record;
    let ply = record.ply_count().checked_sub(1)?;
    let before = record.position_at(ply)?;
    let mv = *record.moves().get(ply)?;
    let r = ctx.recipient;
    let text = diagram::write_styled(before, mv, r.style, r.language);
    Some(format!("{} {text}", diagram::move_number(before)))
}

/// The colour's name in the recipient's language.
pub(super) fn color_name(recipient: &Recipient, color: Color) -> String {
    match color {
        Color::White => recipient.t("mail-color-white", &[]),
        Color::Black => recipient.t("mail-color-black", &[]),
    }
}

/// The termination of the game in the recipient's language (from the page catalogue).
pub(super) fn termination_text(recipient: &Recipient, name: &str) -> String {
    recipient.t(&format!("termination-{name}"), &[])
}

/// Renders the mail; returns the plain text and the HTML.
pub(super) fn render(
    mail: &MailSettings,
    ctx: &GameContext<'_>,
    extras: Extras,
) -> Result<(String, String), askama::Error> {
    let model = model(mail, ctx, extras);
    let text = GameText { m: &model }.render()?;
    let html = GameHtml { m: &model }.render()?;
    Ok((text, html))
}

fn model(mail: &MailSettings, ctx: &GameContext<'_>, extras: Extras) -> GameMail {
    let r = ctx.recipient;
    let record = &ctx.state.record;
    let bottom = ctx.color();
    let position_label = r.t(
        "mail-position",
        &[("color", FluentValue::from(color_name(r, bottom)))],
    );
    let last = record.moves().last().and_then(diagram::squares);
    let lines = move_lines(record, r.style, r.language);
    let moves = if lines.is_empty() {
        r.t("mail-no-moves", &[])
    } else {
        moves_text(&lines, TEXT_WIDTH)
    };
    let mut errors = Vec::new();
    if let Some(reason) = &extras.error {
        errors.push(r.t(
            "mail-error-intro",
            &[("text", FluentValue::from(reason.clone()))],
        ));
        errors.push(r.t("mail-error-nothing-changed", &[]));
        if let Some(legal) = legal_moves(ctx) {
            errors.push(r.t(
                "mail-error-legal-moves",
                &[("text", FluentValue::from(legal))],
            ));
        }
    }
    let (lang, dir) = r.html_lang();
    GameMail {
        lang,
        dir,
        intro: extras.intro,
        echo: extras.echo,
        errors,
        heading: heading(ctx),
        board_text: board_text(record.position().board(), bottom),
        board_html: board_html(record.position().board(), bottom, last, &position_label),
        position_label,
        legend: r.t("mail-board-legend", &[]),
        moves_heading: r.t("mail-moves", &[]),
        moves,
        last_move: diagram::last_move(record, r.style, r.language)
            .map(|m| r.t("mail-last-move", &[("move", FluentValue::from(m))])),
        status: status(ctx),
        deadline: deadline(ctx),
        draw_offer: draw_offer(ctx),
        reply: reply_help(ctx),
        reply_heading: r.t("mail-reply-heading", &[]),
        game_url: mail.game_link(GameId(ctx.view.id)),
        button: r.t("mail-button-game", &[]),
        links: links(mail, ctx),
    }
}

fn heading(ctx: &GameContext<'_>) -> String {
    ctx.recipient.t(
        "mail-game-heading",
        &[
            ("id", FluentValue::from(ctx.view.id)),
            ("white", FluentValue::from(ctx.view.white.to_owned())),
            ("black", FluentValue::from(ctx.view.black.to_owned())),
            ("text", FluentValue::from(ctx.view.time_control.to_owned())),
        ],
    )
}

/// Whose move it is, or the result.
fn status(ctx: &GameContext<'_>) -> String {
    let r = ctx.recipient;
    let record = &ctx.state.record;
    if let Some(outcome) = record.outcome() {
        return r.t(
            "mail-result",
            &[
                ("result", FluentValue::from(outcome.result.as_pgn())),
                (
                    "text",
                    FluentValue::from(termination_text(r, outcome.termination.as_str())),
                ),
            ],
        );
    }
    if ctx.my_turn() {
        let number = diagram::move_number(record.position());
        r.t("mail-turn-yours", &[("move", FluentValue::from(number))])
    } else {
        let name = ctx.name(record.turn()).to_owned();
        r.t("mail-turn-theirs", &[("name", FluentValue::from(name))])
    }
}

/// The deadline and days left, for the player to move.
fn deadline(ctx: &GameContext<'_>) -> Option<String> {
    let deadline = ctx.view.deadline.filter(|_| ctx.my_turn())?;
    Some(deadline_text(ctx.recipient, deadline, ctx.now))
}

/// "Deadline: 2026-12-01 13:00 Europe/Berlin (5 days left)", in the recipient's time zone.
pub(super) fn deadline_text(r: &Recipient, deadline: NaiveDateTime, now: NaiveDateTime) -> String {
    let local = crate::domain::calendar::local_time(r.zone, deadline);
    let time = FluentValue::from(local.format("%Y-%m-%d %H:%M").to_string());
    let zone = FluentValue::from(r.zone.name());
    if deadline <= now {
        return r.t("mail-deadline-passed", &[("time", time), ("zone", zone)]);
    }
    let days = (deadline - now).num_days();
    r.t(
        "mail-deadline",
        &[
            ("time", time),
            ("zone", zone),
            ("count", FluentValue::from(days)),
        ],
    )
}

/// The opponent's waiting draw offer.
fn draw_offer(ctx: &GameContext<'_>) -> Option<String> {
    let offered_by = ctx.state.draw_offer.filter(|_| ctx.active())?;
    (offered_by != ctx.color()).then(|| {
        let name = ctx.name(offered_by).to_owned();
        ctx.recipient.t(
            "mail-draw-offer-waiting",
            &[("name", FluentValue::from(name))],
        )
    })
}

/// The legal moves in the recipient's notation, when it is their move.
fn legal_moves(ctx: &GameContext<'_>) -> Option<String> {
    if !ctx.my_turn() {
        return None;
    }
    let position = ctx.state.record.position();
    let r = ctx.recipient;
    let moves: Vec<String> = position
        .legal_moves()
        .iter()
        .map(|mv| diagram::write_styled(position, *mv, r.style, r.language))
        .collect();
    Some(moves.join(", "))
}

/// How to answer by mail, while the recipient plays in the game and it goes on.
fn reply_help(ctx: &GameContext<'_>) -> Vec<String> {
    let r = ctx.recipient;
    if !ctx.active() || ctx.state.color_of(r.id).is_err() {
        return Vec::new();
    }
    let mut lines = Vec::new();
    let position = ctx.state.record.position();
    let notation = example_notation(r.style.notation);
    let example = position
        .legal_moves()
        .first()
        .map(|mv| diagram::numbered(position, &write_move(position, *mv, notation, r.language)));
    if let Some(example) = example.filter(|_| ctx.my_turn()) {
        lines.push(r.t(
            "mail-reply-move",
            &[("move", FluentValue::from(example.clone()))],
        ));
        let plain = MoveStyle {
            notation,
            iccf_beside: false,
        };
        if let Some(last) = diagram::last_move(&ctx.state.record, plain, r.language) {
            let both = format!("{last} {example}");
            lines.push(r.t("mail-reply-repeat", &[("move", FluentValue::from(both))]));
        }
    }
    lines.push(r.t("mail-reply-commands", &[]));
    lines.push(r.t("mail-reply-quoting", &[]));
    lines
}

/// Examples are written in the recipient's notation, except UCI, which reads badly with move
/// numbers: SAN then.
fn example_notation(notation: Notation) -> Notation {
    match notation {
        Notation::Uci => Notation::San,
        other => other,
    }
}

fn links(mail: &MailSettings, ctx: &GameContext<'_>) -> Vec<Link> {
    let r = ctx.recipient;
    let game = mail.game_link(GameId(ctx.view.id));
    let settings = mail.settings_link();
    vec![
        Link::new(
            &r.t(
                "mail-link-game",
                &[("link", FluentValue::from(game.clone()))],
            ),
            &game,
        ),
        Link::new(
            &r.t(
                "mail-link-settings",
                &[("link", FluentValue::from(settings.clone()))],
            ),
            &settings,
        ),
    ]
}

//! What the game page shows of the clocks and of the viewer's conditional moves: each player's
//! days left and used, the exact deadline in the viewer's time zone, each player's current and
//! coming leave, the reflection time of every move, and the conditional-moves form (only for a
//! player waiting for the opponent; nobody else ever sees them). The clocks are the service's
//! read model ([`crate::service::clock_view`], the one the API shows), laid out for the page.

use chrono::NaiveDateTime;

use crate::chess::{Color, Language, Notation, Position};
use crate::db::DbConnection;
use crate::domain::account::UserId;
use crate::domain::calendar::{Tz, local_time, parse_time_zone};
use crate::domain::game::GameState;
use crate::service::conditionals;
use crate::service::game_store::clock::time_zone_of;
use crate::service::game_store::clock_view::{self, ClockView, LeaveSpan, SideClockView};
use crate::service::game_store::{GameError, StoredGame};

use super::error::PageError;

/// One player's clock on the page.
#[derive(Debug, Clone)]
pub struct SidePanel {
    /// `color-white` or `color-black` (a catalogue key).
    pub color_key: &'static str,
    /// Username.
    pub name: String,
    /// Whole days left.
    pub days_left: i64,
    /// Days used.
    pub days_used: i64,
    /// Block controls: moves to the next time control.
    pub moves_to_control: Option<i64>,
    /// Whether this side is to move.
    pub to_move: bool,
    /// Current leave, as dates.
    pub on_leave: Option<String>,
    /// Coming leave, as dates.
    pub leave: Vec<String>,
}

/// One line of the reflection-time table.
#[derive(Debug, Clone)]
pub struct ReflectionLine {
    /// Full-move number.
    pub number: u32,
    /// White's move and its days.
    pub white: Option<(String, i64)>,
    /// Black's move and its days.
    pub black: Option<(String, i64)>,
}

/// The clocks on the game page.
#[derive(Debug, Clone)]
pub struct ClockPanel {
    /// White's and Black's clocks.
    pub sides: Vec<SidePanel>,
    /// The side to move's deadline in the viewer's time zone, `YYYY-MM-DD HH:MM`.
    pub deadline: Option<String>,
    /// Whether the deadline has passed.
    pub overstepped: bool,
    /// The viewer's time zone name.
    pub zone: String,
    /// The reflection time of every move.
    pub reflections: Vec<ReflectionLine>,
}

/// The viewer's conditional moves form.
#[derive(Debug, Clone)]
pub struct ConditionalsPanel {
    /// The stored lines, one per line of text, in the viewer's notation.
    pub text: String,
    /// How many lines are stored.
    pub lines: usize,
}

/// Both panels.
#[derive(Debug, Clone, Default)]
pub struct ClockPanels {
    /// The clocks (none when the time control is unreadable).
    pub clock: Option<ClockPanel>,
    /// The form (only for a player waiting for the opponent's move).
    pub conditionals: Option<ConditionalsPanel>,
}

/// Who looks, and how they read moves.
#[derive(Debug, Clone, Copy)]
pub struct PanelViewer {
    /// The signed-in user.
    pub user: UserId,
    /// Their notation.
    pub notation: Notation,
    /// Their language.
    pub language: Language,
}

fn dates(span: &LeaveSpan) -> String {
    if span.first == span.last {
        span.first.to_string()
    } else {
        format!("{} – {}", span.first, span.last)
    }
}

/// Builds both panels for a loaded game; `names` are White's and Black's usernames, `written`
/// the moves in the viewer's notation.
pub fn build(
    conn: &mut DbConnection,
    game: &StoredGame,
    names: &(String, String),
    viewer: PanelViewer,
    now: NaiveDateTime,
    written: &[String],
) -> Result<ClockPanels, PageError> {
    let zone = viewer_zone(conn, game, viewer.user)?;
    let state = &game.state;
    let (deadline, clock) = clock_view::build(conn, game, now)?;
    let clock = clock.map(|clock| {
        let reflections = reflection_lines(state, &clock.reflection_days, written);
        clock_panel(&clock, deadline, names, reflections, zone, now)
    });
    let waiting = state.record.outcome().is_none()
        && state
            .color_of(viewer.user)
            .is_ok_and(|c| c != state.record.turn());
    let conditionals = if waiting {
        let view =
            conditionals::get_for(conn, state, viewer.user, viewer.notation, viewer.language)?;
        Some(ConditionalsPanel {
            text: view.lines.join("\n"),
            lines: view.lines.len(),
        })
    } else {
        None
    };
    Ok(ClockPanels {
        clock,
        conditionals,
    })
}

/// One side's panel from the service's read model: the leave the player is on now apart, the
/// leave still to come listed.
fn side_panel(
    side: &SideClockView,
    color_key: &'static str,
    name: &str,
    now: NaiveDateTime,
) -> SidePanel {
    let (current, coming): (Vec<&LeaveSpan>, Vec<&LeaveSpan>) =
        side.leave.iter().partition(|span| span.starts_at <= now);
    SidePanel {
        color_key,
        name: name.to_owned(),
        days_left: side.time_left_days,
        days_used: side.days_used,
        moves_to_control: side.moves_to_control.map(i64::from),
        to_move: side.time_left_seconds.is_some(),
        on_leave: current
            .first()
            .filter(|_| side.on_leave)
            .map(|span| dates(span)),
        leave: coming.into_iter().map(dates).collect(),
    }
}

/// The viewer's time zone: a player's as read with the game, anyone else's from their account.
fn viewer_zone(
    conn: &mut DbConnection,
    game: &StoredGame,
    viewer: UserId,
) -> Result<Tz, PageError> {
    let players = &game.players;
    let known = if viewer == game.state.white {
        Some(&players.white.zone)
    } else if viewer == game.state.black {
        Some(&players.black.zone)
    } else {
        None
    };
    Ok(match known {
        Some(zone) => parse_time_zone(zone).unwrap_or(Tz::UTC),
        None => time_zone_of(conn, viewer.0).map_err(GameError::from)?,
    })
}

fn clock_panel(
    clock: &ClockView,
    deadline: Option<NaiveDateTime>,
    names: &(String, String),
    reflections: Vec<ReflectionLine>,
    zone: Tz,
    now: NaiveDateTime,
) -> ClockPanel {
    ClockPanel {
        sides: vec![
            side_panel(&clock.white, "color-white", &names.0, now),
            side_panel(&clock.black, "color-black", &names.1, now),
        ],
        deadline: deadline.map(|d| local_time(zone, d).format("%Y-%m-%d %H:%M").to_string()),
        overstepped: deadline.is_some_and(|d| now >= d),
        zone: zone.name().to_owned(),
        reflections,
    }
}

/// The reflection-time table; `written` holds each move in the viewer's notation, in order.
fn reflection_lines(
    state: &GameState,
    reflection_days: &[u32],
    written: &[String],
) -> Vec<ReflectionLine> {
    let record = &state.record;
    let mut lines: Vec<ReflectionLine> = Vec::new();
    for ((before, text), reflection) in record.positions().iter().zip(written).zip(reflection_days)
    {
        let entry = Some((text.clone(), i64::from(*reflection)));
        let number = before.fullmoves().get();
        match before.turn() {
            Color::White => lines.push(ReflectionLine {
                number,
                white: entry,
                black: None,
            }),
            Color::Black => match lines.last_mut() {
                Some(line) if line.number == number && line.black.is_none() => line.black = entry,
                _ => lines.push(ReflectionLine {
                    number,
                    white: None,
                    black: entry,
                }),
            },
        }
    }
    lines
}

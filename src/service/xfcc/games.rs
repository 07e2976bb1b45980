//! `GetMyGames`: a player's games as an Xfcc client reads them, from the player's side: all
//! ongoing games and those finished in the last days, each with both clocks, the movetext
//! (English SAN with move numbers and the `[%days N] [%ccsnt …]` comments of PGN export), the
//! standing offer and result, and what the client can show besides (event, round, ratings,
//! time control, start position).

use std::collections::HashMap;

use chrono::{Duration, NaiveDate, NaiveDateTime};

use crate::chess::pgn::write_movetext;
use crate::chess::{Color, Language, Notation, write_move};
use crate::db::events::EventGameRow;
use crate::db::games::{self as rows, GameRow};
use crate::db::{DbConnection, DbError};
use crate::db::{claims, events as event_rows, ratings};
use crate::domain::account::UserId;
use crate::domain::challenge::Variant;
use crate::domain::time_control::ClockRules;
use crate::service::game_store::{GameError, StoredGame, clock_view, load};

/// How a game stands, in Xfcc's words (the `Result` enumeration of XfccBasic).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Standing {
    /// Still being played.
    Ongoing,
    /// White won.
    WhiteWins,
    /// Black won.
    BlackWins,
    /// Drawn.
    Draw,
    /// White won by an arbiter's decision.
    WhiteWinAdjudicated,
    /// Black won by an arbiter's decision.
    BlackWinAdjudicated,
    /// Drawn by an arbiter's decision.
    DrawAdjudicated,
    /// White withdrew from the event; the game was scored as a loss for White.
    WhiteDefaulted,
    /// Black withdrew from the event; the game was scored as a loss for Black.
    BlackDefaulted,
    /// Both withdrew.
    BothDefaulted,
    /// The game was cancelled and counts for nobody.
    Cancelled,
    /// Still going on, with a claim waiting for an arbiter's ruling.
    AdjudicationPending,
}

impl Standing {
    /// The name XfccBasic gives it.
    pub fn as_str(self) -> &'static str {
        match self {
            Standing::Ongoing => "Ongoing",
            Standing::WhiteWins => "WhiteWins",
            Standing::BlackWins => "BlackWins",
            Standing::Draw => "Draw",
            Standing::WhiteWinAdjudicated => "WhiteWinAdjudicated",
            Standing::BlackWinAdjudicated => "BlackWinAdjudicated",
            Standing::DrawAdjudicated => "DrawAdjudicated",
            Standing::WhiteDefaulted => "WhiteDefaulted",
            Standing::BlackDefaulted => "BlackDefaulted",
            Standing::BothDefaulted => "BothDefaulted",
            Standing::Cancelled => "Cancelled",
            Standing::AdjudicationPending => "AdjudicationPending",
        }
    }
}

/// Time left on a clock, split as Xfcc sends it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct TimeLeft {
    /// Whole days.
    pub days: i64,
    /// Hours after the days.
    pub hours: i64,
    /// Minutes after the hours.
    pub minutes: i64,
}

impl TimeLeft {
    fn of_seconds(seconds: i64) -> TimeLeft {
        let minutes = seconds.max(0) / 60;
        TimeLeft {
            days: minutes / (24 * 60),
            hours: minutes / 60 % 24,
            minutes: minutes % 60,
        }
    }
}

/// Where a game sits in an event.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EventPlace {
    /// Section number.
    pub section: i32,
    /// Round.
    pub round: i32,
    /// Board.
    pub board: i32,
}

/// One game as `GetMyGames` answers it, from the asking player's side.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct XfccGame {
    /// The game's id.
    pub id: i32,
    /// White's username.
    pub white: String,
    /// Black's username.
    pub black: String,
    /// The event's name, or `Kingpost game N`.
    pub event: String,
    /// The day the game started.
    pub event_date: NaiveDate,
    /// Whether it is the asking player's move.
    pub my_turn: bool,
    /// Whether the asking player has White.
    pub has_white: bool,
    /// The asking player's time left.
    pub time_player: TimeLeft,
    /// The opponent's time left.
    pub time_opponent: TimeLeft,
    /// PGN movetext without the result token.
    pub moves: String,
    /// Whether the opponent's draw offer is waiting.
    pub draw_offered: bool,
    /// How it stands.
    pub result: Standing,
    /// The deadline of the side to move (UTC), while the game goes on.
    pub deadline: Option<NaiveDateTime>,
    /// White's and Black's ratings, when they have one.
    pub elo: (Option<i32>, Option<i32>),
    /// PGN `TimeControl` (seconds: `10/4320000`, `2592000+86400`), when readable.
    pub time_control: Option<String>,
    /// Whether it is Chess960.
    pub chess960: bool,
    /// The start position's FEN when it is not the standard one.
    pub fen: Option<String>,
    /// Section, round and board in an event.
    pub place: Option<EventPlace>,
    /// The opponent's message with their last move.
    pub message: Option<String>,
}

/// `user`'s ongoing games and those finished within `finished_days` of `now`, most recently
/// changed first.
pub fn my_games(
    conn: &mut DbConnection,
    user: UserId,
    finished_days: u32,
    now: NaiveDateTime,
) -> Result<Vec<XfccGame>, GameError> {
    let since = now - Duration::days(i64::from(finished_days));
    let recent = |row: &GameRow| row.status != "finished" || row.finished_at >= Some(since);
    let mut ratings_seen = HashMap::new();
    let mut games = Vec::new();
    for row in rows::games_of(conn, user.0, None)?
        .iter()
        .filter(|r| recent(r))
    {
        let game = load(conn, row.id)?;
        let mut rating = |conn: &mut DbConnection, id: i32| -> Result<Option<i32>, GameError> {
            if let Some(known) = ratings_seen.get(&id) {
                return Ok(*known);
            }
            let found = ratings::find(conn, id)?.map(|r| r.rating);
            ratings_seen.insert(id, found);
            Ok(found)
        };
        let elo = (rating(conn, row.white_id)?, rating(conn, row.black_id)?);
        games.push(xfcc_game(conn, &game, user, elo, now)?);
    }
    Ok(games)
}

fn xfcc_game(
    conn: &mut DbConnection,
    game: &StoredGame,
    user: UserId,
    elo: (Option<i32>, Option<i32>),
    now: NaiveDateTime,
) -> Result<XfccGame, GameError> {
    let (row, state) = (&game.row, &game.state);
    let has_white = state.white == user;
    let mine = if has_white {
        Color::White
    } else {
        Color::Black
    };
    let (white, black) = game.names();
    let game_clock = crate::service::game_store::clock::game_clock(conn, game)?;
    let (deadline, clock) = match &game_clock {
        Some(c) => clock_view::view_of(c, &c.report(now), now),
        None => (None, None),
    };
    let time_of = |color: Color| {
        let Some(clock) = &clock else {
            return TimeLeft::default();
        };
        let side = if color == Color::White {
            &clock.white
        } else {
            &clock.black
        };
        match side.time_left_seconds {
            Some(seconds) => TimeLeft::of_seconds(seconds),
            None => TimeLeft {
                days: side.time_left_days.max(0),
                ..TimeLeft::default()
            },
        }
    };
    let link = event_row(conn, row.id)?;
    let ongoing = row.status != "finished";
    Ok(XfccGame {
        id: row.id,
        white,
        black,
        event: game
            .rules
            .event
            .as_ref()
            .map_or_else(|| format!("Kingpost game {}", row.id), |e| e.name.clone()),
        event_date: row.created_at.date(),
        my_turn: ongoing && state.record.turn() == mine,
        has_white,
        time_player: time_of(mine),
        time_opponent: time_of(!mine),
        moves: movetext(&clock_view::comments_of(game_clock.as_ref(), game), game),
        draw_offered: ongoing && state.draw_offer == Some(!mine),
        result: standing(conn, row, link.as_ref())?,
        deadline: deadline.filter(|_| ongoing),
        elo,
        time_control: row
            .time_control
            .parse::<ClockRules>()
            .ok()
            .map(|tc| tc.control.pgn()),
        chess960: Variant::from_name(&row.variant) == Some(Variant::Chess960),
        fen: (!state.record.start().is_standard()).then(|| state.record.start().fen()),
        place: match link {
            Some(link) => Some(place(conn, &link)?),
            None => None,
        },
        message: opponents_message(conn, game, !mine)?,
    })
}

/// What `opponent` wrote with the game's last move, when they made it (messages sent with it,
/// joined by blank lines).
fn opponents_message(
    conn: &mut DbConnection,
    game: &StoredGame,
    opponent: Color,
) -> Result<Option<String>, DbError> {
    let record = &game.state.record;
    let ply = record.ply_count();
    let by_opponent = ply > 0 && record.turn() != opponent;
    if !by_opponent {
        return Ok(None);
    }
    let author = match opponent {
        Color::White => game.state.white,
        Color::Black => game.state.black,
    };
    let ply = i32::try_from(ply).unwrap_or(i32::MAX);
    let said = crate::db::messages::with_ply(conn, game.row.id, author.0, ply)?;
    let texts: Vec<String> = said.into_iter().map(|m| m.body).collect();
    Ok((!texts.is_empty()).then(|| texts.join("\n\n")))
}

/// The movetext in English SAN with move numbers and each move's comment, on one line and
/// without the result token (clients add the result themselves).
fn movetext(comments: &[Option<String>], game: &StoredGame) -> String {
    let mut out = String::new();
    let mut ply = 0;
    write_movetext(&mut out, &game.state.record, None, |position, mv, text| {
        text.push_str(&write_move(position, mv, Notation::San, Language::English));
        if let Some(Some(comment)) = comments.get(ply) {
            text.push_str(" {");
            text.push_str(&comment.replace(['{', '}'], ""));
            text.push('}');
        }
        ply += 1;
    });
    let text = out.replace('\n', " ");
    let text = text.trim_end();
    text.strip_suffix('*').unwrap_or(text).trim_end().to_owned()
}

fn event_row(conn: &mut DbConnection, game: i32) -> Result<Option<EventGameRow>, GameError> {
    Ok(event_rows::event_game(conn, game)?)
}

fn place(conn: &mut DbConnection, link: &EventGameRow) -> Result<EventPlace, GameError> {
    let section = event_rows::sections_of(conn, link.event_id)?
        .iter()
        .find(|s| s.id == link.section_id)
        .map_or(1, |s| s.number);
    Ok(EventPlace {
        section,
        round: link.round,
        board: link.board,
    })
}

/// How a game stands: from its row, its event mark (a withdrawal scored as a loss, a
/// cancellation) and any claim waiting for a ruling.
fn standing(
    conn: &mut DbConnection,
    row: &GameRow,
    link: Option<&EventGameRow>,
) -> Result<Standing, GameError> {
    let ongoing = row.status != "finished";
    let waiting = ongoing && link.is_some() && !claims::waiting_on_game(conn, row.id)?.is_empty();
    let ending = (!ongoing).then_some((row.result.as_str(), row.termination.as_deref()));
    Ok(standing_of(
        ending,
        link.and_then(|l| l.mark.as_deref()),
        waiting,
    ))
}

/// [`Standing`] from the game's ending (result and termination; `None` while it goes on), its
/// crosstable mark and whether a claim waits for a ruling.
fn standing_of(
    ending: Option<(&str, Option<&str>)>,
    mark: Option<&str>,
    waiting: bool,
) -> Standing {
    if mark == Some("cancelled") {
        return Standing::Cancelled;
    }
    let Some((result, termination)) = ending else {
        return if waiting {
            Standing::AdjudicationPending
        } else {
            Standing::Ongoing
        };
    };
    let adjudicated = termination == Some("adjudication");
    match (result, mark, adjudicated) {
        ("1-0", Some("forfeit"), true) => Standing::BlackDefaulted,
        ("0-1", Some("forfeit"), true) => Standing::WhiteDefaulted,
        ("1-0", _, true) => Standing::WhiteWinAdjudicated,
        ("0-1", _, true) => Standing::BlackWinAdjudicated,
        (_, _, true) => Standing::DrawAdjudicated,
        ("1-0", _, _) => Standing::WhiteWins,
        ("0-1", _, _) => Standing::BlackWins,
        _ => Standing::Draw,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_left_splits_into_days_hours_and_minutes() {
        let t = TimeLeft::of_seconds(2 * 86_400 + 3 * 3600 + 4 * 60 + 59);
        assert_eq!(
            t,
            TimeLeft {
                days: 2,
                hours: 3,
                minutes: 4
            }
        );
        assert_eq!(TimeLeft::of_seconds(-5), TimeLeft::default());
    }

    #[test]
    fn every_ending_has_its_xfcc_name() {
        let adjudicated = Some("adjudication");
        let cases = [
            (None, None, false, Standing::Ongoing),
            (None, None, true, Standing::AdjudicationPending),
            (None, Some("cancelled"), false, Standing::Cancelled),
            (
                Some(("1-0", Some("resignation"))),
                None,
                false,
                Standing::WhiteWins,
            ),
            (
                Some(("0-1", Some("time_forfeit"))),
                None,
                false,
                Standing::BlackWins,
            ),
            (
                Some(("1/2-1/2", Some("agreement"))),
                None,
                false,
                Standing::Draw,
            ),
            (
                Some(("1-0", adjudicated)),
                Some("adjudicated"),
                false,
                Standing::WhiteWinAdjudicated,
            ),
            (
                Some(("0-1", adjudicated)),
                None,
                false,
                Standing::BlackWinAdjudicated,
            ),
            (
                Some(("1/2-1/2", adjudicated)),
                None,
                false,
                Standing::DrawAdjudicated,
            ),
            (
                Some(("1-0", adjudicated)),
                Some("forfeit"),
                false,
                Standing::BlackDefaulted,
            ),
            (
                Some(("0-1", adjudicated)),
                Some("forfeit"),
                false,
                Standing::WhiteDefaulted,
            ),
            (
                Some(("1-0", adjudicated)),
                Some("cancelled"),
                false,
                Standing::Cancelled,
            ),
        ];
        for (ending, mark, waiting, expected) in cases {
            assert_eq!(
                standing_of(ending, mark, waiting),
                expected,
                "{ending:?} {mark:?}"
            );
        }
    }
}

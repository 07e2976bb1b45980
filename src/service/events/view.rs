//! An event as pages and the API show it: settings, sections with their players, games and
//! crosstable (live while the event runs), and the downloads: every game as one PGN file and
//! the crosstables as CSV.
//!
//! Everything is read with a handful of queries per event (not per game), so a 50-section event
//! renders quickly; only the PGN replays each game.

use std::collections::HashMap;

use chrono::NaiveDateTime;
use serde::Serialize;

use crate::chess::pgn::{PgnTags, export_pgn};
use crate::db::events::{self as rows, EventGameView, EventRow};
use crate::db::{DbConnection, games as game_rows};
use crate::domain::events::standings::{
    Mark, Score, SectionGame, Tiebreak, cell, points_text, quarters_text, standings,
};

use super::{EventServiceError, load_event, status_of};

/// An event.
#[derive(Debug, Clone, Serialize)]
pub struct EventView {
    /// Id.
    pub id: i32,
    /// Name.
    pub name: String,
    /// Description.
    pub description: String,
    /// The organizer's username.
    pub organizer: String,
    /// `registration`, `running` or `finished`.
    pub status: &'static str,
    /// Time control.
    pub time_control: String,
    /// `allowance` or `none`.
    pub leave: String,
    /// Variant.
    pub variant: String,
    /// A thematic start.
    pub start_fen: Option<String>,
    /// Number of sections planned.
    pub section_count: i32,
    /// Players per section.
    pub section_size: i32,
    /// Double round.
    pub double_round: bool,
    /// Registration window.
    #[serde(serialize_with = "crate::service::rfc3339::option")]
    pub registration_opens: Option<NaiveDateTime>,
    /// Registration window.
    #[serde(serialize_with = "crate::service::rfc3339::option")]
    pub registration_closes: Option<NaiveDateTime>,
    /// Planned start.
    #[serde(serialize_with = "crate::service::rfc3339::serialize")]
    pub starts_at: NaiveDateTime,
    /// End date.
    #[serde(serialize_with = "crate::service::rfc3339::serialize")]
    pub ends_at: NaiveDateTime,
    /// Started.
    #[serde(serialize_with = "crate::service::rfc3339::option")]
    pub started_at: Option<NaiveDateTime>,
    /// Draw offers allowed from this move.
    pub draw_offers_from_move: i32,
    /// Tablebase claims allowed.
    pub tablebase_claims: bool,
    /// 50-move rule suspended at 7 pieces or fewer.
    pub fifty_move_suspended: bool,
    /// Withdrawal rule.
    pub withdrawal_adjudication_percent: Option<i32>,
    /// Silence days.
    pub silence_days: i32,
    /// Appeal days.
    pub appeal_days: i32,
    /// Tiebreaks in order.
    pub tiebreaks: Vec<&'static str>,
    /// Rated.
    pub rated: bool,
    /// Visitors may watch the games.
    pub public_games: bool,
    /// Visitors see the games this many moves behind (0: no delay).
    pub public_delay_moves: i32,
    /// Visitors see the games this many days behind (0: no delay).
    pub public_delay_days: i32,
    /// Every registration, seeded or not.
    pub players: Vec<PlayerView>,
    /// Sections (once seeded).
    pub sections: Vec<SectionView>,
}

/// A registration.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct PlayerView {
    /// Username.
    pub username: String,
    /// Starting rating.
    pub rating: i32,
    /// Section number, once seeded.
    pub section: Option<i32>,
    /// 1-based seat, once seeded.
    pub seat: Option<i32>,
    /// Withdrawn.
    pub withdrawn: bool,
}

/// A section.
#[derive(Debug, Clone, Serialize)]
pub struct SectionView {
    /// 1-based number.
    pub number: i32,
    /// The Chess960 position of its games.
    pub chess960_position: Option<i32>,
    /// Players in seat order.
    pub players: Vec<PlayerView>,
    /// Games by round and board.
    pub games: Vec<GameLine>,
    /// The crosstable, best first.
    pub crosstable: Vec<CrosstableRow>,
}

/// A game of a section.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct GameLine {
    /// Game id.
    pub id: i32,
    /// Round.
    pub round: i32,
    /// Board.
    pub board: i32,
    /// White's username.
    pub white: String,
    /// Black's username.
    pub black: String,
    /// `active` or `finished`.
    pub status: String,
    /// Result or `*`.
    pub result: String,
    /// Why it ended.
    pub termination: Option<String>,
    /// `played`, `forfeit`, `adjudicated` or `cancelled`.
    pub mark: &'static str,
    /// Half-moves played.
    pub ply: i32,
}

/// One line of a crosstable.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct CrosstableRow {
    /// Rank (level players share one).
    pub rank: usize,
    /// 1-based seat (the column this player has).
    pub seat: usize,
    /// Username.
    pub username: String,
    /// Starting rating.
    pub rating: i32,
    /// Withdrawn.
    pub withdrawn: bool,
    /// Points.
    pub points: f64,
    /// Points as text (`2½`).
    pub points_text: String,
    /// Games that count.
    pub played: u32,
    /// Wins (Baumbach).
    pub wins: u32,
    /// Sonneborn-Berger.
    pub sonneborn_berger: f64,
    /// Sonneborn-Berger as text.
    pub sonneborn_berger_text: String,
    /// Points against the players level with this one, when that tiebreak applied.
    pub head_to_head: Option<f64>,
    /// One cell per seat: this player's results against that seat (`x` on the diagonal).
    pub cells: Vec<String>,
}

/// The event with everything the event page shows.
pub fn build(conn: &mut DbConnection, event_id: i32) -> Result<EventView, EventServiceError> {
    let event = load_event(conn, event_id)?;
    let organizer = game_rows::username(conn, event.organizer_id)?;
    let sections = rows::sections_of(conn, event_id)?;
    let number_of: HashMap<i32, i32> = sections.iter().map(|s| (s.id, s.number)).collect();
    let players: Vec<PlayerView> = rows::players_of(conn, event_id)?
        .into_iter()
        .map(|(p, username)| PlayerView {
            username,
            rating: p.rating,
            section: p.section_id.and_then(|id| number_of.get(&id).copied()),
            seat: p.seat.map(|s| s + 1),
            withdrawn: p.status == "withdrawn",
        })
        .collect();
    let games = rows::games_of_event(conn, event_id)?;
    let order = super::settings_of(&event)?.tiebreaks;
    let section_views = sections
        .iter()
        .map(|s| {
            let seated = seated(&players, s.number);
            let own: Vec<&EventGameView> =
                games.iter().filter(|g| g.link.section_id == s.id).collect();
            section_view(s.number, s.chess960_number, seated, &own, &order)
        })
        .collect();
    Ok(EventView {
        id: event.id,
        organizer,
        status: status_of(&event).as_str(),
        tiebreaks: order.iter().map(|t| t.as_str()).collect(),
        players,
        sections: section_views,
        ..settings(event)
    })
}

fn settings(event: EventRow) -> EventView {
    EventView {
        id: event.id,
        name: event.name,
        description: event.description,
        organizer: String::new(),
        status: "",
        time_control: event.time_control,
        leave: event.leave_rule,
        variant: event.variant,
        start_fen: event.start_fen,
        section_count: event.sections,
        section_size: event.section_size,
        double_round: event.double_round,
        registration_opens: event.registration_opens,
        registration_closes: event.registration_closes,
        starts_at: event.starts_at,
        ends_at: event.ends_at,
        started_at: event.started_at,
        draw_offers_from_move: event.draw_offers_from_move,
        tablebase_claims: event.tablebase_claims,
        fifty_move_suspended: event.fifty_move_suspended,
        withdrawal_adjudication_percent: event.withdrawal_adjudication_percent,
        silence_days: event.silence_days,
        appeal_days: event.appeal_days,
        tiebreaks: Vec::new(),
        rated: event.rated,
        public_games: event.public_games,
        public_delay_moves: event.public_delay_moves,
        public_delay_days: event.public_delay_days,
        players: Vec::new(),
        sections: Vec::new(),
    }
}

fn seated(players: &[PlayerView], section: i32) -> Vec<PlayerView> {
    let mut seated: Vec<PlayerView> = players
        .iter()
        .filter(|p| p.section == Some(section))
        .cloned()
        .collect();
    seated.sort_by_key(|p| p.seat);
    seated
}

/// The crosstable mark of a game: the stored one, else what its termination says.
pub fn mark_of(game: &EventGameView) -> Mark {
    match (game.link.mark.as_deref(), game.termination.as_deref()) {
        (Some(mark), _) => Mark::from_name(mark),
        (None, Some("time_forfeit")) => Mark::Forfeit,
        (None, Some("adjudication")) => Mark::Adjudicated,
        _ => Mark::Played,
    }
}

fn section_view(
    number: i32,
    chess960_position: Option<i32>,
    players: Vec<PlayerView>,
    games: &[&EventGameView],
    order: &[Tiebreak],
) -> SectionView {
    let name = |seat: i32| {
        players
            .get(seat as usize)
            .map_or_else(String::new, |p| p.username.clone())
    };
    let lines = games
        .iter()
        .map(|g| GameLine {
            id: g.link.game_id,
            round: g.link.round,
            board: g.link.board,
            white: name(g.link.white_seat),
            black: name(g.link.black_seat),
            status: g.status.clone(),
            result: g.result.clone(),
            termination: g.termination.clone(),
            mark: mark_of(g).as_str(),
            ply: g.ply,
        })
        .collect();
    let crosstable = crosstable(&players, games, order);
    SectionView {
        number,
        chess960_position,
        players,
        games: lines,
        crosstable,
    }
}

fn crosstable(
    players: &[PlayerView],
    games: &[&EventGameView],
    order: &[Tiebreak],
) -> Vec<CrosstableRow> {
    let section_games: Vec<SectionGame> = games
        .iter()
        .map(|g| SectionGame {
            white: g.link.white_seat as usize,
            black: g.link.black_seat as usize,
            score: Score::from_pgn(&g.result).filter(|_| g.status == "finished"),
            mark: mark_of(g),
        })
        .collect();
    let ratings: Vec<i32> = players.iter().map(|p| p.rating).collect();
    let n = players.len();
    let mut cells = vec![vec![String::new(); n]; n];
    for (i, row) in cells.iter_mut().enumerate() {
        row[i] = "x".to_owned();
    }
    for game in &section_games {
        for (me, them) in [(game.white, game.black), (game.black, game.white)] {
            if me < n && them < n {
                let text = cell(me, game);
                let slot = &mut cells[me][them];
                if !slot.is_empty() {
                    slot.push(' ');
                }
                slot.push_str(&text);
            }
        }
    }
    standings(&ratings, &section_games, order)
        .into_iter()
        .map(|line| {
            let player = &players[line.seat];
            CrosstableRow {
                rank: line.rank,
                seat: line.seat + 1,
                username: player.username.clone(),
                rating: player.rating,
                withdrawn: player.withdrawn,
                points: f64::from(line.halves) / 2.0,
                points_text: points_text(line.halves),
                played: line.played,
                wins: line.wins,
                sonneborn_berger: f64::from(line.sb_quarters) / 4.0,
                sonneborn_berger_text: quarters_text(line.sb_quarters),
                head_to_head: line.head_to_head.map(|h| f64::from(h) / 2.0),
                cells: std::mem::take(&mut cells[line.seat]),
            }
        })
        .collect()
}

/// Every game of the event as one PGN file, with Event, Site, Date and Round tags (and the
/// section and board as extra tags); `site` names this instance. Each game is as much as
/// `viewer` may watch at `now` ([`crate::service::watching`]): cut to the event's delay for
/// visitors, left out when it is private to them.
pub fn pgn(
    conn: &mut DbConnection,
    event_id: i32,
    site: &str,
    (viewer, now): (
        Option<crate::domain::account::UserId>,
        chrono::NaiveDateTime,
    ),
) -> Result<String, EventServiceError> {
    let event = load_event(conn, event_id)?;
    let view = build(conn, event_id)?;
    let time_control = Some(super::settings_of(&event)?.time_control.control.pgn());
    let mut out = String::new();
    for section in &view.sections {
        for line in &section.games {
            let watched = match crate::service::watching::watch(conn, line.id, viewer, now) {
                Ok(watched) => watched,
                Err(crate::service::game_store::GameError::GameNotFound(_)) => continue,
                Err(other) => return Err(other.into()),
            };
            let crate::service::game_store::StoredGame { row, state, .. } = watched.game;
            let date = event.started_at.unwrap_or(row.created_at);
            let tags = PgnTags {
                event: Some(event.name.clone()),
                site: Some(site.to_owned()),
                date: Some(date.format("%Y.%m.%d").to_string()),
                round: Some(line.round.to_string()),
                white: Some(line.white.clone()),
                black: Some(line.black.clone()),
                time_control: time_control.clone(),
                extra: vec![
                    ("Section".to_owned(), section.number.to_string()),
                    ("Board".to_owned(), line.board.to_string()),
                ],
                ..PgnTags::default()
            };
            out.push_str(&export_pgn(&state.record, &tags));
        }
    }
    Ok(out)
}

/// The crosstables as CSV: one line per player, the section first, then rank, seat, player,
/// rating, one column per seat, points, games, wins, Sonneborn-Berger and head-to-head.
pub fn csv(conn: &mut DbConnection, event_id: i32) -> Result<String, EventServiceError> {
    let view = build(conn, event_id)?;
    let size = view
        .sections
        .iter()
        .map(|s| s.players.len())
        .max()
        .unwrap_or(0);
    let mut header = vec![
        "section".to_owned(),
        "rank".to_owned(),
        "seat".to_owned(),
        "player".to_owned(),
        "rating".to_owned(),
    ];
    header.extend((1..=size).map(|s| s.to_string()));
    header.extend(
        [
            "points",
            "games",
            "wins",
            "sonneborn_berger",
            "head_to_head",
        ]
        .map(String::from),
    );
    let mut out = csv_line(&header);
    for section in &view.sections {
        for row in &section.crosstable {
            let mut fields = vec![
                section.number.to_string(),
                row.rank.to_string(),
                row.seat.to_string(),
                row.username.clone(),
                row.rating.to_string(),
            ];
            fields.extend((0..size).map(|i| row.cells.get(i).cloned().unwrap_or_default()));
            fields.push(row.points.to_string());
            fields.push(row.played.to_string());
            fields.push(row.wins.to_string());
            fields.push(row.sonneborn_berger.to_string());
            fields.push(row.head_to_head.map(|h| h.to_string()).unwrap_or_default());
            out.push_str(&csv_line(&fields));
        }
    }
    Ok(out)
}

/// One CSV line (RFC 4180: fields with commas, quotes or line breaks are quoted).
fn csv_line(fields: &[String]) -> String {
    let quoted: Vec<String> = fields
        .iter()
        .map(|f| {
            if f.contains([',', '"', '\n', '\r']) {
                format!("\"{}\"", f.replace('"', "\"\""))
            } else {
                f.clone()
            }
        })
        .collect();
    format!("{}\r\n", quoted.join(","))
}

/// The events list: id, name, status, players registered.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct EventSummary {
    /// Id.
    pub id: i32,
    /// Name.
    pub name: String,
    /// Status.
    pub status: &'static str,
    /// Start.
    #[serde(serialize_with = "crate::service::rfc3339::serialize")]
    pub starts_at: NaiveDateTime,
    /// End.
    #[serde(serialize_with = "crate::service::rfc3339::serialize")]
    pub ends_at: NaiveDateTime,
    /// Sections × players.
    pub places: i32,
}

/// Every event, newest first.
pub fn list(conn: &mut DbConnection) -> Result<Vec<EventSummary>, EventServiceError> {
    Ok(rows::list_events(conn)?
        .into_iter()
        .map(|e| EventSummary {
            id: e.id,
            status: status_of(&e).as_str(),
            name: e.name,
            starts_at: e.starts_at,
            ends_at: e.ends_at,
            places: e.sections * e.section_size,
        })
        .collect())
}

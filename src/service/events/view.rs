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
use crate::db::events::{self as rows, EventGameView};
use crate::db::{DbConnection, games as game_rows};
use crate::domain::events::standings::{
    Mark, Score, SectionGame, Tiebreak, cell, points_text, quarters_text, standings,
};

use crate::domain::events::EventSettings;
use crate::service::rfc3339;

use super::{EventServiceError, load_event, status_of};

/// An event.
#[derive(Debug, Clone, Serialize)]
pub struct EventView {
    /// Id.
    pub id: i32,
    /// The organizer's username.
    pub organizer: String,
    /// `registration`, `running` or `finished`.
    pub status: &'static str,
    /// Started.
    #[serde(serialize_with = "crate::service::rfc3339::option")]
    pub started_at: Option<NaiveDateTime>,
    /// Its settings (name, description, terms, dates, rules, tiebreaks), typed.
    #[serde(flatten)]
    pub settings: SettingsView,
    /// Every registration, seeded or not.
    pub players: Vec<PlayerView>,
    /// Sections (once seeded).
    pub sections: Vec<SectionView>,
}

/// An event's typed settings as the event document shows them: the API's field names
/// (`leave`, `section_count`, …) written from the one [`EventSettings`] value, so the settings
/// are listed once, in the domain.
#[derive(Debug, Clone)]
pub struct SettingsView(pub EventSettings);

impl std::ops::Deref for SettingsView {
    type Target = EventSettings;

    fn deref(&self) -> &EventSettings {
        &self.0
    }
}

impl SettingsView {
    /// The leave rule's stored name (`allowance`, `none`, or a number of days).
    pub fn leave_name(&self) -> String {
        self.0.leave.name()
    }
}

impl Serialize for SettingsView {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let s = &self.0;
        let tiebreaks: Vec<&str> = s.tiebreaks.iter().map(|t| t.as_str()).collect();
        let mut out = serializer.serialize_struct("EventSettings", 25)?;
        out.serialize_field("name", &s.name)?;
        out.serialize_field("description", &s.description)?;
        out.serialize_field("time_control", &s.time_control.to_string())?;
        out.serialize_field("leave", &s.leave.name())?;
        out.serialize_field("variant", s.variant.as_str())?;
        out.serialize_field("start_fen", &s.start_fen)?;
        out.serialize_field("section_count", &s.sections)?;
        out.serialize_field("section_size", &s.section_size)?;
        out.serialize_field("double_round", &s.double_round)?;
        let opens = s.registration_opens.as_ref().map(rfc3339::format);
        out.serialize_field("registration_opens", &opens)?;
        let closes = s.registration_closes.as_ref().map(rfc3339::format);
        out.serialize_field("registration_closes", &closes)?;
        out.serialize_field("starts_at", &rfc3339::format(&s.starts_at))?;
        out.serialize_field("ends_at", &rfc3339::format(&s.ends_at))?;
        out.serialize_field("draw_offers_from_move", &s.draw_offers_from_move)?;
        out.serialize_field("tablebase_claims", &s.tablebase_claims)?;
        out.serialize_field("messages_allowed", &s.messages_allowed)?;
        out.serialize_field("fifty_move_suspended", &s.fifty_move_suspended)?;
        let withdrawal = s.withdrawal_adjudication_percent;
        out.serialize_field("withdrawal_adjudication_percent", &withdrawal)?;
        out.serialize_field("silence_days", &s.silence_days)?;
        out.serialize_field("appeal_days", &s.appeal_days)?;
        out.serialize_field("tiebreaks", &tiebreaks)?;
        out.serialize_field("rated", &s.rated)?;
        out.serialize_field("public_games", &s.public_games)?;
        let (delay_moves, delay_days) = s.public_delay.columns();
        out.serialize_field("public_delay_moves", &delay_moves)?;
        out.serialize_field("public_delay_days", &delay_days)?;
        out.end()
    }
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

impl SectionView {
    /// Whether any game of the section has ended: before that the crosstable ranks nobody.
    pub fn has_results(&self) -> bool {
        self.games.iter().any(|g| g.result != "*")
    }
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
    let settings = super::settings_of(&event)?;
    let section_views = sections
        .iter()
        .map(|s| {
            let seated = seated(&players, s.number);
            let own: Vec<&EventGameView> =
                games.iter().filter(|g| g.link.section_id == s.id).collect();
            section_view(
                s.number,
                s.chess960_number,
                seated,
                &own,
                &settings.tiebreaks,
            )
        })
        .collect();
    Ok(EventView {
        id: event.id,
        organizer,
        status: status_of(&event).as_str(),
        started_at: event.started_at,
        settings: SettingsView(settings),
        players,
        sections: section_views,
    })
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

//! Postal events: an organizer creates an event, players register (or are entered), the
//! organizer seeds the sections and starts it, and every pairing of each section's Berger table
//! becomes a game at once; everyone is told by mail with their full list of games.
//!
//! Each use case is one write transaction. Organizers and admins manage events (the roles of
//! [`super::adjudication`]); any organizer may act on any event, so that an appeal can go to a
//! second one. The crosstable, PGN and CSV are in [`view`]; the claims queue, silence, the end
//! date and withdrawals in [`claims`]; rulings (from the claims queue or a game's adjudication
//! door) and appeals in [`rulings`].

mod claim_mail;
pub mod claims;
pub mod reports;
pub mod rulings;
mod settings;
pub mod view;

use crate::db::DbError;
use chrono::NaiveDateTime;
use serde::Serialize;

use crate::db::events::{self as rows, EventGameRow, EventRow, PlayerRow};
use crate::db::{DbConnection, users, write_transaction};
use crate::domain::account::UserId;
use crate::domain::adjudication::DecisionError;
use crate::domain::challenge::{ChallengeError, Variant};
use crate::domain::events::berger::berger;
use crate::domain::events::claims::ClaimError;
use crate::domain::events::{
    Entrant, EventError, EventSettings, EventStatus, LeaveRule, registration_open, seed_by_rating,
};

use super::game_store::GameError;
use super::notify::{self, MailSettings, NotifyError};
use settings::new_row;

/// Why an event operation failed.
#[derive(Debug, thiserror::Error)]
pub enum EventServiceError {
    /// No such event.
    #[error("there is no event {0}")]
    NotFound(i32),
    /// No such claim.
    #[error("there is no claim {0}")]
    ClaimNotFound(i32),
    /// The user is not an organizer.
    #[error(
        "only organizers and admins may {0}; an admin can make you an organizer with \
         'kingpost admin grant-organizer'"
    )]
    NotOrganizer(&'static str),
    /// The settings are wrong.
    #[error(transparent)]
    Settings(#[from] EventError),
    /// The step does not fit the event's state.
    #[error("event {id} is {status}, so it cannot {action}")]
    WrongStatus {
        /// Event.
        id: i32,
        /// Its status.
        status: &'static str,
        /// What was tried.
        action: &'static str,
    },
    /// Registration is not open.
    #[error("registration for event {0} is not open now; ask the organizer to enter you")]
    RegistrationClosed(i32),
    /// Registered twice.
    #[error("{0} is already registered for this event")]
    AlreadyRegistered(String),
    /// No such user.
    #[error("there is no player called '{0}'")]
    UnknownPlayer(String),
    /// Not registered.
    #[error("{0} is not registered for this event")]
    NotRegistered(String),
    /// Every seat is taken.
    #[error("the event is full: all {0} places are taken")]
    Full(usize),
    /// Seeding does not fit.
    #[error("{0}")]
    Seeding(String),
    /// The user does not play in the game.
    #[error("you do not play in game {0}, so you cannot {1}")]
    NotAPlayer(i32, &'static str),
    /// The user plays in the game, so may not rule on it.
    #[error(transparent)]
    OwnGame(#[from] crate::domain::adjudication::OwnGame),
    /// The game has ended.
    #[error("game {0} has already ended; claims can be filed in unfinished games only")]
    GameOver(i32),
    /// The game is not an event game.
    #[error("game {0} does not belong to an event")]
    NotAnEventGame(i32),
    /// A claim step was refused.
    #[error(transparent)]
    Claim(#[from] ClaimError),
    /// A decision is incomplete.
    #[error(transparent)]
    Decision(#[from] DecisionError),
    /// A game operation failed.
    #[error(transparent)]
    Game(#[from] GameError),
    /// Mail could not be written.
    #[error(transparent)]
    Notify(#[from] NotifyError),
}

impl From<DbError> for EventServiceError {
    fn from(e: DbError) -> EventServiceError {
        EventServiceError::Game(GameError::from(e))
    }
}

impl From<ChallengeError> for EventServiceError {
    fn from(e: ChallengeError) -> EventServiceError {
        EventServiceError::Settings(EventError::Terms(e))
    }
}

/// Checks that `user` is an organizer or admin.
pub(crate) fn require_organizer(
    conn: &mut DbConnection,
    user: UserId,
    action: &'static str,
) -> Result<(), EventServiceError> {
    if super::roles::role(conn, user)?.may_adjudicate() {
        Ok(())
    } else {
        Err(EventServiceError::NotOrganizer(action))
    }
}

/// The event, or [`EventServiceError::NotFound`].
pub(crate) fn load_event(conn: &mut DbConnection, id: i32) -> Result<EventRow, EventServiceError> {
    rows::find_event(conn, id)?.ok_or(EventServiceError::NotFound(id))
}

/// The event's status.
pub(crate) fn status_of(event: &EventRow) -> EventStatus {
    EventStatus::from_name(&event.status).unwrap_or(EventStatus::Finished)
}

fn require_status(
    event: &EventRow,
    wanted: EventStatus,
    action: &'static str,
) -> Result<(), EventServiceError> {
    let status = status_of(event);
    if status == wanted {
        Ok(())
    } else {
        Err(EventServiceError::WrongStatus {
            id: event.id,
            status: status.as_str(),
            action,
        })
    }
}

fn to_i32(n: impl TryInto<i32>) -> i32 {
    n.try_into().unwrap_or(i32::MAX)
}

/// `actor` (an organizer or admin) creates an event with `settings` (checked here, once);
/// returns its id.
pub fn create_event(
    conn: &mut DbConnection,
    actor: UserId,
    settings: EventSettings,
    now: NaiveDateTime,
) -> Result<i32, EventServiceError> {
    let settings = settings.check()?;
    write_transaction(conn, |conn| {
        require_organizer(conn, actor, "create events")?;
        Ok(rows::insert_event(conn, &new_row(&settings, actor, now))?)
    })
}

/// The event's settings as it was created with them.
pub(crate) fn settings_of(event: &EventRow) -> Result<EventSettings, EventServiceError> {
    Ok(EventSettings::try_from(event)?)
}

/// A registration as the API reports it.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct Registered {
    /// The registration's id.
    pub id: i32,
    /// The player.
    pub username: String,
    /// The rating they are seeded by.
    pub rating: i32,
}

/// Registers `actor` (when `who` is `None`, while registration is open), or — by an organizer
/// — the player named `who`, with `rating` or their current rating.
pub fn register(
    conn: &mut DbConnection,
    actor: UserId,
    event_id: i32,
    who: Option<&str>,
    rating: Option<i32>,
    now: NaiveDateTime,
) -> Result<Registered, EventServiceError> {
    write_transaction(conn, |conn| {
        let event = load_event(conn, event_id)?;
        let user = match who.map(str::trim).filter(|w| !w.is_empty()) {
            Some(name) => {
                require_organizer(conn, actor, "enter other players")?;
                require_status(&event, EventStatus::Registration, "take registrations")?;
                users::find_by_username(conn, name)?
                    .ok_or_else(|| EventServiceError::UnknownPlayer(name.to_owned()))?
            }
            None => {
                let window = (event.registration_opens, event.registration_closes);
                if !registration_open(status_of(&event), window, now) {
                    return Err(EventServiceError::RegistrationClosed(event_id));
                }
                users::find_by_id(conn, actor.0)?
                    .ok_or_else(|| EventServiceError::UnknownPlayer(actor.to_string()))?
            }
        };
        if rows::find_player(conn, event_id, user.id)?.is_some() {
            return Err(EventServiceError::AlreadyRegistered(user.username));
        }
        let capacity = (event.sections * event.section_size) as usize;
        let taken = active_players(conn, event_id)?.len();
        if taken >= capacity {
            return Err(EventServiceError::Full(capacity));
        }
        let rating = match rating {
            Some(r) if who.is_some() => r,
            _ => super::ratings::entry_rating(conn, user.id)?,
        };
        let id = rows::insert_player(conn, event_id, user.id, rating, now)?;
        Ok(Registered {
            id,
            username: user.username,
            rating,
        })
    })
}

fn active_players(
    conn: &mut DbConnection,
    event: i32,
) -> Result<Vec<(PlayerRow, String)>, EventServiceError> {
    let mut players = rows::players_of(conn, event)?;
    players.retain(|(p, _)| p.status == "registered");
    Ok(players)
}

/// How the organizer seeds the sections.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Seeding {
    /// By rating, dealt in snake order.
    ByRating,
    /// By hand: per section, the usernames in seat order.
    ByHand(Vec<Vec<String>>),
}

/// `actor` (an organizer) seeds the registered players into sections, in the caller's write
/// transaction; `lot` draws each section's Chess960 position when the event has none fixed.
/// Seeding again replaces it.
pub fn seed(
    conn: &mut DbConnection,
    actor: UserId,
    event_id: i32,
    seeding: &Seeding,
    lot: u32,
) -> Result<(), EventServiceError> {
    require_organizer(conn, actor, "seed events")?;
    let event = load_event(conn, event_id)?;
    require_status(&event, EventStatus::Registration, "be seeded")?;
    let settings = settings_of(&event)?;
    let players = active_players(conn, event_id)?;
    let plan = seating_plan(&event, &players, seeding)?;
    let mut sections = rows::sections_of(conn, event_id)?;
    while sections.len() < plan.len() {
        let number = to_i32(sections.len() + 1);
        let chess960 = (settings.variant == Variant::Chess960).then(|| {
            settings.chess960_number.map_or_else(
                || to_i32(lot.wrapping_add(number as u32 * 7919) % 960),
                to_i32,
            )
        });
        rows::insert_section(conn, event_id, number, chess960)?;
        sections = rows::sections_of(conn, event_id)?;
    }
    for (player, _) in &players {
        rows::set_seat(conn, player.id, None, None)?;
    }
    for (section, seats) in sections.iter().zip(&plan) {
        for (seat, player) in seats.iter().enumerate() {
            rows::set_seat(conn, *player, Some(section.id), Some(to_i32(seat)))?;
        }
    }
    Ok(())
}

/// Registration ids per section, in seat order, checked against the event's sizes.
fn seating_plan(
    event: &EventRow,
    players: &[(PlayerRow, String)],
    seeding: &Seeding,
) -> Result<Vec<Vec<i32>>, EventServiceError> {
    let size = event.section_size as usize;
    let plan = match seeding {
        Seeding::ByRating => {
            let entrants: Vec<Entrant> = players
                .iter()
                .map(|(p, _)| Entrant {
                    id: p.id,
                    rating: p.rating,
                })
                .collect();
            let sections = players.len().div_ceil(size).max(1);
            seed_by_rating(&entrants, sections)
        }
        Seeding::ByHand(names) => by_hand(players, names)?,
    };
    if plan.len() > event.sections as usize {
        return Err(EventServiceError::Seeding(format!(
            "the seeding fills {} sections, but the event was created with {}; put the \
             players in fewer sections",
            plan.len(),
            event.sections
        )));
    }
    for (i, section) in plan.iter().enumerate() {
        if !(3..=size).contains(&section.len()) {
            return Err(EventServiceError::Seeding(format!(
                "section {} would have {} players; each needs between 3 and {size}",
                i + 1,
                section.len()
            )));
        }
    }
    Ok(plan)
}

fn by_hand(
    players: &[(PlayerRow, String)],
    names: &[Vec<String>],
) -> Result<Vec<Vec<i32>>, EventServiceError> {
    let mut used = std::collections::HashSet::new();
    let mut plan = Vec::new();
    for section in names {
        let mut ids = Vec::new();
        for name in section {
            let (player, _) = players
                .iter()
                .find(|(_, n)| n.eq_ignore_ascii_case(name.trim()))
                .ok_or_else(|| EventServiceError::NotRegistered(name.clone()))?;
            if !used.insert(player.id) {
                return Err(EventServiceError::Seeding(format!(
                    "{name} is seeded twice; give each player one seat"
                )));
            }
            ids.push(player.id);
        }
        plan.push(ids);
    }
    if used.len() != players.len() {
        return Err(EventServiceError::Seeding(format!(
            "{} registered players have no seat; seed every registered player",
            players.len() - used.len()
        )));
    }
    Ok(plan)
}

/// What starting an event did.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct Started {
    /// The event.
    pub id: i32,
    /// Games created.
    pub games: usize,
}

/// `actor` (an organizer) starts the event: seeds by rating first if nobody has a seat, then
/// creates every game of every section's Berger table and mails each player their games.
pub fn start(
    conn: &mut DbConnection,
    mail: &MailSettings,
    actor: UserId,
    event_id: i32,
    lot: u32,
    now: NaiveDateTime,
) -> Result<Started, EventServiceError> {
    write_transaction(conn, |conn| {
        require_organizer(conn, actor, "start events")?;
        let event = load_event(conn, event_id)?;
        require_status(&event, EventStatus::Registration, "be started")?;
        if active_players(conn, event_id)?
            .iter()
            .all(|(p, _)| p.section_id.is_none())
        {
            seed(conn, actor, event_id, &Seeding::ByRating, lot)?;
        }
        let settings = settings_of(&event)?;
        let links = create_games(conn, &event, &settings, now)?;
        rows::insert_event_games(conn, &links)?;
        if settings.leave != LeaveRule::Allowance {
            // The clocks were set before the games were linked to the event and its rule.
            let games: Vec<i32> = links.iter().map(|l| l.game_id).collect();
            let players = active_players(conn, event_id)?;
            let players: Vec<i32> = players.iter().map(|(p, _)| p.user_id).collect();
            super::game_store::clock::refresh_games_with_leave(conn, &games, &players, now)?;
        }
        rows::set_status(conn, event_id, "registration", "running", now)?;
        announce_start(conn, mail, &event, now)?;
        Ok(Started {
            id: event_id,
            games: links.len(),
        })
    })
}

fn create_games(
    conn: &mut DbConnection,
    event: &EventRow,
    settings: &EventSettings,
    now: NaiveDateTime,
) -> Result<Vec<EventGameRow>, EventServiceError> {
    let players = active_players(conn, event.id)?;
    let unseated: Vec<&str> = players
        .iter()
        .filter(|(p, _)| p.section_id.is_none())
        .map(|(_, n)| n.as_str())
        .collect();
    if !unseated.is_empty() {
        return Err(EventServiceError::Seeding(format!(
            "{} have no seat; seed the event again",
            unseated.join(", ")
        )));
    }
    let mut links = Vec::new();
    for section in rows::sections_of(conn, event.id)? {
        let mut seats: Vec<&PlayerRow> = players
            .iter()
            .map(|(p, _)| p)
            .filter(|p| p.section_id == Some(section.id))
            .collect();
        if seats.is_empty() {
            continue;
        }
        seats.sort_by_key(|p| p.seat);
        let terms =
            settings.game_terms(section.chess960_number.and_then(|n| u32::try_from(n).ok()));
        let start = terms.start_position(0).map_err(ChallengeError::from)?;
        for pairing in berger(seats.len(), event.double_round) {
            let game = super::challenges::create_game(
                conn,
                UserId(seats[pairing.white].user_id),
                UserId(seats[pairing.black].user_id),
                &terms,
                &start,
                now,
            )?;
            links.push(EventGameRow {
                game_id: game.0,
                event_id: event.id,
                section_id: section.id,
                round: to_i32(pairing.round),
                board: to_i32(pairing.board),
                white_seat: to_i32(pairing.white),
                black_seat: to_i32(pairing.black),
                mark: None,
            });
        }
    }
    Ok(links)
}

/// Writes each seated player the list of their games.
fn announce_start(
    conn: &mut DbConnection,
    mail: &MailSettings,
    event: &EventRow,
    now: NaiveDateTime,
) -> Result<(), EventServiceError> {
    let view = view::build(conn, event.id)?;
    for section in &view.sections {
        for player in &section.players {
            let games: Vec<notify::EventGameLine> = section
                .games
                .iter()
                .filter(|g| g.white == player.username || g.black == player.username)
                .map(|g| notify::EventGameLine {
                    game: g.id,
                    round: g.round,
                    white: g.white.clone(),
                    black: g.black.clone(),
                })
                .collect();
            let Some(user) = users::find_by_username(conn, &player.username)? else {
                continue;
            };
            notify::event_started(
                conn,
                mail,
                &user,
                &view.settings.name,
                event.ends_at,
                &games,
                now,
            )?;
        }
    }
    Ok(())
}

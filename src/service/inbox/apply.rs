//! Carrying out the command of an authenticated mail: read it in the player's language, apply it
//! to the game inside a savepoint of the processing transaction, and answer: a confirmation when
//! it was done, or an error that says exactly why not (the savepoint is undone, so a refused
//! command changes nothing). A move that repeats the opponent's last move must match the game.
//! A mail that repeats a move the player already played (the same reply sent twice) is ignored.
//! A message to the opponent written below the command (or below a "message:" line) goes with
//! it, in the same savepoint ([`super::said`]).

use chrono::NaiveDateTime;
use fluent_templates::fluent_bundle::FluentValue;
use shakmaty::Position as _;

use crate::chess::{Color, Language, Notation, WrittenMove, parse_written_move, write_move};
use crate::db::users::User;
use crate::db::{DbConnection, DbError, savepoint};
use crate::domain::account::UserId;
use crate::domain::game::{GameActionError, GameState, MoveSource};
use crate::i18n;
use crate::mail::commands::{self, Command, ConditionalLine, MoveText, written_move};
use crate::service::conditionals::{self, ConditionalsError};
use crate::service::game_store::{Saved, StoredGame};
use crate::service::games::{self, DrawAction, DrawRequest, GameError, MoveRequest};
use crate::service::messages::MessageError;
use crate::service::notify::diagram::numbered;
use crate::service::notify::{self, CommandConfirmation, Confirmed, MailSettings};

use super::answer::{ProcessError, Processed, Refusal, Request, load, refuse};

/// What a carried-out command did.
struct Done {
    confirmed: Confirmed,
    /// Stored conditional lines, written for the player.
    conditionals: Option<String>,
    /// The game afterwards, with its read model.
    game: Refusal,
}

/// Why a command was not carried out.
enum Failure {
    /// The rules, the clock or the mail itself refused it: answer with this reason.
    Refused(String),
    /// Something failed that another attempt may not meet.
    Retry(ProcessError),
}

impl From<DbError> for Failure {
    fn from(e: DbError) -> Failure {
        Failure::Retry(e.into())
    }
}

impl From<GameError> for Failure {
    fn from(e: GameError) -> Failure {
        match e {
            GameError::Stale => Failure::Retry(ProcessError::Stale),
            GameError::Database(e) => Failure::Retry(e.into()),
            GameError::Notify(e) => Failure::Retry(e.into()),
            GameError::Corrupt(..) => Failure::Retry(ProcessError::Game(e.to_string())),
            refused => Failure::Refused(refused.to_string()),
        }
    }
}

impl From<ConditionalsError> for Failure {
    fn from(e: ConditionalsError) -> Failure {
        match e {
            ConditionalsError::Game(e) => e.into(),
            refused => Failure::Refused(refused.to_string()),
        }
    }
}

impl From<MessageError> for Failure {
    fn from(e: MessageError) -> Failure {
        match e {
            MessageError::Game(e) => e.into(),
            refused => Failure::Refused(refused.to_string()),
        }
    }
}

/// The player's piece-letter language.
fn language_of(player: &User) -> Language {
    Language::from_code(&player.language).unwrap_or(Language::English)
}

/// Reads and carries out the command of `request`, and answers it.
pub(super) fn carry_out(
    conn: &mut DbConnection,
    mail: &MailSettings,
    request: &Request<'_>,
    now: NaiveDateTime,
) -> Result<Processed, ProcessError> {
    let language = language_of(request.player);
    let message = request.message;
    let (text, marked) = commands::split_message(&message.text);
    let found = match (commands::read(&text, &message.subject, language), &marked) {
        (Ok(found), _) => found,
        (Err(_), Some(said)) => return super::said::alone(conn, mail, request, said, now),
        (Err(e), None) => return refuse_in_game(conn, mail, request, None, &e.to_string(), now),
    };
    let said = marked.or_else(|| commands::text_after(&text, &found));
    let user = UserId(request.player.id);
    let applied = savepoint(conn, |conn| {
        let game = games::load(conn, request.game)?;
        if let Some(said) = &said {
            super::said::attach(conn, mail, user, &game, &found.command, said, now)?;
        }
        run(conn, mail, request, user, game, &found.command, now)
    });
    match applied {
        Ok(done) => confirm(conn, mail, request, &done, &found.line, now),
        Err(Failure::Refused(reason)) => {
            refuse_in_game(conn, mail, request, Some(&found.command), &reason, now)
        }
        Err(Failure::Retry(e)) => Err(e),
    }
}

/// Applies `command` for `user` to `game` (loaded once for the whole command); the caller's
/// savepoint undoes it all on failure.
fn run(
    conn: &mut DbConnection,
    mail: &MailSettings,
    request: &Request<'_>,
    user: UserId,
    game: StoredGame,
    command: &Command,
    now: NaiveDateTime,
) -> Result<Done, Failure> {
    let language = language_of(request.player);
    let draw = |conn: &mut DbConnection, game, action, intended, confirmed| {
        let draw = DrawRequest {
            action,
            intended,
            language,
            source: MoveSource::Email,
        };
        let saved = games::draw_action(conn, mail, user, game, &draw, now)?;
        Ok(done(confirmed, saved))
    };
    match command {
        Command::Move {
            repeated,
            number,
            side,
            text,
            offer_draw,
        } => {
            check_repeated(request, &game.state, repeated.as_ref())?;
            let written = written_move(*number, *side, text);
            let saved = play(conn, mail, request, game, written, *offer_draw, now)?;
            let offer_draw = *offer_draw;
            Ok(done(Confirmed::Move { offer_draw }, saved))
        }
        Command::Resign => {
            let saved = games::resign(conn, mail, user, game, now)?;
            Ok(done(Confirmed::Resigned, saved))
        }
        Command::OfferDraw => draw(conn, game, DrawAction::Offer, None, Confirmed::DrawOffered),
        Command::Accept => draw(
            conn,
            game,
            DrawAction::Accept,
            None,
            Confirmed::DrawAccepted,
        ),
        Command::Decline => draw(
            conn,
            game,
            DrawAction::Decline,
            None,
            Confirmed::DrawDeclined,
        ),
        Command::Claim { repeated, mv } => {
            check_repeated(request, &game.state, repeated.as_ref())?;
            let intended = mv.as_ref().map(MoveText::written);
            let claimed = Confirmed::DrawClaimed;
            draw(conn, game, DrawAction::Claim, intended, claimed)
        }
        Command::Conditional(line) => store_conditionals(conn, mail, request, game, line, now),
    }
}

fn done(confirmed: Confirmed, saved: Saved) -> Done {
    Done {
        confirmed,
        conditionals: None,
        game: Refusal {
            state: saved.game.state,
            view: saved.view,
        },
    }
}

/// Plays `written` for the player.
fn play(
    conn: &mut DbConnection,
    mail: &MailSettings,
    request: &Request<'_>,
    game: StoredGame,
    written: WrittenMove<'_>,
    offer_draw: bool,
    now: NaiveDateTime,
) -> Result<Saved, Failure> {
    let move_request = MoveRequest {
        mv: written,
        ply: None,
        offer_draw,
        source: MoveSource::Email,
        language: language_of(request.player),
    };
    let user = UserId(request.player.id);
    games::play_move(conn, mail, user, game, &move_request, now)
        .map_err(|e| in_players_words(e, request.player))
}

/// A refused move in the player's language where the rules core's refusal is translated
/// ([`i18n::move_error`]: another language's piece letters, a piece-or-pawn capital).
fn in_players_words(e: GameError, player: &User) -> Failure {
    if let GameError::Action(GameActionError::Move { error, .. }) = &e
        && let Some(text) = i18n::move_error(&i18n::language(&player.language), error)
    {
        return Failure::Refused(text);
    }
    e.into()
}

/// Plays the line's move for now, if it has one, then stores its steps as the player's
/// conditional moves (replacing those stored before).
fn store_conditionals(
    conn: &mut DbConnection,
    mail: &MailSettings,
    request: &Request<'_>,
    game: StoredGame,
    line: &ConditionalLine,
    now: NaiveDateTime,
) -> Result<Done, Failure> {
    let (game, view) = match &line.now {
        Some(mv) => {
            let saved = play(conn, mail, request, game, mv.written(), false, now)?;
            (saved.game, saved.view)
        }
        None => {
            let view = crate::service::game_store::view::build(conn, &game, now)?;
            (game, view)
        }
    };
    let steps: Vec<String> = line
        .steps
        .iter()
        .flat_map(|step| [step.theirs.to_string(), step.mine.to_string()])
        .collect();
    let user = UserId(request.player.id);
    let language = language_of(request.player);
    conditionals::set(conn, user, &game, &[steps], language, now)?;
    let stored = conditionals::get_for(conn, &game.state, user, Notation::San, language)?;
    Ok(Done {
        confirmed: Confirmed::Conditionals {
            with_move: line.now.is_some(),
        },
        conditionals: Some(stored.lines.join("; ")),
        game: Refusal {
            state: game.state,
            view,
        },
    })
}

/// Checks the opponent's last move as the player repeated it against the game.
fn check_repeated(
    request: &Request<'_>,
    state: &GameState,
    repeated: Option<&(u32, Color, String)>,
) -> Result<(), Failure> {
    let Some((number, side, text)) = repeated else {
        return Ok(());
    };
    let language = language_of(request.player);
    let lang = i18n::language(&request.player.language);
    let repeated = written_move(Some(*number), Some(*side), text);
    let written = MoveText::new(Some(*number), Some(*side), text).to_string();
    let record = &state.record;
    let last = record.ply_count().checked_sub(1);
    let Some((before, mv)) =
        last.and_then(|ply| Some((record.position_at(ply)?, record.moves()[ply])))
    else {
        let args = [("written", FluentValue::from(written))];
        return Err(Failure::Refused(i18n::t(
            &lang,
            "mail-error-repeated-none",
            &args,
        )));
    };
    if parse_written_move(before, repeated, language).is_ok_and(|read| read.mv == mv) {
        return Ok(());
    }
    let actual = numbered(before, &write_move(before, mv, Notation::San, language));
    let args = [
        ("written", FluentValue::from(written)),
        ("actual", FluentValue::from(actual)),
    ];
    Err(Failure::Refused(i18n::t(
        &lang,
        "mail-error-repeated-mismatch",
        &args,
    )))
}

/// Confirms a carried-out command to the player.
fn confirm(
    conn: &mut DbConnection,
    mail: &MailSettings,
    request: &Request<'_>,
    done: &Done,
    line: &str,
    now: NaiveDateTime,
) -> Result<Processed, ProcessError> {
    let game = &done.game;
    let confirmation = CommandConfirmation {
        confirmed: done.confirmed,
        player: UserId(request.player.id),
        game: &game.state,
        view: &game.view,
        answering: request.answering,
        conditionals: done.conditionals.as_deref(),
    };
    notify::command_confirmation(conn, mail, &confirmation, now)?;
    Ok(Processed::Applied(format!(
        "game {}, player {}: {}",
        request.game,
        request.player.username,
        line.replace('\n', " ")
    )))
}

/// Answers a refused command with the game as it is; a repeated mail of a move already played
/// is ignored instead.
fn refuse_in_game(
    conn: &mut DbConnection,
    mail: &MailSettings,
    request: &Request<'_>,
    command: Option<&Command>,
    reason: &str,
    now: NaiveDateTime,
) -> Result<Processed, ProcessError> {
    let game = load(conn, request.game, now).ok();
    if let (Some(game), Some(command)) = (&game, command)
        && repeats_own_last_move(&game.state, request.player, command)
    {
        return Ok(Processed::Ignored(format!(
            "game {}: the move was already played (the same reply came again)",
            request.game
        )));
    }
    refuse(
        conn,
        mail,
        request.player,
        game.as_ref(),
        reason,
        request.answering,
        now,
    )
}

/// Whether `command` is a move the player already made as their latest move, while it is not
/// their turn (the same mail sent twice, with different Message-IDs).
fn repeats_own_last_move(state: &GameState, player: &User, command: &Command) -> bool {
    let Command::Move {
        number, side, text, ..
    } = command
    else {
        return false;
    };
    let Ok(color) = state.color_of(UserId(player.id)) else {
        return false;
    };
    let record = &state.record;
    if record.outcome().is_none() && record.turn() == color {
        return false;
    }
    let count = record.ply_count();
    let Some(ply) = (count.saturating_sub(2)..count)
        .rev()
        .find(|&ply| record.position_at(ply).is_some_and(|p| p.turn() == color))
    else {
        return false;
    };
    let (Some(before), Some(mv)) = (record.position_at(ply), record.moves().get(ply)) else {
        return false;
    };
    let written = written_move(*number, *side, text);
    parse_written_move(before, written, language_of(player)).is_ok_and(|read| read.mv == *mv)
}

//! The one mapping from service errors to HTTP: every API error is
//! `{"error": {"code": "snake_case", "message": "…"}}` with a fitting status.
//!
//! A storage failure that may pass (a full disk, a read-only or locked database, a lost
//! database connection: [`StorageFailure`]) is 503 `storage_unavailable` with `Retry-After`, so
//! no 2xx is ever given for a write that was not committed and the client knows to try again.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, ResponseError};
use serde::Serialize;

use crate::chess::MoveError;
use crate::db::{DbError, PoolError, StorageFailure};
use crate::domain::account::AccountRuleError;
use crate::domain::challenge::ChallengeError;
use crate::domain::events::EventError;
use crate::domain::game::GameActionError;
use crate::domain::leave::LeaveError;
use crate::service::account_data::AccountDataError;
use crate::service::accounts::AccountError;
use crate::service::adjudication::AdjudicationError;
use crate::service::archive::ArchiveError;
use crate::service::conditionals::ConditionalsError;
use crate::service::engine_reports::ReportError;
use crate::service::events::EventServiceError;
use crate::service::game_store::clock::ClockError;
use crate::service::games::GameError;
use crate::service::leave::LeaveRequestError;
use crate::service::messages::MessageError;
use crate::service::notify::NotifyError;

/// Seconds a client is asked to wait before trying a write again after a storage failure.
const RETRY_AFTER_SECONDS: u64 = 60;

/// An error as the API reports it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{code}: {message}")]
pub struct ApiError {
    /// HTTP status.
    pub status: StatusCode,
    /// Stable snake_case code for programs.
    pub code: &'static str,
    /// A sentence for people: what was wrong and what would be right.
    pub message: String,
    /// For refused moves: every legal move, in SAN.
    pub legal_moves: Option<Vec<String>>,
    /// For 429 and 503: seconds to wait before trying again (sent as `Retry-After`).
    pub retry_after: Option<u64>,
}

impl ApiError {
    /// An error with this status, code and message.
    pub fn new(status: StatusCode, code: &'static str, message: impl Into<String>) -> ApiError {
        ApiError {
            status,
            code,
            message: message.into(),
            legal_moves: None,
            retry_after: None,
        }
    }

    /// 429 `too_many_requests`: try again after `wait` (at least a second).
    pub fn too_many_requests(message: impl Into<String>, wait: std::time::Duration) -> ApiError {
        ApiError {
            retry_after: Some(wait.as_secs().max(1)),
            ..ApiError::new(StatusCode::TOO_MANY_REQUESTS, "too_many_requests", message)
        }
    }

    /// 500, logged; the client learns nothing internal.
    pub fn internal(detail: impl std::fmt::Display) -> ApiError {
        tracing::error!("internal error: {detail}");
        ApiError::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            "internal_error",
            "something went wrong on the server; please try again later",
        )
    }

    /// 503 `storage_unavailable`, logged: the storage cannot take the write now and it was not
    /// saved; the client should try again later.
    pub fn storage(failure: StorageFailure, detail: impl std::fmt::Display) -> ApiError {
        tracing::error!("storage unavailable ({failure}): {detail}");
        ApiError {
            retry_after: Some(RETRY_AFTER_SECONDS),
            ..ApiError::new(
                StatusCode::SERVICE_UNAVAILABLE,
                "storage_unavailable",
                format!(
                    "the server cannot store anything at the moment ({failure}), so this was \
                     not saved; please try again in a few minutes"
                ),
            )
        }
    }

    /// A database error: 503 when it is a storage failure that may pass, otherwise 500.
    pub fn database(err: &DbError) -> ApiError {
        match err.storage_failure() {
            Some(failure) => ApiError::storage(failure, err),
            None => ApiError::internal(err),
        }
    }
}

/// A notification error: 503 for a storage failure, otherwise 500.
fn notify_error(err: &NotifyError) -> ApiError {
    match err {
        NotifyError::Database(e) => ApiError::database(e),
        other => ApiError::internal(other),
    }
}

#[derive(Serialize)]
struct Body<'a> {
    error: Inner<'a>,
}

#[derive(Serialize)]
struct Inner<'a> {
    code: &'a str,
    message: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    legal_moves: Option<&'a [String]>,
}

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        self.status
    }

    fn error_response(&self) -> HttpResponse {
        let mut response = HttpResponse::build(self.status);
        if let Some(seconds) = self.retry_after {
            response.insert_header((actix_web::http::header::RETRY_AFTER, seconds));
        }
        response.json(Body {
            error: Inner {
                code: self.code,
                message: &self.message,
                legal_moves: self.legal_moves.as_deref(),
            },
        })
    }
}

impl From<AccountError> for ApiError {
    fn from(err: AccountError) -> ApiError {
        let message = err.to_string();
        match err {
            AccountError::Rule(AccountRuleError::Reserved(_)) => ApiError::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                "reserved_username",
                message,
            ),
            AccountError::Rule(_) => {
                ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "invalid_account", message)
            }
            AccountError::UsernameTaken(_) => {
                ApiError::new(StatusCode::CONFLICT, "username_taken", message)
            }
            AccountError::WrongCredentials => {
                ApiError::new(StatusCode::UNAUTHORIZED, "wrong_credentials", message)
            }
            AccountError::WrongCurrentPassword => {
                ApiError::new(StatusCode::FORBIDDEN, "wrong_password", message)
            }
            AccountError::InvalidLink => ApiError::new(StatusCode::GONE, "invalid_link", message),
            AccountError::UnknownPreference(_) => ApiError::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                "unknown_preference",
                message,
            ),
            AccountError::AlreadyConfirmed(_) => {
                ApiError::new(StatusCode::CONFLICT, "already_confirmed", message)
            }
            AccountError::TooSoon(wait) => ApiError::too_many_requests(message, wait),
            AccountError::Database(e) => ApiError::database(&e),
            AccountError::Notify(e) => notify_error(&e),
            AccountError::Hashing(_) => ApiError::internal(message),
        }
    }
}

impl From<GameError> for ApiError {
    fn from(err: GameError) -> ApiError {
        let message = err.to_string();
        let status = |status, code| ApiError::new(status, code, message.clone());
        match err {
            GameError::GameNotFound(_) | GameError::ChallengeNotFound(_) => {
                status(StatusCode::NOT_FOUND, "not_found")
            }
            GameError::ChallengeClosed(_) => status(StatusCode::CONFLICT, "challenge_closed"),
            GameError::NotYourChallenge(_) => status(StatusCode::FORBIDDEN, "not_your_challenge"),
            GameError::UnknownOpponent(_) => {
                status(StatusCode::UNPROCESSABLE_ENTITY, "unknown_opponent")
            }
            GameError::Terms(ChallengeError::Position(_)) => {
                status(StatusCode::UNPROCESSABLE_ENTITY, "invalid_position")
            }
            GameError::Terms(_) => status(StatusCode::UNPROCESSABLE_ENTITY, "invalid_challenge"),
            GameError::Stale => status(StatusCode::CONFLICT, "stale_ply"),
            GameError::EventRule(_) => status(StatusCode::CONFLICT, "event_rule"),
            GameError::Action(action) => action_error(action),
            GameError::Clock(clock) => clock_error(&clock),
            GameError::Database(e) => ApiError::database(&e),
            GameError::Notify(e) => notify_error(&e),
            GameError::Corrupt(..) => ApiError::internal(message),
        }
    }
}

impl From<AccountDataError> for ApiError {
    fn from(err: AccountDataError) -> ApiError {
        let message = err.to_string();
        match err {
            AccountDataError::WrongPassword => {
                ApiError::new(StatusCode::FORBIDDEN, "wrong_password", message)
            }
            AccountDataError::NoAccount => {
                ApiError::new(StatusCode::NOT_FOUND, "not_found", message)
            }
            AccountDataError::Game(e) => e.into(),
            AccountDataError::Account(e) => e.into(),
            AccountDataError::Database(e) => ApiError::database(&e),
        }
    }
}

impl From<ArchiveError> for ApiError {
    fn from(err: ArchiveError) -> ApiError {
        let message = err.to_string();
        match err {
            ArchiveError::UnknownPlayer(_) => {
                ApiError::new(StatusCode::NOT_FOUND, "not_found", message)
            }
            ArchiveError::UnknownOpponent(_) | ArchiveError::BadFilter(_) => {
                ApiError::new(StatusCode::BAD_REQUEST, "invalid_query", message)
            }
            ArchiveError::Game(e) => e.into(),
            ArchiveError::Database(e) => ApiError::database(&e),
        }
    }
}

fn clock_error(err: &ClockError) -> ApiError {
    let code = match err {
        ClockError::OnLeave { .. } => "on_leave",
        ClockError::TimeRanOut { .. } => "time_ran_out",
    };
    ApiError::new(StatusCode::CONFLICT, code, err.to_string())
}

impl From<LeaveRequestError> for ApiError {
    fn from(err: LeaveRequestError) -> ApiError {
        let message = err.to_string();
        match err {
            LeaveRequestError::Rule(
                LeaveError::AlreadyBegun(_) | LeaveError::Over(_) | LeaveError::Special(_),
            ) => ApiError::new(StatusCode::CONFLICT, "leave_not_changeable", message),
            LeaveRequestError::Rule(_) => {
                ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "invalid_leave", message)
            }
            LeaveRequestError::NotFound(_) => {
                ApiError::new(StatusCode::NOT_FOUND, "not_found", message)
            }
            LeaveRequestError::TimeZone(_) => ApiError::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                "unknown_time_zone",
                message,
            ),
            LeaveRequestError::Game(game) => game.into(),
        }
    }
}

impl From<ConditionalsError> for ApiError {
    fn from(err: ConditionalsError) -> ApiError {
        let message = err.to_string();
        match err {
            ConditionalsError::Game(game) => game.into(),
            ConditionalsError::Lines(_) => ApiError::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                "invalid_conditionals",
                message,
            ),
            ConditionalsError::YourMove(_) => {
                ApiError::new(StatusCode::CONFLICT, "your_move", message)
            }
        }
    }
}

impl From<MessageError> for ApiError {
    fn from(err: MessageError) -> ApiError {
        let message = err.to_string();
        let with = |status, code| ApiError::new(status, code, message.clone());
        match err {
            MessageError::Game(game) => game.into(),
            MessageError::Text(_) => with(StatusCode::UNPROCESSABLE_ENTITY, "invalid_message"),
            MessageError::Refused(_) => with(StatusCode::FORBIDDEN, "messages_off"),
            MessageError::NotAllowed(_) => with(StatusCode::FORBIDDEN, "forbidden"),
            MessageError::NoSuchMessage(..) => with(StatusCode::NOT_FOUND, "not_found"),
            MessageError::OwnMessage(_) => with(StatusCode::UNPROCESSABLE_ENTITY, "own_message"),
            MessageError::NotModerator => with(StatusCode::FORBIDDEN, "forbidden"),
            MessageError::NoSuchReport(_) => with(StatusCode::NOT_FOUND, "not_found"),
        }
    }
}

fn action_error(err: GameActionError) -> ApiError {
    let message = err.to_string();
    let with = |status, code| ApiError::new(status, code, message.clone());
    match err {
        GameActionError::NotAPlayer(_) => with(StatusCode::FORBIDDEN, "not_a_player"),
        GameActionError::GameOver(..) => with(StatusCode::CONFLICT, "game_over"),
        GameActionError::NotYourTurn(_) => with(StatusCode::CONFLICT, "not_your_turn"),
        GameActionError::StalePly { .. } => with(StatusCode::CONFLICT, "stale_ply"),
        GameActionError::NoOfferToAnswer | GameActionError::AlreadyOffered => {
            with(StatusCode::CONFLICT, "no_draw_offer")
        }
        GameActionError::Claim(_) => with(StatusCode::UNPROCESSABLE_ENTITY, "claim_refused"),
        GameActionError::Move { error, legal_moves } => {
            let code = match error {
                MoveError::Illegal { .. } => "illegal_move",
                MoveError::Ambiguous { .. } => "ambiguous_move",
                MoveError::WrongMoveNumber { .. } | MoveError::WrongSide { .. } => {
                    "wrong_move_number"
                }
                _ => "unreadable_move",
            };
            ApiError {
                legal_moves: Some(legal_moves),
                ..with(StatusCode::UNPROCESSABLE_ENTITY, code)
            }
        }
    }
}

impl From<AdjudicationError> for ApiError {
    fn from(err: AdjudicationError) -> ApiError {
        let message = err.to_string();
        let with = |status, code| ApiError::new(status, code, message.clone());
        match err {
            AdjudicationError::Game(e) => ApiError::from(e),
            AdjudicationError::Event(e) => ApiError::from(*e),
            AdjudicationError::NotAllowed(_) => with(StatusCode::FORBIDDEN, "forbidden"),
            AdjudicationError::OwnGame(_) => with(StatusCode::FORBIDDEN, "own_game"),
            AdjudicationError::NotAPlayer(_) => with(StatusCode::FORBIDDEN, "not_a_player"),
            AdjudicationError::Decision(_) => {
                with(StatusCode::UNPROCESSABLE_ENTITY, "invalid_decision")
            }
            AdjudicationError::Finished(..) => with(StatusCode::CONFLICT, "game_over"),
            AdjudicationError::ClaimRefused(_) => {
                with(StatusCode::UNPROCESSABLE_ENTITY, "claim_refused")
            }
            AdjudicationError::NoTablebases => with(StatusCode::CONFLICT, "tablebases_unavailable"),
            AdjudicationError::UnknownUser(_) => with(StatusCode::NOT_FOUND, "not_found"),
            AdjudicationError::Tablebase(_) => ApiError::internal(message),
        }
    }
}

impl From<EventServiceError> for ApiError {
    fn from(err: EventServiceError) -> ApiError {
        let message = err.to_string();
        let with = |status, code| ApiError::new(status, code, message.clone());
        match err {
            EventServiceError::Game(e) => ApiError::from(e),
            EventServiceError::NotFound(_) | EventServiceError::ClaimNotFound(_) => {
                with(StatusCode::NOT_FOUND, "not_found")
            }
            EventServiceError::NotOrganizer(_) => with(StatusCode::FORBIDDEN, "forbidden"),
            EventServiceError::OwnGame(_) => with(StatusCode::FORBIDDEN, "own_game"),
            EventServiceError::NotAPlayer(..) => with(StatusCode::FORBIDDEN, "not_a_player"),
            EventServiceError::Settings(EventError::Terms(ChallengeError::Position(_))) => {
                with(StatusCode::UNPROCESSABLE_ENTITY, "invalid_position")
            }
            EventServiceError::Settings(_) => {
                with(StatusCode::UNPROCESSABLE_ENTITY, "invalid_event")
            }
            EventServiceError::Decision(_) => {
                with(StatusCode::UNPROCESSABLE_ENTITY, "invalid_decision")
            }
            EventServiceError::UnknownPlayer(_) => {
                with(StatusCode::UNPROCESSABLE_ENTITY, "unknown_player")
            }
            EventServiceError::Seeding(_) | EventServiceError::NotAnEventGame(_) => {
                with(StatusCode::UNPROCESSABLE_ENTITY, "invalid_request")
            }
            EventServiceError::Claim(_) => with(StatusCode::CONFLICT, "claim_refused"),
            EventServiceError::WrongStatus { .. } | EventServiceError::RegistrationClosed(_) => {
                with(StatusCode::CONFLICT, "wrong_event_status")
            }
            EventServiceError::AlreadyRegistered(_) => {
                with(StatusCode::CONFLICT, "already_registered")
            }
            EventServiceError::NotRegistered(_) => with(StatusCode::CONFLICT, "not_registered"),
            EventServiceError::Full(_) => with(StatusCode::CONFLICT, "event_full"),
            EventServiceError::GameOver(_) => with(StatusCode::CONFLICT, "game_over"),
            EventServiceError::Notify(e) => notify_error(&e),
        }
    }
}

impl From<ReportError> for ApiError {
    fn from(err: ReportError) -> ApiError {
        match err {
            ReportError::Event(e) => ApiError::from(e),
            ReportError::Pool(e) => ApiError::from(e),
        }
    }
}

impl From<actix_web::error::BlockingError> for ApiError {
    fn from(err: actix_web::error::BlockingError) -> ApiError {
        ApiError::internal(err)
    }
}

impl From<DbError> for ApiError {
    fn from(err: DbError) -> ApiError {
        ApiError::database(&err)
    }
}

impl From<PoolError> for ApiError {
    fn from(err: PoolError) -> ApiError {
        ApiError::storage(err.storage_failure(), err)
    }
}

/// Maps JSON body problems (malformed, wrong fields, too large) to API errors.
pub fn json_error(err: actix_web::error::JsonPayloadError) -> ApiError {
    use actix_web::error::JsonPayloadError as E;
    match err {
        E::Overflow { limit } | E::OverflowKnownLength { limit, .. } => ApiError::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            "payload_too_large",
            format!("the request body is larger than the {limit} bytes allowed"),
        ),
        E::ContentType => ApiError::new(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "unsupported_media_type",
            "send the body as JSON with Content-Type: application/json",
        ),
        other => ApiError::new(
            StatusCode::BAD_REQUEST,
            "invalid_json",
            format!("the request body is not the JSON expected: {other}"),
        ),
    }
}

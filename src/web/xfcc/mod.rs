//! The Xfcc door: XfccBasic, the SOAP 1.1 web service that correspondence programs (Scid up to
//! 4.7.4, ChessBase, Lucas Chess) use to fetch a player's games and send moves, as ICCF and
//! other correspondence servers offer it. An adapter above the services like [`crate::web`]
//! (which mounts it) and the mail doors: nothing below imports it.
//!
//! `POST /xfcc` (and `/xfcc/XfccBasic.asmx`, as ICCF names it) reads the envelope with a real
//! XML parser ([`soap`]), dispatches on the first element inside the body (Scid sends no
//! SOAPAction header; one that is sent, quoted or not, must name the same operation), signs the
//! player in ([`crate::service::xfcc::access`]) and calls one use case: `GetMyGames` or
//! `MakeAMove` (whose refusals become answer codes in [`codes::code_of`]). `GET /xfcc?wsdl`
//! answers the WSDL of what Kingpost speaks.

use std::time::Instant;

use actix_web::http::StatusCode;
use actix_web::http::header::{self, HeaderValue};
use actix_web::{HttpRequest, HttpResponse, web};

use crate::service::sign_in::{Attempt, Client};
use crate::service::xfcc::{self as use_cases, XfccMove};
use crate::web::client_address::client_address;
use crate::web::state::AppState;

pub mod codes;
pub mod reply;
pub mod soap;

use codes::{Refusal, ResultCode, code_of};
use soap::{Call, SoapError};

/// The paths the service answers at.
pub const PATHS: [&str; 3] = ["/xfcc", "/xfcc/XfccBasic.asmx", "/xfcc/xfccbasic.asmx"];

/// Registers the Xfcc routes.
pub fn routes(cfg: &mut web::ServiceConfig) {
    for path in PATHS {
        cfg.service(
            web::resource(path)
                .route(web::post().to(post))
                .route(web::get().to(get)),
        );
    }
}

/// `GET /xfcc?wsdl`: the WSDL; without `?wsdl`, a line saying what this address is.
async fn get(req: HttpRequest, state: web::Data<AppState>) -> HttpResponse {
    if req.query_string().eq_ignore_ascii_case("wsdl") {
        let location = format!("{}/xfcc", state.config.base_url);
        let wsdl = include_str!("XfccBasic.wsdl").replace("{LOCATION}", &location);
        return xml(StatusCode::OK, wsdl);
    }
    HttpResponse::Ok()
        .content_type("text/plain; charset=utf-8")
        .body(format!(
            "This is Kingpost's Xfcc (XfccBasic) service for correspondence chess programs such \
             as Scid and ChessBase: enter {}/xfcc as the server address. Its WSDL: {}/xfcc?wsdl\n",
            state.config.base_url, state.config.base_url
        ))
}

/// `POST /xfcc`: one SOAP call.
async fn post(req: HttpRequest, payload: web::Payload, state: web::Data<AppState>) -> HttpResponse {
    let call = match read_body(payload).await.and_then(|body| soap::read(&body)) {
        Ok(call) => call,
        Err(error) => return fault(true, &error.to_string(), &error.to_string()),
    };
    if let Some(action) = soap_action(&req).filter(|a| *a != call.operation) {
        let detail = format!(
            "the SOAPAction header names {action} but the body holds {}",
            call.operation
        );
        return fault(true, &detail, &detail);
    }
    let attempt = Attempt {
        username: call.field("username").unwrap_or_default().to_owned(),
        password: call.field("password").unwrap_or_default().to_owned(),
        client: Client {
            address: client_address(&req, &state.config.trusted_proxies),
            known_device: None,
        },
    };
    match call.operation.as_str() {
        "GetMyGames" => get_my_games(&state, attempt).await,
        "MakeAMove" => {
            let code = match make_a_move(&state, attempt, &call).await {
                Ok(()) => ResultCode::Success,
                Err(refusal) => {
                    tracing::info!(%refusal, "xfcc MakeAMove refused");
                    code_of(&refusal)
                }
            };
            xml(StatusCode::OK, reply::make_a_move(code))
        }
        other => {
            let detail = format!("Kingpost speaks GetMyGames and MakeAMove, not {other}");
            fault(true, ResultCode::FeatureUnavailable.as_str(), &detail)
        }
    }
}

/// The body, up to [`soap::MAX_BYTES`].
async fn read_body(payload: web::Payload) -> Result<Vec<u8>, SoapError> {
    match payload.to_bytes_limited(soap::MAX_BYTES).await {
        Ok(Ok(body)) => Ok(body.to_vec()),
        Ok(Err(error)) => Err(SoapError::Malformed(error.to_string())),
        Err(_) => Err(SoapError::TooLarge),
    }
}

/// The SOAP 1.1 header naming the operation (HTTP header names are case-insensitive).
const SOAP_ACTION: &str = "soapaction";

/// The operation a SOAPAction header names (`"http://…/XfccBasic/MakeAMove"`, quoted or not);
/// `None` when absent or empty.
fn soap_action(req: &HttpRequest) -> Option<String> {
    let value = req.headers().get(SOAP_ACTION)?.to_str().ok()?;
    let value = value.trim().trim_matches('"').trim();
    let name = value.rsplit('/').next().unwrap_or(value);
    (!name.is_empty()).then(|| name.to_owned())
}

async fn get_my_games(state: &AppState, attempt: Attempt) -> HttpResponse {
    let throttle = state.throttle.clone();
    let (now, days) = (state.clock.now(), state.config.xfcc_finished_days);
    let found = crate::web::api::read(state, move |conn| {
        let user = match use_cases::sign_in(conn, &throttle, &attempt, Instant::now()) {
            Ok(user) => user,
            Err(error) => return Ok(Err(Refusal::Access(error))),
        };
        let user = crate::domain::account::UserId(user.id);
        Ok::<_, crate::web::error::ApiError>(
            use_cases::my_games(conn, user, days, now).map_err(|e| Refusal::Move(e.into())),
        )
    })
    .await;
    match found {
        Ok(Ok(games)) => xml(
            StatusCode::OK,
            reply::get_my_games(&games, &state.config.base_url),
        ),
        Ok(Err(refusal)) if code_of(&refusal) == ResultCode::AuthenticationFailed => fault(
            true,
            ResultCode::AuthenticationFailed.as_str(),
            &refusal.to_string(),
        ),
        Ok(Err(refusal)) => server_error(&refusal.to_string()),
        Err(error) => server_error(&error.to_string()),
    }
}

fn server_error(detail: &str) -> HttpResponse {
    tracing::warn!(detail, "xfcc GetMyGames failed");
    fault(
        false,
        ResultCode::ServerError.as_str(),
        "the server could not answer; try again later",
    )
}

/// Signs in (on a reading connection: the password check is slow) and plays the call as one
/// write.
async fn make_a_move(state: &AppState, attempt: Attempt, call: &Call) -> Result<(), Refusal> {
    let request = parse_move(call)?;
    let throttle = state.throttle.clone();
    let signed_in = crate::web::api::read(state, move |conn| {
        Ok::<_, crate::web::error::ApiError>(use_cases::sign_in(
            conn,
            &throttle,
            &attempt,
            Instant::now(),
        ))
    })
    .await
    .map_err(server_failure)??;
    let user = crate::domain::account::UserId(signed_in.id);
    let (mail, now) = (state.mail.clone(), state.clock.now());
    crate::web::api::write_grouped(state, move |conn| {
        Ok::<_, crate::web::error::ApiError>(use_cases::make_a_move(
            conn, &mail, user, &request, now,
        ))
    })
    .await
    .map_err(server_failure)??;
    Ok(())
}

fn server_failure(error: crate::web::error::ApiError) -> Refusal {
    Refusal::Server(error.to_string())
}

/// The fields of `MakeAMove`: booleans as xs:boolean (`true`/`false`/`1`/`0`, absent: false).
fn parse_move(call: &Call) -> Result<XfccMove, Refusal> {
    let value = |name: &str| call.field(name).unwrap_or_default().trim().to_owned();
    let flag = |name: &str| matches!(call.field(name).map(str::trim), Some("true" | "1"));
    let id = value("gameId");
    let game_id = id.parse().map_err(|_| Refusal::GameId(id.clone()))?;
    let count = value("movecount");
    let movecount = match count.as_str() {
        "" => None,
        given => Some(
            given
                .parse()
                .map_err(|_| Refusal::MoveCount(count.clone()))?,
        ),
    };
    Ok(XfccMove {
        game_id,
        movecount,
        text: value("myMove"),
        resign: flag("resign"),
        accept_draw: flag("acceptDraw"),
        offer_draw: flag("offerDraw"),
        claim_draw: flag("claimDraw"),
        message: call.field("myMessage").unwrap_or_default().to_owned(),
    })
}

/// A SOAP fault, with HTTP status 500 as SOAP 1.1 asks for every fault.
fn fault(client: bool, string: &str, detail: &str) -> HttpResponse {
    xml(
        StatusCode::INTERNAL_SERVER_ERROR,
        reply::fault(client, string, detail),
    )
}

fn xml(status: StatusCode, body: String) -> HttpResponse {
    let mut response = HttpResponse::build(status).body(body);
    response.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/xml; charset=utf-8"),
    );
    response
}

//! Writing XfccBasic's SOAP 1.1 answers in the shape the clients parse, which is stricter than
//! XML: Scid cuts answers apart with regular expressions before it parses them, so a fault is
//! written with the literal `soap:` prefix (`<soap:Fault>`), `MakeAMoveResponse` carries the
//! service namespace as its one attribute (Scid looks for `<MakeAMoveResponse …">`), and
//! `GetMyGamesResult` has no attributes, its games unprefixed elements.

use std::fmt::Write as _;

use quick_xml::escape::escape;

use crate::service::xfcc::{TimeLeft, XfccGame};

use super::codes::ResultCode;
use super::soap::XFCC_NS;

/// The start of every answer, up to the body's content.
fn open(out: &mut String) {
    out.push_str(concat!(
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n",
        "<soap:Envelope xmlns:soap=\"http://schemas.xmlsoap.org/soap/envelope/\" ",
        "xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" ",
        "xmlns:xsd=\"http://www.w3.org/2001/XMLSchema\">",
        "<soap:Body>"
    ));
}

fn close(out: &mut String) {
    out.push_str("</soap:Body></soap:Envelope>\n");
}

/// `<MakeAMoveResponse><MakeAMoveResult>code</MakeAMoveResult></MakeAMoveResponse>`.
pub fn make_a_move(code: ResultCode) -> String {
    let mut out = String::with_capacity(400);
    open(&mut out);
    let _ = write!(
        out,
        "<MakeAMoveResponse xmlns=\"{XFCC_NS}\"><MakeAMoveResult>{}</MakeAMoveResult>\
         </MakeAMoveResponse>",
        code.as_str()
    );
    close(&mut out);
    out
}

/// A SOAP fault: `client` for a request that is wrong (`soap:Client`), else `soap:Server`;
/// `string` is the faultstring clients compare (`AuthenticationFailed`, `ServerError`, or a
/// description), `detail` says more in words.
pub fn fault(client: bool, string: &str, detail: &str) -> String {
    let mut out = String::with_capacity(512);
    open(&mut out);
    let code = if client { "soap:Client" } else { "soap:Server" };
    let _ = write!(
        out,
        "<soap:Fault><faultcode>{code}</faultcode><faultstring>{}</faultstring>\
         <detail>{}</detail></soap:Fault>",
        escape(string),
        escape(detail)
    );
    close(&mut out);
    out
}

/// `<GetMyGamesResponse><GetMyGamesResult><XfccGame>…</XfccGame>…</GetMyGamesResult>…`.
pub fn get_my_games(games: &[XfccGame], base_url: &str) -> String {
    let mut out = String::with_capacity(512 + games.len() * 1500);
    open(&mut out);
    let _ = write!(
        out,
        "<GetMyGamesResponse xmlns=\"{XFCC_NS}\"><GetMyGamesResult>"
    );
    for game in games {
        write_game(&mut out, game, base_url);
    }
    out.push_str("</GetMyGamesResult></GetMyGamesResponse>");
    close(&mut out);
    out
}

fn element(out: &mut String, name: &str, value: impl std::fmt::Display) {
    let value = value.to_string();
    let _ = write!(out, "<{name}>{}</{name}>", escape(value.as_str()));
}

fn write_game(out: &mut String, game: &XfccGame, base_url: &str) {
    out.push_str("<XfccGame>");
    element(out, "id", game.id);
    element(out, "white", &game.white);
    element(out, "black", &game.black);
    element(out, "event", &game.event);
    element(out, "site", base_url);
    element(out, "eventDate", game.event_date.format("%Y.%m.%d"));
    element(out, "myTurn", game.my_turn);
    element(out, "hasWhite", game.has_white);
    write_time(out, "Player", game.time_player);
    write_time(out, "Opponent", game.time_opponent);
    element(out, "moves", &game.moves);
    element(out, "drawOffered", game.draw_offered);
    element(out, "result", game.result.as_str());
    element(out, "message", game.message.as_deref().unwrap_or(""));
    element(
        out,
        "gameLink",
        format_args!("{base_url}/games/{}", game.id),
    );
    let info = match game.deadline {
        Some(deadline) => format!(
            "Kingpost; deadline {} UTC",
            deadline.format("%Y-%m-%d %H:%M")
        ),
        None => "Kingpost".to_owned(),
    };
    element(out, "serverInfo", info);
    if let Some(elo) = game.elo.0 {
        element(out, "whiteElo", elo);
    }
    if let Some(elo) = game.elo.1 {
        element(out, "blackElo", elo);
    }
    if let Some(tc) = &game.time_control {
        element(out, "timeControl", tc);
    }
    element(
        out,
        "variant",
        if game.chess960 { "Chess960" } else { "chess" },
    );
    element(out, "setup", game.fen.is_some());
    if let Some(fen) = &game.fen {
        element(out, "fen", fen);
    }
    for rule in ["noOpeningBooks", "noDatabases", "noTablebases", "noEngines"] {
        element(out, rule, false);
    }
    if let Some(place) = game.place {
        element(out, "section", place.section);
        element(out, "round", place.round);
        element(out, "board", place.board);
    }
    out.push_str("</XfccGame>");
}

fn write_time(out: &mut String, whose: &str, time: TimeLeft) {
    element(out, &format!("days{whose}"), time.days);
    element(out, &format!("hours{whose}"), time.hours);
    element(out, &format!("minutes{whose}"), time.minutes);
}

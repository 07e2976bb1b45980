//! The move reader and writer, driven by data: every legal move of many positions written in
//! every notation and language and read back; tables of messy, localised inputs with the move
//! they mean; and tables of wrong inputs with the exact message a player gets.

use kingpost::chess::notation::IllegalReason;
use kingpost::chess::{
    Chess, Language, Move, MoveError, Notation, Position, StartPosition, parse_move, write_move,
};
use shakmaty::san::SanPlus;
use shakmaty::uci::UciMove;

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
/// White to play exd6 e.p. (or the plain pawn moves).
const EN_PASSANT: &str = "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3";
/// b7 can push to b8 or take on a8 or c8, with every promotion piece.
const PROMOTIONS: &str = "r1b1k3/1P6/8/8/8/8/6p1/4K2R w K - 0 40";
/// Black to move 13, knights on b8 and f6 can both reach d7.
const BLACK_13: &str = "rnbqkb1r/ppp2ppp/3p1n2/4p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R b KQkq - 4 13";
/// Knights on b1 and f3 can both reach d2.
const TWO_KNIGHTS: &str = "rnbqkb1r/pppppppp/8/8/8/2n2N2/PPP1PPPP/RNBQKB1R w KQkq - 0 5";
/// The b2 pawn and the d2 bishop can both take on c3.
const PAWN_OR_BISHOP: &str = "4k3/8/8/8/8/2n5/1P1B4/4K3 w - - 0 1";
/// The knight on e2 is pinned by the rook on e7.
const PINNED: &str = "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1";
/// Chess960: king f1, rooks a1 and h1; f1-g1 is a plain king step, castling is f1h1.
const C960: &str = "4k3/8/8/8/8/8/8/R4K1R w HA - 0 1";

fn position(fen: &str) -> Chess {
    StartPosition::from_fen(fen)
        .unwrap_or_else(|e| panic!("{fen}: {e}"))
        .position()
        .clone()
}

fn language(code: &str) -> Language {
    Language::from_code(code).unwrap_or_else(|| panic!("language {code}"))
}

fn uci(position: &Chess, mv: Move) -> String {
    UciMove::from_move(mv, position.castles().mode()).to_string()
}

// ---------------------------------------------------------------------------------------------
// Round trips

/// A tiny xorshift64 generator, so random playouts are the same on every run.
struct XorShift(u64);

impl XorShift {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Positions reached by random playouts from `start`, every `every` plies.
fn playout(start: &Chess, seed: u64, plies: usize, every: usize) -> Vec<Chess> {
    let mut rng = XorShift(seed);
    let mut position = start.clone();
    let mut seen = Vec::new();
    for ply in 0..plies {
        let legal = position.legal_moves();
        if legal.is_empty() {
            break;
        }
        if ply % every == 0 {
            seen.push(position.clone());
        }
        let mv = legal[rng.below(legal.len())];
        position.play_unchecked(mv);
    }
    seen
}

fn perft_fens() -> Vec<String> {
    include_str!("../data/perft/perft.txt")
        .lines()
        .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
        .map(|line| line.split('|').nth(1).unwrap().trim().to_owned())
        .collect()
}

fn round_trip_positions() -> Vec<Chess> {
    let mut fens: Vec<String> = [
        START,
        KIWIPETE,
        EN_PASSANT,
        PROMOTIONS,
        BLACK_13,
        TWO_KNIGHTS,
    ]
    .map(str::to_owned)
    .to_vec();
    fens.extend(perft_fens());
    let mut positions: Vec<Chess> = fens.iter().map(|f| position(f)).collect();
    let mut starts = vec![Chess::default(), position(KIWIPETE)];
    for number in [0, 359, 959] {
        starts.push(StartPosition::chess960(number).unwrap().position().clone());
    }
    for (seed, start) in starts.iter().enumerate() {
        positions.extend(playout(start, 0x9E37_79B9_7F4A_7C15 + seed as u64, 120, 6));
    }
    positions
}

#[test]
fn every_move_round_trips_in_every_notation_and_language() {
    let positions = round_trip_positions();
    assert!(positions.len() > 80, "{} positions", positions.len());
    let mut checked = 0;
    for position in &positions {
        for &mv in &position.legal_moves() {
            for notation in Notation::ALL {
                for language in Language::ALL {
                    let text = write_move(position, mv, notation, language);
                    let read = parse_move(position, &text, language).unwrap_or_else(|e| {
                        panic!("{text} ({notation:?}, {language:?}) in {position:?}: {e}")
                    });
                    assert_eq!(read.mv, mv, "{text} ({notation:?}, {language:?})");
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 100_000, "{checked} moves checked");
}

#[test]
fn english_san_is_shakmatys_san_and_numbers_read_back() {
    for position in round_trip_positions() {
        let number = position.fullmoves();
        let dots = position.turn().fold_wb(".", "...");
        for &mv in &position.legal_moves() {
            let text = write_move(&position, mv, Notation::San, Language::English);
            assert_eq!(text, SanPlus::from_move(position.clone(), mv).to_string());
            let numbered = format!("{number}{dots} {text}");
            let read = parse_move(&position, &numbered, Language::English).unwrap();
            assert_eq!(read.mv, mv, "{numbered}");
        }
    }
}

/// position | the move in SAN | notation | language | how it is written
const WRITES: &str = "
# UCI and ICCF follow the castling mode: the king's move in standard chess, king takes rook in
# Chess960 UCI, the king's castled square in Chess960 ICCF.
kiwipete | O-O    | uci      | en | e1g1
kiwipete | O-O    | iccf     | en | 5171
kiwipete | O-O    | lan      | en | O-O
kiwipete | O-O-O  | uci      | en | e1c1
4k3/8/8/8/8/8/8/1R2K1R1 w GB - 0 1 | O-O   | uci  | en | e1g1
4k3/8/8/8/8/8/8/1R2K1R1 w GB - 0 1 | O-O   | iccf | en | 5171
4k3/8/8/8/8/8/8/1R2K1R1 w GB - 0 1 | O-O-O | uci  | en | e1b1
4k3/8/8/8/8/8/8/1R2K1R1 w GB - 0 1 | O-O-O | iccf | en | 5131
chess960 | O-O    | iccf     | en | 6181
chess960 | Kg1    | iccf     | en | 6171
# Figurines follow the side to move; letters follow the language.
black-13 | Be7    | figurine | en | ♝e7
black-13 | Be7    | san      | hu | Fe7
black-13 | Nbd7   | lan      | cs | Jb8-d7
promotions | bxa8=Q | figurine | en | bxa8=♕
promotions | bxa8=Q | san      | ru | bxa8=Ф
promotions | bxa8=Q | lan      | de | b7xa8=D
promotions | bxa8=Q | iccf     | de | 27181
promotions | bxa8=N | uci      | fr | b7a8n
pinned     | Kd2    | san      | ru | Крd2
pinned     | Kd2    | san      | fr | Rd2
en-passant | exd6   | lan      | en | e5xd6
# SAN and figurine SAN end with the check or mate mark; the other notations do not.
start | e4 | san | en | e4
4k3/8/8/8/8/8/8/R3K3 w - - 0 1 | Ra8 | san      | en | Ra8+
4k3/8/8/8/8/8/8/R3K3 w - - 0 1 | Ra8 | figurine | en | ♖a8+
4k3/8/8/8/8/8/8/R3K3 w - - 0 1 | Ra8 | lan      | en | Ra1-a8
6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1 | Ra8 | san   | pl | Wa8#
";

#[test]
fn moves_are_written_as_expected() {
    let mut failures = Vec::new();
    for row in rows(WRITES, 5) {
        let [name, san, notation, code, expected] = row[..] else {
            unreachable!()
        };
        let position = named(name);
        let mv = parse_move(&position, san, Language::English).unwrap().mv;
        let notation = Notation::from_name(notation).unwrap();
        let written = write_move(&position, mv, notation, language(code));
        if written != expected {
            failures.push(format!(
                "{san} as {notation:?} ({code}): got {written}, want {expected}"
            ));
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

// ---------------------------------------------------------------------------------------------
// Tables

/// A position by its name in the tables below, or a FEN.
fn named(name: &str) -> Chess {
    let fen = match name {
        "start" => START,
        "kiwipete" => KIWIPETE,
        "en-passant" => EN_PASSANT,
        "promotions" => PROMOTIONS,
        "black-13" => BLACK_13,
        "two-knights" => TWO_KNIGHTS,
        "pawn-or-bishop" => PAWN_OR_BISHOP,
        "pinned" => PINNED,
        "chess960" => C960,
        fen => fen,
    };
    position(fen)
}

/// The rows of a `|`-separated table: non-empty lines not starting with `#`, fields trimmed.
fn rows(table: &str, fields: usize) -> Vec<Vec<&str>> {
    table
        .lines()
        .filter(|line| !line.trim().is_empty() && !line.trim_start().starts_with('#'))
        .map(|line| {
            let row: Vec<&str> = line.split('|').map(str::trim).collect();
            assert_eq!(row.len(), fields, "{line}");
            row
        })
        .collect()
}

// ---------------------------------------------------------------------------------------------
// Messy and localised inputs

/// position | reader's language | input | the move in UCI | notation read | language reported
const INPUTS: &str = "
# English SAN, clean and messy.
start          | en    | Nf3          | g1f3  | san      | -
start          | en    | Nf3+!?,      | g1f3  | san      | -
start          | en    | Nf3.         | g1f3  | san      | -
start          | en    | (Nf3)        | g1f3  | san      | -
start          | en    | nf3          | g1f3  | san      | -
start          | en    | NF3          | g1f3  | san      | -
start          | en    | Ng1f3        | g1f3  | san      | -
start          | en    | Ng1-f3       | g1f3  | lan      | -
start          | en    | g1-f3        | g1f3  | lan      | -
start          | en    | e4           | e2e4  | san      | -
start          | en    | \"e4\",      | e2e4  | san      | -
start          | en    | e2-e4        | e2e4  | lan      | -
start          | en    | e2–e4        | e2e4  | lan      | -
start          | en    | e2 - e4      | e2e4  | lan      | -
start          | en    | e2e4         | e2e4  | uci      | -
start          | en    | e2 e4        | e2e4  | uci      | -
start          | en    | E2E4         | e2e4  | uci      | -
start          | en    | 5254         | e2e4  | iccf     | -
start          | en    | 52-54        | e2e4  | iccf     | -
start          | en    | 52 54        | e2e4  | iccf     | -
start          | en    | 7163         | g1f3  | iccf     | -
start          | en    | 1. e4        | e2e4  | san      | -
start          | en    | 1.e4         | e2e4  | san      | -
start          | en    | 1 e4         | e2e4  | san      | -
start          | en    | 1.- e4       | e2e4  | san      | -
start          | en    | 1. 5254      | e2e4  | iccf     | -
start          | en    | ♘f3          | g1f3  | figurine | -
start          | en    | ♞f3          | g1f3  | figurine | -
start          | ru    | ♘f3          | g1f3  | figurine | -
# Move numbers for Black.
black-13       | en    | 13... Nf6-d5 | f6d5  | lan      | -
black-13       | en    | 13... Be7    | f8e7  | san      | -
black-13       | en    | 13...Be7     | f8e7  | san      | -
black-13       | en    | 13 ... Be7   | f8e7  | san      | -
black-13       | en    | 13… Be7      | f8e7  | san      | -
black-13       | en    | 13. ... Be7  | f8e7  | san      | -
black-13       | en    | 13.- Be7     | f8e7  | san      | -
black-13       | en    | ...Be7       | f8e7  | san      | -
black-13       | en    | ♝e7          | f8e7  | figurine | -
black-13       | en    | ♗e7          | f8e7  | figurine | -
black-13       | en    | Nbd7         | b8d7  | san      | -
# Local letters.
start          | de    | Sf3          | g1f3  | san      | de
start          | de-AT | Sg1-f3       | g1f3  | lan      | de
start          | de    | Nf3          | g1f3  | san      | -
start          | fr    | Cf3          | g1f3  | san      | fr
start          | es    | Cf3          | g1f3  | san      | es
start          | it    | Cf3          | g1f3  | san      | it
start          | pt_BR | Cf3          | g1f3  | san      | pt
start          | nl    | Pf3          | g1f3  | san      | nl
start          | sv    | Sf3          | g1f3  | san      | sv
start          | da    | Sf3          | g1f3  | san      | da
start          | nb    | Sf3          | g1f3  | san      | no
start          | cs    | Jf3          | g1f3  | san      | cs
start          | pl    | Sf3          | g1f3  | san      | pl
start          | hu    | Hf3          | g1f3  | san      | hu
start          | ro    | Cf3          | g1f3  | san      | ro
start          | ru    | Кf3          | g1f3  | san      | ru
start          | ru    | кf3          | g1f3  | san      | ru
pinned         | ru    | Крd2         | e1d2  | san      | ru
pinned         | ru    | кре1-f1      | e1f1  | lan      | ru
pinned         | de    | Kd2          | e1d2  | san      | -
pinned         | fr    | Rd2          | e1d2  | san      | fr
# A clash: French R is the king, English R the rook. The player's language wins when both are
# legal; English is used when only its reading is legal.
4k3/8/8/8/8/8/8/R3K3 w - - 0 1 | fr | Rd1 | e1d1 | san | fr
4k3/8/8/8/8/8/8/R3K3 w - - 0 1 | fr | Rb1 | a1b1 | san | -
4k3/8/8/8/8/8/8/R3K3 w - - 0 1 | en | Rd1 | a1d1 | san | -
# Hungarian B is a rook, English B a bishop.
4k3/8/8/8/8/8/8/B3K2R w - - 0 1 | hu | Bg1 | h1g1 | san | hu
4k3/8/8/8/8/8/8/B3K2R w - - 0 1 | hu | Bb2 | a1b2 | san | -
# b: the b-file first, the bishop when no pawn can.
pawn-or-bishop | en    | bxc3         | b2c3  | san      | -
pawn-or-bishop | en    | Bxc3         | d2c3  | san      | -
pawn-or-bishop | en    | BXC3         | d2c3  | san      | -
pawn-or-bishop | en    | D2XC3        | d2c3  | lan      | -
4k3/8/8/8/8/2n5/3B4/4K3 w - - 0 1 | en | bxc3 | d2c3 | san | -
# A capital file letter (a phone's) is the file when no piece of that letter fits; B stays a
# bishop when a bishop can go there as written.
4k3/8/8/8/8/2n5/1P6/4K3 w - - 0 1 | en | Bxc3 | b2c3 | san | -
4k3/8/8/8/8/2n5/1P6/4K3 w - - 0 1 | en | Bc3 | b2c3 | san | -
4k3/8/8/8/8/8/1P1B4/4K3 w - - 0 1 | en | Bc3 | d2c3 | san | -
start          | en    | C3           | c2c3  | san      | -
start          | en    | E4!          | e2e4  | san      | -
start          | en    | E2-e4        | e2e4  | lan      | -
en-passant     | en    | Exd6         | e5d6  | san      | -
en-passant     | fr    | Exd6         | e5d6  | san      | -
4k3/8/8/8/4p3/3Q4/8/4K3 w - - 0 1 | de | Dxe4 | d3e4 | san | de
4k3/8/8/8/4p3/3P4/8/4K3 w - - 0 1 | de | Dxe4 | d3e4 | san | -
# Typography from phones: curly and low quotes, dashes, ellipses.
start          | en    | “e4”         | e2e4  | san      | -
start          | de    | „Sf3“        | g1f3  | san      | de
start          | en    | ‘Nf3’        | g1f3  | san      | -
kiwipete       | en    | “O–O”        | e1g1  | san      | -
kiwipete       | en    | O—O—O        | e1c1  | san      | -
black-13       | en    | 13…Be7       | f8e7  | san      | -
black-13       | en    | …Be7         | f8e7  | san      | -
black-13       | en    | Be7…         | f8e7  | san      | -
# German d: the d-file first, the queen (Dame) when no pawn can.
4k3/8/8/8/8/8/8/3QK3 w - - 0 1 | de | dd4 | d1d4 | san | de
# Ambiguity resolved by overspecification.
two-knights    | en    | Nbd2         | b1d2  | san      | -
two-knights    | en    | Nf3d2        | f3d2  | san      | -
two-knights    | en    | N1d2         | b1d2  | san      | -
# Captures without x, with a colon, with ×, with a Cyrillic х.
pawn-or-bishop | en    | bc3          | b2c3  | san      | -
pawn-or-bishop | en    | b:c3         | b2c3  | san      | -
pawn-or-bishop | en    | b×c3         | b2c3  | san      | -
pawn-or-bishop | ru    | bхc3         | b2c3  | san      | -
pawn-or-bishop | en    | d2:c3        | d2c3  | lan      | -
# En passant.
en-passant     | en    | exd6         | e5d6  | san      | -
en-passant     | en    | exd6 e.p.    | e5d6  | san      | -
en-passant     | en    | exd6ep       | e5d6  | san      | -
en-passant     | en    | ed6          | e5d6  | san      | -
en-passant     | en    | e5xd6        | e5d6  | lan      | -
en-passant     | en    | e5d6         | e5d6  | uci      | -
en-passant     | en    | 5546         | e5d6  | iccf     | -
# Promotions.
promotions     | en    | b8=Q         | b7b8q | san      | -
promotions     | en    | b8Q          | b7b8q | san      | -
promotions     | en    | b8(Q)        | b7b8q | san      | -
promotions     | en    | b8/Q         | b7b8q | san      | -
promotions     | en    | b8=N+        | b7b8n | san      | -
promotions     | en    | bxa8=R       | b7a8r | san      | -
promotions     | en    | ba8B         | b7a8b | san      | -
promotions     | en    | b7c8n        | b7c8n | uci      | -
promotions     | hu    | b7a8b        | b7a8b | uci      | -
promotions     | en    | b7-b8=Q      | b7b8q | lan      | -
promotions     | en    | 27284        | b7b8n | iccf     | -
promotions     | en    | b8=♕         | b7b8q | figurine | -
promotions     | de    | b8=D         | b7b8q | san      | de
promotions     | de    | b8=L         | b7b8b | san      | de
promotions     | de    | b8=Q         | b7b8q | san      | -
promotions     | fr    | b8=D         | b7b8q | san      | fr
promotions     | fr    | b8=R         | b7b8r | san      | -
promotions     | ru    | b8=Ф         | b7b8q | san      | ru
# Castling.
kiwipete       | en    | O-O          | e1g1  | san      | -
kiwipete       | en    | 0-0          | e1g1  | san      | -
kiwipete       | en    | o-o          | e1g1  | san      | -
kiwipete       | en    | 0-0+         | e1g1  | san      | -
kiwipete       | en    | O–O–O        | e1c1  | san      | -
kiwipete       | en    | 0-0-0        | e1c1  | san      | -
kiwipete       | en    | e1g1         | e1g1  | uci      | -
kiwipete       | en    | e1h1         | e1g1  | uci      | -
kiwipete       | en    | e1a1         | e1c1  | uci      | -
kiwipete       | en    | 5171         | e1g1  | iccf     | -
kiwipete       | en    | 5131         | e1c1  | iccf     | -
kiwipete       | en    | Ke1-g1       | e1g1  | lan      | -
r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1 | en | 5878 | e8g8 | iccf | -
r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1 | en | 5838 | e8c8 | iccf | -
# Chess960: king f1, rooks a1 and h1 (castling in UCI is king takes rook).
chess960       | en    | O-O          | f1h1  | san      | -
chess960       | en    | f1h1         | f1h1  | uci      | -
chess960       | en    | 6181         | f1h1  | iccf     | -
chess960       | en    | f1g1         | f1g1  | uci      | -
chess960       | en    | 6171         | f1g1  | iccf     | -
chess960       | en    | Kg1          | f1g1  | san      | -
chess960       | en    | O-O-O        | f1a1  | san      | -
chess960       | en    | f1a1         | f1a1  | uci      | -
chess960       | en    | 6131         | f1a1  | iccf     | -
chess960       | en    | f1c1         | f1a1  | uci      | -
# Chess960 with the king already on its castled square: ICCF writes king takes rook.
4k3/8/8/8/8/8/8/6KR w H - 0 1 | en | 7181 | g1h1 | iccf | -
4k3/8/8/8/8/8/8/6KR w H - 0 1 | en | O-O  | g1h1 | san  | -
";

#[test]
fn messy_and_localised_inputs_read_as_expected() {
    let mut failures = Vec::new();
    for row in rows(INPUTS, 6) {
        let [name, code, input, expected, notation, local] = row[..] else {
            unreachable!()
        };
        let position = named(name);
        let result = parse_move(&position, input, language(code));
        let got = result
            .as_ref()
            .map(|r| (uci(&position, r.mv), r.notation, r.language));
        let local = (local != "-").then(|| language(local));
        let want = (
            expected.to_owned(),
            Notation::from_name(notation).unwrap(),
            local,
        );
        if got.as_ref().ok() != Some(&want) {
            failures.push(format!("{input:?} ({code}): got {got:?}, want {want:?}"));
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

#[test]
fn surrounding_whitespace_is_ignored() {
    let start = Chess::default();
    for text in ["  Nf3+!? ", "\tNf3\n", " 1. Nf3 "] {
        let read = parse_move(&start, text, Language::English).unwrap();
        assert_eq!(uci(&start, read.mv), "g1f3", "{text:?}");
    }
}

// ---------------------------------------------------------------------------------------------
// Errors, word for word

/// position | reader's language | input | the exact message
const ERRORS: &str = r#"
# Not a move at all.
start          | en | hello     | "hello" is not a move. Write a move like Nf3, e4, O-O, e2e4 or 5254.
start          | en | Lf3       | "Lf3" is not a move. Write a move like Nf3, e4, O-O, e2e4 or 5254.
# Another language's piece letters: the move they make, written with the player's letters.
start          | en | Sf3       | S is not a piece letter in English; in German Sf3 means Nf3 — play it by replying Nf3, or set your language.
start          | en | Cf3       | C is not a piece letter in English; in French Cf3 means Nf3 — play it by replying Nf3, or set your language.
start          | ga | Sf3       | S is not a piece letter in English; in German Sf3 means Nf3 — play it by replying Nf3, or set your language.
start          | fr | 1. Sf3    | S is not a piece letter in French; in German Sf3 means Cf3 — play it by replying Cf3, or set your language.
start          | cs | Sf3       | Sf3 is not a move in Czech; in German it means Jf3 — play it by replying Jf3, or set your language.
# A capital file letter that may be a piece or a pawn, both capturing without x.
pawn-or-bishop | en | Bc3       | Bc3 is ambiguous: it can be a piece move, Bxc3, or a pawn move, bxc3. Reply with the move you mean, or with its ICCF number, which a phone cannot change: 4233 or 2233.
start          | en | 9254      | "9254" is not a move. Write a move like Nf3, e4, O-O, e2e4 or 5254.
start          | en | e9        | "e9" is not a move. Write a move like Nf3, e4, O-O, e2e4 or 5254.
start          | en | 13...     | "13..." is not a move. Write a move like Nf3, e4, O-O, e2e4 or 5254.
start          | en | Ke1-e1    | Ke1-e1 is not possible: the white king on e1 cannot move to e1.
start          | en | ?!        | No move was given. Write a move like Nf3, e4, O-O, e2e4 or 5254.
start          | en | 1. e4 e5  | e4 e5 holds more than one move. Send only the move you are playing.
start          | en | Nf3 Nc6   | Nf3 Nc6 holds more than one move. Send only the move you are playing.
# No piece can get there.
start          | en | Nf4       | Nf4 is not possible: no white knight can move to f4.
start          | de | Sf4       | Sf4 is not possible: no white knight can move to f4.
black-13       | en | Nf3       | Nf3 is not possible: no black knight can move to f3.
start          | en | exd5      | exd5 is not possible: no white pawn on the e-file can move to d5.
start          | en | R1a3      | R1a3 is not possible: no white rook on rank 1 can move to a3.
start          | en | e2e5      | e2e5 is not possible: the white pawn on e2 cannot move to e5.
start          | en | e2 - e5   | e2 - e5 is not possible: the white pawn on e2 cannot move to e5.
start          | en | Nxf3      | Nxf3 is not possible: there is nothing to capture on f3.
start          | en | e3e4      | e3e4 is not possible: there is no white piece on e3.
start          | en | Bg1-f3    | Bg1-f3 is not possible: there is no white bishop on g1.
start          | en | e7e5      | e7e5 is not possible: the black pawn on e7 belongs to your opponent.
start          | en | 5755      | 5755 is not possible: the black pawn on e7 belongs to your opponent.
pinned         | en | Ke2       | Ke2 is not possible: no white king can move to e2.
en-passant     | en | Kf2       | Kf2 is not possible: no white king can move to f2.
# The own king.
pinned         | en | Nf4       | Nf4 would leave your king in check.
pinned         | en | Nc3+      | Nc3+ would leave your king in check.
pinned         | en | e2c3      | e2c3 would leave your king in check.
4k3/8/8/8/8/8/4r3/3K4 w - - 0 1 | en | Kd2 | Kd2 would put your king in check.
# Ambiguity, in the notation and language of the input.
two-knights    | en | Nd2       | Nd2 is ambiguous: Nbd2 or Nfd2.
two-knights    | de | Sd2       | Sd2 is ambiguous: Sbd2 or Sfd2.
two-knights    | en | ♘d2       | ♘d2 is ambiguous: ♘bd2 or ♘fd2.
black-13       | en | 13... Nd7 | Nd7 is ambiguous: Nbd7 or Nfd7.
# Move numbers and sides.
start          | en | 13. e4    | 13. e4 has the wrong move number: it is White's move 1, not move 13.
start          | en | 1... e5   | 1... e5 does not fit the game: it is White's move 1, not Black's.
start          | en | ...e5     | ...e5 does not fit the game: it is White's move 1, not Black's.
black-13       | en | 13. Be7   | 13. Be7 does not fit the game: it is Black's move 13, not White's.
black-13       | en | 12... Be7 | 12... Be7 has the wrong move number: it is Black's move 13, not move 12.
# Promotions.
promotions     | en | b8        | b8 needs a promotion piece: b8=Q, b8=R, b8=B or b8=N.
promotions     | de | b8        | b8 needs a promotion piece: b8=D, b8=T, b8=L or b8=S.
promotions     | en | b7b8      | b7b8 needs a promotion piece: b7b8q, b7b8r, b7b8b or b7b8n.
promotions     | en | 2728      | 2728 needs a promotion piece: 27281, 27282, 27283 or 27284.
promotions     | en | b7-b8     | b7-b8 needs a promotion piece: b7-b8=Q, b7-b8=R, b7-b8=B or b7-b8=N.
promotions     | en | bxa8      | bxa8 needs a promotion piece: bxa8=Q, bxa8=R, bxa8=B or bxa8=N.
promotions     | en | b8=K      | b8=K is not possible: a pawn cannot be promoted to a king; write b8=Q, b8=R, b8=B or b8=N.
promotions     | en | b8=P      | b8=P is not possible: a pawn cannot be promoted to a pawn; write b8=Q, b8=R, b8=B or b8=N.
start          | en | e4=Q      | e4=Q is not possible: only a pawn reaching the last rank can be promoted.
# Castling.
start          | en | O-O       | O-O is not possible: the squares between king and rook must be empty, but f1 is occupied.
start          | en | e1g1      | e1g1 is not possible: the squares between king and rook must be empty, but f1 is occupied.
r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1 | en | O-O-O | O-O-O is not possible: the squares between king and rook must be empty, but b1 is occupied.
r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1 | en | 0-0 | 0-0 is not possible: White can no longer castle kingside, because the king or that rook has moved.
r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1 | en | 5171 | 5171 is not possible: White can no longer castle kingside, because the king or that rook has moved.
r3k2r/8/8/8/8/8/4r3/R3K2R w KQkq - 0 1 | en | O-O-O | O-O-O is not possible: you cannot castle while your king is in check.
r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1 | en | O-O | O-O is not possible: the king would pass through f1, which is attacked.
r3k2r/8/8/8/8/8/6r1/R3K2R w KQkq - 0 1 | en | O-O | O-O is not possible: the king would be in check on g1.
"#;

#[test]
fn wrong_inputs_get_exact_messages() {
    let mut failures = Vec::new();
    for row in rows(ERRORS, 4) {
        let [name, code, input, expected] = row[..] else {
            unreachable!()
        };
        match parse_move(&named(name), input, language(code)) {
            Err(error) if error.to_string() == expected => {}
            other => failures.push(format!(
                "{input:?} ({code}):\n  got  {other:?}\n  want {expected}"
            )),
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

#[test]
fn empty_input_is_its_own_error() {
    let start = Chess::default();
    for text in ["", "   ", "\n", " . "] {
        assert_eq!(
            parse_move(&start, text, Language::English),
            Err(MoveError::Empty)
        );
    }
}

#[test]
fn errors_are_typed_for_the_api() {
    let start = Chess::default();
    let read = |text| parse_move(&start, text, Language::English).unwrap_err();
    assert_eq!(read("xyz").code(), "unreadable");
    assert!(matches!(
        read("Nf4"),
        MoveError::Illegal {
            reason: IllegalReason::CannotReach { .. },
            ..
        }
    ));
    assert!(matches!(
        read("2. e4"),
        MoveError::WrongMoveNumber {
            given: 2,
            expected: 1,
            ..
        }
    ));
    let two_knights = position(TWO_KNIGHTS);
    match parse_move(&two_knights, "Nd2", Language::English) {
        Err(MoveError::Ambiguous { text, candidates }) => {
            assert_eq!(text, "Nd2");
            assert_eq!(candidates, ["Nbd2", "Nfd2"]);
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn never_panics_on_odd_text() {
    let start = Chess::default();
    let odd = [
        "",
        " ",
        "-",
        "--",
        "x",
        "=",
        "()",
        "(",
        ")",
        "e",
        "e8=",
        "e8()",
        "Кр",
        "♘",
        "♘♘f3",
        "0",
        "00000",
        "1.",
        "1...",
        "…",
        "$",
        "$1",
        "e.p.",
        "ep",
        "1-0",
        "½-½",
        "ä",
        "日本",
        "O-O-O-O",
        "Ng1f3f4",
        "a1a1",
        "99999999999999999999. e4",
        "e2e4e5",
        "\u{0}",
    ];
    for text in odd {
        for language in Language::ALL {
            let _ = parse_move(&start, text, language);
        }
    }
}

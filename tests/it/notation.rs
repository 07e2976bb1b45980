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

#[test]
fn uci_follows_the_castling_mode() {
    let standard = position(KIWIPETE);
    let castle = parse_move(&standard, "O-O", Language::English).unwrap().mv;
    assert_eq!(
        write_move(&standard, castle, Notation::Uci, Language::English),
        "e1g1"
    );
    assert_eq!(
        write_move(&standard, castle, Notation::Iccf, Language::English),
        "5171"
    );
    assert_eq!(
        write_move(&standard, castle, Notation::Lan, Language::English),
        "O-O"
    );
    let chess960 = position("4k3/8/8/8/8/8/8/1R2K1R1 w GB - 0 1");
    let castle = parse_move(&chess960, "O-O", Language::English).unwrap().mv;
    assert_eq!(
        write_move(&chess960, castle, Notation::Uci, Language::English),
        "e1g1"
    );
    assert_eq!(
        write_move(&chess960, castle, Notation::Iccf, Language::English),
        "5171"
    );
    let long = parse_move(&chess960, "O-O-O", Language::English)
        .unwrap()
        .mv;
    assert_eq!(
        write_move(&chess960, long, Notation::Uci, Language::English),
        "e1b1"
    );
    assert_eq!(
        write_move(&chess960, long, Notation::Iccf, Language::English),
        "5131"
    );
}

#[test]
fn figurines_follow_the_side_to_move() {
    let black = position(BLACK_13);
    let mv = parse_move(&black, "Be7", Language::English).unwrap().mv;
    assert_eq!(
        write_move(&black, mv, Notation::Figurine, Language::English),
        "♝e7"
    );
    let white = position(PROMOTIONS);
    let mv = parse_move(&white, "bxa8=Q", Language::English).unwrap().mv;
    assert_eq!(
        write_move(&white, mv, Notation::Figurine, Language::English),
        "bxa8=♕"
    );
    assert_eq!(
        write_move(&white, mv, Notation::San, Language::Russian),
        "bxa8=Ф"
    );
    assert_eq!(
        write_move(&white, mv, Notation::Lan, Language::German),
        "b7xa8=D"
    );
    assert_eq!(
        write_move(&white, mv, Notation::Iccf, Language::German),
        "27181"
    );
}

// ---------------------------------------------------------------------------------------------
// Messy and localised inputs

/// position, language code, input, the move in UCI, the notation read, the language reported.
type Row = (
    &'static str,
    &'static str,
    &'static str,
    &'static str,
    Notation,
    Option<&'static str>,
);

const INPUTS: &[Row] = &[
    // English SAN, clean and messy.
    (START, "en", "Nf3", "g1f3", Notation::San, None),
    (START, "en", "  Nf3+!? ", "g1f3", Notation::San, None),
    (START, "en", "Nf3.", "g1f3", Notation::San, None),
    (START, "en", "nf3", "g1f3", Notation::San, None),
    (START, "en", "NF3", "g1f3", Notation::San, None),
    (START, "en", "Ng1f3", "g1f3", Notation::San, None),
    (START, "en", "Ng1-f3", "g1f3", Notation::Lan, None),
    (START, "en", "g1-f3", "g1f3", Notation::Lan, None),
    (START, "en", "e4", "e2e4", Notation::San, None),
    (START, "en", "\"e4\",", "e2e4", Notation::San, None),
    (START, "en", "e2-e4", "e2e4", Notation::Lan, None),
    (START, "en", "e2–e4", "e2e4", Notation::Lan, None),
    (START, "en", "e2e4", "e2e4", Notation::Uci, None),
    (START, "en", "E2E4", "e2e4", Notation::Uci, None),
    (START, "en", "5254", "e2e4", Notation::Iccf, None),
    (START, "en", "52-54", "e2e4", Notation::Iccf, None),
    (START, "en", "7163", "g1f3", Notation::Iccf, None),
    (START, "en", "1. e4", "e2e4", Notation::San, None),
    (START, "en", "1.e4", "e2e4", Notation::San, None),
    (START, "en", "1 e4", "e2e4", Notation::San, None),
    (START, "en", "1.- e4", "e2e4", Notation::San, None),
    (START, "en", "1. 5254", "e2e4", Notation::Iccf, None),
    (START, "en", "♘f3", "g1f3", Notation::Figurine, None),
    (START, "en", "♞f3", "g1f3", Notation::Figurine, None),
    (START, "ru", "♘f3", "g1f3", Notation::Figurine, None),
    // Move numbers for Black.
    (BLACK_13, "en", "13... Nf6-d5", "f6d5", Notation::Lan, None),
    (BLACK_13, "en", "13... Be7", "f8e7", Notation::San, None),
    (BLACK_13, "en", "13...Be7", "f8e7", Notation::San, None),
    (BLACK_13, "en", "13 ... Be7", "f8e7", Notation::San, None),
    (BLACK_13, "en", "13… Be7", "f8e7", Notation::San, None),
    (BLACK_13, "en", "13. ... Be7", "f8e7", Notation::San, None),
    (BLACK_13, "en", "13.- Be7", "f8e7", Notation::San, None),
    (BLACK_13, "en", "...Be7", "f8e7", Notation::San, None),
    (BLACK_13, "en", "♝e7", "f8e7", Notation::Figurine, None),
    (BLACK_13, "en", "♗e7", "f8e7", Notation::Figurine, None),
    (BLACK_13, "en", "Nbd7", "b8d7", Notation::San, None),
    // Local letters.
    (START, "de", "Sf3", "g1f3", Notation::San, Some("de")),
    (START, "de-AT", "Sg1-f3", "g1f3", Notation::Lan, Some("de")),
    (START, "de", "Nf3", "g1f3", Notation::San, None),
    (START, "fr", "Cf3", "g1f3", Notation::San, Some("fr")),
    (START, "es", "Cf3", "g1f3", Notation::San, Some("es")),
    (START, "it", "Cf3", "g1f3", Notation::San, Some("it")),
    (START, "pt_BR", "Cf3", "g1f3", Notation::San, Some("pt")),
    (START, "nl", "Pf3", "g1f3", Notation::San, Some("nl")),
    (START, "sv", "Sf3", "g1f3", Notation::San, Some("sv")),
    (START, "da", "Sf3", "g1f3", Notation::San, Some("da")),
    (START, "nb", "Sf3", "g1f3", Notation::San, Some("no")),
    (START, "cs", "Jf3", "g1f3", Notation::San, Some("cs")),
    (START, "pl", "Sf3", "g1f3", Notation::San, Some("pl")),
    (START, "hu", "Hf3", "g1f3", Notation::San, Some("hu")),
    (START, "ro", "Cf3", "g1f3", Notation::San, Some("ro")),
    (START, "ru", "Кf3", "g1f3", Notation::San, Some("ru")),
    (START, "ru", "кf3", "g1f3", Notation::San, Some("ru")),
    (PINNED, "ru", "Крd2", "e1d2", Notation::San, Some("ru")),
    (PINNED, "ru", "Кре1-f1", "e1f1", Notation::Lan, Some("ru")),
    (PINNED, "de", "Kd2", "e1d2", Notation::San, None),
    (PINNED, "fr", "Rd2", "e1d2", Notation::San, Some("fr")),
    // A clash: French R is the king, English R the rook; the player's language wins when both
    // are legal, English is used when only its reading is legal.
    (
        "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",
        "fr",
        "Rd1",
        "e1d1",
        Notation::San,
        Some("fr"),
    ),
    (
        "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",
        "fr",
        "Rb1",
        "a1b1",
        Notation::San,
        None,
    ),
    (
        "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",
        "en",
        "Rd1",
        "a1d1",
        Notation::San,
        None,
    ),
    // Hungarian B is a rook, English B a bishop.
    (
        "4k3/8/8/8/8/8/8/B3K2R w - - 0 1",
        "hu",
        "Bg1",
        "h1g1",
        Notation::San,
        Some("hu"),
    ),
    (
        "4k3/8/8/8/8/8/8/B3K2R w - - 0 1",
        "hu",
        "Bb2",
        "a1b2",
        Notation::San,
        None,
    ),
    // b: the b-file first, the bishop when the pawn cannot.
    (PAWN_OR_BISHOP, "en", "bxc3", "b2c3", Notation::San, None),
    (PAWN_OR_BISHOP, "en", "Bxc3", "d2c3", Notation::San, None),
    (
        "4k3/8/8/8/8/2n5/3B4/4K3 w - - 0 1",
        "en",
        "bxc3",
        "d2c3",
        Notation::San,
        None,
    ),
    // German d: the d-file first, the queen (Dame) otherwise.
    (
        "4k3/8/8/8/8/8/8/3QK3 w - - 0 1",
        "de",
        "dd4",
        "d1d4",
        Notation::San,
        Some("de"),
    ),
    // Ambiguity resolved by overspecification.
    (TWO_KNIGHTS, "en", "Nbd2", "b1d2", Notation::San, None),
    (TWO_KNIGHTS, "en", "Nf3d2", "f3d2", Notation::San, None),
    (TWO_KNIGHTS, "en", "N1d2", "b1d2", Notation::San, None),
    // Captures without x, with colon, with ×.
    (PAWN_OR_BISHOP, "en", "bc3", "b2c3", Notation::San, None),
    (PAWN_OR_BISHOP, "en", "b:c3", "b2c3", Notation::San, None),
    (PAWN_OR_BISHOP, "en", "b×c3", "b2c3", Notation::San, None),
    (PAWN_OR_BISHOP, "en", "d2:c3", "d2c3", Notation::Lan, None),
    // En passant.
    (EN_PASSANT, "en", "exd6", "e5d6", Notation::San, None),
    (EN_PASSANT, "en", "exd6 e.p.", "e5d6", Notation::San, None),
    (EN_PASSANT, "en", "exd6ep", "e5d6", Notation::San, None),
    (EN_PASSANT, "en", "ed6", "e5d6", Notation::San, None),
    (EN_PASSANT, "en", "e5xd6", "e5d6", Notation::Lan, None),
    (EN_PASSANT, "en", "e5d6", "e5d6", Notation::Uci, None),
    (EN_PASSANT, "en", "5546", "e5d6", Notation::Iccf, None),
    // Promotions.
    (PROMOTIONS, "en", "b8=Q", "b7b8q", Notation::San, None),
    (PROMOTIONS, "en", "b8Q", "b7b8q", Notation::San, None),
    (PROMOTIONS, "en", "b8(Q)", "b7b8q", Notation::San, None),
    (PROMOTIONS, "en", "b8/Q", "b7b8q", Notation::San, None),
    (PROMOTIONS, "en", "b8=N+", "b7b8n", Notation::San, None),
    (PROMOTIONS, "en", "bxa8=R", "b7a8r", Notation::San, None),
    (PROMOTIONS, "en", "ba8B", "b7a8b", Notation::San, None),
    (PROMOTIONS, "en", "b7c8n", "b7c8n", Notation::Uci, None),
    (PROMOTIONS, "en", "b7-b8=Q", "b7b8q", Notation::Lan, None),
    (PROMOTIONS, "en", "27284", "b7b8n", Notation::Iccf, None),
    (PROMOTIONS, "en", "b8=♕", "b7b8q", Notation::Figurine, None),
    (PROMOTIONS, "de", "b8=D", "b7b8q", Notation::San, Some("de")),
    (PROMOTIONS, "de", "b8=L", "b7b8b", Notation::San, Some("de")),
    (PROMOTIONS, "de", "b8=Q", "b7b8q", Notation::San, None),
    (PROMOTIONS, "fr", "b8=D", "b7b8q", Notation::San, Some("fr")),
    (PROMOTIONS, "fr", "b8=R", "b7b8r", Notation::San, None),
    (PROMOTIONS, "ru", "b8=Ф", "b7b8q", Notation::San, Some("ru")),
    // Castling.
    (KIWIPETE, "en", "O-O", "e1g1", Notation::San, None),
    (KIWIPETE, "en", "0-0", "e1g1", Notation::San, None),
    (KIWIPETE, "en", "o-o", "e1g1", Notation::San, None),
    (KIWIPETE, "en", "0-0+", "e1g1", Notation::San, None),
    (KIWIPETE, "en", "O–O–O", "e1c1", Notation::San, None),
    (KIWIPETE, "en", "0-0-0", "e1c1", Notation::San, None),
    (KIWIPETE, "en", "e1g1", "e1g1", Notation::Uci, None),
    (KIWIPETE, "en", "e1h1", "e1g1", Notation::Uci, None),
    (KIWIPETE, "en", "e1a1", "e1c1", Notation::Uci, None),
    (KIWIPETE, "en", "5171", "e1g1", Notation::Iccf, None),
    (KIWIPETE, "en", "5131", "e1c1", Notation::Iccf, None),
    (KIWIPETE, "en", "Ke1-g1", "e1g1", Notation::Lan, None),
    (
        "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
        "en",
        "5878",
        "e8g8",
        Notation::Iccf,
        None,
    ),
    (
        "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
        "en",
        "5838",
        "e8c8",
        Notation::Iccf,
        None,
    ),
    // Chess960: king f1, rooks a1 and h1.
    (C960, "en", "O-O", "f1h1", Notation::San, None),
    (C960, "en", "f1h1", "f1h1", Notation::Uci, None),
    (C960, "en", "6181", "f1h1", Notation::Iccf, None),
    (C960, "en", "f1g1", "f1g1", Notation::Uci, None),
    (C960, "en", "6171", "f1g1", Notation::Iccf, None),
    (C960, "en", "Kg1", "f1g1", Notation::San, None),
    (C960, "en", "O-O-O", "f1a1", Notation::San, None),
    (C960, "en", "f1a1", "f1a1", Notation::Uci, None),
    (C960, "en", "6131", "f1a1", Notation::Iccf, None),
    (C960, "en", "f1c1", "f1a1", Notation::Uci, None),
];

#[test]
fn messy_and_localised_inputs_read_as_expected() {
    let mut failures = Vec::new();
    for &(fen, code, input, expected, notation, local) in INPUTS {
        let position = position(fen);
        let result = parse_move(&position, input, language(code));
        let got = result
            .as_ref()
            .map(|r| (uci(&position, r.mv), r.notation, r.language));
        let want = (expected.to_owned(), notation, local.map(language));
        if got.as_ref().ok() != Some(&want) {
            failures.push(format!("{input:?} ({code}): got {got:?}, want {want:?}"));
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
}

// ---------------------------------------------------------------------------------------------
// Errors, word for word

/// position, language code, input, the exact message.
const ERRORS: &[(&str, &str, &str, &str)] = &[
    (
        START,
        "en",
        "",
        "No move was given. Write a move like Nf3, e4, O-O, e2e4 or 5254.",
    ),
    (
        START,
        "en",
        " ?! ",
        "No move was given. Write a move like Nf3, e4, O-O, e2e4 or 5254.",
    ),
    (
        START,
        "en",
        "hello",
        "\"hello\" is not a move. Write a move like Nf3, e4, O-O, e2e4 or 5254.",
    ),
    (
        START,
        "en",
        "Sf3",
        "\"Sf3\" is not a move. Write a move like Nf3, e4, O-O, e2e4 or 5254.",
    ),
    (
        START,
        "en",
        "9254",
        "\"9254\" is not a move. Write a move like Nf3, e4, O-O, e2e4 or 5254.",
    ),
    (
        START,
        "en",
        "e9",
        "\"e9\" is not a move. Write a move like Nf3, e4, O-O, e2e4 or 5254.",
    ),
    (
        START,
        "en",
        "Nf4",
        "Nf4 is not possible: no white knight can move to f4.",
    ),
    (
        START,
        "de",
        "Sf4",
        "Sf4 is not possible: no white knight can move to f4.",
    ),
    (
        BLACK_13,
        "en",
        "Nf3",
        "Nf3 is not possible: no black knight can move to f3.",
    ),
    (
        START,
        "en",
        "exd5",
        "exd5 is not possible: no white pawn on the e-file can move to d5.",
    ),
    (
        START,
        "en",
        "Nxf3",
        "Nxf3 is not possible: there is nothing to capture on f3.",
    ),
    (
        START,
        "en",
        "e2e5",
        "e2e5 is not possible: the white pawn on e2 cannot move to e5.",
    ),
    (
        START,
        "en",
        "e3e4",
        "e3e4 is not possible: there is no white piece on e3.",
    ),
    (
        START,
        "en",
        "Bg1-f3",
        "Bg1-f3 is not possible: there is no white bishop on g1.",
    ),
    (
        START,
        "en",
        "e7e5",
        "e7e5 is not possible: the black pawn on e7 belongs to your opponent.",
    ),
    (
        START,
        "en",
        "5755",
        "5755 is not possible: the black pawn on e7 belongs to your opponent.",
    ),
    (
        START,
        "en",
        "e4=Q",
        "e4=Q is not possible: only a pawn reaching the last rank can be promoted.",
    ),
    (PINNED, "en", "Nf4", "Nf4 would leave your king in check."),
    (PINNED, "en", "Nc3+", "Nc3+ would leave your king in check."),
    (PINNED, "en", "e2c3", "e2c3 would leave your king in check."),
    (
        PINNED,
        "en",
        "Ke2",
        "Ke2 is not possible: no white king can move to e2.",
    ),
    (
        "4k3/8/8/8/8/8/4r3/3K4 w - - 0 1",
        "en",
        "Kd2",
        "Kd2 would put your king in check.",
    ),
    (
        EN_PASSANT,
        "en",
        "Kf2",
        "Kf2 is not possible: no white king can move to f2.",
    ),
    (TWO_KNIGHTS, "en", "Nd2", "Nd2 is ambiguous: Nbd2 or Nfd2."),
    (TWO_KNIGHTS, "de", "Sd2", "Sd2 is ambiguous: Sbd2 or Sfd2."),
    (TWO_KNIGHTS, "en", "♘d2", "♘d2 is ambiguous: ♘bd2 or ♘fd2."),
    (
        BLACK_13,
        "en",
        "13... Nd7",
        "Nd7 is ambiguous: Nbd7 or Nfd7.",
    ),
    // Move numbers and sides.
    (
        START,
        "en",
        "13. e4",
        "13. e4 has the wrong move number: it is White's move 1, not move 13.",
    ),
    (
        START,
        "en",
        "1... e5",
        "1... e5 does not fit the game: it is White's move 1, not Black's.",
    ),
    (
        START,
        "en",
        "...e5",
        "...e5 does not fit the game: it is White's move 1, not Black's.",
    ),
    (
        BLACK_13,
        "en",
        "13. Be7",
        "13. Be7 does not fit the game: it is Black's move 13, not White's.",
    ),
    (
        BLACK_13,
        "en",
        "12... Be7",
        "12... Be7 has the wrong move number: it is Black's move 13, not move 12.",
    ),
    // Promotions.
    (
        PROMOTIONS,
        "en",
        "b8",
        "b8 needs a promotion piece: b8=Q, b8=R, b8=B or b8=N.",
    ),
    (
        PROMOTIONS,
        "de",
        "b8",
        "b8 needs a promotion piece: b8=D, b8=T, b8=L or b8=S.",
    ),
    (
        PROMOTIONS,
        "en",
        "b7b8",
        "b7b8 needs a promotion piece: b7b8q, b7b8r, b7b8b or b7b8n.",
    ),
    (
        PROMOTIONS,
        "en",
        "2728",
        "2728 needs a promotion piece: 27281, 27282, 27283 or 27284.",
    ),
    (
        PROMOTIONS,
        "en",
        "b7-b8",
        "b7-b8 needs a promotion piece: b7-b8=Q, b7-b8=R, b7-b8=B or b7-b8=N.",
    ),
    (
        PROMOTIONS,
        "en",
        "bxa8",
        "bxa8 needs a promotion piece: bxa8=Q, bxa8=R, bxa8=B or bxa8=N.",
    ),
    (
        PROMOTIONS,
        "en",
        "b8=K",
        "b8=K is not possible: a pawn cannot be promoted to a king; write b8=Q, b8=R, b8=B or b8=N.",
    ),
    (
        PROMOTIONS,
        "en",
        "b8=P",
        "b8=P is not possible: a pawn cannot be promoted to a pawn; write b8=Q, b8=R, b8=B or b8=N.",
    ),
    // Castling.
    (
        START,
        "en",
        "O-O",
        "O-O is not possible: the squares between king and rook must be empty, but f1 is occupied.",
    ),
    (
        START,
        "en",
        "e1g1",
        "e1g1 is not possible: the squares between king and rook must be empty, but f1 is occupied.",
    ),
    (
        "r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1",
        "en",
        "0-0",
        "0-0 is not possible: White can no longer castle kingside, because the king or that rook has moved.",
    ),
    (
        "r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1",
        "en",
        "5171",
        "5171 is not possible: White can no longer castle kingside, because the king or that rook has moved.",
    ),
    (
        "r3k2r/8/8/8/8/8/4r3/R3K2R w KQkq - 0 1",
        "en",
        "O-O-O",
        "O-O-O is not possible: you cannot castle while your king is in check.",
    ),
    (
        "r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1",
        "en",
        "O-O",
        "O-O is not possible: the king would pass through f1, which is attacked.",
    ),
    (
        "r3k2r/8/8/8/8/8/6r1/R3K2R w KQkq - 0 1",
        "en",
        "O-O",
        "O-O is not possible: the king would be in check on g1.",
    ),
    (
        "r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1",
        "en",
        "O-O-O",
        "O-O-O is not possible: the squares between king and rook must be empty, but b1 is occupied.",
    ),
];

#[test]
fn wrong_inputs_get_exact_messages() {
    let mut failures = Vec::new();
    for &(fen, code, input, expected) in ERRORS {
        let position = position(fen);
        match parse_move(&position, input, language(code)) {
            Err(error) if error.to_string() == expected => {}
            other => failures.push(format!(
                "{input:?} ({code}):\n  got  {other:?}\n  want {expected}"
            )),
        }
    }
    assert!(failures.is_empty(), "\n{}", failures.join("\n"));
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

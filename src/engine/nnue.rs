//! A neural evaluation of the "efficiently updatable" kind: 768 inputs (a piece of a colour and
//! kind on a square) seen from each side, one hidden layer of [`HIDDEN`] units per side, and one
//! output from the side to move's units followed by the other side's.
//!
//! The hidden layer is a sum of weight rows, one per piece on the board, so a move changes it by
//! adding and taking away two to four rows: [`Accumulator::after`] carries it from a position to
//! the next, and the search keeps one per ply. The output squares the clipped hidden units
//! (SCReLU) and weighs them; everything is integer arithmetic on weights quantised by
//! `examples/train_net.rs`, which fits them to Stockfish's scores (data/tuning/README.md) and
//! writes them to `net.bin`. [`evaluate`] is the whole evaluation, in centipawns for the side
//! to move, with the hand-written evaluation's endgame knowledge on top.

use std::sync::LazyLock;

use shakmaty::{CastlingSide, Chess, Color, Move, Piece, Position, Role, Square};

/// Inputs per side: two colours (ours, theirs) times six roles times 64 squares.
pub const INPUTS: usize = 768;
/// Hidden units per side.
pub const HIDDEN: usize = 128;
/// Quantisation of the input layer: a weight `w` is stored as `round(w * QA)`.
pub const QA: i32 = 255;
/// Quantisation of the output layer's weights.
pub const QB: i32 = 64;
/// Centipawns per unit of the network's output.
pub const SCALE: i32 = 400;

/// The weights as stored: input rows, hidden biases, output weights (ours, then theirs), output
/// bias, all little-endian `i16`.
const NET: &[u8; NET_BYTES] = include_bytes!("net.bin");

/// Size of `net.bin`.
pub const NET_BYTES: usize = 2 * (INPUTS * HIDDEN + HIDDEN + 2 * HIDDEN + 1);

/// The quantised weights.
pub struct Network {
    input: [[i16; HIDDEN]; INPUTS],
    bias: [i16; HIDDEN],
    output: [[i16; HIDDEN]; 2],
    output_bias: i16,
}

static PLAYING: LazyLock<Box<Network>> = LazyLock::new(|| Network::from_array(NET));

/// The playing network (`net.bin`).
pub fn network() -> &'static Network {
    &PLAYING
}

impl Network {
    /// Reads weights in `net.bin`'s layout; `None` when `bytes` has the wrong length.
    pub fn try_from_bytes(bytes: &[u8]) -> Option<Box<Network>> {
        <&[u8; NET_BYTES]>::try_from(bytes)
            .ok()
            .map(Network::from_array)
    }

    /// Reads weights of the right length.
    fn from_array(bytes: &[u8; NET_BYTES]) -> Box<Network> {
        let mut values = bytes
            .chunks_exact(2)
            .map(|b| i16::from_le_bytes([b[0], b[1]]));
        let mut net = Box::new(Network {
            input: [[0; HIDDEN]; INPUTS],
            bias: [0; HIDDEN],
            output: [[0; HIDDEN]; 2],
            output_bias: 0,
        });
        let rows = net.input.iter_mut().chain([&mut net.bias]);
        // NET_BYTES holds exactly these values, so none is missing.
        for slot in rows.chain(net.output.iter_mut()).flatten() {
            *slot = values.next().unwrap_or_default();
        }
        net.output_bias = values.next().unwrap_or_default();
        net
    }
}

const _: () = assert!(NET.len() == NET_BYTES);

/// The input index of `piece` on `square` seen from `view`'s side: its own pieces first, the
/// board turned round for Black so that both sides see their pieces from their own back rank.
pub fn feature(view: Color, piece: Piece, square: Square) -> usize {
    let theirs = usize::from(piece.color != view);
    let square = match view {
        Color::White => square as usize,
        Color::Black => square as usize ^ 56,
    };
    theirs * 384 + (piece.role as usize - 1) * 64 + square
}

/// The hidden layer of both sides for one position.
#[derive(Clone, Copy, PartialEq, Eq)]
#[repr(C, align(64))]
pub struct Accumulator {
    views: [[i16; HIDDEN]; 2],
}

impl Accumulator {
    /// The hidden layer of `pos`, summed afresh.
    pub fn new(pos: &Chess, net: &Network) -> Accumulator {
        let mut acc = Accumulator {
            views: [net.bias; 2],
        };
        for (square, piece) in pos.board() {
            acc.add(net, piece, square);
        }
        acc
    }

    /// The hidden layer after `m` is played in `pos` (whose layer this is).
    pub fn after(&self, pos: &Chess, m: Move, net: &Network) -> Accumulator {
        let mut next = *self;
        let us = pos.turn();
        let ours = |role| Piece { color: us, role };
        let theirs = |role| Piece { color: !us, role };
        match m {
            Move::Normal {
                role,
                from,
                capture,
                to,
                promotion,
            } => {
                next.sub(net, ours(role), from);
                if let Some(taken) = capture {
                    next.sub(net, theirs(taken), to);
                }
                next.add(net, ours(promotion.unwrap_or(role)), to);
            }
            Move::EnPassant { from, to } => {
                next.sub(net, ours(Role::Pawn), from);
                let taken = Square::from_coords(to.file(), from.rank());
                next.sub(net, theirs(Role::Pawn), taken);
                next.add(net, ours(Role::Pawn), to);
            }
            Move::Castle { king, rook } => {
                let side = CastlingSide::from_queen_side(rook < king);
                next.sub(net, ours(Role::King), king);
                next.sub(net, ours(Role::Rook), rook);
                next.add(net, ours(Role::King), side.king_to(us));
                next.add(net, ours(Role::Rook), side.rook_to(us));
            }
            Move::Put { role, to } => next.add(net, ours(role), to),
        }
        next
    }

    fn add(&mut self, net: &Network, piece: Piece, square: Square) {
        self.change::<true>(net, piece, square);
    }

    fn sub(&mut self, net: &Network, piece: Piece, square: Square) {
        self.change::<false>(net, piece, square);
    }

    /// Adds (`ADD`) or takes away the rows of `piece` on `square` in both sides' layers.
    fn change<const ADD: bool>(&mut self, net: &Network, piece: Piece, square: Square) {
        for view in Color::ALL {
            let row = &net.input[feature(view, piece, square)];
            for (v, w) in self.views[view as usize].iter_mut().zip(row) {
                *v = if ADD { *v + *w } else { *v - *w };
            }
        }
    }

    /// The network's output in centipawns for `turn`, the side to move.
    pub fn output(&self, turn: Color, net: &Network) -> i32 {
        let sum = weighed(&self.views[turn as usize], &net.output[0])
            + weighed(&self.views[!turn as usize], &net.output[1]);
        (sum / QA + i32::from(net.output_bias)) * SCALE / (QA * QB)
    }
}

/// Sum of squared clipped units times their weights: `(u·w)·u`, where `u·w` fits in an `i16`
/// (|u| ≤ 255, |w| ≤ 127), so the products vectorise as pairs of 16-bit multiplies.
fn weighed(units: &[i16; HIDDEN], weights: &[i16; HIDDEN]) -> i32 {
    units
        .iter()
        .zip(weights)
        .map(|(&u, &w)| {
            let u = u.clamp(0, QA as i16);
            i32::from(u.wrapping_mul(w)) * i32::from(u)
        })
        .sum()
}

/// The evaluation of `pos` for the side to move from its hidden layer `acc`: the network's
/// output with the endgame knowledge on top.
pub fn evaluate_accumulated(pos: &Chess, acc: &Accumulator, net: &Network) -> i32 {
    super::eval::endgame_knowledge(pos, acc.output(pos.turn(), net))
}

/// The evaluation of `pos` for the side to move, summed afresh with the playing network.
pub fn evaluate(pos: &Chess) -> i32 {
    let net = network();
    evaluate_accumulated(pos, &Accumulator::new(pos, net), net)
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{CastlingMode, fen::Fen, uci::UciMove};

    fn pos(fen: &str) -> Chess {
        let fen: Fen = fen.parse().expect("valid FEN");
        fen.into_position(CastlingMode::Standard)
            .expect("legal position")
    }

    #[test]
    fn the_network_file_has_the_size_of_the_layout() {
        assert!(Network::try_from_bytes(NET).is_some());
        assert!(Network::try_from_bytes(&NET[1..]).is_none());
    }

    #[test]
    fn the_start_is_near_level_and_a_queen_up_is_far_ahead() {
        let start = evaluate(&Chess::default());
        assert!(start.abs() < 60, "start {start}");
        let up = evaluate(&pos(
            "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        ));
        assert!(up > 300, "a queen up: {up}");
        let down = evaluate(&pos(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1",
        ));
        assert!(down < -300, "a queen down: {down}");
    }

    #[test]
    fn a_position_and_its_colour_mirror_score_alike() {
        let a = pos("r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQK2R w KQkq - 1 5");
        let b = pos("rnbqk2r/ppp2ppp/3p1n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R b KQkq - 1 5");
        assert_eq!(evaluate(&a), evaluate(&b));
    }

    #[test]
    fn a_carried_layer_equals_one_summed_afresh() {
        let net = network();
        let lines = [
            (
                "r3k2r/pPppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/1PPBBPPP/R3K2R w KQkq - 0 1",
                &["e1g1", "e8g8", "b7a8q", "h3g2", "d5e6", "b4c3", "e6f7"][..],
            ),
            (
                "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
                &["e5f6", "g8f6", "f1b5", "c7c6", "g1f3", "c6b5"][..],
            ),
            (
                "1r2k1r1/8/8/8/8/8/8/R3K2R w KQ - 0 1",
                &["e1c1", "b8b1", "c1b1", "g8g1", "h1g1"][..],
            ),
        ];
        for (fen, moves) in lines {
            let mut p = pos(fen);
            let mut acc = Accumulator::new(&p, net);
            for text in moves {
                let m = UciMove::from_ascii(text.as_bytes())
                    .expect("UCI move")
                    .to_move(&p)
                    .expect("legal move");
                acc = acc.after(&p, m, net);
                p.play_unchecked(m);
                let fresh = Accumulator::new(&p, net);
                assert!(acc == fresh, "after {text} in {fen}");
            }
        }
    }
}

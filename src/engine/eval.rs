//! The static evaluation: a tapered middlegame/endgame score in centipawns.
//!
//! Terms: material and piece-square tables ([`super::pst`]), mobility (squares attacked that are
//! not ours and not covered by enemy pawns), pawn structure ([`super::pawns`], cached), passed
//! pawn races, rooks on open files, the bishop pair, threats (pieces attacked by pawns or
//! left undefended), king safety (attacks on the squares around
//! the king, the pawn shield in front of it), a side-to-move bonus, and endgame knowledge that
//! drives a lone king to the edge and scales down material edges that cannot win. The middlegame
//! and endgame sums are blended by the remaining non-pawn material (the game phase).

use shakmaty::{Bitboard, Chess, Color, Position, Role, Square, attacks};

use super::pawns::{FILES, FORWARD, PawnCache, PawnEval, evaluate_pawns_with};
use super::pst::{PHASE_TOTAL, PHASE_WEIGHT, SquareTable, color_index, square_table};
use super::weights::{Pair, Weights};

/// Square counts a piece's mobility is measured from, knight to queen.
const MOBILITY_NEUTRAL: [i32; 4] = [4, 6, 6, 12];
const UNSTOPPABLE: i32 = 500;

/// Weights with their combined material and square table: what the evaluation reads.
pub struct EvalTables {
    weights: Weights,
    squares: SquareTable,
}

impl EvalTables {
    /// Tables for the weights `weights`.
    pub fn new(weights: Weights) -> EvalTables {
        let squares = square_table(&weights);
        EvalTables { weights, squares }
    }
}

/// The playing weights.
static PLAYING: EvalTables = EvalTables {
    weights: Weights::DEFAULT,
    squares: square_table(&Weights::DEFAULT),
};

/// Middlegame and endgame sums for one side.
#[derive(Clone, Copy, Default)]
struct Side {
    mg: i32,
    eg: i32,
}

impl Side {
    fn add(&mut self, (mg, eg): (i32, i32)) {
        self.mg += mg;
        self.eg += eg;
    }
}

/// Evaluates `pos` from the side to move's point of view, without a pawn cache.
pub fn evaluate(pos: &Chess) -> i32 {
    evaluate_by(pos, &PLAYING)
}

/// Evaluates `pos` from the side to move's point of view with the weights of `tables` (no
/// cache: for tuning).
pub fn evaluate_by(pos: &Chess, tables: &EvalTables) -> i32 {
    let board = pos.board();
    let pawns = evaluate_pawns_with(
        (board.pawns() & board.white()).0,
        (board.pawns() & board.black()).0,
        &tables.weights,
    );
    evaluate_with(pos, pawns, tables)
}

/// Evaluates `pos` from the side to move's point of view, using `cache` for the pawn structure.
pub fn evaluate_cached(pos: &Chess, cache: &mut PawnCache) -> i32 {
    let board = pos.board();
    let pawns = cache.get(
        (board.pawns() & board.white()).0,
        (board.pawns() & board.black()).0,
    );
    evaluate_with(pos, pawns, &PLAYING)
}

fn evaluate_with(pos: &Chess, pawns: PawnEval, tables: &EvalTables) -> i32 {
    let board = pos.board();
    let w = &tables.weights;
    let mut sides = [Side::default(), Side::default()];
    let phase = game_phase(board);
    // Squares each side covers: pawns, pieces (filled in below) and king.
    let pawn_cover = [
        pawn_attacks(board, Color::White),
        pawn_attacks(board, Color::Black),
    ];
    let mut cover = pawn_cover;
    let mut attacks = [PieceAttacks::default(); 2];
    for color in Color::ALL {
        let c = color_index(color);
        let s = &mut sides[c];
        material_and_squares(board, color, tables, s);
        attacks[c] = pieces(board, color, pawn_cover[1 - c], w, s);
        cover[c] |= attacks[c].all();
        cover[c] |= board
            .king_of(color)
            .map_or(0, |k| attacks::king_attacks(k).0);
        king_shield(board, color, w, s);
        outposts(board, color, pawns.outposts[c], w, s);
    }
    for color in Color::ALL {
        let c = color_index(color);
        let s = &mut sides[c];
        passed_extras(pos, color, pawns.passed, cover[1 - c], w, s);
        threats(board, color, &cover, &pawn_cover, w, s);
        piece_threats(board, color, &attacks[c], w, s);
        king_danger(board, color, &attacks[c], cover[1 - c], w, s);
    }
    let white = sides[0];
    let black = sides[1];
    let mg = white.mg - black.mg + pawns.mg;
    let eg = white.eg - black.eg + pawns.eg;
    let phase = phase.min(PHASE_TOTAL);
    let mut score = (mg * phase + eg * (PHASE_TOTAL - phase)) / PHASE_TOTAL;
    score += mop_up(board, score);
    score = scale(pos, score, &w.material);
    let stm = if pos.turn() == Color::White {
        score
    } else {
        -score
    };
    stm + w.tempo
}

fn material_and_squares(board: &shakmaty::Board, color: Color, t: &EvalTables, s: &mut Side) {
    let table = &t.squares[color_index(color)];
    let ours = board.by_color(color);
    for role in Role::ALL {
        let ri = role as usize - 1;
        for sq in board.by_role(role) & ours {
            s.add(table[ri][sq.to_usize()]);
        }
    }
    if (board.bishops() & ours).more_than_one() {
        s.add(t.weights.bishop_pair);
    }
}

/// Game phase: knights and bishops 1, rooks 2, queens 4 (see [`PHASE_WEIGHT`]).
fn game_phase(board: &shakmaty::Board) -> i32 {
    let minors = (board.knights() | board.bishops()).count() as i32;
    let rooks = board.rooks().count() as i32;
    let queens = board.queens().count() as i32;
    minors * PHASE_WEIGHT[1] + rooks * PHASE_WEIGHT[3] + queens * PHASE_WEIGHT[4]
}

/// Squares attacked by the pawns of `color`.
pub fn pawn_attacks(board: &shakmaty::Board, color: Color) -> u64 {
    let pawns = (board.pawns() & board.by_color(color)).0;
    let not_a = !FILES[0];
    let not_h = !FILES[7];
    match color {
        Color::White => ((pawns << 9) & not_a) | ((pawns << 7) & not_h),
        Color::Black => ((pawns >> 7) & not_a) | ((pawns >> 9) & not_h),
    }
}

/// What one side's knights, bishops, rooks and queens attack: the squares by role, and the
/// king-attack units they gather on the enemy king's zone.
#[derive(Clone, Copy, Default)]
struct PieceAttacks {
    /// Squares attacked, knight to queen.
    by_role: [u64; 4],
    /// King-attack units on the squares around the enemy king.
    units: i32,
    /// Pieces that attack a square around the enemy king.
    attackers: i32,
}

impl PieceAttacks {
    fn all(&self) -> u64 {
        self.by_role.iter().fold(0, |all, &a| all | a)
    }
}

/// Mobility of knights, bishops, rooks and queens, rook files, and attacks on the enemy king;
/// returns what those pieces attack. `their_pawns_cover`: the squares enemy pawns attack.
fn pieces(
    board: &shakmaty::Board,
    color: Color,
    their_pawns_cover: u64,
    w: &Weights,
    s: &mut Side,
) -> PieceAttacks {
    let ours = board.by_color(color);
    let occupied = board.occupied();
    let area = !(ours.0 | their_pawns_cover);
    let mut out = PieceAttacks::default();
    let Some(their_king) = board.king_of(!color) else {
        return out;
    };
    let zone = attacks::king_attacks(their_king).0 | Bitboard::from_square(their_king).0;
    let our_pawns = (board.pawns() & ours).0;
    let their_pawns = (board.pawns() & !ours).0;
    for (i, role) in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen]
        .into_iter()
        .enumerate()
    {
        for sq in board.by_role(role) & ours {
            let att = match role {
                Role::Knight => attacks::knight_attacks(sq),
                Role::Bishop => attacks::bishop_attacks(sq, occupied),
                Role::Rook => attacks::rook_attacks(sq, occupied),
                _ => attacks::queen_attacks(sq, occupied),
            }
            .0;
            out.by_role[i] |= att;
            let (w_mg, w_eg) = w.mobility[i];
            let mobility = (att & area).count_ones() as i32 - MOBILITY_NEUTRAL[i];
            s.add((w_mg * mobility, w_eg * mobility));
            if att & zone != 0 {
                out.attackers += 1;
                out.units += w.attack_units[i] * (att & zone).count_ones() as i32;
            }
            if role == Role::Rook {
                let file = FILES[sq.file().to_usize()];
                if file & our_pawns == 0 {
                    s.add(if file & their_pawns == 0 {
                        w.rook_open
                    } else {
                        w.rook_semi_open
                    });
                }
            }
        }
    }
    out
}

/// The danger to the enemy king (middlegame): the attack units on its zone and the safe checks
/// of each kind, squared, once two pieces take part. `their_cover`: what the enemy attacks.
fn king_danger(
    board: &shakmaty::Board,
    color: Color,
    att: &PieceAttacks,
    their_cover: u64,
    w: &Weights,
    s: &mut Side,
) {
    let Some(king) = board.king_of(!color) else {
        return;
    };
    let occupied = board.occupied();
    let safe = !their_cover & !board.by_color(color).0;
    let diagonals = attacks::bishop_attacks(king, occupied).0;
    let lines = attacks::rook_attacks(king, occupied).0;
    let checking = [
        attacks::knight_attacks(king).0,
        diagonals,
        lines,
        diagonals | lines,
    ];
    let (mut units, mut attackers) = (att.units, att.attackers);
    for ((squares, by_role), bonus) in checking.iter().zip(att.by_role).zip(w.safe_check) {
        if squares & by_role & safe != 0 {
            units += bonus;
            attackers += 1;
        }
    }
    if attackers >= 2 {
        let mut danger = (units * units * 3 / 5).min(600);
        if (board.queens() & board.by_color(color)).is_empty() {
            danger /= 2;
        }
        s.mg += danger;
    }
}

/// Enemy rooks and queens attacked by our knights and bishops, enemy queens by our rooks.
fn piece_threats(
    board: &shakmaty::Board,
    color: Color,
    att: &PieceAttacks,
    w: &Weights,
    s: &mut Side,
) {
    let theirs = board.by_color(!color);
    let majors = ((board.rooks() | board.queens()) & theirs).0;
    let queens = (board.queens() & theirs).0;
    let by_minors = ((att.by_role[0] | att.by_role[1]) & majors).count_ones() as i32;
    let by_rooks = (att.by_role[2] & queens).count_ones() as i32;
    s.add((w.minor_threat.0 * by_minors, w.minor_threat.1 * by_minors));
    s.add((w.rook_threat.0 * by_rooks, w.rook_threat.1 * by_rooks));
}

/// Enemy pieces attacked by our pawns, and enemy pieces we attack that nothing defends.
/// `cover`: the squares each side attacks (pawns, pieces, king); `pawn_cover`: by pawns alone.
fn threats(
    board: &shakmaty::Board,
    color: Color,
    cover: &[u64; 2],
    pawn_cover: &[u64; 2],
    w: &Weights,
    s: &mut Side,
) {
    let (c, t) = (color_index(color), color_index(!color));
    let (ours, theirs) = (cover[c], cover[t]);
    let targets = (board.by_color(!color) & !board.pawns() & !board.kings()).0;
    let by_pawns = (targets & pawn_cover[c]).count_ones() as i32;
    let hanging = (targets & ours & !theirs).count_ones() as i32;
    s.add((w.pawn_threat.0 * by_pawns, w.pawn_threat.1 * by_pawns));
    s.add((w.hanging.0 * hanging, w.hanging.1 * hanging));
}

/// The king's pawn cover (middlegame only): own pawns in front of a king on its first two
/// ranks, files without own pawns (worse when fully open) and enemy pawns storming close.
fn king_shield(board: &shakmaty::Board, color: Color, w: &Weights, s: &mut Side) {
    let Some(king) = board.king_of(color) else {
        return;
    };
    let c = color_index(color);
    let rel_rank = if c == 0 {
        king.rank().to_usize()
    } else {
        7 - king.rank().to_usize()
    };
    let ours = (board.pawns() & board.by_color(color)).0;
    let theirs = (board.pawns() & !board.by_color(color)).0;
    let file = king.file().to_usize();
    let mut bonus = 0;
    for f in file.saturating_sub(1)..=(file + 1).min(7) {
        let front = FORWARD[c][king.to_usize() - file + f];
        let (mine, storm) = (ours & front, theirs & front);
        if mine == 0 {
            bonus += w.shield_missing;
            if storm == 0 {
                bonus += w.shield_open_file;
            }
        } else if rel_rank <= 1 {
            bonus += match nearest_rank(mine, c).saturating_sub(rel_rank) {
                1 => w.shield_near,
                2 => w.shield_far,
                _ => 0,
            };
        }
        if storm != 0 {
            bonus += match nearest_rank(storm, c).saturating_sub(rel_rank) {
                2 => w.storm_near,
                3 => w.storm_far,
                _ => 0,
            };
        }
    }
    s.mg += bonus;
}

/// Relative rank (from `c`'s side) of the pawn in `pawns` nearest to `c`'s back rank.
fn nearest_rank(pawns: u64, c: usize) -> usize {
    if c == 0 {
        pawns.trailing_zeros() as usize / 8
    } else {
        7 - (63 - pawns.leading_zeros() as usize) / 8
    }
}

/// Knights and bishops on the outposts `squares` of `color`.
fn outposts(board: &shakmaty::Board, color: Color, squares: u64, w: &Weights, s: &mut Side) {
    let ours = board.by_color(color).0 & squares;
    for (i, pieces) in [board.knights(), board.bishops()].into_iter().enumerate() {
        let n = (pieces.0 & ours).count_ones() as i32;
        s.add((w.outpost[i].0 * n, w.outpost[i].1 * n));
    }
}

/// Passed pawns in the endgame: king distances to the square in front, a way to promotion that
/// is empty (and not attacked: `their_cover`), and passers the enemy king cannot catch when the
/// enemy has only pawns left.
fn passed_extras(
    pos: &Chess,
    color: Color,
    passed: u64,
    their_cover: u64,
    w: &Weights,
    s: &mut Side,
) {
    let board = pos.board();
    let mine = passed & board.by_color(color).0;
    if mine == 0 {
        return;
    }
    let (Some(our_king), Some(their_king)) = (board.king_of(color), board.king_of(!color)) else {
        return;
    };
    let c = color_index(color);
    let their_pieces = (board.by_color(!color) & !board.pawns() & !board.kings()).is_empty();
    let mut bb = mine;
    while bb != 0 {
        let idx = bb.trailing_zeros();
        bb &= bb - 1;
        let sq = Square::new(idx);
        let rank = if c == 0 {
            sq.rank().to_usize()
        } else {
            7 - sq.rank().to_usize()
        };
        let step = if c == 0 { 8 } else { -8 };
        let Some(front) = sq.offset(step) else {
            continue;
        };
        let weight = rank.saturating_sub(2) as i32;
        let theirs = their_king.distance(front) as i32;
        let ours = our_king.distance(front) as i32;
        s.eg += weight * (w.passer_their_king * theirs - w.passer_our_king * ours);
        let way = FORWARD[c][sq.to_usize()];
        if board.occupied().contains(front) {
            s.eg -= weight * w.passer_blocked;
        } else if way & board.occupied().0 == 0 {
            s.eg += weight * w.passer_free;
            if way & their_cover == 0 {
                s.eg += weight * w.passer_safe;
            }
        }
        if their_pieces && FORWARD[c][sq.to_usize()] & board.occupied().0 == 0 {
            let promotion = Square::from_coords(sq.file(), (!color).backrank());
            let to_go = (7 - rank).min(5) as i32;
            let tempo = i32::from(pos.turn() != color);
            if their_king.distance(promotion) as i32 - tempo > to_go {
                s.eg += UNSTOPPABLE;
            }
        }
    }
}

/// The endgame knowledge the hand-written evaluation ends with (a lone king driven to the edge,
/// edges that cannot win scaled down), applied to another evaluation's score `stm_score` (the
/// side to move's point of view, as returned).
pub fn endgame_knowledge(pos: &Chess, stm_score: i32) -> i32 {
    let sign = if pos.turn() == Color::White { 1 } else { -1 };
    let white = sign * stm_score;
    let white = white + mop_up(pos.board(), white);
    sign * scale(pos, white, &PLAYING.weights.material)
}

/// Drives a lone king to the edge and brings the winning king closer (White's point of view).
fn mop_up(board: &shakmaty::Board, score: i32) -> i32 {
    let (winner, sign) = if score > 200 {
        (Color::White, 1)
    } else if score < -200 {
        (Color::Black, -1)
    } else {
        return 0;
    };
    let loser = !winner;
    if board.by_color(loser).count() != 1 {
        return 0;
    }
    let (Some(wk), Some(lk)) = (board.king_of(winner), board.king_of(loser)) else {
        return 0;
    };
    let file = lk.file().to_u32() as i32;
    let rank = lk.rank().to_u32() as i32;
    let centre = (2 * file - 7).abs() + (2 * rank - 7).abs();
    let closeness = 14 - (wk.distance(lk) as i32) * 2;
    sign * (centre * 10 + closeness * 4 + 200)
}

/// Scales down scores the stronger side cannot turn into a win.
fn scale(pos: &Chess, score: i32, material: &[Pair; 6]) -> i32 {
    let board = pos.board();
    let strong = if score > 0 {
        Color::White
    } else {
        Color::Black
    };
    if pos.has_insufficient_material(strong) {
        return 0;
    }
    let strong_pawns = (board.pawns() & board.by_color(strong)).count();
    if strong_pawns == 0 {
        let diff = non_pawn_material(board, strong, material)
            - non_pawn_material(board, !strong, material);
        if diff < material[3].1 {
            return score / 8;
        }
    }
    if strong_pawns > 0 && only_opposite_bishops(board) {
        return score / 2;
    }
    score
}

/// Non-pawn material of `color` in the endgame values of `material`.
fn non_pawn_material(board: &shakmaty::Board, color: Color, material: &[Pair; 6]) -> i32 {
    let ours = board.by_color(color);
    [Role::Knight, Role::Bishop, Role::Rook, Role::Queen]
        .into_iter()
        .map(|r| material[r as usize - 1].1 * (board.by_role(r) & ours).count() as i32)
        .sum()
}

fn only_opposite_bishops(board: &shakmaty::Board) -> bool {
    let others = board.knights() | board.rooks() | board.queens();
    let wb = board.bishops() & board.white();
    let bb = board.bishops() & board.black();
    others.is_empty()
        && wb.count() == 1
        && bb.count() == 1
        && (wb & Bitboard::DARK_SQUARES).is_empty() != (bb & Bitboard::DARK_SQUARES).is_empty()
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{CastlingMode, fen::Fen};

    fn pos(fen: &str) -> Chess {
        let fen: Fen = fen.parse().unwrap();
        fen.into_position(CastlingMode::Standard).unwrap()
    }

    #[test]
    fn start_position_is_balanced_and_mirror_symmetric() {
        assert_eq!(evaluate(&Chess::default()), Weights::DEFAULT.tempo);
        let a = pos("r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4");
        let b = pos("rnbqk2r/pppp1ppp/5n2/2b1p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R b KQkq - 4 4");
        assert_eq!(evaluate(&a), evaluate(&b));
    }

    #[test]
    fn material_and_draws_are_recognised() {
        assert!(evaluate(&pos("4k3/8/8/8/8/8/8/3QK3 w - - 0 1")) > 800);
        assert!(evaluate(&pos("4k3/8/8/8/8/8/8/3QK3 b - - 0 1")) < -800);
        assert_eq!(
            evaluate(&pos("4k3/8/8/8/8/8/8/3NK3 w - - 0 1")),
            Weights::DEFAULT.tempo
        );
    }

    /// How much a term adds to `fen`'s score: the score with the weights `on` sets (a positive
    /// weight, so the test does not hang on what a fit made of it) minus the score with the
    /// weights `off` sets (the term switched off).
    fn worth(fen: &str, on: impl Fn(&mut Weights), off: impl Fn(&mut Weights)) -> i32 {
        let (mut with, mut without) = (Weights::DEFAULT, Weights::DEFAULT);
        on(&mut with);
        off(&mut without);
        let p = pos(fen);
        evaluate_by(&p, &EvalTables::new(with)) - evaluate_by(&p, &EvalTables::new(without))
    }

    #[test]
    fn a_minor_piece_attacking_a_rook_or_queen_is_a_threat() {
        let on = |w: &mut Weights| w.minor_threat = (40, 30);
        let off = |w: &mut Weights| w.minor_threat = (0, 0);
        // The knight on d5 attacks the rook on c7 and the queen on e7.
        let forked = "4k3/2r1q3/8/3N4/8/8/8/4K3 w - - 0 1";
        assert!(worth(forked, on, off) > 0);
        assert_eq!(worth("4k3/2r1q3/8/8/3N4/8/8/4K3 w - - 0 1", on, off), 0);
        // Black's threat counts against White, to move or not.
        assert!(worth("4k3/8/8/8/3n4/8/2R1Q3/4K3 b - - 0 1", on, off) > 0);
    }

    #[test]
    fn a_rook_attacking_the_queen_is_a_threat() {
        let on = |w: &mut Weights| w.rook_threat = (40, 30);
        let off = |w: &mut Weights| w.rook_threat = (0, 0);
        assert!(worth("3qk3/8/8/8/8/8/8/3RK3 w - - 0 1", on, off) > 0);
        assert_eq!(worth("2q1k3/8/8/8/8/8/8/3RK3 w - - 0 1", on, off), 0);
    }

    #[test]
    fn safe_checks_add_to_the_danger_around_the_king() {
        let on = |w: &mut Weights| w.safe_check = [6, 5, 7, 6];
        let off = |w: &mut Weights| w.safe_check = [0; 4];
        // Black's king on g8 behind its pawns: the queen can check on d8 and the rook on e8,
        // and nothing of Black's covers either square.
        let attack = "6k1/5ppp/8/8/8/8/5PPP/3QR1K1 w - - 0 1";
        assert!(worth(attack, on, off) > 0);
        // The same with a black rook on a8 covering both squares: no safe check.
        let covered = "r5k1/5ppp/8/8/8/8/5PPP/3QR1K1 w - - 0 1";
        assert_eq!(worth(covered, on, off), 0);
    }

    #[test]
    fn a_knight_on_an_outpost_is_worth_more() {
        let on = |w: &mut Weights| w.outpost = [(30, 20), (15, 8)];
        let off = |w: &mut Weights| w.outpost = [(0, 0); 2];
        // The knight on d5, defended by e4, where no black pawn can ever attack it.
        assert!(worth("4k3/pp6/8/3N4/4P3/8/8/4K3 w - - 0 1", on, off) > 0);
        // With a black pawn on c7, ...c6 would drive it away: no outpost.
        assert_eq!(worth("4k3/2p5/8/3N4/4P3/8/8/4K3 w - - 0 1", on, off), 0);
    }

    #[test]
    fn a_passed_pawn_with_a_free_and_safe_way_is_worth_more() {
        let on = |w: &mut Weights| {
            w.passer_free = 8;
            w.passer_safe = 12;
        };
        let off = |w: &mut Weights| {
            w.passer_free = 0;
            w.passer_safe = 0;
        };
        let free = "8/8/1P6/8/8/8/k7/4K3 w - - 0 1";
        let attacked = "8/r7/1P6/8/8/8/k7/4K3 w - - 0 1";
        let blocked = "8/8/1r6/1P6/8/8/k7/4K3 w - - 0 1";
        assert!(worth(free, on, off) > worth(attacked, on, off));
        assert!(worth(attacked, on, off) > 0);
        // The attacked way is free but not safe: switching off the safe way's weight alone
        // changes nothing there.
        let no_safe = |w: &mut Weights| {
            on(w);
            w.passer_safe = 0;
        };
        assert_eq!(worth(attacked, on, no_safe), 0);
        assert!(worth(blocked, on, off) < worth(free, on, off));
    }
}

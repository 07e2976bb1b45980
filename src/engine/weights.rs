//! Every weight of the static evaluation in one value, so a tuner can vary them.
//!
//! [`Weights`] holds the numbers the evaluation adds up: material, piece-square tables (written
//! the way a board is drawn, rank 8 at the top, from White's point of view), mobility, king
//! safety, pawn structure, threats and the side-to-move bonus. [`Weights::DEFAULT`] is what the
//! engine plays with: the square tables are set by hand from the usual principles (centralise
//! the pieces, keep the king behind its pawns until the endgame), the other weights were fitted
//! to Stockfish's scores of 91,165 quiet positions (`scripts/tune-data.py`, then
//! `examples/tune.rs --no-squares`; BENCHMARKS.md has the run and the matches). The tuner
//! rewrites the block between the `tuned weights` markers. [`Weights::params_mut`] lists every
//! weight in a fixed order, the tuner's coordinates.

/// A middlegame and an endgame value.
pub type Pair = (i32, i32);

/// The weights of the evaluation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Weights {
    /// Material by role, pawn first (the king's is unused).
    pub material: [Pair; 6],
    /// Square bonus by role: `[role][0 = middlegame, 1 = endgame][square as drawn]`.
    pub squares: [[[i32; 64]; 2]; 6],
    /// Bonus for having the move.
    pub tempo: i32,
    /// Bonus for two bishops.
    pub bishop_pair: Pair,
    /// Rook on a file without pawns.
    pub rook_open: Pair,
    /// Rook on a file without own pawns.
    pub rook_semi_open: Pair,
    /// Mobility per square beyond the neutral count, knight to queen.
    pub mobility: [Pair; 4],
    /// King-attack units per attacked square near the enemy king, knight to queen.
    pub attack_units: [i32; 4],
    /// Own pawn one rank in front of the king (middlegame).
    pub shield_near: i32,
    /// Own pawn two ranks in front of the king.
    pub shield_far: i32,
    /// No own pawn on a file next to or at the king.
    pub shield_missing: i32,
    /// ... and no enemy pawn on it either.
    pub shield_open_file: i32,
    /// Enemy pawn two ranks in front of the king.
    pub storm_near: i32,
    /// Enemy pawn three ranks in front of the king.
    pub storm_far: i32,
    /// Enemy piece attacked by a pawn.
    pub pawn_threat: Pair,
    /// Enemy piece attacked and not defended.
    pub hanging: Pair,
    /// Pawn with an own pawn in front of it.
    pub doubled: Pair,
    /// Pawn without own pawns on the adjacent files.
    pub isolated: Pair,
    /// Pawn with a neighbour beside or behind it, by relative rank (endgame: 1.5 times).
    pub connected: [i32; 8],
    /// Passed pawn by relative rank.
    pub passed: [Pair; 8],
    /// Endgame: per rank of a passed pawn, per step of the enemy king from the square in front.
    pub passer_their_king: i32,
    /// Endgame: per rank of a passed pawn, per step of our king from the square in front.
    pub passer_our_king: i32,
    /// Endgame: per rank of a passed pawn whose square in front is occupied.
    pub passer_blocked: i32,
    /// King-attack units for a safe check by a knight, bishop, rook or queen (counted once per
    /// kind): a square that checks the enemy king, that a piece of ours of that kind attacks
    /// and the enemy does not cover.
    pub safe_check: [i32; 4],
    /// Enemy rook or queen attacked by a knight or bishop.
    pub minor_threat: Pair,
    /// Enemy queen attacked by a rook.
    pub rook_threat: Pair,
    /// Knight and bishop on an outpost (a square an own pawn defends and no enemy pawn can
    /// attack, on the fourth to sixth rank).
    pub outpost: [Pair; 2],
    /// Endgame: per rank of a passed pawn whose way to promotion is empty.
    pub passer_free: i32,
    /// Endgame: per rank of a passed pawn whose way is empty and not attacked by the enemy.
    pub passer_safe: i32,
}

impl Weights {
    /// Every weight, in a fixed order: the coordinates the tuner moves along.
    pub fn params_mut(&mut self) -> Vec<&mut i32> {
        let mut out: Vec<&mut i32> = Vec::with_capacity(900);
        for (mg, eg) in &mut self.material {
            out.push(mg);
            out.push(eg);
        }
        for phases in &mut self.squares {
            for table in phases {
                out.extend(table.iter_mut());
            }
        }
        out.push(&mut self.tempo);
        for (mg, eg) in [
            &mut self.bishop_pair,
            &mut self.rook_open,
            &mut self.rook_semi_open,
            &mut self.pawn_threat,
            &mut self.hanging,
            &mut self.doubled,
            &mut self.isolated,
        ] {
            out.push(mg);
            out.push(eg);
        }
        for (mg, eg) in self.mobility.iter_mut().chain(self.passed.iter_mut()) {
            out.push(mg);
            out.push(eg);
        }
        out.extend(self.attack_units.iter_mut());
        out.extend(self.connected.iter_mut());
        out.extend([
            &mut self.shield_near,
            &mut self.shield_far,
            &mut self.shield_missing,
            &mut self.shield_open_file,
            &mut self.storm_near,
            &mut self.storm_far,
            &mut self.passer_their_king,
            &mut self.passer_our_king,
            &mut self.passer_blocked,
        ]);
        out.extend(self.safe_check.iter_mut());
        for (mg, eg) in [&mut self.minor_threat, &mut self.rook_threat]
            .into_iter()
            .chain(self.outpost.iter_mut())
        {
            out.push(mg);
            out.push(eg);
        }
        out.extend([&mut self.passer_free, &mut self.passer_safe]);
        out
    }
}

// tuned weights: begin
#[rustfmt::skip]
impl Weights {
    /// The weights the engine plays with.
    pub const DEFAULT: Weights = Weights {
        material: [(46, 57), (280, 266), (289, 268), (369, 467), (880, 858), (0, 0)],
        squares: [
            // pawn: middlegame, endgame
            [
                [
                       0,    0,    0,    0,    0,    0,    0,    0,
                      60,   70,   70,   80,   80,   70,   70,   60,
                      20,   25,   35,   45,   45,   35,   25,   20,
                       5,   10,   15,   30,   30,   15,   10,    5,
                       0,    0,   10,   22,   22,    5,    0,    0,
                       2,    0,    5,   10,   10,   -5,    0,    2,
                       0,    5,    5,  -15,  -15,   10,   10,    0,
                       0,    0,    0,    0,    0,    0,    0,    0,
                ],
                [
                       0,    0,    0,    0,    0,    0,    0,    0,
                      60,   60,   55,   50,   50,   55,   60,   60,
                      35,   35,   30,   25,   25,   30,   35,   35,
                      18,   18,   12,    8,    8,   12,   18,   18,
                       8,    8,    3,    0,    0,    3,    8,    8,
                       0,    0,    0,   -5,   -5,    0,    0,    0,
                       0,    0,    0,    0,    0,    0,    0,    0,
                       0,    0,    0,    0,    0,    0,    0,    0,
                ],
            ],
            // knight: middlegame, endgame
            [
                [
                     -60,  -30,  -20,  -15,  -15,  -20,  -30,  -60,
                     -25,  -10,    5,   10,   10,    5,  -10,  -25,
                     -15,   10,   20,   25,   25,   20,   10,  -15,
                     -10,    5,   15,   25,   25,   15,    5,  -10,
                     -15,    0,   12,   15,   15,   12,    0,  -15,
                     -20,   -2,    8,   10,   10,    8,   -2,  -20,
                     -30,  -15,   -5,    2,    2,   -5,  -15,  -30,
                     -50,  -25,  -25,  -20,  -20,  -25,  -25,  -50,
                ],
                [
                     -40,  -25,  -15,  -10,  -10,  -15,  -25,  -40,
                     -25,  -10,    0,    5,    5,    0,  -10,  -25,
                     -15,    0,   10,   15,   15,   10,    0,  -15,
                     -10,    5,   15,   20,   20,   15,    5,  -10,
                     -10,    5,   15,   20,   20,   15,    5,  -10,
                     -15,    0,   10,   15,   15,   10,    0,  -15,
                     -25,  -10,    0,    5,    5,    0,  -10,  -25,
                     -40,  -25,  -15,  -10,  -10,  -15,  -25,  -40,
                ],
            ],
            // bishop: middlegame, endgame
            [
                [
                     -15,  -10,  -10,  -10,  -10,  -10,  -10,  -15,
                     -10,    0,    0,    0,    0,    0,    0,  -10,
                      -5,    5,    8,   10,   10,    8,    5,   -5,
                      -5,    8,    8,   12,   12,    8,    8,   -5,
                      -5,    5,   12,   12,   12,   12,    5,   -5,
                       0,   10,   10,   10,   10,   10,   10,    0,
                      -5,   12,    5,    5,    5,    5,   12,   -5,
                     -15,   -5,  -12,   -8,   -8,  -12,   -5,  -15,
                ],
                [
                     -15,  -10,   -8,   -5,   -5,   -8,  -10,  -15,
                     -10,   -5,    0,    2,    2,    0,   -5,  -10,
                      -8,    0,    5,    8,    8,    5,    0,   -8,
                      -5,    2,    8,   10,   10,    8,    2,   -5,
                      -5,    2,    8,   10,   10,    8,    2,   -5,
                      -8,    0,    5,    8,    8,    5,    0,   -8,
                     -10,   -5,    0,    2,    2,    0,   -5,  -10,
                     -15,  -10,   -8,   -5,   -5,   -8,  -10,  -15,
                ],
            ],
            // rook: middlegame, endgame
            [
                [
                       5,    8,   10,   12,   12,   10,    8,    5,
                      20,   25,   25,   25,   25,   25,   25,   20,
                      -5,    0,    2,    5,    5,    2,    0,   -5,
                      -8,   -3,    0,    2,    2,    0,   -3,   -8,
                     -10,   -5,   -2,    0,    0,   -2,   -5,  -10,
                     -12,   -6,   -3,   -2,   -2,   -3,   -6,  -12,
                     -15,   -8,   -4,   -2,   -2,   -4,   -8,  -18,
                      -8,   -4,    2,    8,    8,    4,   -6,   -8,
                ],
                [
                       5,    5,    5,    5,    5,    5,    5,    5,
                      12,   12,   12,   12,   12,   12,   12,   12,
                       2,    2,    2,    2,    2,    2,    2,    2,
                       0,    0,    0,    0,    0,    0,    0,    0,
                       0,    0,    0,    0,    0,    0,    0,    0,
                      -2,   -2,   -2,   -2,   -2,   -2,   -2,   -2,
                      -4,   -4,   -4,   -4,   -4,   -4,   -4,   -4,
                      -5,   -3,    0,    0,    0,    0,   -3,   -5,
                ],
            ],
            // queen: middlegame, endgame
            [
                [
                     -20,  -10,  -10,   -5,   -5,  -10,  -10,  -20,
                     -10,   -5,    0,    0,    0,    0,   -5,  -10,
                     -10,    0,    5,    5,    5,    5,    0,  -10,
                      -5,    0,    5,    5,    5,    5,    0,   -5,
                      -5,    0,    5,    5,    5,    5,    0,   -5,
                     -10,    2,    5,    5,    5,    5,    0,  -10,
                     -10,    0,    2,    2,    2,    0,    0,  -10,
                     -20,  -10,   -8,    0,   -5,  -10,  -10,  -20,
                ],
                [
                     -20,  -12,   -8,   -5,   -5,   -8,  -12,  -20,
                     -12,   -5,    0,    2,    2,    0,   -5,  -12,
                      -8,    0,    8,   10,   10,    8,    0,   -8,
                      -5,    2,   10,   15,   15,   10,    2,   -5,
                      -5,    2,   10,   15,   15,   10,    2,   -5,
                      -8,    0,    8,   10,   10,    8,    0,   -8,
                     -12,   -5,    0,    2,    2,    0,   -5,  -12,
                     -20,  -12,   -8,   -5,   -5,   -8,  -12,  -20,
                ],
            ],
            // king: middlegame, endgame
            [
                [
                     -50,  -50,  -50,  -50,  -50,  -50,  -50,  -50,
                     -50,  -50,  -50,  -50,  -50,  -50,  -50,  -50,
                     -40,  -45,  -45,  -50,  -50,  -45,  -45,  -40,
                     -35,  -40,  -40,  -45,  -45,  -40,  -40,  -35,
                     -25,  -30,  -30,  -40,  -40,  -30,  -30,  -25,
                     -15,  -20,  -20,  -25,  -25,  -20,  -20,  -15,
                       5,    5,  -10,  -20,  -20,  -10,    5,    5,
                      15,   30,    5,  -15,    0,   -5,   35,   20,
                ],
                [
                     -50,  -35,  -25,  -20,  -20,  -25,  -35,  -50,
                     -30,  -10,    0,    5,    5,    0,  -10,  -30,
                     -20,    5,   15,   20,   20,   15,    5,  -20,
                     -20,    5,   20,   30,   30,   20,    5,  -20,
                     -20,    0,   15,   25,   25,   15,    0,  -20,
                     -25,   -5,    5,   12,   12,    5,   -5,  -25,
                     -30,  -15,   -5,    0,    0,   -5,  -15,  -30,
                     -50,  -35,  -25,  -20,  -20,  -25,  -35,  -50,
                ],
            ],
        ],
        tempo: 5,
        bishop_pair: (23, 47),
        rook_open: (23, 1),
        rook_semi_open: (14, 4),
        mobility: [(4, 0), (4, 3), (3, 1), (2, 2)],
        attack_units: [2, 1, 3, 3],
        shield_near: 14,
        shield_far: 10,
        shield_missing: -5,
        shield_open_file: -5,
        storm_near: -7,
        storm_far: 8,
        pawn_threat: (20, 27),
        hanging: (19, 11),
        doubled: (-6, -1),
        isolated: (-11, -11),
        connected: [0, 2, 6, 3, -4, 7, -15, 0],
        passed: [(0, 0), (-5, 45), (-3, 37), (-21, 68), (-19, 78), (30, 85), (101, 82), (0, 0)],
        passer_their_king: 8,
        passer_our_king: 7,
        passer_blocked: 15,
        safe_check: [6, 5, 7, 6],
        minor_threat: (45, 35),
        rook_threat: (40, 25),
        outpost: [(30, 20), (15, 8)],
        passer_free: 8,
        passer_safe: 12,
    };
}
// tuned weights: end

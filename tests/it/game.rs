//! The FIDE endings and both forms of draw claim, through [`GameRecord`].
//!
//! Moves are given in UCI here so these tests depend only on the record, not on the notation
//! reader (which has its own tests).

use kingpost::chess::game::{ClaimError, GameResult, Outcome, PlayMoveError, Termination};
use kingpost::chess::{Color, FiftyMoveRule, GameRecord, Move, Position, StartPosition};
use shakmaty::uci::UciMove;

fn from_fen(fen: &str) -> GameRecord {
    GameRecord::new(StartPosition::from_fen(fen).unwrap())
}

fn standard() -> GameRecord {
    GameRecord::new(StartPosition::standard())
}

fn mv(game: &GameRecord, uci: &str) -> Move {
    let uci: UciMove = uci.parse().unwrap();
    uci.to_move(game.position()).unwrap()
}

/// Plays the moves; returns the outcome after the last one.
fn play(game: &mut GameRecord, moves: &str) -> Option<Outcome> {
    let mut outcome = None;
    for uci in moves.split_whitespace() {
        let m = mv(game, uci);
        outcome = game.play(m).unwrap_or_else(|e| panic!("{uci}: {e}"));
    }
    outcome
}

fn draw(termination: Termination) -> Option<Outcome> {
    Some(Outcome {
        result: GameResult::Draw,
        termination,
    })
}

const KNIGHT_SHUFFLE: &str = "g1f3 g8f6 f3g1 f6g8";

#[test]
fn fools_mate_is_checkmate_for_black() {
    let mut game = standard();
    let outcome = play(&mut game, "f2f3 e7e5 g2g4 d8h4");
    assert_eq!(
        outcome,
        Some(Outcome {
            result: GameResult::BlackWins,
            termination: Termination::Checkmate
        })
    );
    assert_eq!(game.ply_count(), 4);
}

#[test]
fn stalemate_is_a_draw() {
    let mut game = from_fen("7k/8/6K1/8/8/8/8/5Q2 w - - 0 1");
    assert_eq!(play(&mut game, "f1f7"), draw(Termination::Stalemate));
}

#[test]
fn capturing_into_king_and_knight_versus_king_is_a_dead_position() {
    let mut game = from_fen("4k3/8/8/8/8/8/3p4/3NK3 w - - 0 1");
    assert_eq!(
        play(&mut game, "e1d2"),
        draw(Termination::InsufficientMaterial)
    );
}

#[test]
fn bishops_on_the_same_colour_are_dead_but_opposite_colours_are_not() {
    // White Bf1 takes on c4 (a light square); black's bishop stands on e6 (light): dead.
    let mut same = from_fen("4k3/8/4b3/8/2n5/8/8/4KB2 w - - 0 1");
    assert_eq!(
        play(&mut same, "f1c4"),
        draw(Termination::InsufficientMaterial)
    );
    // Black's bishop on d6 (dark): a mate is still possible, so play goes on.
    let mut opposite = from_fen("4k3/8/3b4/8/2n5/8/8/4KB2 w - - 0 1");
    assert_eq!(play(&mut opposite, "f1c4"), None);
}

#[test]
fn threefold_repetition_is_claimable_but_not_automatic() {
    let mut game = standard();
    play(&mut game, KNIGHT_SHUFFLE);
    assert_eq!(
        play(&mut game, KNIGHT_SHUFFLE),
        None,
        "third occurrence must not end the game"
    );
    assert_eq!(game.repetitions(), 3);
    let claim = game.claim_draw(None).unwrap();
    assert_eq!(
        claim.outcome,
        draw(Termination::ThreefoldRepetition).unwrap()
    );
    assert_eq!(claim.played, None);
    assert_eq!(game.outcome(), Some(claim.outcome));
}

#[test]
fn threefold_claim_with_the_intended_move_plays_it() {
    let mut game = standard();
    play(&mut game, &format!("{KNIGHT_SHUFFLE} g1f3 g8f6 f3g1"));
    let refused = game.claim_draw(None).unwrap_err();
    assert_eq!(
        refused,
        ClaimError::NoGrounds {
            when: "now",
            repetitions: 2,
            halfmoves: 7
        }
    );
    let intended = mv(&game, "f6g8");
    let claim = game.claim_draw(Some(intended)).unwrap();
    assert_eq!(claim.played, Some(intended));
    assert_eq!(claim.outcome.termination, Termination::ThreefoldRepetition);
    assert_eq!(game.ply_count(), 8);
}

#[test]
fn a_refused_claim_leaves_the_game_unchanged() {
    let mut game = standard();
    let intended = mv(&game, "e2e4");
    let err = game.claim_draw(Some(intended)).unwrap_err();
    assert!(matches!(
        err,
        ClaimError::NoGrounds {
            when: "after the intended move",
            ..
        }
    ));
    assert_eq!(
        err.to_string(),
        "no draw can be claimed after the intended move: the position has occurred 1 time(s) \
         (3 needed) and 0 half-move(s) have passed without a capture or pawn move (100 needed)"
    );
    assert_eq!(game.ply_count(), 0);
    assert_eq!(game.outcome(), None);
}

#[test]
fn fivefold_repetition_ends_the_game_by_itself() {
    let mut game = standard();
    for _ in 0..3 {
        assert_eq!(play(&mut game, KNIGHT_SHUFFLE), None);
    }
    assert_eq!(
        play(&mut game, KNIGHT_SHUFFLE),
        draw(Termination::FivefoldRepetition)
    );
    assert_eq!(game.repetitions(), 5);
    let err = game.play(mv(&game, "e2e4")).unwrap_err();
    assert!(matches!(err, PlayMoveError::GameOver(_)));
}

#[test]
fn an_impossible_en_passant_does_not_make_positions_differ() {
    // After 1.e4 no black pawn can take en passant, so the position after 3.Ng1 repeats it.
    let mut game = standard();
    play(&mut game, "e2e4 g8f6 g1f3 f6g8 f3g1");
    assert_eq!(game.repetitions(), 2);
    play(&mut game, "g8f6 g1f3 f6g8 f3g1");
    assert_eq!(game.repetitions(), 3);
    assert!(game.claimable_outcome().is_some());
}

#[test]
fn a_possible_en_passant_makes_positions_differ() {
    let mut game = from_fen("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1");
    play(&mut game, "e2e4");
    assert_eq!(game.repetitions(), 1);
    play(&mut game, "e8e7 e1e2 e7e8 e2e1");
    assert_eq!(
        game.repetitions(),
        1,
        "the first occurrence had an en-passant capture available"
    );
    play(&mut game, "e8e7 e1e2 e7e8 e2e1");
    assert_eq!(game.repetitions(), 2);
}

#[test]
fn lost_castling_rights_make_positions_differ() {
    let mut game = standard();
    play(&mut game, "g1f3 g8f6");
    play(&mut game, "h1g1 h8g8 g1h1 g8h8");
    assert_eq!(game.repetitions(), 1);
    play(&mut game, "f3g1 f6g8 g1f3 g8f6");
    assert_eq!(game.repetitions(), 2);
}

#[test]
fn fifty_move_claim_now_and_with_the_intended_move() {
    let mut game = from_fen("8/8/8/4k3/8/8/R7/4K3 w - - 99 80");
    let err = game.claim_draw(None).unwrap_err();
    assert!(matches!(err, ClaimError::NoGrounds { halfmoves: 99, .. }));
    let claim = game.claim_draw(Some(mv(&game, "a2a3"))).unwrap();
    assert_eq!(claim.outcome, draw(Termination::FiftyMoves).unwrap());
    assert_eq!(game.ply_count(), 1);

    let mut later = from_fen("8/8/8/4k3/8/8/R7/4K3 w - - 99 80");
    play(&mut later, "a2a3");
    assert_eq!(later.outcome(), None, "the 50-move rule needs a claim");
    assert_eq!(
        later.claim_draw(None).unwrap().outcome.termination,
        Termination::FiftyMoves
    );
}

/// Events may suspend the 50-move rule (and so the 75-move rule) in positions of 7 pieces or
/// fewer; with 8 pieces it applies again.
#[test]
fn a_suspended_fifty_move_rule_gives_no_draw_with_seven_pieces_or_fewer() {
    let suspended = |fen: &str| from_fen(fen).with_fifty_move_rule(FiftyMoveRule::SuspendedUpTo(7));
    // Three pieces, 120 half-moves: no claim now nor with a move, no automatic draw at 150.
    let mut game = suspended("8/8/8/4k3/8/8/R7/4K3 w - - 120 80");
    let err = game.claim_draw(None).unwrap_err();
    assert!(
        matches!(
            err,
            ClaimError::FiftyMoveSuspended {
                pieces: 3,
                limit: 7,
                halfmoves: 120,
                ..
            }
        ),
        "{err:?}"
    );
    assert!(err.to_string().contains("7 pieces or fewer"), "{err}");
    assert!(game.claim_draw(Some(mv(&game, "a2a3"))).is_err());
    let mut long = suspended("8/8/8/4k3/8/8/R7/4K3 w - - 149 100");
    assert_eq!(play(&mut long, "a2a3"), None, "no 75-move draw either");
    assert_eq!(long.claimable_outcome(), None);
    // Threefold repetition is still a ground.
    let mut rep = suspended("8/8/8/4k3/8/8/R7/4K3 w - - 120 80");
    play(&mut rep, "a2a3 e5e6 a3a2 e6e5 a2a3 e5e6 a3a2 e6e5");
    assert_eq!(
        rep.claim_draw(None).unwrap().outcome.termination,
        Termination::ThreefoldRepetition
    );
    // Eight pieces: the rule applies.
    let mut eight = suspended("r7/1p6/8/4k3/8/8/RP3P1P/4K3 w - - 120 80");
    assert_eq!(
        eight.claim_draw(None).unwrap().outcome.termination,
        Termination::FiftyMoves
    );
    let mut plain = from_fen("8/8/8/4k3/8/8/R7/4K3 w - - 149 100");
    assert_eq!(
        play(&mut plain, "a2a3"),
        draw(Termination::SeventyFiveMoves)
    );
}

#[test]
fn a_pawn_move_with_the_claim_resets_the_count() {
    let mut game = from_fen("8/8/8/4k3/8/P7/8/4K3 w - - 99 80");
    let err = game.claim_draw(Some(mv(&game, "a3a4"))).unwrap_err();
    assert!(matches!(err, ClaimError::NoGrounds { halfmoves: 0, .. }));
}

#[test]
fn seventy_five_moves_end_the_game_by_themselves() {
    let mut game = from_fen("8/8/8/4k3/8/8/R7/4K3 w - - 149 100");
    assert_eq!(play(&mut game, "a2a3"), draw(Termination::SeventyFiveMoves));
}

#[test]
fn a_mate_on_the_seventy_fifth_move_stands() {
    let mut game = from_fen("k7/8/1K6/8/8/8/8/7R w - - 149 100");
    let outcome = play(&mut game, "h1h8").unwrap();
    assert_eq!(
        outcome,
        Outcome {
            result: GameResult::WhiteWins,
            termination: Termination::Checkmate
        }
    );
}

#[test]
fn a_mate_with_the_claimed_move_beats_the_claim() {
    let mut game = from_fen("k7/8/1K6/8/8/8/8/7R w - - 120 100");
    let claim = game.claim_draw(Some(mv(&game, "h1h8"))).unwrap();
    assert_eq!(claim.outcome.termination, Termination::Checkmate);
    assert_eq!(claim.outcome.result, GameResult::WhiteWins);
}

#[test]
fn time_forfeit_against_a_side_that_cannot_mate_is_a_draw() {
    let mut lone_king = from_fen("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
    assert!(!lone_king.can_still_mate(Color::Black));
    assert_eq!(
        lone_king.time_forfeit(Color::White).unwrap().result,
        GameResult::Draw
    );

    let mut rook = from_fen("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
    assert_eq!(
        rook.time_forfeit(Color::Black).unwrap().result,
        GameResult::WhiteWins
    );

    // A knight against a pawn can still mate (the pawn can block its own king), so it wins.
    let mut knight = from_fen("4k3/8/8/3n4/8/8/4P3/4K3 w - - 0 1");
    assert!(knight.can_still_mate(Color::Black));
    let outcome = knight.time_forfeit(Color::White).unwrap();
    assert_eq!(
        outcome,
        Outcome {
            result: GameResult::BlackWins,
            termination: Termination::TimeForfeit
        }
    );
}

#[test]
fn resignation_agreement_and_adjudication_end_the_game_once() {
    let mut game = standard();
    let outcome = game.resign(Color::White).unwrap();
    assert_eq!(outcome.result, GameResult::BlackWins);
    assert!(matches!(game.agree_draw(), Err(PlayMoveError::GameOver(_))));
    assert!(matches!(
        game.claim_draw(None),
        Err(ClaimError::GameOver(_))
    ));

    let mut agreed = standard();
    assert_eq!(
        agreed.agree_draw().unwrap().termination,
        Termination::Agreement
    );
    let mut judged = standard();
    assert_eq!(
        judged
            .adjudicate(GameResult::WhiteWins)
            .unwrap()
            .termination,
        Termination::Adjudication
    );
}

#[test]
fn replay_reports_the_ply_of_the_first_illegal_move() {
    let game = standard();
    let e4 = mv(&game, "e2e4");
    let err = GameRecord::replay(StartPosition::standard(), [e4, e4]).unwrap_err();
    assert_eq!(err.ply, 2);
    assert!(matches!(err.reason, PlayMoveError::Illegal(_)));
    assert!(err.to_string().starts_with("ply 2: the move"), "{err}");
}

#[test]
fn positions_after_every_ply_are_kept() {
    let mut game = standard();
    play(&mut game, "e2e4 e7e5");
    assert_eq!(game.positions().len(), 3);
    assert_eq!(game.position_at(0).unwrap(), game.start().position());
    assert_eq!(game.turn(), Color::White);
    assert!(game.position_at(3).is_none());
}

#[test]
fn chess960_castling_is_replayed_as_king_takes_rook() {
    // King e1, rook g1: O-O puts the king on g1, where its own rook stood.
    let mut game = from_fen("4k3/8/8/8/8/8/8/4K1R1 w G - 0 1");
    assert_eq!(
        game.start().castling_mode(),
        kingpost::chess::CastlingMode::Chess960
    );
    let castle = mv(&game, "e1g1");
    assert!(castle.is_castle());
    game.play(castle).unwrap();
    let board = game.position().board();
    assert_eq!(board.king_of(Color::White), Some(shakmaty::Square::G1));
    assert_eq!(
        board.role_at(shakmaty::Square::F1),
        Some(shakmaty::Role::Rook)
    );
}

#[test]
fn termination_names_round_trip() {
    for t in Termination::ALL {
        assert_eq!(Termination::from_name(t.as_str()), Some(t));
    }
    assert_eq!(Termination::from_name("bogus"), None);
}

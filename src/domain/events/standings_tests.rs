//! Standings against tables worked out by hand.

use super::*;

const A: usize = 0;
const B: usize = 1;
const C: usize = 2;
const D: usize = 3;
const E: usize = 4;

fn game(white: usize, black: usize, score: Score) -> SectionGame {
    SectionGame {
        white,
        black,
        score: Some(score),
        mark: Mark::Played,
    }
}

use Score::{BlackWins, Draw, WhiteWins};

/// Four players. A beats C and D but loses to B; B draws C and D; C draws D.
/// Points: A 2 (2 wins), B 2 (1 win), C 1, D 1.
/// Sonneborn-Berger: A 1+1 = 2; B 2 + ½·1 + ½·1 = 3; C ½·2 + ½·1 = 1.5; D 1.5.
fn four() -> Vec<SectionGame> {
    vec![
        game(B, A, WhiteWins),
        game(A, C, WhiteWins),
        game(D, A, BlackWins),
        game(B, C, Draw),
        game(D, B, Draw),
        game(C, D, Draw),
    ]
}

const FOUR_RATINGS: [i32; 4] = [1800, 1900, 1600, 1700];

fn order(lines: &[Standing]) -> Vec<(usize, usize)> {
    lines.iter().map(|l| (l.seat, l.rank)).collect()
}

#[test]
fn points_wins_and_sonneborn_berger_by_hand() {
    let lines = standings(&FOUR_RATINGS, &four(), &[]);
    let by_seat = |s: usize| lines.iter().find(|l| l.seat == s).unwrap().clone();
    assert_eq!(
        [A, B, C, D].map(|s| by_seat(s).halves),
        [4, 4, 2, 2],
        "points in halves"
    );
    assert_eq!([A, B, C, D].map(|s| by_seat(s).wins), [2, 1, 0, 0]);
    assert_eq!([A, B, C, D].map(|s| by_seat(s).played), [3, 3, 3, 3]);
    assert_eq!(
        [A, B, C, D].map(|s| quarters_text(by_seat(s).sb_quarters)),
        ["2", "3", "1.5", "1.5"]
    );
    // Without tiebreaks, level players share a rank.
    assert_eq!(order(&lines), [(A, 1), (B, 1), (C, 3), (D, 3)]);
}

#[test]
fn baumbach_puts_the_player_with_more_wins_first() {
    let lines = standings(&FOUR_RATINGS, &four(), &[Tiebreak::Baumbach]);
    assert_eq!(order(&lines), [(A, 1), (B, 2), (C, 3), (D, 3)]);
}

#[test]
fn sonneborn_berger_reverses_that() {
    let lines = standings(&FOUR_RATINGS, &four(), &[Tiebreak::SonnebornBerger]);
    assert_eq!(order(&lines), [(B, 1), (A, 2), (C, 3), (D, 3)]);
}

#[test]
fn rating_breaks_what_is_left() {
    let all = [
        Tiebreak::Baumbach,
        Tiebreak::SonnebornBerger,
        Tiebreak::HeadToHead,
        Tiebreak::Rating,
    ];
    let lines = standings(&FOUR_RATINGS, &four(), &all);
    // C and D: no wins, SB 1.5 each, drew each other; D is rated higher.
    assert_eq!(order(&lines), [(A, 1), (B, 2), (D, 3), (C, 4)]);
}

/// Five players; A, B and C finish on 2½. Among themselves: A beat B, A drew C, B drew C, so
/// head-to-head A 1½, C 1, B ½. Wins: A 1, B 2 (D and E), C 1 (D).
/// Against the rest: A drew D and E; B beat D and E; C beat D, drew E; D beat E.
/// Points: A 2½, B 2½, C 2½, D 1½, E 1.
fn five() -> Vec<SectionGame> {
    vec![
        game(A, B, WhiteWins),
        game(C, A, Draw),
        game(B, C, Draw),
        game(A, D, Draw),
        game(E, A, Draw),
        game(B, D, WhiteWins),
        game(E, B, BlackWins),
        game(D, C, BlackWins),
        game(C, E, Draw),
        game(D, E, WhiteWins),
    ]
}

#[test]
fn head_to_head_counts_only_games_among_the_level_players() {
    let ratings = [1500; 5];
    let lines = standings(&ratings, &five(), &[Tiebreak::HeadToHead]);
    assert_eq!(order(&lines), [(A, 1), (C, 2), (B, 3), (D, 4), (E, 5)]);
    let a = lines.iter().find(|l| l.seat == A).unwrap();
    assert_eq!(a.head_to_head, Some(3), "A scored 1½ against B and C");
    // After Baumbach B is alone in front; A and C are level and drew: head-to-head among
    // just the two of them leaves them sharing second place.
    let lines = standings(
        &ratings,
        &five(),
        &[Tiebreak::Baumbach, Tiebreak::HeadToHead],
    );
    assert_eq!(order(&lines), [(B, 1), (A, 2), (C, 2), (D, 4), (E, 5)]);
    let a = lines.iter().find(|l| l.seat == A).unwrap();
    assert_eq!(a.head_to_head, Some(1), "only the draw with C counts now");
}

#[test]
fn marks_decide_what_counts_and_how_cells_read() {
    let games = vec![
        SectionGame {
            mark: Mark::Forfeit,
            ..game(A, B, WhiteWins)
        },
        SectionGame {
            mark: Mark::Adjudicated,
            ..game(B, C, Draw)
        },
        SectionGame {
            mark: Mark::Cancelled,
            ..game(C, A, WhiteWins)
        },
    ];
    let lines = standings(&[1500; 3], &games, &[]);
    let a = lines.iter().find(|l| l.seat == A).unwrap();
    assert_eq!(
        (a.halves, a.played, a.wins),
        (2, 1, 1),
        "the cancelled loss counts for nothing"
    );
    let c = lines.iter().find(|l| l.seat == C).unwrap();
    assert_eq!((c.halves, c.played), (1, 1));
    assert_eq!(cell(A, &games[0]), "+");
    assert_eq!(cell(B, &games[0]), "-");
    assert_eq!(cell(B, &games[1]), "½A");
    assert_eq!(cell(A, &games[2]), "C");
    let going = SectionGame {
        score: None,
        ..game(A, C, Draw)
    };
    assert_eq!(cell(C, &going), "*");
    assert_eq!(standings(&[1500; 3], &[going], &[])[0].played, 0);
    assert_eq!(cell(C, &game(A, C, WhiteWins)), "0");
}

#[test]
fn texts_and_orders() {
    assert_eq!(points_text(5), "2½");
    assert_eq!(points_text(1), "½");
    assert_eq!(points_text(6), "3");
    assert_eq!(quarters_text(25), "6.25");
    assert_eq!(
        parse_tiebreaks("rating, head-to-head").unwrap(),
        [Tiebreak::Rating, Tiebreak::HeadToHead]
    );
    assert_eq!(parse_tiebreaks(" ").unwrap(), Tiebreak::ALL.to_vec());
    assert!(matches!(
        parse_tiebreaks("buchholz"),
        Err(TiebreakError::Unknown(_))
    ));
    assert!(matches!(
        parse_tiebreaks("rating,rating"),
        Err(TiebreakError::Twice(_))
    ));
    assert_eq!(
        tiebreaks_text(&Tiebreak::ALL),
        "baumbach,sonneborn_berger,head_to_head,rating"
    );
}

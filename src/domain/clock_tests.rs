//! Table-driven tests of the clock arithmetic: each control, leave across deadlines and year
//! ends, time zones and daylight-saving changes, the duplication rule and the 24-hour grace.

use chrono::{NaiveDate, NaiveDateTime};

use super::*;
use crate::domain::calendar::{Calendar, LeavePeriod, Tz, parse_time_zone};

fn at(text: &str) -> NaiveDateTime {
    text.parse().unwrap()
}

fn date(text: &str) -> NaiveDate {
    text.parse().unwrap()
}

fn leave(first: &str, last: &str) -> LeavePeriod {
    LeavePeriod {
        first: date(first),
        last: date(last),
    }
}

/// A game started at `start` with White to move, with these move times.
struct Case<'a> {
    name: &'a str,
    rules: &'a str,
    start: &'a str,
    moves: &'a [&'a str],
    white: Calendar,
    black: Calendar,
    now: &'a str,
    /// The side to move's deadline.
    deadline: &'a str,
    /// (White, Black) time left in days at `now`.
    left: (i64, i64),
    /// Reflection days of each move.
    reflections: &'a [u32],
}

fn run(case: &Case<'_>) -> ClockReport {
    let played: Vec<NaiveDateTime> = case.moves.iter().map(|m| at(m)).collect();
    let input = ClockInput {
        rules: case.rules.parse().unwrap(),
        started_at: at(case.start),
        first_mover: Color::White,
        played_at: &played,
        white: &case.white,
        black: &case.black,
        finished: false,
    };
    compute(&input, at(case.now))
}

fn check(cases: &[Case<'_>]) {
    for case in cases {
        let report = run(case);
        let name = case.name;
        assert_eq!(
            report.deadline(),
            Some(at(case.deadline)),
            "{name}: deadline"
        );
        assert_eq!(
            (report.white.time_left_days, report.black.time_left_days),
            case.left,
            "{name}: time left"
        );
        let days: Vec<u32> = report.reflections.iter().map(|r| r.days).collect();
        assert_eq!(days, case.reflections, "{name}: reflections");
        let overstepped = at(case.now) >= at(case.deadline);
        assert_eq!(
            report.overstepped().is_some(),
            overstepped,
            "{name}: overstepped"
        );
    }
}

fn utc() -> Calendar {
    Calendar::default()
}

fn zone(name: &str) -> Calendar {
    Calendar::new(parse_time_zone(name).unwrap(), [])
}

#[test]
fn days_per_move() {
    check(&[
        Case {
            name: "3d, no move yet: three days after the day of receipt",
            rules: "3d",
            start: "2026-01-05T10:00:00",
            moves: &[],
            white: utc(),
            black: utc(),
            now: "2026-01-07T12:00:00",
            deadline: "2026-01-09T00:00:00",
            left: (1, 3),
            reflections: &[],
        },
        Case {
            name: "3d, a reply the same day costs nothing; the next starts afresh",
            rules: "3d",
            start: "2026-01-05T10:00:00",
            moves: &["2026-01-05T23:59:00", "2026-01-08T08:00:00"],
            white: utc(),
            black: utc(),
            now: "2026-01-08T09:00:00",
            deadline: "2026-01-12T00:00:00",
            left: (3, 3),
            reflections: &[0, 3],
        },
        Case {
            name: "3d, on the deadline itself",
            rules: "3d",
            start: "2026-01-05T10:00:00",
            moves: &[],
            white: utc(),
            black: utc(),
            now: "2026-01-09T00:00:00",
            deadline: "2026-01-09T00:00:00",
            left: (-1, 3),
            reflections: &[],
        },
    ]);
}

#[test]
fn block_controls_carry_unused_days_over() {
    // 2 moves in 10 days. White uses 1 + 2 days for the first block, so starts the second with
    // 20 - 3 = 17 days; Black uses 4 + 0.
    check(&[Case {
        name: "2/10 after one block each",
        rules: "2/10",
        start: "2026-01-01T12:00:00",
        moves: &[
            "2026-01-02T12:00:00", // White 1 day
            "2026-01-06T12:00:00", // Black 4 days
            "2026-01-08T12:00:00", // White 2 days
            "2026-01-08T13:00:00", // Black 0 days
        ],
        white: utc(),
        black: utc(),
        now: "2026-01-10T12:00:00",
        deadline: "2026-01-26T00:00:00",
        left: (15, 16),
        reflections: &[1, 4, 2, 0],
    }]);
    let played = [at("2026-01-02T12:00:00")];
    let (white, black) = (utc(), utc());
    let input = ClockInput {
        rules: "2/10".parse().unwrap(),
        started_at: at("2026-01-01T12:00:00"),
        first_mover: Color::White,
        played_at: &played,
        white: &white,
        black: &black,
        finished: false,
    };
    let report = compute(&input, at("2026-01-02T12:00:00"));
    assert_eq!(report.white.moves_to_control, Some(1));
    assert_eq!(report.white.days_used, 1);
}

#[test]
fn fischer_banks_add_the_increment_up_to_the_cap() {
    check(&[
        Case {
            name: "30+3: 30 - 5 + 3 = 28 for White, Black to move with 30",
            rules: "30+3",
            start: "2026-03-01T08:00:00",
            moves: &["2026-03-06T08:00:00"],
            white: utc(),
            black: utc(),
            now: "2026-03-06T08:00:00",
            deadline: "2026-04-06T00:00:00",
            left: (28, 30),
            reflections: &[5],
        },
        Case {
            name: "10+5<=12: the bank is capped at 12 after a quick move",
            rules: "10+5<=12",
            start: "2026-03-01T08:00:00",
            moves: &["2026-03-01T09:00:00", "2026-03-02T09:00:00"],
            white: utc(),
            black: utc(),
            now: "2026-03-02T09:00:00",
            deadline: "2026-03-15T00:00:00",
            left: (12, 12),
            reflections: &[0, 1],
        },
    ]);
}

#[test]
fn leave_stops_the_clock_across_deadlines_and_year_ends() {
    check(&[
        Case {
            name: "3d with two days of leave before the deadline",
            rules: "3d",
            start: "2026-01-05T10:00:00",
            moves: &[],
            white: Calendar::new(Tz::UTC, [leave("2026-01-07", "2026-01-08")]),
            black: utc(),
            now: "2026-01-09T12:00:00",
            deadline: "2026-01-11T00:00:00",
            left: (1, 3),
            reflections: &[],
        },
        Case {
            name: "3d across the new year with leave from Dec 31 to Jan 1",
            rules: "3d",
            start: "2026-12-30T18:00:00",
            moves: &[],
            white: Calendar::new(Tz::UTC, [leave("2026-12-31", "2027-01-01")]),
            black: utc(),
            now: "2027-01-02T18:00:00",
            deadline: "2027-01-05T00:00:00",
            left: (2, 3),
            reflections: &[],
        },
        Case {
            name: "the opponent's leave does not stop the mover's clock",
            rules: "3d",
            start: "2026-01-05T10:00:00",
            moves: &[],
            white: utc(),
            black: Calendar::new(Tz::UTC, [leave("2026-01-06", "2026-01-20")]),
            now: "2026-01-06T12:00:00",
            deadline: "2026-01-09T00:00:00",
            left: (2, 3),
            reflections: &[],
        },
        Case {
            name: "a reply made after leave is charged only for the days outside it",
            rules: "10/50",
            start: "2026-01-05T10:00:00",
            moves: &["2026-01-20T10:00:00"],
            white: Calendar::new(Tz::UTC, [leave("2026-01-10", "2026-01-16")]),
            black: utc(),
            now: "2026-01-20T10:00:00",
            deadline: "2026-03-12T00:00:00",
            left: (42, 50),
            reflections: &[8],
        },
    ]);
}

#[test]
fn days_follow_the_players_time_zone_and_daylight_saving() {
    check(&[
        Case {
            name: "New York: 03:00 UTC is still the previous local day",
            rules: "3d",
            start: "2026-01-05T03:00:00",
            moves: &[],
            white: zone("America/New_York"),
            black: utc(),
            now: "2026-01-05T03:00:00",
            deadline: "2026-01-08T05:00:00",
            left: (3, 3),
            reflections: &[],
        },
        Case {
            name: "Tokyo: the local midnight is 15:00 UTC the day before",
            rules: "3d",
            start: "2026-01-05T16:00:00",
            moves: &[],
            white: zone("Asia/Tokyo"),
            black: utc(),
            now: "2026-01-05T16:00:00",
            deadline: "2026-01-09T15:00:00",
            left: (3, 3),
            reflections: &[],
        },
        Case {
            name: "Berlin over the spring change: the deadline is midnight CEST",
            rules: "3d",
            start: "2026-03-27T12:00:00",
            moves: &[],
            white: zone("Europe/Berlin"),
            black: utc(),
            now: "2026-03-29T12:00:00",
            deadline: "2026-03-30T22:00:00",
            left: (1, 3),
            reflections: &[],
        },
        Case {
            name: "Berlin over the autumn change: the deadline is midnight CET",
            rules: "3d",
            start: "2026-10-23T12:00:00",
            moves: &[],
            white: zone("Europe/Berlin"),
            black: utc(),
            now: "2026-10-23T12:00:00",
            deadline: "2026-10-26T23:00:00",
            left: (3, 3),
            reflections: &[],
        },
        Case {
            name: "each player's reply is counted in their own zone",
            rules: "3d",
            start: "2026-01-05T12:00:00",
            // White replies at 23:30 UTC = 00:30 Berlin (a day later there); Black in Tokyo
            // answers at 14:00 UTC = 23:00 Tokyo, the same local day as receipt (08:30).
            moves: &["2026-01-05T23:30:00", "2026-01-06T14:00:00"],
            white: zone("Europe/Berlin"),
            black: zone("Asia/Tokyo"),
            now: "2026-01-06T14:00:00",
            deadline: "2026-01-09T23:00:00",
            left: (3, 3),
            reflections: &[1, 0],
        },
    ]);
}

#[test]
fn duplication_charges_days_beyond_twenty_twice() {
    check(&[
        Case {
            name: "30d dup: 30 days last 25 counted days (20 + 5 doubled)",
            rules: "30d dup",
            start: "2026-01-01T12:00:00",
            moves: &[],
            white: utc(),
            black: utc(),
            now: "2026-01-24T12:00:00",
            deadline: "2026-01-27T00:00:00",
            left: (4, 30),
            reflections: &[],
        },
        Case {
            name: "10/50 dup: a 25-day move costs 30",
            rules: "10/50 dup",
            start: "2026-01-01T12:00:00",
            moves: &["2026-01-26T12:00:00"],
            white: utc(),
            black: utc(),
            now: "2026-01-26T12:00:00",
            deadline: "2026-03-03T00:00:00",
            left: (20, 50),
            reflections: &[30],
        },
    ]);
}

#[test]
fn grace_makes_the_first_day_of_each_reply_free() {
    check(&[
        Case {
            name: "3d grace: counting starts 24 hours after receipt",
            rules: "3d grace",
            start: "2026-01-05T10:00:00",
            moves: &[],
            white: utc(),
            black: utc(),
            now: "2026-01-06T09:00:00",
            deadline: "2026-01-10T00:00:00",
            left: (3, 3),
            reflections: &[],
        },
        Case {
            name: "3d grace: replies inside and after the grace",
            rules: "3d grace",
            start: "2026-01-05T10:00:00",
            moves: &["2026-01-06T09:59:00", "2026-01-08T01:00:00"],
            white: utc(),
            black: utc(),
            now: "2026-01-08T01:00:00",
            deadline: "2026-01-13T00:00:00",
            left: (3, 3),
            reflections: &[0, 1],
        },
        Case {
            name: "grace and duplication together",
            rules: "30d grace dup",
            start: "2026-01-01T12:00:00",
            moves: &[],
            white: utc(),
            black: utc(),
            now: "2026-01-01T12:00:00",
            deadline: "2026-01-28T00:00:00",
            left: (30, 30),
            reflections: &[],
        },
    ]);
}

#[test]
fn black_may_move_first_and_finished_games_have_no_deadline() {
    let (white, black) = (utc(), utc());
    let played = [at("2026-01-03T10:00:00")];
    let mut input = ClockInput {
        rules: "3d".parse().unwrap(),
        started_at: at("2026-01-01T10:00:00"),
        first_mover: Color::Black,
        played_at: &played,
        white: &white,
        black: &black,
        finished: false,
    };
    let report = compute(&input, at("2026-01-03T10:00:00"));
    assert_eq!(report.reflections[0].color, Color::Black);
    assert_eq!(report.running.unwrap().color, Color::White);
    assert_eq!(report.deadline(), Some(at("2026-01-07T00:00:00")));
    input.finished = true;
    let report = compute(&input, at("2026-02-03T10:00:00"));
    assert_eq!((report.deadline(), report.overstepped()), (None, None));
    assert_eq!(report.black.days_used, 2);
}

#[test]
fn the_report_says_who_is_on_leave_now() {
    let white = Calendar::new(Tz::UTC, [leave("2026-01-06", "2026-01-08")]);
    let black = utc();
    let input = ClockInput {
        rules: "3d".parse().unwrap(),
        started_at: at("2026-01-05T10:00:00"),
        first_mover: Color::White,
        played_at: &[],
        white: &white,
        black: &black,
        finished: false,
    };
    let report = compute(&input, at("2026-01-07T10:00:00"));
    assert_eq!(
        report.white.on_leave,
        Some(leave("2026-01-06", "2026-01-08"))
    );
    assert_eq!(report.black.on_leave, None);
    assert_eq!(report.running.unwrap().silent_days, 0);
}

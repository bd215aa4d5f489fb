//! The hand benchmark's own behaviour: each test fails if the model stops
//! doing what docs/hand.md says it does.

use super::look_table::{self, Run};
use super::looker::Looker;
use super::screen::{Cell, PHONE, Screen};
use super::task;
use flickwood_core::aids::Aids;
use flickwood_core::geom::Vec2;
use flickwood_core::rng::Rng;
use flickwood_core::save::prefs::TableMode;
use flickwood_core::spec::{BoardKind, Spec};

const RUN: Run = Run {
    trials: 300,
    slip_mm: 1.0,
    seed: 1,
};

fn open_rate(aids: &Aids, motor_mm: f32) -> f64 {
    let spec = Spec::STANDARD;
    let open = task::tasks(&spec, Some("open20")).unwrap();
    let looker = Looker {
        motor_mm,
        slip_mm: RUN.slip_mm,
        corrections: None,
        learn_tries: 10,
    };
    let made = look_table::looker_rate(&spec, &open[0], aids, &looker, &RUN, 0).unwrap();
    made as f64 / RUN.trials as f64 * 100.0
}

#[test]
fn more_motor_error_makes_fewer_open_twenties_under_the_default() {
    let (novice, expert) = (
        open_rate(&Aids::DEFAULT, 2.0),
        open_rate(&Aids::DEFAULT, 0.5),
    );
    assert!(novice + 15.0 < expert, "novice {novice} expert {expert}");
}

#[test]
fn the_easy_setting_needs_patience_not_skill() {
    // Issue 42's finding: with the guide through the hole, the number and
    // the aim already on the answer, a 2 mm hand that looks makes nearly all.
    let easy = open_rate(&Aids::EASY, 2.0);
    assert!(easy > 95.0, "{easy}");
    assert!(open_rate(&Aids::DEFAULT, 2.0) < 50.0);
}

#[test]
fn the_summary_line_names_the_three_tiers() {
    assert_eq!(
        look_table::summary(&[33.7, 56.7, 71.8]),
        "skill: novice 33.7 % average 56.7 % expert 71.8 %"
    );
}

#[test]
fn a_table_seat_is_named_by_where_its_disc_is_drawn() {
    let spec = Spec::STANDARD;
    let at = Vec2::new(0.0, -0.305);
    let name = |seat| {
        let cell = Cell {
            table: TableMode::Tablet,
            seats: 4,
            seat,
            w: 1024.0,
            h: 768.0,
            ..PHONE
        };
        Screen::new(&spec, BoardKind::Crokinole, cell, at).seat_name()
    };
    // Seats go clockwise round the table as the board lies: seat 1 is at
    // the left edge, seat 3 at the right (they were named the other way).
    assert_eq!(
        [name(0), name(1), name(2), name(3)],
        ["table, bottom", "table, left", "table, top", "table, right"]
    );
}

#[test]
fn a_slip_at_the_lift_reaches_the_reading() {
    let spec = Spec::STANDARD;
    let s = Screen::new(&spec, BoardKind::Crokinole, PHONE, Vec2::new(0.0, -0.305));
    let f = s.frame(s.ahead());
    let read = |slip_mm| {
        let finger = s.finger(1.0, slip_mm);
        let trace = finger.drag(f.disc, f.disc + s.up() * -120.0, &mut Rng::new(5));
        f.read_pull(&trace).unwrap()
    };
    assert_ne!(read(0.0), read(3.0));
}

#[test]
fn the_looking_player_is_a_function_of_the_seed() {
    let spec = Spec::STANDARD;
    let open = task::tasks(&spec, Some("open20")).unwrap();
    let i = open[0].intents[0];
    let s = Screen::new(&spec, BoardKind::Crokinole, PHONE, i.at);
    let looker = Looker {
        motor_mm: 1.0,
        slip_mm: 1.0,
        corrections: None,
        learn_tries: 10,
    };
    let shot = |seed| looker.attempt(&s, &Aids::DEFAULT, &i, &mut Rng::new(seed));
    assert_eq!(shot(9), shot(9));
    assert_ne!(shot(9), shot(10));
}

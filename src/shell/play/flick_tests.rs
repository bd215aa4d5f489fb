//! The aids on the play screen (issue 42): a new turn's aim off the answer,
//! the flick's spread drawn from the match's stream, and what is said of it.

use super::super::platform::density::pretend_screen;
use super::*;
use flickwood_core::aids::Aids;

/// A new crokinole match at 390x844 under `aids`, a person to shoot.
fn screen(aids: Aids) -> PlayScreen {
    pretend_screen(390.0, 844.0);
    let settings = MatchSettings::default_for(BoardKind::Crokinole);
    let mut s = PlayScreen::new(settings, 5, &Profiles::default()).expect("a match");
    s.set_aids(aids);
    s.take_first_toss_choice();
    s.effects.message = None;
    s.options.controls = Controls::AimAndPull;
    assert!(s.waiting_for_person());
    s
}

/// The aim's turn off straight ahead for the seat to shoot (degrees).
fn off_ahead(s: &PlayScreen) -> f32 {
    let seat = s.turn.expect("a turn").seat;
    let ahead = (-geom::Vec2::from_angle(seat_angle(seat))).angle();
    wrap(s.hand.aim - ahead).to_degrees()
}

#[test]
fn the_default_starts_a_turn_off_the_answer_the_same_way_each_time() {
    let mut s = screen(Aids::DEFAULT);
    let off = off_ahead(&s);
    assert!((3.0..=10.0).contains(&off.abs()), "{off}");
    // Set up again (a resume, a re-placed disc): the same start, bit for bit.
    let aim = s.hand.aim;
    s.reset_aim();
    assert_eq!(s.hand.aim.to_bits(), aim.to_bits());
    assert_eq!(off_ahead(&screen(Aids::EASY)), 0.0);
}

#[test]
fn a_default_flick_spreads_from_the_match_stream_and_is_explained() {
    let flicked = |aids| {
        let mut s = screen(aids);
        s.show_flick(1.6);
        assert!(s.shot_log.last.is_some(), "no shot");
        s
    };
    let a = flicked(Aids::DEFAULT);
    let f = a.effects.flicked.expect("the flick spread");
    assert_ne!(f.played, f.meant);
    let (turn, speed) = f.apart();
    // Two sigmas of a steady draw: well under a couple of degrees and 10 %.
    assert!(turn.abs() < 2.0 && speed.abs() < 10.0, "{turn} {speed}");
    let said = a
        .effects
        .message
        .as_ref()
        .map(|m| m.0.clone())
        .unwrap_or_default();
    assert!(said.contains("off the aim"), "{said:?}");
    // The same match and the same fingers: the same flick, bit for bit.
    let b = flicked(Aids::DEFAULT).effects.flicked.expect("spread");
    assert_eq!(
        (b.played.x.to_bits(), b.played.y.to_bits()),
        (f.played.x.to_bits(), f.played.y.to_bits())
    );
    // The record keeps the flick meant beside the one played, for the review.
    let at = a.game.replay().moves_played() - 1;
    let kept = a
        .game
        .replay()
        .record()
        .meant_at(at)
        .expect("the flick meant, noted");
    assert_eq!(
        (kept.x.to_bits(), kept.y.to_bits()),
        (f.meant.x.to_bits(), f.meant.y.to_bits())
    );
    // The easy aids play the flick as read and say nothing of it.
    let e = flicked(Aids::EASY);
    assert_eq!(e.game.replay().record().meant, None);
    assert!(e.effects.flicked.is_none());
    let said = e
        .effects
        .message
        .as_ref()
        .map(|m| m.0.clone())
        .unwrap_or_default();
    assert!(!said.contains("off the aim"), "{said:?}");
}

//! The play screen's own tests (headless: no window).
use super::*;
use flickwood_core::save::AiLevel;

/// Against the AI, when the AI shoots first: the board faces the person
/// from the start, and the first-launch tutorial waits for their turn.
#[test]
fn solo_board_faces_the_person_and_the_tutorial_waits() {
    let ai = SeatKind::Ai(AiLevel::Beginner);
    let mut settings = MatchSettings::default_for(BoardKind::Crokinole);
    *settings.seats_mut() = [SeatKind::Guest, ai, ai, ai];
    let profiles = Profiles::default();
    let mut checked = 0;
    for seed in 0..40 {
        let mut s = PlayScreen::new(settings, seed, &profiles).expect("a match");
        s.start_tutorial();
        let first = s.turn.expect("a turn").seat;
        assert_eq!(s.rotation, BoardCamera::seat_rotation(0), "seed {seed}");
        assert_eq!(
            s.tutorial_due(),
            first == 0,
            "seed {seed}: seat {first} first"
        );
        checked += usize::from(first != 0);
    }
    assert!(checked > 0, "no seed let the AI shoot first");
}

/// The pause menu stops a shot in flight where it is; the app going to
/// the background then commits it, so the save has it.
#[test]
fn a_shot_paused_in_flight_is_committed_when_the_app_goes_away() {
    let settings = MatchSettings::default_for(BoardKind::Crokinole);
    let mut s = PlayScreen::new(settings, 7, &Profiles::default()).expect("a match");
    let turn = s.turn.expect("a turn");
    let before = s.game.replay().moves_played();
    // On a tablet: no hand-over between the two people.
    s.table = TableMode::Tablet;
    assert!(matches!(s.phase, Phase::Turn(None)));
    let at = s.place_pos(turn.seat, s.place);
    assert!(
        s.shoot(turn, at, -at.normalize_or_zero() * 1.0),
        "a legal draw"
    );
    assert!(matches!(s.phase, Phase::Flight(_)));
    s.pause();
    let Phase::Paused(under) = &s.phase else {
        panic!("not paused");
    };
    assert!(matches!(**under, Phase::Flight(_)));
    assert_eq!(s.game.replay().moves_played(), before);
    s.pause_now();
    assert_eq!(
        s.game.replay().moves_played(),
        before + 1,
        "the shot is committed"
    );
    let Phase::Paused(under) = &s.phase else {
        panic!("not paused after going away");
    };
    assert!(
        matches!(**under, Phase::Turn(None)),
        "the next person's turn"
    );
    s.unpause();
    assert!(s.waiting_for_person());
    assert_ne!(s.turn.map(|t| t.seat), Some(turn.seat), "the turn passed");
}

/// The opening line is said in the language chosen in Settings, not the
/// system's: nothing is said before the first update knows it.
#[test]
fn the_opening_line_follows_the_chosen_language() {
    let profiles = Profiles::default();
    for board in [BoardKind::Crokinole, BoardKind::Pitchnut] {
        for lang in [Language::French, Language::English] {
            let settings = MatchSettings::default_for(board);
            let mut s = PlayScreen::new(settings, 3, &profiles).expect("a match");
            assert!(s.message.is_none(), "words before the language is known");
            s.lang = lang;
            s.begin();
            let said = s.message.clone().expect("the opening line").0;
            let want = Words::new(&s.game, lang).opening().join("  ·  ");
            let other = match lang {
                Language::French => Language::English,
                Language::English => Language::French,
            };
            let not = Words::new(&s.game, other).opening().join("  ·  ");
            assert_eq!(said, want, "{board:?} {lang:?}");
            assert_ne!(said, not, "{board:?}: the two languages say the same");
            s.begin();
            assert_eq!(s.message.as_ref().unwrap().0, want, "said once");
        }
    }
}

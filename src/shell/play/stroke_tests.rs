//! Fingers on the board in tests (headless: the screen's size is
//! pretended): strokes fed through the play screen as a phone gives them,
//! and what the screen then says.
use super::super::platform::density::pretend_screen;
use super::*;
use flickwood_core::save::Language;

/// A gesture a person can make on their turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Gesture {
    /// Press the disc, pull it back 100 px, hold still, let go.
    Pull,
    /// A quick swipe from behind the disc through it toward the centre.
    Swipe,
}

const GESTURES: [Gesture; 2] = [Gesture::Pull, Gesture::Swipe];

/// Whether `words` tell the player to make `g` (English or French).
fn names(words: &str, g: Gesture) -> bool {
    let w = words.to_lowercase();
    match g {
        Gesture::Pull => w.contains("pull") || w.contains("tirez"),
        Gesture::Swipe => w.contains("swipe") || w.contains("balayez"),
    }
}

/// A new match of `board` at 390x844 with `controls`, a person to shoot.
fn screen(board: BoardKind, controls: Controls, lang: Language) -> PlayScreen {
    pretend_screen(390.0, 844.0);
    let settings = MatchSettings::default_for(board);
    let mut s = PlayScreen::new(settings, 5, &Profiles::default()).expect("a match");
    s.take_first_toss_choice();
    s.effects.message = None;
    s.options.controls = controls;
    s.options.lang = lang;
    assert!(s.waiting_for_person() && s.board_settled());
    s
}

/// Feeds `points` (seconds, screen px) as one finger: down, moves, up.
fn stroke(s: &mut PlayScreen, points: &[(f32, Vec2)]) {
    let last = points.len() - 1;
    for (i, &(t, pos)) in points.iter().enumerate() {
        let phase = match i {
            0 => PointerPhase::Down,
            i if i == last => PointerPhase::Up,
            _ => PointerPhase::Move,
        };
        s.pointer(&PointerEvent {
            id: 1,
            phase,
            pos,
            t,
        });
    }
}

/// `g` made on the waiting disc, in screen px at 60 samples a second.
fn gesture(s: &PlayScreen, g: Gesture) -> Vec<(f32, Vec2)> {
    let turn = s.turn.expect("a turn");
    let cam = s.camera();
    let at = s.game.place_pos(turn.seat, s.hand.place);
    let inward = -at.normalize_or_zero();
    let disc = cam.to_screen(at);
    let toward = (cam.to_screen(at + inward * 0.01) - disc).normalize();
    let line = |from: Vec2, to: Vec2, t0: f32, secs: f32| -> Vec<(f32, Vec2)> {
        let n = (secs * 60.0).round() as usize;
        (0..=n)
            .map(|k| {
                let f = k as f32 / n as f32;
                (t0 + secs * f, from + (to - from) * f)
            })
            .collect()
    };
    match g {
        Gesture::Pull => {
            let back = disc - toward * 100.0;
            let mut points = line(disc, back, 1.0, 0.3);
            points.extend(line(back, back, 1.3 + 1.0 / 60.0, 0.3));
            points
        }
        Gesture::Swipe => line(disc - toward * 40.0, disc + toward * 160.0, 1.0, 0.1),
    }
}

/// The hint line names only the gestures the controls in Settings take,
/// and so do the line said when a stroke is refused and the tutorial: each
/// gesture the hint names shoots, each it does not name does not.
#[test]
fn the_words_name_the_gestures_the_controls_take() {
    for board in [BoardKind::Crokinole, BoardKind::Pitchnut] {
        for controls in [Controls::AimAndPull, Controls::Slingshot, Controls::Flick] {
            for lang in [Language::English, Language::French] {
                let what = format!("{board:?} {controls:?} {lang:?}");
                // Each gesture on a fresh board: a shot, or the words said instead.
                let tried: Vec<(Gesture, bool, String)> = GESTURES
                    .iter()
                    .map(|&g| {
                        let mut s = screen(board, controls, lang);
                        let points = gesture(&s, g);
                        stroke(&mut s, &points);
                        let shot = matches!(s.phase, Phase::Flight(_));
                        let said = s.effects.message.map(|m| m.0).unwrap_or_default();
                        (g, shot, if shot { String::new() } else { said })
                    })
                    .collect();
                let hint = screen(board, controls, lang).hint();
                for (g, shot, _) in &tried {
                    assert_eq!(
                        names(&hint, *g),
                        *shot,
                        "{what}: {hint:?}; {g:?} shot: {shot}"
                    );
                }
                for (g, _, said) in &tried {
                    for (other, takes, _) in &tried {
                        assert!(
                            *takes || !names(said, *other),
                            "{what}: {g:?} refused, then {said:?} names {other:?}"
                        );
                    }
                }
                // The first-launch tutorial teaches those gestures alone too.
                let mut tutorial = Tutorial::new(board);
                tutorial.controls = controls;
                for words in tutorial.all_words(lang) {
                    for (g, takes, _) in &tried {
                        assert!(*takes || !names(words, *g), "{what}: {words:?}");
                    }
                }
            }
        }
    }
}

/// Crokinole: a disc dragged along its line past the seat's quarter stops
/// at the quarter's edge and says why, in the player's language; a drag
/// within the quarter says nothing.
#[test]
fn a_disc_dragged_past_its_quarter_says_why() {
    for lang in [Language::English, Language::French] {
        for (degrees, refused) in [(30.0f32, false), (70.0, true), (-70.0, true)] {
            let mut s = screen(BoardKind::Crokinole, Controls::AimAndPull, lang);
            let seat = s.turn.expect("a turn").seat;
            let cam = s.camera();
            let r = s.spec.crokinole.shooting_line_radius;
            let home = seat_angle(seat);
            // Along the shooting line from the disc, a degree a sample.
            let n = degrees.abs() as usize;
            let points: Vec<(f32, Vec2)> = (0..=n)
                .map(|k| {
                    let a = home + (degrees.signum() * k as f32).to_radians();
                    (
                        1.0 + k as f32 / 60.0,
                        cam.to_screen(geom::Vec2::from_angle(a) * r),
                    )
                })
                .collect();
            stroke(&mut s, &points);
            let what = format!("{lang:?} {degrees} degrees");
            assert!(!matches!(s.phase, Phase::Flight(_)), "{what}: a shot");
            // The disc stops at the quarter's edge, 45 degrees from the middle.
            let placed = wrap(s.hand.place - home).to_degrees();
            let edge = degrees.clamp(-45.0, 45.0);
            assert!((placed - edge).abs() < 1.5, "{what}: placed at {placed}");
            let said = s.effects.message.as_ref().map(|m| m.0.to_lowercase());
            let quarter = match lang {
                Language::English => "quarter",
                Language::French => "quart",
            };
            match said {
                Some(said) => {
                    assert!(refused, "{what}: said {said:?}");
                    assert!(said.contains(quarter), "{what}: {said:?}");
                }
                None => assert!(!refused, "{what}: nothing said"),
            }
        }
    }
}

/// Pass and play at 390x844: a full pull sends the disc into the far
/// ditch, at the top of the screen. It is seen there, on screen with
/// nothing over it, for a moment after it stops; then the hand-over.
#[test]
fn a_full_pull_is_seen_before_the_hand_over() {
    let mut s = screen(
        BoardKind::Crokinole,
        Controls::AimAndPull,
        Language::English,
    );
    let (from, to) = s.pull_hint().expect("the full pull");
    let mut points: Vec<(f32, Vec2)> = (0..=24)
        .map(|k| {
            (
                1.0 + k as f32 / 60.0,
                from + (to - from) * (k as f32 / 24.0),
            )
        })
        .collect();
    points.extend((1..=20).map(|k| (1.4 + k as f32 / 60.0, to)));
    stroke(&mut s, &points);
    let id = s.phase.flight().expect("a shot").turn.id;
    s.finish_shot();
    let shot = s.shot_log.last.clone().expect("the shot's end");
    assert!(shot.speed >= s.top_speed() * 0.99, "{shot:?}");
    let disc = s
        .game
        .pieces()
        .iter()
        .find(|p| p.disc.id == id)
        .expect("the disc");
    let at = s.camera().to_screen(disc.disc.pos);
    assert!(
        at.x > 0.0 && at.x < 390.0 && at.y > 0.0 && at.y < 844.0,
        "{at}"
    );
    assert!(s.phase.overlay().is_none(), "covered at once: {at}");
    // A moment later, the hand-over.
    let looking = s.phase_since;
    s.clock = looking + phase::LOOK_SECS * 0.9;
    s.end_look(false);
    assert!(s.phase.overlay().is_none(), "covered too soon");
    s.clock = looking + phase::LOOK_SECS;
    s.end_look(false);
    assert!(matches!(s.phase.overlay(), Some(Overlay::Handover(_))));
    // A tap during the look is the hand-over's: the next person's turn.
    let mut s = screen(
        BoardKind::Crokinole,
        Controls::AimAndPull,
        Language::English,
    );
    stroke(&mut s, &points);
    s.finish_shot();
    assert!(matches!(s.phase, Phase::Looking(_)));
    s.end_look(true);
    assert!(s.waiting_for_person(), "not the next turn after a tap");
}

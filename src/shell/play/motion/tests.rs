//! Motion's own tests (headless: no window; the font only measures).
use super::super::super::draw::crokinole_board::number_rects;
use super::super::reach;
use super::count::{COUNT_HOLD, COUNT_STEP, heading};
use super::*;
use flickwood_core::physics::DiscView;
use flickwood_core::save::prefs::TableMode;
use flickwood_core::shot::Happening;
use flickwood_core::spec::DiscKind;

/// Pitchnut at 390x844: "In!" said at any corner pocket, the board
/// turned to any seat, is drawn inside the screen through its whole
/// rise, in both languages, and stays where it was said while the
/// board turns under it.
#[test]
fn a_pocket_label_stays_inside_the_screen_where_it_was_said() {
    let font = Font::measuring_only();
    let spec = Spec::STANDARD;
    let (w, h) = (390.0, 844.0);
    let half = reach::half_extent(&spec, BoardKind::Pitchnut);
    let camera = |turn: f32| reach::board_camera(w, h, TableMode::PassAndPlay, 2, half, turn);
    for lang in [Language::English, Language::French] {
        for seat in 0..4 {
            let said_under = camera(BoardCamera::seat_rotation(seat));
            for (k, &pocket) in spec.pitchnut.pockets().iter().enumerate() {
                let disc = DiscView {
                    id: 5,
                    kind: DiscKind::Piece,
                    pos: pocket,
                    velocity: geom::Vec2::new(0.0, 0.0),
                    angle: 0.0,
                    radius: spec.pitchnut.piece_radius,
                    place: Place::Pocket(k as u8),
                    low: true,
                };
                let dropped = Happening {
                    step: 10,
                    disc: 5,
                    what: Place::Pocket(k as u8),
                };
                let mut m = Motion::default();
                m.watch(
                    &[dropped],
                    &[disc],
                    |_| Side::Dark,
                    &spec,
                    lang,
                    &said_under,
                );
                let what = format!("{lang:?} seat {seat} pocket {k}");
                for frame in 0..13 {
                    // The board turns a quarter while the label is up.
                    let turned = camera(said_under.rotation + 0.12 * frame as f32);
                    let now = m.pop_labels(&turned, &font, w, h);
                    assert_eq!(now, m.pop_labels(&said_under, &font, w, h), "{what}");
                    for (words, centre, size, _, _) in now {
                        let half_w = ui::measure(&words, &font, size).width * 0.5;
                        let inside = centre.x - half_w >= 0.0
                            && centre.x + half_w <= w
                            && centre.y - size * 0.6 >= 0.0
                            && centre.y + size * 0.6 <= h;
                        assert!(inside, "{what}: {words:?} at {centre}, frame {frame}");
                    }
                    m.update(0.1);
                }
            }
        }
    }
}

fn summary(n: usize) -> Summary {
    Summary {
        title: "Round 1 is over".into(),
        lines: vec![],
        scored: (0..n)
            .map(|k| (geom::Vec2::new(0.05 * k as f32, 0.0), Side::Light, 15))
            .collect(),
    }
}

/// Two pieces into one pocket: two labels, one under the other.
#[test]
fn two_pieces_in_one_pocket_say_it_twice_apart() {
    let font = Font::measuring_only();
    let spec = Spec::STANDARD;
    let (w, h) = (844.0, 390.0);
    let half = reach::half_extent(&spec, BoardKind::Pitchnut);
    let cam = reach::board_camera(w, h, TableMode::PassAndPlay, 2, half, 0.0);
    let pocket = spec.pitchnut.pockets()[0];
    let mut m = Motion::default();
    for id in [5, 6] {
        let disc = DiscView {
            id,
            kind: DiscKind::Piece,
            pos: pocket,
            velocity: geom::Vec2::new(0.0, 0.0),
            angle: 0.0,
            radius: spec.pitchnut.piece_radius,
            place: Place::Pocket(0),
            low: true,
        };
        let dropped = Happening {
            step: 10,
            disc: id,
            what: Place::Pocket(0),
        };
        m.watch(
            &[dropped],
            &[disc],
            |_| Side::Dark,
            &spec,
            Language::French,
            &cam,
        );
        m.update(0.1);
    }
    let labels = m.pop_labels(&cam, &font, w, h);
    assert_eq!(labels.len(), 2);
    let (a, b) = (labels[0].1, labels[1].1);
    assert!((a.y - b.y).abs() >= labels[0].2, "{labels:?}");
}

#[test]
fn a_round_is_counted_then_released_or_skipped() {
    let spec = Spec::STANDARD;
    let mut m = Motion::default();
    m.count_round(summary(4), &spec);
    assert!(m.counting());
    assert!(m.release_round(false).is_none());
    // Four pucks and the pause after them.
    for _ in 0..((4.0 * COUNT_STEP + COUNT_HOLD) / 0.05) as usize + 2 {
        m.update(0.05);
    }
    let s = m.release_round(false).expect("released after the count");
    assert_eq!(s.scored.len(), 4);
    assert!(!m.counting());

    m.count_round(summary(10), &spec);
    assert!(m.release_round(true).is_some(), "a tap skips the count");
}

#[test]
fn a_holed_puck_goes_to_the_rail_unless_it_lies_in_the_ditch() {
    let spec = Spec::STANDARD;
    let mut m = Motion::default();
    m.in_hole.push((3, Side::Dark, 0.016));
    m.after_commit(&[], 0, &spec, BoardKind::Crokinole);
    assert!(
        m.items
            .iter()
            .any(|i| matches!(i.kind, Kind::ToRail { .. }))
    );

    let mut m = Motion::default();
    m.in_hole.push((3, Side::Dark, 0.016));
    let ditched = Piece {
        disc: flickwood_core::shot::Disc {
            id: 3,
            kind: flickwood_core::spec::DiscKind::Puck,
            pos: geom::Vec2::new(0.0, -0.32),
            place: Place::Ditch,
        },
        side: Side::Dark,
    };
    m.after_commit(&[ditched], 0, &spec, BoardKind::Crokinole);
    assert!(m.items.is_empty(), "a foul's puck is not a 20");
    // Everything fades away in time.
    let mut m = Motion::default();
    m.in_hole.push((3, Side::Dark, 0.016));
    m.after_commit(&[], 0, &spec, BoardKind::Crokinole);
    for _ in 0..40 {
        m.update(0.05);
    }
    assert!(m.items.is_empty());
}

/// A busy round's count: 20s heaped round the hole, 15s by the posts,
/// pucks touching in the 10 and the 5. Each label is drawn whole, clear of
/// every other label and of the heading, inside the screen, at phone and
/// tablet shapes, in both languages.
#[test]
fn a_busy_count_is_readable() {
    let font = Font::measuring_only();
    let spec = Spec::STANDARD;
    let r = spec.crokinole.disc_radius;
    let at = |radius: f32, degrees: f32| geom::Vec2::from_angle(degrees.to_radians()) * radius;
    let mut scored = Vec::new();
    for k in 0..7 {
        let side = if k % 2 == 0 { Side::Light } else { Side::Dark };
        scored.push((geom::Vec2::new(0.0, 0.0), side, 20));
    }
    for degrees in [10.0, 32.0, 100.0, 200.0, 222.0] {
        scored.push((at(0.07, degrees), Side::Light, 15));
    }
    for k in 0..3 {
        let a = 60.0 + k as f32 * (2.05 * r / 0.15).to_degrees();
        scored.push((at(0.15, a), Side::Dark, 10));
    }
    scored.push((at(0.25, 300.0), Side::Light, 5));
    scored.push((at(0.25 + 2.05 * r, 300.0), Side::Dark, 5));
    let summary = Summary {
        title: String::new(),
        lines: Vec::new(),
        scored,
    };
    let half = reach::half_extent(&spec, BoardKind::Crokinole);
    for (w, h) in [(390.0, 844.0), (844.0, 390.0), (1024.0, 768.0)] {
        for lang in [Language::English, Language::French] {
            let cam = reach::board_camera(w, h, TableMode::PassAndPlay, 2, half, 0.0);
            let mut m = Motion::default();
            m.count_round(summary.clone(), &spec);
            let n = summary.scored.len() as f32;
            for _ in 0..((n * COUNT_STEP + COUNT_HOLD * 0.5) / 0.05) as usize {
                m.update(0.05);
            }
            let labels = m.count_labels(&cam, &font, lang, w, h);
            // A side's 20s share one label.
            let said: Vec<&str> = labels.iter().map(|l| l.0.as_str()).collect();
            assert_eq!(said.len(), summary.scored.len() - 7 + 2, "{said:?}");
            assert!(
                said.contains(&"+20 ×4") && said.contains(&"+20 ×3"),
                "{said:?}"
            );
            let (band, _) = heading(&cam, &font, tr(lang, T::WherePoints), w, h);
            let rects: Vec<Rect> = labels
                .iter()
                .map(|(words, c, size, _, _)| {
                    let half_w = ui::measure(words, &font, *size).width * 0.5;
                    Rect::new(c.x - half_w, c.y - size * 0.6, half_w * 2.0, size * 1.2)
                })
                .collect();
            // The heading is off the playing surface, where the pucks lie.
            let centre = cam.to_screen(geom::Vec2::ZERO);
            let surface = spec.crokinole.surface_radius * cam.scale;
            let near = vec2(
                centre.x.clamp(band.x, band.right()),
                centre.y.clamp(band.y, band.bottom()),
            );
            assert!(
                near.distance(centre) > surface,
                "{w}x{h} {lang:?}: the heading {band:?} over the board"
            );
            assert!(band.x >= 0.0 && band.right() <= w && band.bottom() <= h);
            let numbers = number_rects(&cam, &spec.crokinole, &font);
            for (i, a) in rects.iter().enumerate() {
                let what = format!("{w}x{h} {lang:?}: {} at {a:?}", labels[i].0);
                for n in &numbers {
                    assert!(!a.overlaps(n), "{what} over a zone number at {n:?}");
                }
                assert!(
                    a.x >= 0.0 && a.y >= 0.0 && a.right() <= w && a.bottom() <= h,
                    "{what} off the screen"
                );
                assert!(!a.overlaps(&band), "{what} over the heading {band:?}");
                for (j, b) in rects[..i].iter().enumerate() {
                    assert!(!a.overlaps(b), "{what} over {} at {b:?}", labels[j].0);
                }
            }
        }
    }
}

fn disc_at(id: u16, x: f32, speed: f32) -> DiscView {
    DiscView {
        id,
        kind: DiscKind::Puck,
        pos: geom::Vec2::new(x, 0.1),
        velocity: geom::Vec2::new(0.0, speed),
        angle: 0.0,
        radius: 0.015,
        place: Place::Board,
        low: false,
    }
}

fn hit(disc: u16, other: u16, speed: f32) -> flickwood_core::shot::Contact {
    flickwood_core::shot::Contact {
        step: 3,
        disc,
        other: flickwood_core::shot::Touched::Disc(other),
        speed,
    }
}

fn kinds(m: &Motion) -> Vec<&'static str> {
    m.items
        .iter()
        .map(|i| match i.kind {
            Kind::Sink { .. } => "sink",
            Kind::Thud => "thud",
            Kind::ToRail { .. } => "to rail",
            Kind::Flash { .. } => "flash",
            Kind::Pulse => "pulse",
            Kind::Pop { .. } => "pop",
            Kind::Halo => "halo",
        })
        .collect()
}

/// A shot's contacts flash where the two discs met, the harder the hit
/// the stronger; a touch does not flash; fast discs leave a trail that
/// fades and goes, slow ones none; a drop into the 20 hole pulses.
#[test]
fn a_shot_in_motion_flashes_trails_and_pulses() {
    let spec = Spec::STANDARD;
    let font_free_cam = reach::board_camera(390.0, 844.0, TableMode::PassAndPlay, 2, 0.415, 0.0);
    let discs = [disc_at(1, 0.0, 2.0), disc_at(2, 0.03, 0.1)];
    let mut m = Motion::default();
    m.contacts(&[hit(1, 2, 2.5), hit(2, 1, 0.6), hit(1, 2, 0.05)], &discs);
    let strengths: Vec<f32> = m
        .items
        .iter()
        .filter_map(|i| match i.kind {
            Kind::Flash { strength } => Some(strength),
            _ => None,
        })
        .collect();
    assert_eq!(strengths.len(), 2, "a touch at 0.05 m/s must not flash");
    assert!(strengths[0] > strengths[1], "{strengths:?}");
    assert!(
        (m.items[0].at.x - 0.015).abs() < 1e-6,
        "the flash is between the discs"
    );
    assert_eq!(flash_strength(f32::NAN), 0.0);
    let mut busy = Motion::default();
    busy.contacts(&vec![hit(1, 2, 2.0); 50], &discs);
    assert_eq!(
        kinds(&busy).len(),
        MAX_FLASHES,
        "a cluster's contacts are not all flashed"
    );

    for frame in 0..6 {
        m.update(1.0 / 60.0);
        let moved: Vec<DiscView> = discs
            .iter()
            .map(|d| DiscView {
                pos: d.pos + d.velocity * (frame as f32 / 60.0),
                ..*d
            })
            .collect();
        m.moving(&moved);
    }
    let streaks = m.trails.streaks();
    assert_eq!(streaks.len(), 1, "one fast disc, one trail: {streaks:?}");
    let (tail, head, _) = streaks[0];
    assert!(
        tail.x == 0.0 && head.y > tail.y,
        "the trail is not behind the fast disc: {streaks:?}"
    );
    for _ in 0..12 {
        m.update(1.0 / 60.0);
    }
    assert!(m.trails.streaks().is_empty(), "the trail did not go");

    let drop = Happening {
        step: 9,
        disc: 1,
        what: Place::Hole,
    };
    m.watch(
        &[drop],
        &discs,
        |_| Side::Light,
        &spec,
        Language::English,
        &font_free_cam,
    );
    assert!(kinds(&m).contains(&"pulse"), "{:?}", kinds(&m));
}

/// Reduced motion: no flash, trail, pulse, sinking or carrying; the 20's
/// "+20" is still said, and stays where it is said.
#[test]
fn reduced_motion_keeps_only_the_words_in_place() {
    let spec = Spec::STANDARD;
    let cam = reach::board_camera(390.0, 844.0, TableMode::PassAndPlay, 2, 0.415, 0.0);
    let discs = [disc_at(1, 0.0, 2.0), disc_at(2, 0.03, 0.1)];
    let mut m = Motion::default();
    m.contacts(&[hit(1, 2, 2.5)], &discs);
    m.set_reduced(true);
    assert!(
        m.items.is_empty(),
        "a flash outlived the switch: {:?}",
        kinds(&m)
    );
    m.contacts(&[hit(1, 2, 2.5)], &discs);
    m.moving(&discs);
    m.update(1.0 / 60.0);
    m.moving(&discs);
    assert!(m.trails.streaks().is_empty());
    let drop = Happening {
        step: 9,
        disc: 1,
        what: Place::Hole,
    };
    m.watch(
        &[drop],
        &discs,
        |_| Side::Light,
        &spec,
        Language::English,
        &cam,
    );
    let chimes = m.after_commit(&[], 0, &spec, BoardKind::Crokinole);
    assert_eq!(kinds(&m), vec!["pop"]);
    assert_eq!(chimes, 0, "no 20's moment with reduced motion");
    let font = Font::measuring_only();
    let label = &m.pop_labels(&cam, &font, 390.0, 844.0)[0];
    assert_eq!(label.2, pop::size(cam.scale), "the plain +20's size");
    let first = label.1;
    for _ in 0..30 {
        m.update(1.0 / 60.0);
    }
    let later = m.pop_labels(&cam, &font, 390.0, 844.0)[0].1;
    assert_eq!(first, later, "the +20 rose");
}

/// A round's end: flakes fall across the screen, inside its width, for a
/// little over two seconds, then stop; none with reduced motion.
#[test]
fn a_rounds_end_is_celebrated_unless_motion_is_reduced() {
    let (w, h) = (390.0, 844.0);
    let mut m = Motion::default();
    m.celebrate();
    for _ in 0..8 {
        m.update(0.1);
    }
    let flakes = m.flakes(w, h);
    assert!(flakes.len() > 20, "{} flakes", flakes.len());
    assert!(
        flakes
            .iter()
            .all(|f| f.0.x > -20.0 && f.0.x < w + 20.0 && f.0.y < h)
    );
    for _ in 0..15 {
        m.update(0.1);
    }
    assert!(m.flakes(w, h).is_empty(), "the flakes never stopped");
    let mut calm = Motion::default();
    calm.set_reduced(true);
    calm.celebrate();
    calm.update(0.5);
    assert!(calm.flakes(w, h).is_empty());
}

/// Reduced motion: a round's last shot and a decided game play in real
/// time, and the motion clock runs with them; with full motion the clock
/// slows as the shot does.
#[test]
fn reduced_motion_leaves_out_the_slow_motion() {
    let still = DiscView {
        id: 1,
        kind: DiscKind::Puck,
        pos: geom::Vec2::new(0.0, 0.0),
        velocity: geom::Vec2::new(0.0, 0.0),
        angle: 0.0,
        radius: 0.016,
        place: Place::Board,
        low: false,
    };
    let frame = 1.0 / 60.0;
    for reduced in [false, true] {
        let mut m = Motion::default();
        m.set_reduced(reduced);
        m.shot_begins(true);
        m.game_decided();
        let mut played = 0.0;
        for _ in 0..30 {
            m.update(frame);
            played += m.playback(frame, std::slice::from_ref(&still));
        }
        let shown = 30.0 * frame;
        let clock = m.clock;
        let added = m.shot_ends();
        if reduced {
            assert!((played - shown).abs() < 1e-4 && added == 0.0);
            assert!((clock - shown).abs() < 1e-4);
        } else {
            assert!(played < shown * 0.7 && added > 0.15, "{played} {added}");
            assert!(
                clock < shown * 0.75,
                "the effects slow with the shot: {clock}"
            );
        }
        // The shot over, real time again.
        let before = m.clock;
        m.update(frame);
        assert!((m.clock - before - frame).abs() < 1e-6);
    }
}

/// A puck flying into the ditch, the far one too, is said where it went
/// over ("Ditch!"), inside the screen, in both languages.
#[test]
fn a_puck_into_the_ditch_is_said() {
    let font = Font::measuring_only();
    let spec = Spec::STANDARD;
    let half = reach::half_extent(&spec, BoardKind::Crokinole);
    let r = spec.crokinole.surface_radius + 0.01;
    for (w, h) in [(390.0, 844.0), (844.0, 390.0), (1024.0, 768.0)] {
        let cam = reach::board_camera(w, h, TableMode::PassAndPlay, 2, half, 0.0);
        for lang in [Language::English, Language::French] {
            // The far ditch, across from the shooter at the bottom seat.
            let far = cam.to_board(vec2(w * 0.5, 0.0)).normalize_or_zero() * r;
            let disc = DiscView {
                pos: far,
                place: Place::Ditch,
                ..disc_at(3, 0.0, 0.5)
            };
            let over = Happening {
                step: 40,
                disc: 3,
                what: Place::Ditch,
            };
            let mut m = Motion::default();
            m.watch(&[over], &[disc], |_| Side::Light, &spec, lang, &cam);
            let said = m.pop_labels(&cam, &font, w, h);
            let want = tr(lang, T::Ditched);
            assert!(
                said.iter().any(|l| l.0 == want),
                "{w}x{h} {lang:?}: {said:?}"
            );
            for (words, centre, size, _, _) in said {
                let half_w = ui::measure(&words, &font, size).width * 0.5;
                assert!(
                    centre.x - half_w >= 0.0
                        && centre.x + half_w <= w
                        && centre.y - size * 0.6 >= 0.0
                        && centre.y + size * 0.6 <= h,
                    "{w}x{h} {lang:?}: {words} at {centre}"
                );
            }
        }
    }
}

/// A 20 made has its moment: a "+20" twice the ordinary pop-up's size,
/// held longer than a pocket's "In!", rings going out of the hole, and a
/// chime asked for (the caller chimes once a shot; one set of rings); inside the screen
/// at a phone's size while it lasts.
#[test]
fn a_twenty_gets_a_large_label_rings_and_a_chime() {
    let spec = Spec::STANDARD;
    let cam = reach::board_camera(390.0, 844.0, TableMode::PassAndPlay, 2, 0.415, 0.0);
    let font = Font::measuring_only();
    let mut m = Motion::default();
    m.in_hole.push((3, Side::Dark, 0.016));
    m.in_hole.push((5, Side::Dark, 0.016));
    let chimes = m.after_commit(&[], 0, &spec, BoardKind::Crokinole);
    assert_eq!(chimes, 2);
    let k = kinds(&m);
    assert_eq!(k.iter().filter(|k| **k == "halo").count(), 1, "{k:?}");
    let labels = m.pop_labels(&cam, &font, 390.0, 844.0);
    assert_eq!(labels.len(), 2);
    for (words, centre, size, _, _) in &labels {
        assert_eq!(words, "+20");
        assert_eq!(*size, 2.0 * pop::size(cam.scale));
        let half = ui::measure(words, &font, *size).width * 0.5;
        assert!(
            centre.x - half >= 0.0 && centre.x + half <= 390.0,
            "{centre:?}"
        );
    }
    // The two labels of one shot are not drawn over each other.
    assert!(
        (labels[0].1.y - labels[1].1.y).abs() >= labels[0].2,
        "{labels:?}"
    );
    // Still up when a pocket's "In!" would be gone, then gone.
    let mut t = 0.0;
    while t < pop::SECONDS + 0.1 {
        m.update(0.05);
        t += 0.05;
    }
    assert!(kinds(&m).contains(&"pop"), "{:?}", kinds(&m));
    for _ in 0..20 {
        m.update(0.05);
    }
    assert!(m.items.is_empty(), "{:?}", kinds(&m));
}

//! The settings screen: choices read back, every target on screen, each
//! row at one readable size.

use super::*;

#[test]
fn every_choice_reads_back_as_chosen() {
    for (row, (_, choices)) in ROWS.iter().enumerate() {
        for i in 0..choices.len() {
            let mut p = Prefs::default();
            choose(&mut p, row, i);
            assert_eq!(chosen(&p, row), i, "row {row} choice {i}");
            assert!(p.validate().is_ok());
        }
    }
}

/// Each row's choices at one size, none under 14 px, at every shape
/// and in both languages ("Lance-pierre" was 12 px beside 16 px
/// neighbours in French on a phone upright: its row now says
/// "Visée · Fronde · Pichenotte"; a phone on its side with vibration
/// had three narrow columns and 12 px).
#[test]
fn every_row_reads_at_one_size_of_14_px_or_more() {
    let font = Font::measuring_only();
    for (w, h) in [
        (390.0, 844.0),
        (844.0, 390.0),
        (1024.0, 768.0),
        (1280.0, 800.0),
    ] {
        super::super::super::platform::density::pretend_screen(w, h);
        for vibration in [false, true] {
            let targets = layout(w, h, vibration);
            for lang in [Language::English, Language::French] {
                let sizes = row_sizes(&targets, lang, &font);
                for (row, size) in sizes.iter().enumerate() {
                    let what = format!("{lang:?} {w}x{h} vibration {vibration}: row {row}");
                    assert!(*size >= 14.0, "{what} at {size} px");
                }
            }
        }
    }
}

/// Every button on screen and clear of the others, with the title
/// above them, at the sizes players use, with and without vibration.
#[test]
fn every_target_fits_at_every_shape() {
    let shapes = [
        (390.0, 844.0),
        (844.0, 390.0),
        (360.0, 740.0),
        (740.0, 360.0),
        (1024.0, 768.0),
        (1280.0, 800.0),
    ];
    for (w, h) in shapes {
        for vibration in [false, true] {
            let targets = layout(w, h, vibration);
            let rows = ROWS.len() - usize::from(!vibration);
            let choices = targets
                .iter()
                .filter(|t| matches!(t.0, Target::Choice(..)))
                .count();
            assert!(choices >= rows * 2, "{w}x{h}: {choices} choices");
            // The volume right under the sound row, in its column.
            let at = |t: Target| targets.iter().find(|x| x.0 == t).unwrap().1;
            let (sound, volume) = (at(Target::Choice(SOUND_ROW, 0)), at(Target::Volume));
            assert!(
                volume.x == sound.x
                    && volume.y > sound.bottom()
                    && volume.y < sound.bottom() + 60.0,
                "{w}x{h}: the volume {volume:?} is not under the sound row {sound:?}"
            );
            for (i, (a, ra)) in targets.iter().enumerate() {
                let what = format!("{w}x{h} vibration {vibration}: {a:?} at {ra:?}");
                assert!(
                    ra.x >= 0.0 && ra.y >= 0.0 && ra.right() <= w && ra.bottom() <= h,
                    "{what} is off the screen"
                );
                assert!(ra.h >= 44.0, "{what} is too short for a finger");
                for (b, rb) in &targets[i + 1..] {
                    assert!(!ra.overlaps(rb), "{what} overlaps {b:?} at {rb:?}");
                }
            }
        }
    }
}

#[test]
fn the_volume_slider_stays_in_range() {
    let track = Rect::new(100.0, 0.0, 200.0, 10.0);
    assert_eq!(volume_at(track, 0.0), 0.0);
    assert_eq!(volume_at(track, 200.0), 0.5);
    assert_eq!(volume_at(track, 900.0), 1.0);
    assert_eq!(volume_at(track, f32::NAN), 0.0);
    assert_eq!(volume_at(Rect::new(0.0, 0.0, 0.0, 0.0), 5.0), 0.0);
}

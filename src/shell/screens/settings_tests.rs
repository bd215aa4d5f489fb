//! The settings screen: choices read back, every target on screen, each
//! row at one readable size.

use super::*;

const SHAPES: [(f32, f32); 6] = crate::shell::screens::TURNED_SHAPES;

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

/// Every button on screen and clear of the others, with the title
/// above them, at the sizes players use, with and without vibration.
#[test]
fn every_target_fits_at_every_shape() {
    for (w, h) in SHAPES {
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

/// On the scale (issue 45): each row's words read at the buttons' size,
/// or at the body's or the captions' on one line, or the body's on two, at every test
/// shape, in both languages, with and without the vibration row. On a
/// phone upright the controls' row was 14 px and the table's 15 px.
#[test]
fn every_row_reads_at_a_size_of_the_scale() {
    let font = Font::measuring_only();
    for (w, h) in crate::shell::screens::TEST_SHAPES {
        super::super::super::platform::density::pretend_screen(w, h);
        for vibration in [false, true] {
            let targets = layout(w, h, vibration);
            for lang in [Language::English, Language::French] {
                for (row, words) in row_sizes(&targets, lang, &font).iter().enumerate() {
                    let what = format!("{lang:?} {w}x{h} vibration {vibration}: row {row}");
                    match words {
                        RowWords::OneLine(size) => assert!(
                            *size >= ui::BUTTON_PX || [ui::BODY_PX, ui::CAPTION_PX].contains(size),
                            "{what}: one line at {size} px"
                        ),
                        RowWords::TwoLines => {
                            for &(t, r) in &targets {
                                let Target::Choice(rw, i) = t else { continue };
                                if rw != row {
                                    continue;
                                }
                                let choice = tr(lang, ROWS[row].1[i]);
                                let lines = ui::wrap_even(choice, &font, ui::BODY_PX, r.w - 14.0);
                                assert!(lines.len() <= 2, "{what}: {lines:?}");
                                for l in &lines {
                                    let width = ui::measure(l, &font, ui::BODY_PX).width;
                                    assert!(width <= r.w - 14.0, "{what}: {l:?}");
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// A row's label clear of the brass ring round its chosen button (4 px
/// out from the button; issue 45: "section labels touch the selection
/// rings"), its descenders included, and Back keeps its arrow, at every
/// shape and in both languages.
#[test]
fn labels_keep_clear_of_the_rings_and_back_keeps_its_arrow() {
    let font = Font::measuring_only();
    for (w, h) in SHAPES {
        let targets = layout(w, h, true);
        for lang in [Language::English, Language::French] {
            let what = format!("{w}x{h} {lang:?}");
            for &(t, r) in &targets {
                let label = match t {
                    Target::Choice(row, 0) => tr(lang, ROWS[row].0),
                    Target::Volume => tr(lang, T::Volume),
                    Target::Back => {
                        let back = tr(lang, T::Back);
                        assert!(
                            ui::icon_room(r, back, ui::BODY_PX, &font).is_some(),
                            "{what}: {back:?} has no room for its arrow"
                        );
                        continue;
                    }
                    _ => continue,
                };
                let (at, size) = label_place(label, &font, w, h, r);
                // As `ui::text_left` draws it: the ascent centred on `at`,
                // the glyphs' descenders under the baseline.
                let dims = ui::measure(label, &font, size);
                let baseline = at.y + dims.offset_y * 0.5;
                let text = Rect::new(
                    at.x,
                    baseline - dims.offset_y,
                    dims.width,
                    dims.offset_y + dims.descent,
                );
                // Its own row's ring, any other choice's ring, any button.
                for &(o, b) in &targets {
                    let out = if matches!(o, Target::Choice(..)) {
                        4.0
                    } else {
                        0.0
                    };
                    let ring = Rect::new(b.x - out, b.y - out, b.w + 2.0 * out, b.h + 2.0 * out);
                    let over = text.intersect(ring).is_some_and(|o| o.w > 0.0 && o.h > 0.0);
                    assert!(
                        !over,
                        "{what}: {label:?} {text:?} touches the ring {ring:?}"
                    );
                }
            }
        }
    }
}

//! Colour-blind check of the disc finishes (tests only). The stains are
//! read from `disc_sprite.rs` itself, so the check follows any change there.
//! Each stain tints the maple texture (`wood::MAPLE`, taken at the middle
//! of its light and dark tones); the result goes through the Machado,
//! Oliveira and Fernandes (2009) matrices for full protanopia,
//! deuteranopia and tritanopia (in linear RGB), and the distances between
//! sides are CIE76 delta E in CIELAB. `cargo test --bin flickwood colour --
//! --nocapture` prints the table.

use super::wood::MAPLE;

const SOURCE: &str = include_str!("disc_sprite.rs");

/// The sides, as named in `disc_sprite.rs`.
const CROKINOLE: [&str; 4] = ["Light", "Dark", "Red", "Green"];
/// Pitchnut's pieces; the shooter is left out of the colour pairs: it is
/// told apart by its size (38 mm against 32) and its double ring, and its
/// face is only about 16 delta E from the white pieces under protanopia.
const PITCHNUT: [&str; 3] = ["Light", "Dark", "Poison"];

/// A side's `field` (stain or mark): the numbers of `field: Color::new(r,
/// g, b, a)` after `Side::<name> => Finish {`.
fn finish_colour(side: &str, field: &str) -> [f32; 4] {
    let head = format!("Side::{side} => Finish {{");
    let at = SOURCE
        .find(&head)
        .unwrap_or_else(|| panic!("no finish for {side}"));
    let rest = &SOURCE[at..];
    let key = format!("{field}: Color::new(");
    let from = rest.find(&key).expect("a colour") + key.len();
    let nums: Vec<f32> = rest[from..]
        .split(')')
        .next()
        .unwrap_or("")
        .split(',')
        .map(|n| n.trim().parse().expect("a number"))
        .collect();
    [nums[0], nums[1], nums[2], nums[3]]
}

/// The disc's face: the stain on the maple.
fn face(side: &str) -> [f32; 3] {
    let s = finish_colour(side, "stain");
    let m = [0, 1, 2].map(|i| (MAPLE.light[i] + MAPLE.dark[i]) * 0.5);
    [0, 1, 2].map(|i| (s[i] * m[i]).clamp(0.0, 1.0))
}

/// The mark as seen: its colour blended over the face by its alpha.
fn mark(side: &str) -> [f32; 3] {
    let (m, f) = (finish_colour(side, "mark"), face(side));
    [0, 1, 2].map(|i| m[i] * m[3] + f[i] * (1.0 - m[3]))
}

fn to_linear(c: f32) -> f32 {
    if c <= 0.04045 {
        c / 12.92
    } else {
        ((c + 0.055) / 1.055).powf(2.4)
    }
}

const PROTANOPIA: [[f32; 3]; 3] = [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
];
const DEUTERANOPIA: [[f32; 3]; 3] = [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.011820, 0.042940, 0.968881],
];
const TRITANOPIA: [[f32; 3]; 3] = [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.303900],
];
const NORMAL: [[f32; 3]; 3] = [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]];

/// sRGB seen through `m`, in CIELAB.
fn lab(rgb: [f32; 3], m: &[[f32; 3]; 3]) -> [f32; 3] {
    let lin = rgb.map(to_linear);
    let sim = [0, 1, 2].map(|r| {
        (0..3)
            .map(|c| m[r][c] * lin[c])
            .sum::<f32>()
            .clamp(0.0, 1.0)
    });
    let x = 0.4124 * sim[0] + 0.3576 * sim[1] + 0.1805 * sim[2];
    let y = 0.2126 * sim[0] + 0.7152 * sim[1] + 0.0722 * sim[2];
    let z = 0.0193 * sim[0] + 0.1192 * sim[1] + 0.9505 * sim[2];
    let f = |t: f32| {
        if t > 0.008856 {
            t.cbrt()
        } else {
            7.787 * t + 16.0 / 116.0
        }
    };
    let (fx, fy, fz) = (f(x / 0.9505), f(y), f(z / 1.089));
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

fn delta_e(a: [f32; 3], b: [f32; 3]) -> f32 {
    ((a[0] - b[0]).powi(2) + (a[1] - b[1]).powi(2) + (a[2] - b[2]).powi(2)).sqrt()
}

/// Under each vision, the pair of sides hardest to tell apart: the larger
/// of their faces' and their marks' delta E (a disc is told by either), and
/// the pair whose faces alone are closest. Prints every distance.
#[allow(clippy::type_complexity)]
fn worst(game: &str, sides: &[&str]) -> Vec<(&'static str, (f32, String), (f32, String))> {
    let visions = [
        ("normal", NORMAL),
        ("protanopia", PROTANOPIA),
        ("deuteranopia", DEUTERANOPIA),
        ("tritanopia", TRITANOPIA),
    ];
    let mut out = Vec::new();
    for (name, m) in visions {
        let mut told = (f32::MAX, String::new());
        let mut faces = (f32::MAX, String::new());
        for (i, a) in sides.iter().enumerate() {
            for b in &sides[i + 1..] {
                let f = delta_e(lab(face(a), &m), lab(face(b), &m));
                let k = delta_e(lab(mark(a), &m), lab(mark(b), &m));
                println!("{game:9} {name:12} {a:>7} / {b:<7} faces {f:5.1}  marks {k:5.1}");
                if f.max(k) < told.0 {
                    told = (f.max(k), format!("{a}/{b}"));
                }
                if f < faces.0 {
                    faces = (f, format!("{a}/{b}"));
                }
            }
        }
        out.push((name, told, faces));
    }
    out
}

/// Delta E below which two colours are hard to tell apart at a glance.
const CLEAR: f32 = 20.0;

#[test]
fn colour_blind_distances_between_sides() {
    // The simulation itself: a pure red and a pure green merge for a
    // deuteranope far more than for normal vision.
    let (r, g) = ([0.8, 0.2, 0.2], [0.2, 0.6, 0.2]);
    let normal = delta_e(lab(r, &NORMAL), lab(g, &NORMAL));
    let deutan = delta_e(lab(r, &DEUTERANOPIA), lab(g, &DEUTERANOPIA));
    assert!(deutan < normal * 0.5, "{normal} {deutan}");

    for (game, sides) in [("crokinole", &CROKINOLE[..]), ("pitchnut", &PITCHNUT[..])] {
        for (vision, (d, pair), (f, face_pair)) in worst(game, sides) {
            println!(
                "{game}: under {vision}, closest faces {face_pair} {f:.1}; hardest pair by face or mark {pair} {d:.1}"
            );
            assert!(
                d >= CLEAR,
                "{game} under {vision}: {pair} differ by only {d:.1} in face and mark (want {CLEAR})"
            );
        }
    }
}

#[test]
fn every_side_has_a_pattern_mark() {
    let marks = &SOURCE[SOURCE.find("// The side's mark.").expect("the marks")..];
    for side in CROKINOLE.iter().chain(&PITCHNUT).chain(&["Shooter"]) {
        assert!(
            marks.contains(&format!("Side::{side} =>")),
            "{side} has no mark of its own"
        );
    }
}

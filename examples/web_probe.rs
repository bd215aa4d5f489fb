//! A stand-in for the game on the web page, to check the shipping harness
//! (web/index.html, web/build.sh, tests/browser) before the real shell lands:
//! it draws a board, turns each flick into a crokinole shot simulated by the
//! core (rapier2d, so the wasm is as heavy as the game's), and publishes its
//! state through the `flickwood_report` contract of web/README.md, exactly as
//! the game must.
//!
//!     bash web/build.sh --example web_probe && bash tests/browser/run.sh

// A web-only stand-in: there macroquad's px already are CSS px, so it does
// without the shell's density (clippy.toml).
#![allow(clippy::disallowed_methods)]

use flickwood_core::geom::Vec2 as BoardVec;
use flickwood_core::physics::simulate;
use flickwood_core::shot::{Disc, Shot, ShotInput, ShotReport};
use flickwood_core::spec::{BoardKind, DiscKind, Spec};
use macroquad::prelude::*;
use std::collections::HashMap;

const SHOOTER: u16 = 100;
const TARGET: u16 = 1;

/// The flick as a crokinole shot from the shooting line, straight at the
/// middle, faster for a longer flick. Board metres, y up.
fn shot_for(flick: Vec2, board_px: f32) -> ShotInput {
    let spec = &Spec::STANDARD;
    let metres = flick.length() / board_px * spec.crokinole.surface_radius;
    let speed = (metres * 3.0).clamp(0.3, spec.sim.max_shot_speed);
    let dir = vec2(flick.x, -flick.y).normalize_or(vec2(0.0, 1.0));
    ShotInput {
        board: BoardKind::Crokinole,
        discs: vec![Disc::new(TARGET, DiscKind::Puck, BoardVec::new(0.03, 0.06))],
        shot: Shot {
            disc: Disc::new(
                SHOOTER,
                DiscKind::Puck,
                BoardVec::new(0.0, -spec.crokinole.shooting_line_radius),
            ),
            velocity: BoardVec::new(dir.x * speed, dir.y * speed),
            spin: 0.0,
        },
    }
}

#[cfg(target_arch = "wasm32")]
unsafe extern "C" {
    /// Provided by the plugin in web/index.html.
    fn flickwood_report(ptr: *const u8, len: usize);
}

/// Publishes the state for tests; a no-op off the web.
fn report(json: &str) {
    #[cfg(target_arch = "wasm32")]
    // SAFETY: the pointer and length describe a live UTF-8 string; the JS side
    // copies it before returning.
    unsafe {
        flickwood_report(json.as_ptr(), json.len())
    };
    #[cfg(not(target_arch = "wasm32"))]
    let _ = json;
}

/// The "Play" button of the opening screen: centre and half size, in pixels.
fn play_button() -> (Vec2, Vec2) {
    (
        vec2(screen_width() / 2.0, screen_height() / 2.0),
        vec2(90.0, 36.0),
    )
}

fn state_json(playing: bool, shots: u32, last: Option<&ShotReport>) -> String {
    // The gesture the test should make: from below the board up to its centre,
    // in CSS pixels: screen coordinates over the DPI scale (1 without high_dpi).
    let dpi = screen_dpi_scale();
    let (w, h) = (screen_width() / dpi, screen_height() / dpi);
    let centre = vec2(w / 2.0, h / 2.0);
    let from = vec2(w / 2.0, h * 0.85);
    if !playing {
        // On the menu: no shot is possible, so ask the test to tap Play.
        let (at, _) = play_button();
        return format!(
            "{{\"game\":\"web_probe\",\"screen\":\"menu\",\"shots\":{shots},\
             \"tap\":{{\"x\":{:.1},\"y\":{:.1}}}}}",
            at.x / dpi,
            at.y / dpi
        );
    }
    let last = match last {
        Some(r) => format!(
            "{{\"steps\":{},\"contacts\":{},\"timed_out\":{}}}",
            r.steps,
            r.contacts.len(),
            r.timed_out
        ),
        None => "null".to_string(),
    };
    format!(
        "{{\"game\":\"web_probe\",\"screen\":\"board\",\"shots\":{shots},\"size\":[{w:.1},{h:.1}],\
         \"flick\":{{\"x0\":{:.1},\"y0\":{:.1},\"x1\":{:.1},\"y1\":{:.1}}},\"last\":{last}}}",
        from.x, from.y, centre.x, centre.y
    )
}

/// The playing surface's radius on screen, in pixels.
fn board_radius() -> f32 {
    screen_width().min(screen_height()) * 0.45
}

fn to_screen(p: BoardVec) -> Vec2 {
    let scale = board_radius() / Spec::STANDARD.crokinole.surface_radius;
    vec2(screen_width() / 2.0, screen_height() / 2.0) + vec2(p.x, -p.y) * scale
}

fn draw_board(centre: Vec2, radius: f32) {
    draw_poly(
        centre.x,
        centre.y,
        96,
        radius * 1.08,
        0.0,
        Color::from_rgba(70, 44, 24, 255),
    );
    draw_poly(
        centre.x,
        centre.y,
        96,
        radius,
        0.0,
        Color::from_rgba(226, 188, 132, 255),
    );
    let line = Color::from_rgba(92, 58, 30, 255);
    for frac in [0.88, 0.6, 0.31] {
        draw_poly_lines(centre.x, centre.y, 96, radius * frac, 0.0, 2.0, line);
    }
    draw_poly(
        centre.x,
        centre.y,
        32,
        radius * 0.08,
        0.0,
        Color::from_rgba(30, 18, 10, 255),
    );
}

fn window_conf() -> Conf {
    Conf {
        window_title: "Flickwood web probe".to_string(),
        // The window icon as web/README.md tells the shell to load it.
        icon: Some(macroquad::miniquad::conf::Icon {
            small: *include_bytes!("../assets/icon-16.rgba"),
            medium: *include_bytes!("../assets/icon-32.rgba"),
            big: *include_bytes!("../assets/icon-64.rgba"),
        }),
        ..Default::default()
    }
}

#[macroquad::main(window_conf)]
async fn main() {
    // Touches only: the mouse copies of them would count every flick twice.
    simulate_mouse_with_touch(false);
    let mut starts: HashMap<u64, Vec2> = HashMap::new();
    let mut shots = 0u32;
    let mut last: Option<ShotReport> = None;
    let mut disc: Option<Vec2> = None;
    // Opens on a menu, like a real game, so the test's "tap" path is exercised.
    let mut playing = false;
    report(&state_json(playing, shots, None));
    loop {
        for t in touches() {
            match t.phase {
                TouchPhase::Started => {
                    starts.insert(t.id, t.position);
                }
                TouchPhase::Moved | TouchPhase::Stationary => {
                    starts.entry(t.id).or_insert(t.position);
                    disc = Some(t.position);
                }
                TouchPhase::Ended | TouchPhase::Cancelled => {
                    let from = starts.remove(&t.id).unwrap_or(t.position);
                    if !playing {
                        let (at, half) = play_button();
                        let d = (t.position - at).abs();
                        if t.phase == TouchPhase::Ended && d.x <= half.x && d.y <= half.y {
                            playing = true;
                            report(&state_json(playing, shots, None));
                        }
                        continue;
                    }
                    // A tap is not a shot; a drag of a finger's width is.
                    if t.phase == TouchPhase::Ended && from.distance(t.position) > 24.0 {
                        let input = shot_for(t.position - from, board_radius());
                        let Ok(r) = simulate(&Spec::STANDARD, &input) else {
                            continue;
                        };
                        disc = r.final_of(SHOOTER).map(|f| to_screen(f.pos));
                        shots += 1;
                        report(&state_json(playing, shots, Some(&r)));
                        last = Some(r);
                    }
                }
            }
        }
        clear_background(Color::from_rgba(38, 58, 44, 255));
        let centre = vec2(screen_width() / 2.0, screen_height() / 2.0);
        let radius = board_radius();
        if !playing {
            let (at, half) = play_button();
            let wood = Color::from_rgba(150, 62, 30, 255);
            draw_rectangle(
                at.x - half.x,
                at.y - half.y,
                half.x * 2.0,
                half.y * 2.0,
                wood,
            );
            draw_text("Play", at.x - 28.0, at.y + 10.0, 36.0, WHITE);
            next_frame().await;
            continue;
        }
        draw_board(centre, radius);
        if let Some(p) = disc {
            draw_circle(p.x, p.y, radius * 0.07, Color::from_rgba(150, 62, 30, 255));
        }
        let steps = last.as_ref().map_or(0, |r| r.steps);
        draw_text(
            format!("shots {shots}  steps {steps}"),
            12.0,
            28.0,
            28.0,
            WHITE,
        );
        next_frame().await;
    }
}

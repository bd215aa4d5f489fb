//! What moves besides the simulation: a disc dropping into the 20 hole or
//! a pocket (it shrinks, darkens and sinks toward the middle), a thud ring
//! where a disc falls into the ditch, a 20 lifted out of the hole to the
//! rail, score pop-ups where points were made, and the count at the end of a
//! crokinole round: every scoring puck of the finished round shown where it
//! lay, its points popping up one after another, before the summary.
//!
//! While a shot runs: a flash where discs meet (bigger and brighter the
//! harder they hit), a short trail behind fast discs, a ring pulsing out of
//! the 20 hole as a puck drops, slow motion as a deciding shot settles
//! (`slow.rs`). With reduced motion (a setting) none of that, nor the
//! sinking and carrying: the scores are still said, in place.
//!
//! The play screen feeds it what happened (`watch`, `contacts`, `moving`,
//! `after_commit`, `count_round`) and draws it (`draw_board` in board
//! metres, `draw_screen` in pixels); nothing here changes the game.

use super::super::draw::camera::{BoardCamera, mq};
use super::super::draw::disc_view;
use super::super::draw::glyphs::Font;
use super::super::draw::paint::{self, fade};
use super::super::platform::density::{screen_height, screen_width};
use super::super::ui;
use super::super::words::hud_words::Summary;
use super::super::words::text::{self, T, tr};
use super::pop;
use count::Count;
use flickwood_core::game::{Piece, Side};
use flickwood_core::geom;
use flickwood_core::physics::DiscView;
use flickwood_core::save::Language;
use flickwood_core::shot::{Contact, DiscId, Happening, Place, Touched};
use flickwood_core::spec::{BoardKind, Spec, seat_angle};
use macroquad::prelude::*;

/// How long each kind of motion lasts (s).
const SINK: f32 = 0.45;
const THUD: f32 = 0.5;
const TO_RAIL: f32 = 0.9;
const FLASH: f32 = 0.3;
/// Flashes up at once at most: a break's cluster meets itself hundreds of
/// times a second, and a screen of sparks would say nothing (and cost frames).
const MAX_FLASHES: usize = 6;
const PULSE: f32 = 0.7;

enum Kind {
    /// Into the hole or a pocket: from `at` toward `to`.
    Sink { to: geom::Vec2 },
    /// Down into the ditch at `at`.
    Thud,
    /// A 20 from the hole to the rail at `to`.
    ToRail { to: geom::Vec2 },
    /// Two discs (or a disc and a post) meeting at `at`; `strength` 0 to
    /// 1 from the closing speed.
    Flash { strength: f32 },
    /// A ring spreading out of the 20 hole as a puck drops in.
    Pulse,
    /// Words or points rising from `at`, or from `fixed` on screen (a
    /// pocket's "In!": where it was said, while the board turns under it).
    Pop {
        words: String,
        colour: Color,
        fixed: Option<Vec2>,
        /// Times the ordinary size: a 20's "+20" is said large.
        scale: f32,
    },
    /// A 20 made: gold rings round the hole (`twenty.rs`).
    Halo,
}

struct Item {
    kind: Kind,
    at: geom::Vec2,
    radius: f32,
    side: Side,
    id: DiscId,
    start: f32,
    dur: f32,
}

/// A pop-up as drawn: its words, its centre (px), size, how far into its
/// life (0 to 1) and colour.
type PopLabel = (String, Vec2, f32, f32, Color);

#[derive(Default)]
pub struct Motion {
    clock: f32,
    items: Vec<Item>,
    /// Discs that dropped into the 20 hole this shot (id, side, radius).
    in_hole: Vec<(DiscId, Side, f32)>,
    count: Option<Count>,
    trails: trail::Trails,
    /// When the last round's or match's end was celebrated (`celebrate`).
    celebrated: Option<f32>,
    /// The player asked for reduced motion (`set_reduced`).
    reduced: bool,
    /// The running shot's slow motion; its rate slows this clock too.
    slow: slow::SlowMo,
}

/// A contact's flash strength (0 to 1) from its closing speed (m/s): none
/// for a touch, full from a hard hit.
pub fn flash_strength(speed: f32) -> f32 {
    if speed.is_finite() {
        ((speed - 0.1) / 1.4).clamp(0.0, 1.0)
    } else {
        0.0
    }
}

/// Colours of the pop-ups per side: light enough to read on the board.
fn side_colour(side: Side) -> Color {
    match side {
        Side::Light => Color::new(1.0, 0.95, 0.8, 1.0),
        Side::Dark => Color::new(0.7, 0.78, 1.0, 1.0),
        Side::Red => Color::new(1.0, 0.55, 0.45, 1.0),
        Side::Green => Color::new(0.6, 0.95, 0.6, 1.0),
        Side::Poison => Color::new(1.0, 0.45, 0.35, 1.0),
        Side::Shooter => Color::new(1.0, 0.85, 0.5, 1.0),
    }
}

impl Motion {
    pub fn update(&mut self, dt: f32) {
        // Slow motion slows what moves with the shot as much as the shot.
        self.clock += dt.clamp(0.0, 0.1) * self.slow.rate();
        let now = self.clock;
        self.items.retain(|i| now - i.start < i.dur);
        self.trails.expire(now);
        self.celebrated = self.celebrated.filter(|&t| now - t < confetti::SECONDS);
    }

    /// A round or the match has ended: flakes fall across the screen
    /// (none with reduced motion).
    pub fn celebrate(&mut self) {
        if !self.reduced {
            self.celebrated = Some(self.clock);
        }
    }

    /// The falling flakes now on a `w` x `h` screen.
    fn flakes(&self, w: f32, h: f32) -> Vec<(Vec2, Vec2, f32, Color)> {
        self.celebrated
            .map_or_else(Vec::new, |t0| confetti::flakes(self.clock - t0, w, h))
    }

    /// Reduced motion on or off (the player's setting, each frame).
    pub fn set_reduced(&mut self, reduced: bool) {
        self.reduced = reduced;
        if reduced {
            self.slow = slow::SlowMo::default();
            self.trails.clear();
            self.celebrated = None;
            self.items.retain(|i| matches!(i.kind, Kind::Pop { .. }));
        }
    }

    /// A shot begins; `settles_a_round`: it is a crokinole round's last,
    /// slowed as its pucks settle (not with reduced motion).
    pub fn shot_begins(&mut self, settles_a_round: bool) {
        self.slow = slow::SlowMo::new(settles_a_round && !self.reduced);
    }

    /// The running shot has decided a game: slow from now (not with
    /// reduced motion).
    pub fn game_decided(&mut self) {
        if !self.reduced {
            self.slow.decided();
        }
    }

    /// How many seconds of the running shot to play in a frame of `dt`
    /// seconds, its `discs` as they are now.
    pub fn playback(&mut self, dt: f32, discs: &[DiscView]) -> f32 {
        self.slow.playback(dt, discs)
    }

    /// The shot has ended: real time again. Gives the seconds slow motion added.
    pub fn shot_ends(&mut self) -> f32 {
        std::mem::take(&mut self.slow).added()
    }

    /// New contacts of the running shot: a flash where each happened (the
    /// middle of two discs; the disc's edge nearest a post is not known
    /// here, so at the disc). `discs` are the simulation's discs now.
    pub fn contacts(&mut self, contacts: &[Contact], discs: &[DiscView]) {
        if self.reduced {
            return;
        }
        for c in contacts {
            let strength = flash_strength(c.speed);
            let Some(d) = discs.iter().find(|d| d.id == c.disc) else {
                continue;
            };
            let up = self
                .items
                .iter()
                .filter(|i| matches!(i.kind, Kind::Flash { .. }));
            if strength <= 0.0 || up.count() >= MAX_FLASHES {
                continue;
            }
            let at = match c.other {
                Touched::Disc(o) => discs
                    .iter()
                    .find(|e| e.id == o)
                    .map_or(d.pos, |e| (d.pos + e.pos) * 0.5),
                Touched::Peg(_) | Touched::Rail => d.pos,
            };
            // The flash has no side: any will do.
            self.push(
                Kind::Flash { strength },
                at,
                d.radius,
                Side::Light,
                c.disc,
                FLASH,
            );
        }
    }

    /// The running shot's discs this frame, for the trails of fast ones.
    pub fn moving(&mut self, discs: &[DiscView]) {
        if !self.reduced {
            self.trails.record(self.clock, discs);
        }
    }

    fn push(&mut self, kind: Kind, at: geom::Vec2, radius: f32, side: Side, id: DiscId, dur: f32) {
        // Reduced motion keeps only the words.
        if self.reduced && !matches!(kind, Kind::Pop { .. }) {
            return;
        }
        self.items.push(Item {
            kind,
            at,
            radius,
            side,
            id,
            start: self.clock,
            dur,
        });
    }

    /// New happenings of the running shot: drops into the hole or a
    /// pocket, falls into the ditch. `discs` are the simulation's discs now.
    pub fn watch(
        &mut self,
        happenings: &[Happening],
        discs: &[DiscView],
        side_of: impl Fn(DiscId) -> Side,
        spec: &Spec,
        lang: Language,
        cam: &BoardCamera,
    ) {
        for h in happenings {
            let Some(d) = discs.iter().find(|d| d.id == h.disc) else {
                continue;
            };
            let side = side_of(h.disc);
            match h.what {
                Place::Hole => {
                    self.in_hole.push((h.disc, side, d.radius));
                    let centre = geom::Vec2::new(0.0, 0.0);
                    self.push(Kind::Pulse, centre, d.radius, side, h.disc, PULSE);
                    self.push(
                        Kind::Sink {
                            to: geom::Vec2::new(0.0, 0.0),
                        },
                        d.pos,
                        d.radius,
                        side,
                        h.disc,
                        SINK,
                    );
                }
                Place::Pocket(k) => {
                    let to = spec
                        .pitchnut
                        .pockets()
                        .get(k as usize)
                        .copied()
                        .unwrap_or(d.pos);
                    self.push(Kind::Sink { to }, d.pos, d.radius, side, h.disc, SINK);
                    // A second piece in the same pocket: its label under the first's.
                    let at = cam.to_screen(to);
                    let step = pop::size(cam.scale) * 1.2;
                    let under = self.items.iter().filter(|i| {
                        matches!(i.kind, Kind::Pop { fixed: Some(f), .. } if f.distance(at) < step * 4.0)
                    });
                    let at = at + vec2(0.0, under.count() as f32 * step);
                    self.push(
                        Kind::Pop {
                            words: tr(lang, T::Pocketed).to_string(),
                            colour: side_colour(side),
                            fixed: Some(at),
                            scale: 1.0,
                        },
                        to,
                        d.radius,
                        side,
                        h.disc,
                        pop::SECONDS,
                    );
                }
                Place::Ditch => {
                    self.push(Kind::Thud, d.pos, d.radius, side, h.disc, THUD);
                    // Said where it went over, as a pocket's "In!".
                    self.push(
                        Kind::Pop {
                            words: tr(lang, T::Ditched).to_string(),
                            colour: side_colour(side),
                            fixed: Some(cam.to_screen(d.pos)),
                            scale: 1.0,
                        },
                        d.pos,
                        d.radius,
                        side,
                        h.disc,
                        pop::SECONDS,
                    );
                }
                _ => {}
            }
        }
    }

    /// The shot is committed: a puck that dropped into the hole and is not
    /// now lying in the ditch (a foul) is a 20, lifted to the rail at the
    /// shooter's seat with a large "+20" where it went in and gold rings
    /// round the hole. Gives the 20s celebrated so (none with reduced
    /// motion, which says a plain "+20"), for the caller's chime.
    pub fn after_commit(
        &mut self,
        pieces: &[Piece],
        seat: u8,
        spec: &Spec,
        board: BoardKind,
    ) -> usize {
        let holed = std::mem::take(&mut self.in_hole);
        if board != BoardKind::Crokinole {
            return 0;
        }
        let mut made = 0;
        for (n, (id, side, radius)) in holed.into_iter().enumerate() {
            let fouled = pieces
                .iter()
                .any(|p| p.disc.id == id && p.disc.place == Place::Ditch);
            if fouled {
                continue;
            }
            // Along the rail, a little apart for each 20 of the same shot.
            let angle = seat_angle(seat) + 0.12 * n as f32;
            let rail = spec.crokinole.rail_radius() + 0.012;
            let to = geom::Vec2::from_angle(angle) * rail;
            let centre = geom::Vec2::new(0.0, 0.0);
            self.push(Kind::ToRail { to }, centre, radius, side, id, TO_RAIL);
            if n == 0 {
                self.push(Kind::Halo, centre, radius, side, id, twenty::HALO);
            }
            let scale = if self.reduced {
                1.0
            } else {
                twenty::LABEL_SCALE
            };
            self.push(
                Kind::Pop {
                    words: text::plus_points(20),
                    colour: side_colour(side),
                    fixed: None,
                    scale,
                },
                centre,
                radius,
                side,
                id,
                twenty::LABEL_SECONDS.max(pop::SECONDS),
            );
            made += usize::from(!self.reduced);
        }
        made
    }

    /// The text tour's 20 (`play/tour.rs`): a puck of `side` just holed
    /// and committed from `seat`, `after` seconds on.
    pub fn tour_twenty(&mut self, side: Side, seat: u8, spec: &Spec, after: f32) {
        let radius = spec.crokinole.disc_radius;
        self.in_hole.push((DiscId::MAX, side, radius));
        self.after_commit(&[], seat, spec, BoardKind::Crokinole);
        self.update(after);
    }

    /// The fast discs' trails, drawn before the discs.
    pub fn draw_under(&self) {
        let cream = Color::new(1.0, 0.96, 0.86, 1.0);
        for (tail, head, r) in self.trails.streaks() {
            let dir = (head - tail).normalize_or_zero();
            if dir == geom::Vec2::new(0.0, 0.0) {
                continue;
            }
            let side = dir.perp();
            paint::quad(
                [
                    mq(head + side * r * 0.9),
                    mq(head - side * r * 0.9),
                    mq(tail - side * r * 0.25),
                    mq(tail + side * r * 0.25),
                ],
                [
                    fade(cream, 0.35),
                    fade(cream, 0.35),
                    fade(cream, 0.0),
                    fade(cream, 0.0),
                ],
            );
        }
    }

    /// Discs and marks on the board; the camera in board metres is active.
    pub fn draw_board(&self, cam: &BoardCamera, maple: &Image) {
        let now = self.clock;
        for i in &self.items {
            let t = ((now - i.start) / i.dur).clamp(0.0, 1.0);
            match &i.kind {
                Kind::Sink { to } => {
                    // Slides to the middle of the hole, shrinking and darkening
                    // as it drops below the surface.
                    let k = pop::ease_out(t);
                    let c = i.at + (*to - i.at) * k;
                    let r = i.radius * (1.0 - 0.45 * k);
                    disc_view::draw_disc(cam, maple, mq(c), r, 0.0, i.side, true, false, i.id);
                    paint::disc(mq(c), r * 1.02, fade(BLACK, 0.75 * k), 40);
                }
                Kind::Thud => {
                    let r = i.radius * (1.0 + 1.4 * pop::ease_out(t));
                    let w = i.radius * 0.18;
                    paint::arc_ring(
                        mq(i.at),
                        r - w,
                        r,
                        0.0,
                        std::f32::consts::TAU,
                        fade(BLACK, 0.45 * (1.0 - t)),
                        fade(BLACK, 0.0),
                        48,
                    );
                }
                Kind::ToRail { to } => {
                    // Lifted out of the hole, carried to the rail, set down.
                    let k = pop::ease_out(t);
                    let c = i.at + (*to - i.at) * k;
                    let lift = (t * std::f32::consts::PI).sin();
                    let r = i.radius * (1.0 + 0.18 * lift);
                    let alpha = if t > 0.8 { (1.0 - t) / 0.2 } else { 1.0 };
                    paint::soft_disc(
                        mq(c + geom::Vec2::new(0.004, 0.006) * lift),
                        r,
                        r * 1.4,
                        fade(BLACK, 0.3 * alpha),
                        40,
                    );
                    if alpha > 0.5 {
                        disc_view::draw_disc(cam, maple, mq(c), r, 0.0, i.side, false, true, i.id);
                    }
                }
                Kind::Flash { strength } => {
                    // A warm glow and a soft ring thrown out from it, both
                    // the bigger and brighter the harder the hit: lamplight
                    // gold, lighter than the maple, fading at both edges.
                    let k = pop::ease_out(t);
                    let r = i.radius * (0.5 + (0.6 + 0.9 * strength) * k);
                    let a = (1.0 - t) * (0.35 + 0.55 * strength);
                    let hot = Color::new(1.0, 0.97, 0.86, 1.0);
                    let gold = Color::new(1.0, 0.89, 0.6, 1.0);
                    let at = mq(i.at);
                    // 20 and 24 segments: round at a flash's size (about a
                    // quarter pixel out at 30 px), and up to six flashes
                    // are drawn at once in a break.
                    paint::soft_disc(at, r * 0.15, r * 0.6, fade(hot, a), 20);
                    let (r0, r1) = (r * 0.6, r * 0.85);
                    paint::ring(at, r0, r1, fade(gold, 0.0), fade(gold, a * 0.75), 24);
                    paint::ring(at, r1, r * 1.1, fade(gold, a * 0.75), fade(gold, 0.0), 24);
                }
                Kind::Pulse => {
                    // Out of the hole to about the posts' circle, fading.
                    let k = pop::ease_out(t);
                    let r = i.radius * (1.2 + 5.0 * k);
                    let w = i.radius * 0.35 * (1.0 - 0.5 * t);
                    let gold = Color::new(1.0, 0.82, 0.38, 1.0);
                    paint::ring(
                        mq(i.at),
                        r - w,
                        r,
                        fade(gold, 0.0),
                        fade(gold, 0.7 * (1.0 - t)),
                        64,
                    );
                }
                Kind::Halo => twenty::draw_halo(mq(i.at), i.radius, t),
                Kind::Pop { .. } => {}
            }
        }
        self.draw_count_board(cam, maple);
    }

    /// The pop-ups up now: their words, the centre of each label, its
    /// size, how far into its life (0 to 1) and its colour.
    fn pop_labels(&self, cam: &BoardCamera, font: &Font, w: f32, h: f32) -> Vec<PopLabel> {
        let base = pop::size(cam.scale);
        let mut labels: Vec<PopLabel> = self
            .items
            .iter()
            .filter_map(|i| {
                let Kind::Pop {
                    words,
                    colour,
                    fixed,
                    scale,
                } = &i.kind
                else {
                    return None;
                };
                let t = ((self.clock - i.start) / i.dur).clamp(0.0, 1.0);
                let size = base * scale;
                let from = fixed.unwrap_or_else(|| cam.to_screen(i.at));
                let width = ui::measure(words, font, size).width;
                // Reduced motion: the words stay where they are said.
                let rise = if self.reduced { 0.0 } else { t };
                let centre = pop::place(from, width, size, rise, w, h);
                Some((words.clone(), centre, size, t, *colour))
            })
            .collect();
        // Words held at the screen's top edge stop rising: one said there
        // a moment later is moved down under it, not drawn over it.
        labels.sort_by(|a, b| a.1.y.total_cmp(&b.1.y));
        for i in 1..labels.len() {
            let (done, rest) = labels.split_at_mut(i);
            let l = &mut rest[0];
            for p in done.iter() {
                let reach =
                    (ui::measure(&p.0, font, p.2).width + ui::measure(&l.0, font, l.2).width) * 0.5;
                let apart_x = (p.1.x - l.1.x).abs() >= reach;
                let apart_y = (p.2 + l.2) * 0.5;
                if !apart_x && l.1.y - p.1.y < apart_y {
                    l.1.y = p.1.y + apart_y;
                }
            }
        }
        labels
    }

    /// Pop-ups and the round's count in pixels (after the board is drawn).
    pub fn draw_screen(&self, cam: &BoardCamera, font: &Font, lang: Language) {
        let (w, h) = (screen_width(), screen_height());
        for (words, centre, size, t, colour) in self.pop_labels(cam, font, w, h) {
            pop::draw(&words, centre, size, t, colour, font);
        }
        self.draw_count_screen(cam, font, lang);
    }

    /// A round's or match's end: the flakes falling on a `w` x `h` frame,
    /// drawn over the summary's veil and under its panel (under the veil
    /// they would be dimmed to almost nothing).
    pub fn draw_flakes(&self, w: f32, h: f32) {
        for (c, half, turn, colour) in self.flakes(w, h) {
            let (s, k) = turn.sin_cos();
            let corner = |x: f32, y: f32| {
                c + vec2(
                    x * half.x * k - y * half.y * s,
                    x * half.x * s + y * half.y * k,
                )
            };
            let corners = [
                corner(-1.0, -1.0),
                corner(1.0, -1.0),
                corner(1.0, 1.0),
                corner(-1.0, 1.0),
            ];
            paint::quad(corners, [colour; 4]);
        }
    }
}

mod confetti;
mod count;
mod slow;
#[cfg(test)]
mod tests;
mod trail;
mod twenty;

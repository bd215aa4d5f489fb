//! The "aim and pull" control on the play screen: a drag off the disc turns
//! the aim line, a pull from the disc shoots along it. The core reads both
//! (`flickwood_core::aiming`, the code `flickwood-cli hand` measures); this
//! file feeds it the screen's fingers and draws what they are doing.

use super::super::draw::glyphs::Font;
use super::draw::CREAM;
use super::flick::Flicked;
use super::*;
use flickwood_core::aids::PowerShown;
use flickwood_core::aiming::{self, AimFrame, ScreenPoint};
use flickwood_core::flick_spread::Spread;
use flickwood_core::save::Language;

impl PlayScreen {
    /// The control's frame on screen now, for `turn`'s waiting disc.
    pub(super) fn aim_frame(&self, cam: &BoardCamera, turn: &Turn) -> AimFrame {
        AimFrame::on_view(
            &cam.view(),
            self.game.place_pos(turn.seat, self.hand.place),
            self.shot_radius(turn),
            self.hand.aim,
            self.top_speed(),
            super::super::platform::density::px_per_mm(screen_width(), screen_height()),
        )
    }

    /// A finger lifted at time `lift` (its `trace` in screen pixels): an
    /// aim drag turns the aim, a pull from the disc shoots, a tap on the
    /// disc says how.
    pub(super) fn aim_pull_up(
        &mut self,
        grip: &Grip,
        mut trace: Vec<(f32, geom::Vec2)>,
        lift: f32,
        turn: Turn,
        cam: &BoardCamera,
    ) {
        // The reading needs the lift's time (it reads the hold before it);
        // a finger that lifts where it rested adds no sample of its own.
        if let Some(&(t, p)) = trace.last()
            && lift > t
        {
            trace.push((lift, p));
        }
        let frame = self.aim_frame(cam, &turn);
        if std::env::var_os("FLICKWOOD_DEBUG").is_some() {
            let ends = (trace.first(), trace.last());
            eprintln!(
                "aim and pull: {:?} lifted, {} samples {ends:?}",
                grip.mode,
                trace.len()
            );
        }
        match grip.mode {
            GripMode::Aiming => {
                self.hand.aim = aiming::turned(self.hand.aim, frame.aim_mm(&trace));
                self.hand.last_aim[turn.seat as usize % 4] = Some(self.hand.aim);
            }
            GripMode::Gesture => match frame.read_pull(&trace) {
                Ok(speed) => {
                    let disc = self.game.place_pos(turn.seat, self.hand.place);
                    let meant = geom::Vec2::from_angle(self.hand.aim) * speed;
                    let played = self.spread_flick(&frame, &trace, meant);
                    self.hand.meant = Some(meant);
                    if self.shoot(turn, disc, played) && played != meant {
                        self.effects.flicked = Some(Flicked {
                            from: disc,
                            meant,
                            played,
                        });
                    }
                }
                Err(why) => self.explain(why, true),
            },
            GripMode::Undecided if grip.on_disc => self.say(tr(self.options.lang, T::AimPullHow)),
            GripMode::Undecided | GripMode::Placing => {}
        }
    }

    /// The spin chosen for the next shot (rad/s); crokinole only.
    pub(super) fn chosen_spin(&self) -> f32 {
        flickwood_core::game::chosen_spin(self.board(), self.hand.spin)
    }

    /// The aim as drawn now: turned live while an aim drag is under way.
    fn aim_now(&self, cam: &BoardCamera, turn: &Turn) -> f32 {
        let Some(grip) = self.phase.grip().filter(|g| g.mode == GripMode::Aiming) else {
            return self.hand.aim;
        };
        let Some((press, now)) = self.screen_drag(grip.id) else {
            return self.hand.aim;
        };
        let frame = self.aim_frame(cam, turn);
        aiming::turned(self.hand.aim, frame.aim_mm_to(press, now))
    }

    /// The pull under way: (finger on the board, speed), if one is.
    fn pull_now(&self, cam: &BoardCamera, turn: &Turn) -> Option<(geom::Vec2, Option<f32>)> {
        let grip = self
            .phase
            .grip()
            .filter(|g| g.on_disc && g.mode == GripMode::Gesture)?;
        let (press, now) = self.screen_drag(grip.id)?;
        let frame = self.aim_frame(cam, turn);
        let finger = cam.view().to_board(now);
        Some((finger, frame.pull_speed(press, now)))
    }

    /// The spread of the pull under way at `speed`, its hold read from the
    /// finger's stroke so far.
    fn pull_spread(&self, cam: &BoardCamera, turn: &Turn, speed: f32) -> Option<Spread> {
        let grip = self.phase.grip()?;
        let trace = self.fingers.screen_traces.get(grip.id)?;
        let trace: Vec<ScreenPoint> = trace
            .iter()
            .map(|&(t, p)| (t, geom::Vec2::new(p.x, p.y)))
            .collect();
        self.spread_of(&self.aim_frame(cam, turn), &trace, speed)
    }

    /// Finger `id`'s press and where it is now, in screen pixels.
    fn screen_drag(&self, id: u64) -> Option<(geom::Vec2, geom::Vec2)> {
        let trace = self.fingers.screen_traces.get(id)?;
        let (&(_, a), &(_, b)) = (trace.first()?, trace.last()?);
        Some((geom::Vec2::new(a.x, a.y), geom::Vec2::new(b.x, b.y)))
    }

    /// The aim line, always on a person's turn; while pulling, the band
    /// to the finger and the shot's strength. Drawn in board metres.
    pub(super) fn draw_aim_pull(&self, cam: &BoardCamera) {
        let Some(turn) = self.turn.filter(|t| !self.game.seat_kind(t.seat).is_ai()) else {
            return;
        };
        if !matches!(self.phase, Phase::Turn(_)) {
            return;
        }
        let disc = self.game.place_pos(turn.seat, self.hand.place);
        let radius = self.shot_radius(&turn);
        let px = cam.metres_per_pixel();
        let dir = geom::Vec2::from_angle(self.aim_now(cam, &turn));
        if let Some((finger, speed)) = self.pull_now(cam, &turn) {
            let band = Color::new(0.25, 0.12, 0.05, 0.8);
            draw_line(disc.x, disc.y, finger.x, finger.y, 3.0 * px, band);
            paint::disc(mq(finger), 6.0 * px, band, 24);
            if let Some(v) = speed {
                if let Some(spread) = self.pull_spread(cam, &turn, v) {
                    self.draw_spread_cone(cam, disc, radius, dir, &spread);
                }
                self.draw_aim_marks(cam, disc, radius, dir * v);
                return;
            }
        }
        // The aim line: a dotted guide as long as the aids say (the
        // default stops short of the 20 and of a puck on the 15).
        let colour = Color::new(1.0, 0.95, 0.8, 0.85);
        let along = (radius * 1.4, self.game.aids().guide_m);
        draw_dotted(disc, dir, along, (5.0 * px, 2.5 * px), colour);
    }

    /// The shot's strength beside the finger while pulling (screen pixels).
    pub(super) fn draw_pull_power(&self, cam: &BoardCamera, font: &Font) {
        if self.options.controls != Controls::AimAndPull {
            return;
        }
        let Some(turn) = self.turn else { return };
        let Some((finger, speed)) = self.pull_now(cam, &turn) else {
            return;
        };
        let top = self.top_speed();
        // The pull's share of the full pull: the number (easy) or the gauge.
        let share = speed.map(|v| aiming::pull_share(v, top));
        let gauge = self.game.aids().power == PowerShown::Gauge;
        let words = match share {
            Some(_) if gauge => String::new(),
            Some(s) => pull_words(self.options.lang, s),
            None => tr(self.options.lang, T::ShotCalledOff).to_string(),
        };
        let at = cam.to_screen(finger);
        // Above the finger, where the fingertip does not hide it.
        let mut y = (at.y - 58.0).max(24.0);
        let x = at.x.clamp(70.0, screen_width() - 70.0);
        // On a dark plate: the label often sits over the light maple.
        let width = if words.is_empty() {
            GAUGE_W
        } else {
            font.measure(&words, ui::BUTTON_PX).width
        };
        let mut plate = Rect::new(x - width * 0.5 - 10.0, y - 16.0, width + 20.0, 32.0);
        // Never over a button (Spin beside the finger on a portrait phone):
        // above the highest one it would cover.
        let hud = self.hud();
        for b in self.shown_buttons().iter().rev() {
            let (p, q) = (
                hud.to_screen(b.point()),
                hud.to_screen(b.point() + b.size()),
            );
            let b = Rect::new(
                p.x.min(q.x),
                p.y.min(q.y),
                (p.x - q.x).abs(),
                (p.y - q.y).abs(),
            );
            if plate.overlaps(&b) {
                plate.y = b.y - plate.h - 6.0;
                y = plate.y + 16.0;
            }
        }
        // Nor over a score card ("Force 98 %" on a side's points).
        let cards: Vec<Rect> = self
            .score_rects(self.score_cards().len())
            .unwrap_or_default()
            .iter()
            .map(|c| {
                let (p, q) = (
                    hud.to_screen(c.point()),
                    hud.to_screen(c.point() + c.size()),
                );
                Rect::new(
                    p.x.min(q.x),
                    p.y.min(q.y),
                    (p.x - q.x).abs(),
                    (p.y - q.y).abs(),
                )
            })
            .collect();
        let moved = keep_off(plate, &cards, screen_width(), screen_height());
        let (x, y) = (x + moved.x - plate.x, y + moved.y - plate.y);
        let plate = moved;
        ui::rounded(plate, 10.0, fade(BLACK, 0.55));
        match share {
            Some(s) if gauge => draw_gauge(vec2(x - GAUGE_W * 0.5, y - 6.0), s),
            _ => ui::text_centered(&words, vec2(x, y), ui::BUTTON_PX, CREAM, font),
        }
    }

    /// A pull the control reads as a shot at `speed` (m/s), straight ahead
    /// from the waiting disc, in screen pixels (the test report's strokes).
    pub(super) fn aim_pull_stroke(&self, speed: f32) -> Option<(Vec2, Vec2)> {
        let turn = self.turn?;
        let cam = self.camera();
        let frame = self.aim_frame(&cam, &turn);
        let back = cam
            .view()
            .dir_to_screen(geom::Vec2::from_angle(seat_angle(turn.seat)));
        let want = aiming::pull_mm_for_speed(speed) * frame.px_per_mm;
        let (w, h) = (screen_width(), screen_height());
        let (dir, length) = aiming::pull_path(frame.disc, back, want, w, h);
        let end = frame.disc + dir * length;
        Some((vec2(frame.disc.x, frame.disc.y), vec2(end.x, end.y)))
    }
}

/// `plate` moved the least way (down, right, left, up) off every one of
/// `cards` and inside a `w` x `h` screen; as it was if it meets none.
fn keep_off(plate: Rect, cards: &[Rect], w: f32, h: f32) -> Rect {
    const GAP: f32 = 6.0;
    let clear = |r: &Rect| {
        r.x >= 0.0
            && r.y >= 0.0
            && r.right() <= w
            && r.bottom() <= h
            && cards.iter().all(|c| !c.overlaps(r))
    };
    if cards.iter().all(|c| !c.overlaps(&plate)) {
        return plate;
    }
    let at = |x: f32, y: f32| Rect::new(x, y, plate.w, plate.h);
    let hit: Vec<&Rect> = cards.iter().filter(|c| c.overlaps(&plate)).collect();
    let beside: Vec<Rect> = hit
        .iter()
        .flat_map(|c| {
            [
                at(plate.x, c.bottom() + GAP),
                at(c.right() + GAP, plate.y),
                at(c.x - plate.w - GAP, plate.y),
            ]
        })
        .collect();
    // Above a card are the top bar's words: the last resort.
    let above: Vec<Rect> = hit
        .iter()
        .map(|c| at(plate.x, c.y - plate.h - GAP))
        .collect();
    let far = |r: &Rect| (r.x - plate.x).abs() + (r.y - plate.y).abs();
    let nearest = |tries: Vec<Rect>| {
        tries
            .into_iter()
            .filter(clear)
            .min_by(|a, b| far(a).total_cmp(&far(b)))
    };
    nearest(beside).or_else(|| nearest(above)).unwrap_or(plate)
}

/// The pull's label for a pull of `share` of the full pull: "Power 46 %".
pub(super) fn pull_words(lang: Language, share: f32) -> String {
    let share = aiming::power_percent(share);
    text::say!(lang, "Power {share} %", "Force {share} %")
}

/// The power gauge's width (screen pixels): long enough that a few percent
/// of pull is a visible step, with no number or ticks to hold.
const GAUGE_W: f32 = 120.0;

/// A bar filled to `share` of the full pull, its top-left at `at`: the
/// warmer the harder, as the pull's marks are.
fn draw_gauge(at: Vec2, share: f32) {
    let h = 12.0;
    draw_rectangle(at.x, at.y, GAUGE_W, h, fade(CREAM, 0.25));
    draw_rectangle(at.x, at.y, GAUGE_W * share, h, pull_colour(share, 1.0));
    draw_rectangle_lines(at.x, at.y, GAUGE_W, h, 1.5, fade(CREAM, 0.8));
}

/// The pull's colour at `share` of the full pull, gold to red: the gauge's
/// and the marks' round the disc.
pub(super) fn pull_colour(share: f32, alpha: f32) -> Color {
    Color::new(1.0, 0.85 - 0.6 * share, 0.3 - 0.2 * share, alpha)
}

/// A dotted line from `from` along unit `dir`, between `along`'s two
/// distances (board metres): 8 mm dashes every 2 cm, each `widths.1` wide
/// over a dark outline `widths.0` wide. The aim guide and, after a shot,
/// the aim meant.
pub(super) fn draw_dotted(
    from: geom::Vec2,
    dir: geom::Vec2,
    along: (f32, f32),
    widths: (f32, f32),
    colour: Color,
) {
    let outline = Color::new(0.1, 0.05, 0.02, 0.4);
    let mut s = along.0;
    while s < along.1 {
        let (a, b) = (mq(from + dir * s), mq(from + dir * (s + 0.008)));
        draw_line(a.x, a.y, b.x, b.y, widths.0, outline);
        draw_line(a.x, a.y, b.x, b.y, widths.1, colour);
        s += 0.02;
    }
}

#[cfg(test)]
mod tests {
    use super::super::super::words::hint_words;
    use super::*;
    use flickwood_core::game::{Match, MatchSettings, hint};
    use flickwood_core::save::{AiLevel, Profiles};
    use flickwood_core::spec::{BoardKind, Spec};

    /// The pull's label never lies on a score card: moved the least way
    /// off it, inside the screen; left where it was when it meets none.
    #[test]
    fn the_power_label_keeps_off_the_score_cards() {
        let (w, h) = (390.0, 844.0);
        let cards = [
            Rect::new(10.0, 74.0, 180.0, 74.0),
            Rect::new(200.0, 74.0, 180.0, 74.0),
        ];
        let plate = Rect::new(60.0, 90.0, 130.0, 32.0);
        let moved = keep_off(plate, &cards, w, h);
        assert!(cards.iter().all(|c| !c.overlaps(&moved)), "{moved:?}");
        assert_eq!((moved.x, moved.y), (60.0, 154.0));
        let free = Rect::new(60.0, 400.0, 130.0, 32.0);
        assert_eq!(keep_off(free, &cards, w, h), free);
        // A column of cards at the left of a landscape phone: beside them.
        let column = [
            Rect::new(12.0, 60.0, 220.0, 76.0),
            Rect::new(12.0, 146.0, 220.0, 76.0),
        ];
        let plate = Rect::new(150.0, 120.0, 130.0, 32.0);
        let moved = keep_off(plate, &column, 844.0, 390.0);
        assert!(column.iter().all(|c| !c.overlaps(&moved)), "{moved:?}");
        assert!(moved.x >= 232.0, "{moved:?}");
    }

    /// The last number before "%" in `words`.
    fn percent(words: &str) -> u32 {
        let head = words.rsplit_once(" %").expect("a percent").0;
        head.rsplit(' ').next().unwrap().parse().expect("a number")
    }

    /// One scale of power: the hint's "power N %" for the shot it means is
    /// the N the pull's label shows for the pull that gives that speed.
    #[test]
    fn the_hint_says_the_power_the_pull_label_shows_for_its_speed() {
        for board in [BoardKind::Crokinole, BoardKind::Pitchnut] {
            let mut game = Match::new(MatchSettings::default_for(board), 9, &Profiles::default())
                .expect("a match");
            game.choose_by_rule().expect("the toss");
            let mut req = game.hint_request().expect("a shot due");
            req.level = AiLevel::Beginner;
            let h = hint(req).expect("a hint");
            let top = Spec::STANDARD.top_speed(board);
            // The pull that gives the hint's speed, and the speed it gives.
            let mm = aiming::pull_mm_for_speed(h.velocity.length());
            let pulled = aiming::speed_for_pull_mm(mm, top);
            for lang in [Language::English, Language::French] {
                let label = pull_words(lang, aiming::pull_share(pulled, top));
                let said = hint_words::describe(lang, &h);
                assert_eq!(percent(&said), percent(&label), "{said} / {label}");
                // The arc round the disc, filled for that shot, says it too.
                let arc = aiming::power_percent(super::super::ai_turn::arc_fill(pulled, top));
                assert_eq!(arc, percent(&label), "the arc / {label}");
            }
        }
    }
}

//! The first-launch tutorial: a few short steps over the board of the first
//! match (place the disc, pull back, flick, what scores, where the rules
//! are). A tap goes on, Skip ends it; either way `Prefs::tutorial_seen` is
//! set by the play screen when it ends.

use super::super::draw::glyphs::Font;
use super::super::draw::paint::{self, fade};
use super::super::draw::seat_view::HudFrame;
use super::super::platform::input::{PointerEvent, PointerPhase};
use super::super::stack::context::Context;
use super::super::ui;
use super::super::ui::icons::Icon;
use super::super::words::text::{self, T, tr};
use flickwood_core::save::Language;
use flickwood_core::save::prefs::Controls;
use flickwood_core::spec::BoardKind;
use macroquad::prelude::*;

/// What a step points at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Step {
    Place,
    Pull,
    Flick,
    /// Aim and pull: turning the aim line.
    Aim,
    Score,
    Menu,
}

/// The steps for each control: each teaches only the gesture that shoots.
const AIM_STEPS: [Step; 5] = [Step::Place, Step::Aim, Step::Pull, Step::Score, Step::Menu];
const SLINGSHOT_STEPS: [Step; 4] = [Step::Place, Step::Pull, Step::Score, Step::Menu];
const FLICK_STEPS: [Step; 4] = [Step::Place, Step::Flick, Step::Score, Step::Menu];

/// Where things are on screen now, from the play screen, in the HUD's
/// frame (`seat_view.rs`): on a tablet on a table the card faces the shooter.
pub struct Marks {
    /// The frame the card is laid out in; positions below are in it.
    pub frame: HudFrame,
    /// The waiting disc's centre and radius (pixels).
    pub disc: Vec2,
    pub disc_r: f32,
    /// Toward the board's centre from the disc (unit, screen).
    pub inward: Vec2,
    /// Along the disc's line (unit, screen).
    pub along: Vec2,
    /// What scores: the 20 hole, or the four pockets.
    pub goals: Vec<Vec2>,
    pub menu: Rect,
}

pub struct Tutorial {
    board: BoardKind,
    /// The player's controls (set by the play screen each frame, from the
    /// settings).
    pub controls: Controls,
    step: usize,
    /// When the current step began (seconds on the tutorial's clock).
    since: f32,
    clock: f32,
    /// The button under a finger (true: Skip) and that finger.
    held: Option<(bool, u64)>,
}

impl Tutorial {
    fn steps(&self) -> &'static [Step] {
        match self.controls {
            Controls::AimAndPull => &AIM_STEPS,
            Controls::Slingshot => &SLINGSHOT_STEPS,
            Controls::Flick => &FLICK_STEPS,
        }
    }

    /// The step shown now.
    fn current(&self) -> Step {
        let steps = self.steps();
        steps[self.step.min(steps.len() - 1)]
    }

    pub fn new(board: BoardKind) -> Self {
        Tutorial {
            board,
            controls: Controls::AimAndPull,
            step: 0,
            since: 0.0,
            clock: 0.0,
            held: None,
        }
    }

    /// The card's buttons: Skip on the left, Next on the right.
    fn buttons(card: Rect) -> (Rect, Rect) {
        let bh = 52.0;
        let bw = (card.w * 0.36).min(200.0);
        let y = card.bottom() - bh - 14.0;
        (
            Rect::new(card.x + 16.0, y, bw, bh),
            Rect::new(card.right() - 16.0 - bw, y, bw, bh),
        )
    }

    /// The card: at the top of the screen when the step points low, at the
    /// bottom when it points high.
    fn card(&self, marks: &Marks) -> Rect {
        let (w, h) = (marks.frame.w(), marks.frame.h());
        card_rect(w, h, self.target(marks).y > h * 0.5, self.longest_words())
    }

    /// The characters of the longest step's words, in either language:
    /// the card is sized for it, so it keeps its size from step to step.
    fn longest_words(&self) -> usize {
        let langs = [Language::English, Language::French];
        (self.steps().iter())
            .flat_map(|&s| langs.map(|l| self.words(s, l).chars().count()))
            .max()
            .unwrap_or(0)
    }

    fn target(&self, marks: &Marks) -> Vec2 {
        match self.current() {
            Step::Place | Step::Pull | Step::Flick | Step::Aim => marks.disc,
            Step::Score => marks.goals.first().copied().unwrap_or(marks.disc),
            Step::Menu => marks.menu.center(),
        }
    }

    /// The middle of Skip on screen, for the web test to tap.
    pub fn skip_centre(&self, marks: &Marks) -> Vec2 {
        marks
            .frame
            .to_screen(Self::buttons(self.card(marks)).0.center())
    }

    /// Feeds taps; true once the tutorial is over (finished or skipped).
    pub fn update(&mut self, events: &[PointerEvent], dt: f32, marks: &Marks) -> bool {
        self.clock += dt;
        let (skip, _) = Self::buttons(self.card(marks));
        for e in events {
            let pos = marks.frame.to_hud(e.pos);
            match e.phase {
                PointerPhase::Down => {
                    if self.held.is_none() {
                        self.held = Some((skip.contains(pos), e.id));
                    }
                }
                PointerPhase::Up => {
                    let Some((on_skip, id)) = self.held.take() else {
                        continue;
                    };
                    if id != e.id {
                        continue;
                    }
                    if on_skip && skip.contains(pos) {
                        return true;
                    }
                    // A tap anywhere else goes on.
                    self.step += 1;
                    self.since = self.clock;
                    if self.step >= self.steps().len() {
                        return true;
                    }
                }
                PointerPhase::Cancel => self.held = None,
                PointerPhase::Move => {}
            }
        }
        false
    }

    /// Draws the step in `marks.frame` (the caller activates that frame).
    pub fn draw(&self, marks: &Marks, lang: Language, ctx: &Context) {
        let (w, h) = (marks.frame.w(), marks.frame.h());
        draw_rectangle(0.0, 0.0, w, h, fade(BLACK, 0.35));
        self.draw_marks(marks);
        self.draw_card(marks, lang, ctx);
    }

    /// The step's marks on the board: a ring round the disc, a finger
    /// showing the stroke, the goals, the menu.
    fn draw_marks(&self, marks: &Marks) {
        let step = self.current();
        let t = self.clock - self.since;
        let pulse = 0.5 + 0.5 * (self.clock * 4.0).sin();
        let ring = |c: Vec2, r: f32| {
            paint::arc_ring(
                c,
                r + 2.0 + 3.0 * pulse,
                r + 6.0 + 3.0 * pulse,
                0.0,
                std::f32::consts::TAU,
                fade(GOLD, 0.9),
                fade(GOLD, 0.9),
                64,
            );
        };
        let finger = |at: Vec2| {
            paint::disc(at, 17.0, fade(BLACK, 0.35), 32);
            paint::disc(at, 14.0, Color::new(1.0, 0.96, 0.9, 0.9), 32);
        };
        let (d, r) = (marks.disc, marks.disc_r.max(8.0));
        match step {
            Step::Place => {
                ring(d, r);
                // A finger sliding along the line.
                let s = (t * 2.0).sin() * r * 3.0;
                arrow(
                    d - marks.along * r * 4.0,
                    d + marks.along * r * 4.0,
                    GOLD,
                    true,
                );
                finger(d + marks.along * s);
            }
            Step::Pull => {
                ring(d, r);
                // Press, pull back, let go: the finger moves away from the
                // centre, then the arrow shows where the disc goes.
                let k = (t % 1.8 / 1.2).min(1.0);
                let back = d - marks.inward * r * 5.0 * k;
                draw_line(
                    d.x,
                    d.y,
                    back.x,
                    back.y,
                    3.0,
                    Color::new(0.3, 0.15, 0.05, 0.9),
                );
                arrow(
                    d + marks.inward * r * 1.6,
                    d + marks.inward * r * (2.0 + 6.0 * k),
                    GOLD,
                    false,
                );
                finger(back);
            }
            Step::Aim => {
                ring(d, r);
                // A finger sliding across in front of the disc, the aim
                // line swinging a little with it.
                let k = (t * 1.5).sin();
                let ahead = d + marks.inward * r * 7.0;
                let side = vec2(-marks.inward.y, marks.inward.x);
                let tip = d + (marks.inward + side * (0.15 * k)).normalize() * r * 6.0;
                arrow(d + marks.inward * r * 1.4, tip, GOLD, false);
                finger(ahead + side * (r * 3.0 * k));
            }
            Step::Flick => {
                ring(d, r);
                // A quick swipe through the disc toward the centre.
                let k = (t % 1.4 / 0.5).min(1.0);
                let from = d - marks.inward * r * 3.0;
                let to = d + marks.inward * r * 6.0;
                arrow(from, to, fade(GOLD, 0.8), false);
                finger(from + (to - from) * k);
            }
            Step::Score => {
                for g in &marks.goals {
                    ring(*g, r * 1.3);
                }
            }
            Step::Menu => {
                let m = marks.menu;
                ui::rounded(
                    Rect::new(m.x - 5.0, m.y - 5.0, m.w + 10.0, m.h + 10.0),
                    14.0,
                    fade(GOLD, 0.35 + 0.4 * pulse),
                );
            }
        }
    }

    /// What `step` says.
    fn words(&self, step: Step, lang: Language) -> &'static str {
        let key = match step {
            Step::Place => T::TutPlace,
            Step::Pull if self.controls == Controls::AimAndPull => T::TutPullAim,
            Step::Pull => T::TutPull,
            Step::Aim => T::TutAim,
            Step::Flick => T::TutFlick,
            Step::Score => match self.board {
                BoardKind::Crokinole => T::TutScoreCrokinole,
                BoardKind::Pitchnut => T::TutScorePitchnut,
            },
            Step::Menu => T::TutMenu,
        };
        tr(lang, key)
    }

    /// Every step's words, in order.
    #[cfg(test)]
    pub fn all_words(&self, lang: Language) -> Vec<&'static str> {
        self.steps().iter().map(|&s| self.words(s, lang)).collect()
    }

    /// The card with the step's words and its buttons.
    fn draw_card(&self, marks: &Marks, lang: Language, ctx: &Context) {
        let font = &ctx.font;
        let step = self.current();
        let card = self.card(marks);
        ui::panel(
            card,
            16.0,
            3.0,
            Color::new(0.95, 0.78, 0.35, 1.0),
            &ctx.wood.walnut,
            1.0,
            Color::new(0.7, 0.67, 0.65, 1.0),
        );
        let cream = Color::new(0.98, 0.92, 0.8, 1.0);
        let words = self.words(step, lang);
        let (skip, next) = Self::buttons(card);
        let head = text::step_of(lang, self.step + 1, self.steps().len());
        ui::text_left(
            &head,
            vec2(card.x + 18.0, card.y + 24.0),
            ui::BODY_PX,
            fade(GOLD, 0.9),
            font,
        );
        let (size, lines) = fit_words(words, font, card);
        let mut y = card.y + WORDS_TOP + size;
        for l in &lines {
            ui::draw_text_at(l, card.x + 18.0, y, size, cream, font);
            y += size * LINE;
        }
        let skip_held = self.held.is_some_and(|(s, _)| s);
        let next_held = self.held.is_some_and(|(s, _)| !s);
        let last = self.step + 1 >= self.steps().len();
        let go = tr(lang, if last { T::LetsPlay } else { T::Next });
        let sk = tr(lang, T::Skip);
        let bs = 22.0;
        if !last {
            ui::icon_button(skip, Icon::Skip, sk, bs, &ctx.wood.walnut, skip_held, font);
        }
        let icon = if last { Icon::Play } else { Icon::Next };
        ui::icon_button(next, icon, go, bs, &ctx.wood.cherry, next_held, font);
    }
}

/// The card on a `w` x `h` frame, at the top (`high`) or the bottom, tall
/// enough for words of `chars` characters at the body's size where the
/// screen allows (a tablet's card of 184 px had them at 13 px), at most
/// down to three quarters of the screen.
fn card_rect(w: f32, h: f32, high: bool, chars: usize) -> Rect {
    let cw = (w - 24.0).min(640.0);
    // A phone's narrow card wraps the words onto more lines: it is taller.
    let least = (h * 0.24).clamp(180.0, 230.0) + (400.0 - cw).max(0.0);
    // The serif's letters average under 0.55 of the size across; one line
    // more for the words that wrap short.
    let per_line = ((cw - 36.0) / (ui::BODY_PX * 0.55)).max(1.0);
    let lines = (chars as f32 / per_line).ceil() + 1.0;
    let wanted = WORDS_TOP + lines * ui::BODY_PX * LINE + 6.0 + BUTTONS_ROOM;
    let most = h * 0.75 - HIGH_TOP;
    let ch = least.max(wanted).min(most.max(least));
    let y = if high { HIGH_TOP } else { h - ch - 50.0 };
    Rect::new((w - cw) * 0.5, y, cw, ch)
}

/// From a card's top to its words' first line's top (px).
const WORDS_TOP: f32 = 40.0;
/// The words' line spacing, as a multiple of their size.
const LINE: f32 = 1.3;
/// The buttons' row at the card's foot and its margin (`Tutorial::buttons`).
const BUTTONS_ROOM: f32 = 52.0 + 14.0;

/// The top of a card at the top: under the bar and the turn line drawn
/// just under it on a phone (centred at most 12 px below the bar, 15 px
/// high), which a card at 66 px cut through.
const HIGH_TOP: f32 = flickwood_core::view::TOP_BAR + 24.0;

/// A step's words on `card`: at the body's size, or the captions', where
/// the room between its head and its buttons allows; else as big as it
/// allows. The size and the lines.
fn fit_words(words: &str, font: &Font, card: Rect) -> (f32, Vec<String>) {
    let (skip, _) = Tutorial::buttons(card);
    let room = skip.y - (card.y + WORDS_TOP) - 6.0;
    let fits = |size: f32| {
        let lines = ui::wrap(words, font, size, card.w - 36.0);
        (lines.len() as f32 * size * LINE <= room).then_some((size, lines))
    };
    if let Some(fit) = fits(ui::BODY_PX).or_else(|| fits(ui::CAPTION_PX)) {
        return fit;
    }
    let mut size = ui::CAPTION_PX;
    let mut lines = ui::wrap(words, font, size, card.w - 36.0);
    while size > MIN_WORDS_PX && lines.len() as f32 * size * LINE > room {
        size -= 1.0;
        lines = ui::wrap(words, font, size, card.w - 36.0);
    }
    (size, lines)
}

/// The card's words are never smaller (px).
const MIN_WORDS_PX: f32 = 13.0;

/// The tutorial's highlight colour.
const GOLD: Color = Color::new(1.0, 0.85, 0.45, 1.0);

/// An arrow from `a` to `b` (a head at `b`; at both ends if `both`).
fn arrow(a: Vec2, b: Vec2, colour: Color, both: bool) {
    let dir = (b - a).normalize_or_zero();
    let side = dir.perp();
    draw_line(a.x, a.y, b.x, b.y, 5.0, fade(BLACK, 0.4));
    draw_line(a.x, a.y, b.x, b.y, 3.0, colour);
    let head = |tip: Vec2, d: Vec2| {
        draw_triangle(
            tip,
            tip - d * 14.0 + side * 8.0,
            tip - d * 14.0 - side * 8.0,
            colour,
        );
    };
    head(b, dir);
    if both {
        head(a, -dir);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use flickwood_core::spec::CrokinoleSpec;

    /// Every step's words fit their card at a readable size, on phones and
    /// tablets either way up, for each control, game and language.
    #[test]
    fn every_step_fits_its_card() {
        let font = Font::measuring_only();
        let shapes = [
            (390.0, 844.0),
            (360.0, 640.0),
            (1024.0, 768.0),
            (915.0, 412.0),
        ];
        for (a, b) in shapes {
            for (w, h) in [(a, b), (b, a)] {
                for board in [BoardKind::Crokinole, BoardKind::Pitchnut] {
                    for controls in [Controls::AimAndPull, Controls::Slingshot, Controls::Flick] {
                        let mut t = Tutorial::new(board);
                        t.controls = controls;
                        for lang in [Language::English, Language::French] {
                            for words in t.all_words(lang) {
                                let card = card_rect(w, h, true, t.longest_words());
                                let (size, lines) = fit_words(words, &font, card);
                                let (skip, _) = Tutorial::buttons(card);
                                let bottom = card.y + 40.0 + lines.len() as f32 * size * 1.3;
                                assert!(
                                    bottom <= skip.y - 6.0 + 0.01,
                                    "{w}x{h} {lang:?}: {size} px, {} lines: {words:?}",
                                    lines.len()
                                );
                                // On the type scale (issue 45): a tablet's
                                // card had its words at 13 px.
                                assert!(
                                    size == ui::BODY_PX || size == ui::CAPTION_PX,
                                    "{w}x{h} {lang:?} {controls:?}: {size} px: {words:?}"
                                );
                            }
                        }
                    }
                }
            }
        }
    }

    /// A card at the top leaves the bar and the turn line under it in
    /// sight at every shape.
    #[test]
    fn a_high_card_clears_the_turn_line() {
        let turn_line_bottom = flickwood_core::view::TOP_BAR + 12.0 + 15.0 * 0.5;
        for (w, h) in [
            (390.0, 844.0),
            (360.0, 640.0),
            (844.0, 390.0),
            (1024.0, 768.0),
        ] {
            let longest = Tutorial::new(BoardKind::Crokinole).longest_words();
            let card = card_rect(w, h, true, longest);
            assert!(card.y >= turn_line_bottom + 2.0, "{w}x{h}: {card:?}");
            assert!(
                card.bottom() <= h * 0.75,
                "{w}x{h}: {card:?} low on the screen"
            );
        }
    }

    /// The crokinole scoring step says where each value lies, and puts
    /// only the 15 inside the posts: they stand on the 15 line's circle,
    /// the 10 and 5 rings are outside it (core spec, games.md).
    #[test]
    fn the_score_step_puts_only_the_15_inside_the_posts() {
        let spec = CrokinoleSpec::STANDARD;
        assert_eq!(spec.peg_ring_radius, spec.fifteen_radius);
        assert!(spec.ten_radius > spec.peg_ring_radius + spec.disc_radius * 2.0);
        let tutorial = Tutorial::new(BoardKind::Crokinole);
        for lang in [Language::English, Language::French] {
            let words = tutorial.words(Step::Score, lang);
            let sentence = words.split(['.', '!']).next().unwrap_or_default();
            let after_colon = sentence.split_once(':').map_or(sentence, |(_, rest)| rest);
            let clauses: Vec<&str> = after_colon.split(',').map(str::trim).collect();
            for value in ["5", "10", "15", "20"] {
                let clause = clauses
                    .iter()
                    .find(|c| c.split_whitespace().next() == Some(value))
                    .unwrap_or_else(|| panic!("{lang:?}: no clause for {value} in {words:?}"));
                // The value and where it lies, not a bare number in a list.
                assert!(
                    clause.split_whitespace().count() >= 3,
                    "{lang:?}: {clause:?}"
                );
                let posts = clause.contains("post") || clause.contains("poteau");
                assert_eq!(posts, value == "15", "{lang:?}: {clause:?}");
            }
        }
    }
}

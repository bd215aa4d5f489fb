//! A drill in play: each attempt is the play screen over the drill's
//! position (the real controls, the one simulation of the shot, committed
//! through the match driver), judged when it commits; the running rate on
//! top; at the end the rate with its 95 % Wilson interval on the tiers and
//! beside the AI levels, saved for the player with the date.

use super::super::draw::paint::fade;
use super::super::platform::density::{screen_height, screen_width};
use super::super::platform::input::PointerEvent;
use super::super::play::reach::TOP_BAR as PLAY_TOP_BAR;
use super::super::play::{Leave, PlayScreen};
use super::super::rules::RulesScreen;
use super::super::stack::Screen;
use super::super::stack::saves::now_unix;
use super::super::stack::test_report;
use super::super::stack::{Transition, context::Context};
use super::super::ui;
use super::super::ui::icons::Icon;
use super::super::ui::taps::Taps;
use super::super::words::practice_words as pw;
use super::super::words::text::{self, T, tr};
use super::practice_chart::{self as chart, CREAM};
use super::practice_pick::DrillStart;
use flickwood_core::aids::Aids;
use flickwood_core::practice::rate::ai_rates;
use flickwood_core::practice::{Session, Verdict, tier_of};
use flickwood_core::save::{Move, Player, Position, PracticeResult, Replay};
use flickwood_core::spec::Spec;
use macroquad::prelude::*;

/// How long a verdict shows over the board before the next attempt (s).
const VERDICT_SECS: f32 = 1.3;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Button {
    Again,
    Done,
}

enum Phase {
    Shooting,
    /// The shot is judged (None: not counted); the board stays as it came to rest.
    Showing {
        verdict: Option<Verdict>,
        left: f32,
    },
    Result,
}

pub struct DrillScreen {
    start: DrillStart,
    spec: Spec,
    session: Session,
    /// The attempt on the board, and the position it started from.
    inner: Option<PlayScreen>,
    before: Option<Position>,
    phase: Phase,
    taps: Taps<Button>,
    /// Why the session could not be kept, once tried.
    scripted: bool,
    /// The aids the session is played with (Settings, when it started):
    /// recorded with it; only the default's results meet the pros' numbers.
    aids: Aids,
}

impl DrillScreen {
    pub fn new(start: DrillStart, seed: u64, ctx: &Context) -> DrillScreen {
        let mut s = DrillScreen {
            start,
            spec: Spec::STANDARD,
            session: Session::new(start.drill, start.attempts, seed),
            inner: None,
            before: None,
            phase: Phase::Shooting,
            taps: Taps::default(),
            scripted: false,
            aids: ctx.prefs().aids(),
        };
        s.set_up(ctx);
        s
    }

    /// A finished session, for the text tour and the screenshots.
    pub fn finished(start: DrillStart, results: Vec<bool>, ctx: &Context) -> DrillScreen {
        let mut s = DrillScreen::new(start, 1, ctx);
        s.session.attempts = results.len() as u32;
        s.session.results = results;
        s.phase = Phase::Result;
        s
    }

    /// A session part way, for the text tour.
    pub fn part_way(start: DrillStart, results: Vec<bool>, ctx: &Context) -> DrillScreen {
        let mut s = DrillScreen::new(start, 1, ctx);
        s.session.results = results;
        s.set_up(ctx);
        s
    }

    /// The drill over the practice picker (Done comes back to it).
    pub fn open(start: DrillStart, ctx: &Context) -> Transition {
        let mut d = DrillScreen::new(start, ctx.new_seed(), ctx);
        d.set_scripted(ctx.scripted);
        Transition::Push(Box::new(d))
    }

    pub fn set_scripted(&mut self, on: bool) {
        self.scripted = on;
        if let Some(p) = &mut self.inner {
            p.set_scripted(on);
        }
    }

    fn lang(ctx: &Context) -> flickwood_core::save::Language {
        text::language(ctx.prefs())
    }

    /// The next attempt on the board.
    fn set_up(&mut self, ctx: &Context) {
        let lang = Self::lang(ctx);
        let shooter = match self.start.player.and_then(|id| ctx.profiles().get(id)) {
            Some(p) => Player::Person {
                profile: p.id,
                name: p.name.clone(),
            },
            None => Player::Guest {
                name: tr(lang, T::Guest).into(),
            },
        };
        let opponent = Player::Guest {
            name: tr(lang, T::PracticeStandIn).into(),
        };
        let mut record = self.session.record(&self.spec, shooter, opponent);
        record.aids = Some(self.aids.key.into());
        let note = (self.session.attempt() == 0).then(|| pw::drill_goal(lang, self.start.drill));
        match Replay::new(record) {
            Ok(replay) => {
                self.before = Some(replay.position().clone());
                self.inner = PlayScreen::practice(replay, self.session.spot(), note.as_deref());
                if let Some(p) = &mut self.inner {
                    p.set_scripted(self.scripted);
                }
            }
            Err(e) => {
                eprintln!("flickwood: the drill's position is refused: {e}");
                self.inner = None;
                self.phase = Phase::Result;
            }
        }
    }

    /// The attempt's shot has committed: judge it.
    fn judge(&mut self) -> Option<Verdict> {
        let p = self.inner.as_ref()?;
        let replay = p.replay();
        let at = match replay.record().moves.first()? {
            Move::Shot { place, .. } => *place,
            Move::Flick(f) => f.pos,
            _ => return None,
        };
        let before = self.before.as_ref()?;
        self.session
            .score(&self.spec, at, before, replay.position())
    }

    /// Files the session for its player (a guest's is not kept).
    fn keep(&self, ctx: &mut Context) {
        let Some(profile) = self.start.player else {
            return;
        };
        let result = PracticeResult {
            profile,
            drill: self.start.drill.id().into(),
            when: now_unix(),
            attempts: self.session.results.len() as u32,
            made: self.session.made(),
            aids: self.aids.key.into(),
        };
        if result.attempts == 0 {
            return;
        }
        let written = ctx.saves.store.add_practice(result);
        ctx.saves.written(written);
    }
}

/// The result panel's buttons: across its foot, or on a wide screen at
/// the foot of the right-hand column (the legend's), leaving the left one
/// its whole height.
fn result_buttons(panel: Rect) -> (Rect, Rect) {
    let wide = panel.w > panel.h * 1.3;
    let (left, right) = if wide {
        (
            panel.x + 20.0 + (panel.w - 60.0) * 0.56 + 20.0,
            panel.right() - 20.0,
        )
    } else {
        (panel.x + 20.0, panel.right() - 20.0)
    };
    let bw = ((right - left - 20.0) * 0.5).min(220.0);
    let y = panel.bottom() - 68.0;
    let c = (left + right) * 0.5;
    (
        Rect::new(c - bw - 10.0, y, bw, 54.0),
        Rect::new(c + 10.0, y, bw, 54.0),
    )
}

fn result_panel() -> Rect {
    let (w, h) = (screen_width(), screen_height());
    let pw = (w - 24.0).min(900.0);
    let ph = (h - 24.0).min(if w > h { 560.0 } else { 660.0 });
    Rect::new((w - pw) * 0.5, (h - ph) * 0.5, pw, ph)
}

impl Screen for DrillScreen {
    fn update(&mut self, events: &[PointerEvent], dt: f32, ctx: &mut Context) -> Transition {
        match &mut self.phase {
            Phase::Shooting => {
                let Some(p) = &mut self.inner else {
                    self.phase = Phase::Result;
                    return Transition::Stay;
                };
                let leave = p.step(events, dt, ctx);
                let shot = p.committed().is_some_and(|r| r.moves_played() > 0);
                if shot {
                    let verdict = self.judge();
                    self.phase = Phase::Showing {
                        verdict,
                        left: VERDICT_SECS,
                    };
                }
                match leave {
                    Some(Leave::Title) => return Transition::Title,
                    Some(Leave::Rules) => {
                        let rules = RulesScreen::new(self.start.drill.game());
                        return Transition::Push(Box::new(rules));
                    }
                    // Restart from the pause menu: this attempt again.
                    Some(Leave::Restart) => self.set_up(ctx),
                    // A drill has no result panel, so no review.
                    Some(Leave::Review) | None => {}
                }
            }
            Phase::Showing { left, .. } => {
                *left -= dt;
                if *left <= 0.0 {
                    if self.session.is_done() {
                        self.phase = Phase::Result;
                        self.keep(ctx);
                    } else {
                        self.phase = Phase::Shooting;
                        self.set_up(ctx);
                    }
                }
            }
            Phase::Result => {
                let (again, done) = result_buttons(result_panel());
                for e in events {
                    let hit = if again.contains(e.pos) {
                        Some(Button::Again)
                    } else if done.contains(e.pos) {
                        Some(Button::Done)
                    } else {
                        None
                    };
                    match self.taps.feed(e, hit) {
                        Some(Button::Again) => {
                            let seed = self.session.seed.wrapping_add(1);
                            self.session =
                                Session::new(self.start.drill, self.start.attempts, seed);
                            self.phase = Phase::Shooting;
                            self.set_up(ctx);
                        }
                        Some(Button::Done) => return Transition::Pop,
                        None => {}
                    }
                }
            }
        }
        Transition::Stay
    }

    fn draw(&self, ctx: &Context) {
        let font = &ctx.font;
        let lang = Self::lang(ctx);
        let (w, h) = (screen_width(), screen_height());
        match &self.inner {
            Some(p) => p.draw(ctx),
            None => {
                ui::table_top(&ctx.wood.walnut);
            }
        }
        if let Phase::Result = self.phase {
            self.draw_result(ctx);
            return;
        }
        // The running rate: under the match's top bar, or in the free
        // column beside a landscape board (over the board it hid the hint).
        let name = pw::drill_name(lang, self.start.drill);
        let run = pw::running(
            lang,
            self.session.made(),
            self.session.results.len() as u32,
            self.session.attempts,
        );
        let column = self.inner.as_ref().and_then(|p| p.left_column());
        let (strip, lines1, s1, lines2, s2) = match column {
            Some(c) => {
                let room = c.w - 20.0;
                let (s1, l1) = ui::fit_dotted(&name, font, ui::BODY_PX, room, 60.0);
                // A part of the rate a line: "2 of 3", "66.7 %", "shot 4 of 20".
                let l2: Vec<String> = run.split(" · ").map(str::to_string).collect();
                let s2 = l2
                    .iter()
                    .map(|l| ui::fit_size(l, font, ui::BODY_PX, room))
                    .fold(18.0, f32::min)
                    .max(ui::MIN_TEXT_PX);
                let hh = l1.len() as f32 * s1 * 1.3 + l2.len() as f32 * s2 * 1.3 + 16.0;
                (Rect::new(c.x, c.y, c.w, hh), l1, s1, l2, s2)
            }
            None => {
                let sw = (w - 16.0).min(560.0);
                let strip = Rect::new((w - sw) * 0.5, PLAY_TOP_BAR + 28.0, sw, 50.0);
                let s1 = ui::fit_size(&name, font, ui::BODY_PX, strip.w - 20.0).max(12.0);
                let s2 = ui::fit_size(&run, font, ui::BODY_PX, strip.w - 20.0).max(12.0);
                (strip, vec![name.clone()], s1, vec![run.clone()], s2)
            }
        };
        ui::rounded(strip, 10.0, fade(Color::new(0.12, 0.07, 0.04, 1.0), 0.85));
        let cx = strip.center().x;
        // Under the top bar the two lines sit where they always did.
        let (mut y, gap) = match column {
            Some(_) => (strip.y + 8.0 + s1 * 0.65, (s2 - s1) * 0.5),
            None => (strip.y + 14.0, 21.0 - s1 * 1.3),
        };
        for l in &lines1 {
            ui::text_centered(l, vec2(cx, y), s1, fade(CREAM, 0.75), font);
            y += s1 * 1.3;
        }
        y += gap;
        for l in &lines2 {
            ui::text_centered(l, vec2(cx, y), s2, CREAM, font);
            y += s2 * 1.3;
        }
        if let Phase::Showing { verdict, .. } = self.phase {
            let (label, colour) = match verdict {
                Some(Verdict::Made) => (tr(lang, T::ShotMade), Color::new(0.25, 0.55, 0.3, 0.95)),
                Some(Verdict::Missed) => {
                    (tr(lang, T::ShotMissed), Color::new(0.6, 0.22, 0.18, 0.95))
                }
                None => (tr(lang, T::NotCounted), Color::new(0.35, 0.3, 0.25, 0.95)),
            };
            let bw = (w - 40.0).min(520.0);
            let size = ui::fit_size(label, font, ui::TITLE_PX, bw - 30.0).max(12.0);
            let r = Rect::new((w - bw) * 0.5, h * 0.5 - 36.0, bw, 72.0);
            ui::rounded(r, 14.0, colour);
            ui::text_centered(label, r.center(), size, CREAM, font);
        }
    }

    fn report(&self) -> test_report::State {
        test_report::State {
            screen: match self.phase {
                Phase::Result => "practice-result".into(),
                _ => "practice-drill".into(),
            },
            shots: self.session.results.len() as u32,
            ..Default::default()
        }
    }

    fn tap_sound(&self) -> bool {
        matches!(self.phase, Phase::Result)
    }

    fn keeps_screen_on(&self) -> bool {
        !matches!(self.phase, Phase::Result)
    }

    fn went_away(&mut self) {
        if let Some(p) = &mut self.inner {
            p.went_away();
        }
    }
}

impl DrillScreen {
    fn draw_result(&self, ctx: &Context) {
        let font = &ctx.font;
        let lang = Self::lang(ctx);
        let (w, h) = (screen_width(), screen_height());
        draw_rectangle(0.0, 0.0, w, h, fade(BLACK, 0.6));
        let panel = result_panel();
        ui::rounded(panel, 16.0, Color::new(0.2, 0.11, 0.06, 0.97));
        let wide = panel.w > panel.h * 1.3;
        let pad = 20.0;
        let col = if wide {
            (panel.w - 3.0 * pad) * 0.56
        } else {
            panel.w - 2.0 * pad
        };
        let x = panel.x + pad;
        let y = self.draw_result_words(ctx, x, panel.y + pad, col) + 10.0;
        let (again, done) = result_buttons(panel);
        if self.aids.measured_against_pros() {
            self.draw_yardstick(ctx, panel, (x, y, col), again);
        }
        for (b, r, label, icon) in [
            (
                Button::Again,
                again,
                tr(lang, T::DrillAgain),
                Icon::Practice,
            ),
            (Button::Done, done, tr(lang, T::DrillDone), Icon::Done),
        ] {
            ui::icon_button(
                r,
                icon,
                label,
                ui::BUTTON_PX,
                &ctx.wood.cherry,
                self.taps.is_held(b),
                font,
            );
        }
    }

    /// The rate on the tiers beside the AI levels, and the tiers' legend
    /// (at the default aids only), from `y` down a column `col` wide at `x`.
    fn draw_yardstick(
        &self,
        ctx: &Context,
        panel: Rect,
        (x, mut y, col): (f32, f32, f32),
        again: Rect,
    ) {
        let font = &ctx.font;
        let lang = Self::lang(ctx);
        let wide = panel.w > panel.h * 1.3;
        let pad = 20.0;
        let s = &self.session;
        let rate = s.rate().unwrap_or(0.0);
        let (lo, hi) = s.interval();
        let tier = tier_of(rate);
        let ai = ai_rates(self.start.drill);
        let bar = 26.0;
        let strip = Rect::new(x + 6.0, y, col - 12.0, bar / 0.45);
        chart::draw_scale(lang, strip, (rate, lo, hi), ai, font);
        y += chart::scale_height(bar) + 8.0;
        let legend = if wide {
            Rect::new(
                x + col + pad,
                panel.y + pad + 30.0,
                panel.right() - pad - (x + col + pad),
                again.y - panel.y - pad - 50.0,
            )
        } else {
            Rect::new(x + 6.0, y, col - 12.0, (again.y - 12.0 - y).max(60.0))
        };
        let head = tr(lang, T::TournamentTiers);
        let hs = ui::fit_size(head, font, ui::CAPTION_PX, legend.w).max(12.0);
        ui::text_left(
            head,
            vec2(legend.x, legend.y - 12.0),
            hs,
            fade(CREAM, 0.7),
            font,
        );
        chart::draw_legend(lang, legend, tier.map(|t| t.key), font);
    }

    /// The result's words from `y` down, in a column `col` wide at `x`: the
    /// drill, the rate and tier, what the AI makes of it; where they end.
    fn draw_result_words(&self, ctx: &Context, x: f32, mut y: f32, col: f32) -> f32 {
        let font = &ctx.font;
        let lang = Self::lang(ctx);
        let s = &self.session;
        let title = pw::drill_name(lang, self.start.drill);
        let ts = ui::fit_size(&title, font, ui::HEADING_PX, col).max(12.0);
        ui::text_left(&title, vec2(x, y + ts * 0.5), ts, CREAM, font);
        y += ts + 14.0;
        let n = s.results.len() as u32;
        let rate = s.rate().unwrap_or(0.0);
        let (lo, hi) = s.interval();
        let mut lines = ui::wrap(
            &pw::result_line(lang, s.made(), n, rate, lo, hi),
            font,
            ui::BODY_PX,
            col,
        );
        // The tiers and the AI levels only at the default aids: with the
        // full guide a patient player makes every open 20 (issue 42).
        let measured = self.aids.measured_against_pros();
        if measured {
            let tier = tier_of(rate);
            let line = pw::tier_line(lang, tier.as_ref());
            lines.extend(ui::wrap(&line, font, ui::BODY_PX, col));
        } else {
            lines.extend(ui::wrap(
                tr(lang, T::FullGuidePlayed),
                font,
                ui::BODY_PX,
                col,
            ));
        }
        for l in &lines {
            ui::text_left(l, vec2(x, y + 9.0), ui::BODY_PX, CREAM, font);
            y += 24.0;
        }
        let drill = self.start.drill;
        let mut notes = Vec::new();
        match ai_rates(drill) {
            _ if !measured => notes.push(tr(lang, T::FullGuideNoComparison).to_string()),
            Some(r) => notes.push(pw::ai_line(lang, rate, r)),
            None => notes.push(tr(lang, T::NoAiYardstick).to_string()),
        }
        if measured && !drill.is_open_twenty() {
            notes.push(tr(lang, T::NotTheYardstick).to_string());
        }
        let mut small: Vec<String> = notes
            .iter()
            .flat_map(|n| ui::wrap(n, font, ui::CAPTION_PX, col))
            .collect();
        if self.start.player.is_none() {
            small.extend(ui::wrap(
                tr(lang, T::GuestNotKept),
                font,
                ui::CAPTION_PX,
                col,
            ));
        }
        for l in &small {
            ui::text_left(l, vec2(x, y + 8.0), ui::CAPTION_PX, fade(CREAM, 0.8), font);
            y += 20.0;
        }
        y
    }
}

//! Watching a finished match: its record played again with the real
//! physics, shot by shot (play, pause, step one shot, 1x/2x/4x), on the same
//! boards and discs as a live match.

use super::super::draw::board_view;
use super::super::draw::camera::{BoardCamera, mq, set_default_camera};
use super::super::draw::disc_view;
use super::super::draw::frames::Frames;
use super::super::draw::glyphs::Font;
use super::super::draw::paint::fade;
use super::super::platform::density::{screen_height, screen_width};
use super::super::platform::input::{PointerEvent, PointerPhase};
use super::super::stack::Screen;
use super::super::stack::test_report;
use super::super::stack::{Transition, context::Context};
use super::super::ui;
use super::super::words::match_words::Words;
use super::super::words::record_words;
use super::super::words::refusal_words::RefusalWords;
use super::super::words::text::{self, T, tr};
use super::stat_lines::{self, StatLines};
use flickwood_core::game::{Match, Side};
use flickwood_core::save::{Language, MatchRecord, Move, PendingShot, SaveError};
use flickwood_core::spec::{BoardKind, Spec};
use macroquad::prelude::*;

const REPLAY_TOP: f32 = 64.0;
const REPLAY_BOTTOM: f32 = 84.0;
/// How far a side's further lines of figures are indented (px).
const INDENT: f32 = 14.0;
/// The words over the board.
const CREAM: Color = Color::new(0.98, 0.92, 0.8, 1.0);
/// Physics steps one frame may run at most (4x speed needs 16 at 60 Hz).
const MAX_STEPS: u32 = 160;
/// The pause between shots while playing (seconds at 1x).
const BETWEEN_SHOTS: f32 = 0.8;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Control {
    Back,
    Start,
    PlayPause,
    Step,
    Speed,
}

struct Run {
    /// The recorded shot in flight: its one simulation is what is played.
    shot: PendingShot,
    frames: Frames,
    shooter: Side,
}

pub struct ReplayView {
    spec: Spec,
    record: MatchRecord,
    /// The record, stepped along one move at a time.
    game: Match,
    /// The language the match's words are said in (from `update`).
    lang: Language,
    running: Option<Run>,
    playing: bool,
    /// Step was tapped: play one shot, then stop.
    one_shot: bool,
    speed: u8,
    wait: f32,
    said: String,
    error: Option<SaveError>,
    held: Option<(Control, u64)>,
}

impl ReplayView {
    /// The viewer at the start of `record`; Err if the record does not replay.
    pub fn new(record: MatchRecord) -> Result<ReplayView, SaveError> {
        let game = Match::watch(record.clone())?;
        Ok(ReplayView {
            // The record's own board (an engine 5 match keeps its narrow gates).
            spec: *game.spec(),
            record,
            game,
            lang: Language::English,
            running: None,
            playing: true,
            one_shot: false,
            speed: 1,
            wait: BETWEEN_SHOTS,
            said: String::new(),
            error: None,
            held: None,
        })
    }

    fn restart(&mut self) {
        match ReplayView::new(self.record.clone()) {
            Ok(mut v) => {
                v.speed = self.speed;
                v.playing = false;
                v.held = None;
                *self = v;
            }
            Err(e) => self.error = Some(e),
        }
    }

    fn over(&self) -> bool {
        let r = self.game.replay();
        r.moves_played() >= r.moves_total() && self.running.is_none()
    }

    fn advance(&mut self, dt: f32) {
        let dt = dt.clamp(0.0, 0.1) * self.speed as f32;
        if let Some(run) = self.running.as_mut() {
            let step = self.spec.sim.dt();
            run.frames.advance(&mut run.shot, dt, step, MAX_STEPS);
            if run.shot.is_done() {
                self.finish_shot();
            }
            return;
        }
        if !(self.playing || self.one_shot) || self.over() {
            if self.over() {
                self.playing = false;
            }
            return;
        }
        if self.playing && !self.one_shot {
            self.wait -= dt;
            if self.wait > 0.0 {
                return;
            }
        }
        self.one_shot = false;
        self.start_next();
    }

    /// Starts animating the next shot; moves that are not shots (the toss,
    /// pitchnut adjustments) are applied at once.
    fn start_next(&mut self) {
        loop {
            match self.game.next_recorded() {
                Err(e) => return self.fail(e),
                Ok(Some(shot)) => {
                    let shooter = self.game.next_turn().map_or(Side::Shooter, |t| t.side);
                    self.running = Some(Run {
                        frames: Frames::new(&shot),
                        shot,
                        shooter,
                    });
                    return;
                }
                Ok(None) => {
                    if !self.apply_next(None) {
                        return;
                    }
                }
            }
        }
    }

    /// The running shot (if any) comes to rest; the move is played.
    fn finish_shot(&mut self) {
        let shot = self.running.take().map(|run| run.shot);
        self.apply_next(shot);
        self.wait = BETWEEN_SHOTS;
    }

    /// Plays the next recorded move (from its animated shot, when it is
    /// one); false when there is none or it fails.
    fn apply_next(&mut self, shot: Option<PendingShot>) -> bool {
        match self.game.play_recorded(shot) {
            Ok(Some(played)) => {
                // Round summaries are for live play; the viewer says the words.
                let said = Words::new(&self.game, self.lang).played(&played);
                if !said.is_empty() {
                    self.said = said.join("  ·  ");
                }
                true
            }
            Ok(None) => false,
            Err(e) => {
                self.fail(e);
                false
            }
        }
    }

    fn fail(&mut self, why: SaveError) {
        self.running = None;
        self.playing = false;
        self.error = Some(why);
    }

    /// The board's camera below the sides' figures as `font` writes them.
    fn camera(&self, font: &Font, lang: Language) -> BoardCamera {
        let (w, h) = (screen_width(), screen_height());
        let stats = self.stat_lines(font, lang, w, h);
        self.camera_below(stats.height())
    }

    /// Half the board's size on screen, in metres (the rail and a margin).
    fn board_half(&self) -> f32 {
        match self.game.board() {
            BoardKind::Crokinole => self.spec.crokinole.rail_radius() + 0.034,
            BoardKind::Pitchnut => self.spec.pitchnut.rail_half() + 0.034,
        }
    }

    /// The board's camera with `stats` px of the sides' figures under the top bar.
    fn camera_below(&self, stats: f32) -> BoardCamera {
        let half = self.board_half() * 1.06;
        let (w, h) = (screen_width(), screen_height());
        let top = REPLAY_TOP + (14.0 + stats).max(40.0);
        let area = Rect::new(8.0, top, w - 16.0, h - top - REPLAY_BOTTOM);
        BoardCamera::fit(area, half, BoardCamera::seat_rotation(0))
    }

    fn draw_discs(&self, cam: &BoardCamera, ctx: &Context) {
        let board = self.game.board();
        let pieces = self.game.pieces();
        let all = match &self.running {
            Some(run) => {
                disc_view::discs_in_flight(&run.frames, pieces, &self.spec, board, run.shooter)
            }
            None => pieces
                .iter()
                .map(|p| {
                    let r = self.spec.radius(board, p.disc.kind);
                    let low = !p.disc.place.in_play();
                    (mq(p.disc.pos), r, 0.0, p.side, low, p.disc.id, p.disc.place)
                })
                .collect(),
        };
        disc_view::draw_layered(cam, ctx.wood.disc_grain(), all);
    }

    fn draw_hud(&self, ctx: &Context) {
        let font = &ctx.font;
        let (w, h) = (screen_width(), screen_height());
        draw_rectangle(0.0, 0.0, w, REPLAY_TOP, fade(BLACK, 0.35));
        let lang = ctx.lang();
        let game = record_words::game_name(lang, self.record.game);
        let shots_total = self
            .record
            .moves
            .iter()
            .filter(|m| matches!(m, Move::Shot { .. } | Move::Flick(_)))
            .count();
        let shots_done = self.record.moves[..self.game.replay().moves_played()]
            .iter()
            .filter(|m| matches!(m, Move::Shot { .. } | Move::Flick(_)))
            .count();
        let date = record_words::date_words(lang, self.record.finished_at.unwrap_or(0));
        let (title, size) = title_line(lang, game, &date, (shots_done, shots_total), w, font);
        ui::text_centered(&title, vec2(w * 0.5, REPLAY_TOP * 0.36), size, CREAM, font);
        let status = Words::new(&self.game, lang).status();
        let size = ui::fit_size(&status, font, ui::BODY_PX, w - 24.0);
        ui::text_centered(
            &status,
            vec2(w * 0.5, REPLAY_TOP * 0.76),
            size,
            fade(CREAM, 0.8),
            font,
        );
        // The sides' scores under the bar.
        let stats = self.stat_lines(font, lang, w, h);
        let mut y = REPLAY_TOP + 14.0;
        for side in &stats.sides {
            // A side's further lines indented under its name.
            for (k, l) in side.iter().enumerate() {
                let x = if k == 0 { 12.0 } else { 12.0 + INDENT };
                ui::text_left(l, vec2(x, y), stats.size, fade(CREAM, 0.85), font);
                y += stats.size * stat_lines::LINE_STEP;
            }
        }
        self.draw_said(ctx);
        self.draw_controls(ctx);
    }

    /// The sides' figures as they are written under the top bar.
    fn stat_lines(&self, font: &Font, lang: Language, w: f32, h: f32) -> StatLines {
        let texts: Vec<String> = Words::new(&self.game, lang)
            .side_lines()
            .iter()
            .map(|(_, name, line)| text::labelled(lang, name, line))
            .collect();
        let size = ui::on_scale(h * 0.022).clamp(ui::CAPTION_PX, ui::BODY_PX);
        StatLines::lay_out(&texts, font, size, w - 24.0 - INDENT)
    }

    /// The last two lines of what happened (or why the replay stopped).
    fn draw_said(&self, ctx: &Context) {
        let font = &ctx.font;
        let (w, h) = (screen_width(), screen_height());
        let lang = ctx.lang();
        let said = match (&self.error, self.over()) {
            (Some(e), _) => text::cannot_play_on(lang, &e.words(lang)),
            (None, true) => {
                text::replay_final(lang, &record_words::result_words(lang, &self.record))
            }
            // Before the first move: how the match began (pitchnut's coin
            // toss and its winner's choice, which are no moves).
            (None, false) if self.said.is_empty() => {
                Words::new(&self.game, lang).opening().join("  ·  ")
            }
            (None, false) => self.said.clone(),
        };
        let lines = ui::wrap(&said, font, ui::BODY_PX, w - 32.0);
        let shown = &lines[lines.len().saturating_sub(2)..];
        for (i, line) in shown.iter().enumerate() {
            let y = h - REPLAY_BOTTOM - 16.0 - (shown.len() - 1 - i) as f32 * 24.0;
            let at = vec2(w * 0.5, y);
            ui::text_centered_shadowed(line, at, ui::BODY_PX, CREAM, vec2(1.0, 2.0), font);
        }
    }

    /// Shots shown so far (for the test report).
    pub fn moves_played(&self) -> usize {
        self.game.replay().moves_played()
    }
}

impl Screen for ReplayView {
    /// A frame: the taps on the controls, then the shot in flight; what
    /// the match says is said in `lang`.
    fn update(&mut self, events: &[PointerEvent], dt: f32, ctx: &mut Context) -> Transition {
        let lang = ctx.lang();
        self.lang = lang;
        for e in events {
            let hit = Self::controls()
                .into_iter()
                .find(|(_, r)| r.contains(e.pos))
                .map(|c| c.0);
            match e.phase {
                PointerPhase::Down => {
                    if let Some(c) = hit {
                        self.held = Some((c, e.id));
                    }
                }
                PointerPhase::Up => {
                    if let Some((c, id)) = self.held.take()
                        && id == e.id
                        && hit == Some(c)
                    {
                        match c {
                            Control::Back => return Transition::Pop,
                            Control::Start => self.restart(),
                            Control::PlayPause => {
                                if self.over() {
                                    self.restart();
                                    self.playing = true;
                                } else {
                                    self.playing = !self.playing;
                                }
                                self.wait = 0.0;
                            }
                            Control::Step => {
                                self.playing = false;
                                if self.running.is_some() {
                                    self.finish_shot();
                                } else {
                                    self.one_shot = true;
                                }
                            }
                            Control::Speed => {
                                self.speed = match self.speed {
                                    1 => 2,
                                    2 => 4,
                                    _ => 1,
                                }
                            }
                        }
                    }
                }
                PointerPhase::Cancel => self.held = None,
                PointerPhase::Move => {}
            }
        }
        if self.error.is_none() {
            self.advance(dt);
        }
        Transition::Stay
    }

    fn draw(&self, ctx: &Context) {
        let cam = self.camera(&ctx.font, ctx.lang());
        board_view::draw_table_and_board(&cam, self.game.board(), &self.spec, &ctx.wood, &ctx.font);
        cam.activate();
        self.draw_discs(&cam, ctx);
        set_default_camera();
        self.draw_hud(ctx);
    }

    fn report(&self) -> test_report::State {
        test_report::State {
            screen: "replay".into(),
            shots: self.moves_played() as u32,
            ..Default::default()
        }
    }
}

/// The top line and its size on a `w` wide screen: the whole line, or
/// without "Replay" and the date where the whole would be fitted under the
/// captions' size (12 px on a phone upright).
fn title_line(
    lang: Language,
    game: &str,
    date: &str,
    (done, total): (usize, usize),
    w: f32,
    font: &Font,
) -> (String, f32) {
    let room = w - 24.0;
    let whole = text::replay_line(lang, game, date, done, total);
    let size = ui::fit_size(&whole, font, ui::BUTTON_PX, room);
    if size >= ui::CAPTION_PX {
        return (whole, size);
    }
    let short = text::replay_line_short(lang, game, done, total);
    let size = ui::fit_size(&short, font, ui::BUTTON_PX, room);
    (short, size)
}

#[path = "replay_bar.rs"]
mod replay_bar;

#[cfg(test)]
#[path = "replay_tests.rs"]
mod replay_tests;

#[cfg(test)]
mod tests {
    use super::super::super::platform::density::pretend_screen;
    use super::*;
    use flickwood_core::save::fingerprint;

    /// Every corpus record, as the viewer first shows it and at its end.
    fn viewers() -> Vec<ReplayView> {
        let mut files: Vec<_> = std::fs::read_dir("tests/records")
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        files.sort();
        files
            .iter()
            .flat_map(|f| {
                let record = MatchRecord::from_json(&std::fs::read(f).unwrap()).unwrap();
                let start = ReplayView::new(record).unwrap();
                let mut end = ReplayView::new(start.record.clone()).unwrap();
                while !end.over() {
                    end.finish_shot();
                    end.start_next();
                    assert!(end.error.is_none(), "{f:?}: {:?}", end.error);
                }
                [start, end]
            })
            .collect()
    }

    /// The sides' figures break between items ("12 pucks left", "20s 3"),
    /// never inside one, fit the screen's width at a readable size, and
    /// end above the board, at phone, tablet and desktop shapes.
    #[test]
    fn stat_lines_break_between_items_at_every_shape() {
        let font = Font::measuring_only();
        let shapes = [
            (390.0, 844.0),
            (844.0, 390.0),
            (915.0, 412.0),
            (360.0, 640.0),
            (1024.0, 768.0),
            (768.0, 1024.0),
            (1280.0, 800.0),
        ];
        for (w, h) in shapes {
            pretend_screen(w, h);
            for v in viewers() {
                for lang in [Language::English, Language::French] {
                    let stats = v.stat_lines(&font, lang, w, h);
                    assert!(stats.size >= ui::MIN_TEXT_PX, "{w}x{h}: {stats:?}");
                    let words = Words::new(&v.game, lang);
                    for ((_, name, line), lines) in words.side_lines().iter().zip(&stats.sides) {
                        for l in lines {
                            let width = ui::measure(l, &font, stats.size).width;
                            assert!(width <= w - 24.0, "{w}x{h}: {l:?} too wide");
                        }
                        let text = text::labelled(lang, name, line);
                        for item in text.split("  ·  ") {
                            assert!(
                                lines.iter().any(|l| l.contains(item)),
                                "{w}x{h}: {item:?} split in {lines:?}"
                            );
                        }
                    }
                    let cam = v.camera_below(stats.height());
                    let board_top = cam.centre.y - cam.scale * v.board_half();
                    let stats_bottom = REPLAY_TOP + 14.0 + stats.height();
                    assert!(
                        board_top >= stats_bottom,
                        "{w}x{h}: {stats:?} over the board"
                    );
                }
            }
        }
    }

    /// The viewer, frame by frame at 4x, plays every corpus record to the
    /// position its outcome recorded, through the same rule-engine copy
    /// that gives the pieces it draws.
    #[test]
    fn the_viewer_plays_every_corpus_record_to_its_recorded_end() {
        let mut files: Vec<_> = std::fs::read_dir("tests/records")
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        files.sort();
        assert!(files.len() >= 6);
        for f in files {
            let record = MatchRecord::from_json(&std::fs::read(&f).unwrap()).unwrap();
            let mut v = ReplayView::new(record.clone()).unwrap();
            v.speed = 4;
            let mut frames = 0u32;
            while !v.over() {
                v.advance(1.0 / 60.0);
                frames += 1;
                assert!(frames < 1_000_000, "{f:?} never ends");
                assert!(v.error.is_none(), "{f:?}: {:?}", v.error);
            }
            let drawn = fingerprint(v.game.replay().position());
            let outcome = record.outcome.as_ref().map(|o| o.final_state.clone());
            assert_eq!(Some(drawn), outcome, "{f:?}");
        }
    }
}

//! The set-up screen between the title and the match: how many play, the
//! match format or rule options, who sits where, and a big Play button.

use super::app::{Assets, Next};
use super::input::{PointerEvent, PointerPhase};
use super::paint::fade;
use super::ruled::{SeatKind, Settings};
use super::ui;
use flickwood::crokinole::{MatchFormat, TableKind};
use flickwood::pitchnut::Alleys;
use flickwood::spec::BoardKind;
use macroquad::prelude::*;

pub struct SetupScreen {
    pub settings: Settings,
    /// Who plays each seat; people only until the AI lands (then a row of
    /// "Human / AI level" choices per seat goes under the players row).
    pub seats: [SeatKind; 4],
    held: Option<(Target, u64)>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Target {
    /// Row, choice.
    Choice(usize, usize),
    Play,
    Back,
}

struct Row {
    label: &'static str,
    choices: Vec<&'static str>,
    chosen: usize,
}

const TARGETS: [TableKind; 4] = [
    TableKind::TwoPlayers,
    TableKind::ThreePlayers,
    TableKind::FourSingles,
    TableKind::FourTeams,
];
const FORMATS: [MatchFormat; 3] = [
    MatchFormat::BestOfSeven,
    MatchFormat::Target { points: 300 },
    MatchFormat::Tournament,
];

impl SetupScreen {
    pub fn new(kind: BoardKind) -> Self {
        SetupScreen {
            settings: Settings::default_for(kind),
            seats: [SeatKind::Human; 4],
            held: None,
        }
    }

    fn rows(&self) -> Vec<Row> {
        match self.settings {
            Settings::Crokinole { table, format } => vec![
                Row {
                    label: "Players",
                    choices: vec!["2", "3", "4 singles", "4 teams"],
                    chosen: TARGETS.iter().position(|&t| t == table).unwrap_or(0),
                },
                Row {
                    label: "Match",
                    choices: vec!["Best of seven", "To 300", "Tournament"],
                    chosen: FORMATS.iter().position(|&f| f == format).unwrap_or(0),
                },
            ],
            Settings::Pitchnut {
                players,
                alleys,
                beginner,
            } => vec![
                Row {
                    label: "Players",
                    choices: vec!["2", "4 partners"],
                    chosen: usize::from(players == 4),
                },
                Row {
                    label: "Rules",
                    choices: vec!["Standard", "Beginner"],
                    chosen: usize::from(beginner),
                },
                Row {
                    label: "Alleys",
                    choices: vec!["American", "Canadian"],
                    chosen: usize::from(alleys == Alleys::Canadian),
                },
            ],
        }
    }

    fn choose(&mut self, row: usize, i: usize) {
        match &mut self.settings {
            Settings::Crokinole { table, format } => match row {
                0 => *table = TARGETS[i.min(3)],
                _ => *format = FORMATS[i.min(2)],
            },
            Settings::Pitchnut {
                players,
                alleys,
                beginner,
            } => match row {
                0 => *players = if i == 1 { 4 } else { 2 },
                1 => *beginner = i == 1,
                _ => {
                    *alleys = if i == 1 {
                        Alleys::Canadian
                    } else {
                        Alleys::American
                    }
                }
            },
        }
    }

    /// Every touch target with its rectangle.
    fn layout(&self) -> Vec<(Target, Rect)> {
        let (w, h) = (screen_width(), screen_height());
        let rows = self.rows();
        let portrait = w < h;
        let label_w = if portrait {
            0.0
        } else {
            (w * 0.16).clamp(110.0, 200.0)
        };
        let row_h = (h * 0.1).clamp(56.0, 90.0);
        let gap = 12.0;
        let total_w = (w * 0.86).min(1000.0);
        let x0 = (w - total_w) * 0.5 + label_w;
        let avail = total_w - label_w;
        let mut out = vec![(Target::Back, Rect::new(10.0, 8.0, 104.0, 38.0))];
        let mut y = h * 0.24;
        for (r, row) in rows.iter().enumerate() {
            if portrait {
                y += 26.0; // the label sits above the choices
            }
            let n = row.choices.len() as f32;
            let bw = (avail - gap * (n - 1.0)) / n;
            for i in 0..row.choices.len() {
                out.push((
                    Target::Choice(r, i),
                    Rect::new(x0 + i as f32 * (bw + gap), y, bw, row_h),
                ));
            }
            y += row_h + gap * 2.0;
        }
        let pw = (w * 0.34).clamp(200.0, 420.0);
        let ph = (h * 0.14).clamp(64.0, 120.0);
        let py = (y + 40.0).max(h - ph - h * 0.1).min(h - ph - 12.0);
        out.push((Target::Play, Rect::new((w - pw) * 0.5, py, pw, ph)));
        out
    }

    /// The centre of the Play button, for the web test to tap.
    pub fn play_centre(&self) -> Vec2 {
        self.layout()
            .into_iter()
            .find(|t| t.0 == Target::Play)
            .map_or(Vec2::ZERO, |t| t.1.center())
    }

    pub fn update(&mut self, events: &[PointerEvent]) -> Next {
        for e in events {
            let hit = self
                .layout()
                .into_iter()
                .find(|(_, r)| r.contains(e.pos))
                .map(|t| t.0);
            match e.phase {
                PointerPhase::Down => {
                    if let Some(t) = hit {
                        self.held = Some((t, e.id));
                    }
                }
                PointerPhase::Up => {
                    if let Some((t, id)) = self.held.take()
                        && id == e.id
                        && hit == Some(t)
                    {
                        match t {
                            Target::Choice(r, i) => self.choose(r, i),
                            Target::Play => return Next::Play(self.settings),
                            Target::Back => return Next::Title,
                        }
                    }
                }
                PointerPhase::Cancel => self.held = None,
                PointerPhase::Move => {}
            }
        }
        Next::Stay
    }

    pub fn draw(&self, assets: &Assets) {
        let (w, h) = (screen_width(), screen_height());
        ui::table_top(&assets.wood.walnut);
        let font = &assets.font;
        let cream = Color::new(0.98, 0.9, 0.72, 1.0);
        let title = match self.settings.board() {
            BoardKind::Crokinole => "Crokinole",
            BoardKind::Pitchnut => "Pitchnut",
        };
        let ts = (w.min(h * 1.4) * 0.07).clamp(28.0, 72.0);
        ui::text_centered(
            title,
            vec2(w * 0.5 + 2.0, h * 0.12 + 3.0),
            ts,
            fade(BLACK, 0.6),
            font,
        );
        ui::text_centered(title, vec2(w * 0.5, h * 0.12), ts, cream, font);

        let rows = self.rows();
        let layout = self.layout();
        let pressed = |t: Target| self.held.is_some_and(|(h, _)| h == t);
        for (t, r) in &layout {
            match *t {
                Target::Back => {
                    ui::button(*r, "Back", 18.0, &assets.wood.cherry, pressed(*t), font)
                }
                Target::Play => {
                    let size = (r.h * 0.4).clamp(22.0, 48.0);
                    ui::button(*r, "Play", size, &assets.wood.cherry, pressed(*t), font);
                }
                Target::Choice(ri, i) => {
                    let row = &rows[ri];
                    let chosen = row.chosen == i;
                    if i == 0 {
                        let portrait = w < h;
                        let at = if portrait {
                            vec2(r.x, r.y - 16.0)
                        } else {
                            vec2(r.x - (w * 0.16).clamp(110.0, 200.0), r.center().y)
                        };
                        ui::text_left(row.label, at, 22.0, cream, font);
                    }
                    if chosen {
                        // A brass edge marks the choice in force.
                        ui::rounded(
                            Rect::new(r.x - 4.0, r.y - 4.0, r.w + 8.0, r.h + 8.0),
                            15.0,
                            Color::new(0.95, 0.78, 0.35, 1.0),
                        );
                    }
                    let grain = if chosen {
                        &assets.wood.cherry
                    } else {
                        &assets.wood.walnut
                    };
                    let size = ui::fit_size(
                        row.choices[i],
                        font,
                        (r.h * 0.32).clamp(16.0, 28.0),
                        r.w - 12.0,
                    );
                    ui::button(*r, row.choices[i], size, grain, pressed(*t) || chosen, font);
                }
            }
        }
        let seats = match self.settings {
            Settings::Crokinole { table, .. } => match table {
                TableKind::TwoPlayers => 2,
                TableKind::ThreePlayers => 3,
                _ => 4,
            },
            Settings::Pitchnut { players, .. } => players as usize,
        };
        let people = self.seats[..seats]
            .iter()
            .filter(|&&s| s == SeatKind::Human)
            .count();
        let note =
            format!("{people} players at this device: pass it round, the board turns to each");
        let size = ui::fit_size(&note, font, 17.0, w * 0.9);
        let play = layout
            .iter()
            .find(|t| t.0 == Target::Play)
            .map_or(h, |t| t.1.y);
        ui::text_centered(
            &note,
            vec2(w * 0.5, play - 24.0),
            size,
            fade(cream, 0.75),
            font,
        );
    }
}

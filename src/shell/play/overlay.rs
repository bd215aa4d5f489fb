//! What covers the board: a round's summary, the match result, the pause
//! menu and the hand-over between people, with their buttons.

use super::*;

/// Where a panel's words start under its title (from the panel's top).
pub(super) const WORDS_TOP: f32 = 104.0;

impl PlayScreen {
    /// The open panel, no taller than its words and buttons need (once an
    /// update has measured them: `fit_overlay`), so it has no empty middle.
    pub(super) fn overlay_panel(&self) -> Rect {
        let full = self.overlay_room();
        let Some(words_h) = self.effects.overlay_words_h else {
            return full;
        };
        // The buttons sit on the panel's foot: their block's height.
        let top = self
            .overlay_buttons_in(full)
            .iter()
            .map(|b| b.1.y)
            .fold(full.bottom(), f32::min);
        let fit = WORDS_TOP + words_h + 16.0 + (full.bottom() - top);
        let ph = fit.clamp(full.h.min(240.0), full.h);
        // On the same foot, so the buttons stay where they always were.
        Rect::new(full.x, full.bottom() - ph, full.w, ph)
    }

    /// Measures the open panel's words with the font (each update), for
    /// `overlay_panel`; none for the pause menu, whose buttons are its words.
    pub(super) fn fit_overlay(&mut self, font: &crate::shell::draw::glyphs::Font) {
        self.effects.overlay_words_h = match self.phase.overlay() {
            None | Some(Overlay::Pause) => None,
            Some(o) => {
                let (_, lines) = self.overlay_words(o);
                let w = self.overlay_room().w - 48.0;
                Some(super::draw::column_height(&lines, w, font))
            }
        };
    }

    /// A panel's title and lines.
    pub(super) fn overlay_words(&self, o: Overlay) -> (String, Vec<String>) {
        match o {
            Overlay::Round(s) | Overlay::Result(s) => (s.title.clone(), s.lines.clone()),
            Overlay::Pause => (tr(self.options.lang, T::Paused).into(), Vec::new()),
            Overlay::Handover(name) => (
                text::pass_to(self.options.lang, name),
                self.handover_lines(),
            ),
            Overlay::Toss(winner) => (
                self.words().toss_title(winner),
                self.words().toss_lines(winner),
            ),
        }
    }

    /// The most room a panel takes on this screen: smaller for the pause
    /// menu's buttons and the hand-over.
    pub(super) fn overlay_room(&self) -> Rect {
        let hud = self.hud();
        let (w, h) = (hud.w(), hud.h());
        let pause = matches!(self.phase.overlay(), Some(Overlay::Pause));
        let small = matches!(self.phase.overlay(), Some(Overlay::Handover(_)));
        // A phone in landscape has little height: the panel takes more of
        // it, and the hand-over the width its lines need to read at 17 px.
        let low = h < 500.0;
        let pw = (w * 0.8).min(if pause || (small && !low) {
            520.0
        } else {
            760.0
        });
        let share = if low { 0.8 } else { 0.7 };
        let ph = (h * share).min(if small {
            340.0
        } else if pause {
            480.0
        } else {
            560.0
        });
        if small {
            // The hand-over's foot where it always was (scripts tap its
            // Ready there), with room above for the shot just played under
            // the sides' lines; fitted to its words (`overlay_panel`).
            let foot = (h + ph) * 0.5;
            let tall = (h * share).min(HANDOVER_MOST_H);
            return Rect::new((w - pw) * 0.5, foot - tall, pw, tall);
        }
        Rect::new((w - pw) * 0.5, (h - ph) * 0.5, pw, ph)
    }

    /// What the person taking the device reads under "Pass to ...": where
    /// the match stands and their side's line as the HUD has it (crokinole:
    /// its colour; pitchnut, whose lines are short: every team's).
    pub(super) fn handover_lines(&self) -> Vec<String> {
        let words = self.words();
        let sides = words.side_lines();
        let theirs = self.turn.map(|t| t.side);
        let mine = sides.iter().any(|s| Some(s.0) == theirs);
        let mut lines = vec![words.status()];
        lines.extend(
            sides
                .into_iter()
                .filter(|s| !mine || Some(s.0) == theirs)
                .map(|(_, name, line)| {
                    text::say!(self.options.lang, "{name}: {line}", "{name} : {line}")
                }),
        );
        // What the shot just played did, inside the panel: under it the
        // words showed round its edges ("Jo…", "…er").
        let said = self.hint();
        if !said.is_empty() {
            lines.push(String::new());
            lines.push(said);
        }
        lines
    }

    /// A match with a person playing: its review is offered when it ends
    /// and between rounds or games (a drill's shots are not a match's).
    fn reviewable(&self) -> bool {
        !self.options.practice
            && (self.game.replay().record().players.iter())
                .any(|s| !matches!(s.player, flickwood_core::save::Player::Ai { .. }))
    }

    /// The overlay's buttons, bottom of its panel.
    pub(super) fn overlay_buttons(&self) -> Vec<(OverlayAction, Rect, String)> {
        self.overlay_buttons_in(self.overlay_panel())
    }

    /// The open panel's buttons on the panel `p`.
    fn overlay_buttons_in(&self, p: Rect) -> Vec<(OverlayAction, Rect, String)> {
        let Some(o) = self.phase.overlay() else {
            return vec![];
        };
        let list: Vec<(OverlayAction, &'static str)> = match o {
            Overlay::Toss(_) => return self.toss_buttons(p),
            // Between rounds the shots so far can be reviewed (the match
            // waits under the review; Continue stays the first button).
            Overlay::Round(_) if self.reviewable() => vec![
                (OverlayAction::Continue, tr(self.options.lang, T::Continue)),
                (
                    OverlayAction::Review,
                    review_words::button_str(self.options.lang),
                ),
            ],
            Overlay::Round(_) => {
                vec![(OverlayAction::Continue, tr(self.options.lang, T::Continue))]
            }
            Overlay::Handover(_) => {
                vec![(OverlayAction::Continue, tr(self.options.lang, T::Ready))]
            }
            Overlay::Result(_) if self.reviewable() => vec![
                (OverlayAction::Restart, tr(self.options.lang, T::PlayAgain)),
                (
                    OverlayAction::Review,
                    review_words::button_str(self.options.lang),
                ),
                (OverlayAction::Title, tr(self.options.lang, T::Title)),
            ],
            Overlay::Result(_) => vec![
                (OverlayAction::Restart, tr(self.options.lang, T::PlayAgain)),
                (OverlayAction::Title, tr(self.options.lang, T::Title)),
            ],
            Overlay::Pause => vec![
                (OverlayAction::Resume, tr(self.options.lang, T::Resume)),
                (OverlayAction::Restart, tr(self.options.lang, T::Restart)),
                (OverlayAction::Rules, tr(self.options.lang, T::Rules)),
                (OverlayAction::Title, tr(self.options.lang, T::QuitToTitle)),
            ],
        };
        // From the most room, not the panel: a panel fitted to its words
        // has the same buttons.
        let bh = 64.0f32.min(self.overlay_room().h * 0.16);
        if matches!(o, Overlay::Pause) {
            // A column of big buttons; two columns where a phone on its
            // side has not the height for four rows under the title.
            let top = p.y + 100.0;
            let gap = 18.0;
            let rows_fit = (p.bottom() - 16.0 - top + gap) / (bh + gap);
            let cols = if rows_fit >= list.len() as f32 { 1 } else { 2 };
            let bw = if cols == 1 {
                (p.w * 0.6).min(360.0)
            } else {
                ((p.w - 40.0 - gap) * 0.5).min(300.0)
            };
            let row_w = bw * cols as f32 + gap * (cols - 1) as f32;
            return list
                .into_iter()
                .enumerate()
                .map(|(i, (a, l))| {
                    let (col, row) = (i % cols, i / cols);
                    let r = Rect::new(
                        p.center().x - row_w * 0.5 + col as f32 * (bw + gap),
                        top + row as f32 * (bh + gap),
                        bw,
                        bh,
                    );
                    (a, r, l.to_string())
                })
                .collect();
        }
        let n = list.len() as f32;
        let gap = 20.0;
        let bw = ((p.w - 40.0 - gap * (n - 1.0)) / n).min(260.0);
        if bw < 130.0 && n >= 2.0 {
            // Too narrow for a row (two or three buttons on a phone upright):
            // a column from the panel's foot, the words at their size.
            let w = (p.w * 0.7).min(300.0);
            let gap = 14.0;
            return list
                .into_iter()
                .rev()
                .enumerate()
                .map(|(i, (a, l))| {
                    let y = p.bottom() - 24.0 - bh - i as f32 * (bh + gap);
                    (
                        a,
                        Rect::new(p.center().x - w * 0.5, y, w, bh),
                        l.to_string(),
                    )
                })
                .rev()
                .collect();
        }
        let x0 = p.center().x - (bw * n + gap * (n - 1.0)) * 0.5;
        list.into_iter()
            .enumerate()
            .map(|(i, (a, l))| {
                (
                    a,
                    Rect::new(x0 + i as f32 * (bw + gap), p.bottom() - bh - 24.0, bw, bh),
                    l.to_string(),
                )
            })
            .collect()
    }

    pub(super) fn overlay_pointer(&mut self, e: &PointerEvent) -> Option<Leave> {
        let pos = self.hud().to_hud(e.pos);
        let hit = self
            .overlay_buttons()
            .iter()
            .position(|b| b.1.contains(pos));
        match e.phase {
            PointerPhase::Down => {
                if let Some(i) = hit {
                    self.fingers.overlay_held = Some((i, e.id));
                }
            }
            PointerPhase::Up => {
                let held = self.fingers.overlay_held.take();
                let buttons = self.overlay_buttons();
                let tapped = match (held, hit) {
                    (Some((i, id)), Some(j)) if i == j && id == e.id => Some(buttons[i].0),
                    // A round summary or a hand-over goes away on a tap anywhere.
                    _ if matches!(
                        self.phase.overlay(),
                        Some(Overlay::Round(_) | Overlay::Handover(_))
                    ) =>
                    {
                        Some(OverlayAction::Continue)
                    }
                    _ => None,
                };
                match tapped? {
                    OverlayAction::Continue => self.uncover(),
                    OverlayAction::Choose(c) => self.toss_chosen(c),
                    OverlayAction::Resume => self.unpause(),
                    OverlayAction::Restart => return Some(Leave::Restart),
                    OverlayAction::Title => return Some(Leave::Title),
                    OverlayAction::Review => return Some(Leave::Review),
                    OverlayAction::Rules => {
                        // Back from the rules comes back to the match, going on.
                        self.unpause();
                        return Some(Leave::Rules);
                    }
                }
            }
            PointerPhase::Cancel => self.fingers.overlay_held = None,
            PointerPhase::Move => {}
        }
        None
    }

    /// Phone pass-and-play: the device changes hands between two people.
    pub(super) fn needs_handover(&self, from: u8, to: u8) -> bool {
        if self.options.table != TableMode::PassAndPlay || from == to {
            return false;
        }
        match (self.game.seat_kind(from), self.game.seat_kind(to)) {
            (SeatKind::Ai(_), _) | (_, SeatKind::Ai(_)) => false,
            (SeatKind::Profile(a), SeatKind::Profile(b)) => a != b,
            _ => true,
        }
    }

    /// Nobody but the AI plays: the match runs on its own.
    pub(super) fn all_ai(&self) -> bool {
        self.options
            .settings
            .seats_in_play()
            .iter()
            .all(|&s| self.game.seat_kind(s).is_ai())
    }
}

/// The hand-over's panel at its tallest (px): its lines and the shot just
/// played on a phone upright.
const HANDOVER_MOST_H: f32 = 440.0;

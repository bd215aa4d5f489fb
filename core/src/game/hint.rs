//! A hint for a person: the top level's shot for the position in play
//! (`Match::hint_request`), with what it is meant to do, found by playing
//! the intended flick once without any execution error. The shell draws it
//! as a ghost and puts it in words.

use super::ai_turn::{AiPosition, AiRequest};
use crate::ai::crokinole_candidates::ShotKind;
use crate::ai::pitchnut_candidates::PitchnutKind;
use crate::ai::{self, AiError};
use crate::aiming;
use crate::crokinole::{self, Event};
use crate::geom::Vec2;
use crate::physics::simulate;
use crate::pitchnut;
use crate::shot::{DiscId, Place, ShotReport, Touched};
use crate::spec::Spec;

/// What kind of shot the hint is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HintKind {
    Twenty,
    Takeout,
    Draw,
    Raise,
    Guard,
    OffPost,
    Break,
    Pot,
    Bank,
    Safety,
}

/// What the intended flick does, played once without error.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Expects {
    /// Crokinole: opponents' pucks it removes; pitchnut: pieces of the
    /// shooter's colour (either while open) it sinks.
    pub removes: u8,
    /// Crokinole: the shot puck stays on the board, worth `points` where
    /// it stops (20 for a twenty), and sits in a post's shadow.
    pub stays: bool,
    pub points: u32,
    pub behind_post: bool,
    /// Pitchnut: the poison goes down; the shot scratches.
    pub poison: bool,
    pub scratch: bool,
    /// The disc the shot meets first, if any: the one to aim at (the
    /// shell rings it, so "takes 1 of theirs out" says which).
    pub aims_at: Option<DiscId>,
}

/// The top level's shot for the person to play.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Hint {
    /// Where to put the disc.
    pub at: Vec2,
    /// The flick meant (the aim line shows its direction).
    pub velocity: Vec2,
    /// Its power: the share of the full pull that gives its speed
    /// (`aiming::pull_share`, 0 to 1), the scale the pull's label shows.
    pub power: f32,
    pub declare_twenty: bool,
    pub kind: HintKind,
    pub expects: Expects,
}

/// Asks the AI (`req` from `Match::hint_request`) and reads its shot. The
/// request's copy of the position is used up: the intended flick is played
/// on it to see what it does.
pub fn hint(req: AiRequest) -> Result<Hint, AiError> {
    let spec = Spec::STANDARD;
    let lv = req.level;
    match req.position {
        AiPosition::Crokinole(state) => {
            // A person's flick cannot spin: the hint is a shot they can play.
            let params = ai::LevelParams {
                crokinole_spin: 0.0,
                ..lv.params()
            };
            let d = ai::crokinole::choose_params(&spec, &state, &params, req.seed)?;
            let v = d.intended_velocity;
            Ok(Hint {
                at: d.place,
                velocity: v,
                power: aiming::pull_share(v.length(), spec.sim.max_shot_speed),
                declare_twenty: d.declare_twenty,
                kind: crokinole_kind(d.kind),
                expects: crokinole_expects(&spec, *state, d.place, v, d.declare_twenty),
            })
        }
        AiPosition::Pitchnut(game) => {
            let d = ai::pitchnut::choose(&game, lv, req.seed)?;
            let v = d.intended_velocity;
            let top = game.spec().pitchnut.max_flick_speed(&game.spec().sim);
            Ok(Hint {
                at: d.pos,
                velocity: v,
                power: aiming::pull_share(v.length(), top),
                declare_twenty: false,
                kind: pitchnut_kind(d.kind),
                expects: pitchnut_expects(*game, d.pos, v),
            })
        }
    }
}

fn crokinole_kind(k: ShotKind) -> HintKind {
    match k {
        ShotKind::Twenty => HintKind::Twenty,
        ShotKind::Takeout => HintKind::Takeout,
        ShotKind::Draw => HintKind::Draw,
        ShotKind::Raise => HintKind::Raise,
        ShotKind::Guard => HintKind::Guard,
        ShotKind::OffPost => HintKind::OffPost,
    }
}

fn pitchnut_kind(k: PitchnutKind) -> HintKind {
    match k {
        PitchnutKind::Break => HintKind::Break,
        PitchnutKind::Pot => HintKind::Pot,
        PitchnutKind::Bank => HintKind::Bank,
        PitchnutKind::Safety => HintKind::Safety,
    }
}

fn crokinole_expects(
    spec: &Spec,
    state: crokinole::State,
    at: Vec2,
    v: Vec2,
    declare: bool,
) -> Expects {
    let mut e = Expects::default();
    let Some(seat) = state.to_shoot() else {
        return e;
    };
    let table = *state.table();
    let mine = table.side_of(seat);
    let theirs = |id| table.side_of_puck(id) != mine;
    let before = state.board().iter().filter(|p| theirs(p.id)).count();
    let Ok(input) = state.shot_input(spec, at, v, 0.0) else {
        return e;
    };
    let Ok(report) = simulate(spec, &input) else {
        return e;
    };
    e.aims_at = first_hit(&report);
    let Ok((after, events)) = state.apply(&spec.crokinole, declare, &report) else {
        return e;
    };
    let left = after.board().iter().filter(|p| theirs(p.id)).count();
    e.removes = before.saturating_sub(left) as u8;
    let shot_id = input.shot.disc.id;
    if events
        .iter()
        .any(|ev| matches!(ev, Event::Twenty { puck, .. } if *puck == shot_id))
    {
        e.stays = true;
        e.points = 20;
    } else if let Some(p) = after.board().iter().find(|p| p.id == shot_id) {
        e.stays = !matches!(p.place, Place::OnPost(_));
        e.points = crokinole::puck_value(&spec.crokinole, p.place, p.pos);
        // In a post's shadow: a post lies between it and the centre of the
        // next shooter's line of sight (the nearest post, closer in).
        let c = &spec.crokinole;
        e.behind_post = c.pegs().into_iter().any(|g| {
            let d = p.pos.distance(g);
            d < 4.0 * c.disc_radius && p.pos.length() > g.length()
        });
    }
    e
}

fn pitchnut_expects(game: pitchnut::Game, at: Vec2, v: Vec2) -> Expects {
    let mut e = Expects::default();
    let flick = pitchnut::Flick {
        pos: at,
        velocity: v,
        spin: 0.0,
    };
    let team = game.team_of(game.to_play());
    let colour = game.colour_of(team);
    let Ok(input) = game.shot_input(&flick) else {
        return e;
    };
    let Ok(report) = simulate(game.spec(), &input) else {
        return e;
    };
    e.aims_at = first_hit(&report);
    let Ok((_, events)) = game.apply(&report) else {
        return e;
    };
    for ev in &events {
        match ev {
            pitchnut::Event::Sunk { colour: c, .. } if colour.is_none_or(|m| m == *c) => {
                e.removes += 1
            }
            pitchnut::Event::PoisonSunk { .. } => e.poison = true,
            pitchnut::Event::Scratch { .. } => e.scratch = true,
            _ => {}
        }
    }
    e
}

/// The first disc the shot disc touches in `report`.
fn first_hit(report: &ShotReport) -> Option<DiscId> {
    report.contacts.iter().find_map(|c| match c.other {
        Touched::Disc(o) if c.disc == report.shooter => Some(o),
        Touched::Disc(o) if o == report.shooter => Some(c.disc),
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Match, MatchSettings};
    use crate::save::{AiLevel, Profiles};
    use crate::spec::BoardKind;

    /// The hint's power is on the pull's scale: the share of the full pull
    /// that gives the speed meant, not the speed over the top speed.
    #[test]
    fn the_hint_power_is_the_share_of_the_full_pull() {
        for board in [BoardKind::Crokinole, BoardKind::Pitchnut] {
            let mut game = Match::new(MatchSettings::default_for(board), 5, &Profiles::default())
                .expect("a match");
            game.choose_by_rule().expect("the toss");
            let mut req = game.hint_request().expect("a shot due");
            req.level = AiLevel::Beginner;
            let h = hint(req).expect("a hint");
            let top = Spec::STANDARD.top_speed(board);
            let share = aiming::pull_share(h.velocity.length(), top);
            assert_eq!(h.power, share, "{board:?}");
            assert!(h.power > h.velocity.length() / top, "{board:?}");
        }
    }
}

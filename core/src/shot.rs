//! A shot going in (the board as it stands plus the flicked disc) and the
//! report coming out: everything the rule engines need to judge it.

use crate::geom::Vec2;
use crate::spec::{BoardKind, DiscKind};
use nanoserde::{DeJson, SerJson};

/// Identifies a disc for the whole of a match; the rule engines decide who owns it.
pub type DiscId = u16;

/// A disc lying on the board before a shot.
#[derive(Clone, Debug, PartialEq, DeJson, SerJson)]
pub struct Disc {
    pub id: DiscId,
    pub kind: DiscKind,
    pub pos: Vec2,
    /// How it lies: flat on the board (the default), a leaner, on a post, or
    /// (pitchnut) stacked on another disc. Only places that are in play.
    #[nserde(default)]
    pub place: Place,
}

impl Disc {
    pub fn new(id: DiscId, kind: DiscKind, pos: Vec2) -> Self {
        Disc {
            id,
            kind,
            pos,
            place: Place::Board,
        }
    }
}

/// The flicked disc: placed at `disc.pos` and given `velocity` (m/s).
#[derive(Clone, Debug, PartialEq, DeJson, SerJson)]
pub struct Shot {
    pub disc: Disc,
    pub velocity: Vec2,
    /// Spin in radians per second, counter-clockwise; usually 0.
    #[nserde(default)]
    pub spin: f32,
}

/// Everything a simulation starts from.
#[derive(Clone, Debug, PartialEq, DeJson, SerJson)]
pub struct ShotInput {
    pub board: BoardKind,
    pub discs: Vec<Disc>,
    pub shot: Shot,
}

/// What the shot disc or another disc touched.
#[derive(Clone, Copy, Debug, PartialEq, Eq, DeJson, SerJson)]
pub enum Touched {
    Disc(DiscId),
    /// A crokinole post or a pitchnut peg or centre screw (index into the spec's list).
    Peg(u8),
    /// The outer rail (or, for a disc in the ditch or gutter, its walls).
    Rail,
}

/// One contact, in the order they happened.
#[derive(Clone, Copy, Debug, PartialEq, DeJson, SerJson)]
pub struct Contact {
    pub step: u32,
    pub disc: DiscId,
    pub other: Touched,
    /// Closing speed along the contact normal (m/s): drives sound volume.
    pub speed: f32,
}

/// Where a disc ended a shot.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, DeJson, SerJson)]
pub enum Place {
    /// Flat on the playing surface (crokinole) or field (pitchnut).
    #[default]
    Board,
    /// Crokinole: resting tipped into the 20 hole; on the board, worth 15.
    HoleLeaner,
    /// Crokinole: leaning on post k, worth 25.
    PostLeaner(u8),
    /// Crokinole: on top of post k, worth 30.
    OnPost(u8),
    /// Crokinole: flat in the 20 hole.
    Hole,
    /// Crokinole: in the ditch. Never comes back into play.
    Ditch,
    /// Pitchnut: still in the gutter (only if a shot was cut off by the time limit).
    Gutter,
    /// Pitchnut: sunk in pocket k (see `PitchnutSpec::pockets`).
    Pocket(u8),
    /// Pitchnut: flew off the board.
    OffBoard,
    /// Pitchnut: landed on top of a side.
    OnSide,
    /// Pitchnut: stacked on top of another disc at the centre.
    Stacked(DiscId),
}

impl Place {
    /// Still part of the play on the board (can be hit by the next shot).
    pub fn in_play(self) -> bool {
        matches!(
            self,
            Place::Board
                | Place::HoleLeaner
                | Place::PostLeaner(_)
                | Place::OnPost(_)
                | Place::Stacked(_)
        )
    }

    /// Lying flat on the surface, where another flat disc may not overlap it.
    pub fn lies_flat(self) -> bool {
        matches!(
            self,
            Place::Board | Place::HoleLeaner | Place::PostLeaner(_)
        )
    }
}

/// Something that happened to a disc during the shot, in order.
#[derive(Clone, Copy, Debug, PartialEq, DeJson, SerJson)]
pub struct Happening {
    pub step: u32,
    pub disc: DiscId,
    pub what: Place,
}

/// A disc at the end of the shot.
#[derive(Clone, Debug, PartialEq, DeJson, SerJson)]
pub struct FinalDisc {
    pub id: DiscId,
    pub kind: DiscKind,
    pub place: Place,
    /// Where it lies (for a disc in a pocket or the hole: its centre).
    pub pos: Vec2,
}

/// The outcome of one simulated shot.
#[derive(Clone, Debug, PartialEq, DeJson, SerJson)]
pub struct ShotReport {
    pub board: BoardKind,
    /// The id of the flicked disc.
    pub shooter: DiscId,
    pub contacts: Vec<Contact>,
    /// Discs that left the playing surface, in order: into the hole, a pocket,
    /// the ditch, the gutter, off the board, onto a side, onto or against a post.
    pub happenings: Vec<Happening>,
    /// Pitchnut: ids of discs that fell off the centre stack when it was hit.
    pub stack_fell: Vec<DiscId>,
    /// Every disc, the shot disc included, where it ended.
    pub finals: Vec<FinalDisc>,
    /// Physics steps simulated.
    pub steps: u32,
    /// The shot hit the time limit with something still moving.
    pub timed_out: bool,
}

impl ShotReport {
    /// The first thing the flicked disc touched.
    pub fn shooter_first_contact(&self) -> Option<Touched> {
        self.contacts.iter().find_map(|c| match c.other {
            _ if c.disc == self.shooter => Some(c.other),
            Touched::Disc(o) if o == self.shooter => Some(Touched::Disc(c.disc)),
            _ => None,
        })
    }

    /// Every disc `id` touched or was touched by, in order, without repeats.
    pub fn discs_touched_by(&self, id: DiscId) -> Vec<DiscId> {
        let mut out = Vec::new();
        for c in &self.contacts {
            let other = match c.other {
                Touched::Disc(o) if c.disc == id => Some(o),
                Touched::Disc(o) if o == id => Some(c.disc),
                _ => None,
            };
            if let Some(o) = other
                && !out.contains(&o)
            {
                out.push(o);
            }
        }
        out
    }

    pub fn final_of(&self, id: DiscId) -> Option<&FinalDisc> {
        self.finals.iter().find(|f| f.id == id)
    }

    /// Discs sunk (hole or pocket) in the order they dropped.
    pub fn sunk(&self) -> Vec<(DiscId, Place)> {
        self.happenings
            .iter()
            .filter(|h| matches!(h.what, Place::Hole | Place::Pocket(_)))
            .map(|h| (h.disc, h.what))
            .collect()
    }
}

pub use crate::shot_error::InputError;

/// The largest spin the game accepts (rad/s).
pub const MAX_SPIN: f32 = 200.0;

/// More discs than either board ever holds (crokinole 28, pitchnut 22).
pub const MAX_DISCS: usize = 64;

/// Two flat discs that overlap by more than this are refused, here and by
/// both rule engines; the physics never ends a shot so (`separate`).
pub(crate) const OVERLAP_TOLERANCE: f32 = 0.001;

impl ShotInput {
    /// Checks everything the simulation relies on, so that bad input (NaN,
    /// absurd speeds, discs off the board or on top of each other) is refused
    /// with a message instead of reaching the physics.
    pub fn validate(&self, spec: &crate::spec::Spec) -> Result<(), InputError> {
        // Before the pairwise checks below, which grow with the square.
        if self.discs.len() >= MAX_DISCS {
            return Err(InputError::TooManyDiscs {
                discs: self.discs.len(),
                max: MAX_DISCS,
            });
        }
        let all: Vec<&Disc> = self.discs.iter().chain([&self.shot.disc]).collect();
        for (i, d) in all.iter().enumerate() {
            self.check_disc(spec, &all[..i], d)?;
            self.check_place(spec, d)?;
        }
        self.check_shot(spec)?;
        self.check_overlaps(spec, &all)
    }

    /// One disc on its own: a new id, a number, a kind of this board, in
    /// play and on the surface.
    fn check_disc(
        &self,
        spec: &crate::spec::Spec,
        before: &[&Disc],
        d: &Disc,
    ) -> Result<(), InputError> {
        use InputError::*;
        if before.iter().any(|o| o.id == d.id) {
            return Err(IdUsedTwice { disc: d.id });
        }
        if !d.pos.is_finite() {
            return Err(NotANumber { disc: d.id });
        }
        let fits = matches!(
            (self.board, d.kind),
            (BoardKind::Crokinole, DiscKind::Puck)
                | (
                    BoardKind::Pitchnut,
                    DiscKind::Piece | DiscKind::Poison | DiscKind::Shooter
                )
        );
        if !fits {
            return Err(WrongBoard {
                disc: d.id,
                kind: d.kind,
                board: self.board,
            });
        }
        if !d.place.in_play() {
            return Err(NotInPlay {
                disc: d.id,
                place: d.place,
            });
        }
        if !on_surface(spec, self.board, d.pos) {
            return Err(OffSurface {
                disc: d.id,
                pos: d.pos,
            });
        }
        Ok(())
    }

    /// A disc's place exists on this board (a stack on something, a post).
    fn check_place(&self, spec: &crate::spec::Spec, d: &Disc) -> Result<(), InputError> {
        use InputError::*;
        match d.place {
            Place::Stacked(below) => {
                if self.board != BoardKind::Pitchnut {
                    return Err(StackOffPitchnut { disc: d.id });
                }
                if !self.discs.iter().any(|o| o.id == below) || below == d.id {
                    return Err(StackedOnMissing { disc: d.id });
                }
                if stack_depth(&self.discs, d.id).is_none() {
                    return Err(StackLoop { disc: d.id });
                }
            }
            Place::PostLeaner(k) | Place::OnPost(k)
                if self.board != BoardKind::Crokinole || k >= spec.crokinole.peg_count =>
            {
                return Err(NoSuchPost {
                    disc: d.id,
                    post: k,
                });
            }
            Place::HoleLeaner if self.board != BoardKind::Crokinole => {
                return Err(HoleOffCrokinole { disc: d.id });
            }
            _ => {}
        }
        Ok(())
    }

    /// The shot: a flat disc, numbers, within the top speed and spin.
    fn check_shot(&self, spec: &crate::spec::Spec) -> Result<(), InputError> {
        use InputError::*;
        if self.shot.disc.place != Place::Board {
            return Err(ShotNotFlat);
        }
        let v = self.shot.velocity;
        if !v.is_finite() || !self.shot.spin.is_finite() {
            return Err(ShotNotANumber);
        }
        let max = spec.sim.max_shot_speed;
        if v.length() > max * 1.0001 {
            return Err(TooFast {
                speed: v.length(),
                max,
            });
        }
        if self.shot.spin.abs() > MAX_SPIN {
            return Err(TooMuchSpin {
                spin: self.shot.spin,
                max: MAX_SPIN,
            });
        }
        Ok(())
    }

    /// No two flat discs overlap beyond the physics' tolerance.
    fn check_overlaps(&self, spec: &crate::spec::Spec, all: &[&Disc]) -> Result<(), InputError> {
        let r = |d: &Disc| spec.radius(self.board, d.kind);
        let flat: Vec<&&Disc> = all.iter().filter(|d| d.place.lies_flat()).collect();
        for (i, a) in flat.iter().enumerate() {
            for b in &flat[..i] {
                let gap = a.pos.distance(b.pos) - r(a) - r(b);
                if gap < -OVERLAP_TOLERANCE {
                    return Err(InputError::Overlap { a: b.id, b: a.id });
                }
            }
        }
        Ok(())
    }
}

/// Is a disc centre at `pos` on the playing surface (not the ditch or gutter)?
pub fn on_surface(spec: &crate::spec::Spec, board: BoardKind, pos: Vec2) -> bool {
    match board {
        BoardKind::Crokinole => pos.length() <= spec.crokinole.surface_radius,
        BoardKind::Pitchnut => {
            let h = spec.pitchnut.field_half;
            pos.x.abs() <= h && pos.y.abs() <= h
        }
    }
}

/// How many discs lie under `id`, or None for a loop.
fn stack_depth(discs: &[Disc], id: DiscId) -> Option<usize> {
    let mut cur = id;
    for depth in 0..=discs.len() {
        match discs.iter().find(|d| d.id == cur).map(|d| d.place) {
            Some(Place::Stacked(below)) => cur = below,
            _ => return Some(depth),
        }
    }
    None
}

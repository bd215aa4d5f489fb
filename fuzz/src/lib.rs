//! Shared by the fuzz targets: a reader that turns the fuzzer's bytes into
//! choices, and builders of arbitrary shot reports for each engine.

use flickwood_core::geom::Vec2;
use flickwood_core::shot::{Contact, DiscId, FinalDisc, Happening, Place, ShotReport, Touched};
use flickwood_core::spec::{BoardKind, DiscKind};

/// The fuzzer's bytes as a stream of choices; zeros once they run out.
pub struct Bytes<'a> {
    data: &'a [u8],
    at: usize,
}

impl<'a> Bytes<'a> {
    pub fn new(data: &'a [u8]) -> Self {
        Bytes { data, at: 0 }
    }

    pub fn is_empty(&self) -> bool {
        self.at >= self.data.len()
    }

    pub fn u8(&mut self) -> u8 {
        let b = self.data.get(self.at).copied().unwrap_or(0);
        self.at += 1;
        b
    }

    pub fn u16(&mut self) -> u16 {
        u16::from(self.u8()) << 8 | u16::from(self.u8())
    }

    /// One of `n` (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        self.u16() as usize % n
    }

    pub fn bit(&mut self) -> bool {
        self.u8() & 1 == 1
    }

    /// Mostly in [-r, r]; now and then a number no board has.
    pub fn coord(&mut self, r: f32) -> f32 {
        match self.u8() {
            0 => f32::NAN,
            1 => f32::INFINITY,
            2 => -1e30,
            3 => 1e30,
            _ => (self.u16() as f32 / 65535.0 * 2.0 - 1.0) * r,
        }
    }

    pub fn pos(&mut self, r: f32) -> Vec2 {
        Vec2::new(self.coord(r), self.coord(r))
    }

    /// Any place, of either board, with small indices.
    pub fn place(&mut self, ids: &[DiscId]) -> Place {
        // Crokinole has 8 posts and pitchnut 4 pockets: some k are neither.
        let k = self.u8() % 10;
        match self.below(11) {
            0 => Place::Board,
            1 => Place::HoleLeaner,
            2 => Place::PostLeaner(k),
            3 => Place::OnPost(k),
            4 => Place::Hole,
            5 => Place::Ditch,
            6 => Place::Gutter,
            7 => Place::Pocket(k),
            8 => Place::OffBoard,
            9 => Place::OnSide,
            _ => Place::Stacked(self.id(ids)),
        }
    }

    /// Mostly one of `ids`; now and then any id.
    pub fn id(&mut self, ids: &[DiscId]) -> DiscId {
        if ids.is_empty() || self.u8() < 16 {
            self.u8() as DiscId
        } else {
            ids[self.below(ids.len())]
        }
    }
}

/// A disc before the shot, as a report builder needs it.
pub struct Before {
    pub id: DiscId,
    pub kind: DiscKind,
    pub place: Place,
    pub pos: Vec2,
}

/// An arbitrary report of a shot on `board` by `shooter`: each disc stays,
/// moves, or ends anywhere (or is left out, or given twice), with random
/// contacts, happenings and fallen stacks. `r` is the board's half size.
pub fn report(
    b: &mut Bytes,
    board: BoardKind,
    shooter: DiscId,
    before: &[Before],
    r: f32,
) -> ShotReport {
    let ids: Vec<DiscId> = before.iter().map(|d| d.id).collect();
    let mut finals = Vec::new();
    for d in before {
        let (place, pos) = match b.below(8) {
            0..=3 => (d.place, d.pos),
            4 => (d.place, b.pos(r)),
            5 => continue,
            6 => {
                finals.push(FinalDisc {
                    id: d.id,
                    kind: d.kind,
                    place: d.place,
                    pos: d.pos,
                });
                (b.place(&ids), b.pos(r))
            }
            _ => (b.place(&ids), b.pos(r)),
        };
        finals.push(FinalDisc {
            id: d.id,
            kind: d.kind,
            place,
            pos,
        });
    }
    if b.below(16) == 0 {
        let kind = [
            DiscKind::Puck,
            DiscKind::Piece,
            DiscKind::Poison,
            DiscKind::Shooter,
        ][b.below(4)];
        finals.push(FinalDisc {
            id: b.id(&ids),
            kind,
            place: b.place(&ids),
            pos: b.pos(r),
        });
    }
    let mut contacts = Vec::new();
    for _ in 0..b.below(5) {
        let other = match b.below(4) {
            0 => Touched::Peg(b.u8() % 16),
            1 => Touched::Rail,
            _ => Touched::Disc(b.id(&ids)),
        };
        contacts.push(Contact {
            step: u32::from(b.u16()),
            disc: b.id(&ids),
            other,
            speed: b.coord(3.0),
        });
    }
    let mut happenings = Vec::new();
    for _ in 0..b.below(5) {
        happenings.push(Happening {
            step: u32::from(b.u16()),
            disc: b.id(&ids),
            what: b.place(&ids),
        });
    }
    let stack_fell = (0..b.below(3)).map(|_| b.id(&ids)).collect();
    ShotReport {
        board: if b.below(32) == 0 {
            BoardKind::Crokinole
        } else {
            board
        },
        shooter,
        contacts,
        happenings,
        stack_fell,
        finals,
        steps: u32::from(b.u16()),
        timed_out: b.below(16) == 0,
    }
}

//! What each rapier collider stands for, packed in its `user_data`.

use rapier2d::prelude::{Group, InteractionGroups, InteractionTestMode};

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Tag {
    /// Index into the simulation's disc list.
    Disc(usize),
    /// Index into the board's peg list.
    Peg(u8),
    /// The outer rail.
    Rail,
    /// The inner wall of the ditch or gutter (the edge of the playing surface).
    Lip,
}

impl Tag {
    pub fn encode(self) -> u128 {
        match self {
            Tag::Disc(i) => (1u128 << 64) | i as u128,
            Tag::Peg(k) => (2u128 << 64) | k as u128,
            Tag::Rail => 3u128 << 64,
            Tag::Lip => 4u128 << 64,
        }
    }

    pub fn decode(data: u128) -> Option<Tag> {
        let low = (data & u64::MAX as u128) as usize;
        match data >> 64 {
            1 => Some(Tag::Disc(low)),
            2 => Some(Tag::Peg(low as u8)),
            3 => Some(Tag::Rail),
            4 => Some(Tag::Lip),
            _ => None,
        }
    }
}

/// Discs on the playing surface.
const SURFACE: Group = Group::GROUP_1;
/// Discs down in the ditch or gutter.
const LOW: Group = Group::GROUP_2;
const PEG: Group = Group::GROUP_3;
const RAIL: Group = Group::GROUP_4;
const LIP: Group = Group::GROUP_5;

fn groups(member: Group, filter: Group) -> InteractionGroups {
    InteractionGroups::new(member, filter, InteractionTestMode::And)
}

/// A disc on the surface meets other surface discs and the pegs.
pub fn surface_disc() -> InteractionGroups {
    groups(SURFACE, SURFACE.union(PEG))
}

/// A disc in the ditch or gutter meets other such discs, the rail and the lip.
pub fn low_disc() -> InteractionGroups {
    groups(LOW, LOW.union(RAIL).union(LIP))
}

pub fn peg() -> InteractionGroups {
    groups(PEG, SURFACE)
}

pub fn rail() -> InteractionGroups {
    groups(RAIL, LOW)
}

pub fn lip() -> InteractionGroups {
    groups(LIP, LOW)
}

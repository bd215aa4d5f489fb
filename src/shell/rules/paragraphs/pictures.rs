//! The drawings of the rules screen as data: which paragraph each follows,
//! the part of the board it shows, the discs on it, the paths of the shot
//! and of what it knocks, and its labels in English and French. Board
//! metres, y up; crokinole shots come from the left (the shooter's seat
//! is at -x), pitchnut shots from the bottom (seat 0's home line).
//! `rules_drawing.rs` draws them.

use flickwood_core::game::Side;
use flickwood_core::save::Language;
use flickwood_core::spec::BoardKind;

/// One drawing.
pub struct Picture {
    /// The paragraph (`Para::id`) it follows.
    pub after: &'static str,
    pub game: BoardKind,
    /// The board point at the drawing's centre.
    pub at: (f32, f32),
    pub discs: &'static [Disc],
    pub paths: &'static [Path],
    pub labels: &'static [Label],
    /// Pitchnut's starting ring of 20 pieces and the poison in the middle.
    pub start_ring: bool,
}

/// How a disc is shown.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Look {
    /// On the board.
    Flat,
    /// Down in the ditch, the 20 hole or a pocket.
    Sunk,
    /// Against or on top of a post.
    Raised,
    /// Where a disc was before the shot: an outline.
    Ghost,
    /// Where the shot disc stopped, crossed out: it goes to the ditch.
    Out,
}

pub struct Disc {
    pub at: (f32, f32),
    pub side: Side,
    pub look: Look,
}

/// The way a disc goes: the shot's own disc (solid) or one it knocks (dashed).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Stroke {
    Shot,
    Knock,
    /// Along the shooting line, both ways: where the puck may be placed.
    Slide,
    /// The edge of an area, dashed, with no head.
    Edge,
}

pub struct Path {
    pub points: &'static [(f32, f32)],
    pub stroke: Stroke,
}

/// A word on the drawing, centred at `at`, with a thin line to `to`.
pub struct Label {
    pub at: (f32, f32),
    pub word: Word,
    pub to: Option<(f32, f32)>,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Word {
    Ditch,
    ShootingLine,
    Twenty,
    FlatInTheHole,
    Hit,
    NoHit,
    Fifteen,
    Ten,
    Five,
    OnTheLine,
    Leaner,
    OnAPost,
    Poison,
    HomeLine,
    PlusOne,
    Gate,
    PoisonLast,
    Scratch,
    SideAlley,
}

impl Word {
    #[cfg(test)]
    pub const ALL: [Word; 19] = [
        Word::Ditch,
        Word::ShootingLine,
        Word::Twenty,
        Word::FlatInTheHole,
        Word::Hit,
        Word::NoHit,
        Word::Fifteen,
        Word::Ten,
        Word::Five,
        Word::OnTheLine,
        Word::Leaner,
        Word::OnAPost,
        Word::Poison,
        Word::HomeLine,
        Word::PlusOne,
        Word::Gate,
        Word::PoisonLast,
        Word::Scratch,
        Word::SideAlley,
    ];
}

/// A label's words in `lang`.
pub fn word(lang: Language, w: Word) -> &'static str {
    let (en, fr) = match w {
        Word::Ditch => ("Ditch", "Fossé"),
        Word::ShootingLine => ("Shooting line", "Ligne de tir"),
        Word::Twenty => ("20", "20"),
        Word::FlatInTheHole => ("Flat in the hole: 20", "À plat dans le trou : 20"),
        Word::Hit => ("Hit", "Touchée"),
        Word::NoHit => ("No hit: to the ditch", "Rien touché : au fossé"),
        Word::Fifteen => ("15", "15"),
        Word::Ten => ("10", "10"),
        Word::Five => ("5", "5"),
        Word::OnTheLine => ("On the line: 5", "Sur la ligne : 5"),
        Word::Leaner => ("Leaner: 25", "Appuyée : 25"),
        Word::OnAPost => ("On a post: 30", "Sur un poteau : 30"),
        Word::Poison => ("Poison", "Poison"),
        Word::HomeLine => ("Home line", "Ligne de départ"),
        Word::PlusOne => ("Yours: +1 shot", "À vous : +1 coup"),
        Word::Gate => ("Gate: 41.3 mm", "Passage : 41,3 mm"),
        Word::PoisonLast => ("Last and alone: won", "Seul et en dernier : gagné"),
        Word::Scratch => ("Scratch", "Faute"),
        Word::SideAlley => ("Side alley", "Allée de côté"),
    };
    match lang {
        Language::English => en,
        Language::French => fr,
    }
}

const fn disc(x: f32, y: f32, side: Side, look: Look) -> Disc {
    Disc {
        at: (x, y),
        side,
        look,
    }
}

const fn label(x: f32, y: f32, word: Word, to: Option<(f32, f32)>) -> Label {
    Label {
        at: (x, y),
        word,
        to,
    }
}

const fn shot(points: &'static [(f32, f32)]) -> Path {
    Path {
        points,
        stroke: Stroke::Shot,
    }
}

const fn knock(points: &'static [(f32, f32)]) -> Path {
    Path {
        points,
        stroke: Stroke::Knock,
    }
}

use BoardKind::{Crokinole, Pitchnut};
use Look::{Flat, Ghost, Out, Raised, Sunk};
use Side::{Dark, Light, Poison, Shooter};

/// Every drawing, in the order of the paragraphs they follow.
pub static PICTURES: &[Picture] = &[
    // Crokinole: an opponent's puck knocked into the ditch.
    Picture {
        after: "object",
        game: Crokinole,
        at: (0.2, 0.0),
        discs: &[
            disc(0.25, 0.02, Dark, Ghost),
            disc(0.358, 0.072, Dark, Sunk),
            disc(0.2214, 0.0063, Light, Flat),
        ],
        paths: &[
            shot(&[(0.0, -0.1), (0.2052, -0.0015)]),
            knock(&[(0.25, 0.02), (0.338, 0.062)]),
        ],
        labels: &[label(0.3, -0.085, Word::Ditch, Some((0.352, -0.045)))],
        start_ring: false,
    },
    // Placed on the shooting line, then shot at the hole.
    Picture {
        after: "placing",
        game: Crokinole,
        at: (-0.15, 0.0),
        discs: &[disc(-0.302, -0.042, Light, Flat)],
        paths: &[
            Path {
                points: &[
                    (-0.2983, 0.0634),
                    (-0.3033, 0.0319),
                    (-0.305, 0.0),
                    (-0.3033, -0.0319),
                    (-0.2983, -0.0634),
                    (-0.2901, -0.0943),
                ],
                stroke: Stroke::Slide,
            },
            shot(&[(-0.28, -0.039), (-0.022, -0.003)]),
        ],
        labels: &[
            label(-0.19, 0.095, Word::ShootingLine, Some((-0.292, 0.088))),
            label(-0.0, 0.045, Word::Twenty, None),
        ],
        start_ring: false,
    },
    // A 20.
    Picture {
        after: "twenty",
        game: Crokinole,
        at: (-0.06, 0.0),
        discs: &[disc(0.0, 0.0, Light, Sunk)],
        paths: &[shot(&[(-0.24, -0.07), (-0.021, -0.006)])],
        labels: &[label(
            -0.08,
            0.075,
            Word::FlatInTheHole,
            Some((-0.008, 0.012)),
        )],
        start_ring: false,
    },
    // An opponent on the board: the shot must hit it.
    Picture {
        after: "contact",
        game: Crokinole,
        at: (-0.15, 0.0),
        discs: &[
            disc(-0.17, 0.03, Dark, Flat),
            disc(-0.303, -0.03, Light, Flat),
        ],
        paths: &[
            shot(&[(-0.283, -0.021), (-0.1989, 0.0169)]),
            knock(&[(-0.15, 0.039), (-0.1, 0.061)]),
        ],
        labels: &[label(-0.255, 0.08, Word::Hit, Some((-0.186, 0.024)))],
        start_ring: false,
    },
    // It misses: the shot puck goes to the ditch.
    Picture {
        after: "contact-miss",
        game: Crokinole,
        at: (-0.15, 0.0),
        discs: &[
            disc(-0.16, 0.06, Dark, Flat),
            disc(-0.303, -0.03, Light, Ghost),
            disc(-0.14, -0.075, Light, Out),
        ],
        paths: &[shot(&[(-0.283, -0.036), (-0.158, -0.07)])],
        labels: &[label(-0.2, -0.112, Word::NoHit, None)],
        start_ring: false,
    },
    // The rings' values, and a puck on a line.
    Picture {
        after: "rings",
        game: Crokinole,
        at: (0.17, 0.0),
        discs: &[
            disc(0.15, 0.08, Dark, Flat),
            disc(0.184, -0.0858, Light, Flat),
        ],
        paths: &[],
        labels: &[
            label(0.055, 0.0, Word::Fifteen, None),
            label(0.153, 0.0, Word::Ten, None),
            label(0.254, 0.0, Word::Five, None),
            label(0.3, -0.108, Word::OnTheLine, Some((0.198, -0.092))),
        ],
        start_ring: false,
    },
    // A leaner and a puck on top of a post.
    Picture {
        after: "posts",
        game: Crokinole,
        at: (0.08, 0.0),
        discs: &[
            disc(0.1111, 0.0509, Light, Raised),
            disc(0.0942, -0.039, Dark, Raised),
        ],
        paths: &[],
        labels: &[
            label(0.19, 0.1, Word::Leaner, Some((0.122, 0.062))),
            label(0.19, -0.1, Word::OnAPost, Some((0.105, -0.052))),
        ],
        start_ring: false,
    },
    // Pitchnut: the start, the poison in the middle.
    Picture {
        after: "board",
        game: Pitchnut,
        at: (0.0, 0.0),
        discs: &[],
        paths: &[],
        labels: &[label(0.168, 0.07, Word::Poison, Some((0.012, 0.005)))],
        start_ring: true,
    },
    // The shooter behind the home line, breaking.
    Picture {
        after: "shooter",
        game: Pitchnut,
        at: (0.0, -0.13),
        discs: &[disc(0.03, -0.214, Shooter, Flat)],
        paths: &[shot(&[(0.025, -0.19), (0.0092, -0.1377)])],
        labels: &[label(-0.13, -0.238, Word::HomeLine, Some((-0.1, -0.205)))],
        start_ring: true,
    },
    // A piece of yours into a pocket, between the gate's pegs.
    Picture {
        after: "extra",
        game: Pitchnut,
        at: (0.225, 0.23),
        discs: &[
            disc(0.22, 0.22, Light, Flat),
            disc(0.13, 0.13, Shooter, Flat),
        ],
        paths: &[
            shot(&[(0.147, 0.147), (0.195, 0.195)]),
            knock(&[(0.235, 0.235), (0.316, 0.316)]),
        ],
        labels: &[
            label(0.355, 0.19, Word::PlusOne, None),
            label(0.14, 0.33, Word::Gate, Some((0.252, 0.298))),
        ],
        start_ring: false,
    },
    // The poison last, alone.
    Picture {
        after: "poison-win",
        game: Pitchnut,
        at: (-0.225, 0.23),
        discs: &[
            disc(-0.22, 0.22, Poison, Flat),
            disc(-0.13, 0.13, Shooter, Flat),
        ],
        paths: &[
            shot(&[(-0.147, 0.147), (-0.195, 0.195)]),
            knock(&[(-0.235, 0.235), (-0.316, 0.316)]),
        ],
        labels: &[label(-0.1, 0.3, Word::PoisonLast, None)],
        start_ring: false,
    },
    // The shooter into a pocket: a scratch.
    Picture {
        after: "scratch",
        game: Pitchnut,
        at: (0.2, -0.23),
        discs: &[
            disc(0.05, -0.225, Shooter, Ghost),
            disc(0.3305, -0.3305, Shooter, Sunk),
        ],
        paths: &[shot(&[(0.065, -0.236), (0.19, -0.331), (0.31, -0.331)])],
        labels: &[label(0.33, -0.2, Word::Scratch, Some((0.33, -0.31)))],
        start_ring: false,
    },
    // What an alley is: the field's edge beside the gutter, on the
    // shooter's half, as deep as the home line; the shooter sits in it
    // beyond the line (American rules) and shoots at the ring.
    Picture {
        after: "alley",
        game: Pitchnut,
        at: (0.13, -0.15),
        discs: &[disc(0.254, -0.1, Shooter, Flat)],
        paths: &[
            Path {
                points: &[(0.203, -0.272), (0.203, -0.028)],
                stroke: Stroke::Edge,
            },
            Path {
                points: &[(0.254, -0.265), (0.254, -0.125)],
                stroke: Stroke::Slide,
            },
            shot(&[(0.236, -0.091), (0.15, -0.045)]),
        ],
        labels: &[
            label(0.07, -0.165, Word::SideAlley, Some((0.24, -0.2))),
            label(0.02, -0.24, Word::HomeLine, Some((0.12, -0.203))),
        ],
        start_ring: true,
    },
];

/// The drawing after paragraph `id` of `game`'s rules, if any.
pub fn picture_after(game: BoardKind, id: &str) -> Option<&'static Picture> {
    PICTURES.iter().find(|p| p.game == game && p.after == id)
}

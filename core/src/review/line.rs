//! A shot's review as one line of text that keeps every bit (floats as the
//! hex of their f32 bits): how a review travels back from the web's worker
//! and how it is kept in the record, so it is computed once.

use super::{CrokinoleFacts, Facts, Ghost, MeantKind, PitchnutFacts, PitchnutMeant, ShotReview};
use crate::ai::crokinole_candidates::ShotKind;
use crate::geom::Vec2;

/// The longest line a review is written in (a few hundred characters).
pub const MAX_LINE: usize = 400;

const BEST: [ShotKind; 6] = [
    ShotKind::Twenty,
    ShotKind::Takeout,
    ShotKind::Draw,
    ShotKind::Raise,
    ShotKind::Guard,
    ShotKind::OffPost,
];
const MEANT: [MeantKind; 4] = [
    MeantKind::Twenty,
    MeantKind::Takeout,
    MeantKind::Draw,
    MeantKind::Miss,
];
const NUT_MEANT: [PitchnutMeant; 5] = [
    PitchnutMeant::Wins,
    PitchnutMeant::Loses,
    PitchnutMeant::Sinks,
    PitchnutMeant::Scratch,
    PitchnutMeant::Safety,
];

fn index<T: PartialEq>(all: &[T], x: &T) -> u32 {
    all.iter().position(|k| k == x).unwrap_or(0) as u32
}

fn bits(x: f32) -> String {
    format!("{:x}", x.to_bits())
}

impl ShotReview {
    /// The line: `r1` for crokinole (the first form, kept as it was),
    /// `n1` for pitchnut; the shared fields, then the game's facts.
    pub fn to_line(&self) -> String {
        let tag = match self.facts {
            Facts::Crokinole(_) => "r1",
            Facts::Pitchnut(_) => "n1",
        };
        let mut t: Vec<String> = vec![
            tag.into(),
            self.at.to_string(),
            self.seat.to_string(),
            self.side.to_string(),
        ];
        for v in [
            self.place,
            self.meant,
            self.played,
            self.best.place,
            self.best.velocity,
        ] {
            t.push(bits(v.x));
            t.push(bits(v.y));
        }
        for x in [
            self.best.spin,
            self.best_value,
            self.meant_value,
            self.played_value,
            self.choice_margin,
        ] {
            t.push(bits(x));
        }
        match &self.facts {
            Facts::Crokinole(f) => {
                for n in [
                    u32::from(f.declare_twenty),
                    index(&BEST, &f.best),
                    index(&MEANT, &f.meant),
                    u32::from(f.open),
                    u32::from(f.twenty),
                    u32::from(f.taken_out),
                    u32::from(f.round_over),
                ] {
                    t.push(n.to_string());
                }
                t.push(f.lead_after.to_string());
                t.push(f.hammer.map_or("-".into(), |h| h.to_string()));
            }
            Facts::Pitchnut(f) => {
                for n in [
                    index(&NUT_MEANT, &f.best),
                    index(&NUT_MEANT, &f.meant),
                    u32::from(f.sunk),
                    u32::from(f.scratch),
                ] {
                    t.push(n.to_string());
                }
                t.push(f.left.map_or("-".into(), |(m, o)| format!("{m}/{o}")));
            }
        }
        t.join(" ")
    }

    /// Reads `to_line`'s form back; None for anything else (a damaged
    /// line is reviewed again, never trusted).
    pub fn from_line(line: &str) -> Option<ShotReview> {
        if line.len() > MAX_LINE {
            return None;
        }
        let mut w = line.split(' ');
        let tag = w.next()?;
        if tag != "r1" && tag != "n1" {
            return None;
        }
        let mut int = |max: u32| -> Option<u32> {
            let n: u32 = w.next()?.parse().ok()?;
            (n <= max).then_some(n)
        };
        let (at, seat, side) = (int(u32::MAX)? as usize, int(3)? as u8, int(3)? as u8);
        let mut f = || -> Option<f32> {
            let x = f32::from_bits(u32::from_str_radix(w.next()?, 16).ok()?);
            x.is_finite().then_some(x)
        };
        let mut vecs = [Vec2::ZERO; 5];
        for v in &mut vecs {
            *v = Vec2::new(f()?, f()?);
        }
        let [spin, best_value, meant_value, played_value, choice_margin] =
            [f()?, f()?, f()?, f()?, f()?];
        let mut int = |max: u32| -> Option<u32> {
            let n: u32 = w.next()?.parse().ok()?;
            (n <= max).then_some(n)
        };
        let facts = if tag == "r1" {
            let declare_twenty = int(1)? == 1;
            let best = BEST[int(BEST.len() as u32 - 1)? as usize];
            let meant = MEANT[int(MEANT.len() as u32 - 1)? as usize];
            let (open, twenty, taken_out, round_over) =
                (int(1)? == 1, int(1)? == 1, int(255)? as u8, int(1)? == 1);
            let lead_after: i32 = w.next()?.parse().ok()?;
            let hammer = match w.next()? {
                "-" => None,
                h => Some(h.parse::<u8>().ok().filter(|&h| h <= 3)?),
            };
            Facts::Crokinole(CrokinoleFacts {
                best,
                declare_twenty,
                meant,
                open,
                twenty,
                taken_out,
                lead_after,
                round_over,
                hammer,
            })
        } else {
            let best = NUT_MEANT[int(NUT_MEANT.len() as u32 - 1)? as usize];
            let meant = NUT_MEANT[int(NUT_MEANT.len() as u32 - 1)? as usize];
            let (sunk, scratch) = (int(20)? as u8, int(1)? == 1);
            let left = match w.next()? {
                "-" => None,
                l => {
                    let (m, o) = l.split_once('/')?;
                    let piece = |x: &str| x.parse::<u8>().ok().filter(|&n| n <= 20);
                    Some((piece(m)?, piece(o)?))
                }
            };
            Facts::Pitchnut(PitchnutFacts {
                best,
                meant,
                sunk,
                scratch,
                left,
            })
        };
        if w.next().is_some() {
            return None;
        }
        Some(ShotReview {
            at,
            seat,
            side,
            place: vecs[0],
            meant: vecs[1],
            played: vecs[2],
            best: Ghost {
                place: vecs[3],
                velocity: vecs[4],
                spin,
            },
            best_value,
            meant_value,
            played_value,
            choice_margin,
            facts,
        })
    }
}

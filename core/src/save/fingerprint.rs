//! Fingerprints: a position's or a match's shots, hashed bit for bit, so a
//! replay can be checked against the record that made it.

use super::replay::Position;
use crate::shot::ShotReport;

/// FNV-1a, 64 bits: a small stable hash for fingerprints (not for security).
#[derive(Clone, Debug)]
pub(super) struct Fnv(u64);

impl Fnv {
    pub(super) fn new() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }

    fn text(&mut self, s: &str) {
        for b in s.bytes() {
            self.0 ^= b as u64;
            self.0 = self.0.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }

    pub(super) fn hex(&self) -> String {
        format!("{:016x}", self.0)
    }
}

fn bits(v: crate::geom::Vec2) -> String {
    format!("{:08x}{:08x}", v.x.to_bits(), v.y.to_bits())
}

/// A fingerprint of a position: every value that matters to the rules,
/// floats by their bits, hashed. Two positions with the same fingerprint
/// are the same position.
pub fn fingerprint(position: &Position) -> String {
    let mut h = Fnv::new();
    match position {
        Position::Crokinole(s) => {
            h.text(&format!(
                "crokinole {:?} {} {} {} {:?}|",
                s.phase(),
                s.round(),
                s.round_first(),
                s.shots_taken(),
                s.winner()
            ));
            for p in s.board() {
                h.text(&format!("{} {} {:?};", p.id, bits(p.pos), p.place));
            }
            h.text(&format!("|{:?}|{:?}|", s.rail(), s.ditch()));
            for st in s.standings() {
                h.text(&format!("{} {} {};", st.side, st.round_wins, st.total));
            }
        }
        Position::Pitchnut(m) => {
            let g = &m.game;
            h.text(&format!(
                "pitchnut {:?} {} {} {} {} {}{} {}{} {:?} {:?} {:?}|",
                m.games_won,
                g.to_play(),
                g.breaker(),
                g.break_taken(),
                g.extra_turns(),
                g.owed(0),
                g.owed(1),
                g.deferred(0),
                g.deferred(1),
                g.colour_of(0),
                g.winner(),
                g.adjustable(),
            ));
            for d in g.board() {
                h.text(&format!("{} {} {:?};", d.id, bits(d.pos), d.place));
            }
            for p in g.pockets() {
                h.text(&format!("{}@{};", p.id, p.pocket));
            }
            // Only when set, so positions from before the re-take ruling keep
            // their fingerprints.
            if g.retaken() {
                h.text("retaken;");
            }
            if g.retake_offered() {
                h.text("retake offered;");
            }
            if g.retakes() > 0 {
                h.text(&format!("retakes {};", g.retakes()));
            }
        }
    }
    h.hex()
}

pub(super) fn hash_report(h: &mut Fnv, r: &ShotReport) {
    h.text(&format!(
        "{} {} {} {}|",
        r.shooter,
        r.steps,
        r.timed_out,
        r.contacts.len()
    ));
    for f in &r.finals {
        h.text(&format!("{} {:?} {};", f.id, f.place, bits(f.pos)));
    }
    for x in &r.happenings {
        h.text(&format!("{} {} {:?};", x.step, x.disc, x.what));
    }
}

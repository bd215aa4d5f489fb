//! The physics against closed-form answers.

use flickwood_core::geom::Vec2;
use flickwood_core::physics::{DiscView, Simulation, simulate};
use flickwood_core::shot::{Disc, Shot, ShotInput, ShotReport, Touched};
use flickwood_core::spec::{BoardKind, DiscKind, G, Spec};

const SHOOTER: u16 = 100;
const TARGET: u16 = 1;

fn crokinole_shot(discs: Vec<Disc>, from: Vec2, v: Vec2) -> ShotInput {
    ShotInput {
        board: BoardKind::Crokinole,
        discs,
        shot: Shot {
            disc: Disc::new(SHOOTER, DiscKind::Puck, from),
            velocity: v,
            spin: 0.0,
        },
    }
}

fn run(input: &ShotInput) -> ShotReport {
    simulate(&Spec::STANDARD, input).expect("valid shot")
}

fn view(sim: &Simulation, id: u16) -> DiscView {
    sim.discs().find(|d| d.id == id).unwrap()
}

/// Steps until the first contact and returns the velocities of the shooter
/// and the target just before and just after it.
fn velocities_around_hit(input: &ShotInput) -> ((Vec2, Vec2), (Vec2, Vec2)) {
    let mut sim = Simulation::new(&Spec::STANDARD, input).unwrap();
    let mut before = (Vec2::ZERO, Vec2::ZERO);
    for _ in 0..2000 {
        let prev = (view(&sim, SHOOTER).velocity, view(&sim, TARGET).velocity);
        sim.step();
        if !sim.contacts().is_empty() {
            // Friction acts on the approach for one more step before the hit.
            let dv = Spec::STANDARD.crokinole.mu_surface * G * Spec::STANDARD.sim.dt();
            before = (prev.0 - prev.0.normalize_or_zero() * dv, prev.1);
            // The solver may spread an impulse over two steps: look three
            // steps on and add back the friction of those steps.
            for _ in 0..3 {
                sim.step();
            }
            let undo = |v: Vec2| v + v.normalize_or_zero() * (3.0 * dv);
            let after = (
                undo(view(&sim, SHOOTER).velocity),
                undo(view(&sim, TARGET).velocity),
            );
            return (before, after);
        }
    }
    panic!("no contact; last {before:?}");
}

#[test]
fn lone_disc_stops_at_v2_over_2_mu_g() {
    let spec = Spec::STANDARD;
    let mu = spec.crokinole.mu_surface;
    for v in [0.3f32, 0.5, 0.7, 0.9] {
        // Start on the left of the 10 zone and slide right, clear of pegs and hole.
        let from = Vec2::new(-0.25, -0.16);
        let r = run(&crokinole_shot(vec![], from, Vec2::new(v, 0.0)));
        let d = r.final_of(SHOOTER).unwrap().pos.distance(from);
        let expect = v * v / (2.0 * mu * G);
        let err = (d - expect).abs() / expect;
        assert!(
            err < 0.02,
            "v={v}: slid {d}, expected {expect} ({:.2}%)",
            err * 100.0
        );
        assert!(r.contacts.is_empty());
    }
}

#[test]
fn head_on_equal_masses_split_by_restitution() {
    let e = Spec::STANDARD.crokinole.materials.restitution_disc_disc;
    for v0 in [0.5f32, 1.0, 3.0, 6.0] {
        let from = Vec2::new(-0.25, -0.17);
        let target = Vec2::new(-0.15, -0.17);
        let input = crokinole_shot(
            vec![Disc::new(TARGET, DiscKind::Puck, target)],
            from,
            Vec2::new(v0, 0.0),
        );
        let ((vi, _), (vs, vt)) = velocities_around_hit(&input);
        let (want_s, want_t) = ((1.0 - e) / 2.0 * vi.x, (1.0 + e) / 2.0 * vi.x);
        assert!(
            (vt.x - want_t).abs() / want_t < 0.03,
            "v0={v0}: target {vt:?} vs {want_t}"
        );
        assert!(
            (vs.x - want_s).abs() / want_s < 0.03,
            "v0={v0}: shooter {vs:?} vs {want_s}"
        );
        assert_eq!(
            run(&input).shooter_first_contact(),
            Some(Touched::Disc(TARGET))
        );
    }
}

#[test]
fn disc_hits_conserve_momentum() {
    for (offset, v0) in [(0.0f32, 1.0f32), (0.01, 2.0), (-0.02, 0.8), (0.025, 4.0)] {
        let input = crokinole_shot(
            vec![Disc::new(
                TARGET,
                DiscKind::Puck,
                Vec2::new(-0.1, -0.17 + offset),
            )],
            Vec2::new(-0.2, -0.17),
            Vec2::new(v0, 0.0),
        );
        let ((s0, t0), (s1, t1)) = velocities_around_hit(&input);
        let (p0, p1) = (s0 + t0, s1 + t1);
        let err = (p1 - p0).length() / p0.length();
        assert!(err < 0.005, "offset {offset}: momentum {p0:?} -> {p1:?}");
    }
}

#[test]
fn glancing_hit_splits_at_the_predicted_angle() {
    // Equal discs, no spin before the hit: the normal impulse is
    // (1+e)/2 m (v.n); the tangential one is Coulomb-limited, min(mu Jn, m u_t / 6)
    // (the 1/6: two discs with inertia m r^2 / 2 at the contact point).
    let spec = Spec::STANDARD;
    let e = spec.crokinole.materials.restitution_disc_disc;
    let mu = spec.crokinole.materials.friction_disc;
    let r = spec.crokinole.disc_radius;
    for (b, v0) in [
        (0.3f32, 1.0f32),
        (0.5, 1.5),
        (0.7, 2.0),
        (0.7, 1.0),
        (0.7, 0.5),
        (0.85, 1.0),
        (0.3, 4.0),
        (0.5, 6.0),
    ] {
        // Impact parameter b as a fraction of 2r.
        let target = Vec2::new(-0.1, -0.17 + b * 2.0 * r);
        let input = crokinole_shot(
            vec![Disc::new(TARGET, DiscKind::Puck, target)],
            Vec2::new(-0.2, -0.17),
            Vec2::new(v0, 0.0),
        );
        let ((vi, _), (_, vt)) = velocities_around_hit(&input);
        let n = Vec2::new((1.0 - b * b).sqrt(), b);
        let t = n.perp();
        let jn = (1.0 + e) / 2.0 * vi.dot(n);
        let ut = vi.dot(t);
        let jt = (mu * jn).min(ut.abs() / 6.0) * ut.signum();
        let want = n * jn + t * jt;
        let angle = (vt.angle() - want.angle()).abs().to_degrees();
        assert!(
            angle < 0.5,
            "b={b}: target goes {vt:?}, predicted {want:?} ({angle:.2} deg)"
        );
        let speed_err = (vt.length() - want.length()).abs() / want.length();
        assert!(
            speed_err < 0.03,
            "b={b}: speed {} vs {}",
            vt.length(),
            want.length()
        );
    }
}

use flickwood::geom::Vec2;
use flickwood::physics::Simulation;
use flickwood::shot::{Disc, Shot, ShotInput};
use flickwood::spec::{BoardKind, DiscKind, Spec};
fn main() {
    let b = 0.7f32;
    let r = 0.015875f32;
    for x0 in [-0.2f32, -0.2005, -0.201, -0.2015, -0.202, -0.203] {
        let target = Vec2::new(-0.1, -0.17 + b * 2.0 * r);
        let input = ShotInput {
            board: BoardKind::Crokinole,
            discs: vec![Disc::new(1, DiscKind::Puck, target)],
            shot: Shot {
                disc: Disc::new(100, DiscKind::Puck, Vec2::new(x0, -0.17)),
                velocity: Vec2::new(1.0, 0.0),
                spin: 0.0,
            },
        };
        let mut sim = Simulation::new(&Spec::STANDARD, &input).unwrap();
        for _ in 0..40 {
            sim.step();
        }
        let v: Vec<_> = sim.discs().map(|d| d.velocity).collect();
        println!("x0 {x0} angle {}", v[0].angle().to_degrees());
    }
}

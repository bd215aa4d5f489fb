//! The parts of each board: the 20 hole, leaners, the ditch, the gutter,
//! the pockets, off the board, the centre stack.

use flickwood_core::geom::Vec2;
use flickwood_core::physics::simulate;
use flickwood_core::shot::{Disc, InputError, Place, Shot, ShotInput, ShotReport, Touched};
use flickwood_core::spec::{BoardKind, DiscKind, G, Spec};

const SHOT: u16 = 50;

fn shoot(board: BoardKind, discs: Vec<Disc>, kind: DiscKind, from: Vec2, v: Vec2) -> ShotReport {
    let input = ShotInput {
        board,
        discs,
        shot: Shot {
            disc: Disc::new(SHOT, kind, from),
            velocity: v,
            spin: 0.0,
        },
    };
    simulate(&Spec::STANDARD, &input).expect("valid shot")
}

/// The speed that makes a crokinole disc stop after `d` metres.
fn speed_for(d: f32) -> f32 {
    (2.0 * Spec::STANDARD.crokinole.mu_surface * G * d).sqrt()
}

#[test]
fn a_disc_drawn_onto_the_hole_drops_in_flat() {
    let from = Vec2::new(0.0, -0.305);
    let r = shoot(
        BoardKind::Crokinole,
        vec![],
        DiscKind::Puck,
        from,
        Vec2::new(0.0, speed_for(0.305)),
    );
    assert_eq!(r.final_of(SHOT).unwrap().place, Place::Hole);
    assert_eq!(r.sunk(), vec![(SHOT, Place::Hole)]);
}

#[test]
fn a_fast_disc_skims_over_the_hole() {
    let from = Vec2::new(0.0, -0.305);
    let r = shoot(
        BoardKind::Crokinole,
        vec![],
        DiscKind::Puck,
        from,
        Vec2::new(0.0, 1.2),
    );
    assert_ne!(r.final_of(SHOT).unwrap().place, Place::Hole);
}

#[test]
fn a_disc_stopping_half_over_the_hole_is_a_leaner() {
    // Stop with the centre 12 mm from the hole's centre: over the hole but held by the rim.
    let from = Vec2::new(0.0, -0.305);
    let r = shoot(
        BoardKind::Crokinole,
        vec![],
        DiscKind::Puck,
        from,
        Vec2::new(0.0, speed_for(0.305 - 0.012)),
    );
    let f = r.final_of(SHOT).unwrap();
    assert_eq!(f.place, Place::HoleLeaner, "{f:?}");
    // A flat disc just clear of the hole's edge is simply on the board.
    let r = shoot(
        BoardKind::Crokinole,
        vec![],
        DiscKind::Puck,
        from,
        Vec2::new(0.0, speed_for(0.305 - 0.025)),
    );
    assert_eq!(r.final_of(SHOT).unwrap().place, Place::Board);
}

#[test]
fn a_hole_leaner_knocked_gently_inward_drops() {
    let leaner = Disc {
        place: Place::HoleLeaner,
        ..Disc::new(1, DiscKind::Puck, Vec2::new(0.0, -0.012))
    };
    let from = Vec2::new(0.0, -0.2);
    // A slow hit pushes it over the centre.
    let r = shoot(
        BoardKind::Crokinole,
        vec![leaner],
        DiscKind::Puck,
        from,
        Vec2::new(0.0, speed_for(0.2 - 0.044 + 0.016)),
    );
    assert_eq!(r.final_of(1).unwrap().place, Place::Hole, "{:?}", r.finals);
}

#[test]
fn a_disc_off_the_surface_falls_into_the_ditch_and_stays() {
    let from = Vec2::new(0.0, -0.305);
    // Hard, straight across: through the hole (too fast to drop) into the far ditch.
    let r = shoot(
        BoardKind::Crokinole,
        vec![],
        DiscKind::Puck,
        from,
        Vec2::new(0.05, 3.0),
    );
    let f = r.final_of(SHOT).unwrap();
    assert_eq!(f.place, Place::Ditch);
    assert!(f.pos.length() > Spec::STANDARD.crokinole.surface_radius);
    assert!(
        r.contacts.iter().any(|c| c.other == Touched::Rail),
        "bounced on the rail"
    );
    assert_eq!(r.happenings.iter().filter(|h| h.disc == SHOT).count(), 1);
}

#[test]
fn a_ditch_disc_never_touches_a_disc_on_the_surface() {
    // A puck sitting at the edge of the surface and a fast shot past it into the ditch.
    let edge = Disc::new(1, DiscKind::Puck, Vec2::new(0.0, 0.31));
    let r = shoot(
        BoardKind::Crokinole,
        vec![edge],
        DiscKind::Puck,
        Vec2::new(0.2, -0.23),
        Vec2::new(-0.3, 4.0),
    );
    assert_eq!(r.final_of(SHOT).unwrap().place, Place::Ditch);
    for c in &r.contacts {
        assert_ne!(c.other, Touched::Disc(1));
        assert_ne!(c.disc, 1);
    }
}

#[test]
fn a_head_on_hit_on_a_post_in_its_window_makes_a_leaner_or_a_topper() {
    let spec = Spec::STANDARD;
    let c = &spec.crokinole;
    let peg = c.pegs()[5];
    let dir = peg.normalize_or_zero();
    let from = peg - dir * 0.06;
    // Friction over the 6 cm approach: aim for the middle of each window at impact.
    let at =
        |v: f32| (v * v + 2.0 * c.mu_surface * G * (0.06 - c.disc_radius - c.peg_radius)).sqrt();
    let lean = 0.5 * (c.post_lean_speed.0 + c.post_lean_speed.1);
    let r = shoot(
        BoardKind::Crokinole,
        vec![],
        DiscKind::Puck,
        from,
        dir * at(lean),
    );
    assert_eq!(r.final_of(SHOT).unwrap().place, Place::PostLeaner(5));
    let top = 0.5 * (c.post_top_speed.0 + c.post_top_speed.1);
    let r = shoot(
        BoardKind::Crokinole,
        vec![],
        DiscKind::Puck,
        from,
        dir * at(top),
    );
    assert_eq!(r.final_of(SHOT).unwrap().place, Place::OnPost(5));
    // Outside the windows, or off-centre, it just bounces.
    let r = shoot(
        BoardKind::Crokinole,
        vec![],
        DiscKind::Puck,
        from,
        dir * at(2.0),
    );
    assert!(!matches!(
        r.final_of(SHOT).unwrap().place,
        Place::PostLeaner(_) | Place::OnPost(_)
    ));
    let r = shoot(
        BoardKind::Crokinole,
        vec![],
        DiscKind::Puck,
        from,
        dir.rotate(0.1) * at(lean),
    );
    assert!(!matches!(
        r.final_of(SHOT).unwrap().place,
        Place::PostLeaner(_) | Place::OnPost(_)
    ));
}

#[test]
fn a_post_leaner_that_is_hit_falls_flat() {
    let spec = Spec::STANDARD;
    let c = &spec.crokinole;
    let peg = c.pegs()[1];
    let dir = peg.normalize_or_zero();
    let at = peg + dir * (c.peg_radius + c.disc_radius);
    let leaner = Disc {
        place: Place::PostLeaner(1),
        ..Disc::new(1, DiscKind::Puck, at)
    };
    let from = at + dir * 0.1;
    let r = shoot(
        BoardKind::Crokinole,
        vec![leaner.clone()],
        DiscKind::Puck,
        from,
        -dir * 1.0,
    );
    assert!(matches!(
        r.final_of(1).unwrap().place,
        Place::Board | Place::Ditch | Place::Hole
    ));
    // Untouched, it stays a leaner.
    let r = shoot(
        BoardKind::Crokinole,
        vec![leaner],
        DiscKind::Puck,
        Vec2::new(0.2, -0.2),
        Vec2::new(0.0, -0.3),
    );
    assert_eq!(r.final_of(1).unwrap().place, Place::PostLeaner(1));
}

#[test]
fn a_piece_in_the_gutter_runs_to_a_pocket() {
    let p = Spec::STANDARD.pitchnut;
    // Into the bottom gutter, off-centre, slowly.
    let from = Vec2::new(0.1, p.home_line_y());
    let r = shoot(
        BoardKind::Pitchnut,
        vec![Disc::new(1, DiscKind::Piece, Vec2::new(0.1, -0.25))],
        DiscKind::Shooter,
        from,
        Vec2::new(0.0, -0.9),
    );
    let _ = r;
    let piece = Disc::new(1, DiscKind::Piece, Vec2::new(0.1, -0.27));
    let r = shoot(
        BoardKind::Pitchnut,
        vec![piece],
        DiscKind::Shooter,
        Vec2::new(0.1, -0.2),
        Vec2::new(0.0, -0.8),
    );
    let f = r.final_of(1).unwrap();
    assert!(matches!(f.place, Place::Pocket(_)), "{f:?}");
    let gutter_then_pocket: Vec<Place> = r
        .happenings
        .iter()
        .filter(|h| h.disc == 1)
        .map(|h| h.what)
        .collect();
    assert_eq!(gutter_then_pocket.len(), 2);
    assert_eq!(gutter_then_pocket[0], Place::Gutter);
}

#[test]
fn a_piece_through_a_pocket_gate_sinks() {
    let p = Spec::STANDARD.pitchnut;
    let pocket = p.pockets()[0];
    let piece = Disc::new(1, DiscKind::Piece, pocket * 0.55);
    let from = pocket * 0.3;
    let r = shoot(
        BoardKind::Pitchnut,
        vec![piece],
        DiscKind::Shooter,
        from,
        pocket.normalize_or_zero() * 1.5,
    );
    assert_eq!(
        r.final_of(1).unwrap().place,
        Place::Pocket(0),
        "{:?}",
        r.happenings
    );
}

#[test]
fn a_hard_shot_into_the_rail_leaves_the_board() {
    let p = Spec::STANDARD.pitchnut;
    let from = Vec2::new(0.05, p.home_line_y());
    let r = shoot(
        BoardKind::Pitchnut,
        vec![],
        DiscKind::Shooter,
        from,
        Vec2::new(0.0, -7.5),
    );
    assert_eq!(r.final_of(SHOT).unwrap().place, Place::OffBoard);
    let r = shoot(
        BoardKind::Pitchnut,
        vec![],
        DiscKind::Shooter,
        from,
        Vec2::new(0.0, -4.2),
    );
    assert_eq!(r.final_of(SHOT).unwrap().place, Place::OnSide);
    let r = shoot(
        BoardKind::Pitchnut,
        vec![],
        DiscKind::Shooter,
        from,
        Vec2::new(0.0, -2.0),
    );
    assert!(matches!(r.final_of(SHOT).unwrap().place, Place::Pocket(_)));
}

#[test]
fn the_centre_stack_falls_when_hit_and_stays_when_not() {
    let p = Spec::STANDARD.pitchnut;
    let stack = vec![
        Disc::new(1, DiscKind::Piece, Vec2::ZERO),
        Disc {
            place: Place::Stacked(1),
            ..Disc::new(2, DiscKind::Piece, Vec2::ZERO)
        },
        Disc {
            place: Place::Stacked(2),
            ..Disc::new(3, DiscKind::Piece, Vec2::ZERO)
        },
    ];
    let from = Vec2::new(0.0, p.home_line_y());
    let r = shoot(
        BoardKind::Pitchnut,
        stack.clone(),
        DiscKind::Shooter,
        from,
        Vec2::new(0.0, 1.2),
    );
    assert_eq!(r.stack_fell, vec![2, 3]);
    for id in [2, 3] {
        assert_ne!(r.final_of(id).unwrap().place, Place::Stacked(id - 1));
    }
    let r = shoot(
        BoardKind::Pitchnut,
        stack,
        DiscKind::Shooter,
        Vec2::new(0.2, p.home_line_y()),
        Vec2::new(0.0, 0.5),
    );
    assert!(r.stack_fell.is_empty());
    assert_eq!(r.final_of(3).unwrap().place, Place::Stacked(2));
    assert_eq!(r.final_of(3).unwrap().pos, Vec2::ZERO);
}

#[test]
fn the_heavier_shooter_drives_a_piece_on() {
    // Head-on, the 8 g shooter into a 5.3 g piece: both go forward.
    let p = Spec::STANDARD.pitchnut;
    let piece = Disc::new(1, DiscKind::Piece, Vec2::new(-0.2, -0.1));
    let r = shoot(
        BoardKind::Pitchnut,
        vec![piece],
        DiscKind::Shooter,
        Vec2::new(-0.2, p.home_line_y()),
        // It keeps (8 - 0.85 x 5.3) / 13.3 = 26 percent of its speed: at
        // 2 m/s it slides on about 9 cm past the contact (mu 0.15).
        Vec2::new(0.0, 2.0),
    );
    let shooter = r.final_of(SHOT).unwrap();
    assert!(
        shooter.pos.y > -0.1,
        "the shooter followed through: {shooter:?}"
    );
}

#[test]
fn bad_input_is_refused_with_a_message() {
    let spec = Spec::STANDARD;
    let mut input = ShotInput {
        board: BoardKind::Crokinole,
        discs: vec![],
        shot: Shot {
            disc: Disc::new(1, DiscKind::Puck, Vec2::new(0.0, -0.305)),
            velocity: Vec2::new(f32::NAN, 1.0),
            spin: 0.0,
        },
    };
    assert!(simulate(&spec, &input).is_err());
    input.shot.velocity = Vec2::new(0.0, 50.0);
    let e = simulate(&spec, &input).unwrap_err();
    assert!(matches!(e, InputError::TooFast { .. }), "{e}");
    assert!(e.to_string().contains("over the limit"), "{e}");
    input.shot.velocity = Vec2::new(0.0, 1.0);
    input.shot.disc.pos = Vec2::new(0.0, -0.5);
    assert!(simulate(&spec, &input).is_err());
    input.shot.disc.pos = Vec2::new(0.0, -0.305);
    input.discs.push(Disc::new(1, DiscKind::Puck, Vec2::ZERO));
    let e = simulate(&spec, &input).unwrap_err();
    assert_eq!(e, InputError::IdUsedTwice { disc: 1 });
    assert!(e.to_string().contains("twice"), "{e}");
    input.discs[0] = Disc::new(2, DiscKind::Shooter, Vec2::ZERO);
    assert!(simulate(&spec, &input).is_err());
    input.discs[0] = Disc::new(2, DiscKind::Puck, Vec2::new(0.0, -0.3));
    let e = simulate(&spec, &input).unwrap_err();
    assert!(matches!(e, InputError::Overlap { .. }), "{e}");
    assert!(e.to_string().contains("overlap"), "{e}");
}

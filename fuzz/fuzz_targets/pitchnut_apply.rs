//! The pitchnut engine fed arbitrary shot reports from a game in play:
//! never a panic; the same report twice gives the same answer (a refused
//! apply leaves the caller's game as it was: `apply` takes a copy); after an
//! accepted one every piece is in exactly one place (on the board or in a
//! pocket), and the position passes its own checks again.
#![no_main]

use flickwood_core::pitchnut::{Alleys, CoinToss, Game, Options, PIECES};
use flickwood_core::spec::BoardKind;
use flickwood_fuzz::{Before, Bytes, report};
use libfuzzer_sys::fuzz_target;

fn assert_conserved(game: &Game) {
    let mut seen = [0u8; PIECES as usize + 1];
    for id in game
        .board()
        .iter()
        .map(|d| d.id)
        .chain(game.pockets().iter().map(|s| s.id))
    {
        seen[id as usize] += 1;
    }
    assert!(seen.iter().all(|&s| s == 1), "pieces {seen:?}");
    Game::from_setup_with(*game.spec(), &game.to_setup()).expect("the position is legal");
}

fuzz_target!(|data: &[u8]| {
    let mut b = Bytes::new(data);
    let options = Options {
        players: if b.bit() { 4 } else { 2 },
        alleys: if b.bit() {
            Alleys::Canadian
        } else {
            Alleys::American
        },
        beginner: b.bit(),
    };
    let toss = CoinToss {
        winner: b.u8() % 4,
        breaker: b.u8() % 4,
    };
    let Ok(mut game) = Game::new(options, toss) else {
        return;
    };
    while !b.is_empty() && !game.is_over() {
        let shooter = game
            .board()
            .iter()
            .find(|d| d.kind == flickwood_core::spec::DiscKind::Shooter)
            .map_or(0, |d| d.id);
        let before: Vec<Before> = game
            .board()
            .iter()
            .map(|d| Before {
                id: d.id,
                kind: d.kind,
                place: d.place,
                pos: d.pos,
            })
            .collect();
        let r = report(&mut b, BoardKind::Pitchnut, shooter, &before, 0.4);
        let once = game.clone().apply(&r);
        let twice = game.clone().apply(&r);
        assert_eq!(
            format!("{once:?}"),
            format!("{twice:?}"),
            "not deterministic"
        );
        if let Ok((after, _)) = once {
            assert_conserved(&after);
            game = after;
        }
    }
});

//! The text tour's practice stops (`text_tour.rs`): the drill picker, a
//! drill part way and finished, and a player's open-20 progress chart.

use super::super::screens::players::PlayersScreen;
use super::super::stack::Screen;
use super::super::stack::context::Context;
use super::super::stack::saves::AnyStore;
use super::text_tour::Stop;
use flickwood_core::save::AiLevel;
use flickwood_core::spec::BoardKind;

/// The practice screens (issue 18), and a player's open-20 progress.
pub(super) fn practice_stops() -> Vec<(String, Stop)> {
    use super::super::screens::practice_drill::DrillScreen;
    use super::super::screens::practice_pick::{DrillStart, PracticePick};
    use flickwood_core::practice::{Drill, NamedPocket, Spot};
    fn start(drill: Drill, ctx: &Context) -> DrillStart {
        DrillStart {
            drill,
            player: ctx.profiles().list.first().map(|p| p.id),
            attempts: 20,
        }
    }
    /// 13 of 20, the misses spread through.
    fn thirteen() -> Vec<bool> {
        (0..20).map(|i| i % 3 != 1).collect()
    }
    vec![
        (
            "practice".into(),
            Stop::Made(|_| Box::new(PracticePick::new())),
        ),
        (
            "practice-drill".into(),
            Stop::Made(|a| {
                let s = start(Drill::OpenTwenty(Spot::Random), a);
                Box::new(DrillScreen::part_way(s, vec![true, false, true], a))
            }),
        ),
        (
            "practice-result".into(),
            Stop::Made(|a| {
                let s = start(Drill::OpenTwenty(Spot::Centre), a);
                Box::new(DrillScreen::finished(s, thirteen(), a))
            }),
        ),
        (
            "practice-result-pitchnut".into(),
            Stop::Made(|a| {
                let s = start(Drill::CutShot(NamedPocket::FarLeft), a);
                Box::new(DrillScreen::finished(s, vec![true, false, false, true], a))
            }),
        ),
        ("stats-progress".into(), Stop::Made(progress)),
    ]
}

/// A player with open-20 practice and matches, on the progress chart. The
/// sessions are made up for the drawing and never saved.
fn progress(ctx: &mut Context) -> Box<dyn Screen> {
    use flickwood_core::save::stats::ResultLine;
    use flickwood_core::save::{Against, MatchResult, PracticeResult, Rgb};
    let store = &mut ctx.saves.store;
    let id = match store.profiles().list.iter().find(|p| p.name == "Ana") {
        Some(p) => p.id,
        None => match store.profiles_mut().add("Ana", Rgb::new(190, 40, 40)) {
            Ok(id) => id,
            Err(_) => return Box::new(PlayersScreen::new()),
        },
    };
    let (day, t0) = (86_400, 1_780_000_000);
    let made = [9u32, 11, 10, 13, 12, 14, 15, 14, 16];
    for (i, m) in made.iter().enumerate() {
        store.practice_mut().add(PracticeResult {
            profile: id,
            drill: "open20-random".into(),
            when: t0 + i as u64 * 2 * day,
            attempts: 25,
            made: *m,
            aids: if i < 2 { "easy" } else { "default" }.into(),
        });
    }
    for (i, (tries, m)) in [(6u32, 2u32), (9, 4), (5, 3), (8, 5)].iter().enumerate() {
        store.stats_mut().history.push(ResultLine {
            profile: id,
            game: BoardKind::Crokinole,
            against: Against::Ai(AiLevel::Club),
            when: t0 + day + i as u64 * 4 * day,
            result: MatchResult::Won,
            score: 4,
            opponent_score: 2,
            open_twenty_tries: *tries,
            open_twenty_made: *m,
            aids: if i == 0 { "easy" } else { "default" }.into(),
        });
    }
    // Once each, though the tour passes here in each language.
    let reviewed = [
        (BoardKind::Crokinole, CROKINOLE_REVIEWED),
        (BoardKind::Pitchnut, PITCHNUT_REVIEWED),
    ];
    for (k, (game, text)) in reviewed.into_iter().enumerate() {
        if flickwood_core::review::trend(store.records(), id, game).is_empty() {
            reviewed_match(store, id, text, t0 + (20 + k as u64) * day);
        }
    }
    Box::new(PlayersScreen::progress_of(id))
}

const CROKINOLE_REVIEWED: &str =
    include_str!("../../../tests/reviews/crokinole-two-players-best-of-seven.json");
const PITCHNUT_REVIEWED: &str = include_str!("../../../tests/reviews/pitchnut-two-players.json");

/// A corpus match the Grandmaster reviewed (`text`), filed as the player's
/// with its review: a trend line under the chart.
fn reviewed_match(store: &mut AnyStore, id: u32, text: &str, when: u64) {
    use flickwood_core::save::{MatchRecord, Player, Replay};
    let Ok(mut r) = MatchRecord::from_json(text.as_bytes()) else {
        return;
    };
    let Some(lines) = r.review.take() else {
        return;
    };
    for s in &mut r.players {
        if let Player::Person { profile, .. } = &mut s.player {
            *profile = id;
        }
    }
    let moves = r.moves.clone();
    let Ok(mut replay) = Replay::new(r) else {
        return;
    };
    if replay.run_to_end().is_ok() && store.finish_match(replay, when).is_ok() {
        let last = store.records().len() - 1;
        let _ = store.keep_review(last, &moves, lines);
    }
}

//! The toss on screen (issue 31): the winner of crokinole's two-hands toss
//! chooses to shoot first or second, pitchnut's coin winner chooses who
//! breaks; a person chooses when they like, an AI at once by its own rule
//! (the hammer; the break). Records keep both and replay them.

use flickwood_core::game::{Match, MatchSettings, Opening, SeatKind, TossChoice, TossReason};
use flickwood_core::save::{AiLevel, CoinCall, MatchRecord, Move, Profiles, verify};
use flickwood_core::spec::BoardKind;

fn settings(board: BoardKind, seats: [SeatKind; 4]) -> MatchSettings {
    let mut s = MatchSettings::default_for(board);
    *s.seats_mut() = seats;
    s
}

const AI: SeatKind = SeatKind::Ai(AiLevel::Beginner);
const GUEST: SeatKind = SeatKind::Guest;

/// A seed whose toss `seat` wins, with a person at seat 0 and the AI across.
fn won_by(board: BoardKind, seat: u8) -> (Match, u64) {
    let s = settings(board, [GUEST, GUEST, AI, AI]);
    (0..64)
        .find_map(|seed| {
            let g = Match::new(s, seed, &Profiles::default()).unwrap();
            let won = match g.toss_winner() {
                Some(w) => w == seat,
                None => g.ai_toss().is_some_and(|d| d.seat == seat),
            };
            won.then_some((g, seed))
        })
        .expect("a seed where that seat wins the toss")
}

#[test]
fn a_person_who_wins_the_crokinole_toss_chooses_first_or_second() {
    let (mut game, _) = won_by(BoardKind::Crokinole, 0);
    assert_eq!(game.toss_winner(), Some(0));
    assert!(
        game.next_turn().is_none(),
        "nobody shoots before the choice"
    );
    assert_eq!(game.toss_choices(), [TossChoice::First, TossChoice::Second]);
    assert!(game.choose(TossChoice::Break(0)).is_err());
    game.choose(TossChoice::Second).unwrap();
    // Second: the seat before the winner (across, in two-player) starts.
    assert_eq!(game.next_turn().unwrap().seat, 2);
    assert_eq!(game.toss_winner(), None);
    let moves: Vec<String> = game
        .replay()
        .record()
        .moves
        .iter()
        .map(Move::encode)
        .collect();
    assert_eq!(moves.last().map(String::as_str), Some("second"));
    assert!(game.choose(TossChoice::First).is_err(), "one choice only");
}

#[test]
fn an_ai_toss_winner_takes_the_hammer_and_says_why() {
    let (game, _) = won_by(BoardKind::Crokinole, 2);
    let d = game.ai_toss().expect("the AI chose");
    assert_eq!(
        (d.seat, d.choice, d.reason),
        (2, TossChoice::Second, TossReason::Hammer)
    );
    assert_eq!(game.next_turn().unwrap().seat, 0);
    let Opening::Toss(events) = game.opening() else {
        panic!("{:?}", game.opening())
    };
    assert_eq!(
        events.len(),
        2,
        "the toss won, then the first round: {events:?}"
    );
}

#[test]
fn a_person_who_wins_the_coin_chooses_who_breaks_and_the_record_keeps_it() {
    let (mut game, _) = won_by(BoardKind::Pitchnut, 0);
    assert_eq!(game.toss_winner(), Some(0));
    assert!(game.next_turn().is_none());
    assert_eq!(
        game.toss_choices(),
        [TossChoice::Break(0), TossChoice::Break(2)]
    );
    // Saved with the choice still due, it reads back with it due.
    let due = MatchRecord::from_json(game.replay().record().to_json().as_bytes()).unwrap();
    assert_eq!(
        due.coin_toss,
        Some(CoinCall {
            winner: 0,
            breaker: None
        })
    );
    game.choose(TossChoice::Break(2)).unwrap();
    assert_eq!(game.next_turn().unwrap().seat, 2);
    assert_eq!(game.pitchnut().unwrap().game.breaker(), 2);
    let record = game.replay().record().clone();
    assert_eq!(
        record.coin_toss,
        Some(CoinCall {
            winner: 0,
            breaker: Some(2)
        })
    );
    let back = MatchRecord::from_json(record.to_json().as_bytes()).unwrap();
    assert_eq!(back, record);
    verify(&back).unwrap();
    // The viewer says the toss at the start.
    let watched = Match::watch(back).unwrap();
    assert_eq!(
        watched.opening(),
        &Opening::Coin {
            winner: 0,
            breaker: Some(2)
        }
    );
}

#[test]
fn an_ai_coin_winner_breaks_itself() {
    let (game, _) = won_by(BoardKind::Pitchnut, 2);
    let d = game.ai_toss().expect("the AI chose");
    assert_eq!(
        (d.choice, d.reason),
        (TossChoice::Break(2), TossReason::Break)
    );
    assert_eq!(game.next_turn().unwrap().seat, 2);
    assert_eq!(
        game.replay().record().coin_toss,
        Some(CoinCall {
            winner: 2,
            breaker: Some(2)
        })
    );
}

#[test]
fn a_coin_toss_that_does_not_fit_the_record_is_refused() {
    let (mut game, _) = won_by(BoardKind::Pitchnut, 0);
    game.choose(TossChoice::Break(2)).unwrap();
    let good = game.replay().record().clone();
    let mut wrong = good.clone();
    wrong.coin_toss = Some(CoinCall {
        winner: 0,
        breaker: Some(0),
    });
    assert!(MatchRecord::from_json(wrong.to_json().as_bytes()).is_err());
    let mut away = good.clone();
    away.coin_toss = Some(CoinCall {
        winner: 3,
        breaker: Some(2),
    });
    assert!(MatchRecord::from_json(away.to_json().as_bytes()).is_err());
    let mut croki = won_by(BoardKind::Crokinole, 0).0.replay().record().clone();
    croki.coin_toss = good.coin_toss;
    assert!(MatchRecord::from_json(croki.to_json().as_bytes()).is_err());
}

#[test]
fn a_record_without_a_coin_toss_is_written_as_before() {
    let path = format!(
        "{}/tests/records/pitchnut-two-players.json",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(path).unwrap();
    let record = MatchRecord::from_json(text.as_bytes()).unwrap();
    assert_eq!(record.coin_toss, None);
    assert!(!record.to_json().contains("coin_toss"));
    verify(&record).unwrap();
}

#[test]
fn the_same_seed_and_choice_give_the_same_match() {
    let a = won_by(BoardKind::Pitchnut, 0);
    let b = won_by(BoardKind::Pitchnut, 0);
    assert_eq!(a.1, b.1);
    assert_eq!(a.0.replay().record(), b.0.replay().record());
}

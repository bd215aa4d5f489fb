//! The review screen: the work off the frame loop, a kept review read back,
//! the board following the costliest shot, a pitchnut match reviewed.

use super::work::Work;
use super::*;

const RECORD: &str =
    include_str!("../../../tests/records/crokinole-two-players-best-of-seven.json");
const REVIEWED: &str =
    include_str!("../../../tests/reviews/crokinole-two-players-best-of-seven.json");

/// The corpus match's first six moves: the toss, the choice, and two
/// shots each of Ana (a person) and the Club AI.
fn opening() -> MatchRecord {
    let mut r = MatchRecord::from_json(RECORD.as_bytes()).unwrap();
    r.moves.truncate(6);
    r.outcome = None;
    r.finished_at = None;
    r
}

#[test]
fn the_work_off_the_frame_loop_gives_the_reviewers_bits_for_ana_only() {
    let record = opening();
    let screen = ReviewScreen::new(record.clone(), None);
    assert_eq!(screen.todo, vec![2, 4], "Ana's two shots, not the AI's");
    assert!(screen.work.is_some());
    let mut work = Work::start(record.clone(), screen.todo.clone());
    let mut got = Vec::new();
    while got.len() < 2 {
        got.extend(work.poll(true).into_iter().map(Result::unwrap));
    }
    let direct = Reviewer::new(record, Whose::People, ReviewBudget::standard())
        .unwrap()
        .run()
        .unwrap();
    assert_eq!(got, direct);
}

#[test]
fn a_kept_review_is_read_back_and_a_damaged_one_is_done_again() {
    let record = MatchRecord::from_json(REVIEWED.as_bytes()).unwrap();
    let screen = ReviewScreen::new(record.clone(), None);
    assert!(screen.work.is_none(), "read back, not computed again");
    assert_eq!(screen.reviews.len(), screen.todo.len());
    assert_eq!(screen.reviews.len(), 60);
    // The costliest first, with its board as it stood before the shot
    // once the frames have caught up.
    let mut screen = screen;
    let first = screen.order()[0].at;
    assert_eq!(
        screen.board.as_ref().map(|m| m.replay().moves_played()),
        Some(0),
        "the empty board first"
    );
    for _ in 0..first.div_ceil(MOVES_A_FRAME) {
        screen.catch_up(MOVES_A_FRAME);
    }
    assert_eq!(
        screen.board.as_ref().map(|m| m.replay().moves_played()),
        Some(first)
    );
    let mut damaged = record;
    if let Some(lines) = damaged.review.as_mut() {
        lines.pop();
    }
    assert!(ReviewScreen::new(damaged, None).work.is_some());
}

#[test]
fn the_board_follows_the_costliest_shot_as_reviews_arrive() {
    let whole = MatchRecord::from_json(REVIEWED.as_bytes()).unwrap();
    let all: Vec<ShotReview> = (whole.review.iter().flatten())
        .map(|l| ShotReview::from_line(l).unwrap())
        .collect();
    let cheap = all
        .iter()
        .min_by(|a, b| a.loss().total_cmp(&b.loss()))
        .unwrap();
    let dear = all
        .iter()
        .max_by(|a, b| a.loss().total_cmp(&b.loss()))
        .unwrap();
    let mut record = whole.clone();
    record.review = None;
    let mut screen = ReviewScreen::new(record, None);
    screen.work = None; // the reviews are handed in below
    let frames = |screen: &mut ReviewScreen| {
        for _ in 0..200 {
            screen.catch_up(MOVES_A_FRAME);
        }
    };
    let at = |screen: &ReviewScreen| screen.board.as_ref().map(|m| m.replay().moves_played());
    screen.reviews.push(cheap.clone());
    screen.show(screen.shown);
    frames(&mut screen);
    assert_eq!(at(&screen), Some(cheap.at));
    // A costlier one comes first: the board is replayed to it.
    screen.reviews.push(dear.clone());
    screen.show(screen.shown);
    frames(&mut screen);
    assert_eq!(at(&screen), Some(dear.at));
}

#[test]
fn a_pitchnut_match_is_reviewed_for_its_person_in_chances() {
    let text = include_str!("../../../tests/records/pitchnut-two-players.json");
    let mut record = MatchRecord::from_json(text.as_bytes()).unwrap();
    record.moves.truncate(4);
    record.outcome = None;
    record.finished_at = None;
    let screen = ReviewScreen::new(record.clone(), None);
    assert!(screen.error.is_none());
    // Ben's (seat 0's) flicks, not the Casual AI's.
    let people = Reviewer::new(record.clone(), Whose::People, ReviewBudget::standard()).unwrap();
    assert_eq!(
        screen.todo,
        vec![0, 1],
        "Ben's two flicks, not the AI's two"
    );
    assert_eq!(screen.todo, people.todo());
    assert!(screen.work.is_some());
    let mut work = Work::start(record, screen.todo.clone());
    let mut got = Vec::new();
    while got.len() < screen.todo.len() {
        got.extend(work.poll(true).into_iter().map(Result::unwrap));
    }
    assert_eq!(got, people.run().unwrap());
    let shown = ReviewScreen {
        reviews: got,
        work: None,
        ..screen
    };
    let lines = shown.lines(Language::English);
    assert!(
        lines
            .iter()
            .any(|l| l.0.contains("% of the chance to win the game")),
        "{lines:?}"
    );
}

/// The review's Back keeps its arrow in both languages, as the menus' do.
#[test]
fn back_keeps_its_arrow_in_both_languages() {
    let font = crate::shell::draw::glyphs::Font::measuring_only();
    for lang in [Language::English, Language::French] {
        let label = text::tr(lang, text::T::Back);
        assert!(
            ui::icon_room(back_rect(), label, ui::BUTTON_PX, &font).is_some(),
            "{lang:?}: {label:?} has no room for its arrow"
        );
    }
}

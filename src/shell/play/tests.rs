//! The play screen's own tests (headless: no window).
use super::flight::LAST_WORDS_IN_COUNT;
use super::*;
use flickwood_core::save::AiLevel;
use flickwood_core::save::Language;

/// Against the AI, when the AI shoots first: the board faces the person
/// from the start, and the first-launch tutorial waits for their turn.
#[test]
fn solo_board_faces_the_person_and_the_tutorial_waits() {
    let ai = SeatKind::Ai(AiLevel::Beginner);
    let mut settings = MatchSettings::default_for(BoardKind::Crokinole);
    *settings.seats_mut() = [SeatKind::Guest, ai, ai, ai];
    let profiles = Profiles::default();
    let mut checked = 0;
    for seed in 0..40 {
        let mut s = PlayScreen::new(settings, seed, &profiles).expect("a match");
        // The person who wins the toss goes second; an AI winner takes the
        // hammer too: either way someone shoots first and the other waits.
        if s.toss_due() {
            s.toss_chosen(flickwood_core::game::TossChoice::Second);
        }
        s.start_tutorial();
        let first = s.turn.expect("a turn").seat;
        assert_eq!(
            s.facing.rotation,
            BoardCamera::seat_rotation(0),
            "seed {seed}"
        );
        assert_eq!(
            s.tutorial_due(),
            first == 0,
            "seed {seed}: seat {first} first"
        );
        checked += usize::from(first != 0);
    }
    assert!(checked > 0, "no seed let the AI shoot first");
}

/// The pause menu stops a shot in flight where it is; the app going to
/// the background then commits it, so the save has it.
#[test]
fn a_shot_paused_in_flight_is_committed_when_the_app_goes_away() {
    let settings = MatchSettings::default_for(BoardKind::Crokinole);
    let mut s = PlayScreen::new(settings, 7, &Profiles::default()).expect("a match");
    s.take_first_toss_choice();
    let turn = s.turn.expect("a turn");
    let before = s.game.replay().moves_played();
    // On a tablet: no hand-over between the two people.
    s.options.table = TableMode::Tablet;
    assert!(matches!(s.phase, Phase::Turn(None)));
    let at = s.game.place_pos(turn.seat, s.hand.place);
    assert!(
        s.shoot(turn, at, -at.normalize_or_zero() * 1.0),
        "a legal draw"
    );
    assert!(matches!(s.phase, Phase::Flight(_)));
    s.pause();
    let Phase::Paused(under) = &s.phase else {
        panic!("not paused");
    };
    assert!(matches!(**under, Phase::Flight(_)));
    assert_eq!(s.game.replay().moves_played(), before);
    s.pause_now();
    assert_eq!(
        s.game.replay().moves_played(),
        before + 1,
        "the shot is committed"
    );
    let Phase::Paused(under) = &s.phase else {
        panic!("not paused after going away");
    };
    assert!(
        matches!(**under, Phase::Turn(None)),
        "the next person's turn"
    );
    s.unpause();
    assert!(s.waiting_for_person());
    assert_ne!(s.turn.map(|t| t.seat), Some(turn.seat), "the turn passed");
}

/// The opening line is said in the language chosen in Settings, not the
/// system's: nothing is said before the first update knows it.
#[test]
fn the_opening_line_follows_the_chosen_language() {
    let profiles = Profiles::default();
    for board in [BoardKind::Crokinole, BoardKind::Pitchnut] {
        for lang in [Language::French, Language::English] {
            let settings = MatchSettings::default_for(board);
            let mut s = PlayScreen::new(settings, 3, &profiles).expect("a match");
            assert!(
                s.effects.message.is_none(),
                "words before the language is known"
            );
            s.options.lang = lang;
            s.begin();
            let said = s.effects.message.clone().expect("the opening line").0;
            let want = Words::new(&s.game, lang).opening().join("  ·  ");
            let other = match lang {
                Language::French => Language::English,
                Language::English => Language::French,
            };
            let not = Words::new(&s.game, other).opening().join("  ·  ");
            assert_eq!(said, want, "{board:?} {lang:?}");
            assert_ne!(said, not, "{board:?}: the two languages say the same");
            s.begin();
            assert_eq!(s.effects.message.as_ref().unwrap().0, want, "said once");
        }
    }
}

/// A crokinole round's last shot: while its pucks are counted on the
/// board, the HUD shows that round as it ended (its number, the sides'
/// pucks and 20s, nothing left to shoot, no one to shoot next) and the
/// bottom line does not yet say who won; once counted, the result is
/// said and the next round shows.
#[test]
fn a_round_is_counted_before_the_next_one_shows() {
    for lang in [Language::English, Language::French] {
        let settings = MatchSettings::default_for(BoardKind::Crokinole);
        let mut s = PlayScreen::new(settings, 11, &Profiles::default()).expect("a match");
        s.take_first_toss_choice();
        s.options.lang = lang;
        s.options.table = TableMode::Tablet; // no hand-over between the two people
        let mut shots = 0;
        while !matches!(s.phase, Phase::Counting) {
            let turn = s.turn.expect("a turn");
            let at = s.game.place_pos(turn.seat, s.hand.place);
            assert!(
                s.shoot(turn, at, -at.normalize_or_zero() * 1.05),
                "a legal draw"
            );
            s.finish_shot();
            shots += 1;
            assert!(shots <= 24, "the round never ended");
        }
        let words = Words::new(&s.game, lang);
        let (finished, next) = (words.round_status(0), words.round_status(1));
        let (won, tied) = match lang {
            Language::English => ("wins the round", "tied"),
            Language::French => ("gagne la manche", "Manche nulle"),
        };
        let says_result = |t: &str| t.contains(won) || t.contains(tied);
        // Counting: the round that ended.
        assert_eq!(s.status_line(), finished, "{lang:?}");
        assert_eq!(
            s.turn_line(),
            "",
            "{lang:?}: someone to shoot during the count"
        );
        for (_, name, line) in s.shown_side_lines() {
            let none_left = match lang {
                Language::English => "0 pucks left",
                Language::French => "0 rondelles à jouer",
            };
            assert!(line.contains(none_left), "{lang:?} {name}: {line}");
        }
        assert!(
            !says_result(&s.hint()),
            "{lang:?}: {:?} during the count",
            s.hint()
        );
        // Counted: the summary, the result said, then the next round.
        s.end_count(true);
        assert!(matches!(s.phase, Phase::RoundSummary(_)));
        assert!(
            says_result(&s.hint()),
            "{lang:?}: {:?} after the count",
            s.hint()
        );
        assert_eq!(s.status_line(), next, "{lang:?}");
        assert!(
            s.shown_side_lines()
                .iter()
                .all(|l| !l.2.contains(" 0 pucks"))
        );
    }
}

/// A fresh practice drill speaks of the drill, not of a match: no "Match
/// resumed", no "Best of seven · round 1", no "0 of 0 · – ·".
#[test]
fn a_fresh_drill_says_drill_words_not_match_words() {
    use super::super::words::practice_words as pw;
    use flickwood_core::practice::{Drill, Spot};
    use flickwood_core::save::{Player, Replay};
    let guest = |name: &str| Player::Guest { name: name.into() };
    for lang in [Language::English, Language::French] {
        let drill = Drill::OpenTwenty(Spot::Centre);
        let record = drill.record(&Spec::STANDARD, 0, guest("Ana"), guest("Stand-in"));
        let goal = pw::drill_goal(lang, drill);
        let mut s = PlayScreen::practice(Replay::new(record).expect("a drill"), None, Some(&goal))
            .expect("a drill on screen");
        s.options.lang = lang;
        s.begin();
        let said = s.effects.message.clone().map(|m| m.0).unwrap_or_default();
        assert_eq!(said, goal, "{lang:?}");
        let status = s.status_line();
        assert_eq!(status, tr(lang, T::Practice), "{lang:?}");
        // The shooter by name, with no side ("À Naturel · Ana de tirer").
        let who = s.turn_line();
        assert!(!who.is_empty() && !who.contains(" · "), "{lang:?}: {who}");
        assert!(!who.contains("Natur"), "{lang:?}: {who}");
        assert!(!s.sides_drawn(), "{lang:?}: a match's score cards");
        let running = pw::running(lang, 0, 0, 20);
        for match_words in [
            "resum", "repris", "round", "manche", "0 of 0", "0 sur 0", "–",
        ] {
            assert!(!said.contains(match_words), "{lang:?}: {said}");
            assert!(!status.contains(match_words), "{lang:?}: {status}");
            assert!(!running.contains(match_words), "{lang:?}: {running}");
        }
    }
}

/// An AI that wins the pitchnut toss breaks at once: what it chose and why
/// stay on screen while it thinks and aims, as crokinole's AI's do.
#[test]
fn an_ai_toss_winner_says_why_until_it_breaks() {
    let ai = SeatKind::Ai(AiLevel::Beginner);
    let mut settings = MatchSettings::default_for(BoardKind::Pitchnut);
    *settings.seats_mut() = [SeatKind::Guest, ai, ai, ai];
    let profiles = Profiles::default();
    let mut s = (0..64)
        .map(|seed| PlayScreen::new(settings, seed, &profiles).expect("a match"))
        .find(|s| s.game.ai_toss().is_some() && matches!(s.phase, Phase::Ai(_)))
        .expect("a seed the AI wins and breaks");
    s.options.scripted = true;
    s.begin();
    let mut frames = 0;
    while !matches!(
        s.phase,
        Phase::Ai(AiTurn {
            stage: AiStage::Showing { .. },
            ..
        })
    ) {
        s.clock += 1.0 / 60.0;
        s.drive_ai(1.0 / 60.0);
        frames += 1;
        assert!(frames < 600, "the AI never chose");
    }
    let said = s.hint();
    assert!(said.contains("wins the coin toss"), "{said}");
    assert!(said.contains("the break is the first chance"), "{said}");
}

/// The words of the moment are not drawn under a panel (they showed round
/// its edges), and are on a turn; the hand-over says them itself.
#[test]
fn no_words_show_round_a_panel() {
    let settings = MatchSettings::default_for(BoardKind::Crokinole);
    let mut s = PlayScreen::new(settings, 3, &Profiles::default()).expect("a match");
    assert!(s.toss_due());
    assert!(s.words_under_panel(), "the toss");
    s.take_first_toss_choice();
    assert!(!s.words_under_panel(), "a turn");
    let turn = std::mem::replace(&mut s.phase, Phase::Counting);
    s.phase = Phase::Paused(Box::new(turn));
    assert!(s.words_under_panel(), "the pause");
    // The hand-over says the shot just played in its own lines instead.
    let said = s.hint();
    s.phase = Phase::Handover("Red".into());
    assert!(s.words_under_panel(), "the hand-over");
    let (_, lines) = s.overlay_words(Overlay::Handover("Red"));
    assert!(
        !said.is_empty() && lines.contains(&said),
        "{said:?} not in {lines:?}"
    );
}

/// The turn line in French puts "à" before the shooter, never before the
/// side's colour ("À Naturel · Joueur 1 de tirer" read as "to Natural").
#[test]
fn the_french_turn_line_says_to_whom_as_french_does() {
    let settings = MatchSettings::default_for(BoardKind::Crokinole);
    let mut s = PlayScreen::new(settings, 7, &Profiles::default()).expect("a match");
    s.take_first_toss_choice();
    s.options.lang = Language::French;
    let fr = s.turn_line();
    s.options.lang = Language::English;
    let en = s.turn_line();
    let seat = s.turn.expect("a turn").seat;
    let who = s.words().player_name(seat);
    let side = en.split(" · ").next().unwrap_or_default().to_string();
    assert_eq!(en, format!("{side} · {who} to shoot"));
    s.options.lang = Language::French;
    let side = s.words().seat_name(seat);
    let side = side.split(" · ").next().unwrap_or_default();
    assert_eq!(
        fr,
        format!("{side} · au joueur {} de tirer", seat + 1),
        "{fr}"
    );
}

/// Each shot's words replace the last shot's, and a shot that says
/// nothing leaves none: a line never outlives the next shot.
#[test]
fn a_shots_words_never_outlive_the_next_shot() {
    let mut s = a_round_of_soft_draws();
    let old = "Foul by Green: an old line from a shot before";
    let mut quiet = 0;
    for _ in 0..24 {
        if matches!(s.phase, Phase::Counting) {
            break;
        }
        s.say(old);
        soft_draw(&mut s);
        let said = s.hint();
        assert!(!said.contains(old), "{said:?}");
        quiet += usize::from(s.effects.message.is_none());
    }
    assert!(quiet > 0, "no shot said nothing: the case is not tested");
}

/// A round's count is its own moment: the last shot's words (here Red's
/// foul) show as it begins, then leave the count to its labels and
/// banner (issue 45: "during the count an old foul line stays up"; it
/// stayed the whole count).
#[test]
fn the_last_shots_words_leave_the_count_alone() {
    let mut s = a_round_of_soft_draws();
    let mut shots = 0;
    while !matches!(s.phase, Phase::Counting) {
        soft_draw(&mut s);
        shots += 1;
        assert!(shots <= 24, "the round never ended");
    }
    let said = s.hint();
    assert!(said.contains("Foul by Red"), "{said:?}");
    s.clock += LAST_WORDS_IN_COUNT + 0.1;
    assert!(matches!(s.phase, Phase::Counting));
    assert_eq!(s.hint(), "", "the shot's words stay up in the count");
}

/// Two people's crokinole on a table (no hand-over), seed 11: soft draws
/// off to the side stop on the board (Natural's) or foul (Red's, with an
/// opponent's puck on the board and none hit).
fn a_round_of_soft_draws() -> PlayScreen {
    let settings = MatchSettings::default_for(BoardKind::Crokinole);
    let mut s = PlayScreen::new(settings, 11, &Profiles::default()).expect("a match");
    s.take_first_toss_choice();
    s.options.table = TableMode::Tablet;
    s
}

fn soft_draw(s: &mut PlayScreen) {
    let turn = s.turn.expect("a turn");
    let at = s.game.place_pos(turn.seat, s.hand.place);
    let dir = geom::Vec2::from_angle((-at.y).atan2(-at.x) + 0.5);
    assert!(s.shoot(turn, at, dir * 0.6));
    s.finish_shot();
}

/// A round's summary and the match's result keep no empty middle either
/// (issue 45: 120 px of bare walnut in their middle at 390x844; the toss's
/// panel has its own test): the words end within 40 px of the buttons
/// and never under them, at the three shapes, in both languages.
#[test]
fn the_summary_and_result_panels_keep_no_empty_middle() {
    use super::super::draw::glyphs::Font;
    use super::super::platform::density::pretend_screen;
    use super::overlay::WORDS_TOP;
    let font = Font::measuring_only();
    let mut s = a_round_of_soft_draws();
    while !matches!(s.phase, Phase::Counting) {
        soft_draw(&mut s);
    }
    s.end_count(true);
    let Phase::RoundSummary(summary) = &s.phase else {
        panic!("no round summary");
    };
    let summary = summary.clone();
    let result = s.words().result(Some(0));
    for (name, phase) in [("summary", 0), ("result", 1)] {
        s.phase = match phase {
            0 => Phase::RoundSummary(summary.clone()),
            _ => Phase::Result(result.clone()),
        };
        for (w, h) in [(390.0, 844.0), (844.0, 390.0), (1024.0, 768.0)] {
            for lang in [Language::English, Language::French] {
                pretend_screen(w, h);
                s.options.lang = lang;
                s.options.table = TableMode::PassAndPlay;
                let what = format!("{name} {w}x{h} {lang:?}");
                s.fit_overlay(&font);
                let p = s.overlay_panel();
                let words_end = p.y + WORDS_TOP + s.effects.overlay_words_h.expect("measured");
                let buttons = s.overlay_buttons();
                assert!(!buttons.is_empty(), "{what}");
                let first = buttons.iter().map(|b| b.1.y).fold(p.bottom(), f32::min);
                if words_end > first {
                    // Too many for one column at full spacing (a phone on
                    // its side): the panel takes all its room and the
                    // words are set closer, or in two columns, to fit it.
                    assert_eq!(
                        p,
                        s.overlay_room(),
                        "{what}: the panel is not at its full room"
                    );
                    continue;
                }
                assert!(
                    first - words_end <= 40.0,
                    "{what}: {} px empty",
                    first - words_end
                );
            }
        }
    }
}
